"""Computer players playing whole Scriba games against each other (seeded).

Used by ``tools/scriba_selfplay.py`` (win rates), ``tools/scriba_leaves.py``
(learning the leave values) and the tests (games finish, tiles are conserved).
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..rng import seed_from
from . import ai
from . import game as G
from .ruleset import Ruleset


def play_game(lexicon: Any, levels: Sequence[str], seed: int, rules: Ruleset | None = None,
              weights: Sequence[Mapping[str, float] | None] | None = None,
              watch: Callable[[G.State, dict[str, Any], G.State], None] | None = None,
              max_actions: int = 2000) -> G.State:
    """Play one game to its end; ``watch(before, action, after)`` sees every
    action.  ``levels`` are ``ai`` levels, one per seat (``"greedy"`` is
    recorded in the state as "hard": the state's kinds only matter to the
    app).  ``weights`` gives a seat other leave values than the learned
    ones.  Every choice is seeded from ``seed``, so a game replays exactly.
    With ``Ruleset.game_two()`` the computers also lay the tokens first."""
    kinds = [lv if lv in G.LEVELS else "hard" for lv in levels]
    state = G.new_game([f"{lv} {i + 1}" for i, lv in enumerate(levels)], seed=seed,
                       rules=rules, kinds=kinds)
    seat_weights = list(weights) if weights is not None else [None] * len(levels)
    for step in range(max_actions):
        if state.phase == G.OVER:
            return state
        seat = state.current
        action = ai.choose_action(state, seat, lexicon, levels[seat], seed=seed_from(seed, step),
                                  weights=seat_weights[seat])
        after = G.apply(state, action, lexicon)
        if watch is not None:
            watch(state, action, after)
        state = after
    raise RuntimeError("scriba: self-play game did not finish")
