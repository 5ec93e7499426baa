"""The syntax the three games' notations share (docs/NOTATION.md).

A position is text: the game's prefix (``mistrz:``), then fields. A field is
a key and its items, separated by spaces; fields end at a line's end or at
``;``, so a position may be written on one line. A line that begins with a
space or a tab goes on with the field before it (a board's rows). An item is
a word of its own (``12``, ``BKDFSH``, ``rack=KOT``, ``done``) or a quoted
name (``"Ala"``, with JSON's escapes), which may hold anything.

Every error is a ValueError whose message names the game, the line and the
field, and says what is wrong with the text as written.
"""
from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NoReturn

MAX_TEXT = 4096          # a game's longest position is under 2,000 characters
MAX_INT_DIGITS = 20      # a 64-bit generator state has 20 digits
MAX_RNG = (1 << 64) - 1
YES, NO = "yes", "no"


@dataclass(frozen=True)
class Item:
    text: str
    quoted: bool = False


@dataclass
class Field:
    game: str
    key: str
    line: int
    items: list[Item] = field(default_factory=list)

    def fail(self, why: str) -> NoReturn:
        raise ValueError(f"{self.game} notation, line {self.line} ({self.key}): {why}")

    def words(self) -> list[str]:
        """The items, none of them quoted."""
        for item in self.items:
            if item.quoted:
                self.fail(f"a name where none belongs: {shown(item.text)}")
        return [item.text for item in self.items]

    def parts(self, flags: Iterable[str] = (), options: Iterable[str] = (),
              items: Sequence[Item] | None = None) -> tuple[list[Item], set[str], dict[str, str]]:
        """The items (or ``items``, some of them) split into those in order,
        the flags present and the ``key=value`` options, each flag or
        option at most once."""
        flags, options = tuple(flags), tuple(options)
        plain: list[Item] = []
        seen_flags: set[str] = set()
        seen_options: dict[str, str] = {}
        for item in self.items if items is None else items:
            key, eq, value = item.text.partition("=")
            if item.quoted or (not eq and item.text not in flags):
                plain.append(item)
            elif not eq:
                if item.text in seen_flags:
                    self.fail(f"{item.text!r} given twice")
                seen_flags.add(item.text)
            elif key not in options:
                known = ", ".join(f"{name}=" for name in options) or "none"
                self.fail(f"unknown option {shown(key)} (known: {known})")
            elif key in seen_options:
                self.fail(f"{key}= given twice")
            else:
                seen_options[key] = value
        return plain, seen_flags, seen_options

    def count(self, items: Sequence[Any], low: int, high: int, what: str) -> None:
        if not low <= len(items) <= high:
            wanted = str(low) if low == high else f"{low} to {high}"
            self.fail(f"expects {wanted} {what}, not {len(items)}")

    def int(self, text: str, low: int, high: int, what: str) -> int:
        number = parse_int(text)
        if number is None:
            self.fail(f"{what} must be a whole number, not {shown(text)}")
        if not low <= number <= high:
            self.fail(f"{what} must be from {low} to {high}, not {number}")
        return number


def shown(text: str, limit: int = 20) -> str:
    """Text quoted for an error message, cut to ``limit`` characters."""
    return repr(text if len(text) <= limit else text[:limit] + "…")


def parse_int(text: str) -> int | None:
    digits = text[1:] if text[:1] == "-" else text
    if not digits or not digits.isascii() or not digits.isdigit() or len(digits) > MAX_INT_DIGITS:
        return None
    return int(text)


def quote(name: str) -> str:
    return json.dumps(name, ensure_ascii=False)


def setting_text(value: Any) -> str:
    if isinstance(value, bool):
        return YES if value else NO
    return str(value)


def setting_value(text: str) -> Any:
    """A set-up option as written: ``yes``/``no``, a whole number, or a word."""
    if text in (YES, NO):
        return text == YES
    number = parse_int(text)
    return text if number is None else number


def settings(fld: Field, known: Sequence[str]) -> dict[str, Any]:
    """The ``settings`` field: ``key=value`` options of the game's set-up."""
    plain, _, options = fld.parts(options=known)
    if plain:
        fld.fail(f"settings are key=value, not {shown(plain[0].text)}")
    return {key: setting_value(value) for key, value in options.items()}


def settings_line(values: Mapping[str, Any], defaults: Mapping[str, Any]) -> list[str]:
    """The ``settings`` line for the values that differ from the defaults."""
    changed = [f"{key}={setting_text(value)}" for key, value in values.items()
               if defaults.get(key) != value]
    return ["settings " + " ".join(changed)] if changed else []


# --- reading a text into fields ----------------------------------------------------

def read(text: Any, game: str, keys: Mapping[str, bool]) -> list[Field]:
    """The fields of a position; ``keys`` maps each field's key to whether it
    may be given more than once."""
    if not isinstance(text, str):
        raise ValueError(f"{game} notation: a position is text")
    if len(text) > MAX_TEXT:
        raise ValueError(f"{game} notation: longer than {MAX_TEXT} characters")
    head = game + ":"
    if not text.startswith(head):
        raise ValueError(f"{game} notation: a position begins with {head!r}")
    fields: list[Field] = []
    open_field: Field | None = None
    for number, line in enumerate(text[len(head):].split("\n"), 1):
        line = line.removesuffix("\r")
        if number == 1 or not line[:1] in (" ", "\t"):
            open_field = None
        for item in _items(line, game, number):
            if item is None:          # a ";"
                open_field = None
                continue
            if open_field is None:
                open_field = _start(item, game, number, keys, fields)
                fields.append(open_field)
            else:
                open_field.items.append(item)
    return fields


def _start(item: Item, game: str, line: int, keys: Mapping[str, bool],
           fields: list[Field]) -> Field:
    if item.quoted or item.text not in keys:
        known = ", ".join(keys)
        raise ValueError(f"{game} notation, line {line}: unknown field {shown(item.text)} "
                         f"(fields: {known})")
    if not keys[item.text] and any(f.key == item.text for f in fields):
        raise ValueError(f"{game} notation, line {line}: field {item.text!r} given twice")
    return Field(game, item.text, line)


def _items(line: str, game: str, number: int) -> list[Item | None]:
    """The items of a line, None for each ``;``."""
    out: list[Item | None] = []
    i = 0
    while i < len(line):
        ch = line[i]
        if ch in " \t":
            i += 1
        elif ch == ";":
            out.append(None)
            i += 1
        elif ch == '"':
            end = _closing_quote(line, i, game, number)
            try:
                out.append(Item(json.loads(line[i:end + 1]), True))
            except ValueError:
                raise ValueError(f"{game} notation, line {number}: bad quoted name "
                                 f"{shown(line[i:end + 1])}") from None
            i = end + 1
        else:
            end = i
            while end < len(line) and line[end] not in ' \t;"':
                if ord(line[end]) < 32:
                    raise ValueError(f"{game} notation, line {number}: a control character")
                end += 1
            out.append(Item(line[i:end]))
            i = end
    return out


def _closing_quote(line: str, start: int, game: str, number: int) -> int:
    i = start + 1
    while i < len(line):
        if line[i] == "\\":
            i += 2
        elif line[i] == '"':
            return i
        else:
            i += 1
    raise ValueError(f"{game} notation, line {number}: a quoted name is not closed")


def one(fields: list[Field], key: str) -> Field | None:
    return next((f for f in fields if f.key == key), None)


def flag_field(fld: Field | None) -> bool:
    """A field that is a mark alone (``over``)."""
    if fld is not None and fld.items:
        fld.fail("takes no items")
    return fld is not None


def number_field(fld: Field | None, low: int, high: int, default: int) -> int:
    if fld is None:
        return default
    fld.count(fld.items, 1, 1, "number")
    return fld.int(fld.words()[0], low, high, fld.key)


def rng_field(fields: list[Field]) -> int:
    """The generator's state (``rng``), 0 when left out."""
    return number_field(one(fields, "rng"), 0, MAX_RNG, 0)


def player_fields(fields: list[Field], game: str, low: int, high: int) -> list[Field]:
    """The ``player`` fields, one per seat: ``low`` to ``high`` of them."""
    found = [f for f in fields if f.key == "player"]
    if not low <= len(found) <= high:
        raise ValueError(f"{game} notation: {low} to {high} players, one 'player' field each, "
                         f"not {len(found)}")
    return found


def check_rebuilt(game: str, build: Any, data: dict[str, Any]) -> Any:
    """The game's own reader (``from_dict``) over what the text gave: the
    notation makes no state a save could not hold."""
    try:
        return build(data)
    except ValueError as error:
        raise ValueError(f"{game} notation: not a position the rules can reach "
                         f"({str(error)[:160]})") from None


def player(fld: Field, kinds: Sequence[str], limit: int) -> tuple[str, str, list[Item]]:
    """A ``player`` field's name (quoted, first), kind (a word of ``kinds``,
    the first one when left out) and the items after them."""
    if not fld.items or not fld.items[0].quoted:
        fld.fail('begins with the player\'s name in quotes, as "Ala"')
    name = fld.items[0].text
    if not 1 <= len(name) <= limit or name != name.strip():
        fld.fail(f"a name has 1 to {limit} characters, without spaces around them")
    rest = fld.items[1:]
    kind = kinds[0]
    if rest and not rest[0].quoted and rest[0].text.isalpha() and rest[0].text.islower():
        if rest[0].text not in kinds:
            fld.fail(f"unknown kind {shown(rest[0].text)} (kinds: {', '.join(kinds)})")
        kind, rest = rest[0].text, rest[1:]
    return name, kind, rest


def player_line(name: str, kind: str, default_kind: str, *rest: str) -> str:
    return " ".join(["player", quote(name), *([kind] if kind != default_kind else []), *rest])
