"""Scriba in the real page: a two-person hot-seat game by mouse, touch and
keyboard with every special tile, a challenge, a reload, and a game to its end.

The page gets ``?seed=N``; this test deals the same game in CPython with the
same engine, plans each move there (in a challenge game any placement the
rules allow stands until challenged, so the planner needs no word finder:
only the challenged move has to be a non-word), plays the move through the
page, and then checks the page's saved game against the move applied in
CPython: every action the page sent must be exactly the planned one.
"""
from __future__ import annotations

import gzip
import time
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Iterator

from playwright.sync_api import Page
from playwright.sync_api import Error as PlaywrightError

from conftest import Browsers, Server, Visit, new_visit, stored_json
from ux import failure_shot, screenshot
from verba.errors import IllegalAction
from verba.lexicon import Lexicon
from verba.scriba import game as G
from verba.scriba import tiles as T
from verba.scriba.board import Board, Pos, cell_name
from verba.scriba.ruleset import Ruleset
from verba.ui.scriba.input import SPECIAL_KEYS
from verba.ui.scriba.placing import Placing

NAMES = ("Ala", "Olek")
SAVE = "verba.save.scriba"
LETTERS_FIRST = "EAIONRYWZ"      # a blank is named one of these


@cache
def lexicon() -> Lexicon:
    path = Path(__file__).resolve().parent.parent / "lexicons" / "pl.dawg.gz"
    return Lexicon.from_file_bytes(gzip.decompress(path.read_bytes()))


# --- planning moves in CPython -----------------------------------------------

@dataclass
class Plan:
    keys: list[str]          # as typed; "=" switches to the upper level
    start: Pos               # the cell the cursor starts on
    down: bool
    tiles: list[dict]        # the placement those keys lay (the engine's action)

    @property
    def action(self) -> dict[str, Any]:
        return {"type": "place", "tiles": self.tiles}


def replay(state: G.State, start: Pos, down: bool, keys: list[str]) -> list[dict] | None:
    """The tiles the page's keyboard lays for these keys (the page's own code)."""
    placing = Placing(state.board.size)
    placing.cursor, placing.down = start, down
    rack = list(state.racks[state.current])
    try:
        for key in keys:
            if key == "=":
                placing.upper = not placing.upper
            elif key in SPECIAL_KEYS:
                placing.type_special(SPECIAL_KEYS[key], state.board, rack)
            else:
                placing.type_letter(key, state.board, rack)
    except IllegalAction:
        return None
    return placing.actions() if placing.ready() else None


def sequences(rack: tuple[str, ...], goal: str | None) -> Iterator[list[str]]:
    """Key sequences worth trying for a goal, the most tiles first."""
    letters = [t for t in rack if t in T.LETTER_VALUES]
    blanks = [["?", LETTERS_FIRST[i]] for i in range(rack.count(T.BLANK))]
    if goal == "blank" and blanks:
        for k in range(min(3, len(letters)), 0, -1):
            yield blanks[0] + letters[:k]
    elif goal == "arrow" and T.ARROW in rack:
        for a in (2, 1, 3):
            for b in (2, 1):
                if a + b <= len(letters):
                    yield letters[:a] + ["/"] + letters[a:a + b]
    elif goal == "block" and T.BLOCK in rack:
        for k in range(min(4, len(letters)), 1, -1):
            yield letters[:k] + ["."]
    elif goal == "stack":
        for k in (3, 2):
            for offset in range(len(letters) - k + 1):
                yield ["="] + letters[offset:offset + k]
    elif goal in ("plain", "invalid"):
        for k in range(min(3, len(letters)), 1 if goal == "invalid" else 0, -1):
            yield letters[:k]
    elif goal == "most":
        parts = [[t] for t in letters] + blanks
        arrows, blocks = rack.count(T.ARROW), rack.count(T.BLOCK)
        for n in range(len(parts), 0, -1):
            keys = [key for part in parts[:n] for key in part]
            if arrows and n >= 1:
                for a in range(1, len(parts[:n]) + 1):
                    head = [key for part in parts[:a] for key in part]
                    tail = [key for part in parts[a:n] for key in part]
                    yield head + ["/"] + tail + (["."] if blocks else [])
                yield ["/"] + keys
            if blocks:
                yield keys + ["."]
                if blocks > 1:
                    yield ["."] + keys + ["."]
            yield keys


def _touches(board: Board, cells: list[Pos]) -> bool:
    for r, c in cells:
        for n in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1), (r, c)):
            if n in board.top:
                return True
    return False


def find(state: G.State, goal: str | None) -> Plan | None:
    """A legal placement for the player to move that meets the goal."""
    board = state.board
    first = not board.has_letters()
    size = board.size
    for keys in sequences(state.racks[state.current], goal):
        upper = keys[:1] == ["="]
        if upper:
            starts = [(pos, d) for pos in board.letter_cells() for d in (False, True)]
        elif first:
            starts = [((7, c), False) for c in range(7, -1, -1)]
        else:
            starts = [((r, c), d) for r in range(size) for c in range(size)
                      if (r, c) not in board.top for d in (False, True)]
        for start, down in starts:
            tiles = replay(state, start, down, keys)
            if not tiles:
                continue
            cells = [(x["row"], x["col"]) for x in tiles]
            if not first and not upper and not _touches(board, cells):
                continue
            preview = G.preview(state, tiles, lexicon())
            if not preview["ok"]:
                continue
            if goal == "invalid" and not preview["invalid"]:
                continue
            if goal == "stack" and not preview["stacked"]:
                continue
            return Plan(keys, start, down, tiles)
    return None


@dataclass
class Turn:
    mode: str                # "keys", "mouse", "touch", "tap", "exchange", "pass"
    goal: str | None
    plan: Plan | None
    action: dict[str, Any]
    challenge: bool = False  # the next player challenges it


def hot_seat_script(seed: int) -> list[Turn] | None:
    """Turns that use a blank and a blocking tile by keyboard, an arrow and a
    stack by mouse, then a non-word that the other player challenges."""
    state = G.new_game(list(NAMES), seed)
    wanted = {"blank": "keys", "arrow": "mouse", "block": "keys", "stack": "mouse"}
    turns: list[Turn] = []
    for number in range(8):
        mode = "keys" if number % 2 == 0 else "mouse"
        plan = goal = None
        for goal in [g for g, m in wanted.items() if m == mode]:
            plan = find(state, goal)
            if plan:
                break
        if plan is None:
            goal, plan = "plain", find(state, "plain")
        if plan is None:
            return None
        wanted.pop(goal, None)
        turns.append(Turn(mode, goal, plan, plan.action))
        state = G.apply(state, plan.action, lexicon())
        if not wanted:
            plan = find(state, "invalid")
            if plan is None:
                return None
            turns.append(Turn("keys", "invalid", plan, plan.action, challenge=True))
            return turns
    return None


def endgame_script(seed: int, rules: Ruleset) -> list[Turn] | None:
    """A whole game, each move laying as many tiles as it can, that ends with
    a player laying their last tile on an empty bag."""
    state = G.new_game(list(NAMES), seed, rules)
    turns: list[Turn] = []
    while state.phase == G.PLAY and len(turns) < 40:
        plan = find(state, "most")
        if plan is not None:
            mode = "touch" if not turns else "tap" if len(turns) == 1 else "keys"
            turns.append(Turn(mode, "most", plan, plan.action))
        elif state.bag:
            turns.append(Turn("exchange", None, None,
                              {"type": "exchange", "tiles": [state.racks[state.current][0]]}))
        else:
            turns.append(Turn("pass", None, None, {"type": "pass"}))
        state = G.apply(state, turns[-1].action, lexicon())
    if state.phase != G.CLOSING:
        return None
    return turns


def first_seed(script, *args: Any) -> tuple[int, list[Turn]]:
    for seed in range(1, 400):
        turns = script(seed, *args)
        if turns:
            return seed, turns
    raise AssertionError("no seed gives the game this test needs")


# --- driving the page ------------------------------------------------------------

def saved_state(visit: Visit) -> G.State:
    data = stored_json(visit, SAVE)
    assert isinstance(data, dict), "the game is saved"
    return G.from_dict(data["data"]["state"])


def wait_saved(visit: Visit, log_length: int) -> G.State:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        data = stored_json(visit, SAVE)
        if data is None or len(data["data"]["state"]["log"]) >= log_length:
            return saved_state(visit) if data else None
        visit.page.wait_for_timeout(50)
    raise AssertionError("the page did not save the move")


def centre_of(page: Page, selector: str) -> tuple[float, float]:
    box = page.locator(selector).first.bounding_box()
    assert box, selector
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    size = page.viewport_size
    assert size and 0 <= x < size["width"] and 0 <= y < size["height"], f"{selector} is off screen"
    return x, y


def board_in_view(page: Page) -> None:
    """A drag is done by hand: the board and the rack must both be on screen.
    On a phone the rack is below the board; on a wide screen it is beside the
    board, which sticks to the top as the page scrolls. So the board is scrolled
    to the top only when it is not wholly in view (a stuck board scrolled "to
    the top" would take the page 8 px further down at each drag, until the rack
    was gone), and then the rack is scrolled into view if it is not."""
    page.evaluate("""() => {
        const board = document.querySelector('[data-board]');
        const box = board.getBoundingClientRect();
        if (box.top < 0 || box.bottom > innerHeight) board.scrollIntoView({block: 'start'});
        document.querySelector('[data-rack]').scrollIntoView({block: 'nearest'});
    }""")


def mouse_drag(page: Page, src: str, dst: str) -> None:
    board_in_view(page)
    x0, y0 = centre_of(page, src)
    x1, y1 = centre_of(page, dst)
    page.mouse.move(x0, y0)
    page.mouse.down()
    page.mouse.move(x1, y1, steps=6)
    page.mouse.up()


def touch_drag(page: Page, src: str, dst: str) -> None:
    board_in_view(page)
    x0, y0 = centre_of(page, src)
    x1, y1 = centre_of(page, dst)
    cdp = page.context.new_cdp_session(page)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x0, "y": y0}]})
    for k in range(1, 7):
        x, y = x0 + (x1 - x0) * k / 6, y0 + (y1 - y0) * k / 6
        cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y}]})
    # The finger rests on the cell before it lifts: a flick would leave a fling
    # behind, and the next tap would only stop it.
    page.wait_for_timeout(150)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x1, "y": y1}]})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    cdp.detach()


def rack_tile(code: str) -> str:
    return f'[data-rack] [data-tile="{code}"]'


def cell(pos: Pos) -> str:
    return f'[data-cell="{cell_name(pos)}"]'


def press(page: Page, key: str) -> None:
    """A key as a Polish keyboard sends it (Playwright's layout has no Ł)."""
    if key.isascii():
        page.keyboard.press(key)
        return
    cdp = page.context.new_cdp_session(page)
    typed = key.lower()
    cdp.send("Input.dispatchKeyEvent", {"type": "keyDown", "key": typed, "text": typed})
    cdp.send("Input.dispatchKeyEvent", {"type": "keyUp", "key": typed})
    cdp.detach()


def shows_turn(page: Page, state: G.State) -> None:
    """Wait until the page has redrawn for this turn (its rack and the
    scores), so that nothing is read off the previous turn's picture."""
    page.wait_for_function(
        """([rack, scores]) => {
            const shown = [...document.querySelectorAll('[data-rack] [data-tile]')]
                .map(e => e.dataset.tile).sort().join(',');
            const points = [...document.querySelectorAll('.scriba-scores [data-score]')]
                .map(e => Number(e.dataset.score));
            return shown === rack && JSON.stringify(points) === JSON.stringify(scores);
        }""", arg=[",".join(sorted(state.racks[state.current])), list(state.scores)])


def lay_by_keys(page: Page, plan: Plan) -> None:
    # Put the cursor on the start cell (a click on the cursor's own cell would
    # turn it, so only click elsewhere), read the direction the page shows
    # only then, and turn it with the chip if need be: nothing is predicted
    # from a page that may not have redrawn yet.
    start = cell_name(plan.start)
    if page.get_attribute(".cell.cursor", "data-cell") != start:
        page.click(cell(plan.start))
        page.wait_for_selector(f'.cell.cursor[data-cell="{start}"]')
    wanted = "down" if plan.down else "right"
    if page.get_attribute("[data-direction]", "data-direction") != wanted:
        page.click("[data-direction]")
        page.wait_for_selector(f'[data-direction="{wanted}"]')
    page.focus('[data-keys="board"]')
    for key in plan.keys:
        if key == "=" and page.get_attribute("[data-upper]", "aria-pressed") == "true":
            continue
        press(page, key)
    for x in plan.tiles:
        page.wait_for_selector(f'[data-pending="{cell_name((x["row"], x["col"]))}"]')


def lay_by_pointer(page: Page, plan: Plan, how: str) -> None:
    for x in plan.tiles:
        pos = (x["row"], x["col"])
        if how == "mouse":
            mouse_drag(page, rack_tile(x["tile"]), cell(pos))
        elif how == "touch":
            touch_drag(page, rack_tile(x["tile"]), cell(pos))
        else:  # tap the tile, then the cell
            page.locator(rack_tile(x["tile"])).first.tap()
            page.wait_for_selector(f'{rack_tile(x["tile"])}[aria-pressed="true"]')
            page.locator(cell(pos)).tap()
        page.wait_for_selector(f'[data-pending="{cell_name(pos)}"]')
        if x["tile"] == T.BLANK:
            page.click(f'[data-chooser="?"] [data-letter="{x["letter"]}"]')
        elif x["tile"] == T.ARROW:
            page.click(f'[data-bend="{x["bend"]}"]')
        page.wait_for_selector("[data-chooser]", state="detached")


def play(visit: Visit, state: G.State, turn: Turn) -> G.State:
    """Play one planned turn in the page; the page's save must equal the
    turn applied in CPython."""
    page = visit.page
    expected = G.apply(state, turn.action, lexicon())
    if turn.plan is not None:
        shows_turn(page, state)
        if turn.mode == "keys":
            lay_by_keys(page, turn.plan)
        else:
            lay_by_pointer(page, turn.plan, turn.mode)
        preview = G.preview(state, turn.plan.tiles)
        page.wait_for_selector(f'[data-preview="ok"][data-total="{preview["total"]}"]')
        for word in preview["words"]:
            assert page.locator(f'[data-word="{word["word"]}"]').count() >= 1
        if turn.mode == "keys":
            page.keyboard.press("Enter")
        elif turn.mode in ("touch", "tap"):
            page.tap("[data-commit]")
        else:
            page.click("[data-commit]")
    elif turn.mode == "exchange":
        page.click("[data-exchange]")
        page.locator(rack_tile(turn.action["tiles"][0])).first.click()
        page.click("[data-exchange-confirm]")
    else:
        page.click("[data-pass]")
        page.click("[data-pass]")
    after = wait_saved(visit, len(expected.log))
    if expected.phase == G.OVER:
        return expected
    assert after == expected, f"the page's move differs from the plan: {turn}"
    return after


def set_up(page: Page, seed_names: tuple[str, ...], rack_size: int = 7) -> None:
    page.click('[data-new="scriba"]')
    page.wait_for_selector('[data-setup="scriba"]', timeout=60_000)
    for seat, name in enumerate(seed_names):
        page.select_option(f'select[name="kind{seat}"]', "human")
        page.fill(f'input[name="name{seat}"]', name)
    page.select_option('select[name="rack_size"]', str(rack_size))
    page.click('[data-start="scriba"]')


def check_draw(page: Page, state: G.State) -> None:
    page.wait_for_selector("[data-draw]")
    drew = page.eval_on_selector_all("[data-drew]", "els => els.map(e => e.dataset.drew)")
    assert drew == [state.names[p] for rnd in state.order_draws for p, _ in rnd]
    first = state.names[state.first_player]
    assert page.get_attribute("[data-first]", "data-first") == first
    page.click("[data-begin]")


def reveal(page: Page, state: G.State) -> None:
    name = state.names[state.current]
    page.wait_for_selector(f'[data-handoff="{name}"]')
    assert page.locator("[data-rack]").count() == 0, "the rack is hidden between players"
    page.click("[data-reveal]")
    page.wait_for_selector("[data-rack]")
    shown = page.eval_on_selector_all("[data-rack] [data-tile]", "els => els.map(e => e.dataset.tile)")
    assert sorted(shown) == sorted(state.racks[state.current])


def board_matches(page: Page, state: G.State) -> None:
    """The board drawn shows this state's tiles and stacks. The page saves a
    move before it redraws, so wait for the drawing first; the asserts then
    say what differs if it never comes."""
    laid_js = "[...document.querySelectorAll('[data-cell]')]" \
              ".filter(e => e.querySelector('.tile')).map(e => e.dataset.cell).sort().join(',')"
    stacked_js = "[...document.querySelectorAll('.cell.stacked')].map(e => e.dataset.cell).sort().join(',')"
    want_laid = ",".join(sorted(cell_name(p) for p in state.board.stacks))
    want_stacked = ",".join(sorted(cell_name(p) for p, s in state.board.stacks.items() if len(s) > 1))
    try:
        page.wait_for_function(f"([a, b]) => {laid_js} === a && {stacked_js} === b",
                               arg=[want_laid, want_stacked], timeout=10_000)
    except PlaywrightError:
        pass   # the asserts below name the difference
    laid = page.eval_on_selector_all(
        "[data-cell]", "els => els.filter(e => e.querySelector('.tile')).map(e => e.dataset.cell)")
    assert sorted(laid) == sorted(cell_name(p) for p in state.board.stacks)
    stacked = page.eval_on_selector_all(".cell.stacked", "els => els.map(e => e.dataset.cell)")
    assert sorted(stacked) == sorted(cell_name(p) for p, s in state.board.stacks.items() if len(s) > 1)


def too_wide(page: Page) -> list[str]:
    """Elements reaching past the right edge of the screen."""
    return page.evaluate("""() => [...document.querySelectorAll('#app *')]
        .filter(e => e.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
        .map(e => e.tagName + '.' + [...e.classList].join('.'))""")


def scores_shown(page: Page) -> list[int]:
    return [int(v) for v in page.eval_on_selector_all(
        ".scriba-scores [data-score]", "els => els.map(e => e.dataset.score)")]


# --- the tests ---------------------------------------------------------------------

def test_hot_seat_game_by_mouse_and_keyboard_with_every_special_tile_a_challenge_and_a_reload(
        visit: Visit) -> None:
    seed, turns = first_seed(hot_seat_script)
    state = G.new_game(list(NAMES), seed)
    visit.open(f"?seed={seed}")
    page = visit.page
    set_up(page, NAMES)
    check_draw(page, state)
    assert saved_state(visit) == state
    for number, turn in enumerate(turns):
        reveal(page, state)
        state = play(visit, state, turn)
        if turn.goal == "stack":
            board_matches(page, state)
        if number == 2:
            # A reload mid-game: the game resumes behind the hand-off screen.
            visit.reload()
            page.click('[data-resume="scriba"]')
            page.wait_for_selector('[data-screen="scriba"][data-stage="handoff"]', timeout=60_000)
            board_matches(page, state)
            assert scores_shown(page) == list(state.scores)
            assert page.locator('[data-log="place"]').count() == number + 1
        if turn.challenge:
            mover, challenger = state.log[-1]["player"], state.current
            page.wait_for_selector(f'[data-challenge="{state.names[challenger]}"]')
            before = state.scores[mover]
            page.click(f'[data-challenge="{state.names[challenger]}"]')
            expected = G.apply(state, {"type": "challenge", "by": challenger}, lexicon())
            state = wait_saved(visit, len(expected.log))
            assert state == expected
            assert state.scores[mover] == before - state.log[-2]["score"] - 5
            page.wait_for_selector(".scriba-log li.withdrawn")   # drawn after the save
            assert page.locator(".scriba-log li.withdrawn").count() == 1
            board_matches(page, state)
    goals = [t.goal for t in turns]
    assert {"blank", "arrow", "block", "stack", "invalid"} <= set(goals)
    # The board mid-game, with the rack and a placement being previewed.
    reveal(page, state)
    plan = find(state, "plain")
    assert plan is not None
    lay_by_keys(page, plan)
    screenshot(page, "scriba-midgame")
    assert not [e for e in visit.errors if "Error" in e], visit.errors


def test_a_game_played_to_its_end_on_a_phone_by_touch_and_keyboard(
        browser: Browsers, server: Server) -> None:
    rules = Ruleset(rack_size=8)
    seed, turns = first_seed(endgame_script, rules)
    context = browser.new_context(locale="pl-PL", viewport={"width": 360, "height": 740},
                                  has_touch=True, is_mobile=True)
    try:
        visit = new_visit(context, server.url)
        visit.open(f"?seed={seed}")
        page = visit.page
        set_up(page, NAMES, rack_size=8)
        state = G.new_game(list(NAMES), seed, rules)
        check_draw(page, state)
        # Hot-seat privacy off, from the hand-off screen itself.
        page.wait_for_selector("[data-handoff]")
        page.click('input[name="hand_off"]')
        page.wait_for_selector("[data-rack]")
        assert not too_wide(page), too_wide(page)
        for turn in turns:
            state = play(visit, state, turn)
        assert state.phase == G.CLOSING
        out = state.last_move.player
        page.wait_for_selector(f'[data-closing="{state.names[out]}"]')
        played = state.scores
        page.click("[data-accept]")
        page.wait_for_selector("[data-winner]")
        final = G.apply(state, {"type": "accept"}, lexicon())
        left = [sum(T.value(t) for t in rack) for rack in final.racks]
        assert left[out] == 0
        assert list(final.scores) == [played[i] - left[i] + (50 if i == out else 0) for i in range(2)]
        rows = page.eval_on_selector_all(
            "[data-final]", "els => els.map(e => [e.dataset.final, Number(e.querySelector('[data-score]').dataset.score)])")
        assert sorted(map(tuple, rows)) == sorted(zip(final.names, final.scores))
        assert "+50" in page.inner_text(".scriba-final")
        screenshot(page, "scriba-phone-final")
        assert visit.storage(SAVE) is None, "a finished game leaves the saves"
        history = stored_json(visit, "verba.history")["data"]
        assert history[0]["game"] == "scriba"
        assert [p["score"] for p in history[0]["players"]] == list(final.scores)
        assert not too_wide(page), too_wide(page)
        assert not [e for e in visit.errors if "Error" in e], visit.errors
    except Exception:
        path = failure_shot(visit.page, "scriba-phone")
        print(f"screenshot of the failure: {path}; page errors: {visit.errors}")
        raise
    finally:
        context.close()
