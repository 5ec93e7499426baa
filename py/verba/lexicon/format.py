"""The binary layout of a lexicon file (documented in lexicons/README.md).

A file is a header followed by the automaton's records (its edges, plus the
headers and empty slots of dense nodes), stored as four planes of one byte per
record (labels, then the three bytes of each target), which gzip compresses
better than interleaved records.  Reading is a few native operations (a
slice, an interleaving into an ``array``), never a loop in Python over the
records.
"""
from __future__ import annotations

import struct
import sys
import zlib
from array import array
from dataclasses import dataclass

MAGIC = b"VDWG"
VERSION = 1
FLAG_FOLD = 1  # normalise by stripping diacritics (Œ -> OE, É -> E)

# magic, version, flags, name bytes, alphabet bytes, words, records, root, crc32
_HEADER = struct.Struct("<4sBBBBIIII")

# Label byte of a record: the letter code (its index in the alphabet) in the
# low six bits, or one of two codes that match no letter.
CODE_MASK = 0x3F
FINAL = 0x40  # the path through this edge spells a word
LAST = 0x80  # last record of its node
DENSE = 0x3E  # header of a dense node: slot k of the next len(alphabet) is code k
EMPTY = 0x3F  # no edge: a dense node's unused slot, or the sentinel
SENTINEL = EMPTY | LAST  # record 0: the node without edges
MAX_LETTERS = DENSE  # codes 0..61
# Target of an edge (24 bits): with this bit set, the handle of the target
# (the index of its first record); without it, the distance from this record
# to the target, always forward.  See build.layout for why both exist.
ABSOLUTE = 1 << 23
MAX_RECORDS = ABSOLUTE


@dataclass(frozen=True)
class Automaton:
    name: str
    alphabet: str
    fold: bool
    word_count: int
    root: int
    labels: bytes  # one label byte per record
    targets: array  # array('I') of 24-bit targets, see ABSOLUTE


def encode(automaton_name: str, alphabet: str, fold: bool, word_count: int,
           root: int, labels: bytes, targets: list[int]) -> bytes:
    """Serialise an automaton (uncompressed)."""
    records = len(labels)
    if records != len(targets) or records > MAX_RECORDS:
        raise ValueError("automaton too large or inconsistent")
    planes = bytearray(4 * records)
    planes[:records] = labels
    packed = array("I", targets)
    if sys.byteorder == "big":
        packed.byteswap()
    raw = packed.tobytes()
    for plane in range(3):
        start = (plane + 1) * records
        planes[start:start + records] = raw[plane::4]
    name_b = automaton_name.encode()
    alpha_b = alphabet.encode()
    tail = name_b + alpha_b + bytes(planes)
    header = _HEADER.pack(MAGIC, VERSION, FLAG_FOLD if fold else 0, len(name_b),
                          len(alpha_b), word_count, records, root, zlib.crc32(tail))
    return header + tail


def decode(data: bytes | bytearray | memoryview) -> Automaton:
    """Parse a lexicon file (raw or gzip); ValueError if it is not a valid one."""
    data = bytes(data)
    if data[:2] == b"\x1f\x8b":
        try:
            data = zlib.decompress(data, wbits=31)
        except zlib.error as exc:
            raise ValueError(f"lexicon: corrupt gzip data ({exc})") from None
    if len(data) < _HEADER.size:
        raise ValueError("lexicon: file too short for a header")
    magic, version, flags, name_len, alpha_len, words, records, root, crc = (
        _HEADER.unpack_from(data))
    if magic != MAGIC:
        raise ValueError("lexicon: not a Verba lexicon file (bad magic)")
    if version != VERSION:
        raise ValueError(f"lexicon: unsupported format version {version}")
    tail = memoryview(data)[_HEADER.size:]
    if len(tail) != name_len + alpha_len + 4 * records:
        raise ValueError("lexicon: file truncated or of the wrong length")
    if zlib.crc32(tail) != crc:
        raise ValueError("lexicon: checksum mismatch (file corrupt)")
    try:
        name = bytes(tail[:name_len]).decode()
        alphabet = bytes(tail[name_len:name_len + alpha_len]).decode()
    except UnicodeDecodeError:
        raise ValueError("lexicon: header text is not UTF-8") from None
    if len(alphabet) > MAX_LETTERS or not 1 <= records <= MAX_RECORDS or root >= records:
        raise ValueError("lexicon: inconsistent header")
    body = tail[name_len + alpha_len:]
    labels = bytes(body[:records])
    if labels[0] != SENTINEL:
        raise ValueError("lexicon: missing sentinel record")
    # Interleave the three target planes into little-endian 32-bit words:
    # strided bytearray assignment is native and fast (a memoryview of the
    # array would save the copy but is several times slower).
    raw = bytearray(4 * records)
    for plane in range(3):
        start = (plane + 1) * records
        raw[plane::4] = body[start:start + records]
    targets = array("I")
    if targets.itemsize != 4:
        raise ValueError("lexicon: this platform has no 32-bit array type 'I'")
    targets.frombytes(raw)
    if sys.byteorder == "big":
        targets.byteswap()
    return Automaton(name, alphabet, bool(flags & FLAG_FOLD), words, root,
                     labels, targets)
