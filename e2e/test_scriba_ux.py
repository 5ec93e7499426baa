"""Every Scriba screen on a 360×740 touch phone and a 1280×800 desktop (issue
#13): screenshots, no sideways scroll, zero serious or critical axe-core
violations, 44 px targets, the board with the rack, the move's score and its
buttons on screen together; the zoom that follows the cursor; the focus
after committed moves and the Tab presses a keyboard player needs; the
take-back; the guided first game.

While a computer thinks the page's clock is paused (Playwright's fake
timers): the computer's move waits on a timer, so its screen holds still
while it is measured."""
from __future__ import annotations

import json
from functools import cache
from typing import Any

from playwright.sync_api import Page

from clock import clock_paused
from conftest import Visit, stored_json
from test_scriba import press
from test_scriba_computer import lexicon
from test_scriba_two import near_the_end
from ux import assert_focus_meaningful, audit, boxes, focused, tabs_until, too_small
from verba.scriba import ai
from verba.scriba import game as G
from verba.scriba import tiles as T
from verba.scriba.board import cell_name
from verba.scriba.ruleset import Ruleset

SAVE = "verba.save.scriba"
BOARD = "[data-board]"
RACK = "[data-rack]"
COMMIT = "[data-commit]"
RECALL = "[data-recall]"
SHUFFLE = "[data-shuffle]"
SCORE = "[data-move-score]"
TOOLS = "[data-move-bar] .btn"
RACK_TILES = "[data-rack] .rack-tile"
TURN = '[data-screen="scriba"][data-stage="turn"]'
COMPUTER = '[data-screen="scriba"][data-stage="computer"]'
KINDS = ("human", "easy")


def phone(page: Page) -> bool:
    return (page.viewport_size or {"width": 0})["width"] < 760


def top(page: Page) -> None:
    page.evaluate("window.scrollTo(0, 0)")


def open_table(visit: Visit, seed: int, kinds: tuple[str, ...] = KINDS, game: int = 1,
               names: tuple[str, ...] = ("Ala", "Bot"), audit_setup: bool = False) -> Page:
    """The set-up filled in and started; the draw shown and begun."""
    page = visit.page
    page.clock.install()
    visit.open(f"?seed={seed}")
    page.click('[data-new="scriba"]')
    page.wait_for_selector('[data-setup="scriba"]', timeout=60_000)
    for seat, (kind, name) in enumerate(zip(kinds, names)):
        page.select_option(f'select[name="kind{seat}"]', kind)
        page.fill(f'input[name="name{seat}"]', name)
    if audit_setup:
        audit(page, "scriba-setup-game1")
    if game == 2:
        page.select_option('select[name="game"]', "2")
        page.wait_for_selector('select[name="rack_size"]:disabled')
        if audit_setup:
            audit(page, "scriba-setup-game2")
    page.click('[data-start="scriba"]')
    if len(kinds) > 1:
        page.wait_for_selector("[data-draw]")
        if audit_setup:
            audit(page, "scriba-draw", big=["[data-begin]"])
        page.click("[data-begin]")
    return page


def decline_guide(page: Page) -> None:
    page.click('[data-tour="decline"]')
    page.wait_for_selector('[data-tour="decline"]', state="detached")


def saved(visit: Visit) -> G.State:
    data = stored_json(visit, SAVE)
    assert isinstance(data, dict)
    return G.from_dict(data["data"]["state"])


def lay_hint(page: Page, n: int = 0) -> None:
    page.click("[data-hint]")
    page.wait_for_selector('[data-hints="ready"]', timeout=90_000)
    page.click(f'[data-hint-move="{n}"]')
    page.wait_for_selector('[data-move-score="ok"]')


def table_checks(page: Page) -> dict[str, list[str]]:
    """What a turn with tiles laid must satisfy: board, rack, the move's
    score and buttons on screen together; 44 px targets (board cells on a
    desktop)."""
    big = [RACK_TILES, TOOLS, "[data-direction]", "[data-upper]"]
    if not phone(page):
        big.append(".cell")
    return {"inside": [BOARD, RACK, COMMIT, RECALL, SHUFFLE, SCORE], "big": big}


@cache
def first_move_seed() -> tuple[int, dict[str, Any]]:
    """A seed where the person (seat 0) moves first against the computer and
    the best first move lays letters only, in a line from its first cell."""
    for seed in range(1, 200):
        state = G.new_game(["Ala", "Bot"], seed, kinds=KINDS)
        if state.first_player != 0:
            continue
        for hint in ai.hints(state, 0, lexicon(), 10):
            tiles = hint["action"]["tiles"]
            if all(x["tile"] in T.LETTER_VALUES for x in tiles):
                return seed, hint
    raise AssertionError("no seed fits")


def keys_for(hint: dict[str, Any]) -> tuple[list[str], list[str]]:
    """The keys that bring the cursor from the centre to the hint's first
    cell and turn it, then the letters."""
    tiles = sorted(hint["action"]["tiles"], key=lambda x: (x["row"], x["col"]))
    r0, c0 = tiles[0]["row"], tiles[0]["col"]
    moves = (["ArrowUp"] * (7 - r0) + ["ArrowDown"] * (r0 - 7)
             + ["ArrowLeft"] * (7 - c0) + ["ArrowRight"] * (c0 - 7))
    if len({x["row"] for x in tiles}) > 1:
        moves.append(" ")
    return moves, [x["tile"] for x in tiles]


# --- the screens ---------------------------------------------------------------------

def test_game_one_against_the_computer_screen_by_screen(sized_visit: Visit) -> None:
    seed, hint = first_move_seed()
    page = open_table(sized_visit, seed, audit_setup=True)
    page.wait_for_selector(TURN)
    audit(page, "scriba-guide-offer", big=['[data-tour="start"]', '[data-tour="decline"]'])
    decline_guide(page)
    # the hints
    page.click("[data-hint]")
    page.wait_for_selector('[data-hints="ready"]', timeout=90_000)
    audit(page, "scriba-hints", big=["[data-hint-move]", "[data-hints-close]"])
    # a refusal: one tile far from the centre, and Enter
    page.click('[data-cell="A1"]')
    page.wait_for_selector('.cell.cursor[data-cell="A1"]')
    page.focus('[data-keys="board"]')
    press(page, hint["action"]["tiles"][0]["tile"])
    page.wait_for_selector('[data-move-score="illegal"]')
    page.keyboard.press("Enter")
    page.wait_for_selector("[data-problem]")
    top(page)
    audit(page, "scriba-refusal", inside=[BOARD, SCORE, "[data-problem]"])
    page.click(RECALL)
    # exchange
    page.click("[data-exchange]")
    page.locator(RACK_TILES).first.click()
    page.wait_for_selector("[data-exchange-confirm]:not([disabled])")
    audit(page, "scriba-exchange", big=["[data-exchange-confirm]", RACK_TILES])
    page.click("[data-exchange]")
    # the best move laid, then committed; the computer thinks
    page.click('[data-hint-move="0"]')
    page.wait_for_selector('[data-move-score="ok"]')
    top(page)
    audit(page, "scriba-turn", **table_checks(page))
    cell, lay = boxes(page, ".cell")[0], boxes(page, COMMIT)[0]
    size = page.viewport_size or {"width": 0, "height": 0}
    print(f"{size['width']}×{size['height']}: board cells {cell['width']:.1f} px; "
          f"Lay it ends {lay['y'] + lay['height']:.0f} px down")
    with clock_paused(page):
        page.click(COMMIT)
        page.wait_for_selector(COMPUTER)
        audit(page, "scriba-computer", big=[RACK_TILES, SHUFFLE])
        focus = assert_focus_meaningful(page)
        assert "Your move" in focus, focus
    page.wait_for_selector(TURN, timeout=90_000)
    # the person's own result stays beside the computer's reply
    by = page.eval_on_selector_all("[data-recent]", "els => els.map(e => e.dataset.by)")
    assert by[0] == "Ala" and by[1:] and set(by[1:]) == {"Bot"}, by
    audit(page, "scriba-next-turn", big=[RACK_TILES])


def test_hot_seat_hand_off_and_challenge_screens(sized_visit: Visit) -> None:
    page = open_table(sized_visit, 5, kinds=("human", "human"), names=("Ala", "Olek"))
    page.wait_for_selector("[data-handoff]")
    audit(page, "scriba-handoff", big=["[data-reveal]"])
    page.click("[data-reveal]")
    decline_guide(page)
    # any two letters through the centre: under challenges they stand until checked
    letters = [x for x in page.eval_on_selector_all(
        "[data-rack] [data-tile]", "els => els.map(e => e.dataset.tile)") if x in T.LETTER_VALUES]
    page.click('[data-cell="G8"]')
    page.focus('[data-keys="board"]')
    for letter in letters[:2]:
        press(page, letter)
    page.wait_for_selector('[data-move-score="ok"]')
    page.keyboard.press("Enter")
    page.wait_for_selector("[data-handoff]")
    assert "Reveal" in focused(page) or "show my rack" in focused(page), focused(page)
    page.keyboard.press("Enter")   # the reveal button has the focus
    page.wait_for_selector(TURN)
    assert focused(page).startswith("div"), "the board has the focus"
    audit(page, "scriba-challenge", big=["[data-challenge]", RACK_TILES])
    page.click("[data-challenge]")
    page.wait_for_selector('[data-recent="challenge"]')
    audit(page, "scriba-challenged")


def test_game_two_token_set_up_the_die_and_the_large_token(sized_visit: Visit) -> None:
    page = open_table(sized_visit, 12, kinds=("human", "easy"), game=2, audit_setup=True)
    state = saved(sized_visit)
    if state.current == 1:
        page.wait_for_selector('[data-stage="tokens"]', timeout=60_000)
    page.wait_for_selector('[data-stage="tokens"]')
    audit(page, "scriba-tokens", big=["[data-token-kind]", "[data-scatter]"])
    page.click("[data-scatter]")
    page.wait_for_selector(TURN, timeout=90_000)
    decline_guide(page)
    top(page)
    audit(page, "scriba-two-turn", big=[RACK_TILES])
    lay_hint(page)
    with clock_paused(page):
        page.click(COMMIT)
        page.wait_for_selector(COMPUTER)
        page.wait_for_selector('[data-recent="place"] [data-die]')
        audit(page, "scriba-two-die")
        explained = page.inner_text('[data-recent="place"]')
        assert "rolled" in explained
    page.wait_for_selector(TURN, timeout=90_000)


def test_the_final_table_and_the_review(sized_visit: Visit) -> None:
    page = open_table(sized_visit, 7, kinds=("human", "easy"))
    page.wait_for_selector(f"{TURN}, {COMPUTER}")
    # a save moments from the end: Ala lays her last tiles, Bot cannot answer
    raw = json.loads(sized_visit.storage(SAVE))
    two = G.new_game(["Ala", "Bot"], 12, Ruleset.game_two(), kinds=("human", "easy"))
    end = near_the_end(G.apply(two, {"type": "scatter"}))
    raw["data"]["state"] = G.to_dict(end)
    sized_visit.set_storage(SAVE, json.dumps(raw))
    sized_visit.reload()
    page.click('[data-resume="scriba"]')
    page.wait_for_selector(TURN, timeout=60_000)
    page.click('[data-cell="A15"]')
    page.focus('[data-keys="board"]')
    page.keyboard.type("kot")
    page.wait_for_selector('[data-move-score="ok"]')
    page.keyboard.press("Enter")
    page.wait_for_selector("[data-winner]", timeout=90_000)
    focus = assert_focus_meaningful(page)
    assert "Winner" in focus or "section" in focus, focus
    audit(page, "scriba-final", big=["[data-again]", "[data-review-start]"])
    page.click("[data-review-start]")
    page.wait_for_selector('[data-review="ready"]', timeout=120_000)
    audit(page, "scriba-review", big=["[data-review-turn]:not([disabled])"])


# --- the phone's zoom ---------------------------------------------------------------------

def pinch(page: Page, spread_out: bool) -> None:
    frame = page.locator(".board-wrap").bounding_box()
    assert frame
    cx, cy = frame["x"] + frame["width"] / 2, frame["y"] + frame["height"] / 2
    near, far = (20, 90) if spread_out else (90, 20)
    cdp = page.context.new_cdp_session(page)
    for k in range(7):
        d = near + (far - near) * k / 6
        kind = "touchStart" if k == 0 else "touchMove"
        cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": [
            {"x": cx - d, "y": cy, "id": 1}, {"x": cx + d, "y": cy, "id": 2}]})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    cdp.detach()


def inside_frame(page: Page, selector: str) -> bool:
    return page.evaluate("""(s) => {
      const f = document.querySelector('.board-wrap').getBoundingClientRect();
      const c = document.querySelector(s).getBoundingClientRect();
      return c.left >= f.left - 1 && c.right <= f.right + 1 && c.top >= f.top - 1 && c.bottom <= f.bottom + 1;
    }""", selector)


def test_the_phone_board_zooms_to_44_px_cells_and_follows_the_cursor(phone_visit: Visit) -> None:
    page = open_table(phone_visit, first_move_seed()[0])
    page.wait_for_selector(TURN)
    decline_guide(page)
    assert too_small(page, ".cell"), "the whole board on a phone has small cells"
    page.tap("[data-zoom]")
    page.wait_for_selector("[data-zoomed]")
    assert not too_small(page, ".cell"), too_small(page, ".cell")[:3]
    top(page)
    audit(page, "scriba-zoomed", inside=[".board-wrap", RACK, COMMIT, RECALL, SHUFFLE, SCORE],
          big=[".cell", RACK_TILES, TOOLS])
    # typing runs rightwards from the centre, off the frame's edge: the frame follows
    page.focus('[data-keys="board"]')
    for key in ["ArrowRight"] * 4:
        page.keyboard.press(key)
    page.wait_for_selector('.cell.cursor[data-cell="L8"]')
    page.wait_for_function("() => document.querySelector('.board-wrap').scrollLeft > 0")
    assert inside_frame(page, ".cell.cursor")
    letters = page.eval_on_selector_all("[data-rack] [data-tile]", "els => els.map(e => e.dataset.tile)")
    for letter in [x for x in letters if x in T.LETTER_VALUES][:3]:
        press(page, letter)
    page.wait_for_selector('[data-pending="N8"]')
    page.wait_for_function("""() => {
      const f = document.querySelector('.board-wrap').getBoundingClientRect();
      const c = document.querySelector('.cell.cursor').getBoundingClientRect();
      return c.right <= f.right + 1 && c.left >= f.left - 1;
    }""")
    # two fingers pinched together zoom it out again, spread apart zoom it in
    pinch(page, spread_out=False)
    page.wait_for_selector("[data-zoomed]", state="detached")
    pinch(page, spread_out=True)
    page.wait_for_selector("[data-zoomed]")


# --- keyboard, take-back, the guided game ----------------------------------------------------

def test_a_keyboard_player_needs_no_tab_from_a_committed_move_to_the_next_turn(visit: Visit) -> None:
    seed, hint = first_move_seed()
    page = open_table(visit, seed)
    page.wait_for_selector(TURN)
    presses = tabs_until(page, '[data-tour="decline"]')
    page.keyboard.press("Enter")
    page.wait_for_selector('[data-tour="decline"]', state="detached")
    assert focused(page).startswith("div"), f"after the guide, the board: {focused(page)}"
    moves, letters = keys_for(hint)
    for key in moves:
        page.keyboard.press(key)
    for letter in letters:
        press(page, letter)
    page.wait_for_selector(f'[data-move-score="ok"][data-total="{hint["score"]}"]')
    with clock_paused(page):
        page.keyboard.press("Enter")
        page.wait_for_selector(COMPUTER)
        assert "Your move" in assert_focus_meaningful(page), "the move's result has the focus"
    page.wait_for_selector(TURN, timeout=90_000)
    page.wait_for_function("() => document.activeElement?.matches('[data-keys=\"board\"]')")
    after = tabs_until(page, '[data-keys="board"]', limit=3)
    assert after <= 3
    print(f"Tab presses: {presses} to decline the guide, {after} from a committed move "
          "to the next turn's board")
    # and the next turn's first action is taken from there: a letter typed lands on the board
    state = saved(visit)
    press(page, next(x for x in state.racks[0] if x in T.LETTER_VALUES))
    page.wait_for_selector("[data-pending]")


def test_a_move_against_the_computer_is_taken_back(visit: Visit) -> None:
    seed, hint = first_move_seed()
    page = open_table(visit, seed)
    page.wait_for_selector(TURN)
    decline_guide(page)
    before = saved(visit)
    lay_hint(page)
    page.click(COMMIT)
    page.wait_for_selector(TURN, timeout=90_000)
    page.click("[data-takeback]")
    page.wait_for_selector('[data-log="takeback"]')
    after = saved(visit)
    assert after.board == before.board and after.racks[0] == before.racks[0]
    assert after.log[-1]["type"] == "takeback" and after.log[-1]["undone"][0]["player"] == 0
    assert page.locator("[data-pending]").count() == 0
    shown = page.eval_on_selector_all("[data-rack] [data-tile]", "els => els.map(e => e.dataset.tile)")
    assert sorted(shown) == sorted(before.racks[0])


def test_the_guided_first_game_lays_one_real_word(sized_visit: Visit) -> None:
    seed, hint = first_move_seed()
    page = open_table(sized_visit, seed)
    page.wait_for_selector(TURN)
    page.click('[data-tour="start"]')
    page.wait_for_selector('[data-tour-step="0"]')
    top(page)
    audit(page, "scriba-guide-rack", big=['[data-tour="next"]'])
    for step in (1, 2):
        page.click('[data-tour="next"]')
        page.wait_for_selector(f'[data-tour-step="{step}"]')
    page.click('[data-tour="next"]')
    page.wait_for_selector('[data-tour-step="3"]')   # lay a tile: by tap, then by drag
    tiles = sorted(hint["action"]["tiles"], key=lambda x: (x["row"], x["col"]))
    for x in tiles:
        page.locator(f'[data-rack] [data-tile="{x["tile"]}"]').first.click()
        page.locator(f'[data-cell="{cell_name((x["row"], x["col"]))}"]').click()
        page.wait_for_selector(f'[data-pending="{cell_name((x["row"], x["col"]))}"]')
    page.wait_for_selector('[data-tour-step="4"]')
    audit(page, "scriba-guide-score")
    page.click('[data-tour="next"]')
    page.click('[data-tour="next"]')
    page.wait_for_selector('[data-tour-step="6"]')
    page.click(COMMIT)
    page.wait_for_selector('[data-tour-step="7"]')
    page.wait_for_selector(TURN, timeout=90_000)   # the computer has answered; the guide stays
    audit(page, "scriba-guide-done", big=['[data-tour="next"]'])
    page.click('[data-tour="next"]')
    page.wait_for_selector("[data-tour-step]", state="detached")
    settings = stored_json(sized_visit, "verba.settings")
    assert "scriba" in settings["data"]["tours_done"]
