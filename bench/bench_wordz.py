"""Benchmark of the Wordz candidate filter over the whole `fr` lexicon.

    python3 bench/bench_wordz.py [--queries 400]

The computer guesser asks, for each opponent word on the table, which French
words fit what it has seen.  This script times that question
(``candidates.matching``) in CPython, then runs itself in Pyodide under Node
(``node bench/pyodide_run.mjs bench/bench_wordz.py --json``) and prints both.

Queries (seeded, the same in both runtimes): a word that could be laid (4 to
10 letters, within the deck's counts and a hand's 5 vowels + 7 consonants),
0 to L-1 of its cards face up (uniformly), the colour of each face-down card,
and a letter budget of the deck minus a viewer's 12 cards dealt from the
rest.  Figures:

- graph: ms to decode the automaton once (done on the first query of a game);
- walk: ms of CPU time per query (the fastest of 5 runs), median / 90th percentile /
  max, over all queries and over the "fresh" ones (no card face up yet: the
  costliest, they come on a player's first turn);
- scan: the same queries answered by scanning the words of that length with
  a regular expression and a budget check (the alternative to the walk;
  the fastest of 2 runs);
- first move: ms for the hard computer player's first action in a 7-player
  game (6 fresh opponent words: candidates, weights and flip choice);
- compose: ms for the hard composer to choose a word, median / max over the
  7 hands of that game.
"""
from __future__ import annotations

import gc
import json
import re
import statistics
import subprocess
import sys
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
if str(REPO / "py") not in sys.path:
    sys.path.insert(0, str(REPO / "py"))

from cpu_clock import cpu_time
from verba.lexicon import Lexicon  # noqa: E402
from verba.rng import Rng  # noqa: E402
from verba.wordz import ai, deck  # noqa: E402
from verba.wordz.candidates import graph_of, matching  # noqa: E402
from verba.wordz.game import Player, apply, new_game  # noqa: E402

Query = tuple[str, list[str], dict[str, int]]


# each query is timed this many times and the fastest run counts (fewer for
# the slow scan, which is only there for comparison)
WALK_REPEATS = 5
SCAN_REPEATS = 2


def layable(word: str) -> bool:
    letters = Counter(word)
    vowels = sum(n for k, n in letters.items() if k in deck.VOWELS)
    return (4 <= len(word) <= 10 and vowels <= deck.HAND_VOWELS
            and len(word) - vowels <= deck.HAND_CONSONANTS
            and all(n <= deck.LETTER_COUNTS[k] for k, n in letters.items()))


def make_queries(words: list[str], count: int, seed: int) -> list[Query]:
    rng = Rng(seed)
    queries = []
    for _ in range(count):
        word = rng.choice(words)
        shown = set(range(len(word)))
        face_up = rng.randrange(len(word))
        hidden = list(shown)
        rng.shuffle(hidden)
        shown = set(hidden[:face_up])
        slots = [ch if i in shown else (deck.VOWELS if ch in deck.VOWELS else deck.CONSONANTS)
                 for i, ch in enumerate(word)]
        rest = Counter(deck.LETTER_COUNTS) - Counter(word)
        vowels = [k for k in deck.VOWELS for _ in range(rest[k])]
        consonants = [k for k in deck.CONSONANTS for _ in range(rest[k])]
        rng.shuffle(vowels)
        rng.shuffle(consonants)
        hand = Counter(vowels[:deck.HAND_VOWELS] + consonants[:deck.HAND_CONSONANTS])
        budget = {k: n - hand[k] for k, n in deck.LETTER_COUNTS.items()}
        queries.append((word, slots, budget))
    return queries


def scan(by_length: dict[int, list[str]], slots: list[str], budget: dict[str, int]) -> list[str]:
    pattern = re.compile("".join(f"[{s}]" for s in slots))
    out = []
    for word in by_length[len(slots)]:
        if pattern.fullmatch(word) and all(
                n <= budget[k] for k, n in Counter(word).items()):
            out.append(word)
    return out


def spread(times: list[float]) -> dict[str, float]:
    ordered = sorted(times)
    return {"median": statistics.median(ordered),
            "p90": ordered[int(0.9 * (len(ordered) - 1))], "max": ordered[-1],
            "n": len(ordered)}


def computer_ms(lexicon: Lexicon) -> tuple[list[float], float]:
    """The hard composer's time for each of 7 hands, and the first move's."""
    state = new_game([Player(f"P{i}", "computer", "hard") for i in range(7)], seed=99)
    compose = []
    for p in range(7):
        started = cpu_time()
        action = ai.choose_action(state, lexicon, "hard", player=p)
        compose.append((cpu_time() - started) * 1e3)
        state = apply(state, action, lexicon)
    started = cpu_time()
    ai.choose_action(state, lexicon, "hard")
    return compose, (cpu_time() - started) * 1e3


def measure(count: int) -> dict:
    data = (REPO / "lexicons" / "fr.dawg.gz").read_bytes()
    lexicon = Lexicon.from_file_bytes(data)
    started = cpu_time()
    graph_of(lexicon)
    graph_ms = (cpu_time() - started) * 1e3
    queries = make_queries([w for w in lexicon.words() if layable(w)], count, seed=2024)
    compose, first_move_ms = computer_ms(lexicon)

    # The word lists of the scan are built only after the walks, so that the
    # walks pay no garbage collection for them.
    gc.collect()
    walk, walk_fresh, found = [], [], []
    for word, slots, budget in queries:
        elapsed, result = best_of(WALK_REPEATS, matching, lexicon, slots, budget)
        (walk_fresh if fresh(slots) else walk).append(elapsed)
        found.append(result)

    by_length: dict[int, list[str]] = {}
    for w in lexicon.words():
        by_length.setdefault(len(w), []).append(w)
    scanned, scanned_fresh = [], []
    for (word, slots, budget), result in zip(queries, found):
        elapsed, expected = best_of(SCAN_REPEATS, scan, by_length, slots, budget)
        (scanned_fresh if fresh(slots) else scanned).append(elapsed)
        if result != expected or word not in result:
            raise SystemExit(f"walk and scan disagree on {word} {slots}")
    sizes = [len(r) for r in found]
    return {
        "graph_ms": graph_ms,
        "walk": spread(walk + walk_fresh), "walk_fresh": spread(walk_fresh),
        "scan": spread(scanned + scanned_fresh), "scan_fresh": spread(scanned_fresh),
        "candidates_median": statistics.median(sizes), "candidates_max": max(sizes),
        "compose": spread(compose), "first_move_ms": first_move_ms,
    }


def best_of(repeats: int, func, *args):  # type: ignore[no-untyped-def]
    """(ms, result) of the fastest of ``repeats`` calls: other work on a
    shared machine can still slow a run down (caches, memory bandwidth)."""
    best = float("inf")
    for _ in range(repeats):
        started = cpu_time()
        result = func(*args)
        best = min(best, cpu_time() - started)
    return best * 1e3, result


def fresh(slots: list[str]) -> bool:
    """No card of the word is face up yet."""
    return all(len(s) > 1 for s in slots)


def run_in_pyodide(count: int) -> dict | None:
    try:
        done = subprocess.run(
            ["node", str(REPO / "bench" / "pyodide_run.mjs"), str(Path(__file__).resolve()),
             "--json", "--queries", str(count)],
            cwd=REPO, capture_output=True, text=True, check=True)
    except (OSError, subprocess.CalledProcessError) as exc:
        print(f"Pyodide run failed: {exc}\n{getattr(exc, 'stderr', '')}", file=sys.stderr)
        return None
    return json.loads(done.stdout.strip().splitlines()[-1])


def table(cpython: dict, pyodide: dict | None) -> str:
    runtimes = [("CPython", cpython)] + ([("Pyodide", pyodide)] if pyodide else [])
    lines = ["| figure | " + " | ".join(name for name, _ in runtimes) + " |",
             "|---" * (1 + len(runtimes)) + "|"]

    def row(label: str, cell) -> None:  # type: ignore[no-untyped-def]
        lines.append(f"| {label} | " + " | ".join(cell(f) for _, f in runtimes) + " |")

    row("decode the automaton (once)", lambda f: f"{f['graph_ms']:.0f} ms")
    for key, label in (("walk", "walk, all queries"), ("walk_fresh", "walk, fresh words"),
                       ("scan", "scan, all queries"), ("scan_fresh", "scan, fresh words")):
        row(f"{label} (n={cpython[key]['n']}): median / p90 / max",
            lambda f, k=key: f"{f[k]['median']:.2f} / {f[k]['p90']:.1f} / {f[k]['max']:.1f} ms")
    row("candidates per query: median / max",
        lambda f: f"{f['candidates_median']:.0f} / {f['candidates_max']}")
    row("hard player's first move, 7 players", lambda f: f"{f['first_move_ms']:.0f} ms")
    row("hard composer (7 hands): median / max",
        lambda f: f"{f['compose']['median']:.0f} / {f['compose']['max']:.0f} ms")
    return "\n".join(lines)


def main() -> None:
    count = int(sys.argv[sys.argv.index("--queries") + 1]) if "--queries" in sys.argv else 400
    if "--json" in sys.argv:
        print(json.dumps(measure(count)))
        return
    print(f"CPython {sys.version.split()[0]}...", flush=True)
    cpython = measure(count)
    print("Pyodide (node bench/pyodide_run.mjs)...", flush=True)
    pyodide = run_in_pyodide(count)
    if pyodide is None:
        print("(no Pyodide figures)")
    print(table(cpython, pyodide))


if __name__ == "__main__":
    main()
