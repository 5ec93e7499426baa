"""Mistrz Słowa's daily: the day's ten dice for everyone, one hourglass, one
word, scored against the optimum.

The daily is a one-seat game of ``verba.mistrz.game`` seeded with the day's
seed (``days.seed("mistrz", date)``): its roll is the day's dice, and a ?
rerolls from the same generator, so the same choices bring the same dice to
everyone. It ends with its first turn. The optimum is the solver's best word
for the day's dice, or for the dice the player ended with when rerolls made
them better (docs/RULES.md, "Daily").
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..mistrz import game
from ..mistrz.build import Build
from ..mistrz.dice import roll_all
from ..rng import Rng
from .days import seed

KIND = "mistrz"
LEXICON = "pl-nouns"
# The game's hourglass: two runs of a minute. The target is out of reach, so
# the game goes on after the turn, and the daily ends with the turn.
SETTINGS = game.Settings(target=1000, run_seconds=60, runs=2, hourglass=True)
BEST_SHOWN = 5


@dataclass(frozen=True)
class Outcome:
    solved: bool                # a word was played
    figures: dict[str, int]     # score, optimum, ms (kinds.KINDS)
    word: str | None


def dice(date: str) -> tuple[str, ...]:
    """The day's dice, as the daily's roll shows them."""
    return roll_all(Rng(seed(KIND, date)))


def start(date: str, lexicon: Any, name: str) -> game.State:
    """The daily of ``date`` before its roll, for a player called ``name``."""
    return game.new_game([{"name": name, "kind": "human"}], SETTINGS, seed(KIND, date))


def practice(name: str, rng_seed: int) -> game.State:
    """A roll for practice after the daily (any dice, not counted)."""
    return game.new_game([{"name": name, "kind": "human"}], SETTINGS, rng_seed)


def to_dict(state: game.State) -> dict[str, Any]:
    return game.to_dict(state)


def from_dict(data: Any) -> game.State:
    """A daily in play as stored; ValueError for anything but a one-seat
    game of the daily's settings before the end of its turn."""
    state = game.from_dict(data)
    if len(state.players) != 1 or state.settings != SETTINGS or state.turns > 1:
        raise ValueError("mistrz daily: not a daily's game")
    return state


def is_done(state: game.State) -> bool:
    return state.turns >= 1


def best(date: str, lexicon: Any) -> tuple[Build, ...]:
    """The best words of the day's dice, best first."""
    return game.roll_best(dice(date), lexicon, BEST_SHOWN)


def outcome(state: game.State, date: str, lexicon: Any) -> Outcome:
    """The result of a finished daily: the turn's points (the rules' -20 for
    no word), the optimum, the sand used."""
    turn = state.recent[0]
    day_best = best(date, lexicon)
    optimum = max([b.score.total for b in (*day_best, *turn.best[:1])], default=0)
    word = turn.build.word if turn.build is not None else None
    return Outcome(turn.build is not None,
                   {"score": turn.points, "optimum": optimum, "ms": turn.sand_ms}, word)
