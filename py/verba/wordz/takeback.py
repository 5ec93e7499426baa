"""Taking a move back in Wordz without hiding anything that was shown.

A card's letter, once turned over, has been seen; a word proposed and found
wrong is known to be wrong.  A take-back that turned the card face down
again would let the person turn another and see two letters in one turn, so
a take-back never hides anything:

* a flip is never taken back;
* a person's guess (its bet token) or their end of turn may be, with the
  computers' moves after it, back to the position before it (kept by
  ``game.apply`` in ``state.undo``, which another person's move or any
  flip of the person's clears);
* it is refused once anything the person did not know has been shown since:
  a card of another player's word turned over, or a word other than theirs
  leaving the table (it never crosses the end of a round: that shows every
  word);
* every word found wrong since stays on the record (nobody may propose it
  again): what comes back is the bet token and the choice;
* once per turn, so that betting and taking back cannot try words for free.

No card is drawn during play, and the computers' random choices are seeded
from the log, which the take-back's own entry lengthens: what they do next
is drawn afresh.  docs/RULES.md gives the reasons.
"""
from __future__ import annotations

from typing import Any

from ..errors import IllegalAction
from .game import ON_TABLE, State, copy_state


def _since(state: State, before: State) -> list[dict[str, Any]]:
    return state.log[len(before.log):]


def refusal(state: State, player: int) -> tuple[str, dict[str, Any]] | None:
    """Why ``player`` may not take back now (a message code and its
    parameters), or None when they may."""
    before = state.undo
    if before is None or before.current != player:
        return ("wordz.no_take_back", {})
    if before.taken_back:
        return ("wordz.take_back_once", {})
    for q, (was, now) in enumerate(zip(before.seats, state.seats)):
        if q == player or was.word is None or now.word is None:
            continue  # the person knows their own word
        turned = any(up and not up_before
                     for up, up_before in zip(now.word.face_up, was.word.face_up))
        if turned or now.word.status != was.word.status:
            return ("wordz.take_back_shown", {"player": state.players[q].name})
    return None


def what(state: State) -> dict[str, Any] | None:
    """What a take-back would undo: ``{"undid": "guess", "target", "word"}`` or
    ``{"undid": "end_turn"}``, and ``"moves"``, the others' flips and guesses
    after it; None when there is no undo point."""
    before = state.undo
    if before is None:
        return None
    since = _since(state, before)
    own = since[0] if since and since[0]["type"] == "guess" and \
        since[0]["player"] == before.current else None
    moves = sum(1 for e in since[1 if own else 0:] if e["type"] in ("flip", "guess"))
    if own is not None:
        return {"undid": "guess", "target": own["target"], "word": own["word"], "moves": moves}
    return {"undid": "end_turn", "target": None, "word": None, "moves": moves}


def take_back(state: State, player: int) -> State:
    """The position before ``player``'s last guess or end of turn, with the
    words found wrong since still on the record and a log entry saying what
    was taken back; IllegalAction (``refusal``'s reason) when it may not be."""
    problem = refusal(state, player)
    if problem is not None:
        raise IllegalAction(problem[0], **problem[1])
    before = state.undo
    undone = what(state)
    assert before is not None and undone is not None
    s = copy_state(before)
    for seat, now in zip(s.seats, state.seats):
        if seat.word is not None and now.word is not None and now.word.status == ON_TABLE:
            seat.word.wrong_guesses = list(now.word.wrong_guesses)
    s.log.append({"type": "take_back", "round": s.round, "player": player, **undone})
    s.taken_back = True
    s.undo = None
    return s
