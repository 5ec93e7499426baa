// What Python fetches: a word list (checked and kept by wordlists.js, with
// progress) or a small file (lexicons/index.json), gunzipped natively when
// gzip arrived. Hosts differ: some send a .gz file as it is, some decode it
// on the way (Content-Encoding); the gzip magic number tells which happened.

import { isGzip, wordList } from "./wordlists.js";

async function gunzip(bytes) {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function smallFile(url) {
  let response;
  try {
    response = await fetch(url, { cache: "no-cache" });
  } catch (_) {
    throw new Error("network");
  }
  if (!response.ok) throw new Error(`http ${response.status}`);
  try {
    return new Uint8Array(await response.arrayBuffer());
  } catch (_) {
    throw new Error("interrupted");
  }
}

/**
 * Fetch `url` and resolve to its bytes, gunzipped if they are gzip. Rejects
 * with an Error whose message is "network", "http <status>", "interrupted",
 * "damaged" (see wordlists.js) or "corrupt" (not gzip after all).
 */
export async function fetchBytes(url, onProgress) {
  const bytes = String(url).endsWith(".dawg.gz") ? await wordList(url, onProgress)
    : await smallFile(url);
  if (!isGzip(bytes)) return bytes;
  try {
    return await gunzip(bytes);
  } catch (_) {
    throw new Error("corrupt");
  }
}
