"""The page's compiled copy of the standard library (py/web/stdlib_bytecode.py),
made and imported here by CPython as Pyodide makes and imports it."""
from __future__ import annotations

import importlib
import io
import sys
import zipfile
from pathlib import Path
from typing import Iterator

import pytest

from web.stdlib_bytecode import Compiler

SOURCES = {
    "alpha.py": b"VALUE = 1\n",
    "pkg/__init__.py": b"from .inner import twice\n",
    "pkg/inner.py": b"def twice(x):\n    return 2 * x\n\ndef fails():\n    raise RuntimeError('here')\n",
    "broken.py": b"def (:\n",      # not Python: kept as source, never compiled
    "data.txt": b"not a module",
}


def zipped(members: dict[str, bytes]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in members.items():
            archive.writestr(name, data)
    return buffer.getvalue()


def compiled(path: Path, budget_s: float = 1.0) -> tuple[bytes, int]:
    compiler = Compiler(zipped(SOURCES), str(path))
    steps = 1
    while not compiler.step(budget_s):
        steps += 1
    return compiler.result(), steps


@pytest.fixture
def importable(tmp_path: Path) -> Iterator[Path]:
    """A path on sys.path for a zip, and the test's modules forgotten after."""
    path = tmp_path / "lib.zip"
    sys.path.insert(0, str(path))
    yield path
    sys.path.remove(str(path))
    for name in ("alpha", "pkg", "pkg.inner"):
        sys.modules.pop(name, None)
    importlib.invalidate_caches()


def test_every_member_is_kept_and_each_module_gets_its_bytecode_beside_it(tmp_path: Path) -> None:
    data, _ = compiled(tmp_path / "lib.zip")
    archive = zipfile.ZipFile(io.BytesIO(data))
    names = set(archive.namelist())
    assert names == set(SOURCES) | {"alpha.pyc", "pkg/__init__.pyc", "pkg/inner.pyc"}
    for name, source in SOURCES.items():
        assert archive.read(name) == source
    assert all(info.compress_type == zipfile.ZIP_STORED for info in archive.infolist())


def test_the_bytecode_is_imported_without_checking_the_source(importable: Path) -> None:
    data, _ = compiled(importable)
    # Change a source after compiling: an import that still sees VALUE = 1
    # ran the bytecode, unchecked, as the page's copy is meant to be.
    archive = zipfile.ZipFile(io.BytesIO(data))
    members = {name: archive.read(name) for name in archive.namelist()}
    members["alpha.py"] = b"VALUE = 2\n"
    importable.write_bytes(zipped(members))
    importlib.invalidate_caches()
    assert importlib.import_module("alpha").VALUE == 1
    assert importlib.import_module("pkg").twice(21) == 42


def test_a_traceback_names_the_module_where_the_runtime_finds_it(importable: Path) -> None:
    data, _ = compiled(importable)
    importable.write_bytes(data)
    importlib.invalidate_caches()
    inner = importlib.import_module("pkg.inner")
    assert inner.fails.__code__.co_filename == f"{importable}/pkg/inner.py"
    with pytest.raises(RuntimeError) as error:
        inner.fails()
    assert error.traceback[-1].lineno == 4   # 0-based: `raise` is line 5


def test_each_step_compiles_at_least_one_module_and_stops_at_its_budget(tmp_path: Path) -> None:
    _, steps = compiled(tmp_path / "lib.zip", budget_s=0.0)
    assert steps == len(SOURCES)      # one member per step with no time to spare
    _, steps = compiled(tmp_path / "lib.zip", budget_s=10.0)
    assert steps == 1


def test_the_result_is_asked_for_only_once_every_module_is_done(tmp_path: Path) -> None:
    compiler = Compiler(zipped(SOURCES), str(tmp_path / "lib.zip"))
    compiler.step(0.0)
    with pytest.raises(AssertionError):
        compiler.result()


def test_the_library_zip_is_the_one_json_was_imported_from(tmp_path: Path) -> None:
    """``library_zip`` names the zip the running Python took its standard
    library from (the page's and tools/compile_stdlib.mjs's input), and
    nothing when the library is not imported from a zip."""
    import json
    import subprocess

    from web.stdlib_bytecode import library_zip
    assert library_zip() is None    # CPython's own library: files, not a zip
    library = tmp_path / "python314.zip"
    with zipfile.ZipFile(library, "w") as out:
        for source in Path(json.__file__).parent.glob("*.py"):
            out.write(source, f"json/{source.name}")
    py = Path(__file__).resolve().parent.parent / "py"
    found = subprocess.run(
        [sys.executable, "-I", "-S", "-c",
         f"import sys; sys.path[:0] = [{str(library)!r}, {str(py)!r}]\n"
         "from web.stdlib_bytecode import library_zip; print(library_zip())"],
        capture_output=True, text=True, check=True).stdout.strip()
    assert found == str(library)
