"""At the table in the real page, at 360×740 (touch) and 1280×800: the way in
from the home, the word judge, a Mistrz Słowa roll tapped in and solved, a
Scriba board laid square by square from the pad and solved, one of its
moves shown on the board. Every screen is audited (no sideways scroll, axe
with no serious or critical fault, touch targets of 44 px) and measured:
nothing of the screen lies left or right of the viewport."""
from __future__ import annotations

from playwright.sync_api import Page, Route

from conftest import LOAD_TIMEOUT, Visit
from test_firstvisit import held, release  # noqa: F401 (held is a fixture)
from ux import audit, size_name

BIG = [".btn", ".chip", ".face-pick", ".pad-key", ".choice-options label", "#judge-word",
       "#scriba-rack", ".hint"]
WRZATEK = ["W", "K", "T", "Z", "R", "H", "A", "E", "ogonek", "reroll"]
SEARCH = 120_000   # ms: a first search prepares the solver, on a busy 2-core machine


def beside_the_viewport(page: Page) -> list[str]:
    """Elements of the screen that stick out left or right of the viewport
    (what scrolls inside a frame of its own, the zoomed board, is measured
    by its frame)."""
    return page.evaluate("""() => {
      const width = document.documentElement.clientWidth;
      const framed = (el) => {
        for (let up = el.parentElement; up && up.id !== 'app'; up = up.parentElement)
          if (['auto', 'scroll'].includes(getComputedStyle(up).overflowX)) return true;
        return false;
      };
      return [...document.querySelectorAll('#app *')].filter((el) => {
        const box = el.getBoundingClientRect();
        if (!box.width || getComputedStyle(el).visibility === 'hidden') return false;
        if (el.closest('.sc-sr, .mz-sr') || framed(el)) return false;   // text for screen readers, and a frame's content
        return box.left < -0.5 || box.right > width + 0.5;
      }).slice(0, 8).map((el) => el.localName + '.' + String(el.className));
    }""")


def check(page: Page, name: str, dark: bool | str = False, big: list[str] = BIG) -> None:
    assert beside_the_viewport(page) == [], name
    assert page.evaluate("document.documentElement.scrollWidth <= "
                         "document.documentElement.clientWidth"), name
    audit(page, f"companion-{name}", big=big, dark=dark)


def test_the_judge_and_both_solvers(sized_visit: Visit) -> None:
    visit = sized_visit
    page = visit.page
    visit.open()
    page.click("[data-nav=companion]")
    page.wait_for_selector("[data-screen=companion] [data-open-tool=judge]")
    check(page, "screen", dark="phone")

    # -- the word judge: a noun for Mistrz Słowa, then the same word for Wordz
    page.click("[data-open-tool=judge]")
    page.wait_for_selector("[data-screen=judge]")
    page.check("[data-judge-game=mistrz]")
    page.fill("#judge-word", "żółw")
    page.press("#judge-word", "Enter")
    page.wait_for_selector("[data-verdict=valid]", timeout=SEARCH)
    assert "ŻÓŁW is a noun in the nominative" in page.inner_text("[data-verdict]")
    check(page, "judge", dark=size_name(page) == "phone")
    page.check("[data-judge-game=wordz]")
    page.wait_for_selector("[data-verdict=refused]", timeout=SEARCH)
    assert "“Ł” is not a letter of the French cards" in page.inner_text("[data-verdict]")
    page.fill("#judge-word", "szedłem")
    page.check("[data-judge-game=scriba]")
    page.click("[data-judge-check]")
    page.wait_for_selector("[data-verdict=valid]", timeout=SEARCH)
    page.click("[data-companion-back]")

    # -- Mistrz Słowa: the rulebook's WRZĄTEK roll, tapped in
    page.click("[data-open-tool=mistrz]")
    page.wait_for_selector("[data-screen=mistrz-solver]", timeout=SEARCH)
    for die, face in enumerate(WRZATEK):
        page.click(f"[data-die='{die}'][data-face='{face}']")
    page.wait_for_selector("[data-results=ready] [data-shown='WRZĄTEK']", timeout=SEARCH)
    assert page.inner_text("[data-best-word='WRZĄTEK']").replace("\n", " ").endswith("20 pts")
    assert page.get_attribute("[data-die='8'][data-face='ogonek']", "aria-pressed") == "true"
    check(page, "mistrz", dark=size_name(page) == "desktop")
    page.click("[data-companion-back]")

    # -- Scriba: ROWER laid through the centre from the pad, a rack, the best moves
    page.click("[data-open-tool=scriba]")
    page.wait_for_selector("[data-screen=scriba-solver]", timeout=SEARCH)
    page.click("[data-cell=F8]")
    for letter in "ROWER":
        page.click(f"[data-pad-letter='{letter}']")
    page.wait_for_selector("[data-cell=J8] .tile")
    page.fill("#scriba-rack", "kawaty?")
    check(page, "scriba-board", dark=size_name(page) == "phone")
    page.click("[data-scriba-solve]")
    page.wait_for_selector("[data-hints=ready]", timeout=SEARCH)
    scores = [int(s) for s in page.locator(".hint-score").all_inner_texts()]
    assert len(scores) == 10 and scores == sorted(scores, reverse=True)
    page.click("[data-hint-move='0']")
    page.wait_for_selector("[data-showing='0'] [data-pending]")
    check(page, "scriba-move", dark=size_name(page) == "desktop")
    page.click("[data-scriba-edit]")
    page.wait_for_selector(".scriba-entry .board.live")
    assert visit.errors == []


def test_the_companion_answers_before_python_and_a_tool_opens_once_it_is_ready(
        held: tuple[Visit, list[Route]]) -> None:
    """The companion's screen is painted from the build's tree while the
    runtime is held; a tool tapped then is kept and opened by Python."""
    visit, routes = held
    page = visit.page
    page.goto(visit.base)
    page.click("[data-nav=companion]")
    page.wait_for_selector("[data-screen=companion] [data-open-tool=judge]")
    assert page.evaluate("document.documentElement.dataset.verba") == "loading"
    page.click('[data-lang="pl"]')
    assert "Przy stole" in page.inner_text("#app")
    page.click("[data-open-tool=judge]")
    page.wait_for_selector("[data-open-tool=judge][aria-busy=true]")
    release(visit, routes)
    page.wait_for_selector("[data-screen=judge]", timeout=LOAD_TIMEOUT)
    assert "Sędzia słów" in page.inner_text("#app")
    page.keyboard.press("Escape")
    page.wait_for_selector("[data-screen=companion]")
    assert not visit.errors, visit.errors
