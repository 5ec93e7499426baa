"""Seeded self-play games of each game, recorded as played (``verba.gamefile``),
for the record tests in CPython and in the page."""
from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from verba.gamefile import Record
from verba.games_registry import ENGINES
from verba.lexicon import Lexicon
from verba.mistrz import ai as mistrz_ai
from verba.scriba import selfplay as scriba_selfplay
from verba.scriba.ruleset import Ruleset
from verba.wordz import game as wordz_rules
from verba.wordz import selfplay as wordz_selfplay

LEXICONS = Path(__file__).resolve().parent.parent / "lexicons"


@cache
def lexicon(name: str) -> Lexicon:
    return Lexicon.from_file_bytes((LEXICONS / f"{name}.dawg.gz").read_bytes())


def dump(game: str, state: Any) -> str:
    return json.dumps(ENGINES[game].to_dict(state), sort_keys=True)


# --- seeded self-play, recorded as played --------------------------------------

def mistrz_game(seed: int, hourglass: bool = False) -> tuple[Record, Any]:
    """Two computers; with the sand, each turn's thinking time runs as ticks
    of 250 ms before the word (or the timeout)."""
    engine, lex = ENGINES["mistrz"], lexicon("pl-nouns")
    state = engine.new_game([{"name": "Ala", "kind": "medium"}, {"name": "Bot", "kind": "hard"}],
                            seed, {"target": 60, "hourglass": hourglass})
    record = Record("mistrz", engine.to_dict(state))
    while not engine.is_over(state):
        if state.phase == "roll":
            actions = [{"type": "roll"}]
        else:
            action, think_ms = mistrz_ai.choose_action(state, lex)
            ticks = [{"type": "tick", "ms": 250}] * (think_ms // 250) if hourglass else []
            actions = [*ticks, action]
        for action in actions:
            if engine.is_over(state) or (action["type"] != "roll" and state.phase != "forming"):
                break   # the sand ran out first
            state = engine.apply(state, action, lex)
            record.add(action)
    return record, state


def scriba_game(seed: int, rules: Ruleset | None = None) -> tuple[Record, Any]:
    moves: list[tuple[Any, dict[str, Any]]] = []
    final = scriba_selfplay.play_game(lexicon("pl"), ["medium", "hard"], seed, rules,
                                      watch=lambda before, action, after: moves.append(
                                          (before, action)))
    record = Record("scriba", ENGINES["scriba"].to_dict(moves[0][0]))
    for _, action in moves:
        record.add(action)
    return record, final


def wordz_game(seed: int) -> tuple[Record, Any]:
    actions: list[dict[str, Any]] = []
    final = wordz_selfplay.play_game(lexicon("fr"), ["easy", "medium", "hard"], seed, rounds=2,
                                     watch=lambda state, action: actions.append(action))
    players = [wordz_rules.Player(f"{lv} {i + 1}", "computer", lv)
               for i, lv in enumerate(["easy", "medium", "hard"])]
    start = wordz_rules.new_game(players, seed=seed, rounds=2, min_length=4)
    return Record("wordz", ENGINES["wordz"].to_dict(start), actions), final


GAMES = {
    "mistrz": lambda: mistrz_game(5),
    "mistrz-sand": lambda: mistrz_game(6, hourglass=True),
    "scriba": lambda: scriba_game(7),
    "scriba-two": lambda: scriba_game(8, Ruleset.game_two()),
    "wordz": lambda: wordz_game(9),
}


@cache
def played(case: str) -> tuple[Record, Any]:
    return GAMES[case]()
