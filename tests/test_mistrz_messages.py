"""Mistrz Słowa messages: every refusal has a message in pl, fr and en."""
from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path
from string import Formatter

from verba.errors import IllegalAction
from verba.lexicon import Lexicon
from verba.mistrz.game import Turn, apply, new_game
from verba.mistrz.messages import MESSAGES

SOURCE = Path(__file__).resolve().parent.parent / "py" / "verba" / "mistrz"


def _placeholders(template: str) -> set[str]:
    return {field for _, field, _, _ in Formatter().parse(template) if field}


def test_three_languages_with_the_same_codes_and_placeholders() -> None:
    assert set(MESSAGES) == {"pl", "fr", "en"}
    codes = set(MESSAGES["en"])
    for lang, messages in MESSAGES.items():
        assert set(messages) == codes, (lang, set(messages) ^ codes)
        for code in codes:
            assert _placeholders(messages[code]) == _placeholders(MESSAGES["en"][code]), \
                (lang, code)
            assert code.startswith("mistrz.")


def test_every_code_the_engine_raises_has_a_message() -> None:
    raised = set()
    for path in SOURCE.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        raised |= set(re.findall(r'"(mistrz\.[a-z_]+)"', text))
    assert raised, "no codes found"
    assert raised <= set(MESSAGES["en"]), raised - set(MESSAGES["en"])


def test_params_of_refusals_fill_their_messages() -> None:
    lex = Lexicon.from_words(["KOS"])
    state = new_game([{"name": "A"}], seed=1)
    state = replace(state, phase="forming",
                    turn=Turn(("B", "K", "D", "F", "S", "H", "O", "A", "reroll", "reroll"), 0))
    for action in ({"type": "submit", "word": "KOT"}, {"type": "submit", "word": "SOK"},
                   {"type": "submit", "picks": [{"die": 1}, {"die": 1}]},
                   {"type": "reroll", "die": 1}, {"type": "roll"}):
        try:
            apply(state, action, lex)
        except IllegalAction as error:
            for lang in MESSAGES:
                filled = MESSAGES[lang][error.code].format(**error.params)
                assert "{" not in filled
        else:
            raise AssertionError(action)
