"""Word lists of the games, stored as minimal automata (DAWGs).

``Lexicon.from_file_bytes`` opens a file of ``lexicons/``;
``Lexicon.from_words`` builds one in memory through the same format.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .alphabets import LATIN, POLISH
    from .lexicon import Lexicon

__all__ = ["LATIN", "POLISH", "Lexicon"]


def __getattr__(name: str) -> Any:
    """Each name imported when first asked for (PEP 562): the package alone
    brings none of its modules, so the page's warm-up, which imports each
    module after those it imports, finds it before them."""
    if name == "Lexicon":
        from .lexicon import Lexicon
        value: Any = Lexicon
    elif name in ("LATIN", "POLISH"):
        from . import alphabets
        value = getattr(alphabets, name)
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    globals()[name] = value
    return value
