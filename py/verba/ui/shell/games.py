"""The games on the home screen, and how each one is opened.

A game's screen and rules are imported only when the game is opened: the home
screen appears sooner, since Pyodide compiles every module it imports.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...games_registry import ENGINES

if TYPE_CHECKING:
    from ...lexicon import Lexicon
    from .app import App, Screen


MAX_SUMMARY = 500   # a line on the home screen: names (24 each), scores, a round


def parse_save(data: Any) -> dict[str, Any]:
    """A saved game is ``{"state": ..., "summary": "..."}``; the game's own
    reader (``from_dict``, which validates it) checks the state when the
    game is resumed, so that the home screen imports no game's rules."""
    if not isinstance(data, dict) or not isinstance(data.get("state"), dict):
        raise ValueError("a saved game needs a state")
    if "table" in data and not isinstance(data["table"], dict):
        raise ValueError("a hosted table is an object")   # read whole by Host.from_dict
    summary = data.get("summary", "")
    if not isinstance(summary, str) or len(summary) > MAX_SUMMARY:
        raise ValueError("a saved game's summary is a line of text")
    return data


@dataclass(frozen=True)
class Game:
    id: str
    lexicon: str           # name in lexicons/index.json
    words: str             # message code naming the language of its words
    min_players: int
    max_players: int
    screen: str            # module with make_screen(app, lexicon, saved)
    replay: str            # module with position(app, state) and extra(app, state)
    host: str = ""         # module with make_screen(app, lexicon, saved) for a hosted table
    guest: str = ""        # module with guest_screen(app, lexicon, remote): a seat played here

    def name_code(self) -> str:
        return f"game.{self.id}.name"

    def read_state(self, data: Any) -> Any:
        """The saved state read by the game's rules (ValueError if unreadable)."""
        return ENGINES[self.id].from_dict(data)

    def make_screen(self, app: "App", lexicon: "Lexicon", saved: dict[str, Any] | None) -> "Screen":
        """The game's table; a save holding a ``table`` is a table hosted for
        people on other devices (docs/MULTIPLAYER.md)."""
        module = self.host if saved is not None and self.host and "table" in saved else self.screen
        return importlib.import_module(module).make_screen(app, lexicon, saved)

    def guest_screen(self, app: "App", lexicon: "Lexicon", remote: Any) -> "Screen":
        """The table of a seat played here, the game hosted on another device."""
        return importlib.import_module(self.guest).guest_screen(app, lexicon, remote)

    def replay_view(self) -> Any:
        """The module drawing this game's positions in a replay."""
        return importlib.import_module(self.replay)


GAMES: tuple[Game, ...] = (
    Game("mistrz", "pl-nouns", "app.words_pl", 1, 6, "verba.ui.mistrz.screen",
         "verba.ui.mistrz.replay", "verba.ui.mistrz.host", "verba.ui.mistrz.guest"),
    Game("scriba", "pl", "app.words_pl", 1, 4, "verba.ui.scriba.screen",
         "verba.ui.scriba.replay", "verba.ui.scriba.host", "verba.ui.scriba.guest"),
    Game("wordz", "fr", "app.words_fr", 2, 7, "verba.ui.wordz.screen",
         "verba.ui.wordz.replay", "verba.ui.wordz.host", "verba.ui.wordz.guest"),
)


def game_by_id(game_id: str) -> Game:
    for game in GAMES:
        if game.id == game_id:
            return game
    raise KeyError(game_id)
