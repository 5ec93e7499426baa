"""The host of a table: the one authority over a game played on several devices.

The host keeps the engine's state and the seats: a person here (``HERE``,
played on this device's own table), a guest on another device (``GUEST``),
a computer (``COMPUTER``, played here). A guest's device is reached through a
*link* (a transport's channel, named by any hashable id); nothing the host
does touches a transport: every method returns the messages to send, as
``Post(link, text)``, and the caller sends them.

    host = Host.new(engine, lexicon, players, seed, settings, roles, clock)
    token = host.invite(seat)            # goes into the pairing code, secret
    posts = host.receive(link, text)     # a guest's message
    posts = host.drop(link)              # its channel closed: the seat waits
    posts = host.act(seat, action)       # the person here (IllegalAction if refused)
    posts = host.play_computer(seat)     # a computer's move
    posts = host.tick(ms)                # Mistrz Słowa's sand, from the host's clock
    posts = host.adopt(state)            # the host's own table moved (its person, its computers)
    host.adopt(state, quiet=True)        # only its sand ran: the guests run it on themselves
    host.last                            # (seat, action) of the last action applied here
    host.away(), host.waiting_for()      # "waiting for X"
    Host.from_dict(host.to_dict(), lexicon, clock)   # a reload resumes the table

A guest's action is applied only if its message is well-formed, of this
version, on a link joined with the seat's token, with a sequence number above
the last one taken from that seat (a replay or a duplicate is refused), and
the seat may send it (``verba.table.sender``) and the engine accepts it. A
refused message is answered with ``refused``, kept in a bounded log, and
changes nothing. After each change every joined guest gets its own seat's
view alone (``engine.view``), as a patch of the last view sent to that link,
or whole when the guest joins, asks for it, or the patch would be longer.
"""
from __future__ import annotations

import base64
import os
from collections import deque
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..errors import IllegalAction
from ..games_registry import ENGINES
from ..protocol import GAME_IDS, HUMAN, Engine
from . import patch, sender
from .wire import (MAX_SEATS, MAX_SEQ, SENT_BY_GUEST, TOKEN, ProtocolError, encode, parse,
                   safe_params)

HERE, GUEST, COMPUTER = "here", "guest", "computer"
ROLES = (HERE, GUEST, COMPUTER)
VERSION = 1                  # of ``to_dict``'s data
LOG_SIZE = 100               # refusals kept

Clock = Callable[[], int]    # milliseconds, never going back


@dataclass(frozen=True)
class Post:
    """A message for the guest at the end of ``link``."""
    link: Hashable
    text: str


@dataclass(frozen=True)
class Refusal:
    """A refused message, as the log keeps it."""
    at: int
    link: Hashable
    seat: int | None
    code: str


@dataclass
class Seat:
    role: str
    token: str | None = None     # a guest seat's secret, once invited
    seq: int = 0                 # the last action seq taken from the guest


def new_token() -> str:
    """128 random bits, URL-safe: the secret a guest joins its seat with."""
    return base64.urlsafe_b64encode(os.urandom(16)).decode().rstrip("=")


def same_secret(a: str, b: str) -> bool:
    """Equal texts, compared in a time that does not tell where they differ."""
    x, y = a.encode(), b.encode()
    diff = len(x) ^ len(y)
    for i, j in zip(x, y):
        diff |= i ^ j
    return diff == 0


class Host:
    def __init__(self, engine: Engine, lexicon: Any, state: Any, seats: Sequence[Seat],
                 clock: Clock, rev: int = 1, tokens: Callable[[], str] = new_token) -> None:
        self.engine, self.lexicon, self.state = engine, lexicon, state
        self.seats = list(seats)
        self.rev = rev                           # counts the state's changes
        self.clock, self._tokens = clock, tokens
        self.log: deque[Refusal] = deque(maxlen=LOG_SIZE)
        self._links: dict[Hashable, int] = {}    # joined link -> seat
        self._sent: dict[Hashable, tuple[int, Any]] = {}   # link -> (rev, view) last sent
        self._changed_at = clock()
        self.last: tuple[int, Any] | None = None   # the last action applied, and whose
        check_roles(engine, state, self.seats)

    @classmethod
    def new(cls, engine: Engine, lexicon: Any, players: Sequence[Any], seed: int,
            settings: Mapping[str, Any] | None, roles: Sequence[str], clock: Clock,
            tokens: Callable[[], str] = new_token) -> Host:
        """A new game (IllegalAction for a set-up the game refuses)."""
        state = engine.new_game(players, seed, settings)
        return cls(engine, lexicon, state, [Seat(role) for role in roles], clock, tokens=tokens)

    # --- pairing and links ----------------------------------------------------------

    def invite(self, seat: int, fresh: bool = False) -> str:
        """The guest seat's secret token (a new one with ``fresh``, which
        shuts out whoever held the old one)."""
        own = self.seats[seat]
        if own.role != GUEST:
            raise ValueError(f"seat {seat} is not a guest's")
        if own.token is None or fresh:
            own.token = self._tokens()
            for link in [link for link, s in self._links.items() if s == seat]:
                self._unlink(link)
        return own.token

    def drop(self, link: Hashable) -> list[Post]:
        """The link is closed: its seat keeps its place and waits."""
        if self._unlink(link) is None:
            return []
        return self._away_posts()

    def away(self) -> list[int]:
        """The guest seats with no device joined."""
        joined = set(self._links.values())
        return [i for i, s in enumerate(self.seats) if s.role == GUEST and i not in joined]

    def waiting_for(self) -> list[int]:
        """The away seats the game waits for now (for "waiting for X")."""
        return [seat for seat in self.away()
                if self.engine.legal_actions(self.state, seat, self.lexicon) != []]

    # --- what guests send ------------------------------------------------------------

    def receive(self, link: Hashable, text: Any) -> list[Post]:
        """A guest's message, acted on or refused; never raises for what it holds."""
        seat, seq = self._links.get(link), None
        try:
            message = parse(text, SENT_BY_GUEST)
            kind = message["kind"]
            seq = message.get("seq")
            if kind == "hello":
                return self._hello(link, message["seat"], message["token"])
            if kind == "ping":
                return [Post(link, encode("pong", id=message["id"], t=message["t"],
                                          host=self.clock()))]
            if seat is None:
                raise ProtocolError("table.not_joined")
            if kind == "sync":
                return [self._whole_view(link, seat)]
            if kind == "bye":
                return self.drop(link)
            return self._guest_action(link, seat, message["seq"], message["action"])
        except (ProtocolError, IllegalAction) as refusal:
            code, params = refusal.code, refusal.params
        except Exception:   # an engine's fault on a strange action: refused, the table goes on
            code, params = "table.failed", {}
        return [self._refuse(link, seat, code, params,
                             seq if type(seq) is int and 0 < seq <= MAX_SEQ else None)]

    def _hello(self, link: Hashable, seat: int, token: str) -> list[Post]:
        own = self.seats[seat] if seat < len(self.seats) else None
        if own is None or own.role != GUEST or own.token is None \
                or not same_secret(own.token, token):
            raise ProtocolError("table.bad_token")
        if self._links.get(link, seat) != seat:
            raise ProtocolError("table.other_seat")
        posts = [Post(old, encode("bye", code="table.replaced"))
                 for old, s in list(self._links.items()) if s == seat and old != link]
        for old in posts:
            self._unlink(old.link)
        self._links[link] = seat
        posts.append(Post(link, encode("welcome", seat=seat, game=self.engine.GAME_ID,
                                       seq=own.seq)))
        posts.append(self._whole_view(link, seat))
        return posts + self._away_posts()

    def _guest_action(self, link: Hashable, seat: int, seq: int, action: Any) -> list[Post]:
        own = self.seats[seat]
        if seq <= own.seq:
            raise ProtocolError("table.replayed")
        self._apply(seat, action)
        own.seq = seq
        return self._broadcast()

    def _refuse(self, link: Hashable, seat: int | None, code: str, params: Mapping[str, Any],
                seq: int | None) -> Post:
        self.log.append(Refusal(self.clock(), link, seat, code))
        return Post(link, encode("refused", code=code, params=safe_params(params), seq=seq))

    # --- what is played here -----------------------------------------------------------

    def act(self, seat: int, action: Any) -> list[Post]:
        """The person here plays ``action`` at their seat; IllegalAction if
        the table or the rules refuse it (nothing changes then)."""
        if self.seats[seat].role != HERE:
            raise IllegalAction("table.other_seat")
        self._apply(seat, action)
        return self._broadcast()

    def play_computer(self, seat: int) -> list[Post]:
        """The computer at ``seat`` plays (ValueError when it has nothing to do)."""
        if self.seats[seat].role != COMPUTER:
            raise ValueError(f"seat {seat} is not a computer's")
        action = self.engine.computer_action(self.state, seat, self.lexicon)
        self._apply(seat, action)
        return self._broadcast()

    def computers_to_play(self) -> list[int]:
        """The computer seats with something to do now, the current one first."""
        now = self.engine.current(self.state)
        seats = [i for i, s in enumerate(self.seats) if s.role == COMPUTER
                 and self.engine.legal_actions(self.state, i, self.lexicon) != []]
        return sorted(seats, key=lambda i: i != now)

    def tick(self, ms: int) -> list[Post]:
        """The game's clock ran ``ms`` on the host (Mistrz Słowa's sand);
        nothing when the game has no clock running now."""
        kind = sender.CLOCK_ACTIONS.get(self.engine.GAME_ID)
        if kind is None:
            return []
        try:
            self.state = self.engine.apply(self.state, {"type": kind, "ms": ms}, self.lexicon)
        except IllegalAction:
            return []
        self._changed()
        return self._broadcast()

    def adopt(self, state: Any, quiet: bool = False) -> list[Post]:
        """The host's own table changed the game (its person or its
        computers, through the game's screen, which never acts for a guest's
        seat): the guests get their new views. Nothing when it is the same.
        ``quiet``: only the clock ran (Mistrz Słowa's sand, ticked by the
        screen), which guests run on from their view's ``at``: nothing is
        sent, and the next view carries it."""
        if state is self.state:
            return []
        self.state = state
        self._changed()
        return [] if quiet else self._broadcast()

    def _apply(self, seat: int, action: Any) -> None:
        sender.check(self.engine, self.state, seat, action, self.lexicon)
        self.state = self.engine.apply(self.state, action, self.lexicon)
        self.last = (seat, action)
        self._changed()

    def _changed(self) -> None:
        self.rev += 1
        self._changed_at = self.clock()

    # --- what guests are sent ------------------------------------------------------------

    def _broadcast(self) -> list[Post]:
        posts = [self._view_post(link, seat) for link, seat in self._links.items()]
        return [p for p in posts if p is not None]

    def _view_post(self, link: Hashable, seat: int, whole: bool = False) -> Post | None:
        """The seat's view for ``link``: a patch of the last one sent there,
        whole when asked, when none was sent, or when shorter; None when the
        view did not change."""
        view = self.engine.view(self.state, seat)
        last = self._sent.get(link)
        self._sent[link] = (self.rev, view)
        head = {"rev": self.rev, "at": self._changed_at, "sum": patch.checksum(view)}
        full = encode("view", base=None, **head, view=view)
        if whole or last is None:
            return Post(link, full)
        base, before = last
        ops = patch.diff(before, view)
        if not ops:
            self._sent[link] = last
            return None
        text = encode("view", base=base, **head, patch=ops)
        return Post(link, text if len(text) < len(full) else full)

    def _whole_view(self, link: Hashable, seat: int) -> Post:
        post = self._view_post(link, seat, whole=True)
        assert post is not None
        return post

    def _away_posts(self) -> list[Post]:
        text = encode("away", seats=self.away())
        return [Post(link, text) for link in self._links]

    def _unlink(self, link: Hashable) -> int | None:
        self._sent.pop(link, None)
        return self._links.pop(link, None)

    # --- saving --------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The table as JSON-ready data (the host's own save: tokens included)."""
        return {"version": VERSION, "game": self.engine.GAME_ID,
                "state": self.engine.to_dict(self.state), "rev": self.rev,
                "seats": [{"role": s.role, "token": s.token, "seq": s.seq} for s in self.seats]}

    @classmethod
    def from_dict(cls, data: Any, lexicon: Any, clock: Clock,
                  tokens: Callable[[], str] = new_token) -> Host:
        """The table ``to_dict`` wrote, every field checked; ValueError for
        anything else. No guest is joined: each rejoins with its token."""
        if not isinstance(data, dict) or set(data) != {"version", "game", "state", "rev", "seats"}:
            raise ValueError("table: not a table")
        if data["version"] != VERSION or type(data["version"]) is not int:
            raise ValueError("table: unknown version")
        if not isinstance(data["game"], str) or data["game"] not in GAME_IDS:
            raise ValueError("table: unknown game")
        engine = ENGINES[data["game"]]
        state = engine.from_dict(data["state"])
        rev, raw = data["rev"], data["seats"]
        if type(rev) is not int or not 1 <= rev <= MAX_SEQ or not isinstance(raw, list):
            raise ValueError("table: bad revision or seats")
        return cls(engine, lexicon, state, [_read_seat(s) for s in raw], clock, rev, tokens)


def _read_seat(data: Any) -> Seat:
    if not isinstance(data, dict) or set(data) != {"role", "token", "seq"} \
            or data["role"] not in ROLES:
        raise ValueError("table: bad seat")
    token, seq = data["token"], data["seq"]
    if token is not None and (data["role"] != GUEST or not isinstance(token, str)
                              or not TOKEN.fullmatch(token)):
        raise ValueError("table: bad token")
    if type(seq) is not int or not 0 <= seq <= MAX_SEQ or (seq and data["role"] != GUEST):
        raise ValueError("table: bad sequence number")
    return Seat(data["role"], token, seq)


def check_roles(engine: Engine, state: Any, seats: Sequence[Seat]) -> None:
    """A role per seat of the game; a computer's seat is a computer's kind."""
    kinds = [s["kind"] for s in engine.seats(state)]
    if len(seats) != len(kinds) or len(seats) > MAX_SEATS:
        raise ValueError("table: a role for each seat")
    for seat, kind in zip(seats, kinds):
        if seat.role not in ROLES or (seat.role == COMPUTER and kind == HUMAN):
            raise ValueError("table: a computer's seat needs a computer's kind")
