"""The STUN/TURN servers setting (verba/ice_servers.py), as stored and as
typed on the settings screen, and its place in Settings."""
from __future__ import annotations

import json

import pytest
from hypothesis import given, strategies as st

from verba.ice_servers import (MAX_SERVERS, IceServer, ServerError, check_server, parse_lines,
                               read_servers, to_lines)
from verba.settings import Settings

STUN = IceServer("stun:stun.example.org:3478")
TURN = IceServer("turn:turn.example.org:3478?transport=tcp", "ala", "s3cr:t!")


def test_each_scheme_with_the_fields_it_takes_is_accepted_and_given_to_the_browser() -> None:
    text = ("stun:stun.example.org:3478\n\n  turn:turn.example.org:3478?transport=tcp  ala s3cr:t!\n"
            "TURNS:[2001:db8::1]:5349 bob pw\nstun:192.0.2.7")
    servers = parse_lines(text)
    assert servers == (STUN, TURN, IceServer("turns:[2001:db8::1]:5349", "bob", "pw"),
                       IceServer("stun:192.0.2.7"))
    assert STUN.to_browser() == {"urls": "stun:stun.example.org:3478"}
    assert TURN.to_browser() == {"urls": TURN.url, "username": "ala", "credential": "s3cr:t!"}
    assert parse_lines(to_lines(servers)) == servers
    assert parse_lines("stun:a.org\nstun:a.org") == (IceServer("stun:a.org"),)  # once is enough


@pytest.mark.parametrize("line, code", [
    ("http://stun.example.org", "ice.scheme"),
    ("stun.example.org:3478", "ice.scheme"),
    ("stuns:stun.example.org", "ice.scheme"),
    ("stun:", "ice.address"),
    ("stun:-bad-.org", "ice.address"),
    ("stun:host:0", "ice.address"),
    ("stun:host:65536", "ice.address"),
    ("stun:host:3478?transport=udp", "ice.address"),   # STUN has no transport
    ("turn:host?transport=sctp a b", "ice.address"),
    ("stun://host:3478", "ice.address"),
    ("stun:user@host", "ice.address"),
    ("stun:" + "a" * 300, "ice.address"),
    ("turn:host:3478", "ice.credentials"),              # the browser requires both
    ("turn:host:3478 name", "ice.credentials"),
    ("stun:host name secret", "ice.credentials"),
    ("turn:host name " + "p" * 129, "ice.credentials"),
    ("turn:host name pässword", "ice.credentials"),
    ("stun:host one two three", "ice.address"),
])
def test_a_wrong_line_is_refused_with_its_number_and_why(line: str, code: str) -> None:
    with pytest.raises(ServerError) as refused:
        parse_lines(f"stun:ok.example.org\n{line}")
    assert (refused.value.code, refused.value.line) == (code, 2)


def test_too_many_servers_or_too_much_text_are_refused() -> None:
    many = "\n".join(f"stun:s{i}.example.org" for i in range(MAX_SERVERS + 1))
    with pytest.raises(ServerError, match="ice.too_many"):
        parse_lines(many)
    with pytest.raises(ServerError, match="ice.too_many"):
        parse_lines("\n" * 100_000)
    assert len(parse_lines(many.rsplit("\n", 1)[0])) == MAX_SERVERS


def test_settings_keep_the_servers_and_older_settings_load_with_none() -> None:
    settings = Settings(ice_servers=(STUN, TURN))
    stored = json.loads(json.dumps(settings.to_dict()))
    assert stored["ice_servers"] == [{"url": STUN.url},
                                     {"url": TURN.url, "username": "ala", "credential": "s3cr:t!"}]
    assert Settings.from_dict(stored) == settings
    assert Settings.from_dict({"lang": "pl"}).ice_servers == ()
    assert Settings().to_dict()["ice_servers"] == []


@pytest.mark.parametrize("value", [
    "stun:a.org", {"url": "stun:a.org"}, [None], [{"url": 5}], [{}], [{"url": "ftp:a.org"}],
    [{"url": "turn:a.org"}], [{"url": "stun:a.org", "username": ["x"]}],
    [{"url": "stun:a.org"}] * (MAX_SERVERS + 1)])
def test_stored_servers_that_are_not_right_refuse_the_settings(value: object) -> None:
    with pytest.raises(ValueError):
        Settings.from_dict({"lang": "en", "ice_servers": value})


JSONISH = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=40),
                       lambda inner: st.lists(inner, max_size=4)
                       | st.dictionaries(st.sampled_from(["url", "username", "credential", "x"]),
                                         inner, max_size=4), max_leaves=12)


@given(JSONISH)
def test_anything_stored_is_read_or_refused_with_a_value_error(value: object) -> None:
    try:
        servers = read_servers(value)
    except ValueError:
        return
    assert all(isinstance(s, IceServer) for s in servers) and len(servers) <= MAX_SERVERS


@given(st.text(max_size=300))
def test_any_typed_text_is_read_or_refused_and_what_is_read_reads_back(text: str) -> None:
    try:
        servers = parse_lines(text)
    except ServerError as error:
        assert error.code.startswith("ice.")
        return
    assert parse_lines(to_lines(servers)) == servers
    assert read_servers([s.to_dict() for s in servers]) == servers


def test_check_server_lowercases_the_scheme_only() -> None:
    assert check_server("STUN:Host.Example.ORG") == IceServer("stun:Host.Example.ORG")
