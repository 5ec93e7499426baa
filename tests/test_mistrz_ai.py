"""Mistrz Słowa computer players: legal, deterministic, and as strong as their level."""
from __future__ import annotations

import gzip
from dataclasses import replace
from functools import lru_cache
from pathlib import Path

import pytest
from cycles import cyclic_garbage

from verba.lexicon import Lexicon
from verba.mistrz import ai
from verba.mistrz.build import best_build
from verba.mistrz.dice import DICE, LETTER_JOKER, OGONEK, REROLL
from verba.mistrz.game import State, Turn, apply, new_game, to_dict
from verba.mistrz.solver import solve, top

REPO = Path(__file__).resolve().parent.parent


@lru_cache(maxsize=1)
def nouns() -> Lexicon:
    data = (REPO / "lexicons" / "pl-nouns.dawg.gz").read_bytes()
    return Lexicon.from_file_bytes(gzip.decompress(data))


def seat(kind: str, shown: tuple[str, ...], rerolls_left: int = 0, seed: int = 3) -> State:
    state = new_game([{"name": "Bot", "kind": kind}, {"name": "Ala"}], seed=seed)
    return replace(state, phase="forming", turn=Turn(shown, rerolls_left=rerolls_left))


RICH = ("W", "K", "T", "Z", "R", LETTER_JOKER, "A", "E", OGONEK, REROLL)


def test_hard_plays_a_highest_scoring_word() -> None:
    state = seat("hard", RICH)
    action, delay = ai.choose_action(state, nouns())
    assert action["type"] == "submit"
    best = max(score for _, score in solve(RICH, nouns()))
    assert best_build(RICH, action["word"]).score.total == best
    assert 300 <= delay <= 120_000 - 3000


def test_weaker_levels_play_shorter_real_words_below_the_best() -> None:
    best = max(score for _, score in solve(RICH, nouns()))
    for kind, longest in (("medium", 7), ("easy", 5)):
        scores = []
        for seed in range(12):
            action, _ = ai.choose_action(seat(kind, RICH, seed=seed), nouns())
            assert action["type"] == "submit"
            word = action["word"]
            assert word in nouns() and len(word) <= longest
            scores.append(best_build(RICH, word).score.total)
        assert sum(scores) / len(scores) < best and len(set(scores)) > 1, (kind, scores)


def test_choices_are_deterministic_for_a_state() -> None:
    for kind in ("easy", "medium", "hard"):
        state = seat(kind, RICH, seed=9)
        assert ai.choose_action(state, nouns()) == ai.choose_action(state, nouns())


def _expected_best(shown: tuple[str, ...], die: int) -> float:
    faces = DICE[die].faces
    return sum(max((s for _, s in solve(shown[:die] + (f,) + shown[die + 1:], nouns())),
                   default=0) for f in faces) / len(faces)


def test_hard_rerolls_the_unused_die_with_the_best_expected_score() -> None:
    shown = ("B", "K", "D", "F", "S", "H", "O", "A", REROLL, REROLL)
    found = solve(shown, nouns())
    now = max(s for _, s in found)
    action, _ = ai.choose_action(seat("hard", shown, rerolls_left=2), nouns())
    assert action["type"] == "reroll"
    die = action["die"]
    assert die not in {p.die for p in best_build(shown, top(found, 1)[0][0]).picks}
    assert _expected_best(shown, die) >= _expected_best(shown, 8) > now
    # easy only ever rolls a ? again, medium the first die it can spare.
    assert ai.choose_action(seat("easy", shown, rerolls_left=2), nouns())[0] == {
        "type": "reroll", "die": 8}
    assert ai.choose_action(seat("medium", shown, rerolls_left=2), nouns())[0] == {
        "type": "reroll", "die": 8}


def test_no_reroll_once_the_first_run_is_over() -> None:
    shown = ("B", "K", "D", "F", "S", "H", "O", "A", REROLL, REROLL)
    state = seat("hard", shown, rerolls_left=2)
    state = replace(state, turn=replace(state.turn, sand_ms=61_000))
    action, delay = ai.choose_action(state, nouns())
    assert action["type"] == "submit" and delay <= 120_000 - 61_000 - 3000


def test_a_roll_with_no_word_makes_the_computer_give_up() -> None:
    shown = ("H", "J", "G", "F", "G", "H", "Y", "Y", REROLL, REROLL)
    assert solve(shown, nouns()) == []
    assert ai.choose_action(seat("hard", shown), nouns())[0] == {"type": "give_up"}


def test_a_human_seat_has_no_computer_move() -> None:
    state = new_game([{"name": "Ala"}], seed=1)
    with pytest.raises(ValueError):
        ai.choose_action(state, nouns())


def test_computer_only_games_run_to_a_winner_with_legal_actions() -> None:
    state = new_game([{"name": "E", "kind": "easy"}, {"name": "M", "kind": "medium"},
                      {"name": "H", "kind": "hard"}], {"target": 40}, seed=17)
    for _ in range(200):
        if state.phase == "over":
            break
        action, delay = ai.choose_action(state, nouns())
        assert delay > 0
        state = apply(state, action, nouns())      # raises if the action were illegal
    assert state.phase == "over" and state.winners
    assert max(p.score for p in state.players) >= 40
    scores = {p.kind: p.score for p in state.players}
    assert to_dict(state)["winners"] == list(state.winners)
    assert scores["hard"] == max(scores.values())


def test_reroll_candidates_skip_dice_the_best_word_uses() -> None:
    shown = ("B", "K", "D", "F", "S", "H", "O", "A", REROLL, OGONEK)
    found = solve(shown, nouns())
    word = top(found, 1)[0][0]
    used = {p.die for p in best_build(shown, word).picks}
    candidates = ai._reroll_candidates(shown, found)
    assert candidates[0] == 8 and not used & set(candidates)


def test_deciding_leaves_no_cyclic_garbage() -> None:
    # solve (both walks), best_build and the reroll estimate, at every level
    ogonek = ("W", "K", "T", "Z", "R", LETTER_JOKER, "A", "E", OGONEK, REROLL)
    plain = ("B", "K", "D", "F", "S", "H", "O", "A", LETTER_JOKER, REROLL)
    for shown in (ogonek, plain):
        for level in ("easy", "medium", "hard"):
            state = seat(level, shown, rerolls_left=1)
            assert cyclic_garbage(lambda: ai.choose_action(state, nouns())) == 0
