"""The games on the home screen, and how each one is opened."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

if TYPE_CHECKING:
    from ..lexicon import Lexicon
    from .app import App, Screen

# make_screen(app, lexicon, saved_state_or_None) -> the game's screen.
ScreenFactory = Callable[["App", "Lexicon", Any], "Screen"]


@dataclass(frozen=True)
class Game:
    id: str
    lexicon: str           # name in lexicons/index.json
    words: str             # message code naming the language of its words
    min_players: int
    max_players: int
    make_screen: ScreenFactory | None  # None while the game's table is being built

    def name_code(self) -> str:
        return f"game.{self.id}.name"


GAMES: tuple[Game, ...] = (
    Game("mistrz", "pl-nouns", "app.words_pl", 1, 6, None),
    Game("scriba", "pl", "app.words_pl", 1, 4, None),
    Game("wordz", "fr", "app.words_fr", 2, 7, None),
)


def game_by_id(game_id: str) -> Game:
    for game in GAMES:
        if game.id == game_id:
            return game
    raise KeyError(game_id)
