"""The table's messages as they travel: one JSON text each, versioned and read with limits.

Every message is an object ``{"v": VERSION, "kind": ..., ...}`` with exactly
the fields its kind lists below (an unknown field is refused: a newer
protocol says so with its version). ``parse(text, SENT_BY_GUEST)`` is the one
door for what a guest sends; the host reads nothing else. A guest reads what
the host sends through ``parse(text, SENT_BY_HOST)``, with the same limits.

Guest to host:
    hello   {"seat", "token"}           join (or rejoin) a seat with its secret token
    action  {"seq", "action"}           an action of the engine, seq rising per seat
    sync    {}                          send me my whole view
    ping    {"id", "t"}                 t: the guest's clock (ms)
    bye     {}                          I leave (my seat waits for me)

Host to guest:
    seat    {"seat", "token"}           sent first on a newly paired channel: the seat
                                        it is for and its secret (the pairing code
                                        opened the channel, the token opens the seat)
    welcome {"seat", "game", "seq"}     joined; seq: the last action seq accepted
    view    {"rev", "base", "at", "sum", "view" | "patch"}
            the seat's view at revision rev; with base null the whole view,
            else a patch (``verba.table.patch``) of the view of revision base;
            at: the host's clock when it changed; sum: the view's checksum
    refused {"code", "params", "seq"}   a message not acted on, and why (a
                                        catalogue code; seq of a refused action)
    pong    {"id", "t", "host"}         the ping's id and t, and the host's clock
    away    {"seats"}                   the seats whose guest is not connected
    bye     {"code"}                    the host closes this link, and why

Anything else raises ``ProtocolError``, whose ``code`` is a message of
``verba.table.messages`` (``table.*``).
"""
from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any

from ..storage import Unreadable, parse_text

VERSION = 1
MAX_BYTES = 64 * 1024        # one message; a Scriba view near the end of a game is ~12 KB
MAX_DEPTH = 16               # a view nests ~6 deep, a patch op adds 3
MAX_ACTION_CHARS = 4_000     # as a game record reads an action (a placement is ~700)
MAX_TYPE = 20
MAX_SEQ = 2**53 - 1          # exact in JavaScript's numbers too
MAX_SEATS = 8
MAX_CODE = 64
MAX_PARAM = 200
MAX_PARAMS = 8
TOKEN = re.compile(r"[A-Za-z0-9_-]{16,64}")
SUM = re.compile(r"[0-9a-f]{8}")
CODE = re.compile(r"[a-z0-9_.]{1,64}")

SENT_BY_GUEST = "guest"
SENT_BY_HOST = "host"
# The fields of each kind, by who sends it.
KINDS: dict[str, dict[str, frozenset[str]]] = {
    SENT_BY_GUEST: {"hello": frozenset({"seat", "token"}), "action": frozenset({"seq", "action"}),
                    "sync": frozenset(), "ping": frozenset({"id", "t"}), "bye": frozenset()},
    SENT_BY_HOST: {"seat": frozenset({"seat", "token"}), "welcome": frozenset({"seat", "game", "seq"}),
                   "view": frozenset({"rev", "base", "at", "sum"}),
                   "refused": frozenset({"code", "params", "seq"}),
                   "pong": frozenset({"id", "t", "host"}), "away": frozenset({"seats"}),
                   "bye": frozenset({"code"})},
}


class ProtocolError(ValueError):
    """A message the table does not act on; ``code`` names its text
    (``table.*``), ``params`` fill it."""

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code, params)
        self.code = code
        self.params = params


def encode(kind: str, **fields: Any) -> str:
    """A message as its JSON text (compact: every byte travels)."""
    return json.dumps({"v": VERSION, "kind": kind, **fields}, ensure_ascii=False,
                      separators=(",", ":"))


def parse(text: Any, sender: str) -> dict[str, Any]:
    """The message ``text`` holds, checked field by field; ProtocolError for
    anything else."""
    if not isinstance(text, str):
        raise ProtocolError("table.malformed")
    if len(text) > MAX_BYTES or len(text.encode("utf-8", "replace")) > MAX_BYTES:
        raise ProtocolError("table.too_long", max=MAX_BYTES)
    try:
        data = parse_text(text, MAX_BYTES, MAX_DEPTH)
    except Unreadable as error:
        raise ProtocolError("table.too_deep" if error.reason == "too_deep"
                            else "table.malformed") from None
    if not isinstance(data, dict) or "v" not in data:
        raise ProtocolError("table.malformed")
    if data["v"] != VERSION or type(data["v"]) is not int:
        raise ProtocolError("table.version", version=VERSION)
    kinds = KINDS[sender]
    kind = data.get("kind")
    if not isinstance(kind, str) or kind not in kinds:
        raise ProtocolError("table.unknown_kind")
    expected = kinds[kind] | {"v", "kind"}
    if kind == "view":
        expected |= {"view"} if "view" in data else {"patch"}
    if set(data) != expected:
        raise ProtocolError("table.malformed")
    _READERS[kind](data)
    return data


def count(value: Any, low: int = 0, high: int = MAX_SEQ) -> int:
    """An integer field in range (booleans are not numbers here)."""
    if type(value) is not int or not low <= value <= high:
        raise ProtocolError("table.malformed")
    return value


def _seat(value: Any) -> int:
    return count(value, 0, MAX_SEATS - 1)


def _hello(data: dict[str, Any]) -> None:
    _seat(data["seat"])
    if not isinstance(data["token"], str) or not TOKEN.fullmatch(data["token"]):
        raise ProtocolError("table.malformed")


def _action(data: dict[str, Any]) -> None:
    count(data["seq"], 1)
    action = data["action"]
    if not isinstance(action, dict) or not isinstance(action.get("type"), str) \
            or not 0 < len(action["type"]) <= MAX_TYPE:
        raise ProtocolError("table.malformed")
    if len(json.dumps(action, ensure_ascii=False)) > MAX_ACTION_CHARS:
        raise ProtocolError("table.too_long", max=MAX_ACTION_CHARS)


def _ping(data: dict[str, Any]) -> None:
    count(data["id"])
    count(data["t"])


def _nothing(data: dict[str, Any]) -> None:
    return None


def _welcome(data: dict[str, Any]) -> None:
    _seat(data["seat"])
    count(data["seq"])
    if not isinstance(data["game"], str) or not CODE.fullmatch(data["game"]):
        raise ProtocolError("table.malformed")


def _view(data: dict[str, Any]) -> None:
    count(data["rev"], 1)
    count(data["at"])
    if data["base"] is not None and count(data["base"], 1) >= data["rev"]:
        raise ProtocolError("table.malformed")
    if not isinstance(data["sum"], str) or not SUM.fullmatch(data["sum"]):
        raise ProtocolError("table.malformed")
    if ("view" in data) != (data["base"] is None):
        raise ProtocolError("table.malformed")
    if "view" in data and not isinstance(data["view"], dict):
        raise ProtocolError("table.malformed")
    if "patch" in data and not isinstance(data["patch"], list):
        raise ProtocolError("table.malformed")


def _refused(data: dict[str, Any]) -> None:
    _code(data["code"])
    if data["seq"] is not None:
        count(data["seq"], 1)
    data["params"] = read_params(data["params"])


def _pong(data: dict[str, Any]) -> None:
    _ping(data)
    count(data["host"])


def _away(data: dict[str, Any]) -> None:
    seats = data["seats"]
    if not isinstance(seats, list) or len(seats) > MAX_SEATS:
        raise ProtocolError("table.malformed")
    for seat in seats:
        _seat(seat)


def _bye(data: dict[str, Any]) -> None:
    if "code" in data:
        _code(data["code"])


def _code(value: Any) -> None:
    if not isinstance(value, str) or not CODE.fullmatch(value):
        raise ProtocolError("table.malformed")


def read_params(params: Any) -> dict[str, str | int]:
    """A refusal's parameters: a few short texts and integers."""
    if not isinstance(params, Mapping) or len(params) > MAX_PARAMS:
        raise ProtocolError("table.malformed")
    for key, value in params.items():
        if not isinstance(key, str) or len(key) > MAX_CODE or not (
                (type(value) is int and abs(value) <= MAX_SEQ)
                or (isinstance(value, str) and len(value) <= MAX_PARAM)):
            raise ProtocolError("table.malformed")
    return dict(params)


def safe_params(params: Mapping[str, Any]) -> dict[str, str | int]:
    """A game refusal's parameters made fit to travel (texts cut short)."""
    return {str(k)[:MAX_CODE]: v if type(v) is int and abs(v) <= MAX_SEQ else str(v)[:MAX_PARAM]
            for k, v in list(params.items())[:MAX_PARAMS]}


_READERS = {"hello": _hello, "seat": _hello, "action": _action, "sync": _nothing, "ping": _ping, "bye": _bye,
            "welcome": _welcome, "view": _view, "refused": _refused, "pong": _pong,
            "away": _away}
