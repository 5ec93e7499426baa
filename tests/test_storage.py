"""Stored entries: envelopes, migration, setting aside, a full store."""
from __future__ import annotations

import json

import pytest
from hypothesis import given, strategies as st

from verba.settings import Settings
from verba.storage import (ASIDE, HISTORY_KEY, HISTORY_LIMIT, MAX_DEPTH, MAX_ENTRY_CHARS, SCHEMA,
                           SETTINGS_KEY, START_CLEAN_KEY, MemoryBackend, Storage, Unreadable,
                           aside_base, parse_text, save_key)


def finished(when: int, name: str = "Ala") -> dict:
    """A history entry as a game's screen writes it."""
    return {"game": "mistrz", "finished": when, "players": [{"name": name, "score": 100}],
            "winners": [name]}


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
        store.add_history(finished(i))
    entries = store.history()
    assert len(entries) == HISTORY_LIMIT
    assert entries[0]["finished"] == HISTORY_LIMIT + 4


@given(st.text(max_size=60))
def test_any_stored_text_never_raises(raw: str) -> None:
    store = make()
    store.backend.set(SETTINGS_KEY, raw)
    value = store.read(SETTINGS_KEY, "settings", Settings.from_dict)
    assert value is None or isinstance(value, Settings)
    if value is None:
        assert store.backend.get(SETTINGS_KEY) is None  # set aside, not left to fail again


# --- limits and schemas (issue #15) ------------------------------------------------------

def aside_reason(raw: str, key: str = SETTINGS_KEY, kind: str = "settings") -> str:
    """Store ``raw``, read it, and say why it was set aside."""
    store = make()
    store.backend.set(key, raw)
    assert store.read(key, kind) is None
    assert store.backend.get(key) is None and store.backend.get(aside_base(key)) == raw
    [notice] = store.take_notices()
    assert notice.code == "storage.set_aside"
    return notice.reason


def test_schemas_outside_one_to_current_are_set_aside_never_a_key_error() -> None:
    for schema in (0, -1, True, 1.5, "2", None, [2]):
        raw = json.dumps({"schema": schema, "kind": "save", "data": {"state": {}, "summary": ""}})
        assert aside_reason(raw, save_key("mistrz"), "save") == "foreign"
    for schema in (SCHEMA + 1, 2**64):
        raw = json.dumps({"schema": schema, "kind": "save", "data": {}})
        assert aside_reason(raw, save_key("mistrz"), "save") == "newer"


def test_deep_nesting_is_refused_before_the_parser_recurses() -> None:
    deep = '{"schema":2,"kind":"save","data":' + "[" * 100_000 + "]" * 100_000 + "}"
    assert aside_reason(deep, save_key("scriba"), "save") == "too_deep"
    # brackets inside strings are text, not nesting
    store = make()
    store.write(SETTINGS_KEY, "settings", {"lang": "pl", "note": "[" * 100})
    assert store.read(SETTINGS_KEY, "settings") == {"lang": "pl", "note": "[" * 100}
    with pytest.raises(Unreadable):
        parse_text("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1))
    assert parse_text("[" * MAX_DEPTH + "]" * MAX_DEPTH) is not None


def test_entries_too_big_or_not_strict_json_are_set_aside() -> None:
    assert aside_reason('"' + "x" * MAX_ENTRY_CHARS + '"') == "too_big"
    assert aside_reason('{"schema":2,"kind":"settings","data":{"lang":NaN}}') == "not_json"
    assert aside_reason('{"schema":2,"kind":"settings","data":' + "9" * 5_000 + "}") == "not_json"


def test_a_reader_that_fails_otherwise_than_with_value_error_sets_the_entry_aside() -> None:
    store = make()
    store.write(SETTINGS_KEY, "settings", {})
    assert store.read(SETTINGS_KEY, "settings", lambda data: data["missing"]) is None
    assert store.take_notices()[0].reason == "unexpected"


def test_setting_aside_never_overwrites_an_earlier_copy() -> None:
    store = make()
    for n in range(3):
        store.backend.set(SETTINGS_KEY, f"broken {n}")
        store.read(SETTINGS_KEY, "settings")
    base = aside_base(SETTINGS_KEY)
    assert [store.backend.get(k) for k in (base, base + "~2", base + "~3")] == [
        "broken 0", "broken 1", "broken 2"]


def test_bad_history_entries_go_aside_and_the_good_ones_stay() -> None:
    store = make()
    good = [finished(3), finished(2, "Ola"), finished(1)]
    bad = [{**finished(9), "finished": 1e300}, {**finished(8), "winners": 5},
           {**finished(7), "players": [{"name": "x" * 10_000, "score": 1}]},
           {**finished(6), "winners": []}, "nope"]
    store.write(HISTORY_KEY, "history", [good[0], bad[0], good[1], *bad[1:], good[2]])
    assert store.history() == good
    [notice] = store.take_notices()
    assert (notice.code, notice.count) == ("stored.history_aside", len(bad))
    assert json.loads(store.backend.get(aside_base(HISTORY_KEY))) == bad
    assert store.history() == good and store.take_notices() == []   # rewritten without them


def test_a_full_store_is_one_notice_until_a_write_gets_through() -> None:
    store = make(limit=300)
    assert not store.write(save_key("mistrz"), "save", {"big": "x" * 500})
    assert not store.write(HISTORY_KEY, "history", ["y" * 500])
    assert [n.code for n in store.take_notices()] == ["storage.full"]
    assert store.full
    store.remove(HISTORY_KEY)
    assert store.write(save_key("mistrz"), "save", {"small": 1}) and not store.full


def test_blocked_storage_reads_as_empty() -> None:
    class Blocked(MemoryBackend):
        def get(self, key: str) -> str | None:
            raise PermissionError("storage is disabled")

        def keys(self) -> list[str]:
            raise PermissionError("storage is disabled")

    store = Storage(Blocked())
    assert store.read(SETTINGS_KEY, "settings") is None and store.history() == []
    assert store.entries() == [] and store.take_notices() == []


def test_entries_export_and_reset_cover_every_entry_of_verba_only() -> None:
    store = make()
    store.write(SETTINGS_KEY, "settings", {"lang": "fr"})
    store.write(save_key("wordz"), "save", {"state": {}, "summary": "Żółw"})
    store.backend.set(ASIDE + "save.mistrz", "{broken")
    store.backend.set("other.app", "theirs")
    listed = store.entries()
    assert [(e.key, e.group) for e in listed] == [
        (SETTINGS_KEY, "settings"), (save_key("wordz"), "save"), (ASIDE + "save.mistrz", "aside")]
    assert listed[1].size == len(save_key("wordz")) + len(store.backend.get(save_key("wordz")).encode())
    exported = store.export(1_700_000_000_000)
    assert exported["exported"] == 1_700_000_000_000
    assert exported["entries"][ASIDE + "save.mistrz"] == "{broken"
    assert "other.app" not in exported["entries"]
    store.reset()
    assert store.backend.items == {"other.app": "theirs"}


def test_entries_moved_aside_by_the_boot_script_are_reported_once() -> None:
    store = make()
    store.backend.set(START_CLEAN_KEY, json.dumps(["verba.settings", "verba.save.wordz"]))
    store.take_start_clean()
    [notice] = store.take_notices()
    assert (notice.code, notice.count) == ("stored.started_clean", 2)
    assert store.backend.get(START_CLEAN_KEY) is None
    store.take_start_clean()
    assert store.take_notices() == []
