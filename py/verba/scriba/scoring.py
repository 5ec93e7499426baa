"""Scoring a word exactly as the rulebook writes it.

- A letter on a letter bonus field counts its value times the field's number
  (×2, ×3, ×4, and ×−4 on a red field).
- A letter on a word bonus field multiplies the whole word; two or more word
  bonuses multiply it by the *sum* of their numbers (×2 and ×3 give ×5).
- Only fields covered in this turn count: a bonus is used up once covered.
- Blanks and arrow tiles are worth nothing and leave the word's value as it is
  on any bonus field: a blank does not trigger a word bonus.
- Words formed by stacking score their letters' values without any bonus.
- Every word formed scores separately, shared letters counted in each.
- Laying every tile of a full rack earns 50, all but one 20 (see
  ``rack_bonus``), on top of the words.
"""
from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import Any, NamedTuple

from . import tiles as T
from .board import Board, Path, Pos

FULL_RACK_BONUS = 50
ONE_LEFT_BONUS = 20
OUT_BONUS = 50     # to the player who ends the game by laying their last tile


class LetterScore(NamedTuple):
    """One letter of a word (a tuple: words are scored in bulk)."""
    pos: Pos
    letter: str
    blank: bool
    new: bool            # laid this turn
    value: int           # printed value (0 for a blank)
    letter_mult: int     # the letter bonus applied (1 if none)
    word_mult: int       # the word bonus this letter triggers (0 if none)
    points: int          # value × letter_mult

    def to_dict(self) -> dict[str, Any]:
        return {"row": self.pos[0], "col": self.pos[1], "letter": self.letter,
                "blank": self.blank, "new": self.new, "value": self.value,
                "letter_mult": self.letter_mult, "word_mult": self.word_mult,
                "points": self.points}


@dataclass(frozen=True)
class WordScore:
    word: str
    path: Path
    letters: tuple[LetterScore, ...]
    letter_sum: int
    multiplier: int      # 1, one word bonus, or the sum of several
    score: int
    stacked: bool

    def to_dict(self) -> dict[str, Any]:
        return {"word": self.word, "letters": [x.to_dict() for x in self.letters],
                "letter_sum": self.letter_sum, "multiplier": self.multiplier,
                "score": self.score, "stacked": self.stacked}


def word_multiplier(word_mults: Collection[int]) -> int:
    """No word bonus: ×1; one: its number; several: the sum of their numbers."""
    return sum(word_mults) if word_mults else 1


def score_word(board: Board, path: Path, new: Collection[Pos], stacked: bool) -> WordScore:
    """Score the word ``path`` on ``board`` (tiles of this turn already laid;
    ``new`` are the cells covered this turn)."""
    letters = []
    word_mults = []
    layout = board.layout
    for pos in path.cells:
        code = board.top[pos]
        value = T.code_value(code)
        blank = T.is_blank(code)
        letter_mult, word_mult = 1, 0
        if pos in new and not stacked:
            field = layout.field(pos)
            if field.kind == "letter":
                letter_mult = field.mult
            elif field.kind == "word" and not blank:
                word_mult = field.mult
                word_mults.append(word_mult)
        letters.append(LetterScore(pos, code.upper(), blank, pos in new, value,
                                   letter_mult, word_mult, value * letter_mult))
    letter_sum = sum(x.points for x in letters)
    multiplier = word_multiplier(word_mults)
    return WordScore(board.word(path), path, tuple(letters), letter_sum, multiplier,
                     letter_sum * multiplier, stacked)


def rack_bonus(tiles_laid: int, rack_size: int) -> int:
    """50 for laying a full rack's every tile, 20 for all but one.

    Counted against the agreed rack size, not the tiles left at the end of the
    bag: otherwise laying a last single tile would earn 50 (and playing one of
    two, 20).  In Game II a rack may hold more (the die's extra tiles lie
    beside it): laying at least a rack's worth earns 50.
    """
    if tiles_laid >= rack_size:
        return FULL_RACK_BONUS
    if tiles_laid == rack_size - 1:
        return ONE_LEFT_BONUS
    return 0
