"""Taking back a person's last move, and the computers' replies after it.

The rulebook has no take-back; Verba offers one as a help against computer
players (and between people only when everyone agreed at set-up,
``Ruleset.takeback``).  A take-back returns to the state just before the
person's last turn, kept by the table (``before``), and says so in the log:

- the log gains a ``"takeback"`` entry listing the entries it undid, so the
  game's history stays honest (the review and the history count only the
  turns that stand);
- the random generator is re-mixed from the later state, so the tiles the
  person drew (and the die they rolled) go back into the bag and are not the
  ones they would draw again: the take-back shows nothing of the bag;
- each computer whose undone reply laid tiles draws a fresh rack of the
  same size (its tiles go back into the bag first): the reply showed some of
  its tiles, which the person must not be able to play against.  (A pass,
  an exchange or a challenge shows nothing of a rack.)

Everything else (scores, tokens, whose turn) is ``before``'s, except that
the move before the person's turn can no longer be challenged: that chance
lapsed when they moved (and the log no longer ends with that move).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..errors import IllegalAction
from ..rng import Rng, seed_from
from . import tiles as T
from .game import CLOSING, HUMAN, PLAY, TURN_TYPES, State, from_dict


def _author(entry: dict[str, Any]) -> int:
    """Who did what a log entry records: a challenge is made "by" someone."""
    return entry["by"] if entry["type"] == "challenge" else entry["player"]


def people(state: State) -> int:
    return sum(1 for seat in range(state.players) if state.kind(seat) == HUMAN)


def allowed(state: State) -> bool:
    """Take-backs are allowed against computers and when playing alone;
    between people only if they all agreed."""
    return people(state) <= 1 or state.rules.takeback


def worth_keeping(before: State, action: dict[str, Any]) -> bool:
    """Whether the state before ``action`` is a point a take-back may return
    to: a person's turn in play, in a game that allows take-backs."""
    return (before.phase == PLAY and action.get("type") in TURN_TYPES
            and before.kind(before.current) == HUMAN and allowed(before))


def check(before: State, now: State, player: int) -> None:
    """Raise ``IllegalAction`` unless ``player`` may go back from ``now`` to
    ``before``: ``before`` is the position of their last turn, and nobody but
    computers has acted since."""
    if now.phase not in (PLAY, CLOSING):
        raise IllegalAction("scriba.takeback_over")
    if not allowed(now):
        raise IllegalAction("scriba.takeback_agreed")
    k = len(before.log)
    if (before.phase != PLAY or before.current != player or before.kind(player) != HUMAN
            or not _same_game(before, now) or now.log[:k] != before.log or len(now.log) <= k):
        raise IllegalAction("scriba.takeback_none")
    first = now.log[k]
    if first["type"] not in TURN_TYPES or first["player"] != player:
        raise IllegalAction("scriba.takeback_none")
    for entry in now.log[k + 1:]:
        if entry["type"] == "takeback" or (
                _author(entry) != player and now.kind(_author(entry)) == HUMAN):
            raise IllegalAction("scriba.takeback_people")


def _same_game(before: State, now: State) -> bool:
    """Whether ``now`` can have followed ``before``: the same players, rules
    and draw for the order, and every tile of ``before``'s board still there
    (tiles are only added on top, or taken off if laid after ``before``)."""
    if (before.names, before.rules, before.kinds, before.order_draws, before.first_player) != (
            now.names, now.rules, now.kinds, now.order_draws, now.first_player):
        return False
    if before.board.layout.rows != now.board.layout.rows:
        return False
    return all(now.board.stacks.get(pos, ())[:len(stack)] == stack
               for pos, stack in before.board.stacks.items())


def take_back(before: State, now: State, player: int) -> State:
    """``before`` again, with a log entry saying what was taken back and the
    bag re-mixed (see the module's docstring)."""
    check(before, now, player)
    undone = [dict(e) for e in now.log[len(before.log):]]
    rng = Rng(seed_from("take-back", now.rng, len(now.log)))
    repliers = sorted({e["player"] for e in undone if e["type"] == "place"} - {player})
    bag = list(before.bag)
    racks = list(before.racks)
    for seat in repliers:
        bag += racks[seat]
    for seat in repliers:
        racks[seat] = tuple(bag.pop(rng.randrange(len(bag))) for _ in range(len(racks[seat])))
    entry = {"type": "takeback", "player": player, "undone": undone,
             "redealt": repliers}
    return replace(before, racks=tuple(racks), bag=T.sorted_tiles(bag), rng=rng.state,
                   last_move=None, log=before.log + (entry,))


def read_before(data: Any, now: State) -> State | None:
    """The saved position a take-back would return to, if it is one for
    ``now`` (None for anything else: a damaged or foreign entry is dropped,
    never an error)."""
    if data is None:
        return None
    try:
        before = from_dict(data)
        check(before, now, before.current)
    except (ValueError, IllegalAction):
        return None
    return before
