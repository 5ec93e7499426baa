"""How long pairing codes are, the QR image they need, and the time to draw it.

    python3 bench/bench_pairing.py [--reps 20] [--no-pyodide]

For each shape of description (Chromium's real offers from
tests/fixtures/pairing, and descriptions built with what STUN/TURN and
Firefox add, up to the most the code carries): the packed bytes, the
code's characters, and the smallest QR version holding the code alone and
as a link (an address of 42 characters, ``#join=``, the code), at levels L
and M. A phone camera reads a version 10 (57 modules) from a laptop's
screen without trouble. Then the CPU time of making a QR symbol for a link
(the mask chosen among eight) and of reading a code, in CPython and in
Pyodide under Node (the page's runtime).
"""
from __future__ import annotations

import json
import statistics
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
for extra in (REPO / "py", REPO / "bench"):
    if str(extra) not in sys.path:
        sys.path.insert(0, str(extra))

from cpu_clock import cpu_time  # noqa: E402
from verba.pairing import code, qr, sdp  # noqa: E402
from verba.pairing.sdp import Candidate, Description  # noqa: E402

PAGE = "https://example.github.io/verba/index.html"   # 42 characters, a typical address
FIXTURES = REPO / "tests" / "fixtures" / "pairing"
MDNS = "8233f195-6e0e-4ea6-9d9a-b37a89611d71.local"
FINGERPRINT = bytes(range(32))


def synthetic() -> dict[str, Description]:
    """Descriptions of the shapes a real browser gives with more networks."""
    chromium = dict(kind="offer", ufrag="i2nU", pwd="E9UV/B4B4R1RTtbM61UQskC8",
                    fingerprint=FINGERPRINT, setup="actpass")
    host = (Candidate("host", MDNS, 46467, "udp"), Candidate("host", MDNS.replace("8", "9"), 53509, "udp"))
    stun = (Candidate("srflx", "203.0.113.9", 61000, "udp"),
            Candidate("srflx", "2001:db8:85a3::8a2e:370:7334", 61001, "udp"))
    turn = (Candidate("relay", "198.51.100.20", 3478, "udp"),)
    worst = tuple(Candidate("relay", f"2001:db8:{i}:4:5:6:7:8", 40000 + i, "udp")
                  for i in range(sdp.MAX_CANDIDATES))
    return {
        "Chromium + STUN (2 host, 2 srflx)": Description(candidates=host + stun, **chromium),
        "Chromium + STUN + TURN (+1 relay)": Description(candidates=host + stun + turn, **chromium),
        "Firefox-like (8/32 credentials, 3 host)": Description(
            kind="answer", ufrag="89abcdef", pwd="0123456789abcdef0123456789abcdef",
            fingerprint=FINGERPRINT, setup="active", max_message_size=1073741823,
            candidates=host + (Candidate("host", "192.0.2.7", 9, "tcp active"),)),
        f"most the code carries ({sdp.MAX_CANDIDATES} IPv6, 32/64)": Description(
            kind="offer", ufrag="u" * sdp.MAX_UFRAG, pwd="p" * sdp.MAX_PWD, fingerprint=FINGERPRINT,
            setup="actpass", candidates=worst, mid="data", sctp_port=5001, max_message_size=65536),
    }


def shapes() -> dict[str, Description]:
    found = {}
    for path in sorted(FIXTURES.glob("*.sdp")):
        kind = path.stem.rsplit("-", 1)[1]
        found[f"Chromium {path.stem} (fixture)"] = sdp.read(kind, path.read_bytes().decode("utf-8"))
    return {**found, **synthetic()}


def lengths() -> list[dict]:
    rows = []
    for name, description in shapes().items():
        text = code.encode(description)
        alone, link = [qr.Segment.alnum(text)], code.qr_segments(PAGE, text)
        rows.append({"shape": name, "bytes": len(code.pack(description)) + 2, "chars": len(text),
                     "alone": [qr.smallest_version(alone, e) for e in "LM"],
                     "link": [qr.smallest_version(link, e) for e in "LM"]})
    return rows


def timings(reps: int) -> dict[str, float]:
    """Median ms of CPU: a QR symbol for a link (level M), and a code read."""
    texts = [code.encode(d) for d in synthetic().values()]
    out = {}
    for label, work in (("qr", lambda t: qr.encode(code.qr_segments(PAGE, t), "M")),
                        ("read", lambda t: code.read(t))):
        times = []
        for _ in range(reps):
            for text in texts[:2]:            # the common shapes, versions 8–9 at M as links
                start = cpu_time()
                work(text)
                times.append((cpu_time() - start) * 1000)
        out[label] = statistics.median(times)
    return out


def pyodide_timings(reps: int) -> dict | None:
    from bench_scriba import pyodide_json
    return pyodide_json(Path(__file__), "--reps", str(reps))


def main(argv: list[str]) -> int:
    reps = int(argv[argv.index("--reps") + 1]) if "--reps" in argv else 20
    if "--json" in argv:
        print(json.dumps(timings(reps)))
        return 0
    print(f"Pairing codes: packed bytes (with the CRC), characters, QR version "
          f"alone and as a link of {len(PAGE)}+6 characters, at levels L / M")
    print(f"{'shape':<46} {'bytes':>5} {'chars':>5} {'alone L/M':>10} {'link L/M':>9}")
    for row in lengths():
        print(f"{row['shape']:<46} {row['bytes']:>5} {row['chars']:>5} "
              f"{'/'.join(map(str, row['alone'])):>10} {'/'.join(map(str, row['link'])):>9}")
    runs = {"CPython": timings(reps)}
    if "--no-pyodide" not in argv:
        inside = pyodide_timings(reps)
        if inside is not None:
            runs["Pyodide"] = inside
    for runtime, figures in runs.items():
        print(f"{runtime}: a QR symbol for a link (level M, 8 masks scored) "
              f"{figures['qr']:.1f} ms CPU (median), a code read {figures['read']:.2f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
