"""Saved games, settings and history, kept as JSON in a key-value store.

In the page the store is ``localStorage``; in tests it is a dict. Every entry
is an envelope ``{"schema": N, "kind": ..., "data": ...}``. Reading never
raises: an entry that is too big, nested too deep, not JSON, not ours, of an
unknown schema, or rejected by its reader is moved aside under
``verba.aside.*`` (never deleted) and reported as a notice, so the page
carries on; an older schema is migrated and reported. Writing reports a full
store instead of raising, and the caller keeps its state in memory.

The text is checked before ``json.loads`` sees it: the parser recurses once
per level of nesting, and in the page a deep enough entry overflows the
JavaScript stack and kills the interpreter instead of raising.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from itertools import accumulate
from typing import Any, Callable, Protocol

SCHEMA = 2
PREFIX = "verba."
ASIDE = "verba.aside."
SETTINGS_KEY = "verba.settings"
HISTORY_KEY = "verba.history"
# Read by boot.js before Python starts: the loading screen's language, and the
# theme the player chose (so a dark page never flashes light while loading).
LANG_HINT_KEY = "verba.lang"
THEME_HINT_KEY = "verba.theme"
DAILY_KEY = "verba.daily"    # the daily challenges (verba.daily.record)
# The score keeper's sheet (verba.scriba.keeper), envelope kind "keeper".
KEEPER_KEY, KEEPER_KIND = "verba.keeper.scriba", "keeper"
# Written by the page's boot script when a person starts without stored data:
# the keys it moved aside, for Python to report.
START_CLEAN_KEY = "verba.start-clean"
HISTORY_LIMIT = 200
RECORDS_KEPT = 30             # history entries with their record (a few kB each, at most
MAX_HISTORY_RECORD = 60_000   # this many characters): ~1.8 MB at worst, typically ~0.2 MB
MAX_ENTRY_CHARS = 1_000_000   # a whole Scriba game saves ~13,000; localStorage holds ~5,000,000
MAX_DEPTH = 32                # saves nest about 8 deep
MAX_ASIDE_COPIES = 50         # copies of one key kept aside: key, key~2, … key~50


def save_key(game: str) -> str:
    return f"verba.save.{game}"


def aside_base(key: str) -> str:
    return ASIDE + key[len(PREFIX):] if key.startswith(PREFIX) else ASIDE + key


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

    code: str  # storage.set_aside, storage.migrated, storage.full, stored.history_aside, …
    key: str
    reason: str = ""
    count: int = 0

    def params(self) -> dict[str, Any]:
        """The message's parameters: one banner says the store is full, whichever
        entry found it so."""
        if self.code == "storage.full":
            return {}
        return {"key": self.key, "count": self.count}


class Unreadable(ValueError):
    """Stored text that cannot be read; ``reason`` says why."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.S)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


def _reject_constant(name: str) -> Any:
    raise Unreadable("not_json")  # NaN and Infinity are not JSON


def parse_text(raw: str, max_chars: int = MAX_ENTRY_CHARS, max_depth: int = MAX_DEPTH) -> Any:
    """JSON text read with limits: its size and nesting depth are checked on
    the text before it is parsed. Raises ``Unreadable`` only."""
    if not isinstance(raw, str):
        raise Unreadable("not_json")
    if len(raw) > max_chars:
        raise Unreadable("too_big")
    skeleton = _NOT_BRACKET.sub("", _STRING.sub("", raw))
    if skeleton and max(accumulate(map(_STEP.__getitem__, skeleton))) > max_depth:
        raise Unreadable("too_deep")
    try:
        return json.loads(raw, parse_constant=_reject_constant)
    except (ValueError, RecursionError):  # int digits over the limit are a ValueError too
        raise Unreadable("not_json") from None


def _migrate_1(data: Any, kind: str) -> Any:
    # Schema 1 stored the bare data with no envelope; the data itself is unchanged.
    return data


# MIGRATIONS[n] turns schema-n data into schema n+1.
MIGRATIONS: dict[int, Callable[[Any, str], Any]] = {1: _migrate_1}


def unwrap(entry: Any, kind: str) -> Any:
    """The data of an envelope of ``kind``, migrated to ``SCHEMA``; raises
    ``Unreadable`` ("foreign", "newer") for anything else. Data stored
    before envelopes existed (schema 1) has no ``schema`` key."""
    if isinstance(entry, dict) and "schema" in entry:
        schema = entry["schema"]
        if type(schema) is not int or schema < 1:
            raise Unreadable("foreign")
        if schema > SCHEMA:
            raise Unreadable("newer")
        if entry.get("kind") != kind or "data" not in entry:
            raise Unreadable("foreign")
        data = entry["data"]
    else:
        schema, data = 1, entry
    while schema < SCHEMA:
        data = MIGRATIONS[schema](data, kind)
        schema += 1
    return data


@dataclass(frozen=True)
class StoredEntry:
    """One entry as the stored-data screen lists it."""
    key: str
    size: int       # bytes of key and value in UTF-8
    group: str      # "settings", "save", "history", "daily", "aside" or "other"


def _group(key: str) -> str:
    if key.startswith(ASIDE):
        return "aside"
    if key.startswith("verba.save."):
        return "save"
    if key == HISTORY_KEY:
        return "history"
    if key == DAILY_KEY:
        return "daily"
    if key in (SETTINGS_KEY, LANG_HINT_KEY, THEME_HINT_KEY):
        return "settings"
    return "other"


def _raw(kind: str, data: Any) -> str:
    return json.dumps({"schema": SCHEMA, "kind": kind, "data": data},
                      ensure_ascii=False, separators=(",", ":"))


def _without_record(entry: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in entry.items() if k != "record"}


@dataclass
class Storage:
    backend: Backend
    notices: list[Notice] = field(default_factory=list)
    full_keys: set[str] = field(default_factory=set)   # failed writes since the last that worked

    # -- the store itself, which may refuse (blocked storage, a full quota) ----
    def _get(self, key: str) -> str | None:
        try:
            return self.backend.get(key)
        except Exception:  # storage blocked by the browser: as good as empty
            return None

    def holds(self, key: str) -> bool:
        """Whether an entry is stored under ``key`` (unread)."""
        return self._get(key) is not None

    def _keys(self) -> list[str]:
        try:
            return [k for k in self.backend.keys() if k.startswith(PREFIX)]
        except Exception:
            return []

    def _put(self, key: str, raw: str) -> bool:
        try:
            self.backend.set(key, raw)
        except Exception:  # localStorage raises QuotaExceededError (a JS exception)
            return False
        return True

    def remove(self, key: str) -> None:
        try:
            self.backend.remove(key)
        except Exception:
            pass
        self.full_keys.discard(key)

    # -- setting aside ---------------------------------------------------------
    def aside_key(self, key: str) -> str:
        """Where ``key`` goes aside: a free slot, so nothing set aside before
        is overwritten (past ``MAX_ASIDE_COPIES`` the last slot is reused)."""
        base = aside_base(key)
        if self._get(base) is None:
            return base
        for n in range(2, MAX_ASIDE_COPIES + 1):
            if self._get(f"{base}~{n}") is None:
                return f"{base}~{n}"
        return f"{base}~{MAX_ASIDE_COPIES}"

    def _set_aside(self, key: str, raw: str, reason: str) -> None:
        # On a full store the copy fails and the broken entry is dropped rather
        # than left to fail at every start.
        self._put(self.aside_key(key), raw)
        self.remove(key)
        self.notices.append(Notice("storage.set_aside", key, reason))

    def set_aside(self, key: str, reason: str) -> None:
        """Move an entry a reader found unusable out of the way, with a notice."""
        raw = self._get(key)
        if raw is not None:
            self._set_aside(key, raw, reason)

    # -- reading and writing ---------------------------------------------------
    def read(self, key: str, kind: str,
             parse: Callable[[Any], Any] = lambda data: data) -> Any | None:
        """The entry's data passed through ``parse`` (which raises ``ValueError``
        to reject it), or None when absent or set aside. Never raises."""
        raw = self._get(key)
        if raw is None:
            return None
        try:
            entry = parse_text(raw)
            migrated = not (isinstance(entry, dict) and entry.get("schema") == SCHEMA)
            data = unwrap(entry, kind)
        except Unreadable as error:
            self._set_aside(key, raw, error.reason)
            return None
        except Exception:  # a migration that failed on odd data
            self._set_aside(key, raw, "unexpected")
            return None
        try:
            value = parse(data)
        except ValueError:
            self._set_aside(key, raw, "unreadable")
            return None
        except Exception:  # a reader's bug: the entry goes aside all the same
            self._set_aside(key, raw, "unexpected")
            return None
        if migrated:
            self.notices.append(Notice("storage.migrated", key))
            self.write(key, kind, data)
        return value

    def write(self, key: str, kind: str, data: Any) -> bool:
        """Store ``data``; on a full store, report it (once while it stays
        full) and return False."""
        if not self._put(key, _raw(kind, data)):
            if not self.full_keys:
                self.notices.append(Notice("storage.full", key))
            self.full_keys.add(key)
            return False
        self.full_keys.clear()  # there is room again
        return True

    @property
    def full(self) -> bool:
        return bool(self.full_keys)

    # -- history: finished games, newest first ----------------------------------
    def history(self) -> list[dict[str, Any]]:
        """The entries ``records.check_entry`` accepts. Bad entries are set
        aside together (one aside entry holding their list) with one notice;
        the others stay."""
        def parse(data: Any) -> list[Any]:
            if not isinstance(data, list):
                raise ValueError("history is not a list of entries")
            return data
        entries = self.read(HISTORY_KEY, "history", parse) or []
        if not entries:   # a first visit: the checks' modules are not needed
            return []
        from .records import check_entry
        good, bad = [], []
        for entry in entries:
            try:
                good.append(check_entry(entry))
            except ValueError:
                bad.append(entry)
        if bad:
            self._put(self.aside_key(HISTORY_KEY), json.dumps(bad, ensure_ascii=False))
            self.write(HISTORY_KEY, "history", good)
            self.notices.append(Notice("stored.history_aside", HISTORY_KEY, count=len(bad)))
        return good

    def add_history(self, entry: dict[str, Any]) -> bool:
        """The newest ``RECORDS_KEPT`` entries keep their game's record (its
        replay); older ones the result alone. Should the store be full, the
        records go first, the newest last, before the entry is given up."""
        entries = [entry] + self.history()
        for keep in (RECORDS_KEPT, 5, 1):
            trimmed = [_without_record(e) if i >= keep else e
                       for i, e in enumerate(entries[:HISTORY_LIMIT])]
            if self._put(HISTORY_KEY, _raw("history", trimmed)):
                self.full_keys.clear()
                return True
        return self.write(HISTORY_KEY, "history", [_without_record(e) for e in trimmed])

    def take_notices(self) -> list[Notice]:
        notices, self.notices = self.notices, []
        return notices

    # -- what the stored-data screen offers -----------------------------------
    def entries(self) -> list[StoredEntry]:
        """Every entry of Verba's, with its size, by group then key."""
        out = []
        for key in self._keys():
            raw = self._get(key)
            if raw is not None:
                size = len(key.encode("utf-8", "replace")) + len(raw.encode("utf-8", "replace"))
                out.append(StoredEntry(key, size, _group(key)))
        order = ("settings", "save", "history", "daily", "aside", "other")
        return sorted(out, key=lambda e: (order.index(e.group), e.key))

    def export(self, exported: int) -> dict[str, Any]:
        """Every entry of Verba's as stored (text, even when unreadable), and
        when (ms since 1970) it was exported: ``verba.ui.shell.transfer``
        reads it back."""
        entries = {}
        for key in sorted(self._keys()):
            raw = self._get(key)
            if raw is not None:
                entries[key] = raw
        return {"verba": "stored-data", "version": 1, "exported": exported, "entries": entries}

    def put_all(self, entries: dict[str, str]) -> bool:
        """Store every entry as given, or, should the store be full, none:
        the entries written are put back as they were."""
        before = {key: self._get(key) for key in entries}
        for key, raw in entries.items():
            if not self._put(key, raw):
                # free what was added first, then give back what was replaced
                for old_key in (k for k, old in before.items() if old is None):
                    self.remove(old_key)
                for old_key, old in before.items():
                    if old is not None:
                        self._put(old_key, old)
                return False
        self.full_keys.clear()
        return True

    def reset(self) -> None:
        """Remove every entry of Verba's, those set aside included."""
        for key in self._keys():
            self.remove(key)

    def take_start_clean(self) -> None:
        """Report the entries the boot script set aside when the person chose
        to start without stored data (one notice)."""
        raw = self._get(START_CLEAN_KEY)
        if raw is None:
            return
        self.remove(START_CLEAN_KEY)
        try:
            moved = parse_text(raw, max_chars=100_000, max_depth=2)
        except Unreadable:
            moved = []
        count = len(moved) if isinstance(moved, list) else 0
        self.notices.append(Notice("stored.started_clean", START_CLEAN_KEY, count=count))
