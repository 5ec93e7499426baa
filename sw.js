// Verba's service worker: makes the second visit work offline.
// One cache per build version; the build stamps VERSION and PRECACHE. Files of
// two versions never mix: a new worker waits until no page uses the old one
// (or the player accepts the update), then deletes the old caches.
const VERSION = "__VERSION__";
const CACHE = `verba-${VERSION}`;
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

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(
        keys.filter((k) => k.startsWith("verba-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim())
  );
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

async function respond(event) {
  const { request } = event;
  const cache = await caches.open(CACHE);
  const isNavigation = request.mode === "navigate";
  const hit = await cache.match(isNavigation ? "./" : request, { ignoreSearch: isNavigation });
  if (hit) return hit;
  const response = await fetch(request);
  // Lexicons are cached the first time a game asks for one; they belong to
  // this version like everything else.
  if (response.ok && new URL(request.url).pathname.includes("/lexicons/")) {
    // Not awaited: the page reads the body as it streams, for its progress bar.
    event.waitUntil(cache.put(request, response.clone()));
  }
  return response;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(respond(event));
});
