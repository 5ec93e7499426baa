"""Mistrz Słowa's daily at the table: the game's own table (dice, hourglass,
building a word) for one turn with the day's dice, then the result against
the optimum, its share line, and practice rolls that count for nothing."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...daily import mistrz as rules
from ...gamefile import Record
from ...lexicon import Lexicon
from ...mistrz import engine, game
from ..mistrz.dice import die_node, kind_of
from ..mistrz.panels import last_turn, points_text
from ..mistrz.screen import GAME_ID, MistrzScreen
from ..shell.chrome import top_bar
from ..shell.tour import Tour
from ..shell.vnode import Node, act, button, h
from .session import Session
from .share import clock, signed

if TYPE_CHECKING:
    from ..shell.app import App


class MistrzDailyScreen(MistrzScreen):
    """The table of ``MistrzScreen`` with the daily's state: no set-up, no
    guide, no save among the games; the state is kept by the session."""

    def __init__(self, app: "App", lexicon: Lexicon, session: Session,
                 state: game.State | None) -> None:
        super().__init__(app, lexicon, None)
        self.session = session
        self.practising = False
        self._day_best: tuple[Any, ...] | None = None
        self._start(state)

    def _start(self, state: game.State | None) -> None:
        self.state = state
        self.record = Record(GAME_ID, engine.to_dict(state)) if state is not None else None
        self._clear_word()
        self.problem = None
        self.rolled = set()
        if state is not None and self.session.result is None and rules.is_done(state):
            self._save()     # ended while the page was away: the result is kept now
        self._focus(self._turn_focus())
        self._resume()

    @property
    def guide(self) -> Tour | None:
        return None   # the guided first game belongs to the game, not the daily

    def _turn_focus(self) -> str:
        if self.state is None or rules.is_done(self.state):
            return "outcome" if self.practising else "result"
        return super()._turn_focus()

    def _save(self) -> None:
        state = self.state
        if state is None or self.practising:
            return
        if self.session.result is None and rules.is_done(state):
            out = rules.outcome(state, self.session.date, self.lexicon)
            self.session.finish(out.solved, out.figures, out.word)
            self._focus("result")
        elif self.session.result is None:
            self.session.keep(rules.to_dict(state))

    # -- events ---------------------------------------------------------------
    def _showing_result(self) -> bool:
        return self.session.result is not None and not self.practising

    def handle(self, action: dict[str, Any]) -> None:
        do = action.get("do")
        if do == "copy" and self.session.result is not None:
            self.session.copy()
        elif do == "practice" and self.session.result is not None:
            self.practising = True
            self._start(rules.practice(self.app.t("daily_ui.player"), self.app.new_seed(GAME_ID)))
        elif do == "to_result":
            self.practising = False
            self._focus("result")
        elif not self._showing_result() and self.state is not None and not (
                self.practising and rules.is_done(self.state)):
            super().handle(action)

    def key(self, info: dict[str, Any]) -> bool:
        if self._showing_result() or (self.practising and self.state is not None
                                      and rules.is_done(self.state)):
            if info.get("key") == "Escape":
                self.app.handle_common({"do": "daily"})
                return True
            return False
        return super().key(info)

    # -- views ----------------------------------------------------------------
    def view(self) -> list[Node]:
        t = self.app.t
        if self.practising:
            title = t("daily_ui.practice_title", game=t("game.mistrz.name"))
            body = self._practice_view()
        elif self.session.result is not None:
            title, body = self.session.title(), self._result_view()
        else:
            title, body = self.session.title(), self._table_view()
        return [h("div", {"class": "screen mistrz daily-table", "data-screen": "daily-mistrz",
                          "key": "daily-mistrz"},
                  top_bar(self.app, title, rules=GAME_ID), body)]

    def _table_view(self) -> Node:
        state = self.state
        assert state is not None
        name = state.players[0].name
        centre = (self._roll_area(name, False) if state.phase == "roll"
                  else self._forming(name, False))
        note = h("p", {"class": "muted daily-note"}, self.app.t("daily_ui.practice_note")) \
            if self.practising else None
        return h("div", {"class": "mistrz-table"}, h("div", {"class": "mistrz-main"}, note, centre))

    def _practice_view(self) -> Node:
        state = self.state
        assert state is not None
        if not rules.is_done(state):
            return self._table_view()
        t = self.app.t
        return h("div", {"class": "mistrz-table"},
                 h("div", {"class": "mistrz-main"},
                   h("p", {"class": "muted daily-note"}, t("daily_ui.practice_note")),
                   last_turn(self.app, state, focus=self._focus_token("outcome")),
                   h("div", {"class": "actions"},
                     button(t("daily_ui.practice_again"), act("practice"), cls="btn primary",
                            **{"data-practice": "1"}),
                     button(t("daily_ui.to_result"), act("to_result"), cls="btn",
                            **{"data-to-result": "1"}))))

    def _day_best_words(self) -> tuple[Any, ...]:
        if self._day_best is None:
            self._day_best = rules.best(self.session.date, self.lexicon)
        return self._day_best

    def _result_view(self) -> Node:
        t = self.app.t
        result = self.session.result
        assert result is not None
        f = result.figures
        score = signed(f["score"])
        line = (t("daily_ui.mistrz.your_word", word=result.word, score=score) if result.word
                else t("daily_ui.mistrz.no_word", score=score))
        dice = rules.dice(self.session.date)
        best = [h("li", {"key": b.word, "class": "best" + (" mine" if b.word == result.word
                                                            else "")},
                  h("span", {"class": "best-word"}, b.word),
                  h("b", None, points_text(self.app, b.score.total)))
                for b in self._day_best_words()]
        return h("div", {"class": "daily-result mistrz-main", "data-daily-result": "mistrz"},
                 self.session.result_head(self._focus_token("result")),
                 h("section", {"class": "panel daily-figures-panel", "key": "figures"},
                   h("p", {"class": "outcome " + ("good" if f["score"] > 0 else "bad"),
                           "data-score": str(f["score"])}, line),
                   h("p", {"data-optimum": str(f["optimum"])},
                     t("daily_ui.mistrz.optimum", optimum=f["optimum"])),
                   h("p", None, t("daily_ui.mistrz.time", time=clock(f["ms"])))),
                 h("section", {"class": "panel", "key": "dice"},
                   h("h3", None, t("daily_ui.mistrz.dice")),
                   h("div", {"class": "daily-dice"},
                     [die_node(self.app, face, kind_of(i), size="word")
                      for i, face in enumerate(dice)]),
                   h("h3", None, t("daily_ui.mistrz.best")),
                   h("ol", {"class": "best-list", "data-best": "1"}, best)),
                 self.session.result_foot(
                     button(t("daily_ui.practice"), act("practice"), cls="btn",
                            **{"data-practice": "1"})))


def make_screen(app: "App", lexicon: Lexicon, session: Session,
                state: game.State | None) -> MistrzDailyScreen:
    return MistrzDailyScreen(app, lexicon, session, state)
