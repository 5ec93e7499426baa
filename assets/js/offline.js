// Every game offline after the first visit: once the home screen is up, the
// word lists not yet on this device are downloaded in the background, one at
// a time, at low priority, making way for a game that needs its own list
// (see wordlists.js). The setting "download word lists for offline play"
// turns it off; until the person chooses, the browser's data saver decides.
//
// Python tells the choice with setChoice after its first render (that is
// when the home screen is ready) and whenever it changes; the state goes back
// as a "verba:offline" event and as <html data-word-lists="...">.

import { changes, entries, fetchInBackground, isCached, pauseBackground } from "./wordlists.js";

let choice;             // undefined until Python tells it; then true, false or null (not chosen)
let running = false;
let reports = 0;

function enabled() {
  return choice === true || (choice === null && !navigator.connection?.saveData);
}

// The state: "checking", "fetching", "done" (all lists kept), "off" (not
// all kept, and not downloading them), "incomplete" (some failed).
async function report() {
  const mine = ++reports;
  let lists = [];
  try {
    lists = [...(await entries()).values()];
  } catch (_) { /* no index (offline on a first visit): nothing known */ }
  const kept = await Promise.all(lists.map(isCached));
  if (mine !== reports) return;  // a newer report is on its way
  const sum = (only) => lists.reduce((n, e, i) => n + (only(i) ? e.bytes : 0), 0);
  const total = sum(() => true);
  const cached = sum((i) => kept[i]);
  const state = lists.length && cached === total ? "done" : running ? "fetching"
    : choice === undefined ? "checking" : !enabled() ? "off" : "incomplete";
  document.documentElement.dataset.wordLists = state;
  window.dispatchEvent(new CustomEvent("verba:offline", {
    detail: JSON.stringify({ state, enabled: enabled(), cached, total }) }));
}

async function run() {
  // Without Cache Storage (a page not served securely) nothing could be kept.
  if (running || !enabled() || !globalThis.caches) return;
  running = true;
  report();
  try {
    const queue = [...(await entries()).values()].sort((a, b) => a.bytes - b.bytes);
    while (queue.length && enabled()) {
      const entry = queue[0];
      try {
        await fetchInBackground(entry);
        queue.shift();
      } catch (error) {
        // Aborted: a game needed the network, and the same list comes next.
        // Any other failure skips the list until the next visit or "online".
        if (error.message !== "aborted") queue.shift();
      }
    }
  } catch (_) { /* no index: tried again when back online */ }
  running = false;
  report();
}

/** The person's choice: true, false, or null for "not chosen". */
export function setChoice(value) {
  choice = value === true || value === false ? value : null;
  if (!enabled()) pauseBackground();
  report();
  run();
}

changes.addEventListener("change", () => report());
window.addEventListener("online", () => { if (choice !== undefined) run(); });
