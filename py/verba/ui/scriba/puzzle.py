"""The Scriba puzzle: a position of a game (a board and a rack) and the task
"find the highest-scoring move" (``verba.scriba.puzzle``).

The puzzle is worked out from its seed in slices while the screen says so.
Then the person lays tiles as at the table — the table's pending placement
(``Placing``), board, rack, running score and keyboard (``TurnInput``) —
and lays the move: one the rules refuse gets the game's refusal, and they
try again; a legal one is the answer: its score, its rank among every legal
move, and the five best moves, each of which can be laid on the board for a
look.

Whoever opens it gives what it needs: the seed, the title, the answer
already given (a result shown again), ``on_answer``, called with the answer
once, and the puzzle when it was worked out already (``made``).  A host
adds its part under the result (``result_foot``) and answers its own
actions by subclassing (the daily challenges: the share line and its Copy
button).
"""
from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...errors import IllegalAction
from ...lexicon import Lexicon
from ...scriba import game
from ...scriba import puzzle as P
from ...scriba import tiles as T
from ..shell.chrome import top_bar
from ..shell.sliced import while_alive
from ..shell.tour import Tour
from ..shell.vnode import Node, act, button, h
from .board import board_view, rack_view
from .coach import laid_tiles, overlay, where
from .input import TurnInput
from .panels import preview_view
from .placing import Placing
from .table import TableView

if TYPE_CHECKING:
    from ..shell.app import App

# the actions of a turn at the table that a puzzle keeps (no exchange, pass or hint)
TURN_ACTIONS = ("cell", "rack", "drop", "name_blank", "bend", "cancel_choice", "recall",
                "shuffle", "direction", "upper", "special", "commit")


def words_line(app: "App", answer: dict[str, Any]) -> str:
    """"KOT 12 · TOK 5 (+20)", or the word kept with a result shown again."""
    words = answer.get("words")
    if not words:
        return answer.get("word") or ""
    line = " \u00b7 ".join(f"{w['word']} {w['score']}" for w in words)
    if answer.get("rack_bonus"):
        line += app.t("scriba_ui.log_bonus", n=answer["rack_bonus"])
    return line


def _shape(tiles: list[dict[str, Any]]) -> frozenset:
    """A placement as one move: the letters a blank names and the blocking
    tiles aside (``verba.scriba.puzzle``)."""
    return frozenset((x["row"], x["col"], x["tile"], x.get("bend", "")) for x in tiles
                     if x["tile"] != T.BLOCK)


class PuzzleScreen(TurnInput, TableView):
    def __init__(self, app: "App", lexicon: Lexicon, seed: int, title: str, *,
                 answer: dict[str, Any] | None = None,
                 on_answer: Callable[[dict[str, Any]], None] | None = None,
                 made: P.Puzzle | None = None) -> None:
        self.app = app
        self.lexicon = lexicon
        self.seed = seed
        self.title = title
        self.answer = answer
        self.on_answer = on_answer
        self.puzzle: P.Puzzle | None = None
        self.state: game.State | None = None     # the puzzle's position, once worked out
        self.placing = Placing()
        self.problem: tuple[str, dict[str, Any]] | None = None
        self.refusals = 0
        self.zoomed = False
        self.shown: int | None = None            # the best move on the board (-1: the answer)
        self.focus_token = ""                    # changes when the result's heading takes focus
        # what the table's turn input reads: no exchange, pass, capture, hints or guide here
        self.exchange: set[int] | None = None
        self.confirm_pass = False
        self.capture: int | None = None
        self.hints_for: game.State | None = None
        self.orders: dict[int, list[str]] = {}
        self.tour = Tour(app, "scriba-puzzle", ())
        self._shuffle = random.Random()
        self._preview: tuple[str, dict[str, Any]] | None = None
        self._work = 0                           # a count that makes a search stale
        if made is not None and made.seed == seed:
            self._ready(made)
        else:
            self._search()

    # -- working the puzzle out ---------------------------------------------------
    def _search(self) -> None:
        self._work += 1
        work = self._work

        def done(found: P.Puzzle | None) -> None:
            if found is not None and work == self._work:
                self._ready(found)
                self.app.services.render()

        # stopped once another screen shows (``resumed`` starts it again)
        self.app.run_sliced(while_alive(P.steps(self.seed, self.lexicon),
                                        lambda: work == self._work and self.app.screen is self),
                            done)

    def _ready(self, found: P.Puzzle) -> None:
        self.puzzle, self.state = found, found.state
        self.placing = Placing(found.state.board.size)
        if self.answer is not None:
            self.focus_token = "result"

    def resumed(self) -> None:
        """Back from the rules: a search they stopped starts again."""
        if self.puzzle is None:
            self._search()

    # -- what the table's turn input calls -------------------------------------------
    def stage(self) -> str:
        if self.puzzle is None:
            return "working"
        return "turn" if self.answer is None else "result"

    def _rack(self, seat: int) -> list[str]:
        assert self.state is not None
        return self.orders.setdefault(seat, list(self.state.racks[seat]))

    def _refused(self, error: IllegalAction) -> None:
        self.problem = (error.code, error.params)
        self.refusals += 1
        self.app.feel("refuse")

    def _apply(self, action: dict[str, Any]) -> bool:
        """The move laid as the answer: judged, or refused as the table refuses it."""
        assert self.puzzle is not None
        try:
            answer = self.puzzle.judge(action["tiles"], self.lexicon)
        except IllegalAction as error:
            self._refused(error)
            return False
        self.answer = answer
        self.shown = self._among_best()
        self.focus_token = "result"
        self.app.feel("place")
        if self.on_answer is not None:
            self.on_answer(answer)
        return True

    def preview(self) -> dict[str, Any] | None:
        """The engine's preview of the tiles laid so far, words looked up
        (the puzzle checks them as they are laid)."""
        if self.state is None or not self.placing.ready():
            return None
        actions = self.placing.actions()
        laid = json.dumps(actions, sort_keys=True)
        if self._preview is None or self._preview[0] != laid:
            self._preview = (laid, game.preview(self.state, actions, self.lexicon))
        return self._preview[1]

    # -- events ----------------------------------------------------------------------
    def handle(self, action: dict[str, Any]) -> None:
        do = action.get("do")
        stage = self.stage()
        if do == "zoom":
            self.zoomed = action.get("on") is True
        elif stage == "turn" and do in TURN_ACTIONS:
            self._handle_turn(do, action)
        elif stage == "result" and do == "puzzle_show":
            n = action.get("n")
            assert self.puzzle is not None
            mine = -1 if self._among_best() == -1 else 0
            if isinstance(n, int) and mine <= n < len(self.puzzle.top):
                self.shown = n

    def _among_best(self) -> int | None:
        """Which of the best moves the answer is (-1: none of them; None: its
        tiles are not known, as for a result shown again)."""
        assert self.puzzle is not None
        tiles = self.answer.get("tiles") if self.answer else None
        if not tiles:
            return None
        mine = _shape(tiles)
        return next((n for n, move in enumerate(self.puzzle.top)
                     if _shape(move["action"]["tiles"]) == mine), -1)

    def key(self, info: dict[str, Any]) -> bool:
        return self.stage() == "turn" and super().key(info)

    # -- views -----------------------------------------------------------------------
    def view(self) -> list[Node]:
        stage = self.stage()
        if stage == "working":
            body = h("section", {"class": "panel puzzle-working", "data-puzzle": "working",
                                 "aria-live": "polite"},
                     h("p", {"class": "thinking-dark"},
                       h("span", {"class": "thinking-dots", "aria-hidden": "true"}),
                       self.app.t("scriba_ui.puzzle_working")))
        elif stage == "turn":
            body = self._turn_view()
        else:
            body = self._result_view()
        return [h("div", {"class": "screen scriba puzzle", "data-screen": "scriba-puzzle",
                          "key": "scriba-puzzle", "data-stage": stage},
                  top_bar(self.app, self.title, rules="scriba/1"), body)]

    def _turn_view(self) -> Node:
        state = self.state
        assert state is not None
        t = self.app.t
        preview = self.preview()
        said = bool(self.problem and preview and not preview["ok"]
                    and self.problem[0] == preview["error"]["code"])
        words = set() if not preview or not preview["ok"] else {
            (x["row"], x["col"]) for w in preview["words"] for x in w["letters"]}
        board = board_view(self.app, state.board, self.placing, live=True, last=set(),
                           words=words, focus="board", zoomed=self.zoomed)
        return h("div", {"class": "scriba-table", "data-puzzle": "turn"},
                 h("div", {"class": "board-col"}, board),
                 h("div", {"class": "play-col"},
                   h("div", {"class": "turn-line"},
                     h("span", {"class": "turn-of", "data-task": "1"}, t("scriba_ui.puzzle_task")),
                     self._modes()),
                   h("div", {"class": "rack-bar"},
                     rack_view(self.app, self._rack(state.current), self.placing,
                               owner=t("scriba_ui.puzzle_owner"))),
                   self._move_bar(preview, said), self._chooser(),
                   None if said else self._problem_view(),
                   h("section", {"class": "panel play-panel"},
                     preview_view(self.app, preview, waiting=bool(self.placing.pending)),
                     h("p", {"class": "muted puzzle-rules"}, t("scriba_ui.puzzle_rules"))),
                   self._keys_help()))

    def _shown_tiles(self) -> list[dict[str, Any]] | None:
        assert self.puzzle is not None and self.answer is not None
        if self.shown is not None and self.shown == self._among_best():
            return self.answer["tiles"]     # as laid: its blanks' letters are the person's
        if self.shown is not None and 0 <= self.shown < len(self.puzzle.top):
            return self.puzzle.top[self.shown]["action"]["tiles"]
        return None

    def _result_view(self) -> Node:
        puzzle, answer = self.puzzle, self.answer
        assert puzzle is not None and answer is not None and self.state is not None
        t = self.app.t
        tiles = self._shown_tiles()
        board = board_view(self.app, self.state.board, overlay(tiles) if tiles else None,
                           live=False, last=set(), words=set(), zoomed=self.zoomed)
        return h("div", {"class": "scriba-table", "data-puzzle": "result"},
                 h("div", {"class": "board-col"}, board),
                 h("div", {"class": "play-col"},
                   h("section", {"class": "panel puzzle-answer", "key": "answer",
                                 "data-rank": str(answer["rank"]),
                                 "data-total": str(answer["total"])},
                     h("h2", {"tabindex": "-1", "focus": self.focus_token or None,
                              "data-answer-head": "1"},
                       t("scriba_ui.puzzle_scored", n=answer["score"])),
                     h("p", {"class": "puzzle-words"}, words_line(self.app, answer)),
                     h("p", {"class": "puzzle-rank"},
                       t("scriba_ui.puzzle_rank", rank=answer["rank"], total=answer["total"])),
                     h("p", None, t("scriba_ui.puzzle_top_score", n=answer["best"]))),
                   self._top_view(),
                   self.result_foot()))

    def _top_view(self) -> Node:
        """The five best moves, each a button laying it on the board for a
        look, the answer among them when it is one of them, else above them."""
        puzzle, answer = self.puzzle, self.answer
        assert puzzle is not None and answer is not None
        t = self.app.t
        yours = t("scriba_ui.puzzle_yours")
        mine = self._among_best()
        items = []
        if mine == -1:
            items.append(self._top_item(-1, yours, answer["score"], words_line(self.app, answer),
                                        answer["tiles"]))
        for n, move in enumerate(puzzle.top):
            place = t("scriba_ui.puzzle_place", n=puzzle.rank(move["score"]))
            items.append(self._top_item(n, f"{place} \u00b7 {yours}" if n == mine else place,
                                        move["score"], words_line(self.app, move),
                                        move["action"]["tiles"]))
        return h("section", {"class": "panel puzzle-top", "key": "top"},
                 h("h2", None, t("scriba_ui.puzzle_top")),
                 h("ol", {"class": "hint-list", "data-top": str(len(puzzle.top)),
                          "data-yours": None if mine is None else str(mine)}, items))

    def _top_item(self, n: int, label: str, score: int, words: str,
                  tiles: list[dict[str, Any]]) -> Node:
        return h("li", {"key": f"top{n}"}, button(
            [h("b", {"class": "hint-score"}, str(score)),
             h("span", {"class": "hint-words"}, h("b", {"class": "puzzle-place"}, label),
               " \u00b7 ", words),
             laid_tiles(self.app, tiles),
             h("small", {"class": "muted hint-leave"}, where(tiles))],
            act("puzzle_show", n=n), cls="hint" + (" chosen" if n == self.shown else ""),
            **{"data-top-move": str(n), "aria-pressed": "true" if n == self.shown else "false"}))

    def result_foot(self) -> Node | None:
        """What the host shows under the result (nothing here)."""
        return None
