"""Messages in the player's language.

Every module that shows text to the player keeps its own catalogue,
``MESSAGES = {"pl": {...}, "fr": {...}, "en": {...}}`` (code → template with
``{name}`` placeholders); this module merges them and fills placeholders.
"""
from __future__ import annotations

import importlib
from string import Formatter
from typing import Any

from .text import isolate

LANGS = ("pl", "fr", "en")
LANG_NAMES = {"pl": "polski", "fr": "français", "en": "English"}
DEFAULT_LANG = "en"

# The catalogues, in the order they are merged.
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

_merged: dict[str, dict[str, str]] | None = None


def catalogue() -> dict[str, dict[str, str]]:
    """All messages, merged per language (imported once, on first use)."""
    global _merged
    if _merged is None:
        merged: dict[str, dict[str, str]] = {lang: {} for lang in LANGS}
        for name in CATALOGUES:
            messages = importlib.import_module(name).MESSAGES
            for lang in LANGS:
                merged[lang].update(messages[lang])
        _merged = merged
    return _merged


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
    messages = catalogue()
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
