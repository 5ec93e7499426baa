// Drag and drop with the pointer (mouse, touch, pen). An element with
// data-drag (JSON) can be dropped on one with data-drop (JSON); Python then
// gets {"do": "drop", "src": ..., "dst": ...}. A press that does not move
// stays a plain click, so every drag has a click-and-click alternative.
// Also the board's zoom on touch screens: a pinch zooms it, and a zoomed board
// follows the cell being laid on (see the end of this file).
import { dispatch } from "./dom.js";

const THRESHOLD = 6; // px of movement before a press becomes a drag
let drag = null;

function parse(text) {
  try { return JSON.parse(text); } catch (_) { return null; }
}

function dropAt(x, y) {
  const el = document.elementFromPoint(x, y);
  return el ? el.closest("[data-drop]") : null;
}

function hover(target) {
  if (drag.over === target) return;
  drag.over?.classList.remove("drop-over");
  drag.over = target;
  target?.classList.add("drop-over");
}

function start() {
  const rect = drag.source.getBoundingClientRect();
  const ghost = drag.source.cloneNode(true);
  ghost.removeAttribute("id");
  ghost.classList.add("drag-ghost");
  ghost.setAttribute("aria-hidden", "true");
  ghost.style.width = `${rect.width}px`;
  ghost.style.height = `${rect.height}px`;
  drag.dx = drag.x - rect.left;
  drag.dy = drag.y - rect.top;
  drag.ghost = ghost;
  drag.source.classList.add("drag-source");
  document.body.appendChild(ghost);
}

function end() {
  const d = drag;
  drag = null;
  if (!d || !d.ghost) return d;
  d.ghost.remove();
  d.source.classList.remove("drag-source");
  d.over?.classList.remove("drop-over");
  return d;
}

// A mouse button released on the element it was pressed on still clicks it:
// after a drag that click is the drop, not a click of its own. (A touch that
// moved never clicks, and listening for one then costs the next tap its click.)
function swallowNextClick() {
  const stop = (event) => { event.stopPropagation(); event.preventDefault(); };
  window.addEventListener("click", stop, { capture: true, once: true });
  setTimeout(() => window.removeEventListener("click", stop, { capture: true }), 0);
}

document.addEventListener("pointerdown", (event) => {
  if (drag || (event.pointerType === "mouse" && event.button !== 0)) return;
  const source = event.target.closest("[data-drag]");
  if (!source) return;
  drag = { source, src: parse(source.dataset.drag), x: event.clientX, y: event.clientY,
    id: event.pointerId, ghost: null, over: null, dx: 0, dy: 0 };
});

document.addEventListener("pointermove", (event) => {
  if (!drag || event.pointerId !== drag.id) return;
  if (!drag.ghost) {
    if (Math.hypot(event.clientX - drag.x, event.clientY - drag.y) < THRESHOLD) return;
    start();
  }
  // No preventDefault here: touch-action: none on the tiles already keeps the
  // page from scrolling, and a cancelled touch move costs the next tap its click.
  drag.ghost.style.left = `${event.clientX - drag.dx}px`;
  drag.ghost.style.top = `${event.clientY - drag.dy}px`;
  hover(dropAt(event.clientX, event.clientY));
});

document.addEventListener("pointerup", (event) => {
  if (!drag || event.pointerId !== drag.id) return;
  const d = end();
  if (!d.ghost) return; // no movement: a click, handled by dom.js
  const pressed = d.source.closest("[data-act]");
  if (event.pointerType === "mouse" && pressed && pressed === event.target.closest("[data-act]")) {
    swallowNextClick();
  }
  const target = dropAt(event.clientX, event.clientY);
  if (target && d.src) {
    dispatch(JSON.stringify({ do: "drop", src: d.src, dst: parse(target.dataset.drop) }));
  }
});

document.addEventListener("pointercancel", (event) => {
  if (drag && event.pointerId === drag.id) end();
});

document.addEventListener("keydown", (event) => {
  if (drag && event.key === "Escape") { end(); event.stopPropagation(); }
}, true);

// A zoomed board (data-follow="row,col" on its scrolling frame) keeps the cell
// being laid on in view: whenever Python moves the cursor, the frame scrolls
// just enough to show that cell with half a cell to spare.
function follow(frame) {
  const [row, col] = (frame.dataset.follow || "").split(",");
  const cell = document.getElementById(`sc-${row}-${col}`);
  if (!cell) return;
  const f = frame.getBoundingClientRect();
  const c = cell.getBoundingClientRect();
  const spare = c.width / 2;
  let dx = 0;
  let dy = 0;
  if (c.left - spare < f.left) dx = c.left - spare - f.left;
  else if (c.right + spare > f.right) dx = c.right + spare - f.right;
  if (c.top - spare < f.top) dy = c.top - spare - f.top;
  else if (c.bottom + spare > f.bottom) dy = c.bottom + spare - f.bottom;
  if (dx || dy) frame.scrollBy({ left: dx, top: dy });
}

new MutationObserver((changes) => {
  const frames = new Set();
  for (const change of changes) {
    const el = change.type === "attributes" ? change.target : null;
    if (el?.dataset?.follow !== undefined) frames.add(el);
    for (const node of change.addedNodes || []) {
      if (node.nodeType === 1) node.querySelectorAll?.("[data-follow]").forEach((f) => frames.add(f));
    }
  }
  // After layout: a frame that has just been zoomed has not scrolled yet.
  if (frames.size) requestAnimationFrame(() => frames.forEach(follow));
}).observe(document.documentElement, { subtree: true, childList: true, attributes: true,
  attributeFilter: ["data-follow"] });

// Two fingers spread on the board zoom it in; pinched together, out.
const touches = new Map();
let pinchFrom = 0;

function spread() {
  const [a, b] = [...touches.values()];
  return Math.hypot(a.x - b.x, a.y - b.y);
}

document.addEventListener("pointerdown", (event) => {
  if (event.pointerType !== "touch" || !event.target.closest(".board-wrap")) return;
  touches.set(event.pointerId, { x: event.clientX, y: event.clientY });
  if (touches.size === 2) {
    pinchFrom = spread();
    if (drag) end(); // a second finger turns a drag into a pinch
  }
});

document.addEventListener("pointermove", (event) => {
  if (!touches.has(event.pointerId)) return;
  touches.set(event.pointerId, { x: event.clientX, y: event.clientY });
  if (touches.size !== 2 || !pinchFrom) return;
  const ratio = spread() / pinchFrom;
  if (ratio > 1.3 || ratio < 0.77) {
    pinchFrom = 0; // one zoom per pinch
    dispatch(JSON.stringify({ do: "zoom", on: ratio > 1 }));
  }
});

for (const type of ["pointerup", "pointercancel"]) {
  document.addEventListener(type, (event) => {
    touches.delete(event.pointerId);
    if (touches.size < 2) pinchFrom = 0;
  });
}
