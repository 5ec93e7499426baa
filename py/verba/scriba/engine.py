"""Scriba as a ``verba.protocol.Engine``.

Actions carry no player but a challenge's ``by``: the rest are the current
player's.  A placement cannot be listed (any cells, any letters for a blank,
any bend of an arrow), so ``legal_actions`` returns None for the player to
move in play; it lists Game II's token set-up, and the challenges and the
acceptance that answer a placement.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import fields
from typing import Any

from ..errors import IllegalAction
from ..protocol import finished_entry, read_settings, read_setup
from . import ai, game, takeback, validate
from . import tokens as TK
from ..records import best_word, with_stats
from .game import OVER, PLAY, SETUP, TURN_TYPES, State
from .scoring import FULL_RACK_BONUS
from .ruleset import RuleError, Ruleset
# the rules' own, as the engine's
from .game import VERSION as SCHEMA
from .game import apply, from_dict, to_dict, winners
from .views import view
# the position notation (docs/NOTATION.md)
from ..notation.scriba import from_text, to_text

GAME_ID = "scriba"
LEXICON = "pl"
MIN_PLAYERS = 1
MAX_PLAYERS = 4


def new_game(players: Sequence[str | Mapping[str, Any]], seed: int,
             settings: Mapping[str, Any] | None = None) -> State:
    """Settings: the fields of ``Ruleset``, Game I's by default; with
    ``"game": 2``, Game II's for those not given."""
    seats = read_setup(players, seed, MIN_PLAYERS, MAX_PLAYERS)
    options = read_settings(settings, tuple(f.name for f in fields(Ruleset)))
    try:
        rules = Ruleset.game_two(**options) if options.get("game") == 2 else Ruleset(**options)
    except RuleError as error:
        raise IllegalAction("setup.bad_setting", setting=error.field) from None
    state = game.new_game([s["name"] for s in seats], seed, rules,
                          kinds=[s["kind"] for s in seats])
    try:
        validate.check(state)    # rules the set-up screen cannot give (penalties, ...)
    except ValueError:
        raise IllegalAction("setup.bad_setting", setting="rules") from None
    return state


def seats(state: State) -> list[dict[str, str]]:
    return [{"name": name, "kind": state.kind(i)} for i, name in enumerate(state.names)]


def current(state: State) -> int | None:
    """None once the last tile is laid: the table accepts or challenges it."""
    return state.current if state.phase in (SETUP, PLAY) else None


def is_over(state: State) -> bool:
    return state.phase == OVER


def scores(state: State) -> tuple[int, ...]:
    return state.scores


def legal_actions(state: State, player: int, lexicon: Any) -> list[dict[str, Any]] | None:
    if state.phase == OVER:
        return []
    if state.phase == SETUP:
        return _token_actions(state) if player == state.current else []
    actions: list[dict[str, Any]] = []
    last = state.last_move
    if last is not None and (player != last.player or state.players == 1):
        actions += [{"type": "challenge", "by": player}, {"type": "accept"}]
    if state.phase == PLAY and player == state.current:
        return None
    return actions


def _token_actions(state: State) -> list[dict[str, Any]]:
    """Game II's set-up: a token of each kind left on each cell without one,
    or the rest scattered."""
    layout = state.board.layout
    left = TK.supply(layout)
    free = [[r, c] for r in range(layout.size) for c in range(layout.size)
            if TK.kind_at(layout, (r, c)) is None]
    return [{"type": "token", "kind": kind, "pos": pos}
            for kind in TK.KINDS if left[kind] for pos in free] + [{"type": "scatter"}]


def history_entry(state: State) -> dict[str, Any]:
    """With the number of turns played (placements, passes, exchanges) and
    each player's figures (``player_stats``)."""
    if not is_over(state):
        raise ValueError("scriba: the game is not over")
    entry = finished_entry(GAME_ID, seats(state), scores(state), winners(state))
    return {**with_stats(entry, [player_stats(state, p) for p in range(state.players)]),
            "turns": sum(1 for e in state.log if e["type"] in TURN_TYPES)}


def player_stats(state: State, player: int) -> dict[str, Any]:
    """From the log: the player's turns (``moves``), the points their
    placements kept on the board scored (``move_points``), the placements that
    laid a full rack (``bingos``, the 50-point bonus) and their best word (the
    highest-scoring word a kept placement formed)."""
    own = [e for e in state.log if e["type"] in TURN_TYPES and e["player"] == player]
    kept = [e for e in own if e["type"] == "place" and not e.get("withdrawn")]
    stats: dict[str, Any] = {
        "moves": len(own), "move_points": sum(e["score"] for e in kept),
        "bingos": sum(1 for e in kept if e["rack_bonus"] == FULL_RACK_BONUS)}
    best = best_word((w["word"], w["score"]) for e in kept for w in e["words"])
    if best is not None:
        stats["best"] = best
    return stats


def computer_action(state: State, player: int, lexicon: Any) -> dict[str, Any]:
    """The player to move plays (or first challenges); any other seat may
    challenge the placement open to it, or accept the last one."""
    level = state.kind(player)
    if level == game.HUMAN:
        raise ValueError("scriba: a person's seat")
    if player == current(state):
        return ai.choose_action(state, player, lexicon, level)
    answer = ai.respond(state, player, lexicon, level)
    if answer is None:
        raise ValueError("scriba: nothing for this player to do")
    return answer


def take_back(state: State, player: int, before: State | None) -> State:
    """Back to ``before``, the position of the person's last turn."""
    if before is None:
        raise IllegalAction("scriba.takeback_none")
    return takeback.take_back(before, state, player)


def keeps_before(state: State, action: dict[str, Any]) -> bool:
    return takeback.worth_keeping(state, action)
