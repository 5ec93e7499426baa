"""The way out of bad stored data, in CPython: the stored-data screen (list,
export, delete one, delete all), notices that appear once and go, a save
whose screen fails set aside, the sand saved when the page is hidden, Mistrz
saves that do not grow, names that cannot reorder the page."""
from __future__ import annotations

import json
import random

import fuzz_stored as F
from test_app import click, elements, page_text
from test_ui_mistrz import start as start_mistrz
from verba.mistrz import game as mistrz
from verba.storage import (ASIDE, HISTORY_KEY, SETTINGS_KEY, START_CLEAN_KEY, MemoryBackend,
                           save_key)
from verba.text import FSI, PDI
from verba.ui.shell import games
from verba.ui.shell.app import App
from verba.ui.shell.vnode import text_of


def stocked(seed: int = 1) -> tuple[App, F.Services, dict[str, str]]:
    """The app over a store holding one valid entry of every kind."""
    items = F.baseline(random.Random(seed))
    backend, services, app = F.start_app(items)
    return app, services, items


def open_stored(app: App) -> None:
    click(app, "settings")
    click(app, "stored")
    assert elements(app, **{"data-screen": "stored"})


def test_the_stored_data_screen_lists_every_entry_with_its_size() -> None:
    app, services, items = stocked()
    open_stored(app)
    listed = [e[1]["data-entry"] for e in elements(app, **{"class": "stored-entry"})]
    assert sorted(listed) == sorted(items)
    groups = [e[1]["data-group"] for e in elements(app, **{"class": "panel stored-group"})]
    assert groups == ["settings", "save", "history", "daily", "aside", "word-lists"]
    [entry] = [e for e in elements(app, **{"class": "stored-entry"})
               if e[1]["data-entry"] == save_key("scriba")]
    size = len(save_key("scriba")) + len(items[save_key("scriba")].encode())
    assert f"{size / 1024:.1f} kB" in text_of(entry) and "Scriba" in text_of(entry)
    # an entry set aside says what it was
    services.storage.set_aside(save_key("mistrz"), "unreadable")
    [aside] = [e for e in elements(app, **{"class": "stored-entry"})
               if e[1]["data-entry"] == ASIDE + "save.mistrz"]
    assert app.t("stored.entry.aside", what="Mistrz Słowa") in text_of(aside)


def test_deleting_one_entry_asks_first_and_leaves_the_others() -> None:
    app, services, items = stocked()
    open_stored(app)
    key = save_key("wordz")
    click(app, "delete", key=key)                      # no confirmation yet: nothing happens
    assert key in services.storage.backend.items
    click(app, "delete_ask", key=key)
    assert elements(app, **{"data-confirm": key})
    click(app, "cancel")
    assert not elements(app, **{"data-confirm": key})
    click(app, "delete_ask", key=key)
    click(app, "delete", key=key)
    assert key not in services.storage.backend.items and app.saves["wordz"] is None
    assert {k: v for k, v in services.storage.backend.items.items()} == {
        k: v for k, v in items.items() if k != key}
    click(app, "home")
    assert not elements(app, **{"data-resume": "wordz"}) and elements(app, **{"data-resume": "scriba"})


def test_delete_everything_asks_first_then_empties_the_store() -> None:
    app, services, items = stocked()
    services.storage.backend.set("someone.else", "kept")
    open_stored(app)
    click(app, "reset")
    assert len(services.storage.backend.items) == len(items) + 1
    click(app, "reset_ask")
    assert elements(app, **{"data-confirm": "reset"})
    click(app, "reset")
    assert services.storage.backend.items == {"someone.else": "kept"}
    assert app.saves == {g.id: None for g in games.GAMES}
    assert app.t("stored.empty") in page_text(app)


def escape(app: App) -> None:
    assert app.handle("key", json.dumps({"key": "Escape"}), None)


def test_escape_closes_a_question_first_then_goes_back_to_the_settings() -> None:
    app, services, items = stocked()
    open_stored(app)
    key = save_key("wordz")
    click(app, "delete_ask", key=key)
    escape(app)
    assert elements(app, **{"data-screen": "stored"}) and not elements(app, **{"data-confirm": key})
    escape(app)
    assert elements(app, **{"data-screen": "settings"}) and app.messages == []


def test_export_downloads_every_entry_as_stored() -> None:
    app, services, items = stocked()
    services.storage.backend.set(ASIDE + "history", "][")
    open_stored(app)
    click(app, "export")
    [(name, text)] = services.downloads
    assert name.startswith("verba-") and name.endswith(".json")
    assert json.loads(text)["entries"] == {**items, ASIDE + "history": "]["}
    assert name in page_text(app)


def test_a_start_without_stored_data_is_reported_once() -> None:
    backend = MemoryBackend()
    backend.set(ASIDE + "settings", "{}")
    backend.set(START_CLEAN_KEY, json.dumps(["verba.settings"]))
    app = App(F.Services(backend), ["pl"])
    assert [code for code, _ in app.messages] == ["stored.started_clean"]
    assert "Verba uruchomiła się bez zapisanych danych" in page_text(app)
    assert START_CLEAN_KEY not in backend.items


def test_bad_history_entries_go_aside_and_the_history_screen_works() -> None:
    app, services, items = stocked()
    entries = F.history_entries()
    bad = [{**entries[0], "finished": 1e300}, {**entries[1], "winners": 5}]
    services.storage.write(HISTORY_KEY, "history", [bad[0], *entries, bad[1]])
    click(app, "history")
    assert elements(app, **{"data-code": "stored.history_aside"})
    assert len(elements(app, **{"class": "history-entry"})) == len(entries)
    click(app, "clear")              # "Clear history" asks first
    click(app, "clear_yes")
    assert app.t("history.empty") in page_text(app)


def test_the_storage_full_banner_shows_once_and_goes_when_saving_works_again() -> None:
    backend = MemoryBackend(limit=2_000)
    app = App(F.Services(backend), ["en"])
    app.save_game("mistrz", {"big": "x" * 3_000}, "a")
    app.storage.add_history({"game": "mistrz", "finished": 1, "winners": ["A"],
                             "players": [{"name": "A", "score": "y" * 3_000}]})
    app.save_game("scriba", {"big": "z" * 3_000}, "b")
    app.collect_notices()
    assert [code for code, _ in app.messages] == ["storage.full"]
    app.save_game("mistrz", {"small": 1}, "a")
    app.collect_notices()
    assert app.messages == [] and not app.storage.full


def test_a_save_whose_screen_fails_goes_aside_instead_of_failing_at_every_resume(
        monkeypatch) -> None:
    app, services, items = stocked()

    def broken(self, app, lexicon, saved):  # a screen bug on a state its reader accepted
        raise RuntimeError("bug")

    monkeypatch.setattr(games.Game, "make_screen", broken)
    click(app, "open", game="wordz", resume=True)
    assert elements(app, **{"data-screen": "home"}) and not elements(app, **{"data-resume": "wordz"})
    assert services.storage.backend.get(ASIDE + "save.wordz") == items[save_key("wordz")]
    assert [n.reason for n in services.storage.seen] == ["unplayable"]


def test_mistrz_sand_is_saved_when_the_page_is_hidden_not_on_every_tick() -> None:
    app, screen, services = start_mistrz(("human",))
    click(app, "roll")

    def saved_sand() -> int:
        raw = services.storage.backend.get(save_key("mistrz"))
        return json.loads(raw)["data"]["state"]["turn"]["sand_ms"]

    screen._tick_at -= 5
    services.run_timers()
    assert screen.state.turn.sand_ms >= 5_000 and saved_sand() == 0     # ticks do not save
    screen._tick_at -= 3
    app.page_hidden()
    assert saved_sand() == screen.state.turn.sand_ms >= 8_000
    again = App(type(services)(services.storage.backend), ["en"])
    assert mistrz.from_dict(again.saves["mistrz"]["state"]).turn.sand_ms == saved_sand()


def test_mistrz_saves_stay_the_same_size_turn_after_turn() -> None:
    app, screen, services = start_mistrz(("hard", "hard"))
    sizes = []
    for _ in range(200):
        services.run_timers()
        raw = services.storage.backend.get(save_key("mistrz"))
        if raw is None:
            break
        if screen.state.phase == "roll":
            sizes.append(len(raw))
    # A save keeps the last round's turns (a take-back may need them): once the
    # first round is played it stays the same size, where version 1 grew by
    # ~2 kB a turn.
    full = sizes[len(screen.state.players):]
    assert len(full) >= 6
    assert max(full) - min(full) < 1_000


def overrides_closed(text: str) -> bool:
    """Every U+202E shown sits in an isolate that closes after it."""
    return all(PDI in part for part in text.split("\u202e")[1:])


def test_a_name_holding_a_right_to_left_override_is_isolated_on_every_screen() -> None:
    items = F.baseline(random.Random(1))
    for game_id in ("mistrz", "scriba", "wordz"):
        state = next(s for s in F.valid_states(game_id) if F.RTL_NAME in json.dumps(s, ensure_ascii=False))
        items[save_key(game_id)] = F.envelope("save", {"state": state, "summary": "x"})
    backend, services, app = F.start_app(items)
    for game_id in ("mistrz", "scriba", "wordz"):
        click(app, "open", game=game_id, resume=True)
        assert F.RTL_NAME in page_text(app) and overrides_closed(page_text(app))
        click(app, "home")
    click(app, "history")
    assert F.RTL_NAME in page_text(app) and overrides_closed(page_text(app))


def test_summaries_isolate_each_name_so_one_cannot_reverse_the_next() -> None:
    app, screen, services = start_mistrz(("human", "hard"))
    click(app, "new_game")                          # back to the set-up
    app.handle("input", json.dumps({"do": "seat_name", "seat": 0}), F.RTL_NAME)
    click(app, "start")
    summary = json.loads(services.storage.backend.get(save_key("mistrz")))["data"]["summary"]
    assert FSI + F.RTL_NAME + PDI + " 0" in summary
