"""Taking back a move: a person's last word (or give-up) and the computers'
turns that followed it.

``take_back(state, seat)`` returns the game as it was just before that word was
played: the same dice, rerolls and sand, the scores without the removed turns,
and one more entry in the state's take-back log, so the game's history says
what was taken back.  Everything it needs is in the state's recent turns
(the last round's), so nothing else has to be kept (or saved) to make a
take-back possible.

The random state is not put back: it is mixed from the later state, so the
dice the computers rolled after the word, and those the person would roll
next, tell nothing about the rolls that follow the take-back.
"""
from __future__ import annotations

from dataclasses import replace

from verba.errors import IllegalAction
from verba.rng import Rng, seed_from

from .dice import REROLL
from .game import State, TakeBack, TakenTurn, Turn

TAKEN_BACK_OUTCOMES = ("word", "gave_up")   # a timeout is the sand's, not a move


def _last_own(state: State, seat: int) -> int | None:
    """Where the seat's last turn is in the recent turns."""
    for index in range(len(state.recent) - 1, -1, -1):
        if state.recent[index].player == seat:
            return index
    return None


def can_take_back(state: State, seat: int) -> bool:
    """Whether ``seat`` may take back their last move now.

    It must be a person's word or give-up, followed only by computers' turns,
    and no person may have rolled since.  With more than one person at the
    table, only if they agreed to take-backs at set-up (``Settings.take_back``).
    Not once the game is over: the result is then in the history of games.
    """
    if state.phase == "over" or not 0 <= seat < len(state.players):
        return False
    players = state.players
    if players[seat].kind != "human":
        return False
    index = _last_own(state, seat)
    if index is None or state.recent[index].outcome not in TAKEN_BACK_OUTCOMES:
        return False
    people = sum(p.kind == "human" for p in players)
    if people > 1 and not state.settings.take_back:
        return False
    if any(players[r.player].kind == "human" for r in state.recent[index + 1:]):
        return False
    return not (state.phase == "forming" and players[state.current].kind == "human")


def taker(state: State) -> int | None:
    """The person who may take back now (the last person to have played), or None."""
    for record in reversed(state.recent):
        if state.players[record.player].kind == "human":
            return record.player if can_take_back(state, record.player) else None
    return None


def take_back(state: State, seat: int) -> State:
    """The state just before ``seat``'s last move, with the take-back logged.

    Raises IllegalAction("mistrz.cannot_take_back") when ``can_take_back`` says no.
    """
    if not can_take_back(state, seat):
        raise IllegalAction("mistrz.cannot_take_back")
    index = _last_own(state, seat)
    assert index is not None
    own = state.recent[index]
    removed = state.recent[index:]
    scores = [p.score for p in state.players]
    for record in removed:
        scores[record.player] -= record.points
    # The ? faces left: those first rolled and those rerolls brought, less those used.
    first = list(own.faces)
    for reroll in reversed(own.rerolls):
        first[reroll.die] = reroll.before
    rerolls_left = (first.count(REROLL) + sum(r.after == REROLL for r in own.rerolls)
                    - len(own.rerolls))
    turn = Turn(own.faces, rerolls_left, own.rerolls, own.sand_ms)
    log = TakeBack(seat, tuple(TakenTurn(r.number, r.player, r.outcome,
                                         r.build.word if r.build is not None else None, r.points)
                               for r in removed))
    rng = Rng(seed_from(state.rng, "take-back", state.turns, len(state.taken_back)))
    return replace(state, players=tuple(replace(p, score=s) for p, s in zip(state.players, scores)),
                   rng=rng.state, current=seat, phase="forming", round=own.round, turn=turn,
                   recent=state.recent[:index], turns=own.number - 1, winners=(),
                   taken_back=state.taken_back + (log,))
