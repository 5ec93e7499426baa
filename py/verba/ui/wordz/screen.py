"""Wordz at the table: set-up, secret composition, flips and guesses, computer
players, the score sheet, the winner.

Hidden information on one shared screen: everything drawn comes from
``verba.wordz.views.view`` for one viewer.  With two people or more (and the
hand-off setting on) a person's private view — their hand while composing,
their own word and cards during their turn — only shows after a hand-off
screen they confirm, once each time the device changes hands (not again
when the same person composes and then starts, or plays twice in a row; but
after the score sheet of a round, which everyone reads, always);
between private views the table shows what everyone may see.  The
confirmation is not saved, so a reload comes back to the hand-off screen.
A lone person plays against the computers with their own view always on
show.

On a phone the person's cards and the opponents' words come first, and no
text field takes the focus by itself (the soft keyboard would cover the
cards): letters typed anywhere while composing go into the word, and the
field is there for whoever chooses to type in it.  A guided first game
(``verba.ui.shell.tour``) explains the table while the person composes and plays
one turn; take-backs follow ``verba.wordz.takeback``.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...errors import IllegalAction
from ...gamefile import Record, resumed
from ...lexicon import Lexicon
from ...settings import Settings
from ...text import MAX_TYPED, isolate
from ...wordz import engine, game, takeback, views
from ..shell.chrome import problem_view, top_bar
from ..shell.setup_form import Seats
from ..shell.tour import Step, Tour
from ..shell.vnode import Node, act, button, h
from .compose import click_card, compose_panel, typed_letters
from .panels import (computer_panel, handoff_panel, over_panel, remote_panel, round_over_panel,
                     setup_options, take_back_button, turn_panel, waiting_panel)
from .table import GuessDraft, TableView

if TYPE_CHECKING:
    from ..shell.app import App

GAME_ID = "wordz"
THINK_SECONDS = 0.4          # before a computer player starts choosing
# ... and, once it has chosen, before its action is shown
PAUSE_SECONDS = {"compose": 0.8, "redeal": 0.8, "flip": 0.7, "guess": 1.1, "end_turn": 0.3,
                 "next_round": 2.5}
# The guided first game: the person composes, then plays one turn, explained.
TOUR_STEPS = (
    Step("wordz_ui.tour.hand", target="hand"),
    Step("wordz_ui.tour.compose", target="compose", waits_for="composed"),
    Step("wordz_ui.tour.opponents", target="opponents"),
    Step("wordz_ui.tour.flip", target="opponents", waits_for="flipped"),
    Step("wordz_ui.tour.tokens", target="tokens"),
    Step("wordz_ui.tour.turn", target="turn", waits_for="turn_done"),
    Step("wordz_ui.tour.scores", target="scores"),
)
TOUR_EVENTS = {"compose": "composed", "flip": "flipped"}   # a person's action -> Step.waits_for


def _summary(app: "App", state: game.State) -> str:
    points = game.totals(state)
    if state.phase in ("compose", "play"):  # the round under way counts its cards so far
        points = [p + len(seat.won) for p, seat in zip(points, state.seats)]
    scores = ", ".join(f"{isolate(p.name)} {points[i]}" for i, p in enumerate(state.players))
    return app.t("wordz_ui.summary", round=state.round, rounds=state.rounds, scores=scores)


def _turn_ended(before: game.State, after: game.State) -> bool:
    return before.phase == "play" and not (
        after.phase == "play" and after.current == before.current
        and (after.flipped or after.guessed))


class WordzScreen:
    def __init__(self, app: "App", lexicon: Lexicon, saved: dict[str, Any] | None) -> None:
        self.app = app
        self.lexicon = lexicon
        self.state: game.State | None = saved["state"] if saved else None
        # the game as a record (docs/RECORDS.md), saved with it, for export and replay
        self.record = resumed(GAME_ID, saved, engine.to_dict)
        self.seats = Seats(game.MIN_PLAYERS, game.MAX_PLAYERS, remote=True)
        self.seats.ensure(app, GAME_ID, ("human", "easy", "easy"))
        self.options: dict[str, Any] = {"rounds": game.DEFAULT_ROUNDS,
                                        "min_length": game.DEFAULT_MIN_LENGTH,
                                        "take_backs": False}
        self.problem: tuple[str, dict[str, Any]] | None = None   # last refusal, shown once
        # the person holding the device: who last confirmed a hand-off
        self.revealed: int | None = None
        self.typed = ""                      # the word being composed, as typed
        self.guess: GuessDraft | None = None
        self.turn_no = 0                     # turns seen on this page (fresh keys, focus)
        self.fresh_from = len(self.state.log) if self.state else 0
        self.thinking: int | None = None     # the computer seat choosing now
        self._epoch = 0                      # bumped by a new game: stale timers stop
        self.tour = Tour(app, GAME_ID, TOUR_STEPS)

    # -- who acts and who sees ---------------------------------------------
    def _humans(self) -> list[int]:
        assert self.state is not None
        return [i for i, p in enumerate(self.state.players) if p.kind == "human"]

    def _guarded(self) -> bool:
        """Private views hide behind a hand-off screen (hot-seat)."""
        return self.app.settings.hand_off and len(self._humans()) > 1

    def _active(self) -> int | None:
        """The person the game waits for: the next to compose, or whose turn it is."""
        s = self.state
        assert s is not None
        if s.phase == "compose":
            return next((i for i in self._humans() if s.seats[i].word is None), None)
        if s.phase == "play" and s.current is not None and s.current in self._humans():
            return s.current
        return None

    def stage(self) -> str:
        s = self.state
        if s is None:
            return "setup"
        if s.phase == "game_over":
            return "over"
        if s.phase == "round_over":
            return "round_over"
        person = self._active()
        if person is None:
            return "waiting" if s.phase == "compose" else "computer"
        if self._guarded() and self.revealed != person:
            return "handoff"
        return "compose" if s.phase == "compose" else "turn"

    def viewer(self) -> int | None:
        """Whose view the page draws (None: the public table)."""
        stage = self.stage()
        if stage in ("compose", "turn"):
            return self._active()
        humans = self._humans()
        if len(humans) == 1:
            return humans[0]
        return None

    # -- changing the game ---------------------------------------------------
    def _apply(self, action: dict[str, Any], person: bool = True) -> bool:
        """Apply an action (a person's, or a computer's); a refusal is kept to
        be shown and the state stays."""
        before = self.state
        assert before is not None
        try:
            self.state = game.apply(before, action, self.lexicon)
        except IllegalAction as error:
            self.problem = (error.code, error.params)
            self.app.feel("refuse")
            return False
        self._after(before, action, person)
        return True

    def _after(self, before: game.State, action: dict[str, Any], person: bool = False) -> None:
        """After ``action`` moved the game from ``before`` (a person's here, or
        a computer's or another device's): recorded, the table turned, saved."""
        assert self.record is not None
        self.record.add(action)
        after = self.state
        assert after is not None
        if person:
            self.problem = None
            if action["type"] in ("compose", "redeal"):
                self.typed = ""
        self.fresh_from = len(before.log)
        ended = _turn_ended(before, after)
        if ended or after.phase != before.phase:
            self.guess = None
            self.turn_no += 1
        if after.phase in ("round_over", "game_over"):
            self.revealed = None   # everyone reads the score sheet: the next hand needs a hand-off
        elif self.guess is not None and (after.guessed or not game.on_table(after, self.guess.target)):
            self.guess = None
        self._feel(action["type"], after.phase == "game_over")
        if person:
            if action["type"] in TOUR_EVENTS:
                self.tour.saw(TOUR_EVENTS[action["type"]])
            if ended:
                self.tour.saw("turn_done")
        self._save()

    def _feel(self, kind: str, over: bool) -> None:
        """The table's sounds: a card turned, a bet token changing hands, the end."""
        if kind == "flip":
            self.app.feel("flip")
        elif kind == "guess":
            self.app.feel("token")
        if over:
            self.app.feel("win")

    # -- take-backs --------------------------------------------------------------
    def _take_back_offer(self, stage: str) -> dict[str, Any] | None:
        """What the person at the screen may take back now, if anything: their
        last bet or end of turn, while they hold the device (a lone person
        always does)."""
        s = self.state
        if s is None or s.undo is None or stage not in ("turn", "computer"):
            return None
        owner = s.undo.current
        assert owner is not None
        if len(self._humans()) > 1 and self.revealed != owner:
            return None
        if takeback.refusal(s, owner) is not None:
            return None
        return takeback.what(s)

    def _take_back(self) -> None:
        s = self.state
        if s is None or s.undo is None or self._take_back_offer(self.stage()) is None:
            return
        owner = s.undo.current
        assert owner is not None
        try:
            after = takeback.take_back(s, owner)
        except IllegalAction as error:  # the computer moved meanwhile and showed a letter
            self.problem = (error.code, error.params)
            self.app.feel("refuse")
            return
        self.state = after
        assert self.record is not None
        self.record.take_back(owner)
        self.problem = None
        self.guess = None
        self.fresh_from = len(after.log) - 1
        self.turn_no += 1
        if after.log[-1]["undid"] == "guess":
            self.app.feel("token")   # the bet comes back
        self._save()

    def _save(self) -> None:
        s = self.state
        assert s is not None
        self.app.keep_game(GAME_ID, s, _summary(self.app, s), self.record)

    # -- computer players ------------------------------------------------------
    def _computer_due(self) -> int | None:
        """The computer seat that has something to do now."""
        s = self.state
        if s is None:
            return None
        if s.phase == "compose":
            return next((i for i, p in enumerate(s.players)
                         if p.kind == "computer" and s.seats[i].word is None), None)
        if s.phase == "play" and s.current is not None and s.players[s.current].kind == "computer":
            return s.current
        if s.phase == "round_over" and not self._humans():
            return 0  # computers alone: the next round is dealt after a pause
        return None

    def _resume(self) -> None:
        """After set-up, an action or a reload: start the computer that is due."""
        if self.thinking is not None:
            return
        seat = self._computer_due()
        if seat is None:
            return
        self.thinking = seat
        epoch = self._epoch
        self.app.services.later(THINK_SECONDS, lambda: self._think(epoch, seat))

    def resumed(self) -> None:
        """Back from the rules: a computer stopped while another screen showed
        (``_still_due``) starts again."""
        self._resume()

    def _still_due(self, epoch: int, seat: int) -> bool:
        """Whether a timer set for ``seat`` may go on: not when a new game
        started meanwhile, the player left the table, or the seat is done."""
        if epoch != self._epoch:
            return False
        if self.app.screen is self and self._computer_due() == seat:
            return True
        self.thinking = None
        if self.app.screen is self:
            self._resume()
        return False

    def _think(self, epoch: int, seat: int) -> None:
        if not self._still_due(epoch, seat):
            return
        state = self.state
        assert state is not None
        action = engine.computer_action(state, seat, self.lexicon)

        def act_now() -> None:
            if not self._still_due(epoch, seat):
                return
            # while a computer composes, people may lay their words: its own
            # action stays valid; during play nothing else may have moved
            if self.state is state or (state.phase == "compose" and self.state is not None
                                       and self.state.phase == "compose"):
                self._apply(action, person=False)
            self.thinking = None
            self.app.services.render()
            self._resume()

        self.app.services.later(PAUSE_SECONDS[action["type"]], act_now)

    # -- events --------------------------------------------------------------
    def handle(self, action: dict[str, Any]) -> None:
        do = action.get("do")
        if self.tour.handle(action):
            return
        if do == "hand_off":
            values = {**self.app.settings.to_dict(), "hand_off": action.get("value") == "true"}
            self.app.set_settings(Settings.from_dict(values))
            return
        stage = self.stage()
        if stage == "setup":
            self._handle_setup(action)
        elif do == "new_game" and stage == "over":
            self.state = None
            self.problem = None
            self._epoch += 1
            self.thinking = None
        elif do == "ready" and stage == "handoff":
            self.revealed = self._active()
            self.problem = None
        elif do == "next_round" and stage == "round_over":
            self._apply({"type": "next_round"})
        elif do == "take_back":
            self._take_back()
        elif stage == "compose":
            self._handle_compose(do, action)
        elif stage == "turn":
            self._handle_turn(do, action)
        self._resume()

    def _handle_setup(self, action: dict[str, Any]) -> None:
        do = action.get("do")
        if self.seats.handle(self.app, action):
            return
        if do == "option" and action.get("name") == "take_backs":
            self.options["take_backs"] = action.get("value") == "true"
        elif do == "option" and action.get("name") in self.options:
            try:
                self.options[str(action["name"])] = int(str(action.get("value")))
            except ValueError:
                pass
        elif do == "start":
            players = [{**seat, "name": seat["name"]
                        or self.seats.default_name(self.app, seat["kind"], number)}
                       for number, seat in enumerate(self.seats.players(), 1)]
            try:
                self.state = engine.new_game(players, self.app.new_seed(GAME_ID), self.options)
            except IllegalAction as error:
                self.problem = (error.code, error.params)
                return
            self.record = Record(GAME_ID, engine.to_dict(self.state))
            self.problem = None
            self.revealed = None
            self.typed = ""
            self.guess = None
            self.fresh_from = 0
            self._epoch += 1
            self.thinking = None
            self._save()
            if self.seats.remote_seats():
                self.app.host_table(GAME_ID, self.seats.remote_seats())

    def _view_of(self, viewer: int | None) -> dict[str, Any]:
        """What ``viewer`` sees of the game: everything the table draws."""
        assert self.state is not None
        return views.view(self.state, viewer)

    def _progress(self) -> tuple[int, int, int] | None:
        """The round, the rounds and the events so far (None before the game)."""
        s = self.state
        return None if s is None else (s.round, s.rounds, len(s.log))

    def _on_table(self, seat: int) -> bool:
        """Whether ``seat``'s word is on the table, to be guessed."""
        return self.state is not None and game.on_table(self.state, seat)

    def _hand(self) -> list[str]:
        person = self._active()
        assert person is not None
        return self._view_of(person)["me"]["hand"]

    def _handle_compose(self, do: Any, action: dict[str, Any]) -> None:
        person = self._active()
        assert person is not None
        if do == "pick":
            hand = self._hand()
            card = action.get("card")
            if isinstance(card, int) and 0 <= card < len(hand):
                letters = typed_letters(self.lexicon, self.typed)
                self.typed = "".join(click_card(hand, letters, card))
                self.problem = None
        elif do == "type":
            self.typed = str(action.get("value", ""))[:MAX_TYPED]
            self.problem = None
        elif do == "clear":
            self.typed = ""
            self.problem = None
        elif do == "compose":
            self._compose(person)
        elif do == "redeal":
            self._apply({"type": "redeal", "player": person})

    def _compose(self, person: int) -> None:
        if not self.typed.strip():
            self.problem = ("wordz_ui.nothing_typed", {})
            self.app.feel("refuse")
            return
        self._apply({"type": "compose", "player": person, "word": self.typed.strip()})

    def _handle_turn(self, do: Any, action: dict[str, Any]) -> None:
        person = self._active()
        assert person is not None
        if do == "flip":
            self._apply({"type": "flip", "player": person, "target": action.get("target"),
                         "index": action.get("index")})
        elif do == "guess_open":
            target = action.get("target")
            if isinstance(target, int) and self._on_table(target) and target != person:
                self.guess = GuessDraft(target)
                self.problem = None
        elif do == "guess_type" and self.guess is not None:
            text = str(action.get("value", ""))[:MAX_TYPED]
            self.guess = GuessDraft(self.guess.target, text,
                                    tuple(typed_letters(self.lexicon, text)))
            self.problem = None
        elif do == "guess_cancel":
            self.guess = None
            self.problem = None
        elif do == "guess_submit":
            self._submit_guess(person)
        elif do == "end_turn":
            self._apply({"type": "end_turn", "player": person})

    def _submit_guess(self, person: int) -> None:
        draft = self.guess
        if draft is None:
            return
        if not draft.text.strip():
            self.problem = ("wordz_ui.nothing_typed", {})
            self.app.feel("refuse")
            return
        self._apply({"type": "guess", "player": person, "target": draft.target,
                     "word": draft.text.strip()})

    def key(self, info: dict[str, Any]) -> bool:
        key = str(info.get("key", ""))
        field = info.get("field")
        stage = self.stage()
        if stage == "compose" and field in ("word", "compose") and key in ("Enter", "Escape"):
            # Enter lays the word from the field or from the panel's heading
            person = self._active()
            assert person is not None
            if key == "Enter":
                self._compose(person)
            else:
                self.typed = ""
                self.problem = None
        elif stage == "compose" and field in (None, "compose", "hand") and not (
                info.get("ctrl") or info.get("alt")) and (
                key == "Backspace" or (len(key) == 1 and key.isalpha())):
            # typed anywhere but in a field: the letters go into the word, and
            # no field took the focus to open a phone's keyboard over the cards
            self.typed = self.typed[:-1] if key == "Backspace" else (self.typed + key)[:MAX_TYPED]
            self.problem = None
        elif stage == "turn" and self.guess is not None and (
                (field == "guess" and key == "Enter") or key == "Escape"):
            person = self._active()
            assert person is not None
            if key == "Enter":
                self._submit_guess(person)
            else:
                self.guess = None
                self.problem = None
        else:
            return False
        self._resume()
        return True

    # -- views -----------------------------------------------------------------
    def view(self) -> list[Node]:
        t = self.app.t
        stage = self.stage()
        progress = self._progress()
        body = self._setup_view() if progress is None else self._game_view(stage)
        # data-log (events so far) lets a test wait for the page to catch up
        return [h("div", {"class": "screen wordz", "data-screen": "wordz", "key": "wordz",
                          "data-stage": stage,
                          "data-log": str(progress[2]) if progress else None},
                  top_bar(self.app, t("game.wordz.name"), rules=GAME_ID,
                          extra=h("span", {"class": "wz-round muted"},
                                  t("wordz_ui.round_of", round=progress[0],
                                    rounds=progress[1])) if progress else None),
                  body)]

    def _problem_view(self) -> Node | None:
        return problem_view(self.app, self.problem)

    def _setup_view(self) -> Node:
        t = self.app.t
        people = sum(seat["kind"] == "human" for seat in self.seats.players())
        return h("section", {"class": "panel setup", "data-setup": "wordz"},
                 h("p", {"class": "muted"}, t("wordz_ui.setup_intro")),
                 self.seats.view(self.app),
                 setup_options(self.app, self.options, people),
                 self._problem_view(),
                 h("div", {"class": "actions"},
                   button(t("setup.start"), act("start"), cls="btn primary",
                          **{"data-start": "wordz"})))

    def _game_view(self, stage: str) -> Node:
        viewer = self.viewer()
        v = self._view_of(viewer)
        acting = self._active() if stage == "turn" else None
        mark = self.tour.mark
        table = TableView(self.app, v, acting=acting, guess=self.guess if acting is not None else None,
                          fresh_from=self.fresh_from, thinking=self.thinking,
                          problem=self._problem_view() if self.guess is not None else None,
                          mark=mark if stage != "handoff" else TableView.mark)
        undo = take_back_button(self.app, self._take_back_offer(stage))
        panel = {
            "handoff": self._handoff_view,
            "compose": lambda: self._compose_view(v),
            "waiting": lambda: waiting_panel(self.app, v),
            "turn": lambda: turn_panel(
                self.app, v, f"t{self.turn_no}-{len(v['log'])}-{self._tour_gone()}",
                self._problem_view() if self.guess is None else None, undo, mark("turn")),
            "computer": lambda: self._computer_panel(v, undo),
            "round_over": lambda: round_over_panel(self.app, v, table, bool(self._humans())),
            "over": lambda: over_panel(self.app, v, table),
        }[stage]()
        return h("div", {"class": "wz-layout"},
                 h("div", {"class": "wz-main"},
                   # the guide is offered while the person composes (it starts
                   # with their cards), and runs on through their first turn
                   self.tour.view() if (self.tour.running and stage != "handoff")
                   or stage == "compose" else None,
                   panel, table.latest(), table.table()),
                 h("aside", {"class": "wz-side"},
                   table.dealt(),
                   table.score_sheet() if stage not in ("round_over", "over") else None,
                   table.log()))

    def _computer_panel(self, v: dict[str, Any], undo: Node | None) -> Node:
        """The turn of a seat nobody plays here: a computer's, or a guest's."""
        remote = self._remote_turn(v["turn"]["player"])
        if remote is not None:
            return remote_panel(v, f"r{self.turn_no}", remote, undo)
        return computer_panel(self.app, v, f"c{self.turn_no}", undo)

    def _remote_turn(self, seat: int) -> str | None:
        """The line of a seat played on another device (a hosted table's
        screen says it, ``ui/table/host_screen.py``); None here."""
        return None

    def _tour_gone(self) -> bool:
        """Whether the guide has gone (declined or done): the stage's heading
        then takes the focus its buttons had."""
        return not (self.tour.offered or self.tour.running)

    def _handoff_view(self) -> Node:
        person = self._active()
        assert self.state is not None and person is not None
        return handoff_panel(self.app, self.state.players[person].name,
                             self.state.phase == "compose", f"handoff{person}-{self.turn_no}")

    def _compose_view(self, v: dict[str, Any]) -> Node:
        person = self._active()
        assert person is not None
        return compose_panel(self.app, v["players"][person]["name"], v["me"]["hand"], self.typed,
                             typed_letters(self.lexicon, self.typed), v["min_length"],
                             self._problem_view(), self.tour.mark,
                             f"compose{person}-{v['round']}-{self._tour_gone()}")


def make_screen(app: "App", lexicon: Lexicon, saved: dict[str, Any] | None) -> WordzScreen:
    screen = WordzScreen(app, lexicon, saved)
    screen._resume()
    return screen
