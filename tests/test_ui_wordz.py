"""The Wordz screen driven through ``App.handle`` with fake services and fake
timers: set-up, composing (refused and accepted), hot-seat privacy checked on
the rendered tree, flips, wrong and right guesses, computer turns, the end of
a round, the end of the game, saving and resuming."""
from __future__ import annotations

import asyncio
import gzip
import json
from collections import Counter
from functools import cache
from pathlib import Path
from typing import Any, Callable

import pytest

from test_app import FakeServices
from verba.i18n import LANGS, t
from verba.lexicon import Lexicon
from verba.lexicon_store import LexiconStore
from verba.settings import Settings
from verba.storage import MemoryBackend, save_key
from verba.ui.shell.app import App
from verba.ui.shell.vnode import act, find_all, text_of
from verba.ui.wordz.screen import WordzScreen
from verba.wordz import ai, deck, game, views
from verba.wordz.candidates import formable, matching

LEXICONS = Path(__file__).resolve().parent.parent / "lexicons"
LEX = Lexicon.from_file_bytes((LEXICONS / "fr.dawg.gz").read_bytes())


@cache
def lexicon_bytes(file: str) -> bytes:
    data = (LEXICONS / file).read_bytes()
    return gzip.decompress(data) if file.endswith(".gz") else data


async def read_lexicon(url: str, on_progress: Callable[[int, int], None]) -> bytes:
    return lexicon_bytes(url.rsplit("/", 1)[-1])


class Timers(FakeServices):
    """Fake services: word lists from the repository, timers run when the
    test says so."""

    def __init__(self, backend: MemoryBackend | None = None) -> None:
        super().__init__(backend)
        self.lexicons = LexiconStore(read_lexicon)
        self.pending: list[tuple[float, Callable[[], None]]] = []
        self.felt: list[str] = []

    def feel(self, event: str, sound: bool, buzz: bool) -> None:
        self.felt.append(event)

    def later(self, seconds: float, callback: Callable[[], None]) -> Any:
        self.pending.append((seconds, callback))

    def run_timers(self) -> list[float]:
        """Run the timers due now (not those they set); their delays."""
        pending, self.pending = self.pending, []
        for _, callback in pending:
            callback()
        return [seconds for seconds, _ in pending]


# -- driving the page ---------------------------------------------------------

def open_wordz(app: App, resume: bool = False) -> WordzScreen:
    """Open Wordz as the home screen does (the word list loads first)."""
    async def go() -> None:
        app.handle("act", act("open", game="wordz", resume=resume), None)
        for _ in range(1000):
            if isinstance(app.screen, WordzScreen):
                return
            await asyncio.sleep(0)
        raise AssertionError(f"the table did not open: {page_text(app)}")
    asyncio.run(go())
    assert isinstance(app.screen, WordzScreen)
    return app.screen


def elements(app: App, **attrs: str) -> list[list]:
    def match(tag: str, node_attrs: dict) -> bool:
        return all(k in node_attrs and (v is None or node_attrs[k] == v) for k, v in attrs.items())
    return [e for node in app.view() for e in find_all(node, match)]


def press(app: App, **attrs: str) -> None:
    """Click the one element with these attributes, as the page would: it
    must be there and enabled, and its own data-act is sent."""
    [element] = elements(app, **attrs)
    assert not element[1].get("disabled"), element[1]
    app.handle("act", element[1]["data-act"], None)


def type_in(app: App, field: str, text: str) -> None:
    [element] = elements(app, name=field)
    app.handle("input", element[1]["data-input"], text)


def key(app: App, name: str, field: str | None = None) -> bool:
    return app.handle("key", json.dumps({"key": name, "field": field}), None)


def page_text(app: App) -> str:
    return "".join(text_of(n) for n in app.view())


def stage(app: App) -> str:
    [root] = elements(app, **{"data-screen": "wordz"})
    return root[1]["data-stage"]


PEOPLE_AND_COMPUTERS = (("Ala", "human"), ("Bot", "medium"), ("Cyborg", "hard"))


def started(seats: tuple[tuple[str, str], ...] = PEOPLE_AND_COMPUTERS, seed: int = 5,
            rounds: int = 1, min_length: int = 4, lang: str = "en", hand_off: bool = True,
            backend: MemoryBackend | None = None) -> tuple[App, WordzScreen, Timers]:
    services = Timers(backend)
    app = App(services, [lang], seed=seed)
    app.set_settings(Settings(lang=lang, hand_off=hand_off))
    screen = open_wordz(app)
    assert stage(app) == "setup"
    while len(screen.seats.seats) < len(seats):
        press(app, **{"data-act": act("seat_add")})
    while len(screen.seats.seats) > len(seats):
        app.handle("act", act("seat_remove", seat=len(screen.seats.seats) - 1), None)
    for seat, (name, kind) in enumerate(seats):
        app.handle("change", act("seat_kind", seat=seat), kind)
        app.handle("input", act("seat_name", seat=seat), name)
    app.handle("change", act("option", name="rounds"), str(rounds))
    app.handle("change", act("option", name="min_length"), str(min_length))
    press(app, **{"data-start": "wordz"})
    assert screen.state is not None
    return app, screen, services


def words_of(state: game.State, seat: int, length: int | None = None) -> list[str]:
    found = formable(LEX, deck.letters_of(state.seats[seat].hand), state.min_length)
    return sorted(w for w in found if length is None or len(w) == length)


def compose(app: App, word: str) -> None:
    type_in(app, "word", word.lower())
    assert key(app, "Enter", "word")


def run_computers(app: App, services: Timers, screen: WordzScreen, limit: int = 200) -> None:
    """Run timers until a person must act (or the game is over)."""
    for _ in range(limit):
        if stage(app) not in ("waiting", "computer"):
            return
        assert services.pending, f"nothing scheduled at stage {stage(app)}"
        services.run_timers()
    raise AssertionError("the computers never handed over")


def person_acts(app: App, action: dict[str, Any]) -> None:
    """Carry out a person's action through the page's own controls."""
    kind = action["type"]
    if kind == "compose":
        compose(app, action["word"])
    elif kind == "redeal":
        press(app, **{"data-redeal": "1"})
    elif kind == "flip":
        press(app, **{"data-card": f"{action['target']}-{action['index']}"})
    elif kind == "guess":
        press(app, **{"data-guess": str(action["target"])})
        type_in(app, "guess", action["word"].lower())
        assert key(app, "Enter", "guess")
    elif kind == "end_turn":
        press(app, **{"data-end-turn": "1"})
    else:
        raise AssertionError(kind)


def play_to_the_end(app: App, screen: WordzScreen, services: Timers, limit: int = 500) -> None:
    """People play as the medium computer would; hand-offs are confirmed."""
    for _ in range(limit):
        now = stage(app)
        if now == "over":
            return
        if now in ("waiting", "computer"):
            services.run_timers()
        elif now == "handoff":
            press(app, **{"data-ready": "1"})
        elif now == "round_over":
            press(app, **{"data-next-round": "1"})
        else:
            person = screen._active()
            person_acts(app, ai.choose_action(views.view(screen.state, person), LEX, "medium"))
    raise AssertionError("the game did not end")


def hidden_swapped(state: game.State, seat: int) -> game.State:
    """The same game but for ``seat``'s hidden cards: each face-down card of
    its word and each card of its hand is swapped with a stock card of the
    same colour and another letter, so only what ``seat`` hides differs."""
    data = game.to_dict(state)
    stock = data["stock"]
    own = data["seats"][seat]
    word = own["word"]
    hidden_slots = ([("word", k) for k, up in enumerate(word["face_up"]) if not up]
                    if word is not None and word["status"] == "table" else [])
    hidden_slots += [("hand", k) for k in range(len(own["hand"]))]
    changed = 0
    for where, k in hidden_slots:
        cards = word["cards"] if where == "word" else own["hand"]
        card = cards[k]
        swap = next((j for j, c in enumerate(stock)
                     if deck.is_vowel_card(c) == deck.is_vowel_card(card)
                     and deck.CARDS[c] != deck.CARDS[card]), None)
        if swap is None:
            continue
        cards[k], stock[swap] = stock[swap], card
        own["dealt"][own["dealt"].index(card)] = cards[k]
        changed += 1
    assert changed, "nothing hidden to swap"
    return game.from_dict(data)


def first_down(state: game.State, seat: int) -> int:
    return state.seats[seat].word.face_up.index(False)


def per_seat(app: App, attr: str) -> list[str]:
    """``attr`` of each seat's element carrying it, in seat order (the table
    draws the viewer's seat last)."""
    found = {}
    for section in elements(app, **{"data-seat": None}):
        [inner] = find_all(section, lambda tag, a: attr in a)
        found[int(section[1]["data-seat"])] = inner[1][attr]
    return [found[seat] for seat in sorted(found)]


def tree(app: App) -> str:
    return json.dumps(app.view(), ensure_ascii=False, sort_keys=True)


# -- set-up -------------------------------------------------------------------

def test_setup_takes_seven_seats_a_mix_of_people_and_computers_and_the_options() -> None:
    seats = (("Ala", "human"), ("Olek", "human"), ("E", "easy"), ("M", "medium"),
             ("H", "hard"), ("Ewa", "human"), ("Z", "hard"))
    app, screen, _ = started(seats, rounds=2, min_length=5)
    state = screen.state
    assert [p.name for p in state.players] == [name for name, _ in seats]
    assert [(p.kind, p.level) for p in state.players][:5] == [
        ("human", None), ("human", None), ("computer", "easy"), ("computer", "medium"),
        ("computer", "hard")]
    assert (state.rounds, state.min_length) == (2, 5)
    # the seat list stops at the rulebook's seven
    screen.state = None
    [add] = elements(app, **{"data-act": act("seat_add")})
    assert add[1]["disabled"] is True


def test_setup_offers_two_to_seven_seats_and_empty_names_get_a_default() -> None:
    services = Timers()
    app = App(services, ["pl"])
    screen = open_wordz(app)
    assert len(screen.seats.seats) == 3
    app.handle("act", act("seat_remove", seat=2), None)
    app.handle("act", act("seat_remove", seat=1), None)
    assert len(screen.seats.seats) == 2          # never fewer than two
    app.handle("input", act("seat_name", seat=0), "  ")
    press(app, **{"data-start": "wordz"})
    assert screen.state.players[0].name == "Gracz 1"
    assert screen.state.rounds == 3 and screen.state.min_length == 4   # the defaults


# -- composing -----------------------------------------------------------------

def test_a_refused_word_says_why_in_the_players_language_and_they_try_again() -> None:
    app, screen, services = started(lang="fr", min_length=5)
    assert stage(app) == "compose"   # one person: no hand-off
    state = screen.state
    compose(app, "oui")
    [problem] = elements(app, **{"data-problem": "wordz.too_short"})
    assert text_of(problem) == t("fr", "wordz.too_short", min=5)
    hand = Counter(views.view(state, 0)["me"]["hand"])
    # letters of the hand in an order that is not a French word
    nonsense = next("".join(p) for p in (sorted(hand.elements()), sorted(hand.elements(), reverse=True))
                    if not LEX.contains("".join(p)))
    compose(app, nonsense)
    [problem] = elements(app, **{"data-problem": "wordz.not_a_word"})
    assert "n'est pas un mot français" in text_of(problem)
    assert screen.state.seats[0].word is None and stage(app) == "compose"
    word = words_of(state, 0)[0]
    compose(app, word)
    assert screen.state.seats[0].word is not None
    assert screen.state.seats[0].word.text == word
    assert not elements(app, **{"data-problem": None})


def test_new_cards_only_when_the_hand_spells_no_word() -> None:
    app, screen, _ = started()
    hand = list(screen.state.seats[0].hand)
    press(app, **{"data-redeal": "1"})
    [problem] = elements(app, **{"data-problem": "wordz.word_possible"})
    assert text_of(problem) == t("en", "wordz.word_possible", min=4)
    assert screen.state.seats[0].hand == hand


def test_cards_are_clicked_into_the_word_and_typing_marks_the_cards_used() -> None:
    app, screen, _ = started()
    hand = views.view(screen.state, 0)["me"]["hand"]
    word = max(words_of(screen.state, 0), key=len)
    # click the cards spelling the word, in order
    free = list(range(len(hand)))
    for letter in word:
        card = next(c for c in free if hand[c] == letter)
        free.remove(card)
        press(app, **{"data-hand": str(card)})
    assert screen.typed == word
    used = elements(app, **{"data-hand": None, "aria-pressed": "true"})
    assert len(used) == len(word)
    # a card in the word leaves it when clicked again; typing marks cards too
    first = next(c for c in range(len(hand)) if hand[c] == word[0])
    press(app, **{"data-hand": str(first)})
    assert screen.typed == word[1:]
    type_in(app, "word", word.lower() + "é")
    missing = elements(app, **{"data-missing": None})
    if "E" in Counter(hand) - Counter(word):
        assert not missing
    else:
        assert missing[0][1]["data-missing"] == "E"
    assert key(app, "Escape", "word") and screen.typed == ""


def test_the_computers_compose_on_their_own_and_play_starts() -> None:
    app, screen, services = started()
    assert stage(app) == "compose"
    # the computers compose while the person does, one after the other
    while any(screen.state.seats[i].word is None for i in (1, 2)):
        assert services.pending
        services.run_timers()
    assert stage(app) == "compose"
    compose(app, words_of(screen.state, 0)[0])
    assert screen.state.phase == "play"
    log = [e["type"] for e in screen.state.log]
    assert log.count("composed") == 3 and log[-1] == "play"


# -- hot-seat privacy -------------------------------------------------------------

def test_hand_off_before_every_private_view_and_nobody_sees_another_word() -> None:
    seats = (("Ala", "human"), ("Olek", "human"), ("Bot", "medium"))
    app, screen, services = started(seats)
    # the start is a hand-off screen: no hand anywhere on the page
    assert stage(app) == "handoff"
    assert elements(app, **{"data-handoff": "Ala"}) and not elements(app, **{"data-hand": None})
    press(app, **{"data-ready": "1"})
    assert stage(app) == "compose"
    ala_hand = [e[1]["aria-label"][0] for e in elements(app, **{"data-hand": None})]
    assert ala_hand == views.view(screen.state, 0)["me"]["hand"]
    ala_word = words_of(screen.state, 0)[-1]
    compose(app, ala_word)
    # Olek's turn to compose comes behind a hand-off; the typed word is gone
    assert stage(app) == "handoff" and screen.typed == ""
    assert ala_word not in page_text(app)
    press(app, **{"data-ready": "1"})
    assert stage(app) == "compose" and screen._active() == 1
    # Olek's private view does not depend on Ala's hidden cards at all
    seen = tree(app)
    real = screen.state
    screen.state = hidden_swapped(real, 0)
    assert screen.state.seats[0].word.text != real.seats[0].word.text
    assert tree(app) == seen
    screen.state = real
    compose(app, words_of(real, 1)[0])
    run_computers(app, services, screen)
    # in play, each person's turn starts behind a hand-off too
    assert stage(app) == "handoff"
    person = screen._active()
    other = 1 - person
    public = tree(app)
    screen.state = hidden_swapped(real := screen.state, other)
    assert tree(app) == public
    screen.state = hidden_swapped(real, person)
    assert tree(app) == public       # the hand-off shows the public table only
    screen.state = real
    press(app, **{"data-ready": "1"})
    assert stage(app) == "turn"
    mine = tree(app)
    assert real.seats[person].word.text[0] in {
        e[1]["aria-label"][0] for e in elements(app, **{"data-card": None})
        if e[1]["data-card"].startswith(f"{person}-")}
    screen.state = hidden_swapped(real, other)
    assert tree(app) == mine         # the other person's word stays hidden in my turn


def test_a_reload_in_hot_seat_comes_back_to_the_hand_off_screen() -> None:
    seats = (("Ala", "human"), ("Olek", "human"))
    app, screen, services = started(seats)
    press(app, **{"data-ready": "1"})
    assert stage(app) == "compose"
    again = App(Timers(services.storage.backend), ["en"])
    resumed = open_wordz(again, resume=True)
    assert resumed.state == screen.state
    assert stage(again) == "handoff" and not elements(again, **{"data-hand": None})


# -- turns ----------------------------------------------------------------------------

def to_first_turn(seed: int = 5, seats=PEOPLE_AND_COMPUTERS, **options: Any
                  ) -> tuple[App, WordzScreen, Timers]:
    """A game on the person's (seat 0) first turn."""
    app, screen, services = started(seats, seed=seed, **options)
    compose(app, words_of(screen.state, 0)[0])
    for _ in range(100):
        run_computers(app, services, screen)
        if stage(app) == "turn" and screen._active() == 0:
            return app, screen, services
        person_acts(app, ai.choose_action(views.view(screen.state, screen._active()), LEX, "easy"))
    raise AssertionError("seat 0 never got a turn")


def test_a_flip_shows_the_letter_the_log_line_and_the_end_of_turn_button() -> None:
    app, screen, services = to_first_turn()
    assert not elements(app, **{"data-end-turn": "1"})
    [card] = [e for e in elements(app, **{"data-card": None})
              if e[1]["data-card"].startswith("1-") and e[1]["data-up"] == "0"][:1]
    index = int(card[1]["data-card"].split("-")[1])
    letter = screen.state.seats[1].word.text[index]
    # flippable cards are enabled buttons; the person's own are not
    assert card[0] == "button" and not card[1].get("disabled")
    assert all(e[1].get("disabled") for e in elements(app, **{"data-card": None})
               if e[1]["data-card"].startswith("0-"))
    press(app, **{"data-card": f"1-{index}"})
    [flipped] = elements(app, **{"data-card": f"1-{index}"})
    assert flipped[1]["data-up"] == "1" and flipped[1]["data-letter"] == letter
    assert letter in text_of(flipped)
    line = t("en", "wordz.log.flip", player="Ala", letter=letter, target="Bot")
    assert line in text_of(elements(app, **{"data-event": "flip"})[0])
    assert elements(app, **{"data-step": "flip-done"})
    # no second flip: every card is now a disabled button
    assert all(e[1].get("disabled") for e in elements(app, **{"data-card": None}))
    press(app, **{"data-end-turn": "1"})
    assert screen.state.current != 0 and stage(app) == "computer"


def wrong_word_for(state: game.State, target: int) -> str:
    word = state.seats[target].word
    return next(w for w in matching(LEX, ["ABCDEFGHIJKLMNOPQRSTUVWXYZ"] * len(word.cards))
                if w != word.text)


def test_a_wrong_guess_gives_a_token_to_the_owner_and_the_word_stays() -> None:
    app, screen, services = to_first_turn()
    before = screen.state
    tokens = [s.tokens for s in before.seats]
    wrong = wrong_word_for(before, 2)
    press(app, **{"data-guess": "2"})
    assert elements(app, **{"data-guess-form": "2"})
    type_in(app, "guess", wrong[:-1].lower())          # too short: refused, no token taken
    assert key(app, "Enter", "guess")
    assert elements(app, **{"data-problem": "wordz.wrong_length"})
    assert screen.state is before
    type_in(app, "guess", wrong.lower())
    assert key(app, "Enter", "guess")
    after = screen.state
    assert [s.tokens for s in after.seats] == [tokens[0] - 1, tokens[1], tokens[2] + 1]
    assert game.on_table(after, 2) and wrong in after.seats[2].word.wrong_guesses
    assert elements(app, **{"data-wrong": wrong})
    assert per_seat(app, "data-tokens") == [str(s.tokens) for s in after.seats]
    # the token slides to its owner's row, from the guesser's: the viewer's seat
    # is drawn last (rows: Bot, Cyborg, Ala), one row below Cyborg's
    assert [e[1]["data-seat"] for e in elements(app, **{"data-seat": None})] == ["1", "2", "0"]
    [token] = [e for e in elements(app, **{"class": "wz-token arrive"})]
    assert token[1]["style"] == {"--rows": "1"}
    assert elements(app, **{"data-event": "guess", "class": "wz-event bad"})
    # still to flip: the turn goes on, then the flip ends it
    assert stage(app) == "turn" and elements(app, **{"data-step": "guess-done"})
    press(app, **{"data-card": f"1-{first_down(after, 1)}"})
    assert screen.state.current != 0


def test_a_right_guess_splits_the_cards_and_the_word_leaves_the_table() -> None:
    app, screen, services = to_first_turn()
    press(app, **{"data-card": f"1-{first_down(screen.state, 1)}"})
    state = screen.state
    word = state.seats[1].word
    up, down = sum(word.face_up), len(word.cards) - sum(word.face_up)
    won_before = (len(state.seats[0].won), len(state.seats[1].won))
    person_acts(app, {"type": "guess", "target": 1, "word": word.text})
    after = screen.state
    assert after.seats[1].word.status == game.GUESSED
    assert len(after.seats[0].won) - won_before[0] == down
    assert len(after.seats[1].won) - won_before[1] == up
    # the whole word is on show now, its cards flying to whoever won them
    cards = [e for e in elements(app, **{"data-card": None}) if e[1]["data-card"].startswith("1-")]
    assert "".join(e[1]["data-letter"] for e in cards) == word.text
    flying = {e[1]["data-card"]: e[1]["style"]["--rows"] for e in cards if "fly" in e[1]["class"]}
    assert len(flying) == len(word.cards)
    assert {flying[f"1-{k}"] for k, u in enumerate(word.face_up) if not u} == {"2"}
    assert {flying[f"1-{k}"] for k, u in enumerate(word.face_up) if u} == {"0"}
    assert t("en", "wordz_ui.guessed_by", name="Ala") in page_text(app)
    assert per_seat(app, "data-won")[:2] == [
        str(len(after.seats[0].won)), str(len(after.seats[1].won))]
    assert after.current != 0     # flipped and guessed: the turn ended by itself
    # after the next action, the flight is over and not played again
    services.run_timers()
    services.run_timers()
    cards = [e for e in elements(app, **{"data-card": None}) if e[1]["data-card"].startswith("1-")]
    assert screen.state is not after and not any("fly" in e[1]["class"] for e in cards)


def test_guessing_first_then_flipping_and_escape_closes_the_guess() -> None:
    app, screen, _ = to_first_turn()
    press(app, **{"data-guess": "1"})
    assert key(app, "Escape") and not elements(app, **{"data-guess-form": None})
    word = screen.state.seats[2].word
    person_acts(app, {"type": "guess", "target": 2, "word": word.text})
    assert screen.state.current == 0 and screen.state.guessed and not screen.state.flipped
    assert not elements(app, **{"data-guess": None})   # one guess per turn
    press(app, **{"data-card": f"1-{first_down(screen.state, 1)}"})
    assert screen.state.current != 0


# -- computer players -----------------------------------------------------------------

def test_computer_turns_come_after_pauses_and_read_only_their_own_view(monkeypatch) -> None:
    seen: list[tuple[int, Any]] = []
    real_choose = ai.choose_action

    def spy(v, lexicon, level, **kwargs):
        seen.append((v["viewer"], v))
        return real_choose(v, lexicon, level, **kwargs)

    monkeypatch.setattr(ai, "choose_action", spy)
    app, screen, services = to_first_turn()
    press(app, **{"data-card": f"2-{first_down(screen.state, 2)}"})
    press(app, **{"data-end-turn": "1"})
    assert stage(app) == "computer" and screen.state.current == 1
    assert elements(app, **{"data-thinking": "1"})
    log_size = len(screen.state.log)
    delays = services.run_timers()          # the pause before it chooses
    assert delays and min(delays) > 0 and len(screen.state.log) == log_size
    delays = services.run_timers()          # the pause before its action shows
    assert min(delays) > 0 and len(screen.state.log) == log_size + 1
    assert screen.state.log[-1]["player"] == 1
    run_computers(app, services, screen)
    assert screen.state.current == 0
    # every computer decision was made on a view, the computer's own
    assert seen and all(isinstance(v, dict) and v["viewer"] in (1, 2) for _, v in seen)
    for viewer, v in seen:
        for q, seat in enumerate(v["seats"]):
            if q != viewer and seat["word"] and seat["word"]["status"] == "table":
                assert all(c["letter"] is None for c in seat["word"]["cards"] if not c["face_up"])


def test_the_computers_word_does_not_depend_on_when_the_person_composes() -> None:
    def computer_words(person_first: bool) -> list[str]:
        app, screen, services = started(seed=9)
        if person_first:
            compose(app, words_of(screen.state, 0)[0])
        run_computers(app, services, screen)
        while any(screen.state.seats[i].word is None for i in (1, 2)):
            services.run_timers()
        return [screen.state.seats[i].word.text for i in (1, 2)]

    assert computer_words(True) == computer_words(False)


def test_leaving_the_table_stops_the_computer() -> None:
    app, screen, services = to_first_turn()
    press(app, **{"data-card": f"2-{first_down(screen.state, 2)}"})
    press(app, **{"data-end-turn": "1"})
    state = screen.state
    app.handle("act", act("home"), None)
    for _ in range(5):
        services.run_timers()
    assert screen.state is state and not services.pending


# -- rounds, the end, saves ----------------------------------------------------------------

def test_round_end_shows_the_score_sheet_and_the_next_starter_then_the_winner() -> None:
    app, screen, services = started((("Ala", "human"), ("Bot", "easy")), seed=21, rounds=2)
    for _ in range(300):
        if stage(app) == "round_over":
            break
        if stage(app) in ("waiting", "computer"):
            services.run_timers()
        else:
            person_acts(app, ai.choose_action(views.view(screen.state, 0), LEX, "medium"))
    assert stage(app) == "round_over"
    state = screen.state
    row = state.scores[0]
    assert row == [len(s.won) for s in state.seats]
    assert [e[1]["data-score"] for e in elements(app, **{"data-score": None})] == [str(x) for x in row]
    starter = state.players[state.starter].name
    assert t("en", "wordz_ui.next_starts", name=starter) in page_text(app)
    press(app, **{"data-next-round": "1"})
    assert screen.state.round == 2 and screen.state.phase == "compose"
    assert [s.tokens for s in screen.state.seats] == [3, 3]
    play_to_the_end(app, screen, services)
    final = screen.state
    names = [final.players[i].name for i in game.winners(final)]
    [winner] = elements(app, **{"data-winner": None})
    assert winner[1]["data-winner"] == ", ".join(names)
    totals = [e[1]["data-total"] for e in elements(app, **{"data-total": None})]
    assert totals == [str(x) for x in game.totals(final)]
    # the finished game left the saves for the history
    assert services.storage.backend.get(save_key("wordz")) is None
    [entry] = services.storage.history()
    assert entry["game"] == "wordz" and entry["winners"] == names
    assert [p["score"] for p in entry["players"]] == game.totals(final)
    assert entry["rounds"] == final.scores
    press(app, **{"data-again": "1"})
    assert stage(app) == "setup"


def test_only_computers_play_a_whole_game_by_themselves() -> None:
    app, screen, services = started((("E", "easy"), ("M", "medium")), seed=4, rounds=2)
    for _ in range(400):
        if stage(app) == "over":
            break
        services.run_timers()
    assert stage(app) == "over" and len(screen.state.scores) == 2


def test_every_action_is_saved_and_a_single_person_resumes_at_the_table() -> None:
    app, screen, services = to_first_turn()
    press(app, **{"data-card": f"1-{first_down(screen.state, 1)}"})
    saved = json.loads(services.storage.backend.get(save_key("wordz")))["data"]
    assert game.from_dict(saved["state"]) == screen.state
    assert saved["summary"].startswith("round 1/1 · Ala ")
    again = App(Timers(services.storage.backend), ["en"])
    resumed = open_wordz(again, resume=True)
    assert resumed.state == screen.state
    # alone against computers: straight back to the turn, the flip done
    assert stage(again) == "turn" and elements(again, **{"data-step": "flip-done"})
    # nothing flies or slides again after a reload
    assert not elements(again, **{"class": "wz-token arrive"})
    assert not [e for e in elements(again, **{"data-card": None}) if "fly" in e[1]["class"]]


def test_a_reload_during_a_computer_turn_lets_it_play_on() -> None:
    app, screen, services = to_first_turn()
    press(app, **{"data-card": f"1-{first_down(screen.state, 1)}"})
    press(app, **{"data-end-turn": "1"})
    again_services = Timers(services.storage.backend)
    again = App(again_services, ["en"])
    resumed = open_wordz(again, resume=True)
    assert stage(again) == "computer"
    run_computers(again, again_services, resumed)
    assert resumed.state.current == 0 and len(resumed.state.log) > len(screen.state.log)


# -- texts -----------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_every_stage_reads_in_each_language_and_names_stay_text(lang: str) -> None:
    name = "<b>Ala</b> & co"
    app, screen, services = started(((name, "human"), ("Bot", "easy")), lang=lang, seed=3)
    texts = page_text(app)
    assert name in texts
    assert t(lang, "wordz_ui.compose_title", name=name) in texts
    play_to_the_end(app, screen, services)
    assert t(lang, "wordz_ui.scores") in page_text(app)
    assert not any("wordz_ui." in s or "wordz." in s for s in page_text(app).split())
