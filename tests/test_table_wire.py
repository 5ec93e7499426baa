"""The table's messages on the wire (``verba.table.wire``) and its view
patches (``verba.table.patch``): what is refused, with which code, and that a
patch turns a view into the next one and nothing else."""
from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from verba.i18n import catalogue
from verba.table import patch
from verba.table.messages import MESSAGES
from verba.table.wire import (MAX_BYTES, SENT_BY_GUEST, SENT_BY_HOST, VERSION, ProtocolError,
                              encode, parse, safe_params)

TOKEN = "abcdefghijklmnop0123"


def refused(text: Any, sender: str = SENT_BY_GUEST) -> str:
    with pytest.raises(ProtocolError) as error:
        parse(text, sender)
    return error.value.code


def test_each_kind_round_trips_through_its_text() -> None:
    guest = [encode("hello", seat=2, token=TOKEN), encode("action", seq=3, action={"type": "roll"}),
             encode("sync"), encode("ping", id=1, t=5), encode("bye")]
    host = [encode("welcome", seat=0, game="scriba", seq=0),
            encode("view", rev=2, base=None, at=0, sum="0badcafe", view={"a": 1}),
            encode("view", rev=3, base=2, at=9, sum="0badcafe", patch=[["s", ["a"], 2]]),
            encode("refused", code="mistrz.not_a_noun", params={"word": "KOT"}, seq=4),
            encode("pong", id=1, t=5, host=7), encode("away", seats=[1, 3]),
            encode("bye", code="table.replaced")]
    for sender, texts in ((SENT_BY_GUEST, guest), (SENT_BY_HOST, host)):
        for text in texts:
            assert parse(text, sender) == json.loads(text)
            assert json.loads(text)["v"] == VERSION
    assert refused(host[0]) == "table.unknown_kind"       # a guest cannot send the host's
    assert refused(guest[0], SENT_BY_HOST) == "table.unknown_kind"


@pytest.mark.parametrize("text, code", [
    (None, "table.malformed"), ("", "table.malformed"), ("[]", "table.malformed"),
    ('{"kind":"sync"}', "table.malformed"), ("NaN", "table.malformed"),
    ('{"v":2,"kind":"sync"}', "table.version"), ('{"v":true,"kind":"sync"}', "table.version"),
    ('{"v":1,"kind":"shout"}', "table.unknown_kind"), ('{"v":1}', "table.unknown_kind"),
    ('{"v":1,"kind":"sync","extra":1}', "table.malformed"),
    ('{"v":1,"kind":"hello","seat":0,"token":"short"}', "table.malformed"),
    ('{"v":1,"kind":"hello","seat":9,"token":"%s"}' % TOKEN, "table.malformed"),
    ('{"v":1,"kind":"hello","seat":true,"token":"%s"}' % TOKEN, "table.malformed"),
    ('{"v":1,"kind":"action","seq":0,"action":{"type":"roll"}}', "table.malformed"),
    ('{"v":1,"kind":"action","seq":1.0,"action":{"type":"roll"}}', "table.malformed"),
    ('{"v":1,"kind":"action","seq":1,"action":{"type":""}}', "table.malformed"),
    ('{"v":1,"kind":"action","seq":1,"action":["roll"]}', "table.malformed"),
    ('{"v":1,"kind":"action","seq":1,"action":{"type":"x","w":"%s"}}' % ("A" * 5000),
     "table.too_long"),
    ('{"v":1,"kind":"ping","id":1,"t":-5}', "table.malformed"),
    ("[" * 40 + "]" * 40, "table.too_deep"),
    (encode("sync") + " " * MAX_BYTES, "table.too_long"),
    ('{"v":1,"kind":"sync","x":"' + "ż" * (MAX_BYTES // 2) + '"}', "table.too_long"),
])
def test_what_a_guest_sends_is_refused_with_a_code(text: Any, code: str) -> None:
    assert refused(text) == code


def test_what_the_host_sends_is_read_with_limits_too() -> None:
    assert refused(encode("view", rev=2, base=2, at=0, sum="0badcafe", patch=[]),
                   SENT_BY_HOST) == "table.malformed"        # a base is before its revision
    assert refused(encode("view", rev=2, base=None, at=0, sum="0BADCAFE", view={}),
                   SENT_BY_HOST) == "table.malformed"
    assert refused(encode("view", rev=2, base=1, at=0, sum="0badcafe", view={}),
                   SENT_BY_HOST) == "table.malformed"        # a patch's base, a whole view
    assert refused(encode("refused", code="X", params={}, seq=None),
                   SENT_BY_HOST) == "table.malformed"
    assert refused(encode("refused", code="a.b", params={"k": [1]}, seq=None),
                   SENT_BY_HOST) == "table.malformed"
    assert refused(encode("away", seats=[0, 8]), SENT_BY_HOST) == "table.malformed"


def test_a_games_refusal_travels_with_short_parameters() -> None:
    params = safe_params({"word": "K" * 500, "n": 3, "big": 2**80, "list": [1, 2]})
    assert params == {"word": "K" * 200, "n": 3, "big": str(2**80), "list": "[1, 2]"}
    parse(encode("refused", code="mistrz.not_a_noun", params=params, seq=1), SENT_BY_HOST)


def test_every_code_the_table_raises_has_its_text_in_three_languages() -> None:
    source = "\n".join(p.read_text() for p in
                       (Path(__file__).resolve().parent.parent / "py/verba/table").glob("*.py")
                       if p.name != "messages.py")
    codes = set(re.findall(r'"(table\.[a-z_]+)"', source))
    assert codes and codes <= set(MESSAGES["en"])
    assert set(MESSAGES["en"]) - codes == {"table.waiting_for", "table.waiting_to_join",
                                           "table.away"}   # the screens'
    assert all(code in catalogue()[lang] for lang in ("pl", "fr", "en") for code in codes)


# --- patches ------------------------------------------------------------------------

JSON = st.recursive(st.none() | st.booleans() | st.integers(-5, 5) | st.text(max_size=3),
                    lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.text(max_size=2), inner, max_size=4), max_leaves=20)


@settings(max_examples=300, deadline=None)
@given(old=JSON, new=JSON)
def test_a_patch_turns_a_view_into_the_next_and_leaves_the_old_alone(old: Any, new: Any) -> None:
    before = patch.canonical(old)
    ops = patch.diff(old, new)
    after = patch.apply(old, json.loads(json.dumps(ops)))
    assert patch.canonical(after) == patch.canonical(new)      # 1 and true kept apart
    assert patch.canonical(old) == before
    assert (ops == []) == (patch.canonical(old) == patch.canonical(new))
    assert patch.checksum(after) == patch.checksum(new)


def test_a_view_that_grows_at_the_end_is_patched_in_a_few_bytes() -> None:
    old = {"log": [{"word": "KOT", "score": 5}] * 40, "scores": [5, 0], "turn": 1}
    new = {"log": old["log"] + [{"word": "DOM", "score": 7}], "scores": [5, 7], "turn": 0}
    ops = patch.diff(old, new)
    assert ops == [["a", ["log"], [{"word": "DOM", "score": 7}]], ["s", ["scores", 1], 7],
                   ["s", ["turn"], 0]]
    assert patch.diff(new, old)[0] == ["p", ["log"], 40, 1, []]


def test_sorted_lists_and_the_last_rounds_turns_are_patched_where_they_change() -> None:
    board = [{"row": r, "col": 7, "tile": "A"} for r in range(12)]
    laid = board[:3] + [{"row": 3, "col": 8, "tile": "K"}] + board[3:]
    assert patch.diff({"board": board}, {"board": laid}) == [
        ["p", ["board"], 3, 0, [{"row": 3, "col": 8, "tile": "K"}]]]
    unseen = list("AAABCDEEFGHIJKLMN")
    drawn = [t for t in unseen if t not in "BF"]
    assert patch.diff(unseen, drawn) == [["p", [], 3, 6, list("CDEE")]]
    turns = [{"number": n, "word": "KOT" * n} for n in range(6)]
    assert patch.diff(turns, turns[2:] + [{"number": 6, "word": "DOM"}]) == [
        ["p", [], 0, 2, []], ["a", [], [{"number": 6, "word": "DOM"}]]]
    assert patch.diff([1, 2, 3, 4], [9, 8, 7, 6]) == [["s", [], [9, 8, 7, 6]]]   # shorter whole


@settings(max_examples=300, deadline=None)
@given(view=JSON, ops=st.lists(st.lists(JSON, max_size=4), max_size=4))
def test_a_patch_that_does_not_fit_is_refused_and_nothing_else_happens(view: Any, ops: Any) -> None:
    before = json.dumps(view)
    try:
        patch.apply(view, ops)
    except ProtocolError as error:
        assert error.code == "table.bad_patch"
    assert json.dumps(view) == before


@pytest.mark.parametrize("ops", [
    "s", [["s"]], [["x", [], 1]], [["d", ["missing"]]], [["s", ["a", "b"], 1]],
    [["s", ["list", 5], 1]], [["s", ["list", True], 1]], [["a", ["a"], [1]]],
    [["p", ["list"], 3, 0, []]], [["p", ["list"], 0, 3, []]], [["p", ["list"], -1, 0, []]],
    [["p", ["list"], 0, 0, 5]], [["p", ["a"], 0, 0, []]], [[["s"], ["a"], 1]],
    [["a", ["list"], 5]], [["d", []]],
    [["s", ["a"], 1, 2]], [["d", ["a"], 1]], [["s", []]]])
def test_patch_refusals(ops: Any) -> None:
    with pytest.raises(ProtocolError):
        patch.apply({"a": 1, "list": [1, 2]}, ops)
