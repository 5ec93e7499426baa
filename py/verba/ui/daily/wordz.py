"""Wordz's daily at the table: the computer's word of the day face down,
drawn with the game's own cards; turn cards, guess, then the result and its
share line."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...daily import wordz as rules
from ...errors import IllegalAction
from ...lexicon import Lexicon
from ...text import MAX_TYPED
from ...wordz.deck import CARDS, VOWELS, is_vowel_card
from ..shell.chrome import problem_view, top_bar
from ..shell.vnode import Node, act, button, h
from ..wordz.table import card_node
from .session import Session

if TYPE_CHECKING:
    from ..shell.app import App


class WordzDailyScreen:
    def __init__(self, app: "App", lexicon: Lexicon, session: Session,
                 state: rules.State | None) -> None:
        self.app = app
        self.lexicon = lexicon
        self.session = session
        self.state = state
        self.typed = ""
        self.problem: tuple[str, dict[str, Any]] | None = None
        self.fresh: int | None = None        # the card just turned (its flip shows)
        self.focus_on = "result" if session.result is not None else None
        self.moves = 0                       # the focus token changes with every move
        if state is not None and session.result is None and rules.is_done(state):
            self._finish()                   # ended while the page was away

    # -- playing ----------------------------------------------------------------
    def _apply(self, action: dict[str, Any]) -> None:
        assert self.state is not None
        try:
            self.state = rules.apply(self.state, action, self.lexicon)
        except IllegalAction as error:
            self.problem = (error.code, error.params)
            self.app.feel("refuse")
            return
        self.problem = None
        self.moves += 1
        if action["type"] == "flip":
            self.fresh = int(action["index"])
            self.app.feel("flip")
            self.focus_on = "guess"
        else:
            self.typed = ""
            self.focus_on = "guess"
        if rules.is_done(self.state):
            self._finish()
        else:
            self.session.keep(rules.to_dict(self.state))

    def _finish(self) -> None:
        assert self.state is not None
        out = rules.outcome(self.state, self.session.date, self.lexicon)
        self.session.finish(out.solved, out.figures, out.word)
        if out.solved:
            self.app.feel("win")
        self.focus_on = "result"
        self.moves += 1

    def handle(self, action: dict[str, Any]) -> None:
        do = action.get("do")
        if do == "copy" and self.session.result is not None:
            self.session.copy()
        elif self.session.result is not None or self.state is None:
            return
        elif do == "flip":
            self._apply({"type": "flip", "index": action.get("index")})
        elif do == "guess_type":
            self.typed = str(action.get("value", ""))[:MAX_TYPED]
        elif do == "guess_submit":
            if self.typed.strip():
                self._apply({"type": "guess", "word": self.typed.strip()})

    def key(self, info: dict[str, Any]) -> bool:
        if info.get("key") == "Escape":
            self.app.handle_common({"do": "daily"})
            return True
        return False

    # -- views ------------------------------------------------------------------
    def _focus(self, name: str) -> str | None:
        return f"{name}-{self.moves}" if self.focus_on == name else None

    def _cards(self, state: rules.State, playing: bool) -> Node:
        t = self.app.t
        cards = []
        for k, (card, up) in enumerate(zip(state.cards, state.face_up)):
            vowel = is_vowel_card(card)
            shown = up or not playing
            colour = t("wordz_ui.vowel") if vowel else t("wordz_ui.consonant")
            if shown:
                label = t("wordz_ui.card_up", n=k + 1, letter=CARDS[card])
            else:
                label = t("wordz_ui.card_flip", n=k + 1, colour=colour,
                          name=t("daily_ui.wordz.computer"))
            classes = ("fresh",) if k == self.fresh and playing else ()
            if not playing and not up:
                classes = ("gone", "taken") if state.outcome == "found" else ("gone",)
            cards.append(card_node(
                f"dc{k}", vowel=vowel, letter=CARDS[card] if shown else None, up=shown,
                label=label, action=None if shown else act("flip", index=k), classes=classes,
                attrs={"data-card": str(k), "data-up": "1" if up else "0",
                       "data-colour": "vowel" if vowel else "consonant",
                       "data-letter": CARDS[card] if shown else None}))
        return h("div", {"class": "wz-word" + ("" if playing else " off"),
                         "style": {"--n": str(len(cards))}, "role": "group",
                         "data-daily-word": "1", "aria-label": t("daily_ui.wordz.word")}, cards)

    def _letters(self, word: str | None) -> Node | None:
        """The word of a daily played earlier, its cards face up."""
        if not word:
            return None
        t = self.app.t
        return h("div", {"class": "wz-word off", "style": {"--n": str(len(word))}, "role": "group",
                         "data-daily-word": "1", "aria-label": t("daily_ui.wordz.word")},
                 [card_node(f"dc{k}", vowel=letter in VOWELS, letter=letter, up=True,
                            label=t("wordz_ui.card_up", n=k + 1, letter=letter),
                            attrs={"data-card": str(k), "data-up": "1", "data-letter": letter})
                  for k, letter in enumerate(word)])

    def _wrong(self, state: rules.State) -> Node | None:
        wrong = [g for g in state.guesses if g != state.word]
        if not wrong:
            return None
        return h("p", {"class": "wz-wrong"}, h("span", None, self.app.t("daily_ui.wordz.wrong")),
                 " ", [h("s", {"key": w, "data-wrong": w}, w) for w in wrong])

    def _turn_note(self, state: rules.State) -> str:
        t = self.app.t
        if state.tokens == 0:
            return t("daily_ui.wordz.no_tokens")
        if state.guessed:
            return t("daily_ui.wordz.turn_guessed")
        return t("daily_ui.wordz.turn_flipped" if state.flipped else "daily_ui.wordz.turn_flip")

    def _guess_form(self, state: rules.State) -> Node:
        t = self.app.t
        n = len(state.cards)
        can = state.tokens > 0 and not state.guessed
        return h("form", {"class": "wz-guess-form daily-guess", "data-submit": act("guess_submit"),
                          "autocomplete": "off"},
                 h("div", {"class": "wz-input"},
                   h("input", {"type": "text", "value": self.typed, "name": "guess",
                               "focus": self._focus("guess"), "autocomplete": "off",
                               "autocapitalize": "characters", "spellcheck": "false",
                               "maxlength": str(MAX_TYPED), "disabled": not can,
                               "aria-label": t("daily_ui.wordz.guess_input", n=n),
                               "placeholder": "_ " * (n - 1) + "_",
                               "data-input": act("guess_type")})),
                 h("div", {"class": "actions"},
                   button(t("daily_ui.wordz.guess"), act("guess_submit"), cls="btn primary",
                          disabled=not can or not self.typed.strip(), **{"data-bet": "1"})))

    def _table(self, state: rules.State) -> Node:
        t = self.app.t
        return h("section", {"class": "panel daily-wordz", "key": "table"},
                 h("p", {"class": "daily-task"}, t("daily_ui.wordz.task", n=len(state.cards))),
                 self._cards(state, True),
                 h("ul", {"class": "daily-figures"},
                   h("li", {"data-tokens": str(state.tokens)},
                     t("daily_ui.wordz.tokens", n=state.tokens)),
                   h("li", {"data-flips": str(state.flips)},
                     t("daily_ui.wordz.flips", n=state.flips))),
                 h("p", {"class": "turn-note", "role": "status"}, self._turn_note(state)),
                 self._wrong(state),
                 problem_view(self.app, self.problem),
                 self._guess_form(state))

    def _result(self) -> Node:
        t = self.app.t
        result = self.session.result
        assert result is not None
        f = result.figures
        state = self.state
        line = (t("daily_ui.wordz.found", word=result.word, flips=f["flips"]) if result.solved
                else t("daily_ui.wordz.revealed", word=result.word))
        return h("div", {"class": "daily-result", "data-daily-result": "wordz"},
                 self.session.result_head(self._focus("result")),
                 h("section", {"class": "panel daily-wordz", "key": "table"},
                   self._cards(state, False) if state is not None else self._letters(result.word),
                   h("p", {"class": "outcome " + ("good" if result.solved else "bad"),
                           "data-found": "1" if result.solved else "0"}, line),
                   self._wrong(state) if state is not None else None),
                 self.session.result_foot())

    def view(self) -> list[Node]:
        body = (self._result() if self.session.result is not None
                else self._table(self.state) if self.state is not None else None)
        return [h("div", {"class": "screen wordz daily-table", "data-screen": "daily-wordz",
                          "key": "daily-wordz"},
                  top_bar(self.app, self.session.title(), rules="wordz"), body)]


def make_screen(app: "App", lexicon: Lexicon, session: Session,
                state: rules.State | None) -> WordzDailyScreen:
    return WordzDailyScreen(app, lexicon, session, state)
