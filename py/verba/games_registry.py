"""The games' engines (``verba.protocol.Engine``) by game id.

Each engine is imported when first asked for: the home screen, which knows
the games by id, compiles no game's rules in the page.
"""
from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, cast

if TYPE_CHECKING:   # the protocol's module comes with the first engine
    from .protocol import Engine

# By game id, in the order of ``verba.protocol.GAME_IDS``.
MODULES = {"mistrz": "verba.mistrz.engine", "scriba": "verba.scriba.engine",
           "wordz": "verba.wordz.engine"}


class _Registry(Mapping[str, "Engine"]):
    def __getitem__(self, game_id: str) -> Engine:
        return cast("Engine", importlib.import_module(MODULES[game_id]))

    def __iter__(self) -> Iterator[str]:
        return iter(MODULES)

    def __len__(self) -> int:
        return len(MODULES)


ENGINES: Mapping[str, Engine] = _Registry()
