"""The word lists Verba's lexicons are built from, and their filters.

Each function reads a Debian word list and returns the words as stored in a
lexicon: uppercase, over the lexicon's alphabet, deduplicated and sorted in
alphabet order.
"""
from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path

from verba.lexicon.alphabets import LATIN, POLISH, fold_diacritics

POLISH_DICT = Path("/usr/share/dict/polish")  # Debian package wpolish
FRENCH_DICT = Path("/usr/share/dict/french")  # Debian package wfrench

_POLISH_LOWER = frozenset(POLISH.lower())
_LATIN = frozenset(LATIN)

# Morfeusz qualifiers of a common noun (SGJP spells it both ways) and of
# proper names (seen in SGJP; a reading may carry several).
COMMON_NOUN_QUALIFIERS = frozenset({"nazwa_pospolita", "nazwa pospolita"})
PROPER_NAME_QUALIFIERS = frozenset({
    "nazwisko", "imię", "nazwa_geograficzna", "człon_nazwy_geograficznej",
    "nazwa_instytucji", "nazwa_firmy", "nazwa_organizacji", "nazwa_rzeczy",
    "nazwa_wydarzenia", "pseudonim", "tytuł"})


def alphabet_order(words: Iterable[str], alphabet: str) -> list[str]:
    """Deduplicated words sorted in the alphabet's order (not code points)."""
    rank = {ch: chr(i) for i, ch in enumerate(alphabet)}
    return sorted(set(words), key=lambda w: "".join(rank[ch] for ch in w))


def _lines(path: Path) -> Iterator[str]:
    with path.open(encoding="utf-8") as lines:
        for line in lines:
            yield line.rstrip("\n")


def polish_forms(path: Path = POLISH_DICT) -> list[str]:
    """The `pl` lexicon: entries written only in lowercase Polish letters.

    That drops proper names (capital letters), abbreviations, and loan words
    with letters outside the 32-letter alphabet (q, v, x, ü, é...).
    """
    return alphabet_order(
        (line.upper() for line in _lines(path)
         if line and _POLISH_LOWER.issuperset(line)), POLISH)


def french_forms(path: Path = FRENCH_DICT) -> list[str]:
    """The `fr` lexicon: entries folded to A–Z (É→E, Ç→C, Œ→OE, Æ→AE).

    Entries with a hyphen, an apostrophe, a capital initial (proper nouns) or
    anything else that does not fold to A–Z (abbreviations with a dot) are
    dropped; folding merges entries that differ only by accents.
    """
    kept = []
    for line in _lines(path):
        if not line or line[0].isupper():
            continue
        folded = fold_diacritics(line)
        if folded and _LATIN.issuperset(folded):
            kept.append(folded)
    return alphabet_order(kept, LATIN)


def is_nominative_common_noun(form: str, analyses: list) -> bool:
    """Whether a lowercase form has a reading as a common noun in the nominative.

    ``analyses`` is ``morfeusz2.Morfeusz().analyse(form)``: segments
    ``(start, end, (orth, lemma, tag, qualifiers, labels))``.  A reading counts
    if it is one segment spelling the whole form, tagged
    ``subst:<number>:<cases>:...`` with ``nom`` among the cases, and its lemma
    is a common noun: qualified ``nazwa_pospolita``, no proper-name qualifier,
    and not capitalised (Morfeusz matches "maria" to the name "Maria", and
    "serb" to the ethnonym "Serb", which Polish writes with a capital).
    """
    for start, _end, (orth, lemma, tag, qualifiers, _labels) in analyses:
        if start != 0 or orth != form:
            continue
        fields = tag.split(":")
        if fields[0] != "subst" or len(fields) < 3:
            continue
        if "nom" not in fields[2].split("."):
            continue
        if not set(fields[1].split(".")) & {"sg", "pl"}:
            continue
        if (not COMMON_NOUN_QUALIFIERS.intersection(qualifiers)
                or PROPER_NAME_QUALIFIERS.intersection(qualifiers)):
            continue
        if lemma[:1] != lemma[:1].lower():
            continue
        return True
    return False


def polish_nouns(forms: Iterable[str]) -> list[str]:
    """The `pl-nouns` lexicon: the `pl` forms read as nominative common nouns.

    Slow (Morfeusz analyses each form: minutes for the whole `pl` list).
    """
    import morfeusz2  # only the build and its tests need the analyser

    analyser = morfeusz2.Morfeusz()
    nouns = []
    for form in forms:
        lower = form.lower()
        if is_nominative_common_noun(lower, analyser.analyse(lower)):
            nouns.append(form)
    return alphabet_order(nouns, POLISH)
