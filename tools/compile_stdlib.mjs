// The standard library compiled by the pinned Pyodide, under Node.
//
//   node tools/compile_stdlib.mjs STDLIB.zip OUT.zip
//   node tools/compile_stdlib.mjs STDLIB.zip OUT.zip --only MEMBER...
//   node tools/compile_stdlib.mjs STDLIB.zip --rank
//
// Loads the vendored Pyodide (node_modules/pyodide) with STDLIB.zip as its
// standard library, the zip's path as the runtime names it.
//
// Without a flag: runs py/web/stdlib_bytecode.py's Compiler on it and writes
// the result, the bytes the page would keep in its "bytecode" cache after a
// first visit. The e2e tests give it to their warm browsers, as a returning
// visitor's browser has it (e2e/conftest.py).
//
// With --only, the build's step (tools/build_site.py): OUT.zip holds a
// ".pyc" for each MEMBER (".py" files of the zip), as tools/stdlib_compact.py
// compiles them to ship; the build puts them in the library in place of
// their source.
//
// With --rank: prints, for each module of the library Pyodide imported while
// it started (before anything of ours), its compile time, the bytes it would add compiled, and the
// running totals, the best time per byte first (tools/stdlib_compiled.txt).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [stdlib, ...rest] = process.argv.slice(2);
const rank = rest[0] === "--rank";
const [out, flag, ...only] = rank ? [] : rest;
const pyodide = await loadPyodide({ stdLibURL: path.resolve(stdlib) });
for (const folder of ["py", "tools"]) {
  pyodide.FS.mkdirTree(`/repo/${folder}`);
  pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: path.join(REPO, folder) },
    `/repo/${folder}`);
}
pyodide.globals.set("only", flag === "--only" ? pyodide.toPy(only) : undefined);
pyodide.globals.set("rank", rank);
const result = pyodide.runPython(`
import sys
started = sorted(sys.modules)   # what Pyodide imported while it started
import io, zipfile
sys.path[:0] = ["/repo/py", "/repo/tools"]
from web.stdlib_bytecode import Compiler, library_zip
library = library_zip()   # where the runtime has it, as the page finds it

if rank:
    from stdlib_compact import ranking
    lines, total_ms, total_bytes = [], 0.0, 0
    for member, ms, added in ranking(str(library), started):
        total_ms += ms
        total_bytes += added
        lines.append(f"{member}\\t{ms:.1f} ms\\t{added:+d} B\\tso far {total_ms:.0f} ms {total_bytes:+d} B")
    result = "\\n".join(lines) + "\\n"
elif only is None:
    compiler = Compiler(library.read_bytes(), str(library))
    while not compiler.step(1.0):
        pass
    result = compiler.result()
else:
    from stdlib_compact import compiled
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as zf:
        for name, data in compiled(str(library), list(only)):
            zf.writestr(name, data)
    result = buffer.getvalue()
result
`);
if (rank) {
  process.stdout.write(result);
} else {
  fs.writeFileSync(out, result.toJs());
  result.destroy();
}
