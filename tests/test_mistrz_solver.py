"""The Mistrz Słowa solver against a brute force, and its properties.

The brute force tries every assignment of dice to the letters of every word of
a sample lexicon, straight from the rulebook's definitions; it shares nothing
with the solver but the dice faces and the length table.  The sample is drawn
(seeded) from the real `pl-nouns` lexicon.
"""
from __future__ import annotations

import gzip
import random
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from verba.lexicon import Lexicon
from verba.mistrz.build import best_build, preview
from verba.mistrz.dice import ALPHABET, DICE, JOKERS, OGONEK, bears_letter, roll_all
from verba.mistrz.scoring import LENGTH_POINTS, score_word
from verba.mistrz.solver import best_words, prepare, ranked, solve, top
from verba.rng import Rng

REPO = Path(__file__).resolve().parent.parent
VOWELS = "AĄEĘIOÓUY"
OGONEK_OF = {"A": "Ą", "C": "Ć", "E": "Ę", "L": "Ł", "N": "Ń", "O": "Ó", "S": "Ś",
             "Z": "ŹŻ"}
UPSIDE_DOWN = {"W": "M", "M": "W", "Z": "N", "N": "Z"}


def _gives(face: str, letter: str, with_ogonek: bool) -> bool:
    """Whether one die showing ``face`` gives ``letter`` (the rulebook's terms)."""
    if face == "joker":
        return not with_ogonek
    if face == "consonant":
        return not with_ogonek and letter not in VOWELS
    if face == "vowel":
        return not with_ogonek and letter in VOWELS
    if len(face) != 1:
        return False
    readings = {face, UPSIDE_DOWN.get(face, face)}
    if with_ogonek:
        return any(letter in OGONEK_OF.get(r, "") for r in readings)
    return letter in readings


@lru_cache(maxsize=4)
def _letters_of(faces: tuple[str, ...]) -> frozenset[str]:
    """Letters some letter die of the roll gives (with an ogonek if one shows)."""
    with_ogonek = OGONEK in faces
    return frozenset(ch for ch in ALPHABET for f in faces if len(f) == 1 and (
        _gives(f, ch, False) or (with_ogonek and _gives(f, ch, True))))


def brute_score(faces: Sequence[str], word: str) -> int | None:
    """The best score of ``word`` from ``faces``, or None if they cannot make it.

    Tries every assignment of dice to the word's letters; of dice showing the
    same face only the first free one is tried, since they are alike."""
    if len(word) not in LENGTH_POINTS:
        return None
    ogonek_dice = [i for i, f in enumerate(faces) if f == OGONEK]
    # A quick necessary condition first: letters no letter die can give need
    # jokers of their own.
    if sum(ch not in _letters_of(tuple(faces)) for ch in word) > sum(
            f in JOKERS for f in faces):
        return None
    best: int | None = None

    def go(pos: int, used: frozenset[int], jokers: int, ogoneks: int) -> None:
        nonlocal best
        if pos == len(word):
            score = LENGTH_POINTS[len(word)] + 4 * ogoneks + (4 if jokers == 0 else 0)
            best = score if best is None else max(best, score)
            return
        letter = word[pos]
        tried = set()
        for i, face in enumerate(faces):
            if i in used or face in tried:
                continue
            tried.add(face)
            if _gives(face, letter, False):
                go(pos + 1, used | {i}, jokers + (len(face) > 1), ogoneks)
            if _gives(face, letter, True):
                spare = [k for k in ogonek_dice if k not in used]
                if spare:
                    go(pos + 1, used | {i, spare[0]}, jokers, ogoneks + 1)

    go(0, frozenset(), 0, 0)
    return best


@lru_cache(maxsize=1)
def real_nouns() -> Lexicon:
    data = (REPO / "lexicons" / "pl-nouns.dawg.gz").read_bytes()
    return Lexicon.from_file_bytes(gzip.decompress(data))


@lru_cache(maxsize=1)
def sample() -> tuple[list[str], Lexicon]:
    """1,200 words of 3–8 letters of `pl-nouns` (a third with a diacritic,
    so that ogonek readings are well exercised), seeded."""
    words = [w for w in real_nouns().words() if 3 <= len(w) <= 8]
    marked = [w for w in words if any(ch in "ĄĆĘŁŃÓŚŹŻ" for ch in w)]
    rng = random.Random(20240601)
    chosen = sorted(set(rng.sample(words, 800) + rng.sample(marked, 400)))
    return chosen, Lexicon.from_words(chosen)


def _check_against_brute_force(rolls: list[tuple[str, ...]]) -> int:
    words, lexicon = sample()
    found_any = 0
    for faces in rolls:
        expected = {}
        for word in words:
            score = brute_score(faces, word)
            if score is not None:
                expected[word] = score
        got = dict(solve(faces, lexicon))
        assert got == expected, (faces, {w: (got.get(w), expected.get(w))
                                         for w in got.keys() | expected.keys()
                                         if got.get(w) != expected.get(w)})
        found_any += bool(got)
    return found_any


def test_solver_matches_brute_force_on_200_seeded_rolls() -> None:
    rng = Rng(7)
    rolls = [roll_all(rng) for _ in range(200)]
    assert _check_against_brute_force(rolls) > 150   # most rolls make some word


def test_solver_matches_brute_force_where_ogoneks_jokers_and_swaps_meet() -> None:
    # Rolls the dice rarely give: ogoneks next to jokers, letters that take
    # the ogonek, W/M and Z/N pairs, repeated letters.
    rng = random.Random(99)
    rolls = []
    for _ in range(120):
        faces = [rng.choice(die.faces) for die in DICE]
        faces[8] = rng.choice(["ogonek", "ogonek", "joker", "consonant", "vowel"])
        faces[9] = rng.choice(["ogonek", "joker", "consonant", "vowel", "reroll"])
        for die in rng.sample(range(6), 2):
            faces[die] = rng.choice("ACELNOSZWM")
        faces[6] = rng.choice("AEO")
        rolls.append(tuple(faces))
    assert _check_against_brute_force(rolls) > 100


def test_solver_finds_the_rulebook_examples_in_pl_nouns() -> None:
    lexicon = real_nouns()
    assert lexicon.name == "pl-nouns"
    assert all(w in lexicon for w in ("KOS", "WOJNA", "BĄK", "WRZĄTEK", "ŻÓŁW", "MURARZ"))
    assert "ZUS" not in lexicon and "PZU" not in lexicon       # no abbreviations
    faces = ("W", "K", "T", "Z", "R", "joker", "A", "E", "ogonek", "vowel")
    found = dict(solve(faces, lexicon))
    assert found["WRZĄTEK"] == 20          # 12 + ogonek 4 + no joker 4
    assert found["KOS"] == 1               # here only with a joker (no S, no O die)
    faces = ("B", "K", "D", "M", "Z", "joker", "O", "A", "ogonek", "ogonek")
    found = dict(solve(faces, lexicon))
    assert found["ŻÓŁW"] == 10             # 2 + two ogoneks; Ł the joker, W the M
    assert found["BĄK"] == 9               # 1 + ogonek 4 + no joker 4


def _spread(found: list, count: int) -> list:
    """Up to ``count`` of the found words, spread over the list and the best."""
    step = max(1, len(found) // count)
    return top(found, 5) + found[::step][:count]


def test_every_word_of_a_roll_is_in_the_lexicon_and_buildable() -> None:
    lexicon = real_nouns()
    rng = Rng(31)
    for _ in range(20):
        faces = roll_all(rng)
        for word, score in _spread(solve(faces, lexicon), 60):
            assert word in lexicon
            build = best_build(faces, word)
            assert build is not None and build.score.total == score


def test_shortest_keeps_exactly_the_longer_words() -> None:
    lexicon = real_nouns()
    rng = Rng(5)
    for _ in range(15):
        faces = roll_all(rng)
        every = solve(faces, lexicon)
        for shortest in (5, 7):
            assert sorted(solve(faces, lexicon, shortest)) == sorted(
                f for f in every if len(f[0]) >= shortest)


def test_best_words_are_ranked_by_score_then_length_then_polish_order() -> None:
    found = [("ŁAN", 5), ("LAS", 5), ("KOTY", 2), ("ŻAR", 9), ("AS", 1), ("LANY", 5)]
    assert ranked(found) == [("ŻAR", 9), ("LANY", 5), ("LAS", 5), ("ŁAN", 5),
                             ("KOTY", 2), ("AS", 1)]
    assert top(found, 3) == [("ŻAR", 9), ("LANY", 5), ("LAS", 5)]
    faces = ("B", "K", "D", "L", "S", "H", "O", "A", "reroll", "reroll")
    best = best_words(faces, real_nouns(), 5)
    assert len(best) == 5 and best == ranked(solve(faces, real_nouns()))[:5]


def test_prepare_is_optional_and_idempotent() -> None:
    lexicon = Lexicon.from_words(["KOS", "KOT"])
    faces = ("B", "K", "T", "F", "S", "H", "O", "A", "reroll", "reroll")
    before = solve(faces, lexicon)
    prepare(lexicon)
    prepare(lexicon)
    assert sorted(solve(faces, lexicon)) == sorted(before) == [("KOS", 5), ("KOT", 5)]


faces_strategy = st.tuples(*[st.sampled_from(die.faces) for die in DICE])


@settings(max_examples=60, deadline=None)
@given(faces_strategy)
def test_property_words_are_buildable_and_score_as_the_score_function(faces) -> None:
    for word, score in _spread(solve(faces, real_nouns()), 30):
        build = best_build(faces, word)
        assert build is not None
        assert build.score == score_word(len(word), build.jokers, build.ogoneks)
        assert build.score.total == score
        # The build's picks read back, through the preview, to the same score.
        seen = preview(faces, [p.to_dict() for p in build.picks])
        assert seen.build is not None and seen.build.word == word
        assert seen.build.score.total == score


@settings(max_examples=60, deadline=None)
@given(faces_strategy)
def test_property_no_word_is_longer_than_the_letter_bearing_dice(faces) -> None:
    letters = sum(bears_letter(face) for face in faces)
    found = solve(faces, real_nouns())
    assert all(3 <= len(word) <= letters for word, _ in found)
    if not any(face in JOKERS for face in faces):
        # Without jokers a word uses only letters the dice show (with ogoneks
        # and swaps), so it is no longer than the letter dice.
        assert all(len(word) <= sum(len(f) == 1 for f in faces) for word, _ in found)
