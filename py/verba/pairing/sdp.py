"""What a browser's SDP says that the other side needs, and an SDP rebuilt from it.

``read(kind, sdp)`` takes a data-channel-only offer or answer, gathered in
full (no trickle), and keeps the ICE credentials, the DTLS fingerprint
(SHA-256) and role, the media's ``mid``, the SCTP port and message size and
the component-1 candidates (type, address, port, transport). ``write``
builds from that a complete SDP that Chromium and Firefox accept as the
remote description of an ``m=application ... UDP/DTLS/SCTP
webrtc-datachannel`` connection: what is not kept (priorities, foundations,
related addresses, network costs) is derived again or left out, as nothing
in the connection depends on it being the sender's own.
"""
from __future__ import annotations

from dataclasses import dataclass

from . import addresses

KINDS = ("offer", "answer")
TYPES = ("host", "srflx", "prflx", "relay")
TRANSPORTS = ("udp", "tcp active", "tcp passive", "tcp so")
SETUPS = ("actpass", "active", "passive")
TYPE_PREFERENCE = {"host": 126, "prflx": 110, "srflx": 100, "relay": 0}   # RFC 8445, 5.1.2.2
DEFAULT_SCTP_PORT = 5000
DEFAULT_MAX_MESSAGE = 262144      # what Chromium says; Firefox's larger figure travels
ABSENT_MAX_MESSAGE = 65536        # what a description without the attribute means (RFC 8841)
ICE_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"   # RFC 8839 ice-char
MAX_UFRAG, MAX_PWD, MAX_MID = 32, 64, 16     # browsers use 4–8 and 22–32 characters, mid "0"
MIN_UFRAG, MIN_PWD = 4, 22                   # RFC 8839's minimums
MAX_CANDIDATES = 12
MAX_SDP = 20_000                             # characters read of a local description


class PairingError(ValueError):
    """A description the pairing code cannot carry, or a code that gives no
    connection; ``code`` is a message of ``verba.pairing.messages``,
    ``params`` fill it."""

    def __init__(self, code: str, **params: object) -> None:
        super().__init__(code, params)
        self.code = code
        self.params = params


@dataclass(frozen=True)
class Candidate:
    type: str          # one of TYPES
    address: str       # IPv4, IPv6 or an mDNS name, as ``addresses.format`` writes it
    port: int
    transport: str     # one of TRANSPORTS


@dataclass(frozen=True)
class Description:
    kind: str                      # "offer" or "answer"
    ufrag: str
    pwd: str
    fingerprint: bytes             # SHA-256 of the DTLS certificate, 32 bytes
    setup: str                     # one of SETUPS; an answer's is never actpass
    candidates: tuple[Candidate, ...]
    mid: str = "0"
    sctp_port: int = DEFAULT_SCTP_PORT
    max_message_size: int = DEFAULT_MAX_MESSAGE


def _attributes(sdp: str) -> list[tuple[str, str]]:
    """Each ``a=name:value`` of the description, in order."""
    out = []
    for line in sdp.splitlines():
        if line.startswith("a="):
            name, _, value = line[2:].partition(":")
            out.append((name.strip(), value.strip()))
    return out


def _candidate(value: str) -> Candidate | None:
    """A candidate line's value, or None for one the code does not carry
    (component 2, an unknown type, an address that is neither IP nor mDNS)."""
    fields = value.split()
    if len(fields) < 8 or fields[1] != "1" or fields[6] != "typ":
        return None
    protocol, address, port, kind = fields[2].lower(), fields[4], fields[5], fields[7]
    extras = dict(zip(fields[8::2], fields[9::2]))
    transport = "udp" if protocol == "udp" else f"tcp {extras.get('tcptype', '')}"
    parsed, number = addresses.parse(address), _whole(port, 65535)
    if kind not in TYPES or transport not in TRANSPORTS or parsed is None or number is None:
        return None
    return Candidate(kind, addresses.format(*parsed), number, transport)


def _whole(text: str, high: int) -> int | None:
    """A whole number written in ASCII digits, at most ``high``, or None."""
    if not text.isascii() or not text.isdigit() or len(text) > len(str(high)) or int(text) > high:
        return None
    return int(text)


def _number(text: str, low: int, high: int, what: str) -> int:
    number = _whole(text, high)
    if number is None or number < low:
        raise PairingError("pairing.sdp_unusable", what=what)
    return number


def _credential(text: str | None, low: int, high: int, what: str) -> str:
    if text is None or not low <= len(text) <= high or not set(text) <= set(ICE_CHARS):
        raise PairingError("pairing.sdp_unusable", what=what)
    return text


def read(kind: str, sdp: str) -> Description:
    """The description's parts the other side needs (PairingError when one is
    missing or beyond what the code carries)."""
    if kind not in KINDS or len(sdp) > MAX_SDP:
        raise PairingError("pairing.sdp_unusable", what="sdp")
    if sum(line.startswith("m=") for line in sdp.splitlines()) != 1 or \
            "m=application" not in sdp or "webrtc-datachannel" not in sdp:
        raise PairingError("pairing.sdp_unusable", what="m")
    attrs = _attributes(sdp)
    first = {}
    for name, value in attrs:
        first.setdefault(name, value)
    fingerprint = next((v.split()[1] for n, v in attrs
                        if n == "fingerprint" and len(v.split()) == 2 and v.split()[0].lower() == "sha-256"),
                       "")
    try:
        digest = bytes.fromhex(fingerprint.replace(":", ""))
    except ValueError:
        digest = b""
    if len(digest) != 32 or fingerprint.count(":") != 31:
        raise PairingError("pairing.sdp_unusable", what="fingerprint")
    setup = first.get("setup", "")
    if setup not in SETUPS or (kind == "answer" and setup == "actpass"):
        raise PairingError("pairing.sdp_unusable", what="setup")
    mid = first.get("mid", "")
    if not 1 <= len(mid) <= MAX_MID or not mid.isascii() or not mid.isprintable() or " " in mid:
        raise PairingError("pairing.sdp_unusable", what="mid")
    seen: list[Candidate] = []
    for name, value in attrs:
        found = _candidate(value) if name == "candidate" else None
        if found is not None and found not in seen and len(seen) < MAX_CANDIDATES:
            seen.append(found)
    if not seen:
        raise PairingError("pairing.no_candidates")
    return Description(
        kind=kind,
        ufrag=_credential(first.get("ice-ufrag"), MIN_UFRAG, MAX_UFRAG, "ice-ufrag"),
        pwd=_credential(first.get("ice-pwd"), MIN_PWD, MAX_PWD, "ice-pwd"),
        fingerprint=digest, setup=setup, candidates=tuple(seen), mid=mid,
        sctp_port=_number(first.get("sctp-port", str(DEFAULT_SCTP_PORT)), 1, 65535, "sctp-port"),
        max_message_size=_number(first.get("max-message-size", str(ABSENT_MAX_MESSAGE)),
                                 0, 2**32 - 1, "max-message-size"))


def candidate_line(index: int, candidate: Candidate) -> str:
    """``a=candidate`` for the index-th candidate: a foundation of its own and
    a priority that keeps the sender's order (RFC 8445's formula, the index
    as local preference), a related address where the grammar wants one."""
    priority = (TYPE_PREFERENCE[candidate.type] << 24) + ((65535 - index) << 8) + 255
    protocol, _, tcptype = candidate.transport.partition(" ")
    line = (f"a=candidate:{index + 1} 1 {protocol} {priority} {candidate.address} "
            f"{candidate.port} typ {candidate.type}")
    if candidate.type != "host":
        line += " raddr 0.0.0.0 rport 0"
    if tcptype:
        line += f" tcptype {tcptype}"
    return line


def write(description: Description) -> str:
    """A complete SDP for ``setRemoteDescription``, CRLF-terminated lines.
    The session id comes from the fingerprint, so one description always
    gives the same text."""
    d = description
    session = int.from_bytes(d.fingerprint[:8], "big") >> 1      # below 2**63, as RFC 8866 asks
    fingerprint = ":".join(f"{b:02X}" for b in d.fingerprint)
    lines = ["v=0", f"o=- {session} 2 IN IP4 127.0.0.1", "s=-", "t=0 0",
             f"a=group:BUNDLE {d.mid}", "a=msid-semantic: WMS",
             "m=application 9 UDP/DTLS/SCTP webrtc-datachannel", "c=IN IP4 0.0.0.0"]
    lines.extend(candidate_line(i, c) for i, c in enumerate(d.candidates))
    lines += ["a=end-of-candidates", f"a=ice-ufrag:{d.ufrag}", f"a=ice-pwd:{d.pwd}",
              f"a=fingerprint:sha-256 {fingerprint}", f"a=setup:{d.setup}", f"a=mid:{d.mid}",
              f"a=sctp-port:{d.sctp_port}", f"a=max-message-size:{d.max_message_size}"]
    return "\r\n".join(lines) + "\r\n"
