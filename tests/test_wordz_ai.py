"""Wordz computer players and the candidate walk behind them."""
from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from test_wordz_rules import LEX, MARC, PHILIPPE, THIRD, act, end, flip, rigged
from verba.lexicon import Lexicon
from verba.wordz import ai, deck
from verba.wordz.candidates import formable, matching
from verba.wordz.game import apply, check, totals
from verba.wordz.selfplay import play_game
from verba.wordz.views import view

FR = Path(__file__).resolve().parent.parent / "lexicons" / "fr.dawg.gz"

SMALL_WORDS = sorted(set(LEX.words()) | {
    "CHAT", "CHATS", "CHIEN", "CHOSE", "CHAUD", "CHAISE", "CHASSE", "CRABE", "TABLE",
    "SABLE", "FABLE", "CABLE", "MANGE", "RANGE", "LANGE", "LINGE", "SINGE", "TIGE",
    "AU", "OU", "EAU", "A", "Y"})
SMALL = Lexicon.from_words(SMALL_WORDS, name="fr")


# ---------------------------------------------------------------- candidates

@st.composite
def slot_patterns(draw):  # type: ignore[no-untyped-def]
    word = draw(st.sampled_from(SMALL_WORDS))
    slots = []
    for ch in word:
        kind = draw(st.sampled_from(["fixed", "colour", "any", "set"]))
        slots.append({"fixed": ch,
                      "colour": deck.VOWELS if ch in deck.VOWELS else deck.CONSONANTS,
                      "any": deck.VOWELS + deck.CONSONANTS,
                      "set": draw(st.text("ABCEHIMNST", min_size=1, max_size=4))}[kind])
    budget = draw(st.dictionaries(st.sampled_from("AEIOUCHMNST"), st.integers(0, 2)))
    exclude = draw(st.lists(st.sampled_from(SMALL_WORDS), max_size=3))
    return slots, budget, exclude


@settings(max_examples=200, deadline=None)
@given(slot_patterns())
def test_matching_walk_equals_a_scan_of_the_word_list(pattern) -> None:  # type: ignore[no-untyped-def]
    slots, budget, exclude = pattern
    expected = [w for w in SMALL_WORDS
                if len(w) == len(slots) and all(c in s for c, s in zip(w, slots))
                and all(n <= budget.get(c, 99) for c, n in Counter(w).items())
                and w not in exclude]
    assert sorted(matching(SMALL, slots, budget, exclude)) == expected


@settings(max_examples=100, deadline=None)
@given(st.text("AEIOUCHMNSTBLR", max_size=12), st.integers(1, 6))
def test_formable_equals_a_scan_of_the_word_list(hand: str, min_length: int) -> None:
    letters = Counter(hand)
    expected = [w for w in SMALL_WORDS if len(w) >= min_length and not Counter(w) - letters]
    assert sorted(formable(SMALL, letters, min_length)) == expected


# ---------------------------------------------------------------- guesser

def philippe_sees_machin_x() -> tuple:  # type: ignore[type-arg]
    """Marc's MACHINES (or MACHINAL) with M, C, I, N face up; Philippe to play."""
    states = []
    for marc, word in ((MARC, "MACHINES"), ("AAEII" + "CHLMNPT", "MACHINAL")):
        s = rigged([marc, PHILIPPE], words=[word, "BOUDER"], names=["Marc", "Philippe"])
        for i, j in ((0, 0), (2, 1), (4, 2), (5, 3)):
            s = flip(s, 0, 1, j)
            s = end(s, 0)
            s = flip(s, 1, 0, i)
            s = end(s, 1)
        s = flip(s, 0, 1, 4)
        s = end(s, 0)
        states.append(s)
    return tuple(states)


def test_the_computer_sees_the_same_view_whatever_the_hidden_word() -> None:
    machines, machinal = philippe_sees_machin_x()
    assert view(machines, 1) == view(machinal, 1)
    for level in ("easy", "medium", "hard"):
        assert ai.choose_action(machines, LEX, level) == ai.choose_action(machinal, LEX, level)
        assert ai.choose_action(view(machines, 1), LEX, level) == \
            ai.choose_action(machines, LEX, level, player=1)


def test_candidates_use_length_letters_colours_and_wrong_guesses() -> None:
    machines, _ = philippe_sees_machin_x()
    v = view(machines, 1)
    assert ai.word_candidates(v, 0, LEX) == ["MACHINAL", "MACHINES"]
    # the flip that splits the two: position 6 (E/A) or 7 (S/L)
    action = ai.choose_action(v, LEX, "medium")
    assert action["type"] == "flip" and action["target"] == 0 and action["index"] in (6, 7)
    s = act(machines, action)
    assert ai.word_candidates(view(s, 1), 0, LEX) == ["MACHINES"]
    # sure now: hard and medium guess after the flip, and are right
    for level in ("medium", "hard"):
        guess = ai.choose_action(s, LEX, level)
        assert guess == {"type": "guess", "player": 1, "target": 0, "word": "MACHINES"}
    # a wrong guess is a fact everyone saw
    wrong = act(machines, {"type": "flip", "player": 1, "target": 0, "index": 1})
    wrong = act(wrong, {"type": "guess", "player": 1, "target": 0, "word": "MACHINAL"})
    assert ai.word_candidates(view(wrong, 1), 0, LEX) == ["MACHINES"]


def test_deck_counts_rule_out_letters_the_player_knows_are_elsewhere() -> None:
    # Philippe holds the deck's only K and W: a hidden K or W is impossible
    lex = Lexicon.from_words(["KIWI", "TIPI", "KAKI", "TAXI", "TROU", "BOUT"], name="fr")
    s = rigged(["AEIOU" + "KWBRTTS", "AEIIU" + "PTXDLRS"], words=["TROU", "TIPI"], lexicon=lex)
    v = view(s, 0)
    assert ai.word_candidates(v, 1, lex) == ["TAXI", "TIPI"]
    assert ai.word_candidates(v, 1, lex, use_deck=False) == ["KAKI", "KIWI", "TAXI", "TIPI"]
    assert ai.letter_budget(v, 1)["K"] == 0 and ai.letter_budget(v, 1)["E"] == \
        deck.LETTER_COUNTS["E"] - 1


def test_hard_guesses_before_flipping_when_sure() -> None:
    s = rigged([MARC, PHILIPPE], words=["CHIENS", "BOUDER"], starter=0)
    for i in range(5):
        s = flip(s, 0, 1, i)
        s = end(s, 0)
        s = flip(s, 1, 0, i)
        s = end(s, 1)
    # BOUDE? face up: only BOUDER fits
    action = ai.choose_action(s, LEX, "hard")
    assert action == {"type": "guess", "player": 0, "target": 1, "word": "BOUDER"}
    s = act(s, action)
    assert Counter(deck.CARDS[c] for c in s.seats[0].won) == Counter("R")
    # medium flips first: turning the last card would hand the word to its owner
    medium = ai.choose_action(rigged([MARC, PHILIPPE], words=["CHIENS", "BOUDER"]),
                              LEX, "medium")
    assert medium["type"] == "flip"


def test_hard_guesses_a_sure_word_first_and_flips_elsewhere() -> None:
    s = rigged([MARC, PHILIPPE, THIRD], words=["CHIENS", "BOUDER", "DUPE"])
    s.seats[1].word.face_up = [True] * 5 + [False]  # BOUDE? : only BOUDER fits
    check(s)
    action = ai.choose_action(s, LEX, "hard")
    assert action == {"type": "guess", "player": 0, "target": 1, "word": "BOUDER"}
    s = act(s, action)
    follow = ai.choose_action(s, LEX, "hard")
    assert follow["type"] == "flip" and follow["target"] == 2
    # medium flips first, always
    assert ai.choose_action(rigged([MARC, PHILIPPE, THIRD],
                                   words=["CHIENS", "BOUDER", "DUPE"]), LEX,
                            "medium")["type"] == "flip"


def test_every_level_composes_a_legal_word_or_asks_for_new_cards() -> None:
    s = rigged([MARC, PHILIPPE])
    for level in ai.LEVELS:
        action = ai.choose_action(s, LEX, level, player=0)
        assert action["type"] == "compose" and action["player"] == 0
        check(apply(s, action, LEX))
    longest = ai.choose_action(s, LEX, "easy", player=0)
    assert longest["word"] == "MACHINES"
    empty = Lexicon.from_words(["XYZZY"], name="fr")
    assert ai.choose_action(s, empty, "hard", player=0) == {"type": "redeal", "player": 0}


def test_word_value_rewards_words_with_many_look_alikes() -> None:
    # against TABLE's four look-alikes, the guesser needs a flip of the first
    # letter; a word with no look-alike is guessed at once
    look_alikes = ["TABLE", "SABLE", "FABLE", "CABLE", "RABLE"]
    assert ai.word_value("TABLE", look_alikes) == 2 * 1 - 5
    assert ai.word_value("TABLE", ["TABLE"]) == -5
    assert ai.word_value("TABLE", look_alikes) > ai.word_value("TABLE", ["TABLE", "SABLE"])


def test_choose_action_checks_its_input() -> None:
    s = rigged([MARC, PHILIPPE])
    with pytest.raises(ValueError):
        ai.choose_action(s, LEX, "genius", player=0)
    with pytest.raises(ValueError):
        ai.choose_action(s, LEX, "hard")  # composing: which player?
    with pytest.raises(ValueError):
        ai.choose_action(view(s, None), LEX, "hard")  # the public view is no one's
    playing = rigged([MARC, PHILIPPE], words=["MACHINES", "BOUDER"])
    with pytest.raises(ValueError):
        ai.choose_action(view(playing, 1), LEX, "hard")  # not Philippe's turn


# ---------------------------------------------------------------- self-play

def test_a_few_self_play_games_finish_with_every_card_accounted_for() -> None:
    lex = Lexicon.from_file_bytes(FR.read_bytes())
    for seed, levels in ((1, ["hard", "baseline"]), (2, ["easy", "medium", "hard"]),
                         (3, ["hard", "hard", "easy", "baseline"])):
        steps = []
        state = play_game(lex, levels, seed=seed, rounds=2,
                          watch=lambda s, a: steps.append(a["type"]))
        assert state.phase == "game_over" and len(state.scores) == 2
        assert "guess" in steps and "flip" in steps
        # every card laid in a round ends in someone's pile
        laid = [sum(e["length"] for e in state.log
                    if e["type"] == "composed" and e["round"] == r) for r in (1, 2)]
        assert [sum(row) for row in state.scores] == laid
        assert sum(totals(state)) == sum(laid)
        again = play_game(lex, levels, seed=seed, rounds=2)
        assert again == state  # seeded: a game replays exactly


def test_self_play_on_a_small_lexicon() -> None:
    state = play_game(SMALL, ["hard", "medium"], seed=5, rounds=1, min_length=3)
    assert state.phase == "game_over"
    assert sum(state.scores[0]) == sum(e["length"] for e in state.log if e["type"] == "composed")
