"""What every screen must satisfy, measured in the real page.

``audit(page, name)`` is called by the e2e tests on each screen they reach, at
each size they run: it saves a screenshot, and asserts that nothing scrolls
sideways and that axe-core finds no violation of impact serious or critical.
Its keyword arguments add the measured checks a screen needs: elements at
least 44×44 CSS px (``big``), fully inside the viewport (``inside``), and not
clipping their own content (``unclipped``).

axe-core comes from npm as a dev dependency and is injected by the tests only;
the site never ships it.  Screenshots go to one folder per test run
(``$VERBA_SHOTS`` if set, else a new folder in the temp directory, one for
all of a run's parallel workers), printed at the end of the run; a failing
test's picture goes to its ``failures/`` sub-folder.

``audit(..., dark=…)`` audits a screen again in the dark theme; the tests ask
it for every screen at one size at least. ``VERBA_DARK_ALL=1`` asks it for
every audit at every size (a slower run, for a pass over the colours).
"""
from __future__ import annotations

import json
import os
import re
import tempfile
import time
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, Iterator

from playwright.sync_api import Page

ROOT = Path(__file__).resolve().parent.parent
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
MIN_TARGET = 44  # CSS px: the touch-target size the project asks for
SERIOUS = ("serious", "critical")

PHONE: dict[str, Any] = {"viewport": {"width": 360, "height": 740}, "has_touch": True,
                         "is_mobile": True, "device_scale_factor": 2}
DESKTOP: dict[str, Any] = {"viewport": {"width": 1280, "height": 800}}
SIZES = {"phone": PHONE, "desktop": DESKTOP}

_shots: Path | None = None


def run_folder() -> Path:
    """Where this run's screenshots go, unmade: ``$VERBA_SHOTS``, else a new
    name in the temp directory (the time and this process, so two runs at
    once never share one). Parallel workers are handed their controller's."""
    chosen = os.environ.get("VERBA_SHOTS")
    return Path(chosen) if chosen else Path(tempfile.gettempdir()) / (
        f"verba-shots-{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}")


def use_shots_dir(folder: Path) -> None:
    global _shots
    _shots = folder


def shots_folder() -> Path:
    """This run's screenshot folder, chosen on first use (not yet made)."""
    global _shots
    if _shots is None:
        _shots = run_folder()
    return _shots


def shots_dir() -> Path:
    """This run's screenshot folder, made on first use."""
    folder = shots_folder()
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def shots_taken() -> Path | None:
    return _shots if _shots is not None and _shots.is_dir() else None


@dataclass(frozen=True)
class Box:
    """Where an element is, and what it is, for failure messages."""
    what: str
    x: float
    y: float
    width: float
    height: float


# Finite animations still running (a die tumbling, a card flipping): axe would
# measure colours mid-fade. Infinite ones (a "thinking" pulse) never end.
_SETTLED = """() => document.getAnimations().every(a => {
  const timing = a.effect && a.effect.getComputedTiming();
  return a.playState !== 'running' || !timing || timing.iterations === Infinity;
})"""

_BOXES = """(selector) => [...document.querySelectorAll(selector)]
  .filter(el => el.getClientRects().length && getComputedStyle(el).visibility !== 'hidden')
  .map(el => {
    const r = el.getBoundingClientRect();
    const name = el.getAttribute('aria-label') || el.textContent.trim().slice(0, 30);
    const what = el.localName + (el.className && typeof el.className === 'string'
      ? '.' + el.className.trim().split(/\\s+/).join('.') : '') + (name ? ` "${name}"` : '');
    return {what, x: r.x, y: r.y, width: r.width, height: r.height,
            clipped: el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1};
  })"""


# Measured in the same task as the check that nothing is moving: a computer
# player may turn a card over at any moment, and a card mid-turn measures
# wider than it is.
_SETTLED_BOXES = f"(selector) => ({_SETTLED})() ? ({_BOXES})(selector) : null"


def boxes(page: Page, selector: str) -> list[dict[str, Any]]:
    """The visible elements ``selector`` matches, with their boxes, measured
    while no finite animation runs."""
    return page.wait_for_function(_SETTLED_BOXES, arg=selector, timeout=10_000).json_value()


def too_small(page: Page, selector: str, minimum: float = MIN_TARGET) -> list[str]:
    """Descriptions of visible elements smaller than ``minimum`` in either direction."""
    return [f'{b["what"]} is {b["width"]:.0f}×{b["height"]:.0f}'
            for b in boxes(page, selector)
            if b["width"] < minimum - 0.5 or b["height"] < minimum - 0.5]


def outside_viewport(page: Page, selector: str) -> list[str]:
    size = page.viewport_size or {"width": 0, "height": 0}
    return [f'{b["what"]} at ({b["x"]:.0f},{b["y"]:.0f}) {b["width"]:.0f}×{b["height"]:.0f}'
            for b in boxes(page, selector)
            if b["x"] < -0.5 or b["y"] < -0.5 or b["x"] + b["width"] > size["width"] + 0.5
            or b["y"] + b["height"] > size["height"] + 0.5]


def clipped(page: Page, selector: str) -> list[str]:
    return [b["what"] for b in boxes(page, selector) if b["clipped"]]


def sideways_overflow(page: Page) -> list[str]:
    """Elements that stick out past the viewport's right edge, when the page
    scrolls sideways (empty when it does not)."""
    return page.evaluate("""() => {
      const width = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth <= width) return [];
      return [...document.querySelectorAll('body *')]
        .filter(el => el.getBoundingClientRect().right > width + 0.5)
        .slice(0, 8).map(el => el.localName + '.' + String(el.className).split(' ').join('.'));
    }""")


# axe-core's result as plain data: each violation with its elements.
AXE_RESULT_JS = """r => r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
  nodes: v.nodes.map(n => ({target: n.target.join(' '), summary: n.failureSummary}))}))"""
AXE_RUN_JS = "axe.run(document, {resultTypes: ['violations']})"


def load_axe(page: Page) -> None:
    """axe-core in the page, once."""
    if not page.evaluate("typeof window.axe === 'object'"):
        # Evaluated through the DevTools protocol, which the page's CSP does not govern.
        page.evaluate(AXE.read_text(encoding="utf-8") + "\n;true")


def violation_lines(result: list[dict[str, Any]], impacts: Iterable[str]) -> list[str]:
    """One line per element of ``result``'s violations of the given impacts."""
    wanted = set(impacts)
    return [f'{v["id"]} ({v["impact"]}): {v["help"]} — {n["target"]}: '
            + re.sub(r"\s+", " ", n["summary"] or "")[:240]
            for v in result if v["impact"] in wanted for n in v["nodes"]]


def axe_violations(page: Page, impacts: Iterable[str] = SERIOUS) -> list[str]:
    """axe-core's violations of the given impacts, one line per element."""
    load_axe(page)
    result = page.evaluate(f"async () => ({AXE_RESULT_JS})(await {AXE_RUN_JS})")
    return violation_lines(result, impacts)


def settle(page: Page) -> None:
    """Wait until every finite animation has finished."""
    page.wait_for_function(_SETTLED, timeout=10_000)


def screenshot(page: Page, name: str) -> Path:
    size = page.viewport_size or {"width": 0, "height": 0}
    path = shots_dir() / f"{name}-{size['width']}x{size['height']}.png"
    page.screenshot(path=str(path), full_page=True)
    return path


def failure_shot(page: Page, test_name: str) -> Path:
    """What the page showed when a test failed, in the run's ``failures/``."""
    folder = shots_dir() / "failures"
    folder.mkdir(exist_ok=True)
    path = folder / (re.sub(r"[^\w.-]+", "_", test_name) + ".png")
    page.screenshot(path=str(path), full_page=True)
    return path


def size_name(page: Page) -> str:
    """"phone" or "desktop", from the viewport the test runs in."""
    return "phone" if (page.viewport_size or {}).get("width", 0) < 600 else "desktop"


def audit(page: Page, name: str, *, big: Iterable[str] = (), inside: Iterable[str] = (),
          unclipped: Iterable[str] = (), dark: bool | str = False) -> None:
    """Screenshot the screen and assert what every screen must satisfy; with
    ``dark`` (True, or the size name at which to), the same again in the dark
    theme (``<name>-dark``): only the scheme the page follows changes, so it
    is the same screen in the other colours."""
    _audit(page, name, list(big), list(inside), list(unclipped))
    if dark is True or dark == size_name(page) or os.environ.get("VERBA_DARK_ALL"):
        with dark_theme(page):
            _audit(page, f"{name}-dark", list(big), list(inside), list(unclipped))


@contextmanager
def dark_theme(page: Page) -> Iterator[None]:
    """The page in the dark theme (as a system set to dark asks for it), then
    back in the scheme it had."""
    was = "dark" if page.evaluate("matchMedia('(prefers-color-scheme: dark)').matches") else "light"
    page.emulate_media(color_scheme="dark")
    try:
        yield
    finally:
        page.emulate_media(color_scheme=was)


def _audit(page: Page, name: str, big: list[str], inside: list[str], unclipped: list[str]) -> None:
    settle(page)
    shot = screenshot(page, name)
    problems: list[str] = []
    problems += [f"scrolls sideways: {what}" for what in sideways_overflow(page)]
    for selector in big:
        problems += [f"smaller than {MIN_TARGET} px: {what}" for what in too_small(page, selector)]
    for selector in inside:
        problems += [f"outside the viewport: {what}" for what in outside_viewport(page, selector)]
    for selector in unclipped:
        problems += [f"clips its content: {what}" for what in clipped(page, selector)]
    found = axe_violations(page, ("minor", "moderate", *SERIOUS))
    serious = [line for line in found if any(f"({impact})" in line for impact in SERIOUS)]
    problems += [f"axe: {line}" for line in serious]
    _record(page, name, shot, big, len(found) - len(serious), len(problems))
    assert not problems, f"screen {name!r}:\n  " + "\n  ".join(problems)


def _record(page: Page, name: str, shot: Path, big: Iterable[str], minor: int,
            problems: int) -> None:
    """One line of figures per audited screen in the run's folder (audit.jsonl),
    for docs/UX.md (tools/ux_report.py)."""
    targets = [b for selector in big for b in boxes(page, selector)]
    smallest = min(targets, key=lambda b: min(b["width"], b["height"]), default=None)
    size = page.viewport_size or {"width": 0, "height": 0}
    figures = {
        "screen": name, "viewport": f"{size['width']}x{size['height']}", "shot": shot.name,
        "targets": len(targets),
        "smallest": f'{smallest["width"]:.0f}x{smallest["height"]:.0f}' if smallest else None,
        "page_height": page.evaluate("document.documentElement.scrollHeight"),
        "axe_minor": minor, "problems": problems,
    }
    with (shots_dir() / "audit.jsonl").open("a", encoding="utf-8") as out:
        out.write(json.dumps(figures, ensure_ascii=False) + "\n")


def _rgb(css: str) -> tuple[float, float, float]:
    r, g, b = (float(v) for v in re.findall(r"[\d.]+", css)[:3])
    return r, g, b


def contrast(a: str, b: str) -> float:
    """WCAG contrast of two CSS colours as computed styles give them (rgb()/rgba())."""
    def lum(css: str) -> float:
        c = [v / 255 for v in _rgb(css)]
        r, g, b = (x / 12.92 if x <= 0.04045 else ((x + 0.055) / 1.055) ** 2.4 for x in c)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
    high, low = sorted((lum(a), lum(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


# The focused element's ring and every colour that can lie behind it: the
# nearest ancestor with an opaque background (each stop of a gradient, as on
# the felt), with the translucent layers between (a Wordz seat) laid over it.
_RING = """() => {
  const el = document.activeElement, s = getComputedStyle(el);
  const parse = c => { const m = c.match(/[\\d.]+/g).map(Number); return [m[0], m[1], m[2], m.length > 3 ? m[3] : 1]; };
  const layers = [];
  let bases = null;
  for (let node = el.parentElement; node && !bases; node = node.parentElement) {
    const cs = getComputedStyle(node), stops = cs.backgroundImage.match(/rgba?\\([^)]*\\)/g);
    const colour = parse(cs.backgroundColor);
    if (stops) bases = stops.map(parse);
    else if (colour[3] >= 1) bases = [colour];
    else if (colour[3] > 0) layers.push(colour);
  }
  bases = bases || [parse(getComputedStyle(document.documentElement).backgroundColor)];
  const behind = bases.map(base => layers.reduceRight((under, [r, g, b, a]) =>
    [r * a + under[0] * (1 - a), g * a + under[1] * (1 - a), b * a + under[2] * (1 - a)], base))
    .map(([r, g, b]) => `rgb(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)})`);
  const halo = s.boxShadow.match(/rgba?\\([^)]*\\)/);
  return {what: el.localName + '.' + String(el.className).trim().split(/\\s+/).join('.'),
          outline: s.outlineColor, style: s.outlineStyle, width: parseFloat(s.outlineWidth),
          halo: halo ? halo[0] : null, behind};
}"""


def ring_contrast(page: Page) -> tuple[float, dict[str, Any]]:
    """How the focused element's ring (its outline, the outer tone) stands out
    against the least contrasting colour behind it, and what was measured."""
    ring = page.evaluate(_RING)
    assert ring["style"] == "solid" and ring["width"] >= 2 and ring["halo"], ring
    return min(contrast(ring["outline"], back) for back in ring["behind"]), ring


def ring_in_both_themes(page: Page, minimum: float = 3) -> tuple[float, float]:
    """The focused element's ring measured in the light and the dark theme;
    asserts the outer tone alone stands out ``minimum``:1 in each."""
    figures = []
    for theme in ("light", "dark"):
        with dark_theme(page) if theme == "dark" else nullcontext():
            ratio, ring = ring_contrast(page)
        assert ratio >= minimum, (theme, round(ratio, 2), ring)
        figures.append(round(ratio, 2))
    return figures[0], figures[1]


def focused(page: Page) -> str:
    """What has the keyboard focus, described; "body" when nothing meaningful does."""
    return page.evaluate("""() => {
      const el = document.activeElement;
      if (!el || el === document.body || el === document.documentElement) return 'body';
      const name = el.getAttribute('aria-label') || el.textContent.trim().slice(0, 40);
      return el.localName + (el.id ? '#' + el.id : '') + (name ? ` "${name}"` : '');
    }""")


def assert_focus_meaningful(page: Page) -> str:
    """After a committed action the focus is on a visible element, not lost to <body>."""
    page.wait_for_function("""() => {
      const el = document.activeElement;
      return el && el !== document.body && el.getClientRects().length > 0;
    }""", timeout=10_000)
    return focused(page)


def tabs_until(page: Page, selector: str, limit: int = 12) -> int:
    """Press Tab until an element matching ``selector`` has the focus; how many presses.
    Fails after ``limit`` presses."""
    for presses in range(0, limit + 1):
        if page.evaluate("(s) => !!document.activeElement?.matches(s)", selector):
            return presses
        page.keyboard.press("Tab")
    raise AssertionError(f"{selector} not reached in {limit} Tab presses (focus on {focused(page)})")
