"""One protocol every game's rules meet, in the spirit of OpenSpiel's ``State``.

The three games keep their own states, actions and rules; what the shell and
the services around the games (saves, the history, computer players, records
and replays, dailies, network tables) need of any game is this ``Engine``.
Each game package has one, ``verba.<game>.engine`` (a module), and
``verba.games_registry.ENGINES`` maps a game's id to it.

What an engine promises:

- **States are values.** ``apply`` never changes the state it is given;
  ``to_dict``/``from_dict`` turn a state into JSON-ready data and back, and
  ``from_dict`` checks every field and refuses (``ValueError``) any state the
  rules could not reach. It is the one door for saves, records and messages
  from other devices; ``from_text``, which reads a position written in the
  game's notation (``to_text``, docs/NOTATION.md), goes through it too.
- **Actions are JSON-ready dicts** with a ``"type"``; anything the rules
  refuse raises ``verba.errors.IllegalAction`` with a code of the game's
  catalogue (``"<game id>.<why>"``), and the state stays as it was.
- **Randomness is in the state** (one 64-bit generator state): a game is its
  set-up (``new_game``'s players, seed and settings) and its actions.
- **Players are seats** 0..n-1, each ``{"name": ..., "kind": ...}`` where the
  kind is ``HUMAN`` or a computer level of ``LEVELS``.
- **Hidden information stays hidden**: ``view(state, player)`` is everything
  that player may see (``None``: a spectator, who sees what is public), as
  JSON-ready data; the state itself holds everything and is not for showing.
  Computer players know no more than their seat's view.
- **legal_actions** lists every action a player may send now, each one
  accepted by ``apply``; an action in no player's list is refused. Where the
  choices cannot be listed (a Scriba placement, a Wordz guess: any word of the
  list) it returns None. A game's clock (Mistrz Słowa's ``tick``, the sand
  running) is not a player's choice and is never listed. Mistrz Słowa's and
  Scriba's actions (but a challenge) do not name their player: they are the
  current player's, so whatever takes actions from several devices checks
  the sender against ``current`` and ``legal_actions``.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol, runtime_checkable

from .errors import IllegalAction
from .text import MAX_NAME

Action = dict[str, Any]
GAME_IDS = ("mistrz", "scriba", "wordz")
HUMAN = "human"
LEVELS = ("easy", "medium", "hard")
KINDS = (HUMAN, *LEVELS)


@runtime_checkable
class Engine(Protocol):
    """A game's rules as the shell and services use them. ``State`` is the
    game's own (immutable in use) state class; ``lexicon`` the word list of
    ``LEXICON``."""

    GAME_ID: str          # "mistrz", "scriba" or "wordz"
    SCHEMA: int           # the version of the data ``to_dict`` writes
    LEXICON: str          # the word list ``apply`` needs (name in lexicons/index.json)
    MIN_PLAYERS: int
    MAX_PLAYERS: int

    def new_game(self, players: Sequence[str | Mapping[str, Any]], seed: int,
                 settings: Mapping[str, Any] | None = None) -> Any:
        """A game for these seats (a name alone is a person), seeded, with the
        game's set-up options as JSON (missing ones take their defaults).
        Raises IllegalAction for a set-up the game refuses."""

    def seats(self, state: Any) -> list[dict[str, str]]:
        """The players in seat order, as ``new_game`` took them."""

    def current(self, state: Any) -> int | None:
        """The seat whose turn it is; None when it is nobody's alone (all
        compose at once, the table decides on a challenge, the game is over)."""

    def legal_actions(self, state: Any, player: int, lexicon: Any) -> list[Action] | None:
        """Every action ``player`` may send now (empty: none), or None where
        they cannot be listed."""

    def apply(self, state: Any, action: Action, lexicon: Any) -> Any:
        """The state after ``action``; IllegalAction if the rules refuse it."""

    def is_over(self, state: Any) -> bool: ...

    def scores(self, state: Any) -> Sequence[int]:
        """Each seat's points so far (at the end: the final score)."""

    def winners(self, state: Any) -> Sequence[int]:
        """The seats that won, empty until the game is over: those with the
        best score (several on a tie)."""

    def view(self, state: Any, player: int | None) -> dict[str, Any]:
        """What ``player`` may see, JSON-ready (None: a spectator); ValueError
        for a seat the game does not have."""

    def to_dict(self, state: Any) -> dict[str, Any]: ...

    def from_dict(self, data: Any) -> Any:
        """The state ``to_dict`` wrote (or an older version's); ValueError
        for anything else."""

    def to_text(self, state: Any) -> str:
        """The position as text (docs/NOTATION.md): what play needs to go
        on, without the log."""

    def from_text(self, text: str) -> Any:
        """The state a position describes, built through ``from_dict``'s
        checks; ValueError saying what is wrong and where for anything else."""

    def history_entry(self, state: Any) -> dict[str, Any]:
        """What the history keeps of a finished game (see ``verba.records``);
        ValueError while it goes on."""

    def take_back(self, state: Any, player: int, before: Any) -> Any:
        """The game after ``player`` takes back their last move (and the
        computers' replies), as the table does it; ``before`` is the last
        state ``keeps_before`` marked (None if none), for the games that go
        back to a kept position. IllegalAction when it is not allowed."""

    def keeps_before(self, state: Any, action: Action) -> bool:
        """Whether ``state``, before ``action``, is a point a take-back
        returns to (the table keeps it; a replay does the same)."""

    def computer_action(self, state: Any, player: int, lexicon: Any) -> Action:
        """The action the computer player at ``player`` takes now, at its
        seat's level, from what that seat may see; ValueError for a person's
        seat or one with nothing to do."""


# --- what every engine reads the same way -------------------------------------

def read_setup(players: Any, seed: Any, low: int, high: int) -> list[dict[str, str]]:
    """``new_game``'s seats, checked: ``low`` to ``high`` of them, each a name
    (a person) or ``{"name", "kind"}``, names of 1 to ``MAX_NAME`` characters
    once trimmed; and the seed, a 64-bit integer."""
    if not isinstance(players, (list, tuple)) or not low <= len(players) <= high:
        raise IllegalAction("setup.player_count", min=low, max=high)
    seats = []
    for number, spec in enumerate(players, 1):
        if isinstance(spec, str):
            spec = {"name": spec}
        name = spec.get("name") if isinstance(spec, Mapping) else None
        kind = spec.get("kind", HUMAN) if isinstance(spec, Mapping) else None
        if not isinstance(name, str) or not 0 < len(name.strip()) <= MAX_NAME:
            raise IllegalAction("setup.player_name", number=number, max=MAX_NAME)
        if kind not in KINDS:
            raise IllegalAction("setup.player_kind", number=number)
        seats.append({"name": name.strip(), "kind": kind})
    if type(seed) is not int or not 0 <= seed < 1 << 64:
        raise IllegalAction("setup.bad_setting", setting="seed")
    return seats


def read_settings(settings: Any, known: Sequence[str]) -> dict[str, Any]:
    """The set-up options as a dict of ``known`` keys (None: no options)."""
    if settings is None:
        return {}
    if not isinstance(settings, Mapping):
        raise IllegalAction("setup.bad_setting", setting="settings")
    for key in settings:
        if key not in known:
            raise IllegalAction("setup.bad_setting", setting=str(key)[:40])
    return dict(settings)


def check_viewer(player: Any, players: int) -> None:
    """A view is for a seat of the game or for a spectator (None)."""
    if player is not None and (type(player) is not int or not 0 <= player < players):
        raise ValueError(f"no seat {str(player)[:20]}")


def finished_entry(game_id: str, seats: Sequence[Mapping[str, str]], scores: Sequence[int],
                   winners: Sequence[int]) -> dict[str, Any]:
    """The part of a history entry every game writes: the game, the players
    with their final scores and kinds, the winners by name."""
    return {"game": game_id,
            "players": [{"name": s["name"], "score": score, "kind": s["kind"]}
                        for s, score in zip(seats, scores)],
            "winners": [seats[i]["name"] for i in winners]}
