"""Copy chosen screenshots of an e2e run into docs/, for the README.

    python tools/screenshots.py SHOTS_DIR [NAME ...]

SHOTS_DIR is the folder the e2e run printed at its end ("screenshots of every
audited screen: ..."). ``SHOTS`` says which docs/ image comes from which of
the run's screenshots; a "fold" image keeps only the first screen of a
full-page phone screenshot (what a person sees before scrolling). Give NAMEs
(docs/ file names) to copy only those.
"""
from __future__ import annotations

import argparse
import re
import struct
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"

# docs/ image -> (the run's screenshot, crop to the first screen)
SHOTS: dict[str, tuple[str, bool]] = {
    "screenshot-home.png": ("home-light-1280x800.png", False),
    "screenshot-home-phone.png": ("home-light-360x740.png", True),
    "screenshot-home-phone-dark.png": ("home-dark-360x740.png", True),
    "screenshot-setup-phone.png": ("setup-wordz-light-360x740.png", True),
    "screenshot-mistrz.png": ("mistrz-word-1280x800.png", False),
    "screenshot-wordz.png": ("wordz-wrong-guess-1280x800.png", False),
    "screenshot-scriba.png": ("scriba-two-die-1280x800.png", False),
    "screenshot-daily-phone.png": ("daily-list-360x740.png", True),
    "screenshot-daily-scriba.png": ("daily-scriba-result-1280x800.png", False),
    "screenshot-companion-scriba.png": ("companion-scriba-move-1280x800.png", False),
    "screenshot-stats.png": ("stats-1280x800.png", False),
}

_CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}  # PNG colour type -> samples per pixel


def _chunk(kind: bytes, body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


def crop_top(png: bytes, height: int) -> bytes:
    """The top ``height`` rows of a non-interlaced PNG. Each row's filter only
    looks at the rows above it, so the kept rows decode as they did."""
    chunks, pos = [], 8
    while pos < len(png):
        (length,) = struct.unpack(">I", png[pos:pos + 4])
        chunks.append((png[pos + 4:pos + 8], png[pos + 8:pos + 8 + length]))
        pos += 12 + length
    header = chunks[0][1]
    width, rows = struct.unpack(">II", header[:8])
    depth, colour, interlace = header[8], header[9], header[12]
    if interlace or height >= rows:
        return png
    stride = 1 + (width * _CHANNELS[colour] * depth + 7) // 8
    pixels = zlib.decompress(b"".join(body for kind, body in chunks if kind == b"IDAT"))
    out = [png[:8], _chunk(b"IHDR", struct.pack(">II", width, height) + header[8:])]
    out += [_chunk(kind, body) for kind, body in chunks[1:] if kind not in (b"IDAT", b"IEND")]
    out += [_chunk(b"IDAT", zlib.compress(pixels[:stride * height], 9)), _chunk(b"IEND", b"")]
    return b"".join(out)


def first_screen(png: bytes, shot_name: str) -> bytes:
    """Crop a full-page screenshot named ``...-WxH.png`` to its viewport."""
    size = re.search(r"-(\d+)x(\d+)\.png$", shot_name)
    if not size:
        return png
    (png_width,) = struct.unpack(">I", png[16:20])
    scale = png_width / int(size[1])  # the device's pixel ratio
    return crop_top(png, round(int(size[2]) * scale))


def copy(shots: Path, names: list[str]) -> list[str]:
    copied = []
    for name in names or list(SHOTS):
        source, fold = SHOTS[name]
        png = (shots / source).read_bytes()
        (DOCS / name).write_bytes(first_screen(png, source) if fold else png)
        copied.append(f"{source} -> docs/{name}")
    return copied


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("shots", type=Path)
    parser.add_argument("names", nargs="*", metavar="NAME", help=", ".join(SHOTS))
    args = parser.parse_args()
    unknown = [name for name in args.names if name not in SHOTS]
    if unknown:
        parser.error(f"not in SHOTS: {', '.join(unknown)}")
    for line in copy(args.shots, args.names):
        print(line)


if __name__ == "__main__":
    main()
