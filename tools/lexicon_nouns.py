"""Which `pl` forms are abbreviations, which are Mistrz Słowa nouns, and why
the others are left out.

Morfeusz 2 (PyPI morfeusz2, with its SGJP dictionary) analyses each form.  A
reading passes a series of checks, in the order of ``STEPS``; a form is kept
if one of its readings passes them all, and a form left out is counted under
the furthest check any of its readings reached (so ``pkt``, whose noun
reading is an abbreviation, counts as one, not as "not a noun").  Scriba's
rulebook forbids abbreviations, so `pl` itself leaves out a form when every
reading of it that is a word is an abbreviation, by the same checks
(``NounFilter.abbreviation``).
"""
from __future__ import annotations

from typing import Any

# SGJP spells the common-noun qualifier three ways ("pospolita" alone on the
# polyhedra: sześciościan, dwunastościan...); every other qualifier it has
# names a kind of proper name (nazwisko, imię, marka, nazwa_geograficzna...).
COMMON_NOUN_QUALIFIERS = frozenset({"nazwa_pospolita", "nazwa pospolita", "pospolita"})
VOWELS = frozenset("aąeęioóuy")

NOT_NOMINATIVE = "not-nominative"
DEPRECIATIVE = "depreciative"
NO_QUALIFIER = "no-qualifier"
PROPER_NAME = "proper-name"
BREV = "abbreviation-brev"
HYPHENATED = "abbreviation-hyphen"
NO_VOWEL = "abbreviation-no-vowel"
NOUN = "noun"
ABBREVIATION_CHECKS = (BREV, HYPHENATED, NO_VOWEL)
STEPS = (NOT_NOMINATIVE, DEPRECIATIVE, NO_QUALIFIER, PROPER_NAME, BREV, HYPHENATED, NO_VOWEL,
         NOUN)

# What lexicons/README.md says of the forms each check leaves out.
REASONS = {
    NOT_NOMINATIVE: "no reading as a noun in the nominative (another case, a verb…)",
    DEPRECIATIVE: "only a depreciative nominative plural (`depr`)",
    NO_QUALIFIER: "a noun reading without a qualifier: mostly pronouns",
    PROPER_NAME: "a proper name: a proper-name qualifier, or a capital in the lemma",
    BREV: "abbreviation: Morfeusz reads the lemma as `brev` of a noun of its gender",
    HYPHENATED: "abbreviation: SGJP inflects the lemma with a hyphen, as it does acronyms",
    NO_VOWEL: "abbreviation: a lemma without a vowel letter (a ą e ę i o ó u y)",
}


class NounFilter:
    """Sorts lowercase `pl` forms into nouns and the reasons others are left out.

    ``morfeusz`` is a ``morfeusz2.Morfeusz()``: ``analyse(text)`` gives
    segments ``(start, end, (orth, lemma, tag, qualifiers, labels))`` and
    ``generate(lemma)`` the forms ``(orth, lemma, tag, qualifiers, labels)``
    of a lemma.  A lemma may end in a homonym mark (``pies:Sm1``).
    """

    def __init__(self, morfeusz: Any) -> None:
        self._morfeusz = morfeusz
        self._abbreviations: dict[tuple[str, str], str] = {}
        self._last: tuple[str, list[tuple[str, str | None, list[str]]]] = ("", [])

    def verdict(self, form: str) -> str:
        """``NOUN``, or the reason (one of ``STEPS``) the form is left out."""
        furthest = 0
        for lemma, tag, qualifiers in self._readings(form):
            if tag is not None:
                furthest = max(furthest, STEPS.index(self._reading(lemma, tag, qualifiers)))
        return STEPS[furthest]

    def abbreviation(self, form: str) -> bool:
        """Whether every reading of ``form`` that is a word is an abbreviation:
        a ``brev`` of a common word (``cm``: centymetr, not ``am``: Księga
        Amosa, whose abbreviation is written Am), or a noun, in any case, that
        ``verdict`` would leave out by an abbreviation check (``mgrowie``,
        ``smsa``).  A form Morfeusz does not know (``ign``) is none: the word
        list is the authority."""
        readings = [reading for reading in self._readings(form) if reading[1] != "ign"]
        return bool(readings) and all(
            tag is not None and self._abbreviated(lemma, tag, qualifiers)
            for lemma, tag, qualifiers in readings)

    def _readings(self, form: str) -> list[tuple[str, str | None, list[str]]]:
        """Morfeusz's readings of ``form``: ``(lemma, tag, qualifiers)`` of each
        single segment spelling the whole form, and ``(orth, None, [])`` for a
        segment of a reading in several (``jużeś``: już + eś), which is no
        abbreviation.  The last form's are kept: the build asks twice."""
        if self._last[0] != form:
            self._last = (form, [
                (lemma, tag, qualifiers) if start == 0 and orth == form else (orth, None, [])
                for start, _end, (orth, lemma, tag, qualifiers, _labels)
                in self._morfeusz.analyse(form)])
        return self._last[1]

    def _reading(self, lemma: str, tag: str, qualifiers: list[str]) -> str:
        fields = tag.split(":")  # subst:<number>:<cases>:<gender>[:...]
        if (fields[0] not in ("subst", "depr") or len(fields) < 4
                or "nom" not in fields[2].split(".")):
            return NOT_NOMINATIVE
        if fields[0] == "depr":
            return DEPRECIATIVE
        return self._noun(lemma, qualifiers, fields[3])

    def _abbreviated(self, lemma: str, tag: str, qualifiers: list[str]) -> bool:
        fields = tag.split(":")
        if fields[0] == "brev":
            # A proper name's abbreviation keeps its capital (Am, Job, St):
            # lowercase, the list's form is another word (am, the interjection).
            base = lemma.split(":")[0]
            return base == base.lower()
        return (fields[0] in ("subst", "depr") and len(fields) >= 4
                and self._noun(lemma, qualifiers, fields[3]) in ABBREVIATION_CHECKS)

    def _noun(self, lemma: str, qualifiers: list[str], genders: str) -> str:
        """The check a noun reading of ``lemma`` fails, from ``NO_QUALIFIER`` on,
        or ``NOUN``."""
        if not qualifiers:
            return NO_QUALIFIER
        # A capital anywhere in the lemma marks a name: Morfeusz reads "maria"
        # as Maria, "serb" as the ethnonym Serb (capitalised in Polish) and
        # "pralatynoska" as pra- + Latynoska.
        base = lemma.split(":")[0]
        if not COMMON_NOUN_QUALIFIERS.issuperset(qualifiers) or base != base.lower():
            return PROPER_NAME
        return self._lemma_check(lemma, genders)

    def _lemma_check(self, lemma: str, genders: str) -> str:
        key = (lemma, genders)
        if key not in self._abbreviations:
            self._abbreviations[key] = self._abbreviation(
                lemma, lemma.split(":")[0], set(genders.split(".")))
        return self._abbreviations[key]

    def _abbreviation(self, lemma: str, base: str, genders: set[str]) -> str:
        """The abbreviation check a noun lemma fails, or ``NOUN``."""
        if genders & self._genders_abbreviated_by(base):
            return BREV
        if "-" not in base and any("-" in form[0] for form in self._morfeusz.generate(lemma)):
            return HYPHENATED
        # Every Polish word has a vowel; a noun lemma without one (mgr, bhp)
        # is read letter by letter or stands for a longer word.
        if not VOWELS.intersection(base):
            return NO_VOWEL
        return NOUN

    def _genders_abbreviated_by(self, base: str) -> set[str]:
        """Genders of the nouns Morfeusz expands ``base`` to as ``brev`` (płk:
        pułkownik, m1).  They tell an abbreviation used as a noun (płk, m1)
        from a homograph: ``ha``, the letter (n), is not ``ha`` for hektar
        (m3); ``cal``, the inch, is expanded to caloria, no noun to Morfeusz."""
        expansions = {lemma for start, _end, (orth, lemma, tag, _q, _l)
                      in self._morfeusz.analyse(base)
                      if start == 0 and orth == base and tag.startswith("brev")}
        genders: set[str] = set()
        for expansion in expansions:
            for start, _end, (orth, _lemma, tag, _q, _l) in self._morfeusz.analyse(expansion):
                fields = tag.split(":")
                if (start == 0 and orth == expansion and fields[0] == "subst"
                        and "nom" in fields[2].split(".")):
                    genders.update(fields[3].split("."))
        return genders
