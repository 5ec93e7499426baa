"""Word lists fetched on first use, each at most once per page.

The fetching itself is the page's (streamed, gunzipped natively); this module
decides what to fetch, reports progress, turns failures into message codes,
and keeps every loaded lexicon for the rest of the visit.
"""
from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, Awaitable, Callable

if TYPE_CHECKING:
    from .lexicon import Lexicon

# fetch(url, on_progress(loaded, total)) -> bytes, raising FetchError.
Fetch = Callable[[str, Callable[[int, int], None]], Awaitable[bytes]]


class FetchError(Exception):
    """A fetch that failed: ``kind`` is "network" (no answer), "http",
    "interrupted" (the answer stopped halfway), "damaged" (a word list that
    arrived whole but is not the published one: its size or hash differs) or
    "corrupt" (the bytes arrived but could not be unpacked)."""

    def __init__(self, kind: str, status: int = 0) -> None:
        super().__init__(kind, status)
        self.kind = kind
        self.status = status


class LexiconError(Exception):
    """A word list that cannot be had; ``code`` is a message code."""

    def __init__(self, code: str, file: str) -> None:
        super().__init__(code, file)
        self.code = code
        self.file = file


def _message_code(error: FetchError) -> str:
    """What the player is told about a failed fetch."""
    if error.kind == "http":
        return "lexicon.missing" if error.status == 404 else "lexicon.corrupt"
    return {"network": "lexicon.offline", "interrupted": "lexicon.interrupted",
            "damaged": "lexicon.damaged"}.get(error.kind, "lexicon.corrupt")


class LexiconStore:
    def __init__(self, fetch: Fetch, base: str = "lexicons/") -> None:
        self._fetch = fetch
        self._base = base
        self._index: dict[str, Any] | None = None
        self._loaded: dict[str, Lexicon] = {}

    def loaded(self, name: str) -> Lexicon | None:
        return self._loaded.get(name)

    async def _get_bytes(self, file: str, on_progress: Callable[[int, int], None]) -> bytes:
        try:
            return await self._fetch(self._base + file, on_progress)
        except FetchError as error:
            raise LexiconError(_message_code(error), file) from error

    async def get(self, name: str, on_progress: Callable[[float], None]) -> Lexicon:
        """The lexicon ``name``, fetched if needed; ``on_progress`` gets 0..1."""
        if name in self._loaded:
            return self._loaded[name]
        if self._index is None:
            raw = await self._get_bytes("index.json", lambda loaded, total: None)
            try:
                self._index = json.loads(raw.decode("utf-8"))
            except ValueError as error:
                raise LexiconError("lexicon.corrupt", "index.json") from error
        listed = self._index.get("lexicons") if isinstance(self._index, dict) else None
        entry = listed.get(name) if isinstance(listed, dict) else None
        if not isinstance(entry, dict) or "file" not in entry:
            raise LexiconError("lexicon.missing", name)
        file = entry["file"]
        expected = int(entry.get("bytes") or 0)

        def progress(loaded: int, total: int) -> None:
            on_progress(min(1.0, loaded / (total or expected or loaded or 1)))

        data = await self._get_bytes(file, progress)
        # The page's start builds this store but reads no word list: the
        # automaton's modules are compiled with the first one.
        from .lexicon import Lexicon
        try:
            lexicon = Lexicon.from_file_bytes(data)
        except ValueError as error:
            raise LexiconError("lexicon.corrupt", file) from error
        self._loaded[name] = lexicon
        return lexicon
