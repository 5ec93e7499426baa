// Renders the trees of plain data that Python's views return, and sends the
// player's clicks and keys back to Python. A node is [tag, attrs, ...children];
// a child is a node or a string. Text always goes in as text, never as HTML.

const SVG_NS = "http://www.w3.org/2000/svg";
const PROPS = new Set(["value", "checked", "selected", "indeterminate"]);
const BOOLEAN = new Set(["disabled", "hidden", "readonly", "required", "open", "multiple"]);
let dispatcher = null;

export function setDispatcher(fn) { dispatcher = fn; }

/** Send an action (JSON) to Python, as a click on a data-act element would. */
export function dispatch(act, value) { return send("act", act, value); }

// Python answers true when it handled the event, so the browser's default
// (scrolling on arrow keys, say) can be stopped.
function send(kind, act, value) {
  return dispatcher ? dispatcher(kind, act, value === undefined ? null : value) : false;
}

function keyOf(node) {
  return Array.isArray(node) && node[1] && node[1].key != null ? String(node[1].key) : null;
}

function setAttrs(el, attrs, old) {
  for (const name of Object.keys(old)) {
    if (name in attrs) continue;
    if (name === "style") el.removeAttribute("style");
    else if (PROPS.has(name)) el[name] = name === "value" ? "" : false;
    else el.removeAttribute(name);
  }
  for (const [name, value] of Object.entries(attrs)) {
    if (name === "key" || name === "focus") continue;
    if (name === "style") {
      // CSSOM, not a style attribute string: allowed by the page's CSP.
      const prev = old.style || {};
      for (const prop of Object.keys(prev)) if (!(prop in value)) el.style.removeProperty(prop);
      for (const [prop, v] of Object.entries(value)) el.style.setProperty(prop, String(v));
    } else if (name === "value") {
      // A field being typed in may be ahead of Python: keystrokes whose input
      // events are still queued. Only a value Python changed is written then.
      const typedSince = document.activeElement === el && el.value !== (el.__value ?? el.value);
      // (a list item's value is a number: compared as text, so not written again)
      if (!typedSince && String(el.value) !== String(value)) el.value = value;
      el.__value = value;
    } else if (PROPS.has(name)) {
      if (el[name] !== value) el[name] = value;
    } else if (BOOLEAN.has(name) || typeof value === "boolean") {
      // written only when it changes: every write is a mutation the page restyles
      if (Boolean(value) !== el.hasAttribute(name)) {
        if (value) el.setAttribute(name, ""); else el.removeAttribute(name);
      }
    } else if (value == null) {
      el.removeAttribute(name);
    } else if (old[name] !== value || el.getAttribute(name) !== String(value)) {
      el.setAttribute(name, String(value));
    }
  }
  el.__attrs = attrs;
}

function create(node, inSvg) {
  if (!Array.isArray(node)) return document.createTextNode(String(node));
  const [tag, attrs] = node;
  const svg = inSvg || tag === "svg";
  const el = svg ? document.createElementNS(SVG_NS, tag) : document.createElement(tag);
  el.__key = keyOf(node);
  setAttrs(el, attrs || {}, {});
  for (const child of node.slice(2)) el.appendChild(create(child, svg && tag !== "foreignObject"));
  if (attrs && attrs.focus) takeFocus(el);
  return el;
}

// "focus" moves the keyboard focus to the element when it appears and, when its
// value is a string, again whenever that value changes (a view names the move
// or turn it belongs to): focus follows committed actions, yet re-renders in
// between never pull it away from where the player moved it.
function takeFocus(el) {
  queueMicrotask(() => el.focus({ preventScroll: false }));
}

function focusMoved(old, attrs) {
  return typeof attrs.focus === "string" && attrs.focus !== "" && old.focus !== attrs.focus;
}

function sameKind(el, node) {
  if (!Array.isArray(node)) return el.nodeType === Node.TEXT_NODE;
  return el.nodeType === Node.ELEMENT_NODE
    && el.localName === node[0] && (el.__key ?? null) === keyOf(node);
}

function patch(el, node, inSvg) {
  if (!Array.isArray(node)) {
    const text = String(node);
    if (el.nodeValue !== text) el.nodeValue = text;
    return;
  }
  const attrs = node[1] || {};
  const old = el.__attrs || {};
  setAttrs(el, attrs, old);
  if (focusMoved(old, attrs)) takeFocus(el);
  patchChildren(el, node.slice(2), inSvg || node[0] === "svg");
}

// A keyed element further on than the cursor stays where it is and what lies
// between goes (but keyed elements still to come): moving it instead would
// detach and restyle its whole subtree (a game's move list, say, when the
// controls above it change with the turn).
function dropUntil(parent, cursor, el, wanted) {
  while (cursor !== el) {
    const next = cursor.nextSibling;
    if (cursor.__key == null || !wanted.has(cursor.__key)) parent.removeChild(cursor);
    cursor = next;
  }
  return el;
}

function follows(cursor, el) {
  return cursor !== null && (cursor.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
}

function patchChildren(parent, children, inSvg) {
  const keyed = new Map();
  for (const child of parent.childNodes) if (child.__key != null) keyed.set(child.__key, child);
  const wanted = new Set();   // the keys of the children still to place
  for (const node of children) { const key = keyOf(node); if (key != null) wanted.add(key); }
  let cursor = parent.firstChild;
  for (const node of children) {
    const key = keyOf(node);
    let el = null;
    if (key != null) {
      wanted.delete(key);
      el = keyed.get(key) || null;
      if (el && (el.parentNode !== parent || !sameKind(el, node))) el = null;
      if (el && el !== cursor && follows(cursor, el)) cursor = dropUntil(parent, cursor, el, wanted);
    } else if (cursor && cursor.__key == null && sameKind(cursor, node)) {
      el = cursor;
    }
    if (el) {
      if (el !== cursor) parent.insertBefore(el, cursor);
      else cursor = cursor.nextSibling;
      patch(el, node, inSvg);
      if (key != null) keyed.delete(key);
    } else {
      parent.insertBefore(create(node, inSvg), cursor);
    }
  }
  while (cursor) {
    const next = cursor.nextSibling;
    parent.removeChild(cursor);
    cursor = next;
  }
  // a keyed element kept by dropUntil for a later place it did not take
  for (const stale of keyed.values()) if (stale.parentNode === parent) parent.removeChild(stale);
}

/** Make the children of #id match `json` (a JSON list of nodes). */
export function render(id, json) {
  const root = document.getElementById(id);
  patchChildren(root, JSON.parse(json), false);
}

// Delegated events: an element says what it means with data attributes.
document.addEventListener("click", (event) => {
  const target = event.target.closest("[data-act]");
  if (!target || target.disabled) return;
  event.preventDefault();
  send("act", target.dataset.act);
});
document.addEventListener("input", (event) => {
  const target = event.target.closest("[data-input]");
  if (target) send("input", target.dataset.input, target.value);
});
document.addEventListener("change", (event) => {
  const target = event.target.closest("[data-change]");
  if (target) send("change", target.dataset.change,
    target.type === "checkbox" ? String(target.checked) : target.value);
});
document.addEventListener("submit", (event) => {
  const form = event.target.closest("[data-submit]");
  if (!form) return;
  event.preventDefault();
  send("submit", form.dataset.submit, JSON.stringify(Object.fromEntries(new FormData(form))));
});
document.addEventListener("keydown", (event) => {
  if (event.isComposing || event.metaKey) return;
  // A field, or any region marked data-keys (a game board), names where the key was pressed.
  const field = event.target.closest("input, textarea, select, [data-keys]");
  const info = {
    key: event.key, ctrl: event.ctrlKey, alt: event.altKey, shift: event.shiftKey,
    field: field ? (field.dataset.keys || "text") : null,
  };
  if (field && !field.dataset.keys && event.key !== "Escape") return;
  if (send("key", JSON.stringify(info)) === true) event.preventDefault();
});
