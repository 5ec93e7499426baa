"""The rules pages by id, and the data module holding each (imported by name).

Apart from ``screen.py`` so that the home, which links every game's rules,
and the static screens, which list the pages, compile no rules screen.
"""
from __future__ import annotations

import importlib
from typing import Any

# page -> the data module that holds it
PAGES: dict[str, str] = {
    "mistrz": "verba.ui.rules.mistrz",
    "scriba/1": "verba.ui.rules.scriba",
    "scriba/2": "verba.ui.rules.scriba",
    "wordz": "verba.ui.rules.wordz",
}


def page_of(page: str) -> str:
    """A page id as given ("scriba" means its first page); KeyError if unknown."""
    if page in PAGES:
        return page
    first = next((p for p in PAGES if p.split("/")[0] == page), None)
    if first is None:
        raise KeyError(page)
    return first


def game_of(page: str) -> str:
    return page.split("/")[0]


def data_module(page: str) -> Any:
    return importlib.import_module(PAGES[page])
