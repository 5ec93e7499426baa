"""The shared colours of assets/css/app.css, in the light and the dark theme:
text at 4.5:1 on every surface it is used on, field borders and the focus ring
at 3:1 (WCAG 1.4.3 and 1.4.11), and the fallback for browsers without
light-dark() equal to the light theme."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

CSS = (Path(__file__).resolve().parent.parent / "assets" / "css" / "app.css").read_text(encoding="utf-8")
THEMES = ("light", "dark")
HEX = r"#[0-9a-fA-F]{6}"


def _block(start: str) -> str:
    """The declarations of the first rule that opens with ``start``."""
    at = CSS.index(start)
    return CSS[at:CSS.index("}", at)]


def _palette(block: str) -> dict[str, tuple[str, str]]:
    """--name -> (light, dark) for every plain or light-dark() colour."""
    colours: dict[str, tuple[str, str]] = {}
    for name, value in re.findall(r"(--[\w-]+):\s*([^;]+);", block):
        both = re.fullmatch(rf"light-dark\(({HEX}),\s*({HEX})\)", value.strip())
        if both:
            colours[name] = (both[1].lower(), both[2].lower())
        elif re.fullmatch(HEX, value.strip()):
            colours[name] = (value.strip().lower(),) * 2
    return colours


PALETTE = _palette(_block(":root {"))


def luminance(colour: str) -> float:
    channels = [int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
    r, g, b = (c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def colour(name: str, theme: str) -> str:
    if name.startswith("#"):
        return name
    return PALETTE[name][THEMES.index(theme)]


SURFACES = ("--paper", "--paper-deep", "--paper-glow", "--surface", "--surface-soft",
            "--surface-warm", "--surface-ok", "--surface-bad")
# (text, [backgrounds it is read on]) at 4.5:1
TEXT = [
    ("--ink", SURFACES),
    ("--ink-soft", ("--paper", "--paper-deep", "--surface", "--surface-soft", "--surface-warm")),
    ("--surface", ("--ink",)),                       # a pressed chip, a seat number
    ("--on-accent", ("--accent", "--accent-dark")),  # primary buttons
    ("--on-felt", ("--felt", "--felt-dark")),
    ("--on-felt-soft", ("--felt", "--felt-dark")),
    ("--bad", ("--surface", "--surface-bad", "--paper")),
    ("--on-gold", ("--gold",)),
    ("#ffffff", ("--danger",)),
]
# Every background a focused control can sit on, in either theme.
FOCUS_BACKGROUNDS = (*SURFACES, "--felt", "--felt-dark", "--accent", "--ink")


@pytest.mark.parametrize("theme", THEMES)
def test_text_is_readable_on_every_surface_it_is_used_on(theme: str) -> None:
    low = [(text, back, round(contrast(colour(text, theme), colour(back, theme)), 2))
           for text, backs in TEXT for back in backs
           if contrast(colour(text, theme), colour(back, theme)) < 4.5]
    assert not low, low


@pytest.mark.parametrize("theme", THEMES)
def test_field_borders_and_marks_stand_out(theme: str) -> None:
    for mark, back in (("--line", "--surface"), ("--line", "--paper"), ("--ok", "--surface"),
                       ("--bad", "--surface")):
        assert contrast(colour(mark, theme), colour(back, theme)) >= 3, (theme, mark, back)


@pytest.mark.parametrize("theme", THEMES)
def test_the_focus_ring_shows_on_every_background(theme: str) -> None:
    ring, halo = colour("--focus-ring", theme), colour("--focus-halo", theme)
    assert contrast(ring, halo) >= 9  # WCAG technique C40: two tones
    for back in FOCUS_BACKGROUNDS:
        behind = colour(back, theme)
        assert max(contrast(ring, behind), contrast(halo, behind)) >= 3, (theme, back)
    # The ring itself is the darker tone on light pages and the lighter on dark ones.
    assert contrast(ring, colour("--paper", theme)) >= 3


def test_the_primary_button_no_longer_fails_axe() -> None:
    # The finding: white on #c2572b is 4.47:1.
    assert contrast("#ffffff", colour("--accent", "light")) >= 4.5 > contrast("#ffffff", "#c2572b")


def test_browsers_without_light_dark_get_the_light_theme() -> None:
    fallback = _palette(_block("@supports not (color: light-dark(#000, #fff)) {"))
    themed = {name for name, (light, dark) in PALETTE.items() if light != dark}
    assert themed <= set(fallback), themed - set(fallback)
    assert all(fallback[name][0] == PALETTE[name][0] for name in fallback), \
        [name for name in fallback if fallback[name][0] != PALETTE[name][0]]
    assert "--shadow" in _block("@supports not (color: light-dark(#000, #fff)) {")
