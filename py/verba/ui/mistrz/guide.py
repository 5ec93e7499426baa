"""The guided first game of Mistrz Słowa: the steps of ``verba.ui.shell.tour`` over
the table.  The person rolls, builds and plays one real word while the guide
points at the scores, the dice, the hourglass, the word and its score."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...mistrz.game import Settings
from ..shell.tour import Step, Tour

if TYPE_CHECKING:
    from ..shell.app import App

GAME_ID = "mistrz"
# What the table reports to the guide (``Tour.saw``).
ROLLED = "rolled"
BUILT = "built"            # the picked dice spell a noun the dictionary accepts
TURN_OVER = "turn_over"    # the person's word was played (or they gave up, or ran out of sand)


def guide_steps(settings: Settings) -> tuple[Step, ...]:
    """The steps for a game with these settings (no hourglass, no hourglass step)."""
    steps = [Step("mistrz_ui.tour.scores", target="scores"),
             Step("mistrz_ui.tour.roll", target="roll", waits_for=ROLLED),
             Step("mistrz_ui.tour.dice", target="dice")]
    if settings.hourglass:
        steps.append(Step("mistrz_ui.tour.hourglass", target="hourglass"))
    steps += [Step("mistrz_ui.tour.build", target="word", waits_for=BUILT),
              Step("mistrz_ui.tour.score", target="breakdown", waits_for=TURN_OVER),
              Step("mistrz_ui.tour.after", target="last")]
    return tuple(steps)


def make_guide(app: "App", settings: Settings) -> Tour:
    return Tour(app, GAME_ID, guide_steps(settings))


def turn_over(tour: Tour) -> None:
    """The person's turn ended, whichever step the guide was at: go to the
    step that explains what happened (a give-up skips building the word)."""
    if tour.running:
        tour.index = len(tour.steps) - 1
