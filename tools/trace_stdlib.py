"""List the standard-library modules the page imports, by playing every game.

    .venv/bin/python tools/trace_stdlib.py [pytest arguments, default e2e/]

Runs the e2e suite (every game played through the real page) on a site built
with Pyodide's whole standard library, with a hook in the page through which,
after each test, every open page is asked which module files Python has
imported. The modules read from the standard library's zip are written to
``tools/stdlib_modules.txt``, the list the build keeps in the trimmed zip.
The hook also formats a traceback once, so that the modules an error report
needs are kept too. ``tests/test_stdlib_trim.py`` fails when the code imports a
module the list lacks.
"""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Any, Iterator

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "py")]

from tools import build_site  # noqa: E402

STDLIB_PREFIX = "/lib/python314.zip/"
# Run in the page before the app starts: a function that lists the files of
# every imported module, and one formatted traceback (with a name suggestion).
HOOK = """import sys, traceback
from pyodide.ffi import create_proxy
from pyscript import window
try:
    undefined_name_for_the_trace
except NameError:
    traceback.format_exc()
window.verbaTraceModules = create_proxy(lambda: "\\n".join(sorted(
    {str(getattr(m, "__file__", None) or "") for m in list(sys.modules.values())})))
"""
ASK = "() => window.verbaTraceModules ? window.verbaTraceModules() : ''"


def module_name(path: str) -> str | None:
    """``/lib/python314.zip/a/b/__init__.py`` -> ``a.b``; None outside the stdlib zip."""
    if not path.startswith(STDLIB_PREFIX) or not path.endswith(".py"):
        return None
    parts = path[len(STDLIB_PREFIX):-3].split("/")
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


class Tracer:
    """A pytest plugin: builds the untrimmed, hooked site and collects modules."""

    def __init__(self) -> None:
        self.files: set[str] = set()
        self.pages = 0

    @staticmethod
    def install() -> None:
        """Make every build of this process the untrimmed, hooked one (before
        pytest loads e2e/conftest.py, which imports ``build``)."""
        original = build_site.build

        def traced_build(out: Path, trim: bool = True) -> str:
            version = original(out, trim=False)
            index = out / "index.html"
            text = index.read_text(encoding="utf-8")
            index.write_text(text.replace("import main\n", HOOK + "import main\n", 1),
                             encoding="utf-8")
            return version

        build_site.build = traced_build

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_call(self, item: pytest.Item) -> Iterator[None]:
        try:
            return (yield)
        finally:
            self.collect(item.funcargs.get("browser"))  # type: ignore[attr-defined]

    def collect(self, browser: Any) -> None:
        if browser is None:
            return
        for context in browser.contexts:
            for page in context.pages:
                try:
                    listed = page.evaluate(ASK)
                except Exception:  # a page closing or navigating: the next test covers it
                    continue
                if listed:
                    self.pages += 1
                    self.files.update(listed.splitlines())


def write(modules: set[str]) -> None:
    path = build_site.STDLIB_MODULES
    before = set(build_site.stdlib_modules()) if path.exists() else set()
    header = ["# The modules of Pyodide's standard library that the page imports, found by",
              "# playing every game of the e2e suite; the build keeps only these in",
              "# runtime/pyodide/python_stdlib.zip. Written by tools/trace_stdlib.py."]
    path.write_text("\n".join(header + sorted(modules)) + "\n", encoding="utf-8")
    print(f"{path.relative_to(ROOT)}: {len(modules)} modules; "
          f"added {sorted(modules - before)}; dropped {sorted(before - modules)}")


def main() -> int:
    tracer = Tracer()
    tracer.install()
    status = pytest.main(sys.argv[1:] or [str(ROOT / "e2e")], plugins=[tracer])
    modules = {name for name in map(module_name, tracer.files) if name}
    if not modules:
        print("no page reported its modules: nothing written", file=sys.stderr)
        return 1
    print(f"{tracer.pages} page reports")
    write(modules)
    return int(status)


if __name__ == "__main__":
    sys.exit(main())
