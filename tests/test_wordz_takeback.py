"""Wordz take-backs: what may be taken back, what never is, and that nothing
shown is hidden again (docs/RULES.md, Wordz, "Take-back")."""
from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from test_wordz_properties import sensible
from test_wordz_rules import BIG, MARC, PHILIPPE, THIRD, act, end, flip, guess, rigged
from verba.errors import IllegalAction
from verba.wordz import deck
from verba.wordz.game import ON_TABLE, Player, State, apply, check, from_dict, new_game, to_dict
from verba.wordz.takeback import refusal, take_back, what


def table(kinds: tuple[str, ...] = ("human", "computer", "computer"),
          take_backs: bool = False) -> State:
    """P1 (MACHINES), P2 (BOUDER) and P3 (DUPE) in play, P1 to move."""
    s = rigged([MARC, PHILIPPE, THIRD][:len(kinds)], rounds=1)
    s.players = [Player(f"P{i + 1}") if kind == "human" else
                 Player(f"P{i + 1}", "computer", "easy") for i, kind in enumerate(kinds)]
    s.take_backs = take_backs
    for p, word in enumerate(["MACHINES", "BOUDER", "DUPE"][:len(kinds)]):
        s = act(s, {"type": "compose", "player": p, "word": word})
    assert s.phase == "play" and s.current == 0
    return s


def refused_with(s: State, player: int, code: str) -> None:
    assert refusal(s, player) is not None and refusal(s, player)[0] == code
    with pytest.raises(IllegalAction) as err:
        take_back(s, player)
    assert err.value.code == code


def test_a_bet_and_the_computer_moves_after_it_are_taken_back_the_word_stays_wrong() -> None:
    s = flip(table(), 0, 1, 0)
    before = s
    s = guess(s, 0, 1, "ROUTES")             # wrong: the token goes to P2, the turn ends
    assert [t.tokens for t in s.seats] == [2, 4, 3] and s.current == 1
    s = end(flip(s, 1, 0, 0), 1)             # the computers turn over P1's own cards
    s = end(flip(s, 2, 0, 1), 2)
    assert s.current == 0
    assert what(s) == {"undid": "guess", "target": 1, "word": "ROUTES", "moves": 2}
    back = take_back(s, 0)
    check(back)
    # the position before the bet: the token back, P1's cards face down again,
    # the flip of this turn done; ROUTES stays known to be wrong
    assert [t.tokens for t in back.seats] == [3, 3, 3]
    assert back.seats[0].word.face_up == before.seats[0].word.face_up
    assert back.seats[1].word.face_up == before.seats[1].word.face_up
    assert (back.current, back.flipped, back.guessed) == (0, True, False)
    assert back.seats[1].word.wrong_guesses == ["ROUTES"]
    assert back.log[:-1] == before.log
    assert back.log[-1] == {"type": "take_back", "round": 1, "player": 0, "undid": "guess",
                            "target": 1, "word": "ROUTES", "moves": 2}
    with pytest.raises(IllegalAction) as err:
        guess(back, 0, 1, "ROUTES")
    assert err.value.code == "wordz.known_wrong"
    assert guess(back, 0, 1, "BOUDER").seats[1].word.status == "guessed"


def test_a_flip_is_never_taken_back() -> None:
    s = flip(table(), 0, 1, 0)
    refused_with(s, 0, "wordz.no_take_back")
    s = end(s, 0)
    # the end of the turn is taken back, back to after the flip: the card stays up
    back = take_back(s, 0)
    assert back.seats[1].word.face_up[0] and back.flipped and back.current == 0
    assert back.log[-1]["undid"] == "end_turn"
    refused_with(flip(table(), 0, 2, 3), 0, "wordz.no_take_back")


def test_refused_once_a_letter_the_person_did_not_know_was_shown() -> None:
    s = end(flip(table(), 0, 1, 0), 0)
    s = flip(s, 1, 2, 0)                     # P2 turns over a card of P3's word
    refused_with(s, 0, "wordz.take_back_shown")
    assert refusal(s, 0) == ("wordz.take_back_shown", {"player": "P3"})
    # a word other than the person's leaving the table shows all its letters
    s = end(flip(table(), 0, 1, 0), 0)
    s = guess(flip(s, 1, 0, 0), 1, 2, "DUPE")
    refused_with(s, 0, "wordz.take_back_shown")


def test_a_computers_wrong_guess_on_the_persons_word_is_undone_but_stays_on_record() -> None:
    s = end(flip(table(), 0, 1, 0), 0)
    s = guess(flip(s, 1, 0, 0), 1, 0, "MACHINAL")
    assert s.seats[1].tokens == 2
    back = take_back(s, 0)
    assert back.seats[1].tokens == 3 and back.seats[0].word.wrong_guesses == ["MACHINAL"]


def test_once_per_turn_so_bets_cannot_try_words_for_free() -> None:
    s = guess(flip(table(), 0, 1, 0), 0, 1, "ROUTES")
    s = guess(take_back(s, 0), 0, 2, "DUNE")
    refused_with(s, 0, "wordz.take_back_once")
    # the next turn may take back again
    s = end(flip(s, 1, 0, 2), 1)
    s = end(flip(s, 2, 0, 3), 2)
    s = guess(flip(s, 0, 2, 0), 0, 2, "DIRE")
    assert refusal(s, 0) is None


def test_the_guess_made_before_the_flip_is_taken_back_while_the_turn_goes_on() -> None:
    s = guess(table(), 0, 2, "DUNE")
    assert s.current == 0 and not s.flipped
    back = take_back(s, 0)
    assert back.seats[0].tokens == 3 and not back.guessed and back.log[-1]["moves"] == 0


def test_people_at_one_screen_only_if_they_agreed_and_never_across_a_persons_move() -> None:
    s = end(flip(table(("human", "human", "computer")), 0, 1, 0), 0)
    refused_with(s, 0, "wordz.no_take_back")
    s = end(flip(table(("human", "human", "computer"), take_backs=True), 0, 1, 0), 0)
    assert refusal(s, 0) is None             # P2 has not moved yet
    refused_with(flip(s, 1, 0, 0), 0, "wordz.no_take_back")  # P2's move ends it


def test_never_across_the_end_of_a_round() -> None:
    s = guess(flip(table(("human", "computer")), 0, 1, 0), 0, 1, "BOUDER")
    refused_with(s, 0, "wordz.take_back_shown")    # a right guess shows the whole word
    s = guess(flip(s, 1, 0, 0), 1, 0, "MACHINES")
    assert s.phase == "game_over"
    refused_with(s, 0, "wordz.no_take_back")


def test_no_draw_is_seen_again_the_generator_is_untouched_and_the_log_longer() -> None:
    s = guess(flip(table(), 0, 1, 0), 0, 1, "ROUTES")
    s = end(flip(end(flip(s, 1, 0, 0), 1), 2, 0, 1), 2)
    back = take_back(s, 0)
    # no card is drawn in play: the next round deals the same whatever was taken back;
    # the computers' random choices are seeded from the log, one event longer now
    assert back.rng == s.rng == s.undo.rng
    assert len(back.log) == len(s.undo.log) + 1


def test_the_undo_point_survives_a_save_and_is_checked() -> None:
    s = guess(flip(table(), 0, 1, 0), 0, 1, "ROUTES")
    s = flip(s, 1, 0, 0)
    data = json.loads(json.dumps(to_dict(s)))
    back = from_dict(data)
    assert back == s and back.undo == s.undo and refusal(back, 0) is None
    assert take_back(back, 0) == take_back(s, 0)
    for damage in (lambda d: d["undo"]["log"].append(d["log"][-1]),   # not an earlier log
                   lambda d: d["undo"].update(round=2),
                   lambda d: d["undo"].update(undo=d["undo"] | {"undo": None}),
                   lambda d: d["undo"]["seats"][0].update(tokens=7),
                   lambda d: d.update(taken_back="yes")):
        broken = json.loads(json.dumps(data))
        damage(broken)
        with pytest.raises(ValueError):
            from_dict(broken)


def test_a_version_1_save_is_read_without_take_backs() -> None:
    s = guess(flip(table(), 0, 1, 0), 0, 1, "ROUTES")
    data = to_dict(s)
    for key in ("take_backs", "taken_back", "undo"):
        del data[key]
    data["version"] = 1
    old = from_dict(data)
    assert old.undo is None and not old.take_backs and old.seats == s.seats


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**64 - 1), data=st.data())
def test_a_take_back_never_turns_a_card_face_down_that_the_taker_did_not_own(
        seed: int, data: Any) -> None:
    """One person and two computers play any moves, the person taking back
    whenever they may: every card of another's word the person saw face up
    stays face up, and cards and tokens are conserved."""
    s = new_game([Player("A"), Player("B", "computer", "easy"), Player("C", "computer", "easy")],
                 seed=seed, rounds=1, min_length=4)
    seen: set[tuple[int, int]] = set()
    for _ in range(300):
        if s.phase == "game_over":
            break
        if s.phase == "play" and refusal(s, 0) is None and data.draw(st.booleans()):
            after = take_back(s, 0)
        else:
            try:
                after = apply(s, data.draw(sensible(s)), BIG)
            except IllegalAction:
                continue
        check(after)
        if after.phase == "play":
            for q in (1, 2):
                word = after.seats[q].word
                if word is not None and word.status == ON_TABLE:
                    assert all(word.face_up[k] for k in range(len(word.cards)) if (q, k) in seen)
                    seen |= {(q, k) for k, up in enumerate(word.face_up) if up}
        assert sum(len(t.won) for t in after.seats) <= len(deck.CARDS)
        s = after
