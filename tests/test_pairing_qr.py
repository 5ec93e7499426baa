"""The QR encoder against the ``qrcode`` package (a dev requirement, an oracle only):
the same modules for the same data, version, level and mask; and ZXing reads
back what it encoded."""
from __future__ import annotations

import qrcode
import qrcode.constants
import qrcode.util
from hypothesis import given, settings
from hypothesis import strategies as st

from verba.pairing import qr

LEVELS = {"L": qrcode.constants.ERROR_CORRECT_L, "M": qrcode.constants.ERROR_CORRECT_M,
          "Q": qrcode.constants.ERROR_CORRECT_Q, "H": qrcode.constants.ERROR_CORRECT_H}
MODES = {0b0010: qrcode.util.MODE_ALPHA_NUM, 0b0100: qrcode.util.MODE_8BIT_BYTE}


def oracle(chunks: list[tuple[int, bytes]], ecc: str, version: int | None = None,
           mask: int | None = None) -> qrcode.QRCode:
    code = qrcode.QRCode(version=version, error_correction=LEVELS[ecc], mask_pattern=mask, border=0)
    for mode, data in chunks:
        code.add_data(qrcode.util.QRData(data, mode=MODES[mode]))
    code.make(fit=version is None)
    return code


def rows(code: qrcode.QRCode) -> tuple[tuple[bool, ...], ...]:
    return tuple(tuple(bool(m) for m in row) for row in code.modules)


def segments(chunks: list[tuple[int, bytes]]) -> list[qr.Segment]:
    return [qr.Segment.alnum(data.decode()) if mode == 0b0010 else qr.Segment.byte(data)
            for mode, data in chunks]


alnum_text = st.text(alphabet=qr.ALNUM, min_size=1, max_size=400).map(str.encode)
chunk = st.one_of(alnum_text.map(lambda d: (0b0010, d)),
                  st.binary(min_size=1, max_size=300).map(lambda d: (0b0100, d)))


def test_every_version_and_level_lays_its_modules_as_the_oracle_does() -> None:
    """Versions 1–40 at every level and mask: the capacity tables, the block
    split, the alignment patterns, the version and format information."""
    for version in range(1, 41):
        for ecc in "LMQH":
            room = qr.data_codewords(version, ecc) * 8 - 4 - (9, 11, 13)[(version > 9) + (version > 26)]
            text = ("VERBA 2026-" * 400)[:room * 2 // 11]        # the symbol full to the brim
            mask = (version + ord(ecc)) % 8
            mine = qr.encode(qr.Segment.alnum(text), ecc, version=version, mask=mask)
            assert mine.modules == rows(oracle([(0b0010, text.encode())], ecc, version, mask)), \
                (version, ecc)
            assert mine.size == 4 * version + 17
            assert qr.smallest_version([qr.Segment.alnum(text)], ecc) == version


def test_alignment_centres_are_the_standards() -> None:
    for version in range(1, 41):
        assert qr.alignment_centres(version) == list(qrcode.util.pattern_position(version))


@settings(max_examples=150, deadline=None)
@given(st.lists(chunk, min_size=1, max_size=3), st.sampled_from("LM"), st.integers(0, 7))
def test_segments_encode_as_the_oracle_does(chunks: list[tuple[int, bytes]], ecc: str,
                                            mask: int) -> None:
    reference = oracle(chunks, ecc)            # the smallest version that holds them
    mine = qr.encode(segments(chunks), ecc, mask=mask)
    assert mine.version == reference.version
    assert mine.modules == rows(oracle(chunks, ecc, reference.version, mask))


@settings(max_examples=40, deadline=None)
@given(st.lists(chunk, min_size=1, max_size=2), st.sampled_from("LM"))
def test_the_chosen_mask_has_the_lowest_penalty(chunks: list[tuple[int, bytes]], ecc: str) -> None:
    """The penalty is the standard's, as the oracle scores a finished symbol;
    the encoder keeps the first mask with the lowest. (The oracle itself
    scores its masks with the format information left blank, so it may pick
    another: ours scores the symbol as it will be printed, as ZXing does.)"""
    chosen = qr.encode(segments(chunks), ecc)
    scores = []
    for mask in range(8):
        modules = [list(row) for row in qr.encode(segments(chunks), ecc, mask=mask).modules]
        scores.append(qr.penalty(modules))
        assert scores[-1] == qrcode.util.lost_point(modules)
    assert chosen.mask == scores.index(min(scores))


def test_byte_data_of_a_pairing_link_fits_and_too_much_is_refused() -> None:
    link = [qr.Segment.byte(b"https://example.org/verba/#join="), qr.Segment.alnum("7" * 300)]
    assert qr.encode(link, "M").version == qr.smallest_version(link, "M")
    try:
        qr.encode(qr.Segment.byte(bytes(3000)), "L")
    except qr.QrError:
        pass
    else:
        raise AssertionError("3000 bytes fit no QR code at level L")
    try:
        qr.Segment.alnum("lower case")
    except qr.QrError as error:
        assert "'l'" in str(error)
    else:
        raise AssertionError("lower case is not alphanumeric")


def test_reed_solomon_of_the_standards_worked_example() -> None:
    """ISO/IEC 18004 annex I: "01234567" at 1-M, its data and EC codewords."""
    data = [0x10, 0x20, 0x0C, 0x56, 0x61, 0x80, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11,
            0xEC, 0x11]
    assert qr.reed_solomon(data, 10) == [0xA5, 0x24, 0xD4, 0xC1, 0xED, 0x36, 0xC7, 0x87, 0x2C, 0x55]


def test_svg_draws_every_dark_module_inside_a_quiet_zone() -> None:
    code = qr.encode_text("VERBA", "M")
    tag, attrs, background, path = qr.svg(code, "pairing code")
    side = code.size + 8
    assert tag == "svg" and attrs["viewBox"] == f"0 0 {side} {side}"
    assert attrs["role"] == "img" and attrs["aria-label"] == "pairing code"
    assert background[1]["fill"] == "#fff" and path[1]["fill"] == "#000"
    painted = set()
    for part in path[1]["d"].split("M")[1:]:       # "x yhNv1h-Nz": one horizontal run
        at, rest = part.split("h", 1)
        x, y = map(int, at.split())
        width = int(rest.split("v")[0])
        painted.update((y - 4, x - 4 + i) for i in range(width))
    dark = {(r, c) for r, row in enumerate(code.modules) for c, d in enumerate(row) if d}
    assert painted == dark
    assert min(r for r, _ in painted) == 0 and min(c for _, c in painted) == 0


def test_encode_text_picks_alphanumeric_when_it_can() -> None:
    assert qr.encode_text("HELLO WORLD 2026", "Q").version == 1   # 16 alphanumerics fit 1-Q
    assert qr.encode_text("hello world 2026", "Q").version == 2   # 16 bytes do not (11)


def decoded(code: qr.QrCode, scale: int = 2) -> list[bytes]:
    """What ZXing (the ``zxing-cpp`` package, a dev requirement) reads in the
    symbol drawn as a grey-scale image with its quiet zone."""
    import zxingcpp
    width = code.size + 2 * qr.QUIET
    margin = [(False,) * width] * qr.QUIET
    lines = []
    for row in margin + [(False,) * qr.QUIET + row + (False,) * qr.QUIET for row in code.modules] + margin:
        line = bytes(0 if dark else 255 for dark in row for _ in range(scale))
        lines.extend([line] * scale)
    image = memoryview(b"".join(lines)).cast("B", (width * scale, width * scale))
    return [bytes(found.bytes) for found in zxingcpp.read_barcodes(image)]


@settings(max_examples=40, deadline=None)
@given(st.lists(chunk, min_size=1, max_size=3), st.sampled_from("LMQH"))
def test_a_decoder_reads_back_what_was_encoded(chunks: list[tuple[int, bytes]], ecc: str) -> None:
    code = qr.encode(segments(chunks), ecc)
    assert decoded(code) == [b"".join(data for _, data in chunks)]


def test_a_decoder_reads_a_pairing_link() -> None:
    link = [qr.Segment.byte(b"https://example.org/verba/#join="), qr.Segment.alnum("V14B" + "Z7" * 80)]
    assert decoded(qr.encode(link, "M")) == [b"https://example.org/verba/#join=V14B" + b"Z7" * 80]
