"""What each player's turns add up to, for the statistics: kept in the state
as the game goes, since a save holds only the last round's turns.

A tally counts the turns that have left the state's recent turns (the last
round's, which a take-back may still remove); ``history_entry`` adds the
recent ones at the end. A turn's share of the optimum is its word's points
over the best word its dice allowed (the solver's, kept with the turn), in
per mille; a turn whose dice allowed no word is not rated, and a turn
without a word (given up, out of time) took none of it.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from ..records import SHARE_FULL


@dataclass(frozen=True)
class Tally:
    turns: int = 0                  # turns played
    words: int = 0                  # turns that laid a word
    rated: int = 0                  # turns whose dice allowed a word
    share: int = 0                  # per-mille shares of the optimum, summed over rated turns
    best_word: str | None = None    # the best-scoring word laid (the first of equals)
    best_points: int = 0


def share_of(points: int, optimum: int) -> int:
    """A turn's share of the optimum, per mille (0 for a penalty)."""
    return min(SHARE_FULL, SHARE_FULL * max(points, 0) // optimum)


def add_turn(tally: Tally, word: str | None, points: int, optimum: int) -> Tally:
    """``tally`` with one more turn: the word laid (None: none), the points
    it scored, the best word's points (0: the dice allowed none)."""
    changes: dict[str, Any] = {"turns": tally.turns + 1}
    if word is not None:
        changes["words"] = tally.words + 1
        if tally.best_word is None or points > tally.best_points:
            changes.update(best_word=word, best_points=points)
    if optimum > 0:
        changes.update(rated=tally.rated + 1, share=tally.share + share_of(points, optimum))
    return replace(tally, **changes)


def stats(tally: Tally) -> dict[str, Any]:
    """A player's figures as the history keeps them (``verba.records``)."""
    out: dict[str, Any] = {"turns": tally.turns, "words": tally.words, "rated": tally.rated,
                           "share": tally.share}
    if tally.best_word is not None:
        out["best"] = {"word": tally.best_word, "points": tally.best_points}
    return out


def to_dict(tally: Tally) -> dict[str, Any]:
    return {"turns": tally.turns, "words": tally.words, "rated": tally.rated,
            "share": tally.share, "best_word": tally.best_word, "best_points": tally.best_points}
