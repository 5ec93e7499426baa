"""The word judge: a word, a game, and the verdict with its reason.

The verdict is ``verba.judge``'s; this screen reads the typed word, fetches
the game's word lists on the first check that needs them (the loading screen
of ``App.fetch_lexicons``), and says valid or not in the player's language.
A word the judge refuses to read (too long, foreign letters) is answered at
once, without fetching anything.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...judge import GAMES, LEXICONS, MAX_TYPED, Verdict, judge, spelled
from ..shell.chrome import top_bar
from ..shell.vnode import Node, act, button, h
from .parts import Keep, back_button, form_field

if TYPE_CHECKING:
    from ..shell.app import App, Screen

# What the field keeps of a longer paste: enough for the judge to say it is too long.
KEPT = 4 * MAX_TYPED
MARKS = {True: "\u2713", False: "\u2717"}


class JudgeScreen:
    def __init__(self, app: "App", back: "Screen") -> None:
        self.app = app
        self.back = back
        self.game = "wordz" if app.lang == "fr" else "mistrz"
        self.typed = ""
        # the verdict and the (game, text) it answers
        self.verdict: Verdict | None = None
        self.asked: tuple[str, str] | None = None

    # -- checking ----------------------------------------------------------------
    def check(self) -> None:
        """Judge the typed word now, or once the game's word lists are here."""
        game, text = self.game, self.typed
        _, refused = spelled(game, text)
        if refused is not None:
            self._show(game, text, refused)
            return
        names = LEXICONS[game]

        def ready(lexicons: list[Any]) -> None:
            self._show(game, text, judge(game, text, dict(zip(names, lexicons))))
            self.app.go(self)

        self.app.fetch_lexicons(names, "companion.judge.title", ready, retry=self.check,
                                back=self)

    def _show(self, game: str, text: str, verdict: Verdict) -> None:
        self.verdict, self.asked = verdict, (game, text)

    # -- the screen ----------------------------------------------------------------
    def _verdict_view(self) -> Node:
        t = self.app.t
        verdict = self.verdict if self.asked == (self.game, self.typed) else None
        if verdict is None:
            return h("section", {"class": "panel verdict", "data-verdict": "none",
                                 "role": "status", "aria-live": "polite"},
                     h("p", {"class": "muted"}, t("companion.judge.ask")))
        state = "refused" if verdict.valid is None else "valid" if verdict.valid else "invalid"
        return h("section", {"class": f"panel verdict {state}", "data-verdict": state,
                             "role": "status", "aria-live": "polite"},
                 h("p", {"class": "verdict-head"},
                   h("span", {"class": "verdict-mark", "aria-hidden": "true"},
                     MARKS.get(verdict.valid, "!")),
                   h("b", None, t(f"companion.judge.{state}", game=t(f"game.{self.game}.name")))),
                 h("p", {"class": "verdict-why", "data-why": verdict.code},
                   t(verdict.code, **verdict.params)),
                 [h("p", {"class": "verdict-note muted", "data-note": code}, t(code, **params))
                  for code, params in verdict.notes])

    def view(self) -> list[Node]:
        t = self.app.t
        games = h("fieldset", {"class": "choice"},
                  h("legend", None, t("companion.judge.game")),
                  h("div", {"class": "choice-options"},
                    [h("label", {"key": game},
                       h("input", {"type": "radio", "name": "game", "value": game,
                                   "checked": game == self.game, "data-judge-game": game,
                                   "data-change": act("judge_game")}),
                       h("span", None, t(f"game.{game}.name"))) for game in GAMES]))
        form = h("form", {"class": "panel judge-form", "data-submit": act("judge"),
                          "autocomplete": "off"},
                 games,
                 h("label", {"class": "judge-label", "for": "judge-word"},
                   t("companion.judge.word")),
                 h("div", {"class": "judge-input"},
                   h("input", {"type": "text", "id": "judge-word", "name": "word",
                               "value": self.typed, "focus": True,
                               "maxlength": str(MAX_TYPED), "autocomplete": "off",
                               "autocapitalize": "characters", "spellcheck": "false",
                               "lang": "fr" if self.game == "wordz" else "pl",
                               "data-input": act("judge_type"), "data-judge-word": "1"}),
                   button("\u2715", act("judge_clear"), cls="btn ghost icon",
                          disabled=not self.typed,
                          **{"aria-label": t("companion.judge.clear"), "data-judge-clear": "1"})),
                 h("div", {"class": "actions"},
                   h("button", {"type": "submit", "class": "btn primary",
                                "data-judge-check": "1"}, t("companion.judge.check"))))
        return [h("div", {"class": "screen companion-judge", "data-screen": "judge",
                          "key": "judge"},
                  top_bar(self.app, t("companion.judge.title"), sound=False,
                          extra=back_button(self.app)),
                  form, self._verdict_view())]

    def handle(self, action: dict[str, Any]) -> None:
        do = action.get("do")
        if do == "judge_game" and action.get("value") in GAMES:
            self.game = str(action["value"])
            if self.asked is not None and self.asked[1] == self.typed and self.typed:
                self.check()   # the same word, judged for the game now chosen
        elif do == "judge_type":
            self.typed = str(action.get("value", ""))[:KEPT]
        elif do == "judge_clear":
            self.typed = ""
        elif do == "judge":
            self._submitted(action.get("value"))
        elif do == "companion_back":
            self.app.go(self.back)

    def _submitted(self, value: Any) -> None:
        """The form's fields, as the page sends them; the typed word and the
        game as the screen knows them otherwise."""
        word, game = form_field(value, "word"), form_field(value, "game")
        if word is not None:
            self.typed = word[:KEPT]
        if game in GAMES:
            self.game = game
        self.check()

    def key(self, info: dict[str, Any]) -> bool:
        if info.get("key") == "Escape":
            self.app.go(self.back)
            return True
        return False


def open_tool(app: "App", back: "Screen", keep: Keep) -> None:
    screen = JudgeScreen(app, back)
    keep(screen)
    app.go(screen)
