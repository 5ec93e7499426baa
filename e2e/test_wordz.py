"""Wordz through the real page: one person against two computer players, in
French, from the set-up to the final score sheet.

The page takes ``?seed=N`` for its next new game and runs the same Python
rules and computer players as CPython, so the test plays the game alongside
the page: it knows the person's cards, and each computer's word and move
(``verba.wordz.engine.computer_action``, which the page also uses), and picks a
seed whose game lets it compose after a refused word, flip, guess wrong,
guess right before flipping, reload in the middle of that turn, and finish.
At each of the person's turns the page's cards must be the game's.
"""
from __future__ import annotations

import json
from collections import Counter
from functools import lru_cache
from pathlib import Path
from typing import Any

from verba.lexicon import Lexicon
from verba.wordz.engine import computer_action
from verba.wordz import deck, game, views
from verba.wordz.candidates import formable, matching

from conftest import Browsers, Server, Visit, new_visit
from ux import screenshot

LEXICONS = Path(__file__).resolve().parent.parent / "lexicons"
PLAYERS = [{"name": "Joueur 1", "kind": "human"},
           {"name": "Ordinateur (moyen)", "kind": "computer", "level": "medium"},
           {"name": "Ordinateur (difficile)", "kind": "computer", "level": "hard"}]
ME = 0


@lru_cache(maxsize=None)
def lexicon() -> Lexicon:
    return Lexicon.from_file_bytes((LEXICONS / "fr.dawg.gz").read_bytes())


def my_word(state: game.State) -> str:
    words = formable(lexicon(), deck.letters_of(state.seats[ME].hand), state.min_length)
    return sorted(words, key=lambda w: (abs(len(w) - 5), w))[0]


def not_a_word(state: game.State) -> str:
    """Four of the person's letters that spell no French word."""
    letters = sorted(deck.letters_of(state.seats[ME].dealt).elements())
    for start in range(len(letters) - 3):
        attempt = "".join(letters[start:start + 4])
        if attempt not in lexicon():
            return attempt
    raise AssertionError("every four letters make a word")


def wrong_guess(state: game.State, target: int) -> str | None:
    """A French word that fits what the person sees of ``target``'s word but
    is not it (the guess a careful player could make, and lose)."""
    v = views.view(state, ME)
    word = v["seats"][target]["word"]
    slots = [c["letter"] if c["face_up"] else deck.VOWELS if c["vowel"] else deck.CONSONANTS
             for c in word["cards"]]
    real = state.seats[target].word.text
    return next((w for w in matching(lexicon(), slots, None, word["wrong_guesses"]) if w != real),
                None)


def next_move(state: game.State, turn: int, target: int) -> dict[str, Any]:
    """The person's script: turn 0 flips a card of ``target``'s word and
    guesses it wrong; turn 1 guesses it right, then flips; later turns guess
    a word right while tokens last, then flip."""
    opponents = game.opponents_on_table(state, ME)
    flip_on = [q for q in opponents if q != target] or opponents
    if turn == 0:
        if not state.flipped:
            return flip(state, target)
        word = wrong_guess(state, target)
        assert word is not None
        return {"type": "guess", "player": ME, "target": target, "word": word}
    if not state.guessed and state.seats[ME].tokens and opponents:
        aim = target if turn == 1 else opponents[0]
        return {"type": "guess", "player": ME, "target": aim, "word": state.seats[aim].word.text}
    return flip(state, flip_on[0])


def flip(state: game.State, target: int) -> dict[str, Any]:
    return {"type": "flip", "player": ME, "target": target,
            "index": state.seats[target].word.face_up.index(False)}


def computers_play(state: game.State) -> game.State:
    while state.phase == "play" and state.current != ME:
        state = game.apply(state, computer_action(state, state.current, lexicon()), lexicon())
    return state


def dealt(seed: int) -> game.State:
    """The game after the set-up and every word laid (computers first, as
    their words do not depend on when the person lays theirs)."""
    state = game.new_game(PLAYERS, seed, rounds=1)
    for seat in (1, 2):
        state = game.apply(state, computer_action(state, seat, lexicon()), lexicon())
    return game.apply(state, {"type": "compose", "player": ME, "word": my_word(state)}, lexicon())


def script_works(seed: int) -> bool:
    """Whether the script runs whole: on turn 0 the target's word has a wrong
    guess left, on turn 1 it is still there with another word to flip after
    guessing it, and the game ends within a few turns."""
    state = computers_play(dealt(seed))
    target = next((q for q in (1, 2) if game.on_table(state, q)), None)
    if state.phase != "play" or target is None:
        return False
    turn = 0
    while state.phase == "play" and turn < 8:
        if turn == 1 and state.current == ME and not state.guessed:
            others = [q for q in game.opponents_on_table(state, ME) if q != target]
            if not game.on_table(state, target) or not others or not state.seats[ME].tokens:
                return False
        if turn == 0 and state.flipped and wrong_guess(state, target) is None:
            return False
        state = game.apply(state, next_move(state, turn, target), lexicon())
        if state.phase != "play" or state.current != ME:
            turn += 1
            state = computers_play(state)
    return state.phase == "game_over" and turn >= 2


def find_seed() -> int:
    for seed in range(1, 200):
        if script_works(seed):
            return seed
    raise AssertionError("no seed fits the script")


# -- the page ------------------------------------------------------------------------

def page_cards(visit: Visit) -> list[tuple[str, str, str]]:
    return [tuple(x) for x in visit.page.eval_on_selector_all(
        "[data-card]", "els => els.map(e => [e.dataset.card, e.dataset.up, e.dataset.letter || ''])")]


def expected_cards(state: game.State) -> list[tuple[str, str, str]]:
    """What the table shows of each card: face up (or off the table) with its letter."""
    out = []
    for seat, info in enumerate(views.view(state, ME)["seats"]):
        word = info["word"]
        for k, c in enumerate(word["cards"] if word else []):
            up = c["face_up"] or word["status"] != "table"
            out.append((f"{seat}-{k}", "1" if up else "0", c["letter"] if up else ""))
    return out


def wait_for(visit: Visit, state: game.State) -> None:
    """Until the page has caught up with ``state`` (its events, and whose move it is)."""
    stage = "over" if state.phase == "game_over" else "turn"
    visit.page.wait_for_selector(f'[data-stage="{stage}"][data-log="{len(state.log)}"]',
                                 timeout=90_000)
    assert sorted(page_cards(visit)) == sorted(expected_cards(state))
    tokens = visit.page.eval_on_selector_all(
        "[data-seat]", "els => els.map(e => [+e.dataset.seat, +e.querySelector('[data-tokens]').dataset.tokens])")
    assert [n for _, n in sorted(tokens)] == [s.tokens for s in state.seats]


def do(visit: Visit, action: dict[str, Any], keyboard: bool = False) -> None:
    page = visit.page
    if action["type"] == "flip":
        card = f'[data-card="{action["target"]}-{action["index"]}"]'
        if keyboard:
            page.focus(card)
            page.keyboard.press("Enter")
        else:
            page.click(card)
    else:
        page.click(f'[data-guess="{action["target"]}"]')
        page.fill('input[name="guess"]', action["word"].lower())
        page.press('input[name="guess"]', "Enter")


def lay_word(visit: Visit, word: str) -> None:
    """Compose ``word`` card by card from the hand the page shows, and lay it."""
    page = visit.page
    hand = page.eval_on_selector_all("[data-hand]", "els => els.map(e => e.dataset.letter)")
    assert Counter(word) <= Counter(hand)
    free = list(range(len(hand)))
    for letter in word:
        card = next(c for c in free if hand[c] == letter)
        free.remove(card)
        page.click(f'[data-hand="{card}"]')
    # the field fills as the page redraws after each click
    page.wait_for_function("w => document.querySelector('input[name=\"word\"]').value === w",
                           arg=word)
    page.click("[data-lay]")


def test_a_whole_game_against_two_computers(visit: Visit) -> None:
    seed = find_seed()
    state = dealt(seed)
    page = visit.page
    visit.open(f"?seed={seed}")
    page.click('[data-lang="fr"]')
    page.click('[data-new="wordz"]')
    page.wait_for_selector('[data-setup="wordz"]', timeout=60_000)
    assert page.input_value('input[name="name0"]') == "Joueur 1"
    page.select_option('select[name="kind1"]', "medium")  # the defaults are easy
    page.select_option('select[name="kind2"]', "hard")
    page.select_option('select[name="rounds"]', "1")
    page.click('[data-start="wordz"]')

    # Composing: a refused word says why, in French; then the word, card by card.
    page.wait_for_selector('[data-stage="compose"]')
    page.fill('input[name="word"]', not_a_word(state).lower())
    page.press('input[name="word"]', "Enter")
    problem = page.wait_for_selector('[data-problem="wordz.not_a_word"]')
    assert "n'est pas un mot français" in problem.inner_text()
    page.fill('input[name="word"]', "")
    lay_word(visit, my_word(game.new_game(PLAYERS, seed, rounds=1)))

    # Playing, the page and the game in step.
    state = computers_play(state)
    target = next(q for q in (1, 2) if game.on_table(state, q))
    turn = 0
    while state.phase == "play":
        wait_for(visit, state)
        action = next_move(state, turn, target)
        do(visit, action, keyboard=turn == 0)
        state = game.apply(state, action, lexicon())
        if turn == 0 and action["type"] == "guess":
            bad = page.wait_for_selector(f'[data-wrong="{action["word"]}"]')
            assert bad.is_visible()
            # The token on its way to the owner (drawn with the wrong guess):
            # photographed a third of the way there, however late this runs.
            token = page.locator(f'[data-seat="{action["target"]}"] .wz-token.arrive')
            token.evaluate("t => { const a = t.getAnimations()[0]; a.pause(); a.currentTime = 300; }")
            screenshot(page, "wordz-table-midgame")
            token.evaluate("t => t.getAnimations()[0].finish()")
        if turn == 1 and action["type"] == "guess":
            # Reload in the middle of the turn: guessed, still to flip.
            page.wait_for_selector(f'[data-seat="{target}"] [data-word="guessed"]')
            page.wait_for_selector(f'[data-log="{len(state.log)}"]')
            visit.reload()
            page.click('[data-resume="wordz"]')
            page.wait_for_selector('[data-step="flip-todo"]', timeout=60_000)
            assert page.query_selector('[data-step="guess-done"]')
        if state.phase != "play" or state.current != ME:
            turn += 1
            state = computers_play(state)

    # The final score sheet and the winner; the game went to the history.
    wait_for(visit, state)
    totals = page.eval_on_selector_all("[data-total]", "els => els.map(e => +e.dataset.total)")
    assert totals == game.totals(state)
    names = [PLAYERS[i]["name"] for i in game.winners(state)]
    winner = page.inner_text("[data-winner]")
    assert all(name in winner for name in names)
    assert ("gagne" if len(names) == 1 else "Victoire partagée") in winner
    history = json.loads(visit.storage("verba.history"))["data"]
    assert history[0]["game"] == "wordz" and history[0]["winners"] == names
    assert visit.storage("verba.save.wordz") is None
    assert not visit.foreign_requests()
    # Its word list was downloaded once (the others follow in the background).
    lexicon_requests = [u for u in visit.requests if "/lexicons/" in u and u.endswith(".gz")]
    assert sum(u.endswith("/fr.dawg.gz") for u in lexicon_requests) == 1



def no_sideways_scroll(visit: Visit) -> None:
    width = visit.page.evaluate("document.documentElement.scrollWidth")
    assert width <= 360, f"the page is {width} px wide"


def test_hot_seat_on_a_phone_hides_each_hand_and_word(browser: Browsers, server: Server) -> None:
    """Two people on one 360 px touch screen: each private view comes after a
    hand-off, one per change of person, the page holds no hand or hidden letter
    before it, a reload goes back to the hand-off, and nothing is wider than
    the screen."""
    context = browser.new_context(locale="pl-PL", viewport={"width": 360, "height": 740},
                                  has_touch=True, is_mobile=True)
    try:
        visit = new_visit(context, server.url)
        page = visit.page
        seed = 7
        people = [{"name": "Ala", "kind": "human"}, {"name": "Olek", "kind": "human"}]
        state = game.new_game(people, seed, rounds=1)
        visit.open(f"?seed={seed}")
        page.tap('[data-new="wordz"]')
        page.wait_for_selector('[data-setup="wordz"]', timeout=60_000)
        page.select_option('select[name="kind1"]', "human")
        page.tap('[aria-label="Usuń gracza 3"]')
        page.fill('input[name="name0"]', "Ala")
        page.fill('input[name="name1"]', "Olek")
        no_sideways_scroll(visit)
        page.tap('[data-start="wordz"]')
        for seat in (0, 1):
            name = people[seat]["name"]
            page.wait_for_selector(f'[data-handoff="{name}"]')
            assert not page.query_selector("[data-hand]")
            page.tap("[data-ready]")
            page.wait_for_selector(f'[data-compose="{name}"]')
            no_sideways_scroll(visit)
            hand = page.eval_on_selector_all("[data-hand]", "els => els.map(e => e.dataset.letter)")
            assert hand == views.view(state, seat)["me"]["hand"]
            word = sorted(formable(lexicon(), deck.letters_of(state.seats[seat].hand), 4))[0]
            page.fill('input[name="word"]', word.lower())
            page.press('input[name="word"]', "Enter")
            state = game.apply(state, {"type": "compose", "player": seat, "word": word}, lexicon())
        # The first turn: Olek laid his word last and starts, so the device is
        # still his: no second hand-off. A reload hides his view behind one.
        assert state.current == 1
        first = people[state.current]["name"]
        page.wait_for_selector('[data-stage="turn"]')
        assert not page.query_selector("[data-handoff]")
        hidden = [c for seat in (0, 1) for c in state.seats[seat].word.text]
        visit.reload()
        page.tap('[data-resume="wordz"]')
        page.wait_for_selector(f'[data-handoff="{first}"]', timeout=60_000)
        peeks = page.eval_on_selector_all(".peek", "els => els.length")
        assert peeks == 0 and not page.query_selector("[data-letter]")
        page.tap("[data-ready]")
        page.wait_for_selector('[data-stage="turn"]')
        own = page.eval_on_selector_all(".peek", "els => els.map(e => e.textContent)")
        assert "".join(own) == state.seats[state.current].word.text and set(own) <= set(hidden)
        no_sideways_scroll(visit)
        other = 1 - state.current
        page.tap(f'[data-card="{other}-0"]')
        page.wait_for_selector(f'[data-card="{other}-0"][data-up="1"]')
        page.tap("[data-end-turn]")
        page.wait_for_selector(f'[data-handoff="{people[other]["name"]}"]')
        assert page.eval_on_selector_all(".peek", "els => els.length") == 0
        assert not visit.errors, visit.errors
    finally:
        context.close()
