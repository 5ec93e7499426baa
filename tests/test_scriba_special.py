"""Scriba's special tiles: arrows that bend a word, blocking tiles, stacks."""
from __future__ import annotations

import pytest

from verba.errors import IllegalAction
from verba.scriba.board import Board, Layout
from verba.scriba.placement import Evaluation, evaluate, parse
from verba.scriba.ruleset import Ruleset

RULES = Ruleset(rack_size=8)
PLAIN = Layout.plain()
EMPTY_ROWS = ["." * 15] * 15


def text(*rows: tuple[int, str]) -> Board:
    """A plain board with the given rows of text (row index, 15 characters)."""
    grid = list(EMPTY_ROWS)
    for r, row in rows:
        grid[r] = row
    return Board.from_text(PLAIN, grid)


def t(row: int, col: int, tile: str, **extra: str) -> dict:
    return {"row": row, "col": col, "tile": tile, **extra}


def play(board: Board, tiles: list[dict], rules: Ruleset = RULES) -> Evaluation:
    return evaluate(board, [x["tile"] for x in tiles], parse(tiles), rules)


def refused_with(board: Board, tiles: list[dict], rules: Ruleset = RULES) -> IllegalAction:
    with pytest.raises(IllegalAction) as err:
        play(board, tiles, rules)
    return err.value


def code(board: Board, tiles: list[dict], rules: Ruleset = RULES) -> str:
    return refused_with(board, tiles, rules).code


def words(ev: Evaluation) -> list[str]:
    return sorted(w.word for w in ev.words)


# --- arrow tiles -----------------------------------------------------------

KRA_WAT_RD = [t(7, 5, "K"), t(7, 6, "R"), t(7, 7, "A"), t(7, 8, ">", bend="rd"),
              t(8, 8, "W"), t(9, 8, "A"), t(10, 8, "T")]


def test_arrow_turns_a_word_from_right_to_down():
    ev = play(Board(PLAIN), KRA_WAT_RD)
    assert words(ev) == ["KRAWAT"]
    # the arrow is no letter: six letters, A on the centre tripled
    assert [x.points for x in ev.words[0].letters] == [3, 2, 3, 2, 1, 2]
    assert ev.words[0].path.arrows == ((7, 8),)
    assert ev.board.cell((7, 8)).special == "arrow" and ev.board.cell((7, 8)).bend == "rd"


def test_arrow_turns_a_word_from_down_to_right():
    tiles = [t(5, 7, "K"), t(6, 7, "R"), t(7, 7, "A"), t(8, 7, ">", bend="dr"),
             t(8, 8, "W"), t(8, 9, "A"), t(8, 10, "T")]
    assert words(play(Board(PLAIN), tiles)) == ["KRAWAT"]


def test_arrow_on_a_word_bonus_changes_nothing():
    layout = Layout.plain(fields={(7, 8): "T"})
    ev = evaluate(Board(layout), [x["tile"] for x in KRA_WAT_RD], parse(KRA_WAT_RD), RULES)
    assert ev.words[0].multiplier == 1 and ev.words[0].score == 13


def test_each_leg_forms_its_cross_words():
    # KOT and TOM lie on the board; A under K (KA), the arrow under O, L and
    # E down from the arrow, L left of M (LM): ALE, KA and LM are formed.
    board = text((7, "......KOT......"), (8, "........O......"), (9, "........M......"))
    tiles = [t(8, 6, "A"), t(8, 7, ">", bend="rd"), t(9, 7, "L"), t(10, 7, "E")]
    ev = play(board, tiles)
    assert words(ev) == ["ALE", "KA", "LM"]


def test_arrow_is_a_wall_for_the_other_directions():
    # the O right of the arrow and the O above it read no word through it
    board = text((7, "......KOT......"), (8, "........O......"), (9, "........M......"))
    ev = play(board, [t(8, 6, "A"), t(8, 7, ">", bend="rd"), t(9, 7, "L"), t(10, 7, "E")])
    after = ev.board
    assert after.word(after.path((8, 8), (0, 1))) == "O"
    assert after.word(after.path((7, 7), (1, 0))) == "O"


def test_bent_word_extends_through_its_arrow():
    board = text((7, ".....KRA┐......"), (8, "........W......"), (9, "........A......"),
                 (10, "........T......"))
    assert words(play(board, [t(11, 8, "Y")])) == ["KRAWATY"]
    assert words(play(board, [t(7, 4, "O")])) == ["OKRAWAT"]


def test_arrow_laid_after_a_word_already_on_the_board():
    board = text((7, ".....KRA......."))
    ev = play(board, [t(7, 8, ">", bend="rd"), t(8, 8, "W"), t(9, 8, "A"), t(10, 8, "T")])
    assert words(ev) == ["KRAWAT"]
    assert [x.new for x in ev.words[0].letters] == [False] * 3 + [True] * 3


def test_arrow_alone_joins_a_word_and_a_letter_not_two_words():
    # KRA and WAT are both words already on the board: joined into KRAWAT
    # both change, and a move may change only one (unless agreed otherwise)
    board = text((7, ".....KRA......."), (8, "........W......"), (9, "........A......"),
                 (10, "........T......"))
    err = refused_with(board, [t(7, 8, ">", bend="rd")])
    assert (err.code, err.params) == ("scriba.two_words_changed", {"words": "KRA, WAT"})
    ev = play(board, [t(7, 8, ">", bend="rd")], Ruleset(rack_size=8, one_modified=False))
    assert words(ev) == ["KRAWAT"] and ev.total == 3 + 2 + 1 + 2 + 1 + 2
    # the J below the corner is a word only across (JAK): KRAJ changes KRA alone
    board = text((7, ".....KRA......."), (8, "........JAK...."))
    assert words(play(board, [t(7, 8, ">", bend="rd")])) == ["KRAJ"]


def test_bend_against_the_reading_direction_is_refused():
    # K R A rightwards, then upwards from the corner: read right then up
    tiles = [t(7, 5, "K"), t(7, 6, "R"), t(7, 7, "A"), t(7, 8, ">", bend="rd"),
             t(6, 8, "W"), t(5, 8, "A")]
    assert code(Board(PLAIN), tiles) == "scriba.bend_direction"
    # a left-then-down or an up-then-right bend cannot even be named
    assert code(Board(PLAIN), [t(7, 7, ">", bend="lu")]) == "scriba.bend_direction"


def test_first_word_covers_the_centre_with_a_letter_not_an_arrow():
    tiles = [t(7, 5, "K"), t(7, 6, "R"), t(7, 7, ">", bend="rd"), t(8, 7, "A")]
    assert code(Board(PLAIN), tiles) == "scriba.first_off_centre"


def test_arrow_must_stand_between_two_parts():
    assert code(Board(PLAIN), [t(7, 6, "K"), t(7, 7, "O"), t(7, 8, ">", bend="rd")]) \
        == "scriba.arrow_unused"


def test_gap_in_a_leg_is_refused():
    tiles = KRA_WAT_RD[:5] + [KRA_WAT_RD[6]]
    assert code(Board(PLAIN), tiles) == "scriba.gap"


def test_one_arrow_per_turn_and_the_option_without_arrows():
    tiles = [t(7, 6, "K"), t(7, 7, ">", bend="rd"), t(8, 7, "O"), t(9, 7, ">", bend="dr"),
             t(9, 8, "T")]
    assert code(Board(PLAIN), tiles) == "scriba.one_arrow"
    assert code(Board(PLAIN), KRA_WAT_RD, Ruleset(arrows=False)) == "scriba.arrows_disabled"


# --- blocking tiles --------------------------------------------------------

def test_blocking_tile_closes_the_end_of_the_word_laid():
    ev = play(Board(PLAIN), [t(7, 6, "K"), t(7, 7, "O"), t(7, 8, "T"), t(7, 9, "#")])
    assert words(ev) == ["KOT"] and ev.total == 3 + 3 + 2
    assert ev.board.cell((7, 9)).special == "block"
    # nothing extends KOT past it: a letter beyond it touches no word
    assert code(ev.board, [t(7, 10, "Y")]) == "scriba.not_connected"
    assert code(ev.board, [t(7, 9, "Y")]) == "scriba.stack_on_special"


def test_blocking_tile_closes_the_beginning_of_the_word_laid():
    ev = play(Board(PLAIN), [t(7, 5, "#"), t(7, 6, "K"), t(7, 7, "O"), t(7, 8, "T")])
    assert code(ev.board, [t(7, 4, "A")]) == "scriba.not_connected"


def test_blocking_tile_elsewhere_is_refused():
    tiles = [t(7, 6, "K"), t(7, 7, "O"), t(7, 8, "T"), t(6, 6, "#")]
    assert code(Board(PLAIN), tiles) == "scriba.block_place"


def test_blocking_tile_alone_is_not_a_turn_unless_agreed():
    board = text((7, "......KOT......"))
    assert code(board, [t(7, 9, "#")]) == "scriba.block_alone"
    ev = play(board, [t(7, 9, "#")], Ruleset(block_alone=True))
    assert ev.words == () and ev.total == 0
    assert code(board, [t(6, 6, "#")], Ruleset(block_alone=True)) == "scriba.block_place"


# --- stacking --------------------------------------------------------------

BARKA = text((7, ".....BARKA....."), (8, ".....A........."))


def test_whole_word_on_the_upper_level():
    board = text((7, "......KOT......"))
    ev = play(board, [t(7, 6, "L"), t(7, 7, "I"), t(7, 8, "S")])
    assert words(ev) == ["LIS"] and ev.stacked
    assert ev.total == 3 + 1 + 2      # letter values, not the centre's ×3


def test_stack_outside_the_lower_word_is_refused():
    # T on B makes TARKA, but S beyond the word's end is on the floor
    assert code(BARKA, [t(7, 5, "T"), t(7, 10, "S")]) == "scriba.stack_outside"
    # two words side by side are not one lower word
    board = text((7, "....KOT.DOM...."))
    assert code(board, [t(7, 6, "S"), t(7, 8, "T")]) == "scriba.stack_outside"


def test_second_upper_level_is_refused():
    ev = play(BARKA, [t(7, 5, "T")])
    assert code(ev.board, [t(7, 5, "P")]) == "scriba.stack_too_high"


def test_stack_on_a_special_tile_or_the_same_letter_is_refused():
    board = text((7, "......KOT#....."))
    assert code(board, [t(7, 9, "Y")]) == "scriba.stack_on_special"
    assert code(board, [t(7, 7, "O")]) == "scriba.stack_same_letter"


def test_stacking_can_be_agreed_away():
    assert code(BARKA, [t(7, 5, "T")], Ruleset(stacking=False)) == "scriba.stacking_disabled"


def test_stacked_tile_may_be_a_blank_and_may_cover_one():
    ev = play(BARKA, [t(7, 5, "?", letter="P")])
    assert words(ev) == ["PA", "PARKA"] and ev.total == (0 + 1 + 2 + 3 + 1) + (0 + 1)
    assert ev.board.cell((7, 5)).blank


def test_blank_can_be_covered_by_a_stack():
    board = text((7, "......KOt......"))
    ev = play(board, [t(7, 8, "C")])
    assert words(ev) == ["KOC"]
    assert ev.board.cell((7, 8)).height == 2 and not ev.board.cell((7, 8)).blank
