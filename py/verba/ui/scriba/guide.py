"""The guided first game of Scriba (``verba.ui.shell.tour``): the steps, what
each points at, and what the person does to move it on.

The person lays one real word: the step about laying waits for a tile on
the board, the one about the button waits for the word to be laid, and the
last one explains what happened.  Game II has no centre and its bonuses are
tokens, so two steps differ.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..shell.tour import Step, Tour

if TYPE_CHECKING:
    from ..shell.app import App

GUIDE_ID = "scriba"

LAID = "laid"            # a tile went on the board
COMMITTED = "committed"  # the person's word was laid

# The targets a step points at; the table marks the element of that name.
RACK, CENTRE, LEGEND, BOARD, SCORE, COMMIT = "rack", "centre", "legend", "board", "score", "commit"


def steps(game_two: bool) -> tuple[Step, ...]:
    return (
        Step("scriba_guide.rack", target=RACK),
        Step("scriba_guide.tokens" if game_two else "scriba_guide.centre",
             target=BOARD if game_two else CENTRE),
        Step("scriba_guide.bonus_two" if game_two else "scriba_guide.bonus", target=LEGEND),
        Step("scriba_guide.lay", target=BOARD, waits_for=LAID),
        Step("scriba_guide.score", target=SCORE),
        Step("scriba_guide.special", target=RACK),
        Step("scriba_guide.commit", target=COMMIT, waits_for=COMMITTED),
        Step("scriba_guide.done_two" if game_two else "scriba_guide.done"),
    )


def guide(app: "App", game_two: bool) -> Tour:
    return Tour(app, GUIDE_ID, steps(game_two))
