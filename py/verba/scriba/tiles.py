"""The Scriba tile set as data, and the codes tiles carry on racks and board.

The rulebook's tile table is cut off after Ć; the values and counts below keep
every printed figure (A 1 ×7, Ą 6 ×1, B 2 ×4, C 3 ×3, Ć 7, Ń 8 ×1, O 1 ×5,
Ó 6 ×2, P 2 ×4, and the values K 3, R 2, W 2, T 2, E 1, Y 2, Z 2, D 2, I 1 of
the worked examples) and complete the rest from the letter frequencies of the
`pl` lexicon: ``tools/scriba_tiles.py`` computes them and docs/RULES.md shows
the table.

Codes.  On a rack a tile is a letter (``"K"``), ``BLANK``, ``ARROW`` or
``BLOCK``.  On the board a letter tile is its letter, a blank is the letter it
stands for in lowercase (``"k"``), an arrow tile is ``">rd"`` (the word turns
from rightward to downward) or ``">dr"`` (from downward to rightward), and a
blocking tile is ``BLOCK``.
"""
from __future__ import annotations

from collections import Counter

ALPHABET = "AĄBCĆDEĘFGHIJKLŁMNŃOÓPRSŚTUWYZŹŻ"

LETTER_VALUES: dict[str, int] = {
    "A": 1, "Ą": 6, "B": 2, "C": 3, "Ć": 7, "D": 2, "E": 1, "Ę": 6, "F": 6,
    "G": 4, "H": 6, "I": 1, "J": 3, "K": 3, "L": 3, "Ł": 3, "M": 2, "N": 1,
    "Ń": 8, "O": 1, "Ó": 6, "P": 2, "R": 2, "S": 2, "Ś": 6, "T": 2, "U": 3,
    "W": 2, "Y": 2, "Z": 2, "Ź": 9, "Ż": 6,
}
LETTER_COUNTS: dict[str, int] = {
    "A": 7, "Ą": 1, "B": 4, "C": 3, "Ć": 1, "D": 2, "E": 7, "Ę": 1, "F": 1,
    "G": 1, "H": 1, "I": 9, "J": 2, "K": 3, "L": 2, "Ł": 2, "M": 4, "N": 7,
    "Ń": 1, "O": 5, "Ó": 2, "P": 4, "R": 4, "S": 3, "Ś": 1, "T": 3, "U": 3,
    "W": 5, "Y": 5, "Z": 4, "Ź": 1, "Ż": 1,
}

BLANK = "?"
ARROW = ">"
BLOCK = "#"
SPECIAL_COUNTS: dict[str, int] = {BLANK: 3, ARROW: 3, BLOCK: 2}

# An arrow's bend: the reading direction before the corner and after it.
# Only these two exist: words never read leftwards or upwards.
RIGHT = (0, 1)
DOWN = (1, 0)
BENDS: dict[str, tuple[tuple[int, int], tuple[int, int]]] = {
    "rd": (RIGHT, DOWN),
    "dr": (DOWN, RIGHT),
}

_ORDER = {code: i for i, code in enumerate(ALPHABET + BLANK + ARROW + BLOCK)}


def full_set() -> Counter[str]:
    """Every tile of the game (rack codes): 100 letters and 8 special tiles."""
    return Counter({**LETTER_COUNTS, **SPECIAL_COUNTS})


def sort_key(tile: str) -> int:
    """Alphabet order, then blank, arrow, blocking tile."""
    return _ORDER[tile]


def sorted_tiles(tiles: list[str] | tuple[str, ...]) -> tuple[str, ...]:
    return tuple(sorted(tiles, key=sort_key))


def value(tile: str) -> int:
    """Printed value of a rack tile; special tiles have none."""
    return LETTER_VALUES.get(tile, 0)


# --- board codes -----------------------------------------------------------

LETTER_CODES = frozenset(ALPHABET + ALPHABET.lower())


def is_letter(code: str) -> bool:
    """A letter tile or a blank standing for a letter."""
    return code in LETTER_CODES


def is_blank(code: str) -> bool:
    return code in LETTER_CODES and code.islower()


def is_arrow(code: str) -> bool:
    return code[:1] == ARROW


def letter_of(code: str) -> str:
    """The letter a board code shows (``""`` for arrow and blocking tiles)."""
    return code.upper() if is_letter(code) else ""


def code_value(code: str) -> int:
    """Points of a tile on the board: a blank counts nothing."""
    return LETTER_VALUES[code] if is_letter(code) and code.isupper() else 0


def bend_of(code: str) -> str:
    return code[1:]


def board_code(tile: str, letter: str = "", bend: str = "") -> str:
    """The board code of a rack tile (a blank with the letter it stands for,
    an arrow with its bend)."""
    if tile == BLANK:
        return letter.lower()
    if tile == ARROW:
        return ARROW + bend
    return tile


def rack_tile(code: str) -> str:
    """The rack tile a board code came from."""
    if is_blank(code):
        return BLANK
    if is_arrow(code):
        return ARROW
    return code
