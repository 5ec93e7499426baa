"""The Scriba solver for a board at a cardboard table.

The person lays the board as it lies on the table (a square tapped, then its
letter from the pad or the keyboard: blanks, arrows, blocking tiles, stacks,
Game II's tokens), types their rack, or pastes a position in the notation;
the best moves are the hints' own (``scriba.ai.hint_steps``), searched in
slices (``App.run_sliced``), shown as the table shows them, and one laid on
the board for a look. Every position goes through the engine's
``from_text`` (``Entry.state``) before it is searched.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...games_registry import ENGINES
from ...scriba import ai
from ...scriba import game as G
from ...scriba import tiles as T
from ..scriba.board import board_view, legend_view, tile_face
from ..scriba.coach import hints_view, move_cells, overlay
from ..shell.chrome import top_bar
from ..shell.vnode import Node, act, button, h
from .parts import (MAX_PASTE, Keep, Message, back_button, form_field, open_solver, paste_view,
                    problem_view, radios, refused, rule_toggle)
from .scriba_pad import BoardPen, pad_view
from .scriba_position import Entry, from_state

if TYPE_CHECKING:
    from ..shell.app import App, Screen

HINTS = 10            # best moves shown, as at the table
MAX_RACK_TYPED = 40   # characters of the rack field
RACK_KEYS = {"?": T.BLANK, "*": T.BLANK, ">": T.ARROW, "/": T.ARROW, "#": T.BLOCK}


def read_rack(text: str) -> tuple[list[str], Message | None]:
    """The rack a person typed: letters, ``?`` (or ``*``) a blank, ``>`` (or
    ``/``) an arrow, ``#`` a blocking tile; spaces and commas are ignored."""
    tiles = []
    for ch in text[:MAX_RACK_TYPED].upper():
        if ch in " ,;":
            continue
        tile = RACK_KEYS.get(ch, ch)
        if tile not in T.LETTER_VALUES and tile not in T.SPECIAL_COUNTS:
            return [], ("companion.scriba.rack_letter", {"sign": ch})
        tiles.append(tile)
    return tiles, None


def read_position(text: str) -> tuple[Entry | None, Message | None]:
    """A pasted position as the form shows it, or why it cannot be read."""
    text = text.strip()
    if not text:
        return None, ("companion.paste_empty", {})
    if len(text) > MAX_PASTE:
        return None, ("companion.paste_too_long", {"max": MAX_PASTE})
    try:
        state = ENGINES["scriba"].from_text(text)
    except ValueError as error:
        return None, ("companion.paste_refused", refused(error))
    if state.phase != G.PLAY:
        return None, ("companion.scriba.not_in_play", {})
    return from_state(state), None


class ScribaSolverScreen:
    def __init__(self, app: "App", lexicon: Any, back: "Screen") -> None:
        self.app = app
        self.lexicon = lexicon
        self.back = back
        self.entry = Entry()
        self.pen = BoardPen(self.entry)
        self.rack_typed = ""
        self.pasted = ""
        self.problem: Message | None = None
        # the search: the position searched, its hints (None while searching)
        self.solved: G.State | None = None
        self.hints: list[dict[str, Any]] | None = None
        self.chosen: int | None = None
        self._cancel = lambda: None

    # -- solving -----------------------------------------------------------------
    def _changed(self) -> None:
        """The position changed: the moves found no longer answer it."""
        self._cancel()
        self.solved, self.hints, self.chosen = None, None, None

    def solve(self) -> None:
        """Search the best moves of the position entered, if the rules hold it."""
        self._changed()
        rack, self.problem = read_rack(self.rack_typed)
        if self.problem is not None:
            return
        self.entry.rack = rack
        self.problem = self.entry.problem()
        if self.problem is not None:
            return
        try:
            state = self.entry.state()
        except ValueError as error:
            self.problem = ("companion.scriba.refused", refused(error))
            return
        self.solved = state

        def done(hints: list[dict[str, Any]]) -> None:
            if self.solved is state:
                self.hints = hints
                self.app.services.render()

        self._cancel = self.app.run_sliced(ai.hint_steps(state, 0, self.lexicon, n=HINTS), done)

    def load(self, entry: Entry) -> None:
        """Show a position read from the notation in the form."""
        self._changed()
        self.entry = entry
        self.pen = BoardPen(entry)
        self.rack_typed = "".join(entry.rack)

    # -- the screen ----------------------------------------------------------------
    def _rules_view(self) -> Node:
        t = self.app.t
        entry = self.entry

        def toggle(name: str, on: bool) -> Node:
            return rule_toggle(t(f"companion.scriba.{name}"), name, on, "scriba_rule")

        return h("section", {"class": "panel scriba-rules"},
                 radios("scriba_game", t("companion.scriba.game"),
                        [("1", t("companion.scriba.game_one")),
                         ("2", t("companion.scriba.game_two"))], str(entry.game)),
                 radios("scriba_rack_size", t("companion.scriba.rack_size"),
                        [(str(n), str(n)) for n in (6, 7, 8)], str(entry.rack_size))
                 if entry.game == 1 else None,
                 toggle("arrows", entry.arrows), toggle("stacking", entry.stacking))

    def _board_view(self) -> Node:
        t = self.app.t
        hints = self.hints or []
        if self.chosen is not None and self.solved is not None and self.chosen < len(hints):
            hint = hints[self.chosen]
            return h("section", {"class": "panel scriba-entry showing", "data-showing":
                                 str(self.chosen)},
                     board_view(self.app, self.solved.board, overlay(hint["action"]["tiles"]),
                                live=False, last=set(), words=move_cells(hint)),
                     h("div", {"class": "actions"},
                       button(t("companion.scriba.edit"), act("scriba_edit"), cls="btn",
                              focus=True, **{"data-scriba-edit": "1"})))
        return h("section", {"class": "panel scriba-entry", "aria-labelledby": "scriba-board-title"},
                 h("h2", {"id": "scriba-board-title"}, t("companion.scriba.board")),
                 h("p", {"class": "muted", "id": "scriba-keys-help"},
                   t("companion.scriba.board_help")),
                 board_view(self.app, self.entry.board(), self.pen.placing, live=True,
                            last=set(), words=set(), zoomed=self.pen.zoomed),
                 pad_view(self.app, self.pen),
                 h("div", {"class": "actions"},
                   button(t("companion.scriba.clear_board"), act("scriba_clear"),
                          cls="btn ghost", disabled=not (self.entry.cells or self.entry.tokens),
                          **{"data-scriba-clear": "1"})))

    def _rack_view(self) -> Node:
        t = self.app.t
        rack, _ = read_rack(self.rack_typed)
        return h("section", {"class": "panel scriba-rack"},
                 h("label", {"for": "scriba-rack", "class": "rack-label"},
                   t("companion.scriba.rack", max=self.entry.rack_limit())),
                 h("input", {"type": "text", "id": "scriba-rack", "value": self.rack_typed,
                             "maxlength": str(MAX_RACK_TYPED), "autocomplete": "off",
                             "autocapitalize": "characters", "spellcheck": "false",
                             "lang": "pl", "aria-describedby": "scriba-rack-help",
                             "data-input": act("scriba_rack"), "data-scriba-rack": "1"}),
                 h("p", {"class": "muted", "id": "scriba-rack-help"},
                   t("companion.scriba.rack_help")),
                 h("p", {"class": "rack-shown", "aria-hidden": "true"},
                   [tile_face(tile if tile != T.ARROW else T.ARROW + "rd", "loose")
                    for tile in rack]),
                 h("div", {"class": "actions"},
                   button(t("companion.scriba.solve"), act("scriba_solve"), cls="btn primary",
                          **{"data-scriba-solve": "1"})))

    def _problem_view(self) -> Node | None:
        problem = self.problem
        if problem is not None and problem[0] == "companion.scriba.too_many_tokens":
            kind = self.app.t(f"companion.scriba.token_{problem[1]['kind']}")
            problem = (problem[0], {**problem[1], "kind": kind})
        return problem_view(self.app, problem)

    def view(self) -> list[Node]:
        t = self.app.t
        results = hints_view(self.app, self.hints, self.chosen) \
            if self.solved is not None else None
        return [h("div", {"class": "screen companion-scriba", "data-screen": "scriba-solver",
                          "key": "scriba-solver"},
                  top_bar(self.app, t("companion.scriba.title"), sound=False,
                          rules="scriba/2" if self.entry.game == 2 else "scriba",
                          extra=back_button(self.app)),
                  h("div", {"class": "solver-layout"},
                    self._board_view(),
                    h("div", {"class": "solver-side"},
                      self._rules_view(), self._rack_view(), self._problem_view(), results,
                      legend_view(self.app, self.entry.game == 2),
                      paste_view(self.app, "scriba", self.pasted, 6))))]

    # -- events ---------------------------------------------------------------------
    def handle(self, action: dict[str, Any]) -> None:
        do = str(action.get("do"))
        value = action.get("value")
        if do in ("scriba_solve", "hints_close", "hint_show", "scriba_edit",
                  "scriba_paste_type", "companion_back"):
            self._handle_results(do, action)
            return
        self.problem = None
        if do == "scriba_rack":
            self.rack_typed = str(value or "")[:MAX_RACK_TYPED]
            self._changed()
        elif do == "scriba_paste":
            self._read_paste(value)
        else:
            before = self.entry.to_text()
            try:
                self._edit(do, action)
            except (KeyError, TypeError, ValueError):
                pass     # a malformed action from the page
            if self.entry.to_text() != before:
                self._changed()

    def _handle_results(self, do: str, action: dict[str, Any]) -> None:
        if do == "scriba_solve":
            self.solve()
        elif do == "hints_close":
            self._changed()
        elif do == "hint_show" and isinstance(action.get("n"), int):
            self.chosen = action["n"] if self.hints and 0 <= action["n"] < len(self.hints) \
                else None
        elif do == "scriba_edit":
            self.chosen = None
        elif do == "scriba_paste_type":
            self.pasted = str(action.get("value", ""))[:MAX_PASTE]
        elif do == "companion_back":
            self._leave()

    def _edit(self, do: str, action: dict[str, Any]) -> None:
        """A change of the position, or of the square chosen."""
        value = action.get("value")
        entry = self.entry
        if do == "scriba_game" and value in ("1", "2"):
            entry.set_game(int(value))
        elif do == "scriba_rack_size" and value in ("6", "7", "8"):
            entry.rack_size = int(value)
        elif do == "scriba_rule" and action.get("name") in ("arrows", "stacking"):
            setattr(entry, action["name"], value == "true")
        elif do == "scriba_clear":
            entry.cells.clear()
            entry.tokens.clear()
        else:
            self.pen.act(do, action)

    def _read_paste(self, value: Any) -> None:
        pasted = form_field(value, "position")
        if pasted is not None:
            self.pasted = pasted[:MAX_PASTE + 1]
        entry, self.problem = read_position(self.pasted)
        if entry is not None:
            self.load(entry)
            self.solve()

    def _leave(self) -> None:
        # a search under way finishes meanwhile: the companion keeps this screen
        self.app.go(self.back)

    def key(self, info: dict[str, Any]) -> bool:
        key = str(info.get("key", ""))
        if key == "Escape":
            if self.chosen is not None:
                self.chosen = None
            else:
                self._leave()
            return True
        if info.get("field") != "board" or self.chosen is not None:
            return False
        if info.get("ctrl") and not info.get("alt"):
            return False          # browser shortcuts (AltGr sends both and types letters)
        if key == "Enter":
            self.solve()
            return True
        before = self.entry.to_text()
        handled = self.pen.key(key)
        if self.entry.to_text() != before:
            self._changed()
        return handled


def open_tool(app: "App", back: "Screen", keep: "Keep") -> None:
    open_solver(app, back, "scriba", ScribaSolverScreen, keep)
