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

from collections.abc import Generator, Iterable, Mapping, Sequence

from verba.lexicon import Lexicon
from verba.steps import let_go, run

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
        self.edges: dict[int, tuple[Edge, ...]] = {}
        self.vowel_edges: dict[int, tuple[Edge, ...]] = {}
        self.consonant_edges: dict[int, tuple[Edge, ...]] = {}


def _decode(lexicon: Lexicon) -> Generator[None, None, _Graph]:
    """Decode the automaton into a ``_Graph``, pausing now and then (each
    node after its targets, as a node's mask needs its children's)."""
    graph = _Graph(lexicon)
    vowels = frozenset(VOWELS)

    def visit(node: int, out: list[tuple[str, int, bool]], masks: dict[int, int]) -> int:
        mask = 0
        kept = []
        for letter, target, final in out:
            child = masks[target]
            mask |= (child << 1) | (2 if final else 0)
            kept.append((letter, target, final, child))
        graph.edges[node] = tuple(kept)
        graph.vowel_edges[node] = tuple([e for e in kept if e[0] in vowels])
        graph.consonant_edges[node] = tuple([e for e in kept if e[0] not in vowels])
        return mask

    masks = yield from lexicon.bottom_up(visit)
    yield from let_go(masks)
    return graph


# A few lexicons at most are alive in one process (the game's, the tests'
# small ones); the cache keeps the most recent ones only.
_GRAPHS: dict[int, _Graph] = {}
_GRAPH_LIMIT = 4


def graph_steps(lexicon: Lexicon) -> Generator[None, None, _Graph]:
    """The decoded automaton of ``lexicon``: at once when built before, else
    built in steps (the first use of a lexicon, a fraction of a second)."""
    graph = _GRAPHS.get(id(lexicon))
    if graph is None or graph.lexicon is not lexicon:
        graph = yield from _decode(lexicon)
        if len(_GRAPHS) >= _GRAPH_LIMIT:
            del _GRAPHS[next(iter(_GRAPHS))]
        _GRAPHS[id(lexicon)] = graph
    return graph


def graph_of(lexicon: Lexicon) -> _Graph:
    """The decoded automaton of ``lexicon``, built on first use."""
    return run(graph_steps(lexicon))


def matching(lexicon: Lexicon, slots: Sequence[str],
             budget: Mapping[str, int] | None = None,
             exclude: Iterable[str] = ()) -> list[str]:
    """Words of length ``len(slots)`` whose i-th letter is in ``slots[i]``.

    ``budget`` caps how many times a letter may occur in the whole word
    (letters it does not name are not capped); ``exclude`` removes words
    already ruled out (wrong guesses).  Words come in alphabet order.
    """
    return run(matching_steps(lexicon, slots, budget, exclude))


def matching_steps(lexicon: Lexicon, slots: Sequence[str],
                   budget: Mapping[str, int] | None = None,
                   exclude: Iterable[str] = ()) -> Generator[None, None, list[str]]:
    """``matching`` in steps: it pauses after the words of each first letter."""
    n = len(slots)
    if n == 0:
        return []
    graph = yield from graph_steps(lexicon)
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

    def walk(out: tuple[Edge, ...], i: int) -> None:
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
                walk(tables[i + 1].get(target, ()), i + 1)
            else:
                left[letter] = count - 1
                walk(tables[i + 1].get(target, ()), i + 1)
                left[letter] = count

    for edge in tables[0].get(lexicon.root, ()):
        walk((edge,), 0)
        yield
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
