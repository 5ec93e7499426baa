"""What a rules page is made of, for the game's data modules (``mistrz.py``,
``scriba.py``, ``wordz.py``), the illustrations (``figures``) and the screen
that draws them (``screen``): sections of blocks, texts filled with figures,
bold runs, a setting's accepted values."""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable

from ...i18n import t as translate
from ..shell.vnode import Child, h

_BOLD = re.compile(r"\*\*(.+?)\*\*")
_FR_SPACE = re.compile(r" ([:;!?»])")


@dataclass(frozen=True)
class Section:
    """One part of a rules page.  Its title is the text ``<id>.title``.

    A block is a text key (a paragraph), ``("list", key, ...)`` (a bulleted
    list), ``("details", summary_key, block, ...)`` (folded away), or a figure
    ``(name, *args)`` drawn by ``figures.FIGURES[name]``."""
    id: str
    blocks: tuple[Any, ...]


class Texts:
    """What a rules page is drawn with: the language, the app's messages
    (``t``) and the game's rules texts filled with its figures (``text``)."""

    def __init__(self, lang: str, texts: dict[str, dict[str, str]] | None = None,
                 figures: dict[str, Any] | None = None) -> None:
        self.lang = lang
        self._texts = texts or {}
        self.figures = figures or {}

    def t(self, code: str, **params: Any) -> str:
        return translate(self.lang, code, **params)

    def text(self, key: str) -> str:
        text = self._texts[self.lang][key].format_map(self.figures)
        if self.lang == "fr":  # no line may start with : ; ! ? » nor end with «
            text = _FR_SPACE.sub(lambda m: "\u202f" + m.group(1), text).replace("« ", "«\u202f")
        return text


def accepted(values: range, build: Callable[[int], object],
             refused: type[Exception] | tuple[type[Exception], ...]) -> list[int]:
    """The values the engine takes for a setting: those ``build`` does not
    refuse (the texts quote a setting's range without retyping it)."""
    found = []
    for value in values:
        try:
            build(value)
        except refused:
            continue
        found.append(value)
    return found


def prose(text: str) -> tuple[Child, ...]:
    """A template's text with ``**bold**`` runs as <strong>: text, never HTML.
    (A tuple: ``h`` would read a one-string list as an element.)"""
    parts: list[Child] = []
    last = 0
    for match in _BOLD.finditer(text):
        parts.append(text[last:match.start()])
        parts.append(h("strong", None, match.group(1)))
        last = match.end()
    parts.append(text[last:])
    return tuple(p for p in parts if p != "")
