"""Every word of the lexicon a roll can make, each with its best score.

The solver walks the lexicon's automaton depth first, once per prefix,
carrying what the dice left can still give, and stops where they cannot
give the next letter or any word beyond it.  It never scans the word list.

Letter dice are grouped by *base*: a die showing A gives A, or Ą with the
ogonek; W and M dice are one pool (read either way), Z and N dice another
(Z, N, and Ź, Ż, Ń with the ogonek).  A letter with a diacritic is *marked*.
Why a greedy walk finds the best build of every word:

- A plain letter takes a spare die of its base whenever there is one: the die
  has no other use but a marked letter of the same base, and such a letter,
  coming later, may still take the die over (below).
- A letter no die gives takes a joker of its class before a letter joker:
  the letter joker can do all the class joker can.
- A marked letter takes a spare die of its base with an ogonek (A), or a
  joker (B), or, when no die of its base is spare but one holds a plain
  letter, that die with an ogonek, the plain letter moving to a joker of the
  same class (C).  A and B, or C and B, are both tried where both can be: the
  ogonek kept for later, or the joker, may be what a later letter needs.
  A word reached both ways keeps its best score.

Score: length points, +4 per ogonek, +4 if no joker at all is used.
tests/test_mistrz_solver.py checks the solver against a brute force.
"""
from __future__ import annotations

from collections.abc import Generator, Sequence
from dataclasses import dataclass
from typing import Any

from .dice import (ALPHABET, CONSONANT_JOKER, LETTER_JOKER, OGONEK, OGONEK_SOURCE,
                   SWAPS, VOWEL_JOKER, VOWELS, is_letter)
from ..steps import let_go, run
from .scoring import LENGTH_POINTS, MIN_LENGTH, NO_JOKER_BONUS, OGONEK_BONUS


def _base_letter(letter: str) -> str:
    plain = OGONEK_SOURCE.get(letter, letter)
    # W/M and Z/N pools are named by W and Z.
    return {"M": "W", "N": "Z"}.get(plain, plain)


_BASES = sorted({_base_letter(ch) for ch in ALPHABET})
_BASE_INDEX = {b: i for i, b in enumerate(_BASES)}
# letter -> (base index, marked with a diacritic?, vowel?)
_LETTER_INFO: dict[str, tuple[int, bool, bool]] = {
    ch: (_BASE_INDEX[_base_letter(ch)], ch in OGONEK_SOURCE, ch in VOWELS)
    for ch in ALPHABET
}
assert all(_base_letter(SWAPS[ch]) == _base_letter(ch) for ch in SWAPS)


# A word the roll makes and the best score it can make: (word, score).
Found = tuple[str, int]


# An edge of the prepared automaton: (letter, target, final, base, marked?,
# vowel?; over the target's non-empty completions the fewest letters, vowels
# and consonants (_NONE where the target has no edges); the bases of the
# unmarked letters on the target's edges, as bits; and the most letters a
# completion has).  Targets are indices into
# _Graph.nodes, and edges hold only atoms, so the garbage collector soon stops
# scanning them.
_Edge = tuple[str, int, bool, int, bool, bool, int, int, int, int, int]
_NONE = 99


class _Graph:
    """A lexicon's automaton as a list of nodes, each a tuple of edges that
    carry the least a completion beyond them needs, so a walk stops where the
    dice left cannot pay for any (most of what a plain walk visits is such
    dead ends)."""

    __slots__ = ("bases", "lexicon", "nodes", "root")

    def __init__(self, lexicon: Any) -> None:
        self.lexicon = lexicon
        self.nodes: list[tuple[_Edge, ...]] = [()]   # every leaf is the empty node 0
        # per node, the bases of all its edges' letters, marked ones included
        self.bases = [0]
        self.root = 0


def _build(lexicon: Any) -> Generator[None, None, _Graph]:
    """The solver's view of ``lexicon``, built in steps: each node after its
    targets, skipping the letters no die can make (Q, V, X...)."""
    graph = _Graph(lexicon)
    nodes, bases = graph.nodes, graph.bases
    least: list[tuple[int, int, int, int, int]] = [(_NONE, _NONE, _NONE, 0, 0)]

    def visit(node: int, edges: list[tuple[str, int, bool]], index: dict[int, int]) -> int:
        kids = []
        least_len = least_v = least_c = _NONE
        mask = every = most = 0
        for letter, target, final in edges:
            sub = index[target]
            t_len, t_v, t_c, t_mask, t_far = least[sub]
            base, is_marked, is_vowel = _LETTER_INFO[letter]
            kids.append((letter, sub, final, base, is_marked, is_vowel,
                         t_len, t_v, t_c, t_mask, t_far))
            most = max(most, 1 + t_far)
            every |= 1 << base
            if not is_marked:
                mask |= 1 << base
            v = 1 if is_vowel else 0
            if final:
                t_len = t_v = t_c = 0
            least_len = min(least_len, 1 + t_len)
            least_v = min(least_v, v + t_v)
            least_c = min(least_c, 1 - v + t_c)
        if not kids:
            return 0
        nodes.append(tuple(kids))
        bases.append(every)
        least.append((least_len, least_v, least_c, mask, most))
        return len(nodes) - 1

    index = yield from lexicon.bottom_up(visit, frozenset(_LETTER_INFO))
    graph.root = index[lexicon.root]
    yield from let_go(index, least)
    return graph


_graphs: list[_Graph] = []
_GRAPHS_KEPT = 2


def prepare(lexicon: Any) -> None:
    """Build the solver's view of ``lexicon`` now (a one-off cost, a fraction
    of a second; the first ``solve`` does it otherwise)."""
    _graph(lexicon)


def prepare_steps(lexicon: Any) -> Generator[None, None, _Graph]:
    """``prepare`` in small steps (``App.run_sliced``): at once when done before."""
    for graph in _graphs:
        if graph.lexicon is lexicon:
            return graph
    graph = yield from _build(lexicon)
    for other in _graphs:   # built at once meanwhile (a ``solve`` between two steps)
        if other.lexicon is lexicon:
            return other
    _graphs.insert(0, graph)
    del _graphs[_GRAPHS_KEPT:]
    return graph


def _graph(lexicon: Any) -> _Graph:
    return run(prepare_steps(lexicon))


@dataclass(frozen=True)
class _Roll:
    dice: list[int]           # letter dice per base
    vowel_dice: int
    consonant_dice: int
    ogoneks: int
    letter_jokers: int
    consonant_jokers: int
    vowel_jokers: int


def _resources(faces: Sequence[str]) -> _Roll:
    dice = [0] * len(_BASES)
    counts = {OGONEK: 0, LETTER_JOKER: 0, CONSONANT_JOKER: 0, VOWEL_JOKER: 0}
    vowels = 0
    for face in faces:
        if is_letter(face):
            dice[_BASE_INDEX[_base_letter(face)]] += 1
            vowels += face in VOWELS
        elif face in counts:
            counts[face] += 1
    letters = sum(dice)
    return _Roll(dice, vowels, letters - vowels, counts[OGONEK], counts[LETTER_JOKER],
                 counts[CONSONANT_JOKER], counts[VOWEL_JOKER])


def solve(faces: Sequence[str], lexicon: Any, shortest: int = MIN_LENGTH) -> list[Found]:
    """Every word of ``lexicon`` the faces can make, with the highest score
    each can make, in the order the automaton gives them.

    ``shortest`` (3 by default) skips shorter words, and the parts of the
    automaton that hold none longer: a search for a better word than one of
    a given score is then much faster."""
    return run(solve_steps(faces, lexicon, shortest))


# The last rolls solved, (faces, shortest, lexicon, words): a daily solves its
# dice while it is prepared, and its turn's end finds them here.
_solved: list[tuple[tuple[str, ...], int, Any, list[Found]]] = []
_SOLVED_KEPT = 2


def solve_steps(faces: Sequence[str], lexicon: Any,
                shortest: int = MIN_LENGTH) -> Generator[None, None, list[Found]]:
    """``solve`` in small steps (``App.run_sliced``): the solver's set-up,
    then the words of each first letter."""
    key = (tuple(faces), max(shortest, MIN_LENGTH))
    for faces_, shortest_, lexicon_, found in _solved:
        if (faces_, shortest_) == key and lexicon_ is lexicon:
            return list(found)
    roll = _resources(faces)
    graph = yield from prepare_steps(lexicon)
    walk = _walk_with_ogonek if roll.ogoneks else _walk_plain
    found = yield from walk(graph, roll, key[1])
    _solved.insert(0, (*key, lexicon, found))
    del _solved[_SOLVED_KEPT:]
    return list(found)


def _walk_plain(graph: _Graph, roll: _Roll, shortest: int) -> Generator[None, None, list[Found]]:
    """No ogonek showing: a marked letter can only come from a joker, and a
    plain letter takes a spare die of its base whenever there is one (the
    die has no other use).  A letter left to a joker takes one of its class
    before a letter joker (a letter joker can do all a class joker can)."""
    spare = roll.dice[:]
    all_jokers = roll.letter_jokers + roll.consonant_jokers + roll.vowel_jokers
    nodes = graph.nodes
    found: list[Found] = []
    append = found.append
    # Points by word length, with and without the no-joker bonus.
    without = [LENGTH_POINTS.get(n, 0) for n in range(max(LENGTH_POINTS) + 1)]
    with_bonus = [p + NO_JOKER_BONUS for p in without]

    def dice_only(kids: tuple[_Edge, ...], prefix: str, sv: int, sc: int,
                  avail: int) -> None:
        # No joker left: only spare dice extend the prefix (where most of the
        # walk happens, so it has its own lean loop).  ``avail`` has the bits
        # of the bases with a spare die: a target none of whose edges uses
        # one is not visited.
        n = len(prefix) + 1
        scored = n >= shortest
        reach = shortest - n     # letters still needed after this one
        points = late[n]
        room = sv + sc
        for letter, sub, final, base, is_marked, is_vowel, t_len, t_v, t_c, t_mask, t_far in kids:
            s = spare[base]
            if not s or is_marked:
                continue
            if final and scored:
                append((prefix + letter, points))
            if t_len < room and t_far >= reach:
                left = avail if s > 1 else avail & ~(1 << base)
                if not t_mask & left:
                    continue
                if is_vowel:
                    if t_v < sv and t_c <= sc:
                        spare[base] = s - 1
                        dice_only(nodes[sub], prefix + letter, sv - 1, sc, left)
                        spare[base] = s
                elif t_c < sc and t_v <= sv:
                    spare[base] = s - 1
                    dice_only(nodes[sub], prefix + letter, sv, sc - 1, left)
                    spare[base] = s

    def walk(kids: tuple[_Edge, ...], prefix: str, vj: int, cj: int, lj: int,
             sv: int, sc: int, avail: int) -> None:
        # vj, cj, lj: jokers left; sv, sc: vowel and consonant dice left;
        # avail: bits of the bases with a spare die.
        n = len(prefix) + 1
        scored = n >= shortest
        reach = shortest - n     # letters still needed after this one
        # Letters, vowels and consonants the rest of the word can still have.
        room = sv + sc + vj + cj + lj
        v_room = sv + vj + lj
        c_room = sc + cj + lj
        bonus = with_bonus if vj + cj + lj == all_jokers else without
        for letter, sub, final, base, is_marked, is_vowel, t_len, t_v, t_c, t_mask, t_far in kids:
            s = spare[base]
            if s and not is_marked:
                spare[base] = s - 1
                word = prefix + letter
                if final and scored:
                    append((word, bonus[n]))
                if t_len < room and t_far >= reach:
                    left = avail if s > 1 else avail & ~(1 << base)
                    if is_vowel:
                        if t_v < v_room and t_c <= c_room:
                            walk(nodes[sub], word, vj, cj, lj, sv - 1, sc, left)
                    elif t_v <= v_room and t_c < c_room:
                        walk(nodes[sub], word, vj, cj, lj, sv, sc - 1, left)
                spare[base] = s
                continue
            if is_vowel:
                if vj:
                    nv, nc, nl = vj - 1, cj, lj
                elif lj:
                    nv, nc, nl = vj, cj, lj - 1
                else:
                    continue
                ok = (t_far >= reach and t_len < room and t_v < v_room
                      and t_c <= c_room - (nl < lj))
            elif cj:
                nv, nc, nl = vj, cj - 1, lj
                ok = t_far >= reach and t_len < room and t_v <= v_room and t_c < c_room
            elif lj:
                nv, nc, nl = vj, cj, lj - 1
                ok = t_far >= reach and t_len < room and t_v < v_room and t_c < c_room
            else:
                continue
            word = prefix + letter
            if final and scored:
                append((word, without[n]))
            if ok:
                if nv or nc or nl:
                    walk(nodes[sub], word, nv, nc, nl, sv, sc, avail)
                elif t_mask & avail:
                    dice_only(nodes[sub], word, sv, sc, avail)

    late = without if all_jokers else with_bonus
    avail = sum(1 << b for b, count in enumerate(spare) if count)
    try:
        for edge in nodes[graph.root]:    # a step per first letter
            if all_jokers:
                walk((edge,), "", roll.vowel_jokers, roll.consonant_jokers,
                     roll.letter_jokers, roll.vowel_dice, roll.consonant_dice, avail)
            else:
                dice_only((edge,), "", roll.vowel_dice, roll.consonant_dice, avail)
            yield
    finally:
        del walk, dice_only  # see _walk_with_ogonek
    return found


def _walk_with_ogonek(graph: _Graph, roll: _Roll,
                      shortest: int) -> Generator[None, None, list[Found]]:
    """With an ogonek showing.  Plain letters still take spare dice greedily.
    A marked letter either takes a spare die of its base with an ogonek (A),
    or a joker (B), or, when its base has no spare die but one holds a plain
    letter, takes that die with an ogonek and moves the plain letter to a
    joker of the same class (C: a joker and an ogonek for +4).  A and B, or C
    and B, are both tried where both can be, so a word may be reached more
    than once: it keeps its best score."""
    spare = roll.dice[:]
    on_die = [0] * len(spare)              # plain letters on dice, by base
    all_jokers = roll.letter_jokers + roll.consonant_jokers + roll.vowel_jokers
    nodes, bases = graph.nodes, graph.bases
    best: dict[str, int] = {}
    get = best.get
    length_points = [LENGTH_POINTS.get(n, 0) for n in range(max(LENGTH_POINTS) + 1)]

    def record(word: str, n: int, jokers_left: int, ogoneks_used: int) -> None:
        points = length_points[n] + OGONEK_BONUS * ogoneks_used
        if jokers_left == all_jokers:
            points += NO_JOKER_BONUS
        if get(word, -1) < points:
            best[word] = points

    def walk(kids: tuple[_Edge, ...], prefix: str, vj: int, cj: int, lj: int,
             sv: int, sc: int, og: int, used: int, avail: int) -> None:
        # As the plain walk, plus og ogoneks left and ``used`` of them used.
        # Once no joker is left, every letter needs a spare die of its base
        # (with an ogonek for a marked one): a target none of whose letters
        # has one (``avail`` after this letter) is not visited.
        n = len(prefix) + 1
        scored = n >= shortest
        reach = shortest - n     # letters still needed after this one
        jokers = vj + cj + lj
        room = sv + sc + jokers
        v_room = sv + vj + lj
        c_room = sc + cj + lj
        for letter, sub, final, base, is_marked, is_vowel, t_len, t_v, t_c, t_mask, t_far in kids:
            s = spare[base]
            if not is_marked:
                if s:
                    spare[base] = s - 1
                    on_die[base] += 1
                    word = prefix + letter
                    if final and scored:
                        record(word, n, jokers, used)
                    if t_len < room and t_far >= reach and (
                            t_v < v_room and t_c <= c_room if is_vowel
                            else t_v <= v_room and t_c < c_room):
                        left = avail if s > 1 else avail & ~(1 << base)
                        if jokers or (bases[sub] if og else t_mask) & left:
                            if is_vowel:
                                walk(nodes[sub], word, vj, cj, lj, sv - 1, sc, og, used, left)
                            else:
                                walk(nodes[sub], word, vj, cj, lj, sv, sc - 1, og, used, left)
                    on_die[base] -= 1
                    spare[base] = s
                    continue
            elif og:
                if s:
                    # (A) a spare die of its base, with an ogonek.
                    spare[base] = s - 1
                    word = prefix + letter
                    if final and scored:
                        record(word, n, jokers, used + 1)
                    if t_len < room and t_far >= reach and (
                            t_v < v_room and t_c <= c_room if is_vowel
                            else t_v <= v_room and t_c < c_room):
                        left = avail if s > 1 else avail & ~(1 << base)
                        if jokers or (bases[sub] if og > 1 else t_mask) & left:
                            if is_vowel:
                                walk(nodes[sub], word, vj, cj, lj, sv - 1, sc, og - 1,
                                     used + 1, left)
                            else:
                                walk(nodes[sub], word, vj, cj, lj, sv, sc - 1, og - 1,
                                     used + 1, left)
                    spare[base] = s
                elif on_die[base]:
                    # (C) the die of a plain letter, which takes a joker.
                    if is_vowel:
                        if vj:
                            nv, nc, nl = vj - 1, cj, lj
                        elif lj:
                            nv, nc, nl = vj, cj, lj - 1
                        else:
                            nv = -1
                    elif cj:
                        nv, nc, nl = vj, cj - 1, lj
                    elif lj:
                        nv, nc, nl = vj, cj, lj - 1
                    else:
                        nv = -1
                    if nv >= 0:
                        on_die[base] -= 1
                        word = prefix + letter
                        if final and scored:
                            record(word, n, jokers - 1, used + 1)
                        # The die changes hands: only the joker is spent.
                        if (t_len < room and t_far >= reach and t_v <= sv + nv + nl
                                and t_c <= sc + nc + nl and (
                                    jokers > 1 or (bases[sub] if og > 1 else t_mask) & avail)):
                            walk(nodes[sub], word, nv, nc, nl, sv, sc, og - 1, used + 1, avail)
                        on_die[base] += 1
            # (B) a joker of its class, else a letter joker.
            if is_vowel:
                if vj:
                    nv, nc, nl = vj - 1, cj, lj
                elif lj:
                    nv, nc, nl = vj, cj, lj - 1
                else:
                    continue
                ok = (t_far >= reach and t_len < room and t_v < v_room
                      and t_c <= c_room - (nl < lj))
            elif cj:
                nv, nc, nl = vj, cj - 1, lj
                ok = t_far >= reach and t_len < room and t_v <= v_room and t_c < c_room
            elif lj:
                nv, nc, nl = vj, cj, lj - 1
                ok = t_far >= reach and t_len < room and t_v < v_room and t_c < c_room
            else:
                continue
            word = prefix + letter
            if final and scored:
                record(word, n, jokers - 1, used)
            if ok and (jokers > 1 or (bases[sub] if og else t_mask) & avail):
                walk(nodes[sub], word, nv, nc, nl, sv, sc, og, used, avail)

    avail = sum(1 << b for b, count in enumerate(spare) if count)
    try:
        for edge in nodes[graph.root]:    # a step per first letter
            walk((edge,), "", roll.vowel_jokers, roll.consonant_jokers, roll.letter_jokers,
                 roll.vowel_dice, roll.consonant_dice, roll.ogoneks, 0, avail)
            yield
    finally:
        # A walk calls itself through its closure cell, a reference cycle that
        # would hold this roll's words until the next full collection, which
        # then frees many rolls' words at once: a pause of up to half a second
        # in Pyodide.  Emptying the cell lets them go as soon as the caller does.
        del walk
    return list(best.items())


_ALPHABET_RANK = {ch: i for i, ch in enumerate(ALPHABET)}


def _order_key(found: Found) -> tuple[int, int, tuple[int, ...]]:
    word, score = found
    return (-score, -len(word), tuple(_ALPHABET_RANK[ch] for ch in word))


def ranked(found: Sequence[Found]) -> list[Found]:
    """Best first: higher score, then longer, then alphabetical (Polish order)."""
    return sorted(found, key=_order_key)


def top(found: Sequence[Found], count: int) -> list[Found]:
    """The ``count`` best of ``found``, best first (sorting only those that
    can make the list, since a roll can make thousands of words)."""
    if len(found) > count:
        cut = sorted((score for _, score in found), reverse=True)[count - 1]
        found = [f for f in found if f[1] >= cut]
    return ranked(found)[:count]


def best_words(faces: Sequence[str], lexicon: Any, count: int) -> list[Found]:
    """The ``count`` best words of the roll, best first."""
    return top(solve(faces, lexicon), count)
