"""Everything Verba stores, as one file to move to another browser or phone.

The file (written by ``Storage.export``, version 1):

    {"verba": "stored-data", "version": 1, "exported": 1767225600000,
     "entries": {"verba.settings": "<the entry's text as stored>", ...}}

Reading one back (``read_file``) checks the file with limits, then every
entry this version knows through the readers start-up uses
(``stored_readers.read_all``, on a copy in memory): the settings, the
history entry by entry, each saved game down to its state, the page's
hints. One entry refused refuses the file, naming it, and nothing is
written. Entries set aside earlier travel as they are (they were kept so
that nothing is lost); entries this version does not know are left out and
counted. ``write`` then stores the file's entries in place of those of the
same name, all or none; the others stay.
"""
from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from typing import Any

from ...storage import (ASIDE, HISTORY_KEY, PREFIX, START_CLEAN_KEY, MemoryBackend, Storage,
                        Unreadable, parse_text)
from .stored_readers import known, read_all

FORMAT = "stored-data"
VERSION = 1
MAX_FILE_CHARS = 12_000_000   # localStorage's ~5 M characters, escaped as JSON strings
MAX_ENTRIES = 1_000           # settings, hints, 3 saves, the history, and what was set aside
MAX_KEY = 200


class ImportRefused(ValueError):
    """A file that cannot be imported; ``code`` (``stored.import_*``) says why."""

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code)
        self.code = code
        self.params = params


@dataclass(frozen=True)
class Plan:
    """What importing a file will do."""
    entries: dict[str, str]                          # what will be written, by key
    replaces: list[str] = field(default_factory=list)  # keys stored now with another text
    skipped: int = 0                                 # entries this version does not know
    exported: int | None = None                      # when the file was written (ms)


def export_text(storage: Storage, now_ms: int) -> str:
    """The export file's text."""
    return json.dumps(storage.export(now_ms), ensure_ascii=False, indent=1)


def export_name(now: float) -> str:
    return time.strftime("verba-%Y%m%d-%H%M%S.json", time.localtime(now))


def looks_like_export(text: Any) -> bool:
    """Whether ``text`` is a stored-data file rather than a game record (a
    file dropped on the page may be either)."""
    try:
        data = parse_text(text, MAX_FILE_CHARS, 3) if isinstance(text, str) else None
    except Unreadable:
        return False
    return isinstance(data, dict) and data.get("verba") == FORMAT


def _entries(text: Any) -> tuple[dict[str, str], int | None]:
    """The file's entries and export time, checked for shape and limits."""
    if text is None or (isinstance(text, str) and len(text) > MAX_FILE_CHARS):
        raise ImportRefused("stored.import_too_big")
    try:
        data = parse_text(text, MAX_FILE_CHARS, 3)
    except Unreadable:
        raise ImportRefused("stored.import_not_export") from None
    if not isinstance(data, dict) or data.get("verba") != FORMAT:
        raise ImportRefused("stored.import_not_export")
    version = data.get("version")
    if type(version) is int and version > VERSION:
        raise ImportRefused("stored.import_newer")
    entries = data.get("entries")
    exported = data.get("exported")
    if version != VERSION or not isinstance(entries, dict) or len(entries) > MAX_ENTRIES:
        raise ImportRefused("stored.import_not_export")
    for key, raw in entries.items():
        if not key.startswith(PREFIX) or len(key) > MAX_KEY or not isinstance(raw, str):
            raise ImportRefused("stored.import_bad_entry", key=key[:MAX_KEY])
    if not (type(exported) is int and 0 <= exported < 2**53):
        exported = None
    return entries, exported


def _aside_slots(entries: dict[str, str], storage: Storage) -> dict[str, str]:
    """The file's entries, those set aside moved to a free key where this
    browser keeps another text under theirs: nothing set aside is overwritten."""
    out: dict[str, str] = {}
    for key, raw in entries.items():
        if key.startswith(ASIDE) and storage.backend.get(key) not in (None, raw):
            base, n = key.split("~")[0], 2
            while storage.backend.get(f"{base}~{n}") is not None or f"{base}~{n}" in entries \
                    or f"{base}~{n}" in out:
                n += 1
            key = f"{base}~{n}"
        out[key] = raw
    return out


def read_file(text: Any, storage: Storage) -> Plan:
    """What importing ``text`` into ``storage`` would write and replace;
    ImportRefused for a file that cannot be imported whole."""
    entries, exported = _entries(text)
    kept = {k: v for k, v in entries.items() if known(k) or k.startswith(ASIDE)}
    if not kept:
        raise ImportRefused("stored.import_empty")
    scratch = Storage(MemoryBackend())
    scratch.backend.items.update({k: v for k, v in kept.items() if not k.startswith(ASIDE)})
    read_all(scratch)
    for notice in scratch.take_notices():
        if notice.code in ("storage.set_aside", "stored.history_aside"):
            raise ImportRefused("stored.import_bad_entry", key=notice.key)
    kept = _aside_slots(kept, storage)
    now = {e.key for e in storage.entries()}
    replaces = [k for k in sorted(kept) if k in now and storage.backend.get(k) != kept[k]]
    return Plan(kept, replaces, len(entries) - len(kept) - (START_CLEAN_KEY in entries), exported)


def history_count(plan: Plan) -> int:
    """The finished games in the file's history (read already: it is sound)."""
    scratch = Storage(MemoryBackend())
    if HISTORY_KEY in plan.entries:
        scratch.backend.items[HISTORY_KEY] = plan.entries[HISTORY_KEY]
    return len(scratch.history())


def write(storage: Storage, plan: Plan) -> bool:
    """Store the plan's entries, all or none (False: the store is full)."""
    return storage.put_all(plan.entries)
