"""Alphabets of the lexicons and how a typed word is brought into one.

A lexicon stores words as sequences of letter codes (a letter's index in its
alphabet), so the alphabet's order is also the order ``words()`` returns.
"""
from __future__ import annotations

import unicodedata

POLISH = "AĄBCĆDEĘFGHIJKLŁMNŃOÓPRSŚTUWYZŹŻ"
LATIN = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

# Letters that diacritic stripping (Unicode decomposition) does not split.
_LIGATURES = {"Œ": "OE", "Æ": "AE"}


def fold_diacritics(word: str) -> str:
    """Uppercase and strip diacritics: "Été" -> "ETE", "cœur" -> "COEUR"."""
    upper = word.upper()
    if upper.isascii():
        return upper
    for ligature, spelled in _LIGATURES.items():
        upper = upper.replace(ligature, spelled)
    decomposed = unicodedata.normalize("NFD", upper)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def default_alphabet(name: str, words: list[str]) -> str:
    """The alphabet a word list is stored in when none is given.

    A named lexicon keeps its own ("fr" is A–Z, anything else Polish); an
    unnamed list is Polish if all its letters are Polish, else A–Z.
    """
    if name == "fr":
        return LATIN
    if name or all(ch in POLISH for w in words for ch in w.upper()):
        return POLISH
    return LATIN
