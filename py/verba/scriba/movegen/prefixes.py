"""The rack's prefixes: every start of a word the rack can spell, listed
once per rack (and kept for the next call with the same rack), indexed by
the letters each can go on with.  A walk that starts away from the board
lays one of them on the empty cells before its anchor."""
from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from . import pace
from .dawg import advance, widen
from .grid import ALL, ALPHABET, bits

if TYPE_CHECKING:
    from .search import Run


def list_prefixes(run: Run) -> Iterator[None]:
    """List the prefixes of words the rack can spell, pausing now and
    then.  Prefixes that differ only in their blanks' letters are one
    entry with alternatives.  An entry is (alternatives (node, final,
    blank letters), the rack's letter counts after it, blanks left, mask
    of the letters left, its tiles as (letter index, blank) pairs, its
    letters as text (``?`` for a blank), the letters its nodes allow,
    the letters it can go on with from the rack, and (node, final) when
    it has no blank)."""
    key = (tuple(run.rc), run.nb)
    cached = run.gen.prefix_cache
    if cached is not None and cached[0] == key:
        run.indexed = cached[1]
        return
    by_length: list[list[tuple]] = [[] for _ in range(run.letters + 1)]
    rc = run.rc
    nodes, node_of = run.gen.dawg.nodes, run.gen.dawg.node
    blanks = run.nb     # blanks left
    counted = 0         # alternatives listed since the last pause

    def go(alts: list[tuple], left: int, text: str, tiles: tuple[tuple[int, bool], ...],
           node: int) -> Iterator[None]:
        nonlocal blanks, counted
        union = 0
        for a in alts:
            union |= a[0][0]
        by_length[len(tiles)].append(
            (alts, tuple(rc), blanks, left, tiles, text, union,
             union & (ALL if blanks else left), (node, alts[0][1]) if node >= 0 else None))
        # each alternative may read a new node of the DAWG on the way
        counted += len(alts)
        if counted >= pace.PREFIX_STEP:
            counted = 0
            yield
        if len(tiles) == run.letters:
            return
        for li in bits(union & left):
            follow = advance(alts, li, nodes, node_of)
            nxt = -1
            if node >= 0:
                info = alts[0][0]
                nxt = info[1][(info[0] & ((1 << li) - 1)).bit_count()][1]
            rc[li] -= 1
            yield from go(follow, left if rc[li] else left & ~(1 << li),
                          text + ALPHABET[li], tiles + ((li, False),), nxt)
            rc[li] += 1
        if blanks:
            blanks -= 1
            yield from go(widen(alts, ALL, nodes, node_of), left, text + "?",
                          tiles + ((-1, True),), -1)
            blanks += 1

    root = run.gen.dawg.root
    yield from go([(node_of(root), False, ())], run.rack_mask, "", (), root)
    del go  # it calls itself through its cell: a reference cycle until deleted
    run.indexed = []
    indexed = 0     # counted over every length: most lengths hold fewer than a step
    for every in by_length:
        by_fit: list[list[tuple]] = [[] for _ in ALPHABET]
        by_mask: list[list[tuple]] = [[] for _ in ALPHABET]
        for prefix in every:
            for li in bits(prefix[7]):
                by_fit[li].append(prefix)
            for li in bits(prefix[6]):
                by_mask[li].append(prefix)
            indexed += 1
            if indexed % pace.INDEX_STEP == 0:
                yield
        run.indexed.append((every, by_fit, by_mask))
    run.gen.prefix_cache = (key, run.indexed)
    yield
