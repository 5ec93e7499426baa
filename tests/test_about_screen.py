"""The About screen in CPython: reached from the home and the settings, the
version, and a link to the text of every licence the site ships, matching
the notices those texts carry."""
from __future__ import annotations

import json

import pytest

from verba.i18n import LANGS, catalogue, t
from verba.ui.shell.about import RUNTIME, WORD_LISTS, linked_texts
from verba.ui.shell.app import App
from verba.ui.shell.vnode import find_all

from test_app import FakeServices, click, elements, page_text
from tools.build_site import GPL_TEXT, LICENCES


def links(app: App) -> list[dict]:
    return [link[1] for tree in app.view() for link in find_all(tree, lambda tag, a: tag == "a")]


@pytest.mark.parametrize("opened_from", ["home", "settings"])
def test_about_opens_from_the_home_and_the_settings_and_escape_goes_home(opened_from: str) -> None:
    app = App(FakeServices(), ["en"])
    if opened_from == "settings":
        click(app, "settings")
    [nav] = elements(app, **{"data-nav": "about"})
    assert json.loads(nav[1]["data-act"]) == {"do": "about"}
    click(app, "about")
    assert elements(app, **{"data-screen": "about"})
    assert elements(app, **{"data-version": "test"})
    assert t("en", "settings.version", version="test") in page_text(app)
    [title] = elements(app, **{"class": "screen-title"})
    assert title[1]["focus"] is True
    assert app.handle("key", json.dumps({"key": "Escape"}), None)
    assert elements(app, **{"data-screen": "home"})


@pytest.mark.parametrize("lang", LANGS)
def test_every_licence_the_site_ships_is_linked_as_text_in_each_language(lang: str) -> None:
    app = App(FakeServices(), [lang])
    click(app, "about")
    found = links(app)
    shipped = {GPL_TEXT} | {p.name for p in LICENCES.glob("*.txt")}
    assert {a["data-licence"] for a in found} == linked_texts() == shipped
    for a in found:
        assert a["href"] == "licenses/" + a["data-licence"]  # relative: the site may live under a path
        assert a["type"] == "text/plain" and a["target"] == "_blank" and a["rel"] == "noopener"
    text = page_text(app)
    codes = [code for code in catalogue()["en"] if code.startswith("about.") and code in text]
    assert not codes, f"message codes shown instead of texts: {codes}"
    for credit in RUNTIME + WORD_LISTS:
        assert t(lang, credit.part) in text and t(lang, credit.licence) in text


def test_the_screen_names_the_holders_the_shipped_notices_name() -> None:
    """Each copyright line on the screen is the one its licence text or the
    word lists' notice carries (the SGJP one, morfeusz2's own)."""
    notices = {p.name: p.read_text(encoding="utf-8") for p in LICENCES.glob("*.txt")}
    where = {"cpython": "PSF-2.0-CPython.txt", "pyscript": "Apache-2.0-PyScript.txt", "pl": "word-lists.txt",
             "pl-nouns": "SGJP.txt", "fr": "word-lists.txt"}
    for credit in RUNTIME + WORD_LISTS:
        if credit.id in where:
            parts = credit.holders.removeprefix("© ").split(", ")
            assert all(part in notices[where[credit.id]] for part in parts), credit
