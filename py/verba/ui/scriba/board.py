"""The Scriba board, its tiles and a rack, as vnode trees.

Every field says what it is in text as well as colour ("2S" is a double word
in Polish, "3L" a triple letter, "−4L" the red fields), so the board reads
without colour vision; the centre carries the feather.  One colour per bonus
in both games (``bonus_class``): Game II's tokens take the colour of the
printed field with the same bonus (docs/ux/scriba.md says why).  Tiles show
their letter and value; a blank shows the letter it stands for in its own
style and no value; a stacked tile sits raised on the one below.  Drag
sources and drop targets are ``data-drag``/``data-drop`` JSON, read by
``assets/js/drag.js``.

Screen readers get each cell's and tile's name from hidden text inside it
(``sr``), the drawn pieces being ``aria-hidden``: a name that is the content
cannot disagree with what is shown.

``tile_face`` and ``square_face`` draw single pieces as the board does, for
any other screen that shows them (the rules, a legend).
"""
from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from ...scriba import tiles as T
from ...scriba.board import LEGEND, Board, Field, Pos, cell_name
from ..shell.vnode import Node, act, h
from .placing import Pending, Placing

if TYPE_CHECKING:
    from ..shell.app import App

TOKEN_CODES = ("r", "b", "g", "y")     # Game II's small tokens: a disc on a plain field


def bonus_class(code: str) -> str:
    """The colour class of a field's bonus, the same for a printed field and
    a token of the same bonus ("b-l3" for letter ×3, "b-neg" for −4)."""
    field = LEGEND[code]
    if field.kind == "plain":
        return ""
    if field.mult < 0:
        return "b-neg"
    return f"b-{field.kind[0]}{field.mult}"


def field_class(code: str) -> str:
    shape = "f-tok" if code in TOKEN_CODES else "f-field" if code != "." else ""
    return " ".join(x for x in (shape, bonus_class(code), "f-centre" if code == "*" else "") if x)


def sr(text: str) -> Node:
    """Text for screen readers only (the piece it names is drawn beside it)."""
    return h("span", {"class": "sc-sr"}, text)
# Stroked paths on a 24×24 box: the word's way in, the corner, the way out.
ARROW_PATHS = {"rd": "M3 7h12v13m-4-4 4 4 4-4", "dr": "M7 3v12h13m-4-4 4 4-4 4"}
FEATHER = "M20 3C11 4 6 9 5.5 17.5L4 21l3-2.2C15 18 19.5 12 20 3zM6.5 17.5 15 9"


def _json(data: dict[str, Any]) -> str:
    return json.dumps(data, separators=(",", ":"), sort_keys=True)


def arrow_glyph(bend: str) -> Node:
    return h("svg", {"class": "glyph", "viewBox": "0 0 24 24", "aria-hidden": "true"},
             h("path", {"d": ARROW_PATHS[bend]}))


def feather() -> Node:
    return h("svg", {"class": "feather", "viewBox": "0 0 24 24", "aria-hidden": "true"},
             h("path", {"d": FEATHER}))


def field_label(app: "App", code: str, field: Field) -> str:
    """The field's number with S/W/M (word) or L (letter): "2S", "−4L"."""
    if field.kind == "plain":
        return ""
    mark = app.t("scriba_ui.mark_word" if field.kind == "word" else "scriba_ui.mark_letter")
    number = str(field.mult).replace("-", "\u2212")
    return f"{number}{mark}"


FIELD_NAME = {".": "plain", "d": "l2", "t": "l3", "q": "l4", "-": "neg",
              "D": "w2", "T": "w3", "Q": "w4", "*": "centre",
              "r": "tok_r", "b": "tok_b", "g": "tok_g", "y": "tok_y"}


def field_name(app: "App", code: str) -> str:
    return app.t(f"scriba_ui.field_{FIELD_NAME[code]}")


def tile_name(app: "App", code: str) -> str:
    """What a board code is, for screen readers."""
    if T.is_arrow(code):
        return app.t(f"scriba_ui.arrow_{T.bend_of(code)}")
    if code == T.BLOCK:
        return app.t("scriba_ui.block_tile")
    if T.is_blank(code):
        return app.t("scriba_ui.blank_as", letter=code.upper())
    return app.t("scriba_ui.letter_tile", letter=code, value=T.value(code))


def rack_tile_name(app: "App", tile: str) -> str:
    if tile == T.BLANK:
        return app.t("scriba_ui.blank_tile")
    if tile == T.ARROW:
        return app.t("scriba_ui.arrow_tile")
    return tile_name(app, tile)


def tile_face(code: str, cls: str = "", **attrs: Any) -> Node:
    """One tile as the board draws it, from a board code (a blank is its
    letter in lowercase, an unnamed blank ``?``, an arrow ``>rd``/``>dr``, a
    blocking tile ``#``).  Drawn for the eye only: the element around it
    names it.  ``cls`` "loose" draws it on its own, outside a cell (its size
    from ``--tile-size``)."""
    classes = ["tile"]
    if T.is_arrow(code):
        classes.append("arrow")
        body: list[Any] = [arrow_glyph(T.bend_of(code))] if T.bend_of(code) in T.BENDS \
            else [h("span", {"class": "t-letter"}, "\u21b3")]
    elif code == T.BLOCK:
        classes.append("block")
        body = [h("span", {"class": "t-dot"})]
    elif code == T.BLANK:
        classes.append("blank")
        body = []
    elif T.is_blank(code):
        classes.append("blank named")
        body = [h("span", {"class": "t-letter"}, code.upper())]
    else:
        body = [h("span", {"class": "t-letter"}, code),
                h("span", {"class": "t-value"}, str(T.value(code)))]
    if cls:
        classes.append(cls)
    return h("span", {"class": " ".join(classes), "aria-hidden": "true", **attrs}, *body)


def field_marks(app: "App", code: str) -> list[Node]:
    """What an empty field shows: the feather on the centre, the bonus label."""
    label = field_label(app, code, LEGEND[code])
    return ([feather()] if code == "*" else []) + (
        [h("span", {"class": "f-label", "aria-hidden": "true"}, label)] if label else [])


def square_face(app: "App", code: str, *tiles: str, cls: str = "") -> Node:
    """One board square on its own, as the board draws it: its bonus (colour,
    label, the feather, a Game II token's disc) and the tiles on it, bottom
    first.  For the eye only: say beside it what it is (``field_name``)."""
    parts: list[Any] = [] if tiles else field_marks(app, code)
    for level, tile in enumerate(tiles):
        parts.append(tile_face(tile, ("upper" if level else "")
                               + (" under" if level < len(tiles) - 1 else "")))
    classes = " ".join(x for x in ("square", field_class(code), cls) if x)
    return h("span", {"class": classes, "aria-hidden": "true"}, parts)


def pending_code(p: Pending) -> str:
    if p.tile == T.BLANK:
        return p.letter.lower() if p.letter else T.BLANK
    if p.tile == T.ARROW:
        return T.ARROW + p.bend
    return p.tile


# A cell's node depends only on what it shows, and most cells stay the same
# from one keystroke to the next: they are built once and reused.
CELL_CACHE = 4000
_CELLS: dict[tuple[Any, ...], Node] = {}


def _cell(app: "App", key: tuple[Any, ...]) -> Node:
    _, pos, code, stack, mine, (last, in_word, cursor, mark), live = key
    r, c = pos
    classes = ["cell", field_class(code), mark]
    if last:
        classes.append("last")
    if in_word:
        classes.append("in-word")
    if cursor:
        classes.append("cursor " + cursor)
    parts: list[Any] = []
    names = [cell_name(pos), field_name(app, code)]
    if not stack and mine is None:
        parts += field_marks(app, code)
    for level, tile in enumerate(stack):
        top = level == len(stack) - 1 and mine is None
        parts.append(tile_face(tile, ("upper" if level else "") + (" under" if not top else "")))
        names.append(tile_name(app, tile))
    if mine is not None:
        parts.append(tile_face(mine, "pending" + (" upper" if stack else ""), **{
            "data-drag": _json({"from": "board", "row": r, "col": c}) if live else None,
            "data-pending": cell_name(pos)}))
        names.append(app.t("scriba_ui.laid_now", tile=tile_name(app, mine)
                           if mine != T.BLANK else app.t("scriba_ui.blank_tile")))
    if len(stack) + (mine is not None) > 1:
        classes.append("stacked")
    attrs: dict[str, Any] = {
        "class": " ".join(x for x in classes if x), "role": "gridcell",
        "id": f"sc-{r}-{c}", "data-cell": cell_name(pos)}
    if live:
        attrs["data-act"] = act("cell", row=r, col=c)
        attrs["data-drop"] = _json({"to": "cell", "row": r, "col": c})
    return h("div", attrs, sr(", ".join(names)), parts)


def board_view(app: "App", board: Board, placing: Placing | None, *, live: bool,
               last: set[Pos], words: set[Pos], focus: bool | str = False,
               zoomed: bool = False, marks: dict[Pos, str] | None = None) -> Node:
    """The board; ``live`` while the player to move may lay tiles (clicks,
    drops and the keyboard cursor), ``last`` the cells of the last move,
    ``words`` the cells of the words the pending placement forms, ``marks``
    extra classes of some cells (the guided game points at them).  Zoomed
    (on a phone), it scrolls inside its square and follows the cursor
    (``data-follow``, read by ``assets/js/drag.js``)."""
    layout = board.layout
    size = layout.size
    pending = {p.pos: p for p in placing.pending} if placing else {}
    cursor = placing.cursor if placing and live else None
    marks = marks or {}
    # the column letters: for the eye (each cell names itself, "H8")
    head = [h("span", {"class": "edge corner"})]
    head += [h("span", {"class": "edge col"}, chr(ord("A") + c)) for c in range(size)]
    rows = [h("div", {"class": "brow", "aria-hidden": "true", "key": "head"}, head)]
    for r in range(size):
        cells: list[Node] = [h("span", {"class": "edge row", "aria-hidden": "true"}, str(r + 1))]
        for c in range(size):
            pos = (r, c)
            mine = pending.get(pos)
            flags = (pos in last, pos in words,
                     ("down" if placing and placing.down else "right") if pos == cursor else "",
                     marks.get(pos, ""))
            key = (app.lang, pos, layout.code(pos), board.stacks.get(pos, ()),
                   pending_code(mine) if mine else None, flags, live)
            node = _CELLS.get(key)
            if node is None:
                if len(_CELLS) > CELL_CACHE:
                    _CELLS.clear()
                node = _CELLS[key] = _cell(app, key)
            cells.append(node)
        rows.append(h("div", {"class": "brow", "role": "row"}, cells))
    grid: dict[str, Any] = {"class": "board" + (" live" if live else ""), "role": "grid",
                            "aria-label": app.t("scriba_ui.board"), "data-board": "1"}
    if live:
        grid.update({"tabindex": "0", "data-keys": "board", "focus": focus or None,
                     "aria-activedescendant": f"sc-{cursor[0]}-{cursor[1]}" if cursor else None,
                     "aria-describedby": "scriba-keys-help"})
    follow = cursor or (placing.pending[-1].pos if placing and placing.pending else None)
    return h("div", {"class": "board-wrap" + (" zoomed" if zoomed else ""),
                     "data-zoomed": "1" if zoomed else None,
                     "data-follow": f"{follow[0]},{follow[1]}" if zoomed and follow else None},
             h("div", grid, rows))


def rack_view(app: "App", rack: list[str], placing: Placing | None, *,
              exchange: set[int] | None = None, owner: str = "", cls: str = "") -> Node:
    """The player's rack: tiles to pick up (click), drag, or choose for an
    exchange; the tiles laid this turn are on the board meanwhile."""
    used = placing.slots_used() if placing else set()
    tiles = []
    for slot, tile in enumerate(rack):
        if slot in used:
            continue
        chosen = exchange is not None and slot in exchange
        selected = placing is not None and placing.selected == slot
        classes = "rack-tile" + (" selected" if selected else "") + (" chosen" if chosen else "")
        face = tile_face(tile if tile != T.ARROW else T.ARROW + "rd", "")
        tiles.append(h("button", {
            "type": "button", "class": classes, "key": f"slot{slot}",
            "data-act": act("rack", slot=slot), "data-slot": str(slot), "data-tile": tile,
            "data-drag": _json({"from": "rack", "slot": slot}) if exchange is None else None,
            "data-drop": _json({"to": "rack", "slot": slot}),
            "aria-pressed": "true" if (chosen or selected) else "false"},
            sr(rack_tile_name(app, tile)), face))
    return h("div", {"class": "rack" + (f" {cls}" if cls else ""), "role": "group",
                     "data-rack": "1", "aria-label": app.t("scriba_ui.rack_of", name=owner),
                     "data-drop": _json({"to": "rack"})},
             tiles or h("span", {"class": "muted rack-empty"}, app.t("scriba_ui.rack_empty")))


# The legend's order: word bonuses, then letter bonuses, the most first.
LEGEND_ONE = ("Q", "T", "D", "q", "t", "d", "-", "*")
LEGEND_TWO = ("g", "y", "r", "b")


def legend_view(app: "App", game_two: bool, cls: str = "") -> Node:
    """What each bonus square means, drawn as the board draws it; Game II's
    tokens also say which token of the box they are."""
    t = app.t
    items = []
    for code in LEGEND_TWO if game_two else LEGEND_ONE:
        field = LEGEND[code]
        what = t("scriba_ui.legend_centre") if code == "*" else t(
            f"scriba_ui.legend_{field.kind}", n=str(field.mult).replace("-", "\u2212"))
        items.append(h("li", {"key": code, "data-legend": code},
                       square_face(app, code, cls="key"),
                       h("span", {"class": "legend-what"}, what,
                         h("small", {"class": "muted"}, t(f"scriba_ui.legend_box_{code}"))
                         if game_two else None)))
    return h("section", {"class": f"panel legend {cls}".strip(), "key": "legend",
                         "aria-labelledby": "scriba-legend",
                         "data-legend-panel": "two" if game_two else "one"},
             h("h2", {"id": "scriba-legend"}, t("scriba_ui.legend")),
             h("ul", {"class": "legend-list"}, items),
             h("p", {"class": "muted legend-note"},
               t("scriba_ui.legend_note_two" if game_two else "scriba_ui.legend_note")))
