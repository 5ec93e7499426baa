// Reading a pairing code's QR image with the device camera (py/web/scan.py
// drives it), imported only when the person presses "Scan the code", in
// browsers with BarcodeDetector (boot.js tells window.verba.canScan). One scan
// at a time: the rear camera plays in the dialog's <video id=...>, a frame is
// read every EVERY_MS, and each new value read is told to Python, which
// checks it (pairing/code.py) and calls stop() once one is a pairing code.
// Told as a "verba:scan" event on window whose detail is JSON {kind, text}:
//   code    text: a value read, not told again while it stays in view
//   failed  text: "refused" (camera not allowed), "no_camera", "unreadable"
// The camera is stopped by stop(), and on its own when the dialog's video
// leaves the page (the screen was left) or the page is hidden.

const EVERY_MS = 150;
let session = null; // { stream, video, timer, last, stopped }

function tell(kind, text) {
  window.dispatchEvent(new CustomEvent("verba:scan", { detail: JSON.stringify({ kind, text }) }));
}

function release(stream) {
  if (stream) for (const track of stream.getTracks()) track.stop();
}

/** Stop the camera (nothing more is told). */
export function stop() {
  const s = session;
  session = null;
  if (!s) return;
  s.stopped = true;
  clearTimeout(s.timer);
  release(s.stream);
  if (s.video) s.video.srcObject = null;
}

function failed(s, reason) {
  if (session !== s) return;
  stop();
  tell("failed", reason);
}

function reason(error) {
  const name = error && error.name;
  if (name === "NotAllowedError" || name === "SecurityError") return "refused";
  if (name === "NotFoundError" || name === "OverconstrainedError") return "no_camera";
  return "unreadable";
}

/** Start the camera into the <video> whose id is `videoId` and read QR codes. */
export async function start(videoId) {
  stop();
  const s = session = { stream: null, video: null, timer: 0, last: "", stopped: false };
  let detector;
  try {
    detector = new BarcodeDetector({ formats: ["qr_code"] });
    const stream = await navigator.mediaDevices.getUserMedia(
      { video: { facingMode: "environment" }, audio: false });
    if (s.stopped) return release(stream); // cancelled while the browser asked
    s.stream = stream;
  } catch (error) {
    return failed(s, reason(error));
  }
  const video = s.video = document.getElementById(videoId);
  if (!video) return stop();
  for (const track of s.stream.getVideoTracks()) {
    track.addEventListener("ended", () => failed(s, "unreadable")); // unplugged
  }
  video.muted = true;
  video.playsInline = true;
  video.srcObject = s.stream;
  video.play().catch(() => {}); // a frame is read once one is there
  const tick = async () => {
    if (s.stopped) return;
    if (!video.isConnected || document.hidden) return stop();
    try {
      if (video.readyState >= 2) {
        for (const found of await detector.detect(video)) {
          const text = String(found.rawValue ?? "");
          if (s.stopped || !text || text === s.last) continue;
          s.last = text;
          tell("code", text);
          break;
        }
      }
    } catch (_) { /* a frame the detector could not take: the next one */ }
    if (!s.stopped) s.timer = setTimeout(tick, EVERY_MS);
  };
  tick();
}
