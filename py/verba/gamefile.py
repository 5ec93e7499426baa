"""Game records: a game's start and every action since, as a versioned JSON file.

A record is what a game is (docs/RECORDS.md): the start state's data (the
engine's ``to_dict``, so its own reader checks it) and the actions that
followed, each one the engine's ``apply`` accepted, plus ``take_back``
entries where a person took a move back (``verba.replay`` carries them out
through the game's own take-back). Replaying the actions from the start
gives the game exactly as it was played (``verba.replay``).

This module writes records and reads them back with limits (size, depth,
counts, types); it knows no game's rules, so that the home screen can read a
file without compiling any. ``verba.replay`` then checks the start with the
game's reader and every action with its ``apply``: a record is accepted only
when all of it replays, so a forged one cannot make a state the rules cannot
reach. Every refusal is a ``RecordError`` whose ``code`` names a message of
``verba.gamefile_messages``.
"""
from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .protocol import GAME_IDS
from .storage import Unreadable, parse_text

FORMAT = "verba-record"
VERSION = 1                  # the record's own layout (the states inside carry theirs)
MAX_CHARS = 2_000_000        # a long Wordz game of 7 writes ~150,000
MAX_DEPTH = 24               # start data nests ~8 deep, actions ~4
MAX_ACTIONS = 20_000         # self-play games take < 2,000; the sand's ticks are merged
MAX_ACTION_CHARS = 4_000     # the largest action (a Scriba placement of 15 tiles) is ~700
MAX_TYPE = 20
TAKE_BACK = "take_back"      # the record's own action: the game's take-back
TICK = "tick"                # Mistrz Słowa's sand: consecutive ticks are merged
MAX_TICK_MS = 3_600_000      # as the game reads a tick


class RecordError(ValueError):
    """A file that is no record Verba can replay; ``code`` says why (a
    message of ``verba.gamefile_messages``), ``params`` fill it."""

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code, params)
        self.code = code
        self.params = params


@dataclass
class Record:
    """A game's start (``engine.to_dict`` data) and its actions since."""

    game: str
    start: dict[str, Any]
    actions: list[dict[str, Any]] = field(default_factory=list)

    def add(self, action: Mapping[str, Any]) -> None:
        """One more action the game accepted. A tick right after a tick is
        merged into it: the sand runs the same whether reported in one tick
        or many, so the record keeps the state changes and not the clock's
        every report (docs/RECORDS.md)."""
        action = dict(action)
        last = self.actions[-1] if self.actions else None
        if (last is not None and action.get("type") == TICK and last.get("type") == TICK
                and _tick_ms(last) + _tick_ms(action) <= MAX_TICK_MS):
            self.actions[-1] = {**last, "ms": _tick_ms(last) + _tick_ms(action)}
        else:
            self.actions.append(action)

    def take_back(self, player: int) -> None:
        self.actions.append({"type": TAKE_BACK, "player": player})

    def to_dict(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION, "game": self.game,
                "start": self.start, "actions": [dict(a) for a in self.actions]}

    def to_json(self) -> str:
        """The file's text: one line per action, so that it reads and diffs well."""
        head = json.dumps({k: v for k, v in self.to_dict().items() if k != "actions"},
                          ensure_ascii=False, separators=(",", ":"))
        lines = [json.dumps(a, ensure_ascii=False, separators=(",", ":")) for a in self.actions]
        body = ",\n".join(lines)
        return head[:-1] + ',\n"actions":[\n' + body + "\n]}\n"


def _tick_ms(action: Mapping[str, Any]) -> int:
    ms = action.get("ms")
    return ms if type(ms) is int else MAX_TICK_MS + 1   # a bad tick is never merged


def parse(text: Any) -> Record:
    """The record in a file's text; ``RecordError`` for anything else. The
    shape is checked here, the rules by ``verba.replay``."""
    try:
        data = parse_text(text, MAX_CHARS, MAX_DEPTH)
    except Unreadable as error:
        raise RecordError("record." + error.reason) from None
    return read(data)


def read(data: Any) -> Record:
    """A record from its JSON data (a file's, or one the history keeps),
    migrated from an older version."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError("record.foreign")
    version = data.get("version")
    if type(version) is not int or version < 1:
        raise RecordError("record.foreign")
    if version > VERSION:
        raise RecordError("record.newer")
    for old in range(version, VERSION):
        data = MIGRATIONS[old](data)
    game = data.get("game")
    if game not in GAME_IDS:
        raise RecordError("record.unknown_game")
    start = data.get("start")
    if not isinstance(start, dict) or start.get("game", game) != game:
        raise RecordError("record.bad_start")
    actions = data.get("actions")
    if not isinstance(actions, list):
        raise RecordError("record.bad_actions")
    if len(actions) > MAX_ACTIONS:
        raise RecordError("record.too_many", max=MAX_ACTIONS)
    for number, action in enumerate(actions, 1):
        _check_action(action, number)
    return Record(game, start, [dict(a) for a in actions])


def _check_action(action: Any, number: int) -> None:
    if not isinstance(action, dict) or not isinstance(action.get("type"), str) \
            or not 0 < len(action["type"]) <= MAX_TYPE:
        raise RecordError("record.bad_action", number=number)
    if len(json.dumps(action, ensure_ascii=False)) > MAX_ACTION_CHARS:
        raise RecordError("record.bad_action", number=number)
    if action["type"] == TAKE_BACK and (set(action) != {"type", "player"}
                                        or type(action["player"]) is not int):
        raise RecordError("record.bad_action", number=number)


# MIGRATIONS[n] turns a version-n record into version n+1. Version 1 is the
# first; the states inside a record migrate through the game's own reader
# (a start written by an older Verba is read as a save of that age).
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


def resumed(game: str, saved: Mapping[str, Any] | None,
            to_dict: Callable[[Any], dict[str, Any]]) -> Record | None:
    """The record of a resumed game: the one its save kept, or, for a save
    without one (an older Verba's, or a damaged record), one that starts at
    the saved position. None for no save."""
    if not saved:
        return None
    try:
        record = read(saved.get("record"))
        if record.game == game:
            return record
    except RecordError:
        pass
    return Record(game, to_dict(saved["state"]))


def explain(error: RecordError, t: Callable[..., str]) -> str:
    """Why ``error``'s record is refused, in the words of ``t`` (code, params
    -> text): a move the rules refuse says the rules' own reason."""
    if error.code == "record.illegal":
        why = t(error.params["rule"], **error.params["rule_params"])
        return t(error.code, number=error.params["number"], why=why)
    return t(error.code, **error.params)
