"""A stand-in for PyScript's ``pyscript`` module, so that ``py/web`` modules
import in CPython tests with a fake browser ``window``."""
from __future__ import annotations

import asyncio
import importlib
import sys
import json
import types
from typing import Any, Callable, Iterator

import pytest


def web_module(monkeypatch: pytest.MonkeyPatch, window: Any, name: str) -> Iterator[Any]:
    """Import ``web.<name>`` afresh over ``window``; yields it, then forgets it."""
    fake = types.ModuleType("pyscript")
    fake.window = window  # type: ignore[attr-defined]
    fake.ffi = types.SimpleNamespace(create_proxy=lambda f: f)  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "pyscript", fake)
    monkeypatch.delitem(sys.modules, f"web.{name}", raising=False)
    yield importlib.import_module(f"web.{name}")
    sys.modules.pop(f"web.{name}", None)


def settle(*work: Callable[[], None]) -> None:
    """Do ``work`` in an event loop and let what it started run a few turns."""
    async def run() -> None:
        for step in work:
            step()
        for _ in range(5):
            await asyncio.sleep(0)
    asyncio.run(run())


class FakeWindow:
    """A browser ``window`` whose ``verba.<module>()`` imports ``js`` (counted
    in ``imports``) and whose ``verba:<module>`` events a test sends (``tell``)."""

    def __init__(self, module: str, js: Any) -> None:
        self.module = module
        self.listeners: dict[str, Callable[[Any], None]] = {}
        self.imports = 0
        self.JSON = types.SimpleNamespace(parse=json.loads)

        async def load() -> Any:
            self.imports += 1
            return js
        self.verba = types.SimpleNamespace(**{module: load})

    def addEventListener(self, name: str, handler: Callable[[Any], None]) -> None:  # noqa: N802
        self.listeners[name] = handler

    def tell_text(self, detail: str) -> None:
        self.listeners[f"verba:{self.module}"](types.SimpleNamespace(detail=detail))

