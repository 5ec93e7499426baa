"""Word lists of the games, stored as minimal automata (DAWGs).

``Lexicon.from_file_bytes`` opens a file of ``lexicons/``;
``Lexicon.from_words`` builds one in memory through the same format.
"""
from __future__ import annotations

from .alphabets import LATIN, POLISH
from .lexicon import Lexicon

__all__ = ["LATIN", "POLISH", "Lexicon"]
