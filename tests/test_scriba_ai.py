"""Scriba computer players, hints, the review, and the player kinds in the
state."""
from __future__ import annotations

import json
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest

from verba.lexicon import Lexicon
from verba.rng import seed_from
from verba.scriba import ai
from verba.scriba import game as G
from verba.scriba import tiles as T
from verba.scriba.board import Board, Layout
from verba.scriba.leaves import feature_names, features, leave_value
from verba.scriba.placement import evaluate, parse
from verba.scriba.ruleset import IMMEDIATE, Ruleset
from verba.scriba.selfplay import play_game

ROOT = Path(__file__).resolve().parent.parent
LEX = Lexicon.from_file_bytes((ROOT / "lexicons" / "pl.dawg.gz").read_bytes())
E = "." * 15


def midgame(seed: int, turns: int = 6) -> G.State:
    """A game played greedily for a few turns."""
    state = G.new_game(["a", "b"], seed=seed, kinds=["human", "hard"])
    for step in range(turns):
        action = ai.choose_action(state, state.current, LEX, ai.GREEDY, seed=seed_from(seed, step))
        state = G.apply(state, action, LEX)
    return state


def arranged(racks: list[str], board: Board | None = None, bag: str | None = None,
             rules: Ruleset | None = None) -> G.State:
    state = G.new_game([f"P{i}" for i in range(len(racks))], seed=7, rules=rules)
    board = board or state.board
    rest = T.full_set() - Counter(t for r in racks for t in r) - Counter(board.map_tiles(T.rack_tile))
    bag_tiles = list(rest.elements()) if bag is None else list(bag)
    return replace(state, racks=tuple(tuple(r) for r in racks), bag=T.sorted_tiles(bag_tiles),
                   board=board, current=0, first_player=0)


# --- player kinds and the racks kept for the review --------------------------

def test_kinds_are_human_by_default_and_saved():
    assert G.new_game(["a", "b"], seed=1).kinds == ("human", "human")
    state = G.new_game(["a", "b", "c"], seed=1, kinds=["human", "easy", "hard"])
    assert state.kind(1) == "easy"
    data = json.loads(json.dumps(G.to_dict(state)))
    assert data["kinds"] == ["human", "easy", "hard"]
    assert G.from_dict(data) == state
    with pytest.raises(ValueError):
        G.new_game(["a", "b"], seed=1, kinds=["human"])
    with pytest.raises(ValueError):
        G.new_game(["a", "b"], seed=1, kinds=["human", "genius"])
    with pytest.raises(ValueError):
        G.from_dict({**data, "kinds": ["human", "robot", "hard"]})


def test_saves_without_kinds_or_racks_load_as_humans_without_review():
    state = midgame(3, turns=2)
    data = G.to_dict(state)
    del data["kinds"], data["turn_racks"]
    old = G.from_dict(data)
    assert old.kinds == ("human", "human") and old.turn_racks == ()
    assert [t["best"] for t in ai.review(old, LEX)] == [None, None]


def test_turn_racks_follow_the_turns_of_the_log():
    state = arranged(["KOTABCD", "EEEEEEE"])
    state = G.apply(state, {"type": "place", "tiles": [
        {"row": 7, "col": 6 + i, "tile": ch} for i, ch in enumerate("KOT")]})
    state = G.apply(state, {"type": "exchange", "tiles": ["E"]})
    state = G.apply(state, {"type": "pass"})
    assert state.turn_racks == (tuple("KOTABCD"), tuple("EEEEEEE"), state.racks[0])
    loaded = G.from_dict(json.loads(json.dumps(G.to_dict(state))))
    assert loaded.turn_racks == state.turn_racks


# --- what the computer may see ---------------------------------------------

@pytest.mark.parametrize("level", ["easy", "medium", "hard", "greedy"])
def test_the_computer_never_reads_the_other_racks_or_the_bag(level):
    state = midgame(5)
    me = state.current
    other = 1 - me
    # swap tiles between the opponent's rack and the bag: the unseen tiles
    # (and so everything the player may know) stay the same
    rack = list(state.racks[other])
    bag = list(state.bag)
    swaps = [(i, j) for i, t in enumerate(rack) for j, u in enumerate(bag) if t != u][:3]
    for i, j in swaps:
        rack[i], bag[j] = bag[j], rack[i]
    twin = replace(state, racks=tuple(tuple(rack) if k == other else r
                                      for k, r in enumerate(state.racks)),
                   bag=T.sorted_tiles(bag))
    assert twin.racks[other] != state.racks[other]
    assert ai.view(twin, me) == ai.view(state, me)
    assert ai.choose_action(twin, me, LEX, level) == ai.choose_action(state, me, LEX, level)


def test_think_works_in_small_steps_and_returns_the_action():
    state = midgame(6)
    work = ai.think(state, state.current, LEX, "hard")
    steps = 0
    while True:
        try:
            next(work)
            steps += 1
        except StopIteration as done:
            action = done.value
            break
    assert steps > 20
    assert action == ai.choose_action(state, state.current, LEX, "hard")
    G.apply(state, action, LEX)    # a legal action


def test_only_the_player_on_turn_moves():
    state = midgame(6)
    with pytest.raises(ValueError):
        ai.choose_action(state, 1 - state.current, LEX, "hard")
    with pytest.raises(ValueError):
        ai.choose_action(state, state.current, LEX, "genius")


# --- hard: equity, exchanges, blocking tiles, the end ----------------------

KOT = Board.from_text(Layout.plain(), [E] * 7 + ["......KOT......"])


def test_hard_keeps_a_blank_that_greedy_spends_for_a_few_points():
    weights = {"tile:?": 30.0}
    state = arranged(["?ŹŹŹŃŃŃ", "EEEEEEE"], board=KOT)
    greedy = ai.choose_action(state, 0, LEX, "greedy")
    hard = ai.choose_action(state, 0, LEX, "hard", weights=weights)
    assert any(t["tile"] == "?" for t in greedy["tiles"])
    assert hard["type"] != "place" or all(t["tile"] != "?" for t in hard["tiles"])


def test_hard_exchanges_a_hopeless_rack():
    weights = {"tile:Ź": -40.0, "tile:Ń": -40.0, "tile:A": 5.0}
    state = arranged(["ŹŃŹŃŹŃA", "EEEEEEE"], board=KOT)
    action = ai.choose_action(state, 0, LEX, "hard", weights=weights)
    assert action["type"] == "exchange" and "A" not in action["tiles"]
    G.apply(state, action, LEX)


def test_hard_lays_a_blocking_tile_for_the_rack_bonus():
    # six letters make a word; the blocking tile closing it is the 7th tile
    rack = "KOTARA#"
    state = arranged([rack, "EEEEEEE"])
    action = ai.choose_action(state, 0, LEX, "hard", weights={})
    assert action["type"] == "place" and len(action["tiles"]) == 7
    assert T.BLOCK in [t["tile"] for t in action["tiles"]]
    after = G.apply(state, action, LEX)
    assert after.log[-1]["rack_bonus"] == 50


def test_hard_goes_out_with_an_empty_bag():
    state = arranged(["Y", "ŹA"], board=KOT, bag="")
    action = ai.choose_action(state, 0, LEX, "hard")
    assert action == {"type": "place", "tiles": [{"row": 7, "col": 9, "tile": "Y"}]}


def test_near_the_end_hard_unloads_a_tile_it_would_keep_earlier():
    # the learned value says keep the Ź; with a rack's worth in the bag hard
    # does, with one tile left what it costs if stuck (9) weighs more
    weights = {"tile:Ź": 20.0}
    early = arranged(["AŹE", "EEEEEEE"], board=KOT, bag="A" * 7)
    late = arranged(["AŹE", "EEEEEEE"], board=KOT, bag="A")
    kept = ai.choose_action(early, 0, LEX, "hard", weights=weights)
    laid = ai.choose_action(late, 0, LEX, "hard", weights=weights)
    assert "Ź" not in [t["tile"] for t in kept["tiles"]]
    assert "Ź" in [t["tile"] for t in laid["tiles"]]
    G.apply(late, laid, LEX)


def test_a_pass_only_when_nothing_else_is_possible():
    # a lone tile that fits nowhere with an empty bag: nothing but a pass
    state = arranged(["Ź", "AB"], board=KOT, bag="")
    assert ai.choose_action(state, 0, LEX, "hard") == {"type": "pass"}
    # with tiles in the bag, an unplayable rack is exchanged, not passed
    state = arranged(["ŹŹ", "AB"], board=KOT, bag="AEIOU")
    for level in ("easy", "medium", "hard", "greedy"):
        assert ai.choose_action(state, 0, LEX, level)["type"] == "exchange", level


# --- challenges ----------------------------------------------------------------

def test_the_computer_challenges_a_non_word_and_accepts_the_last_word():
    state = arranged(["KOTABCD", "EEEEEEE"])
    bad = G.apply(state, {"type": "place", "tiles": [{"row": 7, "col": 7, "tile": "T"},
                                                     {"row": 7, "col": 8, "tile": "K"}]})
    assert ai.respond(bad, 1, LEX, "hard") == {"type": "challenge", "by": 1}
    assert ai.choose_action(bad, 1, LEX, "hard") == {"type": "challenge", "by": 1}
    good = G.apply(state, {"type": "place", "tiles": [
        {"row": 7, "col": 6 + i, "tile": ch} for i, ch in enumerate("KOT")]})
    assert ai.respond(good, 1, LEX, "hard") is None
    closing = G.apply(arranged(["Y", "ŹA"], board=KOT, bag=""),
                      {"type": "place", "tiles": [{"row": 7, "col": 9, "tile": "Y"}]})
    assert closing.phase == G.CLOSING
    assert ai.choose_action(closing, 1, LEX, "easy") == {"type": "accept"}
    immediate = arranged(["KOTABCD", "EEEEEEE"], rules=Ruleset(checking=IMMEDIATE))
    assert ai.respond(immediate, 1, LEX, "hard") is None


def test_easy_sometimes_lets_a_non_word_pass():
    state = arranged(["KOTABCD", "EEEEEEE"])
    bad = G.apply(state, {"type": "place", "tiles": [{"row": 7, "col": 7, "tile": "T"},
                                                     {"row": 7, "col": 8, "tile": "K"}]})
    answers = {json.dumps(ai.respond(bad, 1, LEX, "easy", seed=s)) for s in range(20)}
    assert answers == {"null", json.dumps({"type": "challenge", "by": 1})}


# --- weaker levels ---------------------------------------------------------------

@pytest.mark.parametrize("seed", range(4))
def test_easy_and_medium_play_plain_moves_that_gain_points(seed):
    state = midgame(30 + seed, turns=4)
    best = max(m["score"] for m in ai.hints(state, state.current, LEX, n=1))
    for level, longest in (("easy", 5), ("medium", 7)):
        action = ai.choose_action(state, state.current, LEX, level)
        assert action["type"] == "place"
        ev = evaluate(state.board, state.racks[state.current], parse(action["tiles"]), state.rules)
        assert 0 < ev.total <= best
        if level == "easy":
            assert len(ev.words[0].word) <= longest and len(action["tiles"]) <= 4


# --- hints and review --------------------------------------------------------

def test_hints_are_the_best_moves_as_actions_with_the_engine_breakdown():
    state = midgame(8)
    seat = state.current
    found = ai.hints(state, seat, LEX, n=10)
    assert len(found) == 10
    scores = [h["score"] for h in found]
    assert scores == sorted(scores, reverse=True)
    for h in found:
        after = G.apply(state, h["action"], LEX)
        assert after.scores[seat] - state.scores[seat] == h["score"]
        assert h["evaluation"]["total"] == h["score"]
        assert [w["word"] for w in h["words"]] == [w["word"] for w in h["evaluation"]["words"]]
        assert sorted(h["leave"] + [t["tile"] for t in h["action"]["tiles"]], key=T.sort_key) \
            == sorted(state.racks[seat], key=T.sort_key)
    shapes = [frozenset((t["row"], t["col"], t["tile"]) for t in h["action"]["tiles"]) for h in found]
    assert len(set(shapes)) == len(shapes)
    by_equity = ai.hints(state, seat, LEX, n=5, by="equity")
    assert [h["equity"] for h in by_equity] == sorted((h["equity"] for h in by_equity), reverse=True)


def test_review_gives_the_best_move_of_every_turn():
    state = play_game(LEX, ["greedy", "easy"], seed=41)
    items = ai.review(state, LEX)
    turns = [e for e in state.log if e["type"] in G.TURN_TYPES]
    assert len(items) == len(turns) == len(state.turn_racks)
    for item in items:
        entry = item["played"]
        if entry["type"] == "place":
            assert item["best"]["score"] >= entry["score"]
            assert item["missed"] == item["best"]["score"] - entry["score"]
        if entry["player"] == 0 and entry["type"] == "place":
            assert item["missed"] == 0      # greedy plays the best score
    positions = ai.review_positions(state)
    board = positions[-1]["board"]
    last = turns[-1]
    if last["type"] == "place":
        board = board.with_tiles({tuple(c): state.board.stacks[tuple(c)][-1] for c in last["cells"]})
    assert board == state.board


def test_review_skips_placements_taken_back_and_reads_stacks():
    state = arranged(["KOTABCD", "EEEEEEE"])
    bad = [{"row": 7, "col": 7, "tile": "T"}, {"row": 7, "col": 8, "tile": "K"}]
    state = G.apply(state, {"type": "place", "tiles": bad})
    state = G.apply(state, {"type": "challenge", "by": 1}, LEX)       # taken back
    state = replace(state, racks=(state.racks[0], tuple("KOTAEEE")))
    state = G.apply(state, {"type": "place", "tiles": [
        {"row": 7, "col": 6 + i, "tile": ch} for i, ch in enumerate("KOT")]}, LEX)
    state = G.apply(state, {"type": "place", "tiles": [{"row": 7, "col": 6, "tile": "D"}]}, LEX)
    positions = ai.review_positions(state)
    assert [p["entry"]["type"] for p in positions] == ["place", "place", "place"]
    assert positions[0]["board"] == positions[1]["board"] == Board(state.board.layout)
    assert positions[2]["board"].word(positions[2]["board"].path((7, 6), (0, 1))) == "KOT"
    assert positions[2]["rack"] == state.turn_racks[2]
    items = ai.review(state, LEX)
    assert items[0]["played"].get("withdrawn") and items[0]["best"]["score"] > 0


# --- self-play -------------------------------------------------------------------

@pytest.mark.parametrize("levels, seed", [(["hard", "greedy"], 1), (["easy", "medium"], 2),
                                          (["hard", "medium", "easy"], 3)])
def test_self_play_games_finish_with_the_tiles_conserved(levels, seed):
    seen = []

    def watch(before, action, after):
        assert G.all_tiles(after) == T.full_set()
        seen.append(action["type"])

    state = play_game(LEX, levels, seed=seed, watch=watch)
    assert state.phase == G.OVER
    assert G.all_tiles(state) == T.full_set()
    assert "place" in seen and "challenge" not in seen


def test_self_play_replays_exactly():
    a = play_game(LEX, ["medium", "easy"], seed=9)
    b = play_game(LEX, ["medium", "easy"], seed=9)
    assert G.to_dict(a) == G.to_dict(b)


# --- the leave model ---------------------------------------------------------------

def test_leave_features_and_value():
    x = features(["A", "A", "K", "?", "#"])
    assert x == {"tile:A": 2.0, "tile:K": 1.0, "tile:?": 1.0, "tile:#": 1.0,
                 "dup:vowel": 1.0, "vc:2,1": 1.0}
    assert set(x) <= set(feature_names())
    assert leave_value(["A", "?"], {"tile:A": 1.5, "tile:?": 20.0, "vc:1,0": -2.0}) == 19.5
    assert leave_value([]) == pytest.approx(leave_value([], None))


def _a_position_with_blanks() -> G.State:
    """A mid-game board, the player to move holding a blank and a blocking tile."""
    board = midgame(11).board
    return arranged([["K", "O", "T", "A", T.BLANK, T.BLOCK, "E"], list("ABCDEIN")], board=board)


@pytest.mark.parametrize("by", ["score", "equity"])
def test_hints_are_the_best_of_every_move_even_when_few_are_kept(by, monkeypatch):
    # The hints keep only the best few while weighing every move; with none
    # spare (same-tile placements and ties must then be fetched again) the
    # list is still the n best, ties in the order found, each shape once.
    state = _a_position_with_blanks()
    seat = state.current
    rack = state.racks[seat]
    moves = ai.generator_for(LEX).moves(state.board, rack, state.rules)
    leaves = ai._Leaves(rack, None, not state.bag)
    weighed = []
    for move in moves:   # every move and every blocking variant that earns a bonus
        variants = [move] + [v for j in range(1, min(1, len(move.ends)) + 1)
                             if (v := move.with_blocks(move.ends[:j], state.rules.rack_size)).score
                             > move.score]
        for m in variants:
            value = leaves.of(tuple(sorted(m.used(), key=T.sort_key)))[1]
            weighed.append((m.score + value if by == "equity" else m.score, m))
    weighed.sort(key=lambda x: x[0], reverse=True)   # stable: ties in the order found
    shown, shapes, first_repeat = [], set(), None
    for _, m in weighed:
        shape = (frozenset((t[0], t[1], t[2]) for t in m.tiles), m.blocks)
        if shape in shapes:
            first_repeat = len(shown) if first_repeat is None else first_repeat
        else:
            shapes.add(shape)
            shown.append(m.action())
    assert first_repeat is not None
    n = first_repeat + 2   # the n best cannot all be among the n weighed best
    monkeypatch.setattr(ai, "_RANK_SPARE", 0)
    got = [h["action"] for h in ai.hints(state, seat, LEX, n=n, by=by)]
    assert got == shown[:n]
