// Game files handed to Python: one picked with an <input type=file data-file>
// or dropped on the page arrives as {"do": "open_record"} with the file's
// text (verba.ui.shell.import_screen reads and checks it). A file past the
// size any record can have is not read: Python is told with no text.
import { dispatch } from "./dom.js";

const MAX_BYTES = 8_000_000;  // UTF-8 of the 2,000,000 characters gamefile.MAX_CHARS allows

async function open(file) {
  if (!file) return;
  const text = file.size > MAX_BYTES ? undefined : await file.text().catch(() => "");
  dispatch(JSON.stringify({ do: "open_record" }), text);
}

document.addEventListener("change", (event) => {
  const input = event.target.closest("input[type=file][data-file]");
  if (!input) return;
  open(input.files[0]);
  input.value = "";  // the same file may be opened again
});

function carriesFiles(event) {
  return Array.from(event.dataTransfer?.types || []).includes("Files");
}
document.addEventListener("dragover", (event) => {
  if (!carriesFiles(event)) return;
  event.preventDefault();  // lets the drop happen (and not open the file in the tab)
  event.dataTransfer.dropEffect = "copy";
});
document.addEventListener("drop", (event) => {
  if (!carriesFiles(event)) return;
  event.preventDefault();
  open(event.dataTransfer.files[0]);
});
