// The runtime's download and start-up, measured for the progress bar.
//
// The build lists every file the page needs before Python runs, with its size
// as stored and as sent (gzipped or not). The files the runtime fetches (the
// wasm, the standard library, the lock file, the Python code) are asked for
// here at once, counted byte by byte as they arrive, and the same responses
// are handed to the runtime when it asks (see boot.js), so nothing is fetched
// twice. Scripts are preloaded and counted when they complete. The bar follows
// the bytes, weighted by what each file costs on the wire, then the start-up
// steps; on a slow connection it also shows the size and the time left.

const SCRIPT = /\.m?js$/;
const DOWNLOAD = 0.8;        // the share of the bar the download fills
const STARTED = 0.95;        // the bar once Python runs the page's code
const START_UP_MS = 2000;    // a guess at the time from the last byte to Python
const SLOW_AFTER_MS = 1000;  // size and time left are shown on downloads slower than
const SLOW_LEFT_MS = 3000;   // ... this, once this long has passed

export class Loading {
  /** `files`: [{url, raw, wire}] relative to the page; `onChange()` after news. */
  constructor(files, onChange) {
    this.files = new Map(files.map((f) => [new URL(f.url, document.baseURI).href,
      { ...f, received: 0, done: false }]));
    this.wireTotal = files.reduce((sum, f) => sum + f.wire, 0);
    this.early = new Map();  // url -> promise of the response, until the runtime asks
    this.onChange = onChange;
    this.started = performance.now();
    this.downloaded = null;  // when the last byte arrived
    this.step = 0;           // the share of the bar the start-up steps reached
    this.scheduled = false;
  }

  /** Ask for every runtime file now: fetches through `fetchFn`, scripts as preloads. */
  prefetch(fetchFn) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) this.finished(entry.name);
    }).observe({ type: "resource", buffered: true });
    // Scripts first (they are small and each one leads to the next), then the
    // largest files, so that a connection limit delays the least.
    const urls = [...this.files.keys()];
    for (const url of urls.filter((u) => SCRIPT.test(u))) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = url;
      document.head.append(link);
    }
    const fetched = urls.filter((u) => !SCRIPT.test(u));
    fetched.sort((a, b) => this.files.get(b).wire - this.files.get(a).wire);
    for (const url of fetched) {
      const response = fetchFn(url).then((r) => this.count(url, r));
      response.catch(() => { /* boot.js reports it; the runtime's own request fails too */ });
      this.early.set(url, response);
    }
  }

  /** The early response for `url`, once: the runtime's own request for it. */
  take(url) {
    const href = new URL(url, document.baseURI).href;
    const response = this.early.get(href);
    this.early.delete(href);
    return response;
  }

  count(url, response) {
    const file = this.files.get(url);
    if (!response.ok || !response.body) return response;
    const reader = response.clone().body.getReader();
    const pump = () => reader.read().then(({ done, value }) => {
      if (done) { this.finished(url); return; }
      file.received += value.length;
      this.changed();
      pump();
    }, () => { /* the runtime's reader sees the same failure */ });
    pump();
    return response;
  }

  finished(url) {
    const file = this.files.get(url);
    if (!file || file.done) return;
    file.done = true;
    if ([...this.files.values()].every((f) => f.done)) this.downloaded = performance.now();
    this.changed();
  }

  /** A start-up step reached: the bar stands at least at `fraction`. */
  reached(fraction) {
    this.step = Math.max(this.step, fraction);
    this.changed();
  }

  changed() {
    if (this.scheduled) return;
    this.scheduled = true;
    requestAnimationFrame(() => { this.scheduled = false; this.onChange(); });
  }

  wireDone() {
    let sum = 0;
    for (const f of this.files.values()) sum += f.done ? f.wire : f.wire * Math.min(1, f.received / f.raw);
    return sum;
  }

  /** {fraction, starting, done, total, leftMs}: what the bar and its texts show. */
  state() {
    const now = performance.now();
    const done = this.wireDone();
    let fraction = DOWNLOAD * done / this.wireTotal;
    if (this.downloaded !== null) {
      // From the last byte to Python: creeps towards the step that ends it.
      const share = Math.min(0.9, (now - this.downloaded) / START_UP_MS);
      fraction = DOWNLOAD + (STARTED - DOWNLOAD) * share;
      if (share < 0.9) this.changed();
    }
    fraction = Math.max(fraction, this.step);
    const elapsed = now - this.started;
    const rate = done / Math.max(elapsed, 1);
    const leftMs = this.downloaded === null && rate > 0
      ? (this.wireTotal - done) / rate + START_UP_MS : null;
    const slow = this.downloaded === null && elapsed > SLOW_AFTER_MS && leftMs > SLOW_LEFT_MS;
    return { fraction, starting: this.downloaded !== null, slow, done, total: this.wireTotal, leftMs };
  }
}
