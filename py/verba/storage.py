"""Saved games, settings and history, kept as JSON in a key-value store.

In the page the store is ``localStorage``; in tests it is a dict. Every entry
is an envelope ``{"schema": N, "kind": ..., "data": ...}``. Reading never
raises: an entry that is not JSON, not ours, of a newer schema, or rejected by
its reader is moved aside under ``verba.aside.*`` and reported as a notice, so
the page carries on; an older schema is migrated and reported. Writing reports
a full store instead of raising, and the caller keeps its state in memory.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Callable, Protocol

SCHEMA = 2
PREFIX = "verba."
ASIDE = "verba.aside."
SETTINGS_KEY = "verba.settings"
HISTORY_KEY = "verba.history"
HISTORY_LIMIT = 200


def save_key(game: str) -> str:
    return f"verba.save.{game}"


class Backend(Protocol):
    def get(self, key: str) -> str | None: ...
    def set(self, key: str, value: str) -> None: ...
    def remove(self, key: str) -> None: ...
    def keys(self) -> list[str]: ...


class MemoryBackend:
    """A dict with ``localStorage``'s shape, and an optional size limit."""

    def __init__(self, limit: int | None = None) -> None:
        self.items: dict[str, str] = {}
        self.limit = limit

    def get(self, key: str) -> str | None:
        return self.items.get(key)

    def set(self, key: str, value: str) -> None:
        used = sum(len(k) + len(v) for k, v in self.items.items() if k != key)
        if self.limit is not None and used + len(key) + len(value) > self.limit:
            raise OSError("quota exceeded")
        self.items[key] = value

    def remove(self, key: str) -> None:
        self.items.pop(key, None)

    def keys(self) -> list[str]:
        return list(self.items)


@dataclass(frozen=True)
class Notice:
    """Something the player should be told about their stored data."""

    code: str  # a message code: storage.set_aside, storage.migrated, storage.full
    key: str
    reason: str = ""


def _migrate_1(data: Any, kind: str) -> Any:
    # Schema 1 stored the bare data with no envelope; the data itself is unchanged.
    return data


# MIGRATIONS[n] turns schema-n data into schema n+1.
MIGRATIONS: dict[int, Callable[[Any, str], Any]] = {1: _migrate_1}


@dataclass
class Storage:
    backend: Backend
    notices: list[Notice] = field(default_factory=list)

    def _set_aside(self, key: str, raw: str, reason: str) -> None:
        aside = ASIDE + key[len(PREFIX):]
        try:
            self.backend.set(aside, raw)
        except Exception:  # a full store: the broken entry is dropped rather than kept
            pass
        self.backend.remove(key)
        self.notices.append(Notice("storage.set_aside", key, reason))

    def set_aside(self, key: str, reason: str) -> None:
        """Move an entry a reader found unusable out of the way, with a notice."""
        raw = self.backend.get(key)
        if raw is not None:
            self._set_aside(key, raw, reason)

    def read(self, key: str, kind: str,
             parse: Callable[[Any], Any] = lambda data: data) -> Any | None:
        """The entry's data passed through ``parse`` (which raises ``ValueError``
        to reject it), or None when absent or set aside."""
        raw = self.backend.get(key)
        if raw is None:
            return None
        try:
            entry = json.loads(raw)
        except ValueError:
            self._set_aside(key, raw, "not_json")
            return None
        if isinstance(entry, dict) and "schema" in entry:
            schema = entry.get("schema")
            if not isinstance(schema, int) or entry.get("kind") != kind or "data" not in entry:
                self._set_aside(key, raw, "foreign")
                return None
            data = entry["data"]
        else:
            schema, data = 1, entry  # before the envelope existed
        if schema > SCHEMA:
            self._set_aside(key, raw, "newer")
            return None
        migrated = schema < SCHEMA
        while schema < SCHEMA:
            data = MIGRATIONS[schema](data, kind)
            schema += 1
        try:
            value = parse(data)
        except (ValueError, KeyError, TypeError, AttributeError, IndexError):
            self._set_aside(key, raw, "unreadable")
            return None
        if migrated:
            self.notices.append(Notice("storage.migrated", key))
            self.write(key, kind, data)
        return value

    def write(self, key: str, kind: str, data: Any) -> bool:
        """Store ``data``; on a full store, report it and return False."""
        raw = json.dumps({"schema": SCHEMA, "kind": kind, "data": data},
                         ensure_ascii=False, separators=(",", ":"))
        try:
            self.backend.set(key, raw)
        except Exception:  # localStorage raises QuotaExceededError (a JS exception)
            if not any(n.code == "storage.full" and n.key == key for n in self.notices):
                self.notices.append(Notice("storage.full", key))
            return False
        return True

    def remove(self, key: str) -> None:
        self.backend.remove(key)

    # History: finished games, newest first.
    def history(self) -> list[dict[str, Any]]:
        def parse(data: Any) -> list[dict[str, Any]]:
            if not isinstance(data, list) or not all(isinstance(e, dict) for e in data):
                raise ValueError("history is not a list of entries")
            return data
        return self.read(HISTORY_KEY, "history", parse) or []

    def add_history(self, entry: dict[str, Any]) -> bool:
        entries = [entry] + self.history()
        return self.write(HISTORY_KEY, "history", entries[:HISTORY_LIMIT])

    def take_notices(self) -> list[Notice]:
        notices, self.notices = self.notices, []
        return notices
