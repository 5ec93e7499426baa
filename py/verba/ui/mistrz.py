"""Mistrz Słowa at the table: set-up, the dice, the hourglass, building and
submitting a word, computer players, the best words after each turn, the end."""
from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from ..errors import IllegalAction
from ..lexicon import Lexicon
from ..mistrz import ai, game
from ..mistrz.build import preview
from ..mistrz.solver import prepare
from ..mistrz.dice import (CONSONANT_JOKER, DICE, JOKERS, LETTER_JOKER, OGONEK, REROLL,
                           VOWEL_JOKER, joker_covers, ogonek_readings, plain_readings)
from ..mistrz.dice import ALPHABET as LETTERS
from .chrome import problem_view, top_bar, trophy
from .setup_form import Seats
from .vnode import Node, act, button, h

if TYPE_CHECKING:
    from .app import App

GAME_ID = "mistrz"
GLYPHS = {LETTER_JOKER: "\u2605", CONSONANT_JOKER: "\u25ef", VOWEL_JOKER: "\u2715",
          OGONEK: "\u02db", REROLL: "?"}
TICK_SECONDS = 0.25
SAVE_EVERY_MS = 2000        # the sand is saved this often, not on every tick


def _summary(app: "App", state: game.State) -> str:
    scores = ", ".join(f"{p.name} {p.score}" for p in state.players)
    return app.t("mistrz.summary", round=state.round, scores=scores)


class MistrzScreen:
    def __init__(self, app: "App", lexicon: Lexicon, saved: dict[str, Any] | None) -> None:
        self.app = app
        self.lexicon = lexicon
        self.state: game.State | None = saved["state"] if saved else None
        self.seats = Seats(1, game.MAX_PLAYERS)
        self.seats.ensure(app, ("human", "hard"))
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
        self._tick_at: float | None = None
        self._unsaved_ms = 0
        self._timer: Any = None
        # The solver's one-off set-up (about half a second) while the set-up
        # screen is read, not at the end of the first turn.
        app.services.later(0.05, lambda: prepare(lexicon))
        self._resume()

    # -- the flow ----------------------------------------------------------
    def _resume(self) -> None:
        """After set-up, a move, or a reload: start the sand or the computer."""
        state = self.state
        if state is None or state.phase == "over":
            return
        if self._is_computer(state.current) and not self.thinking:
            self._computer_step()
        elif state.phase == "forming" and state.settings.hourglass and self._timer is None:
            self._tick_at = time.monotonic()
            self._timer = self.app.services.later(TICK_SECONDS, self._tick)

    def _is_computer(self, seat: int) -> bool:
        return self.state is not None and self.state.players[seat].kind != "human"

    def _apply(self, action: dict[str, Any]) -> bool:
        """Apply an action; a refusal is kept to be shown and the state stays."""
        assert self.state is not None
        before = self.state
        try:
            self.state = game.apply(self.state, action, self.lexicon)
        except IllegalAction as error:
            self.problem = (error.code, error.params)
            return False
        if action["type"] != "tick":  # the sand running on must not hide a refusal
            self.problem = None
        if action["type"] == "tick":
            self._unsaved_ms += int(action["ms"])
            if self._unsaved_ms < SAVE_EVERY_MS and self.state.phase == before.phase:
                return True
        self._unsaved_ms = 0
        if before.turn is not self.state.turn and (self.state.turn is None or before.turn is None
                                                   or before.turn.faces != self.state.turn.faces):
            self._clear_word()
        if action["type"] == "roll":
            self.roll_id += 1
            self.rolled = set(range(len(DICE)))
        elif action["type"] == "reroll":
            self.rolled = {int(action["die"])}
            self.roll_id += 1
        self._save()
        return True

    def _save(self) -> None:
        assert self.state is not None
        if self.state.phase == "over":
            winners = [self.state.players[i].name for i in self.state.winners]
            self.app.finish_game(GAME_ID, {
                "finished": int(time.time() * 1000),
                "players": [{"name": p.name, "score": p.score} for p in self.state.players],
                "winners": winners})
        else:
            self.app.save_game(GAME_ID, game.to_dict(self.state), _summary(self.app, self.state))

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
        now = time.monotonic()
        # A page in the background gets few timer calls: one may carry much time.
        elapsed = min(int((now - (self._tick_at or now)) * 1000), state.settings.total_ms)
        self._tick_at = now
        if elapsed > 0:
            self._apply({"type": "tick", "ms": elapsed})
        self.app.services.render()
        self._resume()

    def _computer_step(self) -> None:
        """One action of the computer player to move, after a visible pause."""
        state = self.state
        assert state is not None
        self.thinking = True
        action, delay_ms = ai.choose_action(state, self.lexicon)

        def act_now() -> None:
            self.thinking = False
            if self.state is not state or self.app.screen is not self:
                return  # the game moved on (or was left) meanwhile
            self._apply(action)
            self.app.services.render()
            self._resume()

        self.app.services.later(delay_ms / 1000, act_now)

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
        if state is None or state.phase != "forming" or self._is_computer(state.current):
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
        self.typed = text
        build = game.build_typed(self.state, text) if text.strip() else None
        self.picks = [p.to_dict() for p in build.picks] if build else []
        if text.strip() and build is None:
            self.problem = ("mistrz.cannot_make", {"word": text.strip().upper()})
        else:
            self.problem = None

    def _submit(self) -> None:
        if not self.picks:
            self.problem = ("mistrz_ui.nothing_to_submit", {})
            return
        self._apply({"type": "submit", "picks": [
            {k: v for k, v in p.items() if v is not None} for p in self.picks]})

    # -- events --------------------------------------------------------------
    def handle(self, action: dict[str, Any]) -> None:
        do = action.get("do")
        if self.state is None:
            self._handle_setup(action)
            return
        human = not self._is_computer(self.state.current)
        if do == "new_game":
            self.state = None
            self.problem = None
        elif not human or self.state.phase == "over":
            return
        elif do == "roll":
            self._apply({"type": "roll"})
        elif do == "die":
            self._click_die(int(action.get("die", -1)))
        elif do == "reroll_mode":
            self.reroll_mode = not self.reroll_mode
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
        self._resume()

    def _handle_setup(self, action: dict[str, Any]) -> None:
        do = action.get("do")
        if self.seats.handle(self.app, action):
            return
        if do == "option":
            name, value = action.get("name"), action.get("value")
            if name in ("target", "run_seconds", "runs"):
                try:
                    self.options[name] = int(str(value))
                except ValueError:
                    self.options[name] = value
            elif name == "hourglass":
                self.options[name] = value == "true"
            elif name == "end":
                self.options[name] = value
        elif do == "start":
            try:
                self.state = game.new_game(self.seats.players(), self.options,
                                           self.app.new_seed(GAME_ID))
            except IllegalAction as error:
                self.problem = (error.code, error.params)
                return
            self.problem = None
            self._save()
            self._resume()

    def key(self, info: dict[str, Any]) -> bool:
        key = str(info.get("key", ""))
        state = self.state
        if state is None or state.phase == "over" or self._is_computer(state.current):
            return False
        if info.get("field") == "word":
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
        elif state.phase == "roll" and key in ("Enter", " ") and info.get("field") is None:
            self._apply({"type": "roll"})
        else:
            return False
        self._resume()
        return True

    # -- views ---------------------------------------------------------------
    def view(self) -> list[Node]:
        t = self.app.t
        body = self._setup_view() if self.state is None else self._table_view()
        return [h("div", {"class": "screen mistrz", "data-screen": "mistrz", "key": "mistrz"},
                  top_bar(self.app, t("game.mistrz.name")), body)]

    def _problem_view(self) -> Node | None:
        return problem_view(self.app, self.problem)

    def _setup_view(self) -> Node:
        t = self.app.t
        o = self.options

        def select(name: str, values: tuple[Any, ...], label: str, show=str) -> Node:
            return h("label", {"class": "field"}, h("span", None, label),
                     h("select", {"data-change": act("option", name=name), "name": name},
                       [h("option", {"value": str(v), "selected": v == o[name]}, show(v))
                        for v in values]))

        return h("section", {"class": "panel setup", "data-setup": "mistrz"},
                 h("p", {"class": "muted"}, t("mistrz_ui.setup_intro")),
                 self.seats.view(self.app),
                 h("fieldset", {"class": "options"},
                   h("legend", None, t("setup.options")),
                   h("label", {"class": "field"}, h("span", None, t("mistrz_ui.target")),
                     h("input", {"type": "number", "min": "10", "max": "1000", "step": "10",
                                 "value": str(o["target"]), "name": "target",
                                 "data-change": act("option", name="target")})),
                   select("run_seconds", (30, 45, 60, 90, 120, 180), t("mistrz_ui.run_seconds"),
                          lambda v: t("mistrz_ui.seconds", n=v)),
                   select("runs", (2, 3), t("mistrz_ui.runs"),
                          lambda v: t("mistrz_ui.runs_n", n=v)),
                   h("label", {"class": "toggle"},
                     h("input", {"type": "checkbox", "checked": bool(o["hourglass"]),
                                 "name": "hourglass",
                                 "data-change": act("option", name="hourglass")}),
                     h("span", None, t("mistrz_ui.hourglass"))),
                   select("end", game.END_RULES, t("mistrz_ui.end"),
                          lambda v: t(f"mistrz_ui.end_{v}"))),
                 self._problem_view(),
                 h("div", {"class": "actions"},
                   button(t("setup.start"), act("start"), cls="btn primary",
                          **{"data-start": "mistrz"})))

    def _scoreboard(self) -> Node:
        state = self.state
        assert state is not None
        t = self.app.t
        target = state.settings.target
        rows = []
        for seat, player in enumerate(state.players):
            width = max(0.0, min(1.0, player.score / target)) * 100
            rows.append(h("li", {"class": "score-row" + (" current" if seat == state.current and
                                                         state.phase != "over" else ""),
                                 "key": f"p{seat}", "data-seat": str(seat),
                                 "aria-current": "true" if seat == state.current else None},
                          h("span", {"class": "score-name"}, player.name,
                            h("small", None, " · ", t(f"setup.kind.{player.kind}"))
                            if player.kind != "human" and t(f"setup.level.{player.kind}")
                            not in player.name else None),
                          h("b", {"class": "score-value", "data-score": str(player.score)},
                            str(player.score)),
                          h("span", {"class": "score-bar", "aria-hidden": "true"},
                            h("span", {"style": {"width": f"{width:.0f}%"}}))))
        return h("aside", {"class": "scoreboard panel", "aria-label": t("mistrz_ui.scores")},
                 h("h2", None, t("mistrz_ui.scores"),
                   h("small", None, " ", t("mistrz_ui.to_win", target=target))),
                 h("ol", None, rows),
                 h("p", {"class": "muted"}, t("mistrz_ui.round", round=state.round)))

    def _die(self, index: int, face: str, used: set[int], order: dict[int, int]) -> Node:
        kind = DICE[index].kind
        letter = len(face) == 1
        label = face if letter else self.app.t(f"mistrz_ui.face.{face}")
        classes = ["die", f"die-{kind}", "face-letter" if letter else f"face-{face}"]
        if index in used:
            classes.append("used")
        if index in self.rolled:
            classes.append("tumble")
        if self.reroll_mode:
            classes.append("rerollable")
        badge = order.get(index)
        return h("button", {"type": "button", "class": " ".join(classes),
                            "key": f"die{index}-{self.roll_id if index in self.rolled else 0}",
                            "data-act": act("die", die=index), "data-die": str(index),
                            "data-face": face, "aria-label": label,
                            "aria-pressed": "true" if index in used else "false"},
                 h("span", {"class": "die-face", "aria-hidden": "true"},
                   face if letter else GLYPHS[face]),
                 h("span", {"class": "die-badge", "aria-hidden": "true"}, str(badge))
                 if badge else None)

    def _tray(self) -> Node:
        state = self.state
        assert state is not None and state.turn is not None
        used = self._used()
        order = {p["die"]: i + 1 for i, p in enumerate(self.picks)}
        return h("div", {"class": "tray" + (" reroll-mode" if self.reroll_mode else ""),
                         "role": "group", "aria-label": self.app.t("mistrz_ui.dice")},
                 [self._die(i, face, used, order) for i, face in enumerate(state.turn.faces)])

    def _hourglass(self) -> Node | None:
        assert self.state is not None
        sand = game.sand(self.state)
        if sand is None:
            return None
        t = self.app.t
        left_s = (sand["left_ms"] + 999) // 1000
        fraction = 1 - sand["run_elapsed_ms"] / sand["run_ms"]
        return h("div", {"class": "hourglass", "role": "timer", "data-left": str(left_s)},
                 h("div", {"class": "glass", "aria-hidden": "true"},
                   h("span", {"class": "sand-top", "style": {"--fill": f"{fraction:.3f}"}}),
                   h("span", {"class": "sand-bottom", "style": {"--fill": f"{1 - fraction:.3f}"}})),
                 h("div", {"class": "glass-text"},
                   h("b", None, f"{left_s // 60}:{left_s % 60:02d}"),
                   h("small", None, t("mistrz_ui.run_of", run=sand["run"], runs=sand["runs"]))))

    def _word_panel(self) -> Node:
        t = self.app.t
        state = self.state
        assert state is not None and state.turn is not None
        seen = preview(state.turn.faces, [
            {k: v for k, v in p.items() if v is not None} for p in self.picks], self.lexicon) \
            if self.picks and self.choosing is None else None
        chips = []
        faces = state.turn.faces
        for index, pick in enumerate(self.picks):
            face = faces[pick["die"]]
            swappable = pick.get("ogonek") is None and len(plain_readings(face)) == 2
            classes = "chip-letter" + (" joker" if face in JOKERS else "") + (
                " ogonek" if pick.get("ogonek") is not None else "")
            chips.append(h("span", {"class": classes, "key": f"c{index}"},
                           pick["letter"] or "\u2026",
                           button("\u21c4", act("swap", index=index), cls="swap",
                                  **{"aria-label": t("mistrz_ui.swap", letter=face)})
                           if swappable else None))
        score = None
        if seen is not None and seen.build is not None:
            s = seen.build.score
            parts = [t("mistrz_ui.pts_length", n=s.length, pts=s.length_points)]
            if s.no_joker_bonus:
                parts.append(t("mistrz_ui.pts_no_joker", pts=s.no_joker_bonus))
            if s.ogonek_bonus:
                parts.append(t("mistrz_ui.pts_ogonek", pts=s.ogonek_bonus))
            score = h("p", {"class": "breakdown", "data-total": str(s.total)},
                      " + ".join(parts), " = ", h("b", None, t("mistrz_ui.points", n=s.total)))
        pending = None
        if seen is not None and seen.problem is not None and self.problem is None:
            code, params = seen.problem
            pending = h("p", {"class": "pending muted"}, t(code, **params))
        chooser = None
        if self.choosing is not None:
            chooser = h("div", {"class": "chooser", "role": "group",
                                "aria-label": t("mistrz_ui.choose_letter")},
                        h("span", None, t("mistrz_ui.choose_letter")),
                        [button(letter, act("choose", letter=letter), cls="chip letter-choice",
                                **{"data-letter": letter}) for letter in self._choices()])
        return h("section", {"class": "word-panel"},
                 h("div", {"class": "word-line", "aria-live": "polite"},
                   chips or h("span", {"class": "muted"}, t("mistrz_ui.pick_hint"))),
                 chooser, score, pending, self._problem_view(),
                 h("div", {"class": "word-input"},
                   h("input", {"type": "text", "value": self.typed, "name": "word", "focus": True,
                               "autocomplete": "off", "autocapitalize": "characters",
                               "spellcheck": "false", "data-keys": "word",
                               "aria-label": t("mistrz_ui.type_word"),
                               "placeholder": t("mistrz_ui.type_word"),
                               "data-input": act("type")})),
                 h("div", {"class": "actions"},
                   button(t("mistrz_ui.submit"), act("submit"), cls="btn primary",
                          disabled=not self.picks, **{"data-submit-word": "1"}),
                   button(t("mistrz_ui.clear"), act("clear"), cls="btn", disabled=not self.picks),
                   button(t("mistrz_ui.give_up_confirm") if self.confirm_give_up
                          else t("mistrz_ui.give_up"), act("give_up"),
                          cls="btn danger" if self.confirm_give_up else "btn ghost",
                          **{"data-give-up": "1"})))

    def _last_turn(self) -> Node | None:
        state = self.state
        assert state is not None
        if not state.history:
            return None
        t = self.app.t
        record = state.history[-1]
        name = state.players[record.player].name
        if record.outcome == "word" and record.build is not None:
            line = t("mistrz_ui.played", name=name, word=record.build.word, n=record.points)
        else:
            line = t(f"mistrz_ui.{record.outcome}", name=name, n=-record.points)
        best = [h("li", {"key": b.word, "class": "best" + (
                    " mine" if record.build is not None and b.word == record.build.word else "")},
                  h("span", {"class": "best-word"}, b.word),
                  h("b", None, t("mistrz_ui.points", n=b.score.total)))
                for b in record.best]
        return h("section", {"class": "last-turn panel", "data-last-turn": str(record.number),
                             "key": f"last{record.number}"},
                 h("p", {"class": "outcome " + ("good" if record.points > 0 else "bad")}, line),
                 h("h3", None, t("mistrz_ui.best_words")),
                 h("ol", {"class": "best-list", "data-best": "1"}, best) if best
                 else h("p", {"class": "muted"}, t("mistrz_ui.no_words")))

    def _table_view(self) -> Node:
        state = self.state
        assert state is not None
        t = self.app.t
        player = state.players[state.current]
        computer = self._is_computer(state.current)
        if state.phase == "over":
            centre = self._winner_view()
        elif state.phase == "roll":
            centre = h("section", {"class": "roll-area"},
                       h("p", {"class": "turn-of"}, t("mistrz_ui.turn_of", name=player.name)),
                       h("p", {"class": "muted thinking"}, t("mistrz_ui.thinking", name=player.name))
                       if computer else
                       button(t("mistrz_ui.roll"), act("roll"), cls="btn primary big",
                              focus=True, **{"data-roll": "1"}),
                       self._problem_view())
        else:
            turn = state.turn
            assert turn is not None
            reroll = game.reroll_open(state) and not computer
            centre = h("section", {"class": "forming"},
                       h("div", {"class": "forming-head"},
                         h("p", {"class": "turn-of"}, t("mistrz_ui.turn_of", name=player.name)),
                         self._hourglass()),
                       self._tray(),
                       h("div", {"class": "reroll-bar"},
                         button(t("mistrz_ui.reroll_cancel") if self.reroll_mode else
                                t("mistrz_ui.reroll", n=turn.rerolls_left), act("reroll_mode"),
                                cls="btn small" + (" active" if self.reroll_mode else ""),
                                **{"data-reroll": "1"}),
                         h("span", {"class": "muted"}, t("mistrz_ui.reroll_hint"))
                         if self.reroll_mode else None) if reroll else None,
                       h("p", {"class": "muted thinking"}, t("mistrz_ui.thinking", name=player.name))
                       if computer else self._word_panel())
        return h("div", {"class": "mistrz-table"},
                 self._scoreboard(),
                 h("div", {"class": "mistrz-main"}, centre, self._last_turn()))

    def _winner_view(self) -> Node:
        state = self.state
        assert state is not None
        t = self.app.t
        names = ", ".join(state.players[i].name for i in state.winners)
        ranking = sorted(enumerate(state.players), key=lambda sp: -sp[1].score)
        return h("section", {"class": "winner panel", "data-winner": names},
                 trophy(),
                 h("h2", None, t("mistrz_ui.winner", names=names)),
                 h("ol", {"class": "final-scores"},
                   [h("li", {"key": f"f{seat}"}, h("span", None, p.name), " ",
                      h("b", None, str(p.score))) for seat, p in ranking]),
                 h("div", {"class": "actions"},
                   button(t("app.new_game"), act("new_game"), cls="btn primary"),
                   button(t("app.home"), act("home"), cls="btn")))


def make_screen(app: "App", lexicon: Lexicon, saved: dict[str, Any] | None) -> MistrzScreen:
    return MistrzScreen(app, lexicon, saved)
