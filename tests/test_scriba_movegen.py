"""The Scriba move generator against a slow reference that tries every
placement the rules engine accepts (tests/scriba_reference.py), and every
generated move against ``placement.evaluate``."""
from __future__ import annotations

import random
from dataclasses import replace
from functools import lru_cache
from pathlib import Path

import pytest

from cycles import cyclic_garbage
from scriba_reference import reference_moves
from verba.lexicon import POLISH, Lexicon
from verba.rng import Rng
from verba.scriba import game as G
from verba.scriba import tiles as T
from verba.scriba.board import STANDARD, Board, Layout
from verba.scriba.movegen import pace
from verba.scriba.movegen import Move, MoveGenerator, block_variants
from verba.scriba.placement import evaluate
from verba.scriba.ruleset import Ruleset

ROOT = Path(__file__).resolve().parent.parent
LEX = Lexicon.from_file_bytes((ROOT / "lexicons" / "pl.dawg.gz").read_bytes())
GEN = MoveGenerator(LEX)
RULES = Ruleset()
E = "." * 15


def keys(moves: list[Move]) -> dict[frozenset, int]:
    """Every placement the moves stand for (a move may group placements
    that differ in their blanks' letters), with its score."""
    out: dict[frozenset, int] = {}
    for m in moves:
        for v in m.variants():
            assert v.key() not in out, f"found twice: {v}"
            out[v.key()] = v.score
    return out


@lru_cache(maxsize=None)
def played_positions(seed: int, turns: int) -> list[tuple[Board, tuple[str, ...]]]:
    """Boards of a seeded game whose moves are drawn at random from the
    generator, half of the time among those with an arrow, a blocking tile
    or a stack, so that the boards hold every kind of tile."""
    rng = Rng(seed)
    state = G.new_game(["a", "b"], seed=seed, rules=RULES)
    out = []
    for _ in range(turns):
        if state.phase != G.PLAY:
            break
        rack = state.racks[state.current]
        out.append((state.board, rack))
        moves = GEN.moves(state.board, rack, RULES, blocks=True)
        if not moves:
            state = G.apply(state, {"type": "pass"})
            continue
        special = [m for m in moves if m.stacked or m.blocks
                   or any(t[2] == T.ARROW for t in m.tiles)]
        pool = special if special and rng.randrange(2) else moves
        state = G.apply(state, rng.choice(pool).action(), LEX)
    return out


def small_rack(rack: tuple[str, ...], rng: Rng) -> list[str]:
    """Three or four tiles of the rack, often with a special tile added."""
    tiles = list(rack)
    rng.shuffle(tiles)
    extra = list(rng.choice(["?", ">", "#", "", ">#", "?#", ">>"]))
    return tiles[:4 - len(extra)] + extra if len(extra) < 2 else tiles[:2] + extra


def _tangle_boards() -> list[list[str]]:
    """Hand-made boards with arrows placed so that a cross word bends at an
    arrow and may run into the main word's other leg (lowercase: a blank)."""
    a = [E] * 15
    a[7], a[8], a[9] = "....Ko.........", "......└.A......", ".........Ł....."   # o: a blank
    b = [E] * 15
    b[7], b[8], b[9], b[10] = ("....KOT........", "......└.A......", ".....ŁĄ┐KA.....",
                               ".......A.......")
    c = [E] * 15
    c[5], c[6], c[7], c[8], c[9] = ("......K........", "......O........", ".....NA........",
                                    "......└TA......", ".......A.......")
    d = [E] * 15
    d[6], d[7], d[8], d[9] = "....TO┐........", ".....┐M........", "......AS.......", "......└KA......"
    return [a, b, c, d]


def _cases() -> list[tuple[str, Board, list[str], Ruleset]]:
    cases = []
    rng = Rng(99)
    for seed in (1, 2, 3):
        for k, (board, rack) in enumerate(played_positions(seed, 11)[2:]):
            cases.append((f"game{seed}-turn{k + 2}", board, small_rack(rack, rng), RULES))
    board, _ = played_positions(1, 11)[6]
    cases.append(("two-blanks", board, ["?", "?", "A"], RULES))
    layout = Layout(STANDARD)
    for k, rows in enumerate(_tangle_boards()):
        for rack in (["T", "A", ">", "Y"], ["I", "?", ">", "E"]):
            cases.append((f"tangle{k}-{''.join(rack)}", Board.from_text(layout, rows), rack, RULES))
    return cases


CASES = _cases()


def test_the_positions_hold_every_kind_of_tile():
    assert len(CASES) >= 30
    kinds = set()
    for _, board, rack, _ in CASES:
        codes = [c for stack in board.stacks.values() for c in stack]
        kinds |= {"arrow" for c in codes if T.is_arrow(c)}
        kinds |= {"block" for c in codes if c == T.BLOCK}
        kinds |= {"blank" for c in codes if T.is_blank(c)}
        kinds |= {"stack" for s in board.stacks.values() if len(s) == 2}
        kinds |= {"rack " + t for t in rack if t in T.SPECIAL_COUNTS}
    assert kinds >= {"arrow", "block", "blank", "stack", "rack ?", "rack >", "rack #"}


@pytest.mark.parametrize("name, board, rack, rules", CASES, ids=[c[0] for c in CASES])
def test_generator_finds_exactly_the_placements_the_engine_accepts(name, board, rack, rules):
    expected = reference_moves(board, rack, rules, LEX)
    found = keys(GEN.moves(board, rack, rules, blocks=True))
    assert set(found) - set(expected) == set(), "generated but refused"
    assert set(expected) - set(found) == set(), "accepted but not generated"
    assert found == expected, "scores differ from the engine's"


@pytest.mark.parametrize("rules", [Ruleset(arrows=False), Ruleset(stacking=False),
                                   Ruleset(block_alone=True), Ruleset(rack_size=6),
                                   Ruleset(one_modified=False)])
def test_generator_follows_the_agreed_rules(rules):
    board, rack = played_positions(5, 8)[-1]
    small = list(rack[:2]) + [">", "#"]
    expected = reference_moves(board, small, rules, LEX)
    assert keys(GEN.moves(board, small, rules, blocks=True)) == expected
    if not rules.arrows:
        assert all(T.ARROW not in k for key in expected for k in key)
    if not rules.stacking:
        assert all(not m.stacked for m in GEN.moves(board, small, rules))


# KOT (its T a blank), OSA down from its O, LAS: ABY down past the ends of
# KOT and LAS would make KOTA and LASY, changing two words of the board
KOT_LAS = Board.from_text(Layout(STANDARD), [E] * 6 + ["....KOt........", ".....S.........",
                                                      "....LAS........"] + [E] * 6)
ABY = frozenset({(6, 7, "A", "", ""), (7, 7, "B", "", ""), (8, 7, "Y", "", "")})


@pytest.mark.parametrize("rules", [RULES, Ruleset(one_modified=False)],
                         ids=["one-word-modified", "agreed-away"])
def test_no_move_changes_two_words_already_on_the_board(rules):
    rack = ["A", "B", "Y", "?"]
    found = keys(GEN.moves(KOT_LAS, rack, rules, blocks=True))
    assert found == reference_moves(KOT_LAS, rack, rules, LEX)
    assert (ABY in found) == (not rules.one_modified)
    # KOT extended by a word the move makes: OBA down (a blank for O), KOTA
    oba = frozenset({(4, 7, "?", "O", ""), (5, 7, "B", "", ""), (6, 7, "A", "", "")})
    assert oba in found


def test_first_move_covers_the_centre_or_lies_anywhere_in_game_two():
    lex = Lexicon.from_words(["KOT", "KOTY", "TY", "OKO"], alphabet=POLISH)
    gen = MoveGenerator(lex)
    board = Board(Layout.plain(7))
    for rules in (RULES, Ruleset(start_on_centre=False)):
        rack = ["K", "O", "T", "Y", ">"]
        expected = reference_moves(board, rack, rules, lex)
        assert keys(gen.moves(board, rack, rules, blocks=True)) == expected
        centre = (3, 3)
        on_centre = all(any((t[0], t[1]) == centre and t[2] != T.ARROW for t in k)
                        for k in expected)
        assert on_centre == rules.start_on_centre


@pytest.mark.parametrize("seed, rack", [(11, "KOTAREW"), (12, "ĄCZNOŚ>"), (13, "PIERŚ#>"),
                                        (14, "ŻABIE##"), (15, "MIŁOŚĆ>")])
def test_every_move_of_a_full_rack_is_legal_and_scores_what_the_engine_says(seed, rack):
    board, _ = played_positions(seed, 9)[-1]
    moves = [v for m in GEN.moves(board, list(rack), RULES, blocks=True) for v in m.variants()]
    assert len(moves) > 100
    for m in moves:
        ev = evaluate(board, list(rack), m.laid(), RULES)
        assert ev.total == m.score, m
        assert all(LEX.contains(w.word) for w in ev.words), m
        assert m.stacked == ev.stacked


def test_moves_with_blanks_are_legal_and_score_what_the_engine_says():
    board, _ = played_positions(16, 10)[-1]
    rack = list("KO?AR?W")
    moves = GEN.moves(board, rack, RULES)
    placements = [v for m in moves for v in m.variants()]
    assert len(placements) > 5000
    # placements differing only in a blank's letter come grouped, fewer moves
    assert len(moves) < len(placements) / 2
    for m in random.Random(1).sample(placements, 200):
        ev = evaluate(board, rack, m.laid(), RULES)
        assert ev.total == m.score and all(LEX.contains(w.word) for w in ev.words), m
    for m in moves:
        if m.choices:
            assert m.variants()[0].tiles == m.tiles and m.variants()[0].word == m.word
            assert all(v.tiles[i][2] == T.BLANK for v in m.variants() for i in m.slots)


def test_block_variants_close_a_word_of_the_move():
    board, _ = played_positions(17, 6)[-1]
    rack = ["K", "O", "T", "#", "#"]
    variants = 0
    for m in GEN.moves(board, rack, RULES):
        words = [w.word for w in evaluate(board, rack, m.laid(), RULES).words]
        for v in block_variants(m, 2, RULES.rack_size):
            ev = evaluate(board, rack, v.laid(), RULES)
            assert ev.total == v.score and [w.word for w in ev.words] == words
            variants += 1
    assert variants > 0


def test_a_move_is_the_action_a_person_sends():
    state = G.new_game(["a", "b"], seed=4)
    moves = GEN.moves(state.board, state.racks[state.current], state.rules, blocks=True)
    best = max(moves, key=lambda m: m.score)
    after = G.apply(state, best.action(), LEX)
    assert after.scores[state.current] == best.score
    assert after.log[-1]["words"][0]["word"] == best.word


def test_cross_checks_follow_the_last_move_incrementally():
    state = G.new_game(["a", "b"], seed=21)
    gen = MoveGenerator(LEX)
    for turn in range(6):
        rack = state.racks[state.current]
        before = dict(gen.stats)
        moves = gen.moves(state.board, rack, state.rules)
        recomputed = gen.stats["recomputed"] - before["recomputed"]
        fresh = MoveGenerator(LEX)
        assert keys(moves) == keys(fresh.moves(state.board, rack, state.rules))
        if turn >= 2:
            # after the first word, only the entries near the last move are
            # computed again
            assert recomputed < fresh.stats["recomputed"] / 2
        best = max(moves, key=lambda m: m.score)
        state = G.apply(state, best.action(), LEX)


def test_cross_checks_survive_a_placement_taken_back():
    board, _ = played_positions(22, 6)[-1]
    state = replace(G.new_game(["a", "b"], seed=22), board=board,
                    racks=(tuple("TKOAEIN"), tuple("EEEEEEE")), current=0)
    gen = MoveGenerator(LEX)
    rack = state.racks[0]
    first = keys(gen.moves(board, rack, state.rules))
    bad = next(m for m in first if len(m) == 2 and all(t[2] in "TK" for t in m))
    placed = G.apply(state, {"type": "place", "tiles": [
        {"row": r, "col": c, "tile": t} for r, c, t, _, _ in bad]})
    gen.moves(placed.board, placed.racks[0], state.rules)
    back = G.apply(placed, {"type": "challenge", "by": 1}, Lexicon.from_words(["A"]))
    assert back.board == board
    assert keys(gen.moves(back.board, rack, state.rules)) == first


def run_counting(work):
    """A stepped work run to its end: its value and how many steps it took."""
    steps = 0
    while True:
        try:
            next(work)
            steps += 1
        except StopIteration as done:
            return done.value, steps


def test_steps_yield_often_and_return_the_moves():
    board, rack = played_positions(3, 8)[-1]
    moves, steps = run_counting(GEN.steps(board, rack, RULES))
    assert steps > 50
    assert keys(moves) == keys(GEN.moves(board, rack, RULES))


@pytest.mark.parametrize("name, board, rack, rules", CASES[::3], ids=[c[0] for c in CASES[::3]])
def test_walks_parked_at_almost_every_step_find_what_the_engine_accepts(
        name, board, rack, rules, monkeypatch):
    # A budget of a few calls parks the walks at nearly every cell: each is
    # taken up again from its saved state, and nothing is lost or repeated.
    expected = reference_moves(board, rack, rules, LEX)
    monkeypatch.setattr(pace, "WALK_BUDGET", 1)
    monkeypatch.setattr(pace, "RECORD_COST", 1)
    assert keys(GEN.moves(board, rack, rules, blocks=True)) == expected


@pytest.mark.parametrize("rules", [RULES, Ruleset.game_two()], ids=["game1", "game2"])
def test_a_small_budget_finds_the_same_moves_for_a_rack_with_two_blanks(rules, monkeypatch):
    board, rack = played_positions(3, 8)[-1]
    # Two letters and two blanks: ten thousand placements (Game II),
    # each blank's letters spelt out by ``keys``; the full rack's are millions.
    with_blanks = (*rack[:2], T.BLANK, T.BLANK)
    whole = GEN.moves(board, with_blanks, rules)
    # one call a step: a walk carrying many alternatives costs more than the
    # budget, yet is taken up and makes progress
    monkeypatch.setattr(pace, "WALK_BUDGET", 1)
    parked, steps = run_counting(GEN.steps(board, with_blanks, rules))
    assert keys(parked) == keys(whole)
    assert sorted(m.word for m in parked) == sorted(m.word for m in whole)
    monkeypatch.setattr(pace, "WALK_BUDGET", 10**9)
    assert steps > 2 * sum(1 for _ in GEN.steps(board, with_blanks, rules))


@pytest.mark.parametrize("focus", [{"worth": {}}, {"top": 10}], ids=["worth", "top"])
def test_the_free_stretches_of_an_empty_game_two_board_are_grouped_in_steps(focus, monkeypatch):
    # An empty Game II board has thousands of free stretches for one length
    # of word; grouping them by the fields under them took one step of
    # 40 ms in Pyodide before it paused every ``APART_SLOTS`` of them.
    rules = Ruleset.game_two()
    board = G.new_game(["a", "b"], seed=1, rules=rules).board
    rack = tuple("AZOMŹA>")
    monkeypatch.setattr(pace, "APART_SLOTS", 10**9)
    whole, few = run_counting(GEN.steps(board, rack, rules, **focus))
    monkeypatch.setattr(pace, "APART_SLOTS", 100)
    parked, many = run_counting(GEN.steps(board, rack, rules, **focus))
    assert keys(parked) == keys(whole) and whole
    assert many > few + 50


def test_generation_leaves_no_cyclic_garbage():
    board, rack = played_positions(3, 8)[-1]
    with_blanks = [*rack[:5], T.BLANK, T.BLANK]
    for rules in (RULES, Ruleset.game_two()):  # stacking, and words apart
        assert cyclic_garbage(lambda: GEN.moves(board, with_blanks, rules)) == 0
