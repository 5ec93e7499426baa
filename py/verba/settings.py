"""The player's preferences, stored with the other entries in ``verba.storage``."""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

from .i18n import LANGS
from .text import MAX_NAME

if TYPE_CHECKING:
    from .ice_servers import IceServer

MAX_TOURS = 16  # far more than there are games: anything longer is not ours
MAX_ID = 32
THEMES = ("auto", "light", "dark")  # auto follows the system's colour scheme
SEAT_KINDS = ("human", "easy", "medium", "hard", "remote")   # remote: a person on another device
MAX_SEATS = 8   # more than any game seats
FLAGS = ("reduced_motion", "hand_off", "sound", "vibrate")
# What the tables make a sound for (when ``sound`` or ``vibrate`` is on): dice
# rolled, a tile laid, a card flipped, a token won or paid, the hourglass's
# last seconds, a move refused, a win.
FEEL_EVENTS = ("roll", "place", "flip", "token", "tick", "refuse", "win")


@dataclass(frozen=True)
class Settings:
    lang: str = "en"
    reduced_motion: bool = False  # shorter, calmer animations
    hand_off: bool = True         # hot-seat: a screen hides private views between players
    tours_done: tuple[str, ...] = ()  # games whose guided first game was taken or declined
    theme: str = "auto"
    sound: bool = False           # off until the player turns it on
    vibrate: bool = True          # a short buzz on phones that can, with or without sound
    # The last set-up of each game: {game id: [{"name", "kind"}, ...]}.
    setups: dict[str, tuple[dict[str, str], ...]] = field(default_factory=dict)
    # Download every game's word list in the background; None until the person
    # chooses (the page then follows the browser's data saver).
    offline_lists: bool | None = None
    # STUN/TURN servers for tables on separate devices over the internet;
    # none by default, so the page contacts no other server (ice_servers.py).
    ice_servers: tuple[IceServer, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["tours_done"] = list(self.tours_done)
        data["setups"] = {game: [dict(seat) for seat in seats] for game, seats in self.setups.items()}
        data["ice_servers"] = [server.to_dict() for server in self.ice_servers]
        return data

    @classmethod
    def from_dict(cls, data: Any) -> "Settings":
        """Unknown keys are ignored and missing ones take their defaults, so
        settings written by another version still load; wrong types do not."""
        if not isinstance(data, dict):
            raise ValueError("settings must be an object")
        lang = data.get("lang", cls.lang)
        if lang not in LANGS:
            raise ValueError(f"unknown language {lang!r}")
        values: dict[str, Any] = {"lang": lang}
        for name in FLAGS:
            if name in data:
                if not isinstance(data[name], bool):
                    raise ValueError(f"{name} must be true or false")
                values[name] = data[name]
        tours = data.get("tours_done", [])
        if not isinstance(tours, list) or len(tours) > MAX_TOURS or not all(
                isinstance(g, str) and 0 < len(g) <= MAX_ID for g in tours):
            raise ValueError("tours_done must be a short list of game ids")
        values["tours_done"] = tuple(dict.fromkeys(tours))
        theme = data.get("theme", cls.theme)
        if theme not in THEMES:
            raise ValueError(f"unknown theme {theme!r}")
        values["theme"] = theme
        values["setups"] = _setups(data.get("setups", {}))
        offline_lists = data.get("offline_lists")
        if offline_lists is not None and not isinstance(offline_lists, bool):
            raise ValueError("offline_lists must be true, false or null")
        servers = data.get("ice_servers", [])
        if servers != []:   # none set (the default): the start does without their reader
            from .ice_servers import read_servers
            values["ice_servers"] = read_servers(servers)
        return cls(**values, offline_lists=offline_lists)


def _setups(data: Any) -> dict[str, tuple[dict[str, str], ...]]:
    if not isinstance(data, dict) or len(data) > MAX_TOURS:
        raise ValueError("setups must be a short object")
    setups = {}
    for game, seats in data.items():
        if not (isinstance(game, str) and 0 < len(game) <= MAX_ID and isinstance(seats, list)
                and 0 < len(seats) <= MAX_SEATS):
            raise ValueError("a set-up is a game id and a short list of seats")
        setups[game] = tuple(_seat(seat) for seat in seats)
    return setups


def _seat(seat: Any) -> dict[str, str]:
    if not isinstance(seat, dict) or seat.get("kind") not in SEAT_KINDS:
        raise ValueError("a seat has a kind")
    name = seat.get("name")
    if not isinstance(name, str) or len(name) > MAX_NAME:
        raise ValueError("a seat's name is short text")
    return {"name": name, "kind": seat["kind"]}
