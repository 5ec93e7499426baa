"""Rebuild Verba's lexicons from their sources.

    python3 tools/build_lexicons.py

Reads the Debian word lists (wpolish, wfrench) and analyses the Polish forms
with Morfeusz 2 (PyPI morfeusz2), builds the three automata, and writes
``lexicons/<name>.dawg.gz``, ``lexicons/index.json``,
``lexicons/README.md`` (with what each filter left out, also printed) and
the notices in ``LICENSES/``.  Everything is deterministic: the same sources
give byte-identical files.  Takes several minutes (Morfeusz analyses 4M
forms).
"""
from __future__ import annotations

import hashlib
import json
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(REPO / "py"), str(REPO)]

from tools.lexicon_notices import notices  # noqa: E402
from tools.lexicon_readme import Built, SourceVersions, examples, render_readme  # noqa: E402
from tools.lexicon_sources import french_forms, polish_forms, polish_words  # noqa: E402
from verba.lexicon import LATIN, POLISH  # noqa: E402
from verba.lexicon.build import build_file  # noqa: E402
from verba.lexicon.format import decode  # noqa: E402

LEXICON_DIR = REPO / "lexicons"
NOTICE_DIR = REPO / "LICENSES"
# zopfli's gzip output is deterministic for a given iteration count (15 is
# its default); it is about 6 % smaller than zlib's level 9.
ZOPFLI_ITERATIONS = 15


def gzip_bytes(raw: bytes) -> bytes:
    """Deterministic gzip (zopfli): no file name, mtime 0."""
    import zopfli.gzip

    return zopfli.gzip.compress(raw, numiterations=ZOPFLI_ITERATIONS)


def build(name: str, game: str, words: list[str], alphabet: str) -> Built:
    started = time.perf_counter()
    to_code = {ch: chr(i) for i, ch in enumerate(alphabet)}
    code_words = ["".join(to_code[ch] for ch in word) for word in words]
    raw = build_file(code_words, name, alphabet, fold=alphabet == LATIN)
    wire = gzip_bytes(raw)
    automaton = decode(wire)
    if automaton.word_count != len(words):
        raise SystemExit(f"{name}: built {automaton.word_count} words, expected {len(words)}")
    file = f"{name}.dawg.gz"
    (LEXICON_DIR / file).write_bytes(wire)
    built = Built(name, game, len(words), len(automaton.labels), len(raw),
                  file, len(wire), hashlib.sha256(wire).hexdigest(),
                  hashlib.sha256(raw).hexdigest())
    print(f"{name:9} {built.words:>9,} words {built.records:>9,} records "
          f"{built.raw_bytes:>10,} B raw {built.wire_bytes:>10,} B gzip "
          f"({time.perf_counter() - started:.0f} s)", flush=True)
    return built


def write_index(lexicons: list[Built]) -> None:
    index = {
        "format": "Verba DAWG, see README.md",
        "lexicons": {
            b.name: {"file": b.file, "bytes": b.wire_bytes, "sha256": b.sha256,
                     "raw_bytes": b.raw_bytes, "raw_sha256": b.raw_sha256,
                     "words": b.words, "game": b.game}
            for b in lexicons
        },
    }
    (LEXICON_DIR / "index.json").write_text(
        json.dumps(index, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def main() -> None:
    LEXICON_DIR.mkdir(exist_ok=True)
    versions = SourceVersions.read()
    started = time.perf_counter()
    forms = polish_forms()
    fr = french_forms()
    print(f"read the word lists ({time.perf_counter() - started:.0f} s); "
          "analysing the Polish forms with Morfeusz...", flush=True)
    pl, nouns = polish_words(forms)
    built = [
        build("pl", "scriba", pl.words, POLISH),
        build("pl-nouns", "mistrz-slowa", nouns.words, POLISH),
        build("fr", "wordz", fr.words, LATIN),
    ]
    dropped = {"pl": pl.dropped, "pl-nouns": nouns.dropped, "fr": fr.dropped}
    for name, by_reason in dropped.items():
        for reason, entries in by_reason.items():
            print(f"{name:9} left out {len(entries):>9,} {reason}: "
                  f"{', '.join(examples(entries))}", flush=True)
    write_index(built)
    (LEXICON_DIR / "README.md").write_text(
        render_readme(built, versions, ZOPFLI_ITERATIONS, dropped), encoding="utf-8")
    for name, text in notices(versions).items():
        (NOTICE_DIR / name).write_text(text, encoding="utf-8")
    print(f"wrote {LEXICON_DIR.name}/index.json and README.md, and the notices in "
          f"{NOTICE_DIR.name}/ ({time.perf_counter() - started:.0f} s in all)")


if __name__ == "__main__":
    main()
