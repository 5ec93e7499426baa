"""The score keeper's set-up: the game and its agreed rules, the players in
the order of play, and in Game II the 48 small tokens as they lie on the
table. Laying 48 tokens by hand is most of a Game II set-up, so a token
kind is picked once (the *brush*) and each tap on a square lays one there,
one tap a token, where the solver's pad takes two (the square, the token);
nothing is laid that the table did not lay."""
from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from ...scriba import keeper as K
from ...scriba import tokens as TK
from ...scriba.board import LEGEND, Layout
from ...scriba.ruleset import Ruleset
from ...text import MAX_NAME
from ..scriba.board import board_view, field_label, square_face
from ..shell.vnode import Node, act, button, h
from .parts import Message, radios, rule_toggle
from .scriba_pad import TOKEN_KEYS, TOKENS, BoardPen
from .scriba_position import Entry

if TYPE_CHECKING:
    from ..shell.app import App

SEATS = 4
TOKENS_IN_BOX = sum(count for _, count in TK.SMALL.values())


class Setup:
    def __init__(self) -> None:
        self.game = 1
        self.rack_size = 7
        self.arrows = True
        self.stacking = True
        self.typed = [""] * SEATS
        self.entry = Entry(game=2)          # Game II: the tokens laid so far
        self.pen = BoardPen(self.entry)
        self.zoomed = True                  # the board, on a phone, drawn big enough to tap
        self.brush: str | None = None       # Game II: the token a tap on a square lays

    def rules(self) -> Ruleset:
        return K.rules_for(self.game, self.rack_size, self.arrows, self.stacking)

    def layout(self) -> Layout | None:
        return self.entry.board().layout if self.game == 2 else None

    def names(self) -> tuple[list[str], Message | None]:
        names = [name.strip() for name in self.typed if name.strip()]
        if not names:
            return [], ("companion.keeper.no_names", {})
        for name in names:
            if len(name) > MAX_NAME:
                return [], ("companion.keeper.name_long", {"max": MAX_NAME})
        return names, None

    def act(self, do: str, action: dict[str, Any]) -> Message | None:
        value = action.get("value")
        if do == "keeper_game" and value in ("1", "2"):
            self.game = int(value)
        elif do == "keeper_rack_size" and value in ("6", "7", "8"):
            self.rack_size = int(value)
        elif do == "keeper_rule" and action.get("name") in ("arrows", "stacking"):
            setattr(self, action["name"], value == "true")
        elif do == "pad_token" and self.game == 2:
            code = action.get("code")
            if code in TOKENS:
                self.brush = None if code == self.brush else str(code)
        elif do in ("cell", "pad_take") and self.game == 2:
            try:
                self.pen.act(do, action)
            except (KeyError, TypeError, ValueError):
                return None     # a malformed action from the page
            if do == "cell" and self.brush is not None:
                # a tap lays the brush's token there, or takes that token away
                self.entry.token(self.pen.cursor, self.brush)
            return self.entry.problem()
        return None

    def key(self, key: str) -> bool:
        """Game II's tokens from the keyboard, as in the solver."""
        if self.game != 2:
            return False
        if key in TOKEN_KEYS:
            self.entry.token(self.pen.cursor, TOKEN_KEYS[key])
            return True
        return self.pen.key(key) if key.startswith("Arrow") or key in ("Delete", " ") else False


def _token_key(app: "App", setup: Setup, code: str, left: int) -> Node:
    """A token kind of the box: picked as the brush, with how many are left
    (said in the button's name; shown under it, outside its name)."""
    t = app.t
    # the name opens with the label the token shows ("3W"), as it is seen
    label = f"{field_label(app, code, LEGEND[code])}: {t(f'scriba_ui.field_tok_{code}')}"
    return h("div", {"class": "token-key", "key": code},
             button(square_face(app, code, cls="key"), act("pad_token", code=code),
                    cls="pad-key",
                    **{"aria-label": f"{label}, {t('companion.keeper.tokens_left', n=left)}",
                       "aria-pressed": "true" if code == setup.brush else "false",
                       "data-pad-token": code, "data-left": str(left)}),
             h("span", {"class": "left", "aria-hidden": "true"}, str(left)))


def _tokens_view(app: "App", setup: Setup) -> Node:
    t = app.t
    laid = len(setup.entry.tokens)
    counts = Counter(setup.entry.tokens.values())
    return h("section", {"class": "panel scriba-entry keeper-tokens"},
             h("h2", None, t("companion.keeper.tokens")),
             h("p", {"class": "muted", "id": "scriba-keys-help"},
               t("companion.keeper.tokens_help")),
             h("p", {"data-tokens-laid": str(laid)},
               t("companion.keeper.tokens_laid", n=laid, total=TOKENS_IN_BOX)),
             board_view(app, setup.entry.board(), setup.pen.placing, live=True, last=set(),
                        words=set(), zoomed=setup.zoomed),
             h("p", {"class": "muted", "aria-live": "polite", "data-brush": setup.brush or ""},
               t("companion.keeper.brush", kind=t(f"scriba_ui.field_tok_{setup.brush}"))
               if setup.brush else ""),
             h("div", {"class": "pad-tokens", "role": "group",
                       "aria-label": t("companion.scriba.tokens")},
               [_token_key(app, setup, code, max(0, TK.SMALL[TK.KIND_OF_CODE[code]][1]
                                                 - counts[code]))
                for code in TOKENS],
               button("\u232b", act("pad_take"), cls="chip",
                      **{"aria-label": t("companion.scriba.take"), "data-pad-take": "1"})))


def setup_view(app: "App", setup: Setup) -> Node:
    t = app.t
    toggles = [rule_toggle(t(f"companion.scriba.{name}"), name, getattr(setup, name),
                           "keeper_rule") for name in ("arrows", "stacking")]
    names = [h("input", {"type": "text", "id": f"keeper-name-{i}", "value": setup.typed[i],
                         "maxlength": str(MAX_NAME), "autocomplete": "off",
                         "aria-label": t("companion.keeper.player", n=i + 1),
                         "placeholder": t("companion.keeper.player", n=i + 1),
                         "data-input": act("keeper_name", player=i),
                         "data-keeper-name": str(i), "key": f"n{i}"})
             for i in range(SEATS)]
    form = h("section", {"class": "panel keeper-setup scriba-rules"},
             h("h2", None, t("companion.keeper.setup")),
             radios("keeper_game", t("companion.scriba.game"),
                     [("1", t("companion.scriba.game_one")),
                      ("2", t("companion.scriba.game_two"))], str(setup.game)),
             radios("keeper_rack_size", t("companion.scriba.rack_size"),
                     [(str(n), str(n)) for n in (6, 7, 8)], str(setup.rack_size))
             if setup.game == 1 else None,
             toggles,
             h("fieldset", {"class": "keeper-names"},
               h("legend", None, t("companion.keeper.players")),
               h("p", {"class": "muted"}, t("companion.keeper.players_help")),
               names),
             h("div", {"class": "actions"},
               button(t("companion.keeper.start"), act("keeper_start"), cls="btn primary",
                      **{"data-keeper-start": "1"})))
    return h("div", {"class": "solver-layout keeper-layout"},
             form, _tokens_view(app, setup) if setup.game == 2 else None)
