"""Export and import of everything Verba stores (``verba.ui.shell.transfer``)
through the stored-data screen, as a person moving to a new phone would."""
from __future__ import annotations

import json
import random

import pytest

import fuzz_stored as F
from verba.i18n import t
from verba.scriba import keeper
from verba.storage import (ASIDE, HISTORY_KEY, KEEPER_KEY, LANG_HINT_KEY, SETTINGS_KEY,
                           START_CLEAN_KEY, MemoryBackend, save_key)
from verba.ui.shell.app import App
from verba.ui.shell.stored_data import StoredDataScreen
from verba.ui.shell.transfer import MAX_FILE_CHARS

from test_app import FakeServices, click, elements, page_text
from test_scriba_keeper import story


def exported(items: dict[str, str]) -> str:
    """The file the stored-data screen downloads for a store holding ``items``."""
    services = FakeServices(MemoryBackend())
    services.storage.backend.items.update(items)
    app = App(services, ["en"])
    click(app, "settings")
    click(app, "stored")
    click(app, "export")
    [(name, text)] = services.downloads
    assert name.startswith("verba-") and name.endswith(".json")
    return text


def dropped(text: str | None, items: dict[str, str] | None = None,
            lang: str = "en") -> tuple[App, MemoryBackend]:
    backend = MemoryBackend()
    backend.items.update(items or {})
    app = App(FakeServices(backend), [lang])
    app.handle("act", json.dumps({"do": "open_record"}), text)
    return app, backend


def everything() -> dict[str, str]:
    items = F.baseline(random.Random(3))
    items[LANG_HINT_KEY] = "pl"
    items[ASIDE + "history~2"] = "[1, 2"
    return items


def test_export_then_import_into_a_fresh_browser_gives_back_the_same_store() -> None:
    items = everything()
    app, backend = dropped(exported(items), lang="fr")
    assert isinstance(app.screen, StoredDataScreen)
    assert elements(app, **{"data-import-stored": "ready"})
    assert t("fr", "stored.import_replaces_nothing") in page_text(app)
    assert t("fr", "stored.entry.history", count=4) in page_text(app)
    click(app, "import_yes")
    assert backend.items == items
    assert app.lang == "pl" and all(app.saves[g] for g in ("mistrz", "scriba", "wordz"))
    assert t("pl", "stored.imported", n=len(items)) in page_text(app)


def test_an_import_says_what_it_replaces_and_changes_nothing_until_yes() -> None:
    mine = {HISTORY_KEY: F.envelope("history", F.history_entries()[:1]),
            save_key("wordz"): F.envelope("save", {"state": F.valid_states("wordz")[0],
                                                    "summary": "mine"}),
            ASIDE + "save.old": "{mine", START_CLEAN_KEY: "[]"}
    theirs = everything()
    theirs["verba.daily.future"] = "{}"          # a key this version does not know
    text = exported(theirs)
    app, backend = dropped(text, mine)
    before = dict(backend.items)
    shown = page_text(app)
    assert t("en", "stored.import_replaces") in shown
    assert t("en", "stored.entry.history", count=1) in shown        # what is stored here
    assert t("en", "stored.entry.save", game="Wordz", summary="mine") in shown
    assert t("en", "stored.import_skipped", n=1) in shown
    click(app, "import_no")
    assert backend.items == before
    app.screen.take_file(text)
    click(app, "import_yes")
    # the file's entries in place of those of the same name; an entry set
    # aside here under the same key is kept beside the file's
    assert backend.items[HISTORY_KEY] == theirs[HISTORY_KEY]
    assert backend.items[ASIDE + "save.old"] == "{mine"
    assert backend.items[ASIDE + "save.old~2"] == theirs[ASIDE + "save.old"]
    assert "verba.daily.future" not in backend.items
    assert app.saves["wordz"]["summary"] == F.summary_of("wordz")


@pytest.mark.parametrize("text, code", [
    (None, "stored.import_too_big"),
    ("x" * (MAX_FILE_CHARS + 1), "stored.import_too_big"),
    (json.dumps({"verba": "stored-data", "version": 2, "entries": {}}), "stored.import_newer"),
    (json.dumps({"verba": "stored-data", "version": 1, "entries": []}), "stored.import_not_export"),
    (json.dumps({"verba": "stored-data", "version": 1, "entries": {"x": "1"}}),
     "stored.import_bad_entry"),
    (json.dumps({"verba": "stored-data", "version": 1, "entries": {"verba.q": "1"}}),
     "stored.import_empty"),
    (json.dumps({"verba": "stored-data", "version": 1, "entries": {
        SETTINGS_KEY: json.dumps({"schema": 2, "kind": "settings", "data": {"lang": "xx"}})}}),
     "stored.import_bad_entry"),
    (json.dumps({"verba": "stored-data", "version": 1, "entries": {
        LANG_HINT_KEY: "klingon"}}), "stored.import_bad_entry"),
])
def test_a_file_that_cannot_be_imported_says_why_and_changes_nothing(text, code) -> None:
    mine = everything()
    backend = MemoryBackend()
    backend.items.update(mine)
    app = App(FakeServices(backend), ["pl"])
    click(app, "settings")
    click(app, "stored")
    app.handle("act", json.dumps({"do": "import_stored"}), text)
    [alert] = elements(app, **{"data-import-stored": "refused"})
    assert alert[1]["data-error"] == code and alert[1]["role"] == "alert"
    assert t("pl", "stored.import_unchanged") in page_text(app)
    assert backend.items == mine
    app.handle("key", json.dumps({"key": "Escape"}), None)      # Escape closes the message
    assert isinstance(app.screen, StoredDataScreen) and not elements(
        app, **{"data-import-stored": "refused"})


def test_a_save_whose_state_the_game_refuses_refuses_the_file() -> None:
    items = everything()
    items[save_key("scriba")] = F.envelope("save", {"state": {"version": 1}, "summary": "x"})
    app, backend = dropped(exported(items))
    [alert] = elements(app, **{"data-import-stored": "refused"})
    assert t("en", "stored.import_bad_entry", key=save_key("scriba")) in page_text(app)
    assert backend.items == {}


def test_a_full_store_takes_nothing_of_the_file() -> None:
    mine = {SETTINGS_KEY: F.envelope("settings", {"lang": "en"})}
    backend = MemoryBackend(limit=sum(len(k) + len(v) for k, v in mine.items()) + 2000)
    backend.items.update(mine)
    app = App(FakeServices(backend), ["en"])
    app.handle("act", json.dumps({"do": "open_record"}), exported(everything()))
    click(app, "import_yes")
    assert elements(app, **{"data-error": "stored.import_full"})
    assert backend.items == mine


def test_a_game_record_dropped_on_the_page_still_opens_as_a_record() -> None:
    app, _ = dropped('{"format": "verba-record", "version": 1}')
    assert app.screen.__class__.__name__ == "ImportScreen"


def test_the_keepers_sheet_travels_with_the_file() -> None:
    items = everything()
    items[KEEPER_KEY] = F.envelope("keeper", keeper.to_dict(story()))
    app, backend = dropped(exported(items))
    shown = page_text(app)
    assert t("en", "stored.entry.keeper") in shown and t("en", "stored.import_skipped", n=1) \
        not in shown
    click(app, "import_yes")
    assert backend.items == items


def test_a_damaged_keepers_sheet_in_a_file_refuses_it_and_changes_nothing() -> None:
    mine = everything()
    data = keeper.to_dict(story())
    data["moves"][0]["tiles"][0]["row"] = 99
    theirs = {SETTINGS_KEY: mine[SETTINGS_KEY], KEEPER_KEY: F.envelope("keeper", data)}
    app, backend = dropped(exported(theirs), mine)
    [alert] = elements(app, **{"data-import-stored": "refused"})
    assert alert[1]["data-error"] == "stored.import_bad_entry"
    assert t(app.lang, "stored.import_bad_entry", key=KEEPER_KEY) in page_text(app)
    assert backend.items == mine
