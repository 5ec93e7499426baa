"""Two browser contexts connect through pairing codes alone: the host's offer
goes to the guest as a code, the guest's answer comes back as a code, and
each side is given only the SDP rebuilt from the other's code; then a
message crosses the data channel each way. (The page's own transport is
assets/js/rtc.js; here plain RTCPeerConnections stand in, so the test
checks the code, not the page.)"""
from __future__ import annotations

from typing import Iterator

import pytest
from playwright.sync_api import Browser, Playwright

from conftest import CHROMIUM, CHROMIUM_ARGS
from verba.pairing import code

# Host candidates with their addresses, as the e2e tests may need.
SHOW_IPS = "--disable-features=WebRtcHideLocalIpsWithMdns"

GATHER = """pc => new Promise(done => {
  if (pc.iceGatheringState === "complete") return done();
  pc.addEventListener("icegatheringstatechange", () => {
    if (pc.iceGatheringState === "complete") done();
  });
})"""

HOST_OFFER = f"""async () => {{
  const gathered = {GATHER};
  const pc = new RTCPeerConnection();
  window.pc = pc;
  window.channel = pc.createDataChannel("verba");
  window.inbox = [];
  window.channel.onmessage = e => window.inbox.push(e.data);
  await pc.setLocalDescription(await pc.createOffer());
  await gathered(pc);
  return pc.localDescription.sdp;
}}"""

GUEST_ANSWER = f"""async offer => {{
  const gathered = {GATHER};
  const pc = new RTCPeerConnection();
  window.pc = pc;
  window.inbox = [];
  pc.ondatachannel = e => {{
    window.channel = e.channel;
    e.channel.onmessage = m => {{ window.inbox.push(m.data); e.channel.send("echo " + m.data); }};
  }};
  await pc.setRemoteDescription({{type: "offer", sdp: offer}});
  await pc.setLocalDescription(await pc.createAnswer());
  await gathered(pc);
  return pc.localDescription.sdp;
}}"""


@pytest.fixture(scope="module")
def browser_showing_ips(playwright: Playwright) -> Iterator[Browser]:
    showing = playwright.chromium.launch(executable_path=CHROMIUM, args=[*CHROMIUM_ARGS, SHOW_IPS])
    yield showing
    showing.close()


@pytest.mark.parametrize("names", ["mdns", "ip"])
def test_two_contexts_connect_through_codes_alone(names: str, chromium: Browser,
                                                  browser_showing_ips: Browser) -> None:
    """With Chromium's mDNS names for host candidates (its default: two
    contexts of one browser resolve each other's, so both come from the
    worker's one browser, not from warm profiles) and with the addresses.
    No page of the site is loaded."""
    browser = chromium if names == "mdns" else browser_showing_ips
    host_ctx, guest_ctx = browser.new_context(), browser.new_context()
    host, guest = host_ctx.new_page(), guest_ctx.new_page()
    try:
        offer_code = code.make("offer", host.evaluate(HOST_OFFER))
        _, offer = code.read(code.join_link(offer_code), expect="offer")
        assert (".local " in offer) == (names == "mdns")
        answer_code = code.make("answer", guest.evaluate(GUEST_ANSWER, offer))
        _, answer = code.read(answer_code, expect="answer")
        host.evaluate("sdp => pc.setRemoteDescription({type: 'answer', sdp})", answer)
        host.wait_for_function("channel.readyState === 'open'", timeout=20_000)
        host.evaluate("channel.send('zażółć gęślą jaźń')")
        host.wait_for_function("inbox.length === 1", timeout=10_000)
        assert guest.evaluate("inbox") == ["zażółć gęślą jaźń"]
        assert host.evaluate("inbox") == ["echo zażółć gęślą jaźń"]
        assert host.evaluate("pc.connectionState") == "connected"
    finally:
        host_ctx.close()
        guest_ctx.close()
