"""The Scriba score keeper in the real page on a 360×740 touch phone: a
sheet set up, three moves entered by tapping the first square and typing
the word, a refused move (its reason shown, the word kept), the sheet
measured inside the viewport and audited, and a reload that keeps it."""
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


def test_a_score_kept_game_of_three_moves_on_a_phone(phone_visit: Visit) -> None:
    visit = phone_visit
    page = visit.page
    visit.open()
    page.click("[data-nav=companion]")
    page.click("[data-open-tool=keeper]")
    page.wait_for_selector("[data-screen=keeper][data-phase=setup]", timeout=SEARCH)
    page.fill("[data-keeper-name='0']", "Ala")
    page.fill("[data-keeper-name='1']", "Bob")
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

    # a reload keeps the sheet
    visit.reload()
    page.click("[data-nav=companion]")
    page.click("[data-open-tool=keeper]")
    page.wait_for_selector("[data-screen=keeper][data-phase=play]", timeout=SEARCH)
    assert totals(page) == [str(ala), "22"]
    assert page.locator("[data-turn]").count() == 3
    assert visit.errors == []
