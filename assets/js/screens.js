// The static screens: trees the Python views rendered at build time (see
// py/verba/ui/shell/static.py), picked and filled in before Python has started.
// Plain functions of the page's data and of storage, with no DOM, so that a
// test can run them beside the Python views and compare the trees.

/** The key of the static screen an action opens ("home", "rules?game=x"), or null. */
export function screenKey(data, action) {
  if (!action || typeof action.do !== "string") return null;
  const names = Object.keys(action).filter((name) => name !== "do").sort();
  if (names.some((name) => typeof action[name] !== "string")) return null;
  const query = names.map((name) => `${name}=${action[name]}`).join("&");
  const key = query ? `${action.do}?${query}` : action.do;
  return Object.hasOwn(data.screens, key) ? key : null;
}

/** A saved game's summary as the home shows it, or null when there is no
 * save Python would offer to resume (read as verba.storage reads it). */
export function savedSummary(raw, schema) {
  if (typeof raw !== "string") return null;
  let entry;
  try { entry = JSON.parse(raw); } catch (_) { return null; }
  let data = entry;
  if (entry && typeof entry === "object" && !Array.isArray(entry) && "schema" in entry) {
    if (!Number.isInteger(entry.schema) || entry.schema < 1 || entry.kind !== "save" || !("data" in entry)) return null;
    if (entry.schema > schema) return null;
    data = entry.data;
  }
  const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
  if (!isObject(data) || !isObject(data.state)) return null;
  if (data.summary !== undefined && typeof data.summary !== "string") return null;
  return data.summary ?? "";
}

/** The summary cut to `limit` characters (code points), as verba.ui.shell.home cuts it. */
export function shortSummary(text, limit) {
  const chars = Array.from(text);
  return chars.length <= limit ? text : chars.slice(0, limit - 1).join("") + "\u2026";
}

/** {game id: summary} of the games with a save, in the order of the games. */
export function savedGames(data, storage) {
  const saves = {};
  for (const game of data.games) {
    let raw = null;
    try { raw = storage.getItem(`verba.save.${game}`); } catch (_) { /* storage blocked */ }
    const summary = savedSummary(raw, data.schema);
    if (summary !== null) saves[game] = shortSummary(summary, data.summaryLimit);
  }
  return saves;
}

// One pass over the text, so that a summary holding a token stays as it is.
function fill(node, pattern, values) {
  if (typeof node === "string") return pattern ? node.replace(pattern, (token) => values.get(token)) : node;
  const [tag, attrs, ...children] = node;
  return [tag, attrs, ...children.map((child) => fill(child, pattern, values))];
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The tree (a list of nodes) of screen `key` in `lang` with these saves. */
export function screenTree(data, key, lang, saves) {
  const screen = data.screens[key];
  const games = screen.saves ? data.games.filter((game) => Object.hasOwn(saves, game)) : [];
  const tree = screen.views[lang][games.join(",")];
  const values = new Map(games.map((game) => [data.summaryToken.replace("{game}", game), saves[game]]));
  const pattern = values.size ? new RegExp([...values.keys()].map(escape).join("|"), "g") : null;
  return tree.map((node) => fill(node, pattern, values));
}
