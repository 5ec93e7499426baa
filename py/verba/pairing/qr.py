"""A QR Code encoder (ISO/IEC 18004): text in, the symbol's modules out.

``encode(segments, ecc)`` picks the smallest version (1–40) that holds the
segments at the error correction level (``"L"``, ``"M"``, ``"Q"``, ``"H"``),
adds the Reed–Solomon codewords, places them and chooses the mask with the
lowest penalty (or the one asked for). The result's ``modules`` are the rows
of the symbol, ``True`` for a dark module, without the quiet zone;
``svg(...)`` draws it with its quiet zone of 4 modules as a vnode tree, and
``path_data`` gives the same picture as an SVG path alone.

Segments are ``Segment.alnum(text)`` (the 45 characters ``0-9 A-Z $%*+-./:``
and space, 5.5 bits each) and ``Segment.byte(data)`` (8 bits per byte):
a link to the page is a byte segment followed by the pairing code in an
alphanumeric one. Plain Python, for the page and the tests alike.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Sequence

ALNUM = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:"
_ALNUM_VALUE = {c: i for i, c in enumerate(ALNUM)}
LEVELS = ("L", "M", "Q", "H")
_LEVEL_BITS = {"L": 1, "M": 0, "Q": 3, "H": 2}  # as the format information writes them
QUIET = 4  # modules of light margin around the symbol

# Per level, indexed by version - 1: the error correction codewords of each
# block, and the number of blocks (ISO/IEC 18004, table 9).
_EC_PER_BLOCK = {
    "L": (7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28,
          28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30),
    "M": (10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26,
          26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28),
    "Q": (13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30,
          28, 30, 30, 30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30),
    "H": (17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28,
          30, 24, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30),
}
_BLOCKS = {
    "L": (1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8,
          8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25),
    "M": (1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16,
          17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49),
    "Q": (1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20,
          23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68),
    "H": (1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25,
          25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81),
}


class QrError(ValueError):
    """Data no QR symbol holds (too long, or a character outside its mode)."""


@dataclass(frozen=True)
class Segment:
    """A run of data in one mode: its mode indicator, its character count and bits."""

    mode: int           # 4-bit mode indicator: 0b0010 alphanumeric, 0b0100 byte
    count: int
    bits: tuple[int, ...]

    @staticmethod
    def alnum(text: str) -> Segment:
        try:
            values = [_ALNUM_VALUE[c] for c in text]
        except KeyError as missing:
            raise QrError(f"not a QR alphanumeric character: {missing}") from None
        bits: list[int] = []
        for i in range(0, len(values) - 1, 2):       # pairs in 11 bits
            _append(bits, values[i] * 45 + values[i + 1], 11)
        if len(values) % 2:
            _append(bits, values[-1], 6)             # the odd one out in 6
        return Segment(0b0010, len(values), tuple(bits))

    @staticmethod
    def byte(data: bytes) -> Segment:
        bits: list[int] = []
        for b in data:
            _append(bits, b, 8)
        return Segment(0b0100, len(data), tuple(bits))

    def count_bits(self, version: int) -> int:
        """How wide the character count is, which grows with the version."""
        group = 0 if version <= 9 else 1 if version <= 26 else 2
        return (9, 11, 13)[group] if self.mode == 0b0010 else (8, 16, 16)[group]


@dataclass(frozen=True)
class QrCode:
    version: int
    ecc: str
    mask: int
    modules: tuple[tuple[bool, ...], ...]   # rows, True for dark

    @property
    def size(self) -> int:
        return len(self.modules)


def _append(bits: list[int], value: int, width: int) -> None:
    bits.extend((value >> i) & 1 for i in range(width - 1, -1, -1))


# --- capacity -----------------------------------------------------------------

def _raw_modules(version: int) -> int:
    """The modules left for data and error correction once the function
    patterns (finders, timing, alignment, format and version) are placed."""
    size = 4 * version + 17
    count = size * size - 3 * 64 - 2 * (size - 16) - 31   # finders with separators, timing, format
    if version >= 2:
        n = version // 7 + 2                                  # alignment patterns per side
        count -= 25 * (n * n - 3) - 10 * (n - 2)              # minus those overlapping the timing
    if version >= 7:
        count -= 36                                           # two version information blocks
    return count


def data_codewords(version: int, ecc: str) -> int:
    return _raw_modules(version) // 8 - _EC_PER_BLOCK[ecc][version - 1] * _BLOCKS[ecc][version - 1]


def _fits(segments: list[Segment], version: int, ecc: str) -> bool:
    """Whether the segments, with their headers, fit that version."""
    total = 0
    for seg in segments:
        if seg.count >= 1 << seg.count_bits(version):
            return False
        total += 4 + seg.count_bits(version) + len(seg.bits)
    return total <= data_codewords(version, ecc) * 8


def smallest_version(segments: list[Segment], ecc: str) -> int:
    for version in range(1, 41):
        if _fits(segments, version, ecc):
            return version
    raise QrError("too much data for a QR code")


# --- Reed–Solomon over GF(256), polynomial x^8 + x^4 + x^3 + x^2 + 1 ------------

def _tables() -> tuple[list[int], list[int]]:
    """Powers of α (twice over, so a sum of two logarithms needs no modulo)
    and logarithms."""
    exp, log, x = [0] * 512, [0] * 256, 1
    for i in range(255):
        exp[i] = exp[i + 255] = x
        log[x] = i
        x <<= 1
        if x & 0x100:
            x ^= 0x11D
    return exp, log


_EXP, _LOG = _tables()


def _mul(a: int, b: int) -> int:
    return 0 if a == 0 or b == 0 else _EXP[_LOG[a] + _LOG[b]]


def _generator(degree: int) -> list[int]:
    """The coefficients of (x - α^0)(x - α^1)…(x - α^(degree-1)), highest first."""
    poly = [1]
    for i in range(degree):
        poly = [a ^ _mul(b, _EXP[i]) for a, b in zip(poly + [0], [0] + poly)]
    return poly


def reed_solomon(data: list[int], degree: int) -> list[int]:
    """The remainder of data·x^degree divided by the generator: the EC codewords."""
    gen = _generator(degree)
    rest = list(data) + [0] * degree
    for i in range(len(data)):
        factor = rest[i]
        if factor:
            for j in range(1, degree + 1):
                rest[i + j] ^= _mul(gen[j], factor)
    return rest[len(data):]


def _codewords(segments: list[Segment], version: int, ecc: str) -> list[int]:
    """The data bits, padded, split in blocks with their EC, interleaved."""
    capacity = data_codewords(version, ecc)
    bits: list[int] = []
    for seg in segments:
        _append(bits, seg.mode, 4)
        _append(bits, seg.count, seg.count_bits(version))
        bits.extend(seg.bits)
    bits.extend([0] * min(4, capacity * 8 - len(bits)))     # terminator
    bits.extend([0] * (-len(bits) % 8))
    data = [int("".join(map(str, bits[i:i + 8])), 2) for i in range(0, len(bits), 8)]
    data.extend((0xEC, 0x11)[i % 2] for i in range(capacity - len(data)))

    blocks, degree = _BLOCKS[ecc][version - 1], _EC_PER_BLOCK[ecc][version - 1]
    short, longer = divmod(capacity, blocks)                # the last `longer` blocks hold one more
    split, start = [], 0
    for b in range(blocks):
        length = short + (b >= blocks - longer)
        split.append(data[start:start + length])
        start += length
    ecs = [reed_solomon(block, degree) for block in split]
    out = [block[i] for i in range(short + 1) for block in split if i < len(block)]
    out.extend(ec[i] for i in range(degree) for ec in ecs)
    return out


# --- the symbol ---------------------------------------------------------------

def alignment_centres(version: int) -> list[int]:
    """Row (and column) coordinates of the alignment patterns' centres: 6,
    then evenly spaced up to size - 7, the steps even and the first gap the
    remainder (version 32's steps are 26 where that rule gives 28)."""
    if version == 1:
        return []
    n = version // 7 + 2
    last = 4 * version + 10
    step = -(-(last - 6) // (n - 1))     # the gap, rounded up...
    step += step % 2                     # ...to an even number
    if version == 32:
        step = 26
    return [6] + [last - step * k for k in range(n - 2, -1, -1)]


def _bch(value: int, generator: int, width: int) -> int:
    """``value`` followed by its BCH remainder of ``width`` bits."""
    rest = value << width
    top = generator.bit_length()
    while rest.bit_length() >= top:
        rest ^= generator << (rest.bit_length() - top)
    return (value << width) | rest


class _Grid:
    """The modules being laid, and which belong to function patterns."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.dark = [[False] * size for _ in range(size)]
        self.fixed = [[False] * size for _ in range(size)]

    def put(self, row: int, col: int, dark: bool) -> None:
        self.dark[row][col] = dark
        self.fixed[row][col] = True


def _function_patterns(grid: _Grid, version: int) -> None:
    size = grid.size
    for i in range(size):                                   # timing patterns
        grid.put(6, i, i % 2 == 0)
        grid.put(i, 6, i % 2 == 0)
    for top, left in ((0, 0), (0, size - 7), (size - 7, 0)):  # finders with their separators
        for r in range(-1, 8):
            for c in range(-1, 8):
                if 0 <= top + r < size and 0 <= left + c < size:
                    ring = max(abs(r - 3), abs(c - 3))
                    grid.put(top + r, left + c, ring != 2 and ring != 4)
    centres = alignment_centres(version)
    corners = {(centres[0], centres[0]), (centres[0], centres[-1]), (centres[-1], centres[0])} \
        if centres else set()
    for r in centres:
        for c in centres:
            if (r, c) in corners:                             # where the finders are
                continue
            for dr in range(-2, 3):
                for dc in range(-2, 3):
                    grid.put(r + dr, c + dc, max(abs(dr), abs(dc)) != 1)
    _format_bits(grid, "L", 0)                              # reserved now, written with the mask
    if version >= 7:
        bits = _bch(version, 0x1F25, 12)
        for i in range(18):
            dark = bool(bits >> i & 1)
            a, b = size - 11 + i % 3, i // 3
            grid.put(a, b, dark)
            grid.put(b, a, dark)


def _format_bits(grid: _Grid, ecc: str, mask: int) -> None:
    bits = _bch(_LEVEL_BITS[ecc] << 3 | mask, 0x537, 10) ^ 0x5412
    size = grid.size
    for i in range(15):
        dark = bool(bits >> i & 1)
        # beside the top-left finder: down column 8 (over the timing row),
        # then leftwards along row 8
        if i < 6:
            grid.put(i, 8, dark)
        elif i < 8:
            grid.put(i + 1, 8, dark)
        elif i == 8:
            grid.put(8, 7, dark)
        else:
            grid.put(8, 14 - i, dark)
        # the copy: along row 8 at the right, then down column 8 at the bottom
        if i < 8:
            grid.put(8, size - 1 - i, dark)
        else:
            grid.put(size - 15 + i, 8, dark)
    grid.put(size - 8, 8, True)                             # the dark module


def _place(grid: _Grid, codewords: list[int]) -> None:
    """The codewords' bits in two-column strips from the right, upwards then
    downwards, skipping the vertical timing column; leftover modules stay light."""
    bits = [(w >> (7 - i)) & 1 for w in codewords for i in range(8)]
    k, size = 0, grid.size
    right, upward = size - 1, True
    while right > 0:
        if right == 6:
            right -= 1
        for step in range(size):
            row = size - 1 - step if upward else step
            for col in (right, right - 1):
                if not grid.fixed[row][col]:
                    grid.dark[row][col] = k < len(bits) and bits[k] == 1
                    k += 1
        right, upward = right - 2, not upward


_MASKS = (
    lambda r, c: (r + c) % 2 == 0,
    lambda r, c: r % 2 == 0,
    lambda r, c: c % 3 == 0,
    lambda r, c: (r + c) % 3 == 0,
    lambda r, c: (r // 2 + c // 3) % 2 == 0,
    lambda r, c: (r * c) % 2 + (r * c) % 3 == 0,
    lambda r, c: ((r * c) % 2 + (r * c) % 3) % 2 == 0,
    lambda r, c: ((r + c) % 2 + (r * c) % 3) % 2 == 0,
)


def _masked(grid: _Grid, mask: int, ecc: str) -> list[list[bool]]:
    test = _MASKS[mask]
    out = _Grid(grid.size)
    out.dark = [[d != (not f and test(r, c)) for c, (d, f) in enumerate(zip(dark, fixed))]
                for r, (dark, fixed) in enumerate(zip(grid.dark, grid.fixed))]
    _format_bits(out, ecc, mask)
    return out.dark


_RUN = re.compile("0{5,}|1{5,}")
# 1:1:3:1:1 with four light modules on a side; neither overlaps itself, so
# str.count finds every one
_FINDER_LIKE = ("10111010000", "00001011101")


def _line_penalty(line: str) -> int:
    """Rules 1 and 3 on one row or column (as "0"/"1" text): 3 for a run of
    five of a colour and 1 more for each further module, 40 per finder-like
    pattern."""
    score = sum(len(run) - 2 for run in _RUN.findall(line))
    return score + 40 * sum(line.count(pattern) for pattern in _FINDER_LIKE)


def penalty(modules: Sequence[Sequence[bool]]) -> int:
    """The mask evaluation score of ISO/IEC 18004 (lower is better)."""
    size = len(modules)
    rows = ["".join("1" if m else "0" for m in row) for row in modules]
    score = sum(_line_penalty(row) for row in rows)
    score += sum(_line_penalty("".join(column)) for column in zip(*rows))
    # rule 2, 3 per 2×2 block of one colour: rows as bits, a block where a
    # module equals the one below it and both equal their right neighbours
    bits, pairs = [int(row, 2) for row in rows], (1 << (size - 1)) - 1
    for top, bottom in zip(bits, bits[1:]):
        same = ~(top ^ bottom)
        score += 3 * bin(same & (same >> 1) & ~(top ^ (top >> 1)) & pairs).count("1")
    dark = sum(row.count("1") for row in rows)              # rule 4: balance, per 5 % off 50 %
    score += 10 * (abs(dark * 100 - size * size * 50) // (size * size * 5))
    return score


def encode(segments: list[Segment] | Segment, ecc: str = "M", *, version: int | None = None,
           mask: int | None = None) -> QrCode:
    """The symbol for the segments: the smallest version unless one is given
    (QrError if they do not fit in it), the best mask unless one is given."""
    if isinstance(segments, Segment):
        segments = [segments]
    if ecc not in LEVELS:
        raise QrError(f"unknown error correction level {ecc!r}")
    if version is None:
        version = smallest_version(segments, ecc)
    elif not 1 <= version <= 40 or not _fits(segments, version, ecc):
        raise QrError(f"the data does not fit in version {version}-{ecc}")
    grid = _Grid(4 * version + 17)
    _function_patterns(grid, version)
    _place(grid, _codewords(segments, version, ecc))
    if mask is None:                       # the first of the lowest penalty
        scored = [(penalty(_masked(grid, k, ecc)), k) for k in range(8)]
        mask = min(scored)[1]
    rows = _masked(grid, mask, ecc)
    return QrCode(version, ecc, mask, tuple(tuple(row) for row in rows))


def encode_text(text: str, ecc: str = "M") -> QrCode:
    """Alphanumeric when the text allows it, else its UTF-8 bytes."""
    if all(c in _ALNUM_VALUE for c in text):
        return encode(Segment.alnum(text), ecc)
    return encode(Segment.byte(text.encode("utf-8")), ecc)


# --- drawing ------------------------------------------------------------------

def path_data(code: QrCode) -> str:
    """The dark modules as one SVG path in a (size + 8)-unit square (the quiet
    zone included): a rectangle per horizontal run of dark modules."""
    parts = []
    for r, row in enumerate(code.modules):
        c = 0
        while c < code.size:
            if row[c]:
                start = c
                while c < code.size and row[c]:
                    c += 1
                parts.append(f"M{start + QUIET} {r + QUIET}h{c - start}v1h{start - c}z")
            else:
                c += 1
    return "".join(parts)


def svg(code: QrCode, label: str) -> list:
    """The symbol as a vnode ``<svg>`` (``verba.ui.shell.vnode``'s shape, built
    here so that the core imports no UI) that scales to its box, named
    ``label`` for screen readers. Black on white whatever the theme: a camera
    reads dark modules on a light ground, and the quiet zone must be light."""
    side = str(code.size + 2 * QUIET)
    return ["svg", {"viewBox": f"0 0 {side} {side}", "class": "qr", "role": "img",
                    "aria-label": label, "shape-rendering": "crispEdges", "focusable": "false"},
            ["rect", {"width": side, "height": side, "fill": "#fff"}],
            ["path", {"d": path_data(code), "fill": "#000"}]]
