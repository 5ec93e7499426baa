"""The position notation (docs/NOTATION.md): random reachable states of each
game written and read back, the document's examples, and the errors a text
that is not a position gets."""
from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import test_scriba_game2_properties as scriba_two_driver
import test_scriba_properties as scriba_driver
from test_mistrz_properties import LEX as MISTRZ_LEX
from test_mistrz_properties import action as mistrz_action
from test_mistrz_properties import setup as mistrz_setup
from test_wordz_properties import sensible
from test_wordz_rules import BIG
from verba import notation
from verba.errors import IllegalAction
from verba.lexicon import Lexicon
from verba.mistrz import game as mistrz
from verba.notation import mistrz as mistrz_notation
from verba.notation import scriba as scriba_notation
from verba.notation import wordz as wordz_notation
from verba.notation.syntax import MAX_TEXT
from verba.rng import Rng
from verba.scriba import game as scriba
from verba.scriba import tiles as T
from verba.scriba.ruleset import Ruleset
from verba.wordz import deck
from verba.wordz import game as wordz

DOC = Path(__file__).resolve().parent.parent / "docs" / "NOTATION.md"


# --- what a position keeps ------------------------------------------------------

def mistrz_position(state: mistrz.State) -> mistrz.State:
    """Without the turns' history: the recent turns, the take-backs and,
    once a turn is played, the tallies (unrecorded, as in a save of before
    statistics)."""
    return replace(state, recent=(), taken_back=(),
                   tallies=state.tallies if state.turns == 0 else None)


def scriba_position(state: scriba.State) -> scriba.State:
    """Without the log but the entry play needs: the placement open to a
    challenge, or the end."""
    needed = state.last_move is not None or state.phase == scriba.OVER
    return replace(state, log=state.log[-1:] if needed else (), turn_racks=(), order_draws=())


def wordz_letters(state: wordz.State) -> dict[str, Any]:
    """The save with each card as its letter, without the log and the undo."""
    def letters(cards: list[int]) -> str:
        return "".join(deck.CARDS[c] for c in cards)

    data = wordz.to_dict(state)
    for seat in data["seats"]:
        for key in ("hand", "dealt", "won"):
            seat[key] = letters(seat[key])
        if seat["word"] is not None:
            seat["word"]["cards"] = letters(seat["word"]["cards"])
    return {**data, "stock": letters(data["stock"]), "box": letters(data["box"]),
            "log": None, "undo": None}


def one_line(text: str) -> str:
    """The same position on one line: continued lines joined, fields by ;."""
    fields: list[str] = []
    for line in text.split("\n"):
        if line[:1] == " " and fields:
            fields[-1] += line
        else:
            fields.append(line)
    return fields[0] + " " + "; ".join(fields[1:])


def written_back(module: Any, state: Any, same: Callable[[Any, Any], bool]) -> Any:
    """Write ``state``, read it back, check the position kept what play needs
    and that writing and reading it again changes nothing."""
    text = module.to_text(state)
    assert len(text) <= MAX_TEXT
    position = module.from_text(text)
    assert same(position, state), text
    assert module.to_text(position) == text
    assert module.from_text(text) == position                   # the reading is fixed
    assert module.from_text(one_line(text)) == position
    assert module.from_text(text.replace("\n", "\r\n")) == position
    assert notation.from_text(text) == position and notation.to_text(position) == text
    assert type(position).__module__ == type(state).__module__
    return position


def same_mistrz(position: mistrz.State, state: mistrz.State) -> bool:
    return position == mistrz_position(state) and \
        mistrz.to_dict(position) == mistrz.to_dict(mistrz_position(state))


def same_scriba(position: scriba.State, state: scriba.State) -> bool:
    return position == scriba_position(state) and \
        scriba.to_dict(position) == scriba.to_dict(scriba_position(state))


def same_wordz(position: wordz.State, state: wordz.State) -> bool:
    return wordz_letters(position) == wordz_letters(state)


# --- random reachable states ----------------------------------------------------

@settings(max_examples=40, deadline=None)
@given(mistrz_setup, st.lists(mistrz_action, max_size=40))
def test_mistrz_positions_read_back_as_the_state_without_its_history(conf, actions) -> None:
    state = mistrz.new_game([{"name": f"P{i}", "kind": "human"} for i in range(conf["players"])],
                            {"target": conf["target"], "runs": conf["runs"],
                             "hourglass": conf["hourglass"], "end": conf["end"]},
                            seed=conf["seed"])
    written_back(mistrz_notation, state, same_mistrz)
    for act in actions:
        try:
            state = mistrz.apply(state, act, MISTRZ_LEX)
        except IllegalAction:
            continue
        position = written_back(mistrz_notation, state, same_mistrz)
        if state.recent == () and state.taken_back == ():
            assert position == state


def _scriba_states(two: bool, seed: int, players: int, rules: Ruleset) -> Iterator[scriba.State]:
    driver = scriba_two_driver if two else scriba_driver
    return driver.play(seed, players, rules, steps=120 if two else 60)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**64 - 1), st.integers(1, 4), scriba_driver.rulesets)
def test_scriba_positions_read_back_with_the_log_entry_play_needs(seed, players, rules) -> None:
    for state in _scriba_states(False, seed, players, rules):
        written_back(scriba_notation, state, same_scriba)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**64 - 1), st.integers(1, 4), scriba_two_driver.rulesets)
def test_scriba_game_two_positions_read_back_in_every_phase(seed, players, rules) -> None:
    for state in _scriba_states(True, seed, players, rules):
        written_back(scriba_notation, state, same_scriba)


def test_the_scriba_games_written_back_reach_every_kind_of_position() -> None:
    """The drivers above really write stacks, arrows, blanks, blocking tiles,
    placements open to a challenge, the last one ending the game, the end,
    and Game II's set-up and tokens."""
    seen: set[str] = set()
    games = [(False, seed, Ruleset(rack_size=8)) for seed in range(6)] + [
        (True, seed, Ruleset.game_two()) for seed in range(4)]
    for two, seed, rules in games:
        for state in _scriba_states(two, seed, 2, rules):
            position = written_back(scriba_notation, state, same_scriba)
            codes = [c for stack in position.board.stacks.values() for c in stack]
            seen |= {"arrow" for c in codes if T.is_arrow(c)} | {
                "block" for c in codes if c == T.BLOCK} | {"blank" for c in codes if T.is_blank(c)}
            seen |= {"stack" for s in position.board.stacks.values() if len(s) == 2}
            seen |= {position.phase} | ({"last"} if position.last_move else set())
            seen |= {"tokens held" for held in position.small if held}
    assert seen == {"arrow", "block", "blank", "stack", "last", "tokens held",
                    scriba.SETUP, scriba.PLAY, scriba.CLOSING, scriba.OVER}


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**64 - 1), n=st.integers(2, 5), data=st.data())
def test_wordz_positions_read_back_letter_for_letter(seed: int, n: int, data: Any) -> None:
    state = wordz.new_game([wordz.Player(f"P{i}") for i in range(n)], seed=seed, rounds=2,
                           min_length=4, take_backs=data.draw(st.booleans()))
    for _ in range(200):
        position = written_back(wordz_notation, state, same_wordz)
        assert written_back(wordz_notation, position, same_wordz) == position
        if state.phase == "game_over":
            break
        try:
            state = wordz.apply(state, data.draw(sensible(state)), BIG)
        except IllegalAction:
            continue


# --- the document's examples ---------------------------------------------------------

def examples(kind: str) -> list[str]:
    """The code blocks of docs/NOTATION.md with this info string."""
    return re.findall(rf"^```{kind}\n(.*?)\n```$", DOC.read_text(encoding="utf-8"),
                      flags=re.MULTILINE | re.DOTALL)


def test_the_documents_positions_are_canonical_and_read_back() -> None:
    canonical = examples("notation")
    assert {text.split(":")[0] for text in canonical} == set(notation.GAMES)
    for text in canonical:
        state = notation.from_text(text)
        assert notation.to_text(state) == text
        assert notation.from_text(one_line(text)) == state


def test_the_documents_short_forms_read_as_their_canonical_form() -> None:
    short = examples("notation-in")
    assert len(short) >= 3
    for text in short:
        state = notation.from_text(text)
        written = notation.to_text(state)
        assert written != text and notation.from_text(written) == state


@pytest.mark.parametrize("module", [mistrz_notation, scriba_notation, wordz_notation])
def test_each_modules_example_reads(module: Any) -> None:
    block = module.__doc__.split("\n\n")[1]          # the indented example after the title
    text = "\n".join(line.removeprefix("    ") for line in block.split("\n"))
    state = module.from_text(text)
    assert module.from_text(module.to_text(state)) == state


def test_the_documents_wordz_example_plays_as_the_rulebook_says() -> None:
    text = next(t for t in examples("notation") if t.startswith("wordz:"))
    state = notation.from_text(text)
    after = wordz.apply(state, {"type": "guess", "player": 1, "target": 0, "word": "machines"},
                        Lexicon.from_words(["MACHINES", "MACHINAL"]))
    assert sorted(deck.CARDS[c] for c in after.seats[1].won) == sorted("AHE")
    assert sorted(deck.CARDS[c] for c in after.seats[0].won) == sorted("MCINS")


def test_the_documents_mistrz_example_plays_as_the_rulebook_says() -> None:
    text = next(t for t in examples("notation") if "WKTZRH" in t)
    after = mistrz.apply(notation.from_text(text), {"type": "submit", "word": "WRZĄTEK"},
                         Lexicon.from_words(["WRZĄTEK"]))
    assert after.players[1].score == 31 + 20 and after.winners == (1,)


def test_the_documents_scriba_examples_score_as_the_rulebook_says() -> None:
    krawat = next(t for t in examples("notation") if "\nlast " in t)
    last = notation.from_text(krawat).last_move
    assert last.words == ("KRAWAT",) and last.drawn == tuple("ZZTW>")
    kura = next(t for t in examples("notation-in") if t.endswith("bag *"))
    laid = [{"row": 7 + k, "col": 6, "tile": ch} for k, ch in enumerate("ARIA")]
    entry = scriba.apply(notation.from_text(kura), {"type": "place", "tiles": laid}).log[-1]
    assert entry["words"] == [{"word": "KURA", "score": 18}, {"word": "ARIA", "score": 10}]


# --- the dispatcher and the protocol --------------------------------------------------

def test_the_prefix_chooses_the_game_and_a_state_its_module() -> None:
    for game_id in notation.GAMES:
        assert notation.module(game_id).__name__ == f"verba.notation.{game_id}"
    state = scriba.new_game(["Ala"], seed=1)
    assert notation.to_text(state).startswith("scriba:\n")
    with pytest.raises(TypeError):
        notation.to_text({"game": "scriba"})
    for text in (None, "", "chess: e4", "Mistrz:", " mistrz:"):
        with pytest.raises(ValueError, match="begins with the game"):
            notation.from_text(text)


# --- errors ------------------------------------------------------------------------

A = 'player "Ala" 0'
R = 'player "Ala" 0 KOT'
W = 'player "Ala" hand=AEEIOCMNPSST; player "Ola" hand=AAEIURRSSTTV'
BAD: list[tuple[Any, str]] = [
    # the syntax every game shares
    (42, "mistrz notation: a position is text"),
    ("mistrz:" + " " * MAX_TEXT, f"longer than {MAX_TEXT} characters"),
    ('mistrz: player "Ala 0', 'line 1: a quoted name is not closed'),
    ('mistrz: player "A\\q" 0', "bad quoted name"),
    ('mistrz:\nplayer "Ala" 0\ncolour red', "line 3: unknown field 'colour' (fields: settings"),
    ("mistrz: " + A + "; round 2; round 3", "field 'round' given twice"),
    ('mistrz: "player" "Ala" 0', "unknown field 'player'"),
    ("mistrz: " + A + "\x01", "a control character"),
    ("mistrz: player Ala 0", 'begins with the player\'s name in quotes, as "Ala"'),
    ('mistrz: player "" 0', "a name has 1 to 24 characters"),
    ('mistrz: player " Ala" 0', "without spaces around them"),
    ('mistrz: player "Ala" genius 0', "unknown kind 'genius' (kinds: human, easy"),
    ('mistrz: player "Ala" "0"', "one name only"),
    ('mistrz: player "Ala" 0 "Ola"', "expects 1 score after the name and kind, not 2"),
    ('mistrz: player "Ala"', "expects 1 score after the name and kind, not 0"),
    ('mistrz: player "Ala" 1.5', "a score must be a whole number, not '1.5'"),
    ('mistrz: player "Ala" many', "unknown kind 'many'"),
    ("mistrz: settings target=40", "1 to 6 players, one 'player' field each, not 0"),
    ("mistrz: " + A + "; settings target", "settings are key=value, not 'target'"),
    ("mistrz: " + A + "; settings colour=red", "unknown option 'colour' (known: target="),
    ("mistrz: " + A + "; settings target=5", "(settings): target is out of range"),
    ("mistrz: " + A + "; settings hourglass=maybe", "hourglass is out of range"),
    ("mistrz: " + A + "; current 1", "current must be from 0 to 0, not 1"),
    ("mistrz: " + A + "; round 0", "round must be from 1 to"),
    ("mistrz: " + A + "; rng 18446744073709551616", "rng must be from 0 to 18446744073709551615"),
    ("mistrz: " + A + "; rng 1" + "0" * 30, "rng must be a whole number"),
    ("mistrz: " + A + "; over 1", "(over): takes no items"),
    ("mistrz: " + A + "; dice BKDFSH OA ?", "the faces of the 10 dice in order, not 9"),
    ("mistrz: " + A + "; dice QKDFSH OA ??", "die 0 cannot show 'Q' (its faces: B J R F W H)"),
    ("mistrz: " + A + "; dice BKDFSH OA ?X", "die 9 cannot show 'X' (its faces: * @ x ~ ?)"),
    ("mistrz: " + A + "; dice BKDFSH OA ?? rerolls=3", "rerolls= (the ? left to use) must be "
                                                       "from 0 to 2"),
    ("mistrz: " + A + "; dice BKDFSH OA ?? rerolls=1 rerolls=2", "rerolls= given twice"),
    ("mistrz: " + A + "; dice BKDFSH OA ?? rerolled=3-B", "rerolled= lists die:before>after"),
    ("mistrz: " + A + "; dice BKDFSH OA ?? rerolled=3:K>F", "die 3 cannot show 'K'"),
    ("mistrz: " + A + "; dice BKDFSH OA ?? rerolled=3:B>L",
     "not a position the rules can reach (mistrz save: a reroll does not end on the die's face)"),
    ("mistrz: " + A + "; dice BKDFSH OA ??; over", "a finished game has no dice in play"),
    ('mistrz: player "Ala" 100', "a player reached the target and play went on"),
    ("mistrz: " + A + "; over", "the winner has not reached the target"),
    ("mistrz: " + A + "; settings hourglass=no; dice BKDFSH OA ?? sand=5",
     "sand ran without an hourglass"),
    # Scriba
    ('scriba: player "Ala" 0', "expects the score and the rack after the name and kind"),
    ('scriba: player "Ala" 0 KOTQ', "'Q' is no tile: a capital letter, ? a blank"),
    ('scriba: player "Ala" 0 ZZZZZ', "the racks and the board hold more Z×1 than the set has"),
    ('scriba: player "Ala" 0 KOT small=g', "small=, large= and done are Game II's"),
    ("scriba: " + R + "; player \"B\" 0 -; player \"C\" 0 -; player \"D\" 0 -; player \"E\" 0 -",
     "1 to 4 players"),
    ("scriba: " + R + "; bag AB", "the bag holds the tiles neither on a rack nor on the board: "
                                 "it lacks A×6"),
    ("scriba: " + R + "; bag -", "it lacks A×7"),
    ("scriba: " + R + "; bag * *", "expects 1 item (the tiles, * for the rest of the set, - for none), not 2"),
    ("scriba: " + R + "; board 8 .......X", "'X' at H8 is no tile"),
    ("scriba: " + R + "; board 8 ................", "row 8 has more than 15 cells"),
    ("scriba: " + R + "; board 16 K", "a row number must be from 1 to 15, not 16"),
    ("scriba: " + R + "; board 8", "lists rows as a row number then its cells"),
    ("scriba: " + R + "; board 8 K 8 A", "row 8 given twice"),
    ("scriba: " + R + "; board 8 (KO", "a stack at A8 is not closed with )"),
    ("scriba: " + R + "; board 8 (KOT)", "a stack at A8 holds two tiles (one upper level), not 3"),
    ("scriba: " + R + '; board 8 "KOT"', "a name where none belongs"),
    ("scriba: " + R + "; layout 1 Z", "'Z' at A1 is no field code"),
    ("scriba: " + R + "; layout 1 ** ", "a layout has at most one centre"),
    ("scriba: " + R + "; layout 1 ................", "row 1 has 16 fields"),
    ("scriba: " + R + "; layout 1 g", "not a position the rules can reach (damaged Scriba save: "
                                      "not a board of the game)"),
    ("scriba: settings rack_size=9; " + R, "(settings): rack_size must be 6, 7 or 8"),
    ("scriba: settings game=2 rack_size=8; " + R, "Game II deals 7 tiles each"),
    ("scriba: settings arrows=1; " + R, "arrows must be bool"),
    ("scriba: " + R + "; die 3", "(die): Game II only (settings game=2)"),
    ("scriba: " + R + "; setup", "(setup): Game II only"),
    ("scriba: settings game=2; " + R + " small=q", "small= lists tokens as gryb"),
    ("scriba: settings game=2; " + R + " large=13", "large= (large tokens held) must be from 0"),
    ("scriba: settings game=2; " + R + "; setup", "racks dealt before the tokens are laid"),
    ("scriba: " + R + "; current 1", "current must be from 0 to 0"),
    ("scriba: " + R + "; last 0 H8", "(last): no tile on H8"),
    ("scriba: " + R + "; last 0", "expects the player and the cells laid"),
    ("scriba: " + R + "; last 0 Z9", "'Z9' is no cell: a column A to O and a row 1 to 15"),
    ("scriba: " + R + "; board 8 .......K; last 0 H8,H8", "a cell laid twice"),
    ("scriba: " + R + "; board 8 .......K; last 0 H8",
     "not a placement the rules allow on the board without it (scriba.first_too_short)"),
    ("scriba: " + R + "; board 8 ......KO; last 0 G8,H8 drawn=A",
     "the tiles drawn after the placement are not on the player's rack"),
    ("scriba: settings checking=immediate; " + R + "; board 8 ......KO; last 0 G8,H8",
     "words are checked when laid (checking=immediate)"),
    ("scriba: settings game=2; " + R + "; board 8 ......KO; last 0 G8,H8",
     "in Game II the player rolled the die after laying"),
    ("scriba: " + R + "; board 8 ......KO; last 0 G8,H8 captured=0", "captured= is Game II's"),
    ("scriba: " + R + "; board 8 ......KO; last 0 G8,H8; over", "setup, last and over exclude"),
    ('scriba: player "Ala" 0 -; player "Ola" 0 -; bag -; board 8 ' + "A" * 15,
     "more A×8 than the set has"),
    # Wordz
    ('wordz: player "Ala" hand=AEEIOCMNPSST', "2 to 7 players"),
    ('wordz: player "Ala"; player "Ola" hand=AEEIOCMNPSST', "a player holds their hand (hand=)"),
    ("wordz: " + W + ' dealt=AEEIOCMNPSST', "or has laid their word"),
    ('wordz: player "Ala" hand=AEEIOCMNPSSÉ; player "Ola" hand=AAEIURRSSTTV',
     "hand= holds 'É', which no card carries"),
    ('wordz: player "Ala" hand=AAAAAAAAAAAA; player "Ola" hand=AAEIURRSSTTV',
     "more cards than the deck has: A×6"),
    ('wordz: player "Ala" hand=AEEIOCMNPSS; player "Ola" hand=AAEIURRSSTTV',
     "a hand dealt other than 5 vowels and 7 consonants"),
    ("wordz: " + W + "; stock AB", "cards missing from every place: A×4"),
    ("wordz: " + W + "; round 1 dance", "the phase is one of compose, play, round_over, game_over"),
    ("wordz: " + W + "; round 4 compose", "the round must be from 1 to 3"),
    ("wordz: " + W + "; round 2 compose", "the score sheet does not have a row per finished round"),
    ("wordz: " + W + "; round 1 play", "'current' (whose turn, and what they did) is given in the "
                                       "playing phase, and only then"),
    ("wordz: " + W + "; current 0", "given in the playing phase, and only then"),
    ("wordz: settings rounds=0; " + W, "rounds= is from 1 to 20"),
    ("wordz: settings min_length=yes; " + W, "min_length= is from 2 to 8"),
    ("wordz: settings take_backs=1; " + W, "take_backs= is yes or no"),
    ('wordz: player "Ala" hand=AEEIOCMNPSST tokens=2; player "Ola" hand=AAEIURRSSTTV',
     "tokens are not conserved"),
    ('wordz: player "Ala" hand=AEEIOCMNPSST sheet=3; player "Ola" hand=AAEIURRSSTTV',
     "every player's sheet= has a number per finished round"),
    ('wordz: player "Ala" hand=AEEIOCMNPSST KOT; player "Ola" hand=AAEIURRSSTTV',
     "unexpected 'KOT': after the name and kind come key=value items"),
    ('wordz: player "Ala" dealt=AEEIOCMNPSST word=M1; player "Ola" hand=AAEIURRSSTTV',
     "word= holds '1'"),
    ('wordz: player "Ala" dealt=AEEIOCMNPSST word=mines wrong=mimes; '
     'player "Ola" hand=AAEIURRSSTTV', "wrong= lists the words found wrong in capitals"),
    ('wordz: player "Ala" hand=AEEIOCMNPSST guessed; player "Ola" hand=AAEIURRSSTTV',
     "wrong= and guessed belong to a word laid"),
    ('wordz: player "Ala" dealt=AEEIOCMNPSST word=mines; player "Ola" hand=AAEIURRSSTTV',
     "dealt= holds the word's cards and those put back in the box"),
    ('wordz: round 1 play; player "Ala" dealt=AEEIOCMNPSST word=MINES guessed; '
     'player "Ola" hand=AAEIURRSSTTV; current 1', "the cards of a word off the table are among "
                                                  "the cards won"),
    ('wordz: player "Ala" dealt=AEEIOCMNPSST word=mimes; player "Ola" hand=AAEIURRSSTTV; '
     'box AEOCNPST', "the word is made of cards dealt"),
]


@pytest.mark.parametrize("text, message", BAD)
def test_a_text_that_is_not_a_position_gets_a_clear_error(text: Any, message: str) -> None:
    game = text.split(":")[0] if isinstance(text, str) else "mistrz"
    with pytest.raises(ValueError) as error:
        notation.module(game).from_text(text)
    assert message in str(error.value)
    assert str(error.value).startswith(f"{game} notation")


EDITS = st.lists(st.tuples(st.integers(0, 2000), st.integers(0, 3),
                           st.sampled_from(list(' \n;"=,.-*?>#()┐└:0123456789ABKOaoxyzgbrŻ~@'))),
                 min_size=1, max_size=6)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(examples("notation") + examples("notation-in")), EDITS)
def test_an_edited_position_reads_or_gets_a_value_error(text: str, edits: list) -> None:
    """Whatever a person's editing does to a position, reading it gives a
    state a save could hold or a ValueError, never another error."""
    for at, how, ch in edits:
        at %= len(text) + 1
        head, tail = text[:at], text[at:]
        text = [head + ch + tail,            # a character typed
                head + tail[1:],             # one deleted
                head + ch + tail[1:],        # one replaced
                head + ch * 3][how]          # the rest lost
    try:
        state = notation.from_text(text)
    except ValueError:
        return
    assert notation.from_text(notation.to_text(state)) == state
