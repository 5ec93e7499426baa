"""What a Mistrz Słowa state must hold before anything uses it.

``game.from_dict`` reads every field with its type and range, then calls
``check``, which raises ValueError for a state the rules could not reach:
one the engine or the screen would trip over (a finished game without a
winner, a turn's record that its dice cannot spell), or one that would let a
player out of the rules (more rerolls than question marks showing, a player
already past the target while play goes on). Saves, imported games and any
later network message go through ``from_dict``, so this is the one place.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .dice import REROLL
from ..records import SHARE_FULL
from .scoring import NO_WORD_PENALTY

if TYPE_CHECKING:
    from .game import Reroll, State, TurnRecord

MAX_SCORE = 1_000_000       # scores go negative (−20 a turn given up), never this far
MAX_TURNS = 1_000_000
MAX_REROLLS = 100           # a ? rolled again gives another reroll: a chain, not endless


def _fail(why: str) -> None:
    raise ValueError(f"mistrz save: {why}")


def _check_rerolls(rerolls: "tuple[Reroll, ...]", faces: tuple[str, ...]) -> None:
    """Each die's rerolls follow on from one another and end on its face."""
    last: dict[int, str] = {}
    for r in rerolls:
        if r.die in last and last[r.die] != r.before:
            _fail("rerolls do not follow on")
        last[r.die] = r.after
    if any(faces[die] != after for die, after in last.items()):
        _fail("a reroll does not end on the die's face")


def _check_record(record: "TurnRecord", number: int, state: "State") -> None:
    if record.number != number or record.round > state.round:
        _fail("the recent turns are not the last ones played")
    if (record.outcome == "word") != (record.build is not None):
        _fail("a word turn without its word")
    points = record.build.score.total if record.build is not None else -NO_WORD_PENALTY
    if record.points != points:
        _fail("the last turn's points do not match its word")
    if record.outcome == "timeout" and not state.settings.hourglass:
        _fail("time ran out without an hourglass")
    words = [b.word for b in record.best]
    totals = [b.score.total for b in record.best]
    if len(set(words)) != len(words) or totals != sorted(totals, reverse=True):
        _fail("the best words are not the best first")
    _check_rerolls(record.rerolls, record.faces)


def _check_tallies(state: "State") -> None:
    """The tallies count the turns older than the recent ones, each within itself."""
    tallies = state.tallies
    if tallies is None:
        return
    if len(tallies) != len(state.players):
        _fail("a tally per player")
    if sum(t.turns for t in tallies) != state.turns - len(state.recent):
        _fail("the tallies do not count the turns played")
    for t in tallies:
        if t.words > t.turns or t.rated > t.turns or t.share > SHARE_FULL * t.rated:
            _fail("a tally counts more than its turns")
        if (t.best_word is None) != (t.words == 0) or (t.best_word is None and t.best_points):
            _fail("a tally's best word does not match its words")


def _check_winners(state: "State") -> None:
    n = len(state.players)
    winners = state.winners
    if len(set(winners)) != len(winners):
        _fail("a winner listed twice")
    if (state.phase == "over") != bool(winners):
        _fail("a finished game needs its winners, and only a finished game has them")
    target = state.settings.target
    scores = [p.score for p in state.players]
    if state.settings.end == "first":
        if winners and (len(winners) != 1 or scores[winners[0]] < target):
            _fail("the winner has not reached the target")
        if not winners and max(scores) >= target:
            _fail("a player reached the target and play went on")
    elif winners:
        top = max(scores)
        if top < target or sorted(winners) != [i for i in range(n) if scores[i] == top]:
            _fail("the winners are not those with the most points")


def check(state: "State") -> None:
    """ValueError unless ``state`` is one the rules can reach."""
    turn = state.turn
    if (turn is not None) != (state.phase == "forming"):
        _fail("the turn does not match the phase")
    if turn is not None:
        if turn.rerolls_left > turn.faces.count(REROLL):
            _fail("more rerolls left than question marks showing")
        if turn.sand_ms and not state.settings.hourglass:
            _fail("sand ran without an hourglass")
        _check_rerolls(turn.rerolls, turn.faces)
    # a take-back may leave no recent turn after many; never more than played
    recent = state.recent
    if len(recent) > min(state.turns, len(state.players)):
        _fail("more recent turns than turns played")
    for index, record in enumerate(recent):
        _check_record(record, state.turns - len(recent) + 1 + index, state)
    _check_winners(state)
    _check_tallies(state)

