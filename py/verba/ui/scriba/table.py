"""The Scriba screen's views: the set-up form and the table in each of its
stages (a person's turn, a computer's, the hand-off, the closing accept or
challenge, the end), built from the screen's state of play.

A mixin of ``ScribaScreen``; the panels themselves are plain functions in
``board``, ``panels``, ``game_two`` and ``coach``.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...scriba import game
from ...scriba import tiles as T
from ...scriba.ruleset import CHALLENGE, IMMEDIATE
from ..shell.chrome import problem_view, top_bar
from ..shell.setup_form import option_select, option_toggle
from ..shell.vnode import Node, act, button, h
from .board import board_view, legend_view, rack_view
from .coach import hints_view, move_cells, overlay, review_view
from .game_two import preview_extra, tokens_bar
from .guide import BOARD, LEGEND
from .panels import (draw_view, final_view, log_line, log_view, move_score, preview_view,
                     recent_view, scores_view)

if TYPE_CHECKING:
    from ..shell.app import App
    from ..shell.setup_form import Seats
    from ..shell.tour import Tour
    from .placing import Placing


class TableView:
    """The screen's ``view`` and the parts it is built from."""

    app: "App"
    state: game.State | None
    seats: "Seats"
    options: dict[str, Any]
    placing: "Placing"
    problem: tuple[str, dict[str, Any]] | None
    exchange: set[int] | None
    confirm_pass: bool
    unseen_open: bool
    zoomed: bool
    refusals: int
    tour: "Tour"
    capture: int | None
    thinking: int | None
    token_kind: str
    hints: list[dict[str, Any]] | None
    hints_for: game.State | None
    hint_chosen: int | None
    review: list[dict[str, Any]] | None
    review_progress: tuple[int, int] | None
    review_boards: list[Any]
    review_at: int | None

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
        # the rules of Game I or II, as set up (or being set up)
        game_no = self.state.rules.game if self.state is not None else int(self.options["game"])
        return [h("div", {"class": "screen scriba", "data-screen": "scriba", "key": "scriba",
                          "data-stage": stage},
                  top_bar(self.app, t("game.scriba.name"), rules=f"scriba/{game_no}"), body)]

    def _remote_turn(self, seat: int) -> str | None:
        """The turn line of a seat played on another device (a hosted
        table's screen says it, ``ui/table/host_screen.py``); None here."""
        return None

    def _problem_view(self) -> Node | None:
        return problem_view(self.app, self.problem)

    def _setup_view(self) -> Node:
        t = self.app.t
        o = self.options

        return h("section", {"class": "panel setup", "data-setup": "scriba"},
                 h("p", {"class": "muted"}, t("scriba_ui.setup_intro")),
                 self.seats.view(self.app),
                 h("p", {"class": "muted solo-hint"}, t("scriba_ui.solo_hint")),
                 h("fieldset", {"class": "options"},
                   h("legend", None, t("setup.options")),
                   option_select(o, "game", (1, 2), t("scriba_ui.opt_game"),
                                 lambda n: t(f"scriba_ui.game_{n}")),
                   option_select(o, "rack_size", (6, 7, 8), t("scriba_ui.rack_size"),
                                 lambda n: t("scriba_ui.tiles_n", n=n if o["game"] == 1 else 7),
                                 disabled=o["game"] == 2),
                   option_select(o, "checking", (CHALLENGE, IMMEDIATE), t("scriba_ui.checking"),
                                 lambda v: t(f"scriba_ui.checking_{v}")),
                   option_toggle(o, "arrows", t("scriba_ui.opt_arrows")),
                   option_toggle(o, "stacking", t("scriba_ui.opt_stacking")),
                   option_toggle(o, "hints", t("scriba_ui.opt_hints")),
                   option_toggle(o, "takeback", t("scriba_ui.opt_takeback"))),
                 self._problem_view(),
                 h("div", {"class": "actions"},
                   button(t("setup.start"), act("start"), cls="btn primary",
                          **{"data-start": "scriba"})))

    def _table_view(self, stage: str) -> Node:
        """The board in one column; in the other, whose turn it is, the rack
        and the move being laid with its score and buttons, then the panels.
        On a phone the columns become one, the turn line above the board."""
        state = self.state
        assert state is not None
        live = stage in ("turn", "tokens") and self.exchange is None
        preview = self.preview() if stage == "turn" else None
        if stage == "over" and self.review is not None and self.review_at is not None:
            board = self._review_board(self.review_at)
        else:
            board = board_view(self.app, state.board, self.placing if live else None, live=live,
                               last=self._last_cells(), words=self._words_cells(preview),
                               focus=self._focus("board") if live else False,
                               zoomed=self.zoomed, marks=self._tour_cells())
        viewer = self._viewer()
        head, controls, side = self._stage_parts(stage, preview)
        if stage in ("turn", "tokens"):
            side.append(legend_view(self.app, state.game_two, cls=self.tour.mark(LEGEND)))
        side += [scores_view(self.app, state, unseen_open=self.unseen_open and viewer is not None,
                             viewer=viewer), log_view(self.app, state)]
        return h("div", {"class": "scriba-table"},
                 h("div", {"class": "board-col " + self.tour.mark(BOARD)}, board),
                 h("div", {"class": "play-col"}, head, controls, side))

    def _stage_parts(self, stage: str, preview: dict[str, Any] | None
                     ) -> tuple[Node, list[Any], list[Any]]:
        """What the play column shows in each stage: its head line, the
        controls next to the rack, the panels below."""
        state = self.state
        assert state is not None
        t = self.app.t
        name = state.names[state.current]
        if stage == "over":
            return (h("p", {"class": "turn-line"}, t("scriba_ui.game_over")), [],
                    [final_view(self.app, state, focus=self._focus("final")),
                     review_view(self.app, state, self.review, self.review_progress,
                                 self.review_at)])
        if stage == "closing":
            return (h("p", {"class": "turn-line"}, t("scriba_ui.closing_head")),
                    [self._watching_rack()], [self._closing_view()])
        if stage == "tokens":
            return (h("p", {"class": "turn-line", "data-token-turn": name},
                      t("scriba_ui.tokens_head", name=name)),
                    [tokens_bar(self.app, state, self.token_kind), self._problem_view()], [])
        remote = self._remote_turn(state.current) if stage == "computer" else None
        if remote is not None:
            return (h("p", {"class": "turn-line remote-turn", "role": "status",
                            "data-remote-turn": name}, remote),
                    [self._watching_rack()], [self._recent_view()])
        if stage == "computer":
            return (h("p", {"class": "turn-line thinking-line", "data-thinking": name},
                      h("span", {"class": "thinking-dots", "aria-hidden": "true"}),
                      t("scriba_ui.thinking", name=name)),
                    [self._watching_rack(), self.tour.view() if self._guide_shown() else None],
                    [self._recent_view()])
        if stage == "handoff":
            return (h("p", {"class": "turn-line"}, t("scriba_ui.turn_of", name=name)),
                    [self._handoff_view()], [self._recent_view()])
        said = bool(self.problem and preview and not preview["ok"]
                    and self.problem[0] == preview["error"]["code"])
        return (self._turn_line(name),
                [self._rack_bar(), self._move_bar(preview, said), self._chooser(),
                 self._exchange_bar(), None if said else self._problem_view(),
                 preview_extra(self.app, state, preview, self.capture,
                               [x["tile"] for x in self.placing.actions()])
                 if state.game_two and preview and preview["ok"] else None,
                 self.tour.view()],
                [self._play_panel(preview), self._hints_panel(), self._recent_view(),
                 self._keys_help()])

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

    def _icon_button(self, glyph: str, label: str, action: str, **attrs: Any) -> Node:
        """A square button showing a symbol, named in words."""
        return button(h("span", {"aria-hidden": "true"}, glyph), action, cls="btn icon ghost",
                      **{"aria-label": label, "title": label, **attrs})

    def _shuffle_button(self) -> Node:
        return self._icon_button("\u21c4", self.app.t("scriba_ui.shuffle"), act("shuffle"),
                                 **{"data-shuffle": "1"})

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
        """Whose turn, and the two modes of typing: the direction, the upper
        level (on a phone only their symbols show; their names stay for
        screen readers)."""
        return h("div", {"class": "turn-line"},
                 h("span", {"class": "turn-of"}, self.app.t("scriba_ui.turn_of", name=name)),
                 self._modes())

    def _modes(self) -> Node:
        """The typing direction and the upper level, as buttons."""
        t = self.app.t
        p = self.placing
        state = self.state
        assert state is not None
        return h("span", {"class": "modes"},
                 button([h("span", {"aria-hidden": "true"}, "\u2193" if p.down else "\u2192"),
                         h("span", {"class": "mode-word"}, t(
                             "scriba_ui.dir_down" if p.down else "scriba_ui.dir_right"))],
                        act("direction"), cls="chip mode",
                        **{"data-direction": "down" if p.down else "right"}),
                 button([h("span", {"aria-hidden": "true"}, "\u25b2"),
                         h("span", {"class": "mode-word"}, t("scriba_ui.upper_level"))],
                        act("upper"), cls="chip mode",
                        **{"aria-pressed": "true" if p.upper else "false", "data-upper": "1"})
                 if state.rules.stacking else None)

    def _rack_bar(self) -> Node:
        state = self.state
        assert state is not None
        return h("div", {"class": "rack-bar " + self.tour.mark("rack")},
                 rack_view(self.app, self._rack(state.current), self.placing,
                           exchange=self.exchange, owner=state.names[state.current]))

    def _move_bar(self, preview: dict[str, Any] | None, refused: bool) -> Node:
        """Right under the rack: the move's running score (or why it cannot
        be laid, the alert too when the person tried), taking the tiles
        back, shuffling, the zoom, and laying it."""
        state = self.state
        assert state is not None
        t = self.app.t
        can_lay = bool(preview and preview["ok"])
        return h("div", {"class": "move-bar", "data-move-bar": "1"},
                 move_score(self.app, preview, waiting=bool(self.placing.pending),
                            cls=self.tour.mark("score"),
                            refused=(self.problem[0], self.refusals)
                            if refused and self.problem else None),
                 h("div", {"class": "move-tools"},
                   self._icon_button("\u21a9", t("scriba_ui.recall"), act("recall"),
                                     disabled=not self.placing.pending, **{"data-recall": "1"}),
                   self._shuffle_button(),
                   self._icon_button("\u2295" if not self.zoomed else "\u2296",
                                     t("scriba_ui.zoom_out" if self.zoomed else "scriba_ui.zoom_in"),
                                     act("zoom", on=not self.zoomed),
                                     **{"data-zoom": "out" if self.zoomed else "in",
                                        "aria-pressed": "true" if self.zoomed else "false"}),
                   button(t("scriba_ui.lay", n=preview["total"]) if can_lay and preview
                          else t("scriba_ui.lay_plain"), act("commit"),
                          cls="btn primary lay " + self.tour.mark("commit"),
                          disabled=not can_lay, **{"data-commit": "1"})))

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
                 button(t("scriba_ui.exchange_n", n=n), act("exchange"), cls="btn primary",
                        disabled=n == 0, **{"data-exchange-confirm": "1"}),
                 button(t("scriba_ui.cancel"), act("exchange_mode"), cls="btn ghost"))

    def _keys_help(self) -> Node:
        t = self.app.t
        return h("details", {"class": "keys-help panel", "key": "keys-help"},
                 h("summary", None, t("scriba_ui.keys_title")),
                 h("p", {"id": "scriba-keys-help"}, t("scriba_ui.keys_help")))

    def _play_panel(self, preview: dict[str, Any] | None) -> Node:
        """The move's score word by word, and the other things a turn can be."""
        state = self.state
        assert state is not None
        t = self.app.t
        bag = game.bag_count(state)
        pass_label = t("scriba_ui.pass_confirm", n=state.rules.pass_penalty) \
            if self.confirm_pass and bag else t("scriba_ui.pass_confirm_free") \
            if self.confirm_pass else t("scriba_ui.pass")
        return h("section", {"class": "panel play-panel", "key": "play"},
                 preview_view(self.app, preview, waiting=bool(self.placing.pending)),
                 h("div", {"class": "actions"},
                   button(t("scriba_ui.exchange"), act("exchange_mode"),
                          cls="btn" + (" active" if self.exchange is not None else ""),
                          **{"data-exchange": "1",
                             "aria-pressed": "true" if self.exchange is not None else "false"}),
                   button(pass_label, act("pass"),
                          cls="btn danger" if self.confirm_pass else "btn ghost",
                          **{"data-pass": "1"}),
                   button(t("scriba_ui.cancel"), act("pass_cancel"), cls="btn ghost")
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
                       cls="btn", **{"data-challenge": state.names[s]}) for s in who]

    def _recent_view(self) -> Node | None:
        """The person's own last move and the replies since, with the
        challenge they are still open to and the take-back."""
        state = self.state
        assert state is not None
        t = self.app.t
        seat = self._viewer()
        if seat is None:
            seat = state.current
        challenges = self._challenge_buttons()
        back = self._takeback_seat()
        actions = [h("p", {"class": "muted"}, t("scriba_ui.challenge_hint")) if challenges
                   else None,
                   h("div", {"class": "actions"}, challenges,
                     button(t("scriba_ui.takeback") if back == seat else
                            t("scriba_ui.takeback_of", name=state.names[back]),
                            act("takeback"), cls="btn ghost", **{"data-takeback": "1"})
                     if back is not None else None)]
        return recent_view(self.app, state, seat, actions=actions, focus=self._focus("recent"))

    def _handoff_view(self) -> Node:
        state = self.state
        assert state is not None
        t = self.app.t
        name = state.names[state.current]
        return h("section", {"class": "panel handoff", "data-handoff": name},
                 h("h2", None, t("scriba_ui.handoff_title", name=name)),
                 h("p", {"class": "muted"}, t("scriba_ui.handoff_text", name=name)),
                 button(t("scriba_ui.reveal", name=name), act("reveal"), cls="btn primary big",
                        focus=self._focus("reveal"), **{"data-reveal": "1"}),
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
                          focus=self._focus("closing"), **{"data-accept": "1"}),
                   self._challenge_buttons()),
                 self._problem_view())
