"""tools/strip_source.py: comments and docstrings out, every line kept in place."""
from __future__ import annotations

from tools.strip_source import strip, strip_bytes

SOURCE = '''# -*- coding: utf-8 -*-
"""The module's docstring,
over two lines."""
import re  # a comment after code

HASH = "# not a comment"


class Box:
    """A class's docstring."""

    def size(self) -> int:
        """A method's.

        Long."""
        # a comment alone
        return len(HASH)  # trailing


def only_doc() -> None:
    """Nothing but a docstring."""
'''


def test_comments_and_docstrings_go_and_every_line_stays_where_it_was() -> None:
    out = strip(SOURCE)
    assert out.count("\n") == SOURCE.count("\n")
    assert "comment" not in out.replace("# not a comment", "")
    assert "docstring" not in out and "Long" not in out
    assert out.splitlines()[0] == "# -*- coding: utf-8 -*-", "a coding line is kept"
    lines = out.splitlines()
    assert lines[SOURCE.splitlines().index("        return len(HASH)  # trailing")].strip() \
        == "return len(HASH)"
    space: dict = {}
    exec(compile(out, "stripped", "exec"), space)
    assert space["Box"]().size() == len("# not a comment")
    assert space["only_doc"]() is None and space["Box"].__doc__ == ""


def test_an_f_string_alone_is_kept_for_what_its_fields_may_do() -> None:
    source = 'def f():\n    """Doc."""\n    f"{print(1)}"\n'
    assert strip(source) == "def f():\n    ''\n    f\"{print(1)}\"\n"


def test_what_this_python_cannot_compile_is_kept_as_it_is() -> None:
    newer = 'type Pair = tuple[int, int]  # Python 3.12\n'
    assert strip(newer) == newer
    broken = "def f(:\n    pass  # x\n"
    assert strip(broken) == broken


def test_only_python_files_in_utf8_are_touched() -> None:
    assert strip_bytes(b"# a\nx = 1\n", "data.txt") == b"# a\nx = 1\n"
    assert strip_bytes(b"# a\n# b\n# c\nx = 1\n", "m.py") == b"# a\n# b\n\nx = 1\n"
    latin = "# coding: latin-1\nx = 'é'\n".encode("latin-1")
    assert strip_bytes(latin, "m.py") == latin
