"""The word lists Verba's lexicons are built from, and their filters.

Each function reads a Debian word list (or the `pl` forms) and returns the
words as stored in a lexicon: uppercase, over the lexicon's alphabet,
deduplicated and sorted in alphabet order; and, for lexicons/README.md, the
entries each filter left out.
"""
from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from tools.lexicon_nouns import NOUN, REASONS, NounFilter
from verba.lexicon.alphabets import LATIN, POLISH, fold_diacritics

POLISH_DICT = Path("/usr/share/dict/polish")  # Debian package wpolish
FRENCH_DICT = Path("/usr/share/dict/french")  # Debian package wfrench

_POLISH_LOWER = frozenset(POLISH.lower())
_LATIN = frozenset(LATIN)

# The reasons an entry is left out, in the order they are checked (an entry
# is counted under the first that applies), with what the README says of it.
PL_REASONS = {
    "not-a-letter": "a character that is not a letter (hyphen, apostrophe, digit, dot…)",
    "capital": "a capital letter: proper names, acronyms",
    "foreign-letter": "a letter outside the Polish alphabet (q, v, x, ü, é…)",
    "abbreviation": "an abbreviation: Morfeusz reads it only as `brev` of a common word "
                    "or as a noun `pl-nouns` leaves out as an abbreviation",
}
FR_REASONS = {
    "hyphen-apostrophe": "a hyphen or an apostrophe: compounds, elisions",
    "capital": "a capital initial: proper nouns",
    "not-a-z": "not A–Z once the accents are folded: abbreviations with a dot",
    "merged": "folds to the same letters as an earlier entry (à after a)",
}
PL_NOUNS_REASONS = REASONS


@dataclass(frozen=True)
class Filtered:
    """A lexicon's words, and the source entries each filter left out (by
    reason, in source order)."""
    words: list[str]
    dropped: dict[str, list[str]]


def alphabet_order(words: Iterable[str], alphabet: str) -> list[str]:
    """Deduplicated words sorted in the alphabet's order (not code points)."""
    rank = {ch: chr(i) for i, ch in enumerate(alphabet)}
    return sorted(set(words), key=lambda w: "".join(rank[ch] for ch in w))


def _lines(path: Path) -> Iterator[str]:
    with path.open(encoding="utf-8") as lines:
        for line in lines:
            yield line.rstrip("\n")


def polish_forms(path: Path = POLISH_DICT) -> Filtered:
    """Entries written only in lowercase Polish letters: the `pl` lexicon but
    for its abbreviations, which ``polish_words`` leaves out."""
    kept: list[str] = []
    dropped: dict[str, list[str]] = {reason: [] for reason in PL_REASONS}
    for line in _lines(path):
        if not line:
            continue
        if _POLISH_LOWER.issuperset(line):
            kept.append(line.upper())
        elif not line.isalpha():
            dropped["not-a-letter"].append(line)
        elif not line.islower():
            dropped["capital"].append(line)
        else:
            dropped["foreign-letter"].append(line)
    return Filtered(alphabet_order(kept, POLISH), dropped)


def french_forms(path: Path = FRENCH_DICT) -> Filtered:
    """The `fr` lexicon: entries folded to A–Z (É→E, Ç→C, Œ→OE, Æ→AE);
    entries that differ only by accents merge."""
    kept: set[str] = set()
    dropped: dict[str, list[str]] = {reason: [] for reason in FR_REASONS}
    for line in _lines(path):
        if not line:
            continue
        folded = fold_diacritics(line)
        if "-" in line or "'" in line:
            dropped["hyphen-apostrophe"].append(line)
        elif line[0].isupper():
            dropped["capital"].append(line)
        elif not folded or not _LATIN.issuperset(folded):
            dropped["not-a-z"].append(line)
        elif folded in kept:
            dropped["merged"].append(line)
        else:
            kept.add(folded)
    return Filtered(alphabet_order(kept, LATIN), dropped)


def polish_words(forms: Filtered) -> tuple[Filtered, Filtered]:
    """The `pl` lexicon, ``forms`` (from ``polish_forms``) less the
    abbreviations, and the `pl-nouns` lexicon, its forms that are Mistrz
    Słowa nouns (tools/lexicon_nouns.py).  Slow: Morfeusz analyses each form,
    minutes for the whole list."""
    import morfeusz2  # only the build and its tests need the analyser

    analyser = NounFilter(morfeusz2.Morfeusz())
    words: list[str] = []
    abbreviations: list[str] = []
    nouns: list[str] = []
    dropped: dict[str, list[str]] = {reason: [] for reason in PL_NOUNS_REASONS}
    for form in forms.words:
        if analyser.abbreviation(form.lower()):
            abbreviations.append(form.lower())
            continue
        words.append(form)
        verdict = analyser.verdict(form.lower())
        (nouns if verdict == NOUN else dropped[verdict]).append(form)
    # ``forms.words`` is in alphabet order, so both lists stay in it.
    return (Filtered(words, {**forms.dropped, "abbreviation": abbreviations}),
            Filtered(nouns, dropped))
