"""Wordz messages: three languages alike, and a message for every refusal."""
from __future__ import annotations

import re
from pathlib import Path
from string import Formatter

from test_wordz_rules import machines_table, guess, flip
from verba.wordz import game
from verba.wordz.messages import MESSAGES, log_line


def fields(template: str) -> set[str]:
    return {f for _, f, _, _ in Formatter().parse(template) if f}


def test_the_three_languages_have_the_same_codes_and_placeholders() -> None:
    assert set(MESSAGES) == {"pl", "fr", "en"}
    codes = set(MESSAGES["en"])
    for lang in ("pl", "fr"):
        assert set(MESSAGES[lang]) == codes
        for code in codes:
            assert fields(MESSAGES[lang][code]) == fields(MESSAGES["en"][code]), (lang, code)
    assert all(code.startswith("wordz.") for code in codes)


def test_every_refusal_of_the_engine_has_a_message_with_its_parameters() -> None:
    source = Path(game.__file__).read_text(encoding="utf-8")
    raised = re.findall(r'IllegalAction\("(wordz\.[a-z_]+)"((?:, \w+=)?[^)]*)\)', source)
    assert len(raised) > 20
    for code, args in raised:
        assert code in MESSAGES["en"], code
        assert fields(MESSAGES["en"][code]) == set(re.findall(r"(\w+)=", args)), code


def test_every_log_event_reads_as_a_message() -> None:
    s = machines_table()
    s = flip(s, 0, 1, 0)
    s = guess(s, 0, 1, "ROUTES")
    s = guess(s, 1, 0, "MACHINES")
    names = [p.name for p in s.players]
    kinds = set()
    for event in s.log:
        code, params = log_line(event, names)
        kinds.add(code)
        for lang in MESSAGES:
            text = MESSAGES[lang][code].format(**params)
            assert "{" not in text
    assert {"wordz.log.flip", "wordz.log.guess_wrong", "wordz.log.guess_right",
            "wordz.log.composed", "wordz.log.play"} <= kinds
