"""The ten dice of Mistrz Słowa, their faces as printed in the rulebook, and the
Polish letters they can spell.

A face is a string: one uppercase letter, or the name of a special symbol.
The names are lowercase words, so a face is a letter exactly when it is one
character long.
"""
from __future__ import annotations

from dataclasses import dataclass

from verba.rng import Rng

LETTER_JOKER = "joker"            # red star: any letter
CONSONANT_JOKER = "consonant"     # green ring: any consonant
VOWEL_JOKER = "vowel"             # blue X: any vowel
OGONEK = "ogonek"                 # the tail: A→Ą, C→Ć, … Z→Ź or Ż; adds no letter
REROLL = "reroll"                 # question mark: roll any one die again

JOKERS = (LETTER_JOKER, CONSONANT_JOKER, VOWEL_JOKER)

ALPHABET = "AĄBCĆDEĘFGHIJKLŁMNŃOÓPRSŚTUWYZŹŻ"
VOWELS = frozenset("AĄEĘIOÓUY")
CONSONANTS = frozenset(ALPHABET) - VOWELS

# The ogonek turns a letter into these (Z into either).
OGONEK_RESULTS: dict[str, tuple[str, ...]] = {
    "A": ("Ą",), "C": ("Ć",), "E": ("Ę",), "L": ("Ł",),
    "N": ("Ń",), "O": ("Ó",), "S": ("Ś",), "Z": ("Ź", "Ż"),
}
# The letter with the ogonek -> the letter it is made from.
OGONEK_SOURCE: dict[str, str] = {
    marked: plain for plain, results in OGONEK_RESULTS.items() for marked in results
}
# A die showing W may be read as M, Z as N, and the reverse (the rulebook's note).
SWAPS: dict[str, str] = {"W": "M", "M": "W", "Z": "N", "N": "Z"}


@dataclass(frozen=True)
class Die:
    kind: str                   # "consonant", "vowel" or "special"
    faces: tuple[str, ...]      # six faces, as printed


_J = LETTER_JOKER
DICE: tuple[Die, ...] = (
    Die("consonant", ("B", "J", "R", "F", "W", "H")),
    Die("consonant", ("C", "K", "S", "J", "N", "T")),
    Die("consonant", ("D", "L", "T", "K", "P", "G")),
    Die("consonant", ("F", "M", "B", "L", "Z", _J)),
    Die("consonant", ("G", "N", "Z", "M", "S", "R")),
    Die("consonant", ("H", "P", "N", "C", "D", _J)),
    Die("vowel", ("A", "E", "I", "O", "U", "Y")),
    Die("vowel", ("A", "E", "I", "O", "U", "Y")),
    Die("special", (_J, CONSONANT_JOKER, VOWEL_JOKER, OGONEK, REROLL, REROLL)),
    Die("special", (_J, CONSONANT_JOKER, VOWEL_JOKER, OGONEK, REROLL, REROLL)),
)
DICE_COUNT = len(DICE)


def is_letter(face: str) -> bool:
    return len(face) == 1


def bears_letter(face: str) -> bool:
    """Whether the face can stand for a letter of the word (a letter or a joker)."""
    return len(face) == 1 or face in JOKERS


def joker_covers(joker: str, letter: str) -> bool:
    """Whether a joker may stand for ``letter`` (diacritics included, see RULES.md)."""
    if joker == LETTER_JOKER:
        return letter in VOWELS or letter in CONSONANTS
    if joker == CONSONANT_JOKER:
        return letter in CONSONANTS
    if joker == VOWEL_JOKER:
        return letter in VOWELS
    return False


def plain_readings(face: str) -> tuple[str, ...]:
    """Letters a letter face gives without the ogonek: itself, and its swap."""
    swap = SWAPS.get(face)
    return (face, swap) if swap else (face,)


def ogonek_readings(face: str) -> tuple[str, ...]:
    """Letters a letter face gives with the ogonek attached (through its swap
    too: an N read as Z may become Ź or Ż)."""
    return tuple(marked for reading in plain_readings(face)
                 for marked in OGONEK_RESULTS.get(reading, ()))


def roll_all(rng: Rng) -> tuple[str, ...]:
    """All ten dice, each showing one of its six faces."""
    return tuple(die.faces[rng.randrange(6)] for die in DICE)


def roll_one(rng: Rng, die: int) -> str:
    return DICE[die].faces[rng.randrange(6)]
