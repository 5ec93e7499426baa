"""At the table, driven through ``App.handle`` with the real word lists: the
way in from the home, the word judge's screen and its loading, the Mistrz
Słowa solver on a hand-set roll (the game's own best words), the Scriba
solver on a board laid by hand (the same position as the notation gives,
the move generator's best moves), and what each refuses, in the player's
language."""
from __future__ import annotations

import asyncio
import json
from typing import Any, Callable

import pytest

from test_app import click, elements, page_text
from test_judge import lexicon
from test_ui_scriba import Timers
from verba.games_registry import ENGINES
from verba.mistrz import game as mistrz_game
from verba.notation import scriba as scriba_notation
from verba.scriba import ai
from verba.scriba.movegen import MoveGenerator
from verba.settings import Settings
from verba.ui.companion.hub import CompanionScreen
from verba.ui.companion.judge_screen import JudgeScreen
from verba.ui.companion.mistrz_solver import MistrzSolverScreen, read_dice
from verba.ui.companion.scriba_position import Entry
from verba.ui.companion.scriba_solver import ScribaSolverScreen, read_rack
from verba.ui.shell.app import App
from verba.ui.shell.home import HomeScreen
from verba.ui.shell.loading import LoadingScreen
from verba.ui.shell.static import STATIC_SCREENS, render
from verba.ui.shell.vnode import act, text_of


def until(check: Callable[[], bool]) -> None:
    async def wait() -> None:
        for _ in range(100_000):
            if check():
                return
            await asyncio.sleep(0)
        raise AssertionError("still waiting")
    asyncio.run(wait())


def companion(lang: str = "en") -> tuple[App, Timers]:
    services = Timers()
    app = App(services, [lang])
    app.set_settings(Settings(lang=lang))
    click(app, "companion")
    assert isinstance(app.screen, CompanionScreen)
    return app, services


def open_tool(app: App, tool: str, kind: type) -> Any:
    """Open a tool from the companion's screen, through its word list's loading."""
    async def go() -> None:
        click(app, "companion_tool", tool=tool)
        while not isinstance(app.screen, kind):
            await asyncio.sleep(0)
    asyncio.run(go())
    return app.screen


# --- the way in -----------------------------------------------------------------

def test_the_home_leads_to_the_companion_and_the_page_paints_it_before_python() -> None:
    app, _ = companion()
    click(app, "home")
    assert isinstance(app.screen, HomeScreen)
    [entry] = elements(app, **{"data-nav": "companion"})
    assert json.loads(entry[1]["data-act"]) == {"do": "companion"}
    [static] = [s for s in STATIC_SCREENS if s.opens == "companion"]
    for lang in ("pl", "fr", "en"):
        tree = render(static, {}, lang, ())
        text = "".join(text_of(node) for node in tree)
        assert [t for t in ("Przy stole", "À la table", "At the table") if t in text]
        tools = [n for node in tree for n in _find(node, "data-open-tool")]
        assert [n[1]["data-open-tool"] for n in tools] == ["judge", "mistrz", "scriba", "keeper"]


def _find(node: Any, attr: str) -> list:
    if isinstance(node, str):
        return []
    found = [node] if attr in node[1] else []
    for child in node[2:]:
        found += _find(child, attr)
    return found


def test_escape_and_back_return_to_the_companion_then_home() -> None:
    app, _ = companion()
    click(app, "companion_tool", tool="judge")
    assert isinstance(app.screen, JudgeScreen)
    app.handle("key", json.dumps({"key": "Escape", "field": "text"}), None)
    assert isinstance(app.screen, CompanionScreen)
    app.handle("key", json.dumps({"key": "Escape", "field": None}), None)
    assert isinstance(app.screen, HomeScreen)


# --- the word judge ---------------------------------------------------------------

def judged(app: App, game: str, word: str) -> JudgeScreen:
    async def go() -> None:
        app.handle("change", act("judge_game"), game)
        app.handle("input", act("judge_type"), word)
        app.handle("submit", act("judge"), json.dumps({"word": word, "game": game}))
        while not isinstance(app.screen, JudgeScreen):
            assert not (isinstance(app.screen, LoadingScreen) and app.screen.error)
            await asyncio.sleep(0)
    asyncio.run(go())
    return app.screen


def test_the_judge_fetches_the_lists_with_the_loading_screen_and_says_why() -> None:
    app, _ = companion("pl")
    click(app, "companion_tool", tool="judge")
    assert app.services.lexicons.loaded("pl-nouns") is None
    # a foreign letter is answered at once, with nothing fetched
    screen = judged(app, "mistrz", "quiz")
    assert elements(app, **{"data-verdict": "refused"})
    assert "„Q” nie jest literą polskiego alfabetu" in page_text(app)
    assert app.services.lexicons.loaded("pl-nouns") is None
    # a noun needs both Polish lists: the loading screen shows, then the verdict
    shown: list[str] = []
    original = app.go

    def go(next_screen: Any) -> None:
        shown.append(type(next_screen).__name__)
        original(next_screen)
    app.go = go   # type: ignore[method-assign]
    screen = judged(app, "mistrz", "Żółw")
    assert shown[0] == "LoadingScreen" and screen.verdict is not None
    assert screen.verdict.valid is True
    assert elements(app, **{"data-verdict": "valid"})
    assert "ŻÓŁW to rzeczownik w mianowniku" in page_text(app)
    assert app.services.lexicons.loaded("pl") is not None
    # the same word, judged for another game when the game changes
    app.handle("change", act("judge_game"), "scriba")
    assert screen.verdict.code == "judge.scriba.valid"
    judged(app, "mistrz", "szedł")
    assert "SZEDŁ to polskie słowo, ale nie rzeczownik" in page_text(app)


def test_the_verdict_answers_the_word_shown_only() -> None:
    app, _ = companion()
    click(app, "companion_tool", tool="judge")
    judged(app, "wordz", "Été")
    assert elements(app, **{"data-verdict": "valid"})
    assert "The cards carry no accents: Été is laid as ETE." in page_text(app)
    app.handle("input", act("judge_type"), "Étés")
    assert elements(app, **{"data-verdict": "none"})


# --- the Mistrz Słowa solver ---------------------------------------------------------

WRZATEK = ["W", "K", "T", "Z", "R", "H", "A", "E", "ogonek", "reroll"]


def test_a_hand_set_roll_gives_the_games_best_words() -> None:
    app, services = companion()
    screen = open_tool(app, "mistrz", MistrzSolverScreen)
    for die, face in enumerate(WRZATEK):
        click(app, "mistrz_face", die=die, face=face)
    assert elements(app, **{"data-results": "working"})
    services.settle(lambda: screen.best is not None)
    nouns = lexicon("pl-nouns")
    assert screen.best == mistrz_game.roll_best(WRZATEK, nouns, 10)
    assert (screen.best[0].word, screen.best[0].score.total) == ("WRZĄTEK", 20)
    # the table's best words after a turn with these dice (the game's hints) lead the list
    state = ENGINES["mistrz"].from_text('mistrz: player "Ala" 0; dice WKTZRH AE ~?')
    after = ENGINES["mistrz"].apply(state, {"type": "give_up"}, nouns)
    kept = after.recent[-1].best
    assert [b.word for b in kept] == [b.word for b in screen.best[:len(kept)]]
    [shown] = elements(app, **{"data-shown": "WRZĄTEK"})
    assert "12 + ogonek 4 + no joker 4 = 20 pts" in text_of(shown)
    click(app, "mistrz_show", n=3)
    assert elements(app, **{"data-shown": screen.best[3].word})
    # a tap on a face set clears it, and the search starts again
    click(app, "mistrz_face", die=9, face="reroll")
    assert screen.faces[9] == "" and screen.best is None
    services.settle(lambda: screen.best is not None)
    assert screen.best == mistrz_game.roll_best(WRZATEK[:9] + [""], nouns, 10)


def test_a_pasted_roll_is_read_through_the_notation_or_refused_in_the_players_language() -> None:
    assert read_dice("wktzrh ae ~?")[0] == WRZATEK
    assert read_dice('mistrz: player "Ala" 3; dice WKTZRH AE ~? sand=1000')[0] == WRZATEK
    assert read_dice("WKTZRH AE ~")[1] == ("companion.mistrz.count", {"n": 9})
    assert read_dice("QKTZRH AE ~?")[1] == ("companion.mistrz.cannot_show",
                                            {"die": 1, "face": "Q", "faces": "B J R F W H"})
    assert read_dice('mistrz: player "Ala" 0')[1] == ("companion.mistrz.no_roll", {})
    code, params = read_dice("mistrz: dice")[1]
    assert code == "companion.paste_refused" and "mistrz notation" in params["detail"]
    app, services = companion("fr")
    screen = open_tool(app, "mistrz", MistrzSolverScreen)
    app.handle("submit", act("mistrz_paste"), json.dumps({"position": "BKDFSH OA ?Q"}))
    assert "Le dé 10 ne peut pas montrer Q : ses faces sont * @ x ~ ?." in page_text(app)
    app.handle("submit", act("mistrz_paste"), json.dumps({"position": "BKDFSH OA x?"}))
    assert screen.problem is None and screen.faces[8] == "vowel"
    services.settle(lambda: screen.best is not None)
    assert screen.best[0].score.total == mistrz_game.roll_best(screen.faces, lexicon("pl-nouns"),
                                                               1)[0].score.total


# --- the Scriba solver ---------------------------------------------------------------

def key(app: App, name: str, field: str | None = "board") -> bool:
    return app.handle("key", json.dumps({"key": name, "field": field}), None)


GAME_TWO_TEXT = """scriba:
settings game=2 arrows=no
player "?" 0 ALA?EK#
layout
   6 ......g
   9 .......r
board
   7 .......K┐
   8 .......(OA)R
   9 ........o
bag *
"""


def test_a_board_laid_by_hand_is_the_position_the_notation_gives() -> None:
    app, _ = companion()
    screen = open_tool(app, "scriba", ScribaSolverScreen)
    app.handle("change", act("scriba_game"), "2")
    app.handle("change", act("scriba_rule", name="arrows"), "false")
    click(app, "cell", row=6, col=7)              # H7, writing downwards from there
    click(app, "pad_direction")
    for ch in "KO":
        key(app, ch)
    click(app, "cell", row=6, col=8)              # I7: an arrow turning the word down
    click(app, "pad_special", code=">rd")
    key(app, "R")                                 # I8 (the arrow turned the writing down)
    key(app, "?")                                 # blanks on
    key(app, "o")                                 # I9, a blank as O
    key(app, "?")                                 # blanks off
    click(app, "cell", row=7, col=7)              # H8 again: an A on top of the O
    click(app, "pad_upper")
    click(app, "pad_letter", letter="A")
    click(app, "cell", row=5, col=6)              # G6 and H9: tokens
    key(app, "1")
    click(app, "cell", row=8, col=7)
    key(app, "2")
    app.handle("input", act("scriba_rack"), "ala?ek#")
    click(app, "scriba_solve")
    assert screen.problem is None and screen.solved is not None
    expected = ENGINES["scriba"].from_text(GAME_TWO_TEXT)
    assert ENGINES["scriba"].to_dict(screen.solved) == ENGINES["scriba"].to_dict(expected)
    assert scriba_notation.to_text(screen.solved) == scriba_notation.to_text(expected)


def test_the_best_moves_are_the_hints_and_the_move_generators() -> None:
    app, services = companion()
    screen = open_tool(app, "scriba", ScribaSolverScreen)
    click(app, "cell", row=7, col=5)              # F8, rightwards: ROWER through the centre
    for ch in "ROWER":
        key(app, ch)
    app.handle("input", act("scriba_rack"), "KAWATY?")
    key(app, "Enter")
    assert elements(app, **{"data-hints": "working"})
    services.settle(lambda: screen.hints is not None)
    state = ENGINES["scriba"].from_text(
        'scriba:\nplayer "?" 0 KAWATY?\nboard\n   8 .....ROWER\nbag *')
    pl = lexicon("pl")
    assert screen.hints == ai.hints(state, 0, pl, n=10)
    moves = MoveGenerator(pl).moves(state.board, state.racks[0], state.rules)
    assert screen.hints[0]["score"] == max(move.score for move in moves)
    assert [h["score"] for h in screen.hints] == sorted((h["score"] for h in screen.hints),
                                                        reverse=True)
    # one of them laid on the board for a look, and back to the board
    click(app, "hint_show", n=1)
    [board] = elements(app, **{"data-showing": "1"})
    laid = [x for x in _find(board, "data-pending")]
    assert len(laid) == len(screen.hints[1]["action"]["tiles"])
    app.handle("key", json.dumps({"key": "Escape", "field": None}), None)
    assert not elements(app, **{"data-showing": "1"}) and isinstance(app.screen,
                                                                      ScribaSolverScreen)
    # a change of the board drops the moves found
    click(app, "cell", row=0, col=0)
    key(app, "Z")
    assert screen.hints is None and screen.solved is None


@pytest.mark.parametrize("lang, rack, text", [
    ("pl", "KOT1", "„1” to nie płytka"),
    ("en", "ŻŻ", "The set has 1 of Ż, and the board and the rack hold 2."),
    ("fr", "ABCDEFGHI", "Un chevalet porte ici 7 tuiles au plus."),
])
def test_what_the_position_cannot_hold_is_said_in_the_players_language(
        lang: str, rack: str, text: str) -> None:
    app, _ = companion(lang)
    screen = open_tool(app, "scriba", ScribaSolverScreen)
    app.handle("input", act("scriba_rack"), rack)
    click(app, "scriba_solve")
    assert screen.solved is None and text in page_text(app)
    assert elements(app, **{"data-problem": screen.problem[0]})


def test_a_pasted_position_fills_the_form_and_is_solved() -> None:
    app, services = companion()
    screen = open_tool(app, "scriba", ScribaSolverScreen)
    app.handle("submit", act("scriba_paste"), json.dumps({"position": GAME_TWO_TEXT}))
    assert screen.entry.game == 2 and screen.rack_typed == "ALA?EK#"
    assert screen.entry.tokens == {(5, 6): "g", (8, 7): "r"}
    services.settle(lambda: screen.hints is not None)
    assert screen.hints == ai.hints(ENGINES["scriba"].from_text(GAME_TWO_TEXT), 0, lexicon("pl"),
                                    n=10)
    app.handle("submit", act("scriba_paste"), json.dumps({"position": "scriba:\nboard\n 8 Q"}))
    assert screen.problem is not None and screen.problem[0] == "companion.paste_refused"
    assert "Verba cannot read this position" in page_text(app)
    assert screen.entry.game == 2     # nothing entered is lost


def test_an_entry_writes_and_reads_back_every_kind_of_tile() -> None:
    entry = Entry(rack_size=8)
    entry.put((7, 7), "K")
    entry.put((7, 7), "Ż", upper=True)
    entry.put((7, 8), ">dr")
    entry.put((8, 8), "#")
    entry.put((6, 6), "ą")
    entry.rack = read_rack("ab ?,>#")[0]
    state = entry.state()
    assert state.board.stacks[(7, 7)] == ("K", "Ż") and state.racks[0] == ("A", "B", "?", ">", "#")
    assert state.rules.rack_size == 8
    entry.take((7, 7))
    assert entry.cells[(7, 7)] == ("K",)
    assert read_rack("KO1") == ([], ("companion.scriba.rack_letter", {"sign": "1"}))


def test_what_was_entered_is_there_again_after_going_home_and_back() -> None:
    app, services = companion()
    screen = open_tool(app, "scriba", ScribaSolverScreen)
    key(app, "K")
    app.handle("input", act("scriba_rack"), "KOT")
    click(app, "companion_back")
    mistrz = open_tool(app, "mistrz", MistrzSolverScreen)
    for die, face in enumerate(WRZATEK[:8]):
        click(app, "mistrz_face", die=die, face=face)
    click(app, "home")                         # while the search is under way
    click(app, "companion")
    click(app, "companion_tool", tool="scriba")
    assert app.screen is screen and screen.entry.cells == {(7, 7): ("K",)}
    assert screen.rack_typed == "KOT"
    click(app, "companion_back")
    click(app, "companion_tool", tool="mistrz")
    assert app.screen is mistrz and mistrz.faces[:8] == WRZATEK[:8]
    services.settle(lambda: mistrz.best is not None)   # the search left running finished
    assert mistrz.best == mistrz_game.roll_best(mistrz.faces, lexicon("pl-nouns"), 10)
