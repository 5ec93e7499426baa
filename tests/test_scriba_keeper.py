"""The score keeper of a cardboard Scriba table (``verba.scriba.keeper``):
moves typed as words, scored by the engine as the rulebook's worked
examples score them, refused with the engine's reasons, taken back, the end
subtraction from the racks each player tells, and the stored sheet."""
from __future__ import annotations

from collections import Counter

import pytest

from verba.errors import IllegalAction
from verba.lexicon import POLISH, Lexicon
from verba.scriba import keeper as K
from verba.scriba import tiles as T
from verba.scriba import tokens as TK
from verba.scriba.board import Layout

# ROWER, KRAWAT, ŚWIATY and KWIAT build on one another (Figures 1, 4, 5, 6);
# the fields are the examples' own, as in test_scriba_rules.py.
STORY = Layout.plain(fields={(7, 4): "d", (9, 4): "D", (10, 4): "d", (6, 6): "D", (11, 6): "t"})
WORDS = Lexicon.from_words(["ROWER", "KRAWAT", "ŚWIATY", "KWIAT", "KOT", "TY"], alphabet=POLISH)
RULES = K.rules_for(1, rack_size=8)   # no example lays 7 or 8 tiles: no rack bonus


def word(sheet: K.Sheet, typed: str, row: int, col: int, down: bool = False, **extra) -> K.Sheet:
    tiles = K.spell(sheet.state.board, (row, col), down, typed)
    return K.enter(sheet, {"type": "place", "tiles": tiles, **extra}, WORDS)


def story() -> K.Sheet:
    sheet = K.start(["Ala", "Bob"], RULES, STORY)
    for typed, row, col, down in (("ROWER", 7, 4, False), ("KRAWAT", 6, 4, True),
                                  ("ŚWIATY", 6, 6, True), ("KWIAT", 9, 3, False)):
        sheet = word(sheet, typed, row, col, down)
    return sheet


def refusal(call) -> str:
    with pytest.raises(IllegalAction) as err:
        call()
    return err.value.code


def test_a_kept_game_scores_the_rulebooks_worked_examples():
    sheet = story()
    scores = [(e["player"], [(w["word"], w["score"]) for w in e["words"]], e["score"])
              for e in sheet.entries()]
    assert scores == [(0, [("ROWER", 12)], 12), (1, [("KRAWAT", 24)], 24),
                      (0, [("ŚWIATY", 36)], 36), (1, [("KWIAT", 9)], 9)]
    assert sheet.totals() == (48, 33)
    assert sheet.current == 0 and sheet.phase == K.PLAY


def test_the_keeper_tracks_the_board_and_the_unseen_pool_not_racks():
    sheet = story()
    on_board = Counter(T.rack_tile(code) for stack in sheet.state.board.stacks.values()
                       for code in stack)
    assert Counter(sheet.unseen()) == T.full_set() - on_board
    # each rack drew as many as it laid: 8 each, the rest is the bag
    assert sheet.held == (8, 8)
    assert sheet.bag_count() == 108 - sum(on_board.values()) - 16


def test_a_word_typed_keeps_the_letters_on_the_board_and_lays_the_others():
    sheet = K.start(["Ala", "Bob"], RULES, STORY)
    sheet = word(sheet, "ROWER", 7, 4)
    # KRAWAT down from (6, 4) passes ROWER's R: five tiles are laid, not six
    tiles = K.spell(sheet.state.board, (6, 4), True, "KRAWAT")
    assert [(x["row"], x["tile"]) for x in tiles] == [(6, "K"), (8, "A"), (9, "W"), (10, "A"),
                                                      (11, "T")]
    # ?X is a blank standing for X, > an arrow that turns the writing, # a blocking tile
    tiles = K.spell(sheet.state.board, (2, 2), False, "#K?O>T")
    assert tiles == [{"row": 2, "col": 2, "tile": "#"}, {"row": 2, "col": 3, "tile": "K"},
                     {"row": 2, "col": 4, "tile": "?", "letter": "O"},
                     {"row": 2, "col": 5, "tile": ">", "bend": "rd"},
                     {"row": 3, "col": 5, "tile": "T"}]
    # a different letter over one on the board goes on top (a stack)
    assert K.spell(sheet.state.board, (7, 4), False, "T") == [{"row": 7, "col": 4, "tile": "T"}]


@pytest.mark.parametrize("typed, code", [("", "scriba.keeper_no_word"),
                                         ("K1T", "scriba.keeper_sign"),
                                         ("KO?", "scriba.blank_letter"),
                                         ("KOTEKKOTEKKOTEKKOTEK", "scriba.keeper_off_board"),
                                         ("ROWER", "scriba.keeper_nothing_new")])
def test_words_that_cannot_be_laid_are_named(typed, code):
    sheet = word(K.start(["Ala"], RULES, STORY), "ROWER", 7, 4)
    assert refusal(lambda: K.spell(sheet.state.board, (7, 4), False, typed)) == code


def test_refused_moves_get_the_engines_reason_and_change_nothing():
    sheet = word(K.start(["Ala", "Bob"], RULES, STORY), "ROWER", 7, 4)
    before = K.to_dict(sheet)
    assert refusal(lambda: word(sheet, "KOTY", 7, 9)) == "scriba.not_a_word"   # ROWERKOTY
    assert refusal(lambda: word(sheet, "KOT", 2, 2)) == "scriba.not_connected"
    assert refusal(lambda: word(sheet, "ANANANANAN", 0, 0)) == "scriba.keeper_rack"
    assert refusal(lambda: K.enter(sheet, {"type": "exchange", "count": 8}, WORDS)) \
        == "scriba.exchange_all"
    assert K.to_dict(sheet) == before


def test_a_tile_the_set_has_no_more_of_is_refused():
    sheet = K.start(["Ala", "Bob"], K.rules_for(1), Layout.plain())
    sheet = K.enter(sheet, {"type": "place", "tiles": [
        {"row": 7, "col": c, "tile": "?", "letter": L} for c, L in ((6, "K"), (7, "O"), (8, "T"))]},
        WORDS)
    assert refusal(lambda: word(sheet, "?AS", 6, 6, True)) == "scriba.keeper_no_tile"


def test_the_last_move_can_be_taken_back():
    sheet = story()
    back = K.take_back(sheet, WORDS)
    assert back.totals() == (48, 24) and back.current == 1
    assert K.to_dict(back)["moves"] == K.to_dict(sheet)["moves"][:-1]
    assert refusal(lambda: K.take_back(K.start(["Ala"], RULES), WORDS)) == "scriba.keeper_nothing"


def passes_to_the_end(sheet: K.Sheet) -> K.Sheet:
    for _ in range(2 * sheet.players):
        sheet = K.enter(sheet, {"type": "pass"}, WORDS)
    return sheet


def test_the_end_subtracts_what_each_player_tells_their_rack_holds():
    sheet = passes_to_the_end(story())
    # the fourth pass ends the game: it is scored, and the racks are asked for
    assert sheet.phase == K.RACKS and sheet.totals() == (38, 23)
    assert sheet.held_at_end() == (8, 8)
    racks = [list("AAEEIIOO"), list("ŹŃĆHMNB?")]
    over = K.finish(sheet, racks, WORDS)
    assert over.phase == K.OVER
    assert over.state.scores == (38 - 8, 23 - (9 + 8 + 7 + 6 + 2 + 1 + 2 + 0))
    # other racks, another subtraction: the racks told decide it, nothing else
    other = K.finish(sheet, [list("ŹŃĆHMNB?"), list("AAEEIIOO")], WORDS)
    assert other.state.scores == (38 - 35, 23 - 8)


def test_racks_told_at_the_end_must_fit_the_count_and_the_unseen_tiles():
    sheet = passes_to_the_end(story())
    assert refusal(lambda: K.finish(sheet, [list("AAE"), list("AAEEIIOO")], WORDS)) \
        == "scriba.keeper_rack_count"
    assert refusal(lambda: K.finish(sheet, [list("ŹŹEEIIOO"), list("AAEEIIOO")], WORDS)) \
        == "scriba.keeper_no_tile"
    # the move that ended the game can be taken back, and so can the racks told
    assert K.take_back(sheet, WORDS).phase == K.PLAY
    over = K.finish(sheet, [list("AAEEIIOO"), list("AAEEIIOO")], WORDS)
    assert K.take_back(over, WORDS).phase == K.RACKS


def tokens_laid() -> Layout:
    """Game II's blank board with the 48 small tokens on its last rows."""
    free = [(r, c) for r in range(15) for c in range(15)]
    layout = TK.blank_layout()
    for kind, (code, count) in TK.SMALL.items():
        for _ in range(count):
            layout = TK.with_token(layout, kind, free.pop())
    return layout


def test_game_two_counts_tokens_the_die_and_large_tokens():
    layout = tokens_laid()
    assert refusal(lambda: K.start(["Ala", "Bob"], K.rules_for(2))) == "scriba.keeper_tokens"
    sheet = K.start(["Ala", "Bob"], K.rules_for(2), layout)
    assert refusal(lambda: word(sheet, "KOT", 0, 0)) == "scriba.keeper_die"
    sheet = word(sheet, "KOT", 0, 0, die=6)
    assert sheet.totals() == (6, 0) and sheet.held == (7 - 3 + 6, 7)
    assert sheet.entries()[0]["die"] == 6
    # four letters take a large token from the only opponent holding some
    sheet = word(sheet, "KWIAT", 2, 0, die=1)
    assert sheet.state.large == (5, 7) and sheet.current == 0
    sheet = word(sheet, "ROWER", 4, 0, die=2)
    assert sheet.state.large == (6, 6)


def test_a_word_challenged_and_taken_back_costs_the_rulebooks_5_points():
    sheet = word(K.start(["Ala", "Bob"], RULES, STORY), "ROWER", 7, 4)
    unseen, held = sheet.unseen(), sheet.held
    assert refusal(lambda: word(sheet, "TOK", 6, 5, True)) == "scriba.not_a_word"
    taken = word(sheet, "TOK", 6, 5, True, challenge=K.UPHELD)
    # "the player must remove it from the board back to the rack, loses their
    # turn, and 5 penalty points are deducted from them"
    assert taken.totals() == (12, -5) and taken.current == 0
    assert taken.state.board.top.keys() == sheet.state.board.top.keys()
    assert taken.unseen() == unseen and taken.held == held
    [_, entry] = taken.entries()
    assert entry["type"] == "challenge" and entry["player"] == 1 and entry["score"] == -5
    assert entry["invalid"] == ["TOK"] and entry["words"][0]["word"] == "TOK"
    # the turn it lost is not a pass: the next pass still costs what a pass costs
    assert K.enter(taken, {"type": "pass"}, WORDS).totals() == (7, -5)
    assert K.take_back(taken, WORDS).totals() == (12, 0)


def test_a_challenge_of_words_in_the_list_is_refused_as_failing():
    sheet = word(K.start(["Ala", "Bob"], RULES, STORY), "ROWER", 7, 4)
    # the rulebook puts no price on a failed challenge: the word stands, as entered
    assert refusal(lambda: word(sheet, "KOT", 6, 5, True, challenge=K.UPHELD)) \
        == "scriba.keeper_challenge_fails"
    assert refusal(lambda: word(sheet, "TOK", 6, 5, True, challenge="maybe")) \
        == "scriba.bad_action"
    # alone at the table, the player checks their own word
    alone = word(K.start(["Ala"], RULES, STORY), "ROWER", 7, 4)
    assert word(alone, "TOK", 6, 5, True, challenge=K.UPHELD).totals() == (7,)


def test_a_word_nobody_challenged_stands_and_scores():
    sheet = word(K.start(["Ala", "Bob"], RULES, STORY), "ROWER", 7, 4)
    stands = word(sheet, "TOK", 6, 5, True, challenge=K.UNCHALLENGED)
    assert stands.totals() == (12, 2 + 1 + 3) and stands.current == 0
    assert stands.entries()[-1]["words"] == [{"word": "TOK", "score": 6}]
    assert stands.held == (8, 8) and len(stands.unseen()) == len(sheet.unseen()) - 2


def test_game_two_a_challenged_word_gives_back_its_large_token_and_needs_no_die():
    sheet = word(K.start(["Ala", "Bob"], K.rules_for(2), tokens_laid()), "KOT", 0, 0, die=6)
    taken = word(sheet, "TOKIO", 2, 0, challenge=K.UPHELD)
    assert taken.state.large == (6, 6) and taken.totals() == (6, -5)
    assert taken.held == sheet.held and taken.current == 0
    assert refusal(lambda: word(sheet, "TOKIO", 2, 0, challenge=K.UNCHALLENGED)) \
        == "scriba.keeper_die"
    stands = word(sheet, "TOKIO", 2, 0, challenge=K.UNCHALLENGED, die=2)
    assert stands.state.large == (5, 7) and stands.held == (10, 7 - 5 + 2)


def test_a_stored_sheet_reads_back_by_replaying_its_moves():
    sheet = passes_to_the_end(story())
    challenged = word(story(), "ROE", 7, 8, True, challenge=K.UPHELD)      # ROE, KWIATE
    unchallenged = word(challenged, "ROE", 7, 8, True, challenge=K.UNCHALLENGED)
    for kept in (story(), sheet, K.finish(sheet, [list("AAEEIIOO")] * 2, WORDS), challenged,
                 unchallenged):
        data = K.to_dict(kept)
        again = K.from_dict(data, WORDS)
        assert K.to_dict(again) == data
        assert again.totals() == kept.totals() and again.phase == kept.phase


@pytest.mark.parametrize("damage", [
    lambda d: d.update(version=2),
    lambda d: d.update(kind="scriba"),
    lambda d: d.update(names=["Ala", " Bob"]),
    lambda d: d.update(names=[]),
    lambda d: d.update(rack_size=9),
    lambda d: d.update(game=True),
    lambda d: d["moves"][1].update(tiles=[{"row": 0, "col": 0, "tile": "K"}]),
    lambda d: d["moves"].append({"type": "place", "tiles": "KOT"}),
    lambda d: d["moves"].append({"type": "exchange", "count": 99}),
    lambda d: d.update(racks=[["A"], ["A"]]),
    lambda d: d["moves"][0].update(challenge="upheld"),       # ROWER is in the list
    lambda d: d["moves"][0].update(challenge=True),
    lambda d: d.update(moves=[{"type": "pass"}] * 500),
    lambda d: d.pop("moves"),
    lambda d: d["layout"].__setitem__(0, "x" * 15),
])
def test_a_damaged_stored_sheet_is_refused(damage):
    data = K.to_dict(story())
    damage(data)
    with pytest.raises(ValueError):
        K.from_dict(data, WORDS)


def test_the_check_without_a_word_list_takes_every_sound_sheet():
    sheet = passes_to_the_end(story())
    for kept in (story(), sheet, K.finish(sheet, [list("AAEEIIOO")] * 2, WORDS),
                 word(story(), "ROE", 7, 8, True, challenge=K.UPHELD)):
        data = K.to_dict(kept)
        assert K.check(data) is data


@pytest.mark.parametrize("damage", [
    lambda d: d.update(version=2),
    lambda d: d.update(names=["Ala", " Bob"]),
    lambda d: d.update(rack_size=9),
    lambda d: d["moves"].append({"type": "place", "tiles": "KOT"}),
    lambda d: d["moves"].append({"type": "exchange", "count": 99}),
    lambda d: d["moves"][0]["tiles"][0].update(row=15),
    lambda d: d["moves"][0].update(tiles=[{"row": 0, "col": c, "tile": "A"} for c in range(9)]),
    lambda d: d.update(moves=[{"type": "pass"}] * 500),
    lambda d: d.update(racks=[["A"]]),
    lambda d: d.update(racks=[["A"], ["Ą!"]]),
    lambda d: d.update(racks=[["A"] * 9, []]),
    lambda d: d["layout"].__setitem__(0, "x" * 15),
])
def test_the_check_without_a_word_list_refuses_a_damaged_structure(damage):
    data = K.to_dict(story())
    damage(data)
    with pytest.raises(ValueError):
        K.check(data)
    with pytest.raises(ValueError):
        K.from_dict(data, WORDS)


@pytest.mark.parametrize("damage", [
    lambda d: d["moves"][1].update(tiles=[{"row": 0, "col": 0, "tile": "K"}]),
    lambda d: d["moves"][0].update(challenge="upheld"),       # ROWER is in the list
    lambda d: d.update(racks=[["A"], ["A"]]),
])
def test_what_only_a_replay_finds_is_left_to_the_keepers_reader(damage):
    data = K.to_dict(story())
    damage(data)
    assert K.check(data) is data
    with pytest.raises(ValueError):
        K.from_dict(data, WORDS)
