// Verba's service worker: makes the second visit work offline.
// One cache per build version; the build stamps VERSION and PRECACHE. Files of
// two versions never mix: a new worker waits until no page uses the old one
// (or the player accepts the update), then deletes the old caches.
// Word lists are the exception: the page checks them and keeps them in a
// cache of their own keyed by content hash (assets/js/wordlists.js), so an
// update that leaves a list unchanged keeps it; this worker only deletes,
// when it activates, the lists its version no longer lists.
const VERSION = "__VERSION__";
const CACHE = `verba-${VERSION}`;
const WORDS = "verba-words";  // and its keys, as wordlists.js makes them
const PRECACHE = __PRECACHE__;

self.addEventListener("install", (event) => {
  // "no-cache" revalidates with the server, so files the page just loaded are
  // not downloaded twice (304) yet a stale copy of an older build is never kept.
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      cache.addAll(PRECACHE.map((url) => new Request(url, { cache: "no-cache" })))
    )
  );
});

const wordKey = (entry) =>
  new URL(`lexicons/${entry.file}?sha256=${entry.sha256}`, self.registration.scope).href;

async function sha256(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

// Versions before the word-list cache kept each list in their own cache under
// its plain address: take over the ones that match this version's index, so
// the first update to this scheme does not throw them away either.
async function adoptWordLists(entries, oldCaches, words) {
  for (const name of oldCaches) {
    const old = await caches.open(name);
    for (const entry of entries) {
      const hit = await old.match(new URL(`lexicons/${entry.file}`, self.registration.scope).href);
      if (!hit || await words.match(wordKey(entry))) continue;
      const bytes = new Uint8Array(await hit.arrayBuffer());
      if (bytes.length === entry.bytes && await sha256(bytes) === entry.sha256) {
        await words.put(wordKey(entry), new Response(bytes, {
          headers: { "Content-Type": "application/octet-stream" } }));
      }
    }
  }
}

async function activate() {
  const oldCaches = (await caches.keys())
    .filter((k) => k.startsWith("verba-") && k !== CACHE && k !== WORDS);
  try {
    const index = await (await caches.open(CACHE)).match("lexicons/index.json");
    const entries = Object.values((await index.json()).lexicons);
    const words = await caches.open(WORDS);
    await adoptWordLists(entries, oldCaches, words);
    const listed = new Set(entries.map(wordKey));
    for (const request of await words.keys()) {
      if (!listed.has(request.url)) await words.delete(request);
    }
  } catch (_) { /* an unreadable index: keep every list rather than lose one */ }
  await Promise.all(oldCaches.map((k) => caches.delete(k)));
  await self.clients.claim();
}

self.addEventListener("activate", (event) => event.waitUntil(activate()));

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

async function respond(request) {
  const cache = await caches.open(CACHE);
  const isNavigation = request.mode === "navigate";
  // A navigation to a file of the site (a licence's text, opened from the
  // About screen) gets that file; to any other address, the page.
  const hit = await cache.match(request, { ignoreSearch: isNavigation })
    || (isNavigation && await cache.match("./", { ignoreSearch: true }));
  if (hit) return hit;
  return fetch(request);
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  // A word list is the page's business: it looks in its own cache first and
  // asks the network only for a list it does not have.
  if (request.method !== "GET" || url.origin !== self.location.origin
      || url.pathname.endsWith(".dawg.gz")) return;
  event.respondWith(respond(request));
});
