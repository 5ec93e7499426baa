"""Scriba invariants under random play (hypothesis).

A seeded driver plays random games: it tries random placements (straight,
bent at an arrow, stacked, closed by a blocking tile, with blanks) until the
rules accept one, and mixes in exchanges, passes, challenges and accepts.
Hypothesis picks the seed, the players and the options.
"""
from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from verba.errors import IllegalAction
from verba.lexicon import POLISH, Lexicon
from verba.rng import Rng
from verba.scriba import game as G
from verba.scriba import tiles as T
from verba.scriba.messages import MESSAGES
from verba.scriba.ruleset import Ruleset

# Few words, so that most challenges take a placement back.
LEX = Lexicon.from_words(["KOT", "TY", "OKO", "AS", "NA"], alphabet=POLISH)
DIRS = (T.RIGHT, T.DOWN)


def random_placement(state: G.State, rng: Rng) -> list[dict[str, Any]]:
    board = state.board
    rack = list(state.racks[state.current])
    rng.shuffle(rack)
    letters = [t for t in rack if t not in (T.ARROW, T.BLOCK)]
    size = board.size
    if rng.randrange(5) == 0 and board.has_letters() and letters:
        # stack: consecutive cells of a word, upper level
        start = rng.choice(board.letter_cells())
        path = board.path(start, rng.choice(DIRS))
        k = rng.randrange(min(len(letters), len(path.cells))) + 1
        i = rng.randrange(len(path.cells) - k + 1)
        return [_tile(pos, t, rng) for pos, t in zip(path.cells[i:i + k], letters)]
    anchor = rng.choice(board.letter_cells()) if board.has_letters() else (size // 2, size // 2)
    d = rng.choice(DIRS)
    k = rng.randrange(max(1, len(letters))) + 1
    pos = (anchor[0] - d[0] * rng.randrange(k + 1), anchor[1] - d[1] * rng.randrange(k + 1))
    tiles: list[dict[str, Any]] = []
    bend_at = rng.randrange(k + 2) if T.ARROW in rack else -1
    while letters and len(tiles) < k + (bend_at >= 0) and board.in_bounds(pos):
        if pos not in board.top:
            if len(tiles) == bend_at and bend_at > 0:
                bend = "rd" if d == T.RIGHT else "dr"
                tiles.append({"row": pos[0], "col": pos[1], "tile": T.ARROW, "bend": bend})
                d = T.BENDS[bend][1]
            else:
                tiles.append(_tile(pos, letters.pop(), rng))
        pos = (pos[0] + d[0], pos[1] + d[1])
    if T.BLOCK in rack and rng.randrange(3) == 0 and board.in_bounds(pos) and pos not in board.top:
        tiles.append({"row": pos[0], "col": pos[1], "tile": T.BLOCK})
    return tiles


def _tile(pos: tuple[int, int], tile: str, rng: Rng) -> dict[str, Any]:
    out = {"row": pos[0], "col": pos[1], "tile": tile}
    if tile == T.BLANK:
        out["letter"] = rng.choice(T.ALPHABET)
    return out


def random_action(state: G.State, rng: Rng) -> dict[str, Any]:
    """A legal action (the driver keeps trying placements until one is)."""
    if state.phase == G.CLOSING:
        return rng.choice([{"type": "accept"}, {"type": "challenge"}])
    if state.last_move is not None and rng.randrange(4) == 0:
        return {"type": "challenge"}
    roll = rng.randrange(20)
    rack = state.racks[state.current]
    if roll == 0:
        return {"type": "pass"}
    if roll == 1 and len(rack) > 1 and state.bag:
        k = min(rng.randrange(len(rack) - 1) + 1, len(state.bag))
        return {"type": "exchange", "tiles": list(rack[:k])}
    for _ in range(40):
        tiles = random_placement(state, rng)
        if G.preview(state, tiles)["ok"]:
            return {"type": "place", "tiles": tiles}
    return {"type": "pass"}


def play(seed: int, players: int, rules: Ruleset, steps: int):
    """Yield each state of a random game (the first is the new game)."""
    rng = Rng(seed)
    state = G.new_game([f"P{i}" for i in range(players)], seed=seed, rules=rules)
    yield state
    for _ in range(steps):
        if state.phase == G.OVER:
            return
        state = G.apply(state, random_action(state, rng), LEX)
        yield state


rulesets = st.builds(Ruleset, rack_size=st.sampled_from([6, 7, 8]), arrows=st.booleans(),
                     stacking=st.booleans(), block_alone=st.booleans(),
                     checking=st.just("challenge"))
games = st.tuples(st.integers(0, 2**64 - 1), st.integers(1, 4), rulesets)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_tiles_are_conserved_by_any_sequence_of_legal_actions(game):
    seed, players, rules = game
    for state in play(seed, players, rules, steps=60):
        assert G.all_tiles(state) == T.full_set()
        assert all(len(r) <= rules.rack_size for r in state.racks)
        assert all(1 <= len(stack) <= 2 for stack in state.board.stacks.values())


def test_random_games_reach_every_special_placement():
    """The driver (and so the property above) really exercises arrows,
    blocking tiles, stacks, blanks and taken-back placements."""
    kinds: set[str] = set()
    for seed in range(12):
        for state in play(seed, 2, Ruleset(rack_size=8), steps=80):
            codes = [c for stack in state.board.stacks.values() for c in stack]
            kinds |= {"arrow" for c in codes if T.is_arrow(c)}
            kinds |= {"block" for c in codes if c == T.BLOCK}
            kinds |= {"blank" for c in codes if T.is_blank(c)}
            kinds |= {"stack" for s in state.board.stacks.values() if len(s) == 2}
            kinds |= {"withdrawn" for e in state.log if e.get("withdrawn")}
            kinds |= {"end" for e in state.log if e["type"] == "end"}
    assert kinds == {"arrow", "block", "blank", "stack", "withdrawn", "end"}


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games, st.integers(0, 60))
def test_save_and_load_reproduce_the_state(game, stop):
    seed, players, rules = game
    for i, state in enumerate(play(seed, players, rules, steps=stop)):
        pass
    data = json.loads(json.dumps(G.to_dict(state)))
    loaded = G.from_dict(data)
    assert loaded == state
    assert G.to_dict(loaded) == G.to_dict(state)
    # and it goes on the same way
    rng = Rng(seed ^ i)
    if state.phase != G.OVER:
        action = random_action(state, rng)
        assert G.to_dict(G.apply(loaded, action, LEX)) == G.to_dict(G.apply(state, action, LEX))


# --- illegal actions -------------------------------------------------------

def illegal_action(state: G.State, rng: Rng) -> dict[str, Any]:
    """An action the rules must refuse, whatever the state."""
    board = state.board
    size = board.size
    rack = state.racks[state.current]
    empty = [(r, c) for r in range(size) for c in range(size) if (r, c) not in board.top]
    kind = rng.randrange(16)
    if state.phase == G.OVER:
        return rng.choice([{"type": "pass"}, {"type": "place", "tiles": []},
                           {"type": "challenge"}, {"type": "accept"}])
    if state.phase == G.CLOSING and kind < 4:
        return rng.choice([{"type": "pass"}, {"type": "exchange", "tiles": list(rack[:1])},
                           {"type": "place", "tiles": [{"row": 0, "col": 0, "tile": "A"}]}])
    letters = [t for t in rack if t in T.LETTER_VALUES]
    letter = letters[0] if letters else "A"
    if kind == 0:
        missing = [t for t in T.ALPHABET if t not in rack]
        return {"type": "place", "tiles": [{"row": 7, "col": 7, "tile": rng.choice(missing)}]}
    if kind == 1:
        r, c = rng.choice([(-1, 3), (3, size), (size, size), (0, -5)])
        return {"type": "place", "tiles": [{"row": r, "col": c, "tile": letter}]}
    if kind == 2:
        pos = rng.choice(empty)
        return {"type": "place", "tiles": [{"row": pos[0], "col": pos[1], "tile": t} for t in rack[:2]]
                + [{"row": pos[0], "col": pos[1], "tile": letter}]}
    if kind == 3:
        return {"type": "exchange", "tiles": list(rack)}
    if kind == 4:
        return rng.choice([{"type": "fly"}, {}, {"type": None}, {"type": "place", "tiles": "KOT"},
                           {"type": "place", "tiles": [{"row": "1", "col": 2, "tile": "A"}]},
                           {"type": "place", "tiles": [{"row": 1, "col": 2, "tile": "Q"}]},
                           {"type": "exchange", "tiles": "A"}, {"type": "exchange", "tiles": [1]}])
    if kind == 5 and T.BLANK in rack:
        return {"type": "place", "tiles": [{"row": 7, "col": 7, "tile": T.BLANK}]}
    if kind == 6 and T.ARROW in rack:
        return {"type": "place", "tiles": [{"row": 7, "col": 7, "tile": T.ARROW,
                                            "bend": rng.choice(["ru", "ld", "", "up"])}]}
    if kind == 7:
        # two tiles on a diagonal are never one word
        r, c = rng.choice([p for p in empty if p[0] + 1 < size and p[1] + 1 < size
                           and (p[0] + 1, p[1] + 1) not in board.top] or [(0, 0)])
        if len(letters) >= 2 and (r + 1, c + 1) not in board.top:
            return {"type": "place", "tiles": [{"row": r, "col": c, "tile": letters[0]},
                                               {"row": r + 1, "col": c + 1, "tile": letters[1]}]}
    if kind == 8:
        high = [p for p, s in board.stacks.items() if len(s) == 2 or not T.is_letter(s[-1])]
        if high:
            pos = rng.choice(high)
            return {"type": "place", "tiles": [{"row": pos[0], "col": pos[1], "tile": letter}]}
    if kind == 9:
        # a lone tile touching nothing (or the lone first tile)
        lone = [p for p in empty if not any(
            (p[0] + dr, p[1] + dc) in board.top for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)))]
        if lone and letter in rack:
            pos = rng.choice(lone)
            return {"type": "place", "tiles": [{"row": pos[0], "col": pos[1], "tile": letter}]}
    if kind == 10 and state.last_move is None:
        return {"type": "challenge"}
    if kind == 11 and state.last_move is not None and state.players > 1:
        return {"type": "challenge", "by": state.last_move.player}
    if kind == 12:
        return {"type": "exchange", "tiles": [rng.choice([t for t in T.ALPHABET if t not in rack])]}
    if kind == 13 and len(rack) > len(state.bag) + 1:
        return {"type": "exchange", "tiles": list(rack[:len(state.bag) + 1])}
    if kind == 14 and state.last_move is None:
        return {"type": "accept"}
    # a gap: three empty cells in a row, tiles on the outer two
    runs = [(r, c) for r, c in empty if c + 2 < size and (r, c + 1) not in board.top
            and (r, c + 2) not in board.top]
    if runs and len(letters) >= 2:
        r, c = rng.choice(runs)
        return {"type": "place", "tiles": [{"row": r, "col": c, "tile": letters[0]},
                                           {"row": r, "col": c + 2, "tile": letters[1]}]}
    return {"type": "exchange", "tiles": []}


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games, st.integers(0, 40))
def test_illegal_actions_are_refused_and_change_nothing(game, steps):
    """200 random states × 50 illegal actions = 10,000 refusals."""
    seed, players, rules = game
    rng = Rng(seed + 1)
    for state in play(seed, players, rules, steps=steps):
        pass
    before = G.to_dict(state)
    for _ in range(50):
        action = illegal_action(state, rng)
        try:
            G.apply(state, action, LEX)
        except IllegalAction as err:
            assert err.code in MESSAGES["en"], err.code
        else:
            raise AssertionError(f"accepted an illegal action: {action}")
        assert G.to_dict(state) == before

