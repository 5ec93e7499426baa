"""Scriba's data: the tile set, the standard board, the message catalogue."""
from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from verba.i18n import LANGS, placeholders
from verba.lexicon import POLISH
from verba.scriba import tiles as T
from verba.scriba.board import LEGEND, STANDARD, Layout
from verba.scriba.messages import MESSAGES

PRINTED = {"A": (1, 7), "Ą": (6, 1), "B": (2, 4), "C": (3, 3), "Ć": (7, None),
           "Ń": (8, 1), "O": (1, 5), "Ó": (6, 2), "P": (2, 4)}
FROM_EXAMPLES = {"K": 3, "R": 2, "W": 2, "T": 2, "E": 1, "Y": 2, "Z": 2, "D": 2, "I": 1}


def test_tile_set_keeps_every_printed_figure_and_has_100_letters():
    assert T.ALPHABET == POLISH
    assert set(T.LETTER_VALUES) == set(T.LETTER_COUNTS) == set(POLISH)
    assert sum(T.LETTER_COUNTS.values()) == 100
    for letter, (value, count) in PRINTED.items():
        assert T.LETTER_VALUES[letter] == value
        assert count is None or T.LETTER_COUNTS[letter] == count
    for letter, value in FROM_EXAMPLES.items():
        assert T.LETTER_VALUES[letter] == value
    assert T.SPECIAL_COUNTS == {"?": 3, ">": 3, "#": 2}
    assert sum(T.full_set().values()) == 108
    assert all(n >= 1 for n in T.LETTER_COUNTS.values())


def test_rarer_letters_are_never_cheaper_among_the_derived_values():
    # counts follow frequency, so fewer tiles should never mean a lower value
    # among letters whose value was derived (the printed ones cross: C 3 ×3 vs B 2 ×4)
    derived = [k for k in POLISH if k not in PRINTED and k not in FROM_EXAMPLES]
    for a in derived:
        for b in derived:
            if T.LETTER_COUNTS[a] > T.LETTER_COUNTS[b]:
                assert T.LETTER_VALUES[a] <= T.LETTER_VALUES[b], (a, b)


def test_standard_board_is_symmetric_with_the_rulebook_fields():
    layout = Layout(STANDARD)
    assert layout.size == 15 and layout.centre == (7, 7)
    rows = STANDARD
    for r in range(15):
        for c in range(15):
            assert rows[r][c] == rows[c][r] == rows[14 - r][c] == rows[r][14 - c]
    counts = Counter("".join(rows))
    assert counts["-"] == 4                      # exactly 4 negative fields
    assert counts["*"] == 1 and LEGEND["*"].kind == "letter" and LEGEND["*"].mult == 3
    for code in "dtqDTQ":
        assert counts[code] > 0, code
    kinds = {(f.kind, f.mult, f.colour) for f in LEGEND.values()}
    assert {("word", 2, "light blue"), ("word", 3, "dark blue"), ("word", 4, "yellow"),
            ("letter", 2, "light purple"), ("letter", 3, "dark purple"),
            ("letter", 4, "green"), ("letter", -4, "red")} <= kinds


def test_layout_refuses_malformed_maps():
    import pytest
    with pytest.raises(ValueError):
        Layout(["..", "..."])
    with pytest.raises(ValueError):
        Layout([".x", ".."])
    with pytest.raises(ValueError):
        Layout(["**", ".."])


def test_messages_have_the_same_codes_and_placeholders_in_each_language():
    assert set(MESSAGES) == set(LANGS)
    codes = set(MESSAGES["en"])
    for lang in LANGS:
        assert set(MESSAGES[lang]) == codes, (lang, set(MESSAGES[lang]) ^ codes)
        for code in codes:
            assert placeholders(MESSAGES[lang][code]) == placeholders(MESSAGES["en"][code])


def test_every_refusal_in_the_code_has_a_message():
    source = Path(__file__).resolve().parent.parent / "py" / "verba" / "scriba"
    raised = set()
    for path in source.glob("*.py"):
        raised |= set(re.findall(r'"(scriba\.[a-z_]+)"', path.read_text(encoding="utf-8")))
    assert raised and raised <= set(MESSAGES["en"]), raised - set(MESSAGES["en"])
    assert set(MESSAGES["en"]) <= raised, set(MESSAGES["en"]) - raised
