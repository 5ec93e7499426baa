"""The cut-off under a generation (``movegen.cutoff``): the hard player's
decision, the hints and the review keep only the moves that could rank
among their best, and walk no further where nothing could.  What they
choose must be what ranking every move chooses, on seeded positions of
Game I and II with 0, 1 and 2 blanks (arrows, blocking tiles, stacks and
tangled cross words among them)."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from verba.lexicon import Lexicon
from verba.scriba import ai
from verba.scriba import game as G
from verba.scriba import tiles as T
from verba.scriba.movegen import MoveGenerator, run
from verba.scriba.movegen.cutoff import Cutoff
from verba.scriba.ruleset import Ruleset

ROOT = Path(__file__).resolve().parent.parent
LEX = Lexicon.from_file_bytes((ROOT / "lexicons" / "pl.dawg.gz").read_bytes())
FILL_ONE, FILL_TWO = "AEIONRZ", "AEIONRZKT"


def _made_up(rack: tuple[str, ...], size: int, fill: str, blanks: int) -> tuple[str, ...]:
    """The rack's letters made up to ``size`` tiles with ``blanks`` blanks
    (its arrows and blocking tiles kept), as bench/bench_scriba.py makes them."""
    letters = [t for t in rack if t in T.LETTER_VALUES]
    specials = [t for t in rack if t in (T.ARROW, T.BLOCK)][:size - 2]
    letters += list(fill[:max(0, size - len(specials) - len(letters))])
    letters = letters[:size - len(specials)]
    return tuple(letters[:len(letters) - blanks] + [T.BLANK] * blanks + specials)


def _position(seed: int, turn: int, two: bool, blanks: int) -> tuple[G.State, int]:
    """The board of a seeded greedy game after ``turn`` turns, the mover's
    rack made up with ``blanks`` blanks."""
    rules = Ruleset.game_two() if two else None
    state = G.new_game(["a", "b"], seed=seed, rules=rules)
    if two:
        state = G.apply(state, {"type": "scatter"})
    gen = ai.generator_for(LEX)
    for _ in range(turn):
        rack = ai._searched(state.racks[state.current], None)
        moves = gen.moves(state.board, rack, state.rules, top=1)
        if not moves:
            state = G.apply(state, {"type": "pass"})
            continue
        best = max(moves, key=lambda m: (m.score, tuple(sorted(m.tiles, reverse=True))))
        state = G.apply(state, best.action(), LEX)
    seat = state.current
    rack = _made_up(state.racks[seat], 8 if two else 7, FILL_TWO if two else FILL_ONE, blanks)
    return replace(state, racks=tuple(rack if q == seat else r
                                      for q, r in enumerate(state.racks))), seat


# Game II 2001 after 4 and 8 turns are the worst known (INKAEI??, with
# tangled cross words, and ILPEAE??); 2001 after none has an arrow, Game I
# 1000 stacks and blocking tiles
POSITIONS = [(1000, 4, False, 0), (1000, 8, False, 1), (1000, 8, False, 2),
             (1001, 12, False, 2), (2000, 8, True, 2), (2001, 0, True, 2),
             (2001, 4, True, 1), (2001, 4, True, 2), (2001, 8, True, 2)]


@pytest.mark.parametrize("seed,turn,two,blanks", POSITIONS)
def test_the_hard_decision_is_the_one_every_move_ranked_gives(seed, turn, two, blanks):
    state, seat = _position(seed, turn, two, blanks)
    v = ai.view(state, seat)
    gen = ai.generator_for(LEX)
    every = gen.moves(v.board, ai._searched(v.rack, None), v.rules, **ai._focus(v, "hard"))
    ranked = ai._with_capture(v, run(ai._hard(v, every, None, gen)))
    assert ai.choose_action(state, seat, LEX, "hard") == ranked


@pytest.mark.parametrize("seed,turn,two,blanks", POSITIONS[2::2])
def test_the_hints_are_those_of_every_move_ranked(seed, turn, two, blanks):
    state, seat = _position(seed, turn, two, blanks)
    rack = state.racks[seat]
    every = ai.generator_for(LEX).moves(state.board, rack, state.rules, top=10)
    ranked = run(ai._rank(state.board, rack, state.rules, every, 10, "score", not state.bag,
                          float("-inf")))
    assert ai.hints(state, seat, LEX, 10) == ranked


@pytest.mark.parametrize("seed,turn,two,blanks", POSITIONS[1::2])
def test_a_cutoff_keeps_every_move_that_reaches_it(seed, turn, two, blanks):
    """With the cut-off fixed at a score most moves fall short of, the
    generator keeps every placement scoring that much (the walks it does
    not finish, the words it does not stack on and the tangled placements
    it does not lay hold none), and fewer moves than all."""
    state, seat = _position(seed, turn, two, blanks)
    rack = state.racks[seat]
    every = MoveGenerator(LEX).moves(state.board, rack, state.rules)
    scores = sorted(m.score for m in every)
    bar = scores[len(scores) * 9 // 10]
    caps = [[0.0] * (rack.count(T.BLANK) + 1) for _ in range(len(rack) + 1)]
    cutoff = Cutoff(1, caps, lambda move: bar)
    cutoff.offer(every[0])
    kept = MoveGenerator(LEX).moves(state.board, rack, state.rules, cutoff=cutoff)

    def placements(moves):
        return {v.key() for m in moves if m.score >= bar for v in m.variants()}

    assert placements(kept) == placements(every)
    assert cutoff.dropped and len(kept) < len(every)


def test_a_cutoff_rises_with_the_kth_best_key_less_the_cap():
    caps = [[5.0, 2.0], [5.0, 1.0]]
    cutoff = Cutoff(2, caps, lambda move: move.score + 0.5)
    gen = MoveGenerator(LEX)
    state = G.new_game(["a", "b"], seed=3)
    moves = gen.moves(state.board, state.racks[state.current], state.rules)
    assert cutoff.need[0][0] == float("-inf")
    low, high = sorted(moves, key=lambda m: m.score)[0], max(moves, key=lambda m: m.score)
    cutoff.offer(high)
    assert cutoff.need[0][0] == float("-inf")     # one key so far, two wanted
    cutoff.offer(low)
    kth = low.score + 0.5
    assert cutoff.need[1][1] == pytest.approx(kth - 1.0, abs=1e-5)
    # ``low``: the least for that many blanks or more
    assert cutoff.low[1][0] == pytest.approx(kth - 5.0, abs=1e-5)
    assert cutoff.low[0][1] == pytest.approx(kth - 2.0, abs=1e-5)
    cutoff.offer(low)                              # no better than the 2nd best: no change
    assert cutoff.need[1][1] == pytest.approx(kth - 1.0, abs=1e-5)


def test_hints_ask_for_every_move_when_the_kept_ones_run_short(monkeypatch):
    """When the moves a cut-off kept hold too few distinct placements
    (``_rank`` says None), the hints are those of every move."""
    state, seat = _position(1000, 8, False, 1)
    rank = ai._rank
    calls = []

    def short_once(*args):
        calls.append(args[-1])
        if len(calls) == 1:
            yield
            return None
        return (yield from rank(*args))

    monkeypatch.setattr(ai, "_rank", short_once)
    got = ai.hints(state, seat, LEX, 10)
    monkeypatch.setattr(ai, "_rank", rank)
    rack = state.racks[seat]
    every = ai.generator_for(LEX).moves(state.board, rack, state.rules, top=10)
    assert calls[0] > float("-inf") and calls[1:] == [float("-inf")]
    assert got == run(rank(state.board, rack, state.rules, every, 10, "score", False,
                           float("-inf")))


def test_ranking_kept_moves_says_when_it_needs_one_under_the_cutoff():
    state, seat = _position(1000, 4, False, 0)
    rack = state.racks[seat]
    # no blocking-tile variants: one hint per move
    moves = sorted((m for m in ai.generator_for(LEX).moves(state.board, rack, state.rules)
                    if not m.ends), key=lambda m: -m.score)
    best, worse = moves[0], next(m for m in moves if m.score < moves[0].score)

    def rank(moves, n, floor):
        return run(ai._rank(state.board, rack, state.rules, moves, n, "score", False, floor))

    # the same placement twice is shown once: one short of two
    assert rank([best, best], 2, best.score) is None
    assert len(rank([best, best], 2, float("-inf"))) == 1
    # the second hint scores under the floor: moves may be missing above it
    assert rank([best, worse], 2, best.score) is None
    assert [h["score"] for h in rank([best, worse], 2, worse.score)] == [best.score, worse.score]
