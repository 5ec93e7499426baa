"""Scriba turns: set-up, the turn order draw, placing, exchanging, passing,
challenges, immediate checking, the end of the game, saving."""
from __future__ import annotations

import json
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest

from verba.errors import IllegalAction
from verba.lexicon import POLISH, Lexicon
from verba.scriba import engine
from verba.scriba import game as G
from verba.scriba import tiles as T
from verba.scriba.board import Board, Layout
from verba.scriba.ruleset import IMMEDIATE, Ruleset

LEX = Lexicon.from_words(["KOT", "KOTY", "KOS", "TY", "ROWER", "KRA"], alphabet=POLISH)


def arranged(racks: list[str], bag: str | None = None, board: Board | None = None,
             rules: Ruleset | None = None) -> G.State:
    """A game whose racks (and bag) are given; by default the bag holds every
    other tile, so the tiles add up to the set."""
    state = G.new_game([f"P{i}" for i in range(len(racks))], seed=7, rules=rules)
    board = board or state.board
    if bag is None:
        rest = T.full_set() - Counter(t for r in racks for t in r) \
            - Counter(board.map_tiles(T.rack_tile))
        bag_tiles = list(rest.elements())
    else:
        bag_tiles = list(bag)
    return replace(state, racks=tuple(tuple(r) for r in racks), bag=T.sorted_tiles(bag_tiles),
                   board=board, current=0, first_player=0)


def kot(row: int = 7, col: int = 6) -> list[dict]:
    return [{"row": row, "col": col + i, "tile": ch} for i, ch in enumerate("KOT")]


def refused(state: G.State, action: dict, lexicon=LEX) -> IllegalAction:
    before = G.to_dict(state)
    with pytest.raises(IllegalAction) as err:
        G.apply(state, action, lexicon)
    assert G.to_dict(state) == before
    return err.value


# --- set-up ----------------------------------------------------------------

@pytest.mark.parametrize("players, rack_size", [(1, 6), (2, 7), (3, 8), (4, 7)])
def test_new_game_deals_racks_and_keeps_the_set(players, rack_size):
    state = G.new_game([f"P{i}" for i in range(players)], seed=3,
                       rules=Ruleset(rack_size=rack_size))
    assert all(len(r) == rack_size for r in state.racks)
    assert G.bag_count(state) == 108 - players * rack_size
    assert G.all_tiles(state) == T.full_set()
    assert state.current == state.first_player


def test_turn_order_draw_highest_value_starts_and_ties_draw_again():
    seen_ties = 0
    for seed in range(200):
        state = G.new_game(["A", "B", "C", "D"], seed=seed)
        rounds = state.order_draws
        for k, rnd in enumerate(rounds):
            best = max(T.value(tile) for _, tile in rnd)
            top = [p for p, tile in rnd if T.value(tile) == best]
            if k + 1 < len(rounds):
                assert len(top) > 1 and [p for p, _ in rounds[k + 1]] == top
                seen_ties += 1
            else:
                assert top == [state.first_player]
        assert rounds[0] and [p for p, _ in rounds[0]] == [0, 1, 2, 3]
    assert seen_ties > 0


def test_solo_game_has_no_order_draw():
    state = G.new_game(["Solo"], seed=1)
    assert state.order_draws == () and state.first_player == 0


def test_set_up_limits():
    with pytest.raises(ValueError):
        G.new_game([], seed=1)
    with pytest.raises(ValueError):
        G.new_game(["a"] * 5, seed=1)
    with pytest.raises(ValueError):
        Ruleset(rack_size=9)
    with pytest.raises(ValueError):
        Ruleset(checking="never")


# --- placing ---------------------------------------------------------------

def test_place_scores_draws_and_passes_the_turn():
    state = arranged(["KOTABCD", "EEEEEEE"])
    after = G.apply(state, {"type": "place", "tiles": kot()})
    assert after.scores == (3 + 3 + 2, 0)
    assert len(after.racks[0]) == 7 and Counter(after.racks[0]) >= Counter("ABCD")
    assert G.bag_count(after) == G.bag_count(state) - 3
    assert after.current == 1
    assert after.log[-1] == {"type": "place", "player": 0, "words": [{"word": "KOT", "score": 8}],
                             "rack_bonus": 0, "score": 8, "tiles": 3,
                             "cells": [[7, 6], [7, 7], [7, 8]], "stacked": False}
    assert G.all_tiles(after) == T.full_set()


def test_preview_breaks_the_score_down_or_names_the_error():
    state = arranged(["KOTABCD", "EEEEEEE"])
    view = G.preview(state, kot(), LEX)
    assert view["ok"] and view["total"] == 8 and view["invalid"] == []
    assert [x["points"] for x in view["words"][0]["letters"]] == [3, 3, 2]
    bad = G.preview(state, kot(row=2))
    assert not bad["ok"] and bad["error"] == {"code": "scriba.first_off_centre", "params": {}}
    assert G.preview(state, [{"row": 7, "col": 7, "tile": "O"}, {"row": 7, "col": 8, "tile": "A"}],
                     LEX)["invalid"] == ["OA"]


# --- exchanging and passing ------------------------------------------------

def test_exchanging_the_whole_rack_is_refused():
    state = arranged(["KOTABCD", "EEEEEEE"])
    assert refused(state, {"type": "exchange", "tiles": list("KOTABCD")}).code == "scriba.exchange_all"


def test_exchange_draws_before_returning():
    # only Ź and Ż are in the bag: the exchanged tiles cannot come straight back
    state = arranged(["KOTABCD", "EEEEEEE"], bag="ŹŻ")
    after = G.apply(state, {"type": "exchange", "tiles": ["K", "O"]})
    assert sorted(after.racks[0]) == sorted("TABCDŹŻ")
    assert after.bag == T.sorted_tiles(["K", "O"])
    assert after.current == 1 and after.log[-1] == {"type": "exchange", "player": 0, "count": 2}


def test_exchange_limits():
    state = arranged(["KOTABCD", "EEEEEEE"], bag="Ź")
    assert refused(state, {"type": "exchange", "tiles": ["K", "O"]}).code == "scriba.bag_too_small"
    assert refused(state, {"type": "exchange", "tiles": []}).code == "scriba.exchange_none"
    assert refused(state, {"type": "exchange", "tiles": ["Ź"]}).code == "scriba.not_on_rack"


def test_pass_costs_5_and_two_rounds_of_passes_end_the_game():
    state = arranged(["KOTABCD", "EEEEEEE"])
    for _ in range(3):
        state = G.apply(state, {"type": "pass"})
    assert state.phase == G.PLAY and state.scores == (-10, -5)
    state = G.apply(state, {"type": "pass"})
    assert state.phase == G.OVER
    rack_values = [sum(T.value(t) for t in r) for r in state.racks]
    assert state.scores == (-10 - rack_values[0], -10 - rack_values[1])
    assert state.log[-1]["type"] == "end" and state.log[-1]["out"] is None


def test_passes_must_be_consecutive():
    state = arranged(["KOTABCD", "EEEEEEE"])
    for action in ({"type": "pass"}, {"type": "pass"}, {"type": "pass"},
                   {"type": "exchange", "tiles": ["E"]}, {"type": "pass"}):
        state = G.apply(state, action)
    assert state.phase == G.PLAY and state.passes == 1


def test_with_an_empty_bag_one_round_of_free_passes_ends_the_game():
    board = Board.from_text(Layout.plain(), ["." * 15] * 7 + ["......KOT......"])
    state = arranged(["Ź", "AB"], bag="", board=board)
    state = G.apply(state, {"type": "pass"})
    assert state.scores == (0, 0) and state.phase == G.PLAY
    state = G.apply(state, {"type": "pass"})
    assert state.phase == G.OVER and state.scores == (-9, -3)


# --- challenges ------------------------------------------------------------

def test_challenged_non_word_is_taken_back_with_a_5_point_penalty():
    state = arranged(["KOTABCD", "EEEEEEE"])
    bad = [{"row": 7, "col": 7, "tile": "T"}, {"row": 7, "col": 8, "tile": "K"}]
    placed = G.apply(state, {"type": "place", "tiles": bad})
    assert placed.scores[0] == 2 * 3 + 3
    after = G.apply(placed, {"type": "challenge", "by": 1}, LEX)
    assert after.board == state.board
    assert Counter(after.racks[0]) == Counter(state.racks[0])
    assert after.bag == state.bag
    assert after.scores == (-5, 0)
    assert after.current == 1           # the turn is lost
    assert after.log[-2]["withdrawn"] is True
    assert after.log[-1] == {"type": "challenge", "by": 1, "player": 0, "upheld": True,
                             "invalid": ["TK"], "score": -5}
    assert G.all_tiles(after) == T.full_set()


def test_word_against_tiles_forming_a_non_word_is_taken_back():
    # KOS laid under KOT forms KK, OO, TS: a challenge takes it back
    board = Board.from_text(Layout.plain(), ["." * 15] * 7 + ["......KOT......"])
    state = arranged(["KOSABCD", "EEEEEEE"], board=board)
    placed = G.apply(state, {"type": "place", "tiles": [
        {"row": 8, "col": 6 + i, "tile": ch} for i, ch in enumerate("KOS")]})
    after = G.apply(placed, {"type": "challenge"}, LEX)
    assert after.board == board and after.log[-1]["invalid"] == ["KK", "OO", "TS"]


def test_failed_challenge_costs_nothing_by_default_or_the_agreed_penalty():
    for penalty in (0, 10):
        state = arranged(["KOTABCD", "EEEEEEE"], rules=Ruleset(challenge_penalty=penalty))
        placed = G.apply(state, {"type": "place", "tiles": kot()})
        after = G.apply(placed, {"type": "challenge", "by": 1}, LEX)
        assert after.scores == (8, -penalty)
        assert after.board == placed.board and after.last_move is None
        assert refused(after, {"type": "challenge", "by": 1}).code == "scriba.nothing_to_challenge"


def test_challenge_only_until_the_next_action():
    state = arranged(["KOTABCD", "EEEEEEE"])
    placed = G.apply(state, {"type": "place", "tiles": kot()})
    passed = G.apply(placed, {"type": "pass"})
    assert refused(passed, {"type": "challenge", "by": 1}).code == "scriba.nothing_to_challenge"


def test_challenge_rules():
    state = arranged(["KOTABCD", "EEEEEEE"])
    placed = G.apply(state, {"type": "place", "tiles": kot()})
    assert refused(placed, {"type": "challenge", "by": 0}).code == "scriba.own_move"
    assert refused(placed, {"type": "challenge", "by": 1}, None).code == "scriba.no_dictionary"
    assert refused(placed, {"type": "challenge", "by": 5}).code == "scriba.bad_action"


def test_solo_player_may_check_their_own_word():
    state = arranged(["KOTABCD"])
    placed = G.apply(state, {"type": "place", "tiles": [
        {"row": 7, "col": 7, "tile": "T"}, {"row": 7, "col": 8, "tile": "K"}]})
    assert G.apply(placed, {"type": "challenge"}, LEX).scores == (-5,)


def test_immediate_checking_refuses_a_non_word_and_has_no_challenges():
    state = arranged(["KOTABCD", "EEEEEEE"], rules=Ruleset(checking=IMMEDIATE))
    bad = [{"row": 7, "col": 7, "tile": "T"}, {"row": 7, "col": 8, "tile": "K"}]
    err = refused(state, {"type": "place", "tiles": bad})
    assert (err.code, err.params) == ("scriba.not_a_word", {"word": "TK"})
    assert refused(state, {"type": "place", "tiles": kot()}, None).code == "scriba.no_dictionary"
    placed = G.apply(state, {"type": "place", "tiles": kot()}, LEX)
    assert placed.last_move is None
    assert refused(placed, {"type": "challenge"}).code == "scriba.no_challenges"
    assert G.preview(state, bad, LEX)["error"]["code"] == "scriba.not_a_word"


@pytest.mark.parametrize("rack, abbreviation, word", [("MGRAKOT", "MGR", "GRA"),
                                                      ("SMSOKAT", "SMS", "SOS")])
def test_abbreviations_are_not_words_of_the_real_list(rack, abbreviation, word):
    """The rulebook: "Abbreviations ... may not be used".  The sjp.pl list
    has MGR and SMS in lowercase; the `pl` build leaves them out, so they are
    refused like any non-word, and a word laid the same way is not."""
    pl = Lexicon.from_file_bytes(
        (Path(__file__).resolve().parent.parent / "lexicons" / "pl.dawg.gz").read_bytes())
    state = arranged([rack, "EEEEEEE"], rules=Ruleset(checking=IMMEDIATE))

    def across(letters: str) -> list[dict]:
        return [{"row": 7, "col": 6 + i, "tile": ch} for i, ch in enumerate(letters)]

    err = refused(state, {"type": "place", "tiles": across(abbreviation)}, pl)
    assert (err.code, err.params) == ("scriba.not_a_word", {"word": abbreviation})
    placed = G.apply(state, {"type": "place", "tiles": across(word)}, pl)
    assert placed.board.letter_at((7, 6)) == word[0] and placed.scores[0] > 0


# --- the end ---------------------------------------------------------------

ENDGAME = Board.from_text(Layout.plain(), ["." * 15] * 7 + ["......KOT......"])


def test_laying_the_last_tile_ends_the_game_with_50():
    state = arranged(["Y", "ŹA"], bag="", board=ENDGAME, rules=Ruleset(checking=IMMEDIATE))
    after = G.apply(state, {"type": "place", "tiles": [{"row": 7, "col": 9, "tile": "Y"}]}, LEX)
    assert after.phase == G.OVER
    kotY = 3 + 1 + 2 + 2
    assert after.scores == (kotY + 50, -(9 + 1))
    assert after.log[-1] == {"type": "end", "out": 0, "rack_values": [0, 10], "out_bonus": 50}
    assert refused(after, {"type": "pass"}).code == "scriba.game_over"
    entry = engine.history_entry(after)
    # One move, KOTY for 8 (no bingo: one tile, not a full rack); the 50 and
    # the rack values are the end's, not a move's.
    assert entry == {"game": "scriba", "version": 2, "players": [
        {"name": "P0", "score": 58, "kind": "human", "stats": {
            "moves": 1, "move_points": kotY, "bingos": 0, "best": {"word": "KOTY", "points": kotY}}},
        {"name": "P1", "score": -10, "kind": "human", "stats": {
            "moves": 0, "move_points": 0, "bingos": 0}}],
        "winners": ["P0"], "turns": 1}


def test_last_tile_with_challenges_waits_for_accept_or_challenge():
    state = arranged(["Y", "ŹA"], bag="", board=ENDGAME)
    placed = G.apply(state, {"type": "place", "tiles": [{"row": 7, "col": 9, "tile": "Y"}]})
    assert placed.phase == G.CLOSING
    assert refused(placed, {"type": "pass"}).code == "scriba.awaiting_challenge"
    accepted = G.apply(placed, {"type": "accept"})
    assert accepted.phase == G.OVER and accepted.scores == (58, -10)
    checked = G.apply(placed, {"type": "challenge", "by": 1}, LEX)   # KOTY is a word
    assert checked.phase == G.OVER and checked.scores == (58, -10)


def test_last_tile_taken_back_after_a_challenge_goes_on():
    board = Board.from_text(Layout.plain(), ["." * 15] * 7 + ["......KOS......"])
    state = arranged(["Y", "ŹA"], bag="", board=board)
    placed = G.apply(state, {"type": "place", "tiles": [{"row": 7, "col": 9, "tile": "Y"}]})
    after = G.apply(placed, {"type": "challenge", "by": 1}, LEX)     # KOSY is not
    assert after.phase == G.PLAY and after.racks[0] == ("Y",) and after.scores == (-5, 0)
    assert after.current == 1


def test_history_entry_needs_a_finished_game():
    with pytest.raises(ValueError):
        engine.history_entry(arranged(["KOTABCD", "EEEEEEE"]))


# --- what a player cannot see ----------------------------------------------

def test_unseen_tiles_are_the_bag_and_the_other_racks():
    state = arranged(["KOTABCD", "EEEEEEE", "IIIIIII"])
    unseen = G.unseen_tiles(state, 0)
    assert Counter(unseen) == Counter(state.bag) + Counter("EEEEEEE") + Counter("IIIIIII")
    assert len(unseen) == 108 - 7


# --- saving ----------------------------------------------------------------

def test_save_and_load_round_trip_through_json():
    state = arranged(["KOTABCD", "EEEEEEE"])
    state = G.apply(state, {"type": "place", "tiles": kot()})
    data = json.loads(json.dumps(G.to_dict(state)))
    assert data["version"] == G.VERSION
    loaded = G.from_dict(data)
    assert loaded == state
    # the loaded game plays on exactly like the original
    action = {"type": "challenge", "by": 1}
    assert G.to_dict(G.apply(loaded, action, LEX)) == G.to_dict(G.apply(state, action, LEX))


def test_load_refuses_other_versions_and_damaged_saves():
    data = G.to_dict(arranged(["KOTABCD", "EEEEEEE"]))
    with pytest.raises(ValueError):
        G.from_dict({**data, "version": 99})
    with pytest.raises(ValueError):
        G.from_dict({**data, "game": "wordz"})
    with pytest.raises(ValueError):
        G.from_dict({**data, "bag": data["bag"][1:]})     # a tile lost
    with pytest.raises(ValueError):
        G.from_dict({**data, "racks": "nope"})
    with pytest.raises(ValueError):
        G.from_dict({**data, "board": [{"row": 0, "col": 0, "stack": ["%"]}]})


def test_unknown_and_malformed_actions_are_refused():
    state = arranged(["KOTABCD", "EEEEEEE"])
    assert refused(state, {"type": "fly"}).code == "scriba.unknown_action"
    assert refused(state, "pass").code == "scriba.bad_action"
    assert refused(state, {"type": "place"}).code == "scriba.bad_action"
    assert refused(state, {"type": "accept"}).code == "scriba.nothing_to_challenge"
