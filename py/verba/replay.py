"""A record replayed through its game's rules: every position it passed.

The one place a record is checked against the rules: its start is read by
the game's own ``from_dict`` (which migrates an older save version and
refuses a state the rules cannot reach), and every action goes through the
engine's ``apply`` (a ``take_back`` through the engine's ``take_back``,
from the point ``keeps_before`` marked, as the table keeps it). The first
action the rules refuse stops it with a ``RecordError`` naming the move
and the rules' reason; nothing is half-accepted.
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from .errors import IllegalAction
from .gamefile import TAKE_BACK, Record, RecordError
from .games_registry import ENGINES


@dataclass(frozen=True)
class Replay:
    """The record and its positions: ``states[0]`` the start, ``states[i]``
    the game after ``record.actions[i - 1]``."""

    record: Record
    states: tuple[Any, ...]

    @property
    def final(self) -> Any:
        return self.states[-1]

    def __len__(self) -> int:
        return len(self.states)


def start_of(record: Record) -> Any:
    """The record's start state, read by its game (RecordError if unreadable)."""
    try:
        return ENGINES[record.game].from_dict(record.start)
    except ValueError:
        raise RecordError("record.bad_start") from None


def replay(record: Record, lexicon: Any) -> Replay:
    """Every position of ``record`` (its game's word list is ``lexicon``)."""
    steps = replay_steps(record, lexicon)
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


def replay_steps(record: Record, lexicon: Any) -> Iterator[int]:
    """``replay`` in steps, for the page to run in slices (a Mistrz Słowa
    turn's end finds the roll's best words: a long game takes seconds): a
    generator that yields the number of moves replayed so far and returns
    the ``Replay``."""
    engine = ENGINES[record.game]
    state = start_of(record)
    states = [state]
    before = None
    for number, action in enumerate(record.actions, 1):
        try:
            if action["type"] == TAKE_BACK:
                state = engine.take_back(state, action["player"], before)
                before = None
            else:
                if engine.keeps_before(state, action):
                    before = state
                state = engine.apply(state, action, lexicon)
        except IllegalAction as refusal:
            raise RecordError("record.illegal", number=number, rule=refusal.code,
                              rule_params=refusal.params) from None
        states.append(state)
        yield number
    return Replay(record, tuple(states))
