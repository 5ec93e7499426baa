"""The page's Python imported from ``py.zip`` as it lies, each module compiled once.

PyScript writes the zip as it arrives, and the page imports from it rather than
unpacking its files first (that took longer than the start's imports). The
standard library's ``zipimport`` compiles a module's source twice, though: once
to name its file while finding it (``get_filename``), once to run it. This
finder reads the same zip and compiles once.

Most of the build's zip is one member, ``solid.xz``: the other files one after
another, compressed as one (a third smaller than zipped one by one, which
makes room in a first visit for more of the standard library compiled), the
modules the start imports first. It is unpacked only as far as the files
asked for so far. This module and its package are zipped as usual, so that
``zipimport`` can bring it in. Plain Python (``zipfile`` and ``lzma`` are
loaded by the runtime before the page starts): the tests import a built zip
with it.
"""
from __future__ import annotations

import importlib.abc
import importlib.util
import json
import lzma
import sys
import zipfile
from importlib.machinery import ModuleSpec
from types import ModuleType
from typing import Sequence


SOLID = "solid.xz"             # the files not zipped one by one (see above)
SOLID_INDEX = "solid.json"     # [[name, size], ...] in their order in it
UNPACK_STEP = 64 * 1024        # unpacked at a time, up to the file asked for


class ZipSource(importlib.abc.MetaPathFinder, importlib.abc.SourceLoader):
    """Finds modules in one zip of sources and loads them by compiling the
    source (no ``.pyc`` is looked for: the zip holds none)."""

    def __init__(self, archive: str) -> None:
        self.archive = archive.rstrip("/")
        # Our members' names are ASCII: read as UTF-8 (a codec built in)
        # rather than the default cp437, whose module the start would compile.
        self._zip = zipfile.ZipFile(self.archive, metadata_encoding="utf-8")
        names = self._zip.namelist()
        # Each file in solid.xz: where it starts and ends once unpacked.
        self._solid: dict[str, tuple[int, int]] = {}
        if SOLID_INDEX in names:
            end = 0
            for name, size in json.loads(self._zip.read(SOLID_INDEX)):
                self._solid[name] = (end, end + size)
                end += size
        self._packed = b""          # solid.xz, until the unpacker takes it
        self._unpacker: lzma.LZMADecompressor | None = None
        self._unpacked = bytearray()
        self._members = frozenset(names) | frozenset(self._solid)

    def _member(self, fullname: str) -> str | None:
        """The archive's member holding module ``fullname`` (a package's
        ``__init__.py``), if any."""
        base = fullname.replace(".", "/")
        return next((m for m in (f"{base}/__init__.py", f"{base}.py") if m in self._members), None)

    def find_spec(self, fullname: str, path: Sequence[str] | None = None,
                  target: ModuleType | None = None) -> ModuleSpec | None:
        member = self._member(fullname)
        if member is None:
            return None
        folder = f"{self.archive}/{fullname.replace('.', '/')}"
        return importlib.util.spec_from_file_location(
            fullname, f"{self.archive}/{member}", loader=self,
            submodule_search_locations=[folder] if member.endswith("/__init__.py") else None)

    def get_filename(self, fullname: str) -> str:
        member = self._member(fullname)
        if member is None:
            raise ImportError(f"not in {self.archive}: {fullname}", name=fullname)
        return f"{self.archive}/{member}"

    def get_data(self, path: str) -> bytes:
        """A member's bytes by its path under the archive: a module's source,
        or a data file beside a package (``verba.i18n`` and ``web.warmup``
        read theirs through their loader)."""
        prefix = self.archive + "/"
        member = path[len(prefix):] if path.startswith(prefix) else ""
        if member not in self._members:
            raise OSError(f"not in {self.archive}: {path}")
        if member not in self._solid:
            return self._zip.read(member)
        start, end = self._solid[member]
        if self._unpacker is None:
            self._unpacker = lzma.LZMADecompressor()
            self._packed = self._zip.read(SOLID)
        while len(self._unpacked) < end:
            if self._unpacker.eof:
                raise OSError(f"{SOLID} in {self.archive} ends before {member}")
            self._unpacked += self._unpacker.decompress(self._packed, max_length=UNPACK_STEP)
            self._packed = b""
        return bytes(self._unpacked[start:end])


def install(archive: str) -> ZipSource:
    """Put the finder first: the archive's modules come from it, any other
    name costs it a set look-up."""
    finder = ZipSource(archive)
    sys.meta_path.insert(0, finder)
    return finder
