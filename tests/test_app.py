"""The app shell rendered in CPython: home, language, banners, navigation."""
from __future__ import annotations

import json
from typing import Any, Callable

from verba.i18n import LANGS, t
from verba.lexicon_store import LexiconStore
from verba.offline import OfflineStatus
from verba.settings import Settings
from verba.storage import SETTINGS_KEY, MemoryBackend, Storage
from verba.ui.shell import collector
from verba.ui.shell.app import LANG_HINT_KEY, App
from verba.ui.shell.vnode import act, find_all, text_of


async def no_fetch(url: str, on_progress: Callable[[int, int], None]) -> bytes:
    raise AssertionError(f"the shell fetched {url}")


class FakeServices:
    version = "test"

    def __init__(self, backend: MemoryBackend | None = None) -> None:
        self.storage = Storage(backend or MemoryBackend())
        self.lexicons = LexiconStore(no_fetch)
        self.renders = 0
        self.downloads: list[tuple[str, str]] = []

    def render(self) -> None:
        self.renders += 1

    def later(self, seconds: float, callback: Callable[[], None]) -> Any:
        return None

    def reload(self) -> None:
        pass

    def offline_status(self) -> OfflineStatus:
        return self.offline

    def download(self, filename: str, text: str) -> None:
        self.downloads.append((filename, text))

    offline = OfflineStatus()  # what the page reports; tests set their own


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
    click(app, "clear")  # asks first; "keep them" keeps them
    assert t("en", "history.clear_confirm", n=1) in page_text(app)
    click(app, "clear_no")
    assert "<b>Ala</b>" in page_text(app)
    click(app, "clear")
    click(app, "clear_yes")
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


def run_fresh(code: str) -> str:
    """What ``code`` prints, run in a fresh CPython (its ``sys.modules`` ours alone)."""
    import subprocess
    import sys
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={"PYTHONPATH": "py:tests"})
    return out.stdout.strip()


def test_the_home_screen_imports_no_game() -> None:
    code = ("import sys; from test_app import App, FakeServices, page_text; "
            "page_text(App(FakeServices(), ['pl'])); "
            "print(sorted(m for m in sys.modules if m.split('.')[1:2] in "
            "(['mistrz'], ['scriba'], ['wordz']) and m.count('.') > 1 "
            "and not m.endswith('.messages')))")
    assert run_fresh(code) == "[]"


# What the start does without (issue 14: a cold start compiles every module it
# imports): word lists, dailies, records, rules pages, network servers.
DEFERRED_AT_START = (
    "verba.lexicon", "verba.lexicon.lexicon", "verba.lexicon.build", "verba.lexicon.format",
    "verba.lexicon.alphabets", "encodings.iso8859_2",
    "verba.daily.days", "verba.daily.record", "verba.daily.validate", "verba.daily.kinds",
    "verba.records", "verba.protocol", "verba.errors",
    "verba.ui.rules.screen", "verba.ui.rules.page", "verba.ice_servers",
    "verba.ui.shell.loading",
)


def test_the_start_imports_only_what_the_home_needs() -> None:
    """The page's start: the app built on a first visit, the home shown, the
    static screen taken over; then a visit with settings stored."""
    code = ("import sys; from test_app import App, FakeServices, page_text, DEFERRED_AT_START; "
            "from verba.ui.shell.static import take_over; "
            "services = FakeServices(); app = App(services, ['pl']); "
            "take_over(app, {'lang': 'pl', 'screen': 'home', 'params': {}, 'pending': None}); "
            "page_text(app); app.set_lang('fr'); page_text(App(services, ['pl'])); "
            "print(sorted(m for m in DEFERRED_AT_START if m in sys.modules))")
    assert run_fresh(code) == "[]"


def test_a_stored_daily_and_history_are_read_at_start_all_the_same() -> None:
    """Their readers are imported only when something is stored, and then a
    damaged entry still goes aside at start, with its banner."""
    from verba.storage import DAILY_KEY, HISTORY_KEY, SCHEMA, aside_base
    backend = MemoryBackend()
    backend.set(DAILY_KEY, "{broken")
    history = [{"game": "chess"}]
    backend.set(HISTORY_KEY, json.dumps({"schema": SCHEMA, "kind": "history", "data": history}))
    app = App(FakeServices(backend), ["en"])
    assert backend.get(aside_base(DAILY_KEY)) == "{broken"
    assert json.loads(backend.get(aside_base(HISTORY_KEY)) or "") == history
    codes = {code for code, _ in app.messages}
    assert {"storage.set_aside", "stored.history_aside"} <= codes


# --- home, set-up, settings: what issue #13 found and asked for -------------------------

def test_the_new_game_buttons_are_named_for_their_game() -> None:
    app = App(FakeServices(), ["pl"])
    buttons = [e for e in elements(app) if "data-new" in e[1]]
    names = [b[1]["aria-label"] for b in buttons]
    assert len(set(names)) == 3
    for button, game in zip(buttons, ("mistrz", "scriba", "wordz")):
        # the visible text starts the name (axe: label-content-name-mismatch)
        assert button[1]["aria-label"].startswith(text_of(button))
        assert t("pl", f"game.{game}.name") in button[1]["aria-label"]


def open_setup(app: App, game_id: str) -> Any:
    """A game's screen at its set-up (which needs no word list yet)."""
    from verba.ui.shell.games import game_by_id
    screen = game_by_id(game_id).make_screen(app, None, None)
    app.go(screen)
    return screen


def test_a_first_game_is_against_gentle_computers_and_the_levels_are_explained() -> None:
    app = App(FakeServices(), ["en"])
    for game in ("mistrz", "scriba", "wordz"):
        screen = open_setup(app, game)
        kinds = [seat["kind"] for seat in screen.seats.seats]
        assert kinds[0] == "human" and set(kinds[1:]) == {"easy"}, (game, kinds)
        names = [seat["name"] for seat in screen.seats.seats]
        assert len(set(names)) == len(names), names  # two easy computers are told apart
        text = page_text(app)
        for level in ("easy", "medium", "hard"):
            assert t("en", f"setup.level_about.{game}.{level}") in text
        [levels] = elements(app, id=f"levels-{game}")
        selects = elements(app, **{"aria-describedby": f"levels-{game}"})
        assert len(selects) == len(kinds) and levels
    # The texts differ per game: they describe each game's own computer players.
    about = {t("en", f"setup.level_about.{g}.easy") for g in ("mistrz", "scriba", "wordz")}
    assert len(about) == 3


def test_remove_buttons_only_where_a_seat_can_go_and_the_add_button_stops_at_the_maximum() -> None:
    app = App(FakeServices(), ["en"])
    screen = open_setup(app, "scriba")  # 1-4 players
    assert len(elements(app, **{"class": "btn ghost icon seat-remove"})) == 2
    click(app, "seat_remove", seat=1)
    assert not elements(app, **{"class": "btn ghost icon seat-remove"})  # one seat: none
    for _ in range(5):
        click(app, "seat_add")
    assert len(screen.seats.seats) == 4
    [add] = elements(app, **{"data-add-seat": "1"})
    assert add[1].get("disabled") is True
    # A second seat added when playing alone is a gentle opponent, then friends.
    assert [s["kind"] for s in screen.seats.seats] == ["human", "easy", "human", "human"]


def test_the_last_set_up_is_remembered_per_game() -> None:
    services = FakeServices()
    app = App(services, ["en"])
    open_setup(app, "mistrz")
    app.handle("change", act("seat_kind", seat=1), "hard")
    app.handle("input", act("seat_name", seat=0), "Ala")
    click(app, "seat_add")
    again = App(FakeServices(services.storage.backend), ["en"])  # a reload
    seats = open_setup(again, "mistrz").seats.seats
    assert seats == [{"name": "Ala", "kind": "human"}, {"name": "Computer (hard)", "kind": "hard"},
                     {"name": "Player 3", "kind": "human"}]
    assert [s["kind"] for s in open_setup(again, "scriba").seats.seats] == ["human", "easy"]
    # Names the person did not type follow the language.
    click(again, "lang", lang="fr")
    assert [s["name"] for s in open_setup(again, "mistrz").seats.seats] == [
        "Ala", "Ordinateur (difficile)", "Joueur 3"]


def test_stored_set_ups_and_themes_are_validated() -> None:
    good = Settings(setups={"wordz": ({"name": "", "kind": "easy"},)}, theme="dark", sound=True)
    assert Settings.from_dict(good.to_dict()) == good
    for bad in ({"theme": "neon"}, {"sound": "yes"}, {"setups": []},
                {"setups": {"wordz": [{"name": "x", "kind": "god"}]}},
                {"setups": {"wordz": [{"name": "x" * 99, "kind": "easy"}]}},
                {"setups": {"wordz": [{"name": "x", "kind": "easy"}] * 99}}):
        try:
            Settings.from_dict(bad)
        except ValueError:
            continue
        raise AssertionError(f"accepted {bad}")
    backend = MemoryBackend()
    Storage(backend).write(SETTINGS_KEY, "settings", {"lang": "pl", "theme": "neon"})
    app = App(FakeServices(backend), ["en"])
    assert app.settings == Settings(lang="en")  # set aside, with a banner
    assert elements(app, **{"data-code": "storage.set_aside"})


def test_the_settings_screen_is_grouped_and_the_theme_is_stored_for_the_boot_screen() -> None:
    services = FakeServices()
    app = App(services, ["en"])
    click(app, "settings")
    sections = [e[1]["data-section"] for e in elements(app) if "data-section" in e[1]]
    assert sections == ["language", "sound", "look", "hot_seat", "offline", "network", "stored", "about"]
    assert t("en", "settings.version", version="test") in page_text(app)
    app.handle("change", act("theme"), "dark")
    assert app.settings.theme == "dark"
    assert services.storage.backend.get("verba.theme") == "dark"
    [dark] = elements(app, type="radio", value="dark")
    assert dark[1]["checked"] is True
    app.handle("change", act("theme"), "neon")  # not a theme: nothing changes
    assert app.settings.theme == "dark"
    app.handle("change", act("toggle", name="hand_off"), "false")
    assert app.settings.hand_off is False


class FeelingServices(FakeServices):
    def __init__(self) -> None:
        super().__init__()
        self.felt: list[tuple[str, bool, bool]] = []

    def feel(self, event: str, sound: bool, buzz: bool) -> None:
        self.felt.append((event, sound, buzz))


def test_sound_is_off_until_turned_on_and_the_page_gets_what_the_settings_allow() -> None:
    services = FeelingServices()
    app = App(services, ["en"])
    app.feel("roll")
    assert services.felt == [("roll", False, True)]  # first visit: a buzz, no sound
    open_setup(app, "wordz")
    [switch] = elements(app, **{"data-sound": "off"})
    assert switch[1]["aria-pressed"] == "false"
    click(app, "sound")  # the loudspeaker at the table
    assert app.settings.sound and services.felt[-1] == ("place", True, True)
    assert elements(app, **{"data-sound": "on"})
    app.update_settings(vibrate=False, sound=False)
    app.feel("win")
    assert services.felt[-1] == ("place", True, True)  # nothing asked of the page
    try:
        app.feel("boom")
    except AssertionError:
        pass
    else:
        raise AssertionError("an unknown event was accepted")


def test_the_sample_button_plays_each_event_in_turn() -> None:
    from verba.settings import FEEL_EVENTS
    services = FeelingServices()
    app = App(services, ["en"])
    click(app, "settings")
    app.handle("change", act("toggle", name="sound"), "true")
    for _ in FEEL_EVENTS:
        click(app, "sample")
    assert [event for event, _, _ in services.felt] == list(FEEL_EVENTS)
    app.update_settings(sound=False, vibrate=False)
    [sample] = [e for e in elements(app) if "data-sample" in e[1]]
    assert sample[1].get("disabled") is True


def test_every_screen_but_home_puts_the_focus_on_its_title() -> None:
    app = App(FakeServices(), ["en"])
    [logo] = elements(app, **{"class": "logo"})
    assert logo[1]["focus"] is True and logo[1]["tabindex"] == "-1"
    for nav in ("settings", "history"):
        click(app, nav)
        [title] = elements(app, **{"class": "screen-title"})
        assert title[1]["focus"] is True and title[1]["tabindex"] == "-1"
        click(app, "home")
    open_setup(app, "mistrz")
    [title] = elements(app, **{"class": "screen-title"})
    assert title[1]["focus"] is True


class StepServices(FakeServices):
    """Services whose timers run when the test says so, and that pause the
    cycle collector as the page does."""
    hold_collector = staticmethod(collector.hold)

    def __init__(self) -> None:
        super().__init__()
        self.due: list[Callable[[], None]] = []

    def later(self, seconds: float, callback: Callable[[], None]) -> Any:
        self.due.append(callback)
        return None

    def run_all(self) -> None:
        while self.due:
            self.due.pop(0)()


def test_sliced_work_pauses_the_cycle_collector_until_every_work_ends() -> None:
    import gc

    services = StepServices()
    app = App(services, ["en"])
    results: list[Any] = []

    def work(n: int):
        for _ in range(n):
            yield
        return n

    assert gc.isenabled()
    app.run_sliced(work(3), results.append)
    cancel = app.run_sliced(work(10**9), results.append)
    assert not gc.isenabled()
    services.due.pop(0)()            # the first work's slice: done
    assert results == [3] and not gc.isenabled()   # the other still runs
    cancel()
    assert gc.isenabled()
    services.run_all()
    assert results == [3]


def test_a_failing_work_gives_the_collector_back() -> None:
    import gc

    services = StepServices()
    app = App(services, ["en"])

    def broken():
        yield
        raise RuntimeError("bug")

    app.run_sliced(broken(), lambda value: None)
    try:
        services.run_all()
    except RuntimeError:
        pass
    assert gc.isenabled()
