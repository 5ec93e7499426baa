"""A Scriba game as GCG text, the format crossword programs exchange.

Written from a replay's positions (``verba.replay``): one line per turn,
``>player: RACK POSITION WORD +score cumulative``, with GCG's own forms for a
pass (``-``), an exchange (``-`` and the count: the tiles are not known to
the others), a withdrawn move (``--``), a challenge's penalty and the end's
rack values. What GCG has no form for (arrow and blocking tiles, stacks,
Game II's tokens and die, take-backs) goes into ``#note`` lines after the
move; docs/RECORDS.md lists them.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from . import tiles as T
from .board import Board, Pos, cell_name
from .game import TURN_TYPES, State

RIGHT, DOWN = (0, 1), (1, 0)


def _top(board: Board, pos: Pos) -> str | None:
    stack = board.stacks.get(pos)
    return stack[-1] if stack else None


def _line(board: Board, cells: list[Pos], word: str) -> tuple[str, str]:
    """The square GCG names (row first across, column first down) and the
    main word's letters from there, played-through tiles included: the run
    through a laid tile that spells it. A word an arrow bends spells no
    straight run: then the first laid tile's square, the way the placement
    runs, and the word as it reads (the notes say where the arrow turns it)."""
    runs = [(d, *_run(board, p, d)) for p in cells for d in (RIGHT, DOWN)]
    found = [run for run in runs if run[2].upper() == word]
    across = len({r for r, _ in cells}) == 1
    d, start, text = found[0] if found else (RIGHT if across else DOWN, min(cells), word)
    name = cell_name(start)
    return (f"{name[1:]}{name[0]}" if d == RIGHT else name), text


def _run(board: Board, pos: Pos, d: Pos) -> tuple[Pos, str]:
    r, c = pos
    while T.is_letter(_top(board, (r - d[0], c - d[1])) or ""):
        r, c = r - d[0], c - d[1]
    start, text = (r, c), ""
    while T.is_letter(code := _top(board, (r, c)) or ""):
        text += code
        r, c = r + d[0], c + d[1]
    return start, text


def _notes(entry: dict[str, Any], board: Board) -> list[str]:
    notes = []
    cells = [tuple(x) for x in entry["cells"]]
    laid = [_top(board, p) or "" for p in cells]
    if any(T.is_arrow(code) for code in laid):
        notes.append("arrow: " + " ".join(f"{cell_name(p)}{code}" for p, code in
                                          zip(cells, laid) if T.is_arrow(code)))
    if any(code == T.BLOCK for code in laid):
        notes.append("blocking tile: " + " ".join(cell_name(p) for p, code in
                                                  zip(cells, laid) if code == T.BLOCK))
    if entry.get("stacked"):
        notes.append(f"stacked: {entry['stacked']}")
    if len(entry["words"]) > 1 or any(T.is_arrow(code) for code in laid):
        notes.append("words: " + ", ".join(f"{w['word']} {w['score']}" for w in entry["words"]))
    if "die" in entry:
        notes.append(f"die {entry['die']}, tokens {len(entry['tokens'])}"
                     + (f", large token of {entry['capture'] + 1}"
                        if entry.get("capture") is not None else ""))
    return notes


def to_gcg(states: Sequence[State]) -> str:
    """The game of these positions (a replay's, first to last) as GCG."""
    final = states[-1]
    names = [n.replace(" ", "_") for n in final.names]
    lines = ["#character-encoding UTF-8", f"#description Verba Scriba, game {2 if final.game_two else 1}"]
    lines += [f"#player{i + 1} {nick} {name}" for i, (nick, name) in enumerate(zip(names,
                                                                              final.names))]
    boards = _boards_after(states)
    totals = [0] * final.players
    racks = iter(final.turn_racks)
    for index, entry in enumerate(final.log):
        kind, who = entry["type"], entry.get("player")
        rack = "".join(next(racks)) if kind in TURN_TYPES else ""
        if kind == "token":
            lines.append(f"#note {names[who]} lays a {entry['kind']} token on "
                         f"{cell_name(tuple(entry['cell']))}")
            continue
        if kind in ("scatter", "takeback"):
            lines.append(f"#note {names[who]} " + ("scatters the other tokens" if kind == "scatter"
                         else f"takes back {len(entry['undone'])} log entries"))
            continue
        if kind == "end":
            lines += _end(entry, names, totals, final)
            continue
        score = entry.get("score", 0)
        # a challenge's penalty falls on the challenger, or on the mover if upheld
        seat = entry["by"] if kind == "challenge" and not entry["upheld"] else who
        totals[seat] += score
        if kind == "place":
            board = boards[index]
            position, word = _line(board, [tuple(x) for x in entry["cells"]],
                                   entry["words"][0]["word"])
            lines.append(f">{names[who]}: {rack} {position} {word} +{score} {totals[who]}")
            lines += [f"#note {n}" for n in _notes(entry, board)]
            if entry.get("withdrawn"):
                totals[who] -= score
        elif kind == "pass":
            lines.append(f">{names[who]}: {rack} - {score:+d} {totals[who]}")
        elif kind == "exchange":
            lines.append(f">{names[who]}: {rack} -{entry['count']} +0 {totals[who]}")
        elif kind == "challenge" and entry["upheld"]:
            lines.append(f">{names[who]}: -- -{_withdrawn(final.log, index)} {totals[who]}")
            if score:
                lines.append(f"#note penalty {score} to {names[who]}")
        elif kind == "challenge":
            lines.append(f">{names[seat]}: (challenge) {score:+d} {totals[seat]}")
    return "\n".join(lines) + "\n"


def _withdrawn(log: Sequence[dict[str, Any]], index: int) -> int:
    return log[index - 1]["score"]


def _end(entry: dict[str, Any], names: list[str], totals: list[int], final: State) -> list[str]:
    lines = []
    for seat, left in enumerate(entry["rack_values"]):
        rack = "".join(final.racks[seat])
        totals[seat] -= left
        lines.append(f">{names[seat]}: ({rack}) -{left} {totals[seat]}")
    if entry.get("out") is not None:
        out = entry["out"]
        totals[out] += entry["out_bonus"]
        lines.append(f">{names[out]}: (out) +{entry['out_bonus']} {totals[out]}")
    for seat, score in enumerate(final.scores):
        if totals[seat] != score:   # Game II's tokens count at the end
            lines.append(f">{names[seat]}: (tokens) +{score - totals[seat]} {score}")
            totals[seat] = score
    return lines


def _boards_after(states: Sequence[State]) -> dict[int, Board]:
    """For each entry of the final log, the board just after it was made
    (a take-back shortens the log, so an index alone could name a move undone)."""
    final = states[-1].log
    boards: dict[int, Board] = {}
    for state in states:
        index = len(state.log) - 1
        if 0 <= index < len(final) and _same(state.log[index], final[index]):
            boards[index] = boards.get(index, state.board)
    return boards


def _same(entry: dict[str, Any], kept: dict[str, Any]) -> bool:
    """The entry as made, and as the final log keeps it (a withdrawn move is marked)."""
    return entry == {k: v for k, v in kept.items() if k != "withdrawn"} or entry == kept
