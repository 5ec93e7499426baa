"""The Scriba screen driven through ``App.handle`` with fake services: set-up
and the draw, the hand-off, laying tiles by keyboard, click and drop, the live
preview, commit, exchange, pass, challenges, saving and resuming, the end."""
from __future__ import annotations

import asyncio
import gzip
import json
from collections import Counter
from dataclasses import replace
from functools import cache
from pathlib import Path
from typing import Any, Callable

import pytest

from test_app import FakeServices, click, elements, page_text
from verba.i18n import LANGS
from verba.lexicon_store import LexiconStore
from verba.scriba import ai
from verba.scriba import game as G
from verba.scriba import tiles as T
from verba.scriba.board import STANDARD, Board, Layout
from verba.scriba.ruleset import IMMEDIATE, Ruleset
from verba.settings import Settings
from verba.storage import HISTORY_KEY, MemoryBackend, save_key
from verba.ui.scriba.screen import ScribaScreen
from verba.ui.shell.app import App
from verba.ui.shell.vnode import act, text_of

LEXICONS = Path(__file__).resolve().parent.parent / "lexicons"


@cache
def lexicon_bytes(file: str) -> bytes:
    data = (LEXICONS / file).read_bytes()
    return gzip.decompress(data) if file.endswith(".gz") else data


async def read_lexicon(url: str, on_progress: Callable[[int, int], None]) -> bytes:
    return lexicon_bytes(url.rsplit("/", 1)[-1])


class Services(FakeServices):
    def __init__(self, backend: MemoryBackend | None = None) -> None:
        super().__init__(backend)
        self.lexicons = LexiconStore(read_lexicon)


def open_scriba(app: App, resume: bool = False) -> ScribaScreen:
    """Open Scriba the way the home screen does (the word list loads first)."""
    async def go() -> None:
        click(app, "open", game="scriba", resume=resume)
        while not isinstance(app.screen, ScribaScreen):
            await asyncio.sleep(0)
    asyncio.run(go())
    assert isinstance(app.screen, ScribaScreen)
    return app.screen


def key(app: App, name: str, field: str | None = "board", **mods: bool) -> bool:
    return app.handle("key", json.dumps({"key": name, "field": field, **mods}), None)


def typed(app: App, text: str) -> None:
    for ch in text:
        key(app, ch)


def with_racks(screen: ScribaScreen, racks: list[str], board: Board | None = None,
               bag: str | None = None, current: int = 0) -> G.State:
    """Give the players these racks (the bag keeps the rest of the set)."""
    state = screen.state
    assert state is not None
    board = board or state.board
    if bag is None:
        rest = T.full_set() - Counter(t for r in racks for t in r) \
            - Counter(board.map_tiles(T.rack_tile))
        bag_tiles = list(rest.elements())
    else:
        bag_tiles = list(bag)
    screen.state = replace(state, racks=tuple(tuple(r) for r in racks), board=board,
                           bag=T.sorted_tiles(bag_tiles), current=current)
    assert G.all_tiles(screen.state) == T.full_set()
    return screen.state


def started(names: tuple[str, ...] = ("Ala", "Olek"), hand_off: bool = False, seed: int = 11,
            kinds: tuple[str, ...] | None = None, services: Services | None = None,
            **options: Any) -> tuple[App, ScribaScreen]:
    """A game past its set-up and draw (people only unless ``kinds`` says),
    on the first player's turn."""
    services = services or Services()
    app = App(services, ["en"], seed=seed)
    app.set_settings(Settings(lang="en", hand_off=hand_off))
    screen = open_scriba(app)
    while len(screen.seats.seats) < len(names):
        click(app, "seat_add")
    while len(screen.seats.seats) > len(names):
        click(app, "seat_remove", seat=len(screen.seats.seats) - 1)
    for seat, name in enumerate(names):
        app.handle("change", act("seat_kind", seat=seat), kinds[seat] if kinds else "human")
        app.handle("input", act("seat_name", seat=seat), name)
    for name, value in options.items():
        app.handle("change", act("option", name=name), str(value).lower())
    click(app, "start")
    if len(names) > 1:
        click(app, "begin")
    if hand_off and len(names) > 1:
        click(app, "reveal")
    return app, screen


def rack_tiles(app: App) -> list[str]:
    return [e[1]["data-tile"] for e in elements(app, **{"data-rack": "1"})[0][2:]
            if isinstance(e, list) and "data-tile" in e[1]]


def preview_total(app: App) -> int | None:
    found = elements(app, **{"data-preview": "ok"})
    return int(found[0][1]["data-total"]) if found else None


def problem(app: App) -> str | None:
    found = [e for node in app.view() for e in _find(node, "data-problem")]
    return found[0][1]["data-problem"] if found else None


def _find(node: Any, attr: str) -> list[list]:
    if not isinstance(node, list):
        return []
    out = [node] if attr in node[1] else []
    for child in node[2:]:
        out += _find(child, attr)
    return out


def saved(app: App) -> dict[str, Any] | None:
    raw = app.storage.backend.get(save_key("scriba"))
    return None if raw is None else json.loads(raw)["data"]


# --- set-up ------------------------------------------------------------------

def test_setup_takes_the_agreed_rules_and_shows_the_draw_for_the_first_turn() -> None:
    app = App(Services(), ["en"], seed=4)
    screen = open_scriba(app)
    assert screen.stage() == "setup"
    # one person against the easy computer unless the seats say otherwise
    assert [seat["kind"] for seat in screen.seats.seats] == ["human", "easy"]
    app.handle("change", act("seat_kind", seat=1), "human")
    click(app, "seat_add")
    click(app, "seat_add")
    click(app, "seat_add")  # a fifth seat is refused: 1–4 players
    assert len(screen.seats.seats) == 4
    for seat, name in enumerate(["Ala", "Olek", "Ewa", "Jan"]):
        app.handle("input", act("seat_name", seat=seat), name)
    app.handle("change", act("option", name="rack_size"), "8")
    app.handle("change", act("option", name="arrows"), "false")
    app.handle("change", act("option", name="stacking"), "false")
    app.handle("change", act("option", name="checking"), IMMEDIATE)
    click(app, "start")
    state = screen.state
    assert state is not None
    assert state.rules == Ruleset(rack_size=8, arrows=False, stacking=False, checking=IMMEDIATE)
    assert state.names == ("Ala", "Olek", "Ewa", "Jan")
    assert state.kinds == ("human",) * 4
    assert state == G.new_game(["Ala", "Olek", "Ewa", "Jan"], 4, state.rules)  # the page's seed
    assert screen.stage() == "draw"
    drawn = [(state.names[p], tile) for rnd in state.order_draws for p, tile in rnd]
    shown = [e[1]["data-drew"] for e in elements(app) if "data-drew" in e[1]]
    assert shown == [name for name, _ in drawn]
    first = elements(app, **{"data-first": state.names[state.first_player]})
    assert first and f"{state.names[state.first_player]} drew the highest tile" in text_of(first[0])
    assert saved(app) is not None  # saved from the start
    click(app, "begin")
    assert screen.stage() == "handoff"  # hot-seat privacy is on by default
    assert elements(app, **{"data-handoff": state.names[state.first_player]})
    click(app, "reveal")
    assert rack_tiles(app) == list(state.racks[state.first_player])
    assert len(rack_tiles(app)) == 8


def test_one_player_game_has_no_draw_and_no_hand_off() -> None:
    app, screen = started(names=("Solo",), hand_off=True)
    assert screen.stage() == "turn"
    assert len(rack_tiles(app)) == 7


# --- hand-off ----------------------------------------------------------------

def test_hand_off_hides_the_rack_until_the_next_player_is_ready() -> None:
    app, screen = started(hand_off=True)
    state = with_racks(screen, ["KOTAEIN", "RYBAMOS"])
    first = state.current
    assert screen.stage() == "turn" and rack_tiles(app) == list("KOTAEIN")
    click(app, "cell", row=7, col=6)
    typed(app, "KOT")
    key(app, "Enter")
    assert screen.state.current == 1 - first
    assert screen.stage() == "handoff"
    assert not elements(app, **{"data-rack": "1"}), "no rack while the device changes hands"
    assert not elements(app, **{"data-unseen-toggle": "1"}), "unseen tiles are private too"
    assert elements(app, **{"data-handoff": "Olek"})
    assert "KOT" in page_text(app)  # the last move is public
    assert not key(app, "A"), "no typing behind the hand-off screen"
    click(app, "reveal")
    assert rack_tiles(app) == list(screen.state.racks[1])
    # The setting turns the screen off for good.
    app.handle("change", act("hand_off"), "false")
    assert not app.settings.hand_off
    click(app, "cell", row=6, col=7)
    key(app, " ")
    typed(app, "RY")
    key(app, "Enter")
    assert screen.stage() == "turn"
    assert rack_tiles(app) == list("AEIN") + list(screen.state.racks[0][4:])  # kept, then drawn


# --- laying tiles ------------------------------------------------------------

def test_keyboard_cursor_typing_and_preview_with_its_breakdown() -> None:
    app, screen = started()
    state = with_racks(screen, ["KOTYEA?", "RYBAMOS"])
    # Arrow keys move the cursor from the centre; typing lays from the cursor on.
    key(app, "ArrowLeft")
    typed(app, "kot")
    assert [p.pos for p in screen.placing.pending] == [(7, 6), (7, 7), (7, 8)]
    expected = G.preview(state, screen.placing.actions())
    assert expected["ok"] and preview_total(app) == expected["total"]
    [word] = elements(app, **{"data-word": "KOT"})
    assert word[1]["data-score"] == str(expected["words"][0]["score"])
    assert "O\u20091\u00d73" in text_of(word)   # the centre triples the letter
    key(app, "Backspace")
    assert [p.tile for p in screen.placing.pending] == ["K", "O"]
    assert screen.placing.cursor == (7, 8)
    # A letter not on the rack is laid with the blank, named as typed.
    key(app, "w")
    blank = screen.placing.pending[-1]
    assert (blank.tile, blank.letter) == (T.BLANK, "W")
    assert any("blank" in e[1].get("class", "") for e in elements(app, **{"data-pending": "I8"}))
    assert preview_total(app) == G.preview(state, screen.placing.actions())["total"]
    key(app, "Escape")
    assert not screen.placing.pending
    assert screen.placing.cursor == (7, 6), "the cursor goes back where the word began"
    # Space turns the cursor; the word goes down.
    key(app, "ArrowRight")
    key(app, " ")
    typed(app, "TY")
    assert [p.pos for p in screen.placing.pending] == [(7, 7), (8, 7)]
    key(app, "Enter")
    after = screen.state
    assert after.log[-1]["type"] == "place" and after.log[-1]["words"][0]["word"] == "TY"
    assert after.scores[0] == G.preview(state, [{"row": 7, "col": 7, "tile": "T"},
                                                {"row": 8, "col": 7, "tile": "Y"}])["total"]
    assert saved(app)["state"]["log"][-1]["type"] == "place"


def test_keys_in_a_text_field_and_browser_shortcuts_are_left_alone() -> None:
    app, screen = started()
    with_racks(screen, ["KOTYEAI", "RYBAMOS"])
    assert not key(app, "k", field="text")
    assert not key(app, "r", ctrl=True)
    assert key(app, "k", field=None)           # typing works with focus off the board too
    assert not key(app, "Enter", field=None)   # but Enter then belongs to the focused button
    assert key(app, "o", ctrl=True, alt=True)  # AltGr types letters
    assert len(screen.placing.pending) == 2


def test_letter_without_its_tile_takes_the_accented_one_then_refuses() -> None:
    app, screen = started()
    with_racks(screen, ["ĄKTYEIŹ", "RYBAMOS"])
    typed(app, "az")
    assert [p.tile for p in screen.placing.pending] == ["Ą", "Ź"]
    key(app, "b")
    assert problem(app) == "scriba_ui.not_on_rack"
    assert len(screen.placing.pending) == 2


def test_click_to_place_drag_and_drop_and_taking_tiles_back() -> None:
    app, screen = started()
    state = with_racks(screen, ["KOTYEAI", "RYBAMOS"])
    click(app, "rack", slot=0)
    assert elements(app, **{"data-slot": "0", "aria-pressed": "true"})
    click(app, "cell", row=7, col=7)
    assert [(p.tile, p.pos) for p in screen.placing.pending] == [("K", (7, 7))]
    click(app, "drop", src={"from": "rack", "slot": 1}, dst={"to": "cell", "row": 7, "col": 8})
    assert preview_total(app) == G.preview(state, screen.placing.actions())["total"]
    assert rack_tiles(app) == list("TYEAI")
    # A laid tile moves by dragging, goes back by a drop on the rack or a click.
    click(app, "drop", src={"from": "board", "row": 7, "col": 8}, dst={"to": "cell", "row": 8, "col": 7})
    assert {p.pos for p in screen.placing.pending} == {(7, 7), (8, 7)}
    click(app, "drop", src={"from": "board", "row": 8, "col": 7}, dst={"to": "rack"})
    click(app, "cell", row=7, col=7)
    assert not screen.placing.pending
    # The rack can be arranged, and shuffled; the tiles stay the player's.
    click(app, "drop", src={"from": "rack", "slot": 6}, dst={"to": "rack", "slot": 0})
    assert rack_tiles(app) == list("IKOTYEA")
    click(app, "shuffle")
    assert sorted(rack_tiles(app)) == sorted("KOTYEAI")
    assert elements(app, **{"data-commit": "1"})[0][1].get("disabled")


def test_blank_asks_its_letter_and_an_arrow_its_bend() -> None:
    app, screen = started()
    state = with_racks(screen, ["KO?>TYA", "RYBAMOS"])
    click(app, "drop", src={"from": "rack", "slot": 2}, dst={"to": "cell", "row": 7, "col": 7})
    assert elements(app, **{"data-chooser": T.BLANK})
    assert preview_total(app) is None
    assert elements(app, **{"data-commit": "1"})[0][1].get("disabled")
    key(app, "ł")
    assert screen.placing.pending[0].letter == "Ł"
    assert not elements(app, **{"data-chooser": T.BLANK})
    [cell] = elements(app, **{"data-cell": "H8"})
    assert "blank as Ł" in text_of(cell), "the cell names its tile for screen readers"
    click(app, "recall")
    # K O then the arrow turning down, then T Y under it: one bent word.
    click(app, "drop", src={"from": "rack", "slot": 0}, dst={"to": "cell", "row": 7, "col": 6})
    click(app, "drop", src={"from": "rack", "slot": 1}, dst={"to": "cell", "row": 7, "col": 7})
    click(app, "drop", src={"from": "rack", "slot": 3}, dst={"to": "cell", "row": 7, "col": 8})
    assert elements(app, **{"data-chooser": T.ARROW})
    assert [e[1]["data-bend"] for e in elements(app) if "data-bend" in e[1]] == ["rd", "dr"]
    key(app, "ArrowDown")   # the word turns down: the same as the "rd" button
    assert screen.placing.pending[-1].bend == "rd" and screen.placing.choosing is None
    click(app, "drop", src={"from": "rack", "slot": 4}, dst={"to": "cell", "row": 8, "col": 8})
    click(app, "drop", src={"from": "rack", "slot": 5}, dst={"to": "cell", "row": 9, "col": 8})
    preview = G.preview(state, screen.placing.actions())
    assert preview["ok"] and [w["word"] for w in preview["words"]] == ["KOTY"]
    assert preview_total(app) == preview["total"]
    click(app, "commit")
    assert screen.state.board.cell((7, 8)).bend == "rd"


def test_arrow_and_blocking_tile_by_keyboard() -> None:
    app, screen = started()
    state = with_racks(screen, ["KO>TY#A", "RYBAMOS"])
    key(app, "ArrowLeft")
    typed(app, "ko/ty.")
    laid = [(p.pos, p.tile, p.bend) for p in screen.placing.pending]
    assert laid == [((7, 6), "K", ""), ((7, 7), "O", ""), ((7, 8), T.ARROW, "rd"),
                    ((8, 8), "T", ""), ((9, 8), "Y", ""), ((10, 8), T.BLOCK, "")]
    preview = G.preview(state, screen.placing.actions())
    assert preview["ok"], preview
    assert preview_total(app) == preview["total"]
    key(app, "Backspace")
    key(app, "Backspace")
    key(app, "Backspace")
    assert screen.placing.down and screen.placing.cursor == (8, 8)
    key(app, "Backspace")
    assert not screen.placing.down and screen.placing.cursor == (7, 8)


def test_stacking_on_the_upper_level_by_keyboard() -> None:
    app, screen = started()
    board = Board.from_text(Layout.plain(), ["." * 15] * 7 + ["......KOT......"] + ["." * 15] * 7)
    state = with_racks(screen, ["RAYEIWN", "BAMOSUK"], board=board)
    click(app, "cell", row=7, col=6)
    key(app, "=")
    assert screen.placing.upper
    typed(app, "ra")  # KOT becomes RAT
    assert [p.pos for p in screen.placing.pending] == [(7, 6), (7, 7)]
    preview = G.preview(state, screen.placing.actions())
    assert preview["ok"] and preview["stacked"] and preview["words"][0]["word"] == "RAT"
    assert elements(app, **{"data-preview": "ok"})
    assert "no bonus field counts" in page_text(app)
    [cell] = elements(app, **{"data-cell": "G8"})
    assert "stacked" in cell[1]["class"]
    key(app, "Enter")
    assert screen.state.board.height((7, 6)) == 2
    [cell] = elements(app, **{"data-cell": "G8"})
    assert "stacked" in cell[1]["class"] and "last" in cell[1]["class"]


def test_illegal_placement_shows_the_engines_reason_and_cannot_be_laid() -> None:
    app, screen = started()
    with_racks(screen, ["KOTYEAI", "RYBAMOS"])
    click(app, "cell", row=0, col=0)
    typed(app, "ko")
    [pv] = elements(app, **{"data-preview": "illegal"})
    assert pv[1]["data-code"] == "scriba.first_off_centre"
    [said] = elements(app, **{"data-move-score": "illegal"})
    assert "must cover the centre" in text_of(said) and "role" not in said[1]
    key(app, "Enter")
    assert problem(app) == "scriba.first_off_centre" and screen.state.log == ()
    # the refusal is said once, by the move's score, now an alert (new at each attempt)
    [said] = elements(app, **{"data-move-score": "illegal"})
    assert said[1]["role"] == "alert" and page_text(app).count("must cover the centre") == 1
    key(app, "Enter")
    assert elements(app, **{"data-move-score": "illegal"})[0][1]["key"] != said[1]["key"]


def test_the_preview_says_a_move_may_change_only_one_word_of_the_board() -> None:
    app, screen = started()
    rows = [""] * 6 + ["....KOT", ".....S", "....LAS"] + [""] * 6
    board = Board.from_text(Layout(STANDARD), [row.ljust(15, ".") for row in rows])
    with_racks(screen, ["ABYEIOU", "RYBAMOS"], board=board)
    click(app, "cell", row=6, col=7)
    if not screen.placing.down:
        key(app, " ")
    typed(app, "aby")   # ABY down, making KOTA and LASY as well
    [pv] = elements(app, **{"data-preview": "illegal"})
    assert pv[1]["data-code"] == "scriba.two_words_changed"
    [said] = elements(app, **{"data-move-score": "illegal"})
    assert "may change only one word already on the board" in text_of(said)
    assert "this one changes KOT, LAS" in text_of(said)
    key(app, "Enter")
    assert problem(app) == "scriba.two_words_changed" and screen.state.log == ()


# --- exchange, pass ------------------------------------------------------------

def test_exchange_chooses_tiles_and_keeps_one() -> None:
    app, screen = started()
    state = with_racks(screen, ["KOTYEAI", "RYBAMOS"])
    click(app, "exchange_mode")
    for slot in range(7):
        click(app, "rack", slot=slot)
    click(app, "exchange")
    assert problem(app) == "scriba.exchange_all" and screen.state is state
    click(app, "rack", slot=0)
    click(app, "rack", slot=1)   # K and O stay
    click(app, "exchange")
    after = screen.state
    assert after == G.apply(state, {"type": "exchange", "tiles": list("TYEAI")})
    assert after.log[-1] == {"type": "exchange", "player": 0, "count": 5}
    assert after.current == 1 and after.scores == (0, 0)
    assert "Ala exchanged 5 tiles" in page_text(app)


def test_pass_asks_first_and_costs_5() -> None:
    app, screen = started()
    with_racks(screen, ["KOTYEAI", "RYBAMOS"])
    click(app, "pass")
    assert screen.state.log == ()
    assert "Pass and lose 5 points" in page_text(app)
    click(app, "pass")
    assert screen.state.scores == (-5, 0) and screen.state.log[-1]["type"] == "pass"


# --- challenges ----------------------------------------------------------------

def _lay(app: App, row: int, col: int, letters: str, down: bool = False) -> None:
    click(app, "cell", row=row, col=col)
    if down != app.screen.placing.down:
        key(app, " ")
    typed(app, letters)
    key(app, "Enter")


def test_challenged_non_word_is_taken_back_with_5_off() -> None:
    app, screen = started(hand_off=True)
    with_racks(screen, ["KTZYEAI", "RYBAMOS"])
    _lay(app, 7, 6, "KTZ")  # not Polish
    state = screen.state
    assert state.scores[0] > 0 and screen.stage() == "handoff"
    [challenge] = elements(app, **{"data-challenge": "Olek"})
    assert "can be challenged until the next move" in page_text(app)
    click(app, "challenge", by=1)
    after = screen.state
    assert after.scores == (-5, 0)
    assert not after.board.stacks and sorted(after.racks[0]) == sorted("KTZYEAI")
    assert after.current == 1, "the turn stays lost"
    [line] = elements(app, **{"data-log": "place"})
    assert "withdrawn" in line[1]["class"]
    assert "KTZ not in the dictionary" in page_text(app)
    assert screen.stage() == "handoff"  # still Olek's rack to reveal
    assert not elements(app, **{"data-challenge": "Olek"}), "a move is challenged once"


def test_failed_challenge_leaves_the_word_and_costs_nothing() -> None:
    app, screen = started()
    with_racks(screen, ["KOTYEAI", "RYBAMOS"])
    _lay(app, 7, 6, "KOT")
    scores = screen.state.scores
    click(app, "challenge", by=1)
    assert screen.state.scores == scores and screen.state.board.letter_at((7, 6)) == "K"
    assert "every word stands" in page_text(app)


def test_immediate_checking_refuses_a_non_word_in_the_preview_and_has_no_challenge() -> None:
    app, screen = started(checking=IMMEDIATE)
    with_racks(screen, ["KTZYEAI", "RYBAMOS"])
    click(app, "cell", row=7, col=6)
    typed(app, "ktz")
    [pv] = elements(app, **{"data-preview": "illegal"})
    assert pv[1]["data-code"] == "scriba.not_a_word"
    key(app, "Escape")
    typed(app, "tak")  # a word: laid
    key(app, "Enter")
    assert screen.state.log[-1]["type"] == "place"
    assert not elements(app, **{"data-challenge": "Olek"})


# --- saving, the end -----------------------------------------------------------

def test_the_game_is_saved_after_every_move_and_resumes_behind_the_hand_off() -> None:
    app, screen = started(hand_off=True)
    with_racks(screen, ["KOTYEAI", "RYBAMOS"])
    _lay(app, 7, 6, "KOT")
    before = screen.state
    assert G.from_dict(saved(app)["state"]) == before
    reloaded = App(Services(app.storage.backend), ["en"])
    assert elements(reloaded, **{"data-resume": "scriba"})
    again = open_scriba(reloaded, resume=True)
    assert again.state == before
    assert again.stage() == "handoff" and not elements(reloaded, **{"data-rack": "1"})
    click(reloaded, "reveal")
    assert rack_tiles(reloaded) == list(before.racks[1])
    assert "KOT" in page_text(reloaded)


def near_the_end(screen: ScribaScreen) -> None:
    """Racks KOT and RYBAMOS, the bag empty, the rest of the set on the board
    (on every other row, so row 8 is free for KOT at G8)."""
    rest = T.full_set() - Counter("KOTRYBAMOS")
    cells = [(r, c) for r in range(0, 15, 2) for c in range(15) if (r, c) != (6, 6)]
    codes = [t if t != T.BLANK else "a" for t in rest.elements() if t not in (T.ARROW, T.BLOCK)]
    specials = [t for t in rest.elements() if t in (T.ARROW, T.BLOCK)]
    placed = dict(zip(cells, codes))
    placed.update({(13, c): (">rd" if t == T.ARROW else T.BLOCK) for c, t in enumerate(specials, 5)})
    layout = screen.state.board.layout
    with_racks(screen, ["KOT", "RYBAMOS"], bag="",
               board=Board(layout, {p: (v,) for p, v in placed.items()}))


def test_laying_the_last_tile_waits_for_accept_then_shows_the_final_table() -> None:
    app, screen = started(hand_off=True)
    near_the_end(screen)
    _lay(app, 7, 6, "KOT")
    assert screen.stage() == "closing"
    assert elements(app, **{"data-accept": "1"}) and elements(app, **{"data-challenge": "Olek"})
    played = screen.state.scores
    click(app, "accept")
    state = screen.state
    assert screen.stage() == "over"
    left = sum(T.value(t) for t in "RYBAMOS")
    assert state.scores == (played[0] + 50, played[1] - left)
    rows = {e[1]["data-final"]: e for e in elements(app, **{"class": "winner-row"})}
    assert "Ala" in rows
    text = page_text(app)
    assert f"\u2212{left}" in text and "+50" in text
    assert saved(app) is None
    [entry] = json.loads(app.storage.backend.get(HISTORY_KEY))["data"]
    assert entry["game"] == "scriba" and entry["winners"] == ["Ala"]
    assert [p["score"] for p in entry["players"]] == list(state.scores)
    click(app, "new_game")
    assert screen.stage() == "setup"


def test_names_are_text_and_every_language_has_its_texts() -> None:
    for lang in LANGS:
        app, screen = started(names=("<b>Ala</b>", "Olek"))
        app.set_lang(lang)
        with_racks(screen, ["KOTYEA?", "RYBAMOS"])
        typed(app, "kot")
        text = page_text(app)
        assert "<b>Ala</b>" in text
        assert "scriba_ui." not in text and "{" not in text, (lang, text)
        click(app, "exchange_mode")
        assert "scriba_ui." not in page_text(app)


@pytest.mark.parametrize("seats", [1, 2, 3, 4])
def test_every_table_size_renders_and_plays(seats: int) -> None:
    names = tuple(f"P{i}" for i in range(seats))
    app, screen = started(names=names)
    state = screen.state
    assert len(elements(app, **{"class": "score-row"})) + len(
        elements(app, **{"class": "score-row current"})) == seats
    click(app, "pass")
    click(app, "pass")
    assert screen.state.current == (state.current + 1) % seats


# --- computer players, hints, the review ------------------------------------------

class Timers(Services):
    """Services whose timers run when the test says (``later`` is how the
    page slices a computer's thinking and paces its moves)."""

    def __init__(self, backend: MemoryBackend | None = None) -> None:
        super().__init__(backend)
        self.timers: list[tuple[float, Callable[[], None]]] = []

    def later(self, seconds: float, callback: Callable[[], None]) -> Any:
        self.timers.append((seconds, callback))

    def run_timers(self) -> list[float]:
        """Run the timers due now (not those they set); their delays."""
        due, self.timers = self.timers, []
        for _, callback in due:
            callback()
        return [seconds for seconds, _ in due]

    def settle(self, until: Callable[[], bool], limit: int = 100_000) -> None:
        for _ in range(limit):
            if until():
                return
            assert self.timers, "nothing left to wait for"
            self.run_timers()
        raise AssertionError("still waiting")


def against_computer(racks: list[str], **options: Any) -> tuple[App, ScribaScreen, Timers]:
    """Ala (a person, to move) against the hard computer Bot, with these racks."""
    services = Timers()
    app, screen = started(names=("Ala", "Bot"), kinds=("human", "hard"), services=services,
                          **options)
    with_racks(screen, racks)
    screen._stop_thinking()   # the state was rearranged under the table: start afresh
    services.timers.clear()
    screen._resume()
    assert screen.stage() == "turn"
    return app, screen, services


def test_the_computer_thinks_in_slices_shows_it_and_plays_the_hard_players_move() -> None:
    app, screen, services = against_computer(["KOTYEAI", "RYBAMOS"])
    _lay(app, 7, 6, "KOT")
    state = screen.state
    assert screen.stage() == "computer" and state.current == 1
    assert elements(app, **{"data-thinking": "Bot"})
    assert "Bot is thinking" in page_text(app)
    assert sorted(rack_tiles(app)) == sorted(state.racks[0]), "the person's own rack, not Bot's"
    assert not elements(app, **{"data-commit": "1"}) and not key(app, "A")
    slices = 0
    while screen.state is state:
        assert services.timers, "the computer stopped thinking"
        services.run_timers()
        slices += 1
    assert slices > 3, "the decision came in slices, the page answering between them"
    expected = G.apply(state, ai.choose_action(state, 1, screen.lexicon, "hard"), screen.lexicon)
    assert screen.state == expected
    assert screen.stage() == "turn" and screen.state.current == 0
    assert saved(app) is not None and G.from_dict(saved(app)["state"]) == expected
    last = screen.state.log[-1]
    assert last["player"] == 1
    if last["type"] == "place":   # its cells are marked as the last move
        assert {tuple(c) for c in last["cells"]} == screen._last_cells()


def test_a_click_while_the_computer_thinks_is_answered() -> None:
    app, screen, services = against_computer(["KOTYEAI", "RYBAMOS"])
    _lay(app, 7, 6, "KOT")
    services.run_timers()
    assert screen.stage() == "computer"
    before = rack_tiles(app)
    for _ in range(8):                    # shuffling until the order differs
        click(app, "shuffle")
        if rack_tiles(app) != before:
            break
    assert rack_tiles(app) != before and sorted(rack_tiles(app)) == sorted(before)
    click(app, "unseen")
    unseen = len(G.unseen_tiles(screen.state, 0))
    assert elements(app, **{"data-unseen-count": str(unseen)}), "the person's unseen tiles"
    assert screen.stage() == "computer"
    services.settle(lambda: screen.stage() == "turn")


def test_the_computer_challenges_a_non_word_and_the_person_loses_5() -> None:
    app, screen, services = against_computer(["KTZYEAI", "RYBAMOS"])
    _lay(app, 7, 6, "KTZ")
    services.settle(lambda: any(e["type"] == "challenge" for e in screen.state.log))
    state = screen.state
    challenge = [e for e in state.log if e["type"] == "challenge"][0]
    assert challenge["by"] == 1 and state.scores[0] == -5
    assert not state.board.stacks and sorted(state.racks[0]) == sorted("KTZYEAI")
    assert "KTZ not in the dictionary" in page_text(app)
    services.settle(lambda: screen.stage() == "turn")   # and then it plays its turn
    assert screen.state.log[-1]["player"] == 1


def test_a_person_may_challenge_the_computers_word_while_it_is_their_turn() -> None:
    app, screen, services = against_computer(["KOTYEAI", "RYBAMOS"])
    _lay(app, 7, 6, "KOT")
    services.settle(lambda: screen.stage() == "turn")
    last = screen.state.last_move
    assert last is not None and last.player == 1, "with these racks the computer lays a word"
    scores = screen.state.scores
    click(app, "challenge", by=0)
    assert screen.state.scores == scores, "its word is in the dictionary: nobody pays"
    assert not elements(app, **{"data-challenge": "Bot"}), "a computer is never offered a button"


def test_the_computers_judge_the_persons_last_tile_and_the_game_ends() -> None:
    app, screen, services = against_computer(["KOTYEAI", "RYBAMOS"])
    near_the_end(screen)
    screen.lexicon = EveryWord()   # the filler board's cross-words would be challenged
    _lay(app, 7, 6, "KOT")
    assert screen.stage() == "closing"
    assert not elements(app, **{"data-accept": "1"}), "Bot judges, not the person who laid it"
    assert elements(app, **{"data-thinking": "Bot"})
    services.settle(lambda: screen.stage() == "over")
    assert screen.state.log[-1]["type"] == "end"
    assert elements(app, **{"data-review-start": "1"})


class EveryWord:
    """A dictionary that has every word: nothing is worth challenging."""

    def contains(self, word: str) -> bool:
        return True


def test_a_reload_while_the_computer_thinks_lets_it_play_on() -> None:
    app, screen, services = against_computer(["KOTYEAI", "RYBAMOS"])
    _lay(app, 7, 6, "KOT")
    state = screen.state
    assert screen.stage() == "computer"
    again = Timers(app.storage.backend)
    reloaded = App(again, ["en"])
    screen2 = open_scriba(reloaded, resume=True)
    assert screen2.state == state and screen2.stage() == "computer"
    again.settle(lambda: screen2.stage() == "turn")
    assert screen2.state == G.apply(state, ai.choose_action(state, 1, screen2.lexicon, "hard"),
                                    screen2.lexicon)


def test_leaving_the_table_stops_the_computer() -> None:
    app, screen, services = against_computer(["KOTYEAI", "RYBAMOS"])
    _lay(app, 7, 6, "KOT")
    state = screen.state
    click(app, "home")
    while services.timers:
        services.run_timers()
    assert screen.state is state and G.from_dict(saved(app)["state"]) == state


def test_hints_list_the_best_moves_and_one_chosen_is_laid_for_a_look() -> None:
    app, screen, services = against_computer(["KOTYEAI", "RYBAMOS"])
    click(app, "hint")
    assert elements(app, **{"data-hints": "working"})
    services.settle(lambda: bool(elements(app, **{"data-hints": "ready"})))
    shown = elements(app, **{"class": "hint"}) + elements(app, **{"class": "hint chosen"})
    assert len(shown) == 10
    hints = screen.hints
    assert hints == ai.hints(screen.state, 0, screen.lexicon, 10)
    assert [x["score"] for x in hints] == sorted((x["score"] for x in hints), reverse=True)
    assert str(hints[0]["score"]) in text_of(shown[0]) and hints[0]["words"][0]["word"] in \
        text_of(shown[0])
    click(app, "hint_show", n=2)
    assert screen.placing.actions() == hints[2]["action"]["tiles"]
    assert preview_total(app) == hints[2]["score"]
    click(app, "commit")
    assert screen.state.scores[0] == hints[2]["score"]
    assert screen.hints_for is None, "the hints were for that rack only"


def test_hints_may_be_turned_off_for_a_game() -> None:
    app, screen, services = against_computer(["KOTYEAI", "RYBAMOS"], hints=False)
    assert screen.state.rules.hints is False
    assert not elements(app, **{"data-hint": "1"})
    click(app, "hint")
    assert not services.timers and screen.hints_for is None


def test_computers_alone_play_a_whole_game_and_the_review_shows_each_move_beside_the_best() -> None:
    services = Timers()
    app, screen = started(names=("Ewa", "Jan"), kinds=("easy", "medium"), services=services)
    services.settle(lambda: screen.stage() == "over")
    state = screen.state
    turns = [e for e in state.log if e["type"] in G.TURN_TYPES]
    assert len(turns) > 5 and saved(app) is None
    click(app, "review")
    assert elements(app, **{"data-review": "working"})
    services.settle(lambda: screen.review is not None)
    rows = [e for e in elements(app) if "data-review-turn" in e[1]]
    assert len(rows) == len(turns)
    review = ai.review(state, screen.lexicon)
    assert screen.review == review
    for item, row in zip(review, rows):
        if item["played"]["type"] == "place" and item["best"] is not None:
            assert item["best"]["score"] >= item["played"]["score"]
            assert item["missed"] == item["best"]["score"] - item["played"]["score"]
        assert row[1]["data-missed"] == str(item["missed"])
    weaker = next(i for i, item in enumerate(review) if item["missed"] > 0)
    click(app, "review_at", n=weaker)
    [board] = elements(app, **{"data-review-board": str(weaker)})
    best = review[weaker]["best"]
    assert len(_find(board, "data-pending")) == len(best["action"]["tiles"])
    click(app, "review_at", n=-1)
    assert not elements(app, **{"data-review-board": str(weaker)})
