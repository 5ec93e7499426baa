"""Host and guests in one process, over in-memory links that can lose, repeat
and reorder messages: the table's transport for tests and benchmarks.

A ``MemoryLink`` is one guest's channel: a queue each way, with ``Faults``
(seeded, per mille) applied to every text as it is sent. A ``Room`` is a
host with its guests, each on a link: it routes the host's posts to the
links, delivers until every queue is empty (``pump``), closes a link
(``close``: the host hears of it) and pairs a guest again on a new one
(``repair``). ``inspect`` sees every text the host sends to a guest, as it
is sent, with the link and the seat it is for: tests check there what a
guest may learn.
"""
from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from ..rng import Rng
from .guest import Guest
from .host import Host, Post

DELIVER, DROP, DUPLICATE, REORDER = "deliver", "drop", "duplicate", "reorder"


@dataclass
class Faults:
    """How often (per mille) a text is lost, sent twice, or overtaken by the
    next ones; ``rng`` decides which."""
    drop: int = 0
    duplicate: int = 0
    reorder: int = 0
    rng: Rng = field(default_factory=lambda: Rng(1))

    def fate(self) -> str:
        roll = self.rng.randrange(1000)
        for fate, rate in ((DROP, self.drop), (DUPLICATE, self.duplicate),
                           (REORDER, self.reorder)):
            if roll < rate:
                return fate
            roll -= rate
        return DELIVER


class MemoryLink:
    """One guest's channel: texts to the host and to the guest, in order
    unless the faults say otherwise."""

    def __init__(self, name: str, faults: Faults | None = None) -> None:
        self.name, self.faults = name, faults or Faults()
        self.to_host: deque[str] = deque()
        self.to_guest: deque[str] = deque()
        self.open = True

    def send(self, queue: deque[str], text: str) -> None:
        if not self.open:
            return
        fate = self.faults.fate()
        if fate == DROP:
            return
        if fate == REORDER and queue:
            queue.insert(self.faults.rng.randrange(len(queue)), text)
            return
        queue.append(text)
        if fate == DUPLICATE:
            queue.append(text)

    def close(self) -> None:
        self.open = False
        self.to_host.clear()
        self.to_guest.clear()


Inspector = Callable[[str, int, str], None]    # link, seat, text


class Room:
    def __init__(self, host: Host, faults: Faults | None = None,
                 inspect: Inspector | None = None) -> None:
        self.host, self.faults, self.inspect = host, faults, inspect
        self.links: dict[str, tuple[MemoryLink, Guest]] = {}
        self.sent: list[str] = []           # every text the host sent a guest
        self._paired = 0

    def seat_guest(self, seat: int, clock: Callable[[], int]) -> Guest:
        """A guest for ``seat``, paired on a new link, its hello sent."""
        guest = Guest(seat, self.host.invite(seat), clock)
        self.repair(guest)
        return guest

    def repair(self, guest: Guest) -> str:
        """``guest`` on a new link (new codes), sending its hello."""
        self._paired += 1
        name = f"link{self._paired}"
        self.links[name] = (MemoryLink(name, self.faults), guest)
        self.send(guest, guest.hello())
        return name

    def link_of(self, guest: Guest) -> MemoryLink:
        return next(link for link, g in self.links.values() if g is guest and link.open)

    def send(self, guest: Guest, text: str) -> None:
        link = self.link_of(guest)
        link.send(link.to_host, text)

    def close(self, guest: Guest) -> None:
        """The guest's channel closes (its page reloads, the network goes)."""
        link = self.link_of(guest)
        link.close()
        self.post(self.host.drop(link.name))

    def post(self, posts: Iterable[Post]) -> None:
        for post in posts:
            link, guest = self.links[str(post.link)]
            self.sent.append(post.text)
            if self.inspect is not None:
                self.inspect(link.name, guest.seat, post.text)
            link.send(link.to_guest, post.text)

    def pump(self, limit: int = 100_000) -> int:
        """Deliver every text, host and guests answering, until all is quiet;
        how many were delivered."""
        delivered = 0
        while delivered < limit:
            busy = False
            for name, (link, guest) in list(self.links.items()):
                if link.to_host:
                    busy = True
                    self.post(self.host.receive(name, link.to_host.popleft()))
                    delivered += 1
                if link.to_guest:
                    busy = True
                    for answer in guest.receive(link.to_guest.popleft()):
                        link.send(link.to_host, answer)
                    delivered += 1
            if not busy:
                return delivered
        raise RuntimeError("the room never fell quiet")
