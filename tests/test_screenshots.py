"""tools/screenshots.py: a phone's full-page screenshot cropped to its first screen."""
from __future__ import annotations

import struct
import zlib

from tools.screenshots import _chunk, crop_top, first_screen


def png(width: int, rows: list[bytes]) -> bytes:
    """An 8-bit RGB PNG whose rows use the "up" filter (each row refers to the one above)."""
    raw, above = b"", bytes(width * 3)
    for row in rows:
        raw += b"\x02" + bytes((a - b) % 256 for a, b in zip(row, above))
        above = row
    header = struct.pack(">IIBBBBB", width, len(rows), 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", header) + _chunk(b"IDAT", zlib.compress(raw))
            + _chunk(b"IEND", b""))


def rows_of(data: bytes) -> tuple[int, int, list[bytes]]:
    width, height = struct.unpack(">II", data[16:24])
    pos, idat = 8, b""
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        kind, body = data[pos + 4:pos + 8], data[pos + 8:pos + 8 + length]
        assert struct.unpack(">I", data[pos + 8 + length:pos + 12 + length])[0] == zlib.crc32(kind + body)
        idat += body if kind == b"IDAT" else b""
        pos += 12 + length
    raw, stride, rows, above = zlib.decompress(idat), 1 + width * 3, [], bytes(width * 3)
    for y in range(height):
        line = raw[y * stride:(y + 1) * stride]
        assert line[0] == 2
        above = bytes((a + b) % 256 for a, b in zip(line[1:], above))
        rows.append(above)
    return width, height, rows


def test_the_top_rows_are_kept_as_they_were() -> None:
    rows = [bytes((y * 40 + x) % 256 for x in range(9)) for y in range(6)]
    cropped = crop_top(png(3, rows), 4)
    assert rows_of(cropped) == (3, 4, rows[:4])
    assert crop_top(png(3, rows), 10) == png(3, rows)  # nothing to cut


def test_the_first_screen_follows_the_name_and_the_pixel_ratio() -> None:
    rows = [bytes([y] * 12) for y in range(30)]
    full = png(4, rows)  # a "2×2" viewport at a device pixel ratio of 2
    assert rows_of(first_screen(full, "home-light-2x5.png"))[1] == 10
    assert first_screen(full, "no-size.png") == full
