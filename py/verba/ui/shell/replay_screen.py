"""Watching a game move by move: the position as it was (drawn by the game's
own pieces, ``verba.ui.<game>.replay``), the move that led to it, the score
sheet beside it, and what the game knows of the move (``extra``).

Forward, back, first and last are buttons and the arrow, Home and End keys;
the slider and the score sheet's rows jump to any move. Nothing here
changes the game or anything stored.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

from ...games_registry import ENGINES
from ...replay import Replay
from .chrome import top_bar
from .games import game_by_id
from .vnode import Node, act, button, h

if TYPE_CHECKING:
    from .app import App, Screen

def export_name(game: str, finished: Any = None) -> str:
    """The file a record is saved as."""
    return f"verba-{game}-{finished}.json" if isinstance(finished, int) else f"verba-{game}.json"


KEYS = {"ArrowRight": 1, "ArrowLeft": -1, "ArrowDown": 1, "ArrowUp": -1}


def _actor(action: dict[str, Any], before_current: int | None) -> int | None:
    """Who made a move: the action names them, or it is the player to move's."""
    for key in ("player", "by"):
        if type(action.get(key)) is int:
            return action[key]
    return before_current


class ReplayScreen:
    def __init__(self, app: "App", replay: Replay, lexicon: Any, back: "Screen | None" = None,
                 step: int | None = None) -> None:
        self.app = app
        self.replay = replay
        self.lexicon = lexicon
        self.back = back
        self.found: dict[Any, Any] = {}          # what ``work`` has worked out, by key
        self._working: tuple[Any, Callable[[], None]] | None = None
        self.engine = ENGINES[replay.record.game]
        self.pieces = game_by_id(replay.record.game).replay_view()
        self.step = len(replay.states) - 1 if step is None else step
        self.seats = self.engine.seats(replay.states[0])
        self.sheet = self._sheet()

    def work(self, key: Any, steps: Callable[[], Iterator[Any]]) -> Any:
        """The result of a long computation for what is on show (the
        generator ``steps()`` returns it), or None while it runs in slices
        (started here; one at a time, the one on show)."""
        if key in self.found:
            return self.found[key]
        if self._working is not None and self._working[0] == key:
            return None
        if self._working is not None:
            self._working[1]()

        def done(result: Any) -> None:
            self.found[key] = result
            self._working = None
            if self.app.screen is self:
                self.app.services.render()

        self._working = (key, self.app.run_sliced(steps(), done))
        return None

    @property
    def last(self) -> int:
        return len(self.replay.states) - 1

    def _sheet(self) -> list[tuple[int, list[int]]]:
        """The score sheet: each move after which a score changed, with the
        scores then (the start first)."""
        rows = [(0, list(self.engine.scores(self.replay.states[0])))]
        for step, state in enumerate(self.replay.states[1:], 1):
            scores = list(self.engine.scores(state))
            if scores != rows[-1][1] or step == self.last:
                rows.append((step, scores))
        return rows

    def _move(self, step: int) -> str:
        """What move ``step`` was, and who made it."""
        t = self.app.t
        if step == 0:
            return t("replay.start")
        action = self.replay.record.actions[step - 1]
        before = self.replay.states[step - 1]
        seat = _actor(action, self.engine.current(before))
        what = t(f"replay.do.{action['type']}")
        if seat is None or not 0 <= seat < len(self.seats):
            return what
        return t("replay.by", name=self.seats[seat]["name"], what=what)

    def _controls(self) -> Node:
        t, step, last = self.app.t, self.step, self.last
        return h("div", {"class": "replay-controls", "role": "group",
                         "aria-label": t("replay.controls")},
                 button("|\u25c0", act("go", step=0), cls="btn", disabled=step == 0,
                        **{"aria-label": t("replay.first"), "data-replay": "first"}),
                 button("\u25c0", act("go", step=step - 1), cls="btn", disabled=step == 0,
                        **{"aria-label": t("replay.back"), "data-replay": "back"}),
                 h("input", {"type": "range", "min": "0", "max": str(last), "value": str(step),
                             "class": "replay-slider", "data-change": act("jump"),
                             "aria-label": t("replay.jump"),
                             "aria-valuetext": t("replay.step", step=step, last=last)}),
                 button("\u25b6", act("go", step=step + 1), cls="btn primary",
                        disabled=step == last, focus=True,
                        **{"aria-label": t("replay.forward"), "data-replay": "forward"}),
                 button("\u25b6|", act("go", step=last), cls="btn", disabled=step == last,
                        **{"aria-label": t("replay.last"), "data-replay": "last"}))

    def _score_sheet(self) -> Node:
        t = self.app.t
        shown = max(s for s, _ in self.sheet if s <= self.step)
        head = h("tr", None, h("th", {"scope": "col"}, t("replay.move")),
                 [h("th", {"scope": "col"}, seat["name"]) for seat in self.seats])
        rows = [h("tr", {"class": "current" if step == shown else None,
                         "aria-current": "step" if step == shown else None,
                         "data-sheet-step": str(step)},
                  h("th", {"scope": "row"},
                    button(str(step), act("go", step=step), cls="btn ghost small",
                           **{"aria-label": t("replay.go_to", step=step)})),
                  [h("td", {"data-score": str(i)}, str(score)) for i, score in enumerate(scores)])
                for step, scores in self.sheet]
        return h("section", {"class": "panel replay-sheet"},
                 h("h2", None, t("replay.sheet")),
                 h("table", {"class": "score-sheet"}, h("thead", None, head),
                   h("tbody", None, rows)))

    def view(self) -> list[Node]:
        t = self.app.t
        game = self.replay.record.game
        state = self.replay.states[self.step]
        return [h("div", {"class": f"screen replay replay-of-{game}", "data-screen": "replay",
                          "data-replay-step": str(self.step), "data-replay-last": str(self.last),
                          "key": "replay", "data-keys": "replay"},
                  top_bar(self.app, t("replay.title", game=t(f"game.{game}.name")), sound=False),
                  h("div", {"class": "replay-body"},
                    h("section", {"class": "panel replay-main"},
                      h("p", {"class": "replay-where", "aria-live": "polite"},
                        h("strong", None, t("replay.step", step=self.step, last=self.last)),
                        " · ", self._move(self.step)),
                      self._controls(),
                      self.pieces.position(self.app, state),
                      self.pieces.extra(self, self.step),
                      self._files()),
                    self._score_sheet()))]

    def _files(self) -> Node:
        t = self.app.t
        return h("div", {"class": "actions replay-files"},
                 button(t("records.export"), act("save", kind="json"), cls="btn small",
                        **{"data-replay-save": "json"}),
                 [button(t("replay.save_as", kind=kind.upper()), act("save", kind=kind),
                         cls="btn small", **{"data-replay-save": kind})
                  for kind in self.pieces.FORMATS])

    def _save(self, kind: str) -> None:
        record = self.replay.record
        if kind == "json":
            self.app.services.download(export_name(record.game), record.to_json())
            return
        text = self.pieces.files(self.replay.states).get(kind)
        if text is not None:
            self.app.services.download(f"verba-{record.game}.{kind}", text)

    def go(self, step: int) -> None:
        self.step = max(0, min(self.last, step))

    def handle(self, action: dict[str, Any]) -> None:
        do = action.get("do")
        if do == "go" and type(action.get("step")) is int:
            self.go(action["step"])
        elif do == "save":
            self._save(str(action.get("kind")))
        elif do == "jump":
            try:
                self.go(int(str(action.get("value"))))
            except ValueError:
                pass

    def key(self, info: dict[str, Any]) -> bool:
        name = info.get("key")
        if info.get("field") not in (None, "replay") and name not in ("Escape",):
            return False
        if name in KEYS:
            self.go(self.step + KEYS[name])
        elif name == "Home":
            self.go(0)
        elif name == "End":
            self.go(self.last)
        elif name == "Escape":
            self.app.go(self.back or self.app.home())
        else:
            return False
        return True
