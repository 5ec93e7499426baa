"""A host in the tests' process for a guest's table (``verba.ui.table.remote``):
it applies the guest's actions with the engine on a real state, lets the
computer seats move, and pushes the guest's seat view back, as JSON text
would carry it. Refusals go back with the engine's code, or the table's
for an action the seat may not send."""
from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from test_app import FakeServices
from verba.errors import IllegalAction
from verba.protocol import HUMAN, Engine
from verba.settings import Settings
from verba.ui.shell.app import App
from verba.ui.table.remote import RemoteSeat


class FakeHost:
    def __init__(self, engine: Engine, lexicon: Any, state: Any, seat: int,
                 answer_now: bool = True) -> None:
        self.engine, self.lexicon, self.state, self.seat = engine, lexicon, state, seat
        self.answer_now = answer_now       # False: actions wait for ``deliver``
        self.inbox: list[dict[str, Any]] = []
        self.views: list[dict[str, Any]] = []     # every view sent, in order
        self.refused: list[str] = []
        self.remote = RemoteSeat(seat, self._receive)

    def start(self) -> None:
        self.computers()
        self.push()

    def _receive(self, action: dict[str, Any]) -> None:
        self.inbox.append(json.loads(json.dumps(action)))
        if self.answer_now:
            self.deliver()

    def deliver(self) -> None:
        while self.inbox:
            action = self.inbox.pop(0)
            try:
                self._check_sender(action)
                self.state = self.engine.apply(self.state, action, self.lexicon)
            except IllegalAction as error:
                self.refused.append(error.code)
                self.remote.refuse(error.code, error.params)
                continue
            self.computers()
            self.push()

    def _check_sender(self, action: dict[str, Any]) -> None:
        if "player" in action or "by" in action:
            if action.get("player", action.get("by")) != self.seat:
                raise IllegalAction("table.other_seat")
        elif action.get("type") not in ("accept", "next_round") and \
                self.engine.current(self.state) != self.seat:
            raise IllegalAction("table.not_your_turn")

    def computers(self) -> None:
        """The computer seats play until a person is to act (or the end)."""
        engine = self.engine
        for _ in range(2000):
            if engine.is_over(self.state):
                return
            for seat, spec in enumerate(engine.seats(self.state)):
                if spec["kind"] == HUMAN:
                    continue
                try:
                    action = engine.computer_action(self.state, seat, self.lexicon)
                except ValueError:
                    continue
                self.state = engine.apply(self.state, action, self.lexicon)
                break
            else:
                return

    def push(self) -> None:
        """The guest's view, as the wire carries it."""
        view = json.loads(json.dumps(self.engine.view(self.state, self.seat)))
        self.views.append(view)
        self.remote.update(view)


def guest_app(host: FakeHost, guest_screen: Callable[[App, Any, RemoteSeat], Any],
              lang: str = "en") -> tuple[App, Any]:
    """An app in ``lang`` showing the guest's screen of ``host``'s game, the
    host's first view arrived."""
    app = App(FakeServices(), [lang])
    app.set_settings(Settings(lang=lang))
    screen = guest_screen(app, host.lexicon, host.remote)
    app.go(screen)
    host.start()
    return app, screen
