// Fetching a word list: streamed for a progress bar, and gunzipped natively.
// Hosts differ: some send a .gz file as it is, some decode it on the way
// (Content-Encoding); the gzip magic number tells which happened.

const GZIP_MAGIC = [0x1f, 0x8b];

async function readAll(response, onProgress) {
  const total = Number(response.headers.get("Content-Length")) || 0;
  const reader = response.body.getReader();
  const chunks = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.length;
    if (onProgress) onProgress(loaded, total);
  }
  const bytes = new Uint8Array(loaded);
  let offset = 0;
  for (const chunk of chunks) { bytes.set(chunk, offset); offset += chunk.length; }
  return bytes;
}

async function gunzip(bytes) {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

// A word list fetched before the service worker controls the page (a game
// opened during the very first visit) did not pass through it: store it in
// this version's cache as the worker would have, so it is never fetched twice.
// Whether the worker saw the request is decided when it is sent: the worker
// may take control while the body is still downloading.
async function keepForOffline(url, bytes, headers) {
  if (!("caches" in window)) return;
  const version = document.querySelector('meta[name="verba-version"]')?.content;
  if (!version) return;
  try {
    const cache = await caches.open(`verba-${version}`);
    await cache.put(new URL(url, location.href).href,
      new Response(bytes, { headers: { "Content-Type": headers.get("Content-Type") || "" } }));
  } catch (_) { /* no storage: it will be fetched again next time */ }
}

/**
 * Fetch `url` and resolve to its bytes, gunzipped if they are gzip.
 * Rejects with an Error whose message is "http <status>", "network" or "corrupt".
 */
export async function fetchBytes(url, onProgress) {
  const throughWorker = Boolean(navigator.serviceWorker?.controller);
  let response;
  try {
    response = await fetch(url);
  } catch (_) {
    throw new Error("network");
  }
  if (!response.ok) throw new Error(`http ${response.status}`);
  const bytes = await readAll(response, onProgress);
  if (!throughWorker) keepForOffline(url, bytes, response.headers);
  const zipped = bytes.length > 2 && bytes[0] === GZIP_MAGIC[0] && bytes[1] === GZIP_MAGIC[1];
  if (!zipped) return bytes;
  try {
    return await gunzip(bytes);
  } catch (_) {
    throw new Error("corrupt");
  }
}
