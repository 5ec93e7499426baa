"""The score keeper of a Scriba table playing on cardboard.

People play on their own board and enter each move as it is played: a word
from a square in a direction (``spell`` turns it into the tiles laid), an
exchange (how many tiles: the others never see which) or a pass. Every move
goes through the engine's own ``apply``, with the words checked against the
word list as they are entered (``Ruleset.checking = IMMEDIATE``), so a move
is scored with every bonus exactly as a game in Verba would score it.
A word the list refuses may still be what happened at the table, which plays
by the rulebook's challenges: a placement entered with ``"challenge":
"upheld"`` was challenged and taken back (the engine's own challenge: its
score off, the rulebook's 5-point penalty, the turn lost); one with
``"challenge": "none"`` stands, since nobody challenged it.

The keeper never sees a rack. What it knows is what the table knows: the
board, the tiles not on it (the *pool*: the bag and the racks together, the
tiles every player counts as unseen) and how many tiles each player holds
(``held``: a full rack at the start, then as many drawn as laid while the
bag lasts; Game II's die is entered with each placement). The engine needs
racks of real tiles, so the state it is given holds a *stand-in* split of the
pool: each player's count of tiles, the mover's holding the tiles they lay,
the rest in the bag. Nothing the keeper shows depends on that split; it
decides nothing the rules score, until the end, when each player enters the
tiles they hold and the move that ended the game is applied again with the
real racks, so the engine's own end subtraction (and Game I's +50 for going
out, Game II's tokens) counts what is truly left. docs/RULES.md, "At the
table: the score keeper".

The sheet is stored as what was entered (the rules, the names, Game II's
token layout, the moves, the racks at the end) and read back by replaying
it through the engine (``from_dict``): a stored sheet is valid exactly when
its moves are.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from typing import Any

from ..errors import IllegalAction
from ..text import check_name
from . import game as G
from . import tiles as T
from . import tokens as TK
from . import validate
from .board import STANDARD, Board, Layout, Pos
from .placement import parse
from .ruleset import CHALLENGE, IMMEDIATE, Ruleset

VERSION = 1
MAX_MOVES = 400          # 108 tiles make far fewer turns; passes end the game after 2 rounds
MAX_TYPED = 40           # characters of a typed word
BLANK_SIGNS = ("?", "*")
ARROW_SIGNS = (">", "/")
PLAY, RACKS, OVER = "play", "racks", "over"
UPHELD, UNCHALLENGED = "upheld", "none"    # what the table did about a placement's words


@dataclass(frozen=True)
class Sheet:
    """A kept table: what was entered, and the engine's state after it."""
    rules: Ruleset
    names: tuple[str, ...]
    layout: Layout
    moves: tuple[dict[str, Any], ...]        # as entered, each one applied
    state: G.State                           # after the moves (before an ending move)
    held: tuple[int, ...]                    # tiles on each rack
    ending: dict[str, Any] | None = None     # the move that ended the game, racks not yet told
    ending_entry: dict[str, Any] | None = None   # its log entry (scored, the racks aside)
    racks: tuple[tuple[str, ...], ...] | None = None   # what each player held at the end

    @property
    def phase(self) -> str:
        if self.state.phase == G.OVER:
            return OVER
        return RACKS if self.ending is not None else PLAY

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def current(self) -> int:
        return self.state.current

    def unseen(self) -> tuple[str, ...]:
        """The tiles not on the board: the bag and every rack (sorted)."""
        return T.sorted_tiles(list(_pool(self.state).elements()))

    def bag_count(self) -> int:
        return sum(_pool(self.state).values()) - sum(self.held)

    def entries(self) -> list[dict[str, Any]]:
        """The turns of the sheet (the engine's log entries of placements,
        exchanges, passes and upheld challenges, then the end's), in order.
        A placement taken back after a challenge is one turn: the challenge's
        entry, holding the words it laid."""
        out: list[dict[str, Any]] = []
        for e in self.state.log:
            if e["type"] == "challenge":      # the keeper's challenges are all upheld
                out.append({**e, "words": out.pop()["words"]})
            elif e["type"] in ("place", "pass", "exchange", "end"):
                out.append(e)
        return out + ([self.ending_entry] if self.ending_entry else [])

    def totals(self) -> tuple[int, ...]:
        if self.ending_entry is None:
            return self.state.scores
        p = self.ending_entry["player"]
        return _set(self.state.scores, p, self.state.scores[p] + self.ending_entry["score"])

    def held_at_end(self) -> tuple[int, ...]:
        """How many tiles each player holds once the ending move is made."""
        move = self.ending or {}
        if move.get("type") != "place":
            return self.held
        p = self.state.current
        return _set(self.held, p, self.held[p] - len(move["tiles"]))


def rules_for(game: int, rack_size: int = 7, arrows: bool = True, stacking: bool = True) -> Ruleset:
    """The rules a kept table plays by: the words checked as entered."""
    changes = {"arrows": arrows, "stacking": stacking, "checking": IMMEDIATE}
    return Ruleset.game_two(**changes) if game == 2 else Ruleset(rack_size=rack_size, **changes)


def start(names: list[str] | tuple[str, ...], rules: Ruleset,
          layout: Layout | None = None) -> Sheet:
    """A new sheet; ``names`` in the order of play (the table drew for it).
    Game II needs every small token of the box on ``layout``."""
    names = tuple(check_name(name) for name in names)
    if not 1 <= len(names) <= 4:
        raise IllegalAction("scriba.keeper_players")
    if rules.game == 2:
        layout = layout or TK.blank_layout()
        missing = sum(TK.supply(layout).values())
        if missing:
            raise IllegalAction("scriba.keeper_tokens", n=missing)
    else:
        layout = layout or Layout(STANDARD)
    state = G.new_game(names, seed=0, rules=rules, layout=layout)
    state = replace(state, current=0, first_player=0, order_draws=())
    held = (rules.rack_size,) * len(names)
    return Sheet(rules, names, layout, (), _dealt(state, held), held)


# --- the stand-in racks -------------------------------------------------------

def _set(values: tuple[int, ...], i: int, value: int) -> tuple[int, ...]:
    return tuple(value if j == i else v for j, v in enumerate(values))


def _pool(state: G.State) -> Counter[str]:
    pool = Counter(state.bag)
    for rack in state.racks:
        pool.update(rack)
    return pool


def _take(pool: Counter[str], n: int) -> list[str]:
    """``n`` tiles of ``pool`` (taken out of it), in the set's order."""
    out: list[str] = []
    for tile in sorted(pool, key=T.sort_key):
        k = min(pool[tile], n - len(out))
        out += [tile] * k
        pool[tile] -= k
    return out


def _dealt(state: G.State, held: tuple[int, ...], mover: int = 0,
           laid: list[str] | None = None,
           racks: tuple[tuple[str, ...], ...] | None = None) -> G.State:
    """``state`` with the pool split into racks of ``held`` tiles (the
    mover's holding ``laid``) and the bag; or into the ``racks`` told."""
    pool = _pool(state)
    out: list[tuple[str, ...]] = []
    if racks is not None:
        pool -= Counter(t for rack in racks for t in rack) + Counter(laid or [])
        out = [tuple(rack) + (tuple(laid or ()) if i == mover else ()) for i, rack in
               enumerate(racks)]
    else:
        pool -= Counter(laid or [])
        for i, n in enumerate(held):
            own = list(laid or []) if i == mover else []
            out.append(T.sorted_tiles(own + _take(pool, n - len(own))))
    return replace(state, racks=tuple(out), bag=T.sorted_tiles(list(pool.elements())))


# --- moves ---------------------------------------------------------------------

def _check_move(sheet: Sheet, move: Any) -> dict[str, Any]:
    """The move's own shape (the engine checks the rest)."""
    if not isinstance(move, dict) or move.get("type") not in ("place", "exchange", "pass"):
        raise IllegalAction("scriba.bad_action", field="type")
    kind = move["type"]
    if kind == "pass":
        return {"type": "pass"}
    if kind == "exchange":
        count = move.get("count")
        if type(count) is not int or count < 1:
            raise IllegalAction("scriba.exchange_none")
        return {"type": "exchange", "count": count}
    laid = [x.to_dict() for x in parse(move.get("tiles"))]
    out: dict[str, Any] = {"type": "place", "tiles": laid}
    challenge = move.get("challenge")
    if challenge is not None:
        if challenge not in (UPHELD, UNCHALLENGED):
            raise IllegalAction("scriba.bad_action", field="challenge")
        out["challenge"] = challenge
        if challenge == UPHELD:
            return out     # taken back: the die and the large token go back too
    if sheet.rules.game == 2:
        die = move.get("die")
        if type(die) is not int or not 1 <= die <= 6:
            raise IllegalAction("scriba.keeper_die")
        out["die"] = die
        capture = move.get("capture")
        if capture is not None:
            out["capture"] = capture
    return out


def _probe(sheet: Sheet, move: dict[str, Any],
           racks: tuple[tuple[str, ...], ...] | None = None) -> tuple[G.State, dict[str, Any]]:
    """The engine's state for ``move`` and the engine's action."""
    p = sheet.state.current
    if move["type"] != "place":
        state = _dealt(sheet.state, sheet.held, racks=racks)
        if move["type"] == "pass":
            return state, {"type": "pass"}
        if move["count"] >= sheet.held[p]:
            raise IllegalAction("scriba.exchange_all")
        return state, {"type": "exchange", "tiles": list(state.racks[p][:move["count"]])}
    laid = [x["tile"] for x in move["tiles"]]
    missing = Counter(laid) - _pool(sheet.state)
    if missing:
        raise IllegalAction("scriba.keeper_no_tile", tile=min(missing, key=T.sort_key))
    if len(laid) > sheet.held[p]:
        raise IllegalAction("scriba.keeper_rack", n=sheet.held[p])
    action = {"type": "place", "tiles": move["tiles"]}
    if "capture" in move:
        action["capture"] = move["capture"]
    return _dealt(sheet.state, sheet.held, p, laid, racks), action


def _apply(probe: G.State, move: dict[str, Any], action: dict[str, Any],
           lexicon: Any) -> G.State:
    """The engine's state after ``move``. A placement the table challenged,
    or let stand unchallenged, is laid under the rulebook's challenges (its
    words unchecked), then challenged or accepted by the engine, which
    judges the challenge by its own list."""
    challenge = move.get("challenge")
    if challenge is None:
        return G.apply(probe, action, lexicon)
    rules = probe.rules
    probe = replace(probe, rules=replace(rules, checking=CHALLENGE))
    p = probe.current
    if challenge == UPHELD:
        holders = G.capture_from(probe, [x["tile"] for x in move["tiles"]])
        if holders:
            # the large token goes back with the placement: whose it was changes nothing
            action = {**action, "capture": holders[0]}
    laid = G.apply(probe, action, lexicon)
    if challenge == UNCHALLENGED:
        after = G.apply(laid, {"type": "accept"}, lexicon)
    else:
        # any other player challenges (alone, the player checks their own word)
        after = G.apply(laid, {"type": "challenge", "by": (p + 1) % probe.players}, lexicon)
        if not after.log[-1]["upheld"]:
            raise IllegalAction("scriba.keeper_challenge_fails")
    return replace(after, rules=rules)


def enter(sheet: Sheet, move: Any, lexicon: Any) -> Sheet:
    """The sheet after ``move``, as the engine applies it; raises
    ``IllegalAction`` (the sheet unchanged) for a move the rules refuse."""
    if sheet.phase != PLAY:
        raise IllegalAction("scriba.game_over")
    if len(sheet.moves) >= MAX_MOVES:
        raise IllegalAction("scriba.keeper_long")
    move = _check_move(sheet, move)
    probe, action = _probe(sheet, move)
    after = _apply(probe, move, action, lexicon)
    if after.phase == G.OVER:
        # the end subtracts what the racks hold: asked for before it counts
        entry = next(e for e in reversed(after.log) if e["type"] != "end")
        return replace(sheet, ending=move, ending_entry=dict(entry))
    p = sheet.state.current
    held = sheet.held
    if move["type"] == "place" and move.get("challenge") != UPHELD:
        bag = sheet.bag_count()
        drawn = min(move.get("die", len(move["tiles"])), bag)
        held = _set(held, p, held[p] - len(move["tiles"]) + drawn)
        if sheet.rules.game == 2:
            # the table's die, not the stand-in's
            after = replace(after, die=move["die"],
                            log=after.log[:-1] + ({**after.log[-1], "die": move["die"],
                                                   "drawn": drawn},))
    return replace(sheet, moves=sheet.moves + (move,), state=_dealt(after, held), held=held)


def finish(sheet: Sheet, racks: Any, lexicon: Any) -> Sheet:
    """The end: each player told what their rack holds; the move that ended
    the game is applied again with those racks, and the engine subtracts
    their values (and adds its bonuses)."""
    if sheet.phase != RACKS or sheet.ending is None:
        raise IllegalAction("scriba.keeper_not_ending")
    if not isinstance(racks, (list, tuple)) or len(racks) != sheet.players:
        raise IllegalAction("scriba.bad_action", field="racks")
    told = []
    for i, (rack, n) in enumerate(zip(racks, sheet.held_at_end())):
        if not isinstance(rack, (list, tuple)) or any(
                t not in T.LETTER_VALUES and t not in T.SPECIAL_COUNTS for t in rack):
            raise IllegalAction("scriba.bad_action", field="racks")
        if len(rack) != n:
            raise IllegalAction("scriba.keeper_rack_count", player=sheet.names[i], n=n,
                                told=len(rack))
        told.append(T.sorted_tiles(list(rack)))
    laid = [x["tile"] for x in sheet.ending["tiles"]] if sheet.ending["type"] == "place" else []
    extra = Counter(t for rack in told for t in rack) + Counter(laid) - _pool(sheet.state)
    if extra:
        raise IllegalAction("scriba.keeper_no_tile", tile=min(extra, key=T.sort_key))
    probe, action = _probe(sheet, sheet.ending, tuple(told))
    after = _apply(probe, sheet.ending, action, lexicon)
    return replace(sheet, moves=sheet.moves + (sheet.ending,), state=after, ending=None,
                   ending_entry=None, racks=tuple(told))


def take_back(sheet: Sheet, lexicon: Any) -> Sheet:
    """The sheet without its last entry: the racks told at the end, else the
    last move (the ending move waiting for racks is one)."""
    if sheet.racks is not None:
        moves = sheet.moves[:-1]
        again = _replay(sheet, moves, lexicon)
        return enter(again, sheet.moves[-1], lexicon)
    if sheet.ending is not None:
        return replace(sheet, ending=None, ending_entry=None)
    if not sheet.moves:
        raise IllegalAction("scriba.keeper_nothing")
    return _replay(sheet, sheet.moves[:-1], lexicon)


def _replay(sheet: Sheet, moves: tuple[dict[str, Any], ...], lexicon: Any) -> Sheet:
    again = start(sheet.names, sheet.rules, sheet.layout)
    for move in moves:
        again = enter(again, move, lexicon)
    return again


# --- a word typed from a square ------------------------------------------------

def spell(board: Board, start_at: Pos, down: bool, typed: str) -> list[dict[str, Any]]:
    """The tiles laid by writing ``typed`` from ``start_at`` rightwards (or
    downwards): each sign on the next square, squares already holding that
    letter kept; a letter over another is laid on top (a stack). ``?X`` is a
    blank standing for X, ``>`` an arrow tile (the writing turns there; one
    already on the board turns it too), ``#`` a blocking tile."""
    signs = _signs(typed)
    d = T.DOWN if down else T.RIGHT
    pos = start_at
    laid: list[dict[str, Any]] = []
    for sign in signs:
        code = board.top.get(pos)
        while code is not None and T.is_arrow(code) and sign != T.ARROW:
            d = T.BENDS[T.bend_of(code)][1]       # an arrow already there turns the word
            pos = (pos[0] + d[0], pos[1] + d[1])
            code = board.top.get(pos)
        if not board.in_bounds(pos):
            raise IllegalAction("scriba.keeper_off_board")
        tile = _tile_at(pos, sign, code, d)
        if tile is not None:
            laid.append(tile)
        if sign == T.ARROW:
            d = T.BENDS[T.bend_of(code)][1] if code and T.is_arrow(code) else \
                (T.DOWN if d == T.RIGHT else T.RIGHT)
        pos = (pos[0] + d[0], pos[1] + d[1])
    if not laid:
        raise IllegalAction("scriba.keeper_nothing_new")
    return laid


def _signs(typed: str) -> list[str]:
    """The word's signs: letters (``"k"`` for a blank), ``>`` and ``#``."""
    text = "".join(typed.split()).upper()
    if not text:
        raise IllegalAction("scriba.keeper_no_word")
    if len(text) > MAX_TYPED:
        raise IllegalAction("scriba.keeper_off_board")
    signs, blank = [], False
    for ch in text:
        if ch in BLANK_SIGNS and not blank:
            blank = True
            continue
        if blank and ch not in T.LETTER_VALUES:
            raise IllegalAction("scriba.blank_letter")
        if ch in T.LETTER_VALUES:
            signs.append(ch.lower() if blank else ch)
        elif ch in ARROW_SIGNS:
            signs.append(T.ARROW)
        elif ch == T.BLOCK:
            signs.append(T.BLOCK)
        else:
            raise IllegalAction("scriba.keeper_sign", sign=ch)
        blank = False
    if blank:
        raise IllegalAction("scriba.blank_letter")
    return signs


def _tile_at(pos: Pos, sign: str, code: str | None, d: Pos) -> dict[str, Any] | None:
    """The tile a sign lays on a square (None: the square already shows it)."""
    cell = {"row": pos[0], "col": pos[1]}
    if sign == T.ARROW:
        return None if code and T.is_arrow(code) else \
            {**cell, "tile": T.ARROW, "bend": "rd" if d == T.RIGHT else "dr"}
    if sign == T.BLOCK:
        return None if code == T.BLOCK else {**cell, "tile": T.BLOCK}
    if code is not None and T.letter_of(code) == sign.upper():
        return None
    if sign.islower():
        return {**cell, "tile": T.BLANK, "letter": sign.upper()}
    return {**cell, "tile": sign}


# --- storing -------------------------------------------------------------------

def to_dict(sheet: Sheet) -> dict[str, Any]:
    rules = sheet.rules
    out: dict[str, Any] = {"version": VERSION, "kind": "scriba-keeper", "game": rules.game,
                           "rack_size": rules.rack_size, "arrows": rules.arrows,
                           "stacking": rules.stacking, "names": list(sheet.names),
                           "layout": list(sheet.layout.rows),
                           # the move that ended the game is the last, racks told or not
                           "moves": [dict(m) for m in sheet.moves]
                           + ([dict(sheet.ending)] if sheet.ending else []),
                           "racks": None if sheet.racks is None else [list(r) for r in sheet.racks]}
    return out


def _layout(rows: Any, game: int) -> Layout:
    """The board's fields (Game II: its tokens), as the engine's saves allow."""
    allowed = validate.GAME_TWO_CODES if game == 2 else validate.GAME_ONE_CODES
    if not isinstance(rows, list) or len(rows) != validate.SIZE or any(
            not isinstance(row, str) or len(row) != validate.SIZE
            or any(ch not in allowed for ch in row) for row in rows):
        raise TypeError("not a board of the game")
    layout = Layout(rows)
    if game == 1 and layout.centre is None:
        raise TypeError("no centre to start on")
    return layout


def _opened(data: Any) -> tuple[Sheet, list[Any], Any]:
    """The stored sheet's rules, names and layout as a new sheet, with its
    moves and racks still to read; TypeError, IllegalAction or ValueError
    for anything else."""
    if not isinstance(data, dict) or data.get("kind") != "scriba-keeper":
        raise ValueError("not a kept Scriba table")
    if data.get("version") != VERSION or type(data.get("version")) is not int:
        raise ValueError("unsupported version of a kept Scriba table")
    game, rack_size = data["game"], data["rack_size"]
    if game not in (1, 2) or type(game) is not int or type(rack_size) is not int:
        raise TypeError("bad rules")
    if type(data["arrows"]) is not bool or type(data["stacking"]) is not bool:
        raise TypeError("bad rules")
    rules = rules_for(game, rack_size, data["arrows"], data["stacking"])
    names = data["names"]
    moves = data["moves"]
    if not isinstance(names, list) or not isinstance(moves, list) or len(moves) > MAX_MOVES:
        raise TypeError("bad names or moves")
    return start(names, rules, _layout(data["layout"], game)), moves, data["racks"]


def _within(sheet: Sheet, move: dict[str, Any]) -> None:
    """A move's tiles on the board and no more than a rack holds."""
    size = sheet.rules.rack_size
    if move["type"] == "exchange" and move["count"] > size:
        raise TypeError("an exchange of more than a rack")
    tiles = move.get("tiles", ())
    if len(tiles) > size or any(not (0 <= x["row"] < validate.SIZE and 0 <= x["col"] < validate.SIZE)
                                for x in tiles):
        raise TypeError("tiles off the board or more than a rack")


def check(data: Any) -> Any:
    """A stored sheet checked as far as it can be without the word list:
    its rules, names and layout as ``from_dict`` reads them, each move's
    shape (tiles on the board, no more than a rack) and the racks told.
    Returns ``data``; ValueError for anything else. Only ``from_dict``
    replays the moves (an import keeps a sheet this accepts, and the tool
    sets it aside when it opens if it does not replay)."""
    try:
        sheet, moves, racks = _opened(data)
        for move in moves:
            _within(sheet, _check_move(sheet, move))
        if racks is not None and (
                not isinstance(racks, list) or len(racks) != sheet.players or any(
                    not isinstance(rack, list) or len(rack) > sheet.rules.rack_size or any(
                        t not in T.LETTER_VALUES and t not in T.SPECIAL_COUNTS for t in rack)
                    for rack in racks)):
            raise TypeError("bad racks")
    except (KeyError, TypeError, AttributeError, IndexError, IllegalAction) as err:
        raise ValueError(f"damaged kept Scriba table: {str(err)[:80]}") from None
    return data


def from_dict(data: Any, lexicon: Any) -> Sheet:
    """A sheet from ``to_dict`` data, replayed through the engine; ValueError
    for anything else (the one door of a stored sheet)."""
    try:
        sheet, moves, racks = _opened(data)
        for move in moves:
            sheet = enter(sheet, move, lexicon)
        if racks is not None:
            sheet = finish(sheet, racks, lexicon)
    except (KeyError, TypeError, AttributeError, IndexError, IllegalAction) as err:
        raise ValueError(f"damaged kept Scriba table: {str(err)[:80]}") from None
    return sheet
