"""The page's transport for tables on separate devices: ``verba.transport``'s
``Transport`` over ``assets/js/rtc.js`` (WebRTC data channels, no server).

The JS module is imported on first use. Offers and answers are made in the
background and handed to ``done``; every event of every peer (open, message,
dropped, close, failed: see ``verba.transport``) goes to the one listener.
The ICE servers are read from ``servers()`` at each new connection, so a
change in the settings applies to the next pairing.
"""
from __future__ import annotations

import asyncio
import json
import traceback
from typing import Any, Awaitable, Callable, Iterable

from pyscript import ffi, window

from verba.ice_servers import IceServer
from verba.transport import Event, parse_event


class Rtc:
    def __init__(self, servers: Callable[[], Iterable[IceServer]]) -> None:
        self._servers = servers
        self._js: Any = None
        self._listener: Callable[[Event], None] | None = None
        window.addEventListener("verba:rtc", ffi.create_proxy(self._heard))

    def listen(self, callback: Callable[[Event], None]) -> None:
        self._listener = callback

    def _heard(self, js_event: Any) -> None:
        try:
            event = parse_event(str(js_event.detail))
        except ValueError:
            return  # not one of rtc.js's: nobody else tells these
        if self._listener is not None:
            try:
                self._listener(event)
            except Exception:  # a listener's fault must not stop the next events
                traceback.print_exc()

    def _browser_servers(self) -> Any:
        servers = [server.to_browser() for server in self._servers()]
        return window.JSON.parse(json.dumps(servers))

    def _later(self, work: Callable[[Any], Awaitable[Any]], done: Callable[[str], None] | None) -> None:
        """Run ``work(module)`` once rtc.js is in; ``done`` gets its text, if any."""
        async def run() -> None:
            if self._js is None:
                self._js = await window.verba.rtc()
            result = await work(self._js)
            if done is not None and isinstance(result, str):
                done(result)
        asyncio.ensure_future(run())

    def open_host(self, peer: str, done: Callable[[str], None]) -> None:
        self._later(lambda js: js.host(peer, self._browser_servers()), done)

    def accept_answer(self, peer: str, sdp: str) -> None:
        self._later(lambda js: js.accept(peer, sdp), None)

    def join(self, peer: str, offer: str, done: Callable[[str], None]) -> None:
        self._later(lambda js: js.join(peer, offer, self._browser_servers()), done)

    def send(self, peer: str, text: str) -> bool:
        return self._js is not None and bool(self._js.send(peer, text))

    def close(self, peer: str) -> None:
        if self._js is not None:
            self._js.close(peer)
