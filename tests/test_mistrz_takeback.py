"""Taking back a move in Mistrz Słowa (docs/RULES.md, "Take-back")."""
from __future__ import annotations

import json
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from verba.errors import IllegalAction
from verba.lexicon import Lexicon
from verba.mistrz.dice import REROLL
from verba.mistrz.game import State, Turn, apply, from_dict, new_game, to_dict
from verba.mistrz.takeback import can_take_back, take_back, taker

LEX = Lexicon.from_words(["KOS", "KOT", "SOK", "LAS", "BĄK", "OKO", "TOK"])
SHOWN = ("B", "K", "D", "F", "S", "H", "O", "A", REROLL, REROLL)


def table(*kinds: str, **options) -> State:
    return new_game([{"name": f"P{i}", "kind": k} for i, k in enumerate(kinds)],
                    options or None, seed=9)


def rolled(state: State, shown=SHOWN, rerolls_left: int = 2) -> State:
    """The seat to move has rolled ``shown`` (as a roll could show it)."""
    return replace(state, phase="forming", turn=Turn(shown, rerolls_left))


def play(state: State, *actions: dict) -> State:
    for action in actions:
        state = apply(state, action, LEX)
    return state


def computer_gives_up(state: State) -> State:
    return play(state, {"type": "roll"}, {"type": "give_up"})


def test_taking_back_restores_the_turn_before_the_word_and_logs_what_was_removed() -> None:
    start = rolled(table("human", "hard"))
    start = play(start, {"type": "reroll", "die": 9}, {"type": "tick", "ms": 4_000})
    after = play(start, {"type": "submit", "word": "KOS"})
    after = computer_gives_up(after)
    assert after.current == 0 and after.phase == "roll"
    assert taker(after) == 0
    back = take_back(after, 0)
    # The game as it was before KOS: same dice, rerolls left, sand, scores, turns.
    for field in ("players", "current", "phase", "round", "turn", "recent", "turns", "winners"):
        assert getattr(back, field) == getattr(start, field), field
    [log] = back.taken_back
    assert log.by == 0
    assert [(x.player, x.outcome, x.word, x.points) for x in log.turns] == [
        (0, "word", "KOS", 5), (1, "gave_up", None, -20)]
    assert sum(p.score for p in back.players) == 0
    # And the person may play another word at once.
    again = play(back, {"type": "submit", "word": "SOK"})
    assert again.last.build.word == "SOK" and again.last.number == 1


def test_the_dice_after_a_take_back_are_not_the_ones_already_seen() -> None:
    start = rolled(table("human", "hard"))
    seen = play(start, {"type": "submit", "word": "KOS"}, {"type": "roll"})
    back = take_back(play(seen, {"type": "give_up"}), 0)
    replayed = play(back, {"type": "submit", "word": "KOS"}, {"type": "roll"})
    # The same word again: the computer's roll is not the one the person saw,
    # since the random state was mixed from the later state, not put back.
    assert back.rng not in (start.rng, seen.rng)
    assert replayed.turn.faces != seen.turn.faces
    # Deterministic all the same: the same take-back gives the same state.
    assert take_back(play(seen, {"type": "give_up"}), 0) == back


def test_the_question_marks_left_are_worked_out_from_the_rerolls() -> None:
    # Two ? showing; die 8 rerolled lands on ? twice (one more reroll each time).
    state = rolled(table("human", "hard"))
    for die in (8, 8, 8, 0):
        if state.turn.rerolls_left:
            state = play(state, {"type": "reroll", "die": die})
    assert sum(r.after == REROLL for r in state.turn.rerolls) == 2
    word = next(w for w in ("KOS", "SOK", "KOT", "TOK", "OKO")
                if apply_ok(state, w))
    after = computer_gives_up(play(state, {"type": "submit", "word": word}))
    assert take_back(after, 0).turn == state.turn


def apply_ok(state: State, word: str) -> bool:
    try:
        apply(state, {"type": "submit", "word": word}, LEX)
    except IllegalAction:
        return False
    return True


def test_what_cannot_be_taken_back() -> None:
    played = play(rolled(table("human", "hard")), {"type": "submit", "word": "KOS"})
    assert can_take_back(played, 0)                      # the computer has not rolled yet
    assert not can_take_back(played, 1)                  # a computer takes nothing back
    # The person rolled again: their last move is now that roll.
    rolled_again = play(computer_gives_up(played), {"type": "roll"})
    assert not can_take_back(rolled_again, 0) and taker(rolled_again) is None
    # The sand ran out: not a move.
    timed_out = computer_gives_up(play(rolled(table("human", "hard")),
                                       {"type": "tick", "ms": 120_000}))
    assert timed_out.recent[0].outcome == "timeout" and not can_take_back(timed_out, 0)
    # Nothing played yet.
    assert not can_take_back(table("human", "hard"), 0)
    # The game is over: the result is already in the history of games.
    won = play(rolled(table("human", "hard", target=10)), {"type": "tick", "ms": 1},
               {"type": "submit", "word": "KOS"})
    won = computer_gives_up(won)
    won = play(rolled(won), {"type": "submit", "word": "SOK"})
    assert won.phase == "over" and not can_take_back(won, 0)
    with pytest.raises(IllegalAction) as refused:
        take_back(won, 0)
    assert refused.value.code == "mistrz.cannot_take_back"


def test_between_people_only_if_all_agreed_at_set_up() -> None:
    for agreed in (False, True):
        state = play(rolled(table("human", "human", "easy", take_back=agreed)),
                     {"type": "submit", "word": "KOS"})
        assert can_take_back(state, 0) is agreed
        # Once the next person has played (or rolled), never.
        assert not can_take_back(play(state, {"type": "roll"}), 0)
        assert not can_take_back(play(rolled(state), {"type": "give_up"}), 0)


def test_the_log_survives_a_save_and_a_bad_log_is_refused() -> None:
    after = computer_gives_up(play(rolled(table("human", "hard")),
                                   {"type": "submit", "word": "KOS"}))
    back = take_back(after, 0)
    data = json.loads(json.dumps(to_dict(back)))
    assert from_dict(data) == back
    old = dict(data)
    del old["taken_back"]                      # a save from before take-backs
    assert from_dict(old).taken_back == ()
    for bad in ([{"by": 5, "turns": data["taken_back"][0]["turns"]}],
                [{"by": 0, "turns": []}], [{"by": 0}], "x",
                [{"by": 0, "turns": [{**data["taken_back"][0]["turns"][0], "word": "K2S"}]}],
                [{"by": 0, "turns": [{**data["taken_back"][0]["turns"][0], "outcome": "won"}]}]):
        with pytest.raises(ValueError):
            from_dict({**data, "taken_back": bad})


ACTION = st.sampled_from(["roll", "give_up", "KOS", "SOK", "OKO", "tick", "take_back"])


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32), st.lists(ACTION, max_size=30))
def test_take_backs_keep_scores_and_history_honest(seed: int, script: list[str]) -> None:
    state = new_game([{"name": "A", "kind": "human"}, {"name": "B", "kind": "hard"}],
                     {"target": 1000}, seed=seed)
    before_move: dict[int, State] = {}
    points: dict[int, int] = {}     # each turn's points, by number: the game's whole record
    for step in script:
        if step == "take_back":
            seat = taker(state)
            if seat is None:
                continue
            back = take_back(state, seat)
            earlier = before_move[back.turns]
            assert back.turn == earlier.turn and back.players == earlier.players
            assert [t.number for t in back.taken_back[-1].turns] == list(
                range(back.turns + 1, state.turns + 1))
            state = back
        else:
            action = ({"type": "tick", "ms": 30_000} if step == "tick" else
                      {"type": step} if step in ("roll", "give_up") else
                      {"type": "submit", "word": step})
            if action["type"] in ("submit", "give_up"):
                before_move[state.turns] = state
            try:
                state = apply(state, action, LEX)
            except IllegalAction:
                continue
        for record in state.recent:
            points[record.number] = record.points
        assert sum(p.score for p in state.players) == sum(
            v for k, v in points.items() if k <= state.turns)
        assert from_dict(json.loads(json.dumps(to_dict(state)))) == state
