"""A word list stored as a minimal automaton, read straight from its bytes."""
from __future__ import annotations

import codecs
import encodings.iso8859_2
from collections.abc import Callable, Container, Generator, Iterable, Iterator
from typing import TypeVar

from . import format as fmt
from .format import ABSOLUTE, CODE_MASK, DENSE, FINAL, LAST
from .alphabets import LATIN, default_alphabet, fold_diacritics
from .build import build_file

# Words are encoded in ISO 8859-2, which has every Polish and Latin letter in
# both cases as one byte, then mapped to letter codes with bytes.translate:
# two native calls, where a per-character dict lookup would be a Python loop.
# The codec's C function is called directly: its Python wrapper costs as much
# again in Pyodide, where calls are dear.
_ENCODING = "iso8859_2"
_CHARMAP = encodings.iso8859_2.encoding_table
_charmap_encode = codecs.charmap_encode
_INVALID = 0x7F  # code of any byte outside the alphabet (letter codes are < 62)
_PREFIX_LEN = 3  # contains() finds the node after this many letters in a table
# (and spells its index out for three)
# Label byte -> lookup key: the letter code, plus 64 on the last record of a
# node (above every code, so a scan of a node's sorted edges stops there).
_KEYS = bytes((label & CODE_MASK) | (0x40 if label & LAST else 0) for label in range(256))
assert (DENSE, CODE_MASK, ABSOLUTE) == (0x3E, 0x3F, 0x800000)  # contains() spells them out
BOTTOM_UP_STEP = 500  # nodes ``bottom_up`` visits between pauses: a few ms in Pyodide

Value = TypeVar("Value")
Edges = list[tuple[str, int, bool]]


def _code_table(alphabet: str) -> bytes:
    """bytes.translate table: encoded letter (either case) -> its code."""
    table = bytearray([_INVALID]) * 256
    for code, letter in enumerate(alphabet):
        for variant in (letter, letter.lower()):
            try:
                encoded = variant.encode(_ENCODING)
            except UnicodeEncodeError:
                encoded = b""
            if len(encoded) != 1:
                raise ValueError(f"lexicon: letter {letter!r} is not supported")
            table[encoded[0]] = code
    return bytes(table)


def _encode(word: object, fold: bool, table: bytes) -> bytes | None:
    """The word's letter codes, or None if it is not over the alphabet."""
    if fold and isinstance(word, str) and not word.isascii():
        word = fold_diacritics(word)
    try:
        codes = _charmap_encode(word, "strict", _CHARMAP)[0].translate(table)
    except (UnicodeEncodeError, TypeError):  # not Latin-2, not a str
        return None
    return None if _INVALID in codes else codes


class Lexicon:
    """A set of words (uppercase, over one alphabet) that can also be walked.

    Nodes are integer handles into the automaton: ``root`` is the empty
    prefix; ``edges`` and ``step`` follow letters from a node.
    """

    __slots__ = ("name", "alphabet", "word_count", "root", "_fold", "_table",
                 "_labels", "_targets", "_lookup")

    def __init__(self, automaton: fmt.Automaton) -> None:
        self.name = automaton.name
        self.alphabet = automaton.alphabet
        self.word_count = automaton.word_count
        self.root = automaton.root
        self._fold = automaton.fold
        self._table = _code_table(automaton.alphabet)
        self._labels = automaton.labels
        self._targets = automaton.targets
        self._lookup: tuple[list[int], bytes] | None = None

    @classmethod
    def from_file_bytes(cls, data: bytes | bytearray | memoryview) -> Lexicon:
        """Open a file of ``lexicons/`` from its bytes, gzip-compressed or not.

        Raises ``ValueError`` with a readable reason if the data is not a valid
        lexicon (wrong magic, truncated, corrupt).
        """
        return cls(fmt.decode(data))

    @classmethod
    def from_words(cls, words: Iterable[str], name: str = "",
                   alphabet: str | None = None) -> Lexicon:
        """Build a lexicon in memory, through the same file format.

        Words are normalised like lookups (uppercase; diacritics stripped when
        the alphabet is A–Z); duplicates are merged.  ``alphabet`` defaults to
        the named lexicon's, else Polish if every letter is Polish, else A–Z.
        Raises ``ValueError`` for an empty word or a letter outside it (and
        for an alphabet with letters outside ISO 8859-2, see ``_encode``).
        """
        words = list(words)
        if alphabet is None:
            alphabet = default_alphabet(name, words)
        fold = alphabet == LATIN
        table = _code_table(alphabet)
        code_words = set()
        for word in words:
            codes = _encode(word, fold, table)
            if not codes:
                raise ValueError(f"lexicon: {word!r} is not a word over {alphabet}")
            code_words.add(codes.decode("latin-1"))  # one char per letter code
        return cls.from_file_bytes(build_file(sorted(code_words), name, alphabet, fold))

    def normalize(self, word: str) -> str | None:
        """The word as stored (uppercase), or None if it cannot be one."""
        codes = _encode(word, self._fold, self._table)
        if codes is None:
            return None
        return "".join(self.alphabet[code] for code in codes)

    def contains(self, word: str) -> bool:
        """Whether ``word`` (in any case) is in the lexicon; never raises."""
        # _encode, inlined: this is the hot path of every game.
        if self._fold and isinstance(word, str) and not word.isascii():
            word = fold_diacritics(word)
        try:
            codes = _charmap_encode(word, "strict", _CHARMAP)[0].translate(self._table)
        except (UnicodeEncodeError, TypeError):
            return False
        if not codes or _INVALID in codes:
            return False
        prefixes, keys = self._lookup or self._prepare_lookup()
        if len(codes) >= _PREFIX_LEN:
            # The first three letters in one list index instead of a node each.
            size = len(self.alphabet)
            entry = prefixes[(codes[0] * size + codes[1]) * size + codes[2]]
            if len(codes) == _PREFIX_LEN:
                return entry & 1 == 1
            node = entry >> 1
            codes = codes[_PREFIX_LEN:]
        else:
            node = self.root
        labels = self._labels
        targets = self._targets
        record = 0
        # DENSE, CODE_MASK and ABSOLUTE spelt out (checked at import): reading
        # globals here cost about a tenth of a lookup in Pyodide.
        for code in codes:
            # Edges of a sparse node are in increasing code and the last one's
            # key is above every code: stop at the first key not below ours.
            while (key := keys[node]) < code:
                node += 1
            if key != code:
                if key == 0x3E:
                    node += 1 + code
                    if keys[node] & 0x3F != code:
                        return False
                elif key & 0x3F != code:  # absent (a LAST key matches too)
                    return False
            record = node
            target = targets[node]
            node = target - 0x800000 if target >= 0x800000 else node + target
        return labels[record] & FINAL != 0

    def _prepare_lookup(self) -> tuple[list[int], bytes]:
        """What ``contains`` reads besides the records, built on its first
        call (walking alone never needs it): the node after every prefix of
        _PREFIX_LEN letters (the nodes near the root are the widest, so
        these are the dearest steps), as ``node << 1 | final``, 0 for none
        (record 0 is the format's end-of-list record: it matches no letter);
        and every record's *key*, its letter code, plus 64 if it is the last
        of its node (so a scan stops there by one comparison)."""
        size = len(self.alphabet)
        code_of = {letter: code for code, letter in enumerate(self.alphabet)}
        level = [(0, self.root, False)]  # (prefix as an index, its node, final)
        for _ in range(_PREFIX_LEN):
            level = [(index * size + code_of[letter], target, final)
                     for index, node, _ in level
                     for letter, target, final in self.edges(node)]
        prefixes = [0] * size ** _PREFIX_LEN
        for index, node, final in level:
            prefixes[index] = node << 1 | final
        self._lookup = (prefixes, self._labels.translate(_KEYS))
        return self._lookup

    __contains__ = contains

    def words_below(self) -> dict[int, int]:
        """For every node, how many words continue from it: one walk over
        each edge (memoised per node, so shared suffixes are walked once)."""
        below: dict[int, int] = {}
        stack = [self.root]
        while stack:
            node = stack[-1]
            pending = [t for _, t, _ in self.edges(node) if t not in below]
            if pending:
                stack.extend(pending)
                continue
            stack.pop()
            below[node] = sum(below[t] + final for _, t, final in self.edges(node))
        return below

    def count_walked(self) -> int:
        """The number of words found by walking the automaton (the header's
        ``word_count`` must equal it)."""
        return self.words_below()[self.root]

    def _target(self, record: int) -> int:
        target = self._targets[record]
        return target - ABSOLUTE if target >= ABSOLUTE else record + target

    def _first_edge(self, node: int) -> int:
        """The record of the node's first edge, or -1 if it has none."""
        labels = self._labels
        if labels[node] == DENSE:
            node += 1
        if labels[node] & CODE_MASK != fmt.EMPTY:
            return node
        return self._next_edge(node)

    def _next_edge(self, record: int) -> int:
        """The record of the edge after this one in its node, or -1."""
        labels = self._labels
        while not labels[record] & LAST:
            record += 1
            if labels[record] & CODE_MASK != fmt.EMPTY:
                return record
        return -1

    def edges(self, node: int) -> Iterator[tuple[str, int, bool]]:
        """The edges leaving ``node``: (letter, target, final), in alphabet order."""
        labels = self._labels
        targets = self._targets
        alphabet = self.alphabet
        if labels[node] == DENSE:
            node += 1
        while True:
            label = labels[node]
            code = label & CODE_MASK
            if code < DENSE:  # a letter, not an empty slot or the sentinel
                target = targets[node]
                yield (alphabet[code],
                       target - ABSOLUTE if target >= ABSOLUTE else node + target,
                       label & FINAL != 0)
            if label & LAST:
                return
            node += 1

    def bottom_up(self, visit: Callable[[int, Edges, dict[int, Value]], Value],
                  letters: Container[str] | None = None,
                  every: int = BOTTOM_UP_STEP) -> Generator[None, None, dict[int, Value]]:
        """Visit every node reachable from the root (by edges of ``letters``
        only, when given), each once and after all its targets: ``visit(node,
        edges, values)`` gets the node's edges followed and ``values`` holding
        every target's value, and returns the node's. Returns ``values`` (the
        root's last). A generator pausing every ``every`` nodes, so the page
        can answer meanwhile (``App.run_sliced``); a loop, not a recursion.
        """
        values: dict[int, Value] = {}
        edges = self.edges

        def followed(node: int) -> Edges:
            if letters is None:
                return list(edges(node))
            return [e for e in edges(node) if e[0] in letters]

        # the path from the root: each node with its edges and the next to follow
        nodes = [self.root]
        outs = [followed(self.root)]
        at = [0]
        countdown = every
        while nodes:
            out = outs[-1]
            k = at[-1]
            end = len(out)
            while k < end and out[k][1] in values:
                k += 1
            if k < end:
                at[-1] = k + 1
                target = out[k][1]
                nodes.append(target)
                outs.append(followed(target))
                at.append(0)
                continue
            node = nodes.pop()
            outs.pop()
            at.pop()
            values[node] = visit(node, out, values)
            countdown -= 1
            if not countdown:
                countdown = every
                yield
        return values

    def step(self, node: int, letter: str) -> tuple[int, bool] | None:
        """Follow the edge for one letter (any case): (target, final), or None."""
        codes = _encode(letter, self._fold, self._table)
        if codes is None or len(codes) != 1:
            return None
        code = codes[0]
        labels = self._labels
        if labels[node] == DENSE:
            record = node + 1 + code
        else:
            record = node
            while labels[record] & CODE_MASK != code and not labels[record] & LAST:
                record += 1
        label = labels[record]
        if label & CODE_MASK != code:
            return None
        return self._target(record), label & FINAL != 0

    def words(self) -> Iterator[str]:
        """Every word, in alphabet order."""
        labels = self._labels
        alphabet = self.alphabet
        first_edge = self._first_edge
        next_edge = self._next_edge
        record = first_edge(self.root)
        if record < 0:
            return
        # Depth-first over edges: stack[d] is the record followed at depth d,
        # prefix[d] its letter.
        stack = [record]
        prefix: list[str] = []
        while True:
            record = stack[-1]
            label = labels[record]
            prefix.append(alphabet[label & CODE_MASK])
            if label & FINAL:
                yield "".join(prefix)
            child = first_edge(self._target(record))
            if child >= 0:
                stack.append(child)
                continue
            prefix.pop()
            while True:
                record = next_edge(stack[-1])
                if record >= 0:
                    stack[-1] = record
                    break
                stack.pop()
                if not stack:
                    return
                prefix.pop()

    def __len__(self) -> int:
        return self.word_count

    def __repr__(self) -> str:
        return f"<Lexicon {self.name!r}: {self.word_count} words>"
