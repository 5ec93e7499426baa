"""The word judge (``verba.judge``): verdicts and reasons on real words of
each game's list, typed text read with limits, every reason in three
languages."""
from __future__ import annotations

import gzip
from functools import cache
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from verba.i18n import LANGS, t
from verba.judge import LEXICONS, MAX_TYPED, judge, spelled
from verba.judge_messages import MESSAGES
from verba.lexicon import Lexicon

ROOT = Path(__file__).resolve().parent.parent


@cache
def lexicon(name: str) -> Lexicon:
    return Lexicon.from_file_bytes(gzip.decompress((ROOT / "lexicons" / f"{name}.dawg.gz")
                                                   .read_bytes()))


def verdict(game: str, text: str):
    return judge(game, text, {name: lexicon(name) for name in LEXICONS[game]})


@pytest.mark.parametrize("game, text, valid, code, word", [
    # Mistrz Słowa: nouns in the nominative, singular or plural (the rulebook's KOS, ŻÓŁW, WRZĄTEK)
    ("mistrz", "kos", True, "judge.mistrz.noun", "KOS"),
    ("mistrz", "Żółw", True, "judge.mistrz.noun", "ŻÓŁW"),
    ("mistrz", "psy", True, "judge.mistrz.noun", "PSY"),
    # a verb form, an adjective, a genitive: Polish words, but not such nouns
    ("mistrz", "szedł", False, "judge.mistrz.not_a_noun", "SZEDŁ"),
    ("mistrz", "ładnego", False, "judge.mistrz.not_a_noun", "ŁADNEGO"),
    ("mistrz", "psa", False, "judge.mistrz.not_a_noun", "PSA"),
    # the rulebook's abbreviation ZUS, and ones without a vowel
    ("mistrz", "ZUS", False, "judge.mistrz.unknown", "ZUS"),
    ("mistrz", "pkt", False, "judge.abbreviation", "PKT"),
    ("scriba", "mgr", False, "judge.abbreviation", "MGR"),
    # Scriba: any form of the list
    ("scriba", "szedł", True, "judge.scriba.valid", "SZEDŁ"),
    ("scriba", "krawat", True, "judge.scriba.valid", "KRAWAT"),
    ("scriba", "krawatx", None, "judge.foreign_letter.pl", ""),
    ("scriba", "zus", False, "judge.scriba.unknown", "ZUS"),
    # Wordz: French, accents dropped as the cards have none
    ("wordz", "Été", True, "judge.wordz.valid", "ETE"),
    ("wordz", "cœur", True, "judge.wordz.valid", "COEUR"),
    ("wordz", "machines", True, "judge.wordz.valid", "MACHINES"),
    ("wordz", "machinesz", False, "judge.wordz.unknown", "MACHINESZ"),
    # French words no hand of 5 vowel and 7 consonant cards can spell
    ("wordz", "abaissaient", False, "judge.wordz.vowels", "ABAISSAIENT"),
    ("wordz", "adventive", False, "judge.wordz.deck", "ADVENTIVE"),
    # lengths the game cannot lay: not valid
    ("wordz", "anticonstitutionnellement", False, "judge.too_long.wordz",
     "ANTICONSTITUTIONNELLEMENT"),
    ("mistrz", "konstantynopolitańczyk", False, "judge.too_long.mistrz",
     "KONSTANTYNOPOLITAŃCZYK"),
    ("mistrz", "ul", False, "judge.too_short", "UL"),
    # letters the game has not: no verdict, a reason
    ("mistrz", "quiz", None, "judge.foreign_letter.pl", ""),
    ("wordz", "łódź", None, "judge.foreign_letter.fr", ""),
    ("scriba", "e-mail", None, "judge.not_a_letter", ""),
    ("scriba", "dwa słowa", None, "judge.one_word", ""),
    ("scriba", "   ", None, "judge.empty", ""),
])
def test_verdicts_and_reasons_on_real_words(game: str, text: str, valid: bool | None,
                                            code: str, word: str) -> None:
    found = verdict(game, text)
    assert (found.valid, found.code, found.word) == (valid, code, word)
    for lang in LANGS:   # the reason names the word, in every language
        said = t(lang, found.code, **found.params)
        assert said != found.code and "{" not in said
        assert word in said


def test_a_word_longer_than_any_is_refused_before_any_list_is_read() -> None:
    found = judge("scriba", "A" * (MAX_TYPED + 1), {})
    assert (found.valid, found.code) == (None, "judge.too_many_characters")
    assert spelled("mistrz", "Q")[1].code == "judge.foreign_letter.pl"


def test_wordz_says_how_an_accented_word_is_laid() -> None:
    found = verdict("wordz", "Été")
    assert found.notes == (("judge.wordz.no_accents", {"typed": "Été", "word": "ETE"}),)
    assert t("pl", *found.notes[0][:1], **found.notes[0][1]) == \
        "Karty nie mają akcentów: Été układa się jako ETE."
    assert verdict("wordz", "ete").notes == ()


def test_the_same_noun_list_as_the_game() -> None:
    """Mistrz Słowa's verdict is the table's: a noun the game refuses
    (``mistrz.not_a_noun``) is not valid here, one it accepts is."""
    nouns = lexicon("pl-nouns")
    for word in ("MURARZ", "WOJNA", "BĄK", "WRZĄTEK"):
        assert nouns.contains(word) and verdict("mistrz", word).valid is True
    for word in ("MARIA", "SMS", "SZEDŁ"):
        assert not nouns.contains(word) and verdict("mistrz", word).valid is False


def test_every_reason_has_its_text_in_every_language() -> None:
    codes = set(MESSAGES["en"])
    emitted = {"judge.empty", "judge.too_many_characters", "judge.one_word", "judge.not_a_letter",
               "judge.foreign_letter.pl", "judge.foreign_letter.fr", "judge.too_short",
               "judge.abbreviation", "judge.wordz.no_accents",
               *(f"judge.too_long.{game}" for game in LEXICONS),
               "judge.mistrz.noun", "judge.mistrz.not_a_noun", "judge.mistrz.unknown",
               "judge.scriba.valid", "judge.scriba.unknown", "judge.wordz.valid",
               "judge.wordz.unknown", "judge.wordz.vowels", "judge.wordz.consonants",
               "judge.wordz.deck"}
    assert emitted == codes


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(sorted(LEXICONS)), st.text(max_size=60))
def test_any_text_gets_a_verdict_and_a_valid_word_is_in_the_games_list(game: str,
                                                                       text: str) -> None:
    found = verdict(game, text)
    assert found.code in MESSAGES["en"]
    if found.valid:
        assert lexicon(LEXICONS[game][0]).contains(found.word)
    if found.valid is None:
        assert found.word == ""
