"""Letting go of a search's moves in small steps (for ``ai`` and ``endgame``)."""
from __future__ import annotations

from collections.abc import Iterator

from .movegen import Move

FREE_CHUNK = 4000               # moves let go between two pauses


def let_go(moves: list[Move]) -> Iterator[None]:
    """Empty the list of a search's moves a chunk per step. Dropped with the
    search's last step, the few hundred thousand moves of a rack with two
    blanks took that one step 45–65 ms to free (CPython; more in Pyodide)."""
    while moves:
        del moves[-FREE_CHUNK:]
        yield
