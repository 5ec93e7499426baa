"""A Scriba position entered by hand: the board as it lies on the table, the
person's rack, and the rules that change the moves (Game I or II, the rack
size, arrows and stacks allowed).

Plain Python, no view. ``Entry.to_text`` writes it in the position notation
(docs/NOTATION.md) and ``Entry.state`` reads that through the engine's
``from_text``, the one door every position goes through; ``Entry.problem``
says first, in the player's language, what a hand at the table most often
gets wrong (more tiles of a letter than the set has, a rack too full, more
tokens than the box holds). ``from_state`` takes a pasted position back into
the form, as seen by its player to move.

Game II's bonus tokens lie on empty squares only: at the table the player
whose tile covers a token takes it, so a square with a tile has none.
"""
from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field

from ...games_registry import ENGINES
from ...scriba import game as G
from ...scriba import tiles as T
from ...scriba import tokens as TK
from ...scriba.board import STANDARD, Board, Layout, Pos
from ...scriba.ruleset import Ruleset
from ...notation.scriba import ARROWS
from .parts import Message

SIZE = 15
NAME = "?"            # the one seat of an entered position; no name is shown
# Game II racks grow with the die; the hints search the whole rack, and past
# ten tiles that takes long on a phone (docs/ux/companion.md)
MAX_RACK_TWO = 10


@dataclass
class Entry:
    game: int = 1
    rack_size: int = 7
    arrows: bool = True
    stacking: bool = True
    cells: dict[Pos, tuple[str, ...]] = field(default_factory=dict)   # board codes, bottom first
    tokens: dict[Pos, str] = field(default_factory=dict)              # Game II: field codes
    rack: list[str] = field(default_factory=list)                     # rack codes

    # -- the rules and the limits -------------------------------------------------
    def rules(self) -> Ruleset:
        changes = {"arrows": self.arrows, "stacking": self.stacking}
        if self.game == 2:
            return Ruleset.game_two(**changes)
        return Ruleset(rack_size=self.rack_size, **changes)

    def rack_limit(self) -> int:
        return MAX_RACK_TWO if self.game == 2 else self.rack_size

    def tiles(self) -> Counter[str]:
        """Every tile of the board and the rack, as rack codes."""
        found = Counter(self.rack)
        for stack in self.cells.values():
            found.update(T.rack_tile(code) for code in stack)
        return found

    def problem(self) -> Message | None:
        """What the position cannot hold, in the player's language, or None."""
        full = T.full_set()
        for tile, n in sorted(self.tiles().items(), key=lambda item: T.sort_key(item[0])):
            if n > full[tile]:
                return "companion.scriba.too_many", {"tile": tile_label(tile), "n": n,
                                                     "max": full[tile]}
        if len(self.rack) > self.rack_limit():
            return "companion.scriba.rack_full", {"max": self.rack_limit()}
        laid = Counter(self.tokens.values())
        for kind, (code, count) in TK.SMALL.items():
            if laid[code] > count:
                return "companion.scriba.too_many_tokens", {"kind": kind, "max": count}
        return None

    # -- editing -------------------------------------------------------------------
    def put(self, pos: Pos, code: str, upper: bool = False) -> None:
        """Lay a tile (a board code) on a square: on top of the tile there
        (``upper``: a stack, one level only), else in place of what is there."""
        below = self.cells.get(pos, ())
        self.cells[pos] = (below[0], code) if upper and below else (code,)
        self.tokens.pop(pos, None)   # a covered token is taken

    def take(self, pos: Pos) -> None:
        """Take the top tile off a square."""
        stack = self.cells.pop(pos, ())
        if len(stack) > 1:
            self.cells[pos] = stack[:-1]

    def token(self, pos: Pos, code: str) -> None:
        """Game II: lay a token of ``code`` on an empty square, or take the
        one there away when it is the same."""
        if pos in self.cells:
            return
        if self.tokens.get(pos) == code:
            del self.tokens[pos]
        else:
            self.tokens[pos] = code

    def set_game(self, game: int) -> None:
        self.game = game
        if game == 1:
            self.tokens.clear()

    # -- the notation ----------------------------------------------------------------
    def to_text(self) -> str:
        """The position in the notation: one seat, to move, with the rack."""
        defaults = Ruleset.game_two() if self.game == 2 else Ruleset()
        settings = []
        if self.game == 2:
            settings.append("game=2")
        elif self.rack_size != defaults.rack_size:
            settings.append(f"rack_size={self.rack_size}")
        for name in ("arrows", "stacking"):
            if getattr(self, name) != getattr(defaults, name):
                settings.append(f"{name}={'yes' if getattr(self, name) else 'no'}")
        lines = ["scriba:"]
        if settings:
            lines.append("settings " + " ".join(settings))
        lines.append(f"player {json.dumps(NAME)} 0 {''.join(self.rack) or '-'}")
        if self.tokens:
            lines += _grid("layout", dict(self.tokens))
        if self.cells:
            lines += _grid("board", {pos: _cell_text(stack) for pos, stack in self.cells.items()})
        lines.append("bag *")
        return "\n".join(lines)

    def board(self) -> Board:
        """The board as entered, to draw (the engine reads ``state``)."""
        layout = Layout(STANDARD) if self.game == 1 else Layout.plain(SIZE, self.tokens,
                                                                      centre=False)
        return Board(layout, self.cells)

    def state(self) -> G.State:
        """The position as the engine reads it (ValueError if it refuses it)."""
        return ENGINES["scriba"].from_text(self.to_text())


def tile_label(tile: str) -> str:
    """A rack code as the messages show it: the letter, or the special tile's mark."""
    return {T.BLANK: "?", T.ARROW: "\u21b3", T.BLOCK: "\u25cf"}.get(tile, tile)


def _cell_text(stack: tuple[str, ...]) -> str:
    text = "".join(ARROWS.get(code, code) for code in stack)
    return text if len(stack) == 1 else f"({text})"


def _grid(key: str, cells: dict[Pos, str]) -> list[str]:
    lines = [key]
    for r in sorted({pos[0] for pos in cells}):
        last = max(c for row, c in cells if row == r)
        lines.append(f"  {r + 1:>2} " + "".join(cells.get((r, c), ".") for c in range(last + 1)))
    return lines


def from_state(state: G.State) -> Entry:
    """The form for a position read from the notation: its board, its
    tokens still on the board, the rules, and the rack of the player to move."""
    rules = state.rules
    entry = Entry(game=rules.game, rack_size=rules.rack_size if rules.game == 1 else 7,
                  arrows=rules.arrows, stacking=rules.stacking)
    entry.cells = dict(state.board.stacks)
    if rules.game == 2:
        entry.tokens = {pos: TK.SMALL[kind][0] for pos, kind in TK.on_board(state.board).items()}
    entry.rack = list(state.racks[state.current])   # a rack too full is told, not cut
    return entry
