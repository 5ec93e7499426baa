"""Words of a lexicon that fit what is known, found by walking its automaton.

Two questions the game asks of the lexicon:

* ``matching``: which words of length n have, at each position, a letter from a
  given set (one fixed letter for a face-up card, the vowels or the consonants
  for a face-down card whose back shows its colour), using each letter at most
  as often as a budget allows?  The computer guesser asks this of every
  opponent word.
* ``formable``: which words can be spelled with some of a hand's cards?  The
  composers, the deck tool and the "no word possible" check ask this.

Both walk the automaton depth first and drop a branch as soon as its prefix
breaks a constraint — a letter outside the slot's set, a letter over budget,
or (for ``matching``) a node below which no word ends at exactly the right
depth — so the work follows the words that fit, not the size of the lexicon.
``bench/bench_wordz.py`` measures it against a scan of the word list.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from verba.lexicon import Lexicon

from .deck import CONSONANTS, VOWELS

# An edge as the walk uses it: letter, target node, whether the path to the
# target spells a word, and the target's length mask (see _Graph).
Edge = tuple[str, int, bool, int]


class _Graph:
    """A lexicon's automaton decoded once into tuples, for fast walks.

    ``Lexicon.edges`` decodes bytes through a generator on every call; the
    guesser walks the same nodes many times per game.  Decoding the whole
    automaton once (``bench_wordz`` prints how long it takes) also gives each
    node its *length mask*: bit k is set when a path of k letters leads from
    the node to the end of a word.  Each node's edges are kept whole and split
    by colour, since most slots of a query are "any vowel" or "any consonant".
    """

    __slots__ = ("lexicon", "edges", "vowel_edges", "consonant_edges")

    def __init__(self, lexicon: Lexicon) -> None:
        self.lexicon = lexicon
        decode = lexicon.edges
        edges: dict[int, tuple[Edge, ...]] = {}
        masks: dict[int, int] = {}

        def visit(node: int) -> int:
            # a node's mask needs its children's: depth first, each node once
            # (recursion is as deep as the longest word)
            mask = 0
            out = []
            for letter, target, final in decode(node):
                child = masks.get(target)
                if child is None:
                    child = visit(target)
                mask |= (child << 1) | (2 if final else 0)
                out.append((letter, target, final, child))
            masks[node] = mask
            edges[node] = tuple(out)
            return mask

        visit(lexicon.root)
        del visit  # it calls itself through its cell: frees ``masks`` now
        vowels = frozenset(VOWELS)
        self.edges = edges
        self.vowel_edges = {node: tuple([e for e in out if e[0] in vowels])
                            for node, out in edges.items()}
        self.consonant_edges = {node: tuple([e for e in out if e[0] not in vowels])
                                for node, out in edges.items()}


# A few lexicons at most are alive in one process (the game's, the tests'
# small ones); the cache keeps the most recent ones only.
_GRAPHS: dict[int, _Graph] = {}
_GRAPH_LIMIT = 4


def graph_of(lexicon: Lexicon) -> _Graph:
    """The decoded automaton of ``lexicon``, built on first use."""
    graph = _GRAPHS.get(id(lexicon))
    if graph is None or graph.lexicon is not lexicon:
        if len(_GRAPHS) >= _GRAPH_LIMIT:
            del _GRAPHS[next(iter(_GRAPHS))]
        graph = _GRAPHS[id(lexicon)] = _Graph(lexicon)
    return graph


def matching(lexicon: Lexicon, slots: Sequence[str],
             budget: Mapping[str, int] | None = None,
             exclude: Iterable[str] = ()) -> list[str]:
    """Words of length ``len(slots)`` whose i-th letter is in ``slots[i]``.

    ``budget`` caps how many times a letter may occur in the whole word
    (letters it does not name are not capped); ``exclude`` removes words
    already ruled out (wrong guesses).  Words come in alphabet order.
    """
    n = len(slots)
    if n == 0:
        return []
    graph = graph_of(lexicon)
    # per position: the edge table to read, and the letters to keep from it
    # (None when the table holds only letters the slot allows)
    tables: list[dict[int, tuple[Edge, ...]]] = []
    keep: list[str | None] = []
    for slot in slots:
        if set(slot) == set(VOWELS):
            tables.append(graph.vowel_edges)
            keep.append(None)
        elif set(slot) == set(CONSONANTS):
            tables.append(graph.consonant_edges)
            keep.append(None)
        else:
            tables.append(graph.edges)
            keep.append(slot)
    left = dict(budget) if budget else {}
    prefix = [""] * n
    found: list[str] = []
    last = n - 1

    def walk(node: int, i: int) -> None:
        out = tables[i].get(node, ())
        allowed = keep[i]
        if i == last:
            for letter, _target, final, _mask in out:
                if final and (allowed is None or letter in allowed) \
                        and left.get(letter) != 0:
                    prefix[i] = letter
                    found.append("".join(prefix))
            return
        below = last - i  # letters still to come after this edge
        for letter, target, _final, mask in out:
            if not mask >> below & 1:
                continue
            if allowed is not None and letter not in allowed:
                continue
            count = left.get(letter)
            if count == 0:
                continue
            prefix[i] = letter
            if count is None:
                walk(target, i + 1)
            else:
                left[letter] = count - 1
                walk(target, i + 1)
                left[letter] = count

    walk(lexicon.root, 0)
    banned = set(exclude)
    if banned:
        found = [w for w in found if w not in banned]
    return found


def formable(lexicon: Lexicon, letters: Mapping[str, int],
             min_length: int = 1) -> list[str]:
    """Every word of at least ``min_length`` letters spelled from ``letters``
    (a letter → count multiset), each letter used at most that many times."""
    edges = graph_of(lexicon).edges
    left = {k: v for k, v in letters.items() if v > 0}
    prefix: list[str] = []
    found: list[str] = []

    def walk(node: int) -> None:
        for letter, target, final, _mask in edges.get(node, ()):
            count = left.get(letter)
            if not count:
                continue
            prefix.append(letter)
            if final and len(prefix) >= min_length:
                found.append("".join(prefix))
            left[letter] = count - 1
            walk(target)
            left[letter] = count
            prefix.pop()

    walk(lexicon.root)
    return found


def longest_formable(lexicon: Lexicon, letters: Mapping[str, int]) -> int:
    """The length of the longest word spelled from ``letters`` (0 if none)."""
    return max((len(w) for w in formable(lexicon, letters)), default=0)
