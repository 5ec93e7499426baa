"""The Wordz table as a newcomer meets it (issue #13), driven through
``App.handle``: one hand-off per change of person, a score sheet whose total
runs on, cards whose only text is their letter, no field taking the focus by
itself, focus on a meaningful element after each committed action, sounds,
take-backs and the guided first game."""
from __future__ import annotations

from typing import Any

from test_ui_wordz import (LEX, PEOPLE_AND_COMPUTERS, compose, elements, first_down, key,
                           page_text, person_acts, play_to_the_end, press, run_computers,
                           stage, started, to_first_turn, type_in, words_of,
                           wrong_word_for)
from verba.i18n import t
from verba.ui.shell.app import App
from verba.ui.shell.tour import TOUR_MARK
from verba.ui.shell.vnode import act, find_all, text_of
from verba.ui.wordz.table import card_node
from verba.wordz import ai, game, views


def focus_of(app: App) -> dict[str, Any]:
    """The elements asking for the focus, by what they are: {text: focus value}."""
    return {text_of(e): e[1]["focus"] for e in elements(app, focus=None)}


# -- hand-offs -------------------------------------------------------------------------

def test_one_hand_off_per_change_of_person() -> None:
    """Olek composes last and starts: the device stays with him, so play
    starts without a second "pass the device" screen; later every change of
    person has one hand-off, and only a change has one, but for the next
    round's first hand, which follows a score sheet everyone read."""
    seats = (("Ala", "human"), ("Olek", "human"))
    app, screen, services = started(seats, seed=1, rounds=2)
    assert screen.state.starter == 1
    for person in (0, 1):
        assert stage(app) == "handoff" and screen._active() == person
        press(app, **{"data-ready": "1"})
        compose(app, words_of(screen.state, person)[0])
    assert stage(app) == "turn" and screen._active() == 1      # no second hand-off
    holder, hand_offs = 1, 2
    for _ in range(400):
        now = stage(app)
        if now == "over":
            break
        if now == "handoff":
            assert screen._active() != holder
            holder, hand_offs = screen._active(), hand_offs + 1
            press(app, **{"data-ready": "1"})
        elif now == "round_over":
            press(app, **{"data-next-round": "1"})
            assert stage(app) == "handoff"
            holder = None
        else:
            assert screen._active() == holder    # a private view only for the holder
            person_acts(app, ai.choose_action(views.view(screen.state, holder), LEX, "medium"))
    assert stage(app) == "over" and hand_offs > 2


# -- the score sheet ---------------------------------------------------------------------

def test_the_total_runs_on_with_the_cards_won_in_the_round_under_way() -> None:
    app, screen, _ = to_first_turn()
    press(app, **{"data-card": f"1-{first_down(screen.state, 1)}"})
    person_acts(app, {"type": "guess", "target": 1, "word": screen.state.seats[1].word.text})
    won = [len(s.won) for s in screen.state.seats]
    assert won[0] > 0
    totals = {row[1]["data-player"]: find_all(row, lambda tag, a: "data-total" in a)[0]
              for row in elements(app, **{"data-player": None})}
    assert [totals[str(i)][1]["data-total"] for i in range(3)] == [str(n) for n in won]
    [note] = elements(app, **{"data-live": "1"})
    assert text_of(note) == t("en", "wordz_ui.so_far_note", n=1)


# -- cards and fields ----------------------------------------------------------------------

def test_a_face_up_cards_only_text_is_its_letter_and_its_name_starts_with_it() -> None:
    app, screen, _ = to_first_turn()
    press(app, **{"data-card": f"1-{first_down(screen.state, 1)}"})
    up = [e for e in elements(app, **{"data-card": None}) if e[1]["data-up"] == "1"]
    hand_and_word = elements(app, **{"data-hand": None})
    assert up
    for card in up + hand_and_word:
        letter = card[1]["data-letter"]
        assert text_of(card) == letter          # the corners come from CSS
        assert card[1]["aria-label"].startswith(letter)


def test_card_node_draws_a_card_anywhere_face_up_or_down() -> None:
    """The standalone card the rules screen illustrates with."""
    up = card_node("a", vowel=True, letter="A", up=True, label="A, a vowel card")
    down = card_node("b", vowel=False, letter="B", up=False, label="a consonant card")
    assert up[0] == down[0] == "button" and up[1]["disabled"] and down[1]["disabled"]
    assert text_of(up) == "A" and "vowel" in up[1]["class"] and "up" in up[1]["class"]
    assert text_of(down) == "" and "consonant down" in down[1]["class"]
    [front] = find_all(up, lambda tag, a: a.get("class") == "wz-front")
    assert front[1]["data-letter"] == "A"      # the corners' letter, drawn by CSS
    assert find_all(down, lambda tag, a: tag == "svg")   # the back's arrow


def test_composing_no_field_takes_the_focus_and_letters_typed_anywhere_make_the_word() -> None:
    app, screen, _ = started()
    [field] = elements(app, name="word")
    assert "focus" not in field[1]
    [title] = elements(app, **{"data-keys": "compose"})
    assert title[0] == "h2" and title[1]["focus"]
    word = words_of(screen.state, 0)[0]
    for letter in word.lower() + "x":
        assert key(app, letter)                     # focus on the heading, or nowhere
    assert key(app, "Backspace", "hand")            # ... or on a card
    assert screen.typed == word.lower()
    assert not key(app, "Enter", "hand")            # Enter on a card picks the card
    assert not key(app, "a", "word")                # in the field, the field types
    assert key(app, "Enter", "compose")
    assert screen.state.seats[0].word.text == word


def test_cards_come_before_the_field_in_the_compose_panel() -> None:
    app, _, _ = started()
    [panel] = elements(app, **{"data-compose": "Ala"})
    order = [a.get("data-hand") and "card" or a.get("name") for _, a, *_ in
             find_all(panel, lambda tag, a: "data-hand" in a or a.get("name") == "word")]
    assert order.index("word") > max(i for i, what in enumerate(order) if what == "card")


# -- focus -------------------------------------------------------------------------------

def test_focus_moves_to_the_turn_after_each_committed_action_never_lost() -> None:
    app, screen, services = to_first_turn()
    heading = t("en", "wordz_ui.your_turn", name="Ala")
    first = focus_of(app)[heading]
    press(app, **{"data-card": f"1-{first_down(screen.state, 1)}"})
    after_flip = focus_of(app)[heading]
    assert after_flip != first                     # the flipped card is disabled: focus moves on
    press(app, **{"data-guess": "2"})
    [field] = elements(app, name="guess")
    assert field[1]["focus"] is True               # the person chose to type
    type_in(app, "guess", wrong_word_for(screen.state, 2))
    assert key(app, "Enter", "guess")
    assert stage(app) == "computer"               # flipped and bet: the turn passed on
    name = screen.state.players[screen.state.current].name
    assert focus_of(app)[t("en", "wordz_ui.thinking", name=name)] is True
    run_computers(app, services, screen)
    assert focus_of(app)[heading] not in (first, after_flip)   # the next turn's heading


# -- sounds -------------------------------------------------------------------------------

def test_sounds_for_a_flip_a_token_a_refusal_and_the_end() -> None:
    app, screen, services = to_first_turn(seats=(("Ala", "human"), ("Bot", "easy")), seed=3)
    services.felt.clear()
    start = len(screen.state.log)
    press(app, **{"data-card": f"1-{first_down(screen.state, 1)}"})
    assert services.felt == ["flip"]
    press(app, **{"data-guess": "1"})
    type_in(app, "guess", "zz")
    assert key(app, "Enter", "guess")
    assert services.felt[-1] == "refuse"                 # not a word of that length
    before = len(screen.state.log)
    type_in(app, "guess", screen.state.seats[1].word.text)
    assert key(app, "Enter", "guess")
    assert len(screen.state.log) > before and services.felt[-1] in ("token", "win")
    assert "token" in services.felt
    play_to_the_end(app, screen, services)
    assert services.felt[-1] == "win" and services.felt.count("win") == 1
    assert services.felt.count("flip") == sum(e["type"] == "flip"
                                              for e in screen.state.log[start:])


# -- take-backs ------------------------------------------------------------------------------

def test_a_lone_person_takes_back_a_bet_and_the_computer_moves_after_it() -> None:
    app, screen, services = to_first_turn()
    press(app, **{"data-card": f"1-{first_down(screen.state, 1)}"})
    before = screen.state
    wrong = wrong_word_for(before, 2)
    person_acts(app, {"type": "guess", "target": 2, "word": wrong})
    assert [s.tokens for s in screen.state.seats] == [2, 3, 4]
    [undo] = elements(app, **{"data-take-back": "guess"})   # offered at the computer's turn
    assert t("en", "wordz_ui.take_back_guess", word=wrong) in text_of(undo)
    run_computers(app, services, screen)
    if elements(app, **{"data-take-back": "guess"}):
        services.felt.clear()
        press(app, **{"data-take-back": "guess"})
        after = screen.state
        assert [s.tokens for s in after.seats] == [3, 3, 3]
        assert (after.current, after.flipped, after.guessed) == (0, True, False)
        assert after.seats[2].word.wrong_guesses == [wrong]
        assert after.log[-1]["type"] == "take_back" and services.felt == ["token"]
        assert t("en", "wordz.log.take_back_guess", player="Ala", word=wrong,
                 target="Cyborg") in page_text(app)
        assert not elements(app, **{"data-take-back": None})     # once per turn
        assert stage(app) == "turn"
    else:   # a computer showed a letter of the other's word: no take-back then
        assert any(e["type"] == "flip" and e["target"] != 0 for e in
                   screen.state.log[len(before.log) + 1:])


def test_hot_seat_take_backs_only_when_everyone_agreed_at_set_up() -> None:
    app, screen, _ = started((("Ala", "human"), ("Bot", "easy")))
    assert not screen.state.take_backs
    screen.state = None                                        # back to a set-up
    assert not elements(app, name="take_backs")                # one person: always allowed
    app.handle("change", act("seat_kind", seat=1), "human")
    [box] = elements(app, name="take_backs")
    assert "checked" not in box[1]                             # off by default
    app.handle("change", box[1]["data-change"], "true")
    press(app, **{"data-start": "wordz"})
    assert screen.state.take_backs and game.take_backs_allowed(screen.state)


# -- the guided first game ----------------------------------------------------------------------

def test_the_guided_game_points_at_the_table_and_waits_for_a_real_turn() -> None:
    app, screen, services = started(PEOPLE_AND_COMPUTERS)
    press(app, **{"data-tour": "start"})

    def marked() -> list[list]:
        return [e for node in app.view()
                for e in find_all(node, lambda tag, a: TOUR_MARK in str(a.get("class", "")))]

    assert [e[1]["role"] for e in marked()] == ["group"]        # the hand
    assert t("en", "wordz_ui.tour.hand") in page_text(app)
    press(app, **{"data-tour": "next"})
    assert marked() and not elements(app, **{"data-tour": "next"})   # waits for the word
    compose(app, words_of(screen.state, 0)[0])
    assert screen.tour.index == 2
    press(app, **{"data-tour": "next"})
    run_computers(app, services, screen)
    while screen.state.current != 0:                           # until Ala's turn
        services.run_timers()
    seats = [e for e in marked() if "wz-seat" in e[1]["class"]]
    assert {e[1]["data-seat"] for e in seats} == {"1", "2"}      # the opponents' words
    press(app, **{"data-card": f"1-{first_down(screen.state, 1)}"})
    assert screen.tour.index == 4
    assert [e[1]["data-tokens"] for e in marked()] == ["3"]     # Ala's tokens
    press(app, **{"data-tour": "next"})
    if screen.state.current == 0:
        press(app, **{"data-end-turn": "1"})
    assert screen.tour.index == 6 and marked()[0][1]["class"].startswith("panel wz-scores")
    press(app, **{"data-tour": "next"})
    assert not screen.tour.running and app.settings.tours_done == ("wordz",)
    assert not elements(app, **{"data-tour": None})
