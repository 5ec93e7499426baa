"""What the computer tells a person at the Scriba table: the hint list (the
best moves for the rack on show) and the review after the game (each turn
next to the best move that was available).  Plain functions from the
engine's hint and review dicts (``verba.scriba.ai``) to vnode trees."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...scriba import game
from ...scriba import tiles as T
from ...scriba.board import Pos, cell_name
from ..shell.vnode import Node, act, button, h
from .board import sr, tile_face, tile_name
from .panels import log_line
from .placing import Pending, Placing

if TYPE_CHECKING:
    from ..shell.app import App


def _tile_text(tile: str) -> str:
    return tile if tile in T.LETTER_VALUES else {T.BLANK: "?", T.ARROW: "\u21b3",
                                                 T.BLOCK: "\u25a0"}.get(tile, tile)


def move_words(app: "App", hint: dict[str, Any]) -> str:
    """"KOT 12 · TOK 5 (+20)": the words a move forms with their scores."""
    words = " \u00b7 ".join(f"{w['word']} {w['score']}" for w in hint["words"])
    if hint["rack_bonus"]:
        words += app.t("scriba_ui.log_bonus", n=hint["rack_bonus"])
    return words


def where(tiles: list[dict[str, Any]]) -> str:
    """"H5 ↓": the first cell of a placement and the way it runs ("→↓" when
    it turns down at an arrow tile, "↓→" when it turns right)."""
    cells = sorted((int(x["row"]), int(x["col"])) for x in tiles)
    rows, cols = {r for r, _ in cells}, {c for _, c in cells}
    bend = next((x.get("bend") for x in tiles if x["tile"] == T.ARROW), None)
    way = "" if len(cells) == 1 else "\u2192\u2193" if bend == "rd" else \
        "\u2193\u2192" if bend == "dr" else "\u2192" if len(rows) == 1 else \
        "\u2193" if len(cols) == 1 else ""
    return f"{cell_name(cells[0])} {way}".strip()


def laid_codes(tiles: list[dict[str, Any]]) -> list[str]:
    """The tiles of a placement in reading order, as board codes: a blank is
    its letter in lowercase, an arrow carries its bend."""
    ordered = sorted(tiles, key=lambda x: (int(x["row"]), int(x["col"])))
    return [x["letter"].lower() if x["tile"] == T.BLANK else
            T.ARROW + x.get("bend", "") if x["tile"] == T.ARROW else x["tile"]
            for x in ordered]


def laid_tiles(app: "App", tiles: list[dict[str, Any]]) -> Node:
    """The tiles a hint lays, drawn small in reading order: which one is the
    blank (and for what), where the arrow turns, where a blocking tile goes
    — what tells apart two hints with the same words."""
    codes = laid_codes(tiles)
    return h("span", {"class": "hint-tiles", "data-laid": " ".join(codes)},
             sr(", ".join(tile_name(app, code) for code in codes)),
             [tile_face(code, "mini") for code in codes])


def hints_view(app: "App", hints: list[dict[str, Any]] | None, chosen: int | None) -> Node:
    """The hint panel: still searching (``hints`` None), nothing possible, or
    the best moves, each a button that lays it on the board for a look."""
    t = app.t
    if hints is None:
        body: Node = h("p", {"class": "thinking-dark"}, t("scriba_ui.hints_working"))
        state = "working"
    elif not hints:
        body = h("p", {"class": "muted"}, t("scriba_ui.hints_none"))
        state = "none"
    else:
        state = "ready"
        items = []
        for index, hint in enumerate(hints):
            tiles = hint["action"]["tiles"]
            keeps = " ".join(_tile_text(x) for x in hint["leave"]) or "\u2014"
            items.append(h("li", {"key": f"hint{index}"}, button(
                [h("b", {"class": "hint-score"}, str(hint["score"])),
                 h("span", {"class": "hint-words"}, move_words(app, hint)),
                 laid_tiles(app, tiles),
                 h("small", {"class": "muted hint-leave"},
                   h("span", {"class": "hint-where"}, where(tiles)),
                   " \u00b7 ", t("scriba_ui.hint_leave", tiles=keeps))],
                act("hint_show", n=index), cls="hint" + (" chosen" if index == chosen else ""),
                **{"data-hint-move": str(index),
                   "aria-pressed": "true" if index == chosen else "false"})))
        body = h("ol", {"class": "hint-list"}, items)
    return h("section", {"class": "panel hints", "data-hints": state,
                         "aria-live": "polite"},
             h("div", {"class": "panel-head"},
               h("h2", None, t("scriba_ui.hints_title")),
               button("\u00d7", act("hints_close"), cls="btn small ghost",
                      **{"aria-label": t("scriba_ui.close"), "data-hints-close": "1"})),
             body)


def overlay(tiles: list[dict[str, Any]]) -> Placing:
    """A placement to draw on a board that is not being played on (the
    review): the tiles of an engine action as pending tiles."""
    placing = Placing()
    placing.pending = [Pending(i, (int(x["row"]), int(x["col"])), x["tile"],
                               x.get("letter", ""), x.get("bend", ""))
                       for i, x in enumerate(tiles)]
    return placing


def move_cells(hint: dict[str, Any]) -> set[Pos]:
    return {(x["row"], x["col"]) for w in hint["evaluation"]["words"] for x in w["letters"]}


def review_view(app: "App", state: game.State, review: list[dict[str, Any]] | None,
                progress: tuple[int, int] | None, at: int | None) -> Node:
    """After the game: the button that starts the review, its progress, then
    every turn with what was played and the best move available; a turn
    chosen shows its board with that best move."""
    t = app.t
    if review is None and progress is None:
        return h("section", {"class": "panel review", "data-review": "offer"},
                 h("p", {"class": "muted"}, t("scriba_ui.review_intro")),
                 button(t("scriba_ui.review"), act("review"), cls="btn primary",
                        **{"data-review-start": "1"}))
    if review is None:
        done, total = progress or (0, 0)
        return h("section", {"class": "panel review", "data-review": "working"},
                 h("p", {"class": "thinking-dark"},
                   t("scriba_ui.review_working", n=min(done + 1, total), total=total)),
                 h("progress", {"max": str(max(total, 1)), "value": str(done)}))
    rows = []
    for index, item in enumerate(review):
        best = item["best"]
        if best is None:
            verdict = t("scriba_ui.review_no_move")
        elif item["missed"] == 0:
            verdict = t("scriba_ui.review_top")
        else:
            verdict = t("scriba_ui.review_best", words=move_words(app, best), n=best["score"],
                        missed=item["missed"])
        classes = "review-turn" + (" top" if best is not None and not item["missed"] else "") \
            + (" chosen" if index == at else "")
        rows.append(h("li", {"key": f"turn{index}"}, button(
            [h("span", {"class": "review-no"}, str(index + 1)),
             h("span", {"class": "review-played"}, log_line(app, state, item["played"])),
             h("span", {"class": "review-verdict"}, verdict)],
            act("review_at", n=index), cls=classes, disabled=best is None,
            **{"data-review-turn": str(index), "data-missed": str(item["missed"]),
               "aria-pressed": "true" if index == at else "false"})))
    return h("section", {"class": "panel review", "data-review": "ready"},
             h("div", {"class": "panel-head"},
               h("h2", None, t("scriba_ui.review_title")),
               button(t("scriba_ui.review_back"), act("review_at", n=-1), cls="btn small ghost",
                      **{"data-review-back": "1"}) if at is not None else None),
             h("ol", {"class": "review-list"}, rows))
