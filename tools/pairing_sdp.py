"""Capture real SDPs from headless Chromium for the pairing code's tests.

    .venv/bin/python tools/pairing_sdp.py [folder]

Writes, into ``tests/fixtures/pairing/`` unless told otherwise, an offer and
its answer (a data channel, no ICE server, ICE gathering complete) with
Chromium's mDNS host-candidate hiding on (``mdns-*.sdp``, what two phones
see) and off (``ip-*.sdp``, the candidates' real addresses). The
addresses are this machine's; the tests only need real browser output.
"""
from __future__ import annotations

import sys
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = "/usr/bin/chromium"
BASE_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
             "--disable-component-update", "--disable-sync", "--no-first-run"]
SHOW_IPS = "--disable-features=WebRtcHideLocalIpsWithMdns"

# Offer and answer between two connections of one page; gathering is waited
# for, since a pairing code carries every candidate at once (no trickle).
SCRIPT = """async () => {
  const gathered = pc => new Promise(done => {
    if (pc.iceGatheringState === "complete") return done();
    pc.addEventListener("icegatheringstatechange", () => {
      if (pc.iceGatheringState === "complete") done();
    });
  });
  const host = new RTCPeerConnection(), guest = new RTCPeerConnection();
  host.createDataChannel("verba");
  await host.setLocalDescription(await host.createOffer());
  await gathered(host);
  await guest.setRemoteDescription(host.localDescription);
  await guest.setLocalDescription(await guest.createAnswer());
  await gathered(guest);
  const out = {offer: host.localDescription.sdp, answer: guest.localDescription.sdp};
  host.close(); guest.close();
  return out;
}"""


def capture(page: Page) -> dict[str, str]:
    return page.evaluate(SCRIPT)


def main(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as p:
        for name, args in (("mdns", BASE_ARGS), ("ip", [*BASE_ARGS, SHOW_IPS])):
            browser = p.chromium.launch(executable_path=CHROMIUM, args=args)
            sdps = capture(browser.new_page())
            browser.close()
            for kind, sdp in sdps.items():
                path = folder / f"{name}-{kind}.sdp"
                path.write_text(sdp, encoding="utf-8", newline="")
                print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "tests" / "fixtures" / "pairing")
