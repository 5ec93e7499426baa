"""The Scriba board: its bonus fields as data, and the tiles laid on it.

The rulebook's Figure 1 is not printed, so ``STANDARD`` is Verba's own design
(docs/RULES.md says how its balance was judged; ``tools/scriba_board.py``
measures it).  A layout is a square of field codes, one string per row; the
engine reads fields only through ``Layout``, so tests and Game II can supply
their own: Game II's bonus tokens are fields of a blank layout (``tokens``).

Words on the board are *paths*: maximal runs of letter cells read rightwards
or downwards, which turn at an arrow tile whose bend matches the way they
arrive (an arrow is not a letter; it stands at the corner of the word).
Blocking and arrow tiles otherwise end a run like the board's edge.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass

from . import tiles as T

Pos = tuple[int, int]


@dataclass(frozen=True)
class Field:
    kind: str          # "plain", "letter" or "word"
    mult: int          # the number printed in the circle (−4 on a red field)
    colour: str


LEGEND: dict[str, Field] = {
    ".": Field("plain", 1, "none"),
    "d": Field("letter", 2, "light purple"),
    "t": Field("letter", 3, "dark purple"),
    "q": Field("letter", 4, "green"),
    "-": Field("letter", -4, "red"),
    "D": Field("word", 2, "light blue"),
    "T": Field("word", 3, "dark blue"),
    "Q": Field("word", 4, "yellow"),
    "*": Field("letter", 3, "dark purple, feather"),   # the centre
    # Game II's small tokens, laid on the blank board before play
    "r": Field("letter", 3, "red token"),
    "b": Field("letter", 2, "blue token"),
    "g": Field("word", 3, "green token"),
    "y": Field("word", 2, "yellow token"),
}
CENTRE = "*"

# Symmetric under both mirrors and the diagonals (rows read as columns).
STANDARD: tuple[str, ...] = (
    "Q..d...T...d..Q",
    ".D...t...t...D.",
    "..D...d.d...D..",
    "d..D...-...D..d",
    "....D.....D....",
    ".t...q...q...t.",
    "..d...d.d...d..",
    "T..-...*...-..T",
    "..d...d.d...d..",
    ".t...q...q...t.",
    "....D.....D....",
    "d..D...-...D..d",
    "..D...d.d...D..",
    ".D...t...t...D.",
    "Q..d...T...d..Q",
)


class Layout:
    """A square of field codes (see ``LEGEND``); at most one centre."""

    __slots__ = ("rows", "size", "centre")

    def __init__(self, rows: Iterable[str]) -> None:
        self.rows = tuple(rows)
        self.size = len(self.rows)
        if self.size < 2 or any(len(row) != self.size for row in self.rows):
            raise ValueError("a layout is a square of at least 2×2 fields")
        bad = {ch for row in self.rows for ch in row} - LEGEND.keys()
        if bad:
            raise ValueError(f"unknown field codes {sorted(bad)}")
        centres = [(r, c) for r, row in enumerate(self.rows)
                   for c, ch in enumerate(row) if ch == CENTRE]
        if len(centres) > 1:
            raise ValueError("a layout has at most one centre")
        self.centre: Pos | None = centres[0] if centres else None

    @classmethod
    def plain(cls, size: int = 15, fields: Mapping[Pos, str] | None = None,
              centre: bool = True) -> Layout:
        """A layout without bonuses except ``fields`` (and the centre)."""
        grid = [["."] * size for _ in range(size)]
        if centre:
            grid[size // 2][size // 2] = CENTRE
        for (r, c), code in (fields or {}).items():
            grid[r][c] = code
        return cls("".join(row) for row in grid)

    def code(self, pos: Pos) -> str:
        return self.rows[pos[0]][pos[1]]

    def field(self, pos: Pos) -> Field:
        return LEGEND[self.rows[pos[0]][pos[1]]]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Layout) and self.rows == other.rows

    def __hash__(self) -> int:
        return hash(self.rows)

    def __repr__(self) -> str:
        return f"Layout({self.size}×{self.size})"


@dataclass(frozen=True)
class CellView:
    """What a cell shows, for views and move generators."""
    letter: str | None      # the top tile's letter (a blank's named letter)
    blank: bool
    special: str | None     # "arrow" or "block"
    bend: str | None        # an arrow's bend: "rd" or "dr"
    height: int             # tiles stacked (0 empty, 1 floor, 2 upper level)


@dataclass(frozen=True)
class Path:
    """A word on the board: its letter cells in reading order."""
    cells: tuple[Pos, ...]
    arrows: tuple[Pos, ...]   # arrow cells where it turns
    before: Pos | None        # the cell before its first letter (None off board)
    after: Pos | None         # the cell after its last letter


def cell_name(pos: Pos) -> str:
    """A cell as marked on the board's edges: column letter, row number ("H8")."""
    return f"{chr(ord('A') + pos[1])}{pos[0] + 1}"


def _add(pos: Pos, d: Pos, k: int = 1) -> Pos:
    return (pos[0] + d[0] * k, pos[1] + d[1] * k)


class Board:
    """Tiles on a layout; immutable (``with_tiles``/``without`` copy).

    ``stacks`` maps a position to its tiles, bottom first, as board codes
    (see ``tiles``).  ``top`` is the top code of every occupied cell.
    """

    __slots__ = ("layout", "stacks", "top", "_paths")

    def __init__(self, layout: Layout, stacks: Mapping[Pos, tuple[str, ...]] | None = None) -> None:
        self.layout = layout
        self.stacks: dict[Pos, tuple[str, ...]] = dict(stacks or {})
        self.top: dict[Pos, str] = {pos: s[-1] for pos, s in self.stacks.items()}
        # (cell, reading direction there) -> the word through it; a board
        # never changes, so each word is walked once
        self._paths: dict[tuple[Pos, Pos], Path] = {}

    @classmethod
    def from_text(cls, layout: Layout, rows: Iterable[str]) -> Board:
        """Tiles drawn as text: ``.`` empty, a capital letter, a lowercase
        blank, ``┐`` an arrow turning right→down, ``└`` down→right, ``#`` a
        blocking tile.  Every tile is on the floor (height 1)."""
        symbols = {"┐": ">rd", "└": ">dr", T.BLOCK: T.BLOCK}
        stacks = {}
        for r, row in enumerate(rows):
            for c, ch in enumerate(row):
                if ch == ".":
                    continue
                code = symbols.get(ch, ch)
                if not (code in symbols.values() or (T.is_letter(ch) and ch.upper() in T.ALPHABET)):
                    raise ValueError(f"unknown tile {ch!r} at {(r, c)}")
                stacks[(r, c)] = (code,)
        return cls(layout, stacks)

    # --- queries ----------------------------------------------------------
    @property
    def size(self) -> int:
        return self.layout.size

    def in_bounds(self, pos: Pos) -> bool:
        return 0 <= pos[0] < self.layout.size and 0 <= pos[1] < self.layout.size

    def height(self, pos: Pos) -> int:
        return len(self.stacks.get(pos, ()))

    def letter_at(self, pos: Pos) -> str | None:
        code = self.top.get(pos)
        return code.upper() if code is not None and T.is_letter(code) else None

    def is_letter(self, pos: Pos) -> bool:
        code = self.top.get(pos)
        return code is not None and T.is_letter(code)

    def cell(self, pos: Pos) -> CellView:
        code = self.top.get(pos)
        if code is None:
            return CellView(None, False, None, None, 0)
        if T.is_arrow(code):
            return CellView(None, False, "arrow", T.bend_of(code), self.height(pos))
        if code == T.BLOCK:
            return CellView(None, False, "block", None, self.height(pos))
        return CellView(code.upper(), code.islower(), None, None, self.height(pos))

    def occupied(self) -> list[Pos]:
        """Every occupied cell (letters, arrows, blocking tiles), row by row."""
        return sorted(self.stacks)

    def letter_cells(self) -> list[Pos]:
        return sorted(pos for pos, code in self.top.items() if T.is_letter(code))

    def has_letters(self) -> bool:
        return any(T.is_letter(code) for code in self.top.values())

    def word(self, path: Path) -> str:
        return "".join(self.top[pos].upper() for pos in path.cells)

    # --- paths ------------------------------------------------------------
    def _next(self, pos: Pos, d: Pos) -> tuple[Pos, Pos, Pos | None] | None:
        """The letter after ``pos`` read in direction ``d``: (cell, direction
        there, arrow turned at)."""
        n = _add(pos, d)
        code = self.top.get(n)
        if code is None:
            return None
        if T.is_letter(code):
            return n, d, None
        if T.is_arrow(code):
            incoming, outgoing = T.BENDS[T.bend_of(code)]
            if incoming == d:
                m = _add(n, outgoing)
                if self.is_letter(m):
                    return m, outgoing, n
        return None

    def _prev(self, pos: Pos, d: Pos) -> tuple[Pos, Pos, Pos | None] | None:
        p = _add(pos, d, -1)
        code = self.top.get(p)
        if code is None:
            return None
        if T.is_letter(code):
            return p, d, None
        if T.is_arrow(code):
            incoming, outgoing = T.BENDS[T.bend_of(code)]
            if outgoing == d:
                q = _add(p, incoming, -1)
                if self.is_letter(q):
                    return q, incoming, p
        return None

    def path(self, pos: Pos, d: Pos) -> Path:
        """The word through the letter cell ``pos`` where it is read in
        direction ``d`` (``tiles.RIGHT`` or ``tiles.DOWN``); it may have one
        letter only."""
        found = self._paths.get((pos, d))
        if found is not None:
            return found
        start, start_d = pos, d
        while (step := self._prev(start, start_d)) is not None:
            start, start_d, _ = step
        cells = [start]
        keys = [(start, start_d)]
        arrows = []
        end, end_d = start, start_d
        while (step := self._next(end, end_d)) is not None:
            end, end_d, arrow = step
            cells.append(end)
            keys.append((end, end_d))
            if arrow is not None:
                arrows.append(arrow)
        before = _add(start, start_d, -1)
        after = _add(end, end_d)
        path = Path(tuple(cells), tuple(arrows),
                    before if self.in_bounds(before) else None,
                    after if self.in_bounds(after) else None)
        for key in keys:
            self._paths[key] = path
        return path

    def paths_through(self, pos: Pos) -> Iterator[Path]:
        """The words (of two letters or more) through a letter cell."""
        for d in (T.RIGHT, T.DOWN):
            path = self.path(pos, d)
            if len(path.cells) > 1:
                yield path

    def words(self) -> list[tuple[str, Path]]:
        """Every word on the board, each once."""
        seen: set[tuple[Pos, ...]] = set()
        found = []
        for pos in self.letter_cells():
            for path in self.paths_through(pos):
                if path.cells not in seen:
                    seen.add(path.cells)
                    found.append((self.word(path), path))
        return found

    # --- changes ----------------------------------------------------------
    def with_tiles(self, placed: Mapping[Pos, str]) -> Board:
        """A copy with each code laid on its cell (on top of any stack)."""
        stacks = dict(self.stacks)
        for pos, code in placed.items():
            stacks[pos] = stacks.get(pos, ()) + (code,)
        return Board(self.layout, stacks)

    def without(self, cells: Iterable[Pos]) -> Board:
        """A copy with the top tile of each cell taken away."""
        stacks = dict(self.stacks)
        for pos in cells:
            rest = stacks[pos][:-1]
            if rest:
                stacks[pos] = rest
            else:
                del stacks[pos]
        return Board(self.layout, stacks)

    def map_tiles(self, fn: Callable[[str], str]) -> list[str]:
        """Every tile on the board (all stack levels) through ``fn``."""
        return [fn(code) for stack in self.stacks.values() for code in stack]

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Board) and self.layout == other.layout
                and self.stacks == other.stacks)

    def __repr__(self) -> str:
        return f"Board({len(self.stacks)} cells)"
