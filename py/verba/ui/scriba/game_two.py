"""What Scriba's Game II adds at the table: the token set-up bar, the tokens
each player holds, what a placement takes (tokens, a large token), the die,
and the final table with its parts.  Plain functions from state to vnode trees."""
from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from ...scriba import game
from ...scriba import tokens as TK
from ...scriba.board import LEGEND
from ..shell.vnode import Node, act, button, h
from .board import bonus_class, field_label

if TYPE_CHECKING:
    from ..shell.app import App

# Die faces as pips on a 3×3 grid (cells 0–8, row by row)
PIPS = {1: (4,), 2: (0, 8), 3: (0, 4, 8), 4: (0, 2, 6, 8), 5: (0, 2, 4, 6, 8),
        6: (0, 2, 3, 5, 6, 8)}


def token_label(app: "App", kind: str) -> str:
    """"3W" for a word ×3 token, as the board marks its fields ("3S" in Polish)."""
    code = TK.SMALL[kind][0]
    return field_label(app, code, LEGEND[code])


def token_chip(app: "App", kind: str, count: int | None = None) -> Node:
    code = TK.SMALL[kind][0]
    return h("span", {"class": f"tok-chip {bonus_class(code)}",
                      "title": app.t(f"scriba_ui.token_{kind}")},
             token_label(app, kind), None if count is None else h("small", None, f"\u00d7{count}"))


def large_chip(app: "App", count: int, mark: bool = True) -> Node:
    """A large token (worth 10): with how many a player holds, or (``mark``
    False) one on its own."""
    return h("span", {"class": "tok-chip tok-large", "title": app.t("scriba_ui.large_title"),
                      "data-large": str(count) if mark else None},
             "10", h("small", None, f"\u00d7{count}") if mark else None)


def held_view(app: "App", state: game.State, seat: int) -> Node:
    """The tokens a player holds: small ones by kind, the large ones."""
    small = Counter(state.small[seat])
    chips = [token_chip(app, kind, small[kind]) for kind in TK.KINDS if small[kind]]
    return h("span", {"class": "held", "data-small": str(len(state.small[seat])),
                      "aria-label": app.t("scriba_ui.held", small=len(state.small[seat]),
                                          large=state.large[seat])},
             large_chip(app, state.large[seat]) if state.large[seat] or state.players > 1 else None,
             chips,
             h("small", {"class": "muted finished"}, app.t("scriba_ui.finished"))
             if state.done[seat] and state.phase != game.OVER else None)


def tokens_bar(app: "App", state: game.State, chosen: str) -> Node:
    """The supply of small tokens: pick a kind, then a field; or scatter the rest."""
    t = app.t
    left = TK.supply(state.board.layout)
    kinds = []
    for number, kind in enumerate(TK.KINDS, 1):
        kinds.append(button([h("kbd", None, str(number)), token_chip(app, kind),
                             h("span", {"class": "tok-name"}, t(f"scriba_ui.token_{kind}")),
                             h("small", {"class": "muted"}, t("scriba_ui.tokens_left", n=left[kind]))],
                            act("token_kind", kind=kind),
                            cls="tok-kind" + (" chosen" if kind == chosen else ""),
                            disabled=not left[kind],
                            **{"data-token-kind": kind,
                               "aria-pressed": "true" if kind == chosen else "false"}))
    return h("section", {"class": "panel tokens-bar", "data-tokens-left": str(sum(left.values()))},
             h("p", {"class": "muted"}, t("scriba_ui.tokens_intro", n=sum(left.values()))),
             h("div", {"class": "tok-kinds", "role": "group",
                       "aria-label": t("scriba_ui.tokens_title")}, kinds),
             h("div", {"class": "actions"},
               button(t("scriba_ui.scatter"), act("scatter"), cls="btn",
                      **{"data-scatter": "1"})),
             h("p", {"class": "muted small-print"}, t("scriba_ui.tokens_keys")))


def preview_extra(app: "App", state: game.State, preview: dict[str, Any],
                  capture: int | None, tiles: list[str]) -> Node | None:
    """Under a legal Game II placement: the tokens it takes and the large
    token it earns (and why), with the choice of whose when several hold
    one; one letter short of a large token, says so."""
    t = app.t
    taken = preview.get("tokens") or []
    holders = preview.get("capture_from") or []
    letters = TK.capture_letters(tiles)
    parts: list[Any] = []
    if taken:
        parts.append(h("p", {"class": "pv-tokens", "data-takes": str(len(taken))},
                       t("scriba_ui.pv_tokens"), " ",
                       [token_chip(app, kind) for kind in taken]))
    if len(holders) == 1:
        parts.append(h("p", {"class": "pv-capture", "data-capture": state.names[holders[0]]},
                       t("scriba_ui.pv_capture", name=state.names[holders[0]])))
    elif holders:
        parts.append(h("div", {"class": "pv-capture", "role": "group",
                               "aria-label": t("scriba_ui.pv_capture_choose")},
                       h("p", None, t("scriba_ui.pv_capture_choose")),
                       [button(t("scriba_ui.capture_from", name=state.names[q]),
                               act("capture", seat=q), cls="chip small",
                               **{"data-capture-from": state.names[q],
                                  "aria-pressed": "true" if q == capture else "false"})
                        for q in holders]))
    elif letters == TK.CAPTURE_LETTERS - 1 and any(
            state.large[q] for q in range(state.players) if q != state.current):
        parts.append(h("p", {"class": "muted pv-almost", "data-almost": "1"},
                       t("scriba_ui.pv_almost")))
    return h("div", {"class": "pv-two"}, parts) if parts else None


def place_extra(app: "App", state: game.State, entry: dict[str, Any]) -> str:
    """What a Game II placement's log line adds: tokens, a capture, the die."""
    t = app.t
    text = ""
    if entry.get("tokens"):
        text += t("scriba_ui.log_tokens", tokens=" ".join(token_label(app, k)
                                                          for k in entry["tokens"]))
    if entry.get("capture") is not None:
        text += t("scriba_ui.log_capture", name=state.names[entry["capture"]])
    if entry.get("die"):
        text += t("scriba_ui.log_die", n=entry["die"], drawn=entry["drawn"])
    return text


def explain_two(app: "App", state: game.State, entry: dict[str, Any]) -> list[Node]:
    """Game II's parts of a placement, explained for the panel of recent
    moves: the tokens taken, who took whose large token and why, the die."""
    t = app.t
    name = state.names[entry["player"]]
    out: list[Node] = []
    if entry.get("tokens"):
        out.append(h("p", {"class": "explain", "data-explain": "tokens"},
                     t("scriba_ui.explain_tokens", name=name), " ",
                     [token_chip(app, kind) for kind in entry["tokens"]]))
    if entry.get("capture") is not None:
        out.append(h("p", {"class": "explain", "data-explain": "capture"},
                     large_chip(app, 1, mark=False), " ",
                     t("scriba_ui.explain_capture", name=name,
                       victim=state.names[entry["capture"]])))
    if entry.get("die"):
        drew = t("scriba_ui.explain_die", name=name, n=entry["die"], drawn=entry["drawn"]) \
            if entry["drawn"] == entry["die"] else \
            t("scriba_ui.explain_die_short", name=name, n=entry["die"], drawn=entry["drawn"])
        out.append(h("p", {"class": "explain die-line", "data-explain": "die"}, drew))
    return out


def die_view(app: "App", roll: int, key: str) -> Node:
    """The die rolling: it tumbles through three other faces and lands on
    ``roll``; keyed by the turn, so it rolls once, when the move appears."""
    faces = [(roll + k) % 6 + 1 for k in (2, 4, 0)] + [roll]
    return h("span", {"class": "die rolling", "key": key, "role": "img", "data-die": str(roll),
                      "aria-label": app.t("scriba_ui.die", n=roll)},
             [h("span", {"class": f"face face{n}" + (" landed" if n == 3 else "")},
                [h("i", {"class": "pip" + (" on" if cell in PIPS[face] else "")})
                 for cell in range(9)]) for n, face in enumerate(faces)])


def final_rows(app: "App", state: game.State) -> tuple[list[str], list[Node]]:
    """Game II's final table: the column heads and a row per player, best first."""
    t = app.t
    table = game.final_table(state)
    winners = game.winners(state)
    heads = [t("scriba_ui.col_player"), t("scriba_ui.col_play"), t("scriba_ui.col_small"),
             t("scriba_ui.col_large"), t("scriba_ui.col_rack"), t("scriba_ui.col_final")]
    rows = []
    for seat in sorted(range(state.players), key=lambda i: -state.scores[i]):
        row = table[seat]
        rows.append(h("tr", {"class": "winner-row" if seat in winners else None,
                             "data-final": state.names[seat], "key": f"f{seat}"},
                      h("th", {"scope": "row"}, state.names[seat]),
                      h("td", None, str(row["play"])),
                      h("td", {"data-part": "small"}, f"+{row['small']}" if row["small"] else "0"),
                      h("td", {"data-part": "large"},
                        f"+{row['large'] * TK.LARGE_POINTS}" if row["large"] else "0"),
                      h("td", {"data-part": "rack"},
                        str(row["rack"]).replace("-", "\u2212") if row["rack"] else "0"),
                      h("td", {"class": "final-score", "data-score": str(row["total"])},
                        h("b", None, str(row["total"])))))
    return heads, rows
