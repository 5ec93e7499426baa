"""The standard library's zip with every module compiled, for the next visit.

Pyodide imports about 140 modules of the standard library while it starts,
and compiles each from its source in the zip on every visit: most of the
runtime's start-up. Shipping them compiled would add megabytes to a first
visit, so the page compiles them itself once it is idle and keeps the result
(boot.js hands it to the runtime in place of the downloaded zip from then
on). Each ``.pyc`` sits beside its source, as zipimport looks for it, and is
"unchecked hash-based" (PEP 552): it is used as it is, which is safe because
the copy is kept per build version and made from that build's own zip.

Plain Python (no browser): the page drives a :class:`Compiler` a few modules
per idle moment; the tests run it in CPython.
"""
from __future__ import annotations

import importlib.util
import io
import json
import marshal
import time
import zipfile
from pathlib import Path
from types import CodeType

UNCHECKED_HASH = (0b01).to_bytes(4, "little")   # PEP 552 flags: hash-based, not checked
SLICE_S = 0.008                                  # compile for at most this long per step


def library_zip() -> Path | None:
    """The standard library's zip as the running Pyodide imports from it:
    the zip a module of the library came from (not our own py.zip)."""
    origin = json.__spec__.origin or ""
    archive = origin.split(".zip/")[0] + ".zip" if ".zip/" in origin else ""
    return Path(archive) if archive and Path(archive).is_file() else None


def pyc(source: bytes, code: CodeType) -> bytes:
    """``code``, a module compiled from ``source``, as a ``.pyc`` for the
    Python running this."""
    return (importlib.util.MAGIC_NUMBER + UNCHECKED_HASH
            + importlib.util.source_hash(source) + marshal.dumps(code))


class Compiler:
    """A copy of a zip of Python sources with each ``.py`` compiled beside
    it, made a slice at a time (:meth:`step`) so that the page stays
    responsive."""

    def __init__(self, data: bytes, path: str) -> None:
        """``data``: the zip; ``path``: where the runtime finds it (its
        modules' file names start with it, as tracebacks show them)."""
        self._path = path.rstrip("/")
        self._source = zipfile.ZipFile(io.BytesIO(data))
        self._buffer = io.BytesIO()
        self._out = zipfile.ZipFile(self._buffer, "w")
        self._todo = self._source.infolist()
        self._result: bytes | None = None

    @property
    def done(self) -> bool:
        return not self._todo

    def step(self, budget_s: float = SLICE_S) -> bool:
        """Compile modules for about ``budget_s`` (at least one); True when
        every module is compiled. A module this Python cannot compile is
        left as source only."""
        end = time.perf_counter() + budget_s
        while self._todo:
            info = self._todo.pop(0)
            data = self._source.read(info)
            # Every member stored, not deflated: the copy never goes over the
            # network, and an import then reads it without inflating.
            copy = zipfile.ZipInfo(info.filename, info.date_time)
            copy.external_attr = info.external_attr
            self._out.writestr(copy, data)
            if info.filename.endswith(".py"):
                self._compile(info, data)
            if time.perf_counter() >= end:
                break
        return self.done

    def _compile(self, info: zipfile.ZipInfo, source: bytes) -> None:
        try:
            code = compile(source, f"{self._path}/{info.filename}", "exec", dont_inherit=True)
        except (SyntaxError, ValueError):
            return   # not for this Python: the import compiles it, or reports it
        self._out.writestr(zipfile.ZipInfo(info.filename + "c", info.date_time), pyc(source, code))

    def result(self) -> bytes:
        """The finished zip, once :meth:`step` has returned True."""
        assert self.done, "compile every module first"
        if self._result is None:
            self._out.close()
            self._result = self._buffer.getvalue()
        return self._result
