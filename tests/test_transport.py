"""The transport's events as rtc.js tells them (verba/transport.py): what is
taken, what is refused, and each reason's message in every language."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from verba.i18n import LANGS, catalogue
from verba.transport import MAX_BYTES, REASONS, Event, parse_event


def detail(**fields: object) -> str:
    return json.dumps(fields)


def test_each_kind_of_event_is_read() -> None:
    assert parse_event(detail(peer="seat-1", kind="open")) == Event("seat-1", "open")
    assert parse_event(detail(peer="host", kind="message", text="{\"v\":1}")) == \
        Event("host", "message", '{"v":1}')
    assert parse_event(detail(peer="host", kind="message", text="")).text == ""
    failed = parse_event(detail(peer="s", kind="failed", reason="networks"))
    assert failed == Event("s", "failed", reason="networks")
    assert failed.message_code == "transport.networks"
    assert parse_event(detail(peer="s", kind="open")).message_code == ""
    big = "ż" * (MAX_BYTES // 2)
    assert parse_event(detail(peer="s", kind="message", text=big)).text == big


@pytest.mark.parametrize("raw", [
    "not json", "[]", detail(kind="open"), detail(peer="", kind="open"),
    detail(peer="p" * 65, kind="open"), detail(peer=3, kind="open"), detail(peer="s", kind="shout"),
    detail(peer="s", kind="open", text="x"), detail(peer="s", kind="message", text=5),
    detail(peer="s", kind="message", text="ż" * (MAX_BYTES // 2 + 1)),
    detail(peer="s", kind="close"), detail(peer="s", kind="close", reason="networks"),
    detail(peer="s", kind="failed", reason=""), detail(peer="s", kind="open", reason="closed"),
    "x" * (6 * MAX_BYTES + 257)])
def test_anything_else_is_refused(raw: str) -> None:
    with pytest.raises(ValueError):
        parse_event(raw)


def test_every_reason_has_its_message_in_every_language() -> None:
    messages = catalogue()
    for kind, reasons in REASONS.items():
        for reason in reasons:
            code = Event("s", kind, reason=reason).message_code
            assert all(messages[lang].get(code) for lang in LANGS), code


def test_rtc_js_tells_the_kinds_and_reasons_this_module_knows() -> None:
    """The two lists are kept by hand on either side: the JS must not tell a
    reason Python would refuse, nor differ on the largest message."""
    source = (Path(__file__).resolve().parent.parent / "assets/js/rtc.js").read_text(encoding="utf-8")
    told = set(re.findall(r'(?:fail\(id, entry, |reason: )"([a-z_]+)"', source))
    known = {reason for reasons in REASONS.values() for reason in reasons}
    assert told and told <= known, told - known
    assert all(f'"{reason}"' in source for reason in known)
    assert f"MAX_BYTES = {MAX_BYTES // 1024} * 1024" in source
