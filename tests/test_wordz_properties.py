"""Wordz invariants under any sequence of actions (hypothesis).

Actions are drawn half sensible (legal-looking moves that drive the game to
its end) and half random (any player, target, index or word), so refused
actions are exercised as often as accepted ones.
"""
from __future__ import annotations

import json
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from test_wordz_rules import BIG
from verba.errors import IllegalAction
from verba.wordz import deck
from verba.wordz.candidates import formable
from verba.wordz.game import ON_TABLE, Player, State, apply, check, from_dict, new_game, to_dict

WORDS = sorted(BIG.words())
TYPES = ["compose", "redeal", "flip", "guess", "end_turn", "next_round"]


@st.composite
def actions(draw: Any, s: State) -> dict[str, Any]:
    if draw(st.booleans()):
        return draw(sensible(s))
    kind = draw(st.sampled_from(TYPES + ["cheat"]))
    return {"type": kind, "player": draw(st.integers(-1, s.n)),
            "target": draw(st.integers(-1, s.n)), "index": draw(st.integers(-1, 12)),
            "word": draw(st.sampled_from(WORDS + ["", "X1", "ÉTÉ"]))}


@st.composite
def sensible(draw: Any, s: State) -> dict[str, Any]:
    if s.phase == "round_over":
        return {"type": "next_round"}
    if s.phase == "compose":
        p = draw(st.sampled_from([i for i, t in enumerate(s.seats) if t.word is None]))
        words = formable(BIG, deck.letters_of(s.seats[p].hand), s.min_length)
        if not words:
            return {"type": "redeal", "player": p}
        return {"type": "compose", "player": p, "word": draw(st.sampled_from(words))}
    p = s.current
    targets = [q for q in range(s.n) if q != p and s.seats[q].word is not None
               and s.seats[q].word.status == ON_TABLE]
    q = draw(st.sampled_from(targets))
    word = s.seats[q].word
    assert word is not None
    moves = ["end_turn"] if s.flipped else ["flip"]
    if not s.guessed and s.seats[p].tokens:
        moves += ["guess_right", "guess_any"]
    move = draw(st.sampled_from(moves))
    if move == "flip":
        i = draw(st.sampled_from([i for i, up in enumerate(word.face_up) if not up]))
        return {"type": "flip", "player": p, "target": q, "index": i}
    if move == "end_turn":
        return {"type": "end_turn", "player": p}
    same_length = [w for w in WORDS if len(w) == len(word.cards)]
    guessed = word.text if move == "guess_right" else draw(st.sampled_from(same_length))
    return {"type": "guess", "player": p, "target": q, "word": guessed}


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**64 - 1), n=st.integers(2, 5), data=st.data())
def test_cards_and_tokens_are_conserved_and_refusals_change_nothing(
        seed: int, n: int, data: Any) -> None:
    s = new_game([Player(f"P{i}") for i in range(n)], seed=seed, rounds=2, min_length=4)
    for _ in range(250):
        if s.phase == "game_over":
            break
        action = data.draw(actions(s))
        before = to_dict(s)
        try:
            after = apply(s, action, BIG)
        except IllegalAction:
            after = s
        assert to_dict(s) == before  # apply never changes its input
        check(after)                 # every card in one place, 3n tokens in play
        assert sum(len(t.won) for t in after.seats) <= len(deck.CARDS)
        if after is not s:
            saved = json.loads(json.dumps(to_dict(after)))
            assert from_dict(saved) == after
        s = after


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**64 - 1), data=st.data())
def test_a_round_scores_exactly_the_cards_laid(seed: int, data: Any) -> None:
    """Every card laid on the table is won by someone once the round ends."""
    s = new_game([Player("A"), Player("B"), Player("C")], seed=seed, rounds=1)
    laid = 0
    for _ in range(400):
        if s.phase == "game_over":
            break
        action = data.draw(sensible(s))
        try:
            s = apply(s, action, BIG)
        except IllegalAction:
            continue
        if action["type"] == "compose":
            laid += len(action["word"])
    assert s.phase == "game_over"
    assert sum(s.scores[0]) == laid
