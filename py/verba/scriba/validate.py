"""What a Scriba state must hold before anything uses it.

``game.from_dict`` reads every field with its type and range, then calls
``check``, which raises ValueError unless the parts agree with one another
the way the engine, the computer players, the review and the screen rely on:
every tile of the set in exactly one place, Game II's tokens likewise, each
log entry well formed (its players, words, scores, cells and tokens), the
placements of the log lying on the board, a placement still open to
challenge matching the last entry and the tiles drawn after it, a finished
game ending with its final entry. Saves, imported games and any later
network message go through ``from_dict``, so this is the one place.
"""
from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from ..records import is_int
from . import tiles as T
from . import tokens as TK
from .board import LEGEND, STANDARD, Pos

if TYPE_CHECKING:
    from .game import State

SIZE = len(STANDARD)          # the printed board and Game II's blank side: 15×15
MAX_SCORE = 100_000
MAX_WORD = 2 * SIZE           # a word that turns at an arrow runs along two sides
MAX_WORDS = 2 * SIZE          # words formed by one placement
MAX_LOG = 5_000               # 108 tiles and 48 tokens make far fewer turns
MAX_RACK_TWO = sum(T.full_set().values())   # Game II racks grow with the die
TOKEN_CODES = frozenset(code for code, _ in TK.SMALL.values())
GAME_ONE_CODES = frozenset(LEGEND) - TOKEN_CODES      # printed fields
GAME_TWO_CODES = TOKEN_CODES | {"."}                  # the blank side and its tokens
MAX_PENALTY = 100             # the rulebook's penalties are 0 and 5
MAX_PASSES = 4                # per seat: two rounds of passes end the game


def _fail(why: str) -> None:
    raise ValueError(f"damaged Scriba save: {why}")


def _player(value: Any, n: int) -> int:
    if not is_int(value, 0, n - 1):
        _fail(f"no player {str(value)[:20]!r}")
    return value


def _text(value: Any, limit: int = MAX_WORD) -> str:
    if not isinstance(value, str) or not 1 <= len(value) <= limit:
        _fail("a word is not text of a board's length")
    return value


def _cells(value: Any) -> list[Pos]:
    if not isinstance(value, list) or not 1 <= len(value) <= SIZE * 2:
        _fail("bad cells")
    cells = []
    for cell in value:
        if not (isinstance(cell, list) and len(cell) == 2
                and all(is_int(v, 0, SIZE - 1) for v in cell)):
            _fail("a cell off the board")
        cells.append((cell[0], cell[1]))
    if len(set(cells)) != len(cells):
        _fail("a cell laid twice in one turn")
    return cells


def _score(value: Any, low: int = -MAX_SCORE, high: int = MAX_SCORE) -> int:
    if not is_int(value, low, high):
        _fail("bad score")
    return value


def _kinds(value: Any) -> None:
    if not isinstance(value, list) or any(v not in TK.SMALL for v in value):
        _fail("bad token kinds")


def _place(entry: dict[str, Any], state: "State") -> None:
    n = state.players
    words = entry["words"]
    if not isinstance(words, list) or len(words) > MAX_WORDS:
        _fail("bad words")
    for word in words:
        if not isinstance(word, dict):
            _fail("bad word")
        _text(word["word"])
        _score(word["score"])
    _score(entry["rack_bonus"], 0)
    _score(entry["score"])
    cells = _cells(entry["cells"])
    if entry["tiles"] != len(cells) or type(entry["stacked"]) is not bool:
        _fail("a placement's tiles do not match its cells")
    if entry.get("withdrawn", True) is not True:
        _fail("bad withdrawn mark")
    if state.game_two:
        _kinds(entry["tokens"])
        if entry["capture"] is not None and _player(entry["capture"], n) == entry["player"]:
            _fail("a large token taken from oneself")
        if not is_int(entry["die"], 1, 6) or not is_int(entry["drawn"], 0, 6):
            _fail("bad die")


def _end(entry: dict[str, Any], state: "State") -> None:
    n = state.players
    if entry["out"] is not None:
        _player(entry["out"], n)
    values = entry["rack_values"]
    if not isinstance(values, list) or len(values) != n:
        _fail("bad rack values")
    for v in values:
        _score(v, 0)
    _score(entry["out_bonus"], 0)
    if state.game_two:
        table = entry["table"]
        if not isinstance(table, list) or len(table) != n:
            _fail("bad final table")
        for row in table:
            if not isinstance(row, dict) or set(row) != {"play", "small", "large", "rack", "total"}:
                _fail("bad final table row")
            for v in row.values():
                _score(v)


def _entry(entry: Any, state: "State") -> str:
    """The entry's type, once every field it shows or the engine reads is right."""
    n = state.players
    kind = entry["type"]
    if kind in ("token", "scatter") and not state.game_two:
        _fail("Game II tokens in Game I")
    if kind == "challenge":
        _player(entry["by"], n)
        _player(entry["player"], n)
        if type(entry["upheld"]) is not bool or not isinstance(entry["invalid"], list):
            _fail("bad challenge")
        for word in entry["invalid"]:
            _text(word)
        _score(entry["score"], high=0)
    elif kind == "end":
        _end(entry, state)
    else:
        _player(entry["player"], n)
    if kind == "token":
        if entry["kind"] not in TK.SMALL:
            _fail("bad token")
        _cells([entry["cell"]])
    elif kind == "scatter":
        if not is_int(entry["count"], 0, sum(TK.small_set().values())):
            _fail("bad scatter")
    elif kind == "place":
        _place(entry, state)
    elif kind == "pass":
        _score(entry["score"], high=0)
    elif kind == "exchange":
        if not is_int(entry["count"], 1, MAX_RACK_TWO):
            _fail("bad exchange")
    return kind


def _check_log(state: "State") -> None:
    log = state.log
    if len(log) > MAX_LOG:
        _fail("the log is too long")
    laid: Counter[Pos] = Counter()
    turns = 0
    for i, entry in enumerate(log):
        try:
            kind = _entry(entry, state)
        except (KeyError, TypeError) as error:
            _fail(f"log entry {i}: {str(error)[:60]}")
        turns += kind in ("place", "pass", "exchange")
        if kind == "end" and i != len(log) - 1:
            _fail("the game goes on after its end")
        if kind == "place":
            if entry.get("withdrawn"):
                after = log[i + 1] if i + 1 < len(log) else {}
                if after.get("type") != "challenge" or after.get("upheld") is not True:
                    _fail("a placement taken back without a challenge")
            else:
                laid.update(_cells(entry["cells"]))
    if (state.phase == "over") != bool(log and log[-1]["type"] == "end"):
        _fail("a finished game ends with its final entry, and only it")
    stacks = state.board.stacks
    if any(len(stacks.get(pos, ())) < count for pos, count in laid.items()):
        _fail("the log lays tiles the board does not hold")
    if len(state.turn_racks) > turns:
        _fail("more racks kept than turns played")


def _check_last_move(state: "State") -> None:
    last = state.last_move
    if last is None:
        if state.phase == "closing":
            _fail("the end waits for a placement that is not there")
        return
    if state.rules.checking != "challenge" or state.phase not in ("play", "closing"):
        _fail("a placement open to challenge where there are none")
    entry = state.log[-1] if state.log else {}
    if entry.get("type") != "place" or entry.get("player") != last.player or entry.get("withdrawn"):
        _fail("the placement open to challenge is not the last move")
    if sorted(x.pos for x in last.laid) != sorted(_cells(entry["cells"])):
        _fail("the placement open to challenge is not the one logged")
    if any(x.pos not in state.board.stacks for x in last.laid):
        _fail("the placement open to challenge is not on the board")
    if Counter(last.drawn) - Counter(state.racks[last.player]):
        _fail("the tiles drawn after the placement are not on the rack")
    for word in last.words:
        _text(word)
    if state.game_two:
        held = state.small[last.player]
        if len(last.tokens) > len(held) or tuple(held[len(held) - len(last.tokens):]) != last.tokens:
            _fail("the tokens taken are not the player's last ones")
        if last.captured is not None and (last.captured == last.player
                                          or state.large[last.player] < 1):
            _fail("a large token taken that the player does not hold")


def _check_rules(state: "State") -> None:
    rules = state.rules
    if not rules.must_touch and rules.start_on_centre:
        # words anywhere but the first on the centre: no set-up offers it, and
        # the move generator (hints, computers, the review) assumes otherwise
        _fail("free-standing words with a first word on the centre")
    if any(not 0 <= p <= MAX_PENALTY for p in (rules.withdrawn_penalty, rules.challenge_penalty,
                                                rules.pass_penalty)):
        _fail("a penalty out of range")


def _check_layout(state: "State") -> None:
    layout = state.board.layout
    allowed = GAME_TWO_CODES if state.game_two else GAME_ONE_CODES
    if layout.size != SIZE or any(ch not in allowed for row in layout.rows for ch in row):
        _fail("not a board of the game")
    if state.rules.start_on_centre and layout.centre is None:
        _fail("the first word must cover a centre the board does not have")


def _check_racks(state: "State") -> None:
    limit = MAX_RACK_TWO if state.game_two else state.rules.rack_size
    if any(len(rack) > limit for rack in (*state.racks, *state.turn_racks)):
        _fail("a rack holds too many tiles")
    if state.phase == "setup" and any(state.racks):
        _fail("racks dealt before the tokens are laid")


def _check_draws(state: "State") -> None:
    n = state.players
    for draw in state.order_draws:
        seats = [p for p, _ in draw]
        if not draw or len(set(seats)) != len(seats) or any(not 0 <= p < n for p in seats):
            _fail("bad draw for the order")
        if any(tile not in T.LETTER_VALUES and tile not in T.SPECIAL_COUNTS for _, tile in draw):
            _fail("bad tile in the draw")


def all_tiles(state: "State") -> Counter[str]:
    """Bag, racks and board together (rack codes): always the full set."""
    found = Counter(state.bag)
    for rack in state.racks:
        found.update(rack)
    found.update(state.board.map_tiles(T.rack_tile))
    return found


def all_tokens(state: "State") -> Counter[str]:
    """Game II's tokens by kind: the supply, the board and the players'
    (small tokens), and ``"large"``: always ``tokens.full_set``."""
    layout = state.board.layout
    found = TK.supply(layout) + Counter(TK.on_board(state.board).values()) + TK.count(state.small)
    found["large"] = sum(state.large)
    return found


def check(state: "State") -> None:
    """ValueError unless ``state`` is one the engine and the screens can use."""
    if all_tiles(state) != T.full_set():
        _fail("the tiles do not add up to the set")
    if state.game_two:
        if all_tokens(state) != TK.full_set(state.players):
            _fail("the tokens do not add up to the set")
        if state.phase == "play" and state.done[state.current]:
            _fail("the player to move has ended their game")
        if state.phase == "setup" and not TK.supply(state.board.layout):
            _fail("a token set-up with no token left to lay")
    _check_rules(state)
    _check_layout(state)
    _check_racks(state)
    _check_draws(state)
    _check_log(state)
    _check_last_move(state)
    if not 0 <= state.passes <= MAX_PASSES * state.players:
        _fail("bad count of passes")
