"""Building a word from the dice: reading the dice a player picked (the preview
the UI shows while a word is put together), and finding the best way the dice
make a typed word.

A *pick* is one letter of the word: the die that gives it, the letter it is
read as (needed for a joker, for Z with the ogonek, and for a W/M or Z/N swap),
and the die showing the ogonek attached to it, if any.  As JSON:
``{"die": 3, "letter": "Ż", "ogonek": 8}``; dice are numbered 0–9.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from verba.errors import IllegalAction

from .dice import (ALPHABET, DICE_COUNT, JOKERS, OGONEK, OGONEK_RESULTS, is_letter,
                   joker_covers, ogonek_readings, plain_readings)
from .scoring import MIN_LENGTH, Score, score_word


@dataclass(frozen=True)
class Pick:
    die: int
    letter: str
    ogonek: int | None = None

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"die": self.die, "letter": self.letter}
        if self.ogonek is not None:
            data["ogonek"] = self.ogonek
        return data


@dataclass(frozen=True)
class Build:
    """A whole word made from the dice, with its score."""
    word: str
    picks: tuple[Pick, ...]
    jokers: int
    ogoneks: int
    swaps: int            # W/M or Z/N read the other way (free, shown to the player)

    @property
    def score(self) -> Score:
        return score_word(len(self.word), self.jokers, self.ogoneks)

    def to_dict(self) -> dict[str, Any]:
        return {"word": self.word, "picks": [p.to_dict() for p in self.picks],
                "score": self.score.to_dict()}


@dataclass(frozen=True)
class Preview:
    """What the picked dice spell so far, for the UI.

    ``letters`` has one entry per pick (None where the letter is not chosen
    yet); ``build`` is set when every pick reads; ``problem`` is the first
    reason the word would be refused, as an (IllegalAction code, params) pair,
    or None when it would be accepted.
    """
    letters: tuple[str | None, ...]
    build: Build | None
    problem: tuple[str, dict[str, Any]] | None

    @property
    def valid(self) -> bool:
        return self.problem is None

    def to_dict(self) -> dict[str, Any]:
        return {"letters": list(self.letters),
                "build": self.build.to_dict() if self.build else None,
                "problem": ({"code": self.problem[0], "params": self.problem[1]}
                            if self.problem else None),
                "valid": self.valid}


def _die_index(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < DICE_COUNT:
        raise IllegalAction("mistrz.no_such_die", die=str(value))
    return value


def _letter_value(value: Any) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or len(value) != 1 or value.upper() not in ALPHABET:
        raise IllegalAction("mistrz.not_a_letter", letter=str(value))
    return value.upper()


def _read_pick(faces: Sequence[str], raw: Any, used: set[int]) -> tuple[Pick | None, bool]:
    """One pick -> (Pick, was the reading swapped), or (None, _) when a joker's
    or a Z's letter is still to be chosen.  Raises IllegalAction."""
    if not isinstance(raw, dict):
        raise IllegalAction("mistrz.bad_action")
    die = _die_index(raw.get("die"))
    letter = _letter_value(raw.get("letter"))
    ogonek = raw.get("ogonek")
    if die in used:
        raise IllegalAction("mistrz.die_used_twice", number=die + 1)
    used.add(die)
    face = faces[die]
    if ogonek is not None:
        ogonek = _die_index(ogonek)
        if ogonek in used:
            raise IllegalAction("mistrz.die_used_twice", number=ogonek + 1)
        used.add(ogonek)
        if faces[ogonek] != OGONEK:
            raise IllegalAction("mistrz.not_an_ogonek", number=ogonek + 1)
    if face in JOKERS:
        if ogonek is not None:
            raise IllegalAction("mistrz.ogonek_on_joker", number=die + 1)
        if letter is None:
            return None, False
        if not joker_covers(face, letter):
            raise IllegalAction("mistrz.joker_cannot_be", number=die + 1, letter=letter)
        return Pick(die, letter), False
    if not is_letter(face):
        raise IllegalAction("mistrz.not_a_letter_die", number=die + 1)
    if ogonek is None:
        readings = plain_readings(face)
    else:
        readings = ogonek_readings(face)
        if not readings:
            raise IllegalAction("mistrz.ogonek_cannot_attach", number=die + 1, face=face)
    if letter is None:
        if len(readings) > 1 and ogonek is not None:
            return None, False          # Z (or N read as Z) + ogonek: Ź or Ż?
        letter = readings[0]
    if letter not in readings:
        raise IllegalAction("mistrz.bad_reading", number=die + 1, face=face, letter=letter)
    swapped = letter != face and letter not in OGONEK_RESULTS.get(face, ())
    return Pick(die, letter, ogonek), swapped


def preview(faces: Sequence[str], picks: Any, lexicon: Any = None) -> Preview:
    """Read the picked dice in order (a pure function of the faces and picks).

    With a lexicon, a word that is not in it is reported as ``mistrz.not_a_noun``.
    """
    if not isinstance(picks, (list, tuple)):
        return Preview((), None, ("mistrz.bad_action", {}))
    letters: list[str | None] = []
    read: list[Pick] = []
    problem: tuple[str, dict[str, Any]] | None = None
    used: set[int] = set()
    swaps = 0
    for raw in picks:
        try:
            pick, swapped = _read_pick(faces, raw, used)
        except IllegalAction as error:
            letters.append(None)
            problem = problem or (error.code, error.params)
            continue
        if pick is None:
            letters.append(None)
            problem = problem or ("mistrz.choose_letter", {"number": raw["die"] + 1})
            continue
        letters.append(pick.letter)
        read.append(pick)
        swaps += swapped
    if problem is not None:
        return Preview(tuple(letters), None, problem)
    word = "".join(p.letter for p in read)
    if len(word) < MIN_LENGTH:
        return Preview(tuple(letters), None,
                       ("mistrz.too_short", {"word": word, "min": MIN_LENGTH}))
    build = Build(word, tuple(read),
                  jokers=sum(faces[p.die] in JOKERS for p in read),
                  ogoneks=sum(p.ogonek is not None for p in read), swaps=swaps)
    if lexicon is not None and not lexicon.contains(word):
        return Preview(tuple(letters), build, ("mistrz.not_a_noun", {"word": word}))
    return Preview(tuple(letters), build, None)


def normalize_word(word: Any) -> str:
    """A typed word in uppercase Polish letters; IllegalAction if it cannot be one."""
    if not isinstance(word, str) or not word.strip():
        raise IllegalAction("mistrz.no_word")
    spelled = word.strip().upper()
    for ch in spelled:
        if ch not in ALPHABET:
            raise IllegalAction("mistrz.not_a_letter", letter=ch)
    return spelled


def best_build(faces: Sequence[str], word: str) -> Build | None:
    """The highest-scoring way the dice make ``word`` (uppercase), or None.

    Ties go to fewer jokers, then fewer W/M, Z/N swaps, then lower dice, so
    the build shown reads the dice as plainly as possible.  Dice showing the
    same face are interchangeable, so only the first free one is tried.
    """
    n = len(word)
    if not n or n > DICE_COUNT:
        return None
    memo: dict[tuple[int, int, bool], tuple[tuple[int, int, int], tuple] | None] = {}

    def options(letter: str, used: int) -> list[tuple[Pick, int, int, int]]:
        """(pick, jokers, ogoneks, swaps) for each distinct way to make letter."""
        seen: set[tuple[str, bool]] = set()
        found: list[tuple[Pick, int, int, int]] = []
        ogonek_die = next((i for i, f in enumerate(faces)
                           if f == OGONEK and not used >> i & 1), None)
        for i, face in enumerate(faces):
            if used >> i & 1:
                continue
            if face in JOKERS:
                if (face, False) not in seen and joker_covers(face, letter):
                    seen.add((face, False))
                    found.append((Pick(i, letter), 1, 0, 0))
            elif is_letter(face):
                if (face, False) not in seen and letter in plain_readings(face):
                    seen.add((face, False))
                    found.append((Pick(i, letter), 0, 0, int(letter != face)))
                if (ogonek_die is not None and (face, True) not in seen
                        and letter in ogonek_readings(face)):
                    seen.add((face, True))
                    own = letter in OGONEK_RESULTS.get(face, ())
                    found.append((Pick(i, letter, ogonek_die), 0, 1, int(not own)))
        return found

    def solve(pos: int, used: int, joker_before: bool) -> tuple[tuple[int, int, int], tuple] | None:
        """Best (value, picks) for word[pos:]; value compares as (points from
        bonuses, -jokers, -swaps)."""
        if pos == n:
            return ((0 if joker_before else 4, 0, 0), ())
        key = (pos, used, joker_before)
        if key in memo:
            return memo[key]
        best = None
        for pick, jokers, ogoneks, swaps in options(word[pos], used):
            mask = used | 1 << pick.die
            if pick.ogonek is not None:
                mask |= 1 << pick.ogonek
            rest = solve(pos + 1, mask, joker_before or jokers > 0)
            if rest is None:
                continue
            (points, neg_jokers, neg_swaps), picks = rest
            value = (points + 4 * ogoneks, neg_jokers - jokers, neg_swaps - swaps)
            if best is None or value > best[0]:
                best = (value, (pick, *picks))
        memo[key] = best
        return best

    result = solve(0, 0, False)
    del solve  # it calls itself through its cell: frees ``memo`` now
    if result is None:
        return None
    (_, neg_jokers, neg_swaps), picks = result
    return Build(word, picks, jokers=-neg_jokers,
                 ogoneks=sum(p.ogonek is not None for p in picks), swaps=-neg_swaps)
