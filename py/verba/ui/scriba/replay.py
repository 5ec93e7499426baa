"""Scriba in a replay (``verba.ui.shell.replay_screen``): the board as it
was at a move, the last placement's cells marked, and each rack (a replay
is watched once the game is out of hand, as a score sheet would be)."""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...scriba import ai
from ...scriba.game import PLAY, TURN_TYPES, State
from ...scriba.gcg import to_gcg
from ..shell.vnode import Node, h
from ...scriba import tiles as T
from .board import board_view, rack_tile_name, sr, tile_face

if TYPE_CHECKING:
    from ..shell.app import App
    from ..shell.replay_screen import ReplayScreen

FORMATS: tuple[str, ...] = ("gcg",)   # what ``files`` writes besides the record


def _last_cells(state: State) -> set[tuple[int, int]]:
    for entry in reversed(state.log):
        if entry["type"] == "place":
            return {(r, c) for r, c in entry["cells"]}
        if entry["type"] in ("pass", "exchange", "takeback"):
            return set()
    return set()


def position(app: "App", state: State) -> Node:
    return h("div", {"class": "replay-position replay-scriba"},
             board_view(app, state.board, None, live=False, last=_last_cells(state), words=set()),
             h("div", {"class": "replay-racks"}, [_rack(app, name, rack)
                                                  for name, rack in zip(state.names, state.racks)]))


def _rack(app: "App", name: str, rack: tuple[str, ...]) -> Node:
    """A rack to look at (the table's own is a control)."""
    label = app.t("scriba_ui.rack_of", name=name)
    return h("div", {"class": "replay-rack-of"},
             h("p", {"class": "replay-rack-name", "aria-hidden": "true"}, label),
             h("div", {"class": "rack replay-rack", "role": "group", "aria-label": label},
               [h("span", {"class": "rack-tile"}, sr(rack_tile_name(app, tile)),
                  tile_face(tile if tile != T.ARROW else T.ARROW + "rd", ""))
                for tile in rack] or h("span", {"class": "muted rack-empty"},
                                       app.t("scriba_ui.rack_empty"))))


def extra(screen: "ReplayScreen", step: int) -> Node | None:
    """At a turn (a placement, pass or exchange), the best placement the
    mover's rack allowed there, as the review after a game finds it, worked
    out while the move is on show."""
    if step == 0:
        return None
    app, states = screen.app, screen.replay.states
    action, before = screen.replay.record.actions[step - 1], states[step - 1]
    if action.get("type") not in TURN_TYPES or before.phase != PLAY:
        return None
    seat = before.current
    best = screen.work(("scriba-best", step), lambda: ai.hint_steps(before, seat, screen.lexicon,
                                                                      n=1))
    t = app.t
    if best is None:
        body: Node = h("p", {"class": "muted"}, t("replay.scriba.looking"))
    elif not best:
        body = h("p", None, t("replay.scriba.no_placement"))
    else:
        top = best[0]
        words = ", ".join(w["word"] for w in top["words"])
        body = h("p", None, t("replay.scriba.best_was", words=words, score=top["score"]))
    return h("section", {"class": "replay-extra", "data-replay-extra": "best",
                         "aria-live": "polite"},
             h("h3", None, t("replay.scriba.best")), body)


def files(states: Sequence[State]) -> dict[str, str]:
    """Other formats the game can be saved in, by extension: GCG (docs/RECORDS.md)."""
    return {"gcg": to_gcg(states)}
