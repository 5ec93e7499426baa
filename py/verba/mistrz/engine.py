"""Mistrz Słowa as a ``verba.protocol.Engine``.

Nothing of the game is hidden from anyone: the dice, the words and the
scores are on the table for all, so a player's view is the state itself,
less the random generator (which would tell the rolls to come).
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..protocol import check_viewer, finished_entry, read_settings, read_setup
from ..records import with_stats
from . import ai, game, takeback, tally
# the rules' own, as the engine's
from .game import VERSION as SCHEMA
from .game import MAX_PLAYERS, State, apply, from_dict, legal_actions, to_dict
# the position notation (docs/NOTATION.md)
from ..notation.mistrz import from_text, to_text

GAME_ID = "mistrz"
LEXICON = "pl-nouns"
MIN_PLAYERS = 1


def new_game(players: Sequence[str | Mapping[str, Any]], seed: int,
             settings: Mapping[str, Any] | None = None) -> State:
    """Settings: those of ``game.Settings`` (``target``, ``run_seconds``,
    ``runs``, ``hourglass``, ``end``, ``take_back``)."""
    seats = read_setup(players, seed, MIN_PLAYERS, MAX_PLAYERS)
    options = read_settings(settings, tuple(game.Settings().to_dict()))
    return game.new_game(seats, options, seed)


def seats(state: State) -> list[dict[str, str]]:
    return [{"name": p.name, "kind": p.kind} for p in state.players]


def current(state: State) -> int | None:
    return None if state.phase == "over" else state.current


def is_over(state: State) -> bool:
    return state.phase == "over"


def scores(state: State) -> tuple[int, ...]:
    return tuple(p.score for p in state.players)


def winners(state: State) -> tuple[int, ...]:
    """The first to reach the target, or (``end="round"``) those with the
    most points once the round is over; empty until then."""
    return state.winners


def view(state: State, player: int | None) -> dict[str, Any]:
    check_viewer(player, len(state.players))
    data = to_dict(state)
    del data["rng"]
    return {**data, "viewer": player}


def history_entry(state: State) -> dict[str, Any]:
    """With each player's turns, best word and share of the optimum (none
    for a game begun before statistics), and the number of take-backs, when
    there were any."""
    if not is_over(state):
        raise ValueError("mistrz: the game is not over")
    tallies = game.tallies_now(state)
    entry = with_stats(finished_entry(GAME_ID, seats(state), scores(state), winners(state)),
                       [{}] * len(state.players) if tallies is None
                       else [tally.stats(t) for t in tallies])
    if state.taken_back:
        entry["taken_back"] = len(state.taken_back)
    return entry


def computer_action(state: State, player: int, lexicon: Any) -> dict[str, Any]:
    if is_over(state) or player != state.current:
        raise ValueError("mistrz: not this player's turn")
    return ai.choose_action(state, lexicon, state.players[player].kind)[0]


def take_back(state: State, player: int, before: State | None) -> State:
    """Back to just before the seat's last word (``before`` unused: the
    state holds the turns it goes back over)."""
    return takeback.take_back(state, player)


def keeps_before(state: State, action: dict[str, Any]) -> bool:
    return False
