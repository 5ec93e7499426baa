"""The games on the home screen, and how each one is opened."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

from ..mistrz import game as mistrz_game
from . import mistrz

from ..scriba import game as scriba_game
from . import scriba as scriba_ui

if TYPE_CHECKING:
    from ..lexicon import Lexicon
    from .app import App, Screen

# make_screen(app, lexicon, saved_or_None) -> the game's screen.
ScreenFactory = Callable[["App", "Lexicon", Any], "Screen"]


def parse_save(data: Any) -> dict[str, Any]:
    """A saved game is ``{"state": ..., "summary": "..."}``; the game's own
    reader checks the state when its screen opens it."""
    if not isinstance(data, dict) or not isinstance(data.get("state"), dict):
        raise ValueError("a saved game needs a state")
    if not isinstance(data.get("summary", ""), str):
        raise ValueError("a saved game's summary is text")
    return data


@dataclass(frozen=True)
class Game:
    id: str
    lexicon: str           # name in lexicons/index.json
    words: str             # message code naming the language of its words
    min_players: int
    max_players: int
    make_screen: ScreenFactory | None  # None while the game's table is being built
    read_state: Callable[[Any], Any] = lambda state: state  # the game's from_dict

    def name_code(self) -> str:
        return f"game.{self.id}.name"


GAMES: tuple[Game, ...] = (
    Game("mistrz", "pl-nouns", "app.words_pl", 1, 6, mistrz.make_screen, mistrz_game.from_dict),
    Game("scriba", "pl", "app.words_pl", 1, 4, scriba_ui.make_screen, scriba_game.from_dict),
    Game("wordz", "fr", "app.words_fr", 2, 7, None),
)


def game_by_id(game_id: str) -> Game:
    for game in GAMES:
        if game.id == game_id:
            return game
    raise KeyError(game_id)
