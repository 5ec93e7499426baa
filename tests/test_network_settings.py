"""The settings' "Playing on separate devices" section: the STUN/TURN servers
typed, refused with the line and why in the player's language (the text kept
to be corrected), or saved into the stored settings."""
from __future__ import annotations

import json

from test_app import FakeServices, click, elements, page_text

from verba.i18n import LANGS, t
from verba.ice_servers import IceServer
from verba.storage import SETTINGS_KEY
from verba.ui.shell.app import App
from verba.ui.shell.vnode import act


def settings_app(lang: str = "en") -> tuple[FakeServices, App]:
    services = FakeServices()
    app = App(services, [lang])
    click(app, "settings")
    return services, app


def typed(app: App, text: str) -> None:
    app.handle("input", act("servers_type"), text)


def save(app: App) -> None:
    app.handle("submit", act("servers_save"), json.dumps({"servers": "ignored: the typed text counts"}))


def field(app: App) -> list:
    [textarea] = elements(app, id="ice-servers")
    return textarea


def test_the_section_says_no_server_is_contacted_unless_one_is_set_in_each_language() -> None:
    for lang in LANGS:
        _, app = settings_app(lang)
        text = page_text(app)
        assert t(lang, "network.local") in text and t(lang, "network.internet") in text
        assert t(lang, "network.no_servers") in text
        assert field(app)[1]["value"] == ""


def test_servers_typed_are_saved_and_shown_again() -> None:
    services, app = settings_app()
    typed(app, "stun:stun.example.org:3478\nturn:turn.example.org name secret")
    save(app)
    expected = (IceServer("stun:stun.example.org:3478"),
                IceServer("turn:turn.example.org", "name", "secret"))
    assert app.settings.ice_servers == expected
    stored = json.loads(services.storage.backend.get(SETTINGS_KEY))["data"]["ice_servers"]
    assert stored[1] == {"url": "turn:turn.example.org", "username": "name", "credential": "secret"}
    assert t("en", "network.saved") in page_text(app)
    assert t("en", "network.servers_set", n=2) in page_text(app)
    assert field(app)[1]["value"] == "stun:stun.example.org:3478\nturn:turn.example.org name secret"
    typed(app, "")
    save(app)
    assert app.settings.ice_servers == () and t("en", "network.no_servers") in page_text(app)


def test_a_wrong_server_is_refused_with_its_line_and_the_text_stays() -> None:
    for lang in LANGS:
        services, app = settings_app(lang)
        text = "stun:stun.example.org\nturn:turn.example.org:3478"
        typed(app, text)
        save(app)
        assert app.settings.ice_servers == ()
        assert len(elements(app, **{"data-problem": "ice.credentials"})) == 1
        assert t(lang, "ice.credentials", line=2) in page_text(app)
        assert field(app)[1]["value"] == text
        assert services.storage.backend.get(SETTINGS_KEY) is None  # nothing written
