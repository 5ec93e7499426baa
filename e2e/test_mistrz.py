"""Mistrz Słowa through the real page: a whole game against the computer, and
a hot-seat game by keyboard alone.

The page takes ``?seed=N`` for its next new game, and the rules core is the
same Python in CPython, so the test knows what the first roll will show and
picks a seed whose script works; later rolls are read from the page and the
best word is found with the same solver.
"""
from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from verba.lexicon import Lexicon
from verba.mistrz import ai, game
from verba.mistrz.build import best_build
from verba.mistrz.dice import JOKERS, OGONEK, REROLL, ogonek_readings
from verba.mistrz.solver import solve

from clock import run_clock_until
from conftest import Visit, screen_text

LEXICONS = Path(__file__).resolve().parent.parent / "lexicons"
TARGET = 50
PLAYERS = [{"name": "Gracz 1", "kind": "human"}, {"name": "Komputer (trudny)", "kind": "hard"}]


@lru_cache(maxsize=None)
def lexicon(name: str) -> Lexicon:
    return Lexicon.from_file_bytes((LEXICONS / f"{name}.dawg.gz").read_bytes())


def joker_ogonek_word(faces: tuple[str, ...]):
    """A noun whose best build uses a joker and an ogonek, if the roll has one."""
    for word, _ in solve(faces, lexicon("pl-nouns")):
        build = best_build(faces, word)
        if build and build.jokers and build.ogoneks:
            return build
    return None


def not_a_noun(faces: tuple[str, ...]) -> str | None:
    """A Polish word form the dice make that is not a nominative noun."""
    for word, _ in solve(faces, lexicon("pl")):
        if not lexicon("pl-nouns").contains(word):
            return word
    return None


def scripted_seed() -> tuple[int, int, object, str]:
    """A seed whose first roll shows a ?, allows a joker-and-ogonek noun and a
    non-noun, and whose game is still open after the script: that word, the
    computer's turn, a give-up, the computer's turn again."""
    nouns = lexicon("pl-nouns")
    for seed in range(1, 5000):
        state = game.new_game(PLAYERS, {"target": TARGET}, seed)
        state = game.apply(state, {"type": "roll"}, nouns)
        faces = state.turn.faces
        if REROLL not in faces:
            continue
        reroll_die = faces.index(REROLL)  # rolling the ? itself keeps every letter
        state = game.apply(state, {"type": "reroll", "die": reroll_die}, nouns)
        build = joker_ogonek_word(state.turn.faces)
        wrong = not_a_noun(state.turn.faces)
        if build is None or wrong is None or build.score.total >= TARGET:
            continue
        state = game.apply(state, {"type": "submit", "picks": [p.to_dict() for p in build.picks]},
                           nouns)
        state = computer_turn(state)
        for action in ({"type": "roll"}, {"type": "give_up"}):
            if state.phase != "over":
                state = game.apply(state, action, nouns)
        state = computer_turn(state)
        if state.phase != "over":
            return seed, reroll_die, build, wrong
    raise AssertionError("no seed fits the script")


def computer_turn(state: game.State) -> game.State:
    while state.phase != "over" and state.current == 1:
        action, _ = ai.choose_action(state, lexicon("pl-nouns"))
        state = game.apply(state, action, lexicon("pl-nouns"))
    return state


def faces_on_page(visit: Visit) -> tuple[str, ...]:
    return tuple(visit.page.eval_on_selector_all("[data-die]", "els => els.map(e => e.dataset.face)"))


def wait_human_turn(visit: Visit) -> None:
    """Until the person is to roll (the computer played) or the game is over:
    the page's clock (installed before it opened) is run on meanwhile, so the
    computer's thinking pause and the moment its word shows pass at once."""
    run_clock_until(visit.page, "[data-roll], [data-winner]")


def type_best_word(visit: Visit) -> None:
    faces = faces_on_page(visit)
    found = solve(faces, lexicon("pl-nouns"))
    if not found:
        visit.page.click("[data-give-up]")
        visit.page.click("[data-give-up]")
        return
    visit.page.fill('input[name="word"]', found[0][0].lower())
    visit.page.press('input[name="word"]', "Enter")


def score_of(visit: Visit, seat: int) -> int:
    return int(visit.page.get_attribute(f'[data-seat="{seat}"] [data-score]', "data-score"))


def test_a_whole_game_against_the_computer(visit: Visit) -> None:
    seed, reroll_die, build, wrong = scripted_seed()
    visit.page.clock.install()  # time flows as ever, but for the computer's turns
    visit.open(f"?seed={seed}")
    visit.page.click('[data-lang="pl"]')
    visit.page.click('[data-new="mistrz"]')
    visit.page.wait_for_selector('[data-setup="mistrz"]', timeout=60_000)
    visit.page.fill('input[name="target"]', str(TARGET))
    visit.page.dispatch_event('input[name="target"]', "change")
    visit.page.select_option('select[name="kind1"]', "hard")  # the default is easy
    visit.page.click('[data-start="mistrz"]')

    # Turn 1: roll, use the ? on itself, a refused word, then a joker-and-ogonek noun.
    visit.page.click("[data-roll]")
    visit.page.wait_for_selector("[data-reroll]")
    visit.page.click("[data-reroll]")
    rerolled = game.apply(game.apply(game.new_game(PLAYERS, {"target": TARGET}, seed),
                                     {"type": "roll"}, lexicon("pl-nouns")),
                          {"type": "reroll", "die": reroll_die}, lexicon("pl-nouns")).turn.faces
    visit.page.click(f'[data-die="{reroll_die}"]')
    # the page shows the rerolled die once it has redrawn (it may land on ? again)
    visit.page.wait_for_function(
        "faces => JSON.stringify([...document.querySelectorAll('[data-die]')]"
        ".map(e => e.dataset.face)) === JSON.stringify(faces)", arg=list(rerolled))
    assert faces_on_page(visit) == tuple(rerolled)
    visit.page.fill('input[name="word"]', wrong.lower())
    visit.page.press('input[name="word"]', "Enter")
    problem = visit.page.wait_for_selector('[data-problem="mistrz.not_a_noun"]')
    assert wrong in problem.inner_text() and "rzeczownik" in problem.inner_text()
    visit.page.click("[data-clear]")
    visit.page.wait_for_function("!document.querySelector('.word-line .word-die')")

    faces = faces_on_page(visit)
    for index, pick in enumerate(build.picks):
        visit.page.click(f'[data-die="{pick.die}"]')
        face = faces[pick.die]
        if face in JOKERS:
            visit.page.click(f'[data-letter="{pick.letter}"]')
        elif pick.ogonek is None and face != pick.letter:
            visit.page.click(f".word-line .word-die >> nth={index} >> .swap")
        if pick.ogonek is not None:
            assert faces[pick.ogonek] == OGONEK
            visit.page.click(f'[data-die="{pick.ogonek}"]')
            if len(ogonek_readings(face)) > 1:  # Ź or Ż
                visit.page.click(f'[data-letter="{pick.letter}"]')
    # the last click's redraw may still be on its way: wait for the score it shows
    visit.page.wait_for_selector(f'[data-total="{build.score.total}"]', timeout=10_000)
    visit.page.click("[data-submit-word]")
    visit.page.wait_for_selector("[data-best]")
    assert build.word in visit.page.inner_text(".last-turn")
    assert score_of(visit, 0) == build.score.total

    # The computer's turn, then turn 2: give up once.
    wait_human_turn(visit)
    visit.page.click("[data-roll]")
    visit.page.click("[data-give-up]")
    visit.page.click("[data-give-up]")
    visit.page.wait_for_selector(".outcome.bad")
    assert "−20" in visit.page.inner_text(".outcome.bad")
    assert score_of(visit, 0) == build.score.total - 20

    # Reload in the middle of a turn: the same dice come back.
    wait_human_turn(visit)
    visit.page.click("[data-roll]")
    visit.page.wait_for_selector("[data-die]")
    before = faces_on_page(visit)
    visit.reload()
    visit.page.click('[data-resume="mistrz"]')
    visit.page.wait_for_selector("[data-die]", timeout=60_000)
    assert faces_on_page(visit) == before

    # Play on, best words, until someone wins.
    for _ in range(30):
        if visit.page.query_selector("[data-winner]"):
            break
        if not visit.page.query_selector("[data-die]"):
            visit.page.click("[data-roll]")
            visit.page.wait_for_selector("[data-die]")
        type_best_word(visit)
        wait_human_turn(visit)
    winner = visit.page.wait_for_selector("[data-winner]")
    assert "Wygrywa" in winner.inner_text()
    history = json.loads(visit.storage("verba.history"))["data"]
    assert history[0]["game"] == "mistrz" and max(p["score"] for p in history[0]["players"]) >= TARGET
    assert not visit.foreign_requests()
    # Its word list was downloaded once (the others follow in the background).
    lexicon_requests = [u for u in visit.requests if "/lexicons/" in u and u.endswith(".gz")]
    assert sum(u.endswith("/pl-nouns.dawg.gz") for u in lexicon_requests) == 1


def press_until_focused(visit: Visit, selector: str, limit: int = 60) -> None:
    for _ in range(limit):
        if visit.page.evaluate("(s) => document.activeElement && document.activeElement.matches(s)",
                               selector):
            return
        visit.page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {selector}")


def test_hot_seat_by_keyboard_alone(visit: Visit) -> None:
    visit.open("?seed=11")
    keyboard = visit.page.keyboard
    press_until_focused(visit, '[data-new="mistrz"]')
    keyboard.press("Enter")
    visit.page.wait_for_selector('[data-setup="mistrz"]', timeout=60_000)
    press_until_focused(visit, 'select[name="kind1"]')
    keyboard.press("Home")  # "Person" is the first choice
    visit.page.wait_for_function(
        "document.querySelector('select[name=kind1]').value === 'human'")
    press_until_focused(visit, '[data-start="mistrz"]')
    keyboard.press("Enter")
    # The guided first game is offered with the focus on it: "No thanks".
    visit.page.wait_for_function("document.activeElement.matches('[data-tour=start]')")
    keyboard.press("Tab")
    keyboard.press("Enter")
    for turn in range(4):
        visit.page.wait_for_selector("[data-roll]")
        visit.page.wait_for_function("document.activeElement.matches('[data-roll]')")
        keyboard.press("Enter")
        # The focus goes to the dice; typing there spells the word in the field.
        visit.page.wait_for_function("document.activeElement.matches('[data-die=\"0\"]')")
        found = solve(faces_on_page(visit), lexicon("pl-nouns"))
        assert found, "a seeded roll with no noun at all"
        keyboard.type(found[0][0].lower())
        visit.page.wait_for_function(
            "w => document.querySelector('input[name=word]').value.toUpperCase() === w",
            arg=found[0][0])
        keyboard.press("Enter")
        visit.page.wait_for_selector(f'[data-last-turn="{turn + 1}"]')
    scores = [score_of(visit, seat) for seat in (0, 1)]
    assert all(score > 0 for score in scores), scores
    assert "Gracz 2" in screen_text(visit) or "Player 2" in screen_text(visit)
