"""Stored entries: envelopes, migration, setting aside, a full store."""
from __future__ import annotations

import json

from hypothesis import given, strategies as st

from verba.settings import Settings
from verba.storage import (ASIDE, HISTORY_LIMIT, SCHEMA, SETTINGS_KEY, MemoryBackend, Storage,
                           save_key)


def make(limit: int | None = None) -> Storage:
    return Storage(MemoryBackend(limit))


def test_round_trip_uses_the_current_schema() -> None:
    store = make()
    assert store.write(SETTINGS_KEY, "settings", {"lang": "pl"})
    raw = json.loads(store.backend.get(SETTINGS_KEY))
    assert raw == {"schema": SCHEMA, "kind": "settings", "data": {"lang": "pl"}}
    assert store.read(SETTINGS_KEY, "settings", Settings.from_dict) == Settings(lang="pl")
    assert store.take_notices() == []


def test_not_json_is_set_aside_with_a_notice() -> None:
    store = make()
    store.backend.set(SETTINGS_KEY, "{oops")
    assert store.read(SETTINGS_KEY, "settings") is None
    assert store.backend.get(SETTINGS_KEY) is None
    assert store.backend.get(ASIDE + "settings") == "{oops"
    [notice] = store.take_notices()
    assert (notice.code, notice.key, notice.reason) == ("storage.set_aside", SETTINGS_KEY, "not_json")


def test_newer_schema_is_set_aside_not_misread() -> None:
    store = make()
    store.backend.set(SETTINGS_KEY, json.dumps({"schema": SCHEMA + 1, "kind": "settings", "data": {}}))
    assert store.read(SETTINGS_KEY, "settings") is None
    assert store.take_notices()[0].reason == "newer"


def test_foreign_envelope_is_set_aside() -> None:
    store = make()
    store.backend.set(save_key("wordz"), json.dumps({"schema": SCHEMA, "kind": "settings", "data": {}}))
    assert store.read(save_key("wordz"), "save") is None
    assert store.take_notices()[0].reason == "foreign"


def test_data_the_reader_rejects_is_set_aside() -> None:
    store = make()
    store.write(SETTINGS_KEY, "settings", {"lang": "xx"})
    assert store.read(SETTINGS_KEY, "settings", Settings.from_dict) is None
    assert store.take_notices()[0].reason == "unreadable"


def test_schema_1_bare_data_is_migrated_and_rewritten() -> None:
    store = make()
    store.backend.set(SETTINGS_KEY, json.dumps({"lang": "fr"}))
    assert store.read(SETTINGS_KEY, "settings", Settings.from_dict) == Settings(lang="fr")
    [notice] = store.take_notices()
    assert notice.code == "storage.migrated"
    assert json.loads(store.backend.get(SETTINGS_KEY))["schema"] == SCHEMA
    # Read again: nothing left to migrate.
    assert store.read(SETTINGS_KEY, "settings", Settings.from_dict) == Settings(lang="fr")
    assert store.take_notices() == []


def test_full_store_reports_once_and_keeps_going() -> None:
    store = make(limit=200)
    assert not store.write(save_key("mistrz"), "save", {"big": "x" * 500})
    assert not store.write(save_key("mistrz"), "save", {"big": "y" * 500})
    assert [n.code for n in store.take_notices()] == ["storage.full"]
    assert store.write(SETTINGS_KEY, "settings", {"lang": "en"})


def test_history_is_newest_first_and_bounded() -> None:
    store = make()
    for i in range(HISTORY_LIMIT + 5):
        store.add_history({"game": "mistrz", "n": i})
    entries = store.history()
    assert len(entries) == HISTORY_LIMIT
    assert entries[0]["n"] == HISTORY_LIMIT + 4


@given(st.text(max_size=60))
def test_any_stored_text_never_raises(raw: str) -> None:
    store = make()
    store.backend.set(SETTINGS_KEY, raw)
    value = store.read(SETTINGS_KEY, "settings", Settings.from_dict)
    assert value is None or isinstance(value, Settings)
    if value is None:
        assert store.backend.get(SETTINGS_KEY) is None  # set aside, not left to fail again
