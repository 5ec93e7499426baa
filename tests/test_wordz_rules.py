"""Wordz rules: set-up, composition, turns, guesses, rounds, saves, views.

Games are rigged with chosen hands (``rigged``) so that each rule is exercised
on known cards; ``check`` (every card in one place, tokens conserved) runs
after every step.
"""
from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest

from verba.errors import IllegalAction
from verba.lexicon import Lexicon
from verba.wordz import deck
from verba.wordz.candidates import formable
from verba.wordz.game import (
    GUESSED, ON_TABLE, REVEALED, TOKENS_EACH, TOTAL_TOKENS, Player, State, apply, check,
    from_dict, new_game, to_dict, totals, winners)
from verba.wordz.engine import history_entry
from verba.wordz.views import view

LEX = Lexicon.from_words([
    "MACHINES", "MACHINAL", "MACHINE", "CHAINES", "CHIENS", "NICHES", "MACHIN",
    "ROUTE", "ROUTES", "TROU", "TOUR", "TOURS", "SOURD", "BOUDER",
    "RATEAU", "TAUREAU", "AUTRE", "ARBRE", "LATTE", "TALE", "TOLE", "SALE", "SOLE",
    "LIRE", "RIRE", "DIRE", "PIED", "BIDE", "DUPE", "DUNE",
], name="fr")

# 5 vowels + 7 consonants each; Marc's hand spells MACHINES (the rulebook
# lists I E E A A C P M N S, which lacks the H its own word needs).
MARC = "AAEEI" + "CHMNPST"
PHILIPPE = "AEOUU" + "BDRRSTT"
THIRD = "AEIIU" + "DDLPRST"


def rigged(hands: list[str], words: list[str] | None = None, starter: int = 0,
           names: list[str] | None = None, rounds: int = 3, min_length: int = 4,
           lexicon: Lexicon = LEX) -> State:
    """A game whose seats were dealt ``hands``, composing ``words`` if given."""
    names = names or [f"P{i + 1}" for i in range(len(hands))]
    s = new_game([Player(n) for n in names], seed=7, rounds=rounds,
                 min_length=min_length)
    free: dict[str, list[int]] = {}
    for card, letter in enumerate(deck.CARDS):
        free.setdefault(letter, []).append(card)
    for seat, hand in zip(s.seats, hands):
        assert sum(ch in deck.VOWELS for ch in hand) == deck.HAND_VOWELS
        seat.hand = [free[ch].pop() for ch in hand]
        seat.dealt = list(seat.hand)
    s.stock = [c for cards in free.values() for c in cards]
    s.starter = starter
    check(s)
    for p, word in enumerate(words or []):
        s = act(s, {"type": "compose", "player": p, "word": word}, lexicon)
    return s


def act(s: State, action: dict[str, Any], lexicon: Lexicon = LEX) -> State:
    after = apply(s, action, lexicon)
    check(after)
    return after


def refused(s: State, action: dict[str, Any], code: str, lexicon: Lexicon = LEX) -> IllegalAction:
    before = to_dict(s)
    with pytest.raises(IllegalAction) as err:
        apply(s, action, lexicon)
    assert err.value.code == code
    assert to_dict(s) == before  # a refused action leaves the state as it was
    return err.value


def flip(s: State, p: int, q: int, i: int) -> State:
    return act(s, {"type": "flip", "player": p, "target": q, "index": i})


def guess(s: State, p: int, q: int, word: str) -> State:
    return act(s, {"type": "guess", "player": p, "target": q, "word": word})


def end(s: State, p: int) -> State:
    return act(s, {"type": "end_turn", "player": p})


def letters(cards: list[int]) -> Counter[str]:
    return deck.letters_of(cards)


# ---------------------------------------------------------------- set-up

@pytest.mark.parametrize("n", [2, 3, 5, 7])
def test_set_up_deals_5_vowels_7_consonants_and_3_tokens_each(n: int) -> None:
    s = new_game([Player(f"P{i}") for i in range(n)], seed=n)
    check(s)
    assert s.phase == "compose" and s.round == 1 and s.rounds == 3
    for seat in s.seats:
        assert sum(deck.is_vowel_card(c) for c in seat.hand) == 5
        assert sum(not deck.is_vowel_card(c) for c in seat.hand) == 7
        assert seat.tokens == TOKENS_EACH
    assert view(s, None)["tokens_in_box"] == TOTAL_TOKENS - 3 * n


@pytest.mark.parametrize("n", [0, 1, 8])
def test_two_to_seven_players(n: int) -> None:
    with pytest.raises(IllegalAction) as err:
        new_game([Player(f"P{i}") for i in range(n)], seed=1)
    assert err.value.code == "wordz.player_count"


def test_settings_are_checked() -> None:
    two = [Player("A"), Player("B")]
    for kwargs, code in (({"rounds": 0}, "wordz.bad_rounds"),
                         ({"min_length": 1}, "wordz.bad_min_length"),
                         ({"min_length": 9}, "wordz.bad_min_length")):
        with pytest.raises(IllegalAction) as err:
            new_game(two, seed=1, **kwargs)
        assert err.value.code == code
    with pytest.raises(IllegalAction):
        new_game([Player("A"), Player("B", kind="computer", level="genius")], seed=1)
    with pytest.raises(IllegalAction):
        new_game([Player("A"), Player("B", kind="computer")], seed=1)
    s = new_game([Player("A"), {"name": "B", "kind": "computer", "level": "easy"}],
                 seed=1, rounds=5, min_length=3)
    assert s.players[1] == Player("B", "computer", "easy") and s.rounds == 5


def test_first_player_is_drawn_from_the_seed() -> None:
    players = [Player(f"P{i}") for i in range(5)]
    starters = {new_game(players, seed=seed).starter for seed in range(40)}
    assert starters == set(range(5))
    assert new_game(players, seed=11).starter == new_game(players, seed=11).starter


# ---------------------------------------------------------------- composing

def test_composing_lays_the_word_face_down_and_boxes_unused_cards() -> None:
    s = rigged([MARC, PHILIPPE])
    s = act(s, {"type": "compose", "player": 0, "word": "machines"})
    word = s.seats[0].word
    assert word is not None and word.text == "MACHINES" and not any(word.face_up)
    assert s.seats[0].hand == []
    assert letters(s.box) == Counter("AEPT")  # the four cards MACHINES leaves over
    assert s.phase == "compose"  # Philippe has not composed yet
    s = act(s, {"type": "compose", "player": 1, "word": "BOUDER"})
    assert s.phase == "play" and s.current == s.starter == 0


@pytest.mark.parametrize("word, code", [
    ("MACH1NES", "wordz.not_letters"),
    ("", "wordz.not_letters"),
    ("NEZ", "wordz.too_short"),
    ("MACHINAL", "wordz.not_in_hand"),   # the hand has no L
    ("CHEMINS", "wordz.not_a_word"),     # spelled from the hand, not in the lexicon
])
def test_a_refused_word_says_why_and_the_player_tries_again(word: str, code: str) -> None:
    s = rigged([MARC, PHILIPPE])
    err = refused(s, {"type": "compose", "player": 0, "word": word}, code)
    if code == "wordz.not_in_hand":
        assert err.params == {"letters": "L"}
    s = act(s, {"type": "compose", "player": 0, "word": "MACHINE"})
    assert s.seats[0].word is not None


def test_a_word_may_use_some_of_the_cards_and_is_composed_once() -> None:
    s = rigged([MARC, PHILIPPE], words=["CHIENS"])
    refused(s, {"type": "compose", "player": 0, "word": "MACHINES"}, "wordz.already_composed")
    refused(s, {"type": "flip", "player": 0, "target": 1, "index": 0}, "wordz.not_playing")


def test_letters_carry_no_accents() -> None:
    # the fr lexicon is A–Z: "râteau" is spelled with the cards R A T E A U
    s = rigged(["AAEIU" + "RTBCDFG", PHILIPPE])
    s = act(s, {"type": "compose", "player": 0, "word": "râteau"})
    assert s.seats[0].word is not None and s.seats[0].word.text == "RATEAU"


def test_minimum_length_is_a_setting() -> None:
    s = rigged([MARC, PHILIPPE], min_length=7)
    refused(s, {"type": "compose", "player": 0, "word": "CHIENS"}, "wordz.too_short")
    act(s, {"type": "compose", "player": 0, "word": "MACHINE"})


def test_redeal_only_when_the_hand_spells_no_word() -> None:
    s = rigged([MARC, PHILIPPE])
    refused(s, {"type": "redeal", "player": 0}, "wordz.word_possible")
    empty = Lexicon.from_words(["XYZZY"], name="fr")
    before = s.seats[0].hand
    s2 = act(s, {"type": "redeal", "player": 0}, empty)
    assert s2.seats[0].hand != before and len(s2.seats[0].hand) == 12
    assert sum(deck.is_vowel_card(c) for c in s2.seats[0].hand) == 5
    assert s2.seats[0].dealt == s2.seats[0].hand


# ---------------------------------------------------------------- turns

def machines_table(starter: int = 0) -> State:
    """Marc (0) lays MACHINES, Philippe (1) lays BOUDER."""
    return rigged([MARC, PHILIPPE], words=["MACHINES", "BOUDER"], starter=starter,
                  names=["Marc", "Philippe"])


def test_the_rulebook_example_machines() -> None:
    s = machines_table(starter=0)
    # "After a few turns his word has been partially revealed": M, C, I, N.
    for i, j in ((0, 0), (2, 1), (4, 2), (5, 3)):
        s = flip(s, 0, 1, j)
        s = end(s, 0)
        s = flip(s, 1, 0, i)
        s = end(s, 1)
    assert [c["letter"] for c in view(s, 1)["seats"][0]["word"]["cards"]] == \
        ["M", None, "C", None, "I", "N", None, None]
    # Philippe asks Marc to turn over the last letter: an S...
    s = flip(s, 0, 1, 4)
    s = end(s, 0)
    s = flip(s, 1, 0, 7)
    assert s.seats[0].word is not None and s.seats[0].word.status == ON_TABLE
    # ...gives a bet token to Marc and proposes M.A.C.H.I.N.E.S.
    s = guess(s, 1, 0, "MACHINES")
    assert letters(s.seats[1].won) == Counter("AHE")      # three cards to Philippe
    assert letters(s.seats[0].won) == Counter("MCINS")    # five cards to Marc
    assert (s.seats[1].tokens, s.seats[0].tokens) == (2, 4)
    assert s.seats[0].word.status == GUESSED
    # Marc no longer has a word, which does not prevent him from playing
    assert s.current == 0 and s.phase == "play"
    s = flip(s, 0, 1, 5)  # BOUDER's last card: all six to Philippe
    assert s.phase == "round_over" and s.scores == [[5, 3 + 6]]


def test_guessing_right_while_cards_are_face_down_splits_the_word() -> None:
    s = machines_table()
    s = guess(s, 0, 1, "BOUDER")  # guess first, nothing turned: all six to Marc
    assert letters(s.seats[0].won) == Counter("BOUDER") and s.seats[1].won == []
    # no opponent word is left for Marc to flip: his turn is over
    assert s.phase == "play" and s.current == 1


def test_a_word_whose_last_card_is_turned_goes_whole_to_its_owner() -> None:
    s = machines_table()
    for i in range(6):
        s = flip(s, 0, 1, i)
        s = end(s, 0) if s.current == 0 else s
        if i < 5:
            s = flip(s, 1, 0, i)
            s = end(s, 1)
    word = s.seats[1].word
    assert word is not None and word.status == REVEALED
    assert letters(s.seats[1].won) == Counter("BOUDER") and s.seats[0].won == []
    # Marc's word alone is left: Marc is skipped, Philippe flips on
    assert s.current == 1
    s = flip(s, 1, 0, 5)
    s = end(s, 1)
    assert s.current == 1 and not s.flipped


def test_a_wrong_guess_costs_a_token_and_the_word_stays() -> None:
    s = machines_table()
    s = flip(s, 0, 1, 0)
    s = act(s, {"type": "guess", "player": 0, "target": 1, "word": "ROUTES"})
    assert (s.seats[0].tokens, s.seats[1].tokens) == (2, 4)
    word = s.seats[1].word
    assert word is not None and word.status == ON_TABLE and word.wrong_guesses == ["ROUTES"]
    assert s.current == 1  # flip + guess ends the turn
    assert s.log[-1] == {"type": "guess", "round": 1, "player": 0, "target": 1,
                         "word": "ROUTES", "right": False}


def test_guess_checks_length_word_and_repeats_without_taking_a_token() -> None:
    s = machines_table()
    refused(s, {"type": "guess", "player": 0, "target": 1, "word": "TOUR"},
            "wordz.wrong_length")
    refused(s, {"type": "guess", "player": 0, "target": 1, "word": "BOUDEZ"},
            "wordz.guess_not_a_word")
    refused(s, {"type": "guess", "player": 0, "target": 0, "word": "MACHINES"},
            "wordz.own_word")
    refused(s, {"type": "guess", "player": 0, "target": 5, "word": "ROUTES"},
            "wordz.bad_player")
    s = act(s, {"type": "guess", "player": 0, "target": 1, "word": "ROUTES"})
    refused(s, {"type": "guess", "player": 0, "target": 1, "word": "BOUDER"},
            "wordz.already_guessed")
    s = flip(s, 0, 1, 0)
    s = flip(s, 1, 0, 0)
    s = end(s, 1)
    refused(s, {"type": "guess", "player": 0, "target": 1, "word": "ROUTES"},
            "wordz.known_wrong")


def test_each_action_once_per_turn_in_either_order() -> None:
    s = machines_table()
    refused(s, {"type": "end_turn", "player": 0}, "wordz.must_flip")
    refused(s, {"type": "flip", "player": 1, "target": 0, "index": 0}, "wordz.not_your_turn")
    refused(s, {"type": "flip", "player": 0, "target": 0, "index": 0}, "wordz.own_word")
    refused(s, {"type": "flip", "player": 0, "target": 1, "index": 6}, "wordz.bad_card")
    s = flip(s, 0, 1, 2)
    refused(s, {"type": "flip", "player": 0, "target": 1, "index": 3}, "wordz.already_flipped")
    s = end(s, 0)
    assert s.current == 1 and not s.flipped
    s = flip(s, 1, 0, 0)
    s = end(s, 1)
    refused(s, {"type": "flip", "player": 0, "target": 1, "index": 2}, "wordz.face_up")
    # guess first, then flip: the flip ends the turn
    s = act(s, {"type": "guess", "player": 0, "target": 1, "word": "ROUTES"})
    assert s.current == 0
    s = flip(s, 0, 1, 3)
    assert s.current == 1


def test_no_token_no_guess_and_the_turn_ends_after_the_flip() -> None:
    s = rigged([MARC, PHILIPPE, THIRD], words=["MACHINES", "BOUDER", "DUPE"])
    s.seats[0].tokens, s.seats[2].tokens = 0, 6
    check(s)
    refused(s, {"type": "guess", "player": 0, "target": 1, "word": "ROUTES"}, "wordz.no_tokens")
    s = flip(s, 0, 1, 0)
    assert s.current == 1  # no guess possible: nothing left to do this turn
    s = flip(s, 1, 2, 0)
    s = act(s, {"type": "guess", "player": 1, "target": 0, "word": "MACHINAL"})
    assert s.seats[0].tokens == 1 and s.current == 2
    s = flip(s, 2, 1, 1)
    s = end(s, 2)
    s = flip(s, 0, 2, 1)
    assert s.current == 0 and s.flipped  # with a token again, Marc may guess
    s = guess(s, 0, 2, "DUPE")
    assert s.seats[0].tokens == 0 and letters(s.seats[0].won) == Counter("PE")
    assert letters(s.seats[2].won) == Counter("DU")


# ---------------------------------------------------------------- rounds

def play_out(s: State) -> State:
    """Both players flip left to right until every word is revealed."""
    while s.phase == "play":
        p = s.current
        q = next(q for q in range(s.n) if q != p and s.seats[q].word is not None
                 and s.seats[q].word.status == ON_TABLE)
        word = s.seats[q].word
        s = flip(s, p, q, word.face_up.index(False))
        if s.phase == "play" and s.current == p:
            s = end(s, p)
    return s


def test_round_end_scores_and_next_starter() -> None:
    s = machines_table(starter=1)
    s = guess(s, 1, 0, "MACHINES")      # Philippe takes all 8 cards, Marc 0
    assert s.current == 0               # nothing left for Philippe to flip
    s = play_out(s)
    assert s.phase == "round_over" and s.scores == [[0, 14]]
    assert s.starter == 0  # fewest points starts the next round
    refused(s, {"type": "flip", "player": 0, "target": 1, "index": 0}, "wordz.not_playing")
    s = act(s, {"type": "next_round"})
    assert s.round == 2 and s.phase == "compose" and s.scores == [[0, 14]]
    assert all(not t.won and len(t.hand) == 12 and t.word is None for t in s.seats)


def test_tie_on_points_goes_to_fewest_tokens() -> None:
    s = rigged([MARC, PHILIPPE], words=["CHIENS", "ROUTES"], starter=0)
    s = flip(s, 0, 1, 0)
    s = end(s, 0)
    s = flip(s, 1, 0, 0)
    s = guess(s, 1, 0, "NICHES")  # wrong: Philippe is down to 2 tokens
    s = play_out(s)
    assert s.scores == [[6, 6]]
    assert (s.seats[0].tokens, s.seats[1].tokens) == (4, 2)
    assert s.starter == 1


def test_full_tie_moves_the_start_clockwise() -> None:
    s = play_out(rigged([MARC, PHILIPPE], words=["CHIENS", "ROUTES"], starter=0))
    assert s.scores == [[6, 6]] and s.seats[0].tokens == s.seats[1].tokens
    assert s.starter == 1


def test_tokens_are_dealt_anew_each_round() -> None:
    s = machines_table()
    s = flip(s, 0, 1, 0)
    s = guess(s, 0, 1, "ROUTES")   # wrong: Marc 2, Philippe 4
    s = play_out(s)
    assert [t.tokens for t in s.seats] == [2, 4]
    s = act(s, {"type": "next_round"})
    assert [t.tokens for t in s.seats] == [TOKENS_EACH, TOKENS_EACH]


def test_a_tie_for_most_points_is_a_shared_win() -> None:
    s = play_out(rigged([MARC, PHILIPPE], words=["CHIENS", "ROUTES"], rounds=1))
    assert s.phase == "game_over" and totals(s) == [6, 6]
    assert winners(s) == [0, 1] and history_entry(s)["winners"] == ["P1", "P2"]


def test_game_ends_after_the_last_round_with_a_winner() -> None:
    s = rigged([MARC, PHILIPPE], words=["CHIENS", "ROUTES"], rounds=1)
    s = guess(s, 0, 1, "ROUTES")  # Marc takes all six cards of ROUTES
    s = play_out(s)               # and CHIENS comes back to him, revealed
    assert s.phase == "game_over" and s.scores == [[12, 0]]
    assert totals(s) == [12, 0] and winners(s) == [0]
    # Marc guessed one word right, ROUTES, which won him its six cards.
    assert history_entry(s) == {
        "game": "wordz", "version": 2,
        "players": [{"name": "P1", "score": 12, "kind": "human", "stats": {
                        "right": 1, "wrong": 0, "best": {"word": "ROUTES", "points": 6}}},
                    {"name": "P2", "score": 0, "kind": "human", "stats": {"right": 0, "wrong": 0}}],
        "winners": ["P1"], "rounds": s.scores}
    refused(s, {"type": "next_round"}, "wordz.round_not_over")
    with pytest.raises(ValueError):
        history_entry(machines_table())


def test_whole_game_of_three_rounds_accumulates_the_score_sheet() -> None:
    s = machines_table()
    for r in range(3):
        s = play_out(s)
        assert len(s.scores) == r + 1
        if r < 2:
            s = act(s, {"type": "next_round"})
            row = s.scores[-1]
            if row[0] != row[1]:
                assert s.starter == row.index(min(row))
            # later rounds are dealt at random: lay any word, or ask again
            for p in range(2):
                while s.seats[p].word is None:
                    words = formable(BIG, letters(s.seats[p].hand), 4)
                    action = {"type": "compose", "player": p, "word": words[0]} \
                        if words else {"type": "redeal", "player": p}
                    s = act(s, action, BIG)
    assert s.phase == "game_over"
    assert totals(s) == [sum(r[i] for r in s.scores) for i in range(2)]


# A lexicon of short everyday words, for rounds dealt at random.
BIG = Lexicon.from_words("""
    AIDE AILE AIME AIRE AISE AMIE AMIS ANGE ARME BAIE BAIN BASE BETE BIEN BISE BOIS
    BONS BRAS BRUT CAFE CAPE CARS CASE CIEL CITE CLES CODE CRIS DAME DANS DATE DENT
    DEUX DIRE DONC DONT DOUX DURE EAUX ECHO ELAN ETRE FAIM FAIT FETE FEUX FILS FINS
    FOIS FOND GARE GENS GOUT HAUT IDEE LAIT LAME LIEU LINE LIRE LITS LOIN LONG LUNE
    MAIN MAIS MERE MIEL MINE MODE MOIS MONT MORT MOTS MURS NAGE NEZ NUIT OISE ONDE
    PAIN PAIX PARC PART PEAU PERE PIED PLAN PLUS PORT PRES PRIX RARE REVE RIEN RIRE
    ROSE ROUE RUDE RUES SAGE SAIN SALE SANS SAUT SEIN SENS SOIR SOIT SOLE SOUS SUIS
    TARD TAUX TEMPS TIRE TOIT TOUR TOUT TRES TRIO UNIR URNE VAIN VASE VENT VERS VIDE
    VIES VINS VOIE VOIR VOIX VUES YEUX ZERO MARIN MATIN PARTI SORTIE TRAIN
""".split(), name="fr")


# ---------------------------------------------------------------- saves

def test_save_round_trips_through_json_at_every_step() -> None:
    s = machines_table()
    for step in (lambda s: flip(s, 0, 1, 0), lambda s: guess(s, 0, 1, "ROUTES"),
                 lambda s: flip(s, 1, 0, 3), lambda s: end(s, 1)):
        s = step(s)
        data = json.loads(json.dumps(to_dict(s)))
        assert data["version"] == 2
        back = from_dict(data)
        assert to_dict(back) == to_dict(s)
        assert back == s


@pytest.mark.parametrize("damage", [
    lambda d: d.update(version=3),
    lambda d: d.update(game="mistrz"),
    lambda d: d.pop("seats"),
    lambda d: d["seats"][0].update(tokens=9),                     # tokens not conserved
    lambda d: d["stock"].append(d["stock"][0]),                    # a card twice
    lambda d: d["stock"].pop(),                                    # a card missing
    lambda d: d.update(phase="lunch"),
    lambda d: d.update(current=None),
    lambda d: d.update(rng="not a number"),
    lambda d: d["players"][0].update(kind="robot"),
    # the table draws every event of the log: one it cannot draw is refused
    lambda d: d["log"].append({"type": "flip", "round": 1, "player": 0}),
    lambda d: d["log"].append({"type": "guess", "round": 1, "player": 0, "target": 5,
                               "word": "X", "right": False}),
    lambda d: d["log"].append({"type": "party"}),
    lambda d: d["log"].append("flip"),
    lambda d: d["log"].append({"type": "take_back", "round": 1, "player": 0, "undid": "all",
                               "target": None, "word": None, "moves": 0}),
    # an undo point that is not an earlier position of the same game
    lambda d: d.update(undo=d | {"undo": None, "log": d["log"][:-1] + [d["log"][0]]}),
])
def test_damaged_saves_are_refused(damage: Any) -> None:
    data = to_dict(machines_table())
    damage(data)
    with pytest.raises(ValueError):
        from_dict(data)
    with pytest.raises(ValueError):
        from_dict("not a save")


# ---------------------------------------------------------------- views

def test_views_show_each_player_only_what_they_may_see() -> None:
    s = rigged([MARC, PHILIPPE, THIRD], words=["MACHINES", "BOUDER"])
    # Third player still composing: their hand is theirs alone
    assert sorted(view(s, 2)["me"]["hand"]) == sorted(THIRD)
    assert view(s, 0)["me"]["hand"] == [] and sorted(view(s, 0)["me"]["dealt"]) == sorted(MARC)
    s = act(s, {"type": "compose", "player": 2, "word": "DUPE"})
    s = flip(s, 0, 1, 2)
    pub = view(s, None)
    assert pub["me"] is None
    for viewer in (None, 0, 1, 2):
        v = view(s, viewer)
        for q, seat in enumerate(v["seats"]):
            cards = seat["word"]["cards"]
            assert [c["vowel"] for c in cards] == [
                ch in deck.VOWELS for ch in s.seats[q].word.text]  # colours are public
            for i, c in enumerate(cards):
                visible = c["face_up"] or q == viewer
                assert (c["letter"] is not None) == visible
                if visible:
                    assert c["letter"] == s.seats[q].word.text[i]
    assert view(s, 2)["seats"][1]["word"]["cards"][2] == \
        {"vowel": True, "face_up": True, "letter": "U"}
    # the stock and the box are counted, never listed; no card ids
    assert {"stock", "box"}.isdisjoint(pub) and pub["stock_size"] == len(s.stock)
    assert all(set(seat) == {"composed", "word", "tokens", "won"} for seat in pub["seats"])
    json.dumps(pub)  # JSON-ready


def test_a_word_off_the_table_is_public() -> None:
    s = machines_table()
    s = guess(s, 0, 1, "BOUDER")
    assert [c["letter"] for c in view(s, None)["seats"][1]["word"]["cards"]] == list("BOUDER")
    assert view(s, None)["seats"][0]["won"] == list("BOUDER")
