"""Mistrz Słowa in a replay (``verba.ui.shell.replay_screen``): the dice as
they lay at a move, the word just played, and the roll's best words."""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...mistrz.game import State
from ..shell.vnode import Node, h
from .dice import die_node, kind_of, word_dice

if TYPE_CHECKING:
    from ..shell.app import App
    from ..shell.replay_screen import ReplayScreen

FORMATS: tuple[str, ...] = ()   # what ``files`` writes besides the record


def position(app: "App", state: State) -> Node:
    """The dice of the turn under way, else those of the turn just played
    with its word."""
    t = app.t
    last = state.last
    if state.turn is not None:
        faces, word = state.turn.faces, None
    elif last is not None:
        faces, word = last.faces, last
    else:
        return h("div", {"class": "replay-position replay-mistrz"},
                 h("p", {"class": "muted"}, t("replay.mistrz.no_roll")))
    return h("div", {"class": "replay-position replay-mistrz"},
             h("div", {"class": "replay-dice", "role": "group",
                       "aria-label": t("replay.mistrz.dice")},
               [die_node(app, face, kind_of(i)) for i, face in enumerate(faces)]),
             word_dice(app, faces, word.build.picks) if word and word.build else None)


def extra(screen: "ReplayScreen", step: int) -> Node | None:
    """Once a turn is over, the best words its roll allowed (the game keeps
    them with the turn: the solver found them when it ended)."""
    app, state = screen.app, screen.replay.states[step]
    last = state.last
    if state.turn is not None or last is None or not last.best:
        return None
    return h("section", {"class": "replay-extra", "data-replay-extra": "best"},
             h("h3", None, app.t("replay.mistrz.best")),
             h("ol", None, [h("li", None, f"{b.word} ({b.score.total})") for b in last.best]))


def files(states: Sequence[State]) -> dict[str, str]:
    """Other formats the game can be saved in, by extension: none but the record."""
    return {}
