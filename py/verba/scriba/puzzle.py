"""The Scriba daily puzzle: a mid-game position with one clear best move.

From a 64-bit seed, two hard computer players play Game I (the rulebook's
rules, racks of 7), every choice seeded, as ``selfplay`` plays.  From turn
``FIRST_TURN`` on, the position before each turn is a candidate: every
legal move of the rack of the player to move is generated, and if the best
scores at least ``MARGIN`` points more than the second best, that position
is the puzzle (and the rack has at least ``MIN_MOVES``).  If not, the computer plays its move (chosen from the same
list) and the next turn is the next candidate; after ``LAST_TURN``, or once
the bag holds less than a rack, the next game of the seed's sequence begins
(``game_seed``).  So a seed always gives the same puzzle, in CPython and
Pyodide alike.

What counts as one move (docs/RULES.md, "Daily puzzle"): a placement is the
letters and arrow tiles it lays and where.  Placements that differ only in
the letter a blank names score alike and are one move; so are those that
differ only in blocking tiles, which close a word without changing it: the
move scores the best its blocking tiles can add (a rack bonus).  Every other
difference (another cell, another tile, an arrow's other bend, a stack) is
another move.  A move's rank is one more than the number of moves scoring
more, so ties share a rank.

``steps(seed, lexicon)`` does the work in small steps (the page runs it
with ``app.run_sliced``); ``generate`` runs it at once.
"""
from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Any

from ..rng import seed_from
from . import ai
from . import game as G
from . import tiles as T
from .movegen import Move, run
from .placement import check_words, evaluate, parse
from .ruleset import IMMEDIATE
from .scoring import rack_bonus

MARGIN = 10          # points the best move scores over the second best, at least
FIRST_TURN = 6       # turns played before the first candidate: a board with words on it
LAST_TURN = 15       # the last candidate of a game; then the next game
MIN_MOVES = 20       # a rank among fewer would say little
MAX_GAMES = 50       # games tried before giving up (none has come near)
TOP = 5              # the best moves shown after an answer
LEVEL = "hard"
_CHUNK = 400         # moves sorted into distinct ones between two pauses


@dataclass(frozen=True)
class Puzzle:
    seed: int
    game: int                           # which game of the seed's sequence (0: the first)
    turn: int                           # turns played in that game before the position
    state: G.State                      # the position, words checked as they are laid
    scores: tuple[int, ...]             # every distinct legal move's score, highest first
    top: tuple[dict[str, Any], ...]     # the best TOP moves: action, score, words, rack_bonus

    @property
    def rack(self) -> tuple[str, ...]:
        return self.state.racks[self.state.current]

    @property
    def best(self) -> int:
        return self.scores[0]

    @property
    def total(self) -> int:
        """How many distinct legal moves the rack has."""
        return len(self.scores)

    def rank(self, score: int) -> int:
        """The rank of a move scoring ``score``: 1 + the moves scoring more."""
        return 1 + sum(1 for s in self.scores if s > score)

    def judge(self, tiles: Any, lexicon: Any) -> dict[str, Any]:
        """A placement offered as the answer (the ``tiles`` of a ``place``
        action): ``{"score", "rank", "total", "best", "word", "words",
        "rack_bonus", "tiles"}`` (``word``: the one holding most of the tiles
        laid, the best scoring of those); ``IllegalAction`` with the game's
        code for any placement the rules refuse, a non-word included."""
        ev = evaluate(self.state.board, self.rack, parse(tiles), self.state.rules)
        check_words(ev, lexicon)
        main = max(ev.words, key=lambda w: (sum(x.new for x in w.letters), w.score))
        return {"score": ev.total, "rank": self.rank(ev.total), "total": self.total,
                "best": self.best, "word": main.word,
                "words": [{"word": w.word, "score": w.score} for w in ev.words],
                "rack_bonus": ev.rack_bonus, "tiles": [x.to_dict() for x in ev.laid]}


def game_seed(seed: int, game: int) -> int:
    """The seed of the ``game``-th self-play game tried for ``seed``."""
    return seed_from("scriba-puzzle", seed, game)


def generate(seed: int, lexicon: Any) -> Puzzle:
    return run(steps(seed, lexicon))


def steps(seed: int, lexicon: Any) -> Iterator[None]:
    """The puzzle of ``seed``, in small steps: a generator whose return value
    is the ``Puzzle``."""
    # the word list's first lookup builds its tables: a step of its own
    lexicon.contains("A")
    yield
    for number in range(MAX_GAMES):
        found = yield from _from_game(seed, number, lexicon)
        if found is not None:
            return found
    raise RuntimeError(f"scriba: no puzzle in {MAX_GAMES} games of seed {seed}")


def _turns(state: G.State) -> int:
    return sum(1 for e in state.log if e["type"] in G.TURN_TYPES)


def _from_game(seed: int, number: int, lexicon: Any) -> Iterator[None]:
    """Play the ``number``-th game of ``seed`` until a candidate passes (the
    puzzle) or the game leaves the turns puzzles come from (None)."""
    gseed = game_seed(seed, number)
    state = G.new_game([f"{LEVEL} 1", f"{LEVEL} 2"], seed=gseed, kinds=[LEVEL, LEVEL])
    gen = ai.generator_for(lexicon)
    step = 0
    while state.phase == G.PLAY and len(state.bag) >= state.rules.rack_size:
        turn = _turns(state)
        if turn > LAST_TURN:
            return None
        seat = state.current
        moves = None
        if turn >= FIRST_TURN:
            moves = yield from gen.steps(state.board, state.racks[seat], state.rules)
            found = yield from distinct(moves, state.racks[seat], state.rules.rack_size)
            scores = sorted((score for score, _ in found), reverse=True)
            yield
            if len(scores) >= MIN_MOVES and scores[0] - scores[1] >= MARGIN:
                puzzle = yield from _made(_position(state), found, scores)
                return replace(puzzle, seed=seed, game=number, turn=turn)
        action = yield from ai.think(state, seat, lexicon, LEVEL, seed=seed_from(gseed, step),
                                     moves=moves)
        state = G.apply(state, action, lexicon)
        step += 1
        yield
    return None


def position(state: G.State, lexicon: Any) -> Puzzle:
    return run(position_steps(state, lexicon))


def position_steps(state: G.State, lexicon: Any) -> Iterator[None]:
    """The ranking of any Game I position as a ``Puzzle`` (seed, game and
    turn 0), whatever its margin: a generator returning it."""
    rack = state.racks[state.current]
    moves = yield from ai.generator_for(lexicon).steps(state.board, rack, state.rules)
    found = yield from distinct(moves, rack, state.rules.rack_size)
    scores = sorted((score for score, _ in found), reverse=True)
    return (yield from _made(_position(state), found, scores))


def _made(state: G.State, found: list[tuple[int, Move]],
          scores: list[int]) -> Iterator[None]:
    best = best_of(found, TOP)
    yield
    top = yield from _top(state, best)
    return Puzzle(0, 0, 0, state, tuple(scores), top)


def _position(state: G.State) -> G.State:
    """The candidate as a puzzle: words checked as they are laid (the engine
    refuses a non-word at once), no placement open to challenge."""
    return replace(state, rules=replace(state.rules, checking=IMMEDIATE), last_move=None)


def distinct(moves: Sequence[Move], rack: Sequence[str],
             rack_size: int) -> Iterator[None]:
    """The distinct moves of ``moves`` (see the module's docstring), each as
    (score, move with its best blocking tiles), in the order found: a
    generator returning the list."""
    blocks = list(rack).count(T.BLOCK)
    found: dict[frozenset, tuple[int, Move]] = {}
    for k, move in enumerate(moves):
        if k % _CHUNK == _CHUNK - 1:
            yield
        shape = frozenset((r, c, tile, bend) for r, c, tile, _, bend in move.tiles)
        best = move
        if blocks and move.ends:
            n = len(move.tiles)
            j = max(range(min(blocks, len(move.ends)) + 1),
                    key=lambda j: (rack_bonus(n + j, rack_size), -j))
            if j:
                best = move.with_blocks(move.ends[:j], rack_size)
        kept = found.get(shape)
        if kept is None or best.score > kept[0]:
            found[shape] = (best.score, best)
    return list(found.values())


def best_of(moves: Sequence[tuple[int, Move]], n: int) -> list[tuple[int, Move]]:
    """The ``n`` best of the distinct moves, ties in the order of their tiles
    (never the order found); only the moves that can make the list are sorted."""
    if not moves:
        return []
    scores = sorted((score for score, _ in moves), reverse=True)
    least = scores[min(n, len(scores)) - 1]
    return sorted((x for x in moves if x[0] >= least), key=lambda x: (-x[0], _order(x[1])))[:n]


def _order(move: Move) -> tuple:
    return tuple(sorted(move.tiles)), tuple(sorted(move.blocks))


def _top(state: G.State, best: Sequence[tuple[int, Move]]) -> Iterator[None]:
    """The best moves as the page shows them, with the engine's words."""
    rack = state.racks[state.current]
    out = []
    for _, move in best:
        ev = evaluate(state.board, rack, move.laid(), state.rules)
        out.append({"action": move.action(), "score": ev.total,
                    "words": [{"word": w.word, "score": w.score} for w in ev.words],
                    "rack_bonus": ev.rack_bonus})
        yield
    return tuple(out)
