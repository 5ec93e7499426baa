"""Messages in the player's language.

Every module that shows text to the player keeps its own catalogue,
``MESSAGES = {"pl": {...}, "fr": {...}, "en": {...}}`` (code → template with
``{name}`` placeholders); this module merges them and fills placeholders.
"""
from __future__ import annotations

import importlib
import json
import os
from string import Formatter
from typing import Any

from .text import isolate

LANGS = ("pl", "fr", "en")
LANG_NAMES = {"pl": "polski", "fr": "français", "en": "English"}
DEFAULT_LANG = "en"

# The catalogues. Each code has one home (tests/test_i18n.py), so the order
# in which they are merged changes nothing.
CATALOGUES = ("verba.messages", "verba.gamefile_messages", "verba.mistrz.messages", "verba.ui.mistrz.messages",
              "verba.scriba.messages", "verba.ui.scriba.messages",
              "verba.wordz.messages", "verba.ui.wordz.messages", "verba.ui.rules.messages",
              "verba.ui.shell.offline_messages", "verba.ui.shell.stored_messages",
              "verba.ui.shell.network_messages",
              "verba.ui.shell.prestart_messages", "verba.ui.shell.about_messages",
              "verba.ui.shell.records_messages", "verba.judge_messages",
              "verba.ui.companion.messages", "verba.ui.shell.stats_messages",
              "verba.daily.messages", "verba.ui.daily.messages", "verba.pairing.messages",
              "verba.ui.table.messages", "verba.table.messages")

# What the build writes for the page (tools/build_site.py), beside this
# module: the texts of the screens it renders before Python starts (the home,
# the rules), which the page's start then needs, and per code prefix ("app" of
# "app.home") the catalogues holding codes with it. The page thus starts
# without compiling the catalogues (about 270 kB of source) and imports each
# one when a text first needs it. Without the file (CPython), every catalogue
# is imported on first use.
INDEX = "catalogues.json"

_merged: dict[str, dict[str, str]] = {lang: {} for lang in LANGS}
_imported: set[str] = set()
_index: dict[str, list[str]] | None = None
_index_read = False


def _merge(names: tuple[str, ...] | list[str]) -> dict[str, dict[str, str]]:
    for name in names:
        if name not in _imported:
            messages = importlib.import_module(name).MESSAGES
            for lang in LANGS:
                _merged[lang].update(messages[lang])
            _imported.add(name)
    return _merged


def catalogue() -> dict[str, dict[str, str]]:
    """All messages, merged per language (imported once, on first use)."""
    return _merge(CATALOGUES)


def shipped(start_codes: set[str]) -> dict[str, Any]:
    """What the build writes to ``INDEX``: the texts of ``start_codes``, and
    per code prefix the catalogues (in ``CATALOGUES`` order) holding it."""
    index: dict[str, list[str]] = {}
    for name in CATALOGUES:
        for code in importlib.import_module(name).MESSAGES[DEFAULT_LANG]:
            names = index.setdefault(code.split(".", 1)[0], [])
            if name not in names:
                names.append(name)
    merged = catalogue()
    start = {lang: {code: merged[lang][code] for code in sorted(start_codes) if code in merged[lang]}
             for lang in LANGS}
    return {"index": index, "start": start}


def _read_shipped() -> dict[str, list[str]] | None:
    global _index, _index_read
    if not _index_read:
        _index_read = True
        try:
            # The package's own loader, so that this reads the file in a zip too.
            data = json.loads(__spec__.loader.get_data(os.path.join(os.path.dirname(__file__), INDEX)))
            start, index = [dict(data["start"][lang]) for lang in LANGS], dict(data["index"])
        except (AttributeError, KeyError, OSError, TypeError, ValueError):
            return None   # every catalogue, as in CPython
        for lang, texts in zip(LANGS, start):
            _merged[lang].update(texts)
        _index = index
    return _index


def messages_for(code: str) -> dict[str, dict[str, str]]:
    """The merged messages, with at least the catalogues that may hold ``code``."""
    index = _read_shipped()
    if code in _merged[DEFAULT_LANG]:
        return _merged   # every catalogue has each of its codes in every language
    names = index.get(code.split(".", 1)[0]) if index is not None else None
    return _merge(CATALOGUES if names is None else names)


def placeholders(template: str) -> set[str]:
    return {field for _, field, _, _ in Formatter().parse(template) if field}


class _Keep(dict):
    """Leaves an unknown placeholder visible instead of raising."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def t(lang: str, code: str, **params: Any) -> str:
    """The message ``code`` in ``lang`` (English if missing there, else the code).
    Text parameters (names, words typed) are bidi-isolated where they need it,
    so that none can reorder the sentence around it."""
    messages = messages_for(code)
    template = messages.get(lang, {}).get(code) or messages[DEFAULT_LANG].get(code)
    if template is None:
        return code
    safe = {k: isolate(v) if isinstance(v, str) else v for k, v in params.items()}
    return template.format_map(_Keep(safe))


def best_lang(preferences: list[str]) -> str:
    """The first supported language among browser preferences like ``fr-CA``."""
    for tag in preferences:
        code = tag[:2].lower()
        if code in LANGS:
            return code
    return DEFAULT_LANG
