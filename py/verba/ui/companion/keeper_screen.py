"""The Scriba score keeper for a table playing on cardboard.

First the set-up: the game (I or II, the rack size, arrows and stacks), the
players in the order of play, and in Game II the tokens as they lie on the
table. Then each move as it is played: tap the word's first square (again:
the direction turns), type the word, enter; or an exchange, or a pass. The
core (``verba.scriba.keeper``) applies it through the engine and keeps the
sheet; a refusal is shown in the player's language with the word still
typed. A word the list refuses is asked about, since the table plays by the
rulebook's challenges: challenged and taken back (the rulebook's penalty),
or let stand because nobody challenged it. At the end each player types the
tiles their rack holds.

The sheet is stored under ``KEY`` after every change and read back, through
``keeper.from_dict`` alone, when the tool opens: a stored sheet the core
refuses is set aside with a notice and the tool starts afresh.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...errors import IllegalAction
from ...scriba import keeper as K
from ...scriba import tiles as T
from ...scriba.board import cell_name
from ...storage import KEEPER_KEY, KEEPER_KIND
from ...text import MAX_NAME
from ..scriba.board import board_view, legend_view
from ..scriba.coach import overlay
from ..scriba.placing import Placing
from ..shell.chrome import top_bar
from ..shell.vnode import Node, act, button, h
from .keeper_setup import Setup, setup_view
from .keeper_views import racks_view, result_view, sheet_view, unseen_view
from .parts import Keep, Message, back_button, form_field, open_solver, problem_view, radios
from .scriba_solver import read_rack

if TYPE_CHECKING:
    from ..shell.app import App, Screen

KEY, KIND = KEEPER_KEY, KEEPER_KIND
ARROW_KEYS = {"ArrowUp": (-1, 0), "ArrowDown": (1, 0), "ArrowLeft": (0, -1), "ArrowRight": (0, 1)}
WORD_KEYS = frozenset("?*>/#")


class KeeperScreen:
    def __init__(self, app: "App", lexicon: Any, back: "Screen") -> None:
        self.app = app
        self.lexicon = lexicon
        self.back = back
        self.setup = Setup()
        self.sheet: K.Sheet | None = app.storage.read(
            KEY, KIND, lambda data: K.from_dict(data, lexicon))
        app.collect_notices()
        self.placing = Placing()
        self.typed = ""
        self.die: int | None = None
        self.capture: int | None = None
        self.count = 1
        self.racks_typed = [""] * 4
        self.problem: Message | None = None
        self.asking_new = False

    # -- the sheet -----------------------------------------------------------------
    def _keep(self, sheet: K.Sheet) -> None:
        self.sheet = sheet
        self.app.storage.write(KEY, KIND, K.to_dict(sheet))
        self.app.collect_notices()

    def _attempt(self, change: Any) -> bool:
        """Carry out a change of the sheet; a refusal is shown, nothing lost."""
        try:
            sheet = change()
        except IllegalAction as error:
            self.problem = (error.code, dict(error.params))
            return False
        self._keep(sheet)
        return True

    def _tiles(self) -> list[dict[str, Any]]:
        assert self.sheet is not None
        return K.spell(self.sheet.state.board, self.placing.cursor, self.placing.down, self.typed)

    def enter_word(self, challenge: str | None = None) -> None:
        """Enter the typed word; ``challenge`` says what the table did about
        a word the list refuses (``keeper.UPHELD`` or ``keeper.UNCHALLENGED``)."""
        sheet = self.sheet
        if sheet is None:
            return
        move: dict[str, Any] = {"type": "place"}
        if challenge is not None:
            move["challenge"] = challenge
        if sheet.rules.game == 2 and challenge != K.UPHELD:
            move["die"] = self.die
            if self.capture is not None:
                move["capture"] = self.capture
        if self._attempt(lambda: K.enter(sheet, {**move, "tiles": self._tiles()}, self.lexicon)):
            self.typed, self.die, self.capture = "", None, None

    def start(self) -> None:
        names, self.problem = self.setup.names()
        if self.problem is not None:
            return
        self._attempt(lambda: K.start(names, self.setup.rules(), self.setup.layout()))
        self.placing = Placing()

    # -- the screen ------------------------------------------------------------------
    def _challenge_view(self) -> Node | None:
        """After a word the list refuses: what happened at the table."""
        if self.problem is None or self.problem[0] != "scriba.not_a_word":
            return None
        t = self.app.t
        penalty = self.sheet.rules.withdrawn_penalty if self.sheet else 0
        return h("div", {"class": "panel keeper-challenge", "role": "group",
                         "aria-labelledby": "keeper-challenge-title"},
                 h("p", {"id": "keeper-challenge-title"}, t("companion.keeper.challenge_ask")),
                 h("div", {"class": "actions"},
                   button(t("companion.keeper.challenge_upheld", points=penalty),
                          act("keeper_challenged", value=K.UPHELD), cls="btn",
                          **{"data-keeper-challenged": K.UPHELD}),
                   button(t("companion.keeper.challenge_none"),
                          act("keeper_challenged", value=K.UNCHALLENGED), cls="btn",
                          **{"data-keeper-challenged": K.UNCHALLENGED})))

    def _move_view(self, sheet: K.Sheet) -> Node:
        """The move's entry: the direction, the word, Game II's die and large
        token, then enter; an exchange or a pass instead; take back."""
        t = self.app.t
        name = sheet.names[sheet.current]
        down = self.placing.down
        game_two = sheet.rules.game == 2
        capture = [q for q in range(sheet.players) if q != sheet.current and sheet.state.large[q]] \
            if game_two else []
        extra: list[Node] = []
        if game_two:
            extra.append(radios("keeper_die", t("companion.keeper.die"),
                                [(str(n), str(n)) for n in range(1, 7)], str(self.die)))
        if len(capture) > 1:
            extra.append(radios("keeper_capture", t("companion.keeper.capture"),
                                [(str(q), sheet.names[q]) for q in capture], str(self.capture)))
        held = sheet.held[sheet.current]
        return h("section", {"class": "panel keeper-move", "aria-labelledby": "keeper-move-title"},
                 h("h2", {"id": "keeper-move-title", "data-to-play": str(sheet.current)},
                   t("companion.keeper.to_play", name=name)),
                 h("form", {"class": "keeper-word", "data-submit": act("keeper_enter"),
                            "autocomplete": "off"},
                   h("p", {"class": "muted", "id": "keeper-word-help"},
                     t("companion.keeper.word_help")),
                   h("div", {"class": "word-line"},
                     button("\u2193" if down else "\u2192", act("keeper_way"), cls="chip pad-way",
                            **{"aria-label": t("companion.scriba.way_down" if down
                                               else "companion.scriba.way_right"),
                               "data-keeper-way": "down" if down else "right"}),
                     h("input", {"type": "text", "id": "keeper-word", "name": "word",
                                 "value": self.typed, "maxlength": str(K.MAX_TYPED),
                                 "autocomplete": "off", "autocapitalize": "characters",
                                 "spellcheck": "false", "lang": "pl",
                                 "aria-label": t("companion.keeper.word",
                                                 cell=cell_name(self.placing.cursor)),
                                 "aria-describedby": "keeper-word-help",
                                 "data-input": act("keeper_word"), "data-keeper-word": "1"}),
                     h("button", {"type": "submit", "class": "btn primary",
                                  "data-keeper-enter": "1"}, t("companion.keeper.enter"))),
                   extra),
                 h("div", {"class": "keeper-other"},
                   h("label", {"for": "keeper-count"}, t("companion.keeper.exchange_count")),
                   h("select", {"id": "keeper-count", "data-change": act("keeper_count"),
                                "data-keeper-count": "1"},
                     [h("option", {"value": str(n), "selected": n == self.count}, str(n))
                      for n in range(1, max(2, held))]),
                   button(t("companion.keeper.exchange"), act("keeper_exchange"), cls="btn",
                          disabled=held < 2, **{"data-keeper-exchange": "1"}),
                   button(t("companion.keeper.pass"), act("keeper_pass"), cls="btn",
                          **{"data-keeper-pass": "1"})))

    def _board_view(self, sheet: K.Sheet) -> Node:
        t = self.app.t
        live = sheet.phase == K.PLAY
        placing = self.placing
        if live and self.typed:
            try:
                shown = overlay(self._tiles())
                shown.cursor, shown.down = placing.cursor, placing.down
                placing = shown
            except IllegalAction:
                pass       # said when the move is entered
        return h("section", {"class": "panel scriba-entry keeper-board"},
                 h("p", {"class": "muted", "id": "scriba-keys-help"},
                   t("companion.keeper.board_help")),
                 board_view(self.app, sheet.state.board, placing, live=live, last=set(),
                            words=set(), zoomed=self.setup.zoomed),
                 h("div", {"class": "pad-modes"},
                   button("\u2296" if self.setup.zoomed else "\u2295", act("pad_zoom"),
                          cls="chip", **{"aria-label": t("scriba_ui.zoom_out" if self.setup.zoomed
                                                         else "scriba_ui.zoom_in"),
                                         "aria-pressed": "true" if self.setup.zoomed else "false",
                                         "data-zoom": "out" if self.setup.zoomed else "in"})))

    def _actions_view(self, sheet: K.Sheet) -> Node:
        t = self.app.t
        if self.asking_new:
            return h("div", {"class": "panel keeper-actions", "role": "group"},
                     h("p", None, t("companion.keeper.new_ask")),
                     h("div", {"class": "actions"},
                       button(t("companion.keeper.new_yes"), act("keeper_new_yes"),
                              cls="btn danger", focus=True, **{"data-keeper-new-yes": "1"}),
                       button(t("companion.keeper.new_no"), act("keeper_new_no"), cls="btn",
                              **{"data-keeper-new-no": "1"})))
        return h("div", {"class": "actions keeper-actions"},
                 button(t("companion.keeper.undo"), act("keeper_undo"), cls="btn",
                        disabled=not (sheet.moves or sheet.ending),
                        **{"data-keeper-undo": "1"}),
                 button(t("companion.keeper.new"), act("keeper_new"), cls="btn ghost",
                        **{"data-keeper-new": "1"}))

    def view(self) -> list[Node]:
        t = self.app.t
        sheet = self.sheet
        game_two = sheet.rules.game == 2 if sheet else self.setup.game == 2
        if sheet is None:
            body: list[Node | None] = [setup_view(self.app, self.setup),
                                       problem_view(self.app, self.problem)]
        else:
            entry: Node | None = None
            if sheet.phase == K.PLAY:
                entry = self._move_view(sheet)
            elif sheet.phase == K.RACKS:
                entry = racks_view(self.app, sheet, self.racks_typed)
            else:
                entry = result_view(self.app, sheet)
            body = [h("div", {"class": "solver-layout keeper-layout"},
                      self._board_view(sheet),
                      h("div", {"class": "solver-side"},
                        entry, problem_view(self.app, self.problem),
                        self._challenge_view() if sheet.phase == K.PLAY else None,
                        sheet_view(self.app, sheet),
                        self._actions_view(sheet), unseen_view(self.app, sheet),
                        legend_view(self.app, game_two)))]
        return [h("div", {"class": "screen companion-keeper", "data-screen": "keeper",
                          "key": "keeper", "data-phase": sheet.phase if sheet else "setup"},
                  top_bar(self.app, t("companion.keeper.title"), sound=False,
                          rules="scriba/2" if game_two else "scriba",
                          extra=back_button(self.app)),
                  body)]

    # -- events ------------------------------------------------------------------------
    def handle(self, action: dict[str, Any]) -> None:
        do = str(action.get("do"))
        value = action.get("value")
        if do == "companion_back":
            self.app.go(self.back)
            return
        if do in ("keeper_word", "keeper_rack", "keeper_name"):
            self._typing(do, action)
            return
        self.problem = None
        if do == "pad_zoom":
            self.setup.zoomed = not self.setup.zoomed
        elif self.sheet is None:
            if do == "keeper_start":
                self.start()
            else:
                self.problem = self.setup.act(do, action)
        elif do == "cell":
            self._cell(action)
        elif do == "keeper_way":
            self.placing.down = not self.placing.down
        elif do == "keeper_enter":
            word = form_field(value, "word")
            if word is not None:
                self.typed = word[:K.MAX_TYPED]
            self.enter_word()
        elif do == "keeper_challenged" and value in (K.UPHELD, K.UNCHALLENGED):
            self.enter_word(str(value))
        else:
            self._sheet_action(do, action)

    def _typing(self, do: str, action: dict[str, Any]) -> None:
        value = str(action.get("value", ""))
        player = action.get("player")
        if do == "keeper_word":
            self.typed = value[:K.MAX_TYPED]
        elif do == "keeper_rack" and type(player) is int and 0 <= player < 4:
            self.racks_typed[player] = value[:40]
        elif do == "keeper_name" and type(player) is int and 0 <= player < 4:
            self.setup.typed[player] = value[:MAX_NAME + 8]

    def _cell(self, action: dict[str, Any]) -> None:
        row, col = action.get("row"), action.get("col")
        if type(row) is not int or type(col) is not int or not (0 <= row < 15 and 0 <= col < 15):
            return
        if (row, col) == self.placing.cursor:
            self.placing.down = not self.placing.down
        self.placing.cursor = (row, col)

    def _sheet_action(self, do: str, action: dict[str, Any]) -> None:
        sheet = self.sheet
        assert sheet is not None
        value = str(action.get("value", ""))
        n = int(value) if value.isdigit() and len(value) < 3 else None
        if do == "keeper_die" and n is not None and 1 <= n <= 6:
            self.die = n
        elif do == "keeper_capture" and n is not None:
            self.capture = n
        elif do == "keeper_count" and n is not None:
            self.count = n
        elif do == "keeper_exchange":
            if self._attempt(lambda: K.enter(sheet, {"type": "exchange", "count": self.count},
                                             self.lexicon)):
                self.count = 1
        elif do == "keeper_pass":
            self._attempt(lambda: K.enter(sheet, {"type": "pass"}, self.lexicon))
        elif do == "keeper_undo":
            self._attempt(lambda: K.take_back(sheet, self.lexicon))
        elif do == "keeper_finish":
            self._finish(action.get("value"))
        elif do == "keeper_new":
            self.asking_new = True
        elif do == "keeper_new_no":
            self.asking_new = False
        elif do == "keeper_new_yes":
            self.asking_new = False
            self.sheet = None
            self.app.storage.remove(KEY)
            self.racks_typed = [""] * 4

    def _finish(self, value: Any) -> None:
        sheet = self.sheet
        assert sheet is not None
        for p in range(sheet.players):
            typed = form_field(value, f"rack{p}")
            if typed is not None:
                self.racks_typed[p] = typed[:40]
        racks = []
        for p, n in enumerate(sheet.held_at_end()):
            rack, self.problem = read_rack(self.racks_typed[p] if n else "")
            if self.problem is not None:
                return
            racks.append(rack)
        self._attempt(lambda: K.finish(sheet, racks, self.lexicon))

    def key(self, info: dict[str, Any]) -> bool:
        """Escape goes back; on the board, arrows move the first square,
        Space turns the writing, and the word is typed there too (Enter
        enters it)."""
        key = str(info.get("key", ""))
        if key == "Escape":
            self.app.go(self.back)
            return True
        if info.get("field") != "board" or (info.get("ctrl") and not info.get("alt")):
            return False
        if self.sheet is None:
            return self.setup.key(key)
        if key in ARROW_KEYS:
            self.placing.move_cursor(*ARROW_KEYS[key])
        elif key == " ":
            self.placing.down = not self.placing.down
        elif key == "Enter":
            self.problem = None
            self.enter_word()
        elif key == "Backspace":
            self.typed = self.typed[:-1]
        elif len(key) == 1 and (key.upper() in T.LETTER_VALUES or key in WORD_KEYS):
            self.typed = (self.typed + key.upper())[:K.MAX_TYPED]
        else:
            return False
        return True


def open_tool(app: "App", back: "Screen", keep: Keep) -> None:
    open_solver(app, back, "scriba", KeeperScreen, keep)
