"""Laying tiles at the Scriba table: clicks, drops and the keyboard during a
person's turn (and in Game II's token set-up), turned into changes of the
pending placement (``Placing``) or into the engine's actions.

A mixin of ``ScribaScreen``: it reads and changes the screen's state of
play, and commits through the screen's ``_apply``.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...errors import IllegalAction
from ...scriba import game
from ...scriba import tiles as T
from ...scriba import tokens as TK
from ...scriba.board import Pos
from .guide import COMMITTED, LAID

if TYPE_CHECKING:
    from ..shell.app import App
    from ..shell.tour import Tour
    from .placing import Placing

ARROW_KEYS = {"ArrowUp": (-1, 0), "ArrowDown": (1, 0), "ArrowLeft": (0, -1), "ArrowRight": (0, 1)}
SPECIAL_KEYS = {"?": T.BLANK, "*": T.BLANK, "/": T.ARROW, ".": T.BLOCK, "#": T.BLOCK}
UPPER_KEYS = ("=", "+", "^")
BEND_KEYS = {"ArrowDown": "rd", "ArrowRight": "dr"}   # the way the word turns at the arrow
TOKEN_KEYS = {str(n): kind for n, kind in enumerate(TK.KINDS, 1)}


class TurnInput:
    """What a person does with the rack and the board during their turn."""

    app: "App"
    state: game.State | None
    placing: "Placing"
    problem: tuple[str, dict[str, Any]] | None
    exchange: set[int] | None
    confirm_pass: bool
    orders: dict[int, list[str]]
    capture: int | None
    hints_for: game.State | None
    tour: "Tour"

    def _handle_turn(self, do: Any, action: dict[str, Any]) -> None:
        state = self.state
        assert state is not None
        rack = self._rack(state.current)
        placing = self.placing
        laid = len(placing.pending)
        self.problem = None
        if do != "pass":
            self.confirm_pass = False
        try:
            if do == "cell":
                self._click_cell((int(action["row"]), int(action["col"])), rack)
            elif do == "rack":
                self._click_rack(int(action["slot"]))
            elif do == "drop":
                self._drop(action.get("src"), action.get("dst"), rack)
            elif do == "name_blank":
                placing.name_blank(str(action.get("letter")))
            elif do == "bend":
                placing.set_bend(str(action.get("bend")))
            elif do == "cancel_choice":
                placing.cancel_choice()
            elif do == "recall":
                placing.recall()
            elif do == "shuffle":
                placing.recall()
                self._shuffle.shuffle(rack)
                self.orders[state.current] = rack
            elif do == "direction":
                placing.down = not placing.down
            elif do == "upper":
                placing.upper = not placing.upper
            elif do == "special":
                placing.type_special(str(action.get("tile")), state.board, rack)
            elif do == "commit":
                self._commit()
            elif do == "exchange_mode":
                placing.recall()
                self.exchange = None if self.exchange is not None else set()
            elif do == "exchange":
                self._exchange(rack)
            elif do == "pass":
                if self.confirm_pass:
                    self._apply({"type": "pass"})
                else:
                    self.confirm_pass = True
            elif do == "pass_cancel":
                self.confirm_pass = False
            elif do == "hint":
                self._start_hints()
            elif do == "hint_show":
                self._show_hint(action.get("n"), rack)
            elif do == "hints_close":
                self.hints_for = None
            elif do == "capture" and isinstance(action.get("seat"), int):
                self.capture = action["seat"]
        except IllegalAction as error:
            self._refused(error)
        except (KeyError, TypeError, ValueError):
            pass  # a malformed action from the page: nothing to do
        self._after_input(placing, laid)

    def _after_input(self, placing: "Placing", laid: int) -> None:
        """A tile more on the board (by any means): its sound, and the guided
        game's step that waits for it."""
        if placing is self.placing and len(placing.pending) > laid:
            self.app.feel("place")
            self.tour.saw(LAID)

    def _click_cell(self, pos: Pos, rack: list[str]) -> None:
        placing = self.placing
        if self.exchange is not None:
            return
        mine = placing.at(pos)
        if placing.selected is not None:
            placing.lay(placing.selected, pos, rack)
        elif mine is not None:
            placing.remove(mine)
            placing.cursor = pos
        elif placing.cursor == pos:
            placing.down = not placing.down
        else:
            placing.cursor = pos

    def _click_rack(self, slot: int) -> None:
        if self.exchange is not None:
            self.exchange ^= {slot}
        else:
            self.placing.selected = None if self.placing.selected == slot else slot

    def _drop(self, src: Any, dst: Any, rack: list[str]) -> None:
        """A tile dragged from the rack or the board onto a cell or the rack."""
        if not isinstance(src, dict) or not isinstance(dst, dict) or self.exchange is not None:
            return
        placing = self.placing
        if src.get("from") == "rack":
            slot = int(src["slot"])
            if dst.get("to") == "cell":
                placing.lay(slot, (int(dst["row"]), int(dst["col"])), rack)
            elif dst.get("to") == "rack" and "slot" in dst:
                self._reorder(slot, int(dst["slot"]), rack)
        elif src.get("from") == "board":
            index = placing.at((int(src["row"]), int(src["col"])))
            if index is None:
                return
            if dst.get("to") == "cell":
                placing.move(index, (int(dst["row"]), int(dst["col"])))
            elif dst.get("to") == "rack":
                placing.remove(index)

    def _reorder(self, slot: int, to: int, rack: list[str]) -> None:
        """Move a rack tile to another place on the rack (tiles laid this turn
        go back to the rack first, since slots renumber)."""
        if slot == to or not (0 <= slot < len(rack) and 0 <= to < len(rack)):
            return
        self.placing.recall()
        rack.insert(to, rack.pop(slot))
        assert self.state is not None
        self.orders[self.state.current] = rack

    def _commit(self) -> None:
        if not self.placing.pending:
            raise IllegalAction("scriba.empty_placement")
        if not self.placing.ready():
            raise IllegalAction("scriba_ui.choose_first")
        action: dict[str, Any] = {"type": "place", "tiles": self.placing.actions()}
        preview = self.preview()
        if preview and len(preview.get("capture_from") or []) > 1:
            if self.capture not in preview["capture_from"]:
                raise IllegalAction("scriba.capture_choose")
            action["capture"] = self.capture
        self._give_up_slots(self.placing.slots_used(), action)

    def _exchange(self, rack: list[str]) -> None:
        if self.exchange is not None:
            self._give_up_slots(self.exchange, {"type": "exchange", "tiles": [
                rack[slot] for slot in sorted(self.exchange) if 0 <= slot < len(rack)]})

    def _give_up_slots(self, slots: set[int], action: dict[str, Any]) -> None:
        """Lay or exchange the tiles of these slots; the tiles left keep the
        player's order and the new ones join at the end."""
        assert self.state is not None
        seat = self.state.current
        rack = self._rack(seat)
        if self._apply(action):
            self.orders[seat] = [tile for slot, tile in enumerate(rack) if slot not in slots]
            if action["type"] == "place":
                self.tour.saw(COMMITTED)

    def key(self, info: dict[str, Any]) -> bool:
        """The keyboard.  Anywhere but in a text field: letters and the special
        tiles' keys lay tiles at the cursor, Backspace takes the last one back,
        Escape recalls.  On the board: arrows move the cursor, Space turns its
        direction, Enter lays the word.  In Game II's token set-up: 1–4 choose
        a kind of token, arrows move the cursor, Enter or Space lays it."""
        if self.stage() == "tokens" and info.get("field") == "board":
            return self._token_key(str(info.get("key", "")))
        if self.stage() != "turn" or info.get("field") not in (None, "board"):
            return False
        key = str(info.get("key", ""))
        if info.get("ctrl") and not info.get("alt"):
            return False          # browser shortcuts (AltGr sends both and types letters)
        on_board = info.get("field") == "board"
        state = self.state
        assert state is not None
        placing = self.placing
        laid = len(placing.pending)
        rack = self._rack(state.current)
        letter = key.upper() if len(key) == 1 and key.upper() in T.LETTER_VALUES else None
        self.problem = None
        try:
            if self.exchange is not None:
                if key != "Escape":
                    return False
                self.exchange = None
            elif placing.choosing is not None:
                pending = placing.pending[placing.choosing]
                if letter and pending.tile == T.BLANK:
                    placing.name_blank(letter)
                elif pending.tile == T.ARROW and key in BEND_KEYS:
                    placing.set_bend(BEND_KEYS[key])
                elif key == "Escape":
                    placing.cancel_choice()
                else:
                    return False
            elif letter:
                placing.type_letter(letter, state.board, rack)
            elif key in SPECIAL_KEYS:
                placing.type_special(SPECIAL_KEYS[key], state.board, rack)
            elif key in UPPER_KEYS:
                placing.upper = not placing.upper
            elif key == "Backspace":
                placing.backspace()
            elif key == "Escape":
                if not placing.pending and placing.selected is None:
                    return False
                placing.recall()
            elif on_board and key in ARROW_KEYS:
                placing.move_cursor(*ARROW_KEYS[key])
            elif on_board and key == " ":
                placing.down = not placing.down
            elif on_board and key == "Delete":
                index = placing.at(placing.cursor)
                if index is not None:
                    placing.remove(index)
            elif on_board and key == "Enter":
                self._commit()
            else:
                return False
        except IllegalAction as error:
            self._refused(error)
        self._after_input(placing, laid)
        return True

    def _token_key(self, key: str) -> bool:
        if key in TOKEN_KEYS:
            self._handle_tokens("token_kind", {"kind": TOKEN_KEYS[key]})
        elif key in ARROW_KEYS:
            self.placing.move_cursor(*ARROW_KEYS[key])
        elif key in ("Enter", " "):
            self._lay_token(self.placing.cursor)
        else:
            return False
        return True
