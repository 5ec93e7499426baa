// The standard library compiled by the page on an earlier visit (Python
// makes it once idle: py/web/stdlib_bytecode.py), kept in a cache of its own
// per build version and handed to the runtime in place of the downloaded zip,
// which spares it compiling about 140 modules at every start.
//
// The cache is not named "verba-…": the service worker clears those when a
// new version takes over, and this one may be written before that happens.

const CACHE = "bytecode";
const STDLIB = /\/python_stdlib\.zip$/;

const key = (version) =>
  new URL(`./runtime/pyodide/python_stdlib.zip?bytecode=${encodeURIComponent(version)}`,
    document.baseURI).href;
const usable = (version) => "caches" in window && version && version !== "dev";

/** Whether `url` is the standard library's zip. */
export const isStdlib = (url) => STDLIB.test(new URL(url, document.baseURI).pathname);

/** This version's compiled zip as a response, or null. */
export async function take(version) {
  if (!usable(version)) return null;
  try {
    const response = await (await caches.open(CACHE)).match(key(version));
    return response && response.ok ? response : null;
  } catch (_) {
    return null;  // storage blocked or broken: the downloaded zip will do
  }
}

/** Keep `bytes` (a Uint8Array) as this version's compiled zip, and nothing else. */
export async function keep(version, bytes) {
  if (!usable(version)) return false;
  try {
    await caches.delete(CACHE);
    const cache = await caches.open(CACHE);
    await cache.put(key(version), new Response(bytes, {
      headers: { "content-type": "application/zip", "content-length": String(bytes.length) } }));
    return true;
  } catch (_) {
    return false;  // storage full or blocked: the next visit compiles from source, as today
  }
}

/** Drop the compiled zip (the runtime did not start with it). */
export async function forget() {
  try { await caches.delete(CACHE); } catch (_) { /* nothing kept */ }
}
