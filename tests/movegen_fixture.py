"""The move sets the Scriba generator gave on 100 seeded positions, kept in
``movegen_fixture.json`` so that a rewrite of the generator can be checked
against them move for move (issue #19: the generator was split into modules
and made faster; it must still yield exactly what it yielded).

Each entry holds the position itself (the layout's rows, the stacks, the
rack, the rules' changes from the defaults, the ``top``/``worth`` focus of a
Game II caller), not the seed that made it, so the check does not depend on
how the generator orders its moves.  Its moves are recorded as the number of
``Move`` objects, the number of placements (every blank choice and blocking
variant spelt out) and the sha256 of the sorted canonical lines, one per
placement: its tiles, blocking tiles, score, main word and whether stacked.

    python3 tests/movegen_fixture.py    # write the fixture again (from the generator as it is)

Positions: Game I games from seeds 1-8 (rules as agreed, one game each with
arrows off, blocking tiles alone allowed and the one-modified rule agreed
away), each move drawn from the legal ones (the rack's letters made up to 7
with an arrow or blocking tile or both at some turns), half of the time among those with
an arrow, a blocking tile or a stack, so that the boards hold every kind of
tile; every third turn's board is kept with the mover's rack made up to 0,
1 and 2 blanks.  Game II games from seeds 11-14 after the scatter, the same
way, with smaller racks (a big rack with blanks lies on millions of cells),
and some with the ``top`` and ``worth`` a computer or a hint asks.
"""
from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = Path(__file__).resolve().parent / "movegen_fixture.json"
if str(ROOT / "py") not in sys.path:
    sys.path.insert(0, str(ROOT / "py"))

from verba.lexicon import Lexicon  # noqa: E402
from verba.rng import Rng  # noqa: E402
from verba.scriba import game as G  # noqa: E402
from verba.scriba import tiles as T  # noqa: E402
from verba.scriba import tokens as TK  # noqa: E402
from verba.scriba.board import Board, Layout  # noqa: E402
from verba.scriba.ruleset import Ruleset  # noqa: E402

GAME_ONE = [(seed, {}) for seed in range(1, 6)] + [
    (6, {"arrows": False}), (7, {"block_alone": True}), (8, {"one_modified": False})]
GAME_TWO = list(range(11, 15))
FILL = "AEIONRZ"


def lexicon() -> Lexicon:
    return Lexicon.from_file_bytes((ROOT / "lexicons" / "pl.dawg.gz").read_bytes())


def rules_of(changes: dict[str, Any]) -> Ruleset:
    changes = dict(changes)
    return Ruleset.game_two(**changes) if changes.pop("game", 1) == 2 else Ruleset(**changes)


def position_of(entry: dict[str, Any]) -> tuple[Board, list[str], Ruleset, dict[str, Any]]:
    """The board, rack, rules and ``moves`` keywords an entry records."""
    board = Board(Layout(entry["layout"]),
                  {(r, c): tuple(codes) for r, c, codes in entry["stacks"]})
    focus: dict[str, Any] = {}
    if "top" in entry:
        focus["top"] = entry["top"]
    if "worth" in entry:
        focus["worth"] = {(r, c): w for r, c, w in entry["worth"]}
    return board, list(entry["rack"]), rules_of(entry["rules"]), focus


def canonical(moves: list) -> dict[str, Any]:
    """The count of moves and placements and the hash of the placements."""
    lines = []
    for move in moves:
        for v in move.variants():
            lines.append(repr((sorted(v.tiles), sorted(v.blocks), v.score, v.word, v.stacked)))
    lines.sort()
    digest = hashlib.sha256("\n".join(lines).encode("utf-8")).hexdigest()
    return {"moves": len(moves), "placements": len(lines), "sha256": digest}


def racks(rack: tuple[str, ...], size: int, extra: str) -> dict[int, list[str]]:
    """The rack's letters made up to ``size`` tiles with 0, 1 and 2 blanks
    (one tile fewer with two: their placements are many), its arrow and
    blocking tiles kept, or ``extra`` ones when it has none."""
    letters = [t for t in rack if t in T.LETTER_VALUES]
    specials = [t for t in rack if t in (T.ARROW, T.BLOCK)][:2] or list(extra)
    letters += list(FILL[:max(0, size - len(specials) - len(letters))])
    letters = letters[:size - len(specials)]
    return {k: letters[:len(letters) - k - (k == 2)] + [T.BLANK] * k + specials for k in (0, 1, 2)}


def _pick(gen: Any, state: G.State, rng: Rng) -> dict[str, Any]:
    """A legal move drawn at random (by its canonical order, not the
    generator's), half of the time among the special ones."""
    rack = state.racks[state.current]
    rules = state.rules
    moves = gen.moves(state.board, rack, rules, blocks=True,
                      **({"top": 200} if rules.game == 2 else {}))
    placements = sorted((v for m in moves for v in m.variants()),
                        key=lambda v: repr((sorted(v.tiles), sorted(v.blocks))))
    if not placements:
        return {"type": "pass"}
    special = [v for v in placements if v.stacked or v.blocks
               or any(t[2] == T.ARROW for t in v.tiles)]
    pool = special if special and rng.randrange(2) else placements
    return rng.choice(pool).action()


def _entry(state: G.State, rack: list[str], changes: dict[str, Any]) -> dict[str, Any]:
    return {"layout": list(state.board.layout.rows),
            "stacks": [[r, c, list(s)] for (r, c), s in sorted(state.board.stacks.items())],
            "rack": rack, "rules": changes}


def positions(lex: Lexicon, gen: Any) -> list[dict[str, Any]]:
    out = []
    for seed, changes in GAME_ONE:
        rng = Rng(seed)
        state = G.new_game(["a", "b"], seed=seed, rules=rules_of(changes))
        for turn in range(13):
            if state.phase != G.PLAY:
                break
            if turn in (3, 7, 11) or (turn == 12 and seed <= 2):
                extra = ("", ">", "#", ">#")[(seed + turn) % 4]
                for rack in racks(state.racks[state.current], 7, extra).values():
                    out.append(_entry(state, rack, changes))
            state = G.apply(state, _pick(gen, state, rng), lex)
    for seed in GAME_TWO:
        rng = Rng(seed)
        changes = {"game": 2}
        state = G.apply(G.new_game(["a", "b"], seed=seed, rules=rules_of(changes)),
                        {"type": "scatter"})
        for turn in range(7):
            if state.phase != G.PLAY:
                break
            if turn in (0, 3, 6):
                extra = ("", ">", "#")[(seed + turn) % 3]
                size = 5 if turn else 4    # the empty board: a word anywhere
                for k, rack in racks(state.racks[state.current], size, extra).items():
                    out.append(_entry(state, rack, changes))
                    if k == 2 or (k == 1 and not turn):
                        out[-1]["top"] = 10
                    if k == 1 and turn:
                        out[-1]["worth"] = [[r, c, float(TK.SMALL_POINTS)]
                                            for r, c in sorted(TK.on_board(state.board))]
            state = G.apply(state, _pick(gen, state, rng), lex)
    return out


def main() -> int:
    from verba.scriba.movegen import MoveGenerator
    lex = lexicon()
    gen = MoveGenerator(lex)
    entries = positions(lex, gen)
    for entry in entries:
        board, rack, rules, focus = position_of(entry)
        entry.update(canonical(gen.moves(board, rack, rules, blocks=True, **focus)))
    FIXTURE.write_text("[\n" + ",\n".join(json.dumps(e, ensure_ascii=False) for e in entries)
                       + "\n]\n", encoding="utf-8")
    print(f"{len(entries)} positions, {sum(e['placements'] for e in entries)} placements")
    return 0


if __name__ == "__main__":
    sys.exit(main())
