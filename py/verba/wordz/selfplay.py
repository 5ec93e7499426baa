"""Computer players playing whole games against each other (seeded).

Used by ``tools/wordz_selfplay.py`` (the win-rate measurement) and by the tests
(games finish, cards and tokens are conserved).
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from verba.lexicon import Lexicon
from verba.rng import seed_from

from . import ai
from .game import Player, State, apply, check, new_game


def play_game(lexicon: Lexicon, levels: Sequence[str], seed: int,
              rounds: int = 3, min_length: int = 4,
              watch: Callable[[State, dict[str, Any]], None] | None = None,
              max_actions: int = 10_000) -> State:
    """Play one game to its end; ``watch(state, action)`` sees every step.

    Each player's choices are seeded from the game's seed, so a game replays
    exactly.  A level is a level of ``ai.LEVELS``, or ``"guesser+composer"``
    to compose at another level than it guesses.  ``"baseline"``, which the
    app does not offer, is recorded in the state as "hard": the level in the
    state only matters to whoever drives the players.
    """
    skills = [(level.split("+") + [level])[:2] for level in levels]
    players = [Player(name=f"{level} {i + 1}", kind="computer",
                      level=guesser if guesser in ("easy", "medium", "hard") else "hard")
               for i, (level, (guesser, _)) in enumerate(zip(levels, skills))]
    state = new_game(players, seed=seed, rounds=rounds, min_length=min_length)
    for step in range(max_actions):
        if state.phase == "game_over":
            return state
        if state.phase == "compose":
            p = next(i for i, seat in enumerate(state.seats) if seat.word is None)
        elif state.phase == "play":
            assert state.current is not None
            p = state.current
        else:
            p = 0
        guesser, composer = skills[p]
        action = ai.choose_action(state, lexicon, guesser, player=p,
                                  seed=seed_from(seed, step), composer=composer)
        state = apply(state, action, lexicon)
        check(state)
        if watch is not None:
            watch(state, action)
    raise RuntimeError("wordz: self-play game did not finish")
