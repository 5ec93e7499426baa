"""Wordz as a ``verba.protocol.Engine``.

Every action but ``next_round`` names its player.  While composing, each
player who has not laid a word acts (``current`` is None).  A guess cannot be
listed (any word of the list of the right length), so ``legal_actions``
returns None for the player to move while they may still guess; it lists the
words a hand spells (or the redeal), the flips, the end of a turn and the
next round.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..errors import IllegalAction
from ..lexicon import Lexicon
from ..records import best_word, with_stats
from ..protocol import HUMAN, finished_entry, read_settings, read_setup
from ..rng import seed_from
from . import ai, deck, game, takeback
from .candidates import formable
from .game import State, can_guess, opponents_on_table
# the rules' own, as the engine's
from .game import VERSION as SCHEMA
from .game import MAX_PLAYERS, MIN_PLAYERS, apply, from_dict, to_dict, winners
from .views import view
# the position notation (docs/NOTATION.md)
from ..notation.wordz import from_text, to_text

GAME_ID = "wordz"
LEXICON = "fr"
SETTINGS = {"rounds": int, "min_length": int, "take_backs": bool}


def new_game(players: Sequence[str | Mapping[str, Any]], seed: int,
             settings: Mapping[str, Any] | None = None) -> State:
    """Settings: ``rounds``, ``min_length`` and ``take_backs`` (see ``game.new_game``)."""
    seats = read_setup(players, seed, MIN_PLAYERS, MAX_PLAYERS)
    options = read_settings(settings, tuple(SETTINGS))
    for key, value in options.items():
        if type(value) is not SETTINGS[key]:
            raise IllegalAction("setup.bad_setting", setting=key)
    return game.new_game([game.Player(s["name"]) if s["kind"] == HUMAN else
                          game.Player(s["name"], "computer", s["kind"]) for s in seats],
                         seed, **options)


def seats(state: State) -> list[dict[str, str]]:
    return [{"name": p.name, "kind": p.level or HUMAN} for p in state.players]


def current(state: State) -> int | None:
    return state.current


def is_over(state: State) -> bool:
    return state.phase == "game_over"


def scores(state: State) -> list[int]:
    """The finished rounds' points (the cards of a round count at its end)."""
    return game.totals(state)


def legal_actions(state: State, player: int, lexicon: Lexicon) -> list[dict[str, Any]] | None:
    if state.phase == "round_over":
        return [{"type": "next_round"}]
    if state.phase == "compose":
        seat = state.seats[player]
        if seat.word is not None:
            return []
        words = formable(lexicon, deck.letters_of(seat.hand), state.min_length)
        if not words:
            return [{"type": "redeal", "player": player}]
        return [{"type": "compose", "player": player, "word": word} for word in words]
    if state.phase != "play" or player != state.current:
        return []
    if not state.guessed and can_guess(state, player):
        return None
    if state.flipped:
        return [{"type": "end_turn", "player": player}]
    flips = []
    for q in opponents_on_table(state, player):
        word = state.seats[q].word
        assert word is not None
        flips += [{"type": "flip", "player": player, "target": q, "index": i}
                  for i, up in enumerate(word.face_up) if not up]
    return flips


def history_entry(state: State) -> dict[str, Any]:
    """With the score sheet, a row per round, and each player's guesses."""
    if not is_over(state):
        raise ValueError("wordz: the game is not over")
    entry = finished_entry(GAME_ID, seats(state), scores(state), winners(state))
    return {**with_stats(entry, [player_stats(state, p) for p in range(len(state.players))]),
            "rounds": [list(row) for row in state.scores]}


def player_stats(state: State, player: int) -> dict[str, Any]:
    """From the log (which a take-back winds back): the player's right and
    wrong guesses, and their best word, the right guess that won the most
    cards (unless a guess of a log of before the cards were logged lacks them)."""
    guesses = [e for e in state.log if e["type"] == "guess" and e["player"] == player]
    right = [e for e in guesses if e["right"]]
    stats: dict[str, Any] = {"right": len(right), "wrong": len(guesses) - len(right)}
    if all("won" in e for e in right):
        best = best_word((e["word"], e["won"]) for e in right)
        if best is not None:
            stats["best"] = best
    return stats


def computer_action(state: State, player: int, lexicon: Lexicon) -> dict[str, Any]:
    """Read from the seat's own view only.  Composing is seeded by the cards
    it holds rather than by the log, so its word does not depend on whether
    a person laid theirs first."""
    level = state.players[player].level
    if level is None:
        raise ValueError("wordz: a person's seat")
    v = view(state, player)
    seed = None
    if state.phase == "compose":
        if state.seats[player].word is not None:
            raise ValueError("wordz: this player has laid their word")
        seed = seed_from("wordz-compose", state.round, player, "".join(v["me"]["hand"]))
    return ai.choose_action(v, lexicon, level, seed=seed)


def take_back(state: State, player: int, before: State | None) -> State:
    """Back to the state's own undo point (``before`` unused)."""
    return takeback.take_back(state, player)


def keeps_before(state: State, action: dict[str, Any]) -> bool:
    return False
