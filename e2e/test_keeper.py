"""The Scriba score keeper in the real page on a 360×740 touch phone: a
sheet set up, three moves entered by tapping the first square and typing
the word, a refused move (its reason shown, the word kept), a word
challenged and taken back, the sheet measured inside the viewport and
audited, and a reload that keeps it; a Game II sheet with its tokens laid,
the die and a large token taken."""
from __future__ import annotations

from playwright.sync_api import Page

from conftest import Visit
from test_companion import SEARCH
from test_companion import check as companion_check

BIG = [".btn", ".chip", ".choice-options label", "#keeper-word", "#keeper-count",
       ".keeper-setup input[type=text]"]
MOVES = (("ROWER", "D8", "right"), ("KRAWAT", "D7", "down"), ("TY", "D12", "right"))


def check(page: Page, name: str, dark: bool = False) -> None:
    """Inside the viewport, no sideways scroll, axe and 44 px targets."""
    companion_check(page, name, dark=dark, big=BIG)


def enter(page: Page, word: str, cell: str, way: str) -> None:
    page.click(f"[data-cell={cell}]")
    if page.get_attribute("[data-keeper-way]", "data-keeper-way") != way:
        page.click(f"[data-cell={cell}]")          # a second tap turns the direction
    page.wait_for_selector(f"[data-keeper-way={way}]")
    page.fill("#keeper-word", word)
    page.click("[data-keeper-enter]")


def totals(page: Page) -> list[str]:
    return page.locator("[data-total]").all_inner_texts()


def new_sheet(visit: Visit, *names: str) -> Page:
    """The keeper opened on a new sheet, the players' names typed."""
    page = visit.page
    visit.open()
    page.click("[data-nav=companion]")
    page.click("[data-open-tool=keeper]")
    page.wait_for_selector("[data-screen=keeper][data-phase=setup]", timeout=SEARCH)
    for i, name in enumerate(names):
        page.fill(f"[data-keeper-name='{i}']", name)
    return page


def test_a_score_kept_game_of_three_moves_on_a_phone(phone_visit: Visit) -> None:
    visit = phone_visit
    page = new_sheet(visit, "Ala", "Bob")
    check(page, "keeper-setup")
    page.click("[data-keeper-start]")
    page.wait_for_selector("[data-screen=keeper][data-phase=play]")

    # a word off the centre is refused with the engine's reason; the word stays typed
    enter(page, "ROWER", "B3", "right")
    page.wait_for_selector("[data-problem='scriba.first_off_centre']")
    assert page.input_value("#keeper-word") == "ROWER"
    assert page.locator("[data-turn]").count() == 0

    for number, (word, cell, way) in enumerate(MOVES, 1):
        enter(page, word, cell, way)
        page.wait_for_function(f"document.querySelectorAll('[data-turn]').length === {number}")
        assert page.locator("[data-problem]").count() == 0
        assert page.input_value("#keeper-word") == ""
    # ROWER 2 (its first R on a −4 square), KRAWAT 22 (a double word), TY
    assert totals(page)[1] == "22"
    ala = int(totals(page)[0])
    assert "Bob to play" in page.inner_text("[data-to-play]")
    assert page.locator("[data-cell=D8] .tile").count() == 1
    check(page, "keeper-sheet", dark=True)
    page.locator("[data-sheet]").scroll_into_view_if_needed()
    check(page, "keeper-sheet-light")

    # a word the list refuses, challenged at the table: taken back, 5 points off
    enter(page, "ZOZ", "E7", "down")
    page.wait_for_selector("[data-problem='scriba.not_a_word']")
    check(page, "keeper-challenge")
    page.click("[data-keeper-challenged=upheld]")
    page.wait_for_selector("[data-turn=challenge]")
    assert totals(page) == [str(ala), "17"]
    assert page.locator("[data-cell=E7] .tile").count() == 0
    assert "Ala to play" in page.inner_text("[data-to-play]")

    # a reload keeps the sheet
    visit.reload()
    page.click("[data-nav=companion]")
    page.click("[data-open-tool=keeper]")
    page.wait_for_selector("[data-screen=keeper][data-phase=play]", timeout=SEARCH)
    assert totals(page) == [str(ala), "17"]
    assert page.locator("[data-turn]").count() == 4
    assert visit.errors == []


def cell(row: int, col: int) -> str:
    return f"{'ABCDEFGHIJKLMNO'[col]}{row + 1}"


def test_a_game_two_sheet_on_a_phone(phone_visit: Visit) -> None:
    """Game II: the 48 tokens laid with the brush (one tap each), the die,
    and whose large token a long word takes."""
    visit = phone_visit
    page = new_sheet(visit, "Ala", "Bob", "Cyryl")
    page.check("[data-keeper_game='2']")
    page.wait_for_selector(".keeper-tokens")
    # the table's tokens on its last rows: word ×3, letter ×3, word ×2, letter ×2
    free = [(r, c) for r in range(15) for c in range(15)]
    for code, count in (("g", 8), ("r", 8), ("y", 16), ("b", 16)):
        page.click(f"[data-pad-token={code}]")
        page.wait_for_selector(f"[data-pad-token={code}][aria-pressed=true]")
        for _ in range(count):
            page.click(f"[data-cell={cell(*free.pop())}]")
        page.wait_for_selector(f"[data-pad-token={code}][data-left='0']")
        if code == "g":
            check(page, "keeper-tokens")
    page.wait_for_selector("[data-tokens-laid='48']")
    page.click("[data-keeper-start]")
    page.wait_for_selector("[data-screen=keeper][data-phase=play]")

    page.check("[data-keeper_die='3']")
    enter(page, "KOT", "A1", "right")
    page.wait_for_function("document.querySelectorAll('[data-turn]').length === 1")
    # KWIAT lays five letters: Ala and Cyryl hold large tokens, so the table says whose
    page.check("[data-keeper_die='6']")
    enter(page, "KWIAT", "A3", "right")
    page.wait_for_selector("[data-problem='scriba.capture_choose']")
    page.check("[data-keeper_capture='2']")
    page.click("[data-keeper-enter]")
    page.wait_for_function("document.querySelectorAll('[data-turn]').length === 2")
    assert "a large token from Cyryl" in page.inner_text("[data-sheet]")
    assert totals(page) == ["6", "9", "0"]
    assert "Cyryl to play" in page.inner_text("[data-to-play]")
    check(page, "keeper-game-two")
    assert visit.errors == []
