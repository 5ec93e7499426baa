"""The text of lexicons/README.md, written by tools/build_lexicons.py, and
what it reports of each lexicon built (``Built``)."""
from __future__ import annotations

import random
import subprocess
from dataclasses import dataclass
from importlib import metadata

from tools.lexicon_sources import FR_REASONS, PL_NOUNS_REASONS, PL_REASONS
from verba.lexicon.build import DENSE_MIN_EDGES

REASONS = {"pl": PL_REASONS, "pl-nouns": PL_NOUNS_REASONS, "fr": FR_REASONS}
ALL_EXAMPLES = 24  # up to this many entries are all listed,
SAMPLE_EXAMPLES = 8  # else this many, drawn from those of up to SHORT letters
SHORT = 10


@dataclass(frozen=True)
class Built:
    """One lexicon file as written: its words, sizes and hashes."""
    name: str
    game: str
    words: int
    records: int
    raw_bytes: int
    file: str
    wire_bytes: int
    sha256: str
    raw_sha256: str


@dataclass(frozen=True)
class SourceVersions:
    wpolish: str
    wfrench: str
    morfeusz2: str
    sgjp: str
    zopfli: str

    @classmethod
    def read(cls) -> SourceVersions:
        import morfeusz2

        packages = dict(
            line.split("\t") for line in subprocess.run(
                ["dpkg-query", "-W", "-f", "${Package}\t${Version}\n", "wpolish", "wfrench"],
                check=True, capture_output=True, text=True).stdout.splitlines())
        return cls(packages["wpolish"], packages["wfrench"], metadata.version("morfeusz2"),
                   morfeusz2.Morfeusz().dict_id(), metadata.version("zopfli"))


def _kb(n: int) -> str:
    return f"{n / 1000:,.0f} kB"


def render_readme(built: list[Built], v: SourceVersions, zopfli_iterations: int,
                  dropped: dict[str, dict[str, list[str]]]) -> str:
    """``dropped``: for each lexicon, the entries left out by reason
    (``Filtered.dropped``)."""
    rows = "\n".join(
        f"| `{b.name}` | {b.game} | `{b.file}` | {b.words:,} | {b.records:,} | "
        f"{_kb(b.raw_bytes)} | {_kb(b.wire_bytes)} | `{b.sha256[:16]}…` |"
        for b in built)
    return f"""# Lexicons

Word lists of the three games, each a minimal acyclic automaton (DAWG) in a
binary layout that Python reads straight from its bytes
(`py/verba/lexicon/`). This file, the `*.dawg.gz` files and `index.json` are
written by `python3 tools/build_lexicons.py`; do not edit them by hand.
Rebuilding from the same package versions gives byte-identical files.

| lexicon | game | file | words | records | raw | on the wire (gzip) | sha256 |
|---|---|---|---:|---:|---:|---:|---|
{rows}

`index.json` lists, for each lexicon, its file, its size and sha256 on the
wire and unpacked (`raw_*`: what arrives when a host decodes the gzip on the
way), its word count and the game that uses it. The page sizes its progress
bar with it and keeps a downloaded list only if its size and hash match.

## Sources and filters

| lexicon | source | version |
|---|---|---|
| `pl` | Debian package `wpolish` (`/usr/share/dict/polish`, the sjp.pl spelling list) | {v.wpolish} |
| `pl-nouns` | the `pl` forms, analysed with `morfeusz2` from PyPI (dictionary `{v.sgjp}`) | {v.morfeusz2} |
| `fr` | Debian package `wfrench` (`/usr/share/dict/french`) | {v.wfrench} |

- **`pl`** (Scriba): every entry written only in lowercase letters of the
  32-letter Polish alphabet `AĄBCĆDEĘFGHIJKLŁMNŃOÓPRSŚTUWYZŹŻ`; anything with an
  uppercase letter (proper names, abbreviations), a digit, a hyphen, an
  apostrophe or another letter (q, v, x, ü, é…) is dropped, and so is an
  abbreviation, which Scriba's rulebook forbids: a form all of whose readings
  by Morfeusz (below) that are words are abbreviations — `brev` of a common
  word (`cm`, `kg`, `zł`; not `am`, whose `brev` is the Book of Amos, written
  Am), or a noun, in any case, that `pl-nouns` leaves out as an abbreviation
  (`mgr`, `mgrowie`, `płka`, `sms`). A form that is also another word stays
  (`ha`, the letter; `cal`, the inch), and so does one Morfeusz does not know
  (the sjp.pl list is the authority). Stored uppercase.
- **`pl-nouns`** (Mistrz Słowa): the `pl` forms of which Morfeusz gives at
  least one reading that is a single segment spelling the whole form, tagged
  `subst` (not `depr`) with `nom` among its cases (`nom`, `nom.acc`,
  `nom.voc`…), whose qualifiers all mark a common noun (`nazwa_pospolita`,
  also spelt `nazwa pospolita` and `pospolita` in SGJP; every other qualifier
  names a kind of proper name: `nazwisko`, `imię`, `marka`…), whose lemma has
  no capital letter (Morfeusz matches lowercase `maria` to the name *Maria*,
  `serb` to the ethnonym *Serb*, which Polish writes with a capital), and
  whose lemma is not an abbreviation. SGJP has no "abbreviation" label on
  nouns; a lemma counts as one if Morfeusz also reads it as `brev` (an
  abbreviation) of a noun of the same gender (`płk`: *pułkownik*, m1 — while
  `ha`, the letter, n, is not `ha` for *hektar*, m3), if SGJP inflects it with
  a hyphen as it does acronyms (`sms-a`, `ckm-u`), or if it has no vowel
  letter (a ą e ę i o ó u y: every Polish word has one; `mgr`, `bhp`). The
  lemma decides, so plurals such as MGROWIE go with MGR. So MURARZ, ŻÓŁW, KOS
  (the blackbird), PSY, MGŁA, WSZY are in; PSA (genitive), SZEDŁ, ŁADNEGO,
  MARIA, MGR, SMS, PKT are not.
- **`fr`** (Wordz): entries uppercased with diacritics stripped (É→E, Ç→C,
  Œ→OE, Æ→AE), dropping those with a hyphen, an apostrophe, a capital initial
  (proper nouns; this list has none) or anything else outside A–Z (a few
  abbreviations ending in a dot); entries that differ only by accents merge.
  Lookups fold the same way, so "Été" finds ETE.

What each filter left out, counted by the build: an entry is counted under
the first check it fails (for `pl-nouns`, under the furthest check any of its
readings got to), with all the entries when they are few and a sample when
they are many. `tests/test_lexicon_files.py` recounts the `pl` and `fr` rows
from the sources and holds the abbreviations of `pl` and the `pl-nouns` rows
to the build's classifier. The abbreviations leave `pl` first, so `pl-nouns`
leaves none out as one.

| lexicon | left out | entries | examples |
|---|---|---:|---|
{_dropped_rows(dropped)}

## Licences

- The sjp.pl list (`pl`, and through it `pl-nouns`) is offered under a choice
  of GPL-2, LGPL-2.1, MPL-1.1, Apache-2.0 or CC-BY-4.0 (© 2008–2018 Polish
  Alternative Dictionary Editing Team, Marek Futrega).
- wfrench (`fr`) is GPL-2+ (© 1989 Paul Leyland).
- `pl-nouns` is a selection made with the SGJP dictionary shipped in
  morfeusz2 (© 2007–2026 M. Woliński, Z. Bronk, W. Gruszczyński, W. Kieraś,
  Z. Saloni, D. Skowrońska, R. Wołosz; a 2-clause BSD licence, whose notice
  and disclaimer are reproduced by `morfeusz2.Morfeusz().dict_copyright()`
  and must accompany redistributions: `LICENSES/SGJP.txt`). Morfeusz itself
  only runs at build time and is not distributed.

What this means for Verba (GPL-2.0-or-later, see `package.json`): all three
are compatible with it. Verba takes the sjp.pl list under **LGPL-2.1**, which
(its section 3) may be relicensed as GPL-2.0 or any later version, so the
whole can stay GPL-2.0-or-later; taking it under GPL-2 instead would pin the
combined work to GPL-2 only. wfrench's GPL-2+ matches Verba's licence. The
`*.dawg.gz` files are a compiled form of those lists: whoever distributes
Verba must also make their corresponding source available, namely the
Debian source packages named above and `tools/build_lexicons.py`, and keep
these notices (including SGJP's) with the files. `tools/build_lexicons.py`
writes them to `LICENSES/word-lists.txt` and `LICENSES/SGJP.txt`; the site
ships them in `licenses/`, with the licence texts, and its About screen
links to them.

## File format (version 1)

A file is gzip (RFC 1952, written by zopfli {v.zopfli} with
{zopfli_iterations} iterations, mtime 0, no file name) of the following. The page
lets the browser's `DecompressionStream("gzip")` inflate it natively and
hands the bytes to `Lexicon.from_file_bytes`, which also accepts the gzip
bytes (CPython, fallback) by checking the gzip magic `1f 8b`.

Header, 24 bytes, integers little-endian:

| offset | size | field |
|---:|---:|---|
| 0 | 4 | magic `VDWG` |
| 4 | 1 | format version, 1 |
| 5 | 1 | flags: bit 0 set = normalise by stripping diacritics (`fr`) |
| 6 | 1 | N, length of the name in UTF-8 bytes |
| 7 | 1 | A, length of the alphabet in UTF-8 bytes |
| 8 | 4 | number of words |
| 12 | 4 | R, number of records |
| 16 | 4 | root: handle of the node of the empty prefix |
| 20 | 4 | CRC-32 (zlib) of everything after the header |

Then the name (N bytes, e.g. `pl-nouns`), the alphabet (A bytes, UTF-8; a
letter's *code* is its index in it, at most 62 letters), and four *planes* of
R bytes each: the label of every record, then bits 0–7, 8–15 and 16–23 of
every record's target.

- A **record** is an edge, or one of the filler records below. Its **label**
  byte: bits 0–5 the letter code, bit 6 FINAL (the path through this edge
  spells a word), bit 7 LAST (last record of its node). Two codes match no
  letter: 62 (`DENSE`, a dense node's header) and 63 (`EMPTY`).
- A node's **handle** is the index of its first record. A **sparse** node is
  a run of edges in increasing letter code, the last flagged LAST. A
  **dense** node (one with {DENSE_MIN_EDGES} edges or more) is a header record labelled
  `0x3E` followed by one slot per letter of the alphabet, slot k for code k,
  `EMPTY` where the node has no edge, the last slot flagged LAST.
- **Target** (24 bits): if bit 23 is set, bits 0–22 are the handle of the
  target node (*absolute*); otherwise the value is the forward distance from
  this record to the target's handle (*relative*: target = index + value).
  Fillers have target 0.
- Record 0 is the **sentinel** (label `0xBF`, `EMPTY` and LAST; target
  absolute 0): the node without edges, which the last edge of a word that
  no other word extends leads to. `root` is 0 for an empty lexicon.
- A word is in the lexicon if, from the root, each letter finds the edge with
  its code in the current node (at header + 1 + code in a dense node,
  else among the run of edges) and the last one is FINAL.

Loading is native work only: one CRC, one slice for the labels, and three
strided slice assignments interleaving the target planes into an
`array('I')`; no loop in Python over the records, no set of words. Memory is
5 bytes per record. The first `contains` adds two lookup aids and keeps them:
the node after each three-letter prefix (a list indexed by the three codes)
and a key byte per record marking a node's last edge (`bytes.translate` of
the labels): about 1 MB more for `pl`.

## Why this layout (measurements)

The automaton is the minimal DAWG of the list (Daciuk et al.'s incremental
construction on sorted input, `py/verba/lexicon/build.py`). How it is laid
out decides how well gzip — the only compression the browser decodes
natively — shrinks it. Sizes after `zlib` level 9, measured while designing
the format (the last row is the committed files, zopfli):

| layout | `pl` | `pl-nouns` | `fr` |
|---|---:|---:|---:|
| 32-bit word per edge (label + absolute target), depth-first order | 1,086 kB | 316 kB | 221 kB |
| same, split into four byte planes | 1,075 kB | 276 kB | 200 kB |
| planes, targets relative to the edge, depth-first order | 1,033 kB | 251 kB | 186 kB |
| planes, single-parent nodes in their parent's tree (relative), shared nodes absolute, most referenced first | 869 kB | 230 kB | 162 kB |
| same, every target absolute (saves a branch per letter) | 1,000 kB | 262 kB | 185 kB |
| same, nodes of ≥ 12 edges dense | 908 kB | 238 kB | 166 kB |
| same, nodes of ≥ 16 edges dense (**chosen**) | 883 kB | 233 kB | 163 kB |
| chosen, zopfli instead of zlib | {_kb(_size(built, "pl"))} | {_kb(_size(built, "pl-nouns"))} | {_kb(_size(built, "fr"))} |

Why the chosen layout wins: most nodes (e.g. 87 % in `fr`) are reached by a
single edge. Laying each right after its parent, smallest subtrees first,
makes their pointers small forward distances (often 1), while the nodes
shared by many words (common endings) are few, referenced many times, and
placed first, so their absolute handles are small repeated numbers. Byte
planes keep the label bytes, the low bytes and the mostly-zero high bytes of
targets in separate runs, where deflate's Huffman codes fit each better.

Dense nodes trade size for lookup speed: a lookup in `pl` passes through
nodes of 10 or more edges at nearly half of its letters, and there a sparse
node costs a scan of its edges where a dense one costs an index. Nodes of
≥ 16 edges (762 of 151,029 in `pl`) cost 1.5 % of size and halve the lookup
time in `pl` (uniformly drawn words, CPython and Pyodide alike); thresholds
of 12, 10 or 8 edges bought no measurable speed in Pyodide for 3 to 14 % of
size. (A `bytes.find` over the node's letters instead of a scan was no
faster in Pyodide, slower in CPython, and took two more bytes per record.)
Lookup times are in `docs/PERFORMANCE.md`.
"""


def examples(entries: list[str]) -> list[str]:
    """All the entries if few, else a fixed sample of short ones, in the given order."""
    if len(entries) <= ALL_EXAMPLES:
        return entries
    short = [e for e in entries if len(e) <= SHORT] or entries
    picked = sorted(random.Random(0).sample(range(len(short)), SAMPLE_EXAMPLES))
    return [short[i] for i in picked]


def _dropped_rows(dropped: dict[str, dict[str, list[str]]]) -> str:
    return "\n".join(
        f"| `{name}` | {REASONS[name][reason]} | {len(entries):,} | "
        f"{', '.join(examples(entries))} |"
        for name, by_reason in dropped.items() for reason, entries in by_reason.items())


def _size(built: list[Built], name: str) -> int:
    return next(b.wire_bytes for b in built if b.name == name)
