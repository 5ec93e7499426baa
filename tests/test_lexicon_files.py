"""The committed lexicons against their sources (wpolish, wfrench, Morfeusz).

These read /usr/share/dict/polish and /usr/share/dict/french and fail if they
are missing: CI installs the packages.  The wpolish and wfrench filters are
restated here from lexicons/README.md rather than imported, so that a drift
between the build and the documented rules shows up, and so are the counts of
what they left out that the README lists; the Morfeusz noun filter is the
build's own (tools/lexicon_nouns.py), run here on a sample, on the README's
examples and on the rulebooks' examples.
"""
from __future__ import annotations

import gzip
import hashlib
import json
import math
import random
import re
import unicodedata
from collections import Counter
from functools import cache
from pathlib import Path

import pytest

from tools.lexicon_notices import notices
from tools.lexicon_readme import SourceVersions
from tools.lexicon_nouns import BREV, HYPHENATED, NO_VOWEL, NOUN, PROPER_NAME, NounFilter
from tools.lexicon_sources import FR_REASONS, PL_NOUNS_REASONS, PL_REASONS
from verba.lexicon import LATIN, POLISH, Lexicon

LEXICONS = Path(__file__).resolve().parent.parent / "lexicons"
SAMPLE = 10_000


@cache
def lexicon(name: str) -> Lexicon:
    index = json.loads((LEXICONS / "index.json").read_text(encoding="utf-8"))
    return Lexicon.from_file_bytes((LEXICONS / index["lexicons"][name]["file"]).read_bytes())


@cache
def polish_list() -> list[str]:
    """The `pl` forms in the source's order: lines of lowercase Polish letters."""
    text = Path("/usr/share/dict/polish").read_text(encoding="utf-8")
    lines = re.findall(f"^[{POLISH.lower()}]+$", text, flags=re.MULTILINE)
    return "\n".join(lines).upper().split("\n")


@cache
def polish_source() -> frozenset[str]:
    return frozenset(polish_list())


@cache
def noun_filter() -> NounFilter:
    import morfeusz2

    return NounFilter(morfeusz2.Morfeusz())


def verdict(word: str) -> str:
    return noun_filter().verdict(word.lower())


def abbreviation(word: str) -> bool:
    return noun_filter().abbreviation(word.lower())


def _fold(entry: str) -> str:
    if entry.isascii():
        return entry.upper()
    upper = entry.upper().replace("Œ", "OE").replace("Æ", "AE")
    return "".join(c for c in unicodedata.normalize("NFD", upper)
                   if not unicodedata.combining(c))


@cache
def french_source() -> list[str]:
    with open("/usr/share/dict/french", encoding="utf-8") as lines:
        entries = lines.read().split("\n")
    kept = {_fold(e) for e in entries
            if e and "-" not in e and "'" not in e and not e[0].isupper()}
    return sorted(w for w in kept if w and set(w) <= set(LATIN))


def sample(words: list[str], seed: int) -> list[str]:
    return random.Random(seed).sample(words, SAMPLE)


def mutations(words: list[str], alphabet: str, absent_from: frozenset[str] | set[str],
              seed: int) -> list[str]:
    """One-letter substitutions of the words that are not in the source."""
    rng = random.Random(seed)
    out: list[str] = []
    while len(out) < SAMPLE:
        word = rng.choice(words)
        i = rng.randrange(len(word))
        mutant = word[:i] + rng.choice(alphabet) + word[i + 1:]
        if mutant not in absent_from:
            out.append(mutant)
    return out


def test_index_describes_the_files() -> None:
    index = json.loads((LEXICONS / "index.json").read_text(encoding="utf-8"))
    entries = index["lexicons"]
    assert {name: e["game"] for name, e in entries.items()} == {
        "pl": "scriba", "pl-nouns": "mistrz-slowa", "fr": "wordz"}
    for name, entry in entries.items():
        data = (LEXICONS / entry["file"]).read_bytes()
        assert entry["bytes"] == len(data)
        assert entry["sha256"] == hashlib.sha256(data).hexdigest()
        raw = gzip.decompress(data)  # what arrives from a host that decodes it on the way
        assert entry["raw_bytes"] == len(raw)
        assert entry["raw_sha256"] == hashlib.sha256(raw).hexdigest()
        lex = lexicon(name)
        assert lex.name == name
        assert entry["words"] == lex.word_count


@pytest.mark.parametrize("name", ["pl", "pl-nouns", "fr"])
def test_header_count_equals_walked_count(name: str) -> None:
    assert lexicon(name).count_walked() == lexicon(name).word_count


def test_pl_holds_the_polish_forms_but_abbreviations_and_nothing_else() -> None:
    lex = lexicon("pl")
    source = polish_source()
    assert lex.alphabet == POLISH
    assert lex.word_count == len(source) - readme_left_out("pl")["abbreviation"][0]
    words = sample(polish_list(), seed=1)
    assert [w for w in words if w not in lex] == [w for w in words if abbreviation(w)]
    kept = [w for w in words if w in lex]
    assert len(kept) > SAMPLE - 5  # 170 abbreviations in 4 million forms
    assert all(w.lower() in lex for w in kept[:1000])
    assert not any(m in lex for m in mutations(words, POLISH, source, seed=2))


def test_pl_nouns_are_the_nominative_common_nouns_of_pl() -> None:
    nouns = lexicon("pl-nouns")
    verdicts = {w: verdict(w) for w in sample(polish_list(), seed=3)}
    wrong = [w for w, v in verdicts.items() if (w in nouns) != (v == NOUN)]
    assert wrong == []
    kept = [w for w, v in verdicts.items() if v == NOUN]
    assert 250 < len(kept) < 500  # 3.6 % of all `pl` forms
    assert not any(m in nouns for m in mutations(kept, POLISH, polish_source(), seed=4))
    # The sample is left out for each reason about as often as the README counts.
    counts = readme_left_out("pl-nouns")
    seen = Counter(verdicts.values())
    for reason, (count, _examples) in counts.items():
        share = count / len(polish_source())
        spread = math.sqrt(SAMPLE * share * (1 - share))
        assert abs(seen[reason] - SAMPLE * share) <= 5 * spread + 2, (reason, seen[reason])


def test_fr_is_exactly_the_normalised_french_list() -> None:
    lex = lexicon("fr")
    source = french_source()
    assert lex.alphabet == LATIN
    assert list(lex.words()) == source
    assert all(w in lex for w in source)
    assert not any(m in lex for m in mutations(source, LATIN, set(source), seed=5))


@pytest.mark.parametrize(("name", "words"), [
    ("pl-nouns", ["MURARZ", "ŻÓŁW", "KOS", "WOJNA", "BĄK", "WRZĄTEK", "PSY", "ludzie"]),
    ("pl", ["ROWER", "KRAWAT", "ŚWIATY", "KWIAT", "TYLKO", "TY", "TARKA", "TA", "WYRAZ",
            "KREDKA", "KRATKA", "PSA", "SZEDŁ", "ŁADNEGO"]),
    ("fr", ["MACHINES", "MACHINAL", "Été", "ETE", "cœur", "naïve"]),
])
def test_rulebook_examples_are_found(name: str, words: list[str]) -> None:
    for word in words:
        assert word in lexicon(name), word


def test_non_nominative_and_non_nouns_are_not_in_pl_nouns() -> None:
    nouns = lexicon("pl-nouns")
    # genitive, verb, adjective, proper names, a capitalised ethnonym, a
    # pronoun, a prefix on an ethnonym (lemma praLatynoska)
    for word in ["PSA", "SZEDŁ", "ŁADNEGO", "KOTEM", "MARIA", "PARYŻ", "SERB", "ANI", "KTO",
                 "PRALATYNOSKA", "WSPÓŁCZUWASZ"]:
        assert word not in nouns, word
    assert verdict("pralatynoska") == PROPER_NAME


# Abbreviations Morfeusz tags as common nouns, and the check that finds each.
ABBREVIATIONS = {
    "MGR": NO_VOWEL, "MJR": NO_VOWEL, "BHP": NO_VOWEL, "BMW": NO_VOWEL, "FTP": NO_VOWEL,
    "KBK": NO_VOWEL, "KBKS": NO_VOWEL, "KMDR": NO_VOWEL, "KMDT": NO_VOWEL, "RKM": NO_VOWEL,
    "WWW": NO_VOWEL, "MGROWIE": NO_VOWEL, "KMDRZY": NO_VOWEL,
    "PŁK": BREV, "PPŁK": BREV, "PKT": BREV, "ABP": BREV, "DR": BREV, "NR": BREV,
    "PŁCY": BREV, "PKTY": BREV,
    "CKM": HYPHENATED, "SCS": HYPHENATED, "SMS": HYPHENATED,
}
# Real nouns near them: few vowels, consonant clusters, homographs of a `brev`
# (HA, the letter, n, beside ha for hektar, m3; CAL, the inch; JON, the ion;
# OZ, the esker), acronyms spelt out as words, and the polyhedra SGJP
# qualifies "pospolita".
REAL_NOUNS = ["PIES", "KOT", "MGŁA", "SZCZYT", "WSZY", "PSY", "PCHŁY", "PSTRĄG", "KRTAŃ",
              "CHRZĄSZCZ", "ŹDŹBŁO", "STRZĘP", "HA", "CAL", "JON", "OZ", "GEN", "KADM", "BRYG",
              "ESEMES", "CEKAEM", "PEKAES", "SZEŚCIOŚCIAN", "DWUNASTOŚCIAN"]


# Abbreviations of common words Morfeusz reads only as `brev`: units, a
# currency, a preposition, an English acronym.
BREV_ONLY = ["CM", "KG", "ZŁ", "GR", "KCAL", "WG", "IMHO"]
# Forms of the sjp.pl list whose readings by Morfeusz are no abbreviations of
# common words: `brev` of a proper name (AM for the Book of Amos is written
# Am; NE, KO, JOB, ST), acronyms it spells in capitals (PESEL, UPS, CIA, TAB)
# and names (ART, OBSTA: Obst's).  The list has them as words (interjections
# AM, NE, UPS; KO of the game of go), so they stay.
HOMOGRAPHS = ["AM", "NE", "KO", "JOB", "ST", "UPS", "TAB", "PESEL", "REGON", "CIA", "ART",
              "ARTY", "OBSTA"]


@pytest.mark.parametrize(("word", "reason"), ABBREVIATIONS.items())
def test_abbreviations_are_not_in_pl_nouns(word: str, reason: str) -> None:
    assert word in polish_source()  # the sjp.pl list has them in lowercase
    assert word not in lexicon("pl-nouns")
    assert verdict(word) == reason


@pytest.mark.parametrize("word", [*ABBREVIATIONS, *BREV_ONLY, "MGRA", "PŁKA", "NRY", "PKTU"])
def test_abbreviations_are_not_in_pl(word: str) -> None:
    assert word in polish_source()
    assert abbreviation(word)
    assert word not in lexicon("pl")


@pytest.mark.parametrize("word", [*REAL_NOUNS, *HOMOGRAPHS])
def test_real_words_near_abbreviations_are_in_pl(word: str) -> None:
    assert not abbreviation(word)
    assert word in lexicon("pl")


@pytest.mark.parametrize("word", REAL_NOUNS)
def test_real_nouns_near_abbreviations_are_in_pl_nouns(word: str) -> None:
    assert word in lexicon("pl-nouns")
    assert verdict(word) == NOUN


def readme_left_out(name: str) -> dict[str, tuple[int, list[str]]]:
    """The README's table of what each filter of ``name`` left out: reason ->
    (count, examples)."""
    reasons = {"pl": PL_REASONS, "pl-nouns": PL_NOUNS_REASONS, "fr": FR_REASONS}[name]
    by_text = {text: reason for reason, text in reasons.items()}
    readme = (LEXICONS / "README.md").read_text(encoding="utf-8")
    rows = re.findall(rf"^\| `{re.escape(name)}` \| ([^|]+?) \| ([\d,]+) \| ([^|]*?) ?\|$", readme,
                      flags=re.MULTILINE)
    out = {by_text[text]: (int(count.replace(",", "")), examples.split(", ") if examples else [])
           for text, count, examples in rows}
    assert list(out) == list(reasons), f"{name}: the README lists {list(out)}"
    return out


def test_readme_counts_what_the_pl_and_fr_filters_left_out() -> None:
    entries = Path("/usr/share/dict/polish").read_text(encoding="utf-8").split("\n")
    polish = set(POLISH.lower())
    not_letter = [e for e in entries if e and not e.isalpha()]
    capital = [e for e in entries if e.isalpha() and e != e.lower()]
    foreign = [e for e in entries if e.isalpha() and e == e.lower() and not set(e) <= polish]
    # Morfeusz would take minutes to find the abbreviations again: they are
    # what `pl` lacks of the lowercase forms, and the examples are some.
    assert {r: c for r, (c, _) in readme_left_out("pl").items()} == {
        "not-a-letter": len(not_letter), "capital": len(capital),
        "foreign-letter": len(foreign),
        "abbreviation": len(polish_source()) - lexicon("pl").word_count}
    listed = [w.upper() for w in readme_left_out("pl")["abbreviation"][1]]
    assert listed and all(abbreviation(w) and w in polish_source() for w in listed)
    for reason, found in [("not-a-letter", not_letter), ("capital", capital),
                          ("foreign-letter", foreign)]:
        assert set(readme_left_out("pl")[reason][1]) <= set(found), reason

    with open("/usr/share/dict/french", encoding="utf-8") as lines:
        french = [e for e in lines.read().split("\n") if e]
    joined = [e for e in french if "-" in e or "'" in e]
    rest = [e for e in french if "-" not in e and "'" not in e]
    capital = [e for e in rest if e[0].isupper()]
    not_a_z = [e for e in rest if not e[0].isupper() and not set(_fold(e)) <= set(LATIN)]
    a_to_z = len(french) - len(joined) - len(capital) - len(not_a_z)
    assert {r: c for r, (c, _) in readme_left_out("fr").items()} == {
        "hyphen-apostrophe": len(joined), "capital": len(capital), "not-a-z": len(not_a_z),
        "merged": a_to_z - len(french_source())}


def test_readme_counts_what_the_pl_nouns_filter_left_out() -> None:
    """All of `pl` is too slow to analyse here: the counts add up to what
    `pl-nouns` lacks, the listed entries get the reason they are listed under,
    and the sample above is left out in the same proportions."""
    counts = readme_left_out("pl-nouns")
    assert sum(c for c, _ in counts.values()) == (
        lexicon("pl").word_count - lexicon("pl-nouns").word_count)
    for reason, (count, examples) in counts.items():
        assert bool(examples) == (count > 0), reason
        assert {w: verdict(w) for w in examples} == dict.fromkeys(examples, reason)
    # The abbreviations leave `pl` itself (none was a noun), so no `pl` form
    # is left out of `pl-nouns` as one.
    assert [counts[r][0] for r in (BREV, HYPHENATED, NO_VOWEL)] == [0, 0, 0]


@pytest.mark.parametrize("name", ["pl", "pl-nouns", "fr"])
@pytest.mark.parametrize("odd", ["", " ", "KOS ", " KOS", "K0S", "KO S", "🐈", "KOS🐈",
                                 "\x00", "KOS\n", "Q" * 10_000, "-", "KOŚ'"])
def test_odd_input_is_rejected(name: str, odd: str) -> None:
    assert not lexicon(name).contains(odd)


def test_case_and_diacritics() -> None:
    assert "kos" in lexicon("pl-nouns") and "KoS" in lexicon("pl-nouns")
    assert "żółw" in lexicon("pl-nouns") and "ZOLW" not in lexicon("pl-nouns")
    assert lexicon("fr").normalize("Été") == "ETE"
    assert lexicon("pl").normalize("Été") is None  # É is not a Polish letter
    assert lexicon("fr").normalize("Ł") is None


@pytest.mark.parametrize("name", ["pl-nouns", "fr"])
def test_damaged_files_raise_value_error(name: str) -> None:
    wire = (LEXICONS / f"{name}.dawg.gz").read_bytes()
    raw = gzip.decompress(wire)
    flipped = bytearray(raw)
    flipped[len(raw) // 2] ^= 0x10
    for damaged in (wire[: len(wire) // 2], raw[:-1], raw[:100], bytes(flipped), raw[4:]):
        with pytest.raises(ValueError, match="lexicon"):
            Lexicon.from_file_bytes(damaged)


def test_the_notices_in_licenses_are_the_ones_of_the_sources() -> None:
    """LICENSES/word-lists.txt and SGJP.txt are what tools/build_lexicons.py
    writes from the installed sources: SGJP's notice, as morfeusz2 gives it,
    travels with pl-nouns."""
    expected = notices(SourceVersions.read())
    folder = LEXICONS.parent / "LICENSES"
    assert {name: (folder / name).read_text(encoding="utf-8") for name in expected} == expected
