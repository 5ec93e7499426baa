"""Python's cycle collector paused while the computer thinks.

A search holds hundreds of thousands of moves and prefixes; one pass of the
collector over them would stall the page for tens of milliseconds inside a
single step of ``App.run_sliced``, however short the steps are.  The
searches make no reference cycles (tests/cycles.py checks), so what they drop
is freed at once anyway; the collector runs again when the last work ends.
"""
from __future__ import annotations

import gc
from typing import Callable

_holds = 0  # works running, each holding the collector


def hold() -> Callable[[], None]:
    """Pause the collector until the returned function is called (by every
    holder, when several works run at once); calling it twice does nothing."""
    global _holds
    _holds += 1
    gc.disable()
    held = True

    def release() -> None:
        global _holds
        nonlocal held
        if held:
            held = False
            _holds -= 1
            if _holds == 0:
                gc.enable()
    return release
