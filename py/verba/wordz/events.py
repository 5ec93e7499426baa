"""The events of a Wordz game's log: what each one holds, and the check that
a saved log holds nothing else.

The table draws every event as a line of text (``verba.wordz.messages.
log_lines``), so a save whose log lacks a field, or holds a seat that does not
exist, would break the page when it is drawn; ``check_log`` refuses it when
the save is read instead.  Fields marked optional were added in a later
version: older logs lack them and their lines are written without them.
"""
from __future__ import annotations

from typing import Any

# A field's kind: "int", "bool", "seat" (a player's index), "seat?" (a seat or
# None), "text" (a word or letter), "text?", "ints", "seats".
FIELDS: dict[str, dict[str, str]] = {
    "composed": {"round": "int", "player": "seat", "length": "int"},
    "redeal": {"round": "int", "player": "seat"},
    "play": {"round": "int", "player": "seat"},
    "flip": {"round": "int", "player": "seat", "target": "seat", "index": "int",
             "letter": "text"},
    "revealed": {"round": "int", "player": "seat", "word": "text"},
    # won/kept: the cards a right guess gave the guesser and left to the owner
    "guess": {"round": "int", "player": "seat", "target": "seat", "word": "text",
              "right": "bool"},
    "round_end": {"round": "int", "scores": "ints"},
    "game_over": {"scores": "ints", "winners": "seats"},
    # undid: "guess" (target, word) or "end_turn"; moves: the others' flips and
    # guesses undone with it
    "take_back": {"round": "int", "player": "seat", "undid": "text", "target": "seat?",
                  "word": "text?", "moves": "int"},
}
OPTIONAL: dict[str, dict[str, str]] = {"guess": {"won": "int", "kept": "int"}}
UNDID = ("guess", "end_turn")
MAX_TEXT = 30
MAX_EVENTS = 5000


def _fits(kind: str, value: Any, n: int) -> bool:
    if kind.endswith("?"):
        return value is None or _fits(kind[:-1], value, n)
    if kind == "bool":
        return isinstance(value, bool)
    if kind == "text":
        return isinstance(value, str) and 0 < len(value) <= MAX_TEXT
    if kind in ("ints", "seats"):
        return isinstance(value, list) and all(_fits(kind[:-1], v, n) for v in value)
    if isinstance(value, bool) or not isinstance(value, int):
        return False
    return 0 <= value < n if kind == "seat" else 0 <= value < 1 << 31


def check_log(log: Any, n: int) -> None:
    """Raise TypeError unless ``log`` is a list of events the table can draw
    for ``n`` players."""
    if not isinstance(log, list) or len(log) > MAX_EVENTS:
        raise TypeError("the log is not a list of events")
    for event in log:
        fields = FIELDS.get(event.get("type")) if isinstance(event, dict) else None
        if fields is None:
            raise TypeError(f"unknown event {event!r}")
        for name, kind in fields.items():
            if name not in event or not _fits(kind, event[name], n):
                raise TypeError(f"event {event['type']}: bad {name}")
        for name, kind in OPTIONAL.get(event["type"], {}).items():
            if name in event and not _fits(kind, event[name], n):
                raise TypeError(f"event {event['type']}: bad {name}")
        if event["type"] == "take_back" and (event["undid"] not in UNDID or (
                event["undid"] == "guess" and None in (event["target"], event["word"]))):
            raise TypeError("event take_back: bad undid")
