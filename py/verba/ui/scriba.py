"""Scriba at the table for 1–4 seats, people and computer players, Game I
or Game II: set-up, the draw for the turn order, Game II's token set-up, the
hand-off between people, laying tiles by drag, click or keyboard with a live
preview, exchange, pass, challenges, hints, the end and the review.

Turn flow: every change goes through ``_apply`` (the engine's ``apply``),
which saves the game, decides whose rack may show, and calls ``_resume``,
which starts the computer whose move it is.  A computer thinks in slices
(``app.run_sliced``) so the page answers meanwhile; whatever changes the
game first (a person's challenge, leaving the table) makes its answer stale,
and a stale answer is dropped.
"""
from __future__ import annotations

import json
import random
import time
from collections import Counter
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ..errors import IllegalAction
from ..lexicon import Lexicon
from ..scriba import ai, game
from ..scriba import tiles as T
from ..scriba import tokens as TK
from ..scriba.board import Pos
from ..scriba.ruleset import CHALLENGE, IMMEDIATE, Ruleset
from ..settings import Settings
from .chrome import problem_view, top_bar
from .scriba_board import board_view, rack_view
from .scriba_coach import hints_view, move_cells, overlay, review_view
from .scriba_panels import draw_view, final_view, log_line, log_view, preview_view, scores_view
from .scriba_placing import Placing
from .scriba_two import die_view, preview_extra, tokens_bar
from .setup_form import Seats
from .vnode import Node, act, button, h

if TYPE_CHECKING:
    from .app import App

GAME_ID = "scriba"
ARROW_KEYS = {"ArrowUp": (-1, 0), "ArrowDown": (1, 0), "ArrowLeft": (0, -1), "ArrowRight": (0, 1)}
SPECIAL_KEYS = {"?": T.BLANK, "*": T.BLANK, "/": T.ARROW, ".": T.BLOCK, "#": T.BLOCK}
UPPER_KEYS = ("=", "+", "^")
BEND_KEYS = {"ArrowDown": "rd", "ArrowRight": "dr"}   # the way the word turns at the arrow
MIN_THINK = 0.7     # seconds a computer's move takes at least, so people see whose it is
TOKEN_THINK = 0.25  # the same for laying one of Game II's 48 tokens
TOKEN_KEYS = {str(n): kind for n, kind in enumerate(TK.KINDS, 1)}
ANSWER_PAUSE = 0.6  # before a computer's challenge or acceptance shows


def _summary(app: "App", state: game.State) -> str:
    scores = ", ".join(f"{name} {score}" for name, score in zip(state.names, state.scores))
    turns = sum(1 for e in state.log if e["type"] in ("place", "pass", "exchange"))
    return app.t("scriba.summary", turn=turns + 1, scores=scores)


class ScribaScreen:
    def __init__(self, app: "App", lexicon: Lexicon, saved: dict[str, Any] | None) -> None:
        self.app = app
        self.lexicon = lexicon
        self.state: game.State | None = saved["state"] if saved else None
        self.seats = Seats(1, 4)
        self.seats.ensure(app, ("human", "hard"))
        self.options: dict[str, Any] = {
            k: v for k, v in Ruleset().to_dict().items()
            if k in ("game", "rack_size", "arrows", "stacking", "checking", "hints")}
        self.token_kind = TK.KINDS[0]            # Game II set-up: the kind to lay next
        self.capture: int | None = None          # Game II: whose large token to take
        self.placing = Placing()
        self.orders: dict[int, list[str]] = {}   # each rack in the order its player arranged it
        self.problem: tuple[str, dict[str, Any]] | None = None
        self.drawing = False                     # the turn-order draw is on show
        self.revealed: int | None = None         # the seat whose rack is on show (hot-seat)
        self.exchange: set[int] | None = None    # slots chosen for an exchange, in exchange mode
        self.confirm_pass = False
        self.unseen_open = False
        self.focus: str | None = None            # one element to focus on the next render
        self._preview: tuple[game.State, str, dict[str, Any]] | None = None  # state, tiles, preview
        self._shuffle = random.Random()
        # computer players: the seat thinking, and a count that makes its work stale
        self.thinking: int | None = None
        self._epoch = 0
        self._answered: Any = None               # the last move the computers have judged
        # hints for the rack on show: None while searching; for which state
        self.hints: list[dict[str, Any]] | None = None
        self.hints_for: game.State | None = None
        self.hint_chosen: int | None = None
        # the review after the game: (turns done, turns) while it runs
        self.review: list[dict[str, Any]] | None = None
        self.review_progress: tuple[int, int] | None = None
        self.review_boards: list[Any] = []
        self.review_at: int | None = None

    # -- who may see and act ---------------------------------------------------
    def _human(self, seat: int) -> bool:
        assert self.state is not None
        return self.state.kind(seat) == game.HUMAN

    def _humans(self) -> int:
        assert self.state is not None
        return sum(1 for seat in range(self.state.players) if self._human(seat))

    def _hidden(self) -> bool:
        """Hot-seat privacy: the rack stays hidden until its player is ready."""
        state = self.state
        assert state is not None
        return (self.app.settings.hand_off and self._humans() > 1
                and self.revealed != state.current)

    def stage(self) -> str:
        state = self.state
        if state is None:
            return "setup"
        if state.phase == game.OVER:
            return "over"
        if self.drawing:
            return "draw"
        if state.phase == game.SETUP:
            return "tokens" if self._human(state.current) else "computer"
        if state.phase == game.CLOSING:
            return "closing"
        if not self._human(state.current):
            return "computer"
        return "handoff" if self._hidden() else "turn"

    def _rack(self, seat: int) -> list[str]:
        """The seat's rack in its player's order: tiles still there keep their
        places, new ones go to the end in the order drawn (the engine adds
        them at the end of its rack)."""
        assert self.state is not None
        actual = self.state.racks[seat]
        left = Counter(actual)
        kept = []
        for tile in self.orders.get(seat, []):
            if left[tile] > 0:
                kept.append(tile)
                left[tile] -= 1
        new = []
        for tile in reversed(actual):
            if left[tile] > 0:
                new.append(tile)
                left[tile] -= 1
        self.orders[seat] = kept + new[::-1]
        return self.orders[seat]

    # -- changing the game -------------------------------------------------------
    def _apply(self, action: dict[str, Any]) -> bool:
        """Apply an action; a refusal is kept to be shown and the state stays."""
        assert self.state is not None
        before = self.state
        try:
            self.state = game.apply(before, action, self.lexicon)
        except IllegalAction as error:
            self.problem = (error.code, error.params)
            return False
        self.problem = None
        self.placing = Placing(before.board.size)
        self.exchange = None
        self.confirm_pass = False
        self._preview = None
        self.hints_for = None
        self.capture = None
        if self.state.current != before.current:
            self.revealed = None
            self.unseen_open = False
        self._stop_thinking()
        self._save()
        self._resume()
        return True

    def _save(self) -> None:
        state = self.state
        assert state is not None
        if state.phase == game.OVER:
            self.app.finish_game(GAME_ID, {**game.history_entry(state),
                                           "finished": int(time.time() * 1000)})
        else:
            self.app.save_game(GAME_ID, game.to_dict(state), _summary(self.app, state))

    def _resume(self) -> None:
        """After set-up, a move or a reload: what the table waits for next.
        A person's turn waits for input (behind the hand-off screen if need
        be); a computer's starts it thinking."""
        state = self.state
        if state is None or self.drawing or state.phase == game.OVER or self.thinking is not None:
            return
        stage = self.stage()
        if stage == "handoff":
            self.focus = "reveal"
        if self._answer_placement():
            return
        if stage == "computer":
            seat = state.current
            self._think(seat, ai.think(state, seat, self.lexicon, state.kind(seat)),
                        least=TOKEN_THINK if state.phase == game.SETUP else MIN_THINK)

    # -- computer players ----------------------------------------------------------
    def _answer_placement(self) -> bool:
        """Let the computers who did not lay the last placement challenge it
        (the one to move decides within its own turn), or, when it laid the
        last tile and no person is left to judge it, accept it.  True when a
        computer took this on."""
        state = self.state
        assert state is not None
        last = state.last_move
        if last is None or not game.can_challenge(state) or self._answered is last:
            return False
        self._answered = last
        judges = [s for s in range(state.players) if s != last.player]
        if state.phase == game.CLOSING and any(self._human(s) for s in judges):
            return False          # a person accepts or challenges on the closing panel
        for seat in judges:
            if self._human(seat) or (seat == state.current and state.phase == game.PLAY):
                continue
            answer = ai.respond(state, seat, self.lexicon, state.kind(seat))
            if answer is not None:
                self._think(seat, iter(()), answer, ANSWER_PAUSE)
                return True
        return False

    def _think(self, seat: int, work: Iterator[Any], answer: dict[str, Any] | None = None,
               least: float = MIN_THINK) -> None:
        """Run a computer's ``work`` in slices (its return value is the action,
        or ``answer`` when given), then apply the action no sooner than
        ``least`` seconds after it began — unless the game moved meanwhile."""
        state = self.state
        epoch = self._epoch
        began = time.monotonic()
        self.thinking = seat

        def done(action: dict[str, Any] | None) -> None:
            action = answer or action
            if action is None or not self._current(epoch, state):
                return
            wait = max(0.0, least - (time.monotonic() - began))
            self.app.services.later(wait, lambda: act_now(action))

        def act_now(action: dict[str, Any]) -> None:
            if not self._current(epoch, state):
                return
            self.thinking = None
            self._apply(action)
            self.app.services.render()

        self.app.run_sliced(self._while_current(work, epoch, state), done)

    def _current(self, epoch: int, state: game.State | None) -> bool:
        """Whether work begun at ``epoch`` on ``state`` still applies."""
        return epoch == self._epoch and self.state is state and self.app.screen is self

    def _while_current(self, work: Iterator[Any], epoch: int,
                       state: game.State | None) -> Iterator[Any]:
        """``work``, stopped (returning None) once it no longer applies."""
        while self._current(epoch, state):
            try:
                value = next(work)
            except StopIteration as end:
                return end.value
            yield value
        return None

    def _stop_thinking(self) -> None:
        """Whatever a computer was doing is now stale (its slices stop)."""
        self._epoch += 1
        self.thinking = None

    def _start(self) -> None:
        names = [p["name"] or self.app.t("setup.player_n", n=i + 1)
                 for i, p in enumerate(self.seats.players())]
        options = dict(self.options)
        if options.pop("game") == 2:
            options["rack_size"] = 7            # Game II deals 7 each; the die does the rest
            rules = Ruleset.game_two(**options)
        else:
            rules = Ruleset(**{**Ruleset().to_dict(), **options})
        kinds = [p["kind"] for p in self.seats.players()]
        self.state = game.new_game(names, self.app.new_seed(GAME_ID), rules, kinds=kinds)
        self._stop_thinking()
        self.problem = None
        self.review = self.review_progress = self.review_at = None
        self.orders = {}
        self.revealed = None
        self.placing = Placing(self.state.board.size)
        self.drawing = self.state.players > 1
        self._save()
        if not self.drawing:
            self._resume()

    # -- previews ------------------------------------------------------------------
    def preview(self) -> dict[str, Any] | None:
        """The engine's preview of the tiles laid so far (None while nothing is
        laid or a blank or arrow still waits for its letter or bend).  Words
        are looked up only when the rules check them as they are laid: under
        challenges, the dictionary is the opponents' to consult."""
        state = self.state
        if state is None or not self.placing.ready():
            return None
        actions = self.placing.actions()
        laid = json.dumps(actions, sort_keys=True)
        if self._preview is None or self._preview[0] is not state or self._preview[1] != laid:
            lexicon = self.lexicon if state.rules.checking == IMMEDIATE else None
            self._preview = (state, laid, game.preview(state, actions, lexicon))
        return self._preview[2]

    def _words_cells(self, preview: dict[str, Any] | None) -> set[Pos]:
        if not preview or not preview["ok"]:
            return set()
        return {(x["row"], x["col"]) for w in preview["words"] for x in w["letters"]}

    def _last_cells(self) -> set[Pos]:
        assert self.state is not None
        for entry in reversed(self.state.log):
            if entry["type"] == "place" and not entry.get("withdrawn"):
                return {(r, c) for r, c in entry["cells"]}
        return set()

    # -- events ------------------------------------------------------------------------
    def handle(self, action: dict[str, Any]) -> None:
        do = action.get("do")
        stage = self.stage()
        if do == "hand_off":
            values = {**self.app.settings.to_dict(), "hand_off": action.get("value") == "true"}
            self.app.set_settings(Settings.from_dict(values))
            return
        if stage == "setup":
            self._handle_setup(action)
        elif do == "new_game" and stage == "over":
            self.state = None
            self.problem = None
            self.review = self.review_progress = self.review_at = None
        elif do == "review" and stage == "over":
            self._start_review()
        elif do == "review_at" and stage == "over" and self.review is not None:
            n = action.get("n")
            self.review_at = n if isinstance(n, int) and 0 <= n < len(self.review) \
                and self.review[n]["best"] is not None else None
        elif do == "begin" and stage == "draw":
            self.drawing = False
            self._resume()
        elif do == "reveal" and stage == "handoff":
            assert self.state is not None
            self.revealed = self.state.current
            self.focus = "board"
        elif do == "challenge" and stage in ("handoff", "turn", "closing", "computer"):
            self._challenge(action.get("by"))
        elif do == "accept" and stage == "closing" and self.thinking is None:
            self._apply({"type": "accept"})
        elif do == "unseen":
            self.unseen_open = not self.unseen_open
        elif stage == "tokens" and do in ("token_kind", "cell", "scatter"):
            self._handle_tokens(do, action)
        elif do == "shuffle" and stage == "computer" and self._viewer() is not None:
            seat = self._viewer()
            assert seat is not None
            rack = self._rack(seat)
            self._shuffle.shuffle(rack)
            self.orders[seat] = rack
        elif stage == "turn":
            self._handle_turn(do, action)

    def _handle_setup(self, action: dict[str, Any]) -> None:
        do = action.get("do")
        if self.seats.handle(self.app, action):
            return
        if do == "option":
            name, value = action.get("name"), str(action.get("value"))
            if name == "rack_size" and value in ("6", "7", "8"):
                self.options["rack_size"] = int(value)
            elif name == "game" and value in ("1", "2"):
                self.options["game"] = int(value)
            elif name in ("arrows", "stacking", "hints"):
                self.options[name] = value == "true"
            elif name == "checking" and value in (CHALLENGE, IMMEDIATE):
                self.options["checking"] = value
        elif do == "start":
            self._start()

    def _handle_tokens(self, do: Any, action: dict[str, Any]) -> None:
        """Game II's set-up: choose a kind of token, lay it on a field, or
        scatter the rest."""
        state = self.state
        assert state is not None
        left = TK.supply(state.board.layout)
        if do == "token_kind" and left[action.get("kind")]:
            self.token_kind = str(action["kind"])
        elif do == "cell":
            try:
                self._lay_token((int(action["row"]), int(action["col"])))
            except (KeyError, TypeError, ValueError):
                pass  # a malformed action from the page
        elif do == "scatter":
            self._apply({"type": "scatter"})

    def _lay_token(self, pos: Pos) -> None:
        state = self.state
        assert state is not None
        left = TK.supply(state.board.layout)
        if not left[self.token_kind]:   # that kind ran out: the next one left
            self.token_kind = next(k for k in TK.KINDS if left[k])
        self.placing.cursor = pos       # a refused field still takes the keyboard's cursor
        if self._apply({"type": "token", "kind": self.token_kind, "pos": list(pos)}):
            self.placing.cursor = pos   # _apply began a new placing
            self.focus = "board"

    def _challenge(self, by: Any) -> None:
        state = self.state
        assert state is not None
        who = self._challengers()
        if not isinstance(by, int):
            by = who[0] if who else state.current
        if by in who:
            self._apply({"type": "challenge", "by": by})

    def _challengers(self) -> list[int]:
        """Who may challenge the last placement, the player to move first."""
        state = self.state
        assert state is not None
        last = state.last_move
        if last is None or state.rules.checking != CHALLENGE:
            return []
        seats = [(state.current + k) % state.players for k in range(state.players)]
        return [s for s in seats if (s != last.player or state.players == 1) and self._human(s)]

    def _viewer(self) -> int | None:
        """The seat whose rack is on show: the person to move, or while a
        computer plays, the only person at the table."""
        state = self.state
        assert state is not None
        stage = self.stage()
        if stage == "turn":
            return state.current
        people = [s for s in range(state.players) if self._human(s)]
        return people[0] if stage in ("computer", "closing") and len(people) == 1 else None

    def _handle_turn(self, do: Any, action: dict[str, Any]) -> None:
        state = self.state
        assert state is not None
        rack = self._rack(state.current)
        placing = self.placing
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
            self.problem = (error.code, error.params)
        except (KeyError, TypeError, ValueError):
            pass  # a malformed action from the page: nothing to do

    # -- hints and the review ------------------------------------------------------
    def _start_hints(self) -> None:
        """Search the best moves for the rack on show, in slices."""
        state = self.state
        assert state is not None
        if not state.rules.hints or self.hints_for is state:
            return
        self.hints_for, self.hints, self.hint_chosen = state, None, None
        epoch = self._epoch

        def done(found: list[dict[str, Any]] | None) -> None:
            if found is not None and self._current(epoch, state) and self.hints_for is state:
                self.hints = found
                self.app.services.render()

        work = ai.hint_steps(state, state.current, self.lexicon, n=10)
        self.app.run_sliced(self._while_current(work, epoch, state), done)

    def _show_hint(self, n: Any, rack: list[str]) -> None:
        """Lay the chosen hint on the board, to look at or to play."""
        hints = self.hints if self.hints_for is self.state else None
        if not hints or not isinstance(n, int) or not 0 <= n < len(hints):
            return
        self.exchange = None
        self.placing.load(hints[n]["action"]["tiles"], rack)
        self.hint_chosen = n

    def _start_review(self) -> None:
        """Find, turn by turn, the best move each player had (in slices, with
        its progress on show)."""
        state = self.state
        assert state is not None
        if self.review is not None or self.review_progress is not None:
            return
        positions = ai.review_positions(state)
        self.review_boards = [p["board"] for p in positions]
        self.review_progress = (0, len(positions))
        epoch = self._epoch

        def counted() -> Iterator[Any]:
            work = ai.review_steps(state, self.lexicon)
            while True:
                try:
                    value = next(work)
                except StopIteration as end:
                    return end.value
                if isinstance(value, int):
                    self.review_progress = (value, len(positions))
                    self.app.services.render()
                yield value

        def done(review: list[dict[str, Any]] | None) -> None:
            if review is not None and self._current(epoch, state):
                self.review, self.review_progress = review, None
                self.app.services.render()

        self.app.run_sliced(self._while_current(counted(), epoch, state), done)

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
            self.problem = (error.code, error.params)
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

    # -- views ---------------------------------------------------------------------------
    def view(self) -> list[Node]:
        t = self.app.t
        stage = self.stage()
        if stage == "setup":
            body = self._setup_view()
        elif stage == "draw":
            assert self.state is not None
            body = draw_view(self.app, self.state)
        else:
            body = self._table_view(stage)
        self.focus = None
        return [h("div", {"class": "screen scriba", "data-screen": "scriba", "key": "scriba",
                          "data-stage": stage},
                  top_bar(self.app, t("game.scriba.name")), body)]

    def _problem_view(self) -> Node | None:
        return problem_view(self.app, self.problem)

    def _setup_view(self) -> Node:
        t = self.app.t
        o = self.options

        def check(name: str, label: str) -> Node:
            return h("label", {"class": "toggle"},
                     h("input", {"type": "checkbox", "checked": bool(o[name]), "name": name,
                                 "data-change": act("option", name=name)}),
                     h("span", None, label))

        return h("section", {"class": "panel setup", "data-setup": "scriba"},
                 h("p", {"class": "muted"}, t("scriba_ui.setup_intro")),
                 self.seats.view(self.app),
                 h("p", {"class": "muted solo-hint"}, t("scriba_ui.solo_hint")),
                 h("fieldset", {"class": "options"},
                   h("legend", None, t("setup.options")),
                   h("label", {"class": "field"}, h("span", None, t("scriba_ui.opt_game")),
                     h("select", {"data-change": act("option", name="game"), "name": "game"},
                       [h("option", {"value": str(n), "selected": n == o["game"]},
                          t(f"scriba_ui.game_{n}")) for n in (1, 2)])),
                   h("label", {"class": "field"}, h("span", None, t("scriba_ui.rack_size")),
                     h("select", {"data-change": act("option", name="rack_size"), "name": "rack_size",
                                  "disabled": o["game"] == 2},
                       [h("option", {"value": str(n), "selected": n == o["rack_size"]},
                          t("scriba_ui.tiles_n", n=n if o["game"] == 1 else 7))
                        for n in (6, 7, 8)])),
                   h("label", {"class": "field"}, h("span", None, t("scriba_ui.checking")),
                     h("select", {"data-change": act("option", name="checking"), "name": "checking"},
                       [h("option", {"value": v, "selected": v == o["checking"]},
                          t(f"scriba_ui.checking_{v}")) for v in (CHALLENGE, IMMEDIATE)])),
                   check("arrows", t("scriba_ui.opt_arrows")),
                   check("stacking", t("scriba_ui.opt_stacking")),
                   check("hints", t("scriba_ui.opt_hints"))),
                 self._problem_view(),
                 h("div", {"class": "actions"},
                   button(t("setup.start"), act("start"), cls="btn primary",
                          **{"data-start": "scriba"})))

    def _table_view(self, stage: str) -> Node:
        state = self.state
        assert state is not None
        t = self.app.t
        live = stage in ("turn", "tokens") and self.exchange is None
        preview = self.preview() if stage == "turn" else None
        if stage == "over" and self.review is not None and self.review_at is not None:
            board = self._review_board(self.review_at)
        else:
            board = board_view(self.app, state.board, self.placing if live else None, live=live,
                               last=self._last_cells(), words=self._words_cells(preview),
                               focus=live and self.focus == "board")
        viewer = self._viewer()
        name = state.names[state.current]
        if stage == "over":
            head: Node = h("p", {"class": "turn-line"}, t("scriba_ui.game_over"))
            below: list[Any] = []
            side: list[Any] = [final_view(self.app, state),
                               review_view(self.app, state, self.review, self.review_progress,
                                           self.review_at)]
        elif stage == "closing":
            head = h("p", {"class": "turn-line"}, t("scriba_ui.closing_head"))
            below = [self._watching_rack()]
            side = [self._closing_view()]
        elif stage == "tokens":
            head = h("p", {"class": "turn-line", "data-token-turn": name},
                     t("scriba_ui.tokens_head", name=name))
            below = [tokens_bar(self.app, state, self.token_kind), self._problem_view()]
            side = []
        elif stage == "computer":
            head = h("p", {"class": "turn-line thinking-line", "data-thinking": name},
                     h("span", {"class": "thinking-dots", "aria-hidden": "true"}),
                     t("scriba_ui.thinking", name=name))
            below = [self._watching_rack()]
            side = [self._last_move_view()]
        elif stage == "handoff":
            head = h("p", {"class": "turn-line"}, t("scriba_ui.turn_of", name=name))
            below = [self._handoff_view()]
            side = [self._last_move_view()]
        else:
            head = self._turn_line(name)
            below = [self._rack_bar(), self._chooser(), self._exchange_bar(),
                     self._problem_view(), self._keys_help()]
            side = [self._play_panel(preview), self._hints_panel(), self._last_move_view()]
        side += [scores_view(self.app, state, unseen_open=self.unseen_open and viewer is not None,
                             viewer=viewer), log_view(self.app, state)]
        return h("div", {"class": "scriba-table"},
                 h("div", {"class": "board-area"}, head, board, below),
                 h("div", {"class": "scriba-side"}, side))

    def _watching_rack(self) -> Node | None:
        """While a computer plays, the only person at the table still sees
        their rack (and may shuffle it), but cannot lay from it."""
        seat = self._viewer()
        if seat is None:
            return None
        assert self.state is not None
        return h("div", {"class": "rack-bar waiting"},
                 rack_view(self.app, self._rack(seat), None, owner=self.state.names[seat]),
                 h("div", {"class": "rack-tools"}, self._shuffle_button()))

    def _shuffle_button(self) -> Node:
        t = self.app.t
        return button("\u21c4", act("shuffle"), cls="btn small ghost",
                      **{"aria-label": t("scriba_ui.shuffle"), "title": t("scriba_ui.shuffle"),
                         "data-shuffle": "1"})

    def _hints_panel(self) -> Node | None:
        if self.hints_for is not self.state:
            return None
        return hints_view(self.app, self.hints, self.hint_chosen)

    def _review_board(self, at: int) -> Node:
        """The board before turn ``at`` with the best move it allowed laid on it."""
        assert self.review is not None
        best = self.review[at]["best"]
        # keyed per turn and focused when drawn: on a phone the board is above the list
        return h("div", {"class": "review-board", "data-review-board": str(at),
                         "key": f"review{at}", "tabindex": "-1", "focus": True},
                 h("p", {"class": "muted review-caption"},
                   self.app.t("scriba_ui.review_board", n=at + 1)),
                 board_view(self.app, self.review_boards[at], overlay(best["action"]["tiles"]),
                            live=False, last=set(), words=move_cells(best)))

    def _turn_line(self, name: str) -> Node:
        t = self.app.t
        p = self.placing
        return h("div", {"class": "turn-line"},
                 h("span", {"class": "turn-of"}, t("scriba_ui.turn_of", name=name)),
                 h("span", {"class": "modes"},
                   button(["\u2193 " if p.down else "\u2192 ",
                           t("scriba_ui.dir_down" if p.down else "scriba_ui.dir_right")],
                          act("direction"), cls="chip small", **{"data-direction":
                                                                 "down" if p.down else "right"}),
                   button(t("scriba_ui.upper_level"), act("upper"), cls="chip small",
                          **{"aria-pressed": "true" if p.upper else "false", "data-upper": "1"})
                   if self.state is not None and self.state.rules.stacking else None))

    def _rack_bar(self) -> Node:
        state = self.state
        assert state is not None
        t = self.app.t
        rack = self._rack(state.current)
        return h("div", {"class": "rack-bar"},
                 rack_view(self.app, rack, self.placing, exchange=self.exchange,
                           owner=state.names[state.current]),
                 h("div", {"class": "rack-tools"},
                   self._shuffle_button(),
                   button("\u21a9", act("recall"), cls="btn small ghost",
                          disabled=not self.placing.pending,
                          **{"aria-label": t("scriba_ui.recall"), "title": t("scriba_ui.recall"),
                             "data-recall": "1"})))

    def _chooser(self) -> Node | None:
        p = self.placing
        if p.choosing is None:
            return None
        t = self.app.t
        pending = p.pending[p.choosing]
        if pending.tile == T.BLANK:
            choices = [button(letter, act("name_blank", letter=letter), cls="chip letter-choice",
                              **{"data-letter": letter}) for letter in T.ALPHABET]
            prompt = t("scriba_ui.which_letter")
        else:
            choices = [button(t(f"scriba_ui.arrow_{bend}"), act("bend", bend=bend),
                              cls="btn small", **{"data-bend": bend}) for bend in ("rd", "dr")]
            prompt = t("scriba_ui.which_bend")
        return h("div", {"class": "chooser", "role": "group", "aria-label": prompt,
                         "data-chooser": pending.tile},
                 h("span", {"class": "chooser-prompt"}, prompt), choices,
                 button(t("scriba_ui.cancel"), act("cancel_choice"), cls="btn small ghost"))

    def _exchange_bar(self) -> Node | None:
        if self.exchange is None:
            return None
        t = self.app.t
        n = len(self.exchange)
        return h("div", {"class": "exchange-bar", "role": "group"},
                 h("span", None, t("scriba_ui.exchange_hint")),
                 button(t("scriba_ui.exchange_n", n=n), act("exchange"), cls="btn primary small",
                        disabled=n == 0, **{"data-exchange-confirm": "1"}),
                 button(t("scriba_ui.cancel"), act("exchange_mode"), cls="btn small ghost"))

    def _keys_help(self) -> Node:
        t = self.app.t
        return h("details", {"class": "keys-help"},
                 h("summary", None, t("scriba_ui.keys_title")),
                 h("p", {"id": "scriba-keys-help"}, t("scriba_ui.keys_help")))

    def _play_panel(self, preview: dict[str, Any] | None) -> Node:
        state = self.state
        assert state is not None
        t = self.app.t
        can_lay = bool(preview and preview["ok"])
        bag = game.bag_count(state)
        pass_label = t("scriba_ui.pass_confirm", n=state.rules.pass_penalty) \
            if self.confirm_pass and bag else t("scriba_ui.pass_confirm_free") \
            if self.confirm_pass else t("scriba_ui.pass")
        return h("section", {"class": "panel play-panel"},
                 preview_view(self.app, preview, waiting=bool(self.placing.pending)),
                 preview_extra(self.app, state, preview, self.capture)
                 if state.game_two and preview and preview["ok"] else None,
                 h("div", {"class": "actions"},
                   button(t("scriba_ui.lay", n=preview["total"]) if can_lay and preview
                          else t("scriba_ui.lay_plain"), act("commit"), cls="btn primary",
                          disabled=not can_lay, **{"data-commit": "1"}),
                   button(t("scriba_ui.exchange"), act("exchange_mode"),
                          cls="btn" + (" active" if self.exchange is not None else ""),
                          **{"data-exchange": "1",
                             "aria-pressed": "true" if self.exchange is not None else "false"}),
                   button(pass_label, act("pass"),
                          cls="btn danger" if self.confirm_pass else "btn ghost",
                          **{"data-pass": "1"}),
                   button(t("scriba_ui.cancel"), act("pass_cancel"), cls="btn ghost small")
                   if self.confirm_pass else None,
                   button(t("scriba_ui.hint"), act("hint"), cls="btn ghost",
                          **{"data-hint": "1"}) if state.rules.hints else None))

    def _challenge_buttons(self) -> list[Node]:
        state = self.state
        assert state is not None
        t = self.app.t
        who = self._challengers()
        if not who or not game.can_challenge(state):
            return []
        if len(who) == 1:
            return [button(t("scriba_ui.challenge"), act("challenge", by=who[0]), cls="btn",
                           **{"data-challenge": state.names[who[0]]})]
        return [button(t("scriba_ui.challenge_by", name=state.names[s]), act("challenge", by=s),
                       cls="btn small", **{"data-challenge": state.names[s]}) for s in who]

    def _last_move_view(self) -> Node | None:
        """The latest turn, and the challenge it is still open to."""
        state = self.state
        assert state is not None
        if not state.log:
            return None
        t = self.app.t
        entry = state.log[-1]
        return h("section", {"class": "panel last-move", "data-last": entry["type"]},
                 h("p", None, die_view(self.app, entry["die"], f"die{len(state.log)}")
                   if entry.get("die") else None, log_line(self.app, state, entry)),
                 h("p", {"class": "muted"}, t("scriba_ui.challenge_hint"))
                 if self._challenge_buttons() else None,
                 h("div", {"class": "actions"}, self._challenge_buttons()))

    def _handoff_view(self) -> Node:
        state = self.state
        assert state is not None
        t = self.app.t
        name = state.names[state.current]
        return h("section", {"class": "panel handoff", "data-handoff": name},
                 h("h2", None, t("scriba_ui.handoff_title", name=name)),
                 h("p", {"class": "muted"}, t("scriba_ui.handoff_text", name=name)),
                 button(t("scriba_ui.reveal", name=name), act("reveal"), cls="btn primary big",
                        focus=self.focus == "reveal" or None, **{"data-reveal": "1"}),
                 h("label", {"class": "toggle"},
                   h("input", {"type": "checkbox", "checked": self.app.settings.hand_off,
                               "name": "hand_off", "data-change": act("hand_off")}),
                   h("span", None, t("settings.hand_off"))))

    def _closing_view(self) -> Node:
        state = self.state
        assert state is not None and state.last_move is not None
        t = self.app.t
        name = state.names[state.last_move.player]
        if self.thinking is not None:
            return h("section", {"class": "panel closing", "data-closing": name},
                     h("p", None, log_line(self.app, state, state.log[-1])),
                     h("p", {"class": "thinking-dark", "data-thinking": state.names[self.thinking]},
                       t("scriba_ui.judging", name=state.names[self.thinking])))
        return h("section", {"class": "panel closing", "data-closing": name},
                 h("p", None, log_line(self.app, state, state.log[-1])),
                 h("p", None, t("scriba_ui.closing_text", name=name)),
                 h("div", {"class": "actions"},
                   button(t("scriba_ui.accept"), act("accept"), cls="btn primary",
                          **{"data-accept": "1"}),
                   self._challenge_buttons()),
                 self._problem_view())


def make_screen(app: "App", lexicon: Lexicon, saved: dict[str, Any] | None) -> ScribaScreen:
    screen = ScribaScreen(app, lexicon, saved)
    screen._resume()
    return screen
