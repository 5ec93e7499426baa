"""The dailies of Mistrz Słowa and Wordz: the same dice and word for a date,
run after run (pinned for three dates), and their rules."""
from __future__ import annotations

from dataclasses import replace
from functools import cache
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from verba.daily import mistrz, wordz
from verba.errors import IllegalAction
from verba.lexicon import Lexicon
from verba.mistrz import game
from verba.wordz.deck import CARDS, is_vowel_card

LEXICONS = Path(__file__).resolve().parent.parent / "lexicons"
DATES = ("2026-01-01", "2026-12-03", "2027-02-28")


@cache
def lexicon(name: str) -> Lexicon:
    return Lexicon.from_file_bytes((LEXICONS / f"{name}.dawg.gz").read_bytes())


# -- Mistrz Słowa ----------------------------------------------------------

PINNED_DICE = {
    "2026-01-01": ("J", "J", "P", "joker", "R", "N", "O", "Y", "joker", "consonant"),
    "2026-12-03": ("F", "S", "T", "F", "N", "N", "U", "A", "vowel", "joker"),
    "2027-02-28": ("H", "K", "T", "L", "S", "H", "U", "O", "reroll", "joker"),
}


@pytest.mark.parametrize("date", DATES)
def test_the_days_dice_are_pinned_and_are_the_dailys_roll(date: str) -> None:
    assert mistrz.dice(date) == PINNED_DICE[date]
    state = game.apply(mistrz.start(date, None, "Ola"), {"type": "roll"}, lexicon("pl-nouns"))
    assert state.turn is not None and state.turn.faces == PINNED_DICE[date]


def test_the_days_optimum_is_the_solvers_best_for_the_days_dice() -> None:
    best = mistrz.best("2026-12-03", lexicon("pl-nouns"))
    assert [(b.word, b.score.total) for b in best][:2] == [("FAUNISTA", 16), ("FISZUTKA", 16)]


def play_word(date: str, word: str, ms: int = 0) -> game.State:
    lex = lexicon("pl-nouns")
    state = game.apply(mistrz.start(date, None, "Ola"), {"type": "roll"}, lex)
    if ms:
        state = game.apply(state, {"type": "tick", "ms": ms}, lex)
    return game.apply(state, {"type": "submit", "word": word}, lex)


def test_one_word_ends_the_daily_scored_against_the_optimum_with_the_sand_used() -> None:
    lex = lexicon("pl-nouns")
    state = play_word("2026-12-03", "FAUNA", 72_000)     # F A U N + vowel joker: 4 points
    assert mistrz.is_done(state)
    out = mistrz.outcome(state, "2026-12-03", lex)
    assert out == mistrz.Outcome(True, {"score": 4, "optimum": 16, "ms": 72_000}, "FAUNA")


def test_no_word_in_time_costs_the_rules_penalty() -> None:
    lex = lexicon("pl-nouns")
    state = game.apply(mistrz.start("2026-12-03", None, "Ola"), {"type": "roll"}, lex)
    state = game.apply(state, {"type": "tick", "ms": mistrz.SETTINGS.total_ms}, lex)
    assert mistrz.is_done(state)
    assert mistrz.outcome(state, "2026-12-03", lex) == mistrz.Outcome(
        False, {"score": -20, "optimum": 16, "ms": 120_000}, None)


def test_rerolls_come_from_the_days_generator_and_better_dice_raise_the_optimum() -> None:
    lex = lexicon("pl-nouns")
    date = "2027-02-28"          # a ? shows on die 8
    rolled = game.apply(mistrz.start(date, None, "Ola"), {"type": "roll"}, lex)
    once = game.apply(rolled, {"type": "reroll", "die": 6}, lex)
    assert once == game.apply(rolled, {"type": "reroll", "die": 6}, lex)
    assert once.turn is not None
    done = game.apply(once, {"type": "give_up"}, lex)
    out = mistrz.outcome(done, date, lex)
    after = done.recent[0].best[0].score.total
    assert out.figures["optimum"] == max(after, mistrz.best(date, lex)[0].score.total)


def test_a_stored_daily_is_read_back_and_a_game_is_not_a_daily() -> None:
    state = game.apply(mistrz.start("2026-12-03", None, "Ola"), {"type": "roll"},
                       lexicon("pl-nouns"))
    assert mistrz.from_dict(mistrz.to_dict(state)) == state
    other = game.new_game([{"name": "Ola", "kind": "human"}], game.Settings(), 5)
    with pytest.raises(ValueError):
        mistrz.from_dict(game.to_dict(other))


# -- Wordz -------------------------------------------------------------------

PINNED_WORDS = {"2026-01-01": "RUSERAIS", "2026-12-03": "VETE", "2027-02-28": "RAPURE"}


@pytest.mark.parametrize("date", DATES)
def test_the_word_of_the_day_is_pinned_and_a_french_word(date: str) -> None:
    state = wordz.start(date, lexicon("fr"), "Ola")
    assert state.word == PINNED_WORDS[date]
    assert state.word in lexicon("fr")
    assert state.face_up == (False,) * len(state.cards) and state.tokens == 3


def fresh(word: str = "RAPURE") -> wordz.State:
    cards: list[int] = []
    for letter in word:
        cards.append(next(c for c, l in enumerate(CARDS) if l == letter and c not in cards))
    return wordz.State(tuple(cards), (False,) * len(cards))


def run(state: wordz.State, *actions: dict) -> wordz.State:
    for action in actions:
        state = wordz.apply(state, action, lexicon("fr"))
    return state


def test_a_right_guess_ends_the_daily_with_the_flips_used() -> None:
    state = run(fresh(), {"type": "flip", "index": 0}, {"type": "guess", "word": "râpure"})
    assert state.outcome == "found" and state.flips == 1 and state.tokens == 2
    assert wordz.outcome(state, "2027-02-28", lexicon("fr")) == wordz.Outcome(
        True, {"flips": 1, "guesses": 1, "length": 6}, "RAPURE")
    with pytest.raises(IllegalAction) as refused:
        run(state, {"type": "flip", "index": 1})
    assert refused.value.code == "daily.over"


def test_a_guess_may_come_before_the_turns_flip_but_one_guess_a_turn() -> None:
    # the rulebook: flip (must) and guess (may), in either order, each once a turn
    state = run(fresh(), {"type": "guess", "word": "RAPINE"})
    assert state.guessed and not state.flipped and state.tokens == 2
    with pytest.raises(IllegalAction) as refused:
        run(state, {"type": "guess", "word": "RAPIDE"})
    assert refused.value.code == "daily.flip_first"
    state = run(state, {"type": "flip", "index": 5})        # the turn is over
    assert not state.guessed and not state.flipped
    state = run(state, {"type": "flip", "index": 4}, {"type": "flip", "index": 3})  # no guess
    state = run(state, {"type": "guess", "word": "rapure"})
    assert state.outcome == "found" and state.flips == 3


def test_three_tokens_are_three_guesses_and_a_guess_must_be_a_french_word_of_the_length() -> None:
    state = fresh()
    codes = []
    for word in ("RAPURES", "QWERTY", "rapine"):
        try:
            state = run(state, {"type": "guess", "word": word})
        except IllegalAction as error:
            codes.append(error.code)
    assert codes == ["wordz.wrong_length", "wordz.guess_not_a_word"]
    with pytest.raises(IllegalAction) as refused:
        run(state, {"type": "flip", "index": 0}, {"type": "guess", "word": "RAPINE"})
    assert refused.value.code == "wordz.known_wrong"
    state = run(state, {"type": "flip", "index": 0}, {"type": "guess", "word": "RAPIDE"},
                {"type": "flip", "index": 1}, {"type": "guess", "word": "RAPACE"})
    assert state.tokens == 0 and state.outcome is None
    with pytest.raises(IllegalAction) as refused:
        run(state, {"type": "flip", "index": 2}, {"type": "guess", "word": "RAPURE"})
    assert refused.value.code == "wordz.no_tokens"


def test_turning_the_last_card_reveals_the_word_and_loses() -> None:
    state = run(fresh("VETE"), *({"type": "flip", "index": i} for i in range(4)))
    assert state.outcome == "revealed"
    assert wordz.outcome(state, "2026-12-03", lexicon("fr")) == wordz.Outcome(
        False, {"flips": 4, "guesses": 0, "length": 4}, "VETE")


@settings(max_examples=60, deadline=None)
@given(st.lists(st.one_of(st.integers(0, 7).map(lambda i: {"type": "flip", "index": i}),
                          st.sampled_from(["RAPINE", "RAPURE", "RAPACE", "RAPIDE", "X"]).map(
                              lambda w: {"type": "guess", "word": w})), max_size=14))
def test_any_play_stores_and_reads_back_and_tokens_follow_guesses(actions: list[dict]) -> None:
    state = fresh()
    for action in actions:
        try:
            state = run(state, action)
        except IllegalAction:
            pass
        assert wordz.from_dict(wordz.to_dict(state)) == state
        assert state.tokens == 3 - len(state.guesses)
        assert not (state.flipped and state.guessed)


@pytest.mark.parametrize("spoil", [
    lambda d: d.update(cards=[0, 0, 1, 2, 3, 4]),
    lambda d: d.update(cards=[999] * 6),
    lambda d: d.update(face_up=[True]),
    lambda d: d.update(tokens=1),
    lambda d: d.update(outcome="found"),
    lambda d: d.update(guesses=["RAPINE", "RAPINE"], tokens=1),
    lambda d: d.update(flipped=True, guessed=True),
    lambda d: d.update(version=2),
])
def test_a_spoilt_wordz_daily_is_refused(spoil) -> None:  # type: ignore[no-untyped-def]
    data = wordz.to_dict(fresh())
    assert wordz.from_dict(dict(data)) == fresh()
    spoil(data)
    with pytest.raises(ValueError):
        wordz.from_dict(data)


def test_the_backs_show_the_colours_of_the_word() -> None:
    state = fresh("RAPURE")
    assert [is_vowel_card(c) for c in state.cards] == [False, True, False, True, False, True]
    assert replace(state, tokens=1).tokens == 1
