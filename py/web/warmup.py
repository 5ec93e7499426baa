"""Work for the page's idle moments: the games' code, then the next start.

Pyodide compiles a module when it is first imported, which made opening a game
take seconds. The build lists, per game, the modules its screen imports beyond
the home's, each after those it imports (``warmup.json``, beside this package);
they are imported one per idle moment of the page, only while a static screen
(the home, the rules) shows, so a click never waits for more than one module.

The message catalogues follow: the page starts with only the texts of its
static screens (``verba.i18n``), and a game's texts are otherwise compiled
when it opens.

Then, on the same screens, the standard library is compiled a slice per idle
moment (``stdlib_bytecode``) and handed to the page to keep, so that the next
visit's runtime starts without compiling it — unless this start already had
it.
"""
from __future__ import annotations

import importlib
import json
import os
import traceback
from pathlib import Path
from typing import Any

from pyscript import document, ffi, window

from verba.i18n import CATALOGUES

from .stdlib_bytecode import Compiler, library_zip

ORDER = os.path.join(os.path.dirname(os.path.dirname(__file__)), "warmup.json")
RETRY_S = 1.0  # how often to look again while a game is open


def modules() -> list[str]:
    try:
        # The module's own loader reads the file beside the packages, in py.zip too.
        order = json.loads(__spec__.loader.get_data(ORDER))
    except (AttributeError, OSError, ValueError):
        order = {}
    return [name for names in order.values() for name in names] + list(CATALOGUES)


def stdlib_zip() -> Path | None:
    """The standard library's zip as the runtime imports it, if this start
    is to compile it (the page says whether it already had it compiled)."""
    if str(document.documentElement.dataset.bytecode) != "absent":
        return None
    return library_zip()


class Warmup:
    def __init__(self, app: Any) -> None:
        self.app = app
        self.todo = modules()
        self.library = stdlib_zip()
        self.compiler: Compiler | None = None
        self._idle = ffi.create_proxy(self._step)

    def start(self) -> None:
        if self.todo or self.library is not None:
            window.requestIdleCallback(self._idle)

    def _step(self, _deadline: object = None) -> None:
        from verba.ui.rules.screen import RulesScreen
        from verba.ui.shell.home import HomeScreen
        if not isinstance(self.app.screen, (HomeScreen, RulesScreen)):
            # A game (or any other screen) is in use: its own work comes
            # first, and one module's compiling can outlast a click's wait.
            self.app.services.later(RETRY_S, self.start)
            return
        if self.todo:
            self._import(self.todo.pop(0))
        elif self.library is not None:
            self._compile()
        if self.todo or self.library is not None:
            window.requestIdleCallback(self._idle)
        else:
            self._idle.destroy()

    def _import(self, name: str) -> None:
        try:
            importlib.import_module(name)
        except Exception:  # the game will report it when it is opened
            traceback.print_exc()

    def _compile(self) -> None:
        assert self.library is not None
        try:
            if self.compiler is None:
                self.compiler = Compiler(self.library.read_bytes(), str(self.library))
            elif self.compiler.step():
                window.verba.keepBytecode(ffi.to_js(self.compiler.result()))
                self.library = self.compiler = None
        except Exception:  # the next start compiles as this one did
            traceback.print_exc()
            self.library = self.compiler = None
