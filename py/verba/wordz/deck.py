"""The Wordz deck as data: which letter each of the 110 cards carries.

The rulebook prints only the colours: 37 yellow vowel cards (A E I O U Y) and
73 blue consonant cards.  The letters below come from ``tools/wordz_deck.py``,
which shares each colour's cards among its letters in proportion to the
letters' frequencies in the ``fr`` lexicon (at least one card per letter);
docs/RULES.md gives the figures and the playability measured on dealt hands.
Card ids are indices into ``CARDS``: vowels first, then consonants, so a
card's colour (visible on its back) is ``card < VOWEL_CARDS``.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

VOWELS = "AEIOUY"
CONSONANTS = "BCDFGHJKLMNPQRSTVWXZ"

VOWEL_CARDS = 37
CONSONANT_CARDS = 73
HAND_VOWELS = 5
HAND_CONSONANTS = 7

VOWEL_COUNTS = {"A": 8, "E": 12, "I": 8, "O": 5, "U": 3, "Y": 1}
CONSONANT_COUNTS = {
    "B": 2, "C": 4, "D": 3, "F": 2, "G": 2, "H": 1, "J": 1, "K": 1, "L": 5, "M": 3,
    "N": 9, "P": 3, "Q": 1, "R": 11, "S": 12, "T": 9, "V": 1, "W": 1, "X": 1, "Z": 1,
}

CARDS: tuple[str, ...] = tuple(
    letter
    for counts in (VOWEL_COUNTS, CONSONANT_COUNTS)
    for letter, n in counts.items()
    for _ in range(n))

LETTER_COUNTS: dict[str, int] = {**VOWEL_COUNTS, **CONSONANT_COUNTS}


def is_vowel_card(card: int) -> bool:
    """The card's colour, which everyone sees on its back."""
    return card < VOWEL_CARDS


def letters_of(cards: Iterable[int]) -> Counter[str]:
    return Counter(CARDS[c] for c in cards)
