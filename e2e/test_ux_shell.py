"""The shell's screens in the real page, at 360×740 (touch) and 1280×800, in
the light and the dark theme: home, settings, history (empty and with games),
a game's loading screen and its failure, each game's set-up (the shared seat
list), banners and refusals; where the focus goes when a screen opens; the
focus ring's contrast; sounds only when asked for and after a gesture.

Every screen goes through ``ux.audit`` (screenshot, no sideways scroll, zero
axe-core serious/critical violations, and the measured checks named here).
"""
from __future__ import annotations

import json
from typing import Any

import pytest
from playwright.sync_api import Page, Route

from conftest import Browsers, Server, Visit, new_visit
from ux import assert_focus_meaningful, audit, boxes, contrast, too_small

GAMES = ("mistrz", "scriba", "wordz")
SCHEMES = ("light", "dark")
HISTORY = [
    {"game": "scriba", "finished": 1_760_000_000_000, "winners": ["Maksymilian-Bartłomiej"],
     "players": [{"name": "Maksymilian-Bartłomiej", "score": 412},
                 {"name": "Computer (hard)", "score": 388}]},
    {"game": "wordz", "finished": 1_759_000_000_000, "winners": ["Ala", "Olek"],
     "players": [{"name": "Ala", "score": 14}, {"name": "Olek", "score": 14},
                 {"name": "Ordinateur (facile)", "score": 9}]},
    {"game": "mistrz", "finished": 1_758_000_000_000, "winners": ["Computer (hard)"],
     "players": [{"name": "Player 1", "score": 52}, {"name": "Computer (hard)", "score": 258}]},
]
TARGETS = [".btn", ".chip"]  # every button of the shell is a touch target


def envelope(kind: str, data: Any) -> str:
    return json.dumps({"schema": 2, "kind": kind, "data": data})


# -- measuring -------------------------------------------------------------------------

def focus_ring(page: Page) -> dict[str, Any]:
    """The focused element's ring (outline and halo) and the colour behind it."""
    return page.evaluate("""() => {
      const el = document.activeElement, s = getComputedStyle(el);
      let back = el.parentElement;
      while (back && ['transparent', 'rgba(0, 0, 0, 0)'].includes(getComputedStyle(back).backgroundColor))
        back = back.parentElement;
      const halo = s.boxShadow.match(/rgba?\\([^)]*\\)/);
      return {outline: s.outlineColor, width: parseFloat(s.outlineWidth), style: s.outlineStyle,
              halo: halo ? halo[0] : null, spread: parseFloat((s.boxShadow.match(/(\\d+)px\\s*$/) || [0, 0])[1]),
              back: getComputedStyle(back || document.documentElement).backgroundColor,
              what: el.localName + (el.dataset.new ? '[data-new]' : '') + '.' + el.className};
    }""")


def assert_ring_shows(page: Page) -> None:
    ring = focus_ring(page)
    assert ring["style"] == "solid" and ring["width"] >= 2 and ring["halo"] and ring["spread"] >= 2, ring
    # Two tones 9:1 apart, one of them 3:1 against what lies behind (WCAG C40).
    assert contrast(ring["outline"], ring["halo"]) >= 9, ring
    assert max(contrast(ring["outline"], ring["back"]), contrast(ring["halo"], ring["back"])) >= 3, ring


def select_text_cut(page: Page, selector: str) -> list[str]:
    """Selects whose chosen option's text is wider than the room the select gives it."""
    return page.evaluate("""(selector) => {
      const ctx = document.createElement('canvas').getContext('2d');
      return [...document.querySelectorAll(selector)].filter(el => el.getClientRects().length).flatMap(el => {
        const s = getComputedStyle(el);
        ctx.font = `${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
        const text = el.options[el.selectedIndex].text;
        const room = el.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight) - 20;
        const width = ctx.measureText(text).width;
        return width > room ? [`${el.name}: "${text}" needs ${width.toFixed(0)} px, has ${room.toFixed(0)}`] : [];
      });
    }""", selector)


def stray_remove_buttons(page: Page) -> list[str]:
    """Remove buttons that do not sit on the row of the name they remove."""
    return page.evaluate("""() => [...document.querySelectorAll('.seat')].flatMap(row => {
      const name = row.querySelector('input').getBoundingClientRect();
      const remove = row.querySelector('.seat-remove');
      if (!remove) return [];
      const r = remove.getBoundingClientRect(), middle = r.y + r.height / 2;
      return middle >= name.y && middle <= name.y + name.height && r.x > name.x ? []
        : [`${remove.getAttribute('aria-label')} at (${r.x.toFixed(0)},${r.y.toFixed(0)})`];
    })""")


def theme(page: Page) -> str:
    """Which theme the page shows, from its background's lightness."""
    back = page.evaluate("getComputedStyle(document.documentElement).backgroundColor")
    return "dark" if contrast(back, "rgb(0, 0, 0)") < 5 else "light"


def go(page: Page, nav: str) -> None:
    page.click(f'[data-nav="{nav}"]')
    page.wait_for_selector(f'[data-screen="{nav}"]')


# -- home, settings, history -----------------------------------------------------------------

@pytest.mark.parametrize("scheme", SCHEMES)
def test_home_settings_and_history_in_both_themes(sized_visit: Visit, scheme: str) -> None:
    page = sized_visit.page
    page.emulate_media(color_scheme=scheme)
    sized_visit.open()
    assert theme(page) == scheme  # "auto" follows the system
    audit(page, f"home-{scheme}", big=TARGETS, unclipped=[".btn", ".chip"])
    names = page.eval_on_selector_all("[data-new]", "els => els.map(e => e.getAttribute('aria-label'))")
    assert len(set(names)) == 3 and all(n.startswith("New game") for n in names), names

    go(page, "settings")
    assert "screen-title" in assert_focus_meaningful(page) or page.evaluate(
        "document.activeElement.classList.contains('screen-title')")
    audit(page, f"settings-{scheme}", big=[*TARGETS, ".toggle", ".choice-options label"],
          unclipped=[".btn", ".chip", ".choice-options label"])
    assert not too_small(page, ".toggle input, .choice-options input", 20), \
        too_small(page, ".toggle input, .choice-options input", 20)  # no squashed checkboxes

    go(page, "home")
    go(page, "history")
    assert page.evaluate("document.activeElement.classList.contains('screen-title')")
    audit(page, f"history-empty-{scheme}", big=TARGETS)
    sized_visit.set_storage("verba.history", envelope("history", HISTORY))
    sized_visit.reload()
    go(page, "history")
    audit(page, f"history-{scheme}", big=TARGETS, unclipped=[".history-scores li", ".history-head"])
    rows = boxes(page, ".history-scores li")
    width = page.viewport_size["width"]
    assert len(rows) == 7 and all(b["x"] >= 0 and b["x"] + b["width"] <= width for b in rows), rows
    # Clearing asks first, and the question takes the focus.
    page.click('[data-clear="ask"]')
    page.wait_for_selector('[data-clear="yes"]:focus')
    audit(page, f"history-clear-{scheme}", big=TARGETS)
    page.click('[data-clear="no"]')
    assert len(boxes(page, ".history-entry")) == 3


def test_a_banner_and_the_dismiss_button(sized_visit: Visit) -> None:
    page = sized_visit.page
    sized_visit.open()
    for scheme in SCHEMES:
        page.emulate_media(color_scheme=scheme)
        sized_visit.set_storage("verba.save.mistrz", "{not json")  # set aside at each start
        sized_visit.reload()
        page.wait_for_selector('[data-code="storage.set_aside"]')
        audit(page, f"home-banner-{scheme}", big=[".banner .btn"])
    page.click('.banner .btn')
    page.wait_for_selector('[data-code]', state="detached")


# -- a game's loading screen and set-up ---------------------------------------------------------

def test_the_loading_screen_and_its_failure(sized_visit: Visit) -> None:
    page = sized_visit.page
    held: list[Route] = []
    # The context routes what the service worker fetches too, once it controls the page.
    page.context.route("**/lexicons/pl-nouns*", lambda route: held.append(route))
    sized_visit.open()
    page.click('[data-new="mistrz"]')
    page.wait_for_selector('[data-screen="loading"] progress')
    assert page.evaluate("document.activeElement.classList.contains('screen-title')")
    for scheme in SCHEMES:
        page.emulate_media(color_scheme=scheme)
        audit(page, f"loading-{scheme}", big=TARGETS)
    assert held, "the word list was never asked for"
    held.pop().fulfill(status=404, body="gone")
    page.wait_for_selector("[data-error]")
    # The way out of a failure has the focus: Enter tries again.
    page.wait_for_selector('[data-act*="retry"]:focus')
    for scheme in SCHEMES:
        page.emulate_media(color_scheme=scheme)
        audit(page, f"loading-failed-{scheme}", big=TARGETS)


def test_each_games_set_up_is_comfortable(sized_visit: Visit) -> None:
    page = sized_visit.page
    sized_visit.open()
    for game in GAMES:
        page.click(f'[data-new="{game}"]')
        page.wait_for_selector(f'[data-setup="{game}"]', timeout=60_000)
        # Opening a set-up puts the focus on its title, not on <body>.
        assert "h1" in assert_focus_meaningful(page)
        for scheme in SCHEMES:
            page.emulate_media(color_scheme=scheme)
            audit(page, f"setup-{game}-{scheme}",
                  big=[".seats .btn", ".seat input", ".seat select", ".top-bar .btn", ".top-bar .chip"],
                  unclipped=[".seats .btn"])
        assert not stray_remove_buttons(page), stray_remove_buttons(page)
        assert not select_text_cut(page, ".seat select"), select_text_cut(page, ".seat select")
        kinds = page.eval_on_selector_all(".seat select", "els => els.map(e => e.value)")
        assert kinds[0] == "human" and set(kinds[1:]) == {"easy"}, kinds  # a gentle first game
        assert page.locator(f"#levels-{game} [data-level]").count() == 3
        page.emulate_media(color_scheme="light")
        page.click('[data-nav="home"]')
        page.wait_for_selector('[data-screen="home"]')
    # The longest seat: "Computer: medium" in French, and four seats with remove buttons.
    page.click('[data-lang="fr"]')
    page.click('[data-new="wordz"]')
    page.wait_for_selector('[data-setup="wordz"]', timeout=60_000)
    page.click("[data-add-seat]")
    for seat, kind in enumerate(("hard", "medium", "easy", "human")):
        page.select_option(f'select[name="kind{seat}"]', kind)
    assert not select_text_cut(page, ".seat select"), select_text_cut(page, ".seat select")
    assert not stray_remove_buttons(page), stray_remove_buttons(page)
    audit(page, "setup-wordz-four-seats", big=[".seats .btn", ".seat select"])
    # A refusal at set-up, in both themes: the problem box.
    page.click('[data-nav="home"]')
    page.click('[data-new="mistrz"]')
    page.wait_for_selector('[data-setup="mistrz"]', timeout=60_000)
    page.fill('input[name="target"]', "1")
    page.dispatch_event('input[name="target"]', "change")
    page.click('[data-start="mistrz"]')
    page.wait_for_selector("[data-problem]")
    for scheme in SCHEMES:
        page.emulate_media(color_scheme=scheme)
        audit(page, f"setup-refused-{scheme}")


def test_the_last_set_up_is_offered_again(visit: Visit) -> None:
    page = visit.page
    visit.open()
    page.click('[data-new="scriba"]')
    page.wait_for_selector('[data-setup="scriba"]', timeout=60_000)
    page.select_option('select[name="kind1"]', "hard")
    page.fill('input[name="name0"]', "Ala")
    visit.reload()
    page.click('[data-new="scriba"]')
    page.wait_for_selector('[data-setup="scriba"]', timeout=60_000)
    assert page.input_value('input[name="name0"]') == "Ala"
    assert page.input_value('select[name="kind1"]') == "hard"
    assert page.input_value('input[name="name1"]') == "Computer (hard)"


# -- the focus ring, the theme setting --------------------------------------------------------

def test_the_focus_ring_shows_on_every_background_in_both_themes(visit: Visit) -> None:
    page = visit.page
    visit.open()
    for scheme in SCHEMES:
        page.emulate_media(color_scheme=scheme)
        page.focus('[data-lang="pl"]')          # on the page's own background
        page.keyboard.press("Tab")              # a keyboard focus: the ring shows
        page.keyboard.press("Shift+Tab")
        assert_ring_shows(page)
        page.focus('[data-new="wordz"]')         # on a white (or dark) card
        page.keyboard.press("Shift+Tab")
        page.keyboard.press("Tab")
        assert_ring_shows(page)
        assert focus_ring(page)["what"].startswith("button[data-new]")


def test_the_theme_setting_overrides_the_system_and_holds_from_the_first_paint(
        browser: Browsers, server: Server) -> None:
    # No service worker: every file comes from the network, so Python can be held back.
    context = browser.new_context(locale="en-GB", service_workers="block", color_scheme="light",
                                  viewport={"width": 1280, "height": 800})
    try:
        visit = new_visit(context, server.url)
        page = visit.page
        visit.open()
        go(page, "settings")
        page.check('input[name="theme"][value="dark"]')
        page.wait_for_selector('html[data-theme="dark"]', state="attached")
        assert theme(page) == "dark"
        audit(page, "settings-chosen-dark")
        # boot.js applies the choice before Python: even when Python never starts.
        page.route("**/py.zip", lambda route: route.fulfill(status=404, body="gone"))
        page.reload()
        page.wait_for_selector('html[data-verba="failed"]', state="attached", timeout=60_000)
        assert page.evaluate("document.documentElement.dataset.theme") == "dark"
        assert theme(page) == "dark"
        audit(page, "boot-failed-dark")
        page.unroute("**/py.zip")
        page.reload()
        visit.wait_ready()
        go(page, "settings")
        page.check('input[name="theme"][value="auto"]')
        page.wait_for_function("() => !document.documentElement.hasAttribute('data-theme')")
        assert theme(page) == "light"
        page.emulate_media(color_scheme="dark")
        assert theme(page) == "dark"
    finally:
        context.close()


# -- sound and feel ---------------------------------------------------------------------------

def played(page: Page) -> dict[str, Any]:
    return page.evaluate("verba.feelPlayed()")


def test_sounds_only_when_turned_on_and_never_before_a_gesture(visit: Visit) -> None:
    page = visit.page
    visit.open()
    page.evaluate("verba.feel('win', true, false)")  # no one has touched the page yet
    assert played(page)["sources"] == 0 and played(page)["state"] == "none"
    go(page, "settings")
    assert not page.is_checked('input[name="sound"]')  # off on a first visit
    page.click('[data-sample="roll"]')                # a buzz at most, no sound
    page.wait_for_selector('[data-sample="place"]')
    assert played(page)["sources"] == 0 and played(page)["events"] == {}
    page.check('input[name="sound"]')
    page.click('[data-sample="place"]')
    page.wait_for_selector('[data-sample="flip"]')
    after = played(page)
    assert after["events"] == {"place": 1} and after["sources"] == 2, after  # a knock and a click
    page.click('[data-sample="flip"]')
    page.wait_for_selector('[data-sample="token"]')
    assert played(page)["events"] == {"place": 1, "flip": 1}
    assert played(page)["state"] == "running"
    # The loudspeaker at a table turns it off again, and it stays off after a reload.
    go(page, "home")
    page.click('[data-new="wordz"]')
    page.wait_for_selector('[data-sound="on"]', timeout=60_000)
    page.click('[data-sound="on"]')
    page.wait_for_selector('[data-sound="off"]')
    visit.reload()
    go(page, "settings")
    assert not page.is_checked('input[name="sound"]')
