"""Benchmark of the lexicons: size, loading, memory and lookups.

    python3 bench/bench_lexicon.py

Measures every lexicon of lexicons/index.json in CPython (in this process),
then in Pyodide under Node (bench/pyodide_run.mjs runs this same script with
--json), and prints the two side by side.  Figures per lexicon:

- wire: bytes of the gzip file the page downloads;
- ready (raw): ms from the decompressed bytes (what the browser's
  DecompressionStream hands over) to a usable Lexicon;
- ready (gz): ms from the gzip bytes, inflated by Python's zlib;
- heap: bytes Python keeps for the Lexicon (tracemalloc), and the peak while
  loading;
- first lookup: ms the first ``contains`` adds to build the tables lookups
  read (the first letters' nodes, a key per record), and the heap they keep;
- lookup: µs per ``word in lexicon`` over 100,000 words, half of them present
  (drawn uniformly from the lexicon) and half absent (one-letter mutations),
  best of three rounds.

Times are wall-clock (time.perf_counter; Pyodide has no separate CPU clock),
so other jobs on a busy machine inflate them: a reference loop (a plain Python
loop, timed the same way just before the lookups) tells how fast the machine
was running, and the lookup is also given in units of it.
"""
from __future__ import annotations

import gc
import json
import random
import subprocess
import sys
import time
import tracemalloc
import zlib
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
if str(REPO / "py") not in sys.path:
    sys.path.insert(0, str(REPO / "py"))

from verba.lexicon import Lexicon  # noqa: E402

LOOKUPS = 100_000
LOADS = 5  # loading is timed as the best of this many
LOOKUP_ROUNDS = 3  # and the lookups as the best of this many rounds


def uniform_words(lex: Lexicon, count: int, seed: int) -> list[str]:
    """Words drawn uniformly from the lexicon (by rank, through the counts)."""
    below = lex.words_below()
    rng = random.Random(seed)
    words = []
    for _ in range(count):
        rank = rng.randrange(below[lex.root])
        node, prefix = lex.root, []
        ends_here = False
        while not ends_here:
            for letter, target, final in lex.edges(node):
                if final:
                    if rank == 0:
                        ends_here = True
                        break
                    rank -= 1
                if rank < below[target]:
                    break
                rank -= below[target]
            prefix.append(letter)
            node = target
        words.append("".join(prefix))
    return words


def absent_words(lex: Lexicon, present: list[str], seed: int) -> list[str]:
    rng = random.Random(seed)
    out = []
    while len(out) < len(present):
        word = rng.choice(present)
        i = rng.randrange(len(word))
        mutant = word[:i] + rng.choice(lex.alphabet) + word[i + 1:]
        if mutant not in lex:
            out.append(mutant)
    return out


def best_ms(load, data: bytes) -> float:
    times = []
    for _ in range(LOADS):
        gc.collect()
        started = time.perf_counter()
        load(data)
        times.append(time.perf_counter() - started)
    return min(times) * 1e3


def measure(name: str, entry: dict) -> dict:
    wire = (REPO / "lexicons" / entry["file"]).read_bytes()
    raw = zlib.decompress(wire, wbits=31)
    ready_raw = best_ms(Lexicon.from_file_bytes, raw)
    ready_gz = best_ms(Lexicon.from_file_bytes, wire)

    # The first lookup builds the tables contains() reads (the first letters'
    # nodes, the records' keys): timed on fresh lexicons, then measured.
    first_ms = best_ms(lambda data: Lexicon.from_file_bytes(data).contains("A"), raw) - ready_raw

    gc.collect()
    tracemalloc.start()
    lex = Lexicon.from_file_bytes(raw)
    heap, heap_peak = tracemalloc.get_traced_memory()
    lex.contains("A")
    lookup_heap = tracemalloc.get_traced_memory()[0] - heap
    tracemalloc.stop()

    present = uniform_words(lex, LOOKUPS // 2, seed=1)
    absent = absent_words(lex, present, seed=2)
    probes = present + absent
    random.Random(3).shuffle(probes)
    contains = lex.contains
    reference_ns = reference_loop_ns()
    lookup_us = float("inf")
    for _ in range(LOOKUP_ROUNDS):
        gc.collect()
        started = time.perf_counter()
        found = sum(1 for word in probes if contains(word))
        lookup_us = min(lookup_us, (time.perf_counter() - started) / len(probes) * 1e6)
        if found != len(present):
            raise SystemExit(f"{name}: {found} of {len(present)} present words found")
    return {"wire": len(wire), "raw": len(raw), "ready_raw_ms": ready_raw,
            "ready_gz_ms": ready_gz, "heap": heap, "heap_peak": heap_peak,
            "first_lookup_ms": first_ms, "lookup_heap": lookup_heap,
            "lookup_us": lookup_us, "reference_ns": reference_ns,
            "lookup_in_loops": lookup_us * 1e3 / reference_ns}


def reference_loop_ns() -> float:
    """ns per iteration of a plain loop (index, test, add): the runtime's pace.

    Timed just before the lookups, it tells how fast the machine was running
    then; the lookup in units of this loop changes much less than the time
    itself from a busy machine to an idle one, or from one machine to another.
    """
    data = bytes(range(256)) * 256
    best = float("inf")
    for _ in range(LOADS):
        started = time.perf_counter()
        count = 0
        for i in range(len(data)):
            if data[i] & 1:
                count += 1
        best = min(best, time.perf_counter() - started)
    return best / len(data) * 1e9


def measure_all() -> dict:
    index = json.loads((REPO / "lexicons" / "index.json").read_text(encoding="utf-8"))
    return {name: measure(name, entry) for name, entry in index["lexicons"].items()}


def run_in_pyodide() -> dict | None:
    try:
        done = subprocess.run(
            ["node", str(REPO / "bench" / "pyodide_run.mjs"), str(Path(__file__).resolve()),
             "--json"], cwd=REPO, capture_output=True, text=True, check=True)
    except (OSError, subprocess.CalledProcessError) as exc:
        print(f"Pyodide run failed: {exc}\n{getattr(exc, 'stderr', '')}", file=sys.stderr)
        return None
    return json.loads(done.stdout.strip().splitlines()[-1])


def table(cpython: dict, pyodide: dict | None) -> str:
    rows = [("wire (gzip)", "wire", lambda v: f"{v / 1e3:,.0f} kB"),
            ("raw", "raw", lambda v: f"{v / 1e3:,.0f} kB"),
            ("ready from raw bytes", "ready_raw_ms", lambda v: f"{v:.1f} ms"),
            ("ready from gzip (zlib)", "ready_gz_ms", lambda v: f"{v:.1f} ms"),
            ("heap kept", "heap", lambda v: f"{v / 1e6:.2f} MB"),
            ("heap peak while loading", "heap_peak", lambda v: f"{v / 1e6:.2f} MB"),
            ("first lookup, building its tables", "first_lookup_ms", lambda v: f"{v:.1f} ms"),
            ("heap of those tables", "lookup_heap", lambda v: f"{v / 1e6:.2f} MB"),
            ("lookup", "lookup_us", lambda v: f"{v:.2f} µs"),
            ("reference loop, just before", "reference_ns", lambda v: f"{v:.0f} ns"),
            ("lookup ÷ reference loop", "lookup_in_loops", lambda v: f"{v:.0f}")]
    names = list(cpython)
    runtimes = [("CPython", cpython)] + ([("Pyodide", pyodide)] if pyodide else [])
    header = ["figure"] + [f"{n} {r}" for n in names for r, _ in runtimes]
    lines = ["| " + " | ".join(header) + " |", "|---" * len(header) + "|"]
    for label, key, fmt in rows:
        cells = [fmt(figures[n][key]) for n in names for _, figures in runtimes]
        lines.append("| " + " | ".join([label] + cells) + " |")
    return "\n".join(lines)


def main() -> None:
    if "--json" in sys.argv:
        print(json.dumps(measure_all()))
        return
    print(f"CPython {sys.version.split()[0]}...", flush=True)
    cpython = measure_all()
    print("Pyodide (node bench/pyodide_run.mjs)...", flush=True)
    pyodide = run_in_pyodide()
    if pyodide is None:
        print("(no Pyodide figures)")
    print(table(cpython, pyodide))


if __name__ == "__main__":
    main()
