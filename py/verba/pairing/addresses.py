"""Candidate addresses as bytes and back: IPv4 (4 bytes), IPv6 (16) and the
mDNS names browsers give host candidates to hide the local address
(``<uuid>.local``, the UUID's 16 bytes).

Written here rather than with ``ipaddress`` and ``uuid``, which the page's
trimmed standard library does not ship; every reader refuses (``None``)
what is not exactly such an address, so nothing else reaches an SDP.
"""
from __future__ import annotations

IPV4, IPV6, MDNS = 0, 1, 2
_HEX = set("0123456789abcdefABCDEF")
_MDNS_SUFFIX = ".local"
_UUID_GROUPS = (8, 4, 4, 4, 12)


def _ipv4(text: str) -> bytes | None:
    parts = text.split(".")
    if len(parts) != 4 or not all(p.isdigit() and p.isascii() and len(p) <= 3 for p in parts):
        return None
    values = [int(p) for p in parts]
    if any(v > 255 or (len(p) > 1 and p[0] == "0") for v, p in zip(values, parts)):
        return None
    return bytes(values)


def _ipv6(text: str) -> bytes | None:
    if len(text) > 45 or text.count("::") > 1:
        return None
    if "." in text:                                   # an IPv4 ending, ::ffff:192.0.2.1
        head, _, last = text.rpartition(":")
        raw4 = _ipv4(last)
        if raw4 is None or not head:
            return None
        text = f"{head}:{raw4[:2].hex()}:{raw4[2:].hex()}"
    head, gap, tail = text.partition("::")
    before = head.split(":") if head else []
    after = tail.split(":") if tail else []
    if not all(1 <= len(g) <= 4 and set(g) <= _HEX for g in before + after):
        return None
    missing = 8 - len(before) - len(after)
    if (gap and missing < 1) or (not gap and missing):
        return None
    words = [int(g, 16) for g in before] + [0] * missing + [int(g, 16) for g in after]
    return b"".join(w.to_bytes(2, "big") for w in words)


def _mdns(text: str) -> bytes | None:
    if not text.lower().endswith(_MDNS_SUFFIX):
        return None
    groups = text[:-len(_MDNS_SUFFIX)].split("-")
    if tuple(len(g) for g in groups) != _UUID_GROUPS or not all(set(g) <= _HEX for g in groups):
        return None
    return bytes.fromhex("".join(groups))


def parse(text: str) -> tuple[int, bytes] | None:
    """The kind and bytes of an address as an SDP candidate writes it."""
    for kind, reader in ((IPV4, _ipv4), (IPV6, _ipv6), (MDNS, _mdns)):
        raw = reader(text)
        if raw is not None:
            return kind, raw
    return None


def size(kind: int) -> int:
    return 4 if kind == IPV4 else 16


def format(kind: int, raw: bytes) -> str:
    """The text form: dotted IPv4, IPv6 as RFC 5952 writes it (lower case,
    the longest run of two or more zero groups as ``::``), the mDNS name."""
    if kind == IPV4:
        return ".".join(str(b) for b in raw)
    hexed = raw.hex()
    if kind == MDNS:
        cuts = [0, 8, 12, 16, 20, 32]
        return "-".join(hexed[a:b] for a, b in zip(cuts, cuts[1:])) + _MDNS_SUFFIX
    words = [int.from_bytes(raw[i:i + 2], "big") for i in range(0, 16, 2)]
    best_start, best_len, start = -1, 1, None
    for i, w in enumerate(words + [1]):
        if w == 0 and start is None:
            start = i
        elif w != 0 and start is not None:
            if i - start > best_len:
                best_start, best_len = start, i - start
            start = None
    text = [f"{w:x}" for w in words]
    if best_start < 0:
        return ":".join(text)
    return ":".join(text[:best_start]) + "::" + ":".join(text[best_start + best_len:])
