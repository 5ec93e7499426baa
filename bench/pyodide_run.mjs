// Run a Python script of this repo inside Pyodide under Node.
//
//   node bench/pyodide_run.mjs bench/some_script.py [args...]
//
// Loads Pyodide from the vendored npm package (node_modules/pyodide), mounts
// the repo's py/, lexicons/ and bench/ (read through NODEFS, so large files
// are not copied) at /repo/..., puts /repo/py on sys.path, runs the script
// as __main__ with sys.argv set, and exits with its exit status.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const MOUNTED = ["py", "lexicons", "bench"];
const ROOT = "/repo";

async function main(argv) {
  if (argv.length < 1) {
    console.error("usage: node bench/pyodide_run.mjs SCRIPT.py [args...]");
    return 2;
  }
  const script = path.resolve(argv[0]);
  const relative = path.relative(REPO, script);
  if (relative.startsWith("..") || !MOUNTED.includes(relative.split(path.sep)[0])) {
    console.error(`the script must be under ${MOUNTED.join("/, ")}/ of the repo`);
    return 2;
  }
  const pyodide = await loadPyodide({
    stdout: (line) => process.stdout.write(line + "\n"),
    stderr: (line) => process.stderr.write(line + "\n"),
  });
  for (const dir of MOUNTED) {
    const host = path.join(REPO, dir);
    if (!existsSync(host)) continue;
    pyodide.FS.mkdirTree(`${ROOT}/${dir}`);
    pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: host }, `${ROOT}/${dir}`);
  }
  const inside = `${ROOT}/${relative.split(path.sep).join("/")}`;
  const source = await readFile(script, "utf8");
  pyodide.globals.set("_runner_args", pyodide.toPy([inside, ...argv.slice(1)]));
  pyodide.globals.set("_runner_source", source);
  // SystemExit becomes the exit status; any other exception prints its
  // traceback (through Python's stderr) and exits with 1.
  const status = await pyodide.runPythonAsync(`
import os, sys, traceback
sys.argv = list(_runner_args)
sys.path.insert(0, "${ROOT}/py")
sys.path.insert(0, os.path.dirname(sys.argv[0]))  # as CPython does for a script
os.chdir("${ROOT}")
_status = 0
try:
    exec(compile(_runner_source, sys.argv[0], "exec"),
         {"__name__": "__main__", "__file__": sys.argv[0]})
except SystemExit as exc:
    _status = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
    if not isinstance(exc.code, (int, type(None))):
        print(exc.code, file=sys.stderr)
except BaseException:
    traceback.print_exc()
    _status = 1
sys.stdout.flush()
sys.stderr.flush()
_status
`);
  return status;
}

process.exitCode = await main(process.argv.slice(2));
