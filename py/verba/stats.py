"""Personal statistics, computed from the stored history.

The history (``verba.records``) keeps each finished game's players, scores,
winners and, from version 2 on, each player's figures (``stats``). The
statistics are those of one person, by name: the games where a seat of that
name was a person's (``kind`` "human", or not recorded in entries of before
kinds were kept). A person playing under several names sees each name's
statistics apart; the screen offers the names (``people``), the one with the
most games first.

Games are grouped by opponents: the strongest computer level at the table
(a game against an easy and a hard computer counts as against "hard"),
"people" when every other seat was a person's (or nobody else played), and
"unknown" when an opponent's kind was not recorded. Figures a game did not
record (an entry of version 1, a Mistrz Słowa game begun before statistics)
are left out of sums and averages, and ``Figures.recorded`` says of how
many games each one is made, so that a screen can say "not recorded"
rather than show a wrong figure.

Plain Python: pure functions of the entries ``check_entry`` accepts.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Iterable

from .protocol import GAME_IDS
from .records import SHARE_FULL

LEVELS = ("easy", "medium", "hard")                 # weakest first
GROUPS = ("all", "hard", "medium", "easy", "people", "unknown")
HUMAN = "human"
UNKNOWN = "unknown"
CHART_GAMES = 20                                    # games a chart shows, the newest
# The figures summed over games, per game (keys of a player's "stats").
SUMMED = {"mistrz": ("turns", "words", "rated", "share"),
          "scriba": ("moves", "move_points", "bingos"),
          "wordz": ("right", "wrong")}


def seat_kind(kind: Any) -> str:
    """"human", a computer level, or "unknown" (not recorded, or a kind this
    version does not know). Wordz entries of before the protocol wrote
    ``computer:<level>``."""
    if not isinstance(kind, str):
        return UNKNOWN
    kind = kind.removeprefix("computer:")
    return kind if kind == HUMAN or kind in LEVELS else UNKNOWN


def _person_seat(entry: dict[str, Any], name: str) -> dict[str, Any] | None:
    for player in entry["players"]:
        if player["name"] == name and seat_kind(player.get("kind")) in (HUMAN, UNKNOWN):
            return player
    return None


def people(history: Iterable[dict[str, Any]]) -> list[str]:
    """The names people played under, most games first (then the most
    recently seen first: the history is newest first)."""
    counts: Counter[str] = Counter()
    first_seen: dict[str, int] = {}
    for index, entry in enumerate(history):
        for player in entry["players"]:
            if seat_kind(player.get("kind")) in (HUMAN, UNKNOWN):
                counts[player["name"]] += 1
                first_seen.setdefault(player["name"], index)
    return sorted(counts, key=lambda name: (-counts[name], first_seen[name]))


def group_of(entry: dict[str, Any], seat: dict[str, Any]) -> str:
    """The opponents' group of a game seen from ``seat``."""
    kinds = [seat_kind(p.get("kind")) for p in entry["players"] if p is not seat]
    levels = [k for k in kinds if k in LEVELS]
    if levels:
        return max(levels, key=LEVELS.index)
    return UNKNOWN if UNKNOWN in kinds else "people"


@dataclass(frozen=True)
class Played:
    """One game as the person played it."""
    game: str
    finished: int
    group: str
    score: int
    won: bool
    stats: dict[str, Any] | None     # the seat's figures; None in an entry of version 1


def games_of(history: Iterable[dict[str, Any]], name: str) -> list[Played]:
    """The person's games, oldest first (the history is newest first; games
    finished at the same moment keep their order)."""
    out = []
    for entry in history:
        seat = _person_seat(entry, name)
        if seat is not None:
            out.append(Played(entry["game"], entry["finished"], group_of(entry, seat),
                              seat["score"], name in entry["winners"], seat.get("stats")))
    out.reverse()
    out.sort(key=lambda g: g.finished)
    return out


@dataclass
class Figures:
    """The figures of a set of games (one game's, one group's)."""
    played: int = 0
    won: int = 0
    points: int = 0
    best_score: int | None = None
    streak: int = 0                          # the longest run of games won
    best: tuple[str, int] | None = None      # the best word ever and its points
    sums: Counter[str] = field(default_factory=Counter)
    recorded: Counter[str] = field(default_factory=Counter)  # games each figure is made of

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0

    @property
    def average(self) -> float:
        return self.points / self.played if self.played else 0.0

    def ratio(self, part: str, whole: str) -> float | None:
        """``sums[part] / sums[whole]``, None when nothing was recorded."""
        return self.sums[part] / self.sums[whole] if self.sums[whole] else None

    @property
    def share(self) -> float | None:
        """Mistrz Słowa: the average turn's share of the optimum, 0–1."""
        rated = self.sums["rated"]
        return self.sums["share"] / (SHARE_FULL * rated) if rated else None


def _none_to_record(g: Played) -> bool:
    """Whether a game recorded that the person made no best word (no word
    laid, no right guess), rather than not recording it: a game of before
    statistics has no figures, and a Wordz guess of before the cards were
    logged gives no points to rank."""
    assert g.stats is not None
    first = SUMMED[g.game][0]   # the count every game of version 2 records
    return first in g.stats and (g.game != "wordz" or g.stats["right"] == 0)


def figures(games: list[Played]) -> Figures:
    """The figures of ``games``, given oldest first."""
    out = Figures()
    run = 0
    for g in games:
        out.played += 1
        out.won += g.won
        out.points += g.score
        out.best_score = g.score if out.best_score is None else max(out.best_score, g.score)
        run = run + 1 if g.won else 0
        out.streak = max(out.streak, run)
        if g.stats is None:
            continue
        for key in SUMMED[g.game]:
            if key in g.stats:
                out.sums[key] += g.stats[key]
                out.recorded[key] += 1
        best = g.stats.get("best")
        if best is not None and (out.best is None or best["points"] > out.best[1]):
            out.best = (best["word"], best["points"])
        if best is not None or _none_to_record(g):
            out.recorded["best"] += 1
    return out


@dataclass(frozen=True)
class Series:
    """One line of a chart: ``values`` over the games ``labels`` name
    (oldest first; None where a game has no value). ``unit``: "points" or
    "percent" (0–100): series of one unit share a chart. The dailies' share
    of the optimum is one more "percent" series."""
    code: str                        # message code of the series' name
    unit: str
    values: tuple[float | None, ...]
    wins: tuple[bool, ...] = ()      # games won, marked on the line


@dataclass(frozen=True)
class GameStats:
    game: str
    groups: dict[str, Figures]       # "all" and each group the person played in, in GROUPS order
    games: list[Played]              # oldest first

    def recent(self, group: str = "all", count: int = CHART_GAMES) -> list[Played]:
        return [g for g in self.games if group == "all" or g.group == group][-count:]

    def series(self, group: str = "all") -> list[Series]:
        """The charts' lines over the group's last games: the scores, and
        for Mistrz Słowa each game's share of the optimum."""
        games = self.recent(group)
        wins = tuple(g.won for g in games)
        out = [Series("stats.series.score", "points", tuple(float(g.score) for g in games), wins)]
        if self.game == "mistrz":
            out.append(Series("stats.series.share", "percent", tuple(
                100 * g.stats.get("share", 0) / (SHARE_FULL * g.stats["rated"])
                if g.stats is not None and g.stats.get("rated") else None for g in games), wins))
        return out


def compute(history: Iterable[dict[str, Any]], name: str) -> dict[str, GameStats]:
    """Each game's statistics for the person ``name`` (every game, played or not)."""
    games = games_of(history, name)
    out = {}
    for game in GAME_IDS:
        own = [g for g in games if g.game == game]
        groups = {"all": figures(own)}
        for group in GROUPS[1:]:
            members = [g for g in own if g.group == group]
            if members:
                groups[group] = figures(members)
        out[game] = GameStats(game, groups, own)
    return out
