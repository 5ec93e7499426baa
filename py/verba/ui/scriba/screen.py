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

from ...errors import IllegalAction
from ...gamefile import Record, resumed
from ...lexicon import Lexicon
from ...scriba import ai, engine, game, takeback
from ...scriba import tokens as TK
from ...scriba.board import Pos
from ...scriba.ruleset import CHALLENGE, IMMEDIATE, Ruleset
from ...settings import Settings
from ...text import isolate
from ..shell.setup_form import Seats
from ..shell.sliced import while_alive
from .guide import CENTRE, guide
from .input import TurnInput
from .placing import Placing
from .table import TableView

if TYPE_CHECKING:
    from ..shell.app import App

GAME_ID = "scriba"
MIN_THINK = 0.7     # seconds a computer's move takes at least, so people see whose it is
TOKEN_THINK = 0.25  # the same for laying one of Game II's 48 tokens
ANSWER_PAUSE = 0.6  # before a computer's challenge or acceptance shows
# A computer's move lands on a timer of its own, never in the slice that ends
# its search: the page shows the thinking to the end (and the e2e tests,
# pausing the page's clock, can hold a computer's turn still to measure it).
BEAT = 0.05


def _summary(app: "App", state: game.State) -> str:
    scores = ", ".join(f"{isolate(name)} {score}" for name, score in zip(state.names, state.scores))
    turns = sum(1 for e in state.log if e["type"] in ("place", "pass", "exchange"))
    return app.t("scriba_ui.summary", turn=turns + 1, scores=scores)


class ScribaScreen(TurnInput, TableView):
    def __init__(self, app: "App", lexicon: Lexicon, saved: dict[str, Any] | None) -> None:
        self.app = app
        self.lexicon = lexicon
        self.state: game.State | None = saved["state"] if saved else None
        # the game as a record (docs/RECORDS.md), saved with it, for export and replay
        self.record = resumed(GAME_ID, saved, engine.to_dict)
        self.seats = Seats(1, 4, remote=True)
        self.seats.ensure(app, GAME_ID, ("human", "easy"))
        self.options: dict[str, Any] = {
            k: v for k, v in Ruleset().to_dict().items()
            if k in ("game", "rack_size", "arrows", "stacking", "checking", "hints", "takeback")}
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
        # the element that takes the focus, and a token that changes with each
        # committed action so that it takes it again (see dom.js)
        self.focus_on: tuple[str, str] = ("", "")
        self._focus_serial = 0
        self.zoomed = False                      # the board zoomed in (phones)
        self.refusals = 0                        # actions refused so far (each one is told)
        # the position before the last person's turn, for a take-back
        self.undo: game.State | None = None
        if self.state is not None:
            raw = (app.saves.get(GAME_ID) or {}).get("state")
            self.undo = takeback.read_before(raw.get("undo") if isinstance(raw, dict) else None,
                                             self.state)
        self.tour = guide(app, bool(self.state and self.state.game_two))
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
            self._refused(error)
            return False
        self._after(before, action)
        return True

    def _after(self, before: game.State, action: dict[str, Any]) -> None:
        """After ``action`` moved the game from ``before``: recorded, kept
        for a take-back, the table turned to what comes next."""
        assert self.record is not None
        self.record.add(action)
        if takeback.worth_keeping(before, action):
            self.undo = before
        self._moved(before)
        self._feel(before)

    def _moved(self, before: game.State) -> None:
        """After the game changed: a fresh turn at the table, saved, the
        focus where the next action is, the computers set going."""
        assert self.state is not None
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
        self._aim_focus()
        self._resume()

    def _feel(self, before: game.State) -> None:
        """The sounds of what just happened (``App.feel``)."""
        assert self.state is not None
        for entry in self.state.log[len(before.log):]:
            kind = entry["type"]
            if kind == "place":
                self.app.feel("place")
                if entry.get("die"):
                    self.app.feel("roll")
                if entry.get("tokens") or entry.get("capture") is not None:
                    self.app.feel("token")
            elif kind == "token":
                self.app.feel("token")
            elif kind == "challenge" and entry["upheld"]:
                self.app.feel("refuse")
            elif kind == "end":
                self.app.feel("win")

    def _refused(self, error: IllegalAction) -> None:
        self.problem = (error.code, error.params)
        self.refusals += 1
        self.app.feel("refuse")

    # -- focus -----------------------------------------------------------------
    def _aim_focus(self) -> None:
        """Where the keyboard goes after a committed action: the board on a
        person's turn (or token set-up), the reveal button at a hand-off,
        the accept button when the last tile is down, the recent moves while
        a computer plays, the final table at the end."""
        stage = self.stage()
        name = {"turn": "board", "tokens": "board", "handoff": "reveal", "closing": "closing",
                "computer": "recent", "over": "final"}.get(stage, "")
        self._focus_serial += 1
        self.focus_on = (name, f"{name}{self._focus_serial}")

    def _focus(self, name: str) -> str | None:
        """The focus token for the element called ``name`` (None: not it, or
        the guided game's own button has the focus)."""
        if self.focus_on[0] != name or self._guide_shown() and (
                self.tour.offered or self.tour.step is not None
                and self.tour.step.waits_for is None):
            return None
        return self.focus_on[1]

    def _guide_shown(self) -> bool:
        """The guided game is offered on a person's turn, and goes on while
        the computers reply to its word."""
        stage = self.stage()
        return stage == "turn" or stage == "computer" and self.tour.running

    def _tour_cells(self) -> dict[Pos, str]:
        """The board's cells the guided game points at (the centre)."""
        state = self.state
        if state is None or state.board.layout.centre is None:
            return {}
        return {state.board.layout.centre: self.tour.mark(CENTRE)}

    # -- take-backs --------------------------------------------------------------
    def _takeback_seat(self) -> int | None:
        """The person who may take back their last move now, if anyone."""
        if self.undo is None or self.state is None:
            return None
        try:
            takeback.check(self.undo, self.state, self.undo.current)
        except IllegalAction:
            return None
        return self.undo.current

    def _take_back(self) -> None:
        seat = self._takeback_seat()
        if seat is None or self.undo is None or self.state is None:
            return
        before = self.state
        self.state = takeback.take_back(self.undo, before, seat)
        assert self.record is not None
        self.record.take_back(seat)
        self.undo = None
        self._answered = None
        self._moved(before)
        if self._humans() > 1:
            self.revealed = seat   # the person taking back is at the device
            self._aim_focus()

    def _save(self) -> None:
        state = self.state
        assert state is not None
        extra: dict[str, Any] = {}
        if self._takeback_seat() is not None and self.undo is not None:
            extra["undo"] = game.to_dict(self.undo)   # read back by takeback.read_before
        self.app.keep_game(GAME_ID, state, _summary(self.app, state), self.record, **extra)

    def _resume(self) -> None:
        """After set-up, a move or a reload: what the table waits for next.
        A person's turn waits for input (behind the hand-off screen if need
        be); a computer's starts it thinking."""
        state = self.state
        if state is None or self.drawing or state.phase == game.OVER or self.thinking is not None:
            return
        stage = self.stage()
        if self._answer_placement():
            return
        if stage == "computer" and state.kind(state.current) != game.HUMAN:
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
        if state.phase == game.CLOSING and any(state.kind(s) == game.HUMAN for s in judges):
            return False          # a person accepts or challenges on the closing panel
        for seat in judges:
            if state.kind(seat) == game.HUMAN or (seat == state.current and state.phase == game.PLAY):
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
            wait = max(BEAT, least - (time.monotonic() - began))
            self.app.services.later(wait, lambda: act_now(action))

        def act_now(action: dict[str, Any]) -> None:
            if not self._current(epoch, state):
                return
            self.thinking = None
            self._apply(action)
            self.app.services.render()

        self.app.run_sliced(self._while_current(work, epoch, state), done)

    def resumed(self) -> None:
        """Back from the rules: the work that stopped while another screen
        showed (``_current``) starts again — a computer's move, a hint search,
        the review."""
        searching = self.state is not None and self.hints_for is self.state and self.hints is None
        reviewing = self.review is None and self.review_progress is not None
        self._stop_thinking()
        if searching:
            self.hints_for = None
            self._start_hints()
        if reviewing:
            self.review_progress = None
            self._start_review()
        self._resume()

    def _current(self, epoch: int, state: game.State | None) -> bool:
        """Whether work begun at ``epoch`` on ``state`` still applies."""
        return epoch == self._epoch and self.state is state and self.app.screen is self

    def _while_current(self, work: Iterator[Any], epoch: int,
                       state: game.State | None) -> Iterator[Any]:
        """``work``, stopped (returning None) once it no longer applies."""
        return while_alive(work, lambda: self._current(epoch, state))

    def _stop_thinking(self) -> None:
        """Whatever a computer was doing is now stale (its slices stop)."""
        self._epoch += 1
        self.thinking = None

    def _start(self) -> None:
        names = [p["name"] or self.app.t("setup.player_n", n=i + 1)
                 for i, p in enumerate(self.seats.players())]
        options = dict(self.options)
        if options["game"] == 2:
            options["rack_size"] = 7            # Game II deals 7 each; the die does the rest
        seats = [{"name": name, "kind": p["kind"]} for name, p in zip(names, self.seats.players())]
        self.state = engine.new_game(seats, self.app.new_seed(GAME_ID), options)
        self.record = Record(GAME_ID, engine.to_dict(self.state))
        self._stop_thinking()
        self.problem = None
        self.review = self.review_progress = self.review_at = None
        self.orders = {}
        self.revealed = None
        self.placing = Placing(self.state.board.size)
        self.drawing = self.state.players > 1
        self.undo = None
        if not self.tour.running:
            self.tour = guide(self.app, self.state.game_two)
        self._save()
        if self.seats.remote_seats():
            self.app.host_table(GAME_ID, self.seats.remote_seats())
        elif not self.drawing:
            self._aim_focus()
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
        if stage != "setup" and self.tour.handle(action):
            if not self.tour.offered and (self.tour.step is None or self.tour.step.waits_for):
                self._aim_focus()   # no button of the guide's left to hold the focus
            return
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
            self._aim_focus()
            self._resume()
        elif do == "reveal" and stage == "handoff":
            assert self.state is not None
            self.revealed = self.state.current
            self._aim_focus()
        elif do == "zoom" and stage != "draw":
            self.zoomed = action.get("on") is True
        elif do == "takeback":
            self._take_back()
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
            elif name in ("arrows", "stacking", "hints", "takeback"):
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

def make_screen(app: "App", lexicon: Lexicon, saved: dict[str, Any] | None) -> ScribaScreen:
    screen = ScribaScreen(app, lexicon, saved)
    screen._resume()
    return screen
