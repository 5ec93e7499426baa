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


LET_GO_CHUNK = 5000   # items freed per step: about a millisecond in Pyodide


def let_go(*pools: list[Any] | dict[Any, Any]) -> Iterator[None]:
    """Empty large lists and dicts a search no longer needs a chunk per step:
    freeing tens of thousands of items at once is a pause of its own."""
    for pool in pools:
        while pool:
            if isinstance(pool, dict):
                for _ in range(min(LET_GO_CHUNK, len(pool))):
                    pool.popitem()
            else:
                del pool[-LET_GO_CHUNK:]
            yield
