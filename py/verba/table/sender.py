"""Whose action is it: the check that a seat acts for itself alone.

The engines' actions do not all say who sends them (``verba.protocol``):
Mistrz Słowa's and Scriba's are the current player's, but for a Scriba
challenge (``by``); Wordz's name their ``player``, but for ``next_round``.
A few are the table's, anyone's to send (Scriba's ``accept``, Wordz's
``next_round``), and the clock's (Mistrz Słowa's ``tick``) is the host's
alone. ``check`` refuses an action a seat may not send, with a
``table.*`` code; the engine's ``apply`` then judges the action itself, as
it does a local one, so its refusal keeps the game's own reason.
"""
from __future__ import annotations

from typing import Any

from ..errors import IllegalAction
from ..protocol import Engine

CLOCK_ACTIONS = {"mistrz": "tick"}
TABLE_ACTIONS = {"scriba": frozenset({"accept"}), "wordz": frozenset({"next_round"})}
# The field that names the actor: one for every action of the game, or by type.
NAMED_BY: dict[str, str | dict[str, str]] = {"scriba": {"challenge": "by"}, "wordz": "player"}


def actor(engine: Engine, state: Any, action: dict[str, Any]) -> tuple[int | None, bool]:
    """The seat ``action`` acts for (None: the table's, or nobody's turn),
    and whether the action names it."""
    game, kind = engine.GAME_ID, action["type"]
    if kind in TABLE_ACTIONS.get(game, ()):
        return None, False
    naming = NAMED_BY.get(game)
    field = naming if isinstance(naming, str) else (naming or {}).get(kind)
    if field is None:
        return engine.current(state), False
    named = action.get(field)
    return (named if type(named) is int else -1), True


def check(engine: Engine, state: Any, seat: int, action: Any, lexicon: Any) -> None:
    """IllegalAction (``table.*``) unless ``seat`` may send ``action`` now:
    the action is one of the engine's kind, not the clock's, for this seat,
    and, when it is the table's, one of the seat's legal actions."""
    if not isinstance(action, dict) or not isinstance(action.get("type"), str):
        raise IllegalAction("table.malformed")
    if action["type"] == CLOCK_ACTIONS.get(engine.GAME_ID):
        raise IllegalAction("table.clock_only")
    who, named = actor(engine, state, action)
    if who is not None and who != seat:
        raise IllegalAction("table.other_seat" if named else "table.not_your_turn")
    if who is None:
        listed = engine.legal_actions(state, seat, lexicon)
        if listed == []:
            raise IllegalAction("table.not_your_turn")
        if listed is not None and action not in listed:
            raise IllegalAction("table.not_legal")
