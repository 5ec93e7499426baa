// Import Python modules in Pyodide under Node, with a given standard library.
//
//   node tools/pyodide_imports.mjs STDLIB.zip module [module...]
//
// Loads the vendored Pyodide (node_modules/pyodide) with STDLIB.zip as its
// standard library, puts the repo's py/ on sys.path, imports every module
// named and prints a JSON object: {module: error} for those that failed (so
// `{}` means every import worked). Used by tests/test_stdlib_trim.py to check
// the trimmed standard library the build ships.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [stdlib, ...modules] = process.argv.slice(2);
const pyodide = await loadPyodide({ stdLibURL: path.resolve(stdlib) });
pyodide.FS.mkdirTree("/repo/py");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: path.join(REPO, "py") }, "/repo/py");
pyodide.globals.set("_modules", pyodide.toPy(modules));
const failed = pyodide.runPython(`
import importlib, json, sys
sys.path.insert(0, "/repo/py")
failed = {}
for name in _modules:
    try:
        importlib.import_module(name)
    except BaseException as error:
        failed[name] = f"{type(error).__name__}: {error}"
json.dumps(failed)
`);
process.stdout.write(failed + "\n");
