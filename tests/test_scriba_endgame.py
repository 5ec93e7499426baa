"""The hard Scriba player's endgame search (two players, the bag empty)."""
from __future__ import annotations

from dataclasses import replace

import pytest

from test_scriba_ai import KOT, LEX, arranged
from verba.rng import seed_from
from verba.scriba import ai
from verba.scriba import game as G
from verba.scriba import tiles as T


def _place(*tiles: tuple[int, int, str]) -> dict:
    return {"type": "place", "tiles": [{"row": r, "col": c, "tile": t} for r, c, t in tiles]}


def _can_go_out(state: G.State, seat: int) -> bool:
    rack = state.racks[seat]
    return any(len(m.used()) == len(rack)
               for m in ai.generator_for(LEX).moves(state.board, rack, state.rules))


def _play_out(state: G.State, level: str = "hard") -> G.State:
    """The game to its end, both seats at ``level``."""
    for step in range(20):
        if state.phase == G.OVER:
            return state
        action = ai.choose_action(state, state.current, LEX, level, seed=seed_from(9, step))
        state = G.apply(state, action, LEX)
    raise AssertionError("the endgame did not finish")


def test_the_search_keeps_the_opponent_from_going_out_and_wins():
    # I hold Ę and A, 10 points behind; the opponent holds Z and Ł.  KOTĘ
    # scores most (12) and keeps only the A, but then ŁOZĘ (stacked on K and
    # T) empties the opponent's rack: +50 to them.  Laying the A alone leaves
    # the opponent no way out, and the Ę goes out next turn.
    start = replace(arranged(["ĘA", "ZŁ"], board=KOT, bag=""), scores=(100, 110))
    greedy = ai.choose_action(start, 0, LEX, ai.GREEDY)
    assert greedy == _place((7, 9, "Ę"))
    after_greedy = G.apply(start, greedy, LEX)
    assert _can_go_out(after_greedy, 1)
    final = _play_out(after_greedy)
    assert final.scores[0] < final.scores[1]

    action = ai.choose_action(start, 0, LEX, "hard")
    assert action["type"] == "place" and [t["tile"] for t in action["tiles"]] == ["A"]
    after = G.apply(start, action, LEX)
    assert not _can_go_out(after, 1)
    final = _play_out(after)
    assert final.log[-1]["out"] == 0
    assert final.scores[0] > final.scores[1]


def test_the_search_takes_the_out_play_worth_most():
    # going out ends the game: the search needs no reply then, and takes the
    # out-play over a bigger move that keeps a tile
    state = arranged(["Y", "ŹA"], board=KOT, bag="")
    assert ai.choose_action(state, 0, LEX, "hard") == _place((7, 9, "Y"))


def test_with_three_players_the_unseen_tiles_are_not_split_between_the_racks():
    # the endgame may read the opponent's rack only when it is exactly the
    # unseen tiles: with two opponents who holds what stays unknown
    racks = ["ĘA", "ZŁ", "KIT"]
    state = arranged(racks, board=KOT, bag="")
    twin = arranged(["ĘA", "ZK", "ŁIT"], board=KOT, bag="")
    assert ai.view(twin, 0) == ai.view(state, 0)
    assert ai.choose_action(twin, 0, LEX, "hard") == ai.choose_action(state, 0, LEX, "hard")


@pytest.mark.parametrize("seed", [3, 11])
def test_endgame_decisions_are_legal_and_sliced(seed):
    # a greedy game up to the empty bag, then hard for both seats: every
    # action is applied by the engine (which refuses illegal ones), and the
    # search steps in slices like the rest of ``think``
    state = G.new_game(["a", "b"], seed=seed, kinds=["hard", "hard"])
    step = 0
    while state.bag:
        action = ai.choose_action(state, state.current, LEX, ai.GREEDY, seed=seed_from(seed, step))
        state = G.apply(state, action, LEX)
        step += 1
    assert state.phase == G.PLAY and all(state.racks)
    work = ai.think(state, state.current, LEX, "hard")
    steps = 0
    try:
        while True:
            next(work)
            steps += 1
    except StopIteration as done:
        action = done.value
    assert steps > 10
    G.apply(state, action, LEX)
    final = _play_out(state)
    assert G.all_tiles(final) == T.full_set()
