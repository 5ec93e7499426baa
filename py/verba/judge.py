"""The word judge of the companion: is a typed word valid in a game, and why.

The arbiter for a challenge at a cardboard table. A verdict is a message
code with its parameters (``verba.judge_messages``), so the player reads the
reason in their own language:

- **Mistrz Słowa** takes nouns in the nominative, singular or plural, never
  an abbreviation nor a proper name: the ``pl-nouns`` list. A word of the
  ``pl`` list (Scriba's, every form) that is not in it is a Polish word but
  not such a noun, and the verdict says so; a word in neither list with no
  vowel letter is an abbreviation (every Polish word has a vowel).
- **Scriba** takes every form of the ``pl`` list.
- **Wordz** takes French words with their accents dropped (É→E, Œ→OE), as
  the cards carry none; a word is also checked against what a hand can
  spell: five vowel cards, seven consonant cards, and no more cards of a
  letter than the deck has.

Typed text is read with limits: at most ``MAX_TYPED`` characters, one word,
letters of the game's alphabet only, within the game's lengths.
"""
from __future__ import annotations

import unicodedata
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .lexicon.alphabets import LATIN, POLISH, fold_diacritics
from .wordz import deck

GAMES = ("mistrz", "scriba", "wordz")
MAX_TYPED = 40                  # characters; the longest word of any list is shorter
# The shortest and longest word of each game: Mistrz Słowa's table starts at
# three letters and ten dice make ten; Scriba's words have two letters at
# least and a word bent at an arrow runs along two sides of the board; a
# Wordz hand is twelve cards.
LENGTHS = {"mistrz": (3, 10), "scriba": (2, 30), "wordz": (2, 12)}
# The word lists each game's verdict reads, the game's own first.
LEXICONS: dict[str, tuple[str, ...]] = {"mistrz": ("pl-nouns", "pl"), "scriba": ("pl",),
                                        "wordz": ("fr",)}
POLISH_VOWELS = frozenset("AĄEĘIOÓUY")


@dataclass(frozen=True)
class Verdict:
    """``valid`` True or False, or None when the text is not a word to judge;
    ``code`` and ``params`` say why; ``word`` is the word as the game spells
    it ("" when there is none)."""
    valid: bool | None
    code: str
    params: dict[str, Any] = field(default_factory=dict)
    word: str = ""
    notes: tuple[tuple[str, dict[str, Any]], ...] = ()


def spelled(game: str, text: Any) -> tuple[str, Verdict | None]:
    """The typed text as the game spells it (uppercase; Wordz without
    accents), or a verdict without looking the word up: why it is not a word
    to judge (no text, too many characters, a sign or a letter the game does
    not have), or why it is not valid (a length the game cannot lay)."""
    if game not in GAMES:
        raise ValueError(f"judge: no game {game!r}")
    if not isinstance(text, str) or not text.strip():
        return "", Verdict(None, "judge.empty")
    if len(text) > MAX_TYPED:
        return "", Verdict(None, "judge.too_many_characters", {"max": MAX_TYPED})
    typed = unicodedata.normalize("NFC", text.strip())
    if any(ch.isspace() for ch in typed):
        return "", Verdict(None, "judge.one_word")
    word = fold_diacritics(typed) if game == "wordz" else typed.upper()
    alphabet = LATIN if game == "wordz" else POLISH
    for ch in word:
        if ch not in alphabet:
            if not ch.isalpha():
                return "", Verdict(None, "judge.not_a_letter", {"sign": ch})
            return "", Verdict(None, f"judge.foreign_letter.{'fr' if game == 'wordz' else 'pl'}",
                               {"letter": ch})
    # A word of a length the game cannot lay is not valid, whatever the list says.
    shortest, longest = LENGTHS[game]
    if len(word) < shortest:
        return "", Verdict(False, "judge.too_short", {"word": word, "min": shortest}, word)
    if len(word) > longest:
        return "", Verdict(False, f"judge.too_long.{game}", {"word": word, "max": longest,
                                                            "n": len(word)}, word)
    return word, None


def judge(game: str, text: Any, lexicons: Mapping[str, Any]) -> Verdict:
    """The verdict on ``text`` in ``game``; ``lexicons`` holds the lists
    ``LEXICONS[game]`` names, by name."""
    word, refused = spelled(game, text)
    if refused is not None:
        return refused
    if game == "mistrz":
        return _mistrz(word, lexicons)
    if game == "scriba":
        if lexicons["pl"].contains(word):
            return Verdict(True, "judge.scriba.valid", {"word": word}, word)
        return _not_polish(game, word)
    return _wordz(word, text.strip(), lexicons)


def _mistrz(word: str, lexicons: Mapping[str, Any]) -> Verdict:
    if lexicons["pl-nouns"].contains(word):
        return Verdict(True, "judge.mistrz.noun", {"word": word}, word)
    if lexicons["pl"].contains(word):
        return Verdict(False, "judge.mistrz.not_a_noun", {"word": word}, word)
    return _not_polish("mistrz", word)


def _not_polish(game: str, word: str) -> Verdict:
    if not POLISH_VOWELS & set(word):
        return Verdict(False, "judge.abbreviation", {"word": word}, word)
    return Verdict(False, f"judge.{game}.unknown", {"word": word}, word)


def _wordz(word: str, typed: str, lexicons: Mapping[str, Any]) -> Verdict:
    notes: tuple[tuple[str, dict[str, Any]], ...] = ()
    if unicodedata.normalize("NFC", typed).upper() != word:
        notes = (("judge.wordz.no_accents", {"typed": typed, "word": word}),)
    if not lexicons["fr"].contains(word):
        return Verdict(False, "judge.wordz.unknown", {"word": word}, word, notes)
    counts = Counter(word)
    vowels = sum(n for letter, n in counts.items() if letter in deck.VOWELS)
    if vowels > deck.HAND_VOWELS:
        return Verdict(False, "judge.wordz.vowels", {"word": word, "n": vowels,
                                                     "max": deck.HAND_VOWELS}, word, notes)
    if len(word) - vowels > deck.HAND_CONSONANTS:
        return Verdict(False, "judge.wordz.consonants", {"word": word, "n": len(word) - vowels,
                                                         "max": deck.HAND_CONSONANTS},
                       word, notes)
    for letter, n in counts.items():
        if n > deck.LETTER_COUNTS[letter]:
            return Verdict(False, "judge.wordz.deck", {"word": word, "letter": letter, "n": n,
                                                       "max": deck.LETTER_COUNTS[letter]},
                           word, notes)
    return Verdict(True, "judge.wordz.valid", {"word": word}, word, notes)
