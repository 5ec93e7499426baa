"""The page's camera scanner of pairing codes (``verba.ui.table.scan``'s
``ScanService``) over ``assets/js/scan.js``, imported on the first scan.

What the camera reads comes back as ``heard("code", text)`` (text at most
``MAX_TEXT`` characters, checked by the caller with ``pairing.code``) or
``heard("failed", reason)``; after ``stop`` nothing more is heard.
"""
from __future__ import annotations

import asyncio
import json
from typing import Any, Callable

from pyscript import ffi, window

MAX_TEXT = 8_000
KINDS = ("code", "failed")


class Scanner:
    def __init__(self) -> None:
        self._js: Any = None
        self._heard: Callable[[str, str], None] | None = None
        window.addEventListener("verba:scan", ffi.create_proxy(self._event))

    def _event(self, js_event: Any) -> None:
        try:
            data = json.loads(str(js_event.detail)[:MAX_TEXT + 100])
        except ValueError:
            return
        if not isinstance(data, dict):
            return
        kind, text = data.get("kind"), data.get("text")
        if kind in KINDS and isinstance(text, str) and len(text) <= MAX_TEXT \
                and self._heard is not None:
            self._heard(kind, text)

    def start(self, video: str, heard: Callable[[str, str], None]) -> None:
        """Show the camera in the ``<video id=video>`` and read what it sees."""
        self._heard = heard

        async def run() -> None:
            if self._js is None:
                self._js = await window.verba.scan()
            if self._heard is heard:  # not stopped while scan.js came
                await self._js.start(video)
        asyncio.ensure_future(run())

    def stop(self) -> None:
        self._heard = None
        if self._js is not None:
            self._js.stop()
