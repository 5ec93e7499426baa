"""A Mistrz Słowa seat played on a guest's device (``verba.ui.mistrz.guest``):
the table drawn from the seat's view, rolls and words sent to a host in the
test (``remote_host.FakeHost``), which plays them with the engine."""
from __future__ import annotations

import json

from remote_host import FakeHost, guest_app
from test_ui_mistrz import LEXICON, attrs, click, text
from verba.mistrz import engine
from verba.mistrz.solver import best_words
from verba.ui.mistrz.guest import MistrzGuestScreen, guest_screen
from verba.ui.shell.app import App
from verba.ui.shell.vnode import act


def table(lang: str = "en", answer_now: bool = True, **options: object
          ) -> tuple[App, MistrzGuestScreen, FakeHost]:
    state = engine.new_game([{"name": "Bot", "kind": "easy"}, {"name": "Ala"}], 3,
                            {"target": 30, **options})
    host = FakeHost(engine, LEXICON, state, 1, answer_now)
    app, screen = guest_app(host, guest_screen, lang)
    return app, screen, host


def word_typed(app: App, word: str) -> None:
    app.handle("input", act("type"), word.lower())
    app.handle("key", json.dumps({"key": "Enter", "field": "word"}), None)


def test_a_guest_rolls_and_plays_words_until_the_end() -> None:
    app, screen, host = table(hourglass=False)
    turns = 0
    while not engine.is_over(host.state):
        assert engine.current(host.state) == 1 and screen.state == engine.from_dict(
            {**host.views[-1], "rng": 0})
        click(app, "roll")
        assert host.state.phase == "forming" and screen.state.turn.faces == host.state.turn.faces
        found = best_words(host.state.turn.faces, LEXICON, 1)
        if found:
            word_typed(app, found[0][0])
        else:
            click(app, "give_up")
            click(app, "give_up")
        assert not host.refused
        turns += 1
        assert turns < 60
    assert attrs(app, "data-guest") and "Ala" in text(app)


def test_a_refused_word_stays_and_a_view_for_the_same_roll_keeps_it() -> None:
    for lang, said in (("pl", "Host nie przyjął ruchu"), ("fr", "L’hôte a refusé"),
                       ("en", "The host refused")):
        app, screen, host = table(lang=lang)
        click(app, "roll")
        word = best_words(host.state.turn.faces, LEXICON, 1)[0][0]
        app.handle("input", act("type"), word.lower())
        picks = list(screen.picks)
        host.state = engine.apply(host.state, {"type": "tick", "ms": 1000}, LEXICON)
        host.push()                                  # the sand ran on the host
        assert screen.picks == picks and screen.typed == word.lower()
        host.lexicon = type(LEXICON).from_words(["ZZZ"])
        app.handle("key", json.dumps({"key": "Enter", "field": "word"}), None)
        assert host.refused and host.refused[0].startswith("mistrz.")
        [alert] = [a for a in attrs(app, "data-remote") if a["data-remote"] == "refused"]
        assert said in text(app) and screen.picks == picks
        host.lexicon = LEXICON
        app.handle("key", json.dumps({"key": "Enter", "field": "word"}), None)
        assert host.state.turns > 0 and not screen.picks


def test_a_roll_waits_for_the_host_and_nothing_is_rolled_here() -> None:
    app, screen, host = table(answer_now=False)
    click(app, "roll")
    assert host.inbox == [{"type": "roll"}] and screen.state.phase == "roll"
    assert [a for a in attrs(app, "data-remote") if a["data-remote"] == "pending"]
    click(app, "roll")
    assert host.inbox == [{"type": "roll"}]         # one action on its way at a time
    host.deliver()
    assert screen.state.phase == "forming" and screen.rolled
