"""Scriba Game II invariants under random play (hypothesis): tiles and tokens
are conserved through any sequence of legal actions, and saves round-trip.

The driver is Game I's (tests/test_scriba_properties.py) with the token
set-up, the large-token choice and words anywhere added.
"""
from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from test_scriba_properties import LEX, random_action
from verba.rng import Rng
from verba.scriba import game as G
from verba.scriba import tiles as T
from verba.scriba import tokens as TK
from verba.scriba.ruleset import Ruleset


def random_action_two(state: G.State, rng: Rng) -> dict[str, Any]:
    if state.phase == G.SETUP:
        if rng.randrange(30) == 0:
            return {"type": "scatter"}
        layout = state.board.layout
        free = [(r, c) for r in range(layout.size) for c in range(layout.size)
                if TK.kind_at(layout, (r, c)) is None]
        kind = rng.choice(list(TK.supply(layout).elements()))
        return {"type": "token", "kind": kind, "pos": list(rng.choice(free))}
    if state.board.has_letters() and rng.randrange(4) == 0:
        # a word apart: two letters anywhere free
        rack = [t for t in state.racks[state.current] if t in T.LETTER_VALUES]
        r, c = rng.randrange(15), rng.randrange(14)
        if len(rack) >= 2 and (r, c) not in state.board.top and (r, c + 1) not in state.board.top:
            tiles = [{"row": r, "col": c, "tile": rack[0]}, {"row": r, "col": c + 1, "tile": rack[1]}]
            if G.preview(state, tiles)["ok"]:
                return _capturing(state, {"type": "place", "tiles": tiles}, rng)
    action = random_action(state, rng)
    if action["type"] == "challenge" and state.players > 1:
        # the mover may be the last one playing: someone else challenges
        return {**action, "by": (state.last_move.player + 1) % state.players}
    return _capturing(state, action, rng) if action["type"] == "place" else action


def _capturing(state: G.State, action: dict[str, Any], rng: Rng) -> dict[str, Any]:
    holders = G.capture_from(state, [t["tile"] for t in action["tiles"]])
    return {**action, "capture": rng.choice(holders)} if holders else action


def play(seed: int, players: int, rules: Ruleset, steps: int):
    rng = Rng(seed)
    state = G.new_game([f"P{i}" for i in range(players)], seed=seed, rules=rules)
    yield state
    for _ in range(steps):
        if state.phase == G.OVER:
            return
        state = G.apply(state, random_action_two(state, rng), LEX)
        yield state


rulesets = st.builds(Ruleset.game_two, arrows=st.booleans(), stacking=st.booleans(),
                     must_touch=st.booleans())
games = st.tuples(st.integers(0, 2**64 - 1), st.integers(1, 4), rulesets)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_tiles_and_tokens_are_conserved_by_any_sequence_of_legal_actions(game):
    seed, players, rules = game
    for state in play(seed, players, rules, steps=120):
        assert G.all_tiles(state) == T.full_set()
        assert G.all_tokens(state) == TK.full_set(players)
        # every token taken lies under a tile: the board keeps the rest
        covered = [k for pos, k in TK.laid(state.board.layout).items() if pos in state.board.top]
        assert sorted(covered) == sorted(TK.count(state.small).elements())
        assert all(n >= 0 for n in state.large)
        if state.phase != G.SETUP:
            assert not TK.supply(state.board.layout)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games, st.integers(0, 120))
def test_game_two_saves_reproduce_the_state_and_go_on_the_same_way(game, stop):
    seed, players, rules = game
    for i, state in enumerate(play(seed, players, rules, steps=stop)):
        pass
    data = json.loads(json.dumps(G.to_dict(state)))
    loaded = G.from_dict(data)
    assert loaded == state
    assert G.to_dict(loaded) == G.to_dict(state)
    if state.phase != G.OVER:
        action = random_action_two(state, Rng(seed ^ i))
        assert G.to_dict(G.apply(loaded, action, LEX)) == G.to_dict(G.apply(state, action, LEX))


def test_random_game_two_games_reach_every_part_of_the_rules():
    seen: set[str] = set()
    for seed in range(10):
        for state in play(seed, 3, Ruleset.game_two(), steps=200):
            for e in state.log[-1:]:
                seen.add(e["type"])
                if e["type"] == "place":
                    seen |= {"token" + "s" for _ in e["tokens"][:1]}
                    seen |= {"capture"} if e["capture"] is not None else set()
                    seen |= {"withdrawn"} if e.get("withdrawn") else set()
            if any(state.done) and state.phase != G.OVER:
                seen.add("done")
    assert {"token", "place", "tokens", "capture", "challenge", "end", "done"} <= seen
