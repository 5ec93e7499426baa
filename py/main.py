"""The page's entry point: start the app once PyScript has loaded the code."""
from __future__ import annotations

import json
import traceback
from typing import Any

from pyscript import ffi, window


def run() -> None:
    """Start the app once the page's own scripts are in and its static screen
    is painted (boot.js starts the runtime alongside them, not after)."""
    window.verba.afterBoot(ffi.create_proxy(start))


def warm_up(app: Any) -> None:
    try:
        from web.warmup import Warmup
        Warmup(app).start()
    except Exception:  # the games then compile when opened, as without it
        traceback.print_exc()


def start() -> None:
    try:
        window.verba.setProgress("code", 0.95)
        from verba.ui.shell.app import App
        from verba.ui.shell.static import take_over
        from web.bridge import Browser

        browser = Browser()
        app = App(browser, browser.browser_langs(), browser.seed())
        browser.app = app

        def on_event(kind: str, payload: str, value: object) -> bool:
            try:
                return app.handle(str(kind), str(payload), None if ffi.is_none(value) else str(value))
            except Exception as error:  # never lose the page to one bad event
                traceback.print_exc()
                app.tell("error.unexpected", detail=type(error).__name__)
                browser.render()
                return False

        def on_hash(_event: object) -> None:
            # A table's invitation link opened in a tab already on Verba: only
            # the address's fragment changes, and the page does not load again.
            code = browser.join_code()
            if code:
                on_event("act", json.dumps({"do": "join", "code": code}), None)

        def on_update(_event: object) -> None:
            app.update_ready = True
            browser.render()

        def on_hidden(event: Any) -> None:
            # Leaving the page or hiding it: save what runs on by itself (the sand).
            if str(event.type) == "pagehide" or str(window.document.visibilityState) == "hidden":
                try:
                    app.page_hidden()
                except Exception:
                    traceback.print_exc()

        # The screen the person is on and the click they made before Python
        # started; from here on every event comes to Python.
        pending = take_over(app, json.loads(str(window.verba.takeOver())))
        window.verba.setDispatcher(ffi.create_proxy(on_event))
        hidden = ffi.create_proxy(on_hidden)
        window.document.addEventListener("visibilitychange", hidden)
        window.addEventListener("pagehide", hidden)
        window.addEventListener("verba:update-ready", ffi.create_proxy(on_update))
        window.addEventListener("hashchange", ffi.create_proxy(on_hash))
        if pending is not None:
            on_event("act", pending, None)
        join = browser.join_code()
        if join:   # a table's invitation link: join it
            app.open_join(join)
        browser._flush()
        window.verba.ready()
        # The warm-up (its modules too) waits for a task of its own, so the
        # browser paints the ready page first.
        browser.later(0, lambda: warm_up(app))
    except Exception as error:
        traceback.print_exc()
        window.verba.fail(f"{type(error).__name__}: {error}")
