"""Building a minimal acyclic automaton (DAWG) from a word list, in pure Python.

Daciuk et al.'s incremental algorithm for sorted input: words are added in
order, and each time the new word leaves a branch of the previous one, the
nodes of that branch are frozen — replaced by an equal node already built if
there is one (same finality, same edges to the same children).  The result is
the minimal automaton, built with memory proportional to it, not to the list.
"""
from __future__ import annotations

from . import format as fmt

# A frozen node: (final, ((letter code as a 1-char str, child id), ...)).
Node = tuple[bool, tuple[tuple[str, int], ...]]


def minimal_dawg(code_words: list[str]) -> tuple[list[Node], int]:
    """The minimal automaton of sorted unique code strings: (nodes, root id)."""
    register: dict[Node, int] = {}
    nodes: list[Node] = []

    def freeze(final: bool, edges: list[tuple[str, int]]) -> int:
        sig = (final, tuple(edges))
        nid = register.get(sig)
        if nid is None:
            nid = register[sig] = len(nodes)
            nodes.append(sig)
        return nid

    finals = [False]  # the open path: finality and edges of each node on it
    path: list[list[tuple[str, int]]] = [[]]
    prev = ""
    for word in code_words:
        common = 0
        limit = min(len(word), len(prev))
        while common < limit and word[common] == prev[common]:
            common += 1
        while len(path) > common + 1:
            child = freeze(finals.pop(), path.pop())
            parent = path[-1]
            parent[-1] = (parent[-1][0], child)
        for letter in word[common:]:
            path[-1].append((letter, -1))
            path.append([])
            finals.append(False)
        finals[-1] = True
        prev = word
    while len(path) > 1:
        child = freeze(finals.pop(), path.pop())
        path[-1][-1] = (path[-1][-1][0], child)
    return nodes, freeze(finals[0], path[0])


# Nodes with at least this many edges are stored dense: a header record and
# one slot per letter of the alphabet, so that a lookup indexes the letter's
# slot instead of searching for it.  Such nodes are few (0.5 % of the nodes of
# `pl`) but lookups pass through them often; see lexicons/README.md.
DENSE_MIN_EDGES = 16


def layout(nodes: list[Node], root: int, letters: int) -> tuple[bytes, list[int], int]:
    """Lay the nodes out as records: (labels, targets, root handle).

    A node's handle is the index of its first record; the node without edges
    is the sentinel record at index 0.  A node is either sparse (its edges in
    letter order, the last flagged LAST) or dense (see DENSE_MIN_EDGES;
    ``letters`` is the alphabet's size).  The order is chosen for gzip (see
    lexicons/README.md for the measurements):

    - a node reached by one edge only sits in the "tree" of its parent, laid
      out depth-first right after it, smallest subtrees first, and the edge
      stores the small forward distance to it (edge-relative);
    - a node reached by several edges (a shared suffix) starts a tree of its
      own; those trees come first, the most referenced per edge of tree
      first, and edges store their absolute handle with ``fmt.ABSOLUTE`` set,
      so the many references to popular nodes are small, repeated numbers.
    """
    indegree = [0] * len(nodes)
    for _, edges in nodes:
        for _, child in edges:
            indegree[child] += 1
    in_tree = [indegree[nid] == 1 and bool(nodes[nid][1]) for nid in range(len(nodes))]
    tops = [nid for nid in range(len(nodes)) if nodes[nid][1] and not in_tree[nid]]
    size = _tree_sizes(nodes, tops, in_tree)
    tops.sort(key=lambda nid: (nid == root, -indegree[nid] / size[nid], nid))

    order = []
    for top in tops:
        stack = [top]
        while stack:
            nid = stack.pop()
            order.append(nid)
            kids = sorted((c for _, c in nodes[nid][1] if in_tree[c]),
                          key=lambda c: (size[c], c), reverse=True)
            stack.extend(kids)
    handle = [0] * len(nodes)  # nodes without edges stay on the sentinel
    position = 1
    for nid in order:
        handle[nid] = position
        degree = len(nodes[nid][1])
        position += 1 + letters if degree >= DENSE_MIN_EDGES else degree

    labels = bytearray([fmt.SENTINEL])
    targets = [fmt.ABSOLUTE]

    def add_edge(letter: int, child: int, last: bool) -> None:
        label = letter
        if nodes[child][0]:
            label |= fmt.FINAL
        if last:
            label |= fmt.LAST
        labels.append(label)
        if in_tree[child]:
            targets.append(handle[child] - len(targets))
        else:
            targets.append(fmt.ABSOLUTE | handle[child])

    for nid in order:
        edges = nodes[nid][1]
        if len(edges) >= DENSE_MIN_EDGES:
            labels.append(fmt.DENSE)
            targets.append(0)
            child_of = {ord(letter): child for letter, child in edges}
            for code in range(letters):
                last = code == letters - 1
                if code in child_of:
                    add_edge(code, child_of[code], last)
                else:
                    labels.append(fmt.EMPTY | fmt.LAST if last else fmt.EMPTY)
                    targets.append(0)
        else:
            for i, (letter, child) in enumerate(edges):
                add_edge(ord(letter), child, i == len(edges) - 1)
    return bytes(labels), targets, handle[root]


def _tree_sizes(nodes: list[Node], tops: list[int], in_tree: list[bool]) -> dict[int, int]:
    """Edges in each node's tree: itself and its descendants reached once."""
    size: dict[int, int] = {}
    for top in tops:
        preorder = []
        stack = [top]
        while stack:
            nid = stack.pop()
            preorder.append(nid)
            stack.extend(c for _, c in nodes[nid][1] if in_tree[c])
        for nid in reversed(preorder):
            size[nid] = len(nodes[nid][1]) + sum(
                size[c] for _, c in nodes[nid][1] if in_tree[c])
    return size


def build_file(code_words: list[str], name: str, alphabet: str, fold: bool) -> bytes:
    """The uncompressed lexicon file of sorted unique code strings.

    A code string spells a word with one character per letter, ``chr(code)``
    where ``code`` is the letter's index in ``alphabet``, so that sorting code
    strings sorts words in alphabet order.
    """
    if len(alphabet) > fmt.MAX_LETTERS:
        raise ValueError("alphabet too large")
    nodes, root = minimal_dawg(code_words)
    labels, targets, root_handle = layout(nodes, root, len(alphabet))
    return fmt.encode(name, alphabet, fold, len(code_words), root_handle,
                      labels, targets)
