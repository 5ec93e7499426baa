// The standard library compiled as the page compiles it for its next visit.
//
//   node tools/compile_stdlib.mjs STDLIB.zip OUT.zip
//
// Loads the vendored Pyodide (node_modules/pyodide) with STDLIB.zip as its
// standard library and runs py/web/stdlib_bytecode.py's Compiler on it, with
// the zip's path as the runtime names it, then writes the result: the bytes
// the page would keep in its "bytecode" cache. The e2e tests give it to their
// warm browsers, as a returning visitor's browser has it (e2e/conftest.py).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [stdlib, out] = process.argv.slice(2);
const pyodide = await loadPyodide({ stdLibURL: path.resolve(stdlib) });
pyodide.FS.mkdirTree("/repo/py");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: path.join(REPO, "py") }, "/repo/py");
const compiled = pyodide.runPython(`
import sys
sys.path.insert(0, "/repo/py")
from web.stdlib_bytecode import Compiler, library_zip
library = library_zip()   # where the runtime has it, as the page finds it
compiler = Compiler(library.read_bytes(), str(library))
while not compiler.step(1.0):
    pass
compiler.result()
`);
fs.writeFileSync(out, compiled.toJs());
compiled.destroy();
