// Files handed to Python: one picked with an <input type=file data-file=ACTION>
// arrives as {"do": ACTION} with the file's text (the history's game files:
// "open_record", read by verba.ui.shell.import_screen; the stored-data
// screen's import: "import_stored", read by verba.ui.shell.transfer); a file
// dropped on the page arrives as "open_record", and Python tells a game
// record from stored data. A file past the size either can have is not read:
// Python is told with no text.
import { dispatch } from "./dom.js";

// UTF-8 of the 12,000,000 characters transfer.MAX_FILE_CHARS allows (a whole
// localStorage, escaped as JSON strings); a record (2,000,000) is far smaller.
const MAX_BYTES = 16_000_000;

async function open(file, action) {
  if (!file) return;
  const text = file.size > MAX_BYTES ? undefined : await file.text().catch(() => "");
  dispatch(JSON.stringify({ do: action }), text);
}

document.addEventListener("change", (event) => {
  const input = event.target.closest("input[type=file][data-file]");
  if (!input) return;
  open(input.files[0], input.dataset.file);
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
  open(event.dataTransfer.files[0], "open_record");
});
