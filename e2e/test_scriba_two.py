"""Scriba Game II in the real page: a person against a computer player lays
bonus tokens (by click, then scattering the rest), plays turns from the hint
list with the die deciding the draws and a large token taken, reloads
mid-game, and — from a game saved near its end — finishes at the final
table of points, tokens and racks."""
from __future__ import annotations

import json
from collections import Counter
from dataclasses import replace

from playwright.sync_api import Page

from clock import pause_clock
from conftest import Visit, stored_json
from test_scriba_computer import COMPUTER, lexicon
from ux import screenshot
from verba.scriba import ai
from verba.scriba import game as G
from verba.scriba import tiles as T
from verba.scriba import tokens as TK
from verba.scriba.board import Board, cell_name

SAVE = "verba.save.scriba"
SEED = 12
PERSON = '[data-screen="scriba"][data-stage="turn"]'
TOKENS = '[data-screen="scriba"][data-stage="tokens"]'


def saved(visit: Visit) -> G.State:
    data = stored_json(visit, SAVE)
    assert isinstance(data, dict), "the game is saved"
    return G.from_dict(data["data"]["state"])


def wait_saved(visit: Visit, log_length: int) -> G.State:
    visit.page.wait_for_function(
        "([key, n]) => { const raw = localStorage.getItem(key);"
        " return raw !== null && JSON.parse(raw).data.state.log.length >= n; }",
        arg=[SAVE, log_length], timeout=60_000)
    return saved(visit)


def wait_person(page: Page, selector: str = PERSON) -> None:
    page.wait_for_selector(selector, timeout=90_000)


def letters_laid(action: dict) -> int:
    return TK.capture_letters([t["tile"] for t in action["tiles"]])


def near_the_end(state: G.State) -> G.State:
    """The same game moments from its end: every other tile on the board's
    upper rows, every token under them and held, the bag empty; Ala (to
    move) holds K, O, T and Bot two of the dearest letters."""
    racks = (("K", "O", "T"), ("Ź", "Ń"))
    rest = T.full_set() - Counter(t for rack in racks for t in rack)
    codes = [t if t != T.BLANK else "e" for t in T.sorted_tiles(list(rest.elements()))
             if t not in (T.ARROW, T.BLOCK)]
    specials = [">rd" if t == T.ARROW else T.BLOCK for t in rest.elements()
                if t in (T.ARROW, T.BLOCK)]
    cells = [(r, c) for r in range(0, 13, 2) for c in range(15)]
    stacks = {pos: (code,) for pos, code in zip(cells, codes + specials)}
    layout = TK.blank_layout()
    kinds = [kind for kind in TK.KINDS for _ in range(TK.SMALL[kind][1])]
    for pos, kind in zip(cells, kinds):
        layout = TK.with_token(layout, kind, pos)
    # A new board: the log's placements (on the old one) go too, or the save
    # would be refused as one whose log lays tiles its board does not hold.
    return replace(state, board=Board(layout, stacks), racks=racks, bag=(), current=0,
                   small=(tuple(kinds[:20]), tuple(kinds[20:])), last_move=None, passes=0,
                   done=(False, False), log=(), turn_racks=())


def test_game_two_against_the_computer_from_tokens_to_the_final_table(visit: Visit) -> None:
    page = visit.page
    # paused from Ala's move until the test has read it: Bot's answer lands on a timer
    page.clock.install()
    visit.open(f"?seed={SEED}")
    page.click('[data-new="scriba"]')
    page.wait_for_selector('[data-setup="scriba"]', timeout=60_000)
    page.fill('input[name="name0"]', "Ala")
    page.select_option('select[name="kind1"]', "medium")
    page.fill('input[name="name1"]', "Bot")
    page.select_option('select[name="game"]', "2")
    page.wait_for_selector('select[name="rack_size"]:disabled')
    page.click('[data-start="scriba"]')
    page.click("[data-begin]")
    state = saved(visit)
    assert state.game_two and state.phase == G.SETUP and state.large == (6, 6)

    # The token set-up: Ala lays two tokens by click, Bot its own, then Ala scatters the rest.
    laid_by_ala = 0
    while state.phase == G.SETUP:
        if state.current == 1:
            state = wait_saved(visit, len(state.log) + 1)
            continue
        wait_person(page, TOKENS)
        pause_clock(page)   # Bot's answer lands on a timer: held until Ala's move is read
        if laid_by_ala < 2:
            free = next((r, c) for r in range(15) for c in range(15)
                        if TK.kind_at(state.board.layout, (r, c)) is None)
            page.click('[data-token-kind="word3"]')
            page.click(f'[data-cell="{cell_name(free)}"]')
            state = wait_saved(visit, len(state.log) + 1)
            assert TK.kind_at(state.board.layout, free) == "word3"
            page.wait_for_function("n => document.querySelectorAll('.cell.f-tok').length === n",
                                   arg=len(TK.laid(state.board.layout)))
            laid_by_ala += 1
            page.clock.resume()
        else:
            page.click("[data-scatter]")
            state = wait_saved(visit, len(state.log) + 1)
    page.wait_for_function("() => document.querySelectorAll('.cell.f-tok').length === 48")
    assert all(len(rack) == 7 for rack in state.racks), "nobody has played yet"
    page.clock.resume()

    # Turns from the hint list, until Ala has taken a large token and played three times.
    ala_turns = 0
    captured = False
    while ala_turns < 3 or not captured:
        assert ala_turns < 10, "no hint laid four letters"
        if state.current == 1:
            wait_person(page)
            state = wait_saved(visit, len(state.log) + 1)
            continue
        wait_person(page)
        page.click("[data-hint]")
        page.wait_for_selector('[data-hints="ready"]', timeout=90_000)
        hints = ai.hints(state, 0, lexicon(), 10)
        pick = next((i for i, h in enumerate(hints) if letters_laid(h["action"]) >= 4), 0)
        page.click(f'[data-hint-move="{pick}"]')
        page.wait_for_selector('[data-preview="ok"]')
        if letters_laid(hints[pick]["action"]) >= 4 and state.large[1]:
            assert page.get_attribute(".pv-capture", "data-capture") == "Bot"
        pause_clock(page)
        page.click("[data-commit]")
        before = state
        state = wait_saved(visit, len(state.log) + 1)
        entry = state.log[-1]
        assert entry["type"] == "place" and 1 <= entry["die"] <= 6
        assert state == G.apply(before, hints[pick]["action"], lexicon())
        page.wait_for_selector(f'[data-die="{entry["die"]}"]')
        assert len(state.racks[0]) == len(before.racks[0]) - entry["tiles"] + entry["drawn"]
        if entry["capture"] == 1:
            captured = True
            assert state.large[0] == before.large[0] + 1
            page.wait_for_selector(f'[data-large="{state.large[0]}"]')
        ala_turns += 1
        if ala_turns == 2:
            # A reload with Bot to move, on the paused clock (the page starts
            # all the same): Bot's answer can land neither before the reload
            # nor before the save is read.
            visit.reload()
            page.click('[data-resume="scriba"]')
            page.wait_for_selector(COMPUTER, timeout=60_000)
            assert saved(visit) == state
        page.clock.resume()
    assert sum(state.large) == 12
    screenshot(page, "scriba-two")

    # A save near the end: Ala lays her last tiles, Bot cannot lay a word, the table.
    wait_person(page)
    end = near_the_end(saved(visit))
    raw = json.loads(visit.storage(SAVE))
    raw["data"]["state"] = G.to_dict(end)
    visit.set_storage(SAVE, json.dumps(raw))
    visit.reload()
    page.click('[data-resume="scriba"]')
    wait_person(page)
    page.click('[data-cell="A15"]')
    page.keyboard.type("kot")
    page.wait_for_selector('[data-preview="ok"]')
    page.keyboard.press("Enter")
    page.wait_for_selector("[data-winner]", timeout=90_000)
    history = stored_json(visit, "verba.history")["data"][0]
    scores = {p["name"]: p["score"] for p in history["players"]}
    rows = {name: page.locator(f'[data-final="{name}"]') for name in ("Ala", "Bot")}
    assert rows["Ala"].locator('[data-part="small"]').inner_text() == "+20"
    for seat, name in enumerate(("Ala", "Bot")):
        large = end.large[seat] * TK.LARGE_POINTS
        assert rows[name].locator('[data-part="large"]').inner_text() == (f"+{large}" if large
                                                                           else "0")
    assert rows["Ala"].locator('[data-part="rack"]').inner_text() == "0", "she laid them all"
    for name, row in rows.items():
        cells = [int(x.replace("\u2212", "-").lstrip("+")) for x in row.locator("td").all_inner_texts()]
        assert cells[-1] == sum(cells[:-1]) == scores[name], (name, cells)
    screenshot(page, "scriba-two-final")
    assert not [e for e in visit.errors if "Error" in e], visit.errors
