"""Text that players type (names, words): its limits, and how it is shown.

A name may hold right-to-left letters or bidirectional controls (U+202E
reverses what follows it). Shown inside a sentence, such text is wrapped in
an isolate (FSI … PDI), so that it cannot reorder the text around it.
Isolation changes nothing for text without right-to-left letters or
controls, so such text (nearly all of it) is left as it is.
"""
from __future__ import annotations

import unicodedata
from typing import Any

MAX_NAME = 24          # the set-up fields' limit, so every name read anywhere else too
MAX_TYPED = 24         # a word typed during a game: longer than any a hand or the dice spell
FSI, PDI = "\u2068", "\u2069"
_OPENERS = frozenset(("LRI", "RLI", "FSI"))
# Classes that can reorder their neighbours in a left-to-right paragraph.
_UNSAFE = frozenset(("R", "AL", "AN", "LRE", "RLE", "LRO", "RLO", "PDF"))


def _scan(text: str) -> tuple[str, int, bool]:
    """``text`` without the PDIs that close nothing, how many isolates it
    leaves open, and whether it could reorder the text around it."""
    kept = []
    depth = 0
    unsafe = False
    for ch in text:
        kind = unicodedata.bidirectional(ch)
        if kind in _OPENERS:
            depth += 1
        elif kind == "PDI":
            if depth == 0:
                unsafe = True     # it would close an isolate around the text
                continue
            depth -= 1
        elif depth == 0 and kind in _UNSAFE:
            unsafe = True
        kept.append(ch)
    # an isolate left open runs to the end of the paragraph
    return "".join(kept), depth, unsafe or depth > 0


def needs_isolation(text: str) -> bool:
    """Whether ``text`` could reorder the text around it."""
    return not text.isascii() and _scan(text)[2]


def isolate(text: str) -> str:
    """``text`` wrapped in FSI … PDI when it needs it, else unchanged. A PDI
    in ``text`` that closes nothing is dropped, and isolates it leaves open
    are closed, so the wrapper holds whatever ``text`` contains."""
    if text.isascii():
        return text
    kept, depth, unsafe = _scan(text)
    return FSI + kept + PDI * (depth + 1) if unsafe else text


def check_name(value: Any, limit: int = MAX_NAME) -> str:
    """A player's name as the set-up makes it: text of 1 to ``limit``
    characters without surrounding spaces; ValueError for anything else."""
    if not isinstance(value, str) or not 1 <= len(value) <= limit or value != value.strip():
        raise ValueError(f"bad name {str(value)[:40]!r}")
    return value
