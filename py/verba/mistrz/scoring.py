"""The score of a word, as the rulebook's "Scoring" section prints it."""
from __future__ import annotations

from dataclasses import dataclass

MIN_LENGTH = 3
# Points by word length; ten dice make ten letters at most.
LENGTH_POINTS: dict[int, int] = {3: 1, 4: 2, 5: 4, 6: 8, 7: 12, 8: 16, 9: 20, 10: 25}
NO_JOKER_BONUS = 4
OGONEK_BONUS = 4      # for each ogonek used
NO_WORD_PENALTY = 20


@dataclass(frozen=True)
class Score:
    """A word's points broken down, for the UI to explain them."""
    length: int          # letters in the word
    length_points: int
    no_joker_bonus: int
    ogonek_bonus: int

    @property
    def total(self) -> int:
        return self.length_points + self.no_joker_bonus + self.ogonek_bonus

    def to_dict(self) -> dict[str, int]:
        return {"length": self.length, "length_points": self.length_points,
                "no_joker_bonus": self.no_joker_bonus,
                "ogonek_bonus": self.ogonek_bonus, "total": self.total}


def score_word(length: int, jokers: int, ogoneks: int) -> Score:
    """Points for a word of ``length`` letters built with ``jokers`` jokers and
    ``ogoneks`` ogoneks.  W/M and Z/N readings are free and do not enter."""
    if length not in LENGTH_POINTS:
        raise ValueError(f"no score for a word of {length} letters")
    return Score(length, LENGTH_POINTS[length],
                 NO_JOKER_BONUS if jokers == 0 else 0, OGONEK_BONUS * ogoneks)
