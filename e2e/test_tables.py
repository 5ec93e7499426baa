"""Tables on separate devices in the real page: each player in a browser
context of their own, as on their own phones. The host sets up a game with
"a person on another device", carries the code shown on its page to the
guest (the ``#join=`` link), the guest's answer code back into the host's
field, and both play the same game over the data channel: moves each way,
a guest's reload that pairs again with a new code ("Pair again"), a forged
message refused while the host carries on, and the game to its end.

Chromium's hiding of host addresses behind mDNS names stays on: two
contexts of one browser resolve each other's names, as two devices on one
network do.
"""
from __future__ import annotations

import json
from typing import Any, Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page

from conftest import Server, Visit, new_visit, stored_json
from test_wordz import do, lay_word
from test_wordz import lexicon as french
from verba.wordz import deck
from verba.wordz import game as wordz_game
from verba.wordz.candidates import formable

SEED = 7
WAIT_MS = 60_000        # a move crosses the channel, then Pyodide draws it on a busy machine
SAVE = "verba.save.scriba"


@pytest.fixture
def contexts() -> Iterator[list[BrowserContext]]:
    """The test's browser contexts (one per device), closed after it."""
    made: list[BrowserContext] = []
    yield made
    for ctx in made:
        ctx.close()


def open_visit(browser: Browser, made: list[BrowserContext], server: Server,
               path: str = "") -> Visit:
    ctx = browser.new_context(locale="en-GB", service_workers="allow",
                              viewport={"width": 1280, "height": 800},
                              permissions=["clipboard-read", "clipboard-write"])
    made.append(ctx)
    visit = new_visit(ctx, server.url)
    visit.open(path)
    return visit


def saved_state(visit: Visit, key: str = SAVE) -> dict[str, Any]:
    raw = visit.storage(key)
    assert raw is not None, "the host saves the game"
    return json.loads(raw)["data"]


def wait_log(host: Visit, length: int, key: str = SAVE) -> dict[str, Any]:
    """The host's saved game once its log holds ``length`` entries."""
    host.page.wait_for_function(
        "([key, n]) => { const raw = localStorage.getItem(key);"
        " return raw !== null && JSON.parse(raw).data.state.log.length >= n; }",
        arg=[key, length], timeout=WAIT_MS)
    return saved_state(host, key)


def offer_code(page: Page, seat: int) -> str:
    """The invitation code the host's page shows for ``seat``."""
    locator = page.locator(f'[data-offer="{seat}"]')
    locator.wait_for(timeout=WAIT_MS)
    return locator.inner_text().strip()


def answer_back(host: Page, guest: Visit, seat: int) -> None:
    """The guest, given the host's code, shows its answer; it goes into the
    host's field, and both see the seat joined."""
    answer = guest.page.locator("[data-answer-code]")
    answer.wait_for(timeout=WAIT_MS)
    host.fill(f'textarea[data-answer="{seat}"]', answer.inner_text().strip())
    host.click(f'[data-accept="{seat}"]')
    host.wait_for_selector(f'[data-pairing="{seat}"][data-stage="joined"]', timeout=WAIT_MS)
    guest.page.wait_for_selector(f'[data-guest="{seat}"] [data-remote="connected"]',
                                 timeout=WAIT_MS)


def host_scriba(host: Visit, guest_name: str) -> None:
    page = host.page
    page.click('[data-new="scriba"]')
    page.wait_for_selector('[data-setup="scriba"]', timeout=WAIT_MS)
    page.fill('input[name="name0"]', "Ala")
    page.select_option('select[name="kind1"]', "remote")
    page.fill('input[name="name1"]', guest_name)
    page.click('[data-start="scriba"]')


def lay_a_hint(page: Page) -> None:
    """The seat on show lays the first word of its hint list."""
    page.click("[data-hint]")
    page.wait_for_selector('[data-hints="ready"]', timeout=WAIT_MS)
    page.click('[data-hint-move="0"]')
    page.wait_for_selector('[data-preview="ok"]', timeout=WAIT_MS)
    page.click("[data-commit]")


def pass_turn(page: Page) -> None:
    """The seat on show passes, once the page shows its turn."""
    page.wait_for_selector('[data-screen="scriba"][data-stage="turn"] [data-pass]',
                           timeout=WAIT_MS)
    page.click("[data-pass]")
    page.click("[data-pass]")   # confirmed


def shows_score(page: Page, seat: int, score: int) -> None:
    page.wait_for_selector(f'.scriba-scores [data-seat="{seat}"] [data-score="{score}"]',
                           timeout=WAIT_MS)


def forge(page: Page, text: str) -> None:
    """Send ``text`` on the guest's channel to the host, past the page's own code."""
    page.evaluate("async (text) => (await window.verba.rtc()).send('host', text)", text)


def test_a_scriba_game_on_two_devices_to_its_end(browser: Browser, server: Server,
                                                 contexts: list[BrowserContext]) -> None:
    host = open_visit(browser, contexts, server, f"?seed={SEED}")
    host_scriba(host, "Olek")
    code = offer_code(host.page, 1)
    assert code.startswith("V1")
    guest = open_visit(browser, contexts, server, f"#join={code}")
    answer_back(host.page, guest, 1)
    hp, gp = host.page, guest.page

    # Ala lays a word here; Olek's device shows it, and Olek's own rack alone.
    state = saved_state(host)["state"]
    assert state["current"] == 0
    lay_a_hint(hp)
    state = wait_log(host, 1)["state"]
    shows_score(gp, 0, state["scores"][0])
    # Olek's turn, on his device: the host waits for him, no computer thinks.
    turn = hp.wait_for_selector('[data-remote-turn="Olek"]', timeout=WAIT_MS)
    assert turn.inner_text() == "Waiting for Olek to play on their device…"
    assert hp.locator("[data-thinking]").count() == 0
    rack = gp.eval_on_selector_all("[data-rack] [data-tile]", "els => els.map(e => e.dataset.tile)")
    assert sorted(rack) == sorted(state["racks"][1])

    # Olek lays a word on his device; the host applies it and shows it.
    lay_a_hint(gp)
    state = wait_log(host, 2)["state"]
    assert state["log"][1]["type"] == "place" and state["log"][1]["player"] == 1
    shows_score(hp, 1, state["scores"][1])
    shows_score(gp, 1, state["scores"][1])
    gp.wait_for_selector('[data-remote="connected"]', timeout=WAIT_MS)

    # Forged messages on Olek's channel: a claim to Ala's seat, text that is
    # no message, a move out of his turn, his last move sent again. Each is
    # refused (the last one, a number this page sent, tells him why), and
    # the game goes on as if they never came.
    forge(gp, json.dumps({"v": 1, "kind": "hello", "seat": 0, "token": "A" * 22}))
    forge(gp, "{not json")
    forge(gp, json.dumps({"v": 1, "kind": "action", "seq": 99, "action": {"type": "pass"}}))
    forge(gp, json.dumps({"v": 1, "kind": "action", "seq": 1, "action": {"type": "pass"}}))
    gp.wait_for_selector('[data-remote="refused"][data-problem="table.replayed"]',
                         timeout=WAIT_MS)
    assert len(saved_state(host)["state"]["log"]) == 2
    pass_turn(hp)                                        # Ala passes: the first pass
    state = wait_log(host, 3)["state"]
    assert [e["type"] for e in state["log"]] == ["place", "place", "pass"]
    gp.wait_for_selector('[data-log="pass"]', timeout=WAIT_MS)
    gp.wait_for_selector('[data-remote="connected"]', timeout=WAIT_MS)

    # Olek's page reloads: the code it joined with is spent; the host shows
    # the seat waiting, pairs it again with a new code, and Olek goes on.
    guest.reload()
    gp.wait_for_selector('[data-problem="remote.join.used"]', timeout=WAIT_MS)
    hp.wait_for_selector('[data-remote="waiting"]', timeout=WAIT_MS)
    assert "Waiting for Olek" in hp.inner_text('[data-remote="waiting"]')
    # said once: the turn line names whose turn it is, not a device to wait for
    assert hp.inner_text('[data-remote-turn="Olek"]') == "Olek's turn."
    hp.click('[data-pair-again="1"]')
    code = offer_code(hp, 1)
    gp.goto(f"{guest.base}#join={code}")     # the new link, opened in the same tab
    answer_back(hp, guest, 1)
    rack = gp.eval_on_selector_all("[data-rack] [data-tile]", "els => els.map(e => e.dataset.tile)")
    assert sorted(rack) == sorted(state["racks"][1])

    # Three more passes: two rounds of passes in a row end the game.
    pass_turn(gp)
    wait_log(host, 4)
    pass_turn(hp)
    wait_log(host, 5)
    pass_turn(gp)
    # The game is over: the host files it in its history, and both devices
    # show the same final table.
    hp.wait_for_selector("[data-winner]", timeout=WAIT_MS)
    history = stored_json(host, "verba.history")["data"][0]
    scores = {p["name"]: p["score"] for p in history["players"]}
    assert set(scores) == {"Ala", "Olek"}
    gp.wait_for_selector("[data-winner]", timeout=WAIT_MS)
    for page in (hp, gp):
        for name, score in scores.items():
            assert page.locator(f'[data-final="{name}"] [data-score]').get_attribute(
                "data-score") == str(score)
    assert host.errors == [] and guest.errors == []
    assert host.foreign_requests() == [] and guest.foreign_requests() == []


WORDZ_SAVE = "verba.save.wordz"
NAMES = ("Ala", "Olek", "Ewa")


def wordz_state(host: Visit) -> wordz_game.State:
    return wordz_game.from_dict(saved_state(host, WORDZ_SAVE)["state"])


def wordz_move(state: wordz_game.State) -> dict[str, Any]:
    """The player to move guesses the first word on the table right while they
    can (every word guessed ends the round soon), and flips a card otherwise."""
    p = state.current
    assert p is not None
    opponents = wordz_game.opponents_on_table(state, p)
    if not state.guessed and state.seats[p].tokens and opponents:
        return {"type": "guess", "player": p, "target": opponents[0],
                "word": state.seats[opponents[0]].word.text}
    target = opponents[0]
    return {"type": "flip", "player": p, "target": target,
            "index": state.seats[target].word.face_up.index(False)}


def my_word(state: wordz_game.State, seat: int) -> str:
    words = formable(french(), deck.letters_of(state.seats[seat].hand), state.min_length)
    return sorted(words, key=lambda w: (abs(len(w) - 5), w))[0]


def test_a_wordz_round_with_two_guests(browser: Browser, server: Server,
                                       contexts: list[BrowserContext]) -> None:
    host = open_visit(browser, contexts, server, f"?seed={SEED}")
    page = host.page
    page.click('[data-new="wordz"]')
    page.wait_for_selector('[data-setup="wordz"]', timeout=WAIT_MS)
    while page.locator('select[name="kind2"]').count() == 0:
        page.click("[data-add-seat]")
    for seat, name in enumerate(NAMES):
        if seat:
            page.select_option(f'select[name="kind{seat}"]', "remote")
        page.fill(f'input[name="name{seat}"]', name)
    page.select_option('select[name="rounds"]', "1")
    page.click('[data-start="wordz"]')
    # Olek opens the link; Ewa is sent it (the host's Copy) and pastes it
    # under "Join a table" on the home.
    visits = [host, open_visit(browser, contexts, server, f"#join={offer_code(page, 1)}")]
    answer_back(page, visits[1], 1)
    code = offer_code(page, 2)
    page.click('[data-copy-offer="2"]')
    page.wait_for_selector('[data-pairing="2"] [role="status"]:has-text("Copied")')
    link = page.evaluate("navigator.clipboard.readText()")
    assert link.startswith(host.base) and link.endswith(f"#join={code}")
    visits.append(open_visit(browser, contexts, server))
    ewa = visits[2].page
    ewa.click('[data-nav="join"]')
    ewa.fill("textarea[data-join-code]", link)
    ewa.click("[data-join]")
    answer_back(page, visits[2], 2)

    # Each composes a word from their own hand, on their own device.
    for seat, visit in enumerate(visits):
        state = wordz_state(host)
        visit.page.wait_for_selector('[data-stage="compose"]', timeout=WAIT_MS)
        lay_word(visit, my_word(state, seat))
    host.page.wait_for_function(
        "key => JSON.parse(localStorage.getItem(key)).data.state.phase === 'play'",
        arg=WORDZ_SAVE, timeout=WAIT_MS)

    # Turns on whichever device's seat is to move, until the round is over.
    for _ in range(30):
        raw = host.storage(WORDZ_SAVE)
        if raw is None:
            break                       # over: the game went to the history
        state = wordz_game.from_dict(json.loads(raw)["data"]["state"])
        visit = visits[state.current]
        visit.page.wait_for_selector(f'[data-stage="turn"][data-log="{len(state.log)}"]',
                                     timeout=WAIT_MS)
        do(visit, wordz_move(state))
        host.page.wait_for_function(
            "([key, n]) => { const raw = localStorage.getItem(key);"
            " return raw === null || JSON.parse(raw).data.state.log.length > n; }",
            arg=[WORDZ_SAVE, len(state.log)], timeout=WAIT_MS)
    history = stored_json(host, "verba.history")["data"][0]
    assert history["game"] == "wordz"
    for visit in visits:
        visit.page.wait_for_selector('[data-stage="over"] [data-winner]', timeout=WAIT_MS)
        winner = visit.page.inner_text("[data-winner]")
        assert all(name in winner for name in history["winners"])
        assert visit.errors == [] and visit.foreign_requests() == []
