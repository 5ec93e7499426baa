"""Wordz at the table: set-up, secret composition, flips and guesses, computer
players, the score sheet, the winner.

Hidden information on one shared screen: everything drawn comes from
``verba.wordz.views.view`` for one viewer.  With two people or more (and the
hand-off setting on) a person's private view — their hand while composing,
their own word and cards during their turn — only shows after a hand-off
screen they confirm; between private views the table shows what everyone
may see.  The confirmation is not saved, so a reload comes back to the
hand-off screen.  A lone person plays against the computers with their own
view always on show.
"""
from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from ..errors import IllegalAction
from ..lexicon import Lexicon
from ..rng import seed_from
from ..settings import Settings
from ..wordz import ai, game, views
from .chrome import problem_view, top_bar, trophy
from .setup_form import Seats
from .vnode import Node, act, button, h
from .wordz_compose import click_card, compose_panel, typed_letters
from .wordz_table import GuessDraft, TableView

if TYPE_CHECKING:
    from .app import App

GAME_ID = "wordz"
THINK_SECONDS = 0.4          # before a computer player starts choosing
# ... and, once it has chosen, before its action is shown
PAUSE_SECONDS = {"compose": 0.8, "redeal": 0.8, "flip": 0.7, "guess": 1.1, "end_turn": 0.3,
                 "next_round": 2.5}
ROUND_CHOICES = tuple(range(1, 11))


def computer_action(state: game.State, seat: int, lexicon: Lexicon) -> dict[str, Any]:
    """What the computer player at ``seat`` does now, from its own view only.

    Composing is seeded by the cards it holds rather than by the log, so its
    word does not depend on whether a person laid theirs first."""
    v = views.view(state, seat)
    level = state.players[seat].level
    assert level is not None
    seed = None
    if state.phase == "compose":
        seed = seed_from("wordz-compose", state.round, seat, "".join(v["me"]["hand"]))
    return ai.choose_action(v, lexicon, level, seed=seed)


def _summary(app: "App", state: game.State) -> str:
    points = game.totals(state)
    if state.phase in ("compose", "play"):  # the round under way counts its cards so far
        points = [p + len(seat.won) for p, seat in zip(points, state.seats)]
    scores = ", ".join(f"{p.name} {points[i]}" for i, p in enumerate(state.players))
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
        self.seats = Seats(game.MIN_PLAYERS, game.MAX_PLAYERS)
        self.seats.ensure(app, ("human", "medium", "hard"))
        self.options = {"rounds": game.DEFAULT_ROUNDS, "min_length": game.DEFAULT_MIN_LENGTH}
        self.problem: tuple[str, dict[str, Any]] | None = None   # last refusal, shown once
        self.revealed: int | None = None     # the person who confirmed the hand-off
        self.typed = ""                      # the word being composed, as typed
        self.guess: GuessDraft | None = None
        self.turn_no = 0                     # turns seen on this page (fresh keys, focus)
        self.fresh_from = len(self.state.log) if self.state else 0
        self.thinking: int | None = None     # the computer seat choosing now
        self._epoch = 0                      # bumped by a new game: stale timers stop

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
        if s.phase == "play" and s.current is not None and s.players[s.current].kind == "human":
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
            return False
        after = self.state
        if person:
            self.problem = None
            if action["type"] in ("compose", "redeal"):
                self.typed = ""
        self.fresh_from = len(before.log)
        if action["type"] == "compose" and action["player"] == self.revealed:
            self.revealed = None
        if _turn_ended(before, after) or after.phase != before.phase:
            self.revealed = None
            self.guess = None
            self.turn_no += 1
        elif self.guess is not None and (after.guessed or not game.on_table(after, self.guess.target)):
            self.guess = None
        self._save()
        return True

    def _save(self) -> None:
        s = self.state
        assert s is not None
        if s.phase == "game_over":
            totals = game.totals(s)
            entry = game.history_entry(s)
            self.app.finish_game(GAME_ID, {
                **entry,
                "finished": int(time.time() * 1000),
                "players": [{"name": p.name, "score": totals[i], "kind": entry["kinds"][i]}
                            for i, p in enumerate(s.players)],
                "winners": [s.players[i].name for i in game.winners(s)],
            })
        else:
            self.app.save_game(GAME_ID, game.to_dict(s), _summary(self.app, s))

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
        action = ({"type": "next_round"} if state.phase == "round_over"
                  else computer_action(state, seat, self.lexicon))

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
        elif stage == "compose":
            self._handle_compose(do, action)
        elif stage == "turn":
            self._handle_turn(do, action)
        self._resume()

    def _handle_setup(self, action: dict[str, Any]) -> None:
        do = action.get("do")
        if self.seats.handle(self.app, action):
            return
        if do == "option" and action.get("name") in self.options:
            try:
                self.options[str(action["name"])] = int(str(action.get("value")))
            except ValueError:
                pass
        elif do == "start":
            players = []
            for number, seat in enumerate(self.seats.players(), 1):
                kind = seat["kind"]
                name = seat["name"] or self.seats.default_name(self.app, kind, number)
                players.append({"name": name, "kind": "human"} if kind == "human" else
                               {"name": name, "kind": "computer", "level": kind})
            try:
                self.state = game.new_game(players, self.app.new_seed(GAME_ID),
                                           rounds=self.options["rounds"],
                                           min_length=self.options["min_length"])
            except IllegalAction as error:
                self.problem = (error.code, error.params)
                return
            self.problem = None
            self.revealed = None
            self.typed = ""
            self.guess = None
            self.fresh_from = 0
            self._epoch += 1
            self.thinking = None
            self._save()

    def _hand(self) -> list[str]:
        person = self._active()
        assert self.state is not None and person is not None
        return views.view(self.state, person)["me"]["hand"]

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
            self.typed = str(action.get("value", ""))[:24]
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
            return
        self._apply({"type": "compose", "player": person, "word": self.typed.strip()})

    def _handle_turn(self, do: Any, action: dict[str, Any]) -> None:
        person = self._active()
        assert person is not None and self.state is not None
        if do == "flip":
            self._apply({"type": "flip", "player": person, "target": action.get("target"),
                         "index": action.get("index")})
        elif do == "guess_open":
            target = action.get("target")
            if isinstance(target, int) and game.on_table(self.state, target) and target != person:
                self.guess = GuessDraft(target)
                self.problem = None
        elif do == "guess_type" and self.guess is not None:
            text = str(action.get("value", ""))[:24]
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
            return
        self._apply({"type": "guess", "player": person, "target": draft.target,
                     "word": draft.text.strip()})

    def key(self, info: dict[str, Any]) -> bool:
        key = str(info.get("key", ""))
        field = info.get("field")
        stage = self.stage()
        if stage == "compose" and field == "word" and key in ("Enter", "Escape"):
            person = self._active()
            assert person is not None
            if key == "Enter":
                self._compose(person)
            else:
                self.typed = ""
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
        body = self._setup_view() if self.state is None else self._game_view(stage)
        # data-log (events so far) lets a test wait for the page to catch up
        return [h("div", {"class": "screen wordz", "data-screen": "wordz", "key": "wordz",
                          "data-stage": stage,
                          "data-log": str(len(self.state.log)) if self.state else None},
                  top_bar(self.app, t("game.wordz.name"),
                          extra=h("span", {"class": "wz-round muted"},
                                  t("wordz_ui.round_of", round=self.state.round,
                                    rounds=self.state.rounds)) if self.state else None),
                  body)]

    def _problem_view(self) -> Node | None:
        return problem_view(self.app, self.problem)

    def _setup_view(self) -> Node:
        t = self.app.t

        def select(name: str, values: tuple[int, ...], label: str) -> Node:
            return h("label", {"class": "field"}, h("span", None, label),
                     h("select", {"data-change": act("option", name=name), "name": name},
                       [h("option", {"value": str(v), "selected": v == self.options[name]}, str(v))
                        for v in values]))

        lengths = tuple(range(game.MIN_LENGTH_RANGE[0], game.MIN_LENGTH_RANGE[1] + 1))
        return h("section", {"class": "panel setup", "data-setup": "wordz"},
                 h("p", {"class": "muted"}, t("wordz_ui.setup_intro")),
                 self.seats.view(self.app),
                 h("fieldset", {"class": "options"},
                   h("legend", None, t("setup.options")),
                   select("rounds", ROUND_CHOICES, t("wordz_ui.rounds")),
                   select("min_length", lengths, t("wordz_ui.min_length"))),
                 self._problem_view(),
                 h("div", {"class": "actions"},
                   button(t("setup.start"), act("start"), cls="btn primary",
                          **{"data-start": "wordz"})))

    def _game_view(self, stage: str) -> Node:
        s = self.state
        assert s is not None
        viewer = self.viewer()
        v = views.view(s, viewer)
        acting = self._active() if stage == "turn" else None
        table = TableView(self.app, v, acting=acting, guess=self.guess if acting is not None else None,
                          fresh_from=self.fresh_from, thinking=self.thinking,
                          problem=self._problem_view() if self.guess is not None else None)
        panel = {
            "handoff": self._handoff_view,
            "compose": lambda: self._compose_view(v),
            "waiting": lambda: self._waiting_view(v),
            "turn": lambda: self._turn_view(v),
            "computer": lambda: self._computer_view(v),
            "round_over": lambda: self._round_over_view(v, table),
            "over": lambda: self._over_view(v, table),
        }[stage]()
        return h("div", {"class": "wz-layout"},
                 h("div", {"class": "wz-main"}, panel, table.latest(), table.table()),
                 h("aside", {"class": "wz-side"},
                   table.dealt(),
                   table.score_sheet() if stage not in ("round_over", "over") else None,
                   table.log()))

    def _handoff_view(self) -> Node:
        t = self.app.t
        person = self._active()
        assert self.state is not None and person is not None
        name = self.state.players[person].name
        text = "wordz_ui.handoff_compose" if self.state.phase == "compose" else "wordz_ui.handoff_turn"
        return h("section", {"class": "panel wz-handoff", "data-handoff": name,
                             "key": f"handoff{person}-{self.turn_no}"},
                 h("h2", None, t("wordz_ui.handoff_title", name=name)),
                 h("p", {"class": "muted"}, t(text, name=name)),
                 button(t("wordz_ui.ready", name=name), act("ready"), cls="btn primary big",
                        focus=True, **{"data-ready": "1"}),
                 h("label", {"class": "toggle"},
                   h("input", {"type": "checkbox", "checked": self.app.settings.hand_off,
                               "name": "hand_off", "data-change": act("hand_off")}),
                   h("span", None, t("settings.hand_off"))))

    def _compose_view(self, v: dict[str, Any]) -> Node:
        person = self._active()
        assert person is not None
        return compose_panel(self.app, v["players"][person]["name"], v["me"]["hand"], self.typed,
                             typed_letters(self.lexicon, self.typed), v["min_length"],
                             self._problem_view())

    def _waiting_view(self, v: dict[str, Any]) -> Node:
        t = self.app.t
        names = ", ".join(p["name"] for p, seat in zip(v["players"], v["seats"])
                          if not seat["composed"])
        return h("section", {"class": "panel wz-waiting", "data-waiting": "1"},
                 h("p", {"class": "thinking-dark"}, t("wordz_ui.waiting_compose", names=names)))

    def _turn_view(self, v: dict[str, Any]) -> Node:
        t = self.app.t
        turn = v["turn"]
        person = turn["player"]
        name = v["players"][person]["name"]
        tokens = v["seats"][person]["tokens"]
        flip_state = "done" if turn["flipped"] else "todo"
        if turn["guessed"]:
            guess_state = "done"
        elif not turn["can_guess"]:
            guess_state = "closed"
        else:
            guess_state = "open"
        return h("section", {"class": "panel wz-turn", "data-turn": str(person),
                             "key": f"turn{self.turn_no}"},
                 h("h2", {"tabindex": "-1", "focus": True}, t("wordz_ui.your_turn", name=name)),
                 h("ol", {"class": "wz-steps"},
                   h("li", {"class": flip_state, "data-step": f"flip-{flip_state}"},
                     t("wordz_ui.step_flip")),
                   h("li", {"class": guess_state, "data-step": f"guess-{guess_state}"},
                     t("wordz_ui.step_guess", n=tokens) if tokens else t("wordz_ui.no_tokens"))),
                 self._problem_view() if self.guess is None else None,
                 h("div", {"class": "actions"},
                   button(t("wordz_ui.end_turn"), act("end_turn"), cls="btn",
                          **{"data-end-turn": "1"}) if turn["flipped"] and not turn["guessed"]
                   else None))

    def _computer_view(self, v: dict[str, Any]) -> Node:
        turn = v["turn"]
        name = v["players"][turn["player"]]["name"]
        return h("section", {"class": "panel wz-computer", "data-thinking": str(turn["player"])},
                 h("p", {"class": "thinking-dark"}, self.app.t("wordz_ui.thinking", name=name)))

    def _round_over_view(self, v: dict[str, Any], table: TableView) -> Node:
        t = self.app.t
        starter = v["players"][v["starter"]]["name"]
        return h("div", {"class": "wz-round-over", "data-round-over": str(v["round"])},
                 h("section", {"class": "panel"},
                   h("h2", None, t("wordz_ui.round_over", round=v["round"])),
                   h("p", None, t("wordz_ui.next_starts", name=starter)),
                   h("div", {"class": "actions"},
                     button(t("wordz_ui.next_round"), act("next_round"), cls="btn primary big",
                            focus=True, **{"data-next-round": "1"}) if self._humans() else
                     h("p", {"class": "muted"}, t("wordz_ui.dealing")))),
                 table.score_sheet(live=False))

    def _over_view(self, v: dict[str, Any], table: TableView) -> Node:
        t = self.app.t
        names = [v["players"][i]["name"] for i in v["winners"]]
        title = (t("wordz_ui.winner", name=names[0]) if len(names) == 1
                 else t("wordz_ui.winners", names=", ".join(names)))
        return h("div", {"class": "wz-over"},
                 h("section", {"class": "panel winner", "data-winner": ", ".join(names)},
                   trophy(),
                   h("h2", None, title),
                   h("div", {"class": "actions"},
                     button(t("app.new_game"), act("new_game"), cls="btn primary", focus=True,
                            **{"data-again": "1"}),
                     button(t("app.home"), act("home"), cls="btn"))),
                 table.score_sheet(live=False))


def make_screen(app: "App", lexicon: Lexicon, saved: dict[str, Any] | None) -> WordzScreen:
    screen = WordzScreen(app, lexicon, saved)
    screen._resume()
    return screen
