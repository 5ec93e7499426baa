"""Benchmark of the Scriba move generator and the hard computer player.

    python3 bench/bench_scriba.py [--games 8]

Positions: ``--games`` seeded games (lexicon pl) played by a canonical
greedy player (the highest score, ties broken by the tiles laid, so the
positions depend only on the rules and the lexicon), whose boards after 4, 8
and 12 turns are kept with the mover's rack.  Each board is measured with
three racks: the rack's letters made up to 7 and holding 0, 1 and 2 blanks
(arrow and blocking tiles of the real rack are kept).  For each, full move
generation: every legal placement with its score.  "placements" counts them
all; "+ block variants" adds every way of closing their words with the
rack's blocking tiles (each move lists the cells, the variants are not
built); "moves" counts the generator's moves, which group the placements
that differ only in their blanks' letters.  Also the hard player's whole
decision on each real position.

Game II (``Ruleset.game_two()``: words anywhere, tokens scattered): boards
after 0, 4 and 8 turns of ``--games2`` seeded greedy games, each with racks
of 8 tiles (the most a computer searches) holding 0, 1 and 2 blanks, made
like Game I's; for each, the hard player's whole decision and the ten hints
(which search the whole rack).

Timing: positions are measured in game order after one untimed pass, the way
a game warms the generator's caches (DAWG nodes, cross-checks kept from the
last board); the first call of a fresh generator on the first board is shown
apart.  Times are CPU time of this process (``cpu_clock``), in
CPython (this process) and in Pyodide under Node (``bench/pyodide_run.mjs``
runs this same script with ``--json``), with a fixed pure-Python loop to
compare machines.

    python3 bench/bench_scriba.py --old REV [--new REV] [--rounds 2]

compares two revisions of the generator in one run: each revision's ``py/``
is taken from git into a scratch folder under bench/ (so Pyodide, which
mounts bench/, reads it too) and measured in its own process, old and new
alternating, ``--rounds`` times, in CPython and in Pyodide; it prints each
round's medians old → new and their ratio (a loaded machine moves single
figures; the ratio within a round moves less).  ``--games2 0`` leaves Game II
out.
"""
from __future__ import annotations

import gzip
import io
import json
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
from dataclasses import replace
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
if str(REPO / "py") not in sys.path:
    sys.path.insert(0, str(REPO / "py"))
if "--py" in sys.argv:
    # another revision's sources (``compare``), ahead of this one's
    sys.path.insert(0, sys.argv[sys.argv.index("--py") + 1])

from cpu_clock import cpu_time  # noqa: E402
from verba.lexicon import Lexicon  # noqa: E402
from verba.scriba import ai  # noqa: E402
from verba.scriba import game as G  # noqa: E402
from verba.scriba import tiles as T  # noqa: E402
from verba.scriba.movegen import MoveGenerator, block_variants  # noqa: E402
from verba.scriba.ruleset import Ruleset  # noqa: E402

TURNS = (4, 8, 12)
FILL = "AEIONRZ"   # letters that make racks up to 7
TURNS_TWO = (0, 4, 8)
FILL_TWO = "AEIONRZKT"   # up to 8 for Game II


def positions(lexicon: Lexicon, games: int) -> list[tuple[G.State, dict[int, tuple[str, ...]]]]:
    """(state, {blanks: rack}) for each kept position, in game order."""
    gen = MoveGenerator(lexicon)
    out = []
    for seed in range(games):
        state = G.new_game(["a", "b"], seed=1000 + seed)
        for turn in range(max(TURNS) + 1):
            if state.phase != G.PLAY:
                break
            rack = state.racks[state.current]
            if turn in TURNS:
                out.append((state, racks_of(rack)))
            moves = gen.moves(state.board, rack, state.rules)
            if not moves:
                state = G.apply(state, {"type": "pass"})
                continue
            best = max(moves, key=lambda m: (m.score, tuple(sorted(m.tiles, reverse=True))))
            state = G.apply(state, best.action(), lexicon)
    return out


def racks_of(rack: tuple[str, ...], size: int = 7,
             fill: str = FILL) -> dict[int, tuple[str, ...]]:
    letters = [t for t in rack if t in T.LETTER_VALUES]
    specials = [t for t in rack if t in (T.ARROW, T.BLOCK)][:size - 2]
    letters += list(fill[:max(0, size - len(specials) - len(letters))])
    letters = letters[:size - len(specials)]
    return {k: tuple(letters[:len(letters) - k] + [T.BLANK] * k + specials) for k in (0, 1, 2)}


def positions_two(lexicon: Lexicon, games: int) -> list[tuple[G.State, dict[int, tuple[str, ...]]]]:
    """Game II positions, as ``positions`` (the greedy player searches 8
    tiles, as the computers do)."""
    gen = MoveGenerator(lexicon)
    rules = Ruleset.game_two()
    out = []
    for seed in range(games):
        state = G.apply(G.new_game(["a", "b"], seed=2000 + seed, rules=rules), {"type": "scatter"})
        for turn in range(max(TURNS_TWO) + 1):
            if state.phase != G.PLAY:
                break
            rack = state.racks[state.current]
            if turn in TURNS_TWO:
                out.append((state, racks_of(rack, 8, FILL_TWO)))
            moves = gen.moves(state.board, ai._searched(rack, None), rules, top=1)
            if not moves:
                state = G.apply(state, {"type": "pass"})
                continue
            best = max(moves, key=lambda m: (m.score, tuple(sorted(m.tiles, reverse=True))))
            state = G.apply(state, best.action(), lexicon)
    return out


def measure_two(lexicon: Lexicon, games: int) -> dict:
    """Game II: the hard player's decision and the hints, ms per rack."""
    found = positions_two(lexicon, games)
    groups = {str(k): {"hard_ms": [], "hints_ms": []} for k in (0, 1, 2)}
    for state, racks in found:
        for k, rack in racks.items():
            seat = state.current
            state = replace(state, racks=tuple(rack if q == seat else r
                                               for q, r in enumerate(state.racks)))
            ai.generator_for(lexicon).prefix_cache = None   # a new rack each turn
            start = cpu_time()
            ai.choose_action(state, seat, lexicon, "hard")
            groups[str(k)]["hard_ms"].append((cpu_time() - start) * 1000)
            ai.generator_for(lexicon).prefix_cache = None
            start = cpu_time()
            ai.hints(state, seat, lexicon, 10)
            groups[str(k)]["hints_ms"].append((cpu_time() - start) * 1000)
    return {"positions": len(found), "groups": groups}


def calibrate() -> float:
    """CPU seconds for a fixed pure-Python loop (10 million additions)."""
    start = cpu_time()
    total = 0
    for i in range(10_000_000):
        total += i
    return cpu_time() - start


def measure(games: int, games_two: int) -> dict:
    data = gzip.decompress((REPO / "lexicons" / "pl.dawg.gz").read_bytes())
    start = cpu_time()
    lexicon = Lexicon.from_file_bytes(data)
    load_ms = (cpu_time() - start) * 1000
    found = positions(lexicon, games)
    state0, racks0 = found[0]
    gen = MoveGenerator(lexicon)
    start = cpu_time()
    gen.moves(state0.board, racks0[0], state0.rules)
    cold_ms = (cpu_time() - start) * 1000
    for state, racks in found:                      # the untimed pass
        for rack in racks.values():
            gen.moves(state.board, rack, state.rules)
    groups: dict[str, dict[str, list]] = {
        str(k): {"ms": [], "moves": [], "placements": [], "with_blocks": []} for k in (0, 1, 2)}
    for state, racks in found:
        for k, rack in racks.items():
            start = cpu_time()
            moves = gen.moves(state.board, rack, state.rules)
            ms = (cpu_time() - start) * 1000
            g = groups[str(k)]
            g["ms"].append(ms)
            g["moves"].append(len(moves))
            placements = sum(len(m.choices) or 1 for m in moves)
            g["placements"].append(placements)
            blocks = rack.count(T.BLOCK)
            g["with_blocks"].append(placements + sum(
                (len(m.choices) or 1) * len(block_variants(m, blocks, state.rules.rack_size))
                for m in moves) if blocks else placements)
    for state, _ in found:                          # the untimed pass
        ai.choose_action(state, state.current, lexicon, "hard")
    decisions = []
    for state, _ in found:
        start = cpu_time()
        ai.choose_action(state, state.current, lexicon, "hard")
        decisions.append((cpu_time() - start) * 1000)
    return {"load_ms": load_ms, "cold_ms": cold_ms, "calibration_s": calibrate(),
            "positions": len(found), "groups": groups, "hard_ms": decisions,
            "hard_blanks": [state.racks[state.current].count(T.BLANK) for state, _ in found],
            "two": measure_two(lexicon, games_two)}


def pyodide_run(games: int, games_two: int, script: Path = Path(__file__)) -> dict | None:
    """``script --json`` run inside Pyodide in Node (bench/pyodide_run.mjs); its
    JSON, or None when that fails (said on stderr)."""
    return pyodide_json(script, "--games", str(games), "--games2", str(games_two))


def pyodide_json(script: Path, *args: str) -> dict | None:
    """``script --json args...`` inside Pyodide in Node: its last line's JSON."""
    try:
        done = subprocess.run(
            ["node", str(REPO / "bench" / "pyodide_run.mjs"), str(script.resolve()),
             "--json", *args],
            cwd=REPO, capture_output=True, text=True, timeout=7200, check=False)
    except (OSError, subprocess.TimeoutExpired) as error:
        print(f"Pyodide run failed: {error}", file=sys.stderr)
        return None
    if done.returncode != 0:
        print(f"Pyodide run failed:\n{done.stderr}", file=sys.stderr)
        return None
    return json.loads(done.stdout.strip().splitlines()[-1])


def checkout(rev: str, into: Path) -> Path:
    """Revision ``rev``'s ``py/`` written under ``into``; its path."""
    data = subprocess.run(["git", "archive", rev, "py"], cwd=REPO, capture_output=True,
                          check=True).stdout
    with tarfile.open(fileobj=io.BytesIO(data)) as tar:
        tar.extractall(into, filter="data")
    return into / "py"


def one_run(engine: str, sources: Path, games: int, games_two: int) -> dict | None:
    """``measure`` in a fresh process on ``sources``: CPython or Pyodide."""
    args = ["--games", str(games), "--games2", str(games_two), "--py"]
    if engine == "Pyodide":
        return pyodide_json(Path(__file__), *args,
                            "/repo/" + sources.relative_to(REPO).as_posix())
    done = subprocess.run([sys.executable, __file__, "--json", *args, str(sources)],
                          cwd=REPO, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        print(f"CPython run failed:\n{done.stderr}", file=sys.stderr)
        return None
    return json.loads(done.stdout.strip().splitlines()[-1])


def medians(run: dict) -> dict[str, float]:
    """A run's medians, ms: generation at 0/1/2 blanks, Game II's decisions."""
    out = {f"generation, {k} blanks": statistics.median(run["groups"][k]["ms"])
           for k in ("0", "1", "2")}
    out["hard decision (real racks)"] = statistics.median(run["hard_ms"])
    for k, g in run["two"]["groups"].items():
        if g["hard_ms"]:
            out[f"Game II hard, {k} blanks"] = statistics.median(g["hard_ms"])
            out[f"Game II hard max, {k} blanks"] = max(g["hard_ms"])
            out[f"Game II hints, {k} blanks"] = statistics.median(g["hints_ms"])
            out[f"Game II hints max, {k} blanks"] = max(g["hints_ms"])
    return out


def compare(argv: list[str], games: int, games_two: int) -> int:
    """Two revisions alternated in one run (see the module's docstring)."""
    old = argv[argv.index("--old") + 1]
    new = argv[argv.index("--new") + 1] if "--new" in argv else "HEAD"
    rounds = int(argv[argv.index("--rounds") + 1]) if "--rounds" in argv else 2
    engines = ["CPython"] + ([] if "--no-pyodide" in argv else ["Pyodide"])
    scratch = Path(tempfile.mkdtemp(prefix="compare-", dir=REPO / "bench"))
    try:
        sources = {old: checkout(old, scratch / "old"), new: checkout(new, scratch / "new")}
        print(f"Scriba generator, {old} → {new}, {games} Game I games, {games_two} Game II "
              f"games; medians, ms of CPU (the ratio is new ÷ old)")
        for engine in engines:
            for k in range(rounds):
                # old first, then new first: a drift in the load favours neither
                order = list(sources.items())[::1 if k % 2 == 0 else -1]
                got = {rev: one_run(engine, path, games, games_two) for rev, path in order}
                if None in got.values():
                    return 1
                before, after = medians(got[old]), medians(got[new])
                for name in before:
                    print(f"{engine:>8} round {k + 1} {name:>28}: {before[name]:8.1f} → "
                          f"{after[name]:8.1f}  ×{after[name] / before[name]:.2f}")
    finally:
        shutil.rmtree(scratch)
    return 0


def main(argv: list[str]) -> int:
    games = int(argv[argv.index("--games") + 1]) if "--games" in argv else 8
    games_two = int(argv[argv.index("--games2") + 1]) if "--games2" in argv else 4
    if "--json" in argv:
        print(json.dumps(measure(games, games_two)))
        return 0
    if "--old" in argv:
        return compare(argv, games, games_two)
    runs = {"CPython": measure(games, games_two)}
    if "--no-pyodide" not in argv:
        inside = pyodide_run(games, games_two)
        if inside is not None:
            runs["Pyodide"] = inside
    first = runs["CPython"]
    print(f"Scriba move generation, lexicon pl, {first['positions']} positions "
          f"({games} greedy games × turns {', '.join(map(str, TURNS))}); ms of CPU per position")
    header = (f"{'blanks':>6} {'placements median':>17} {'max':>6} {'+ block variants':>16} "
              f"{'moves':>6}")
    for name in runs:
        header += f" | {name + ' median':>15} {'max':>7}"
    print(header)
    for k in ("0", "1", "2"):
        g = first["groups"][k]
        line = (f"{k:>6} {statistics.median(g['placements']):>17.0f} {max(g['placements']):>6} "
                f"{statistics.median(g['with_blocks']):>16.0f} {statistics.median(g['moves']):>6.0f}")
        for run in runs.values():
            ms = run["groups"][k]["ms"]
            line += f" | {statistics.median(ms):>15.1f} {max(ms):>7.1f}"
        print(line)
    line = f"{'hard player, whole decision (real racks)':>42}"
    for name, run in runs.items():
        ms = run["hard_ms"]
        line += f" | {name} median {statistics.median(ms):.0f} max {max(ms):.0f}"
    print(line)
    two = first["two"]
    print(f"Game II, {two['positions']} positions ({games_two} greedy games × turns "
          f"{', '.join(map(str, TURNS_TWO))}), racks of 8; ms of CPU, median / max")
    for k in ("0", "1", "2"):
        line = f"{k:>6} blanks"
        for name, run in runs.items():
            g = run["two"]["groups"][k]
            hard, hint = g["hard_ms"], g["hints_ms"]
            line += (f" | {name} hard {statistics.median(hard):.0f} / {max(hard):.0f}"
                     f", hints {statistics.median(hint):.0f} / {max(hint):.0f}")
        print(line)
    for name, run in runs.items():
        print(f"{name}: lexicon load {run['load_ms']:.0f} ms; first generation of a fresh "
              f"generator {run['cold_ms']:.0f} ms; calibration loop {run['calibration_s']:.2f} s")
    if "Pyodide" not in runs:
        print("Pyodide: not measured")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
