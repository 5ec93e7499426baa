"""The transport of tables on separate devices (assets/js/rtc.js) between two
pages on this machine, each in its own browser context as two phones would
be: the host's offer carried to the guest, the answer carried back, then text
both ways and a close each side hears.

The tests drive the module the page itself imports (``window.verba.rtc()``,
what py/web/rtc.py calls), inside the real page with its CSP and service
worker. They use the shared browser as it is: Chromium's hiding of host
addresses behind mDNS names stays on, and the pages pair through it here, as
two devices on one network must.
"""
from __future__ import annotations

import re
from typing import Any, Iterator

import pytest
from playwright.sync_api import Browser, Page

from conftest import Visit, new_visit, start_server

# The page's own rtc.js, and every event it tells, kept in order.
SETUP = """async () => {
  window.rtc = await window.verba.rtc();
  window.heard = [];
  addEventListener("verba:rtc", (event) => heard.push(JSON.parse(event.detail)));
}"""
WAIT_MS = 20_000  # rtc.js's OPEN_MS (15 s) and some


@pytest.fixture
def pages(browser: Browser, site: Any) -> Iterator[tuple[Visit, Visit]]:
    """Two pages of the site: the host's, the guest's (per test, as the
    warm browser they open in)."""
    server = start_server(site)
    contexts = [browser.new_context(locale="en-GB", service_workers="allow") for _ in range(2)]
    visits = tuple(new_visit(context, server.url) for context in contexts)
    for visit in visits:
        visit.open()
        visit.page.evaluate(SETUP)
    yield visits  # type: ignore[misc]
    for context in contexts:
        context.close()
    server.stop()


def events(page: Page, peer: str, count: int) -> list[dict[str, Any]]:
    """The first ``count`` events of ``peer``, once they are there."""
    page.wait_for_function("([peer, n]) => heard.filter((e) => e.peer === peer).length >= n",
                           arg=[peer, count], timeout=WAIT_MS)
    return [e for e in page.evaluate("heard") if e["peer"] == peer][:count]


def pair(host: Page, guest: Page, seat: str, at_host: str) -> tuple[str, str]:
    """Pair ``seat`` on the host with ``at_host`` on the guest (what either
    heard of them before is forgotten); the offer and answer."""
    for page, peer in ((host, seat), (guest, at_host)):
        page.evaluate("(id) => { heard = heard.filter((e) => e.peer !== id); }", peer)
    offer = host.evaluate("(id) => rtc.host(id, [])", seat)
    answer = guest.evaluate("([id, sdp]) => rtc.join(id, sdp, [])", [at_host, offer])
    assert host.evaluate("([id, sdp]) => rtc.accept(id, sdp)", [seat, answer]) is True
    assert events(host, seat, 1) == [{"peer": seat, "kind": "open"}]
    assert events(guest, at_host, 1) == [{"peer": at_host, "kind": "open"}]
    return offer, answer


def send(page: Page, peer: str, text: str) -> bool:
    return page.evaluate("([id, text]) => rtc.send(id, text)", [peer, text])


def test_two_pages_pair_by_carried_text_talk_both_ways_and_hear_the_close(
        pages: tuple[Visit, Visit]) -> None:
    host, guest = (visit.page for visit in pages)
    offer, answer = pair(host, guest, "seat-1", "host")
    for sdp in (offer, answer):
        candidates = re.findall(r"^a=candidate:.*$", sdp, re.M)
        # No ICE server set: host candidates only, nothing asked of any other machine.
        assert candidates and all(" typ host" in c for c in candidates), candidates

    hello = '{"v":1,"type":"hello","name":"Łucja żółć"}'
    assert send(host, "seat-1", hello)
    assert events(guest, "host", 2)[1] == {"peer": "host", "kind": "message", "text": hello}
    big = "ś" * (32 * 1024)  # 64 KB of UTF-8: the most a message may be
    assert send(guest, "host", big) and send(guest, "host", "after")
    heard = events(host, "seat-1", 3)[1:]
    assert [e["text"] for e in heard] == [big, "after"]  # whole, and in order
    assert not send(guest, "host", big + "a")  # one byte too many: refused before it goes
    assert not send(host, "nobody", "x")

    host.evaluate("rtc.close('seat-1')")
    assert events(guest, "host", 3)[2] == {"peer": "host", "kind": "close", "reason": "closed"}
    assert not send(guest, "host", "anyone?") and not send(host, "seat-1", "gone")
    # A close of one's own is not told back.
    assert len([e for e in host.evaluate("heard") if e["peer"] == "seat-1"]) == 3

    # The same seat pairs again, beside another one: a host has a connection per guest.
    pair(host, guest, "seat-1", "host-again")
    pair(host, guest, "seat-2", "host-other")
    assert send(host, "seat-2", "to two") and send(host, "seat-1", "to one")
    assert events(guest, "host-other", 2)[1]["text"] == "to two"
    assert events(guest, "host-again", 2)[1]["text"] == "to one"
    for visit in pages:
        assert visit.foreign_requests() == [] and visit.errors == []
        visit.page.evaluate("rtc.close('host-again'); rtc.close('host-other'); "
                            "rtc.close('seat-1'); rtc.close('seat-2')")


RAW_GUEST = """async (offer) => {
  const pc = new RTCPeerConnection();
  window.raw = pc;
  pc.ondatachannel = (event) => {
    const channel = event.channel;
    channel.onopen = () => {
      channel.send(new Uint8Array([1, 2, 3]));
      channel.send("x".repeat(64 * 1024 + 1));
      channel.send("fine");
    };
  };
  await pc.setRemoteDescription({ type: "offer", sdp: offer });
  await pc.setLocalDescription(await pc.createAnswer());
  await new Promise((done) => pc.onicegatheringstatechange =
    () => pc.iceGatheringState === "complete" && done());
  return pc.localDescription.sdp;
}"""


def test_what_the_other_side_may_not_send_is_dropped_and_bad_codes_are_refused(
        pages: tuple[Visit, Visit]) -> None:
    host, guest = (visit.page for visit in pages)
    # A guest that is not rtc.js sends bytes and an oversized text: both
    # dropped, told, and what follows still arrives.
    offer = host.evaluate("rtc.host('rogue', [])")
    answer = guest.evaluate(RAW_GUEST, offer)
    assert host.evaluate("([id, sdp]) => rtc.accept(id, sdp)", ["rogue", answer]) is True
    assert events(host, "rogue", 4) == [
        {"peer": "rogue", "kind": "open"},
        {"peer": "rogue", "kind": "dropped", "reason": "binary"},
        {"peer": "rogue", "kind": "dropped", "reason": "too_big"},
        {"peer": "rogue", "kind": "message", "text": "fine"}]
    guest.evaluate("raw.close()")
    assert events(host, "rogue", 5)[4]["kind"] == "close"

    # An answer or offer that is not one: refused, as a "failed" event.
    host.evaluate("rtc.host('garbled', [])")
    assert host.evaluate("rtc.accept('garbled', 'v=0 not an answer')") is False
    assert events(host, "garbled", 1) == [{"peer": "garbled", "kind": "failed", "reason": "refused"}]
    # An answer for no offer (a host page reloaded since): refused and told.
    assert host.evaluate("rtc.accept('garbled', 'again')") is False
    assert events(host, "garbled", 2)[1] == {"peer": "garbled", "kind": "failed", "reason": "refused"}
    # One for an offer already answered: refused, the working connection left alone.
    pair(host, guest, "twice", "twice-host")
    assert host.evaluate("rtc.accept('twice', 'another answer')") is False
    assert send(host, "twice", "still here")
    assert events(guest, "twice-host", 2)[1]["text"] == "still here"
    assert len([e for e in host.evaluate("heard") if e["peer"] == "twice"]) == 1
    host.evaluate("rtc.close('twice')")
    assert guest.evaluate("rtc.join('bad-offer', 'not an offer', [])") is None
    assert events(guest, "bad-offer", 1)[0]["reason"] == "refused"
    # A TURN server without its user name and password: the browser refuses it.
    assert host.evaluate("rtc.host('turn', [{urls: 'turn:turn.example.org:3478'}])") is None
    assert events(host, "turn", 1)[0] == {"peer": "turn", "kind": "failed", "reason": "servers"}
    assert pages[0].foreign_requests() == []


def unreachable(sdp: str) -> str:
    """``sdp`` with every candidate pointing where nothing answers."""
    return re.sub(r"^(a=candidate:\S+ \d+ udp \d+) \S+ \d+ typ host",
                  r"\1 127.0.0.1 9 typ host", sdp, flags=re.M)


def test_devices_that_cannot_reach_each_other_fail_as_probably_on_different_networks(
        pages: tuple[Visit, Visit]) -> None:
    """The browser may keep checking such candidates without end: the host
    gives up after rtc.js's OPEN_MS and says why. The host's clock is run
    through OPEN_MS rather than waited out (the give-up is rtc.js's own timer)."""
    host, guest = (visit.page for visit in pages)
    host.clock.install()
    offer = host.evaluate("rtc.host('far', [])")
    answer = guest.evaluate("([id, sdp]) => rtc.join(id, sdp, [])", ["far-host", unreachable(offer)])
    assert host.evaluate("([id, sdp]) => rtc.accept(id, sdp)", ["far", unreachable(answer)])
    host.clock.run_for(host.evaluate("rtc.OPEN_MS") - 1_000)
    assert [e for e in host.evaluate("heard") if e["peer"] == "far"] == [], "gave up early"
    host.clock.run_for(1_000)
    assert events(host, "far", 1) == [{"peer": "far", "kind": "failed", "reason": "networks"}]
    guest.evaluate("rtc.close('far-host')")


def test_the_servers_are_set_on_the_settings_screen_and_kept_over_a_reload(
        pages: tuple[Visit, Visit]) -> None:
    """Last in the module: it reloads the guest's page."""
    visit = pages[1]
    page = visit.page
    page.click('[data-nav="settings"]')
    section = page.locator('[data-section="network"]')
    assert "contacts no other server unless you set one here" in section.inner_text()
    box = section.locator("textarea")
    box.fill("stun:stun.example.org:3478\nturn:turn.example.org:3478")
    section.locator("[data-servers-save]").click()
    page.wait_for_selector('[data-problem="ice.credentials"]')
    assert "Line 2" in section.inner_text() and box.input_value().endswith(":3478")
    box.fill("stun:stun.example.org:3478\nturn:turn.example.org:3478 ala secret")
    section.locator("[data-servers-save]").click()
    page.wait_for_selector('[data-servers="2"]')
    visit.reload()
    page.click('[data-nav="settings"]')
    assert page.locator("#ice-servers").input_value() == \
        "stun:stun.example.org:3478\nturn:turn.example.org:3478 ala secret"
    assert visit.foreign_requests() == []  # set, yet used only when devices pair
