"""A stand-in for PyScript's ``pyscript`` module, so that ``py/web`` modules
import in CPython tests with a fake browser ``window``."""
from __future__ import annotations

import asyncio
import importlib
import sys
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
