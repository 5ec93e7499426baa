"""Scriba Game II for the move generator and the computer players: words
anywhere, token bonuses in the scores, the token set-up, the large-token
victim, and whole self-played games."""
from __future__ import annotations

from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest

from scriba_reference import reference_moves
from verba.lexicon import POLISH, Lexicon
from verba.scriba import ai
from verba.scriba import game as G
from verba.scriba import tiles as T
from verba.scriba import tokens as TK
from verba.scriba.board import Board
from verba.scriba.movegen import MoveGenerator, run
from verba.scriba.placement import evaluate
from verba.scriba.ruleset import Ruleset
from verba.scriba.selfplay import play_game

ROOT = Path(__file__).resolve().parent.parent
LEX = Lexicon.from_file_bytes((ROOT / "lexicons" / "pl.dawg.gz").read_bytes())
TWO = Ruleset.game_two()


def keys(moves) -> dict[frozenset, int]:
    return {v.key(): v.score for m in moves for v in m.variants()}


def test_generator_lists_words_anywhere_with_their_token_bonuses():
    """Every placement the engine accepts in Game II: those touching the
    board (the reference, words touching) and those standing apart (the
    reference on the empty board, kept where they touch no tile)."""
    lex = Lexicon.from_words(["KOT", "KOTY", "TY", "OKO", "TO", "KOTA"], alphabet=POLISH)
    layout = TK.blank_layout(7)
    for pos, kind in {(0, 0): "word3", (2, 5): "letter2", (5, 1): "word2", (6, 6): "letter3"}.items():
        layout = TK.with_token(layout, kind, pos)
    board = Board.from_text(layout, [".......", ".......", "..KOT..", ".......",
                                     ".......", ".......", "......."])
    rack = ["K", "O", "T", "Y", "#"]
    touching = reference_moves(board, rack, replace(TWO, must_touch=True), lex)
    near = {(r + dr, c + dc) for r, c in board.top for dr, dc in ((0, 0), (0, 1), (1, 0), (0, -1), (-1, 0))}
    apart = {key: score for key, score in reference_moves(Board(layout), rack, TWO, lex).items()
             if all((r, c) not in near for r, c, tile, _, _ in key if tile != T.BLOCK)
             and all((r, c) not in board.top for r, c, *_ in key)}
    found = keys(MoveGenerator(lex).moves(board, rack, TWO, blocks=True))
    assert apart and found == {**touching, **apart}
    # a word on the green word ×3 token: KOT from the corner scores ×3
    kot = frozenset({(0, 0, "K", "", ""), (0, 1, "O", "", ""), (0, 2, "T", "", "")})
    assert found[kot] == (3 + 1 + 2) * 3


def test_the_first_move_of_game_two_may_lie_anywhere():
    state = G.apply(G.new_game(["a", "b"], seed=2, rules=TWO), {"type": "scatter"})
    moves = ai.generator_for(LEX).moves(state.board, state.racks[state.current], TWO)
    rows = {t[0] for m in moves for t in m.tiles}
    assert rows == set(range(15))
    for m in moves[:: max(1, len(moves) // 50)]:
        ev = evaluate(state.board, state.racks[state.current], m.laid(), TWO)
        assert ev.total == m.score


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_every_level_lays_tokens_in_the_set_up(level):
    state = G.new_game(["a", "b"], seed=4, rules=TWO, kinds=[level, level])
    while state.phase == G.SETUP:
        action = ai.choose_action(state, state.current, LEX, level)
        assert action["type"] == "token"
        state = G.apply(state, action)
    assert Counter(TK.laid(state.board.layout).values()) == TK.small_set()


def _lined(layout, pos, reach=6) -> int:
    laid = TK.laid(layout)
    return sum(1 for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)) for k in range(1, reach + 1)
               if (pos[0] + dr * k, pos[1] + dc * k) in laid)


def test_hard_lines_tokens_up_for_its_opening_and_spreads_them_otherwise():
    state = G.new_game(["a", "b"], seed=4, rules=TWO)
    for pos in ([7, 7], [3, 3]):
        state = G.apply(state, {"type": "token", "kind": "word3", "pos": pos})
    first = state.first_player
    assert state.current == first
    mine = ai.choose_action(state, first, LEX, "hard")
    theirs = ai.choose_action(replace(state, current=1 - first), 1 - first, LEX, "hard")
    assert mine["kind"] == theirs["kind"] == "word3"     # the most valuable left
    layout = state.board.layout
    assert _lined(layout, tuple(mine["pos"])) == 2       # in line with both
    assert _lined(layout, tuple(theirs["pos"])) == 0


def test_hard_counts_the_tokens_and_takes_the_large_token_from_the_leader():
    state = G.apply(G.new_game(["a", "b", "c"], seed=6, rules=TWO), {"type": "scatter"})
    state = replace(state, current=0, racks=(tuple("KOTARNE"),) + state.racks[1:],
                    scores=(0, 40, 90), large=(4, 4, 4))
    action = ai.choose_action(state, 0, LEX, "hard")
    assert action["type"] == "place"
    letters = TK.capture_letters(t["tile"] for t in action["tiles"])
    assert letters >= TK.CAPTURE_LETTERS and action["capture"] == 2
    after = G.apply(state, action, LEX)
    assert after.large == (5, 4, 3)
    # the move's equity counts what its tokens are worth at the end
    worth = ai._TokenWorth(ai.view(state, 0))
    move = next(m for m in ai.generator_for(LEX).moves(state.board, state.racks[0], TWO)
                if m.action()["tiles"] == action["tiles"])
    taken = len(TK.reached(state.board, [(t[0], t[1]) for t in move.tiles]))
    assert worth.of(move) == taken + 10 * (1 + 1 / 2)


def test_hints_work_in_game_two():
    state = G.apply(G.new_game(["a", "b"], seed=3, rules=TWO), {"type": "scatter"})
    hints = ai.hints(state, state.current, LEX, n=3)
    assert len(hints) == 3 and hints[0]["score"] >= hints[1]["score"]
    assert G.preview(state, hints[0]["action"]["tiles"])["total"] == hints[0]["score"]


@pytest.mark.parametrize("levels, seed", [(["hard", "easy"], 1), (["medium", "greedy", "easy"], 2)])
def test_game_two_self_play_finishes_with_tiles_and_tokens_conserved(levels, seed):
    seen = Counter()

    def watch(before, action, after):
        assert G.all_tiles(after) == T.full_set()
        assert G.all_tokens(after) == TK.full_set(after.players)
        seen[action["type"]] += 1

    state = play_game(LEX, levels, seed=seed, rules=TWO, watch=watch)
    assert state.phase == G.OVER
    assert seen["token"] == 48 and seen["place"] > 10
    table = G.final_table(state)
    assert [row["total"] for row in table] == list(state.scores)
    assert sum(row["small"] for row in table) == 48 - len(TK.on_board(state.board))
    assert sum(row["large"] for row in table) == 12


def _positions():
    """A blank board and two boards of a seeded Game II greedy game."""
    state = G.apply(G.new_game(["a", "b"], seed=7, rules=TWO), {"type": "scatter"})
    found = [state]
    for turn in range(6):
        moves = ai.generator_for(LEX).moves(state.board, state.racks[state.current][:7], TWO,
                                            top=1)
        state = G.apply(state, max(moves, key=lambda m: m.score).action(), LEX)
        if turn in (2, 5):
            found.append(state)
    return found


POSITIONS = _positions()
RACKS = ["KOT#>A", "AEK?", "ŻÓW>?"]


@pytest.mark.parametrize("rack", RACKS)
def test_words_apart_are_laid_on_every_free_stretch_as_the_walk_finds_them(monkeypatch, rack):
    """The words touching nothing, listed once and laid on the free
    stretches, are exactly the placements the walk from every cell finds
    (which it does when an arrow on the board misses a letter)."""
    from verba.scriba.movegen import search
    for state in POSITIONS:
        fast = MoveGenerator(LEX).moves(state.board, list(rack), TWO)
        monkeypatch.setattr(search, "dangling", lambda g: True)
        slow = MoveGenerator(LEX).moves(state.board, list(rack), TWO)
        monkeypatch.undo()
        assert keys(fast) == keys(slow)
        assert {(v.key(), v.ends) for m in fast for v in m.variants()} \
            == {(v.key(), v.ends) for m in slow for v in m.variants()}


@pytest.mark.parametrize("rack", ["AKOT#E>", "EIR?#"])
def test_the_best_of_the_words_apart_lose_nothing_a_caller_ranks_by(rack):
    """``top`` keeps the highest scores (with a blocking tile's bonus) and
    ``worth`` every word at its best place: the hints, the greedy move and
    the hard player's equity are those of the whole list."""
    gen = ai.generator_for(LEX)
    for state in POSITIONS:
        state = replace(state, racks=(tuple(rack), state.racks[1]), current=0)
        v = ai.view(state, 0)
        every = gen.moves(state.board, list(rack), TWO)
        ranked = run(ai._rank(state.board, rack, TWO, every, 10, "score", False, float("-inf")))
        assert [h["score"] for h in ai.hints(state, 0, LEX, 10)] == [h["score"] for h in ranked]
        focus = ai._focus(v, "hard")
        assert set(focus["worth"]) == set(TK.on_board(state.board))
        kept = gen.moves(state.board, list(rack), TWO, **focus)
        assert len(kept) < len(every)

        assert _hard_best(v, kept) == _hard_best(v, every)
        assert max(m.score for m in gen.moves(state.board, list(rack), TWO, top=1)) \
            == max(m.score for m in every)


def _hard_best(v, moves) -> float:
    """The equity of the hard player's best placement among ``moves``."""
    best = []

    class Watch(ai._Best):
        def offer(self, value, move, blocks=()):
            super().offer(value, move, blocks)
            best[:] = [self.value]

    work = ai._hard(v, moves, None, ai.generator_for(LEX))
    saved, ai._Best = ai._Best, Watch
    try:
        for _ in work:
            pass
    finally:
        ai._Best = saved
    return best[0]
