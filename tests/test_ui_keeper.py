"""The Scriba score keeper's screen, driven through ``App.handle`` with the
real word list: set up, moves typed from a tapped square, a refusal that
keeps the word, a take-back, the end from the racks told, the sheet kept in
storage across a reload, and a damaged stored sheet set aside."""
from __future__ import annotations

import json

from test_app import click, elements, page_text
from test_ui_companion import companion, open_tool
from test_ui_scriba import Timers
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
