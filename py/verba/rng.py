"""A small deterministic random number generator kept inside game states.

Game states carry the generator's state as one integer, so that ``apply`` stays
a pure function, saves replay exactly, and CPython and Pyodide draw the same
numbers (``random.Random`` would tie saves to its large internal state).
The generator is SplitMix64.
"""
from __future__ import annotations

from typing import MutableSequence, Sequence, TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1


class Rng:
    """SplitMix64; ``state`` is a 64-bit integer that can be stored as JSON."""

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & _MASK

    def next_u64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randrange(self, n: int) -> int:
        """A uniform integer in ``[0, n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("randrange needs n > 0")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def choice(self, items: Sequence[T]) -> T:
        return items[self.randrange(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher–Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.randrange(i + 1)
            items[i], items[j] = items[j], items[i]


def seed_from(*parts: int | str) -> int:
    """Derive a 64-bit seed from integers and strings, stable across Pythons
    (unlike ``hash``, which is salted per process for strings)."""
    acc = 0x243F6A8885A308D3
    for part in parts:
        data = str(part).encode("utf-8")
        for byte in data:
            acc = ((acc ^ byte) * 0x100000001B3) & _MASK
        acc = Rng(acc).next_u64()
    return acc


SEED_DIGITS = 20    # 2**64 - 1 has 20 digits


def parse_seed(text: str | None) -> int | None:
    """A seed written in an address (``?seed=N``): ASCII digits only, at most
    ``SEED_DIGITS`` of them, below 2**64; None for anything else. A long or
    odd value (``²``, which ``str.isdigit`` accepts and ``int`` refuses) is
    ignored rather than stopping the page."""
    if not isinstance(text, str) or not 1 <= len(text) <= SEED_DIGITS:
        return None
    if not text.isascii() or not text.isdigit():
        return None
    value = int(text)
    return value if value <= _MASK else None
