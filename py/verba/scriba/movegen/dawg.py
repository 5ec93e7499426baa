"""The lexicon's DAWG as the walks read it: a node's out-letters as a bit
mask and its edges, expanded once per lexicon and kept."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .grid import ALPHABET, INDEX

Node = tuple[int, tuple[tuple[int, int, bool], ...]]
_KEPT = 4096


class Dawg:
    """The nodes of one lexicon's DAWG expanded so far (``nodes``)."""

    def __init__(self, lexicon: Any) -> None:
        self.lexicon = lexicon
        self.root = lexicon.root
        self.nodes: dict[int, Node] = {}
        # the words of the board read as hooks, followed from the root, and
        # the masks of the letters between two runs of letters: the same
        # words are read again at every call (capped: a long session reads
        # ever more of them)
        self._hooks: dict[tuple[int, ...], tuple[int, bool] | None] = {}
        self._masks: dict[tuple[tuple[int, ...], tuple[int, ...]], int] = {}

    def node(self, n: int) -> Node:
        """A node's out-letters as a mask, and its edges (letter index,
        target, final) in alphabet order."""
        info = self.nodes.get(n)
        if info is None:
            mask = 0
            edges = []
            for letter, target, final in self.lexicon.edges(n):
                li = INDEX[letter]
                mask |= 1 << li
                edges.append((li, target, final))
            info = (mask, tuple(edges))
            self.nodes[n] = info
        return info

    def follow(self, node: int, letters: Sequence[int]) -> tuple[int, bool] | None:
        final = False
        for li in letters:
            mask, edges = self.node(node)
            if not mask >> li & 1:
                return None
            _, node, final = edges[(mask & ((1 << li) - 1)).bit_count()]
        return node, final

    def hook(self, letters: tuple[int, ...]) -> tuple[int, bool] | None:
        """``follow`` from the root, kept: the board's words are read as
        hooks again at every call, mostly the same words."""
        if letters not in self._hooks:
            if len(self._hooks) > _KEPT:
                self._hooks.clear()
            self._hooks[letters] = self.follow(self.root, letters)
        return self._hooks[letters]

    def mask(self, before: Sequence[int], after: Sequence[int]) -> int:
        """The letters L for which before + L + after is a word (kept)."""
        key = (tuple(before), tuple(after))
        got = self._masks.get(key)
        if got is None:
            if len(self._masks) > _KEPT:
                self._masks.clear()
            got = self._masks[key] = self._mask(before, after)
        return got

    def _mask(self, before: Sequence[int], after: Sequence[int]) -> int:
        start = self.follow(self.root, before)
        if start is None:
            return 0
        mask = 0
        _, edges = self.node(start[0])
        for li, target, final in edges:
            if after:
                end = self.follow(target, after)
                if end is None or not end[1]:
                    continue
            elif not final:
                continue
            mask |= 1 << li
        return mask


def advance(alts: list[tuple], li: int, nodes: dict, node_of: Any) -> list[tuple]:
    """The alternatives that can go on with letter ``li``, moved along it.
    An alternative is (its node's (mask, edges), final, blank letters)."""
    out = []
    bit = 1 << li
    below = bit - 1
    for info, _, letters in alts:
        mask = info[0]
        if mask & bit:
            _, t, f = info[1][(mask & below).bit_count()]
            out.append((nodes.get(t) or node_of(t), f, letters))
    return out


def widen(alts: list[tuple], allowed: int, nodes: dict, node_of: Any) -> list[tuple]:
    """The alternatives after a blank standing for any letter of ``allowed``."""
    return [(nodes.get(t) or node_of(t), f, letters + (ALPHABET[li],))
            for info, _, letters in alts for li, t, f in info[1] if allowed >> li & 1]

