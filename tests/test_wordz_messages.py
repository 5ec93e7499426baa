"""Wordz messages: three languages alike, and a message for every refusal."""
from __future__ import annotations

import re
from pathlib import Path
from string import Formatter

from test_wordz_rules import end, flip, guess, machines_table
from test_wordz_takeback import table
from verba.wordz import game, takeback
from verba.wordz.messages import MESSAGES, log_lines


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
    # take-back refusals are (code, params) pairs
    source = Path(takeback.__file__).read_text(encoding="utf-8")
    refusals = re.findall(r'\("(wordz\.[a-z_]+)", \{([^}]*)\}\)', source)
    assert len(refusals) == 3
    for code, params in refusals:
        assert fields(MESSAGES["en"][code]) == set(re.findall(r'"(\w+)":', params)), code


def test_every_log_event_reads_as_a_message_that_says_what_was_bet_and_won() -> None:
    s = machines_table()
    s = flip(s, 0, 1, 0)
    s = guess(s, 0, 1, "ROUTES")
    s = guess(s, 1, 0, "MACHINES")
    for i in range(1, 6):                 # Marc turns BOUDER over to its last card
        s = flip(s, 0, 1, i)
        if s.phase == "play":
            s = end(s, 0)
    assert "revealed" in {e["type"] for e in s.log}
    events = list(s.log)
    t = flip(table(), 0, 1, 0)
    t = guess(t, 0, 1, "ROUTES")
    t = guess(flip(t, 1, 0, 0), 1, 2, "DUNE")
    events += takeback.take_back(t, 0).log[-1:]
    events.append({"type": "guess", "round": 1, "player": 0, "target": 1, "word": "BOUDER",
                   "right": True})                 # as version 1 logged it
    names = [p.name for p in s.players] + ["P3"]
    texts: dict[str, list[str]] = {lang: [] for lang in MESSAGES}
    kinds = set()
    for event in events:
        for code, params in log_lines(event, names):
            kinds.add(code)
            for lang in MESSAGES:
                texts[lang].append(MESSAGES[lang][code].format(**params))
    assert not any("{" in text or "-0" in text or "\u22120" in text
                   for lines in texts.values() for text in lines)
    assert {"wordz.log.flip", "wordz.log.guess_wrong", "wordz.log.guess_right",
            "wordz.log.guess_right_split", "wordz.log.revealed", "wordz.log.take_back_guess",
            "wordz.log.take_back_moves", "wordz.log.composed", "wordz.log.play"} <= kinds
    en = texts["en"]
    assert "Marc bets a token on ROUTES for Philippe's word: wrong. The token goes to " \
           "Philippe." in en
    assert any(line.startswith("Philippe guesses Marc's word: MACHINES! Philippe takes the "
                               "face-down cards (8); Marc keeps the face-up ones (0)")
               for line in en)
    assert "Marc turns over B in Philippe's word." in en
    assert any("takes back the bet on ROUTES" in line and "token comes back" in line
               for line in en)
