"""A text notation of a position for each game, as FEN is for chess
(docs/NOTATION.md).

``to_text(state)`` writes a game's position, ``from_text(text)`` reads one
back through the game's own ``from_dict``, so no text makes a state a save
could not hold; a text that is not a position is a ValueError saying what is
wrong and where. The prefix names the game (``mistrz:``, ``scriba:``,
``wordz:``); each game's module (``verba.notation.<game>``) is imported when
first used, so reading a Wordz position compiles nothing of Scriba.

A position is what play needs to go on: the log, the history of turns and
the take-back points are not in it. ``from_text(to_text(s))`` is ``s``
without them (for Wordz, also with the cards of each letter given out in a
fixed order), and writing that again gives the same text.
"""
from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any

GAMES = {"mistrz": "verba.notation.mistrz", "scriba": "verba.notation.scriba",
         "wordz": "verba.notation.wordz"}


def module(game_id: str) -> ModuleType:
    """The notation module of a game (``to_text``, ``from_text``)."""
    return importlib.import_module(GAMES[game_id])


def game_of(text: Any) -> str:
    """The game a position names in its prefix."""
    if isinstance(text, str):
        head, colon, _ = text[:10].partition(":")
        if colon and head in GAMES:
            return head
    raise ValueError("not a position: it begins with the game, as mistrz:, scriba: or wordz:")


def from_text(text: Any) -> Any:
    """The state of the game the text's prefix names."""
    return module(game_of(text)).from_text(text)


def to_text(state: Any) -> str:
    """The position of a state of any game (the game of its class's package)."""
    parts = type(state).__module__.split(".")
    if len(parts) < 2 or parts[1] not in GAMES:
        raise TypeError(f"not a game state: {type(state).__name__}")
    return str(module(parts[1]).to_text(state))
