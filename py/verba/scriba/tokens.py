"""Game II's tokens: the 48 small bonus tokens players lay on the blank board,
and the 12 large tokens (10 points each) dealt among them.

A small token lies on a field of the board's ``Layout`` (codes ``r``, ``b``,
``g``, ``y`` in ``board.LEGEND``), so scoring reads it like a printed bonus
(``scoring.score_word``), the move generator scores it the same way, and a
token counts only in the turn that covers it, as Game I's fields do.  The
layout keeps every token laid; a token is *on the board* while its cell is
empty, and the player whose tile covered it holds it.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from . import tiles as T
from .board import Board, Layout, Pos

# kind -> (field code, how many): red letter ×3, blue letter ×2, green word
# ×3, yellow word ×2; listed from the most valuable bonus down
SMALL: dict[str, tuple[str, int]] = {
    "word3": ("g", 8),
    "letter3": ("r", 8),
    "word2": ("y", 16),
    "letter2": ("b", 16),
}
KINDS = tuple(SMALL)
KIND_OF_CODE = {code: kind for kind, (code, _) in SMALL.items()}

SMALL_POINTS = 1        # each small token at the end (its bonus is not counted again)
LARGE = 12
LARGE_POINTS = 10
CAPTURE_LETTERS = 4     # letters (blanks not counted) laid in one turn to take a large token


def small_set() -> Counter[str]:
    return Counter({kind: n for kind, (_, n) in SMALL.items()})


def full_set(players: int) -> Counter[str]:
    """Every token of a game: the small ones by kind, and ``"large"``."""
    found = small_set()
    found["large"] = large_share(players) * players
    return found


def large_share(players: int) -> int:
    """Large tokens dealt to each player: 6, 4 or 3 with 2, 3 or 4 players.
    Solo play gets none: with nobody to take them from or lose them to they
    would only add a constant 120."""
    return LARGE // players if players > 1 else 0


def blank_layout(size: int = 15) -> Layout:
    """The board's blank side: no bonus, no centre."""
    return Layout.plain(size, centre=False)


def kind_at(layout: Layout, pos: Pos) -> str | None:
    return KIND_OF_CODE.get(layout.code(pos))


def laid(layout: Layout) -> dict[Pos, str]:
    """Every token on the layout (covered or not), by cell."""
    return {(r, c): KIND_OF_CODE[ch] for r, row in enumerate(layout.rows)
            for c, ch in enumerate(row) if ch in KIND_OF_CODE}


def on_board(board: Board) -> dict[Pos, str]:
    """The tokens still on the board: their cells have no tile."""
    return {pos: kind for pos, kind in laid(board.layout).items() if pos not in board.top}


def supply(layout: Layout) -> Counter[str]:
    """The small tokens not laid yet."""
    return small_set() - Counter(laid(layout).values())


def with_token(layout: Layout, kind: str, pos: Pos) -> Layout:
    rows = [list(row) for row in layout.rows]
    rows[pos[0]][pos[1]] = SMALL[kind][0]
    return Layout("".join(row) for row in rows)


def reached(board: Board, cells: Iterable[Pos]) -> tuple[str, ...]:
    """The tokens a placement takes: those on the empty cells it covers (any
    tile takes the token it covers; a blank earns only the token itself)."""
    on = on_board(board)
    return tuple(on[pos] for pos in sorted(cells) if pos in on)


def capture_letters(tiles: Iterable[str]) -> int:
    """The letters of a placement that count towards a large token: letter
    tiles only (not blanks, arrows or blocking tiles)."""
    return sum(1 for t in tiles if t in T.LETTER_VALUES)


def count(held: Iterable[Iterable[str]]) -> Counter[str]:
    """Small tokens of several players together, by kind."""
    total: Counter[str] = Counter()
    for kinds in held:
        total.update(kinds)
    return total
