"""Part of the standard library compiled at build time, small enough to ship.

Pyodide compiles about 130 modules of the standard library from source while
it starts, the longest part of a first visit. Shipping their bytecode instead
saves that time but costs bytes: a ``.pyc`` as Python writes it is about 2.5
times its source on the wire, a third of it the table that maps each
instruction to its line and columns. The build's ``.pyc`` files keep one line
per function instead (its first: a traceback through the library still names
the function and where it starts), which compresses to almost nothing, so
that most of the start's compile time fits the first visit's budget.

Run by ``tools/compile_stdlib.mjs`` in the pinned Pyodide (bytecode is for
the Python that runs it); plain Python, so the tests run it in CPython too.
"""
from __future__ import annotations

import sys
import time
import zipfile
import zlib
from types import CodeType

from web.stdlib_bytecode import pyc

# One entry of a code object's location table (Objects/locations.md, the
# same from Python 3.11 to 3.14): 0x80 starts an entry, code 13 is "a line, no
# columns" whose line is the previous one plus a signed varint (0 here, so a
# function's first line throughout), and the low three bits are the number
# of code units it covers, less one (at most 8).
_NO_COLUMNS = 0x80 | 13 << 3
_MOST_UNITS = 8


def first_lines(code: CodeType) -> CodeType:
    """``code`` and the functions and classes in it with every instruction
    on the first line of the function (or of the module) it belongs to."""
    units = len(code.co_code) // 2
    whole, rest = divmod(units, _MOST_UNITS)
    table = bytes([_NO_COLUMNS | (_MOST_UNITS - 1), 0]) * whole
    if rest:
        table += bytes([_NO_COLUMNS | (rest - 1), 0])
    consts = tuple(first_lines(c) if isinstance(c, CodeType) else c for c in code.co_consts)
    return code.replace(co_linetable=table, co_consts=consts)


def compact_pyc(source: bytes, filename: str) -> bytes:
    """The ``.pyc`` the build ships for one module of the library."""
    return pyc(source, first_lines(compile(source, filename, "exec", dont_inherit=True)))


def compiled(library: str, members: list[str]) -> list[tuple[str, bytes]]:
    """``(name + "c", .pyc)`` for each ``.py`` member named, compiled with
    the file names the runtime gives the library's modules."""
    with zipfile.ZipFile(library) as zf:
        names = set(zf.namelist())
        absent = sorted(set(members) - names)
        if absent:
            raise SystemExit(f"not in {library}: {absent}")
        return [(name + "c", compact_pyc(zf.read(name), f"{library}/{name}")) for name in members]


# Bytes added counted as at least this in the ranking: a module whose
# bytecode is smaller than its source adds nothing, and ranks by its compile
# time alone, among the first.
_LEAST_ADDED = 100


def _deflated(data: bytes) -> int:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    return len(packer.compress(data) + packer.flush())


def ranking(library: str, modules: list[str], repeat: int = 3) -> list[tuple[str, float, int]]:
    """The library's ``modules`` (those Pyodide imports while it starts) as
    ``(member, compile ms, bytes added on the wire if shipped compiled)``,
    the most compile time per byte added first: how
    ``tools/stdlib_compiled.txt`` is chosen."""
    prefix = library.rstrip("/") + "/"
    rows = []
    with zipfile.ZipFile(library) as zf:
        names = set(zf.namelist())
        for name in modules:
            spec = getattr(sys.modules.get(name), "__spec__", None)
            origin = getattr(spec, "origin", None) or ""
            member = origin.removeprefix(prefix)
            if not origin.startswith(prefix) or member not in names or not member.endswith(".py"):
                continue
            source = zf.read(member)
            best = float("inf")
            for _ in range(repeat):
                started = time.perf_counter()
                compile(source, origin, "exec", dont_inherit=True)
                best = min(best, time.perf_counter() - started)
            added = _deflated(compact_pyc(source, origin)) - _deflated(source)
            rows.append((member, best * 1000, added))
    return sorted(rows, key=lambda row: -row[1] / max(row[2], _LEAST_ADDED))
