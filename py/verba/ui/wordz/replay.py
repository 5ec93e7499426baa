"""Wordz in a replay (``verba.ui.shell.replay_screen``): each player's word
as the table showed it (face-down cards stay face down, as they were for
the guessers), their tokens and the cards they won; and, at a flip or a
guess, the words a guesser could still consider for each word on the table."""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ...wordz.ai import word_candidates
from ...wordz.game import State
from ...wordz.views import view
from ..shell.vnode import Node, h
from .table import card_node

if TYPE_CHECKING:
    from ..shell.app import App
    from ..shell.replay_screen import ReplayScreen

FORMATS: tuple[str, ...] = ()   # what ``files`` writes besides the record


def _word(app: "App", seat: int, word: dict[str, Any] | None) -> Node:
    t = app.t
    if word is None:
        return h("p", {"class": "muted"}, t("replay.wordz.no_word"))
    cards = [card_node(f"r{seat}-{i}", vowel=c["vowel"], letter=c["letter"],
                       up=c["letter"] is not None,
                       label=c["letter"] or t("replay.wordz.face_down"))
             for i, c in enumerate(word["cards"])]
    return h("div", {"class": "wz-word replay-word", "role": "group",
                     "aria-label": t("replay.wordz.word")}, cards)


def position(app: "App", state: State) -> Node:
    seen = view(state, None)
    return h("div", {"class": "replay-position replay-wordz"},
             h("ol", {"class": "replay-seats"},
               [h("li", {"class": "replay-seat"},
                  h("h3", None, player.name),
                  _word(app, i, seat["word"]),
                  h("p", {"class": "muted"},
                    app.t("replay.wordz.tokens", n=seat["tokens"], won=len(seat["won"]))))
                for i, (player, seat) in enumerate(zip(state.players, seen["seats"]))]))


SHOWN = 24   # candidates listed; the count says how many in all


def extra(screen: "ReplayScreen", step: int) -> Node | None:
    """After a flip, the words the flipper could still consider for the word
    flipped, from what they could see then (as the computer guesser reckons)."""
    if step == 0:
        return None
    action = screen.replay.record.actions[step - 1]
    if action.get("type") != "flip":
        return None
    state, player, target = screen.replay.states[step], action["player"], action["target"]
    words = word_candidates(view(state, player), target, screen.lexicon)
    t = screen.app.t
    return h("section", {"class": "replay-extra", "data-replay-extra": "candidates"},
             h("h3", None, t("replay.wordz.candidates", n=len(words),
                             name=state.players[target].name)),
             h("p", {"class": "replay-candidates"}, ", ".join(words[:SHOWN])
               + (" …" if len(words) > SHOWN else "")) if words else None)



def files(states: Sequence[State]) -> dict[str, str]:
    """Other formats the game can be saved in, by extension: none but the record."""
    return {}
