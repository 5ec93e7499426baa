"""The About screen in the real page, at 360×740 (touch) and 1280×800, in the
light and the dark theme (audited: no sideways scroll, zero axe-core
serious/critical, 44 px targets), opened from the home and from the
settings; every licence link opens its text as plain text in a tab of its
own, also from the service worker with the network gone.
"""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page

from conftest import Visit
from ux import audit
from verba.ui.shell.about import linked_texts

ABOUT = '[data-screen="about"]'
TARGETS = [".btn", ".chip", ".licence-link"]
# A line of each text, as it reads when the browser decodes it right.
FIRST_WORDS = {"GPL-2.0.txt": "GNU GENERAL PUBLIC LICENSE",
               "LGPL-2.1.txt": "GNU LESSER GENERAL PUBLIC LICENSE",
               "MPL-2.0.txt": "Mozilla Public License Version 2.0",
               "Apache-2.0-PyScript.txt": "PyScript Development Team",
               "SGJP.txt": "Marcin Woliński, Zbigniew Bronk, Włodzimierz Gruszczyński",
               "word-lists.txt": "Copyright © 1989 Paul Leyland",
               "PSF-2.0-CPython.txt": "PYTHON SOFTWARE FOUNDATION LICENSE VERSION 2"}


def open_text(page: Page, name: str) -> str:
    """Click the link to a licence's text; what its tab shows, checked to be plain text."""
    with page.context.expect_page() as opened:
        page.click(f'[data-licence="{name}"]')
    tab = opened.value
    tab.wait_for_load_state()
    try:
        assert tab.url.endswith(f"/licenses/{name}"), tab.url
        assert tab.evaluate("document.contentType") == "text/plain", name
        return tab.evaluate("document.body.innerText")
    finally:
        tab.close()


@pytest.mark.fresh_browser  # its texts from the service worker, offline
def test_about_from_the_home_and_the_settings_and_every_licence_as_text(
        sized_visit: Visit) -> None:
    page = sized_visit.page
    sized_visit.open()
    page.click('[data-nav="about"]')
    page.wait_for_selector(ABOUT)
    assert page.evaluate("document.activeElement.classList.contains('screen-title')")
    assert re.fullmatch(r"[0-9a-f]{12}", page.get_attribute("[data-version]", "data-version"))
    audit(page, "about", big=TARGETS, dark=True)
    page.click('[data-lang="pl"]')
    page.wait_for_selector(f'{ABOUT} h2:text("Słowniki")')
    audit(page, "about-pl", big=TARGETS)

    assert set(FIRST_WORDS) == linked_texts()
    for name, words in FIRST_WORDS.items():
        assert words in open_text(page, name), name

    page.keyboard.press("Escape")
    page.wait_for_selector('[data-screen="home"]')
    page.click('[data-nav="settings"]')
    page.click('[data-section="about"] [data-nav="about"]')
    page.wait_for_selector(ABOUT)

    # Once the service worker keeps the site, a text opens with the network gone.
    sized_visit.wait_offline_ready()
    page.context.set_offline(True)
    try:
        assert FIRST_WORDS["SGJP.txt"] in open_text(page, "SGJP.txt")
    finally:
        page.context.set_offline(False)
    assert not [e for e in sized_visit.errors if "Error" in e], sized_visit.errors
