"""The Wordz deck: 110 cards, their colours, and the computation behind them."""
from __future__ import annotations

import sys
from pathlib import Path

from verba.wordz import deck

ROOT = Path(__file__).resolve().parent.parent
FR = ROOT / "lexicons" / "fr.dawg.gz"
sys.path.insert(0, str(ROOT / "tools"))
import wordz_deck  # noqa: E402


def test_110_cards_37_yellow_vowels_73_blue_consonants() -> None:
    assert len(deck.CARDS) == 110
    assert sum(deck.VOWEL_COUNTS.values()) == deck.VOWEL_CARDS == 37
    assert sum(deck.CONSONANT_COUNTS.values()) == deck.CONSONANT_CARDS == 73
    assert set(deck.VOWEL_COUNTS) == set("AEIOUY")
    assert set(deck.CONSONANT_COUNTS) == set("BCDFGHJKLMNPQRSTVWXZ")
    assert all(n >= 1 for n in deck.LETTER_COUNTS.values())  # every letter exists
    for card, letter in enumerate(deck.CARDS):
        assert deck.is_vowel_card(card) == (letter in deck.VOWELS)


def test_apportion_shares_cards_in_proportion_with_one_card_at_least() -> None:
    counts = wordz_deck.apportion({"A": 500, "B": 300, "C": 199, "D": 1}, 10)
    assert counts == {"A": 5, "B": 3, "C": 1, "D": 1}
    assert sum(counts.values()) == 10
    counts = wordz_deck.apportion({"E": 34, "A": 23, "I": 21, "O": 13, "U": 8, "Y": 1}, 37)
    # ideal shares 12.58, 8.51, 7.77, 4.81, 2.96, 0.37: floors (Y raised to
    # one card) make 34, the three largest remainders go to U, O and I
    assert counts == {"A": 8, "E": 12, "I": 8, "O": 5, "U": 3, "Y": 1}


def test_deck_data_is_what_the_tool_derives_from_the_fr_lexicon() -> None:
    assert wordz_deck.main(["--check", "--lexicon", str(FR)]) == 0
