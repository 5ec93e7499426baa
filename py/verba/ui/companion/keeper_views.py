"""What the Scriba score keeper draws besides the board: the sheet (each
player's moves and running totals, as a score pad has them), the tiles still
unseen, the racks asked for at the end, and the set-up form."""
from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from ...scriba import keeper as K
from ...scriba import tiles as T
from ...text import isolate
from ..scriba.board import sr
from ..shell.vnode import Node, act, h
from .scriba_position import tile_label

if TYPE_CHECKING:
    from ..shell.app import App


def _cell_text(app: "App", entry: dict[str, Any], names: tuple[str, ...]) -> str:
    t = app.t
    kind = entry["type"]
    if kind == "place":
        words = ", ".join(w["word"] for w in entry["words"])
        text = t("companion.keeper.placed", words=words) if not entry["rack_bonus"] else \
            t("companion.keeper.placed_bonus", words=words, bonus=entry["rack_bonus"])
        if entry.get("capture") is not None:         # Game II: a large token taken
            text = t("companion.keeper.large_from", words=text,
                     name=isolate(names[entry["capture"]]))
        return text
    if kind == "challenge":
        return t("companion.keeper.challenged", words=", ".join(entry["invalid"]))
    if kind == "exchange":
        return t("companion.keeper.exchanged", n=entry["count"])
    return t("companion.keeper.passed")


def _end_scores(entry: dict[str, Any], players: int) -> list[int]:
    """What the end adds to each player: the rack subtracted, the bonuses."""
    if "table" in entry:
        return [row["total"] - row["play"] for row in entry["table"]]
    return [-entry["rack_values"][i] + (entry["out_bonus"] if entry["out"] == i else 0)
            for i in range(players)]


def _rounds(entries: list[dict[str, Any]], players: int) -> list[list[dict[str, Any] | None]]:
    """The turns laid out by rounds: a row per round, a column per player."""
    rows: list[list[dict[str, Any] | None]] = []
    last = players
    for entry in entries:
        if entry["type"] == "end":
            continue
        p = entry["player"]
        if p <= last or not rows:
            rows.append([None] * players)
        rows[-1][p] = entry
        last = p
    return rows


def sheet_view(app: "App", sheet: K.Sheet) -> Node:
    """The score pad: a column per player, a row per round, each move with
    its points and the running total under it; the end's subtraction; the
    totals at the foot."""
    t = app.t
    n = sheet.players
    running = [0] * n
    body: list[Node] = []
    entries = sheet.entries()
    for number, row in enumerate(_rounds(entries, n), 1):
        cells: list[Node] = [h("th", {"scope": "row", "class": "round"}, str(number))]
        for p, entry in enumerate(row):
            if entry is None:
                cells.append(h("td", None))
                continue
            points = entry.get("score", 0)         # an exchange scores nothing: no score
            running[p] += points
            cells.append(h("td", {"data-turn": entry["type"]},
                           h("span", {"class": "what"}, _cell_text(app, entry, sheet.names)),
                           h("span", {"class": "points"}, _signed(points)),
                           h("span", {"class": "running"}, str(running[p]))))
        body.append(h("tr", {"key": f"r{number}"}, cells))
    end = next((e for e in entries if e["type"] == "end"), None)
    if end is not None:
        body.append(h("tr", {"class": "end-row", "key": "end"},
                      h("th", {"scope": "row", "class": "round"}, t("companion.keeper.end")),
                      [h("td", {"data-end": str(p)}, h("span", {"class": "points"}, _signed(v)))
                       for p, v in enumerate(_end_scores(end, n))]))
    totals = sheet.state.scores if end is not None else sheet.totals()
    head = h("tr", None, h("th", {"scope": "col", "class": "round"},
                           sr(t("companion.keeper.round"))),
             [h("th", {"scope": "col", "class": "player" + (" to-play" if p == sheet.current
                                                            and sheet.phase == K.PLAY else ""),
                       "data-player": str(p)},
                h("span", {"class": "name"}, name),
                h("span", {"class": "total", "data-total": str(p)}, str(totals[p])))
              for p, name in enumerate(sheet.names)])
    return h("section", {"class": "panel keeper-sheet", "aria-labelledby": "keeper-sheet-title"},
             h("h2", {"id": "keeper-sheet-title"}, t("companion.keeper.sheet")),
             h("div", {"class": "sheet-scroll"},
               h("table", {"class": "sheet", "data-sheet": "1"},
                 h("thead", None, head), h("tbody", None, body))))


def _signed(points: int) -> str:
    return f"+{points}" if points > 0 else str(points).replace("-", "\u2212")


def unseen_view(app: "App", sheet: K.Sheet) -> Node:
    """The tiles not on the board (the bag and the racks), letter by letter."""
    t = app.t
    unseen = Counter(sheet.unseen())
    return h("section", {"class": "panel keeper-unseen", "data-unseen": str(sum(unseen.values()))},
             h("h2", None, t("companion.keeper.unseen", n=sum(unseen.values()),
                             bag=sheet.bag_count())),
             h("p", {"class": "muted"}, t("companion.keeper.unseen_help")),
             h("ul", {"class": "unseen-tiles", "lang": "pl"},
               [h("li", {"key": tile}, h("b", None, tile_label(tile)),
                  h("span", None, f"\u00d7{count}" if count > 1 else ""))
                for tile, count in sorted(unseen.items(), key=lambda item: T.sort_key(item[0]))]))


def racks_view(app: "App", sheet: K.Sheet, typed: list[str]) -> Node:
    """The end: each player enters the tiles their rack still holds."""
    t = app.t
    fields: list[Node] = []
    for p, (name, n) in enumerate(zip(sheet.names, sheet.held_at_end())):
        if n == 0:
            fields.append(h("p", {"key": f"none{p}"}, t("companion.keeper.rack_empty", name=name)))
            continue
        fields.append(h("label", {"for": f"keeper-rack-{p}", "key": f"l{p}"},
                        t("companion.keeper.rack_of", name=name, n=n)))
        fields.append(h("input", {"type": "text", "id": f"keeper-rack-{p}", "name": f"rack{p}",
                                  "value": typed[p], "maxlength": "40", "autocomplete": "off",
                                  "autocapitalize": "characters", "spellcheck": "false",
                                  "lang": "pl", "key": f"i{p}",
                                  "data-input": act("keeper_rack", player=p),
                                  "data-keeper-rack": str(p)}))
    return h("form", {"class": "panel keeper-racks", "data-submit": act("keeper_finish"),
                      "autocomplete": "off"},
             h("h2", None, t("companion.keeper.ended")),
             h("p", None, t("companion.keeper.racks_help")),
             fields,
             h("div", {"class": "actions"},
               h("button", {"type": "submit", "class": "btn primary", "data-keeper-finish": "1"},
                 t("companion.keeper.count_end"))))


def result_view(app: "App", sheet: K.Sheet) -> Node:
    """Who won, once the end is counted."""
    scores = sheet.state.scores
    best = max(scores)
    won = [name for name, s in zip(sheet.names, scores) if s == best]
    t = app.t
    text = t("companion.keeper.winner", name=won[0], score=best) if len(won) == 1 else \
        t("companion.keeper.tie", names=", ".join(isolate(name) for name in won), score=best)
    return h("p", {"class": "panel keeper-result", "role": "status", "data-keeper-result": "1"},
             text)
