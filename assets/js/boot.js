// Boot: the loading screen, its progress bar, and every failure before (and
// outside) Python, in the player's language. It also offers the page's small
// JavaScript services to Python (window.verba) and registers the service worker.

const TEXT = {
  en: {
    runtime: "Loading the Python runtime…",
    code: "Loading the game code…",
    offline: "Verba could not load: you seem to be offline. The first visit needs a network connection; after that Verba works offline.",
    failed: "Verba could not load a file it needs ({file}). Check the connection and reload.",
    crashed: "Something went wrong while starting Verba: {detail}",
    slow: "This is taking longer than usual…",
    reload: "Reload",
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
    update: "Une nouvelle version de Verba est prête.",
  },
};

function pickLanguage() {
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

const lang = pickLanguage();
document.documentElement.lang = lang;
const say = (key, params = {}) =>
  TEXT[lang][key].replace(/\{(\w+)\}/g, (_, name) => String(params[name] ?? ""));

const el = (id) => document.getElementById(id);
let ready = false;
let failed = false;

function setProgress(step, fraction) {
  if (failed) return;
  el("boot-step").textContent = say(step);
  const bar = el("boot-bar");
  bar.value = Math.max(bar.value, Math.round(fraction * 100));
}

function fail(key, params) {
  if (failed || ready) return;
  failed = true;
  el("boot").classList.add("failed");
  el("boot-step").textContent = "";
  const box = el("boot-error");
  box.hidden = false;
  el("boot-error-text").textContent = say(navigator.onLine === false ? "offline" : key, params);
  el("boot-reload").textContent = say("reload");
  document.documentElement.dataset.verba = "failed";
}

// A file of our own that does not arrive (a script, the wasm, the Python zip).
const nativeFetch = window.fetch.bind(window);
window.fetch = async (input, init) => {
  try {
    const response = await nativeFetch(input, init);
    if (!response.ok && !ready) fail("failed", { file: String(response.url || input).split("/").pop() });
    return response;
  } catch (error) {
    if (!ready) fail("failed", { file: String(input.url || input).split("/").pop() });
    throw error;
  }
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

// PyScript reports its loading steps; the runtime is most of the wait.
let runtimeSteps = 0;
window.addEventListener("py:progress", () => {
  runtimeSteps += 1;
  setProgress("runtime", Math.min(0.85, 0.1 + runtimeSteps * 0.12));
});

setTimeout(() => { if (!ready && !failed) el("boot-slow").textContent = say("slow"); }, 20000);

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
  ready() {
    ready = true;
    el("boot").hidden = true;
    el("app").hidden = false;
    document.documentElement.dataset.verba = "ready";
    registerServiceWorker();
  },
};

el("boot-reload").addEventListener("click", () => location.reload());
setProgress("runtime", 0.05);
// Fetch the runtime while the rest of the boot loads. Asked for here rather
// than in the page's <head>, so that a network lost before this script
// arrived cannot leave the page without anyone to say so.
const preload = document.createElement("link");
preload.rel = "modulepreload";
preload.href = "./runtime/pyscript/core.js";
document.head.append(preload);
// Everything else is imported only now, so that any failure to load it (a
// first visit that loses the network, say) is shown by the code above.
const failedImport = (error) =>
  fail("failed", { file: String(error && error.message || error).split("/").pop() });
Promise.all([import("./dom.js"), import("./net.js"), import("./drag.js")])
  .then(([dom, net]) => {
    Object.assign(window.verba, {
      render: dom.render, setDispatcher: dom.setDispatcher, fetchBytes: net.fetchBytes });
    return import("../../runtime/pyscript/core.js");
  })
  .catch(failedImport);
