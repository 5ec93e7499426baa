"""Mistrz Słowa at the table: set-up, the dice, the hourglass, building and
submitting a word, computer players, take-backs, the guided first game, the
best words after each turn, the end.

The pieces are drawn by ``dice``, ``hourglass`` and ``panels`` (scores,
last turn, winner) beside this module; ``guide`` holds the
guided game's steps.  Focus follows committed actions: ``_focus(name)`` names
the element that takes it, and the view gives that element a token that
changes with every move (see ``dom.js``)."""
from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from ...errors import IllegalAction
from ...gamefile import Record, resumed
from ...lexicon import Lexicon
from ...mistrz import ai, engine, game
from ...mistrz.build import Build, Preview, preview
from ...mistrz.dice import ALPHABET as LETTERS
from ...mistrz.dice import (DICE, JOKERS, OGONEK, REROLL, joker_covers, ogonek_readings,
                            plain_readings)
from ...mistrz.solver import prepare_steps
from ...mistrz.takeback import take_back, taker
from ...text import MAX_TYPED
from ..shell.chrome import problem_view, top_bar
from ..shell.setup_form import Seats
from ..shell.tour import Tour
from ..shell.vnode import Node, act, button, h
from .dice import die_label, die_node, kind_of, legend, word_dice
from .guide import BUILT, ROLLED, make_guide, turn_over
from .hourglass import HURRY_S, hourglass_view
from .panels import breakdown, last_turn, scoreboard, summary, winner_view
from .setup import set_option, setup_view

if TYPE_CHECKING:
    from ..shell.app import App

GAME_ID = "mistrz"
TICK_SECONDS = 0.25
SHOW_WORD_S = 1.6           # a computer's word stays on its dice this long before play passes


def _moment(state: game.State) -> tuple[Any, ...]:
    """Where the game is, the sand aside: a computer's move chosen at one
    moment is still good while the sand alone has run."""
    turn = state.turn
    return (state.turns, len(state.taken_back), state.current, state.phase,
            turn.faces if turn else None, turn.rerolls_left if turn else None)


class MistrzScreen:
    def __init__(self, app: "App", lexicon: Lexicon, saved: dict[str, Any] | None) -> None:
        self.app = app
        self.lexicon = lexicon
        self.state: game.State | None = saved["state"] if saved else None
        # the game as a record (docs/RECORDS.md), saved with it, for export and replay
        self.record = resumed(GAME_ID, saved, engine.to_dict)
        self.seats = Seats(1, game.MAX_PLAYERS, remote=True)
        self.seats.ensure(app, GAME_ID, ("human", "easy"))
        self.options: dict[str, Any] = game.Settings().to_dict()
        self.problem: tuple[str, dict[str, Any]] | None = None  # last refusal, shown once
        # The word being built: {"die", "letter", "ogonek"}; a letter is None
        # while the player still has to say what a joker (or Ź/Ż) stands for.
        self.picks: list[dict[str, Any]] = []
        self.reroll_mode = False
        self.typed = ""
        self.confirm_give_up = False
        self.roll_id = 0                         # new dice elements (and their tumble) per roll
        self.rolled: set[int] = set()            # dice that just landed
        self.thinking = False
        self.showing: Build | None = None        # a computer's word, laid on its dice
        self._thought = 0                        # a take-back makes a pending computer move stale
        self.focus_on: str | None = None         # "roll", "die:3", "word", "outcome", "winner"
        self.moves = 0                           # committed actions: the focus token changes
        self._guide: Tour | None = None
        self._ticked_s: int | None = None        # the last second the hourglass ticked for
        self._tick_at: float | None = None
        self._timer: Any = None
        # The solver's one-off set-up (about half a second, in slices) while
        # the set-up screen is read, not at the end of the first turn.
        app.run_sliced(prepare_steps(lexicon), lambda _: None)
        if self.state is not None:
            self._focus(self._turn_focus())
        self._resume()

    # -- the flow ----------------------------------------------------------
    @property
    def guide(self) -> Tour | None:
        """The guided first game, once there is a table to guide through."""
        if self._guide is None and self.state is not None:
            self._guide = make_guide(self.app, self.state.settings)
        return self._guide

    def _resume(self) -> None:
        """After set-up, a move, or a reload: start the sand and the computer."""
        state = self.state
        if state is None or state.phase == "over":
            return
        if self._is_computer(state.current) and not self.thinking:
            self._computer_step()
        self._keep_ticking()

    def _keep_ticking(self) -> None:
        """The hourglass is drawn again every tick while its sand runs."""
        state = self.state
        if state is not None and state.phase == "forming" and state.settings.hourglass \
                and self._timer is None:
            self._tick_at = time.monotonic()
            self._timer = self.app.services.later(TICK_SECONDS, self._tick)

    def resumed(self) -> None:
        """Back from the rules: the sand and the computer stop while another
        screen shows (see ``_tick``), and start again here."""
        self._resume()

    def _is_computer(self, seat: int) -> bool:
        return self.state is not None and self.state.players[seat].kind != "human"

    def _here(self, seat: int) -> bool:
        """Whether a person plays ``seat`` on this device (input, hand-off, focus)."""
        return not self._is_computer(seat)

    def _focus(self, name: str | None) -> None:
        self.focus_on = name
        self.moves += 1

    def _turn_focus(self) -> str:
        """Where the focus goes when a turn begins or ends."""
        state = self.state
        assert state is not None
        if state.phase == "over":
            return "winner"
        if not self._here(state.current):
            return "outcome"
        return "roll" if state.phase == "roll" else "die:0"

    def _apply(self, action: dict[str, Any]) -> bool:
        """Apply an action; a refusal is kept to be shown and the state stays."""
        assert self.state is not None
        before = self.state
        try:
            self.state = game.apply(self.state, action, self.lexicon)
        except IllegalAction as error:
            self.problem = (error.code, error.params)
            if action["type"] == "submit":
                self.app.feel("refuse")
            return False
        self._after(before, action)
        return True

    def _after(self, before: game.State, action: dict[str, Any]) -> None:
        """After ``action`` moved the game from ``before`` (played here, by a
        computer or on another device): recorded, the table turned, saved."""
        assert self.record is not None and self.state is not None
        self.record.add(action)
        if action["type"] != "tick":  # the sand running on must not hide a refusal
            self.problem = None
        if action["type"] == "tick" and self.state.phase == before.phase:
            return  # the sand is saved with the next move, or when the page is hidden
        if before.turn is not self.state.turn and (self.state.turn is None or before.turn is None
                                                   or before.turn.faces != self.state.turn.faces):
            self._clear_word()
        person = self._here(before.current)
        if action["type"] == "roll":
            self.roll_id += 1
            self.rolled = set(range(len(DICE)))
            self.app.feel("roll")
            if person:
                self._focus("die:0")
                self._guide_saw_roll()
        elif action["type"] == "reroll":
            self.rolled = {int(action["die"])}
            self.roll_id += 1
            self.app.feel("roll")
            if person:
                self._focus(f"die:{action['die']}")
        if self.state.turns != before.turns:
            self._turn_ended(person)
        self._save()

    def _guide_saw_roll(self) -> None:
        guide = self.guide
        if guide is None:
            return
        if guide.offered:
            guide.finish()  # played on without it: not offered again
        guide.saw(ROLLED)

    def _turn_ended(self, person: bool) -> None:
        assert self.state is not None
        self.showing = None
        self._ticked_s = None
        if person and self.guide:
            turn_over(self.guide)
        if self.state.phase == "over":
            self.app.feel("win")
        self._focus(self._turn_focus())

    def _save(self) -> None:
        assert self.state is not None
        self.app.keep_game(GAME_ID, self.state, summary(self.app, self.state), self.record)

    @property
    def choosing(self) -> int | None:
        """The first pick whose letter is still to be chosen."""
        return next((i for i, p in enumerate(self.picks) if p["letter"] is None), None)

    def _clear_word(self) -> None:
        self.picks = []
        self.typed = ""
        self.reroll_mode = False
        self.confirm_give_up = False

    def _tick(self) -> None:
        self._timer = None
        state = self.state
        if state is None or state.phase != "forming" or self.app.screen is not self:
            return
        self._run_sand()
        self._hurry()
        self.app.services.render()
        self._resume()

    def _run_sand(self) -> None:
        """Tell the game how much sand ran since the last tick."""
        state = self.state
        assert state is not None
        now = time.monotonic()
        # A page in the background gets few timer calls: one may carry much time.
        elapsed = min(int((now - (self._tick_at or now)) * 1000), state.settings.total_ms)
        self._tick_at = now
        if self._sand_waits():
            elapsed = 0
        if elapsed > 0:
            self._apply({"type": "tick", "ms": elapsed})

    def persist(self) -> None:
        """The page is hidden or being left: save the sand as it is now, so
        that a reload gives back no more than the last tick."""
        state = self.state
        if state is None or state.phase == "over" or self.app.screen is not self:
            return
        if state.phase == "forming" and state.settings.hourglass and not self._is_computer(
                state.current) and self._tick_at is not None:
            self._run_sand()
        if self.state is not None and self.state.phase != "over":
            self._save()

    def _sand_waits(self) -> bool:
        """The guided game: the sand waits while the guide talks to the person."""
        return (self.guide is not None and self.guide.running and self.state is not None
                and self._here(self.state.current))

    def _hurry(self) -> None:
        """The hourglass ticks once a second in a person's last ten seconds."""
        state = self.state
        sand = self._sand()
        if sand is None or state is None or not self._here(state.current):
            return
        left_s = (sand["left_ms"] + 999) // 1000
        if 0 < left_s <= HURRY_S and left_s != self._ticked_s:
            self._ticked_s = left_s
            self.app.feel("tick")

    def _sand(self) -> dict[str, Any] | None:
        """The hourglass as it stands now (``game.sand``)."""
        return game.sand(self.state) if self.state is not None else None

    def _computer_step(self) -> None:
        """One action of the computer player to move, after a visible pause; a
        word is first laid on its dice for a moment, so the table sees how."""
        state = self.state
        assert state is not None
        self.thinking = True
        thought = self._thought
        moment = _moment(state)
        action, delay_ms = ai.choose_action(state, self.lexicon)

        def act_now() -> None:
            if thought != self._thought:
                return  # taken back: that turn is gone
            if self.app.screen is not self:
                # the table was left (the rules): ``resumed`` starts the turn again
                self.thinking = False
                self.showing = None
                return
            assert self.state is not None
            if _moment(self.state) != moment:
                self.thinking = False  # the game moved on meanwhile (the sand ran out)
                self.showing = None
                self._resume()
                return
            if action["type"] == "submit" and self.showing is None:
                self.showing = game.build_typed(self.state, action["word"])
                sand = game.sand(self.state)
                pause = SHOW_WORD_S if sand is None else min(
                    SHOW_WORD_S, max(0.0, (sand["left_ms"] - 500) / 1000))
                self.app.services.render()
                self.app.services.later(pause, act_now)
                return
            self.thinking = False
            self._apply(action)
            self.app.services.render()
            self._resume()

        self.app.services.later(delay_ms / 1000, act_now)

    def _take_back(self) -> None:
        state = self.state
        assert state is not None
        seat = taker(state)
        if seat is None or not self._here(seat):
            return
        self.state = take_back(state, seat)
        assert self.record is not None
        self.record.take_back(seat)
        self._thought += 1
        self.thinking = False
        self.showing = None
        self._clear_word()
        self.problem = None
        self.rolled = set()
        self._focus("die:0")
        self._save()

    # -- building a word -----------------------------------------------------
    def _faces(self) -> tuple[str, ...]:
        assert self.state is not None and self.state.turn is not None
        return self.state.turn.faces

    def _used(self) -> set[int]:
        used = {p["die"] for p in self.picks}
        used.update(p["ogonek"] for p in self.picks if p.get("ogonek") is not None)
        return used

    def _click_die(self, die: int) -> None:
        state = self.state
        if state is None or state.phase != "forming" or not self._here(state.current):
            return
        if self.reroll_mode:
            self._clear_word()
            self._apply({"type": "reroll", "die": die})
            return
        faces = self._faces()
        face = faces[die]
        self.problem = None
        if die in self._used():
            self._unpick(die)
            return
        if face == REROLL:
            self.problem = ("mistrz_ui.reroll_face", {})
        elif face == OGONEK:
            self._attach_ogonek(die)
        elif face in JOKERS:
            self.picks.append({"die": die, "letter": None})
        else:
            self.picks.append({"die": die, "letter": face})
        self.typed = self._spelled()

    def _unpick(self, die: int) -> None:
        """Clicking a used die takes it back: an ogonek comes off its letter;
        a letter die leaves the word with every letter after it."""
        for index, pick in enumerate(self.picks):
            if pick.get("ogonek") == die:
                pick.pop("ogonek")
                pick["letter"] = self._faces()[pick["die"]]
                break
            if pick["die"] == die:
                del self.picks[index:]
                break
        self.typed = self._spelled()

    def _attach_ogonek(self, die: int) -> None:
        if not self.picks:
            self.problem = ("mistrz_ui.ogonek_first", {})
            return
        last = self.picks[-1]
        face = self._faces()[last["die"]]
        options = ogonek_readings(face) if face not in JOKERS else ()
        if last.get("ogonek") is not None or not options:
            self.problem = ("mistrz_ui.ogonek_where", {})
            return
        last["ogonek"] = die
        # One letter it can become, or the player chooses (Ź or Ż, also from an N read as Z).
        last["letter"] = options[0] if len(options) == 1 else None

    def _choices(self) -> tuple[str, ...]:
        """Letters the pick being chosen may be."""
        if self.choosing is None:
            return ()
        pick = self.picks[self.choosing]
        face = self._faces()[pick["die"]]
        if pick.get("ogonek") is not None:
            return ogonek_readings(face)
        return tuple(letter for letter in LETTERS if joker_covers(face, letter))

    def _choose(self, letter: str) -> None:
        if self.choosing is not None and letter in self._choices():
            self.picks[self.choosing]["letter"] = letter
            self.typed = self._spelled()

    def _swap(self, index: int) -> None:
        """Read a W as M, a Z as N, and back (free, not a joker)."""
        if not 0 <= index < len(self.picks):
            return
        pick = self.picks[index]
        face = self._faces()[pick["die"]]
        readings = plain_readings(face)
        if pick.get("ogonek") is None and len(readings) == 2:
            pick["letter"] = readings[1] if pick["letter"] == readings[0] else readings[0]
            self.typed = self._spelled()

    def _spelled(self) -> str:
        return "".join(p["letter"] or "_" for p in self.picks)

    def _type(self, text: str) -> None:
        """A typed word: the best way the dice make it becomes the picks."""
        text = text[:MAX_TYPED]
        self.typed = text
        build = game.build_typed(self.state, text) if text.strip() else None
        self.picks = [p.to_dict() for p in build.picks] if build else []
        if text.strip() and build is None:
            self.problem = ("mistrz.cannot_make", {"word": text.strip().upper()})
        else:
            self.problem = None

    def _clean_picks(self) -> list[dict[str, Any]]:
        return [{k: v for k, v in p.items() if v is not None} for p in self.picks]

    def _preview(self) -> Preview | None:
        """The word the picks spell, scored, or why not yet (None while a letter is to choose)."""
        if not self.picks or self.choosing is not None:
            return None
        return preview(self._faces(), self._clean_picks(), self.lexicon)

    def _submit(self) -> None:
        if not self.picks:
            self.problem = ("mistrz_ui.nothing_to_submit", {})
            return
        self._apply({"type": "submit", "picks": self._clean_picks()})

    # -- events --------------------------------------------------------------
    def handle(self, action: dict[str, Any]) -> None:
        do = action.get("do")
        if self.state is None:
            self._handle_setup(action)
            return
        guide = self.guide
        if guide is not None and guide.handle(action):
            self._focus(self._turn_focus())
            self._resume()
            return
        human = self._here(self.state.current)
        if do == "new_game":
            self.state = None
            self.problem = None
            self._guide = None
        elif do == "take_back":
            self._take_back()
        elif not human or self.state.phase == "over":
            return
        elif do == "roll":
            self._apply({"type": "roll"})
        elif do == "die":
            self._click_die(int(action.get("die", -1)))
        elif do == "reroll_mode":
            self.reroll_mode = not self.reroll_mode
            if self.reroll_mode:
                self._focus("die:0")
        elif do == "choose":
            self._choose(str(action.get("letter")))
        elif do == "swap":
            self._swap(int(action.get("index", -1)))
        elif do == "type":
            self._type(str(action.get("value", "")))
        elif do == "clear":
            self._clear_word()
            self.problem = None
        elif do == "submit":
            self._submit()
        elif do == "give_up":
            if self.confirm_give_up:
                self._apply({"type": "give_up"})
            else:
                self.confirm_give_up = True
        self._word_built()
        self._resume()

    def _word_built(self) -> None:
        seen = self._preview() if self.state is not None and self.state.phase == "forming" \
            and self._here(self.state.current) else None
        if seen is not None and seen.problem is None and self.guide:
            self.guide.saw(BUILT)

    def _handle_setup(self, action: dict[str, Any]) -> None:
        do = action.get("do")
        if self.seats.handle(self.app, action):
            return
        if do == "option":
            set_option(self.options, action.get("name"), action.get("value"))
        elif do == "start":
            try:
                self.state = engine.new_game(self.seats.players(), self.app.new_seed(GAME_ID),
                                             self.options)
            except IllegalAction as error:
                self.problem = (error.code, error.params)
                return
            self.record = Record(GAME_ID, engine.to_dict(self.state))
            self.problem = None
            self._focus(self._turn_focus())
            self._save()
            if self.seats.remote_seats():
                self.app.host_table(GAME_ID, self.seats.remote_seats())
            else:
                self._resume()

    def key(self, info: dict[str, Any]) -> bool:
        key = str(info.get("key", ""))
        state = self.state
        if state is None or state.phase == "over" or not self._here(state.current):
            return False
        field = info.get("field")
        if field == "word":
            if key == "Enter":
                self._submit()
            elif key == "Escape":
                self._clear_word()
            else:
                return False
        elif self.choosing is not None and len(key) == 1 and key.upper() in self._choices():
            self._choose(key.upper())
        elif key == "Escape":
            self._clear_word()
        elif (field == "dice" and len(key) == 1 and key.upper() in LETTERS
              and not self.reroll_mode and not info.get("ctrl") and not info.get("alt")):
            # Typing on the dice spells the word: the field takes the letter and the focus.
            self._type(self.typed + key)
            self._focus("word")
        else:
            return False
        self._word_built()
        self._resume()
        return True

    # -- views ---------------------------------------------------------------
    def view(self) -> list[Node]:
        t = self.app.t
        body = (setup_view(self.app, self.seats, self.options, self._problem_view())
                if self.state is None else self._table_view())
        return [h("div", {"class": "screen mistrz", "data-screen": "mistrz", "key": "mistrz"},
                  top_bar(self.app, t("game.mistrz.name"), rules=GAME_ID), body)]

    def _problem_view(self) -> Node | None:
        return problem_view(self.app, self.problem)

    def _mark(self, target: str) -> str:
        return self.guide.mark(target) if self.guide else ""

    def _focus_token(self, name: str) -> str | None:
        """The focus attribute for the element called ``name``: a token that
        changes with each committed action, while the guide's own buttons do
        not hold the focus."""
        guide = self.guide
        if self.focus_on != name:
            return None
        if guide is not None and (guide.offered and self._offer_shown() or (
                guide.step is not None and guide.step.waits_for is None)):
            return None
        return f"{name}-{self.moves}"

    def _offer_shown(self) -> bool:
        state = self.state
        return (state is not None and state.phase == "roll"
                and self._here(state.current))

    def _die_button(self, index: int, face: str, used: set[int], order: dict[int, int]) -> Node:
        kind = kind_of(index)
        classes = ["mz-die-btn"]
        if index in used:
            classes.append("used")
        if index in self.rolled:
            classes.append("tumble")
        if self.reroll_mode:
            classes.append("rerollable")
        badge = order.get(index)
        label = die_label(self.app, face, kind)
        if self.reroll_mode:
            label = self.app.t("mistrz_ui.reroll_this", die=label)
        # The badge (the die's place in the word) sits beside the button, not
        # in it: a button's visible text must be part of its name.
        return h("span", {"class": "mz-die-cell",
                          "key": f"die{index}-{self.roll_id if index in self.rolled else 0}"},
                 h("button", {"type": "button", "class": " ".join(classes),
                              "data-act": act("die", die=index), "data-die": str(index),
                              "data-face": face, "aria-label": label,
                              "aria-pressed": "true" if index in used else "false",
                              "style": {"--i": str(index)},
                              "focus": self._focus_token(f"die:{index}")},
                   die_node(self.app, face, kind, decorative=True)),
                 h("span", {"class": "mz-die-badge", "aria-hidden": "true"}, str(badge))
                 if badge else None)

    def _tray(self, computer: bool) -> Node:
        state = self.state
        assert state is not None and state.turn is not None
        t = self.app.t
        picks = ([p.to_dict() for p in self.showing.picks] if self.showing is not None
                 else self.picks)
        used = {p["die"] for p in picks}
        used.update(p["ogonek"] for p in picks if p.get("ogonek") is not None)
        order = {p["die"]: i + 1 for i, p in enumerate(picks)}
        if computer:
            dice = [h("span", {"class": "mz-die-slot" + (" used" if i in used else "") + (
                        " tumble" if i in self.rolled else ""),
                               "key": f"die{i}-{self.roll_id if i in self.rolled else 0}",
                               "data-die": str(i), "data-face": face, "style": {"--i": str(i)}},
                      die_node(self.app, face, kind_of(i)),
                      h("span", {"class": "mz-die-badge", "aria-hidden": "true"}, str(order[i]))
                      if i in order else None)
                    for i, face in enumerate(state.turn.faces)]
        else:
            dice = [self._die_button(i, face, used, order)
                    for i, face in enumerate(state.turn.faces)]
        classes = ["tray"]
        if self.reroll_mode:
            classes.append("reroll-mode")
        if self._mark("dice"):
            classes.append(self._mark("dice"))
        return h("div", {"class": " ".join(classes), "role": "group",
                         "aria-label": t("mistrz_ui.dice"),
                         "data-keys": None if computer else "dice"}, dice)

    def _take_back_button(self) -> Node | None:
        state = self.state
        assert state is not None
        seat = taker(state)
        if seat is None or not self._here(seat):
            return None
        record = next(r for r in reversed(state.recent) if r.player == seat)
        t = self.app.t
        label = (t("mistrz_ui.take_back_word", word=record.build.word)
                 if record.build is not None else t("mistrz_ui.take_back_give_up"))
        return button(["\u21b6 ", label], act("take_back"), cls="btn small take-back",
                      **{"data-take-back": str(seat)})

    def _word_panel(self) -> Node:
        t = self.app.t
        state = self.state
        assert state is not None and state.turn is not None
        faces = state.turn.faces
        seen = self._preview()
        swaps = [button("\u21c4", act("swap", index=i), cls="swap",
                        **{"aria-label": t("mistrz_ui.swap", letter=faces[p["die"]])})
                 if p.get("ogonek") is None and len(plain_readings(faces[p["die"]])) == 2
                 else None for i, p in enumerate(self.picks)]
        score = None
        if seen is not None and seen.build is not None:
            score = breakdown(self.app, seen.build.score, mark=self._mark("breakdown"))
        pending = None
        if seen is not None and seen.problem is not None and self.problem is None:
            code, params = seen.problem
            pending = h("p", {"class": "pending muted"}, t(code, **params))
        chooser = None
        if self.choosing is not None:
            chooser = h("div", {"class": "mz-chooser", "role": "group",
                                "aria-label": t("mistrz_ui.choose_letter")},
                        h("span", None, t("mistrz_ui.choose_letter")),
                        [button(letter, act("choose", letter=letter), cls="chip letter-choice",
                                **{"data-letter": letter}) for letter in self._choices()])
        return h("section", {"class": " ".join(c for c in ("word-panel", self._mark("word"))
                                              if c)},
                 h("div", {"class": "word-line", "aria-live": "polite"},
                   word_dice(self.app, faces, self.picks, extra=swaps) if self.picks
                   else h("span", {"class": "muted"}, t("mistrz_ui.pick_hint"))),
                 chooser, score, pending, self._problem_view(),
                 h("div", {"class": "word-input"},
                   h("input", {"type": "text", "value": self.typed, "name": "word",
                               "focus": self._focus_token("word"), "maxlength": str(MAX_TYPED),
                               "autocomplete": "off", "autocapitalize": "characters",
                               "spellcheck": "false", "data-keys": "word",
                               "aria-label": t("mistrz_ui.type_word"),
                               "placeholder": t("mistrz_ui.type_word"),
                               "data-input": act("type")}),
                   # An icon beside the field, so the whole turn fits a phone's screen.
                   button("\u2715", act("clear"), cls="btn clear", disabled=not self.picks,
                          **{"aria-label": t("mistrz_ui.clear"), "title": t("mistrz_ui.clear"),
                             "data-clear": "1"})),
                 h("div", {"class": "actions"},
                   button(t("mistrz_ui.submit"), act("submit"), cls="btn primary",
                          disabled=not self.picks, **{"data-submit-word": "1"}),
                   button(t("mistrz_ui.give_up_confirm") if self.confirm_give_up
                          else t("mistrz_ui.give_up"), act("give_up"),
                          cls="btn danger" if self.confirm_give_up else "btn ghost",
                          **{"data-give-up": "1"})))

    def _computer_status(self, name: str) -> Node:
        state = self.state
        assert state is not None and state.turn is not None
        if self.showing is None:
            return self._elsewhere(name)
        return h("div", {"class": "computer-word", "role": "status"},
                 h("p", {"class": "turn-note"},
                   self.app.t("mistrz_ui.computer_plays", name=name, word=self.showing.word)),
                 word_dice(self.app, state.turn.faces, self.showing.picks, animate=True))

    def _roll_area(self, name: str, computer: bool) -> Node:
        t = self.app.t
        state = self.state
        assert state is not None
        hand_off = not computer and self._passes_hands()
        return h("section", {"class": "roll-area", "data-turn": str(state.turns + 1)},
                 h("p", {"class": "turn-of"}, t("mistrz_ui.turn_of", name=name)),
                 h("p", {"class": "pass-to"}, t("mistrz_ui.pass_to", name=name))
                 if hand_off else None,
                 self._elsewhere(name) if computer else
                 button(t("mistrz_ui.roll"), act("roll"),
                        cls=" ".join(c for c in ("btn primary big", self._mark("roll")) if c),
                        focus=self._focus_token("roll"), **{"data-roll": "1"}),
                 self._take_back_button(),
                 self._problem_view())

    def _remote_turn(self, seat: int) -> str | None:
        """A hosted table's line for a guest's turn (``HostTable``); None here."""
        return None

    def _elsewhere(self, name: str) -> Node:
        """A turn nobody plays here: a computer's, or a person's on another device."""
        assert self.state is not None
        remote = self._remote_turn(self.state.current)
        if remote is not None:
            return h("p", {"class": "thinking", "role": "status", "data-away": "1",
                           "data-remote-turn": str(self.state.current)}, remote)
        return h("p", {"class": "thinking", "role": "status"},
                 self.app.t("mistrz_ui.thinking", name=name))

    def _passes_hands(self) -> bool:
        """Whether the device goes to another person for this turn (hot-seat)."""
        state = self.state
        assert state is not None
        people = sum(self._here(seat) for seat in range(len(state.players)))
        last = state.last.player if state.last is not None else None
        return people > 1 and last is not None and last != state.current

    def _forming(self, name: str, computer: bool) -> Node:
        t = self.app.t
        state = self.state
        assert state is not None and state.turn is not None
        turn = state.turn
        reroll = game.reroll_open(state) and not computer
        sand = self._sand()
        return h("section", {"class": "forming" + (" computer" if computer else "")},
                 h("div", {"class": "forming-head"},
                   h("p", {"class": "turn-of"}, t("mistrz_ui.turn_of", name=name)),
                   hourglass_view(self.app, sand, mark=self._mark("hourglass"))
                   if sand is not None else None),
                 self._tray(computer),
                 legend(self.app),
                 h("div", {"class": "reroll-bar"},
                   button(t("mistrz_ui.reroll_cancel") if self.reroll_mode else
                          t("mistrz_ui.reroll", n=turn.rerolls_left), act("reroll_mode"),
                          cls="btn small" + (" active" if self.reroll_mode else ""),
                          **{"data-reroll": "1"}),
                   h("span", {"class": "reroll-hint", "role": "status"},
                     t("mistrz_ui.reroll_hint")) if self.reroll_mode else None)
                 if reroll else None,
                 self._computer_status(name) if computer else self._word_panel(),
                 self._take_back_button() if computer else None)

    def _table_view(self) -> Node:
        state = self.state
        assert state is not None
        name = state.players[state.current].name
        computer = not self._here(state.current)
        guide = self.guide
        if state.phase == "over":
            centre = winner_view(self.app, state, focus=self._focus_token("winner"))
        elif state.phase == "roll":
            centre = self._roll_area(name, computer)
        else:
            centre = self._forming(name, computer)
        coach = None
        if guide is not None and (guide.running or (guide.offered and self._offer_shown())):
            coach = guide.view()
        return h("div", {"class": "mistrz-table"},
                 scoreboard(self.app, state, mark=self._mark("scores")),
                 h("div", {"class": "mistrz-main"}, coach, centre,
                   last_turn(self.app, state, mark=self._mark("last"),
                             focus=self._focus_token("outcome"))))


def make_screen(app: "App", lexicon: Lexicon, saved: dict[str, Any] | None) -> MistrzScreen:
    return MistrzScreen(app, lexicon, saved)
