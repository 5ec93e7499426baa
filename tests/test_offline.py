"""Offline play in the settings: the page's report read with limits, the
section in three languages, and the person's choice stored."""
from __future__ import annotations

import json

import pytest

from verba.i18n import LANGS, t
from verba.offline import OfflineStatus, parse_status
from verba.settings import Settings
from verba.storage import SETTINGS_KEY
from verba.ui.shell.app import App
from verba.ui.shell.offline_view import size
from verba.ui.shell.vnode import find_all, text_of

from test_app import FakeServices, click, elements

REPORT = {"state": "fetching", "enabled": True, "cached": 152_750, "total": 1_200_690}


def test_a_report_from_the_page_is_read() -> None:
    status = parse_status(REPORT)
    assert status == OfflineStatus(True, "fetching", True, 152_750, 1_200_690)
    assert not status.available
    assert parse_status({**REPORT, "state": "done", "cached": 1_200_690}).available


@pytest.mark.parametrize("bad", [
    None, [], "done", {},
    {**REPORT, "state": "ready"},
    {**REPORT, "enabled": "yes"},
    {**REPORT, "cached": -1},
    {**REPORT, "cached": True},
    {**REPORT, "total": 1.5},
    {**REPORT, "total": 10 ** 30},
    {**REPORT, "cached": 2_000_000},  # more kept than the lists weigh
])
def test_anything_else_is_refused(bad: object) -> None:
    with pytest.raises(ValueError):
        parse_status(bad)


def test_the_choice_is_stored_and_read_back_and_bad_values_refused() -> None:
    assert Settings().offline_lists is None  # not chosen: the browser's data saver decides
    for choice in (True, False, None):
        settings = Settings(offline_lists=choice)
        assert Settings.from_dict(json.loads(json.dumps(settings.to_dict()))) == settings
    assert Settings.from_dict({"lang": "pl"}).offline_lists is None  # written before the setting
    with pytest.raises(ValueError):
        Settings.from_dict({"offline_lists": "off"})


def section(app: App) -> list:
    [node] = elements(app, **{"data-section": "offline"})
    return node


def checkbox(app: App) -> dict:
    [box] = find_all(section(app), lambda tag, attrs: attrs.get("name") == "offline_lists")
    return box[1]


@pytest.mark.parametrize("lang", LANGS)
def test_the_section_says_how_much_is_on_this_device(lang: str) -> None:
    services = FakeServices()
    app = App(services, [lang])
    click(app, "settings")
    assert t(lang, "offline.checking") in text_of(section(app))
    assert checkbox(app).get("checked")  # not chosen yet counts as on
    services.offline = parse_status({**REPORT, "state": "incomplete"})
    text = text_of(section(app))
    assert t(lang, "settings.offline") in text
    assert text.count("0,2" if lang != "en" else "0.2") == 1 and ("1,2" if lang != "en" else "1.2") in text
    assert ("Mo" if lang == "fr" else "MB") in text
    services.offline = parse_status({**REPORT, "state": "fetching"})
    assert t(lang, "offline.fetching", cached=size(app, 152_750), total=size(app, 1_200_690)) \
        in text_of(section(app))
    services.offline = parse_status({**REPORT, "state": "done", "cached": 1_200_690})
    assert elements(app, **{"data-offline": "done"})
    assert t(lang, "offline.available", total=size(app, 1_200_690)) in text_of(section(app))


def test_the_toggle_stores_the_choice_and_shows_what_the_page_does() -> None:
    services = FakeServices()
    app = App(services, ["en"])
    click(app, "settings")
    app.handle("change", json.dumps({"do": "toggle", "name": "offline_lists"}), "false")
    assert app.settings.offline_lists is False
    assert json.loads(services.storage.backend.get(SETTINGS_KEY))["data"]["offline_lists"] is False
    assert not checkbox(app).get("checked")  # the page has not answered yet: the stored choice
    services.offline = parse_status({**REPORT, "state": "off", "enabled": False})
    assert not checkbox(app).get("checked")
    app.handle("change", json.dumps({"do": "toggle", "name": "offline_lists"}), "true")
    assert App(FakeServices(services.storage.backend), ["en"]).settings.offline_lists is True
