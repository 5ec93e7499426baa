"""The page's entry point: start the app once PyScript has loaded the code."""
from __future__ import annotations

import traceback

from pyscript import ffi, window


def start() -> None:
    try:
        window.verba.setProgress("code", 0.9)
        from verba.ui.app import App
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

        def on_update(_event: object) -> None:
            app.update_ready = True
            browser.render()

        window.verba.setDispatcher(ffi.create_proxy(on_event))
        window.addEventListener("verba:update-ready", ffi.create_proxy(on_update))
        browser._flush()
        window.verba.ready()
    except Exception as error:
        traceback.print_exc()
        window.verba.fail(f"{type(error).__name__}: {error}")
