"""Every Wordz screen audited on a 360×740 touch phone and a 1280×800 desktop
(issue #13), each also in the dark theme at one of the two sizes at least:
no sideways scroll, zero axe-core violations serious or critical, cards and
buttons at least 44 px and unclipped, the person's cards and the opponents'
words on the first screen, focus on a meaningful element after every
committed action; a keyboard-only turn counting Tab presses, with the focus
ring measured on the table in both themes; a take-back; the guided first game.

The page runs the same rules and computer players as CPython (``?seed=N``),
so each test keeps the game's state alongside the page's (as e2e/test_wordz.py
does) and knows every hidden card; a save written by CPython puts the page
at the end of a round.
"""
from __future__ import annotations

from contextlib import nullcontext
from typing import Any

from playwright.sync_api import Page

from clock import clock_paused
from conftest import Visit
from test_wordz import (PLAYERS, ME, computers_play, dealt, find_seed, flip, lexicon, my_word,
                        next_move, not_a_word, wait_for, wrong_guess)
from ux import (assert_focus_meaningful, audit, boxes, focused, outside_viewport,
                ring_in_both_themes, tabs_until)
from verba.storage import MemoryBackend, Storage, save_key
from verba.wordz.engine import computer_action
from verba.wordz import ai, game, takeback, views

CARDS = ".wz-card"
BUTTONS = ".wordz .btn"
OPPONENT_CARDS = "[data-seat]:not(.mine) .wz-card"


def audited(page: Page, name: str, **checks: Any) -> None:
    """``audit`` the screen, then print its figures for docs/ux/wordz.md:
    the smallest card, how far down the opponents' words and the hand reach,
    what has the focus (run with ``-s`` to read them)."""
    audit(page, name, **checks)
    size = page.viewport_size or {"width": 0, "height": 0}
    cards = boxes(page, CARDS)
    smallest = min(((b["width"], b["height"]) for b in cards), default=None)
    reach = {what: max((b["y"] + b["height"] for b in boxes(page, selector)), default=None)
             for what, selector in (("opponents", ".mine ~ * .wz-card, [data-seat]:has(~ .mine) "
                                                  ".wz-card"), ("hand", "[data-hand]"))}
    print(f"FIGURES {name} {size['width']}x{size['height']}: {len(cards)} cards, smallest "
          + (f"{smallest[0]:.0f}x{smallest[1]:.0f}" if smallest else "-")
          + "".join(f", {what} down to {y:.0f}" for what, y in reach.items() if y)
          + f", focus on {focused(page)}")


def touch(visit: Visit) -> bool:
    return bool(visit.page.evaluate("matchMedia('(pointer: coarse)').matches"))


def press(visit: Visit, selector: str) -> None:
    """A tap on a phone, a click on a desktop."""
    if touch(visit):
        visit.page.tap(selector)
    else:
        visit.page.click(selector)


def start(visit: Visit, seed: int, rounds: str = "1", decline_tour: bool = True,
          dark: bool | str = False) -> None:
    page = visit.page
    visit.open(f"?seed={seed}")
    press(visit, '[data-lang="fr"]')
    press(visit, '[data-new="wordz"]')
    page.wait_for_selector('[data-setup="wordz"]', timeout=60_000)
    choose_levels(page)
    page.select_option('select[name="rounds"]', rounds)
    audited(page, "wordz-setup", big=["[data-start]"], dark=dark)
    press(visit, '[data-start="wordz"]')
    page.wait_for_selector('[data-stage="compose"]')
    if decline_tour:
        press(visit, '[data-tour="decline"]')


def choose_levels(page: Page) -> None:
    """The computers of PLAYERS (the set-up offers easy ones to a newcomer)."""
    for seat, player in enumerate(PLAYERS):
        if page.query_selector(f'select[name="kind{seat}"]') and player["kind"] == "computer":
            page.select_option(f'select[name="kind{seat}"]', player["level"])


def compose_by_cards(visit: Visit, word: str) -> None:
    """Tap (or click) the hand's cards spelling ``word``, then lay it."""
    page = visit.page
    hand = page.eval_on_selector_all("[data-hand]", "els => els.map(e => e.dataset.letter)")
    free = list(range(len(hand)))
    for letter in word:
        card = next(c for c in free if hand[c] == letter)
        free.remove(card)
        press(visit, f'[data-hand="{card}"]')
        page.wait_for_selector(f'[data-hand="{card}"][aria-pressed="true"]')
    press(visit, "[data-lay]")


def no_field_focused(page: Page) -> None:
    tag = page.evaluate("document.activeElement.localName")
    assert tag not in ("input", "textarea", "select"), "a field took the focus by itself"


def test_every_wordz_screen_at_this_size(sized_visit: Visit) -> None:
    visit, page = sized_visit, sized_visit.page
    seed = find_seed()
    state = dealt(seed)
    page.clock.install()  # time flows as ever, but while a screen the computers move on is audited
    start(visit, seed, dark="desktop")

    # Composing: the cards on the first screen, no field focused (no soft keyboard).
    audited(page, "wordz-compose", big=[CARDS], inside=["[data-hand]"], unclipped=[CARDS],
            dark=True)
    assert_focus_meaningful(page)
    no_field_focused(page)
    page.fill('input[name="word"]', not_a_word(state).lower())
    page.press('input[name="word"]', "Enter")
    page.wait_for_selector('[data-problem="wordz.not_a_word"]')
    audited(page, "wordz-refused", big=[CARDS, BUTTONS], unclipped=[CARDS], dark="phone")
    page.fill('input[name="word"]', "")
    compose_by_cards(visit, my_word(game.new_game(PLAYERS, seed, rounds=1)))

    state = computers_play(state)
    target = next(q for q in (1, 2) if game.on_table(state, q))
    turn = 0
    seen: set[str] = set()
    while state.phase == "play":
        wait_for(visit, state)
        if "turn" not in seen:
            seen.add("turn")
            # The opponents' words on the first screen, at both sizes.
            audited(page, "wordz-turn", big=[CARDS, BUTTONS], inside=[OPPONENT_CARDS],
                    unclipped=[CARDS], dark=True)
            assert_focus_meaningful(page)
        action = next_move(state, turn, target)
        after = game.apply(state, action, lexicon())
        if action["type"] == "flip":
            # The computers' turns that follow a flip, once: held still while
            # audited (their moves land on the page's timers).
            hold = after.phase == "play" and after.current != ME and "computer" not in seen
            with clock_paused(page) if hold else nullcontext():
                press(visit, f'[data-card="{action["target"]}-{action["index"]}"]')
                if hold:
                    seen.add("computer")
                    page.wait_for_selector('[data-stage="computer"]')
                    audited(page, "wordz-computer", big=[CARDS, BUTTONS], unclipped=[CARDS],
                            dark=True)
        else:
            press(visit, f'[data-guess="{action["target"]}"]')
            page.wait_for_selector("[data-guess-form]")
            page.fill('input[name="guess"]', action["word"].lower())
            if "guessing" not in seen:
                seen.add("guessing")
                audited(page, "wordz-guessing", big=[".wz-guess-form .btn", "input[name=guess]"],
                        dark="desktop")
            # The first wrong guess, held still while audited: the computers'
            # turns that follow would otherwise land on the screen measured.
            wrong = "wrong" not in seen and not after.log[-1]["right"]
            with clock_paused(page) if wrong else nullcontext():
                page.press('input[name="guess"]', "Enter")
                if wrong:
                    seen.add("wrong")
                    page.wait_for_selector(f'[data-wrong="{action["word"]}"]')
                    text = page.inner_text('.wz-event.bad')
                    assert "mise un jeton" in text and "Le jeton va à" in text
                    audited(page, "wordz-wrong-guess", big=[CARDS, BUTTONS], unclipped=[CARDS],
                            dark="phone")
        state = after
        page.wait_for_selector(f'[data-log="{len(state.log)}"]')
        assert_focus_meaningful(page)
        if action["type"] == "guess" and "right" not in seen and state.log[-1]["right"]:
            seen.add("right")
            page.wait_for_selector(f'[data-seat="{action["target"]}"] [data-word="guessed"]')
            assert "prend les cartes cachées" in page.inner_text(".wz-event.good")
            audited(page, "wordz-right-guess", big=[CARDS, BUTTONS], unclipped=[CARDS],
                    dark="desktop")
        if state.phase != "play" or state.current != ME:
            turn += 1
            state = computers_play(state)

    wait_for(visit, state)
    audited(page, "wordz-final", big=[CARDS, BUTTONS], unclipped=[CARDS], dark="desktop")
    assert focused(page).startswith("button") and seen >= {"turn", "guessing", "wrong", "right",
                                                            "computer"}
    assert not visit.errors, visit.errors


def end_of_round_save(seed: int) -> dict[str, Any]:
    """Two people and a computer, two rounds, played by the medium computer
    for everyone to the end of round 1: the save the page resumes."""
    players = [{"name": "Ala", "kind": "human"}, {"name": "Olek", "kind": "human"},
               {"name": "Bot", "kind": "computer", "level": "easy"}]
    s = game.new_game(players, seed, rounds=2)
    while s.phase != "round_over":
        seat = s.current if s.phase == "play" else next(
            i for i, t in enumerate(s.seats) if t.word is None)
        action = (computer_action(s, seat, lexicon()) if seat == 2 else
                  ai.choose_action(views.view(s, seat), lexicon(), "medium"))
        s = game.apply(s, action, lexicon())
    storage = Storage(MemoryBackend())
    storage.write(save_key("wordz"), "save", {"state": game.to_dict(s), "summary": "round 1/2"})
    return {"key": save_key("wordz"), "raw": storage.backend.get(save_key("wordz")), "state": s}


def test_end_of_round_and_hand_off_at_this_size(sized_visit: Visit) -> None:
    visit, page = sized_visit, sized_visit.page
    save = end_of_round_save(11)
    visit.open()
    visit.set_storage(save["key"], save["raw"])
    visit.reload()
    press(visit, '[data-resume="wordz"]')
    page.wait_for_selector('[data-stage="round_over"]', timeout=60_000)
    sheet = page.eval_on_selector_all("[data-score]", "els => els.map(e => +e.dataset.score)")
    assert sheet == save["state"].scores[0]
    audited(page, "wordz-round-over", big=[CARDS, BUTTONS], unclipped=[CARDS], dark="phone")
    assert_focus_meaningful(page)
    press(visit, "[data-next-round]")
    page.wait_for_selector('[data-stage="handoff"][data-log]')
    assert not page.query_selector("[data-hand]")
    audited(page, "wordz-handoff", big=["[data-ready]", ".wz-handoff .toggle"], dark="desktop")
    assert focused(page).startswith("button")
    press(visit, "[data-ready]")
    page.wait_for_selector('[data-stage="compose"]')
    no_field_focused(page)
    assert not outside_viewport(page, "[data-hand]")
    assert not visit.errors, visit.errors


def test_the_guided_first_game_at_this_size(sized_visit: Visit) -> None:
    visit, page = sized_visit, sized_visit.page
    seed = find_seed()
    state = dealt(seed)
    start(visit, seed, decline_tour=False)
    audited(page, "wordz-tour-offer", big=[CARDS, "[data-tour]"], inside=["[data-hand]"],
            dark="phone")
    press(visit, '[data-tour="start"]')
    page.wait_for_selector('.wz-hand.tour-target')
    audited(page, "wordz-tour-hand", big=[CARDS, "[data-tour]"], unclipped=[CARDS], dark="desktop")
    press(visit, '[data-tour="next"]')
    page.wait_for_selector('.actions.tour-target [data-lay]')
    compose_by_cards(visit, my_word(game.new_game(PLAYERS, seed, rounds=1)))
    page.wait_for_selector('[data-tour-step="2"]')
    press(visit, '[data-tour="next"]')
    state = computers_play(state)
    wait_for(visit, state)
    page.wait_for_selector('[data-tour-step="3"]')
    assert page.eval_on_selector_all(".wz-seat.tour-target", "els => els.length") == 2
    audited(page, "wordz-tour-flip", big=[CARDS, BUTTONS], inside=[OPPONENT_CARDS],
            unclipped=[CARDS], dark="phone")
    action = flip(state, next(q for q in (1, 2) if game.on_table(state, q)))
    press(visit, f'[data-card="{action["target"]}-{action["index"]}"]')
    state = game.apply(state, action, lexicon())
    page.wait_for_selector('[data-tour-step="4"]')
    assert page.query_selector(".mine .wz-tokens.tour-target")
    press(visit, '[data-tour="next"]')
    page.wait_for_selector('[data-tour-step="5"]')
    if state.phase == "play" and state.current == ME:
        press(visit, "[data-end-turn]")
    page.wait_for_selector('[data-tour-step="6"]')
    assert page.query_selector(".wz-scores.tour-target")
    audited(page, "wordz-tour-scores", big=[BUTTONS], dark="desktop")
    press(visit, '[data-tour="next"]')
    page.wait_for_selector("[data-tour]", state="detached")
    assert '"wordz"' in (visit.storage("verba.settings") or "")
    assert not visit.errors, visit.errors


def test_a_keyboard_turn_counting_tab_presses(visit: Visit) -> None:
    """Keyboard only from the composition on: the word typed with no field
    focused, then each action at most 3 Tab presses away from where the focus
    lands after the last committed one, the next turn's first action too."""
    page = visit.page
    seed = find_seed()
    state = dealt(seed)
    start(visit, seed)
    # The heading takes the focus when the screen is drawn, a task after the
    # click that declined the guide: Enter lays the word only from there.
    page.wait_for_selector('h2[data-keys="compose"]:focus')
    page.keyboard.type(my_word(game.new_game(PLAYERS, seed, rounds=1)).lower())
    page.keyboard.press("Enter")
    state = computers_play(state)
    presses: list[int] = []
    wait_for(visit, state)
    flippable = '[data-card][data-up="0"]:enabled'
    presses.append(tabs_until(page, flippable))
    rings = {"card on the table": ring_in_both_themes(page)}
    target, index = map(int, page.evaluate("document.activeElement.dataset.card").split("-"))
    page.keyboard.press("Enter")
    state = game.apply(state, {"type": "flip", "player": ME, "target": target, "index": index},
                       lexicon())
    page.wait_for_selector(f'[data-log="{len(state.log)}"]')
    assert_focus_meaningful(page)
    # a bet, with the keyboard: Tab to the guess button, Enter, type, Enter
    presses.append(tabs_until(page, f'[data-guess="{target}"]'))
    page.keyboard.press("Enter")
    word = wrong_guess(state, target)
    assert word is not None
    page.wait_for_selector('input[name="guess"]:focus')
    rings["guess field"] = ring_in_both_themes(page)
    page.keyboard.type(word.lower())
    page.keyboard.press("Enter")
    state = game.apply(state, {"type": "guess", "player": ME, "target": target, "word": word},
                       lexicon())
    page.wait_for_selector(f'[data-log="{len(state.log)}"]')
    assert_focus_meaningful(page)
    state = computers_play(state)
    wait_for(visit, state)
    presses.append(tabs_until(page, flippable))
    print(f"FIGURES keyboard turn: Tab presses {presses}; the focus ring's outer tone "
          f"against what lies behind it (light, dark): {rings}")
    assert max(presses) <= 3, presses
    assert not visit.errors, visit.errors


DUEL = [PLAYERS[0], PLAYERS[1]]


def duel_turn(seed: int) -> tuple[game.State, dict[str, Any], dict[str, Any]] | None:
    """Against one computer, the person's first turn: a flip and a wrong bet
    after which the computer shows nothing the person did not know, so the bet
    may be taken back at their next turn; the state at the start of that turn
    and the two actions, or None if this seed's game does not go so."""
    s = game.new_game(DUEL, seed, rounds=1)
    s = game.apply(s, computer_action(s, 1, lexicon()), lexicon())
    s = game.apply(s, {"type": "compose", "player": ME, "word": my_word(s)}, lexicon())
    s = computers_play(s)
    if s.phase != "play":
        return None
    flipped = game.apply(s, flip(s, 1), lexicon())
    word = wrong_guess(flipped, 1)
    if word is None or flipped.current != ME:
        return None
    bet = {"type": "guess", "player": ME, "target": 1, "word": word}
    after = computers_play(game.apply(flipped, bet, lexicon()))
    if after.phase != "play" or takeback.refusal(after, ME) is not None:
        return None
    return s, flip(s, 1), bet


def test_a_bet_taken_back_at_this_size(sized_visit: Visit) -> None:
    visit, page = sized_visit, sized_visit.page
    seed, found = next((seed, found) for seed in range(1, 100)
                       if (found := duel_turn(seed)) is not None)
    state, flip_action, bet = found
    visit.open(f"?seed={seed}")
    press(visit, '[data-lang="fr"]')
    press(visit, '[data-new="wordz"]')
    page.wait_for_selector('[data-setup="wordz"]', timeout=60_000)
    press(visit, """[data-act='{"do": "seat_remove", "seat": 2}']""")
    # choose_levels looks for each seat's select: the third must be gone first
    page.wait_for_selector('select[name="kind2"]', state="detached")
    choose_levels(page)
    page.select_option('select[name="rounds"]', "1")
    press(visit, '[data-start="wordz"]')
    page.wait_for_selector('[data-stage="compose"]')
    press(visit, '[data-tour="decline"]')
    compose_by_cards(visit, my_word(game.new_game(DUEL, seed, rounds=1)))
    wait_for(visit, state)
    for action in (flip_action, bet):
        if action["type"] == "flip":
            press(visit, f'[data-card="1-{action["index"]}"]')
        else:
            press(visit, '[data-guess="1"]')
            page.fill('input[name="guess"]', action["word"].lower())
            page.press('input[name="guess"]', "Enter")
        state = game.apply(state, action, lexicon())
        page.wait_for_selector(f'[data-log="{len(state.log)}"]')
    state = computers_play(state)
    wait_for(visit, state)
    button = page.inner_text("[data-take-back]")
    assert bet["word"] in button
    audited(page, "wordz-take-back-offered", big=[CARDS, BUTTONS], unclipped=[CARDS], dark="phone")
    press(visit, "[data-take-back]")
    state = takeback.take_back(state, ME)
    page.wait_for_selector(f'[data-log="{len(state.log)}"][data-stage="turn"]')
    assert "reprend sa mise" in page.inner_text(".wz-latest")
    wait_for(visit, state)                    # the cards and tokens as before the bet
    assert page.query_selector(f'[data-wrong="{bet["word"]}"]')
    assert page.query_selector('[data-step="guess-open"]')
    assert not page.query_selector("[data-take-back]")     # once per turn
    audited(page, "wordz-taken-back", big=[CARDS, BUTTONS], unclipped=[CARDS], dark="desktop")
    assert_focus_meaningful(page)
    visit.reload()                            # the take-back is in the save
    press(visit, '[data-resume="wordz"]')
    page.wait_for_selector(f'[data-log="{len(state.log)}"][data-stage="turn"]', timeout=60_000)
    assert not visit.errors, visit.errors
