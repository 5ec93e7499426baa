"""The pairing code: a browser's offer or answer as short text for a QR image or a link.

    code = make(kind, local_sdp)            # "offer" or "answer", ICE gathering complete
    kind, sdp = read(text, expect="offer")  # a pasted code, or a link holding one
    link = join_link(code)                  # "#join=<code>", for the page's URL

The SDP's parts the other side needs (``sdp.read``) are packed to bytes
(docs/MULTIPLAYER.md gives the layout) with a CRC, and the bytes written in base
36 (``0-9A-Z``): characters that QR's alphanumeric mode holds in 5.5 bits
each, that survive a URL, a messenger's formatting and its trimming, and
that read the same in lower case. The text starts ``V``, the format's
version and the code's own length, so that a code cut short says so.

``read`` is the one door for a code from outside: bounded, each field
checked, refusing with a ``PairingError`` whose ``code`` names a message of
``verba.pairing.messages``; a code it accepts always gives an SDP ``write``
built, never text from the code itself.
"""
from __future__ import annotations

import zlib

from . import addresses
from .qr import Segment
from .sdp import (DEFAULT_MAX_MESSAGE, DEFAULT_SCTP_PORT, ICE_CHARS, KINDS, MAX_CANDIDATES, MAX_MID,
                  MAX_PWD, MAX_UFRAG, MIN_PWD, MIN_UFRAG, SETUPS, TRANSPORTS, TYPES, Candidate,
                  Description, PairingError)
from . import sdp as sdp_text

FORMAT = 1
DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
MAGIC = "V"
HEAD = 4                       # "V", the format, the length in two digits
MAX_CODE = 36 * 36 - 1         # the longest length two digits can say
MAX_INPUT = 8_000              # characters looked at of a paste (a link, spaces, line breaks)
JOIN = "#join="
_VALUE = {c: i for i, c in enumerate(DIGITS)}
_ICE_VALUE = {c: i for i, c in enumerate(ICE_CHARS)}

# flags byte
_ANSWER, _SETUP_SHIFT, _MID, _SCTP, _MAX_MESSAGE = 0x01, 1, 0x08, 0x10, 0x20


# --- bytes ----------------------------------------------------------------------

def _ice(text: str) -> bytes:
    """An ICE credential in 6 bits a character, after its length."""
    value = 0
    for c in text:
        value = value << 6 | _ICE_VALUE[c]
    size = -(-6 * len(text) // 8)
    return bytes([len(text)]) + (value << (8 * size - 6 * len(text))).to_bytes(size, "big")


def pack(d: Description) -> bytes:
    flags = (_ANSWER if d.kind == "answer" else 0) | SETUPS.index(d.setup) << _SETUP_SHIFT
    flags |= (_MID if d.mid != "0" else 0) | (_SCTP if d.sctp_port != DEFAULT_SCTP_PORT else 0)
    flags |= _MAX_MESSAGE if d.max_message_size != DEFAULT_MAX_MESSAGE else 0
    out = bytearray([flags]) + _ice(d.ufrag) + _ice(d.pwd) + d.fingerprint
    if flags & _MID:
        out += bytes([len(d.mid)]) + d.mid.encode("ascii")
    if flags & _SCTP:
        out += d.sctp_port.to_bytes(2, "big")
    if flags & _MAX_MESSAGE:
        out += d.max_message_size.to_bytes(4, "big")
    out.append(len(d.candidates))
    for c in d.candidates:
        parsed = addresses.parse(c.address)
        if parsed is None:                     # sdp.read never keeps such a candidate
            raise ValueError(f"not a candidate address: {c.address!r}")
        kind, raw = parsed
        out.append(TYPES.index(c.type) | kind << 2 | TRANSPORTS.index(c.transport) << 4)
        out += raw + c.port.to_bytes(2, "big")
    return bytes(out)


class _Reader:
    def __init__(self, data: bytes) -> None:
        self.data, self.at = data, 0

    def take(self, n: int) -> bytes:
        if self.at + n > len(self.data):
            raise PairingError("pairing.damaged")
        self.at += n
        return self.data[self.at - n:self.at]

    def byte(self) -> int:
        return self.take(1)[0]

    def ice(self, low: int, high: int) -> str:
        n = self.byte()
        size = -(-6 * n // 8)
        value = int.from_bytes(self.take(size), "big")
        spare = 8 * size - 6 * n
        if not low <= n <= high or value & ((1 << spare) - 1):
            raise PairingError("pairing.damaged")
        value >>= spare
        return "".join(ICE_CHARS[value >> 6 * (n - 1 - i) & 63] for i in range(n))


def unpack(data: bytes) -> Description:
    """The description packed in ``data``, every field checked."""
    r = _Reader(data)
    flags = r.byte()
    setup = flags >> _SETUP_SHIFT & 3
    kind = KINDS[flags & _ANSWER]
    if flags & 0xC0 or setup >= len(SETUPS) or (kind == "answer" and setup == 0):
        raise PairingError("pairing.damaged")
    ufrag, pwd, fingerprint = r.ice(MIN_UFRAG, MAX_UFRAG), r.ice(MIN_PWD, MAX_PWD), r.take(32)
    mid = "0"
    if flags & _MID:
        mid = r.take(r.byte()).decode("ascii", "replace")
        if not 1 <= len(mid) <= MAX_MID or not mid.isascii() or not mid.isprintable() \
                or " " in mid or mid == "0":
            raise PairingError("pairing.damaged")
    sctp_port = int.from_bytes(r.take(2), "big") if flags & _SCTP else DEFAULT_SCTP_PORT
    max_message = int.from_bytes(r.take(4), "big") if flags & _MAX_MESSAGE else DEFAULT_MAX_MESSAGE
    if sctp_port in (0, DEFAULT_SCTP_PORT) and flags & _SCTP or \
            max_message == DEFAULT_MAX_MESSAGE and flags & _MAX_MESSAGE:
        raise PairingError("pairing.damaged")     # a packer never writes a default
    count = r.byte()
    if not 1 <= count <= MAX_CANDIDATES:
        raise PairingError("pairing.damaged")
    candidates: list[Candidate] = []
    for _ in range(count):
        head = r.byte()
        kind_of_address = head >> 2 & 3
        if head & 0xC0 or kind_of_address > addresses.MDNS:
            raise PairingError("pairing.damaged")
        raw = r.take(addresses.size(kind_of_address))
        port = int.from_bytes(r.take(2), "big")
        found = Candidate(TYPES[head & 3], addresses.format(kind_of_address, raw), port,
                          TRANSPORTS[head >> 4 & 3])
        if found in candidates:
            raise PairingError("pairing.damaged")
        candidates.append(found)
    if r.at != len(data):
        raise PairingError("pairing.damaged")
    return Description(kind, ufrag, pwd, fingerprint, SETUPS[setup], tuple(candidates), mid,
                       sctp_port, max_message)


# --- text -----------------------------------------------------------------------

def _digits_for(n: int) -> int:
    """How many base-36 digits ``n`` bytes take: the fewest that hold 256**n
    (each byte adds 1.55 digits, so no two byte counts share a length)."""
    digits, room, need = 0, 1, 256 ** n
    while room < need:
        digits, room = digits + 1, room * 36
    return digits


def _base36(value: int, width: int) -> str:
    out = []
    for _ in range(width):
        value, digit = divmod(value, 36)
        out.append(DIGITS[digit])
    return "".join(reversed(out))


def encode(d: Description) -> str:
    """The code of a description: ``V``, the format, the length, the bytes."""
    packed = pack(d)
    data = packed + (zlib.crc32(packed) & 0xFFFF).to_bytes(2, "big")
    body = _base36(int.from_bytes(data, "big"), _digits_for(len(data)))
    return MAGIC + DIGITS[FORMAT] + _base36(HEAD + len(body), 2) + body


def _clean(text: str) -> str:
    """The code in a paste: after ``#join=`` when it is a link, without the
    spaces and line breaks a messenger adds, in capitals."""
    if len(text) > MAX_INPUT:
        raise PairingError("pairing.too_long", max=MAX_CODE)
    at = text.lower().rfind(JOIN)
    if at >= 0:
        text = text[at + len(JOIN):].split("&")[0]
    return "".join(text.split()).upper()


def decode(text: str) -> Description:
    """The description a pasted code or link holds (PairingError: why not)."""
    code = _clean(text)
    if not code:
        raise PairingError("pairing.empty")
    if len(code) > MAX_CODE:
        raise PairingError("pairing.too_long", max=MAX_CODE)
    if code[0] != MAGIC or not set(code) <= set(DIGITS) or len(code) < HEAD:
        raise PairingError("pairing.foreign")
    if _VALUE[code[1]] > FORMAT:
        raise PairingError("pairing.newer")
    if _VALUE[code[1]] != FORMAT:
        raise PairingError("pairing.foreign")
    total = _VALUE[code[2]] * 36 + _VALUE[code[3]]
    if len(code) < total:
        raise PairingError("pairing.truncated", got=len(code), total=total)
    body = code[HEAD:]
    size = ((36 ** len(body)).bit_length() - 1) // 8      # the most bytes that many digits hold
    if len(code) != total or size < 3 or _digits_for(size) != len(body):
        raise PairingError("pairing.damaged")
    value = 0
    for c in body:
        value = value * 36 + _VALUE[c]
    if value >= 256 ** size:
        raise PairingError("pairing.damaged")
    data = value.to_bytes(size, "big")
    packed, check = data[:-2], int.from_bytes(data[-2:], "big")
    if zlib.crc32(packed) & 0xFFFF != check:
        raise PairingError("pairing.damaged")
    return unpack(packed)


# --- what the page uses -----------------------------------------------------------

def make(kind: str, local_sdp: str) -> str:
    """The code of this browser's local description (PairingError when it
    cannot be carried: ``pairing.sdp_unusable``, ``pairing.no_candidates``)."""
    return encode(sdp_text.read(kind, local_sdp))


def read(text: str, expect: str | None = None) -> tuple[str, str]:
    """The kind and the SDP to give ``setRemoteDescription``, from a pasted
    code or link; ``expect`` refuses the other kind (an offer pasted where
    the guest's answer belongs says so)."""
    d = decode(text)
    if expect is not None and d.kind != expect:
        raise PairingError("pairing.not_an_answer" if expect == "answer" else "pairing.not_an_offer")
    return d.kind, sdp_text.write(d)


def join_link(code: str) -> str:
    """The fragment to add to the page's address: opening it joins the table."""
    return JOIN + code


def qr_segments(page_url: str, code: str) -> list[Segment]:
    """A QR image's content for a link: the page's address as bytes (its
    case matters), then the code in the denser alphanumeric mode."""
    base = page_url.split("#")[0]
    return [Segment.byte((base + JOIN).encode("utf-8")), Segment.alnum(code)]
