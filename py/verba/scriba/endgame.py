"""The hard player's endgame: two players, Game I, the bag empty.

Then the opponent's rack is exactly the tiles this seat has not seen, so the
hard player searches two plies instead of weighing its moves alone: for each
of its best moves (by the static endgame equity of ``ai``: score, minus what
stays on the rack, plus 50 for going out) it generates every reply of the
opponent's known rack on the board that move leaves, and keeps the move
whose worst reply leaves the best outcome.  An outcome is counted as the
difference of the two final scores from here on:

- I go out: my score + 50 + what the opponent is left holding;
- the opponent goes out in reply: my score − theirs − 50 − what I hold;
- otherwise: my score − theirs − what I hold + what they hold (the cost of
  the racks if both stay stuck; the opponent's best reply by this count is
  its own static endgame choice, so it is the reply a hard opponent plays).

A reply may be a pass (nothing changes, then it is my turn again), and so may
my own move (the game ends if the opponent cannot lay either).  A move that
cannot beat the best outcome found even if the opponent replied with nothing
is not searched (moves are tried best static first, so the search stops
there), and at most ``CANDIDATES`` moves (fewer when the opponent holds a
blank, none with two) and ``BUDGET`` opponent replies are searched: the cost
is counted in moves and replies, not in time, so that a decision replays
exactly.
"""
from __future__ import annotations

import heapq
from collections import Counter
from collections.abc import Callable, Iterator, Sequence

from . import tiles as T
from .board import Board
from .movegen import Move, MoveGenerator
from .release import let_go
from .ruleset import Ruleset
from .scoring import OUT_BONUS, rack_bonus

# Own moves searched at most, by the blanks on the opponent's rack: each
# search generates the replies, and a blank multiplies their cost (about
# 30, 100 and 200 ms a generation in CPython on an endgame board with 0, 1
# and 2 blanks; Pyodide is ~2.5× slower, and a decision has 1 s there): with
# two, none (``searched``).
CANDIDATES = (8, 2)
BUDGET = 40_000        # opponent replies weighed at most, over all searches
_CHUNK = 150           # replies weighed between two pauses

# An option: (my move or None for a pass, how many blocking tiles it adds)
Option = tuple[Move | None, int]


def searched(theirs: Sequence[str]) -> int:
    """How many own moves the search weighs against the rack ``theirs``
    (0: the hard player keeps to its static endgame equity)."""
    blanks = list(theirs).count(T.BLANK)
    return CANDIDATES[blanks] if blanks < len(CANDIDATES) else 0


def _stuck(tiles: Counter) -> int:
    """What a rack costs its holder at the end."""
    return sum(T.value(t) * n for t, n in tiles.items())


class _Rack:
    """What a rack keeps after a move, cached by the tiles the move lays:
    (tiles left, what they cost if stuck)."""

    def __init__(self, tiles: Counter) -> None:
        self.tiles = tiles
        self.cache: dict[str, tuple[Counter, int]] = {}

    def after(self, used: str) -> tuple[Counter, int]:
        got = self.cache.get(used)
        if got is None:
            left = self.tiles - Counter(used)
            got = self.cache[used] = (left, _stuck(left))
        return got


def _plays(moves: Sequence[Move], rack: _Rack,
           size: int) -> Iterator[tuple[Move, int, int, Counter, int]]:
    """Every move with 0 to as many blocking tiles as it can take: (move,
    blocks added, score with their rack bonus, tiles left, their cost)."""
    blocks = rack.tiles[T.BLOCK]
    for move in moves:
        used = "".join(sorted(t[2] for t in move.tiles))
        yield move, 0, move.score, *rack.after(used)
        if blocks and move.ends:
            n = len(move.tiles)
            for j in range(1, min(blocks, len(move.ends)) + 1):
                extra = rack_bonus(n + j, size) - rack_bonus(n, size)
                yield move, j, move.score + extra, *rack.after(used + T.BLOCK * j)


def _order(option: Option) -> tuple:
    """Ties go to the smaller placement (a pass last), so that no choice
    depends on the order the generator lists moves in."""
    move, j = option
    return (1,) if move is None else (0, tuple(sorted(move.tiles)), j)


def search(board: Board, rack: Sequence[str], theirs: Sequence[str], rules: Ruleset,
           moves: Sequence[Move], gen: MoveGenerator,
           cells: Callable[[Move, int], tuple]) -> Iterator[None]:
    """The best option by the two-ply search (a generator in small steps
    whose return value is ``(move, blocks)``; ``(None, 0)`` is a pass).
    ``cells(move, j)`` says where its ``j`` blocking tiles go."""
    mine, their = _Rack(Counter(rack)), _Rack(Counter(theirs))
    size = rules.rack_size
    held = _stuck(their.tiles)
    best: tuple[float, Option] = (float("-inf"), (None, 0))
    # going out is exact (the game ends); the others are searched best static
    # equity (score minus the leave) first: only the n best are kept, the
    # heap ``floor`` holding the n best statics so far
    n = searched(theirs)
    floor: list[float] = []
    ranked: list[tuple[float, int, Option, int]] = []
    for k, (move, j, score, left, cost) in enumerate(_plays(moves, mine, size)):
        if k % _CHUNK == 0:
            yield
        if not left:
            value = score + OUT_BONUS + held
            if value > best[0] or (value == best[0] and _order((move, j)) < _order(best[1])):
                best = (value, (move, j))
        elif len(floor) < n or score - cost >= floor[0]:
            ranked.append((score - cost, score, (move, j), cost))
            if len(floor) < n:
                heapq.heappush(floor, score - cost)
            else:
                heapq.heappushpop(floor, score - cost)
    kept = _stuck(mine.tiles)
    ranked.append((-kept, 0, (None, 0), kept))
    yield
    if len(floor) == n:
        ranked = [r for r in ranked if r[0] >= floor[0]]
    ranked.sort(key=lambda r: (-r[0], _order(r[2])))
    weighed = 0
    for static, score, option, cost in ranked[:n]:
        if static + held <= best[0] or weighed >= BUDGET:
            break      # not even an empty reply could make it better
        move, j = option
        after = board if move is None else board.with_tiles(
            {x.pos: x.code for x in _laid(move, j, cells, size)})
        replies = yield from gen.steps(after, theirs, rules)
        weighed += len(replies)
        worst = yield from _worst_reply(score, cost, their, replies, size)
        yield from let_go(replies)
        if worst > best[0] or (worst == best[0] and _order(option) < _order(best[1])):
            best = (worst, option)
    return best[1]


def _worst_reply(score: int, kept: int, their: _Rack, replies: Sequence[Move],
                 size: int) -> Iterator[None]:
    """The outcome of my move (``score``, keeping tiles worth ``kept``)
    after the opponent's best reply (see the module's docstring)."""
    # a pass in reply (after my pass it ends the game): both racks stay
    worst = float(score - kept + _stuck(their.tiles))
    for k, (_, _, points, rest, cost) in enumerate(_plays(replies, their, size)):
        if k % _CHUNK == 0:
            yield
        value = score - points - kept + (cost if rest else -OUT_BONUS)
        if value < worst:
            worst = value
    return worst


def _laid(move: Move, j: int, cells: Callable[[Move, int], tuple], size: int) -> tuple:
    return (move.with_blocks(cells(move, j), size) if j else move).laid()
