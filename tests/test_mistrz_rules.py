"""Mistrz Słowa rules: the rulebook's dice and worked examples, and each
decision of docs/RULES.md (the test names are cited there)."""
from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from verba.errors import IllegalAction
from verba.lexicon import Lexicon
from verba.mistrz.build import best_build, preview
from verba.mistrz.dice import (CONSONANT_JOKER, DICE, LETTER_JOKER, OGONEK, REROLL,
                               VOWEL_JOKER, joker_covers)
from verba.mistrz.game import (Reroll, Settings, State, Turn, apply, build_typed, from_dict,
                               legal_actions, new_game, preview_picks, reroll_open, sand,
                               to_dict, used_dice)
from verba.mistrz.scoring import LENGTH_POINTS, score_word
from verba.notation.mistrz import from_text

WORDS = ["KOS", "KOT", "WOJNA", "BĄK", "WRZĄTEK", "ŻÓŁW", "MURARZ", "LAS", "SOK", "BAK",
         "ŹREBIĘ", "NORA", "MORZE", "ŻAR", "ŹDZIEBŁO", "OKO", "AS"]
LEX = Lexicon.from_words(WORDS)
LEXICONS = Path(__file__).resolve().parent.parent / "lexicons"


def faces(*shown: str) -> tuple[str, ...]:
    """Ten faces, the rest (up to ten) showing the reroll ?."""
    assert len(shown) <= 10
    return tuple(shown) + (REROLL,) * (10 - len(shown))


def picks(*items: tuple) -> list[dict]:
    """(die, letter, ogonek) triples to pick dicts; letter/ogonek may be None."""
    out = []
    for die, *rest in items:
        pick: dict = {"die": die}
        if rest and rest[0] is not None:
            pick["letter"] = rest[0]
        if len(rest) > 1 and rest[1] is not None:
            pick["ogonek"] = rest[1]
        out.append(pick)
    return out


def score_of(shown: tuple[str, ...], chosen: list[dict]) -> int:
    seen = preview(shown, chosen, LEX)
    assert seen.problem is None, seen.problem
    assert seen.build is not None
    return seen.build.score.total


def game(players: int = 2, **settings) -> State:
    specs = [{"name": f"P{i}", "kind": "human"} for i in range(players)]
    return new_game(specs, settings or None, seed=42)


def forming(state: State, shown: tuple[str, ...], rerolls_left: int = 0,
            sand_ms: int = 0) -> State:
    """The state mid-turn with chosen dice (as a roll could have made them)."""
    return replace(state, phase="forming",
                   turn=Turn(shown, rerolls_left=rerolls_left, sand_ms=sand_ms))


def refused(state: State, action: dict, code: str, lexicon: Lexicon = LEX) -> None:
    before = to_dict(state)
    with pytest.raises(IllegalAction) as error:
        apply(state, action, lexicon)
    assert error.value.code == code, error.value
    assert to_dict(state) == before


# --- the dice --------------------------------------------------------------

def test_dice_faces_are_the_rulebooks() -> None:
    assert [d.kind for d in DICE] == ["consonant"] * 6 + ["vowel"] * 2 + ["special"] * 2
    assert [d.faces for d in DICE[:6]] == [
        ("B", "J", "R", "F", "W", "H"), ("C", "K", "S", "J", "N", "T"),
        ("D", "L", "T", "K", "P", "G"), ("F", "M", "B", "L", "Z", LETTER_JOKER),
        ("G", "N", "Z", "M", "S", "R"), ("H", "P", "N", "C", "D", LETTER_JOKER)]
    assert DICE[6].faces == DICE[7].faces == ("A", "E", "I", "O", "U", "Y")
    assert DICE[8].faces == DICE[9].faces == (
        LETTER_JOKER, CONSONANT_JOKER, VOWEL_JOKER, OGONEK, REROLL, REROLL)


def test_a_roll_shows_one_face_of_each_die() -> None:
    state = apply(game(), {"type": "roll"}, LEX)
    assert state.phase == "forming" and state.turn is not None
    assert all(face in die.faces for face, die in zip(state.turn.faces, DICE))
    assert state.turn.rerolls_left == state.turn.faces.count(REROLL)


# --- the score: every worked example of the rulebook -------------------------

def test_length_points_are_the_rulebooks() -> None:
    assert LENGTH_POINTS == {3: 1, 4: 2, 5: 4, 6: 8, 7: 12, 8: 16, 9: 20, 10: 25}
    assert score_word(3, 0, 0).total == 5
    assert score_word(10, 2, 0).total == 25


def test_rulebook_example_kos_scores_5() -> None:
    shown = faces("B", "K", "D", "F", "S", "H", "O", "A")
    assert score_of(shown, picks((1,), (6,), (4,))) == 5          # 1 + no joker 4


def test_rulebook_example_wojna_with_a_letter_joker_scores_4() -> None:
    shown = faces("W", "J", "D", LETTER_JOKER, "S", "H", "O", "A")
    seen = preview(shown, picks((0,), (6,), (1,), (3, "N"), (7,)), LEX)
    assert seen.build is not None and seen.build.word == "WOJNA"
    assert seen.build.score.to_dict() == {"length": 5, "length_points": 4,
                                          "no_joker_bonus": 0, "ogonek_bonus": 0, "total": 4}


def test_rulebook_example_bak_with_the_ogonek_scores_9() -> None:
    shown = faces("B", "K", "D", "F", "S", "H", "A", "E", OGONEK)
    assert score_of(shown, picks((0,), (6, None, 8), (1,))) == 9   # 1 + 4 + 4


def test_rulebook_example_wrzatek_with_the_ogonek_scores_20() -> None:
    shown = ("W", "K", "T", "Z", "R", "H", "A", "E", OGONEK, REROLL)
    chosen = picks((0,), (4,), (3,), (6, None, 8), (2,), (7,), (1,))
    seen = preview(shown, chosen, LEX)
    assert seen.build is not None and seen.build.word == "WRZĄTEK"
    assert seen.build.score.to_dict() == {"length": 7, "length_points": 12,
                                          "no_joker_bonus": 4, "ogonek_bonus": 4, "total": 20}


def test_rulebook_example_zolw_two_ogoneks_and_a_letter_joker_scores_10() -> None:
    shown = ("W", "K", "T", LETTER_JOKER, "Z", "H", "O", "E", OGONEK, OGONEK)
    chosen = picks((4, "Ż", 8), (6, None, 9), (3, "Ł"), (0,))
    seen = preview(shown, chosen, LEX)
    assert seen.build is not None and seen.build.word == "ŻÓŁW"
    assert seen.build.score.to_dict() == {"length": 4, "length_points": 2,
                                          "no_joker_bonus": 0, "ogonek_bonus": 8, "total": 10}
    assert best_build(shown, "ŻÓŁW").score.total == 10


def test_rulebook_murarz_with_each_kind_of_joker() -> None:
    # M-U-R-A-R-[letter joker]: the joker is Z.
    shown = ("R", "K", "T", "M", "R", "H", "U", "A", LETTER_JOKER, REROLL)
    assert score_of(shown, picks((3,), (6,), (0,), (7,), (4,), (8, "Z"))) == 8
    # M-[vowel joker]-R-A-R-Z, the Z an N read the other way up.
    shown = ("R", "N", "T", "M", "R", "H", "O", "A", VOWEL_JOKER, REROLL)
    assert score_of(shown, picks((3,), (8, "U"), (0,), (7,), (4,), (1, "Z"))) == 8
    # M-U-R-A-[consonant joker]-Z.
    shown = ("R", "K", "T", "M", "Z", "H", "U", "A", CONSONANT_JOKER, REROLL)
    assert score_of(shown, picks((3,), (6,), (0,), (7,), (8, "R"), (4,))) == 8


# --- readings: jokers, ogonek, W/M and Z/N --------------------------------------

def test_letter_joker_stands_for_any_letter_diacritics_included() -> None:
    assert all(joker_covers(LETTER_JOKER, ch) for ch in "AĄBCĆDEĘFGHIJKLŁMNŃOÓPRSŚTUWYZŹŻ")


def test_consonant_joker_covers_every_consonant_and_no_vowel() -> None:
    assert all(joker_covers(CONSONANT_JOKER, ch) for ch in "BCĆDFGHJKLŁMNŃPRSŚTWZŹŻ")
    assert not any(joker_covers(CONSONANT_JOKER, ch) for ch in "AĄEĘIOÓUY")


def test_vowel_joker_covers_every_vowel_including_a_e_o_with_diacritics() -> None:
    assert all(joker_covers(VOWEL_JOKER, ch) for ch in "AĄEĘIOÓUY")
    assert not any(joker_covers(VOWEL_JOKER, ch) for ch in "BŁŻ")
    shown = ("B", "K", "D", "F", "S", "H", "I", "E", VOWEL_JOKER, REROLL)
    refused_pick = preview(shown, picks((0,), (8, "K")), LEX)
    assert refused_pick.problem == ("mistrz.joker_cannot_be", {"number": 9, "letter": "K"})
    assert score_of(shown, picks((0,), (8, "Ą"), (1,))) == 1       # BĄK, joker: no bonus


def test_ogonek_attaches_only_to_a_letter_die_not_to_a_joker() -> None:
    shown = ("B", "K", "D", "F", "S", "H", "I", "E", LETTER_JOKER, OGONEK)
    seen = preview(shown, picks((0,), (8, "Ą", 9), (1,)), LEX)
    assert seen.problem == ("mistrz.ogonek_on_joker", {"number": 9})


def test_ogonek_adds_no_letter_and_is_not_a_letter_die() -> None:
    shown = faces("B", "K", "D", "F", "S", "H", "A", "E", OGONEK)
    assert preview(shown, picks((0,), (8,), (1,)), LEX).problem == (
        "mistrz.not_a_letter_die", {"number": 9})
    assert preview(shown, picks((0,), (6, None, 8), (1,)), LEX).build.word == "BĄK"


def test_ogonek_on_z_makes_z_acute_or_z_dot_as_the_player_chooses() -> None:
    shown = ("R", "K", "T", "F", "Z", "H", "A", "E", OGONEK, REROLL)
    pending = preview(shown, picks((4, None, 8), (6,), (0,)), LEX)
    assert pending.problem == ("mistrz.choose_letter", {"number": 5})
    assert pending.letters == (None, "A", "R")
    assert score_of(shown, picks((4, "Ż", 8), (6,), (0,))) == 9      # ŻAR
    assert preview(shown, picks((4, "Ź", 8), (6,), (0,))).build.word == "ŹAR"


def test_ogonek_only_changes_a_c_e_l_n_o_s_z() -> None:
    shown = ("B", "K", "D", "F", "S", "H", "I", "E", OGONEK, REROLL)
    assert preview(shown, picks((1, None, 8),)).problem == (
        "mistrz.ogonek_cannot_attach", {"number": 2, "face": "K"})
    assert preview(shown, picks((0,), (7, "E"),)).problem is not None  # too short, reads


def test_w_m_and_z_n_swaps_are_free_and_not_jokers() -> None:
    shown = ("W", "K", "D", "F", "Z", "H", "O", "A", REROLL, REROLL)
    # MORZE is not makeable (no E) but NORA: N is the Z die read the other way.
    seen = preview(shown, picks((4, "N"), (6,), (0, "R")), LEX)
    assert seen.problem == ("mistrz.bad_reading", {"number": 1, "face": "W", "letter": "R"})
    shown = ("B", "R", "D", "F", "Z", "H", "O", "A", REROLL, REROLL)
    seen = preview(shown, picks((4, "N"), (6,), (1,), (7,)), LEX)
    assert seen.build is not None and seen.build.word == "NORA"
    assert seen.build.jokers == 0 and seen.build.swaps == 1
    assert seen.build.score.total == 2 + 4                          # the bonus stays
    built = best_build(("W", "R", "D", "F", "Z", "H", "O", "E", REROLL, REROLL), "MORZE")
    assert built is not None and built.score.total == 8             # 4 + no joker 4


def test_n_read_as_z_takes_the_ogonek() -> None:
    shown = ("R", "N", "T", "F", "G", "H", "A", "E", OGONEK, REROLL)
    assert score_of(shown, picks((1, "Ż", 8), (6,), (0,))) == 9      # ŻAR from an N
    assert best_build(shown, "ŻAR").swaps == 1


def test_best_build_takes_a_die_before_a_joker_and_an_ogonek_before_a_joker() -> None:
    shown = ("B", "K", "D", LETTER_JOKER, "S", "H", "A", "E", OGONEK, REROLL)
    built = best_build(shown, "BĄK")
    assert built is not None and built.jokers == 0 and built.score.total == 9
    assert [p.die for p in built.picks] == [0, 6, 1] and built.picks[1].ogonek == 8
    assert best_build(shown, "BAK").score.total == 5
    assert best_build(shown, "ŻÓŁW") is None                        # one joker, three gaps
    assert used_dice(built.picks) == {0, 6, 1, 8}


def test_a_die_cannot_be_used_twice_in_a_word() -> None:
    shown = faces("B", "K", "D", "F", "S", "H", "O", "A")
    assert preview(shown, picks((1,), (6,), (1,))).problem == (
        "mistrz.die_used_twice", {"number": 2})


# --- the turn ------------------------------------------------------------------

def test_setup_defaults_and_limits() -> None:
    state = game(3)
    assert state.settings == Settings(target=100, run_seconds=60, runs=2, hourglass=True,
                                      end="first")
    assert state.current == 0 and state.phase == "roll" and state.round == 1
    with pytest.raises(IllegalAction, match="mistrz.player_count"):
        new_game([])
    with pytest.raises(IllegalAction, match="mistrz.player_count"):
        new_game([{"name": f"P{i}"} for i in range(7)])
    with pytest.raises(IllegalAction, match="mistrz.player_kind"):
        new_game([{"name": "A", "kind": "genius"}])
    with pytest.raises(IllegalAction, match="mistrz.player_name"):
        new_game([{"name": "  "}])
    with pytest.raises(IllegalAction, match="mistrz.bad_setting"):
        new_game([{"name": "A"}], {"runs": 4})
    mixed = new_game([{"name": "Ala", "kind": "human"}, {"name": "Bot", "kind": "easy"},
                      {"name": "Max", "kind": "medium"}, {"name": "Zen", "kind": "hard"},
                      {"name": "Ola"}, {"name": "Ewa"}], {"target": 150, "runs": 3})
    assert [p.kind for p in mixed.players] == ["human", "easy", "medium", "hard",
                                                "human", "human"]


def test_the_youngest_first_seat_starts_and_play_goes_clockwise() -> None:
    state = game(3)
    order = []
    for _ in range(4):
        order.append(state.current)
        state = apply(apply(state, {"type": "roll"}, LEX), {"type": "give_up"}, LEX)
    assert order == [0, 1, 2, 0] and state.round == 2


def test_an_accepted_word_scores_and_passes_the_turn() -> None:
    state = forming(game(), faces("B", "K", "D", "F", "S", "H", "O", "A"))
    after = apply(state, {"type": "submit", "picks": picks((1,), (6,), (4,))}, LEX)
    assert after.players[0].score == 5 and after.current == 1 and after.phase == "roll"
    record = after.last
    assert record.outcome == "word" and record.build.word == "KOS" and record.points == 5


def test_a_typed_word_is_built_the_best_way() -> None:
    state = forming(game(), ("B", "K", "D", LETTER_JOKER, "S", "H", "A", "E", OGONEK, REROLL))
    assert build_typed(state, "bąk").score.total == 9
    assert build_typed(state, "ŻÓŁW") is None
    after = apply(state, {"type": "submit", "word": "bąk"}, LEX)
    assert after.players[0].score == 9


def test_refused_words_have_a_reason_each_and_leave_the_state_unchanged() -> None:
    state = forming(game(), faces("B", "K", "D", "F", "S", "H", "O", "A"))
    refused(state, {"type": "submit", "word": "BOS"}, "mistrz.not_a_noun")
    refused(state, {"type": "submit", "word": "KOT"}, "mistrz.cannot_make")
    refused(state, {"type": "submit", "picks": picks((1,), (6,), (1,))},
            "mistrz.die_used_twice")
    refused(state, {"type": "submit", "picks": picks((0,), (6,), (4,))}, "mistrz.not_a_noun")
    refused(state, {"type": "submit", "word": "K0S"}, "mistrz.not_a_letter")
    refused(state, {"type": "submit", "word": ""}, "mistrz.no_word")
    refused(state, {"type": "submit", "word": "KOS", "picks": picks((4,), (6,), (1,))},
            "mistrz.word_mismatch")
    # ... and the player tries again while the sand runs.
    assert apply(state, {"type": "submit", "word": "kos"}, LEX).players[0].score == 5


def test_abbreviations_are_refused_as_not_nouns_by_the_real_word_list() -> None:
    """The rulebook: words "may not be abbreviations". SMS and MGR are nouns
    to Morfeusz and lowercase entries of the sjp.pl list, but not in
    `pl-nouns`; GRAM, from the same dice, is."""
    nouns = Lexicon.from_file_bytes((LEXICONS / "pl-nouns.dawg.gz").read_bytes())
    state = forming(game(), faces("R", "S", "G", "M", "S", "H", "A", "E"))
    for word in ("SMS", "MGR", "sms"):
        refused(state, {"type": "submit", "word": word}, "mistrz.not_a_noun", nouns)
    # S M S picked die by die
    refused(state, {"type": "submit", "picks": picks((1,), (3,), (4,))}, "mistrz.not_a_noun",
            nouns)
    after = apply(state, {"type": "submit", "word": "GRAM"}, nouns)
    assert after.last.outcome == "word" and after.last.build.word == "GRAM"


def test_words_shorter_than_three_letters_are_refused_not_scored() -> None:
    state = forming(game(), faces("B", "K", "D", "F", "S", "H", "O", "A"))
    refused(state, {"type": "submit", "word": "AS"}, "mistrz.too_short")
    refused(state, {"type": "submit", "picks": picks((7,), (4,))}, "mistrz.too_short")


def test_giving_up_costs_20_and_scores_can_go_negative() -> None:
    state = game()
    state = apply(apply(state, {"type": "roll"}, LEX), {"type": "give_up"}, LEX)
    assert state.players[0].score == -20
    assert state.last.outcome == "gave_up" and state.last.points == -20


# --- rerolls and the hourglass ---------------------------------------------------

def test_each_question_mark_gives_one_reroll_of_any_die() -> None:
    # two ? showing; the generator's next rolls: J for die 0, then the joker for die 8
    state = from_text('mistrz: player "A" 0; dice BKDFSH OA ??')
    assert state.turn.rerolls_left == 2
    once = apply(state, {"type": "reroll", "die": 0}, LEX)
    assert once.turn.rerolls[-1] == Reroll(0, "B", "J") and once.turn.faces[0] == "J"
    assert once.turn.rerolls_left == 1
    twice = apply(once, {"type": "reroll", "die": 8}, LEX)      # a special die too
    assert twice.turn.faces[8] == LETTER_JOKER and twice.turn.rerolls_left == 0
    refused(twice, {"type": "reroll", "die": 0}, "mistrz.no_rerolls")


def test_a_question_mark_rolled_again_gives_another_reroll() -> None:
    # one ? showing, on die 8, and the generator rolls it ? again
    state = from_text('mistrz: player "A" 0; dice BKDFSH OA ?*; rng 1')
    assert state.turn.rerolls_left == 1
    again = apply(state, {"type": "reroll", "die": 8}, LEX)
    assert again.turn.faces[8] == REROLL and again.turn.rerolls_left == 1


def test_rerolls_only_during_the_first_run_of_the_sand() -> None:
    state = forming(game(), faces("B", "K", "D", "F", "S", "H", "O", "A"), rerolls_left=2)
    assert reroll_open(state)
    state = apply(state, {"type": "tick", "ms": 59_999}, LEX)
    assert reroll_open(state) and sand(state)["run"] == 1
    state = apply(state, {"type": "tick", "ms": 1}, LEX)
    assert not reroll_open(state) and sand(state)["run"] == 2
    refused(state, {"type": "reroll", "die": 0}, "mistrz.reroll_too_late")
    assert apply(state, {"type": "submit", "word": "KOS"}, LEX).players[0].score == 5


def test_time_running_out_without_a_word_costs_20() -> None:
    state = forming(game(), faces("B", "K", "D", "F", "S", "H", "O", "A"))
    state = apply(state, {"type": "tick", "ms": 119_000}, LEX)
    assert state.phase == "forming" and sand(state)["left_ms"] == 1000
    state = apply(state, {"type": "tick", "ms": 5000}, LEX)
    assert state.phase == "roll" and state.players[0].score == -20
    assert state.last.outcome == "timeout" and state.last.sand_ms == 120_000


def test_three_runs_variant_and_run_length_setting() -> None:
    state = forming(game(runs=3, run_seconds=30), faces("B", "K", "D", "F", "S", "H", "O", "A"),
                    rerolls_left=1)
    state = apply(state, {"type": "tick", "ms": 30_000}, LEX)
    assert not reroll_open(state)
    state = apply(state, {"type": "tick", "ms": 59_000}, LEX)
    assert state.phase == "forming" and sand(state) == {
        "run": 3, "runs": 3, "run_elapsed_ms": 29_000, "run_ms": 30_000, "left_ms": 1000}


def test_untimed_play_has_no_sand_and_rerolls_until_a_word() -> None:
    state = forming(game(hourglass=False), faces("B", "K", "D", "F", "S", "H", "O", "A"),
                    rerolls_left=1)
    refused(state, {"type": "tick", "ms": 10}, "mistrz.no_hourglass")
    assert reroll_open(state) and sand(state) is None
    assert {"type": "reroll", "die": 0} in legal_actions(state, 0, LEX)


def test_actions_out_of_turn_are_refused() -> None:
    state = game()
    refused(state, {"type": "submit", "word": "KOS"}, "mistrz.roll_first")
    refused(state, {"type": "tick", "ms": 5}, "mistrz.roll_first")
    refused(state, {"type": "dance"}, "mistrz.unknown_action")
    refused(state, {"kind": "roll"}, "mistrz.bad_action")
    rolled = apply(state, {"type": "roll"}, LEX)
    refused(rolled, {"type": "roll"}, "mistrz.already_rolled")
    refused(rolled, {"type": "tick", "ms": -5}, "mistrz.bad_action")
    refused(rolled, {"type": "reroll", "die": 10}, "mistrz.no_such_die")
    assert preview_picks(state, []).problem == ("mistrz.roll_first", {})


# --- the end -------------------------------------------------------------------

def test_history_keeps_the_best_words_of_each_roll() -> None:
    shown = ("W", "K", "T", "Z", "R", "H", "A", "E", OGONEK, REROLL)
    state = apply(forming(game(), shown), {"type": "submit", "word": "ŻAR"}, LEX)
    record = state.last
    assert record.build.word == "ŻAR" and record.points == 9
    assert [(b.word, b.score.total) for b in record.best] == [("WRZĄTEK", 20), ("ŻAR", 9)]
    big = Lexicon.from_words(WORDS + ["KAT", "TAK", "RAK", "TRAK", "KRET", "ZAKRET"])
    state = apply(forming(game(), shown), {"type": "give_up"}, big)
    best = state.last.best
    assert len(best) == 5 and best[0].word == "WRZĄTEK"            # kept on a give-up too
    assert [b.score.total for b in best] == sorted((b.score.total for b in best), reverse=True)
    assert all(b.word in big for b in best)


def test_first_to_the_target_wins_at_once_by_default() -> None:
    state = from_text('mistrz: settings target=10; player "P0" 0; player "P1" 0; '
                      'player "P2" 0; current 1; dice WKTZRH AE ~?')
    state = apply(state, {"type": "submit", "word": "WRZĄTEK"}, LEX)
    assert state.phase == "over" and state.winners == (1,)
    refused(state, {"type": "roll"}, "mistrz.game_over")
    assert legal_actions(state, 1, LEX) == []


def test_finish_the_round_setting_gives_equal_turns_and_ties_share() -> None:
    state = game(3, target=10, end="round")
    wrz = ("W", "K", "T", "Z", "R", "H", "A", "E", OGONEK, REROLL)
    state = apply(forming(state, wrz), {"type": "submit", "word": "WRZĄTEK"}, LEX)
    assert state.phase == "roll" and state.current == 1          # play on: seat 1, 2 still
    state = apply(forming(state, wrz), {"type": "submit", "word": "ŻAR"}, LEX)
    state = apply(forming(state, wrz), {"type": "submit", "word": "WRZĄTEK"}, LEX)
    assert state.phase == "over" and state.winners == (0, 2)


# --- saving --------------------------------------------------------------------

def test_save_and_reload_mid_turn_restores_the_game_and_the_sand() -> None:
    state = apply(game(), {"type": "roll"}, LEX)
    state = apply(state, {"type": "tick", "ms": 12_345}, LEX)
    data = json.loads(json.dumps(to_dict(state)))
    assert data["version"] == 2 and data["turn"]["sand_ms"] == 12_345
    back = from_dict(data)
    assert back == state
    # The sand goes on from where it was saved.
    assert apply(back, {"type": "tick", "ms": 1}, LEX).turn.sand_ms == 12_346
    # Same future: the Rng state travels with the save.
    assert to_dict(apply(back, {"type": "give_up"}, LEX)) == to_dict(
        apply(state, {"type": "give_up"}, LEX))


def test_reload_rejects_other_versions_and_broken_data() -> None:
    data = to_dict(apply(game(), {"type": "roll"}, LEX))
    for broken in ({**data, "version": 3}, {**data, "game": "scriba"}, {**data, "phase": "x"},
                   {**data, "turn": None}, {**data, "players": []}, "nope",
                   {**data, "turn": {**data["turn"], "faces": ["Q"] * 10}}):
        with pytest.raises(ValueError):
            from_dict(broken)
