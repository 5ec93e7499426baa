"""Python source without its comments and docstrings, for the page's bytes.

The page ships Python as source (our code and the trimmed standard library);
a third of it is comments and docstrings, which the running page never reads.
``strip`` cuts them out and keeps every line where it was, so a traceback
from the page still points at the right line of the real file. A docstring
becomes ``''`` (code that adds to a ``__doc__`` still finds a string).

Only source this CPython compiles is stripped: its tokenizer then reads it
as Pyodide's does. Anything newer (Pyodide's standard library is Python
3.14's) is kept as it is, as is anything whose result would not compile.
"""
from __future__ import annotations

import io
import tokenize

_BEFORE_STATEMENT = (tokenize.INDENT, tokenize.DEDENT, tokenize.NEWLINE)
_COOKIE_LINES = 2  # a coding declaration may sit on the first two lines


def _prefix(literal: str) -> str:
    return literal[:len(literal) - len(literal.lstrip("rRbBuUfF"))].lower()


def _cuts(source: str) -> list[tuple[tuple[int, int], tuple[int, int], str]]:
    """(start, end, replacement) of every comment and docstring, in order."""
    tokens = list(tokenize.generate_tokens(io.StringIO(source).readline))
    cuts = []
    prev: tokenize.TokenInfo | None = None
    for i, tok in enumerate(tokens):
        if tok.type == tokenize.COMMENT and tok.start[0] > _COOKIE_LINES:
            cuts.append((tok.start, tok.end, ""))
        elif (tok.type == tokenize.STRING and (prev is None or prev.type in _BEFORE_STATEMENT)
              and tokens[i + 1].type == tokenize.NEWLINE and "f" not in _prefix(tok.string)):
            # a string alone as a statement: a docstring, or an inert string
            # (not an f-string, whose fields could call something)
            cuts.append((tok.start, tok.end, "''" + "\n" * (tok.end[0] - tok.start[0])))
        if tok.type not in (tokenize.NL, tokenize.COMMENT):
            prev = tok
    return cuts


def strip(source: str, name: str = "<source>") -> str:
    """``source`` without comments and docstrings, or unchanged (see above)."""
    try:
        compile(source, name, "exec", dont_inherit=True)
        cuts = _cuts(source)
    except (SyntaxError, ValueError, tokenize.TokenError):
        return source
    # where each line begins; the tokenizer's rows end at "\n" only
    starts = [0] + [i + 1 for i, char in enumerate(source) if char == "\n"]
    out = source
    for (row0, col0), (row1, col1), replacement in reversed(cuts):
        out = out[:starts[row0 - 1] + col0] + replacement + out[starts[row1 - 1] + col1:]
    try:
        compile(out, name, "exec", dont_inherit=True)
    except SyntaxError:
        return source
    return out if out.count("\n") == source.count("\n") else source


def strip_bytes(data: bytes, name: str) -> bytes:
    """``strip`` of a UTF-8 ``.py`` file's bytes (others are returned as they are)."""
    if not name.endswith(".py"):
        return data
    try:
        source = data.decode("utf-8")
    except UnicodeDecodeError:
        return data
    return strip(source, name).encode("utf-8")
