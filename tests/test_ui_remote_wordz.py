"""A Wordz seat played on a guest's device (``verba.ui.wordz.guest``): the
table drawn from the host's view of the seat, the actions sent to a host in
the test (``remote_host.FakeHost``), which plays them on the real game."""
from __future__ import annotations

import json

from remote_host import FakeHost, guest_app
from test_ui_wordz import LEX, compose, elements, key, page_text, person_acts, stage, type_in
from verba.ui.shell.app import App
from verba.ui.wordz.guest import WordzGuestScreen, guest_screen
from verba.wordz import ai, deck, engine
from verba.wordz.game import ON_TABLE

SEATS = [{"name": "Ala"}, {"name": "Bot", "kind": "medium"}, {"name": "Cyborg", "kind": "easy"}]


def table(seed: int = 5, lang: str = "en", answer_now: bool = True,
          rounds: int = 1) -> tuple[App, WordzGuestScreen, FakeHost]:
    state = engine.new_game(SEATS, seed, {"rounds": rounds, "min_length": 4})
    host = FakeHost(engine, LEX, state, 0, answer_now)
    app, screen = guest_app(host, guest_screen, lang)
    return app, screen, host


def secrets_hidden(app: App, host: FakeHost) -> None:
    """No other seat's secret word, nor its face-down letters, is in the tree."""
    tree = json.dumps(app.view(), ensure_ascii=False)
    for seat, own in enumerate(host.state.seats):
        if seat == host.seat or own.word is None or own.word.status != ON_TABLE:
            continue
        word = "".join(deck.CARDS[c] for c in own.word.cards)
        assert word not in tree.upper()
    assert tree.count('"data-guest"') == 1


def test_a_guest_plays_a_round_and_sees_no_other_secret_word() -> None:
    app, screen, host = table()
    assert stage(app) == "compose"
    acted = 0
    for _ in range(300):
        now = stage(app)
        secrets_hidden(app, host)
        if now == "over":
            break
        assert now in ("compose", "turn"), now     # the host's computers never keep it waiting
        view = host.remote.view
        assert view is not None and view["me"]["player"] == 0
        person_acts(app, ai.choose_action(view, LEX, "medium"))
        assert host.remote.pending is None and not host.refused
        acted += 1
    assert stage(app) == "over" and acted > 2
    assert elements(app, **{"data-remote": "connected"})


def test_a_refused_word_is_shown_in_the_players_language_and_kept() -> None:
    for lang, text in (("pl", "Host nie przyjął ruchu"), ("fr", "L’hôte a refusé"),
                       ("en", "The host refused")):
        app, screen, host = table(lang=lang)
        word = ai.choose_action(host.remote.view, LEX, "medium")["word"]
        host.lexicon = type(LEX).from_words(["ZZZZ"])      # the host's list knows none
        compose(app, word)
        assert host.refused and host.refused[0].startswith("wordz.")
        [alert] = elements(app, **{"data-remote": "refused"})
        assert text in "".join(str(x) for x in alert[2:])
        assert screen.typed == word.lower() and stage(app) == "compose"
        host.lexicon = LEX
        assert key(app, "Enter", "word")
        assert host.state.seats[0].word is not None and screen.typed == ""


def test_typing_survives_a_view_pushed_meanwhile_and_waits_while_sent() -> None:
    app, screen, host = table(answer_now=False)
    word = ai.choose_action(host.remote.view, LEX, "medium")["word"]
    type_in(app, "word", word[:2].lower())
    host.push()                                   # the computers composed, say
    assert screen.typed == word[:2].lower()
    type_in(app, "word", word.lower())
    assert key(app, "Enter", "word")
    assert elements(app, **{"data-remote": "pending"})
    key(app, "Backspace")                         # nothing changes while it is on its way
    assert screen.typed == word.lower()
    host.deliver()
    assert screen.typed == "" and not elements(app, **{"data-remote": "pending"})
    assert stage(app) in ("turn", "computer", "waiting")


def test_a_guest_cannot_set_up_hand_off_or_take_back() -> None:
    app, screen, host = table()
    for do in ("start", "ready", "take_back", "new_game"):
        app.handle("act", json.dumps({"do": do}), None)
    assert stage(app) == "compose" and "Ala" in page_text(app)
    assert not elements(app, **{"data-ready": "1"})


def test_a_damaged_view_is_refused_and_the_last_one_stays() -> None:
    app, screen, host = table()
    shown = screen.shown
    for damaged in ({**host.views[-1], "viewer": 1},
                    {**host.views[-1], "me": {**host.views[-1]["me"], "hand": ["<b>"]}},
                    {**host.views[-1], "log": [{"type": "nonsense"}]},
                    {**host.views[-1], "seats": []}):
        host.remote.update(damaged)
        assert screen.shown is shown and stage(app) == "compose"
        assert elements(app, **{"data-remote": "unreadable"})
    host.push()
    assert not elements(app, **{"data-remote": "unreadable"})
