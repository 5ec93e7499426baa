// Before Python has started: the static screen the person is on, painted from
// the trees the build rendered (screens.js), with its buttons answering. A
// language switch or a move to another static screen happens here; any other
// click is kept (the button shows the loading progress) and handed to Python
// when it takes over, with the screen and language, so nothing is lost.
import { render, setDispatcher } from "./dom.js";
import { savedGames, screenKey, screenTree } from "./screens.js";

const HOME = "home";
let data = null;
let state = null; // {lang, key, saves, pending, progress}
let changed = () => {};
let fetchFile = null;
// The rules pages come from a file per language (the build's LATER_SCREENS),
// asked for when one is first opened: lang -> its promise.
const asked = new Map();

const shown = (key, lang) => Object.hasOwn(data.screens[key].views, lang);

// Their views: {screen key: {saved games: tree}}, as in the page's own data.
const isViews = (value) => value !== null && typeof value === "object" && !Array.isArray(value)
  && Object.values(value).every((trees) => trees !== null && typeof trees === "object"
    && Object.values(trees).every(Array.isArray));

function askScreens(lang) {
  if (!asked.has(lang)) {
    asked.set(lang, fetchFile(data.later.replace("{lang}", lang))
      .then((response) => (response.ok ? response.json() : null))
      .then((views) => {
        if (!isViews(views)) throw new Error("no screens");
        for (const [key, trees] of Object.entries(views)) {
          if (Object.hasOwn(data.screens, key)) data.screens[key].views[lang] = trees;
        }
      })
      // Offline, say: the click stays kept, and Python carries it out.
      .catch(() => { asked.delete(lang); }));
  }
  return asked.get(lang);
}

function decorate(node, pending, progress) {
  if (typeof node === "string") return node;
  const [tag, attrs, ...children] = node;
  const mark = pending !== null && attrs["data-act"] === pending;
  const own = mark ? { ...attrs, "aria-busy": "true", "data-waiting": "",
    style: { "--progress": `${Math.round(progress * 100)}%` } } : attrs;
  return [tag, own, ...children.map((child) => decorate(child, pending, progress))];
}

function paint() {
  const tree = screenTree(data, state.key, state.lang, state.saves);
  render("app", JSON.stringify(tree.map((node) => decorate(node, state.pending, state.progress))));
}

function act(payload) {
  let action;
  try { action = JSON.parse(payload); } catch (_) { return false; }
  // The rules before Python were opened from the home: their "back" is the home.
  if (action.do === "rules_back") action = { do: HOME };
  const lang = action.do === "lang" && data.langs.includes(action.lang) ? action.lang : null;
  const key = lang ? state.key : screenKey(data, action);
  const shownIn = lang ?? state.lang;   // the language the screen would show in
  if (key !== null && !shown(key, shownIn)) {
    // A screen whose views are not in yet: kept as any other click, and
    // carried out here once they are.
    state.pending = payload;
    askScreens(shownIn).then(() => {
      if (state !== null && state.pending === payload && shown(key, shownIn)) act(payload);
    });
  } else if (lang) {
    state.lang = lang;
    if (state.pending === payload) state.pending = null;
    try { localStorage.setItem("verba.lang", lang); } catch (_) { /* kept for this visit only */ }
  } else if (key !== null) {
    state.key = key;
    state.pending = null;
  } else {
    state.pending = payload; // the latest click is the one carried out
  }
  paint();
  changed(state.lang);
  return true;
}

function dispatch(kind, payload) {
  if (state === null) return false;
  if (kind === "act") return act(payload);
  if (kind === "key" && state.key !== HOME) {
    let info = {};
    try { info = JSON.parse(payload); } catch (_) { /* not a key we know */ }
    if (info.key === "Escape" && !info.field) return act(JSON.stringify({ do: HOME }));
  }
  return false;
}

/** Paint the home screen in `lang` and answer its buttons; false without data.
 * `onChange(lang)` follows every answer (the loading texts depend on it);
 * `fetchPlain` asks for the rules pages (a failure there is no failure of
 * the page's start). */
export function start(pageData, lang, onChange, fetchPlain) {
  if (!pageData || !pageData.screens || !pageData.screens[HOME]) return false;
  data = pageData;
  changed = onChange;
  fetchFile = fetchPlain;
  let storage = { getItem: () => null };
  try { storage = window.localStorage; } catch (_) { /* storage blocked: no saves to show */ }
  state = { lang, key: HOME, saves: savedGames(data, storage), pending: null, progress: 0 };
  setDispatcher(dispatch);
  paint();
  return true;
}

/** Whether a click is waiting for Python (the loading text says so). */
export function pending() {
  return state !== null && state.pending !== null;
}

/** The loading progress (0..1), shown on the button of a kept click. */
export function progress(fraction) {
  if (state === null) return;
  state.progress = fraction;
  if (state.pending !== null) paint();
}

/** For Python, once: where the person is and what they asked for (JSON). */
export function takeOver() {
  if (state === null) return JSON.stringify({});
  const screen = data.screens[state.key];
  const report = { lang: state.lang, screen: screen.opens, params: screen.params,
    pending: state.pending };
  state = null;
  return JSON.stringify(report);
}
