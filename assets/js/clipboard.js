// The result of a daily put on the clipboard: true when the browser took it,
// false when it refused (no permission, no clipboard outside a secure page);
// Python then says so and leaves the line on the screen to copy by hand.
export async function copyText(text) {
  try {
    await navigator.clipboard.writeText(String(text));
    return true;
  } catch (_) {
    return false;
  }
}
