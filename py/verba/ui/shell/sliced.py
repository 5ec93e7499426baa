"""Work a screen runs in slices (``App.run_sliced``) that may stop applying
before it ends: the screen was left, or the game moved on."""
from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any


def while_alive(work: Iterator[Any], alive: Callable[[], bool]) -> Iterator[Any]:
    """``work``, stopped (returning None) at the first step ``alive()`` is false."""
    while alive():
        try:
            value = next(work)
        except StopIteration as end:
            return end.value
        yield value
    return None
