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

/**
 * Fetch `url` and resolve to its bytes, gunzipped if they are gzip.
 * Rejects with an Error whose message is "http <status>" or "network".
 */
export async function fetchBytes(url, onProgress) {
  let response;
  try {
    response = await fetch(url);
  } catch (_) {
    throw new Error("network");
  }
  if (!response.ok) throw new Error(`http ${response.status}`);
  const bytes = await readAll(response, onProgress);
  const zipped = bytes.length > 2 && bytes[0] === GZIP_MAGIC[0] && bytes[1] === GZIP_MAGIC[1];
  return zipped ? gunzip(bytes) : bytes;
}
