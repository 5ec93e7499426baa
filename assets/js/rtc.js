// The transport of tables on separate devices (py/web/rtc.py drives it): one
// RTCPeerConnection per peer, keyed by an id the caller picks, each with one
// ordered, reliable data channel labelled "verba" that carries text. There is
// no signalling server: an offer or answer is returned whole once ICE
// gathering is over (no trickle), for the person to carry to the other device.
// With no ICE server configured (the default) only host candidates are
// gathered, so nothing is sent to any other origin; STUN/TURN servers are used
// only when the person set them (Settings).
//
// Everything that happens to a peer is told as a "verba:rtc" event on window
// whose detail is JSON: {peer, kind, text?, reason?}, kind one of
//   open     the channel is open: send() works
//   message  text arrived (at most MAX_BYTES of UTF-8)
//   dropped  something arrived and was thrown away (reason "too_big", "binary")
//   close    an open channel ended (reason "closed": the other side closed it,
//            "lost": the connection broke)
//   failed   the peer never opened (reason "networks": ICE failed, or the
//            host waited OPEN_MS, with no server configured, so the devices
//            are probably on different networks; "unreachable": the same
//            through the servers set;
//            "gathering": no candidate at all; "refused": the offer or answer
//            was not one this side could take; "servers": the browser refused
//            the servers set; "unsupported": no WebRTC in this browser)
// A peer closed by close() tells nothing more.

const LABEL = "verba";
export const MAX_BYTES = 64 * 1024;
const GATHER_MS = 8000; // past this, the offer goes with the candidates found so far
// The host gives up on a peer not open this long after its answer: when no
// candidate pair works (the devices on different networks, mDNS names that do
// not resolve) the browser may keep checking without ever saying "failed".
export const OPEN_MS = 15000;
const encoder = new TextEncoder();
const peers = new Map(); // id -> { pc, channel, opened }

function tell(peer, kind, extra = {}) {
  window.dispatchEvent(new CustomEvent("verba:rtc",
    { detail: JSON.stringify({ peer, kind, ...extra }) }));
}

function bytes(text) {
  // A UTF-16 unit is at most 3 bytes of UTF-8: short text needs no encoding.
  return text.length * 3 <= MAX_BYTES ? text.length : encoder.encode(text).length;
}

function fail(id, entry, reason) {
  if (peers.get(id) !== entry) return; // closed or replaced meanwhile
  peers.delete(id);
  entry.pc.close();
  tell(id, entry.opened ? "close" : "failed", { reason });
}

// Why a peer never opened: with no server set, host candidates only reach the
// devices of one network.
const unreached = (entry) => entry.servers ? "unreachable" : "networks";

function attach(id, entry, channel) {
  entry.channel = channel;
  channel.binaryType = "arraybuffer";
  channel.onopen = () => {
    if (peers.get(id) !== entry) return;
    entry.opened = true;
    tell(id, "open");
  };
  channel.onmessage = (event) => {
    if (peers.get(id) !== entry) return;
    if (typeof event.data !== "string") tell(id, "dropped", { reason: "binary" });
    else if (bytes(event.data) > MAX_BYTES) tell(id, "dropped", { reason: "too_big" });
    else tell(id, "message", { text: event.data });
  };
  channel.onclose = () => fail(id, entry, entry.opened ? "closed" : unreached(entry));
}

function connect(id, servers) {
  close(id); // a new pairing for this id replaces the old one
  let pc;
  try {
    pc = new RTCPeerConnection({ iceServers: servers });
  } catch (error) {
    const reason = typeof RTCPeerConnection === "undefined" ? "unsupported" : "servers";
    tell(id, "failed", { reason });
    return null;
  }
  const entry = { pc, channel: null, opened: false, servers: servers.length > 0 };
  peers.set(id, entry);
  pc.onconnectionstatechange = () => {
    if (pc.connectionState !== "failed") return; // "disconnected" may come back
    fail(id, entry, entry.opened ? "lost" : unreached(entry));
  };
  return entry;
}

// The local description once ICE gathering is complete, or after GATHER_MS
// with what was found by then; null (and "failed") when nothing was.
async function gathered(id, entry) {
  const { pc } = entry;
  await new Promise((resolve) => {
    if (pc.iceGatheringState === "complete") return resolve();
    const timer = setTimeout(resolve, GATHER_MS);
    pc.addEventListener("icegatheringstatechange", () => {
      if (pc.iceGatheringState === "complete") { clearTimeout(timer); resolve(); }
    });
  });
  if (peers.get(id) !== entry) return null;
  const sdp = pc.localDescription?.sdp ?? "";
  if (!/^a=candidate:/m.test(sdp)) {
    fail(id, entry, "gathering");
    return null;
  }
  return sdp;
}

/**
 * Host side: a new connection for `id` with the ICE servers `servers` (a list
 * of RTCIceServer, [] for host candidates only); resolves to the offer's SDP,
 * or null when it failed (told as a "failed" event).
 */
export async function host(id, servers) {
  const entry = connect(id, servers);
  if (!entry) return null;
  attach(id, entry, entry.pc.createDataChannel(LABEL, { ordered: true }));
  try {
    await entry.pc.setLocalDescription(await entry.pc.createOffer());
  } catch (_) {
    fail(id, entry, "refused");
    return null;
  }
  return gathered(id, entry);
}

/**
 * Host side: the guest's answer to the offer made for `id`; false when
 * refused. An answer for no offer (the page reloaded since) is told as
 * "failed"; one for an offer already answered is only refused, as the
 * connection it would disturb may be working.
 */
export async function accept(id, sdp) {
  const entry = peers.get(id);
  if (!entry) {
    tell(id, "failed", { reason: "refused" });
    return false;
  }
  if (entry.pc.signalingState !== "have-local-offer") return false;
  try {
    await entry.pc.setRemoteDescription({ type: "answer", sdp: String(sdp) });
    setTimeout(() => { if (!entry.opened) fail(id, entry, unreached(entry)); }, OPEN_MS);
    return true;
  } catch (_) {
    fail(id, entry, "refused");
    return false;
  }
}

/**
 * Guest side: answer the host's offer `sdp` on a new connection `id`;
 * resolves to the answer's SDP, or null when it failed ("failed" event).
 */
export async function join(id, sdp, servers) {
  const entry = connect(id, servers);
  if (!entry) return null;
  entry.pc.ondatachannel = (event) => {
    if (event.channel.label === LABEL && !entry.channel) attach(id, entry, event.channel);
    else event.channel.close(); // not ours: a table has one channel
  };
  try {
    await entry.pc.setRemoteDescription({ type: "offer", sdp: String(sdp) });
    await entry.pc.setLocalDescription(await entry.pc.createAnswer());
  } catch (_) {
    fail(id, entry, "refused");
    return null;
  }
  return gathered(id, entry);
}

/** Send `text` to `id`; false when its channel is not open or the text is too big. */
export function send(id, text) {
  const channel = peers.get(id)?.channel;
  text = String(text);
  if (!channel || channel.readyState !== "open" || bytes(text) > MAX_BYTES) return false;
  channel.send(text);
  return true;
}

/** End the connection `id` (the other side hears "close"); nothing more is told of it. */
export function close(id) {
  const entry = peers.get(id);
  if (!entry) return;
  peers.delete(id);
  entry.channel?.close();
  entry.pc.close();
}
