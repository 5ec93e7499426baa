"""The Scriba daily puzzle (``verba.scriba.puzzle``): three seeds' puzzles
pinned in the position notation, only positions whose best move is clear by
``MARGIN``, every move ranked as a slow reference ranks it."""
from __future__ import annotations

from collections import Counter
from dataclasses import replace
from functools import cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scriba_reference import reference_moves
from verba.errors import IllegalAction
from verba.lexicon import Lexicon
from verba.scriba import engine, puzzle
from verba.scriba import game as G
from verba.scriba import tiles as T
from verba.scriba.movegen import MoveGenerator, run
from verba.scriba.placement import evaluate, parse
from verba.scriba.ruleset import IMMEDIATE

ROOT = Path(__file__).resolve().parent.parent
LEX = Lexicon.from_file_bytes((ROOT / "lexicons" / "pl.dawg.gz").read_bytes())

# seed: (the position, its best score, how many distinct moves, the best move's words)
PINNED: dict[int, tuple[str, int, int, list[str]]] = {
    1: ("\n".join([
        'scriba:',
        'settings checking=immediate',
        'player "hard 1" hard 219 SWR>ŁOT',
        'player "hard 2" hard 273 NYPDEBO',
        'board',
        '   1 .......B',
        '   2 .......Ą',
        '   3 .BOTNICKA',
        '   4 ..ZŁE.H└ANO',
        '   5 .....#LG.Ó',
        '   6 ......ER.Ź',
        '   7 ......WY(ĆŻ)',
        '   8 .......F(MU)',
        '   9 ...ZACZA(IJ)',
        '  10 TERANE..└Ę',
        'bag AABCDEEIIIIIIIJKKLMMMNNNŃOÓPPPRSSŚUUWWWYYYZ???#',
        'rng 1462381130513889591',
    ]), 85, 1106, ['STRZAŁO']),
    2: ("\n".join([
        'scriba:',
        'settings checking=immediate',
        'player "hard 1" hard 181 KKARMME',
        'player "hard 2" hard 242 PWIWAAM',
        'board',
        '   2 .......K',
        '   3 .DOCeNTa',
        '   4 ..SI┐..└LOSY#',
        '   5 ....W....BZ',
        '   6 ....CNÓT.JE',
        '   7 ....E..Y..P',
        '   8 ....MB.J..T',
        '   9 .....O....O',
        '  10 .....Ź....W',
        '  11 ..........I',
        'bag AAAAĄBBCĆDEEEEĘFGHIIIIIILŁŁNNNNNŃOÓPPRRRSŚUUUWYYYZZZŻ?>#',
        'rng 15445526738244687893',
    ]), 53, 746, ['OK', 'KRAMEM', 'ŹR']),
    3: ("\n".join([
        'scriba:',
        'settings checking=immediate',
        'player "hard 1" hard 221 AICNNNW',
        'player "hard 2" hard 220 YIEIŹUĄ',
        'board',
        '   6 ...NEF',
        '   7 .....PŁYWNI',
        '   8 ....M..DuP┐',
        '   9 ....A.....C',
        '  10 ....TRZAŚLI',
        '  11 ....Ó.....AO',
        '  12 ....WT.....B',
        '  13 ....KO.....R',
        '  14 ....OŃ.....Y',
        '  15 ...........ĆmIĘ',
        'bag AAABBBCDEEEEEGHIIIJJKKLŁMMMNNOOÓPPRRSSSTUUWWYYZZZŻ?>>##',
        'rng 14245771723971215868',
    ]), 52, 440, ['WCINANI']),
}


@cache
def generated(seed: int) -> puzzle.Puzzle:
    return puzzle.generate(seed, LEX)


@pytest.mark.parametrize("seed", sorted(PINNED))
def test_a_seed_gives_its_pinned_puzzle(seed):
    text, best, total, words = PINNED[seed]
    p = generated(seed)
    assert engine.to_text(p.state) == text
    assert (p.best, p.total) == (best, total)
    assert [w["word"] for w in p.top[0]["words"]] == words


def test_the_pinned_positions_are_read_back_by_the_notation():
    for seed, (text, *_) in PINNED.items():
        state = engine.from_text(text)
        assert state.rules.checking == IMMEDIATE and state.rules.game == 1
        assert engine.to_text(state) == text
        assert puzzle.position(state, LEX).scores == generated(seed).scores


def shape(key) -> frozenset:
    """A placement as one move: its letters and arrows where they lie (the
    letters its blanks name and its blocking tiles left out)."""
    return frozenset((r, c, tile, bend) for r, c, tile, _, bend in key if tile != T.BLOCK)


def ranked(placements: dict[frozenset, int]) -> dict[frozenset, int]:
    """Every move's score: the best of the placements it stands for."""
    out: dict[frozenset, int] = {}
    for key, score in placements.items():
        out[shape(key)] = max(score, out.get(shape(key), score))
    return out


@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2 ** 64 - 1))
def test_the_generator_emits_only_puzzles_whose_best_move_is_clear(seed):
    p = generated(seed)
    state = p.state
    assert state.phase == G.PLAY and state.rules.game == 1
    assert puzzle.FIRST_TURN <= p.turn <= puzzle.LAST_TURN
    assert len(state.bag) >= state.rules.rack_size        # mid-game: tiles still to draw
    # every placement, blocking-tile variants spelt out, from a generator of
    # its own: the scores of the distinct moves, and the margin, again
    moves = MoveGenerator(LEX).moves(state.board, p.rack, state.rules, blocks=True)
    placements = {v.key(): v.score for m in moves for v in m.variants()}
    scores = sorted(ranked(placements).values(), reverse=True)
    assert tuple(scores) == p.scores
    assert len(scores) >= puzzle.MIN_MOVES
    assert scores[0] - scores[1] >= puzzle.MARGIN
    # the top five are those scores, each judged by the engine as shown
    assert [m["score"] for m in p.top] == scores[:puzzle.TOP]
    judged = [p.judge(m["action"]["tiles"], LEX) for m in p.top]
    assert [j["score"] for j in judged] == scores[:puzzle.TOP]
    assert judged[0]["rank"] == 1 and all(j["rank"] > 1 for j in judged[1:])
    assert engine.to_text(engine.from_text(engine.to_text(state))) == engine.to_text(state)


def test_a_seed_gives_the_same_puzzle_every_time():
    p = generated(7)
    again = puzzle.generate(7, Lexicon.from_file_bytes((ROOT / "lexicons" / "pl.dawg.gz")
                                                      .read_bytes()))
    assert engine.to_text(again.state) == engine.to_text(p.state)
    assert (again.scores, again.top, again.game, again.turn) == (p.scores, p.top, p.game, p.turn)


def test_the_steps_yield_often():
    steps = 0
    work = puzzle.steps(11, LEX)
    while True:
        try:
            next(work)
        except StopIteration as done:
            assert done.value.best == generated(11).best
            break
        steps += 1
    assert steps > 1000


def test_a_failed_candidate_moves_on_to_a_later_one(monkeypatch):
    p = generated(2)
    # the margin that position had is no longer enough: the next candidate
    # that clears the new one, later in the same game or in a later game
    monkeypatch.setattr(puzzle, "MARGIN", p.scores[0] - p.scores[1] + 1)
    later = puzzle.generate(2, LEX)
    assert (later.game, later.turn) > (p.game, p.turn)
    assert later.scores[0] - later.scores[1] > p.scores[0] - p.scores[1]
    assert engine.to_text(puzzle.generate(2, LEX).state) == engine.to_text(later.state)


def test_a_seed_without_a_puzzle_says_so(monkeypatch):
    monkeypatch.setattr(puzzle, "MARGIN", 10 ** 6)
    monkeypatch.setattr(puzzle, "MAX_GAMES", 1)
    with pytest.raises(RuntimeError, match="no puzzle in 1 games"):
        puzzle.generate(3, LEX)


def small_positions() -> list[tuple[str, G.State]]:
    """A puzzle's board with small racks (the reference tries every
    placement), special tiles among them."""
    base = generated(1).state
    seat = base.current
    out = []
    for rack in (["K", "O", "T"], ["A", "?", "#"], ["E", ">", "R", "A"], ["I", "?", "Y"],
                 ["O", "N", "#", "#"]):
        racks = tuple(tuple(rack) if q == seat else r for q, r in enumerate(base.racks))
        out.append(("".join(rack), replace(base, racks=racks)))
    return out


SMALL = dict(small_positions())


@cache
def reference(name: str) -> dict[frozenset, int]:
    state = SMALL[name]
    return reference_moves(state.board, list(state.racks[state.current]), state.rules, LEX)


@pytest.mark.parametrize("name", list(SMALL))
def test_ranks_are_the_reference_moves_ranked_by_score(name):
    state = SMALL[name]
    placements = reference(name)
    moves = ranked(placements)
    p = puzzle.position(state, LEX)
    assert p.scores == tuple(sorted(moves.values(), reverse=True))
    for key, score in sorted(placements.items(), key=lambda kv: sorted(kv[0]))[::7]:
        tiles = [{"row": r, "col": c, "tile": tile, **({"letter": letter} if letter else {}),
                  **({"bend": bend} if bend else {})} for r, c, tile, letter, bend in key]
        judged = p.judge(tiles, LEX)
        assert judged["score"] == score
        # ties share a rank: one more than the moves scoring more
        assert judged["rank"] == 1 + sum(1 for s in moves.values() if s > score)
        assert judged["total"] == len(moves)


def test_blank_letters_and_blocking_tiles_do_not_make_another_move():
    p = puzzle.position(SMALL["A?#"], LEX)
    placements = reference("A?#")
    assert len(placements) > p.total           # the same moves, blank letters and blocks apart
    per_move = Counter(shape(key) for key in placements)
    assert max(per_move.values()) > 1


def test_a_refused_answer_gets_the_games_refusal():
    p = generated(1)
    rack = list(p.rack)
    letters = [t for t in rack if t in T.LETTER_VALUES]
    board = p.state.board
    empty = [(r, c) for r in range(15) for c in range(15) if (r, c) not in board.top]
    with pytest.raises(IllegalAction) as refused:
        p.judge([{"row": 0, "col": 0, "tile": letters[0]}, {"row": 14, "col": 14,
                                                             "tile": letters[1]}], LEX)
    assert refused.value.code in ("scriba.not_in_line", "scriba.gap")
    missing = next(t for t in "ĄĆĘŁŃÓŚŹŻ" if t not in rack)
    with pytest.raises(IllegalAction) as refused:
        p.judge([{"row": empty[0][0], "col": empty[0][1], "tile": missing}], LEX)
    assert refused.value.code == "scriba.not_on_rack"
    # a placement the rules allow but whose word is not in the dictionary:
    # a legal move with one of its letters swapped for another of the rack
    for move in run(MoveGenerator(LEX).steps(board, rack, p.state.rules)):
        laid = move.action()["tiles"]
        for index, x in enumerate(laid):
            for other in set(letters) - {x["tile"]}:
                swapped = [dict(y, tile=other) if k == index else y for k, y in enumerate(laid)]
                try:
                    ev = evaluate(board, rack, parse(swapped), p.state.rules)
                except IllegalAction:
                    continue        # the rack lacks a second one
                if any(not LEX.contains(w.word) for w in ev.words):
                    with pytest.raises(IllegalAction) as refused:
                        p.judge(swapped, LEX)
                    assert refused.value.code == "scriba.not_a_word"
                    return
    raise AssertionError("no placement made a non-word")
