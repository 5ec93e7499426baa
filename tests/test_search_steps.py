"""Long searches done in steps (``verba.steps``): the page runs them in
slices, so each must pause often and find exactly what the search done at
once finds — the automaton decoded bottom up, the Mistrz solver, the Wordz
candidates, the hard composer and the daily's word of the day."""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from test_daily_games import LEXICONS, lexicon
from verba.daily import mistrz as mistrz_daily
from verba.daily import wordz as wordz_daily
from verba.lexicon import Lexicon
from verba.mistrz import solver
from verba.mistrz.dice import roll_all
from verba.rng import Rng
from verba.wordz import ai, candidates, deck
from verba.wordz import game as wordz_game


def steps_and_value(work: Iterator[Any]) -> tuple[int, Any]:
    """How many times ``work`` paused, and what it returned."""
    paused = 0
    while True:
        try:
            next(work)
        except StopIteration as done:
            return paused, done.value
        paused += 1


WORDS = st.lists(st.text(alphabet="ABCDE", min_size=1, max_size=6), min_size=1, max_size=40)


@given(WORDS, st.integers(1, 5))
@settings(max_examples=60, deadline=None)
def test_bottom_up_visits_each_node_once_after_its_targets_and_pauses(
        words: list[str], every: int) -> None:
    lex = Lexicon.from_words(words)
    order: list[int] = []

    def visit(node: int, edges: list[tuple[str, int, bool]], values: dict[int, int]) -> int:
        assert all(target in values for _, target, _ in edges)
        order.append(node)
        # the words below the node, as a count: the recursion's answer
        return sum(values[target] + final for _, target, final in edges)

    paused, values = steps_and_value(lex.bottom_up(visit, every=every))
    assert len(order) == len(set(order)) == len(values)
    assert order[-1] == lex.root and values[lex.root] == len(set(words))
    assert paused == len(order) // every


def test_bottom_up_follows_only_the_letters_asked_for() -> None:
    lex = Lexicon.from_words(["AB", "AC", "QA", "QQ"])
    values = steps_and_value(lex.bottom_up(
        lambda node, edges, values: sum(values[t] + f for _, t, f in edges), letters="ABC"))[1]
    assert values[lex.root] == 2


def test_the_solver_in_steps_finds_what_it_finds_at_once() -> None:
    pl = lexicon("pl-nouns")
    for seed in range(6):
        faces = roll_all(Rng(seed))
        solver._solved.clear()
        paused, found = steps_and_value(solver.solve_steps(faces, pl))
        assert paused >= 10                   # a pause per first letter at least
        solver._solved.clear()
        assert sorted(found) == sorted(solver.solve(faces, pl))
        assert solver.solve(faces, pl) == found   # kept: found again at once
        assert steps_and_value(solver.solve_steps(faces, pl))[0] == 0


def test_the_mistrz_daily_is_prepared_in_steps_and_its_best_words_are_kept() -> None:
    pl = lexicon("pl-nouns")
    solver._solved.clear()
    paused, _ = steps_and_value(mistrz_daily.prepare("2026-12-03", pl, True))
    assert paused > 0
    assert [b.word for b in mistrz_daily.best("2026-12-03", pl)][:2] == ["FAUNISTA", "FISZUTKA"]


def test_matching_in_steps_and_the_composer_in_steps_agree_with_the_plain_calls() -> None:
    fr = lexicon("fr")
    slots = [deck.CONSONANTS, deck.VOWELS, deck.CONSONANTS, deck.VOWELS, deck.CONSONANTS]
    paused, words = steps_and_value(candidates.matching_steps(fr, slots, deck.LETTER_COUNTS))
    assert paused > 10 and words == candidates.matching(fr, slots, deck.LETTER_COUNTS)
    assert Counter(len(w) for w in words) == {5: len(words)}
    players = [{"name": "A", "kind": "human"}, {"name": "B", "kind": "computer", "level": "hard"}]
    for seed in range(3):
        state = wordz_game.new_game(players, seed)
        paused, action = steps_and_value(ai.think(state, fr, "hard", player=1))
        assert paused > 0 and action == ai.choose_action(state, fr, "hard", player=1)


def test_the_word_of_the_day_is_found_in_many_steps_then_kept() -> None:
    fr = Lexicon.from_file_bytes((LEXICONS / "fr.dawg.gz").read_bytes())   # not decoded yet
    wordz_daily._LAST.clear()
    paused, cards = steps_and_value(wordz_daily.word_steps("2026-12-03", fr))
    assert paused > 5
    assert "".join(deck.CARDS[c] for c in cards) == "VETE"
    assert steps_and_value(wordz_daily.prepare("2026-12-03", fr, True))[0] == 0
    assert steps_and_value(wordz_daily.prepare("2026-12-02", fr, False))[0] == 0
