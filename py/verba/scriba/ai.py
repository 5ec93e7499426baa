"""Computer players for Scriba, move hints and the after-game review.

A computer player sees what a person at its seat sees (``View``): the board,
its own rack, how many tiles of each kind it has not seen (the bag and the
other racks together, never who holds what), the bag's size, the scores and
the last placement's words.  It answers with the action dict a person would
send to ``game.apply``.

Entry points (the page runs ``think`` in ~12 ms slices with
``app.run_sliced``; everything else is plain calls):

- ``think(state, seat, lexicon, level)``: a generator doing the work in small
  steps; its return value is the action.  ``choose_action`` runs it to the end.
- ``hints(state, seat, lexicon, n)``: the best placements for a rack, each as
  the exact ``place`` action with the engine's evaluation of it.
- ``review(state, lexicon)``: for every turn of a game's log, what was played
  and the best placement that was available (``review_steps`` is sliced).

Levels:

- **hard** ranks every legal move (``movegen``) by *equity*: its score plus
  the learned value of the tiles it keeps (``leaves``), the generator
  dropping those that cannot beat the best so far (``movegen.cutoff``: no
  leave, token or blocking tile could make up what they score less); each
  move's variants with blocking tiles on the ends of its words are weighed
  too (a blocking tile counts towards the +20/+50 rack bonus, and keeping
  one has a learned value).  It exchanges when keeping the best part of its rack is worth more
  than any move, and passes only when nothing else is possible.  With less
  than a rack's worth of tiles in the bag, a leave's learned value gives way
  to what its tiles cost if they stay on the rack.  Once the bag
  is empty it plays for the end instead: score, minus what it keeps, plus the
  bonus for going out; with two players (Game I) it then knows the
  opponent's rack (the tiles it has not seen) and searches two plies
  (``endgame``): its best moves against every reply, keeping the opponent
  from going out when that is worth more than points.  Against greedy it
  wins 64% of 800 self-play games (docs/PERFORMANCE.md keeps the figures).
- **medium** sees about half of the moves, none longer than 7 letters or
  laying more than 5 tiles, weighs the leave at half its value, never spends
  a blank for less than 25 points, and exchanges only when it finds nothing
  worth 8 points with a poor rack.
- **easy** sees about a third of the moves and only plain ones (no arrows,
  stacks or blocking tiles), words of at most 5 letters laying at most 4
  tiles, blanks only if nothing else; it plays one of the best few of those,
  preferring shorter words.
- ``greedy`` (not offered in the app) lays the highest-scoring move: the
  self-play reference.

Game II (``Ruleset.game == 2``): scores already count the bonus tokens a
move covers (they are fields of the layout).  Hard adds what the tokens are
worth at the end: 1 point per small token taken, and for a move laying 4
letters or more a large token's swing (10 gained, plus the 10 the victim
loses shared among the rivals).  Every level takes the large token from the
leader among the opponents holding one.  Token set-up (``_setup``): easy
lays a random token on a random cell; medium the most valuable token left on
a random cell; hard too, but if it lays the first word of the game it lines
tokens up with others (a row or column within a word's reach), so that its
opening can take several, and otherwise lays each where it lines up with as
little as possible, so that nobody's word takes two.
With more than ``SEARCH_TILES`` tiles (the die's extras) a computer looks
for moves with the 8 that combine best as a leave.

Medium and easy never lay a move that loses points while another gains
some, and never pass (−5) while they can lay a word or exchange; hard weighs
every option by equity (a pass is −5 plus keeping the whole rack), so it does
either only when its numbers say so.  Ties go to the smaller placement and
the weaker levels' partial view is a hash of each placement, so no choice
depends on the order the generator lists moves in.  Challenges: a computer
challenges a placement only if one of its words is not in the dictionary
(hard always, medium 80%, easy 50% of the time), and accepts a placement
that ended the game otherwise.
"""
from __future__ import annotations

import heapq
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from ..rng import Rng, seed_from
from . import game as G
from . import tiles as T
from . import tokens as TK
from .board import Board
from .endgame import search, searched
from .leaves import leave_value
from .movegen import Move, MoveGenerator, run
from .movegen.cutoff import Cutoff
from .placement import evaluate
from .release import let_go
from .ruleset import CHALLENGE, Ruleset
from .scoring import OUT_BONUS, rack_bonus

LEVELS = G.LEVELS
GREEDY = "greedy"
CHALLENGE_CHANCE = {"hard": 1.0, "medium": 0.8, "easy": 0.5, GREEDY: 1.0}
_CHUNK = 150                     # moves weighed between two pauses
_CHUNK_LEAVES = 16               # leaves weighed between two pauses
# Hints: the best placements kept while every move is weighed, so that no
# step sorts them all; a few more than asked, as placements laying the same
# tiles on the same cells are shown once (more are kept if that runs short).
_RANK_SPARE = 16
# Game II racks grow past this with the die; searching more tiles costs
# seconds a turn for words longer than a board's usual ones
SEARCH_TILES = 8

_GENERATORS: dict[int, tuple[Any, MoveGenerator]] = {}


def generator_for(lexicon: Any) -> MoveGenerator:
    """The move generator of a lexicon, kept so its caches (DAWG nodes,
    cross-checks of the last board) serve every turn."""
    got = _GENERATORS.get(id(lexicon))
    if got is None or got[0] is not lexicon:
        if len(_GENERATORS) >= 2:
            _GENERATORS.clear()
        got = (lexicon, MoveGenerator(lexicon))
        _GENERATORS[id(lexicon)] = got
    return got[1]


@dataclass(frozen=True)
class View:
    """What the player at ``seat`` may know."""
    seat: int
    board: Board
    rack: tuple[str, ...]
    unseen: Mapping[str, int]          # bag and other racks together, counted
    bag: int                           # tiles in the bag
    rules: Ruleset
    players: int
    phase: str
    current: int
    last_player: int | None            # the placement that may be challenged
    last_words: tuple[str, ...]
    scores: tuple[int, ...] = ()
    large: tuple[int, ...] = ()        # Game II: large tokens per player


def view(state: G.State, seat: int) -> View:
    """The state as the player at ``seat`` sees it."""
    last = state.last_move
    return View(seat, state.board, state.racks[seat], Counter(G.unseen_tiles(state, seat)),
                len(state.bag), state.rules, state.players, state.phase, state.current,
                None if last is None else last.player, () if last is None else last.words,
                state.scores, state.large)


# --- playing -----------------------------------------------------------------

def choose_action(state: G.State, seat: int, lexicon: Any, level: str,
                  seed: int | None = None,
                  weights: Mapping[str, float] | None = None) -> dict[str, Any]:
    """The action the computer at ``seat`` takes (``think`` run to the end)."""
    return run(think(state, seat, lexicon, level, seed, weights))


def think(state: G.State, seat: int, lexicon: Any, level: str, seed: int | None = None,
          weights: Mapping[str, float] | None = None,
          moves: list[Move] | None = None) -> Iterator[None]:
    """The decision of the computer at ``seat``, in small steps: a generator
    whose return value is the action dict.  ``seed`` fixes its random
    choices (default: derived from the game so far, so a replay chooses the
    same); ``weights`` replaces the learned leave values (self-play).
    ``moves``: every legal move of the seat's whole rack, already generated
    (Game I: the daily puzzle looks at them first), taken over and emptied."""
    if level not in CHALLENGE_CHANCE:
        raise ValueError(f"scriba: unknown level {level!r}")
    v = view(state, seat)
    if v.phase == G.OVER:
        raise ValueError("scriba: the game is over")
    rng = Rng(_seed(state, seat, seed))
    answer = _respond(v, lexicon, level, rng)
    if answer is not None:
        return answer
    if v.current != seat:
        raise ValueError("scriba: not this player's turn")
    if v.phase == G.SETUP:
        return _setup(state, seat, level, rng)
    rate = _Equity(v, weights) if level == "hard" and _endgame_rack(v) is None else None
    if moves is None:
        tiles = _searched(v.rack, weights)
        # hard needs only the moves that could beat its best so far
        cutoff = (yield from rate.cutoff(tiles)) if rate is not None else None
        moves = yield from generator_for(lexicon).steps(v.board, tiles, v.rules,
                                                        cutoff=cutoff, **_focus(v, level))
    if level == "hard":
        action = yield from _hard(v, moves, weights, generator_for(lexicon), rate)
    elif level == "medium":
        action = yield from _medium(v, moves, rng, weights)
    elif level == "easy":
        action = yield from _easy(v, moves, rng, weights)
    else:
        action = _greedy(v, moves)
    yield from let_go(moves)
    return _with_capture(v, action)


def _focus(v: View, level: str) -> dict[str, Any]:
    """Which of the placements touching nothing a level needs (Game II lists
    millions for a big rack, see ``MoveGenerator.steps``): greedy the best
    score; hard each word where its score and tokens are worth most, which
    loses no move it could prefer (a word's equity elsewhere differs only
    by those); the weaker levels sample each word at its best place."""
    if level == GREEDY:
        return {"top": 1}
    if level == "hard" and v.rules.game == 2:
        return {"worth": {pos: float(TK.SMALL_POINTS) for pos in TK.on_board(v.board)}}
    return {"worth": {}}


def respond(state: G.State, seat: int, lexicon: Any, level: str,
            seed: int | None = None) -> dict[str, Any] | None:
    """Whether the computer at ``seat`` challenges the last placement (or,
    when it ended the game, accepts it): the action, or None.  Any seat may
    be asked, not only the one whose turn it is."""
    if level not in CHALLENGE_CHANCE:
        raise ValueError(f"scriba: unknown level {level!r}")
    if state.phase == G.OVER:
        return None
    return _respond(view(state, seat), lexicon, level, Rng(_seed(state, seat, seed)))


def _seed(state: G.State, seat: int, seed: int | None) -> int:
    if seed is not None:
        return seed
    return seed_from("scriba-ai", len(state.log), seat, "".join(state.racks[seat]))


def _searched(rack: tuple[str, ...], weights: Mapping[str, float] | None) -> tuple[str, ...]:
    """The tiles a computer looks for moves with: its whole rack, or (Game
    II's big racks) the ``SEARCH_TILES`` that combine best as a leave."""
    if len(rack) <= SEARCH_TILES:
        return rack
    options = set(combinations(T.sorted_tiles(rack), SEARCH_TILES))
    return max(sorted(options, key=lambda o: [T.sort_key(t) for t in o]),
               key=lambda keep: leave_value(keep, weights))


def _respond(v: View, lexicon: Any, level: str, rng: Rng) -> dict[str, Any] | None:
    """Challenge the last placement or let it stand, when that is the
    question (None: go on with the turn)."""
    if v.rules.checking != CHALLENGE or v.last_player is None:
        return None
    own = v.last_player == v.seat and v.players > 1
    wrong = not own and any(not lexicon.contains(w) for w in v.last_words)
    if wrong and rng.randrange(1000) < 1000 * CHALLENGE_CHANCE[level]:
        return {"type": "challenge", "by": v.seat}
    if v.phase == G.CLOSING:
        return {"type": "accept"}
    return None


class _Leaves:
    """Leave values of one rack, cached by the tiles a move uses."""

    def __init__(self, rack: Sequence[str], weights: Mapping[str, float] | None,
                 endgame: bool, out_bonus: int = OUT_BONUS, fade: float = 0.0) -> None:
        self.rack = Counter(rack)
        self.weights = weights
        self.endgame = endgame
        self.out_bonus = out_bonus
        # near the end the learned value gives way to what the tiles cost if
        # they stay on the rack (0: the learned value alone)
        self.fade = fade
        self.cache: dict[tuple[str, ...], tuple[tuple[str, ...], float]] = {}

    def of(self, used: tuple[str, ...]) -> tuple[tuple[str, ...], float]:
        got = self.cache.get(used)
        if got is None:
            left = self.rack - Counter(used)
            leave = tuple(sorted(left.elements(), key=T.sort_key))
            if self.endgame:
                # the tiles kept are lost at the end; going out earns 50
                value = -float(sum(T.value(t) for t in leave)) if leave else float(self.out_bonus)
            else:
                value = _faded(leave, self.weights, self.fade)
            got = (leave, value)
            self.cache[used] = got
        return got


def _fade(v: View) -> float:
    """How near the end is, for the hard player's leave values: 0 with a
    rack's worth of tiles in the bag or more, rising to 1 as it empties."""
    return max(0.0, 1 - v.bag / v.rules.rack_size) if v.bag else 0.0


def _faded(leave: Sequence[str], weights: Mapping[str, float] | None, fade: float) -> float:
    """The learned value of a leave, giving way (by ``fade``) near the end
    to what its tiles cost if they stay on the rack."""
    value = leave_value(leave, weights)
    if fade:
        value = (1 - fade) * value - fade * sum(T.value(t) for t in leave)
    return value


def _used(move: Move) -> tuple[str, ...]:
    return tuple(sorted((t[2] for t in move.tiles), key=T.sort_key))


class _Best:
    """The best option so far.  Ties go to the smaller placement, so that a
    choice never depends on the order the generator lists moves in."""

    __slots__ = ("value", "move", "blocks")

    def __init__(self) -> None:
        self.value = float("-inf")
        self.move: Move | None = None
        self.blocks: tuple = ()

    def offer(self, value: float, move: Move, blocks: tuple = ()) -> None:
        if value > self.value or (value == self.value and self.move is not None
                                  and _order(move, blocks) < _order(self.move, self.blocks)):
            self.value, self.move, self.blocks = value, move, blocks


def _order(move: Move, blocks: tuple) -> tuple:
    return tuple(sorted(move.tiles)), tuple(blocks)


def _endgame_rack(v: View) -> tuple[str, ...] | None:
    """The opponent's rack when hard searches the end (two players in Game
    I, the bag empty: the tiles unseen), else None."""
    if v.bag or v.rules.game == 2 or v.players != 2:
        return None
    theirs = T.sorted_tiles(list(Counter(v.unseen).elements()))
    return theirs if theirs and searched(theirs) else None


def _hard(v: View, moves: list[Move], weights: Mapping[str, float] | None,
          gen: MoveGenerator, rate: _Equity | None = None) -> Iterator[None]:
    """Highest equity: score plus the value of the leave; with two players
    and the bag empty, the two-ply search of ``endgame``."""
    theirs = _endgame_rack(v)
    if theirs is not None:
        move, j = yield from search(v.board, v.rack, theirs, v.rules, moves, gen,
                                    lambda m, k: _block_cells(m, k, v))
        if move is None:
            return {"type": "pass"}
        return _place(move, _block_cells(move, j, v), v.rules.rack_size)
    rate = rate or _Equity(v, weights)
    best = _Best()
    for k, move in enumerate(moves):
        if k % _CHUNK == 0:
            yield
        for eq, j in rate.each(move):
            if not j:
                best.offer(eq, move)
            elif eq >= best.value:
                best.offer(eq, move, _block_cells(move, j, v))
    size = v.rules.rack_size
    options = [(best.value, _place(best.move, best.blocks, size))] if best.move is not None else []
    yield
    options.append(_exchange_option(v, weights, fade=rate.fade))
    options.append(_pass_option(v, weights, rate.fade))
    return max((o for o in options if o[1] is not None), key=lambda o: o[0])[1]


class _Equity:
    """The hard player's equity of a move (its score, the tokens it takes,
    the value of its leave) and of its variants with blocking tiles."""

    def __init__(self, v: View, weights: Mapping[str, float] | None) -> None:
        two = v.rules.game == 2
        self.fade = _fade(v)
        # Game II: no bonus for going out (the end adds the tokens instead)
        self.leaves = _Leaves(v.rack, weights, v.bag == 0, 0 if two else OUT_BONUS, self.fade)
        self.worth = _TokenWorth(v) if two else None
        self.blocks = v.rack.count(T.BLOCK)
        self.size = v.rules.rack_size

    def each(self, move: Move) -> list[tuple[float, int]]:
        """(equity, blocking tiles laid) of the move, then of each variant
        with blocking tiles on its ends (the first ``j`` of them)."""
        used = _used(move)
        tokens = self.worth.of(move) if self.worth is not None else 0.0
        out = [(move.score + tokens + self.leaves.of(used)[1], 0)]
        if self.blocks and move.ends:
            n, size = len(move.tiles), self.size
            for j in range(1, min(self.blocks, len(move.ends)) + 1):
                extra = rack_bonus(n + j, size) - rack_bonus(n, size)
                key = tuple(sorted(used + (T.BLOCK,) * j, key=T.sort_key))
                out.append((move.score + tokens + extra + self.leaves.of(key)[1], j))
        return out

    def cutoff(self, tiles: Sequence[str]) -> Iterator[None]:
        """A ``Cutoff`` for a search with ``tiles``: what a move's equity can
        exceed its score by, by the tiles and blanks it lays (the best leave
        it can keep, with blocking tiles and their rack bonus or not, and the
        most its tokens add); in steps, a few dozen leaves weighed a step."""
        plain = T.sorted_tiles([t for t in tiles if t != T.BLOCK])
        parts = sorted({c for k in range(len(plain) + 1) for c in combinations(plain, k)})
        caps = [[float("-inf")] * (plain.count(T.BLANK) + 1) for _ in range(len(tiles) + 1)]
        for i, used in enumerate(parts):
            if i % _CHUNK_LEAVES == 0:
                yield
            n, b = len(used), used.count(T.BLANK)
            tokens = self.worth.most(n, b) if self.worth is not None else 0.0
            for j in range(self.blocks + 1):
                extra = rack_bonus(n + j, self.size) - rack_bonus(n, self.size)
                leave = self.leaves.of(T.sorted_tiles(used + (T.BLOCK,) * j))[1]
                caps[n][b] = max(caps[n][b], leave + extra + tokens)
        return Cutoff(1, caps, lambda move: max(eq for eq, _ in self.each(move)))


class _TokenWorth:
    """Game II: what a move's tokens add at the end, beyond its score (which
    already counts their bonuses): 1 per small token, and a large token's
    swing when it lays enough letters and an opponent holds one."""

    def __init__(self, v: View) -> None:
        self.on = set(TK.on_board(v.board))
        holders = any(n for q, n in enumerate(v.large) if q != v.seat)
        rivals = max(1, v.players - 1)
        self.capture = TK.LARGE_POINTS * (1 + 1 / rivals) if holders else 0.0

    def most(self, tiles: int, blanks: int) -> float:
        """The most a move of ``tiles`` tiles, ``blanks`` blanks, can take."""
        capture = self.capture if tiles - blanks >= TK.CAPTURE_LETTERS else 0.0
        return TK.SMALL_POINTS * min(tiles, len(self.on)) + capture

    def of(self, move: Move) -> float:
        small = sum(TK.SMALL_POINTS for t in move.tiles if (t[0], t[1]) in self.on)
        letters = TK.capture_letters(t[2] for t in move.tiles)
        return small + (self.capture if letters >= TK.CAPTURE_LETTERS else 0.0)


def _with_capture(v: View, action: dict[str, Any]) -> dict[str, Any]:
    """Name the victim of a Game II large-token capture: the leader among the
    opponents holding one (most points, then most large tokens, then seat)."""
    if v.rules.game != 2 or action["type"] != "place":
        return action
    letters = TK.capture_letters(t["tile"] for t in action["tiles"])
    holders = [q for q in range(v.players) if q != v.seat and v.large[q]]
    if letters < TK.CAPTURE_LETTERS or not holders:
        return action
    victim = min(holders, key=lambda q: (-v.scores[q], -v.large[q], q))
    return {**action, "capture": victim}


def _setup(state: G.State, seat: int, level: str, rng: Rng) -> dict[str, Any]:
    """A token to lay in Game II's set-up (see the module's docstring)."""
    layout = state.board.layout
    left = TK.supply(layout)
    laid = TK.laid(layout)
    size = layout.size
    free = [(r, c) for r in range(size) for c in range(size) if (r, c) not in laid]
    if level == "easy":
        kind = rng.choice(list(left.elements()))
        return {"type": "token", "kind": kind, "pos": list(rng.choice(free))}
    kind = next(k for k in TK.KINDS if left[k])
    if level == "medium":
        return {"type": "token", "kind": kind, "pos": list(rng.choice(free))}
    reach = state.rules.rack_size - 1      # cells apart that one word can cover

    def lined(pos: tuple[int, int]) -> int:
        """The bonus of the tokens in line with ``pos`` within a word's reach."""
        r, c = pos
        total = 0
        for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            for k in range(1, reach + 1):
                other = laid.get((r + dr * k, c + dc * k))
                if other is not None:
                    total += layout.field((r + dr * k, c + dc * k)).mult
        return total

    sign = 1 if seat == state.first_player else -1
    best = max(sign * lined(p) for p in free)
    pos = rng.choice([p for p in free if sign * lined(p) == best])
    return {"type": "token", "kind": kind, "pos": list(pos)}


def _block_cells(move: Move, j: int, v: View) -> tuple:
    """Where to put ``j`` blocking tiles among a move's ends: first the ends
    that open onto the richest word bonus fields nearby (closing them keeps
    them from the opponents)."""
    layout = v.board.layout

    def threat(pos: tuple[int, int]) -> int:
        r, c = pos
        near = [(r + dr, c + dc) for dr in range(-2, 3) for dc in range(-2, 3)]
        return sum(layout.field(p).mult for p in near
                   if v.board.in_bounds(p) and p not in v.board.top
                   and layout.field(p).kind == "word")

    return tuple(sorted(move.ends, key=lambda p: (-threat(p), p))[:j])


def _place(move: Move, blocks: tuple, size: int) -> dict[str, Any]:
    if blocks:
        move = move.with_blocks(blocks, size)
    return move.action()


def _exchange_option(v: View, weights: Mapping[str, float] | None,
                     leave_weight: float = 1.0,
                     fade: float = 0.0) -> tuple[float, dict[str, Any] | None]:
    """The best exchange: keep the part of the rack worth most (at least one
    tile; as many tiles go back as the bag can give)."""
    if v.bag == 0 or len(v.rack) < 2:
        return float("-inf"), None
    best: tuple[float, tuple[str, ...] | None] = (float("-inf"), None)
    rack = list(v.rack)
    seen = set()
    for keep_n in range(max(1, len(rack) - v.bag), len(rack)):
        for keep in combinations(range(len(rack)), keep_n):
            kept = tuple(sorted((rack[i] for i in keep), key=T.sort_key))
            if kept in seen:
                continue
            seen.add(kept)
            value = leave_weight * _faded(kept, weights, fade)
            if value > best[0]:
                best = (value, kept)
    if best[1] is None:
        return float("-inf"), None
    back = list((Counter(rack) - Counter(best[1])).elements())
    return best[0], {"type": "exchange", "tiles": sorted(back, key=T.sort_key)}


def _pass_option(v: View, weights: Mapping[str, float] | None,
                 fade: float = 0.0) -> tuple[float, dict[str, Any]]:
    if v.bag:
        return -float(v.rules.pass_penalty) + _faded(v.rack, weights, fade), {"type": "pass"}
    # with an empty bag a pass is free: what stays on the rack is lost at the end
    return -float(sum(T.value(t) for t in v.rack)), {"type": "pass"}


def _greedy(v: View, moves: list[Move]) -> dict[str, Any]:
    """The highest score (with a blocking tile where it earns a rack bonus);
    without a move, exchange all but the best tile, or pass."""
    blocks = v.rack.count(T.BLOCK)
    size = v.rules.rack_size
    best = _Best()
    for move in moves:
        best.offer(move.score, move)
        if blocks and move.ends:
            n = len(move.tiles)
            for j in range(1, min(blocks, len(move.ends)) + 1):
                extra = rack_bonus(n + j, size) - rack_bonus(n, size)
                if extra:
                    best.offer(move.score + extra, move, tuple(move.ends[:j]))
    if best.move is not None:
        return _place(best.move, best.blocks, size)
    if v.bag and len(v.rack) > 1:
        keep = max(v.rack, key=lambda t: (t == T.BLANK, -T.value(t)))
        back = list(v.rack)
        back.remove(keep)
        back = back[:v.bag]
        return {"type": "exchange", "tiles": sorted(back, key=T.sort_key)}
    return {"type": "pass"}


def _sample(moves: list[Move], share: int, rng: Rng) -> list[Move]:
    """About ``share`` percent of the moves, picked by a hash of each
    placement and the seed (not by where the generator lists it)."""
    salt = rng.randrange(1 << 32)
    out = []
    for m in moves:
        h = salt
        for r, c, tile, letter, bend in m.tiles:
            h = (h * 1_000_003 + r * 16 + c) & 0xFFFFFFFF
            h = (h * 131 + ord(tile) + (ord(letter) if letter else 0)) & 0xFFFFFFFF
        if (h * 2654435761 & 0xFFFFFFFF) % 100 < share:
            out.append(m)
    return out


def _fallback(v: View, moves: list[Move], weights: Mapping[str, float] | None) -> dict[str, Any]:
    """When a weaker player sees nothing it likes: the best-scoring move if it
    gains points, else an exchange, else the best move, else a pass."""
    top = _Best()
    for m in moves:
        top.offer(m.score, m)
    best = top.move
    if best is not None and best.score > 0:
        return best.action()
    ex = _exchange_option(v, weights)[1]
    if ex is not None:
        return ex
    if best is not None and (v.bag == 0 or best.score > -v.rules.pass_penalty):
        return best.action()
    return {"type": "pass"}


def _medium(v: View, moves: list[Move], rng: Rng,
            weights: Mapping[str, float] | None) -> Iterator[None]:
    seen = _sample(moves, 50, rng)
    leaves = _Leaves(v.rack, weights, v.bag == 0)
    best = _Best()
    for k, move in enumerate(seen):
        if k % _CHUNK == 0:
            yield
        if len(move.word) > 7 or len(move.tiles) > 5 or move.score <= 0:
            continue
        if move.score < 25 and any(t[2] == T.BLANK for t in move.tiles):
            continue
        best.offer(move.score + 0.5 * leaves.of(_used(move))[1], move)
    poor = v.bag >= v.rules.rack_size and leave_value(v.rack, weights) < -10
    if best.move is not None and (best.move.score >= 8 or not poor):
        return best.move.action()
    exchange = _exchange_option(v, weights)[1] if poor else None
    return exchange or _fallback(v, moves, weights)


def _easy(v: View, moves: list[Move], rng: Rng,
          weights: Mapping[str, float] | None) -> Iterator[None]:
    seen = _sample(moves, 33, rng)
    yield
    plain = [m for m in seen if not m.stacked and len(m.word) <= 5 and len(m.tiles) <= 4
             and m.score > 0 and all(t[2] not in (T.ARROW, T.BLOCK) for t in m.tiles)]
    pool = [m for m in plain if all(t[2] != T.BLANK for t in m.tiles)] or plain
    if not pool:
        return _fallback(v, moves, weights)
    # shorter words first among good ones: score, less a little per letter
    pool.sort(key=lambda m: (2 * len(m.word) - m.score, _order(m, ())))
    return rng.choice(pool[:4]).action()


# --- hints and review ----------------------------------------------------------

def hints(state: G.State, seat: int, lexicon: Any, n: int = 10,
          by: str = "score") -> list[dict[str, Any]]:
    """The ``n`` best placements for ``seat``'s rack (``by`` "score", or
    "equity" as the hard player weighs them), see ``hint_steps``."""
    return run(hint_steps(state, seat, lexicon, n, by))


def hint_steps(state: G.State, seat: int, lexicon: Any, n: int = 10,
               by: str = "score") -> Iterator[None]:
    """``hints`` in small steps (a generator returning the list).

    Each hint is ``{"action": the place action, "score", "words": [{"word",
    "score"}], "rack_bonus", "leave": tiles kept, "equity", "evaluation":
    placement.Evaluation.to_dict(), "blank_letters"}`` (the engine's
    breakdown of every word), best first.  Placements that lay the same
    tiles on the same cells are listed once: when only the blanks' letters
    differ, ``blank_letters`` lists every choice of letters that works (the
    action shows the first), else it is empty."""
    if by not in ("score", "equity"):
        raise ValueError(f"scriba: hints by {by!r}?")
    return (yield from _best(generator_for(lexicon), state.board, state.racks[seat],
                             state.rules, n, by, not state.bag))


def _best(gen: MoveGenerator, board: Board, rack: Sequence[str], rules: Ruleset, n: int,
          by: str, endgame: bool) -> Iterator[None]:
    """The ``n`` best placements of ``rack`` as hints (``hint_steps``)."""
    # by score, only the placements touching nothing that can make the list;
    # by equity, each word where it scores most (its leave is the same anywhere)
    focus: dict[str, Any] = {"top": n} if by == "score" else {"worth": {}}
    cutoff = _hint_cutoff(rack, rules, n) if by == "score" else None
    moves = yield from gen.steps(board, rack, rules, cutoff=cutoff, **focus)
    # the moves dropped all rank below the cut-off's last n-th best
    floor = cutoff.best[0] if cutoff is not None and cutoff.dropped else float("-inf")
    hints = yield from _rank(board, rack, rules, moves, n, by, endgame, floor)
    if hints is None:
        # placements laying the same tiles on the same cells took up places
        # in the list: every move is needed to fill it
        yield from let_go(moves)
        moves = yield from gen.steps(board, rack, rules, **focus)
        hints = yield from _rank(board, rack, rules, moves, n, by, endgame, float("-inf"))
    yield from let_go(moves)
    return hints


def _hint_cutoff(rack: Sequence[str], rules: Ruleset, n: int) -> Cutoff:
    """A ``Cutoff`` for the hints by score: the best ``n``, where a move's
    key exceeds its score only by what blocking tiles add to its rack bonus."""
    blocks = list(rack).count(T.BLOCK)
    size = rules.rack_size
    caps = [[float(max(rack_bonus(k + j, size) - rack_bonus(k, size) for j in range(blocks + 1)))]
            * (list(rack).count(T.BLANK) + 1) for k in range(len(rack) + 1)]
    return Cutoff(n, caps,
                  lambda move: max(m.score for m in _variants(move, blocks, size)))


def _variants(move: Move, blocks: int, size: int) -> list[Move]:
    """The move and its variants with blocking tiles earning a rack bonus."""
    variants = [move]
    if blocks and move.ends:
        for j in range(1, min(blocks, len(move.ends)) + 1):
            variant = move.with_blocks(move.ends[:j], size)
            if variant.score > move.score:
                variants.append(variant)
    return variants


def _rank(board: Board, rack: Sequence[str], rules: Ruleset, moves: list[Move], n: int,
          by: str, endgame: bool, floor: float) -> Iterator[None]:
    """The ``n`` best of ``moves`` as hints, best first (ties in the order
    found), in steps: a generator returning the list.  Only keys from
    ``floor`` up are known to be all there (a cut-off dropped moves below
    it): a list that needs a lower one is None."""
    leaves = _Leaves(rack, None, endgame)
    blocks = list(rack).count(T.BLOCK)
    keep = n + _RANK_SPARE
    while True:
        # the best ``keep`` as (key, -order, ...): -order tells ties apart, so
        # neither a move nor a later field is ever compared
        best: list[tuple] = []
        order = 0
        for k, move in enumerate(moves):
            if k % _CHUNK == _CHUNK - 1:
                yield
            for m in _variants(move, blocks, rules.rack_size):
                leave, value = leaves.of(tuple(sorted(m.used(), key=T.sort_key)))
                key = m.score + value if by == "equity" else m.score
                if len(best) < keep:
                    heapq.heappush(best, (key, -order, m, leave, value))
                elif key > best[0][0]:   # a tie found later ranks lower
                    heapq.heapreplace(best, (key, -order, m, leave, value))
                order += 1
        yield
        out = []
        shown = set()
        for key, _, m, leave, value in sorted(best, reverse=True):
            shape = (frozenset((t[0], t[1], t[2]) for t in m.tiles), m.blocks)
            if shape in shown:
                continue
            if key < floor:
                return None
            shown.add(shape)
            ev = evaluate(board, list(rack), m.laid(), rules)
            out.append({"action": m.action(), "score": ev.total,
                        "words": [{"word": w.word, "score": w.score} for w in ev.words],
                        "rack_bonus": ev.rack_bonus, "leave": list(leave),
                        "equity": round(ev.total + value, 1), "evaluation": ev.to_dict(),
                        "blank_letters": [list(c) for c in m.choices]})
            if len(out) >= n:
                return out
            yield
        if floor > float("-inf"):
            return None
        if order <= keep:
            return out   # every placement was looked at
        keep *= 4


def review_positions(state: G.State) -> list[dict[str, Any]]:
    """Every turn of the log with the board before it and the mover's rack:
    ``{"index": log index, "player", "entry": the log entry, "board",
    "rack"}`` (the rack is None for saves made before racks were kept)."""
    board = Board(state.board.layout)
    levels: Counter = Counter()
    out = []
    turn = 0
    for index, entry in enumerate(state.log):
        if entry["type"] not in G.TURN_TYPES:
            continue
        rack = state.turn_racks[turn] if turn < len(state.turn_racks) else None
        turn += 1
        out.append({"index": index, "player": entry["player"], "entry": entry,
                    "board": board, "rack": rack})
        if entry["type"] == "place" and not entry.get("withdrawn"):
            placed = {}
            for r, c in entry["cells"]:
                pos = (r, c)
                placed[pos] = state.board.stacks[pos][levels[pos]]
                levels[pos] += 1
            board = board.with_tiles(placed)
    return out


def review(state: G.State, lexicon: Any) -> list[dict[str, Any]]:
    """For each turn of the log: what was played and the best placement that
    was available (see ``review_steps``)."""
    return run(review_steps(state, lexicon))


def review_steps(state: G.State, lexicon: Any) -> Iterator[int | None]:
    """``review`` in small steps (a generator returning the list; after each
    turn it yields how many turns are done).

    Each item: ``{"index": log index, "player", "played": the log entry,
    "best": a hint (see ``hints``) or None, "missed": how many points the
    best placement would have scored more than the turn did (0 if none)}``.
    Turns whose rack was not kept (old saves) have ``"best": None``."""
    out = []
    gen = generator_for(lexicon)
    for pos in review_positions(state):
        best = None
        if pos["rack"] is not None:
            ranked = yield from _best(gen, pos["board"], pos["rack"], state.rules, 1, "score",
                                      False)
            best = ranked[0] if ranked else None
        entry = pos["entry"]
        played = entry.get("score", 0) if entry["type"] == "place" else 0
        missed = max(0, best["score"] - played) if best is not None else 0
        out.append({"index": pos["index"], "player": pos["player"], "played": entry,
                    "best": best, "missed": missed})
        yield len(out)          # turns reviewed so far, for a progress bar
    return out


__all__ = ["LEVELS", "GREEDY", "View", "view", "respond", "think", "choose_action", "hints",
           "hint_steps", "review", "review_steps", "review_positions", "generator_for"]
