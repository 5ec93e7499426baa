"""Scriba's position notation, Game I and Game II (docs/NOTATION.md).

    scriba:
    settings game=2
    player "Ala" hard 34 KOTA?EE small=y large=7
    player "Bot" 12 AIUZŻ large=5 done
    die 4
    layout
       1 g
       8 ....y
    board
       8 ..K(OA)T┐
       9 .....A
    bag *

Tiles on a rack: a letter, ``?`` a blank, ``>`` an arrow, ``#`` a blocking
tile (``-``: an empty rack). On the board: a letter, a blank as the letter it
stands for in lowercase, ``┐`` an arrow turning from rightwards to downwards,
``└`` from downwards to rightwards, ``#`` a blocking tile, ``(Ka)`` a stack,
bottom first. ``board`` and ``layout`` list the rows that hold something,
numbered as on the board's edge (1–15), each from column A, cut after its
last tile or field. ``bag *`` (or no ``bag``) is the rest of the set.

What a position leaves out: the log, the racks kept for the review and the
draw for the order (``log``, ``turn_racks``, ``order_draws``). What of the
log play needs is rebuilt: the placement still open to a challenge (``last``: its player, its cells in the order laid, the tiles
drawn after it, whose large token it took) and, for a finished game, the
final entry (``over``).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import fields as dataclass_fields
from typing import Any

from ..errors import IllegalAction
from ..scriba import game as G
from ..scriba import tiles as T
from ..scriba import tokens as TK
from ..scriba import validate
from ..scriba.board import LEGEND, STANDARD, Board, Layout, Pos, cell_name
from ..scriba.placement import Laid, evaluate
from ..scriba.ruleset import CHALLENGE, RuleError, Ruleset
from ..scriba.scoring import OUT_BONUS
from ..text import MAX_NAME
from . import syntax as S

GAME = "scriba"
KEYS = {"settings": False, "player": True, "current": False, "first": False, "passes": False,
        "die": False, "setup": False, "last": False, "over": False, "layout": False,
        "board": False, "bag": False, "rng": False}
SIZE = validate.SIZE
EMPTY, REST = "-", "*"
ARROWS = {">rd": "┐", ">dr": "└"}
ARROW_CODES = {symbol: code for code, symbol in ARROWS.items()}
RACK_TILES = frozenset(T.ALPHABET) | set(T.SPECIAL_COUNTS)
LOWER = {letter.lower(): letter for letter in T.ALPHABET}
TOKEN_KINDS = {code: kind for kind, (code, _) in TK.SMALL.items()}


# --- writing ---------------------------------------------------------------------

def to_text(state: G.State) -> str:
    """The position of ``state``, in canonical form."""
    lines = ["scriba:", *S.settings_line(_rule_values(state.rules), _defaults(state.rules.game))]
    for i, name in enumerate(state.names):
        lines.append(S.player_line(name, state.kind(i), G.HUMAN, *_seat_items(state, i)))
    for key, value in (("current", state.current), ("first", state.first_player),
                       ("passes", state.passes), ("die", state.die)):
        if value:
            lines.append(f"{key} {value}")
    if state.phase == G.SETUP:
        lines.append("setup")
    if state.last_move is not None:
        lines.append(_last_line(state.last_move))
    if state.phase == G.OVER:
        lines.append("over")
    if state.board.layout != _default_layout(state.rules.game):
        lines += _grid("layout", {pos: code for pos, code in _fields(state.board.layout)
                                  if code != "."})
    if state.board.stacks:
        lines += _grid("board", {pos: _cell_text(stack) for pos, stack in state.board.stacks.items()})
    lines.append("bag " + (_tiles_text(state.bag) if state.bag else EMPTY))
    if state.rng:
        lines.append(f"rng {state.rng}")
    return "\n".join(lines)


def _rule_values(rules: Ruleset) -> dict[str, Any]:
    values = rules.to_dict()
    return {"game": values.pop("game"), **values}


def _defaults(game_number: int) -> dict[str, Any]:
    """The settings left out: that game's, but ``game=2`` itself."""
    return {**(Ruleset.game_two() if game_number == 2 else Ruleset()).to_dict(), "game": 1}


def _default_layout(game_number: int) -> Layout:
    return TK.blank_layout(SIZE) if game_number == 2 else Layout(STANDARD)


def _seat_items(state: G.State, i: int) -> list[str]:
    items = [str(state.scores[i]), _tiles_text(state.racks[i]) if state.racks[i] else EMPTY]
    if state.game_two:
        if state.small[i]:
            items.append("small=" + "".join(TK.SMALL[kind][0] for kind in state.small[i]))
        if state.large[i] != TK.large_share(state.players):
            items.append(f"large={state.large[i]}")
        if state.done[i]:
            items.append("done")
    return items


def _tiles_text(tiles: tuple[str, ...]) -> str:
    return "".join(tiles)


def _last_line(last: G.LastMove) -> str:
    items = ["last", str(last.player), ",".join(cell_name(x.pos) for x in last.laid)]
    if last.drawn:
        items.append("drawn=" + _tiles_text(last.drawn))
    if last.captured is not None:
        items.append(f"captured={last.captured}")
    return " ".join(items)


def _fields(layout: Layout) -> list[tuple[Pos, str]]:
    return [((r, c), code) for r, row in enumerate(layout.rows) for c, code in enumerate(row)]


def _code_text(code: str) -> str:
    return ARROWS.get(code, code)


def _cell_text(stack: tuple[str, ...]) -> str:
    text = "".join(_code_text(code) for code in stack)
    return text if len(stack) == 1 else f"({text})"


def _grid(key: str, cells: dict[Pos, str]) -> list[str]:
    """A grid field: each row that holds something, cut after its last cell."""
    lines = [key]
    for r in sorted({pos[0] for pos in cells}):
        last = max(c for row, c in cells if row == r)
        text = "".join(cells.get((r, c), ".") for c in range(last + 1))
        lines.append(f"  {r + 1:>2} {text}")
    return lines


# --- reading ---------------------------------------------------------------------

def from_text(text: str) -> G.State:
    """The state a position describes; ValueError saying what is wrong and
    where, for text that is not one."""
    fields = S.read(text, GAME, KEYS)
    rules = _rules(S.one(fields, "settings"))
    two = rules.game == 2
    seats = [_player(f) for f in S.player_fields(fields, GAME, 1, 4)]
    n = len(seats)
    layout = _layout(S.one(fields, "layout"), two)
    board = Board(layout, _board(S.one(fields, "board")))
    racks = [seat["rack"] for seat in seats]
    bag = _bag(S.one(fields, "bag"), racks, board)
    data: dict[str, Any] = {
        "version": G.VERSION, "game": GAME, "rules": rules.to_dict(),
        "layout": list(layout.rows), "names": [seat["name"] for seat in seats],
        "board": [{"row": r, "col": c, "stack": list(stack)}
                  for (r, c), stack in sorted(board.stacks.items())],
        "racks": racks, "bag": bag, "scores": [seat["score"] for seat in seats],
        "current": S.number_field(S.one(fields, "current"), 0, n - 1, 0),
        "first_player": S.number_field(S.one(fields, "first"), 0, n - 1, 0),
        "order_draws": [],
        "passes": S.number_field(S.one(fields, "passes"), 0, validate.MAX_PASSES * n, 0),
        "phase": G.PLAY, "last_move": None, "log": [],
        "rng": S.rng_field(fields),
        "kinds": [seat["kind"] for seat in seats], "turn_racks": [],
    }
    if two:
        data.update(small=[seat["small"] for seat in seats],
                    large=[TK.large_share(n) if seat["large"] is None else seat["large"]
                           for seat in seats],
                    done=[seat["done"] for seat in seats],
                    die=S.number_field(S.one(fields, "die"), 0, 6, 0))
    else:
        _game_two_only(fields, seats)
    _phase(fields, data, board, rules)
    return S.check_rebuilt(GAME, G.from_dict, data)


def _rules(fld: S.Field | None) -> Ruleset:
    if fld is None:
        return Ruleset()
    values = S.settings(fld, tuple(f.name for f in dataclass_fields(Ruleset)))
    try:
        return Ruleset.game_two(**values) if values.get("game") == 2 else Ruleset(**values)
    except RuleError as error:
        fld.fail(str(error))


def _game_two_only(fields: list[S.Field], seats: list[dict[str, Any]]) -> None:
    for key in ("die", "setup"):
        fld = S.one(fields, key)
        if fld is not None:
            fld.fail("Game II only (settings game=2)")
    for seat, fld in zip(seats, (f for f in fields if f.key == "player")):
        if seat["small"] or seat["large"] is not None or seat["done"]:
            fld.fail("small=, large= and done are Game II's (settings game=2)")


def _player(fld: S.Field) -> dict[str, Any]:
    name, kind, rest = S.player(fld, G.KINDS, MAX_NAME)
    plain, flags, options = fld.parts(flags=("done",), options=("small", "large"), items=rest)
    if len(plain) != 2 or any(item.quoted for item in plain):
        fld.fail("expects the score and the rack after the name and kind, as "
                 '"Ala" 12 KOTA?EE (- for an empty rack)')
    score = fld.int(plain[0].text, -validate.MAX_SCORE, validate.MAX_SCORE, "a score")
    small = [_token_kind(fld, code) for code in options.get("small", "")]
    large = None
    if "large" in options:
        large = fld.int(options["large"], 0, TK.LARGE, "large= (large tokens held)")
    return {"name": name, "kind": kind, "score": score, "rack": _tiles(fld, plain[1].text),
            "small": small, "large": large, "done": "done" in flags}


def _token_kind(fld: S.Field, code: str) -> str:
    if code not in TOKEN_KINDS:
        fld.fail(f"small= lists tokens as {''.join(TOKEN_KINDS)} "
                 f"(word ×3, letter ×3, word ×2, letter ×2), not {code!r}")
    return TOKEN_KINDS[code]


def _tiles(fld: S.Field, text: str) -> list[str]:
    """Rack tiles (``-``: none)."""
    if text == EMPTY:
        return []
    for ch in text:
        if ch not in RACK_TILES:
            fld.fail(f"{ch!r} is no tile: a capital letter, ? a blank, > an arrow, # a blocking tile")
    return list(text)


def _grid_rows(fld: S.Field) -> dict[int, str]:
    """A grid field's rows by index (0 at the top), from its numbered rows."""
    words = fld.words()
    if len(words) % 2:
        fld.fail("lists rows as a row number then its cells, as 8 ..KOT")
    rows: dict[int, str] = {}
    for number, cells in zip(words[::2], words[1::2]):
        r = fld.int(number, 1, SIZE, "a row number") - 1
        if r in rows:
            fld.fail(f"row {r + 1} given twice")
        rows[r] = cells
    return rows


def _layout(fld: S.Field | None, two: bool) -> Layout:
    if fld is None:
        return _default_layout(2 if two else 1)
    grid = [["."] * SIZE for _ in range(SIZE)]
    for r, cells in _grid_rows(fld).items():
        if len(cells) > SIZE:
            fld.fail(f"row {r + 1} has {len(cells)} fields; the board is {SIZE} wide")
        for c, code in enumerate(cells):
            if code not in LEGEND:
                fld.fail(f"{code!r} at {cell_name((r, c))} is no field code "
                         f"(codes: {''.join(LEGEND)})")
            grid[r][c] = code
    try:
        return Layout("".join(row) for row in grid)
    except ValueError as error:
        fld.fail(str(error))


def _board(fld: S.Field | None) -> dict[Pos, tuple[str, ...]]:
    stacks: dict[Pos, tuple[str, ...]] = {}
    if fld is None:
        return stacks
    for r, cells in _grid_rows(fld).items():
        c = 0
        i = 0
        while i < len(cells):
            if c >= SIZE:
                fld.fail(f"row {r + 1} has more than {SIZE} cells")
            if cells[i] == "(":
                end = cells.find(")", i)
                if end < 0:
                    fld.fail(f"a stack at {cell_name((r, c))} is not closed with )")
                codes = [_code(fld, ch, (r, c)) for ch in cells[i + 1:end]]
                if len(codes) != 2:
                    fld.fail(f"a stack at {cell_name((r, c))} holds two tiles "
                             f"(one upper level), not {len(codes)}")
                stacks[(r, c)] = tuple(codes)
                i = end + 1
            else:
                if cells[i] != ".":
                    stacks[(r, c)] = (_code(fld, cells[i], (r, c)),)
                i += 1
            c += 1
    return stacks


def _code(fld: S.Field, ch: str, pos: Pos) -> str:
    if ch in T.LETTER_VALUES or ch == T.BLOCK:
        return ch
    if ch in LOWER:
        return ch          # a blank: its letter in lowercase
    if ch in ARROW_CODES:
        return ARROW_CODES[ch]
    fld.fail(f"{ch!r} at {cell_name(pos)} is no tile: a capital letter, a blank's letter in "
             f"lowercase, ┐ or └ an arrow, # a blocking tile, ( ) a stack")


def _bag(fld: S.Field | None, racks: list[list[str]], board: Board) -> list[str]:
    """The bag as written, or the rest of the set; either way the tiles must
    add up to the set."""
    held: Counter[str] = Counter(t for rack in racks for t in rack)
    held.update(board.map_tiles(T.rack_tile))
    extra = held - T.full_set()
    if extra:
        raise ValueError(f"scriba notation: the racks and the board hold more "
                         f"{_counted(extra)} than the set has")
    rest = T.full_set() - held
    if fld is None:
        return list(T.sorted_tiles(list(rest.elements())))
    fld.count(fld.items, 1, 1, "item (the tiles, * for the rest of the set, - for none)")
    text = fld.words()[0]
    if text == REST:
        return list(T.sorted_tiles(list(rest.elements())))
    bag = Counter(_tiles(fld, text))
    if bag != rest:
        wrong = [f"it lacks {_counted(rest - bag)}" if rest - bag else "",
                 f"it has {_counted(bag - rest)} too many" if bag - rest else ""]
        fld.fail("the bag holds the tiles neither on a rack nor on the board: "
                 + " and ".join(w for w in wrong if w) + " (bag * computes it)")
    return list(T.sorted_tiles(list(bag.elements())))


def _counted(tiles: Counter[str]) -> str:
    return " ".join(f"{tile}×{count}" for tile, count in sorted(
        tiles.items(), key=lambda item: T.sort_key(item[0])))


# --- the phase, and the log entries play needs ---------------------------------------

def _phase(fields: list[S.Field], data: dict[str, Any], board: Board, rules: Ruleset) -> None:
    """The phase the marks give (``setup``, ``last``, ``over``), with the
    log entry a placement open to challenge or a finished game needs."""
    setup = S.flag_field(S.one(fields, "setup"))
    over = S.flag_field(S.one(fields, "over"))
    last = S.one(fields, "last")
    if sum((setup, over, last is not None)) > 1:
        raise ValueError("scriba notation: setup, last and over exclude one another")
    if setup:
        data["phase"] = G.SETUP
    elif over:
        data["phase"] = G.OVER
        data["log"] = [_end_entry(data, rules)]
    elif last is not None:
        data["last_move"], entry = _last_move(last, data, board, rules)
        data["log"] = [entry]
        if _all_out(data, data["last_move"]["player"], rules):
            data["phase"] = G.CLOSING


def _all_out(data: dict[str, Any], player: int, rules: Ruleset) -> bool:
    """Whether the placement ended the game, but for a challenge."""
    if rules.game == 2:
        return all(data["done"])
    return not data["bag"] and not data["racks"][player]


def _last_move(fld: S.Field, data: dict[str, Any], board: Board,
               rules: Ruleset) -> tuple[dict[str, Any], dict[str, Any]]:
    plain, _, options = fld.parts(options=("drawn", "captured"))
    words = [item.text for item in plain if not item.quoted]
    if len(words) != 2 or len(plain) != 2:
        fld.fail("expects the player and the cells laid, in order, as 0 H8,I8,J8")
    n = len(data["names"])
    player = fld.int(words[0], 0, n - 1, "the player")
    if rules.checking != CHALLENGE:
        fld.fail("words are checked when laid (checking=immediate): nothing is open to challenge")
    laid = [_laid(fld, board, _cell(fld, name)) for name in words[1].split(",")]
    drawn = _tiles(fld, options.get("drawn", EMPTY))
    rack = Counter(data["racks"][player])
    if Counter(drawn) - rack:
        fld.fail("the tiles drawn after the placement are not on the player's rack")
    before = rack - Counter(drawn) + Counter(x.tile for x in laid)
    cells = [x.pos for x in laid]
    if len(set(cells)) != len(cells):
        fld.fail("a cell laid twice")
    below = board.without(cells)
    try:
        ev = evaluate(below, list(before.elements()), laid, rules)
    except IllegalAction as error:
        fld.fail(f"not a placement the rules allow on the board without it ({error.code})")
    move = {"player": player, "laid": [x.to_dict() for x in laid], "drawn": drawn,
            "score": ev.total, "words": [w.word for w in ev.words]}
    entry = G.place_entry(player, ev)
    if rules.game == 2:
        captured = None
        if "captured" in options:
            captured = fld.int(options["captured"], 0, n - 1, "captured= (whose large token)")
        if not 1 <= data["die"] <= 6:
            fld.fail("in Game II the player rolled the die after laying: give 'die' (1 to 6)")
        taken = list(TK.reached(below, cells))
        move.update(tokens=taken, captured=captured)
        entry.update(tokens=taken, capture=captured, die=data["die"], drawn=len(drawn))
    elif "captured" in options:
        fld.fail("captured= is Game II's")
    return move, entry


def _cell(fld: S.Field, name: str) -> Pos:
    col = ord(name[:1]) - ord("A") if name[:1].isascii() and name[:1].isupper() else -1
    row = S.parse_int(name[1:])
    if not 0 <= col < SIZE or row is None or not 1 <= row <= SIZE:
        fld.fail(f"{S.shown(name)} is no cell: a column A to {chr(ord('A') + SIZE - 1)} "
                 f"and a row 1 to {SIZE}, as H8")
    return (row - 1, col)


def _laid(fld: S.Field, board: Board, pos: Pos) -> Laid:
    code = board.top.get(pos)
    if code is None:
        fld.fail(f"no tile on {cell_name(pos)}")
    if T.is_arrow(code):
        return Laid(pos, T.ARROW, bend=T.bend_of(code))
    if T.is_blank(code):
        return Laid(pos, T.BLANK, letter=code.upper())
    return Laid(pos, code)


def _end_entry(data: dict[str, Any], rules: Ruleset) -> dict[str, Any]:
    """The final entry of the log, from the final scores: what the racks
    cost, who laid their last tile (Game I), and Game II's score table."""
    left = [sum(T.value(t) for t in rack) for rack in data["racks"]]
    if rules.game == 2:
        table = [{"play": total + left[i] - TK.SMALL_POINTS * len(data["small"][i])
                  - TK.LARGE_POINTS * data["large"][i],
                  "small": len(data["small"][i]), "large": data["large"][i], "rack": -left[i],
                  "total": total} for i, total in enumerate(data["scores"])]
        return {"type": "end", "out": None, "rack_values": left, "out_bonus": 0, "table": table}
    out = [i for i, rack in enumerate(data["racks"]) if not rack] if not data["bag"] else []
    if len(out) > 1:
        raise ValueError("scriba notation: only one player can lay their last tile")
    return {"type": "end", "out": out[0] if out else None, "rack_values": left,
            "out_bonus": OUT_BONUS if out else 0}
