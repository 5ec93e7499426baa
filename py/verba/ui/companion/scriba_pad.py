"""Laying the tiles of a Scriba board by hand: the square chosen (the
cursor), the pad of letters and special tiles that touch screens use, and
the keyboard, which does the same from the board.

``BoardPen`` is plain Python: it changes an ``Entry`` the way a person lays
tiles on the table, one square after the other in the direction of writing.
``pad_view`` draws the pad; each button is an action ``BoardPen.act`` takes.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...scriba import tiles as T
from ...scriba import tokens as TK
from ...scriba.board import LEGEND
from ..scriba.board import square_face, tile_face
from ..scriba.placing import Placing
from ..shell.vnode import Node, act, button, h
from .scriba_position import SIZE, Entry

if TYPE_CHECKING:
    from ..shell.app import App

ARROW_KEYS = {"ArrowUp": (-1, 0), "ArrowDown": (1, 0), "ArrowLeft": (0, -1), "ArrowRight": (0, 1)}
BLANK_KEYS = ("?", "*")
UPPER_KEYS = ("=", "+", "^")
TOKEN_KEYS = {str(n): TK.SMALL[kind][0] for n, kind in enumerate(TK.KINDS, 1)}
TOKENS = tuple(TK.SMALL[kind][0] for kind in TK.KINDS)


class BoardPen:
    """The cursor and the modes of the pad over an ``Entry``'s board."""

    def __init__(self, entry: Entry) -> None:
        self.entry = entry
        self.placing = Placing(SIZE)     # the cursor and its direction, as the table draws them
        self.blank = False               # letters go down as blanks
        self.upper = False               # tiles go on top of the tile there (a stack)
        # On a phone the board is drawn zoomed in, its squares big enough to
        # tap (scrolling and following the cursor); wider screens show it whole.
        self.zoomed = True

    @property
    def cursor(self) -> tuple[int, int]:
        return self.placing.cursor

    def _advance(self) -> None:
        r, c = self.cursor
        nxt = (r + 1, c) if self.placing.down else (r, c + 1)
        if nxt[0] < SIZE and nxt[1] < SIZE:
            self.placing.cursor = nxt

    def _back(self) -> None:
        r, c = self.cursor
        before = (r - 1, c) if self.placing.down else (r, c - 1)
        if before[0] >= 0 and before[1] >= 0:
            self.placing.cursor = before

    def letter(self, letter: str) -> None:
        self.entry.put(self.cursor, letter.lower() if self.blank else letter, self.upper)
        self._advance()

    def special(self, code: str) -> None:
        """An arrow (its bend) or a blocking tile; an arrow turns the writing
        the way the word turns there."""
        self.entry.put(self.cursor, code, self.upper)
        if T.is_arrow(code):
            self.placing.down = T.bend_of(code) == "rd"
        self._advance()

    def act(self, do: str, action: dict[str, Any]) -> bool:
        """Carry out a pad or board action; False if it is none of theirs."""
        if do == "cell":
            pos = (int(action["row"]), int(action["col"]))
            if not (0 <= pos[0] < SIZE and 0 <= pos[1] < SIZE):
                return True
            if pos == self.cursor:
                self.placing.down = not self.placing.down
            self.placing.cursor = pos
        elif do == "pad_letter" and action.get("letter") in T.LETTER_VALUES:
            self.letter(str(action["letter"]))
        elif do == "pad_special" and action.get("code") in (T.ARROW + "rd", T.ARROW + "dr", T.BLOCK):
            self.special(str(action["code"]))
        elif do == "pad_token" and action.get("code") in TOKENS and self.entry.game == 2:
            self.entry.token(self.cursor, str(action["code"]))
        elif do == "pad_take":
            self.entry.take(self.cursor)
        elif do == "pad_blank":
            self.blank = not self.blank
        elif do == "pad_upper":
            self.upper = not self.upper
        elif do == "pad_direction":
            self.placing.down = not self.placing.down
        elif do == "pad_zoom":
            self.zoomed = not self.zoomed
        else:
            return False
        return True

    def key(self, key: str) -> bool:
        """A key pressed on the board: letters and tiles as the pad's buttons,
        arrows move, Space turns the writing, Backspace takes the tile before."""
        letter = key.upper() if len(key) == 1 else ""
        if letter in T.LETTER_VALUES:
            self.letter(letter)
        elif key in BLANK_KEYS:
            self.blank = not self.blank
        elif key in UPPER_KEYS:
            self.upper = not self.upper
        elif key == "/":
            self.special(T.ARROW + ("dr" if self.placing.down else "rd"))
        elif key in ("#", "."):
            self.special(T.BLOCK)
        elif key in TOKEN_KEYS and self.entry.game == 2:
            self.entry.token(self.cursor, TOKEN_KEYS[key])
        elif key in ARROW_KEYS:
            self.placing.move_cursor(*ARROW_KEYS[key])
        elif key == " ":
            self.placing.down = not self.placing.down
        elif key == "Backspace":
            if self.cursor not in self.entry.cells:
                self._back()
            self.entry.take(self.cursor)
        elif key == "Delete":
            self.entry.take(self.cursor)
        else:
            return False
        return True


def _toggle(app: "App", label: str, on: bool, action: str, mark: str) -> Node:
    return button(label, act(action), cls="chip pad-toggle",
                  **{"aria-pressed": "true" if on else "false", f"data-pad-{mark}": "1"})


def pad_view(app: "App", pen: BoardPen) -> Node:
    """The pad: what the next tile is (a blank? on top?), which way the
    writing goes, the letters, the special tiles and Game II's tokens."""
    t = app.t
    down = pen.placing.down
    modes = h("div", {"class": "pad-modes"},
              button("\u2193" if down else "\u2192", act("pad_direction"), cls="chip pad-way",
                     **{"aria-label": t("companion.scriba.way_down" if down
                                        else "companion.scriba.way_right"),
                        "data-pad-way": "down" if down else "right"}),
              _toggle(app, t("companion.scriba.blank"), pen.blank, "pad_blank", "blank"),
              _toggle(app, t("companion.scriba.upper"), pen.upper, "pad_upper", "upper"),
              button("\u232b", act("pad_take"), cls="chip",
                     **{"aria-label": t("companion.scriba.take"), "data-pad-take": "1"}),
              # shown on phones only (scriba.css hides [data-zoom] on wide screens)
              button("\u2296" if pen.zoomed else "\u2295", act("pad_zoom"), cls="chip",
                     **{"aria-label": t("scriba_ui.zoom_out" if pen.zoomed else "scriba_ui.zoom_in"),
                        "aria-pressed": "true" if pen.zoomed else "false",
                        "data-zoom": "out" if pen.zoomed else "in"}))
    letters = [button(tile_face(letter.lower() if pen.blank else letter, "loose"),
                      act("pad_letter", letter=letter), cls="pad-key",
                      **{"aria-label": t("scriba_ui.blank_as", letter=letter) if pen.blank
                         else letter, "data-pad-letter": letter})
               for letter in T.ALPHABET]
    specials = [button(tile_face(code, "loose"), act("pad_special", code=code), cls="pad-key",
                       **{"aria-label": t(f"scriba_ui.arrow_{T.bend_of(code)}")
                          if T.is_arrow(code) else t("scriba_ui.block_tile"),
                          "data-pad-special": code})
                for code in (T.ARROW + "rd", T.ARROW + "dr", T.BLOCK)]
    tokens = None
    if pen.entry.game == 2:
        tokens = h("div", {"class": "pad-tokens", "role": "group",
                           "aria-label": t("companion.scriba.tokens")},
                   [button(square_face(app, code, cls="key"), act("pad_token", code=code),
                           cls="pad-key", **{"aria-label": t(f"scriba_ui.field_tok_{code}"),
                                             "data-pad-token": code,
                                             "title": _token_title(app, code)})
                    for code in TOKENS])
    return h("div", {"class": "pad", "role": "group", "aria-label": t("companion.scriba.pad")},
             modes,
             h("div", {"class": "pad-letters"}, letters, specials),
             tokens)


def _token_title(app: "App", code: str) -> str:
    field = LEGEND[code]
    return app.t(f"scriba_ui.legend_{field.kind}", n=str(field.mult))
