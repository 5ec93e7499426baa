"""The standard library's modules the build ships compiled (tools/stdlib_compact.py),
made and imported here by CPython as Pyodide's Python makes and imports them."""
from __future__ import annotations

import importlib
import marshal
import sys
import traceback
import types
import zipfile
import zlib
from pathlib import Path
from typing import Iterator

import pytest

from tools.stdlib_compact import compiled, first_lines

SOURCE = b'''import itertools

class Counter:
    def __init__(self):
        self.seen = {}

    def add(self, word):
        for letter in word:
            self.seen[letter] = self.seen.get(letter, 0) + 1
        return self

def spread(words):
    counter = Counter()
    for word in words:
        counter.add(word)
    pairs = sorted(counter.seen.items(), key=lambda pair: (-pair[1], pair[0]))
    return [letter for letter, _ in itertools.islice(pairs, 3)]

def fails(word):
    total = len(word)
    return total / (total - total)
'''


def code_objects(code: types.CodeType) -> Iterator[types.CodeType]:
    yield code
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            yield from code_objects(const)


def run(code: types.CodeType) -> dict[str, object]:
    namespace: dict[str, object] = {"__name__": "sample"}
    exec(code, namespace)
    return namespace


def test_every_instruction_is_on_the_first_line_of_its_function() -> None:
    code = first_lines(compile(SOURCE, "sample.py", "exec"))
    objects = list(code_objects(code))
    # (a list comprehension is a code object of its own before Python 3.12)
    assert {each.co_name for each in objects} >= {
        "<module>", "Counter", "__init__", "add", "spread", "<lambda>", "fails"}
    for each in objects:
        assert {line for _, _, line in each.co_lines()} == {each.co_firstlineno}
        assert {(start, end) for start, end, _, _ in each.co_positions()} == {
            (each.co_firstlineno, each.co_firstlineno)}


def test_the_code_runs_as_compiled_with_every_line() -> None:
    plain = run(compile(SOURCE, "sample.py", "exec"))
    compact = run(first_lines(compile(SOURCE, "sample.py", "exec")))
    words = ["scriba", "mistrz", "wordz", "słowa"]
    assert compact["spread"](words) == plain["spread"](words) == ["r", "s", "a"]  # type: ignore[operator]


def test_a_traceback_names_each_function_at_its_first_line() -> None:
    compact = run(first_lines(compile(SOURCE, "sample.py", "exec")))
    with pytest.raises(ZeroDivisionError) as raised:
        compact["fails"]("word")  # type: ignore[operator]
    frame = traceback.extract_tb(raised.value.__traceback__)[-1]
    assert (frame.filename, frame.name, frame.lineno) == ("sample.py", "fails", 19)


def test_the_line_table_compresses_to_almost_nothing() -> None:
    code = compile(SOURCE, "sample.py", "exec")
    full = len(zlib.compress(marshal.dumps(code), 9))
    compact = len(zlib.compress(marshal.dumps(first_lines(code)), 9))
    tables = sum(len(each.co_linetable) for each in code_objects(code))
    assert compact < full - tables // 3


@pytest.fixture
def library(tmp_path: Path) -> Iterator[Path]:
    """A zip of sources on sys.path, and its module forgotten after."""
    path = tmp_path / "lib.zip"
    with zipfile.ZipFile(path, "w") as zf:
        zf.writestr("sample.py", SOURCE)
        zf.writestr("other.py", b"VALUE = 1\n")
    yield path
    if str(path) in sys.path:
        sys.path.remove(str(path))
    sys.modules.pop("sample", None)
    importlib.invalidate_caches()


def test_the_members_named_are_compiled_and_import_without_their_source(library: Path) -> None:
    members = compiled(str(library), ["sample.py"])
    assert [name for name, _ in members] == ["sample.pyc"]
    shipped = library.with_name("shipped.zip")
    with zipfile.ZipFile(shipped, "w") as zf:
        zf.writestr(*members[0])
    library.unlink()
    shipped.rename(library)          # the tracebacks name the library's own path
    sys.path.insert(0, str(library))
    sample = importlib.import_module("sample")
    assert sample.__spec__.origin.endswith("sample.pyc")
    assert sample.spread(["ab", "b"]) == ["b", "a"]
    with pytest.raises(ZeroDivisionError) as raised:
        sample.fails("x")
    frame = traceback.extract_tb(raised.value.__traceback__)[-1]
    assert (frame.filename, frame.lineno) == (f"{library}/sample.py", 19)


def test_a_member_not_in_the_library_stops_the_build(library: Path) -> None:
    with pytest.raises(SystemExit, match="missing.py"):
        compiled(str(library), ["sample.py", "missing.py"])
