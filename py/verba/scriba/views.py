"""What one player may see of a Scriba game, as JSON-ready data.

The view is the saved state (``game.to_dict``) with what the player may not
see taken out.  Public: the board, the rules, the scores and whose turn it
is, the draw for the order, the log (a placement is laid in view; an
exchange says only how many tiles), how many tiles each rack and the bag
hold, Game II's tokens and die.  Private to a player: their rack, the tiles
they drew after the placement still open to challenge, and their racks
before each of their turns.  Hidden from all: which tiles are in the bag
(``unseen`` lists, sorted, the tiles the viewer does not see: the bag and the
racks hidden from them) and the random generator, which would tell the
draws to come.  Once the game is over the racks are shown: their values come
off the scores, and the review goes through every turn's rack.
"""
from __future__ import annotations

from typing import Any

from ..protocol import check_viewer
from . import tiles as T
from .game import OVER, TURN_TYPES, State, from_dict, to_dict


def view(state: State, player: int | None) -> dict[str, Any]:
    """The game as ``player`` sees it (None: a spectator)."""
    check_viewer(player, state.players)
    data = to_dict(state)
    del data["rng"]

    def shown(seat: int) -> bool:
        return seat == player or state.phase == OVER

    data["racks"] = [list(rack) if shown(i) else None for i, rack in enumerate(state.racks)]
    data["rack_sizes"] = [len(rack) for rack in state.racks]
    data["bag"] = len(state.bag)
    data["unseen"] = list(T.sorted_tiles(
        list(state.bag) + [t for i, rack in enumerate(state.racks) if not shown(i) for t in rack]))
    movers = [e["player"] for e in state.log if e["type"] in TURN_TYPES]
    data["turn_racks"] = [list(rack) if shown(seat) else None
                          for seat, rack in zip(movers, state.turn_racks)]
    last = data["last_move"]
    if last is not None and not shown(last["player"]):
        last["drawn"] = None
    return {**data, "viewer": player}


def stand_in(data: Any) -> State:
    """A state to draw a seat's view with: the view read back through
    ``from_dict`` (its one door, so a view from another device is checked as a
    save is), with stand-ins where the view hides something. The tiles the
    viewer does not see (``unseen``) are split, in the set's order, into the
    hidden racks (as many as each holds) and the bag; hidden turn racks and
    tiles drawn are left empty; the generator is 0. Only what the view shows
    may be read from it: the viewer's rack, the board, the counts, the unseen
    tiles, the log; never a hidden rack or the bag's tiles, which are not the
    game's. ValueError for data that is not a view of a game the rules reach."""
    if not isinstance(data, dict):
        raise ValueError("not a Scriba view")
    try:
        racks, sizes, unseen = data["racks"], data["rack_sizes"], data["unseen"]
        most = sum(T.full_set().values())
        if not (isinstance(racks, list) and isinstance(sizes, list) and isinstance(unseen, list)
                and len(racks) == len(sizes) and len(unseen) <= most
                and all(type(n) is int and 0 <= n <= most for n in sizes)):
            raise ValueError("bad racks in a Scriba view")
        pool = list(T.sorted_tiles(unseen))
        filled = []
        for rack, n in zip(racks, sizes):
            if rack is None:
                rack, pool = pool[:n], pool[n:]
            filled.append(rack)
        last = data["last_move"]
        if isinstance(last, dict) and last.get("drawn") is None:
            last = {**last, "drawn": []}
        full = {**data, "racks": filled, "bag": pool, "rng": 0, "last_move": last,
                "turn_racks": [[] if rack is None else rack for rack in data["turn_racks"]]}
    except (KeyError, TypeError) as err:
        raise ValueError(f"damaged Scriba view: {str(err)[:80]}") from None
    return from_dict(full)
