"""Taking back a person's last move and the computers' replies after it
(``verba.scriba.takeback``; docs/RULES.md, "Take-backs")."""
from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest

from verba.errors import IllegalAction
from verba.lexicon import POLISH, Lexicon
from verba.scriba import game as G
from verba.scriba import tiles as T
from verba.scriba import tokens as TK
from verba.scriba import takeback as TB
from verba.scriba.ruleset import Ruleset

LEX = Lexicon.from_words(["KOT", "KOTY", "KOS", "TY", "ROWER", "KRA", "OKO"], alphabet=POLISH)
KOT = [{"row": 7, "col": 6 + i, "tile": ch} for i, ch in enumerate("KOT")]
KOS = [{"row": 6, "col": 7, "tile": "K"}, {"row": 8, "col": 7, "tile": "S"}]   # down through O


def arranged(racks: list[str], kinds: tuple[str, ...], rules: Ruleset | None = None,
             seed: int = 7) -> G.State:
    state = G.new_game([f"P{i}" for i in range(len(racks))], seed=seed, rules=rules,
                       kinds=kinds)
    rest = T.full_set() - Counter(t for r in racks for t in r)
    return replace(state, racks=tuple(tuple(r) for r in racks),
                   bag=T.sorted_tiles(list(rest.elements())), current=0, first_player=0)


def test_a_move_and_the_computers_reply_are_taken_back_and_logged() -> None:
    before = arranged(["KOTAEIN", "KSYWABC"], ("human", "hard"))
    mine = G.apply(before, {"type": "place", "tiles": KOT})
    now = G.apply(mine, {"type": "place", "tiles": KOS})   # the computer's reply
    back = TB.take_back(before, now, 0)
    assert back.board == before.board and back.scores == before.scores
    assert back.racks[0] == before.racks[0] and back.current == 0
    assert back.log[:-1] == before.log
    entry = back.log[-1]
    assert entry == {"type": "takeback", "player": 0, "undone": list(now.log), "redealt": [1]}
    assert G.all_tiles(back) == T.full_set()
    # the computer's reply showed its K and S: it plays on with a fresh rack of the same size
    assert len(back.racks[1]) == 7 and back.racks[1] != before.racks[1]
    # honest history: the review and the record count the turns that stand
    assert back.turn_racks == before.turn_racks
    assert G.from_dict(G.to_dict(back)) == back


def test_the_bag_is_re_mixed_so_the_same_move_draws_other_tiles() -> None:
    before = arranged(["KOTAEIN", "KSYWABC"], ("human", "hard"))
    first = G.apply(before, {"type": "place", "tiles": KOT})
    now = G.apply(first, {"type": "pass"})
    back = TB.take_back(before, now, 0)
    assert back.bag == before.bag, "the tiles drawn are back in the bag"
    again = G.apply(back, {"type": "place", "tiles": KOT})
    assert again.racks[0] != first.racks[0], "the take-back showed nothing of the bag"
    # deterministic: the same take-back gives the same game (saves replay)
    assert TB.take_back(before, now, 0) == back


def test_between_people_only_when_agreed_and_before_the_other_person_acts() -> None:
    before = arranged(["KOTAEIN", "KSYWABC"], ("human", "human"))
    mine = G.apply(before, {"type": "place", "tiles": KOT})
    with pytest.raises(IllegalAction) as err:
        TB.take_back(before, mine, 0)
    assert err.value.code == "scriba.takeback_agreed"
    agreed = arranged(["KOTAEIN", "KSYWABC"], ("human", "human"), Ruleset(takeback=True))
    mine = G.apply(agreed, {"type": "place", "tiles": KOT})
    assert TB.take_back(agreed, mine, 0).board == agreed.board
    theirs = G.apply(mine, {"type": "pass"})
    with pytest.raises(IllegalAction) as err:
        TB.take_back(agreed, theirs, 0)
    assert err.value.code == "scriba.takeback_people"


def test_only_the_position_of_ones_own_last_turn_can_be_returned_to() -> None:
    before = arranged(["KOTAEIN", "KSYWABC"], ("human", "hard"))
    mine = G.apply(before, {"type": "place", "tiles": KOT})
    reply = G.apply(mine, {"type": "pass"})
    for wrong_before, now, player in [(mine, reply, 0),          # the computer's turn
                                      (before, before, 0),       # nothing since
                                      (before, reply, 1)]:       # not their turn
        with pytest.raises(IllegalAction):
            TB.take_back(wrong_before, now, player)
    other = arranged(["KOTAEIN", "KSYWABC"], ("human", "hard"), seed=8)
    with pytest.raises(IllegalAction):
        TB.take_back(other, reply, 0)
    finished = replace(reply, phase=G.OVER)
    with pytest.raises(IllegalAction) as err:
        TB.take_back(before, finished, 0)
    assert err.value.code == "scriba.takeback_over"


def test_a_challenged_move_can_be_taken_back_with_its_penalty() -> None:
    before = arranged(["KTZAEIN", "KSYWABC"], ("human", "hard"))
    bad = [{"row": 7, "col": 6 + i, "tile": ch} for i, ch in enumerate("KTZ")]
    now = G.apply(G.apply(before, {"type": "place", "tiles": bad}),
                  {"type": "challenge", "by": 1}, LEX)
    assert now.scores[0] == -5
    back = TB.take_back(before, now, 0)
    assert back.scores == (0, 0) and back.log[-1]["undone"][-1]["type"] == "challenge"


def test_game_two_returns_the_tokens_and_rolls_the_die_afresh() -> None:
    start = G.apply(G.new_game(["Ala", "Bot"], 3, Ruleset.game_two(), kinds=("human", "hard")),
                    {"type": "scatter"})
    before = replace(start, current=0)
    letters = [t for t in before.racks[0] if t in T.LETTER_VALUES][:2]
    word = [{"row": 7, "col": 6 + i, "tile": ch} for i, ch in enumerate(letters)]
    mine = G.apply(before, {"type": "place", "tiles": word})
    back = TB.take_back(before, G.apply(mine, {"type": "pass"}), 0)
    assert back.board == before.board, "the tokens taken are back on their cells"
    assert back.small == before.small and back.large == before.large and back.die == before.die
    assert G.all_tokens(back) == TK.full_set(2)
    again = G.apply(back, {"type": "place", "tiles": word})
    assert (again.die, again.racks[0]) != (mine.die, mine.racks[0])


def test_a_saved_take_back_point_is_read_only_when_it_fits_the_game() -> None:
    before = arranged(["KOTAEIN", "KSYWABC"], ("human", "hard"))
    now = G.apply(G.apply(before, {"type": "place", "tiles": KOT}), {"type": "pass"})
    assert TB.read_before(G.to_dict(before), now) == before
    damaged = {**G.to_dict(before), "bag": ["A"]}
    for data in (None, "x", [], damaged, G.to_dict(now),
                 G.to_dict(arranged(["KOTAEIN", "KSYWABC"], ("human", "hard"), seed=9))):
        assert TB.read_before(data, now) is None
