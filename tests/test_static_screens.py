"""The static screens: rendered by the Python views, picked and filled in by the
page's JavaScript exactly as Python would show them, and taken over by Python."""
from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from verba.i18n import LANGS
from verba.storage import SETTINGS_KEY, MemoryBackend, save_key
from verba.ui.shell.app import LANG_HINT_KEY, App
from verba.ui.shell.home import SUMMARY_LIMIT
from verba.ui.shell.static import STATIC_SCREENS, render_all, screen_key, take_over
from verba.ui.shell.vnode import act, find_all

from test_app import FakeServices

ROOT = Path(__file__).resolve().parent.parent
SCREENS_JS = ROOT / "assets" / "js" / "screens.js"

# Runs screens.js under Node: for each case, the tree the page paints from the
# build's data and the stored entries. The file is an ES module that no
# package.json declares one: imported from a data: URL, it loads as a module
# on Node 18 too (before 20.19 Node read a .js file as CommonJS).
RUN_SCREENS = """
import { readFileSync } from "node:fs";
const source = readFileSync(new URL(process.argv[1]));
const { savedGames, screenKey, screenTree } =
  await import("data:text/javascript;base64," + source.toString("base64"));
const { data, cases } = JSON.parse(readFileSync(0, "utf8"));
const out = cases.map(({ items, lang, action }) => {
  const storage = { getItem: (key) => (key in items ? items[key] : null) };
  const key = screenKey(data, action);
  return key === null ? null : screenTree(data, key, lang, savedGames(data, storage));
});
process.stdout.write(JSON.stringify(out));
"""


def run_screens(data: dict, cases: list[dict]) -> list:
    if shutil.which("node") is None:
        pytest.skip("Node.js is needed to run the page's screens.js")
    out = subprocess.run(["node", "--input-type=module", "-e", RUN_SCREENS, SCREENS_JS.as_uri()],
                         input=json.dumps({"data": data, "cases": cases}), capture_output=True,
                         text=True, check=True)
    return json.loads(out.stdout)


def envelope(summary: object, schema: int = 2, state: object = None) -> str:
    return json.dumps({"schema": schema, "kind": "save",
                       "data": {"state": {"version": 1} if state is None else state,
                                "summary": summary}})


SUMMARIES = {
    "plain": "Round 3 · Ala 45, Olek 30",
    "markup": "<b>Ala</b> & <script>x</script>",
    "long": "Żółć " * 60,
    "astral": "😀" * (SUMMARY_LIMIT + 5),
    "astral_fits": "😀" * (SUMMARY_LIMIT - 10),  # fits in code points, not in UTF-16 units
    "token": "\u0000scriba\u0000 and $& $1",
    "empty": "",
}


def stored_cases() -> list[dict[str, str]]:
    """Stored entries: saves of every kind beside unreadable ones."""
    return [
        {},
        {save_key("mistrz"): envelope(SUMMARIES["plain"])},
        {save_key("scriba"): envelope(SUMMARIES["markup"]),
         save_key("wordz"): envelope(SUMMARIES["long"])},
        {save_key("wordz"): envelope(SUMMARIES["astral_fits"])},
        {save_key("mistrz"): envelope(SUMMARIES["astral"]),
         save_key("scriba"): envelope(SUMMARIES["token"]),
         save_key("wordz"): envelope(SUMMARIES["empty"])},
        # Old (no envelope), newer, foreign, not JSON, no state, a summary that is not text.
        {save_key("mistrz"): json.dumps({"state": {}, "summary": "old"}),
         save_key("scriba"): envelope("newer", schema=99),
         save_key("wordz"): "{not json"},
        {save_key("mistrz"): json.dumps({"schema": 2, "kind": "history", "data": []}),
         save_key("scriba"): envelope("x", state=[1]),
         save_key("wordz"): envelope(5)},
    ]


def python_view(items: dict[str, str], lang: str) -> list:
    backend = MemoryBackend()
    backend.items.update(items)
    app = App(FakeServices(backend), [lang])
    app.messages.clear()  # banners about set-aside entries are Python's, not the screen's
    return json.loads(json.dumps(app.view()))


def test_the_page_paints_the_home_python_shows_for_every_language_and_stored_saves() -> None:
    data = render_all()
    cases = [{"items": items, "lang": lang, "action": {"do": "home"}}
             for items in stored_cases() for lang in LANGS]
    painted = run_screens(data, cases)
    for case, tree in zip(cases, painted):
        assert tree == python_view(case["items"], case["lang"]), case


def test_actions_that_open_no_static_screen_are_left_for_python() -> None:
    data = render_all()
    actions = [{"do": "open", "game": "mistrz", "resume": False}, {"do": "settings"},
               {"do": "home", "extra": "x"}, {"do": "home", "n": 1}, {}]
    assert run_screens(data, [{"items": {}, "lang": "en", "action": a} for a in actions]) \
        == [None] * len(actions)


def test_every_static_screen_renders_in_every_language_without_banners_or_services() -> None:
    data = render_all()
    for screen in STATIC_SCREENS:
        for params in screen.params():
            entry = data["screens"][screen_key(screen.opens, params)]
            assert set(entry["views"]) == set(LANGS)
            for lang, views in entry["views"].items():
                assert len(views) == (2 ** len(data["games"]) if screen.shows_saves else 1)
                for tree in views.values():
                    assert tree and not find_all(tree[0], lambda tag, attrs: "data-code" in attrs)
    for lang in LANGS:
        assert all(data["texts"][lang].values())


def test_python_takes_over_the_language_the_screen_and_the_click() -> None:
    services = FakeServices()
    app = App(services, ["en"])
    click = act("history")
    pending = take_over(app, {"lang": "fr", "screen": "home", "params": {}, "pending": click})
    assert app.lang == "fr"
    assert services.storage.backend.get(LANG_HINT_KEY) == "fr"
    assert json.loads(services.storage.backend.get(SETTINGS_KEY))["data"]["lang"] == "fr"
    assert pending == click
    app.handle("act", pending, None)
    assert find_all(app.view()[0], lambda tag, attrs: attrs.get("data-screen") == "history")


def test_nothing_is_stored_when_the_language_is_the_apps_own() -> None:
    services = FakeServices()
    app = App(services, ["pl"])
    assert take_over(app, {"lang": "pl", "screen": "home", "params": {}, "pending": None}) is None
    assert services.storage.backend.get(SETTINGS_KEY) is None


@pytest.mark.parametrize("state", [
    None, [], "home", {"lang": "de"}, {"screen": "nowhere", "params": {}},
    {"screen": "home", "params": {"game": 5}}, {"pending": "{not json"},
    {"pending": json.dumps([1])}, {"pending": json.dumps({"do": 3})},
    {"pending": json.dumps({"do": "open", "game": "x" * 3000})},
])
def test_a_malformed_report_from_the_page_changes_nothing(state: object) -> None:
    app = App(FakeServices(), ["en"])
    before = app.view()
    assert take_over(app, state) is None
    assert app.view() == before and app.lang == "en"


class ReadingScreen:
    """A screen like the rules of a game: its view depends on a parameter only."""

    def __init__(self, app: App, game: str) -> None:
        self.app, self.game = app, game

    def view(self) -> list:
        return [["div", {"data-screen": "rules", "data-game": self.game},
                 ["button", {"data-act": act("home"), "data-nav": "home"}, self.app.t("app.home")],
                 self.app.t(f"game.{self.game}.name")]]

    def handle(self, action: dict) -> None:
        pass

    def key(self, info: dict) -> bool:
        return False


def test_a_screen_registered_with_parameters_is_rendered_found_and_taken_over(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import verba.ui.shell.static as static
    from verba.ui.shell.games import GAMES
    rules = static.StaticScreen("rules", lambda app, params: ReadingScreen(app, params["game"]),
                                params=lambda: [{"game": game.id} for game in GAMES])
    monkeypatch.setattr(static, "STATIC_SCREENS", (*STATIC_SCREENS, rules))
    data = render_all()
    assert {"rules?game=mistrz", "rules?game=scriba", "rules?game=wordz"} <= set(data["screens"])
    opened = run_screens(data, [
        {"items": {}, "lang": "fr", "action": {"do": "rules", "game": "wordz"}},
        {"items": {}, "lang": "fr", "action": {"do": "rules", "game": "chess"}},
        {"items": {}, "lang": "fr", "action": {"do": "rules"}}])
    app = App(FakeServices(), ["fr"])
    app.go(ReadingScreen(app, "wordz"))
    assert opened == [json.loads(json.dumps(app.view())), None, None]
    taken = App(FakeServices(), ["en"])
    take_over(taken, {"lang": "en", "screen": "rules", "params": {"game": "scriba"}, "pending": None})
    assert isinstance(taken.screen, ReadingScreen) and taken.screen.game == "scriba"
