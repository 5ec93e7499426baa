"""Seeded games played locally and again over a table (``verba.table``): the
reference moves, the table's driver with faults, forgeries, drops and a host
reload, and the inspector that reads every message a guest is sent.

Every seat has a computer's kind, so that the driver can ask the engine for a
guest's move too; the table's roles say who sends it (a guest over its link,
the person here, or the host's computer).
"""
from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from recorded_games import lexicon
from verba.games_registry import ENGINES
from verba.protocol import Engine
from verba.rng import Rng
from verba.table import patch
from verba.table.guest import Guest
from verba.table.host import COMPUTER, GUEST, HERE, Host, Seat
from verba.table.link import Faults, Room
from verba.table.sender import TABLE_ACTIONS, actor
from verba.table.wire import SENT_BY_HOST, encode, parse

G, C, H = GUEST, COMPUTER, HERE
# game, seats' kinds, settings, roles: from one guest to five.
SETUPS: dict[str, tuple[str, list[str], dict[str, Any], list[str]]] = {
    "mistrz": ("mistrz", ["easy", "medium", "easy", "easy", "easy", "medium"],
               {"target": 30, "end": "round"}, [G, G, G, G, G, C]),
    "scriba": ("scriba", ["easy", "easy", "medium", "easy"], {}, [G, C, G, H]),
    "scriba2": ("scriba", ["easy", "easy"], {"game": 2, "checking": "immediate"}, [G, C]),
    "wordz": ("wordz", ["easy", "medium", "easy", "hard"], {"rounds": 1, "min_length": 5},
              [G, G, C, H]),
}
MAX_MOVES = 3000
TICKS = (250, 5_000, 40_000)          # the host's sand, in ms: some turns run out


@dataclass(frozen=True)
class Move:
    who: int | None                   # None: the host's clock
    action: dict[str, Any]


@dataclass(frozen=True)
class Reference:
    case: str
    seed: int
    moves: tuple[Move, ...]
    states: tuple[Any, ...]           # before each move, and the last

    @property
    def engine(self) -> Engine:
        return ENGINES[SETUPS[self.case][0]]

    @property
    def roles(self) -> list[str]:
        return SETUPS[self.case][3]


def new_state(case: str, seed: int) -> Any:
    game, kinds, settings, _ = SETUPS[case]
    players = [{"name": f"P{i}", "kind": kind} for i, kind in enumerate(kinds)]
    return ENGINES[game].new_game(players, seed, settings)


@cache
def reference(case: str, seed: int) -> Reference:
    """A game played locally to its end: a random seat with something to do
    acts, a computer as its level says, a guest or the person here by a
    listed action or, half the time and where none is listed, as a computer
    would; the host's sand runs now and then."""
    engine = ENGINES[SETUPS[case][0]]
    lex, roles = lexicon(engine.LEXICON), SETUPS[case][3]
    state, rng = new_state(case, seed), Rng(seed)
    moves: list[Move] = []
    states = [state]
    while not engine.is_over(state):
        assert len(moves) < MAX_MOVES, case
        move = _choose(engine, state, lex, roles, rng)
        if move is None:
            continue
        state = engine.apply(state, move.action, lex)
        moves.append(move)
        states.append(state)
    return Reference(case, seed, tuple(moves), tuple(states))


def _choose(engine: Engine, state: Any, lex: Any, roles: list[str], rng: Rng) -> Move | None:
    if engine.GAME_ID == "mistrz" and state.phase == "forming" and rng.randrange(4) == 0:
        return Move(None, {"type": "tick", "ms": rng.choice(TICKS)})
    lists = {p: engine.legal_actions(state, p, lex) for p in range(len(roles))}
    player = rng.choice([p for p, listed in lists.items() if listed is None or listed])
    listed = lists[player]
    if roles[player] == COMPUTER or listed is None or rng.randrange(2) == 0:
        try:
            return Move(player, engine.computer_action(state, player, lex))
        except ValueError:             # a computer with nothing to answer
            if roles[player] == COMPUTER or not listed:
                return None
    assert listed
    return Move(player, rng.choice(listed))


# --- what a guest is sent ---------------------------------------------------------

def compact(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def hidden_texts(engine: Engine, state: Any, seat: int) -> list[str]:
    """The texts of what ``seat`` may not see (as a message would write
    them): other seats' racks and hands, the bag, the stock, the words face
    down; and the random generator."""
    texts = [str(state.rng)]
    data = engine.to_dict(state)
    others = [q for q in range(len(engine.seats(state))) if q != seat]
    if engine.GAME_ID == "scriba" and not engine.is_over(state):
        texts += [compact(list(state.racks[q])) for q in others]
        texts.append(compact(list(state.bag)))
    elif engine.GAME_ID == "wordz":
        for q in others:
            own = data["seats"][q]
            texts += [compact(own["hand"]), compact(own["dealt"]),
                      compact(engine.view(state, q)["me"]["hand"])]
            word = state.seats[q].word
            if word is not None and not all(word.face_up) and word.status == "on_table":
                texts.append(compact(word.text))
        texts.append(compact(data["stock"]))
    return [t for t in texts if len(t) > 8]     # a tile or two could be anything's


@dataclass
class Inspector:
    """Reads every message the host sends a guest: it is a message the
    guest reads, it carries no token and none of the seat's hidden texts
    (unless the seat's own view holds the same text), and the view it
    gives, whole or patched, is the seat's view of the state now."""
    room: Room | None = None
    views: dict[str, Any] = field(default_factory=dict)
    tokens: list[str] = field(default_factory=list)
    count: int = 0

    def __call__(self, link: str, seat: int, text: str) -> None:
        assert self.room is not None
        host = self.room.host
        engine, state = host.engine, host.state
        message = parse(text, SENT_BY_HOST)
        self.count += 1
        assert not any(token in text for token in self.tokens)
        seen = engine.view(state, seat)
        legit = compact(seen)
        for hidden in hidden_texts(engine, state, seat):
            assert hidden not in text or hidden in legit, (hidden, text[:300])
        if message["kind"] == "view":
            view = message["view"] if message["base"] is None else patch.apply(
                self.views[link], message["patch"])
            assert view == seen and patch.checksum(view) == message["sum"]
            self.views[link] = view


# --- over the table ---------------------------------------------------------------------

@dataclass
class Plan:
    """What goes wrong while a reference game is played over the table, by
    move number: forged texts from a guest, a guest's link closing, the host
    reloading from its save."""
    faults: Faults | None = None
    forged: dict[int, list[tuple[int, str]]] = field(default_factory=dict)  # guest no, kind
    drops: dict[int, int] = field(default_factory=dict)                    # move -> guest no
    reloads: frozenset[int] = frozenset()


FORGERIES = ("other", "replay", "clock", "token", "stranger", "junk", "deep", "huge", "version")


class Clock:
    def __init__(self) -> None:
        self.now = 0

    def __call__(self) -> int:
        self.now += 7
        return self.now


@dataclass
class Run:
    host: Host
    room: Room
    guests: dict[int, Guest]
    inspector: Inspector
    forged: int = 0


def play_table(ref: Reference, plan: Plan, check: bool = True) -> Run:
    """The reference game over a table as ``plan`` disturbs it; after each
    move the host's state is the reference's, and a forged message changes
    nothing."""
    engine, roles = ref.engine, ref.roles
    clock = Clock()
    host = Host(engine, lexicon(engine.LEXICON), ref.states[0],
                [Seat(role) for role in roles], clock)
    inspector = Inspector()
    room = Room(host, plan.faults, inspector if check else None)
    inspector.room = room
    guests = {seat: room.seat_guest(seat, clock) for seat, role in enumerate(roles) if role == GUEST}
    inspector.tokens = [g.token for g in guests.values()]
    run = Run(host, room, guests, inspector)
    room.pump()
    for number, move in enumerate(ref.moves):
        if number in plan.reloads:
            _reload(run)
        for guest_no, kind in plan.forged.get(number, []):
            _forge(run, list(guests.values())[guest_no % len(guests)], kind, move)
        if number in plan.drops and guests:
            guest = list(guests.values())[plan.drops[number] % len(guests)]
            if _linked(room, guest):
                room.close(guest)
                assert guest.seat in run.host.away()
        _play(run, move)
        assert run.host.state == ref.states[number + 1], number
    _settle(run)
    return run


def _linked(room: Room, guest: Guest) -> bool:
    return any(g is guest and link.open for link, g in room.links.values())


def _play(run: Run, move: Move) -> None:
    host, room = run.host, run.room
    if move.who is None:
        room.post(host.tick(move.action["ms"]))
    elif host.seats[move.who].role == COMPUTER:
        room.post(host.play_computer(move.who))
    elif host.seats[move.who].role == HERE:
        room.post(host.act(move.who, move.action))
    else:
        guest, rev = run.guests[move.who], host.rev
        for _ in range(50):             # a person tries again when nothing happens
            _rejoin(run, guest)
            room.send(guest, guest.act(move.action))
            room.pump()
            if host.rev > rev:
                break
        assert host.rev == rev + 1, move
    room.pump()


def _rejoin(run: Run, guest: Guest) -> None:
    """A guest whose link closed pairs again; one not joined says hello
    again until it is (the host waits for it meanwhile)."""
    room, host = run.room, run.host
    if not _linked(room, guest):
        if host.engine.legal_actions(host.state, guest.seat, host.lexicon) != []:
            assert guest.seat in host.waiting_for()
        room.repair(guest)
        room.pump()
    for _ in range(50):
        if guest.joined:
            return
        room.send(guest, guest.hello())
        room.pump()
    raise AssertionError("the guest never joined")


def _settle(run: Run) -> None:
    """The faults stop; every guest asks for its view, which is its seat's."""
    room, host = run.room, run.host
    if room.faults is not None:
        room.faults.drop = room.faults.duplicate = room.faults.reorder = 0
    for guest in run.guests.values():
        _rejoin(run, guest)
        room.send(guest, guest.sync())
        room.pump()
        assert guest.view == host.engine.view(host.state, guest.seat)
        assert guest.rev == host.rev
    assert "table.failed" not in {r.code for r in host.log}


def _reload(run: Run) -> None:
    """The host's page reloads: its table comes back from its save, every
    link is gone, and each guest pairs again."""
    old = run.host
    run.host = Host.from_dict(json.loads(json.dumps(old.to_dict())), old.lexicon, old.clock)
    assert run.host.state == old.state and run.host.rev == old.rev
    for link, _ in run.room.links.values():
        link.close()
    run.room.host = run.host
    for guest in run.guests.values():
        guest.joined = False


def _forge(run: Run, guest: Guest, kind: str, move: Move) -> None:
    """A message the host must refuse, from ``guest``'s link (or a stranger's):
    the state stays as it was."""
    host, room = run.host, run.room
    if not _linked(room, guest):
        return
    before, rev = host.engine.to_dict(host.state), host.rev
    text = _forged_text(run, guest, kind, move)
    if text is None:
        return
    if kind == "stranger":
        for post in host.receive("stranger", text):
            assert parse(post.text, SENT_BY_HOST)["kind"] == "refused"
    else:
        room.send(guest, text)
        room.pump()
    run.forged += 1
    assert host.engine.to_dict(host.state) == before and host.rev == rev, kind


def _forged_text(run: Run, guest: Guest, kind: str, move: Move) -> str | None:
    host = run.host
    seq = guest.seq + 1_000
    if kind == "other":          # the next move, when it is another seat's
        if move.who is None or move.who == guest.seat \
                or move.action["type"] in TABLE_ACTIONS.get(host.engine.GAME_ID, ()):
            return None
        who, _ = actor(host.engine, host.state, move.action)
        return encode("action", seq=seq, action=move.action) if who != guest.seat else None
    texts: dict[str, Callable[[], str]] = {
        "replay": lambda: encode("action", seq=host.seats[guest.seat].seq, action=move.action),
        "clock": lambda: encode("action", seq=seq, action={"type": "tick", "ms": 600_000}),
        "token": lambda: encode("hello", seat=(guest.seat + 1) % len(host.seats),
                                token=guest.token),
        "stranger": lambda: encode("action", seq=seq, action=move.action),
        "junk": lambda: '{"v":1,"kind":"action","seq":"1","action":{}}',
        "deep": lambda: "[" * 5_000 + "]" * 5_000,
        "huge": lambda: encode("sync") + " " * 70_000,
        "version": lambda: json.dumps({"v": 2, "kind": "action", "seq": seq,
                                       "action": move.action}),
    }
    if kind == "replay" and host.seats[guest.seat].seq == 0:
        return None
    return texts[kind]()
