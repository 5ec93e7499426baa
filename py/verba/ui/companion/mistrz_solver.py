"""The Mistrz Słowa solver for a roll at a cardboard table.

The person taps, for each of the ten dice, the face it shows (among that
die's printed faces, ``mistrz.dice.DICE``: the ogonek, the jokers and the ?
on the special dice), or pastes a position in the notation; the best words
are the game's own (``mistrz.game.roll_best``, what the table shows after a
turn), each with the dice that make it and its score.

A pasted position is read by the engine's ``from_text`` (the one door), as
a whole position (``mistrz: ...``) or as the dice alone (``BKDFSH OA ~?``);
the dice alone are checked here first, so that the common slips (a face a
die does not have, a die too many) are told in the player's language.
"""
from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ...games_registry import ENGINES
from ...mistrz import game
from ...mistrz.build import Build
from ...mistrz.dice import DICE, DICE_COUNT, REROLL
from ...mistrz.solver import prepare
from ...notation.mistrz import FACES, SYMBOLS
from ..mistrz.dice import die_node, face_name, kind_of, word_dice
from ..mistrz.panels import breakdown, points_text
from ..shell.chrome import top_bar
from ..shell.vnode import Node, act, button, h
from .parts import (MAX_PASTE, Keep, Message, back_button, form_field, open_solver, paste_view,
                    problem_view, refused)

if TYPE_CHECKING:
    from ..shell.app import App, Screen

UNSET = ""            # a die not set yet: no face the solver can use
COUNT = 10            # best words shown


def faces_of(die: int) -> tuple[str, ...]:
    """The faces a die can show, each once, in the printed order."""
    return tuple(dict.fromkeys(DICE[die].faces))


def read_dice(text: str) -> tuple[list[str] | None, Message | None]:
    """The ten faces of a pasted position: ``(faces, None)``, or ``(None,
    (code, params))`` saying why in the player's language. The text goes
    through the engine's ``from_text``; the dice alone are wrapped into a
    position first."""
    text = text.strip()
    if not text:
        return None, ("companion.paste_empty", {})
    if len(text) > MAX_PASTE:
        return None, ("companion.paste_too_long", {"max": MAX_PASTE})
    if not text.startswith("mistrz:"):
        faces, problem = _dice_alone(text)
        if problem is not None:
            return None, problem
        text = 'mistrz: player "?" 0; dice ' + "".join(SYMBOLS.get(f, f) for f in faces)
    try:
        state = ENGINES["mistrz"].from_text(text)
    except ValueError as error:
        return None, ("companion.paste_refused", refused(error))
    if state.turn is None:
        return None, ("companion.mistrz.no_roll", {})
    return list(state.turn.faces), None


def _dice_alone(text: str) -> tuple[list[str], Message | None]:
    """The faces the dice alone give (letters in either case), or why they
    are not a roll."""
    symbols = "".join(text.split())
    if len(symbols) != DICE_COUNT:
        return [], ("companion.mistrz.count", {"n": len(symbols)})
    faces = []
    for die, symbol in enumerate(symbols):
        face = FACES.get(symbol, symbol.upper())
        if face not in DICE[die].faces:
            shown = " ".join(SYMBOLS.get(f, f) for f in faces_of(die))
            return [], ("companion.mistrz.cannot_show", {"die": die + 1, "face": symbol,
                                                         "faces": shown})
        faces.append(face)
    return faces, None


class MistrzSolverScreen:
    def __init__(self, app: "App", lexicon: Any, back: "Screen") -> None:
        self.app = app
        self.lexicon = lexicon
        self.back = back
        self.faces = [UNSET] * DICE_COUNT
        self.best: tuple[Build, ...] | None = ()     # None while searching
        self.best_for: tuple[str, ...] = tuple(self.faces)
        self.chosen = 0
        self.pasted = ""
        self.problem: Message | None = None
        self._cancel = lambda: None

    # -- solving -----------------------------------------------------------------
    def _solve(self) -> None:
        """Search the dice as they are now (a search under way is dropped)."""
        self._cancel()
        faces = tuple(self.faces)
        self.best, self.best_for, self.chosen = None, faces, 0

        def search() -> Iterator[None]:
            yield   # the page shows "searching" before the search takes its slices
            prepare(self.lexicon)   # the solver's one-off set-up, a slice of its own
            yield
            return game.roll_best(faces, self.lexicon, COUNT)

        def done(best: tuple[Build, ...]) -> None:
            if self.best_for == faces:
                self.best = best
                self.app.services.render()

        self._cancel = self.app.run_sliced(search(), done)

    def set_faces(self, faces: list[str]) -> None:
        self.faces = list(faces)
        self._solve()

    # -- the screen ----------------------------------------------------------------
    def _die(self, die: int) -> Node:
        t = self.app.t
        kind = kind_of(die)
        label = t("companion.mistrz.die", n=die + 1, kind=t(f"mistrz_ui.kind.{kind}"))
        faces = [button([die_node(self.app, face, kind, size="word", decorative=True),
                         h("span", {"class": "mz-sr"}, face_name(self.app, face))],
                        act("mistrz_face", die=die, face=face), cls="face-pick",
                        **{"aria-pressed": "true" if self.faces[die] == face else "false",
                           "data-die": str(die), "data-face": face})
                 for face in faces_of(die)]
        return h("li", {"class": f"die-row {kind}", "key": f"die{die}"},
                 h("span", {"class": "die-no", "id": f"die-{die}"}, str(die + 1)),
                 h("div", {"class": "die-faces", "role": "group", "aria-label": label}, faces))

    def _results(self) -> Node:
        t = self.app.t
        set_count = sum(face != UNSET for face in self.faces)
        if set_count == 0:
            return h("section", {"class": "panel solver-results", "data-results": "empty"},
                     h("p", {"class": "muted"}, t("companion.mistrz.tap_faces")))
        if self.best is None:
            return h("section", {"class": "panel solver-results", "data-results": "working",
                                 "aria-busy": "true"},
                     h("p", {"class": "thinking-dark", "role": "status"},
                       t("companion.searching")))
        missing = DICE_COUNT - set_count
        note = h("p", {"class": "muted"}, t("companion.mistrz.missing", n=missing)) \
            if missing else None
        rerolls = self.faces.count(REROLL)
        reroll_note = h("p", {"class": "muted"}, t("companion.mistrz.rerolls", n=rerolls)) \
            if rerolls else None
        if not self.best:
            body: Node = h("p", {"class": "muted", "data-best": "0"}, t("mistrz_ui.no_words"))
        else:
            items = [h("li", {"key": b.word}, button(
                [h("span", {"class": "best-word"}, b.word),
                 h("b", None, points_text(self.app, b.score.total))],
                act("mistrz_show", n=index), cls="best" + (" chosen" if index == self.chosen else ""),
                **{"aria-pressed": "true" if index == self.chosen else "false",
                   "data-best-word": b.word}))
                for index, b in enumerate(self.best)]
            shown = self.best[min(self.chosen, len(self.best) - 1)]
            body = [h("ol", {"class": "best-list solver-best", "data-best": str(len(self.best))},
                      items),
                    h("div", {"class": "solver-shown", "data-shown": shown.word},
                      word_dice(self.app, self.faces, shown.picks),
                      breakdown(self.app, shown.score))]
        return h("section", {"class": "panel solver-results", "data-results": "ready",
                             "aria-live": "polite"},
                 h("h2", None, t("companion.best_words")), note, reroll_note, body)

    def view(self) -> list[Node]:
        t = self.app.t
        return [h("div", {"class": "screen companion-mistrz", "data-screen": "mistrz-solver",
                          "key": "mistrz-solver"},
                  top_bar(self.app, t("companion.mistrz.title"), sound=False, rules="mistrz",
                          extra=back_button(self.app)),
                  h("div", {"class": "solver-layout"},
                    h("section", {"class": "panel dice-entry",
                                  "aria-labelledby": "mistrz-dice-title"},
                      h("h2", {"id": "mistrz-dice-title"}, t("companion.mistrz.dice")),
                      h("p", {"class": "muted"}, t("companion.mistrz.dice_help")),
                      h("ol", {"class": "die-rows"}, [self._die(d) for d in range(DICE_COUNT)]),
                      h("div", {"class": "actions"},
                        button(t("companion.clear"), act("mistrz_clear"), cls="btn ghost",
                               disabled=not any(self.faces), **{"data-dice-clear": "1"})),
                      problem_view(self.app, self.problem),
                      paste_view(self.app, "mistrz", self.pasted, 3)),
                    self._results()))]

    def handle(self, action: dict[str, Any]) -> None:
        do = action.get("do")
        self.problem = None
        if do == "mistrz_face":
            die, face = action.get("die"), action.get("face")
            if isinstance(die, int) and 0 <= die < DICE_COUNT and face in faces_of(die):
                self.faces[die] = UNSET if self.faces[die] == face else str(face)
                self._solve()
        elif do == "mistrz_clear":
            self.set_faces([UNSET] * DICE_COUNT)
        elif do == "mistrz_show" and isinstance(action.get("n"), int):
            self.chosen = max(0, action["n"])
        elif do == "mistrz_paste_type":
            self.pasted = str(action.get("value", ""))[:MAX_PASTE]
        elif do == "mistrz_paste":
            self._read_paste(action.get("value"))
        elif do == "companion_back":
            self._leave()

    def _read_paste(self, value: Any) -> None:
        pasted = form_field(value, "position")
        if pasted is not None:
            self.pasted = pasted[:MAX_PASTE + 1]
        faces, self.problem = read_dice(self.pasted)
        if faces is not None:
            self.set_faces(faces)

    def _leave(self) -> None:
        # a search under way finishes meanwhile: the companion keeps this screen
        self.app.go(self.back)

    def key(self, info: dict[str, Any]) -> bool:
        if info.get("key") == "Escape":
            self._leave()
            return True
        return False


def open_tool(app: "App", back: "Screen", keep: "Keep") -> None:
    open_solver(app, back, "mistrz", MistrzSolverScreen, keep)
