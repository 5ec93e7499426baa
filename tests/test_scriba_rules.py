"""Scriba placement and scoring: the rulebook's worked examples and every way a
placement can be illegal.  Each example lays its bonus fields on a plain
board, so the figures depend on nothing but the example."""
from __future__ import annotations

import pytest

from verba.errors import IllegalAction
from verba.scriba.board import Board, Layout
from verba.scriba.placement import Evaluation, evaluate, parse
from verba.scriba.ruleset import Ruleset

RULES = Ruleset(rack_size=8)   # no example lays 7 or 8 tiles: no rack bonus


def lay(board: Board, word: str, row: int, col: int, down: bool = False,
        skip: str = "") -> list[dict]:
    """Tiles spelling ``word`` from (row, col); cells already holding the
    right letter are skipped (``skip`` lists extra letter indices to skip)."""
    tiles = []
    for i, letter in enumerate(word):
        pos = (row + i, col) if down else (row, col + i)
        if board.letter_at(pos) == letter or str(i) in skip:
            continue
        tiles.append({"row": pos[0], "col": pos[1], "tile": letter})
    return tiles


def play(board: Board, tiles: list[dict], rules: Ruleset = RULES, rack: list[str] | None = None) -> Evaluation:
    rack = rack if rack is not None else [t["tile"] for t in tiles]
    return evaluate(board, rack, parse(tiles), rules)


def refused(board: Board, tiles: list[dict], rules: Ruleset = RULES, rack: list[str] | None = None) -> IllegalAction:
    with pytest.raises(IllegalAction) as err:
        play(board, tiles, rules, rack)
    return err.value


def points(ev: Evaluation, word: int = 0) -> list[int]:
    return [x.points for x in ev.words[word].letters]


# --- the worked examples ---------------------------------------------------

# ROWER, KRAWAT, ŚWIATY and KWIAT build on one another (Figures 1, 4, 5, 6).
STORY = Layout.plain(fields={
    (7, 4): "d",                # R of ROWER: 2 × 2
    (9, 4): "D", (10, 4): "d",  # KRAWAT: W on a double word, A on a double letter
    (6, 6): "D", (11, 6): "t",  # ŚWIATY: a double word, Y on a triple letter
})


@pytest.fixture
def story() -> dict[str, Evaluation]:
    steps = {}
    board = Board(STORY)
    for name, word, row, col, down in (("ROWER", "ROWER", 7, 4, False),
                                       ("KRAWAT", "KRAWAT", 6, 4, True),
                                       ("ŚWIATY", "ŚWIATY", 6, 6, True),
                                       ("KWIAT", "KWIAT", 9, 3, False)):
        ev = play(board, lay(board, word, row, col, down))
        steps[name] = ev
        board = ev.board
    return steps


def test_rower_scores_12(story):
    ev = story["ROWER"]
    assert [w.word for w in ev.words] == ["ROWER"]
    assert points(ev) == [4, 1, 2, 3, 2]     # R ×2, E on the centre ×3
    assert ev.total == 12


def test_krawat_scores_24_without_the_r_bonus_again(story):
    ev = story["KRAWAT"]
    assert [w.word for w in ev.words] == ["KRAWAT"]
    assert points(ev) == [3, 2, 1, 2, 2, 2]  # the R's double letter was used by ROWER
    assert ev.words[0].letters[1].new is False
    assert (ev.words[0].letter_sum, ev.words[0].multiplier, ev.total) == (12, 2, 24)


def test_swiaty_scores_18_times_2(story):
    ev = story["ŚWIATY"]
    assert [w.word for w in ev.words] == ["ŚWIATY"]
    assert (ev.words[0].letter_sum, ev.words[0].multiplier, ev.total) == (18, 2, 36)


def test_kwiat_scores_9_across_two_words(story):
    ev = story["KWIAT"]
    assert [w.word for w in ev.words] == ["KWIAT"]
    # W lies on KRAWAT's double word and A on ŚWIATY's letters: both used
    assert points(ev) == [3, 2, 1, 1, 2]
    assert ev.total == 9


def test_wyraz_scores_11():
    # The printed breakdown doubles Z alone (2 × 2 = 4) and totals 11, which
    # is a double *letter* under Z; the text's "double word" would give 18.
    board = Board.from_text(Layout.plain(fields={(7, 10): "d"}),
                            ["." * 15] * 7 + ["......WY......."])
    ev = play(board, lay(board, "WYRAZ", 7, 6))
    assert points(ev) == [2, 2, 2, 1, 4]
    assert ev.total == 11


def test_kredka_scores_24():
    layout = Layout.plain(fields={(10, 7): "D"})
    board = Board.from_text(layout, ["." * 15] * 7 + ["....ROWER......"])
    ev = play(board, lay(board, "KREDKA", 5, 7, down=True))
    assert points(ev) == [3, 2, 1, 2, 3, 1]  # E lies on the centre, used by ROWER
    assert (ev.words[0].letter_sum, ev.words[0].multiplier, ev.total) == (12, 2, 24)


def test_kratka_scores_48():
    # R on the centre, the feathered triple letter; the last A on a triple word
    board = Board(Layout.plain(fields={(7, 11): "T"}))
    ev = play(board, lay(board, "KRATKA", 7, 6))
    assert points(ev) == [3, 6, 1, 2, 3, 1]
    assert (ev.words[0].letter_sum, ev.words[0].multiplier, ev.total) == (16, 3, 48)


def test_tylko_and_ty_both_doubled():
    # Y, L, K, O laid after a T make TYLKO; Y also lies under another T: TY.
    # Y is on a double word field: each word is doubled, Y counted in both.
    layout = Layout.plain(fields={(8, 8): "D"})
    board = Board.from_text(layout, ["." * 15] * 6 + [
        ".......K.......",
        "......KAT......",
        ".......T......."])
    ev = play(board, lay(board, "TYLKO", 8, 7))
    assert sorted((w.word, w.score) for w in ev.words) == [("TY", 8), ("TYLKO", 22)]
    assert ev.total == 30


def test_tarka_and_ta_stacked_score_letters_only():
    # T stacked on the B of BARKA (which also makes BA downwards): TARKA and
    # TA, letter values only, although a triple word field lies under the T.
    layout = Layout.plain(fields={(7, 5): "T", (8, 5): "q"})
    board = Board.from_text(layout, ["." * 15] * 7 + [".....BARKA.....", ".....A........."])
    ev = play(board, [{"row": 7, "col": 5, "tile": "T"}])
    assert ev.stacked
    assert sorted((w.word, w.score) for w in ev.words) == [("TA", 3), ("TARKA", 9)]
    assert ev.total == 12
    assert ev.board.cell((7, 5)).height == 2


# --- bonus rules the examples do not show ----------------------------------

def test_three_word_bonuses_multiply_by_their_sum():
    board = Board(Layout.plain(fields={(7, 5): "D", (7, 9): "T", (7, 10): "D"}))
    ev = play(board, lay(board, "KOTARA", 7, 5))  # K O T A R A over D . * . T D
    w = ev.words[0]
    assert w.multiplier == 2 + 3 + 2
    assert w.letter_sum == 3 + 1 + 2 * 3 + 1 + 2 + 1
    assert ev.total == 14 * 7


def test_two_word_bonuses_multiply_by_their_sum():
    board = Board(Layout.plain(fields={(7, 5): "D", (7, 9): "T"}))
    ev = play(board, lay(board, "KOTAR", 7, 5))
    assert ev.words[0].multiplier == 5


def test_negative_field_multiplies_the_letter_by_minus_4():
    board = Board(Layout.plain(fields={(7, 8): "-"}))
    ev = play(board, lay(board, "KOT", 7, 6))
    assert points(ev) == [3, 3, -8]
    assert ev.total == -2


def test_blank_adds_nothing_and_triggers_no_word_bonus():
    board = Board(Layout.plain(fields={(7, 8): "D", (7, 6): "t"}))
    tiles = [{"row": 7, "col": 6, "tile": "K"}, {"row": 7, "col": 7, "tile": "O"},
             {"row": 7, "col": 8, "tile": "?", "letter": "t"}]
    ev = play(board, tiles)
    w = ev.words[0]
    assert w.word == "KOT" and w.letters[2].blank
    assert points(ev) == [9, 3, 0]
    assert w.multiplier == 1
    assert ev.board.cell((7, 8)).letter == "T" and ev.board.cell((7, 8)).blank


def test_blank_keeps_its_letter_later():
    board = Board.from_text(Layout.plain(), ["." * 15] * 7 + ["......KOt......"])
    ev = play(board, lay(board, "KOTY", 7, 6))
    assert ev.words[0].word == "KOTY"
    assert points(ev) == [3, 1, 0, 2]


def test_every_word_formed_scores_separately_with_its_own_bonuses():
    # AS laid under KOT's O and T: AS, OA, TS — the letter bonus under A
    # counts in AS and in OA.
    layout = Layout.plain(fields={(8, 7): "t"})
    board = Board.from_text(layout, ["." * 15] * 7 + ["......KOT......"])
    ev = play(board, [{"row": 8, "col": 7, "tile": "A"}, {"row": 8, "col": 8, "tile": "S"}])
    assert sorted((w.word, w.score) for w in ev.words) == [("AS", 5), ("OA", 4), ("TS", 4)]


@pytest.mark.parametrize("size, laid, bonus", [(6, 6, 50), (6, 5, 20), (7, 7, 50),
                                               (7, 6, 20), (8, 8, 50), (8, 7, 20), (8, 6, 0)])
def test_rack_bonus(size, laid, bonus):
    board = Board(Layout.plain())
    word = "KOTARAMI"[:laid]
    ev = play(board, lay(board, word, 7, 4), Ruleset(rack_size=size))
    assert ev.rack_bonus == bonus
    assert ev.total == ev.words[0].score + bonus


@pytest.mark.parametrize("rack", [["Y"], ["Y", "A"]])
def test_rack_bonus_counts_against_the_rack_size_not_the_tiles_left(rack):
    # at the end of the bag a rack may hold one or two tiles: laying the last
    # one, or one of two, is no "full rack"
    board = Board.from_text(Layout.plain(), ["." * 15] * 7 + ["......KOT......"])
    ev = play(board, lay(board, "KOTY", 7, 6), Ruleset(rack_size=7), rack=rack)
    assert ev.rack_bonus == 0


# --- illegal placements ----------------------------------------------------

PLAIN = Layout.plain()
ROWER = Board.from_text(PLAIN, ["." * 15] * 7 + ["....ROWER......"])


def test_gap_is_refused():
    tiles = [{"row": 7, "col": 6, "tile": "K"}, {"row": 7, "col": 7, "tile": "O"},
             {"row": 7, "col": 9, "tile": "T"}]
    assert refused(Board(PLAIN), tiles).code == "scriba.gap"


def test_not_in_line_is_refused():
    tiles = [{"row": 7, "col": 7, "tile": "K"}, {"row": 8, "col": 8, "tile": "O"}]
    assert refused(Board(PLAIN), tiles).code == "scriba.not_in_line"


def test_not_connected_is_refused():
    tiles = lay(ROWER, "KOT", 2, 2)
    assert refused(ROWER, tiles).code == "scriba.not_connected"


def test_single_tile_away_from_the_words_is_refused():
    assert refused(ROWER, [{"row": 0, "col": 0, "tile": "K"}]).code == "scriba.not_connected"


def test_first_word_off_the_centre_is_refused():
    tiles = lay(Board(PLAIN), "KOT", 3, 3)
    assert refused(Board(PLAIN), tiles).code == "scriba.first_off_centre"


def test_first_word_of_one_letter_is_refused():
    assert refused(Board(PLAIN), [{"row": 7, "col": 7, "tile": "A"}]).code == "scriba.first_too_short"


def test_game_two_first_word_may_lie_anywhere():
    ev = play(Board(PLAIN), lay(Board(PLAIN), "KOT", 3, 3), Ruleset(start_on_centre=False))
    assert ev.words[0].word == "KOT"


def test_tile_not_on_rack_is_refused():
    err = refused(Board(PLAIN), lay(Board(PLAIN), "KOT", 7, 6), rack=["K", "O", "A"])
    assert (err.code, err.params) == ("scriba.not_on_rack", {"tile": "T"})


def test_cell_taken_by_a_special_tile_is_refused():
    board = Board.from_text(PLAIN, ["." * 15] * 7 + ["....ROWER#....."])
    err = refused(board, [{"row": 7, "col": 9, "tile": "#"}])
    assert err.code == "scriba.cell_taken" and err.params["cell"] == "J8"


def test_off_board_and_duplicate_cells_are_refused():
    assert refused(Board(PLAIN), [{"row": 7, "col": 15, "tile": "A"}]).code == "scriba.off_board"
    tiles = [{"row": 7, "col": 7, "tile": "A"}, {"row": 7, "col": 7, "tile": "K"}]
    assert refused(Board(PLAIN), tiles).code == "scriba.duplicate_cell"


@pytest.mark.parametrize("raw, code", [
    ([], "scriba.empty_placement"),
    ("KOT", "scriba.bad_action"),
    ([{"row": "7", "col": 7, "tile": "A"}], "scriba.bad_action"),
    ([{"row": 7, "col": 7, "tile": "Q"}], "scriba.bad_tile"),
    ([{"row": 7, "col": 7, "tile": "?"}], "scriba.blank_letter"),
    ([{"row": 7, "col": 7, "tile": "?", "letter": "Q"}], "scriba.blank_letter"),
    ([{"row": 7, "col": 7, "tile": ">", "bend": "ru"}], "scriba.bend_direction"),
])
def test_malformed_placements_are_refused(raw, code):
    with pytest.raises(IllegalAction) as err:
        parse(raw)
    assert err.value.code == code


def test_word_against_tiles_forming_a_non_word_is_found():
    # KOT laid under ROWER's W, E, R makes the cross words WK, EO, RT: the
    # placement is well formed, and the dictionary check names the first
    # non-word (see test_scriba_game for how challenges and immediate
    # checking refuse it).
    from verba.lexicon import POLISH, Lexicon
    from verba.scriba.placement import check_words
    lexicon = Lexicon.from_words(["KOT", "ROWER"], alphabet=POLISH)
    ev = play(ROWER, lay(ROWER, "KOT", 8, 6))
    assert sorted(w.word for w in ev.words) == ["EO", "KOT", "RT", "WK"]
    with pytest.raises(IllegalAction) as err:
        check_words(ev, lexicon)
    assert err.value.code == "scriba.not_a_word" and err.value.params["word"] in {"WK", "EO", "RT"}


# --- only one word already on the board may be modified --------------------

# KOT and LAS, with OSA down from the O of KOT to the A of LAS; the T of KOT
# is a blank (a blank is a letter like any other here)
KOT_LAS = Board.from_text(PLAIN, ["." * 15] * 6 + ["....KOt........", ".....S.........",
                                                   "....LAS........"])


@pytest.mark.parametrize("rules", [RULES, Ruleset.game_two()], ids=["game1", "game2"])
def test_a_move_extending_two_words_at_once_is_refused(rules):
    # ABY down past the ends of KOT and LAS would make KOTA and LASY too
    tiles = lay(KOT_LAS, "ABY", 6, 7, down=True)
    err = refused(KOT_LAS, tiles, rules)
    assert (err.code, err.params) == ("scriba.two_words_changed", {"words": "KOT, LAS"})
    # the rule can be agreed away
    ev = play(KOT_LAS, tiles, Ruleset(rack_size=8, one_modified=False))
    assert sorted(w.word for w in ev.words) == ["ABY", "KOTA", "LASY"]


def test_one_word_extended_and_a_new_word_made_by_the_move_are_laid():
    # OSA down to the end of KOT: KOTA extends KOT, OSA is made by this move
    ev = play(KOT_LAS, lay(KOT_LAS, "OSA", 4, 7, down=True))
    assert sorted(w.word for w in ev.words) == ["KOTA", "OSA"]
    # and a word extended at both ends is still one word modified
    ev = play(KOT_LAS, [{"row": 6, "col": 3, "tile": "S"}, {"row": 6, "col": 7, "tile": "Y"}])
    assert [w.word for w in ev.words] == ["SKOTY"]


@pytest.mark.parametrize("rows, tiles, changed", [
    # one letter joining two words of a row into one
    ({7: "....KO.AS"}, [(7, 6, "T")], "KO, AS"),
    # one letter after KOT, also under LA: KOTY across and LAY down
    ({5: ".......L", 6: ".......A", 7: "....KOT"}, [(7, 7, "Y")], "LA, KOT"),
])
def test_a_move_joining_or_crossing_into_two_words_is_refused(rows, tiles, changed):
    board = Board.from_text(PLAIN, [rows.get(r, "").ljust(15, ".") for r in range(15)])
    err = refused(board, [{"row": r, "col": c, "tile": x} for r, c, x in tiles])
    assert (err.code, err.params) == ("scriba.two_words_changed", {"words": changed})


def test_a_stack_may_change_its_word_and_the_words_across_it():
    # As in the rulebook's TARKA and TA (BARKA and BA both change under one
    # T), a stack keeps to its own rule: the word below, within its limits.
    # Here T on B and N on R change BARKA, BA and RO at once: TANKA, TA, NO.
    board = Board.from_text(PLAIN, ["." * 15] * 7 + [".....BARKA.....", ".....A.O......."])
    ev = play(board, [{"row": 7, "col": 5, "tile": "T"}, {"row": 7, "col": 7, "tile": "N"}])
    assert ev.stacked and sorted(w.word for w in ev.words) == ["NO", "TA", "TANKA"]
