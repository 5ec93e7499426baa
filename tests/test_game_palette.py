"""The colours of the Mistrz Słowa and Wordz pieces and tables, declared at the
top of assets/css/mistrz.css and wordz.css: the pieces keep their own faces
in both themes, so their letters and marks must read on those faces whatever
the page's theme; text on the felt and the Wordz table, and the focus ring
there, must stand out in both themes (app.css gives the felt and the ring).
Text at 4.5:1, marks and the ring at 3:1 (WCAG 1.4.3, 1.4.11)."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from test_palette import PALETTE, THEMES, _palette, contrast

CSS = Path(__file__).resolve().parent.parent / "assets" / "css"


def _declarations(sheet: str, start: str) -> str:
    text = (CSS / sheet).read_text(encoding="utf-8")
    at = text.index(start)
    return text[at:text.index("}", at)]


GAME = {**_palette(_declarations("mistrz.css", ":root {")),
        **_palette(_declarations("wordz.css", ".wordz, .wz-card {"))}


def colour(name: str, theme: str) -> str:
    both = GAME.get(name) or PALETTE[name]
    return both[THEMES.index(theme)]


def seat(tint: str, under: str) -> str:
    """A Wordz seat's translucent white (``--wz-seat``…) laid over the table colour ``under``."""
    block = _declarations("wordz.css", ".wordz, .wz-card {")
    alpha = float(re.search(rf"{tint}:\s*rgba\(255, 255, 255, ([\d.]+)\)", block)[1])
    channels = (int(under[i:i + 2], 16) for i in (1, 3, 5))
    return "#" + "".join(f"{round(255 * alpha + c * (1 - alpha)):02x}" for c in channels)


DIE_FACES = ("--mz-die-consonant", "--mz-die-vowel", "--mz-die-special")
FELT = ("--felt", "--felt-dark")
TABLE = ("--wz-table-light", "--wz-table", "--wz-table-dark")

# (foreground, [backgrounds], minimum): the same in either theme unless a name is themed
PAIRS = [
    # Mistrz: letters on the dice, the special faces' marks, the reroll badge
    ("--mz-ink", DIE_FACES, 4.5),
    ("--mz-vowel-ink", ("--mz-die-vowel",), 4.5),
    *((mark, ("--mz-die-special",), 3) for mark in ("--mz-star", "--mz-ring", "--mz-cross",
                                                     "--mz-reroll", "--mz-ink")),
    ("--mz-ink", ("--gold",), 4.5),
    # a die stands out on the felt
    *((face, FELT, 3) for face in DIE_FACES),
    # text on the felt: the seconds left when they run short; whose turn it is
    ("--mz-hurry", FELT, 4.5),
    ("--mz-current", ("--surface-warm",), 3),
    # Wordz: letters on the cards' faces and corners, the arrow on a back
    ("--wz-ink", ("--wz-face", "--wz-vowel", "--wz-used", "--wz-token", "--wz-token-hover"), 4.5),
    ("--wz-on-table", ("--wz-consonant",), 4.5),
    ("--wz-gone-ink", ("--wz-gone",), 4.5),
    ("--wz-hint", ("--wz-face",), 4.5),
    ("--wz-clash", ("--wz-clash-face",), 4.5),
    # text on the table and on a seat
    *((text, TABLE, 4.5) for text in ("--wz-on-table", "--wz-on-table-soft", "--wz-glow",
                                      "--wz-struck")),
    # the focus ring's outer tone where a game turns it light (app.css)
    ("--focus-ring-on-dark", (*FELT, *TABLE, "--wz-consonant"), 3),
]


@pytest.mark.parametrize("theme", THEMES)
def test_pieces_and_tables_read_in_both_themes(theme: str) -> None:
    low = [(fore, back, round(contrast(colour(fore, theme), colour(back, theme)), 2))
           for fore, backs, minimum in PAIRS for back in backs
           if contrast(colour(fore, theme), colour(back, theme)) < minimum]
    assert not low, low


@pytest.mark.parametrize("theme", THEMES)
def test_text_on_a_seat_of_the_table(theme: str) -> None:
    for tint in ("--wz-seat", "--wz-seat-current"):
        for table in TABLE:
            under = seat(tint, colour(table, theme))
            for text in ("--wz-on-table", "--wz-on-table-soft", "--wz-glow", "--wz-struck"):
                assert contrast(colour(text, theme), under) >= 4.5, (text, tint, table)
            assert contrast(colour("--focus-ring-on-dark", theme), under) >= 3, (tint, table)


def test_the_ring_on_a_dark_area_has_two_tones() -> None:
    # A dark halo inside the light ring: it shows on a light piece too (a die, a card).
    ring, halo = colour("--focus-ring-on-dark", "light"), colour("--focus-halo-on-dark", "light")
    assert contrast(ring, halo) >= 9
    for face in (*DIE_FACES, "--wz-face", "--wz-vowel"):
        assert max(contrast(ring, colour(face, "light")), contrast(halo, colour(face, "light"))) >= 3
    # The shell's ring outside would sink into the felt (2.3:1) in the light theme.
    assert contrast(colour("--focus-ring", "light"), colour("--felt", "light")) < 3
