"""Finished games as the history keeps them, checked entry by entry.

Each game's engine writes ``{"game", "players": [{"name", "score",
"kind"}], "winners": [names], ...}`` (``history_entry``; Mistrz Słowa adds
``taken_back``, Scriba ``turns``, Wordz ``rounds``; Wordz's entries of
before the protocol have ``kinds`` and ``scores``) and the app the time it
``finished``. Whatever reads an entry back (the
history screen, the statistics, an import) gets it through ``check_entry``,
which raises ValueError for anything the screens could not show.

Version 2 (``"version": 2``) gives each player ``"stats"``: what the
statistics need beyond the score, per game (``STAT_KEYS``), each figure
present only where the game recorded it (a Mistrz Słowa game resumed from a
save of before statistics has none). Entries without a version are version
1: no player has statistics, and the statistics say "not recorded".
"""
from __future__ import annotations

from typing import Any, Iterable

from .protocol import GAME_IDS
from .text import check_name

MAX_PLAYERS = 7                      # Wordz seats the most
MAX_TIME_MS = 8_640_000_000_000_000  # the last moment a JavaScript Date can hold
MAX_POINTS = 1_000_000
MAX_KIND = 20
HISTORY_VERSION = 2
MAX_COUNT = 100_000                  # turns, moves or guesses of one player in one game
MAX_WORD = 32                        # a word in a player's statistics
SHARE_FULL = 1000                    # a Mistrz turn's share of the optimum, per mille
# The figures a player's "stats" may hold, per game: counts of turns and
# moves, points, and their best word ({"word", "points"}).
STAT_KEYS = {
    "mistrz": frozenset(("turns", "words", "rated", "share", "best")),
    "scriba": frozenset(("moves", "move_points", "bingos", "best")),
    "wordz": frozenset(("right", "wrong", "best")),
}


def is_int(value: Any, low: int, high: int) -> bool:
    """An integer (not a bool) within [low, high]."""
    return type(value) is int and low <= value <= high


def _ints(value: Any, low: int, high: int, count: int | None = None) -> bool:
    return isinstance(value, list) and (count is None or len(value) == count) and all(
        is_int(v, low, high) for v in value)


def best_word(found: Iterable[tuple[str, int]]) -> dict[str, Any] | None:
    """The highest-scoring of (word, points), the first of equals; None if none."""
    best = None
    for word, points in found:
        if best is None or points > best[1]:
            best = (word, points)
    return None if best is None else {"word": best[0], "points": best[1]}


def with_stats(entry: dict[str, Any], stats: Iterable[dict[str, Any]]) -> dict[str, Any]:
    """``entry`` (``protocol.finished_entry``) as version 2: each player's
    statistics beside their score, in seat order."""
    players = [{**player, "stats": dict(s)} for player, s in zip(entry["players"], stats)]
    return {**entry, "version": HISTORY_VERSION, "players": players}


def _check_word(value: Any) -> None:
    if not (isinstance(value, dict) and set(value) == {"word", "points"}
            and isinstance(value["word"], str) and 0 < len(value["word"]) <= MAX_WORD
            and is_int(value["points"], -MAX_POINTS, MAX_POINTS)):
        raise ValueError("bad best word")


def _check_stats(stats: Any, game: str) -> None:
    """A player's statistics: known figures in range, and consistent."""
    if not isinstance(stats, dict) or not set(stats) <= STAT_KEYS[game]:
        raise ValueError("bad player statistics")
    for key, value in stats.items():
        if key == "best":
            _check_word(value)
        elif key == "move_points":
            if not is_int(value, -MAX_POINTS, MAX_POINTS):
                raise ValueError("bad move points")
        elif key == "share":
            if not is_int(value, 0, SHARE_FULL * MAX_COUNT):
                raise ValueError("bad share")
        elif not is_int(value, 0, MAX_COUNT):
            raise ValueError(f"bad {key}")
    counted = {"words": "turns", "rated": "turns", "bingos": "moves"}
    for part, whole in counted.items():
        if part in stats and stats[part] > stats.get(whole, MAX_COUNT):
            raise ValueError(f"more {part} than {whole}")
    if "share" in stats and stats["share"] > SHARE_FULL * stats.get("rated", 0):
        raise ValueError("a share over the optimum")


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
    version = entry.get("version", 1)
    if not is_int(version, 1, HISTORY_VERSION):
        raise ValueError("unknown history entry version")
    for player in players:
        if version >= 2:
            _check_stats(player.get("stats"), entry["game"])
        elif "stats" in player:
            raise ValueError("statistics in an entry of version 1")
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
