"""Scriba in a replay (``verba.ui.shell.replay_screen``): the board as it
was at a move, the last placement's cells marked, and each rack (a replay
is watched once the game is out of hand, as a score sheet would be)."""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...scriba.game import State
from ...scriba.gcg import to_gcg
from ..shell.vnode import Node, h
from ...scriba import tiles as T
from .board import board_view, rack_tile_name, sr, tile_face

if TYPE_CHECKING:
    from ..shell.app import App

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
    return h("div", {"class": "rack replay-rack", "role": "group",
                     "aria-label": app.t("scriba_ui.rack_of", name=name)},
             [h("span", {"class": "rack-tile"}, sr(rack_tile_name(app, tile)),
                tile_face(tile if tile != T.ARROW else T.ARROW + "rd", ""))
              for tile in rack] or h("span", {"class": "muted rack-empty"},
                                     app.t("scriba_ui.rack_empty")))


def extra(app: "App", state: State) -> Node | None:
    return None


def files(states: Sequence[State]) -> dict[str, str]:
    """Other formats the game can be saved in, by extension: GCG (docs/RECORDS.md)."""
    return {"gcg": to_gcg(states)}
