"""Work done in steps: a generator that pauses (``yield``) between small
pieces of a long search, so the page can answer meanwhile
(``App.run_sliced``), and returns its result. Outside the page, ``run``
does it all at once."""
from __future__ import annotations

from collections.abc import Iterator
from typing import Any


def run(work: Iterator[Any]) -> Any:
    """Run a generator that works in steps to its end at once: its return value."""
    while True:
        try:
            next(work)
        except StopIteration as done:
            return done.value
