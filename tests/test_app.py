"""The app shell rendered in CPython: home, language, banners, navigation."""
from __future__ import annotations

import json
from typing import Any, Callable

from verba.i18n import LANGS, t
from verba.lexicon_store import LexiconStore
from verba.settings import Settings
from verba.storage import SETTINGS_KEY, MemoryBackend, Storage
from verba.ui.app import LANG_HINT_KEY, App
from verba.ui.vnode import act, find_all, text_of


async def no_fetch(url: str, on_progress: Callable[[int, int], None]) -> bytes:
    raise AssertionError(f"the shell fetched {url}")


class FakeServices:
    version = "test"

    def __init__(self, backend: MemoryBackend | None = None) -> None:
        self.storage = Storage(backend or MemoryBackend())
        self.lexicons = LexiconStore(no_fetch)
        self.renders = 0

    def render(self) -> None:
        self.renders += 1

    def later(self, seconds: float, callback: Callable[[], None]) -> Any:
        return None

    def reload(self) -> None:
        pass


def page_text(app: App) -> str:
    return "".join(text_of(node) for node in app.view())


def click(app: App, action: str, **params: Any) -> None:
    app.handle("act", act(action, **params), None)


def elements(app: App, **attrs: str) -> list[list]:
    def match(tag: str, node_attrs: dict) -> bool:
        return all(node_attrs.get(k) == v for k, v in attrs.items())
    return [e for node in app.view() for e in find_all(node, match)]


def test_home_lists_the_three_games_in_each_language() -> None:
    for lang in LANGS:
        app = App(FakeServices(), [lang])
        text = page_text(app)
        for game in ("mistrz", "scriba", "wordz"):
            assert t(lang, f"game.{game}.name") in text
            assert t(lang, f"game.{game}.blurb") in text
        assert app.lang == lang


def test_language_defaults_from_browser_and_choice_is_stored() -> None:
    services = FakeServices()
    app = App(services, ["fr-FR", "en"])
    assert app.lang == "fr"
    click(app, "lang", lang="pl")
    assert app.lang == "pl"
    assert services.storage.backend.get(LANG_HINT_KEY) == "pl"
    again = App(FakeServices(services.storage.backend), ["fr-FR"])  # a reload
    assert again.lang == "pl"
    pressed = elements(again, **{"aria-pressed": "true"})
    assert [e[1]["data-lang"] for e in pressed] == ["pl"]


def test_corrupt_settings_show_a_banner_and_the_page_carries_on() -> None:
    backend = MemoryBackend()
    backend.set(SETTINGS_KEY, "][")
    app = App(FakeServices(backend), ["en"])
    [banner] = elements(app, **{"data-code": "storage.set_aside"})
    assert SETTINGS_KEY in text_of(banner)
    click(app, "dismiss", index=0)
    assert not elements(app, **{"data-code": "storage.set_aside"})
    assert "Mistrz Słowa" in page_text(app)


def test_old_settings_are_migrated_with_a_banner() -> None:
    backend = MemoryBackend()
    backend.set(SETTINGS_KEY, json.dumps({"lang": "pl", "reduced_motion": True}))
    app = App(FakeServices(backend), ["en"])
    assert app.settings == Settings(lang="pl", reduced_motion=True)
    assert elements(app, **{"data-code": "storage.migrated"})


def test_settings_and_history_screens_and_escape_back_home() -> None:
    app = App(FakeServices(), ["en"])
    click(app, "settings")
    assert elements(app, **{"data-screen": "settings"})
    app.handle("change", act("toggle", name="reduced_motion"), "true")
    assert app.settings.reduced_motion
    assert app.handle("key", json.dumps({"key": "Escape"}), None)
    assert elements(app, **{"data-screen": "home"})
    click(app, "history")
    assert t("en", "history.empty") in page_text(app)
    app.storage.add_history({"game": "wordz", "finished": 0, "players": [
        {"name": "<b>Ala</b>", "score": 12}], "winners": ["<b>Ala</b>"]})
    assert "<b>Ala</b>" in page_text(app)  # a name is text, whatever it contains
    click(app, "clear")
    assert t("en", "history.empty") in page_text(app)


def test_a_saved_game_the_rules_cannot_read_is_set_aside_on_resume() -> None:
    backend = MemoryBackend()
    services = FakeServices(backend)
    services.storage.write("verba.save.mistrz", "save", {"state": {"version": 999}, "summary": "x"})
    app = App(FakeServices(backend), ["en"])
    assert elements(app, **{"data-resume": "mistrz"})  # the envelope is fine...
    click(app, "open", game="mistrz", resume=True)       # ...the state is not
    assert elements(app, **{"data-code": "storage.set_aside"})
    assert not elements(app, **{"data-resume": "mistrz"})
    assert backend.get("verba.aside.save.mistrz") is not None


def test_the_home_screen_imports_no_game() -> None:
    import subprocess
    import sys
    code = ("import sys; from test_app import App, FakeServices, page_text; "
            "page_text(App(FakeServices(), ['pl'])); "
            "print(sorted(m for m in sys.modules if m.split('.')[1:2] in "
            "(['mistrz'], ['scriba'], ['wordz']) and m.count('.') > 1 "
            "and not m.endswith('.messages')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={"PYTHONPATH": "py:tests"})
    assert out.stdout.strip() == "[]", out.stdout
