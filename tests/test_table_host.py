"""The host of a table and its guests (``verba.table``), message by message:
joining with a seat's token, what is refused and why, drops and rejoins, the
host's save, the clock over the network, and a guest that falls out of step."""
from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from recorded_games import lexicon
from verba.errors import IllegalAction
from verba.games_registry import ENGINES
from verba.table.guest import Guest
from verba.table.host import COMPUTER, GUEST, HERE, LOG_SIZE, Host, Post
from verba.table.link import Room
from verba.table.wire import SENT_BY_HOST, encode, parse

MISTRZ = [{"name": "Ala", "kind": "human"}, {"name": "Bob", "kind": "human"},
          {"name": "Bot", "kind": "easy"}]
SYNC = encode("sync")
WORDZ = [{"name": "Ala", "kind": "human"}, {"name": "Bob", "kind": "human"},
         {"name": "Cyd", "kind": "human"}]


class Clock:
    def __init__(self, now: int = 1_000) -> None:
        self.now = now

    def __call__(self) -> int:
        return self.now


def mistrz_table(clock: Clock | None = None) -> tuple[Host, Room, Guest]:
    """Ala here, Bob a guest, a computer; Ala to roll."""
    clock = clock or Clock()
    host = Host.new(ENGINES["mistrz"], lexicon("pl-nouns"), MISTRZ, 4, None,
                    [HERE, GUEST, COMPUTER], clock)
    room = Room(host)
    bob = room.seat_guest(1, clock)
    room.pump()
    return host, room, bob


def wordz_table() -> tuple[Host, Room, Guest, Guest]:
    clock = Clock()
    host = Host.new(ENGINES["wordz"], lexicon("fr"), WORDZ, 3, {"rounds": 1},
                    [HERE, GUEST, GUEST], clock)
    room = Room(host)
    bob, cyd = room.seat_guest(1, clock), room.seat_guest(2, clock)
    room.pump()
    return host, room, bob, cyd


def last_refusal(guest: Guest) -> tuple[str, dict[str, Any]]:
    refusal = guest.refusals[-1]
    return refusal.code, refusal.params


def test_a_guest_joins_with_its_seats_token_and_sees_its_view() -> None:
    host, room, bob = mistrz_table()
    assert bob.joined and bob.game == "mistrz" and bob.rev == host.rev == 1
    assert bob.view == host.engine.view(host.state, 1)
    assert host.away() == [] and host.waiting_for() == []
    room.post(host.act(0, {"type": "roll"}))
    room.pump()
    assert bob.view == host.engine.view(host.state, 1) and bob.rev == 2


def test_a_wrong_token_or_another_seat_is_refused() -> None:
    host, room, bob = mistrz_table()
    stranger = Guest(1, "x" * 22, host.clock)
    assert [parse(p.text, SENT_BY_HOST)["code"] for p in host.receive("s", stranger.hello())] \
        == ["table.bad_token"]
    for seat in (0, 2, 7):        # the person here's, the computer's, none
        posts = host.receive("s", encode("hello", seat=seat, token=bob.token))
        assert parse(posts[0].text, SENT_BY_HOST)["code"] == "table.bad_token"
    posts = host.receive("s", encode("action", seq=1, action={"type": "roll"}))
    assert parse(posts[0].text, SENT_BY_HOST)["code"] == "table.not_joined"
    assert host.rev == 1 and [r.code for r in host.log] == [
        "table.bad_token"] * 4 + ["table.not_joined"]
    with pytest.raises(ValueError):
        host.invite(0)


def test_a_guest_acts_for_its_own_seat_alone_and_once() -> None:
    host, room, bob = mistrz_table()
    room.send(bob, bob.act({"type": "roll"}))                 # Ala's turn
    room.pump()
    assert last_refusal(bob) == ("table.not_your_turn", {}) and host.rev == 1
    room.post(host.act(0, {"type": "roll"}))
    room.post(host.act(0, {"type": "give_up"}))
    room.pump()
    assert host.engine.current(host.state) == 1
    roll = bob.act({"type": "roll"})
    room.send(bob, roll)
    room.send(bob, roll)                                      # the same text again
    room.pump()
    assert host.rev == 4 and last_refusal(bob) == ("table.replayed", {})
    assert bob.refusals[-1].seq == bob.seq
    room.send(bob, bob.act({"type": "tick", "ms": 120_000}))
    room.send(bob, bob.act({"type": "submit", "word": "ŻÓŁWIK"}))
    room.pump()
    codes = [r.code for r in list(bob.refusals)[-2:]]
    assert codes[0] == "table.clock_only"                      # then the game's own reason:
    assert codes[1] in ("mistrz.cannot_make", "mistrz.not_a_noun")
    assert bob.refusals[-1].params["word"] == "ŻÓŁWIK"
    assert host.rev == 4
    with pytest.raises(IllegalAction) as refused:
        host.act(1, {"type": "give_up"})                       # the host's person for Bob
    assert refused.value.code == "table.other_seat"


def test_wordz_guests_cannot_name_another_player_nor_send_what_is_not_listed() -> None:
    host, room, bob, cyd = wordz_table()
    engine, lex = host.engine, host.lexicon
    ala_word = engine.legal_actions(host.state, 0, lex)[0]
    room.send(bob, bob.act(ala_word))                         # names Ala
    room.send(bob, bob.act({"type": "next_round"}))           # the table's, not now
    room.pump()
    assert [r.code for r in bob.refusals] == ["table.other_seat", "table.not_legal"]
    mine = engine.legal_actions(host.state, 1, lex)[0]
    room.send(bob, bob.act(mine))
    room.pump()
    assert host.rev == 2 and host.state.seats[1].word is not None
    # Cyd sees that Bob laid a word, not its letters
    assert cyd.view == engine.view(host.state, 2) and cyd.view["seats"][1]["composed"]
    assert all(c["letter"] is None for c in cyd.view["seats"][1]["word"]["cards"])


def test_a_dropped_guest_keeps_its_seat_and_rejoins_where_it_was() -> None:
    host, room, bob, cyd = wordz_table()
    room.close(cyd)
    room.pump()
    assert host.away() == [2] and host.waiting_for() == [2] and bob.away == [2]
    room.post(host.act(0, host.engine.legal_actions(host.state, 0, host.lexicon)[0]))
    room.send(bob, bob.act(host.engine.legal_actions(host.state, 1, host.lexicon)[0]))
    room.pump()
    assert cyd.rev == 1 and host.rev == 3
    room.repair(cyd)                          # new codes, the same token
    room.pump()
    assert cyd.joined and cyd.rev == 3 and cyd.view == host.engine.view(host.state, 2)
    assert host.away() == [] and bob.away == []


def test_a_second_link_with_the_token_replaces_the_first() -> None:
    host, room, bob = mistrz_table()
    old = room.link_of(bob)
    twin = Guest(1, bob.token, host.clock)
    posts = host.receive("twin", twin.hello())
    assert [json.loads(p.text)["kind"] for p in posts if p.link == old.name] == ["bye"]
    assert json.loads(posts[0].text)["code"] == "table.replaced"
    bob.receive(posts[0].text)
    assert bob.closed == "table.replaced" and not bob.joined
    fresh = host.invite(1, fresh=True)        # the host re-pairs with a new secret
    assert fresh != bob.token and host.away() == [1]
    assert parse(host.receive("twin", twin.act({"type": "roll"}))[0].text,
                 SENT_BY_HOST)["code"] == "table.not_joined"


@settings(max_examples=200, deadline=None)
@given(text=st.one_of(st.text(max_size=300), st.binary(max_size=100).map(
    lambda b: b.decode("latin-1")), st.from_regex(r'\{"v":1,"kind":"(action|hello|ping)".*')))
def test_no_text_from_a_guest_crashes_the_host_or_changes_the_game(text: str) -> None:
    host, room, bob = mistrz_table()
    before = host.to_dict()
    for post in host.receive(room.link_of(bob).name, text):
        assert parse(post.text, SENT_BY_HOST)["kind"] in ("refused", "pong", "bye", "away")
    assert host.to_dict() == before


def test_the_refusal_log_is_bounded() -> None:
    host, room, bob = mistrz_table()
    for _ in range(LOG_SIZE + 30):
        host.receive("x", "junk")
    assert len(host.log) == LOG_SIZE and host.log[-1].code == "table.malformed"


def test_the_hosts_save_resumes_the_table() -> None:
    host, room, bob = mistrz_table()
    room.post(host.act(0, {"type": "roll"}))
    room.pump()
    data = json.loads(json.dumps(host.to_dict()))
    again = Host.from_dict(data, host.lexicon, host.clock)
    assert again.to_dict() == data and again.state == host.state and again.away() == [1]
    room.host = again
    room.close(bob)
    room.repair(bob)
    room.pump()
    assert bob.joined and bob.view == again.engine.view(again.state, 1) and bob.rev == again.rev


@pytest.mark.parametrize("change", [
    lambda d: d.update(version=2), lambda d: d.update(game="chess"), lambda d: d.update(game=[]),
    lambda d: d.update(rev=0), lambda d: d.update(rev=True), lambda d: d.pop("seats"),
    lambda d: d["seats"].pop(), lambda d: d["seats"][0].update(role="king"),
    lambda d: d["seats"][1].update(token="short"), lambda d: d["seats"][0].update(token="a" * 20),
    lambda d: d["seats"][1].update(seq=-1), lambda d: d["seats"][0].update(seq=3),
    lambda d: d["seats"][0].update(role=COMPUTER), lambda d: d["state"].update(version=99),
    lambda d: d.update(extra=1)])
def test_a_damaged_save_is_refused(change: Any) -> None:
    host, _, _ = mistrz_table()
    data = json.loads(json.dumps(host.to_dict()))
    change(data)
    with pytest.raises(ValueError):
        Host.from_dict(data, host.lexicon, host.clock)


def test_the_sand_runs_on_the_host_and_guests_read_it_on_the_hosts_clock() -> None:
    host_clock, guest_clock = Clock(50_000), Clock(1_000)     # clocks 49 s apart
    host, room, bob = mistrz_table(host_clock)
    bob.clock = guest_clock
    assert host.tick(250) == []                                 # no sand before a roll
    room.post(host.act(0, {"type": "roll"}))
    room.pump()
    for trip in (80, 30, 60):                                   # 40, 15 and 30 ms each way
        ping = bob.ping()
        guest_clock.now += trip // 2
        host_clock.now += trip // 2
        pong = host.receive(room.link_of(bob).name, ping)[0].text
        guest_clock.now += trip // 2
        host_clock.now += trip // 2
        bob.receive(pong)
    assert bob.latency() == 15 and bob.host_now() == host_clock.now
    host_clock.now += 1_000
    guest_clock.now += 1_000
    posts = host.tick(1_000)
    assert len(posts) == 1 and json.loads(posts[0].text)["patch"] == [
        ["s", ["turn", "sand_ms"], 1_000]]
    room.post(posts)
    room.pump()
    guest_clock.now += 400
    assert bob.view["turn"]["sand_ms"] == 1_000 and bob.view_age() == 400
    bob.receive(encode("pong", id=99, t=5, host=1))            # no such ping: ignored
    assert bob.host_now() == host_clock.now + 400


def test_a_guest_out_of_step_asks_for_its_whole_view() -> None:
    host, room, bob = mistrz_table()
    link = room.link_of(bob)
    room.post(host.act(0, {"type": "roll"}))
    lost = link.to_guest.popleft()                               # the patch is lost
    room.post(host.act(0, {"type": "give_up"}))
    assert bob.receive(link.to_guest.popleft()) == [SYNC]      # the next does not fit
    assert bob.rev == 1
    assert bob.receive(lost) == []                               # the lost one, late: fits
    assert bob.rev == 2
    room.send(bob, bob.sync())
    room.pump()
    assert bob.rev == host.rev == 3 and bob.view == host.engine.view(host.state, 1)
    assert bob.receive(lost) == [] and bob.rev == 3              # late again: ignored
    wrong = json.loads(lost)
    wrong.update(rev=4, base=3, sum="00000000", patch=[])
    assert bob.receive(json.dumps(wrong)) == [SYNC]            # not the host's view
    assert bob.receive("{not json") == [] and bob.rev == 3
    asked = [bob.receive(json.dumps({**wrong, "rev": 5 + n, "base": 4 + n})) for n in range(5)]
    assert asked == [[], [], [], [SYNC], []]                   # again after three more


def test_patches_are_small_and_a_view_changes_only_for_what_it_shows() -> None:
    host, room, bob = mistrz_table()
    whole = len(encode("view", **{"rev": 1, "base": None, "at": 0, "sum": "00000000",
                                  "view": host.engine.view(host.state, 1)}))
    posts: list[Post] = host.act(0, {"type": "roll"})
    assert len(posts) == 1 and len(posts[0].text) < whole
    assert json.loads(posts[0].text)["base"] == 1


def test_the_host_plays_its_computers_and_the_guests_see_their_moves() -> None:
    host, room, bob = mistrz_table()
    assert host.computers_to_play() == []
    for seat, table in ((0, host.act), (1, None)):
        for action in ({"type": "roll"}, {"type": "give_up"}):
            if table is None:
                room.send(bob, bob.act(action))
                room.pump()
            else:
                room.post(table(seat, action))
    assert host.computers_to_play() == [2]
    with pytest.raises(ValueError):
        host.play_computer(1)
    while host.engine.current(host.state) == 2:
        room.post(host.play_computer(2))
    room.pump()
    assert host.rev > 5 and bob.view == host.engine.view(host.state, 1)
    assert host.computers_to_play() == [] and host.engine.current(host.state) == 0
