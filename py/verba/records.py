"""Finished games as the history keeps them, checked entry by entry.

Each game's engine writes ``{"game", "players": [{"name", "score",
"kind"}], "winners": [names], ...}`` (``history_entry``; Mistrz Słowa adds
``taken_back``, Scriba ``turns``, Wordz ``rounds``; Wordz's entries of
before the protocol have ``kinds`` and ``scores``) and the app the time it
``finished``. Whatever reads an entry back (the
history screen, an import) gets it through ``check_entry``, which raises
ValueError for anything the screens could not show.
"""
from __future__ import annotations

from typing import Any

from .protocol import GAME_IDS
from .text import check_name

MAX_PLAYERS = 7                      # Wordz seats the most
MAX_TIME_MS = 8_640_000_000_000_000  # the last moment a JavaScript Date can hold
MAX_POINTS = 1_000_000
MAX_KIND = 20


def is_int(value: Any, low: int, high: int) -> bool:
    """An integer (not a bool) within [low, high]."""
    return type(value) is int and low <= value <= high


def _ints(value: Any, low: int, high: int, count: int | None = None) -> bool:
    return isinstance(value, list) and (count is None or len(value) == count) and all(
        is_int(v, low, high) for v in value)


def check_entry(entry: Any) -> dict[str, Any]:
    """``entry`` if it is a finished game the history can show; else ValueError."""
    if not isinstance(entry, dict):
        raise ValueError("a history entry is an object")
    if entry.get("game") not in GAME_IDS:
        raise ValueError("unknown game")
    if not is_int(entry.get("finished"), 0, MAX_TIME_MS):
        raise ValueError("bad finishing time")
    players = entry.get("players")
    if not isinstance(players, list) or not 1 <= len(players) <= MAX_PLAYERS:
        raise ValueError("bad players")
    names = set()
    for player in players:
        if not isinstance(player, dict) or not is_int(player.get("score"), -MAX_POINTS, MAX_POINTS):
            raise ValueError("bad player")
        names.add(check_name(player.get("name")))
        kind = player.get("kind", "")
        if not isinstance(kind, str) or len(kind) > MAX_KIND:
            raise ValueError("bad player kind")
    winners = entry.get("winners")
    if not isinstance(winners, list) or not 1 <= len(winners) <= len(players) or any(
            not isinstance(w, str) or w not in names for w in winners):
        raise ValueError("bad winners")
    n = len(players)
    if "turns" in entry and not is_int(entry["turns"], 0, 100_000):
        raise ValueError("bad turns")
    if "kinds" in entry and not (isinstance(entry["kinds"], list) and len(entry["kinds"]) == n
                                 and all(isinstance(k, str) and len(k) <= MAX_KIND
                                         for k in entry["kinds"])):
        raise ValueError("bad kinds")
    if "rounds" in entry and not (isinstance(entry["rounds"], list) and len(entry["rounds"]) <= 100
                                  and all(_ints(r, 0, MAX_POINTS, n) for r in entry["rounds"])):
        raise ValueError("bad rounds")
    if "scores" in entry and not _ints(entry["scores"], -MAX_POINTS, MAX_POINTS, n):
        raise ValueError("bad scores")
    return entry
