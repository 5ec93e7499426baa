"""Browser services for the app: localStorage, fetching, timers, rendering.

Each crossing into JavaScript costs about a microsecond, so a render is one
call carrying the whole tree as JSON, coalesced to once per turn of the loop.
"""
from __future__ import annotations

import asyncio
import json
from typing import Any, Callable

from pyscript import ffi, window

from verba.lexicon_store import FetchError, LexiconStore
from verba.storage import Storage


def _absent(value: Any) -> bool:
    return value is None or ffi.is_none(value)


class LocalStorage:
    """``localStorage`` with the shape of ``verba.storage.Backend``."""

    def __init__(self) -> None:
        self._ls = window.localStorage

    def get(self, key: str) -> str | None:
        value = self._ls.getItem(key)
        return None if _absent(value) else str(value)

    def set(self, key: str, value: str) -> None:
        self._ls.setItem(key, value)  # raises on QuotaExceededError

    def remove(self, key: str) -> None:
        self._ls.removeItem(key)

    def keys(self) -> list[str]:
        return [str(self._ls.key(i)) for i in range(int(self._ls.length))]


async def fetch_bytes(url: str, on_progress: Callable[[int, int], None]) -> bytes:
    progress = ffi.create_proxy(lambda loaded, total: on_progress(int(loaded), int(total)))
    try:
        data = await window.verba.fetchBytes(url, progress)
    except Exception as error:  # a JS Error: "http 404", "network" or "corrupt"
        message = str(error)
        if "http" in message:
            digits = "".join(ch for ch in message.split("http", 1)[1] if ch.isdigit())
            raise FetchError("http", int(digits or 0)) from None
        raise FetchError("corrupt" if "corrupt" in message else "network") from None
    finally:
        progress.destroy()
    return data.to_bytes()


class Browser:
    """``verba.ui.app.Services`` for the page."""

    def __init__(self) -> None:
        self.storage = Storage(LocalStorage())
        self.lexicons = LexiconStore(fetch_bytes)
        self.version = str(window.verba.version)
        self.app: Any = None
        self._scheduled = False

    def render(self) -> None:
        if not self._scheduled:
            self._scheduled = True
            asyncio.get_event_loop().call_soon(self._flush)

    def _flush(self) -> None:
        self._scheduled = False
        if self.app is not None:
            root = window.document.documentElement
            calm = self.app.settings.reduced_motion
            if root.classList.contains("calm") != calm:
                root.classList.toggle("calm", calm)
            window.verba.render("app", json.dumps(self.app.view(), ensure_ascii=False))

    def later(self, seconds: float, callback: Callable[[], None]) -> asyncio.TimerHandle:
        return asyncio.get_event_loop().call_later(seconds, callback)

    def reload(self) -> None:
        update = window.verba.updateReady
        if _absent(update):
            window.location.reload()
        else:
            update()

    def seed(self) -> int | None:
        """``?seed=N`` in the address: replayable games (and tests)."""
        value = window.URLSearchParams.new(window.location.search).get("seed")
        return int(value) if not _absent(value) and str(value).isdigit() else None

    def browser_langs(self) -> list[str]:
        langs = window.navigator.languages
        return [str(lang) for lang in langs] if not _absent(langs) else []
