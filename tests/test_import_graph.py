"""The shape of the code: no import cycles, no overlong file or function.

Every module under py/ and tools/ is parsed (never imported) and its imports
read, those inside functions too: a function-level import that dodges a cycle
at start-up is a cycle all the same. Imports under ``if TYPE_CHECKING:`` are
type hints only and do not count. In a module that uses ``importlib``, a
string equal to a module's name counts as an import of that module: the
registries ``GAMES``, ``PAGES`` and ``CATALOGUES`` name the modules that
``importlib`` imports later.
"""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MAX_FILE_LINES = 800
MAX_FUNCTION_LINES = 150


def module_files() -> dict[str, Path]:
    """Module name -> file: py/ is the page's path root, tools/ a namespace."""
    found: dict[str, Path] = {}
    for base, prefix in ((ROOT / "py", ()), (ROOT / "tools", ("tools",))):
        for path in sorted(base.rglob("*.py")):
            parts = (*prefix, *path.relative_to(base).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts = parts[:-1]
            found[".".join(parts)] = path
    return found


def _type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or \
        (isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _walk(node: ast.AST) -> list[ast.AST]:
    """Every node below ``node`` but those of ``if TYPE_CHECKING:`` bodies."""
    out = []
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.If) and _type_checking(child):
            for other in child.orelse:
                out.append(other)
                out.extend(_walk(other))
            continue
        out.append(child)
        out.extend(_walk(child))
    return out


def _with_packages(name: str, modules: dict[str, Path]) -> set[str]:
    """Importing ``a.b.c`` runs ``a``, ``a.b`` and ``a.b.c``."""
    parts = name.split(".")
    return {".".join(parts[:n]) for n in range(1, len(parts) + 1)} & modules.keys()


def imports_of(name: str, modules: dict[str, Path]) -> set[str]:
    path = modules[name]
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    nodes = _walk(ast.parse(path.read_text(encoding="utf-8"), str(path)))
    by_name = any((isinstance(node, ast.Import) and any(a.name == "importlib" for a in node.names))
                  or (isinstance(node, ast.ImportFrom) and node.module == "importlib")
                  for node in nodes)
    found: set[str] = set()
    for node in nodes:
        if isinstance(node, ast.Import):
            for alias in node.names:
                found |= _with_packages(alias.name, modules)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[:len(package.split(".")) - node.level + 1]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            found |= _with_packages(source, modules)
            for alias in node.names:
                found |= {f"{source}.{alias.name}"} & modules.keys()
        elif by_name and isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and node.value in modules:
            found |= _with_packages(node.value, modules)
    found -= _with_packages(name, modules)  # a module's own packages are already running
    return found


def import_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """A cycle as ``[a, b, ..., a]``, or None."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for target in sorted(graph[node]):
            if state.get(target) == 1:
                return path[path.index(target):] + [target]
            if target not in state:
                cycle = visit(target)
                if cycle:
                    return cycle
        path.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            cycle = visit(node)
            if cycle:
                return cycle
    return None


def test_the_cycle_finder_finds_a_cycle_and_passes_a_tree() -> None:
    assert import_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == ["a", "b", "c", "a"]
    assert import_cycle({"a": {"b", "c"}, "b": {"c"}, "c": set()}) is None


def test_imports_are_read_inside_functions_and_by_name_but_not_for_type_checking(
        tmp_path: Path) -> None:
    package = tmp_path / "p"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text(
        "import importlib\n"
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from . import c\n"
        "def f():\n    from .b import x\n"
        "NAMES = ('p.d',)\n")
    (package / "b.py").write_text("KEY = 'p.c'  # a string, never imported by name\n")
    for other in "cd":
        (package / f"{other}.py").write_text("")
    modules = {"p": package / "__init__.py",
               **{f"p.{m}": package / f"{m}.py" for m in "abcd"}}
    assert imports_of("p.a", modules) == {"p.b", "p.d"}
    assert imports_of("p.b", modules) == set()


def test_no_module_imports_one_that_imports_it_back() -> None:
    modules = module_files()
    assert {"verba.ui.shell.app", "tools.build_site", "main"} <= modules.keys()
    graph = {name: imports_of(name, modules) for name in modules}
    cycle = import_cycle(graph)
    assert cycle is None, "import cycle: " + " -> ".join(cycle or [])


def test_a_table_imports_no_other_game() -> None:
    games = ("mistrz", "scriba", "wordz")
    modules = module_files()
    for game in games:
        others = [f"verba{part}.{other}" for other in games if other != game
                  for part in ("", ".ui")]
        table = [name for name in modules if name.startswith(f"verba.ui.{game}.")]
        assert table
        for name in table:
            assert [m for m in imports_of(name, modules) for other in others
                    if m == other or m.startswith(other + ".")] == [], name


def too_long(path: Path) -> list[str]:
    """What in the file passes the limits: the file itself, its functions."""
    text = path.read_text(encoding="utf-8")
    lines = len(text.splitlines())
    found = [f"{lines} lines"] if lines > MAX_FILE_LINES else []
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            length = (node.end_lineno or node.lineno) - node.lineno + 1
            if length > MAX_FUNCTION_LINES:
                found.append(f"{node.name}: {length} lines")
    return found


def test_no_file_under_py_nor_function_is_too_long() -> None:
    found = {path.relative_to(ROOT).as_posix(): too_long(path)
             for path in sorted((ROOT / "py").rglob("*.py"))}
    assert len(found) > 50
    assert {name: what for name, what in found.items() if what} == {}
