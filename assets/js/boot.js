// Boot: the static screen and the loading bar until Python is ready, and every
// failure before (and outside) Python, in the player's language. It also offers
// the page's small JavaScript services to Python (window.verba) and registers
// the service worker.

const TEXT = {
  en: {
    runtime: "Loading the Python runtime…",
    code: "Loading the game code…",
    offline: "Verba could not load: you seem to be offline. The first visit needs a network connection; after that Verba works offline.",
    failed: "Verba could not load a file it needs ({file}). Check the connection and reload.",
    crashed: "Something went wrong while starting Verba: {detail}",
    slow: "This is taking longer than usual…",
    reload: "Reload",
    clean: "Start without stored data",
    cleanNote: "Saved games, history and settings are set aside, not deleted: Settings → Stored data lists them.",
    update: "A new version of Verba is ready.",
  },
  pl: {
    runtime: "Wczytywanie środowiska Pythona…",
    code: "Wczytywanie kodu gry…",
    offline: "Nie udało się wczytać Verby: wygląda na to, że nie masz połączenia. Pierwsza wizyta wymaga sieci; potem Verba działa bez niej.",
    failed: "Nie udało się wczytać potrzebnego pliku ({file}). Sprawdź połączenie i odśwież stronę.",
    crashed: "Coś poszło nie tak podczas uruchamiania Verby: {detail}",
    slow: "To trwa dłużej niż zwykle…",
    reload: "Odśwież",
    clean: "Uruchom bez zapisanych danych",
    cleanNote: "Zapisane gry, historia i ustawienia zostaną odłożone na bok, nie usunięte: lista jest w Ustawienia → Zapisane dane.",
    update: "Nowa wersja Verby jest gotowa.",
  },
  fr: {
    runtime: "Chargement de l’environnement Python…",
    code: "Chargement du code du jeu…",
    offline: "Verba n’a pas pu se charger : vous semblez hors ligne. La première visite demande une connexion ; ensuite Verba fonctionne hors ligne.",
    failed: "Verba n’a pas pu charger un fichier nécessaire ({file}). Vérifiez la connexion et rechargez.",
    crashed: "Un problème est survenu au démarrage de Verba : {detail}",
    slow: "Cela prend plus de temps que d’habitude…",
    reload: "Recharger",
    clean: "Démarrer sans les données enregistrées",
    cleanNote: "Parties sauvegardées, historique et réglages sont mis de côté, pas effacés : Réglages → Données enregistrées les liste.",
    update: "Une nouvelle version de Verba est prête.",
  },
};

function pickLanguage() {
  try {
    // The settings Python keeps, then the hint it writes beside them.
    const entry = JSON.parse(localStorage.getItem("verba.settings") || "null");
    const settings = entry && typeof entry === "object" && "schema" in entry ? entry.data : entry;
    if (settings && TEXT[settings.lang]) return settings.lang;
  } catch (_) { /* unreadable settings: Python sets them aside */ }
  try {
    const saved = localStorage.getItem("verba.lang");
    if (saved && TEXT[saved]) return saved;
  } catch (_) { /* storage blocked: fall back to the browser's languages */ }
  for (const tag of navigator.languages || [navigator.language || "en"]) {
    const code = String(tag).slice(0, 2).toLowerCase();
    if (TEXT[code]) return code;
  }
  return "en";
}

let lang = pickLanguage();
document.documentElement.lang = lang;
// The theme the player chose, before anything is drawn ("auto" or none: the
// system's colour scheme, see app.css).
try {
  const theme = localStorage.getItem("verba.theme");
  if (theme === "light" || theme === "dark") document.documentElement.dataset.theme = theme;
} catch (_) { /* storage blocked: the system's colour scheme */ }
const fillIn = (template, params) =>
  template.replace(/\{(\w+)\}/g, (_, name) => String(params[name] ?? ""));
const say = (key, params = {}) => fillIn(TEXT[lang][key], params);

const el = (id) => document.getElementById(id);
let ready = false;
let failed = false;
// What the build put in the page: the static screens, their texts, the runtime's files.
let page = null;
try { page = JSON.parse(el("verba-static").textContent); } catch (_) { /* no static screens */ }
let loading = null;  // the runtime's download (loading.js), once imported
let bytecode = null; // the compiled standard library (bytecode.js), once imported
let bytecodeUsed = false;
let prestart = null; // the static screen (prestart.js), once painted
let step = "runtime";

// The bar, the step and, on a slow connection, the size and time left.
function showProgress() {
  if (failed || ready || !loading) return;
  const now = loading.state();
  const texts = page.texts[lang];
  const key = prestart?.pending() ? "prestart.pending"
    : step === "code" ? null : now.starting ? "prestart.starting" : "prestart.loading";
  el("boot-step").textContent = key ? texts[key] : say(step);
  const mb = (bytes) => (bytes / 1e6).toFixed(1);
  el("boot-size").textContent = now.slow ? [
    fillIn(texts["prestart.size"], { done: mb(now.done), total: mb(now.total) }),
    fillIn(texts["prestart.left"], { seconds: Math.max(1, Math.round(now.leftMs / 1000)) }),
  ].join(" · ") : "";
  const bar = el("boot-bar");
  bar.value = Math.max(bar.value, Math.round(now.fraction * 100));
  prestart?.progress(bar.value / 100);
}

function setProgress(name, fraction) {
  if (failed) return;
  step = name;
  if (loading) {
    loading.reached(fraction);
    return;
  }
  el("boot-step").textContent = say(name);
  const bar = el("boot-bar");
  bar.value = Math.max(bar.value, Math.round(fraction * 100));
}

function fail(key, params) {
  if (failed || ready) return;
  failed = true;
  if (bytecodeUsed) {
    // The runtime did not start with the standard library compiled on an
    // earlier visit: drop it and start again with the downloaded one.
    bytecode.forget().finally(() => location.reload());
    return;
  }
  el("boot").classList.remove("docked");
  el("app").hidden = true;
  el("boot").classList.add("failed");
  el("boot-step").textContent = "";
  const box = el("boot-error");
  box.hidden = false;
  el("boot-error-text").textContent = say(navigator.onLine === false ? "offline" : key, params);
  el("boot-reload").textContent = say("reload");
  if (key === "crashed" && navigator.onLine !== false) offerCleanStart(box);
  document.documentElement.dataset.verba = "failed";
}

// Stored data that stops Python at start (it should not, but the way out must
// not depend on Python): move every entry aside, as Python would, and reload.
// Python then reports what was moved ("verba.start-clean").
function offerCleanStart(box) {
  const note = document.createElement("p");
  note.textContent = say("cleanNote");
  const button = document.createElement("button");
  button.type = "button";
  button.id = "boot-clean";
  button.textContent = say("clean");
  button.addEventListener("click", () => {
    try {
      const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
      const moved = [];
      for (const key of keys) {
        if (!key || !key.startsWith("verba.") || key.startsWith("verba.aside.")) continue;
        const base = "verba.aside." + key.slice("verba.".length);
        let target = base;
        for (let n = 2; n <= 50 && localStorage.getItem(target) !== null; n++) target = `${base}~${n}`;
        try { localStorage.setItem(target, localStorage.getItem(key)); } catch (_) { continue; }
        localStorage.removeItem(key);
        moved.push(key);
      }
      localStorage.setItem("verba.start-clean", JSON.stringify(moved));
    } catch (_) { /* storage blocked: nothing stored can be in the way */ }
    location.reload();
  });
  box.append(note, button);
}

// The stored-data screen's export: a file the browser saves.
function download(filename, text) {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const link = Object.assign(document.createElement("a"), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

// The runtime's files the build listed: PyScript starts at once, so its
// requests for them wait until loading.js has asked for them all (and
// bytecode.js has looked for the compiled standard library), then take those
// responses: each file comes once, and the bar counts it.
const runtimeFiles = new Set((page?.runtime || []).map((f) => new URL(f.url, document.baseURI).href));
let prefetched = Promise.resolve();

// A file of our own that does not arrive (a script, the wasm, the Python zip).
const nativeFetch = window.fetch.bind(window);
async function fetchReported(input, init) {
  try {
    const response = await nativeFetch(input, init);
    if (!response.ok && !ready) fail("failed", { file: String(response.url || input).split("/").pop() });
    return response;
  } catch (error) {
    if (!ready) fail("failed", { file: String(input.url || input).split("/").pop() });
    throw error;
  }
}
window.fetch = async (input, init) => {
  const url = String(input?.url || input);
  if (runtimeFiles.has(new URL(url, document.baseURI).href)) await prefetched;
  // A runtime file this page already asked for: the response under way.
  return loading?.take(url) ?? fetchReported(input, init);
};
window.addEventListener("error", (event) => {
  const target = event.target;
  if (target && target !== window && (target.src || target.href)) {
    fail("failed", { file: String(target.src || target.href).split("/").pop() });
  } else if (!ready) {
    fail("crashed", { detail: String(event.message || event.error) });
  }
}, true);
window.addEventListener("unhandledrejection", (event) => {
  if (!ready) fail("crashed", { detail: String(event.reason && event.reason.message || event.reason) });
});

// PyScript's steps after the download: its files are in place, Python runs next.
window.addEventListener("py:progress", (event) => {
  if (String(event.detail) === "Loaded Pyodide") loading?.reached(0.9);
});

// (Not while the size and time left say why it takes long.)
setTimeout(() => {
  if (!ready && !failed && !el("boot-size").textContent) el("boot-slow").textContent = say("slow");
}, 20000);

function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register("./sw.js", { scope: "./" }).then((registration) => {
    const offerUpdate = (worker) => {
      if (!navigator.serviceWorker.controller) return; // first install: nothing to replace
      window.verba.updateReady = () => worker.postMessage("skip-waiting");
      window.dispatchEvent(new CustomEvent("verba:update-ready"));
    };
    if (registration.waiting) offerUpdate(registration.waiting);
    registration.addEventListener("updatefound", () => {
      const worker = registration.installing;
      worker?.addEventListener("statechange", () => {
        if (worker.state === "installed") offerUpdate(worker);
      });
    });
  }).catch(() => { /* no offline support this time; the page still works */ });
  let reloading = false;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (window.verba.updateReady && !reloading) { reloading = true; location.reload(); }
  });
}

// What Python calls. Plain data in and out, one call per render.
window.verba = {
  lang,
  version: document.querySelector('meta[name="verba-version"]')?.content || "dev",
  setProgress,
  fail: (detail) => fail("crashed", { detail }),
  download,
  // Where the person is and what they clicked before Python started (JSON).
  takeOver: () => prestart?.takeOver() ?? "{}",
  ready() {
    ready = true;
    el("boot").hidden = true;
    el("app").hidden = false;
    document.documentElement.dataset.verba = "ready";
    registerServiceWorker();
  },
};

// Scanning a pairing code's QR image needs BarcodeDetector reading QR codes
// and a camera; Python shows "Scan the code" once canScan is true (scan.js
// itself is imported on the first scan).
if ("BarcodeDetector" in window && navigator.mediaDevices?.getUserMedia) {
  Promise.resolve(BarcodeDetector.getSupportedFormats())
    .then((formats) => { window.verba.canScan = formats.includes("qr_code"); }, () => {});
}

// The static screen's language and kept click speak for the loading texts too.
function screenChanged(code) {
  lang = code;
  window.verba.lang = code;
  document.documentElement.lang = code;
  showProgress();
}

el("boot-reload").addEventListener("click", () => location.reload());
setProgress("runtime", 0.05);
// Python runs without WebAssembly stack switching (JSPI), as it does in
// Firefox and Safari: Pyodide uses it only where the browser offers it, and
// the page needs none of what it adds (run_sync). With it, Chromium's
// renderer crashed now and then inside V8 on a switched stack (Pyodide
// issues 5702 and 6106 report the same; docs/TESTING.md, "The renderer
// crashes"). Pyodide looks for the API when it starts, which is after this.
delete WebAssembly.Suspending;
delete WebAssembly.promising;
// Everything else is imported only now, so that any failure to load it (a
// first visit that loses the network, say) is shown by the code above.
// PyScript first: the runtime's start-up is the long part of a visit, so it
// waits for nothing else, while the runtime's download is counted
// (loading.js), the rest of the page's code arrives and the static screen is
// painted. Python starts the app only once the static screen is up
// (window.verba.afterBoot), should it be ready before.
const failedImport = (error) =>
  fail("failed", { file: String(error && error.message || error).split("/").pop() });
prefetched = Promise.all([import("./loading.js"), import("./bytecode.js")])
  .then(([{ Loading }, compiled]) => {
    bytecode = compiled;
    const version = window.verba.version;
    window.verba.keepBytecode = (bytes) => compiled.keep(version, bytes);
    if (!page?.runtime) return;
    loading = new Loading(page.runtime, showProgress);
    const kept = compiled.take(version);
    loading.prefetch((url) => compiled.isStdlib(url) ? kept.then((response) => {
      bytecodeUsed = response !== null;
      document.documentElement.dataset.bytecode = bytecodeUsed ? "used" : "absent";
      return response ?? fetchReported(url);
    }) : fetchReported(url));
    showProgress();
  })
  .catch(failedImport);
import("../../runtime/pyscript/core.js").catch(failedImport);
const booted = Promise.all([import("./dom.js"), import("./net.js"), import("./feel.js"),
  import("./drag.js"), import("./offline.js"), import("./prestart.js"), import("./files.js"),
  import("./clipboard.js")])
  .then(([dom, net, feel, , offline, painter, , clipboard]) => {
    // rtc.js (tables on separate devices) and scan.js are imported when first needed.
    Object.assign(window.verba, {
      render: dom.render, setDispatcher: dom.setDispatcher, fetchBytes: net.fetchBytes,
      feel: feel.feel, feelPlayed: feel.feelPlayed, offline: { setChoice: offline.setChoice },
      copyText: clipboard.copyText, rtc: () => import("./rtc.js"),
      scan: () => import("./scan.js") });
    // A failure already shown keeps its box alone: nothing behind it to click.
    if (failed) return;
    // The loading bar starts docked under where the static screen goes, so
    // nothing else flashes first; without a static screen it fills the page.
    if (page && painter.start(page, lang, screenChanged, nativeFetch)) {
      prestart = painter;
      el("app").hidden = false;
    } else {
      el("boot").classList.remove("docked");
    }
    showProgress();
  });
booted.catch(failedImport);
window.verba.afterBoot = (start) => { booted.then(() => start()); };
