"""Scriba Game II over the Game I engine: the token set-up, token bonuses,
large tokens, the die, words anywhere, the end and its score table, saves
(docs/RULES.md, "Game II over the same engine")."""
from __future__ import annotations

import json
from collections import Counter
from dataclasses import replace
from textwrap import dedent
from typing import Any

import pytest

from verba.errors import IllegalAction
from verba.lexicon import POLISH, Lexicon
from verba.rng import Rng
from verba.scriba import engine
from verba.scriba import game as G
from verba.scriba import tiles as T
from verba.scriba import tokens as TK
from verba.scriba.board import Board, Layout
from verba.scriba.ruleset import IMMEDIATE, Ruleset

TWO = Ruleset.game_two()
E = "." * 15


def board_of(words: dict[tuple[int, int], str], tokens: dict[tuple[int, int], str] | None = None,
             size: int = 15) -> Board:
    """A blank board with ``tokens`` ({cell: kind}) and words laid rightwards
    ({first cell: text})."""
    layout = TK.blank_layout(size)
    for pos, kind in (tokens or {}).items():
        layout = TK.with_token(layout, kind, pos)
    rows = [["."] * size for _ in range(size)]
    for (r, c), text in words.items():
        for k, ch in enumerate(text):
            rows[r][c + k] = ch
    return Board.from_text(layout, ["".join(row) for row in rows])


def arranged(racks: list[str], board: Board | None = None, bag: str | None = None,
             rules: Ruleset = TWO, **changes: Any) -> G.State:
    """A Game II position in play: these racks, board and bag (by default
    the rest of the tiles), player 0 to move."""
    n = len(racks)
    state = G.new_game([f"P{i}" for i in range(n)], seed=7, rules=rules)
    board = board or Board(TK.blank_layout())
    rest = T.full_set() - Counter(t for r in racks for t in r) - Counter(board.map_tiles(T.rack_tile))
    bag_tiles = list(rest.elements()) if bag is None else list(bag)
    return replace(state, **{"phase": G.PLAY, "board": board,
                             "racks": tuple(tuple(r) for r in racks),
                             "bag": T.sorted_tiles(bag_tiles), "current": 0, "first_player": 0,
                             **changes})


def word(text: str, at: tuple[int, int], down: bool = False) -> list[dict[str, Any]]:
    """Tiles spelling ``text`` from ``at`` (``?x`` is a blank standing for x)."""
    tiles = []
    r, c = at
    chars = iter(text)
    for ch in chars:
        tile = {"row": r, "col": c, "tile": ch}
        if ch == T.BLANK:
            tile["letter"] = next(chars)
        tiles.append(tile)
        r, c = (r + 1, c) if down else (r, c + 1)
    return tiles


def rolling(state: G.State, roll: int) -> G.State:
    """The same state with the random generator set so the die shows ``roll``."""
    seed = next(x for x in range(1000) if Rng(x).randrange(6) + 1 == roll)
    return replace(state, rng=seed)


def refused(state: G.State, action: dict[str, Any], code: str, lexicon: Any = None) -> None:
    with pytest.raises(IllegalAction) as err:
        G.apply(state, action, lexicon)
    assert err.value.code == code


# --- the ruleset -------------------------------------------------------------

def test_game_two_is_a_ruleset_over_the_same_engine():
    assert (TWO.game, TWO.start_on_centre, TWO.must_touch, TWO.rack_size) == (2, False, False, 7)
    assert Ruleset().game == 1 and Ruleset().must_touch
    assert Ruleset.from_dict(TWO.to_dict()) == TWO
    with pytest.raises(ValueError):
        Ruleset.game_two(rack_size=8)      # Game II deals 7 each
    with pytest.raises(ValueError):
        Ruleset(game=3)


# --- the set-up ------------------------------------------------------------------

@pytest.mark.parametrize("players, share", [(1, 0), (2, 6), (3, 4), (4, 3)])
def test_large_tokens_are_dealt_equally_and_solo_play_has_none(players, share):
    state = G.new_game([f"P{i}" for i in range(players)], seed=3, rules=TWO)
    assert state.large == (share,) * players
    assert G.all_tokens(state) == TK.full_set(players)


def test_players_lay_the_tokens_in_turns_then_draw_seven_tiles_each():
    state = G.new_game(["a", "b", "c"], seed=5, rules=TWO)
    assert state.phase == G.SETUP and state.board.layout.centre is None
    assert state.racks == ((), (), ()) and len(state.bag) == 108
    refused(state, {"type": "place", "tiles": word("KOT", (0, 0))}, "scriba.setup_phase")
    refused(state, {"type": "pass"}, "scriba.setup_phase")
    assert state.current == state.first_player
    seats = []
    cells = [(r, c) for r in range(15) for c in range(15)][:48]
    kinds = [k for k in TK.KINDS for _ in range(TK.SMALL[k][1])]
    for i, (pos, kind) in enumerate(zip(cells, kinds)):
        if i == 1:
            refused(state, {"type": "token", "kind": "word2", "pos": [0, 0]}, "scriba.token_taken")
        if i == 8:
            # the 8 green word ×3 tokens are all laid
            refused(state, {"type": "token", "kind": "word3", "pos": [14, 14]}, "scriba.token_none")
        seats.append(state.current)
        state = G.apply(state, {"type": "token", "kind": kind, "pos": list(pos)})
    assert seats == [(state.first_player + k) % 3 for k in range(48)]
    assert state.phase == G.PLAY and state.current == state.first_player
    assert [len(r) for r in state.racks] == [7, 7, 7] and len(state.bag) == 108 - 21
    assert TK.on_board(state.board) == dict(zip(cells, kinds))
    assert state.board.layout.field((0, 0)).kind == "word" and state.board.layout.field((0, 0)).mult == 3
    refused(state, {"type": "scatter"}, "scriba.not_setup")
    refused(G.new_game(["a"], seed=1), {"type": "scatter"}, "scriba.unknown_action")
    refused(state, {"type": "token", "kind": "word2", "pos": [14, 14]}, "scriba.not_setup")


def test_the_rest_of_the_tokens_can_be_scattered_at_random_and_replays():
    def scattered(seed: int) -> G.State:
        state = G.new_game(["a", "b"], seed=seed, rules=TWO)
        state = G.apply(state, {"type": "token", "kind": "word3", "pos": [7, 7]})
        return G.apply(state, {"type": "scatter"})

    state = scattered(11)
    laid = TK.laid(state.board.layout)
    assert len(laid) == 48 and Counter(laid.values()) == TK.small_set()
    assert laid[(7, 7)] == "word3" and not TK.supply(state.board.layout)
    assert state.phase == G.PLAY and [len(r) for r in state.racks] == [7, 7]
    assert scattered(11) == state and scattered(12).board != state.board
    assert state.log[-1] == {"type": "scatter", "player": 1 - state.first_player, "count": 47}


# --- placing and token bonuses -----------------------------------------------------

def test_kura_and_aria_with_a_word_bonus_under_the_shared_a():
    """The rulebook's example: ARIA laid against KUR forms KURA and ARIA; the
    word bonus under their shared A multiplies both, and the results add."""
    state = engine.from_text(dedent("""\
        scriba:
        settings game=2
        player "P0" 0 ARIAEOW
        player "P1" 0 ĄĆĘŃÓŚŹ
        layout
           1 g
           8 ......y
        board
           8 ...KUR"""))
    after = G.apply(state, {"type": "place", "tiles": word("ARIA", (7, 6), down=True)})
    entry = after.log[-1]
    assert entry["words"] == [{"word": "KURA", "score": (3 + 3 + 2 + 1) * 2},
                              {"word": "ARIA", "score": (1 + 2 + 1 + 1) * 2}]
    assert after.scores[0] == 18 + 10 == entry["score"]
    assert after.small == (("word2",), ())
    assert entry["tokens"] == ["word2"]
    # the token is gone from the board; the one not reached stays
    assert TK.on_board(after.board) == {(0, 0): "word3"}


@pytest.mark.parametrize("kind", ["word3", "letter3"])
def test_a_blank_reaching_a_token_takes_it_for_its_unit_value_only(kind):
    board = board_of({(7, 3): "KOT"}, tokens={(7, 6): kind})
    state = arranged([T.BLANK + "AEIOUW", "ZZZZZZZ"], board=board)
    after = G.apply(state, {"type": "place", "tiles": word("?Y", (7, 6))})
    assert after.log[-1]["words"] == [{"word": "KOTY", "score": 3 + 1 + 2}]   # no ×3
    assert after.small[0] == (kind,)     # worth its 1 point at the end


def test_words_may_lie_anywhere_in_game_two_but_a_lone_letter_is_no_word():
    board = board_of({(7, 3): "KOT"})
    apart = {"type": "place", "tiles": word("OKO", (0, 0))}
    game_one = replace(arranged(["OKOAEIU", "ZZZZZZZ"], board=board, rules=Ruleset()),
                       board=Board.from_text(Layout.plain(), [E] * 7 + ["...KOT........."] + [E] * 7))
    refused(game_one, apart, "scriba.not_connected")
    state = arranged(["OKOAEIU", "ZZZZZZZ"], board=board)
    assert G.apply(state, apart).log[-1]["words"] == [{"word": "OKO", "score": 1 + 3 + 1}]
    refused(state, {"type": "place", "tiles": word("A", (0, 0))}, "scriba.too_short")
    # and the first word anywhere
    empty = arranged(["OKOAEIU", "ZZZZZZZ"])
    assert G.apply(empty, {"type": "place", "tiles": word("OKO", (14, 0))}).scores[0] == 5


def test_rack_bonus_counts_a_rack_of_seven_even_with_tiles_beside_it():
    state = arranged(["ABCDEFGHI", "ZZZZZZZ"])
    for n, bonus in ((6, 20), (7, 50), (8, 50), (5, 0)):
        preview = G.preview(state, word("ABCDEFGHI"[:n], (3, 0)))
        assert preview["ok"] and preview["rack_bonus"] == bonus


# --- large tokens ------------------------------------------------------------------

def test_laying_four_letters_takes_a_large_token_from_the_opponent_named():
    state = arranged(["KOTYAEI", "ZZZZZZZ", "WWWWWWW"])
    assert state.large == (4, 4, 4)
    play = {"type": "place", "tiles": word("KOTY", (0, 0))}
    assert G.preview(state, play["tiles"])["capture_from"] == [1, 2]
    refused(state, play, "scriba.capture_choose")
    refused(state, {**play, "capture": 0}, "scriba.capture_from")
    refused(state, {**play, "capture": 3}, "scriba.capture_from")
    after = G.apply(state, {**play, "capture": 2})
    assert after.large == (5, 4, 3) and after.log[-1]["capture"] == 2
    # at least 4: five letters earn it too; only one holder: no need to name them
    lone = replace(state, large=(4, 0, 8))
    assert G.apply(lone, {"type": "place", "tiles": word("KOTYA", (0, 0))}).large == (5, 0, 7)
    assert G.all_tokens(lone) == G.all_tokens(state)


def test_a_blank_does_not_count_towards_a_large_token():
    state = arranged(["KOT?AEI", "ZZZZZZZ"])
    three_and_blank = {"type": "place", "tiles": word("KOT?Y", (0, 0))}
    assert G.preview(state, three_and_blank["tiles"])["capture_from"] == []
    assert G.apply(state, three_and_blank).large == (6, 6)
    refused(state, {**three_and_blank, "capture": 1}, "scriba.capture_not_earned")
    with_a = {"type": "place", "tiles": word("KOT?YA", (0, 0))}
    assert G.apply(state, with_a).large == (7, 5)


# --- the die -----------------------------------------------------------------------

def test_the_die_decides_how_many_tiles_are_drawn_and_extras_lie_beside_the_rack():
    state = rolling(arranged(["KOTAEIU", "ZZZZZZZ"]), 6)
    after = G.apply(state, {"type": "place", "tiles": word("KOT", (0, 0))})
    assert after.die == 6 and after.log[-1]["die"] == 6 and after.log[-1]["drawn"] == 6
    assert len(after.racks[0]) == 4 + 6 > TWO.rack_size
    low = G.apply(rolling(state, 1), {"type": "place", "tiles": word("KOT", (0, 0))})
    assert low.die == 1 and len(low.racks[0]) == 5
    # the roll comes from the state's generator: a replay rolls the same
    assert G.apply(state, {"type": "place", "tiles": word("KOT", (0, 0))}) == after


def test_a_short_bag_gives_what_is_left():
    state = rolling(arranged(["KOTAEIU", "ZZZZZZZ"], bag="AE"), 5)
    after = G.apply(state, {"type": "place", "tiles": word("KOT", (0, 0))})
    assert after.die == 5 and after.log[-1]["drawn"] == 2
    assert after.bag == () and sorted(after.racks[0]) == sorted("AEIUAE")
    assert after.phase == G.PLAY and after.current == 1


# --- the end -----------------------------------------------------------------------

def test_final_table_adds_tokens_subtracts_racks_and_has_no_out_bonus():
    board = board_of({(7, 3): "KOT"}, tokens={(7, 6): "letter2", (0, 0): "word3"})
    state = arranged(["Y", "ZE"], board=board, bag="")
    state = G.apply(state, {"type": "place", "tiles": word("Y", (7, 6))})
    # laid out with the bag empty: ended, and play goes on for the other
    assert state.done == (True, False) and state.phase == G.PLAY and state.current == 1
    state = G.apply(state, {"type": "pass"})     # cannot lay, bag empty: free, ended
    assert state.phase == G.OVER
    koty = 3 + 1 + 2 + 2 * 2
    assert G.final_table(state) == [
        {"play": koty, "small": 1, "large": 6, "rack": 0, "total": koty + 1 + 60},
        {"play": 0, "small": 0, "large": 6, "rack": -3, "total": -3 + 60}]
    assert state.scores == (koty + 61, 57)
    assert engine.history_entry(state)["winners"] == ["P0"]
    with pytest.raises(ValueError):
        G.final_table(arranged(["A", "B"]))


def test_a_player_who_has_ended_is_skipped_but_can_still_lose_large_tokens():
    state = arranged(["AEIOUYW", "KOTYAEI", "ZZZZZZZ"], bag="")
    state = G.apply(state, {"type": "pass"})
    assert state.done == (True, False, False) and state.scores[0] == 0 and state.current == 1
    state = G.apply(state, {"type": "place", "tiles": word("KOTY", (0, 0)), "capture": 0})
    assert state.large == (3, 5, 4)
    assert state.current == 2
    state = G.apply(state, {"type": "pass"})
    assert state.done == (True, False, True) and state.current == 1   # player 0 is skipped
    state = G.apply(state, {"type": "pass"})
    assert state.phase == G.OVER
    assert [row["large"] for row in G.final_table(state)] == [3, 5, 4]


def test_two_rounds_of_passes_with_tiles_in_the_bag_end_game_two_too():
    state = arranged(["AEIOUYW", "KOTYAEI"])
    for _ in range(4):
        state = G.apply(state, {"type": "pass"})
    assert state.phase == G.OVER and state.done == (False, False)
    assert [row["play"] for row in G.final_table(state)] == [-10, -10]


def test_a_challenged_placement_gives_back_its_tokens_and_large_token():
    lex = Lexicon.from_words(["KOT"], alphabet=POLISH)
    # tokens on B1 and C1; the generator rolls the die a 4
    state = engine.from_text('scriba: settings game=2; player "P0" 0 ZZZZAEI; '
                             'player "P1" 0 KOTYAEI; layout 1 .gb; rng 3')
    after = G.apply(state, {"type": "place", "tiles": word("ZZZZ", (0, 0))})
    assert after.die == 4
    assert after.small[0] == ("word3", "letter2") and after.large == (7, 5)
    back = G.apply(after, {"type": "challenge", "by": 1}, lex)
    assert back.small == ((), ()) and back.large == (6, 6)
    assert TK.on_board(back.board) == TK.on_board(state.board)
    assert sorted(back.racks[0]) == sorted(state.racks[0]) and back.bag == state.bag
    assert back.scores == (-5, 0) and back.current == 1


def test_the_last_tiles_of_the_last_player_wait_for_a_challenge():
    state = arranged(["AEIOUYW", "KOT"], bag="", done=(True, False), current=1)
    after = G.apply(state, {"type": "place", "tiles": word("KOT", (0, 0))})
    assert after.phase == G.CLOSING and after.done == (True, True)
    over = G.apply(after, {"type": "accept"})
    assert over.phase == G.OVER and over.scores[1] == 6 + 60
    lex = Lexicon.from_words(["OKO"], alphabet=POLISH)
    back = G.apply(after, {"type": "challenge", "by": 0}, lex)
    # taken back: player 1 has tiles again and is the only one still playing
    assert back.phase == G.PLAY and back.done == (True, False) and back.current == 1


def test_immediate_checking_works_in_game_two():
    lex = Lexicon.from_words(["KOT"], alphabet=POLISH)
    state = arranged(["KOTAEIU", "ZZZZZZZ"], rules=Ruleset.game_two(checking=IMMEDIATE))
    refused(state, {"type": "place", "tiles": word("TOK", (0, 0))}, "scriba.not_a_word", lex)
    after = G.apply(state, {"type": "place", "tiles": word("KOT", (0, 0))}, lex)
    assert after.last_move is None and after.scores[0] == 6


# --- saves ---------------------------------------------------------------------------

def test_a_game_one_save_made_before_game_two_loads_unchanged():
    state = G.new_game(["a", "b"], seed=4)
    data = json.loads(json.dumps(G.to_dict(state)))
    assert not {"small", "large", "done", "die"} & set(data)
    old = {**data, "rules": {k: v for k, v in data["rules"].items()
                             if k not in ("game", "must_touch")}}
    assert G.from_dict(old) == state


def test_game_two_saves_round_trip_in_every_phase_and_refuse_lost_tokens():
    state = G.new_game(["a", "b"], seed=8, rules=TWO)
    states = [state, G.apply(state, {"type": "token", "kind": "letter3", "pos": [3, 3]})]
    states.append(G.apply(states[-1], {"type": "scatter"}))
    # a placement that took a token and a large token, still open to challenge
    board = board_of({}, tokens={(0, 1): "word3"})
    placed = G.apply(arranged(["KOTYAEI", "NNNNWWW"], board=board),
                     {"type": "place", "tiles": word("KOTY", (0, 0))})
    assert placed.last_move.tokens == ("word3",) and placed.last_move.captured == 1
    states.append(placed)
    for s in states:
        data = json.loads(json.dumps(G.to_dict(s)))
        assert G.from_dict(data) == s
    data = json.loads(json.dumps(G.to_dict(placed)))
    data["small"][1].append("word3")
    with pytest.raises(ValueError, match="tokens"):
        G.from_dict(data)
    data = json.loads(json.dumps(G.to_dict(placed)))
    data["large"] = [7, 6]
    with pytest.raises(ValueError, match="tokens"):
        G.from_dict(data)
