"""Scriba's daily at the table: the puzzle screen (``ui/scriba/puzzle.py``)
with the day's seed; its answer ends the daily, and the result comes with
its share line and the way back to the dailies."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...daily import scriba as rules
from ...daily.validate import MAX_WORD, Result
from ...lexicon import Lexicon
from ..scriba.puzzle import PuzzleScreen
from ..shell.vnode import Node, h
from .session import Session

if TYPE_CHECKING:
    from ..shell.app import App


def answer_of(result: Result) -> dict[str, Any]:
    """A stored result as the answer the puzzle's table shows again."""
    return {**result.figures, "word": result.word}


class ScribaDailyScreen(PuzzleScreen):
    def __init__(self, app: "App", lexicon: Lexicon, session: Session) -> None:
        self.session = session
        answer = answer_of(session.result) if session.result is not None else None
        super().__init__(app, lexicon, rules.puzzle_seed(session.date), session.title(),
                         answer=answer, on_answer=self._answered, made=rules.kept(session.date))

    def _answered(self, answer: dict[str, Any]) -> None:
        out = rules.outcome(answer)
        # a word bent at an arrow may be longer than a result keeps
        word = out.word if out.word is not None and len(out.word) <= MAX_WORD else None
        self.session.finish(out.solved, out.figures, word)

    def handle(self, action: dict[str, Any]) -> None:
        if action.get("do") == "copy" and self.session.result is not None:
            self.session.copy()
        else:
            super().handle(action)

    def key(self, info: dict[str, Any]) -> bool:
        if self.stage() == "result" and info.get("key") == "Escape":
            self.app.handle_common({"do": "daily"})
            return True
        return super().key(info)

    def result_foot(self) -> Node | None:
        result = self.session.result
        if result is None:
            return None
        late = None if result.on_day else h("p", {"class": "muted"},
                                             self.app.t("daily_ui.late_note"))
        return h("div", {"class": "daily-result-foot-wrap", "key": "daily"}, late,
                 self.session.result_foot())


def make_screen(app: "App", lexicon: Lexicon, session: Session,
                state: rules.State | None) -> ScribaDailyScreen:
    """The daily's table (``state``, a puzzle in play, holds nothing to resume:
    the position comes from the date)."""
    return ScribaDailyScreen(app, lexicon, session)
