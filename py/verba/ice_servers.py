"""The STUN/TURN servers a person may set for tables over the internet
(``Settings.ice_servers``), read with limits, the one place.

None by default: two devices then pair with host candidates only, which
reach each other on one network, and the page contacts no other server.
On the settings screen the servers are written one a line::

    stun:stun.example.org:3478
    turn:turn.example.org:3478?transport=udp  name  password

A STUN address stands alone; a TURN address (``turn:`` or ``turns:``) is
followed by its user name and password, which the browser requires
(``RTCPeerConnection`` refuses a TURN server without them).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Iterable

SCHEMES = ("stun", "turn", "turns")
MAX_SERVERS = 8
MAX_URL = 256
MAX_SECRET = 128  # a user name or password
MAX_TEXT = MAX_SERVERS * (MAX_URL + 2 * MAX_SECRET + 8)  # the settings field, whole

# RFC 7064 and 7065: scheme ":" host [":" port], TURN with "?transport=udp|tcp".
_HOST = r"(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?)"
_ADDRESS = re.compile(rf"{_HOST}(?::(?P<port>[0-9]{{1,5}}))?(?P<query>\?transport=(?:udp|tcp))?")
_SECRET = re.compile(r"[!-~]+")  # printable ASCII without spaces: one word of a line


class ServerError(ValueError):
    """A server refused: ``code`` names the message (``ice.*``), ``line`` the
    line of the settings field it is on (0 for stored settings)."""

    def __init__(self, code: str, line: int = 0) -> None:
        super().__init__(f"{code} (line {line})" if line else code)
        self.code = code
        self.line = line


@dataclass(frozen=True)
class IceServer:
    url: str
    username: str = ""
    credential: str = ""

    @property
    def is_turn(self) -> bool:
        return not self.url.startswith("stun:")

    def to_dict(self) -> dict[str, str]:
        if not self.is_turn:
            return {"url": self.url}
        return {"url": self.url, "username": self.username, "credential": self.credential}

    def to_browser(self) -> dict[str, str]:
        """The ``RTCIceServer`` the page's ``RTCPeerConnection`` takes."""
        return {"urls": self.url, **{k: v for k, v in self.to_dict().items() if k != "url"}}


def check_server(url: str, username: str = "", credential: str = "", line: int = 0) -> IceServer:
    """One server, or ServerError: a known scheme, an address of a host and a
    port, and a user name and password exactly for TURN."""
    scheme, colon, rest = url.partition(":")
    scheme = scheme.lower()
    if not colon or scheme not in SCHEMES:
        raise ServerError("ice.scheme", line)
    match = _ADDRESS.fullmatch(rest) if len(url) <= MAX_URL else None
    if (match is None or (scheme == "stun" and match["query"])
            or (match["port"] and not 0 < int(match["port"]) < 65536)):
        raise ServerError("ice.address", line)
    turn = scheme != "stun"
    if bool(username) != turn or bool(credential) != turn:
        raise ServerError("ice.credentials", line)
    for secret in (username, credential):
        if secret and (len(secret) > MAX_SECRET or not _SECRET.fullmatch(secret)):
            raise ServerError("ice.credentials", line)
    return IceServer(f"{scheme}:{rest}", username, credential)


def read_servers(data: Any) -> tuple[IceServer, ...]:
    """The servers as settings store them: a short list of ``{"url",
    "username", "credential"}`` objects (ValueError if not)."""
    if not isinstance(data, list) or len(data) > MAX_SERVERS:
        raise ValueError("ice_servers must be a short list")
    servers = []
    for item in data:
        if not isinstance(item, dict):
            raise ValueError("an ICE server is an object")
        fields = [item.get(key, "") for key in ("url", "username", "credential")]
        if not all(isinstance(value, str) for value in fields):
            raise ValueError("an ICE server's fields are text")
        servers.append(check_server(*fields))
    return _distinct(servers)


def parse_lines(text: str) -> tuple[IceServer, ...]:
    """The settings field: a server a line, blank lines ignored (ServerError
    with the first wrong line's number)."""
    if len(text) > MAX_TEXT:
        raise ServerError("ice.too_many")
    servers = []
    for number, line in enumerate(text.splitlines(), 1):
        words = line.split()
        if not words:
            continue
        if len(words) not in (1, 3):
            raise ServerError("ice.credentials" if words[0].lower().startswith("turn") else "ice.address",
                              number)
        servers.append(check_server(*words, line=number))
    if len(servers) > MAX_SERVERS:
        raise ServerError("ice.too_many")
    return _distinct(servers)


def to_lines(servers: Iterable[IceServer]) -> str:
    """The settings field's text for ``servers`` (``parse_lines`` reads it back)."""
    return "\n".join(" ".join(server.to_dict().values()) for server in servers)


def _distinct(servers: list[IceServer]) -> tuple[IceServer, ...]:
    return tuple(dict.fromkeys(servers))
