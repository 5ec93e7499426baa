// Word lists: checked before they are kept, kept by content hash, and fetched
// so that a game never waits behind a download it did not ask for.
//
// A list is kept only if its size and SHA-256 match lexicons/index.json, so a
// truncated file served with status 200 (a captive portal) is never cached.
// It is kept in a cache of its own under a key naming its hash, not in the
// site version's cache: an update that leaves a list unchanged keeps it, and
// sw.js deletes the lists no version lists any more when it activates.
// Downloads skip every HTTP cache ("no-store"), so "Try again" fetches again.

// Shared with sw.js, which prunes this cache and builds the same keys.
const CACHE = "verba-words";
const HEX64 = /^[0-9a-f]{64}$/;
const INDEX_LIMIT = 65536;  // bytes; the real index is under 1 kB

const downloads = new Map();  // file -> job in flight (shared by whoever asks)
let foreground = 0;           // downloads a game is waiting for
let idle = [];                // resolvers waiting for foreground to reach 0
let index = null;             // Promise<Map<file, entry>>

/** Fires "change" when a list has been kept. */
export const changes = new EventTarget();

export function isGzip(bytes) {
  return bytes.length > 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

function validEntry(e) {
  const size = (n) => Number.isSafeInteger(n) && n > 0;
  return Boolean(e) && typeof e.file === "string" && /^[\w.-]+\.dawg\.gz$/.test(e.file)
    && size(e.bytes) && HEX64.test(e.sha256)
    && size(e.raw_bytes) && HEX64.test(e.raw_sha256);
}

async function loadIndex(init = { cache: "no-cache" }, query = "") {
  let response;
  try {
    response = await fetch(`lexicons/index.json${query}`, init);
  } catch (_) {
    throw new Error("network");
  }
  if (!response.ok) throw new Error(`http ${response.status}`);
  const text = await response.text();
  let data;
  try {
    if (text.length > INDEX_LIMIT) throw new Error("too large");
    data = JSON.parse(text);
  } catch (_) {
    throw new Error("corrupt");
  }
  const lists = new Map();
  for (const entry of Object.values(data?.lexicons || {})) {
    if (validEntry(entry)) lists.set(entry.file, entry);
  }
  return lists;
}

/** The word lists of lexicons/index.json, by file name (asked once, again after a failure). */
export function entries() {
  if (!index) {
    index = loadIndex();
    index.catch(() => { index = null; });
  }
  return index;
}

function keyOf(entry) {
  return new URL(`lexicons/${entry.file}?sha256=${entry.sha256}`, location.href).href;
}

async function sha256(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

// Most hosts send a .gz file as it is; some decode it on the way
// (Content-Encoding), and then the unpacked size and hash apply.
async function matches(entry, bytes) {
  const [size, hash] = isGzip(bytes) ? [entry.bytes, entry.sha256]
    : [entry.raw_bytes, entry.raw_sha256];
  if (bytes.length !== size) return false;
  // Without crypto.subtle (a page not served securely) there is no cache to
  // protect either: the size check and the reader's own CRC remain.
  return !globalThis.crypto?.subtle || await sha256(bytes) === hash;
}

async function openCache() {
  return globalThis.caches ? caches.open(CACHE) : null;
}

/** Whether `entry` is on this device. */
export async function isCached(entry) {
  try {
    return Boolean(await (await openCache())?.match(keyOf(entry)));
  } catch (_) {
    return false;
  }
}

async function fromCache(entry) {
  try {
    const cache = await openCache();
    const hit = await cache?.match(keyOf(entry));
    if (!hit) return null;
    const bytes = new Uint8Array(await hit.arrayBuffer());
    if (await matches(entry, bytes)) return bytes;
    await cache.delete(keyOf(entry));  // never hand out a damaged copy twice
  } catch (_) { /* no cache storage: download it */ }
  return null;
}

async function keep(entry, bytes) {
  try {
    const cache = await openCache();
    if (!cache) return;
    await cache.put(keyOf(entry), new Response(bytes, {
      headers: { "Content-Type": "application/octet-stream" } }));
    changes.dispatchEvent(new Event("change"));
  } catch (_) { /* storage full or blocked: downloaded again next time */ }
}

async function readAll(response, job) {
  const total = Number(response.headers.get("Content-Length")) || job.entry.bytes;
  const reader = response.body.getReader();
  const chunks = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    job.loaded += value.length;
    job.total = total;
    for (const listener of job.listeners) listener(job.loaded, total);
  }
  const bytes = new Uint8Array(job.loaded);
  let offset = 0;
  for (const chunk of chunks) { bytes.set(chunk, offset); offset += chunk.length; }
  return bytes;
}

// Errors carry one word: "network" (no answer), "http <status>",
// "interrupted" (the answer stopped halfway), "damaged" (it arrived whole but
// is not the published list), "aborted" (a background download made way).
async function download(job) {
  const { entry, controller } = job;
  const failure = (kind) => new Error(controller.signal.aborted ? "aborted" : kind);
  let response;
  try {
    response = await fetch(`lexicons/${entry.file}`, {
      cache: "no-store", priority: job.background ? "low" : "high", signal: controller.signal });
  } catch (_) {
    throw failure("network");
  }
  if (!response.ok) throw failure(`http ${response.status}`);
  let bytes;
  try {
    bytes = await readAll(response, job);
  } catch (_) {
    throw failure("interrupted");
  }
  if (await matches(entry, bytes)) {
    await keep(entry, bytes);
  } else {
    await keep(await newerEntry(entry, bytes), bytes);
  }
  return bytes;
}

// A list that does not match this page's index may come from a newer build
// than the page (a deploy the person has not reloaded into yet): it is
// genuine if the site's index now vouches for it, and is kept under its own
// hash, which the new version will want. Otherwise it was damaged on the way.
async function newerEntry(entry, bytes) {
  let site = null;
  try {
    // The query keeps the service worker's copy of this version's index out of it.
    site = await loadIndex({ cache: "no-store" }, "?latest");
  } catch (_) { /* cannot tell: treat it as damaged */ }
  const current = site?.get(entry.file);
  if (!current || current.sha256 === entry.sha256 || !(await matches(current, bytes))) {
    throw new Error("damaged");
  }
  return current;
}

function start(entry, background) {
  const job = { entry, background, controller: new AbortController(),
                loaded: 0, total: entry.bytes, listeners: new Set() };
  job.promise = download(job).finally(() => downloads.delete(entry.file));
  downloads.set(entry.file, job);
  return job;
}

/** Abort background downloads (they are started again later, from scratch). */
export function pauseBackground() {
  for (const job of downloads.values()) {
    if (job.background) job.controller.abort();
  }
}

function whenNoGameWaits() {
  return foreground === 0 ? Promise.resolve() : new Promise((resolve) => idle.push(resolve));
}

/**
 * The bytes of the word list at `url` as they arrived (gzip, or unpacked by
 * the host): from the cache, else downloaded ahead of any background work,
 * sharing a download of the same list already under way.
 */
export async function wordList(url, onProgress) {
  const entry = (await entries()).get(String(url).split("/").pop());
  if (!entry) throw new Error("http 404");
  const kept = await fromCache(entry);
  if (kept) return kept;
  foreground += 1;
  const listener = (loaded, total) => onProgress?.(loaded, total);
  let job = downloads.get(entry.file);
  try {
    if (job) {
      job.background = false;  // a game waits for it now: never abort it
    } else {
      pauseBackground();
      job = start(entry, false);
    }
    job.listeners.add(listener);
    if (job.loaded) listener(job.loaded, job.total);
    return await job.promise;
  } finally {
    job?.listeners.delete(listener);
    foreground -= 1;
    if (foreground === 0) { idle.forEach((resolve) => resolve()); idle = []; }
  }
}

/**
 * Download `entry` for offline play unless it is kept already, waiting while
 * a game downloads its own list. Rejects like `wordList`, or with "aborted"
 * when a game needed the network meanwhile.
 */
export async function fetchInBackground(entry) {
  for (;;) {
    await whenNoGameWaits();
    if (await isCached(entry)) return;
    if (foreground === 0) break;  // a game started downloading meanwhile: wait again
  }
  await (downloads.get(entry.file) || start(entry, true)).promise;
}
