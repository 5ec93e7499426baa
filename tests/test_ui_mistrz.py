"""The Mistrz Słowa table in CPython: set-up, a turn, words, the computer, saves."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable

from verba.lexicon import Lexicon
from verba.mistrz import game
from verba.mistrz.solver import best_words
from verba.storage import MemoryBackend, save_key
from verba.ui.mistrz.screen import MistrzScreen
from verba.ui.shell.app import App
from verba.ui.shell.vnode import act, find_all, text_of

from test_app import FakeServices

LEXICON = Lexicon.from_file_bytes(
    (Path(__file__).resolve().parent.parent / "lexicons" / "pl-nouns.dawg.gz").read_bytes())


class Timers(FakeServices):
    """Fake services whose timers run when the test says so."""

    def __init__(self, backend: MemoryBackend | None = None) -> None:
        super().__init__(backend)
        self.pending: list[Callable[[], None]] = []

    def later(self, seconds: float, callback: Callable[[], None]) -> Any:
        self.pending.append(callback)

    def run_timers(self, rounds: int = 1) -> None:
        for _ in range(rounds):
            pending, self.pending = self.pending, []
            for callback in pending:
                callback()


def start(kinds: tuple[str, ...] = ("human", "hard"), seed: int = 7,
          backend: MemoryBackend | None = None) -> tuple[App, MistrzScreen, Timers]:
    services = Timers(backend)
    app = App(services, ["en"], seed=seed)
    screen = MistrzScreen(app, LEXICON, None)
    app.go(screen)
    while len(screen.seats.seats) > len(kinds):
        app.handle("act", act("seat_remove", seat=len(screen.seats.seats) - 1), None)
    for seat, kind in enumerate(kinds):
        app.handle("change", act("seat_kind", seat=seat), kind)
    app.handle("act", act("start"), None)
    assert screen.state is not None
    return app, screen, services


def click(app: App, action: str, **params: Any) -> None:
    app.handle("act", act(action, **params), None)


def text(app: App) -> str:
    return "".join(text_of(n) for n in app.view())


def attrs(app: App, name: str) -> list[dict]:
    return [e[1] for n in app.view() for e in find_all(n, lambda t, a: name in a)]


def test_setup_refuses_an_empty_name_with_a_message() -> None:
    services = Timers()
    app = App(services, ["pl"])
    screen = MistrzScreen(app, LEXICON, None)
    app.go(screen)
    app.handle("input", act("seat_name", seat=0), "   ")
    click(app, "start")
    assert screen.state is None
    assert attrs(app, "data-problem")[0]["data-problem"] == "setup.player_name"


def test_a_typed_word_previews_its_score_and_is_played() -> None:
    app, screen, services = start(("human",))
    click(app, "roll")
    assert screen.state.phase == "forming"
    word, score = best_words(screen.state.turn.faces, LEXICON, 1)[0]
    app.handle("input", act("type"), word.lower())
    [total] = [a["data-total"] for a in attrs(app, "data-total")]
    assert int(total) == score
    app.handle("key", json.dumps({"key": "Enter", "field": "word"}), None)
    assert screen.state.players[0].score == score
    assert attrs(app, "data-best")  # the roll's best words are shown after the turn
    assert word in text(app)


def test_a_word_the_dice_cannot_make_or_not_a_noun_is_refused_and_the_turn_goes_on() -> None:
    app, screen, services = start(("human",))
    click(app, "roll")
    app.handle("input", act("type"), "zzzzzzzz")
    assert attrs(app, "data-problem")[0]["data-problem"] == "mistrz.cannot_make"
    # A build the dice allow but the dictionary refuses: the first three picks as they read.
    faces = screen.state.turn.faces
    letters = [i for i, f in enumerate(faces) if len(f) == 1][:3]
    for die in letters:
        click(app, "die", die=die)
    spelled = "".join(faces[d] for d in letters)
    assert not LEXICON.contains(spelled), f"the seeded roll's first letters spell {spelled}"
    click(app, "submit")
    assert screen.state.phase == "forming"
    assert attrs(app, "data-problem")[0]["data-problem"] == "mistrz.not_a_noun"


def test_giving_up_asks_once_then_costs_twenty() -> None:
    app, screen, services = start(("human",))
    click(app, "roll")
    click(app, "give_up")
    assert screen.state.phase == "forming" and screen.confirm_give_up
    click(app, "give_up")
    assert screen.state.players[0].score == -20
    assert "−20" in text(app) or "-20" in text(app)


def test_the_computer_plays_its_turn_through_timers_and_the_game_is_saved() -> None:
    app, screen, services = start(("hard", "human"))
    for _ in range(10):
        services.run_timers()
        if screen.state.current == 1:
            break
    assert screen.state.current == 1 and screen.state.last is not None
    record = screen.state.last
    assert record.outcome == "word" and record.points == record.best[0].score.total
    saved = json.loads(services.storage.backend.get(save_key("mistrz")))["data"]
    again = App(Timers(services.storage.backend), ["en"])
    assert game.from_dict(again.saves["mistrz"]["state"]) == screen.state


def test_the_sand_runs_and_time_out_costs_twenty() -> None:
    app, screen, services = start(("human",))
    click(app, "roll")
    screen._tick_at -= 10  # ten seconds pass
    services.run_timers()
    assert 9_000 <= screen.state.turn.sand_ms <= 11_000
    screen._tick_at -= screen.state.settings.total_ms / 1000
    services.run_timers()
    assert screen.state.last.outcome == "timeout"
    assert screen.state.players[0].score == -20


def test_a_refusal_stays_on_screen_while_the_sand_runs() -> None:
    app, screen, services = start(("human",))
    click(app, "roll")
    app.handle("input", act("type"), "zzzzzzzz")
    click(app, "submit")
    assert attrs(app, "data-problem")
    screen._tick_at -= 1
    services.run_timers()
    assert screen.state.turn.sand_ms >= 900
    assert attrs(app, "data-problem")
