"""How each stored entry is read: the one place that start-up (``App``) and
an import of stored data (``transfer``) share.

Every entry goes through ``Storage.read`` (limits, strict JSON, the envelope)
with its kind's reader; whatever a reader refuses is set aside with a notice.
Start-up reads a saved game's wrapper only (the home screen imports no
game's rules) and the game's own reader when it is resumed; ``read_all``
reads the state too, so that nothing imported fails later. The score
keeper's sheet is the exception: replaying it needs the word list, so
``read_all`` checks what it can without one (``keeper.check``) and the
keeper's own reader replays it when the tool opens.
"""
from __future__ import annotations

import importlib
from typing import Any

from ...i18n import LANGS
from ...settings import THEMES, Settings
from ...storage import (DAILY_KEY, KEEPER_KEY, KEEPER_KIND, LANG_HINT_KEY, SETTINGS_KEY,
                        THEME_HINT_KEY, Storage, save_key)
from .games import GAMES, game_by_id, parse_save

# Plain text the page's boot script reads before Python starts, and its values.
HINTS = {LANG_HINT_KEY: LANGS, THEME_HINT_KEY: THEMES}


def read_settings(storage: Storage) -> Settings | None:
    return storage.read(SETTINGS_KEY, "settings", Settings.from_dict)


def read_save(storage: Storage, game_id: str) -> dict[str, Any] | None:
    """The saved game ``{"state", "summary"}`` as stored (its state is read
    by the game when resumed), or None."""
    return storage.read(save_key(game_id), "save", parse_save)


def read_state(storage: Storage, game_id: str) -> Any | None:
    """The saved game's state read by the game's rules (as a resume reads
    it), or None; a state they refuse is set aside."""
    key = save_key(game_id)

    def parse(data: Any) -> Any:
        return game_by_id(game_id).read_state(parse_save(data)["state"])
    return storage.read(key, "save", parse)


def read_dailies(storage: Storage) -> None:
    """Read the dailies' entry, setting it aside if unreadable. Their modules
    are imported only when there is one: the home shows nothing of them."""
    if storage.holds(DAILY_KEY):
        from ...daily.record import load
        load(storage)


def read_keeper(storage: Storage) -> Any | None:
    """The score keeper's sheet as stored, checked without the word list
    (imported by name: the start-up never reads it), or None."""
    keeper = importlib.import_module("verba.scriba.keeper")
    return storage.read(KEEPER_KEY, KEEPER_KIND, keeper.check)


def known(key: str) -> bool:
    """Whether this version of Verba reads ``key`` (``read_all`` does)."""
    return key in HINTS or key in (SETTINGS_KEY, DAILY_KEY, KEEPER_KEY, "verba.history") or any(
        key == save_key(g.id) for g in GAMES)


def read_all(storage: Storage) -> None:
    """Read every entry this version knows, as start-up and a resume would:
    whatever is refused is set aside, with a notice (``storage.notices``).
    A hint that is not one of its values is set aside too."""
    read_settings(storage)
    storage.history()
    read_dailies(storage)
    read_keeper(storage)
    for game in GAMES:
        read_state(storage, game.id)
    for key, values in HINTS.items():
        raw = storage.backend.get(key)
        if raw is not None and raw not in values:
            storage.set_aside(key, "unreadable")
