"""The rules of each game in the page: a screen that is a pure function of
(language, rules page), so the pre-Python static page can render it at build
time, and the table it was opened from comes back as it was.

A rules page is ``"mistrz"``, ``"scriba/1"`` (Game I), ``"scriba/2"`` (Game II)
or ``"wordz"`` (``pages.PAGES``).  Its texts and illustrations are plain data
in ``<game>.py`` beside this module: sections of blocks (``page.Section``),
templates filled with figures read from the game's engine (``figures()``),
and the ids of the docs/RULES.md decisions each text states
(``DECISIONS``).  ``figures`` draws the illustrations with the games' own
pieces.

Actions, all plain JSON (``data-act``):

- ``{"do": "rules", "page": P}`` opens page P (from the home card, a game's
  top bar, or the Game I/II switch inside the rules); handled by
  ``App.handle_common`` through ``open_rules``;
- ``{"do": "rules_back"}`` goes back to the screen the rules were opened from
  (the home screen when there is none), and Escape does the same;
- the contents are ``<a href="#…">`` links: they need neither Python nor script.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from ..shell.chrome import language_switch
from ..shell.vnode import Node, act, button, h
from .page import Section, Texts, prose
from .pages import PAGES, data_module, game_of, page_of

if TYPE_CHECKING:
    from ..shell.app import App, Screen


def block_view(tx: Texts, block: Any) -> Node:
    from .figures import FIGURES
    if isinstance(block, str):
        return h("p", {"data-text": block}, prose(tx.text(block)))
    kind, *args = block
    if kind == "list":
        return h("ul", {"class": "rules-list"},
                 [h("li", {"data-text": key}, prose(tx.text(key))) for key in args])
    if kind == "details":
        summary, *inner = args
        return h("details", {"class": "rules-more"},
                 h("summary", {"data-text": summary}, tx.text(summary)),
                 [block_view(tx, b) for b in inner])
    return FIGURES[kind](tx, *args)


def anchor(lang: str, page: str, section: str) -> str:
    """A section's element id: unique even with every page of every language
    in one document (as a static page may have them)."""
    return f"rules-{lang}-{page.replace('/', '-')}-{section}"


def rules_view(lang: str, page: str) -> list[Node]:
    """The whole rules screen for ``page`` in ``lang``: nothing else enters."""
    page = page_of(page)
    game = game_of(page)
    data = data_module(page)
    tx = Texts(lang, data.TEXTS, data.figures())
    name = tx.t(f"game.{game}.name")
    sections: tuple[Section, ...] = data.SECTIONS[page]
    siblings = [p for p in PAGES if game_of(p) == game]
    parts = None
    if len(siblings) > 1:
        parts = h("div", {"class": "rules-parts", "role": "group",
                          "aria-label": tx.t("rules.parts")},
                  [button(tx.t(f"rules.part.{p}"), act("rules", page=p), cls="chip",
                          **{"aria-pressed": "true" if p == page else "false",
                             "data-rules-part": p}) for p in siblings])
    toc = h("nav", {"class": "rules-toc", "aria-label": tx.t("rules.contents")},
            h("ul", None, [h("li", None, h("a", {"href": "#" + anchor(lang, page, s.id),
                                                 "class": "chip"}, tx.text(f"{s.id}.title")))
                           for s in sections]))
    body = [h("section", {"class": "rules-section", "id": anchor(lang, page, s.id),
                          "data-section": s.id, "key": f"{page}-{s.id}"},
              h("h2", None, tx.text(f"{s.id}.title")),
              [block_view(tx, b) for b in s.blocks])
            for s in sections]
    back = button(["\u2190 ", tx.t("app.back")], act("rules_back"), cls="btn ghost",
                  **{"data-rules-back": "1"})
    return [h("div", {"class": f"screen rules rules-{game}", "data-screen": "rules",
                      "data-rules": page, "key": "rules", "lang": lang},
              h("header", {"class": "top-bar"},
                back,
                h("h1", {"class": "screen-title", "tabindex": "-1", "focus": True},
                  tx.t("rules.title", game=name)),
                language_switch(tx)),  # type: ignore[arg-type]  # needs .t and .lang only
              parts, toc,
              h("article", {"class": "rules-body"}, body),
              h("div", {"class": "actions rules-end"},
                button(["\u2190 ", tx.t("app.back")], act("rules_back"), cls="btn",
                       **{"data-rules-back": "2"})))]


class RulesScreen:
    """The rules of one game, opened over ``back`` (the screen to return to;
    None: the home screen).  Returning calls ``back.resumed()`` if it has one,
    so a table restarts what it stops while another screen shows (its sand,
    its computer players)."""

    def __init__(self, app: "App", page: str, back: "Screen | None" = None) -> None:
        self.app = app
        self.page = page_of(page)
        self.back = back

    def view(self) -> list[Node]:
        return rules_view(self.app.lang, self.page)

    def handle(self, action: dict[str, Any]) -> None:
        if action.get("do") == "rules_back":
            self.go_back()

    def key(self, info: dict[str, Any]) -> bool:
        if info.get("key") == "Escape":
            self.go_back()
            return True
        return False

    def go_back(self) -> None:
        if self.back is None:
            self.app.go_home()
            return
        self.app.rules_closed = (self.back, game_of(self.page))
        self.app.go(self.back)
        resumed: Callable[[], None] | None = getattr(self.back, "resumed", None)
        if callable(resumed):
            resumed()


def open_rules(app: "App", page: Any) -> None:
    """Show a rules page over the current screen (a page switch inside the
    rules keeps the screen to go back to).  An unknown page is ignored."""
    try:
        page = page_of(str(page))
    except KeyError:
        return
    current = app.screen
    app.go(RulesScreen(app, page, current.back if isinstance(current, RulesScreen) else current))
