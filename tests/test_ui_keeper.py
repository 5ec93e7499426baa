"""The Scriba score keeper's screen, driven through ``App.handle`` with the
real word list: set up, moves typed from a tapped square, a refusal that
keeps the word, a take-back, the end from the racks told, the sheet kept in
storage across a reload, and a damaged stored sheet set aside."""
from __future__ import annotations

import json
from collections import Counter

from test_app import click, elements, page_text
from test_ui_companion import companion, open_tool
from test_ui_scriba import Timers
from verba.scriba import tokens as TK
from verba.storage import ASIDE
from verba.ui.companion.hub import TOOLS
from verba.ui.companion.keeper_screen import KEY, KeeperScreen
from verba.ui.shell.app import App
from verba.ui.shell.vnode import text_of

MOVES = (("ROWER", (7, 3), False), ("KRAWAT", (6, 3), True), ("TY", (11, 3), False))


def started(names: tuple[str, ...] = ("Ala", "Bob"), services: Timers | None = None,
            lang: str = "en") -> tuple[App, KeeperScreen]:
    app, _ = companion(lang) if services is None else _again(services, lang)
    screen = open_tool(app, "keeper", KeeperScreen)
    if screen.sheet is None:
        for i, name in enumerate(names):
            click(app, "keeper_name", player=i, value=name)
        click(app, "keeper_start")
    return app, screen


def _again(services: Timers, lang: str) -> tuple[App, Timers]:
    """The page reloaded: a new app over the same storage."""
    app = App(services, [lang])
    click(app, "companion")
    return app, services


def word(app: App, screen: KeeperScreen, typed: str, pos: tuple[int, int], down: bool) -> None:
    click(app, "cell", row=pos[0], col=pos[1])
    if screen.placing.down != down:
        click(app, "cell", row=pos[0], col=pos[1])     # a second tap turns the direction
    click(app, "keeper_word", value=typed)
    click(app, "keeper_enter", value=json.dumps({"word": typed}))


def totals(app: App) -> list[str]:
    return [text_of(node) for node in elements(app, **{"class": "total"})]


def test_the_keeper_is_the_fourth_tool_at_the_table() -> None:
    assert list(TOOLS) == ["judge", "mistrz", "scriba", "keeper"]
    app, screen = started()
    assert screen.sheet is not None and screen.sheet.names == ("Ala", "Bob")
    assert "Ala to play" in page_text(app)


def test_three_moves_are_scored_by_the_engine_and_kept_on_the_sheet() -> None:
    app, screen = started()
    for typed, pos, down in MOVES:
        word(app, screen, typed, pos, down)
        assert screen.problem is None, screen.problem
    # ROWER: R on D8's −4 (−8), O 1, W 2, E 1, R 2 ×3 on the centre (6): 2;
    # KRAWAT down column D: K 3, A 1, W 2 on D10's double word, A 1, T 2 (R
    # used): (3+2+1+2+1+2) × 2 = 22; TY: T 2, Y 2 on E12
    entries = screen.sheet.entries()
    assert [(e["player"], e["score"]) for e in entries[:2]] == [(0, 2), (1, 22)]
    assert entries[2]["words"][0]["word"] == "TY"
    assert totals(app) == [str(2 + entries[2]["score"]), "22"]
    assert "Bob to play" in page_text(app)


def test_a_refused_move_is_said_in_the_players_language_and_keeps_the_word() -> None:
    app, screen = started(lang="pl")
    word(app, screen, "ROWER", (2, 2), False)
    [problem] = elements(app, **{"data-problem": "scriba.first_off_centre"})
    assert "środ" in text_of(problem).lower()
    assert screen.typed == "ROWER" and not screen.sheet.moves
    word(app, screen, "RWX", (7, 7), False)
    assert screen.problem[0] == "scriba.keeper_sign"
    word(app, screen, "ROWERZ", (7, 3), False)
    assert screen.problem[0] == "scriba.not_a_word" and "ROWERZ" in page_text(app)


def test_the_last_entry_is_taken_back() -> None:
    app, screen = started()
    for typed, pos, down in MOVES[:2]:
        word(app, screen, typed, pos, down)
    click(app, "keeper_count", value="2")
    click(app, "keeper_exchange")
    [cell] = elements(app, **{"data-turn": "exchange"})
    assert text_of(cell) == "exchange of 2" + "0" + "2"       # what, points, running total
    click(app, "keeper_undo")
    click(app, "keeper_undo")
    assert len(screen.sheet.moves) == 1 and totals(app) == ["2", "0"]
    assert json.loads(app.storage.backend.items[KEY])["data"]["moves"] == \
        [m for m in screen.sheet.moves]


def test_the_end_subtracts_the_racks_each_player_enters() -> None:
    app, screen = started()
    word(app, screen, *MOVES[0])
    for _ in range(4):
        click(app, "keeper_pass")
    assert screen.sheet.phase == "racks" and totals(app) == ["-8", "-10"]
    click(app, "keeper_finish", value=json.dumps({"rack0": "AAE", "rack1": "ąęźżćńś"}))
    assert screen.problem[0] == "scriba.keeper_rack_count"
    assert "AAE" in [screen.racks_typed[0]]                  # nothing entered is lost
    click(app, "keeper_finish", value=json.dumps({"rack0": "AAEEIIO", "rack1": "ĄĘŹŻĆŃŚ"}))
    assert screen.sheet.phase == "over"
    assert screen.sheet.state.scores == (-8 - 7, -10 - (6 + 6 + 9 + 6 + 7 + 8 + 6))
    [result] = elements(app, **{"data-keeper-result": "1"})
    assert text_of(result) == "Ala wins with -15 points."


def test_the_sheet_survives_a_reload_and_a_new_sheet_asks_first() -> None:
    services = Timers()
    app, screen = started(services=services)
    for typed, pos, down in MOVES:
        word(app, screen, typed, pos, down)
    kept = screen.sheet.totals()
    app, again = started(services=services)
    assert again is not screen and again.sheet.totals() == kept
    assert len(again.sheet.moves) == 3
    click(app, "keeper_new")
    assert again.sheet is not None and "Throw this sheet away" in page_text(app)
    click(app, "keeper_new_yes")
    assert again.sheet is None and KEY not in services.storage.backend.items


def test_a_damaged_stored_sheet_is_set_aside_with_a_notice() -> None:
    services = Timers()
    app, screen = started(services=services)
    word(app, screen, *MOVES[0])
    raw = json.loads(services.storage.backend.items[KEY])
    raw["data"]["moves"][0]["tiles"][0]["row"] = 0          # off the centre
    services.storage.backend.items[KEY] = json.dumps(raw)
    app, again = started(names=("Ola",), services=services)
    assert again.sheet.names == ("Ola",)                    # a fresh start, not a crash
    assert any(key.startswith(ASIDE) for key in services.storage.backend.items)
    assert any(code == "storage.set_aside" for code, _ in app.messages)


def test_a_refused_word_is_entered_as_challenged_or_left_standing() -> None:
    app, screen = started()
    word(app, screen, *MOVES[0])
    # ZOZ down through ROWER's O is not in the list: the table is asked what it did
    word(app, screen, "ZOZ", (6, 4), True)
    assert screen.problem[0] == "scriba.not_a_word"
    assert "was this word challenged" in page_text(app)
    click(app, "keeper_challenged", value="upheld")
    assert screen.problem is None and screen.typed == ""
    [cell] = elements(app, **{"data-turn": "challenge"})
    assert text_of(cell).startswith("ZOZ challenged, taken back") and "\u22125" in text_of(cell)
    assert totals(app) == ["2", "-5"] and "Ala to play" in page_text(app)
    assert not elements(app, **{"data-keeper-challenged": "upheld"})
    assert (6, 4) not in screen.sheet.state.board.top
    # a word in the list cannot have lost a challenge: it is refused, kept typed
    word(app, screen, "KOT", (6, 4), True)
    assert screen.problem is None and len(screen.sheet.moves) == 3
    click(app, "keeper_undo")
    click(app, "keeper_word", value="KOT")
    click(app, "keeper_challenged", value="upheld")
    assert screen.problem[0] == "scriba.keeper_challenge_fails" and screen.typed == "KOT"
    # a word nobody challenged stands, on the board and on the sheet
    word(app, screen, "ZOZ", (6, 4), True)
    click(app, "keeper_challenged", value="none")
    assert screen.sheet.entries()[-1]["words"][0]["word"] == "ZOZ"
    assert screen.sheet.state.board.top.get((6, 4)) == "Z" and "Bob to play" in page_text(app)


def token_cells() -> list[tuple[str, list[tuple[int, int]]]]:
    """Where the 48 small tokens lie on the table: the board's last rows,
    word ×3, letter ×3, word ×2, then letter ×2, from the far corner back."""
    free = [(r, c) for r in range(15) for c in range(15)]
    return [(code, [free.pop() for _ in range(count)]) for code, count in TK.SMALL.values()]


def game_two(names: tuple[str, ...] = ("Ala", "Bob", "Cyryl")) -> tuple[App, KeeperScreen]:
    app, _ = companion("en")
    screen = open_tool(app, "keeper", KeeperScreen)
    for i, name in enumerate(names):
        click(app, "keeper_name", player=i, value=name)
    click(app, "keeper_game", value="2")
    for code, cells in token_cells():
        click(app, "pad_token", code=code)       # the brush: one tap a token from now on
        for row, col in cells:
            click(app, "cell", row=row, col=col)
    click(app, "keeper_start")
    return app, screen


def test_game_two_tokens_are_laid_one_tap_each_with_a_brush() -> None:
    app, _ = companion("en")
    screen = open_tool(app, "keeper", KeeperScreen)
    click(app, "keeper_game", value="2")
    [green] = elements(app, **{"data-pad-token": "g"})
    assert green[1]["data-left"] == "8" and green[1]["aria-pressed"] == "false"
    click(app, "cell", row=3, col=3)                 # no brush: a tap only picks the square
    assert not screen.setup.entry.tokens
    click(app, "pad_token", code="g")
    for col in range(3):
        click(app, "cell", row=3, col=col)
    [green] = elements(app, **{"data-pad-token": "g"})
    assert green[1]["data-left"] == "5" and green[1]["aria-pressed"] == "true"
    assert "Token to lay: token, word ×3" in page_text(app)
    click(app, "cell", row=3, col=1)                 # a second tap takes it away
    assert sorted(screen.setup.entry.tokens) == [(3, 0), (3, 2)]
    assert "Tokens laid: 2 of 48." in page_text(app)
    click(app, "pad_token", code="g")                # the brush put down
    click(app, "cell", row=4, col=4)
    assert len(screen.setup.entry.tokens) == 2
    click(app, "keeper_start")
    assert screen.problem == ("companion.keeper.no_names", {}) and screen.sheet is None
    click(app, "keeper_name", player=0, value="Ala")
    click(app, "keeper_start")
    assert screen.problem == ("scriba.keeper_tokens", {"n": 46})


def test_game_two_asks_the_die_and_whose_large_token_is_taken() -> None:
    app, screen = game_two()
    assert screen.sheet is not None and screen.sheet.rules.game == 2
    assert TK.supply(screen.sheet.layout) == Counter()
    word(app, screen, "KOT", (0, 0), False)
    assert screen.problem[0] == "scriba.keeper_die" and screen.typed == "KOT"
    click(app, "keeper_die", value="3")
    click(app, "keeper_enter", value=json.dumps({"word": "KOT"}))
    assert screen.problem is None and screen.sheet.held == (7, 7, 7)
    # five letters take a large token: two opponents hold some, so the table says whose
    word(app, screen, "KWIAT", (2, 0), False)
    assert not elements(app, **{"data-keeper_capture": "1"})
    click(app, "keeper_die", value="6")
    click(app, "keeper_enter", value=json.dumps({"word": "KWIAT"}))
    assert screen.problem[0] == "scriba.capture_choose"
    assert [a[1]["data-keeper_capture"] for a in elements(app, type="radio", name="keeper_capture")] \
        == ["0", "2"]
    click(app, "keeper_capture", value="2")
    click(app, "keeper_enter", value=json.dumps({"word": "KWIAT"}))
    assert screen.problem is None and screen.sheet.state.large == (4, 5, 3)
    assert "KWIAT, a large token from Cyryl" in page_text(app)
    # ROWER over five letter ×2 tokens: each letter doubled, the tokens taken
    word(app, screen, "ROWER", (12, 0), False)
    click(app, "keeper_die", value="1")
    click(app, "keeper_capture", value="0")
    click(app, "keeper_enter", value=json.dumps({"word": "ROWER"}))
    assert screen.problem is None
    assert screen.sheet.entries()[-1]["score"] == 2 * (2 + 1 + 2 + 1 + 2)
    assert screen.sheet.state.small[2] == ("letter2",) * 5
    assert totals(app) == ["6", "9", "16"] and screen.sheet.held == (7, 8, 3)
