"""The tiles a player is laying before committing them.

Plain Python, no view: where each rack tile went, the keyboard cursor and its
direction, whether typed letters go on the upper level, and which rack tile is
picked up for a click-to-place.  Rack tiles are named by *slot*, their place
in the rack as the player arranged it, so two tiles with the same letter stay
two tiles.  Refusals are ``IllegalAction`` with ``scriba_ui.*`` codes; whether
the placement is legal is the engine's business (``game.preview``).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...errors import IllegalAction
from ...scriba import tiles as T
from ...scriba.board import Board, Pos
from ...scriba.placement import Laid

# A letter typed that is not on the rack may be meant with its diacritic
# (a player without a Polish keyboard types "a" for Ą).
VARIANTS = {"A": "Ą", "C": "Ć", "E": "Ę", "L": "Ł", "N": "Ń", "O": "Ó", "S": "Ś", "Z": "ŹŻ"}
MISSING = {T.BLANK: "scriba_ui.no_blank", T.ARROW: "scriba_ui.no_arrow", T.BLOCK: "scriba_ui.no_block"}


@dataclass
class Pending:
    slot: int
    pos: Pos
    tile: str          # rack code
    letter: str = ""   # a blank's letter, once named
    bend: str = ""     # an arrow tile's bend, once chosen

    @property
    def ready(self) -> bool:
        return ((self.tile != T.BLANK or bool(self.letter))
                and (self.tile != T.ARROW or bool(self.bend)))

    def to_action(self) -> dict[str, Any]:
        return Laid(self.pos, self.tile, self.letter, self.bend).to_dict()


class Placing:
    def __init__(self, size: int = 15) -> None:
        self.size = size
        self.pending: list[Pending] = []     # in the order they were laid
        self.cursor: Pos = (size // 2, size // 2)
        self.down = False                    # typing direction: rightwards or downwards
        self.upper = False                   # typed letters go on the upper level
        self.selected: int | None = None     # slot picked up to be placed by a click
        self.choosing: int | None = None     # index in pending awaiting a letter or bend

    # -- queries -----------------------------------------------------------
    def slots_used(self) -> set[int]:
        return {p.slot for p in self.pending}

    def at(self, pos: Pos) -> int | None:
        for index, p in enumerate(self.pending):
            if p.pos == pos:
                return index
        return None

    def ready(self) -> bool:
        return bool(self.pending) and all(p.ready for p in self.pending)

    def actions(self) -> list[dict[str, Any]]:
        return [p.to_action() for p in self.pending]

    # -- laying by click or drag ---------------------------------------------
    def lay(self, slot: int, pos: Pos, rack: list[str]) -> Pending:
        """Lay a rack tile on a cell; a tile already laid there this turn goes
        back to the rack.  A blank or an arrow then waits for its letter or bend."""
        if not 0 <= slot < len(rack) or slot in self.slots_used():
            raise IllegalAction("scriba_ui.no_tile")
        taken = self.at(pos)
        if taken is not None:
            self.remove(taken)
        laid = Pending(slot, pos, rack[slot])
        self.pending.append(laid)
        self.selected = None
        self.cursor = pos
        if not laid.ready:
            self.choosing = len(self.pending) - 1
        return laid

    def move(self, index: int, pos: Pos) -> None:
        """Move a tile laid this turn to another cell (swapping with one there)."""
        other = self.at(pos)
        if other is not None and other != index:
            self.pending[other].pos = self.pending[index].pos
        self.pending[index].pos = pos
        self.cursor = pos

    def remove(self, index: int) -> Pending:
        gone = self.pending.pop(index)
        if self.choosing is not None:
            self.choosing = None if self.choosing == index else (
                self.choosing - 1 if self.choosing > index else self.choosing)
        return gone

    def recall(self) -> None:
        """Every tile back to the rack; the cursor back where they began."""
        if self.pending:
            self.cursor = self.pending[0].pos
        self.pending = []
        self.choosing = None
        self.selected = None

    def load(self, tiles: list[dict[str, Any]], rack: list[str]) -> None:
        """Lay a whole placement given as the engine's action tiles (a hint
        chosen by the player), each from a rack slot holding that tile."""
        self.recall()
        free = list(range(len(rack)))
        pending = []
        for tile in tiles:
            slot = next((s for s in free if rack[s] == tile["tile"]), None)
            if slot is None:
                raise IllegalAction("scriba_ui.no_tile")
            free.remove(slot)
            pending.append(Pending(slot, (int(tile["row"]), int(tile["col"])), tile["tile"],
                                   tile.get("letter", ""), tile.get("bend", "")))
        self.pending = pending
        if pending:
            self.cursor = pending[0].pos

    def name_blank(self, letter: str) -> None:
        if self.choosing is None or letter not in T.LETTER_VALUES:
            return
        p = self.pending[self.choosing]
        if p.tile == T.BLANK:
            p.letter = letter
            self.choosing = None

    def set_bend(self, bend: str) -> None:
        if self.choosing is None or bend not in T.BENDS:
            return
        p = self.pending[self.choosing]
        if p.tile == T.ARROW:
            p.bend = bend
            self.down = bend == "rd"   # typing goes on along the word's second leg
            self.choosing = None

    def cancel_choice(self) -> None:
        """The blank or arrow waiting for a choice goes back to the rack."""
        if self.choosing is not None:
            self.remove(self.choosing)

    # -- the keyboard ----------------------------------------------------------
    def step(self, pos: Pos, down: bool | None = None) -> Pos | None:
        down = self.down if down is None else down
        nxt = (pos[0] + 1, pos[1]) if down else (pos[0], pos[1] + 1)
        return nxt if nxt[0] < self.size and nxt[1] < self.size else None

    def move_cursor(self, dr: int, dc: int) -> None:
        r, c = self.cursor
        self.cursor = (min(self.size - 1, max(0, r + dr)), min(self.size - 1, max(0, c + dc)))

    def _free(self, board: Board) -> Pos:
        """Where a typed tile goes: on the floor, the first cell from the cursor
        on that holds nothing yet; on the upper level, the cursor's letter."""
        pos: Pos | None = self.cursor
        if self.upper:
            if not board.is_letter(pos) or self.at(pos) is not None:
                raise IllegalAction("scriba_ui.upper_needs_letter")
            return pos
        while pos is not None and (pos in board.top or self.at(pos) is not None):
            pos = self.step(pos)
        if pos is None:
            raise IllegalAction("scriba_ui.no_room")
        return pos

    def _advance(self, pos: Pos, board: Board) -> None:
        """Put the cursor where the next typed tile would go."""
        nxt = self.step(pos)
        while not self.upper and nxt is not None and (nxt in board.top or self.at(nxt) is not None):
            nxt = self.step(nxt)
        self.cursor = nxt if nxt is not None else pos

    def _slot_for(self, letter: str, rack: list[str]) -> tuple[int, str]:
        """The rack slot a typed letter takes: the letter itself, else the
        letter with a diacritic, else a blank named as typed."""
        free = [i for i in range(len(rack)) if i not in self.slots_used()]
        for wanted in (letter, *VARIANTS.get(letter, "")):
            for i in free:
                if rack[i] == wanted:
                    return i, ""
        for i in free:
            if rack[i] == T.BLANK:
                return i, letter
        raise IllegalAction("scriba_ui.not_on_rack", letter=letter)

    def type_letter(self, letter: str, board: Board, rack: list[str]) -> None:
        if self.choosing is not None:
            self.name_blank(letter)
            return
        pos = self._free(board)
        slot, blank_as = self._slot_for(letter, rack)
        self.pending.append(Pending(slot, pos, rack[slot], blank_as))
        self._advance(pos, board)

    def type_special(self, tile: str, board: Board, rack: list[str]) -> None:
        """A blank (its letter is asked next), an arrow tile (turning the
        word the way it is being typed) or a blocking tile, at the cursor."""
        if self.upper:
            raise IllegalAction("scriba_ui.upper_letters_only")
        pos = self._free(board)
        slots = [i for i in range(len(rack)) if rack[i] == tile and i not in self.slots_used()]
        if not slots:
            raise IllegalAction(MISSING[tile])
        laid = Pending(slots[0], pos, tile)
        self.pending.append(laid)
        if tile == T.ARROW:
            laid.bend = "dr" if self.down else "rd"
            self.down = not self.down
        if tile == T.BLANK:
            self.choosing = len(self.pending) - 1
        self._advance(pos, board)

    def backspace(self) -> None:
        """Take back the tile laid last; the cursor returns to its cell."""
        if self.pending:
            gone = self.remove(len(self.pending) - 1)
            self.cursor = gone.pos
            if gone.tile == T.ARROW:
                self.down = gone.bend == "dr"
