"""Every Mistrz Słowa screen at 360×740 (touch) and 1280×800: audited (no
sideways scroll, dice and controls at least 44 px, letters not clipped, axe
with no serious or critical fault), each also in the dark theme at one of the
two sizes at least; the focus after each committed action and its ring on the
felt in both themes, the Tab presses from a move to the next turn, take-backs
and the guided game.

Seeds are chosen in CPython, which runs the same rules: the page's ``?seed=N``
gives the same first roll."""
from __future__ import annotations

from contextlib import nullcontext
from functools import lru_cache

from verba.mistrz import ai, game
from verba.mistrz.build import Build, best_build
from verba.mistrz.dice import JOKERS, REROLL
from verba.mistrz.solver import solve

from clock import run_clock_until
from conftest import Visit
from test_mistrz import faces_on_page, lexicon, not_a_noun
from ux import (assert_focus_meaningful, audit, boxes, dark_theme, ring_in_both_themes, screenshot,
                size_name, tabs_until)

# What a person touches, and what must show whole.
BIG = [".tray .mz-die", ".mz-die-btn", "[data-roll]", "[data-reroll]",
       "[data-submit-word]", "[data-give-up]", "[data-take-back]", ".letter-choice", ".swap",
       "input[name=word]", "[data-clear]", "[data-tour]"]
UNCLIPPED = [".mz-die-face", ".glass-text", ".turn-of"]
ONE = [{"name": "Anna", "kind": "human"}, {"name": "Bot", "kind": "hard"}]  # the dice
# do not depend on who plays: a seed gives the same first roll at any table


def first_roll(seed: int) -> tuple[str, ...]:
    state = game.new_game(ONE, None, seed)
    return game.apply(state, {"type": "roll"}, lexicon("pl-nouns")).turn.faces


def joker_word(faces: tuple[str, ...]) -> Build | None:
    for word, _ in solve(faces, lexicon("pl-nouns")):
        build = best_build(faces, word)
        if build and build.jokers:
            return build
    return None


def computer_rerolls(state: game.State) -> bool:
    """Whether the computer's turn from ``state`` rolls a die again (its dice
    would tumble while the page is measured)."""
    while state.phase != "over" and state.players[state.current].kind != "human":
        action, _ = ai.choose_action(state, lexicon("pl-nouns"))
        if action["type"] == "reroll":
            return True
        state = game.apply(state, action, lexicon("pl-nouns"))
    return False


@lru_cache(maxsize=None)
def turn_seed() -> tuple[int, int, tuple[str, ...], Build, str]:
    """A first roll with a ? and a joker; after rolling the ? again, a noun
    made with a joker and a word that is not a noun; the computer's turn
    after that word rolls no die again."""
    nouns = lexicon("pl-nouns")
    for seed in range(1, 3000):
        faces = first_roll(seed)
        if REROLL not in faces or not set(faces) & set(JOKERS):
            continue
        die = faces.index(REROLL)
        state = game.apply(game.apply(game.new_game(ONE, None, seed), {"type": "roll"}, nouns),
                           {"type": "reroll", "die": die}, nouns)
        after = state.turn.faces
        build, wrong = joker_word(after), not_a_noun(after)
        if build is None or wrong is None:
            continue
        played = game.apply(state, {"type": "submit", "picks": [p.to_dict() for p in build.picks]},
                            nouns)
        if not computer_rerolls(played):
            return seed, die, after, build, wrong
    raise AssertionError("no seed fits")


@lru_cache(maxsize=None)
def winning_seed(target: int) -> int:
    """A first roll whose best word reaches ``target``."""
    for seed in range(1, 3000):
        if best_word(first_roll(seed))[1] >= target:
            return seed
    raise AssertionError("no seed fits")


def best_word(faces: tuple[str, ...], typed: bool = False) -> tuple[str, int]:
    """The roll's highest-scoring word; ``typed``: of those the test's keyboard
    can type as key presses (Playwright sends a letter outside the US layout,
    such as Ł, as text only, which the dice do not take)."""
    found = [w for w in solve(faces, lexicon("pl-nouns")) if not typed or w[0].isascii()]
    return max(found, key=lambda w: w[1], default=("", 0))


def open_table(visit: Visit, seed: int, kinds: tuple[str, ...], *, guide: bool = False,
               target: int | None = None, take_back: bool = False, shot: str | None = None) -> None:
    """The set-up filled in as a person would, then the table."""
    page = visit.page
    visit.open(f"?seed={seed}")
    page.click('[data-new="mistrz"]')
    page.wait_for_selector('[data-setup="mistrz"]', timeout=60_000)
    for seat, kind in enumerate(kinds):
        page.select_option(f'select[name="kind{seat}"]', kind)
    if target is not None:
        page.fill('input[name="target"]', str(target))
        page.dispatch_event('input[name="target"]', "change")
    if take_back:
        page.check('input[name="take_back"]')
    if shot:
        audit(page, shot, big=["[data-start]", ".toggle", ".field select", ".field input"],
              dark="phone")
    page.click('[data-start="mistrz"]')
    page.wait_for_selector("[data-roll]")
    if not guide:  # the guided game is offered once; these tests play without it
        page.click("[data-tour=decline]")


def focus_is(visit: Visit, selector: str) -> None:
    assert_focus_meaningful(visit.page)
    visit.page.wait_for_function("(s) => document.activeElement.matches(s)", arg=selector)


def build_by_tapping(visit: Visit, build: Build, faces: tuple[str, ...], shot: str = "") -> None:
    page = visit.page
    for pick in build.picks:
        page.click(f'[data-die="{pick.die}"]')
        if faces[pick.die] in JOKERS:
            page.wait_for_selector(".letter-choice")
            if shot:
                audit(page, shot, big=BIG, unclipped=UNCLIPPED, dark="phone")
                shot = ""
            page.click(f'[data-letter="{pick.letter}"]')
        elif pick.ogonek is None and faces[pick.die] != pick.letter:
            page.click(f".word-line .word-die >> nth={build.picks.index(pick)} >> .swap")
        if pick.ogonek is not None:
            page.click(f'[data-die="{pick.ogonek}"]')
            if page.query_selector(f'[data-letter="{pick.letter}"]'):
                page.click(f'[data-letter="{pick.letter}"]')
    page.wait_for_selector(f'[data-total="{build.score.total}"]')


def test_a_turn_against_the_computer(sized_visit: Visit) -> None:
    seed, die, faces, build, wrong = turn_seed()
    visit, page = sized_visit, sized_visit.page
    open_table(visit, seed, ("human", "hard"), shot="mistrz-setup")
    focus_is(visit, "[data-roll]")
    audit(page, "mistrz-roll", big=BIG, dark="desktop")
    page.click("[data-roll]")
    page.wait_for_selector("[data-die]")
    focus_is(visit, '[data-die="0"]')                       # after the roll: the dice
    audit(page, "mistrz-your-turn", big=BIG, unclipped=UNCLIPPED,
          inside=[".tray", ".hourglass", ".scoreboard"], dark=True)
    dice = boxes(page, ".tray .mz-die")
    assert len(dice) == 10 and min(min(b["width"], b["height"]) for b in dice) >= 44
    size = page.viewport_size or {}
    bottom = dice[-1]["y"] + dice[-1]["height"]
    print(f"\n{size.get('width')}×{size.get('height')}: dice {dice[0]['width']:.0f}×"
          f"{dice[0]['height']:.0f} px, tray {dice[0]['y']:.0f}–{bottom:.0f}")

    # Reroll mode: the hint must be readable on the felt (it was grey on green).
    page.click("[data-reroll]")
    page.wait_for_selector(".reroll-hint")
    audit(page, "mistrz-reroll", big=BIG, unclipped=UNCLIPPED, dark="phone")
    page.click(f'[data-die="{die}"]')
    page.wait_for_function(
        "faces => JSON.stringify([...document.querySelectorAll('[data-die]')]"
        ".map(e => e.dataset.face)) === JSON.stringify(faces)", arg=list(faces))
    focus_is(visit, f'[data-die="{die}"]')                  # after a reroll: that die

    # A refusal.
    page.fill("input[name=word]", wrong.lower())
    page.press("input[name=word]", "Enter")
    page.wait_for_selector('[data-problem="mistrz.not_a_noun"]')
    focus_is(visit, "input[name=word]")
    ring_in_both_themes(page)                              # on the word panel, inside the felt
    audit(page, "mistrz-refusal", big=BIG, unclipped=UNCLIPPED, dark="desktop")
    page.click("[data-clear]")
    page.wait_for_function("!document.querySelector('.word-line .word-die')")

    # A word with a joker, tapped die by die; the joker asks for its letter.
    build_by_tapping(visit, build, faces, shot="mistrz-choose-letter")
    # The dice, the word, its score and "Play the word" on screen together.
    audit(page, "mistrz-word", big=BIG, unclipped=UNCLIPPED,
          inside=[".tray", ".word-line", ".breakdown", "[data-submit-word]"], dark="desktop")
    [play] = boxes(page, "[data-submit-word]")
    print(f"  'Play the word' {play['y']:.0f}–{play['y'] + play['height']:.0f} px, page "
          f"{page.evaluate('document.documentElement.scrollHeight')} px tall")
    text = page.inner_text(".breakdown")
    # "4 letters 2 pts · a joker is used: no +4", or with an ogonek
    # "4 letters 2 + ogonek 4 = 6 pts · …": never a lone part "= itself".
    assert text.startswith(f"{len(build.word)} letters {build.score.length_points}")
    assert text.count("=") == (1 if build.score.ogonek_bonus else 0)
    assert "no +4" in text
    page.click("[data-submit-word]")
    focus_is(visit, ".outcome")                             # after the word: what it scored

    # The computer's turn: its dice, then its word laid on them.
    page.wait_for_selector(".forming.computer", timeout=30_000)
    # Its thinking (from 3.25 s) leaves time for one audit before its word
    # shows, not surely two: on a desktop, in the dark theme.
    computer = "mistrz-computer" + ("-dark" if size_name(page) == "desktop" else "")
    with dark_theme(page) if computer.endswith("dark") else nullcontext():
        audit(page, computer, big=[".tray .mz-die", "[data-take-back]"], unclipped=UNCLIPPED)
    page.wait_for_selector(".computer-word", timeout=60_000)
    screenshot(page, "mistrz-computer-word")
    page.wait_for_selector("[data-roll]", timeout=60_000)
    focus_is(visit, "[data-roll]")                          # the next turn: the roll
    audit(page, "mistrz-after-computer", big=BIG, unclipped=UNCLIPPED, dark="phone")
    record = page.inner_text(".last-turn")
    assert " played " in record and page.query_selector_all(".last-turn .word-dice .mz-die")

    # Take back the word and the computer's turn: the same dice, scores back to 0.
    page.click("[data-take-back]")
    page.wait_for_selector(".taken-back")
    focus_is(visit, '[data-die="0"]')
    assert tuple(faces_on_page(visit)) == faces
    assert page.get_attribute('[data-seat="0"] [data-score]', "data-score") == "0"
    audit(page, "mistrz-taken-back", big=BIG, unclipped=UNCLIPPED, dark="desktop")


def test_hand_off_between_people_and_the_winner(sized_visit: Visit) -> None:
    visit, page = sized_visit, sized_visit.page
    open_table(visit, winning_seed(12), ("human", "human"), target=12, take_back=True)
    page.click("[data-roll]")
    page.wait_for_selector("[data-die]")
    faces = faces_on_page(visit)
    page.click("[data-give-up]")
    page.click("[data-give-up]")                            # a give-up: −20
    page.wait_for_selector(".pass-to")
    focus_is(visit, "[data-roll]")                          # the next person's roll
    audit(page, "mistrz-hand-off", big=BIG, unclipped=UNCLIPPED, dark="phone")
    assert "Pass the device to Player 2" in page.inner_text(".roll-area")
    page.click("[data-take-back]")                          # all agreed at set-up
    page.wait_for_selector(".taken-back")
    assert faces_on_page(visit) == faces
    word = best_word(faces)[0]
    page.fill("input[name=word]", word.lower())
    page.press("input[name=word]", "Enter")
    page.wait_for_selector("[data-winner]")
    focus_is(visit, "[data-winner] h2")                     # the end: who won
    audit(page, "mistrz-winner", big=[".winner .btn"], unclipped=UNCLIPPED, dark="desktop")


def test_keyboard_only_a_turn_and_the_tab_presses_to_the_next(visit: Visit) -> None:
    seed = winning_seed(1)                                  # any roll that makes a word
    visit.page.clock.install()  # time flows as ever, but for the computer's turns
    open_table(visit, seed, ("human", "hard"))
    page, keyboard = visit.page, visit.page.keyboard
    presses: dict[str, int] = {}
    focus_is(visit, "[data-roll]")
    keyboard.press("Enter")                                 # roll
    focus_is(visit, '[data-die="0"]')
    rings = {"die": ring_in_both_themes(page)}              # on the felt
    word = best_word(faces_on_page(visit), typed=True)[0]
    keyboard.type(word.lower())                             # typed on the dice
    page.wait_for_function("w => document.querySelector('input[name=word]').value"
                           ".toUpperCase() === w", arg=word)
    keyboard.press("Enter")                                 # the committed move
    run_clock_until(page, "[data-roll]")                    # the computer has played
    presses["after a word"] = tabs_until(page, "[data-roll]", limit=3)
    rings["roll button"] = ring_in_both_themes(page)
    keyboard.press("Enter")
    focus_is(visit, '[data-die="0"]')
    presses["to give up"] = tabs_until(page, "[data-give-up]", limit=20)
    keyboard.press("Enter")
    keyboard.press("Enter")                                 # asked once: the give-up
    page.wait_for_selector('[data-outcome="gave_up"], [data-roll]', timeout=60_000)
    run_clock_until(page, "[data-roll]")
    presses["after a give-up"] = tabs_until(page, "[data-roll]", limit=3)
    print(f"Tab presses from a committed move to the next turn's roll: {presses}; "
          f"the focus ring's outer tone against the felt (light, dark): {rings}")
    assert presses["after a word"] <= 3 and presses["after a give-up"] <= 3


def test_the_guided_first_game(sized_visit: Visit) -> None:
    seed, die, faces, build, wrong = turn_seed()
    visit, page = sized_visit, sized_visit.page
    open_table(visit, seed, ("human", "hard"), guide=True)
    focus_is(visit, "[data-tour=start]")
    audit(page, "mistrz-guide-offer", big=BIG, dark="phone")
    page.click("[data-tour=start]")
    page.wait_for_selector(".scoreboard.tour-target")
    page.click("[data-tour=next]")
    page.wait_for_selector("[data-roll].tour-target")
    focus_is(visit, "[data-roll]")
    page.click("[data-roll]")
    page.wait_for_selector(".tray.tour-target")
    focus_is(visit, "[data-tour=next]")
    audit(page, "mistrz-guide-dice", big=BIG, unclipped=UNCLIPPED, dark="desktop")
    sand = page.get_attribute("[data-left]", "data-left")
    page.click("[data-tour=next]")
    page.wait_for_selector(".hourglass.tour-target")
    page.click("[data-tour=next]")
    page.wait_for_selector(".word-panel.tour-target")
    assert page.get_attribute("[data-left]", "data-left") == sand  # the sand waited
    word = best_word(first_roll(seed))[0]
    page.fill("input[name=word]", word.lower())
    page.wait_for_selector(".breakdown.tour-target")
    audit(page, "mistrz-guide-score", big=BIG, unclipped=UNCLIPPED, dark="phone")
    page.press("input[name=word]", "Enter")
    page.wait_for_selector(".last-turn.tour-target")
    audit(page, "mistrz-guide-after", big=BIG, unclipped=UNCLIPPED, dark="desktop")
    page.click("[data-tour=next]")
    page.wait_for_function("!document.querySelector('[data-tour]')")
    stored = visit.storage("verba.settings") or ""
    assert '"mistrz"' in stored
