// The standard library compiled as the page compiles it for its next visit.
//
//   node tools/compile_stdlib.mjs STDLIB.zip OUT.zip
//   node tools/compile_stdlib.mjs STDLIB.zip OUT.zip --only MEMBER...
//
// Loads the vendored Pyodide (node_modules/pyodide) with STDLIB.zip as its
// standard library and runs py/web/stdlib_bytecode.py's Compiler on it, with
// the zip's path as the runtime names it, then writes the result: the bytes
// the page would keep in its "bytecode" cache. The e2e tests give it to their
// warm browsers, as a returning visitor's browser has it (e2e/conftest.py).
//
// With --only, the build's step (tools/build_site.py): the MEMBERs (".py"
// files of the zip) are compiled in place of their source, the rest copied
// as they are.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [stdlib, out, flag, ...only] = process.argv.slice(2);
const pyodide = await loadPyodide({ stdLibURL: path.resolve(stdlib) });
pyodide.FS.mkdirTree("/repo/py");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: path.join(REPO, "py") }, "/repo/py");
pyodide.globals.set("only", flag === "--only" ? pyodide.toPy(only) : undefined);
const compiled = pyodide.runPython(`
import sys
sys.path.insert(0, "/repo/py")
from web.stdlib_bytecode import Compiler, library_zip, pyc
library = library_zip()   # where the runtime has it, as the page finds it


def compiled_in_place(members):
    import io, zipfile
    members = set(members)
    buffer = io.BytesIO()
    with zipfile.ZipFile(library) as source, zipfile.ZipFile(buffer, "w") as zf:
        for info in source.infolist():
            data = source.read(info)
            if info.filename in members:
                members.discard(info.filename)
                data = pyc(data, f"{library}/{info.filename}")
                info = zipfile.ZipInfo(info.filename + "c", info.date_time)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, data, compresslevel=9)
    if members:
        raise SystemExit(f"not in {library.name}: {sorted(members)}")
    return buffer.getvalue()


if only is None:
    compiler = Compiler(library.read_bytes(), str(library))
    while not compiler.step(1.0):
        pass
    result = compiler.result()
else:
    result = compiled_in_place(only)
result
`);
fs.writeFileSync(out, compiled.toJs());
compiled.destroy();
