"""Browser services for the app: localStorage, fetching, timers, rendering.

Each crossing into JavaScript costs about a microsecond, so a render is one
call carrying the whole tree as JSON, coalesced to once per turn of the loop.
"""
from __future__ import annotations

import asyncio
import json
from functools import cached_property
from typing import TYPE_CHECKING, Any, Callable

from pyscript import ffi, window

from verba.lexicon_store import FetchError, LexiconStore
from verba.offline import OfflineStatus, parse_status
from verba.rng import parse_seed
from verba.settings import Settings
from verba.storage import Storage
from verba.ui.shell import collector

if TYPE_CHECKING:
    from web.rtc import Rtc
    from web.scan import Scanner

FETCH_ERRORS = ("http", "interrupted", "damaged", "corrupt", "network")


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
    except Exception as error:  # a JS Error: "http 404", "network", "damaged"... (net.js)
        message = str(error)
        kind = next((k for k in FETCH_ERRORS if k in message), "network")
        if kind == "http":
            digits = "".join(ch for ch in message.split("http", 1)[1] if ch.isdigit())
            raise FetchError("http", int(digits[:3] or 0)) from None
        raise FetchError(kind) from None
    finally:
        progress.destroy()
    return data.to_bytes()


class SessionStorage:
    """``sessionStorage``: what this tab keeps until it is closed (a guest's
    seat at a table); get/set, and nothing lost to a refusal to store."""

    def get(self, key: str) -> str | None:
        value = window.sessionStorage.getItem(key)
        return None if _absent(value) else str(value)

    def set(self, key: str, value: str) -> None:
        try:
            window.sessionStorage.setItem(key, value)
        except Exception:  # full or refused: a reload then asks for a new code all the same
            pass


class OfflineLists:
    """The page's background download of word lists (assets/js/offline.js):
    told the person's choice, it reports what is on this device."""

    _UNSET = object()

    def __init__(self, on_change: Callable[[], None]) -> None:
        self.status = OfflineStatus()
        self._choice: object = self._UNSET
        self._on_change = on_change
        window.addEventListener("verba:offline", ffi.create_proxy(self._changed))

    def _changed(self, event: Any) -> None:
        try:
            self.status = parse_status(json.loads(str(event.detail)))
        except ValueError:
            return  # not a report of ours: keep the last one
        self._on_change()

    def tell(self, settings: Settings) -> None:
        """Pass the choice on when it changes; the first time starts the download."""
        if settings.offline_lists is not self._choice and not _absent(window.verba.offline):
            self._choice = settings.offline_lists
            window.verba.offline.setChoice(settings.offline_lists)


class Browser:
    """``verba.ui.shell.app.Services`` for the page."""

    def __init__(self) -> None:
        self.storage = Storage(LocalStorage())
        self.lexicons = LexiconStore(fetch_bytes)
        self.version = str(window.verba.version)
        self.offline = OfflineLists(self.render)
        self.app: Any = None
        self.session = SessionStorage()
        self._scheduled = False
        self._scanner: Scanner | None = None

    @cached_property
    def rtc(self) -> Rtc:
        """Tables on separate devices, made (and its modules imported) when a
        table first needs it: the page's start does without. The servers are
        the settings' at each pairing."""
        from web.rtc import Rtc
        return Rtc(lambda: self.app.settings.ice_servers if self.app is not None else ())

    @property
    def scan(self) -> Scanner | None:
        """The camera scanner of pairing codes, or None where the browser
        cannot read a QR code from the camera (boot.js's canScan)."""
        can = getattr(window.verba, "canScan", None)  # set once the browser said
        if self._scanner is None and not _absent(can) and bool(can):
            from web.scan import Scanner
            self._scanner = Scanner()
        return self._scanner

    def render(self) -> None:
        if not self._scheduled:
            self._scheduled = True
            asyncio.get_event_loop().call_soon(self._flush)

    def _flush(self) -> None:
        self._scheduled = False
        if self.app is not None:
            root = window.document.documentElement
            settings = self.app.settings
            if root.classList.contains("calm") != settings.reduced_motion:
                root.classList.toggle("calm", settings.reduced_motion)
            # "auto" leaves the colour scheme to the system (app.css).
            theme = None if settings.theme == "auto" else settings.theme
            shown = root.getAttribute("data-theme")
            if (None if _absent(shown) else str(shown)) != theme:
                if theme is None:
                    root.removeAttribute("data-theme")
                else:
                    root.setAttribute("data-theme", theme)
            window.verba.render("app", json.dumps(self.app.view(), ensure_ascii=False))
            self.offline.tell(self.app.settings)  # after the first render: the home is up

    def feel(self, event: str, sound: bool, buzz: bool) -> None:
        """A sound and a buzz for ``event`` (assets/js/feel.js)."""
        window.verba.feel(event, sound, buzz)

    hold_collector = staticmethod(collector.hold)

    def later(self, seconds: float, callback: Callable[[], None]) -> asyncio.TimerHandle:
        return asyncio.get_event_loop().call_later(seconds, callback)

    def offline_status(self) -> OfflineStatus:
        return self.offline.status

    def reload(self) -> None:
        update = window.verba.updateReady
        if _absent(update):
            window.location.reload()
        else:
            update()

    def seed(self) -> int | None:
        """``?seed=N`` in the address: replayable games (and tests)."""
        value = window.URLSearchParams.new(window.location.search).get("seed")
        return None if _absent(value) else parse_seed(str(value))

    def download(self, filename: str, text: str) -> None:
        window.verba.download(filename, text)

    def copy(self, text: str, done: Callable[[bool], None]) -> None:
        """Put ``text`` on the clipboard (assets/js/clipboard.js); ``done``
        hears whether the browser took it."""
        async def run() -> None:
            try:
                ok = bool(await window.verba.copyText(text))
            except Exception:  # no clipboard glue: as good as refused
                ok = False
            done(ok)
        asyncio.ensure_future(run())

    def page_url(self) -> str:
        """The page's address (a table's join link is built on it)."""
        return str(window.location.href)

    def join_code(self) -> str:
        """The invitation in the address (``#join=...``), or ""."""
        fragment = str(window.location.hash)
        return fragment if fragment.lower().startswith("#join=") else ""

    def today(self) -> str:
        """The person's local date (the browser's time zone), for the dailies."""
        now = window.Date.new()
        return f"{int(now.getFullYear()):04d}-{int(now.getMonth()) + 1:02d}-{int(now.getDate()):02d}"

    def browser_langs(self) -> list[str]:
        langs = window.navigator.languages
        return [str(lang) for lang in langs] if not _absent(langs) else []
