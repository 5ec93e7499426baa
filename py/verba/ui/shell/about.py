"""The About screen: what Verba is, its version and authors, and the licences
of its code, of the runtime the page brings (Pyodide, PyScript) and of the
word lists, each with a link to its text in the site's ``licenses/`` (copied
there by tools/build_site.py from COPYING and LICENSES/). The texts are
``.txt`` files: the browser shows them as plain text, never as HTML.

Opened by the ``{"do": "about"}`` action (``App.handle_common``) from the home
and the settings."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .chrome import back_on_escape, top_bar
from .vnode import Child, Node, h

if TYPE_CHECKING:
    from .app import App

LICENCES_DIR = "licenses/"


@dataclass(frozen=True)
class Credit:
    id: str
    part: str            # message code: what it is
    holders: str         # the copyright line as its notice gives it ("" when it names none)
    licence: str         # message code: the licence's name
    text: str            # the licence's text in licenses/


GPL = "GPL-2.0.txt"
SOURCES = "word-lists.txt"  # where each word list comes from, and its notices
RUNTIME = (
    Credit("pyodide", "about.pyodide", "", "about.mpl2", "MPL-2.0.txt"),
    Credit("cpython", "about.cpython", "© Python Software Foundation", "about.psf",
           "PSF-2.0-CPython.txt"),
    Credit("pyscript", "about.pyscript", "© 2022-present, PyScript Development Team",
           "about.apache2", "Apache-2.0-PyScript.txt"),
)
WORD_LISTS = (
    Credit("pl", "about.list_pl",
           "© 2008–2018 Polish Alternative Dictionary Editing Team, Marek Futrega",
           "about.lgpl21", "LGPL-2.1.txt"),
    Credit("pl-nouns", "about.list_pl_nouns",
           "© 2007–2026 Marcin Woliński, Zbigniew Bronk, Włodzimierz Gruszczyński, "
           "Witold Kieraś, Zygmunt Saloni, Danuta Skowrońska, Robert Wołosz",
           "about.sgjp", "SGJP.txt"),
    Credit("fr", "about.list_fr", "© 1989 Paul Leyland", "about.gpl2_later", GPL),
)


def licence_link(name: str, label: str) -> Node:
    """A link to a licence's text, opened beside the game rather than over it."""
    return h("a", {"class": "licence-link", "href": LICENCES_DIR + name, "type": "text/plain",
                   "target": "_blank", "rel": "noopener", "data-licence": name}, label)


def linked_texts() -> set[str]:
    """Every file of licenses/ the screen links to."""
    return {GPL, SOURCES} | {c.text for c in RUNTIME + WORD_LISTS}


class AboutScreen:
    def __init__(self, app: "App") -> None:
        self.app = app

    def _credits(self, credits: tuple[Credit, ...]) -> Node:
        t = self.app.t
        return h("ul", {"class": "credits"},
                 [h("li", {"class": "credit", "data-credit": c.id, "key": c.id},
                    h("span", {"class": "credit-part"}, t(c.part)),
                    h("span", {"class": "muted"}, c.holders) if c.holders else None,
                    licence_link(c.text, t(c.licence)))
                  for c in credits])

    def _section(self, id: str, title: str, *children: Child) -> Node:
        return h("section", {"class": "panel settings-group", "data-section": id,
                             "aria-labelledby": f"about-{id}", "key": id},
                 h("h2", {"id": f"about-{id}"}, title), *children)

    def view(self) -> list[Node]:
        t = self.app.t
        version = self.app.services.version
        return [h("div", {"class": "screen about", "data-screen": "about", "key": "about"},
                  top_bar(self.app, t("settings.about"), sound=False),
                  h("div", {"class": "settings-groups"},
                    self._section("verba", "Verba",
                                  h("p", None, t("about.what")),
                                  h("p", {"data-version": version},
                                    t("settings.version", version=version)),
                                  h("p", None, t("about.authors")),
                                  h("p", None, t("about.free")),
                                  h("p", None, licence_link(GPL, t("about.gpl2"))),
                                  h("p", {"class": "muted"}, t("about.texts"))),
                    self._section("runtime", t("about.runtime"),
                                  h("p", None, t("about.runtime_intro")),
                                  self._credits(RUNTIME)),
                    self._section("word_lists", t("about.word_lists"),
                                  h("p", None, t("about.word_lists_intro")),
                                  self._credits(WORD_LISTS),
                                  h("p", None, licence_link(SOURCES, t("about.sources"))))))]

    def handle(self, action: dict[str, Any]) -> None:
        """Nothing of its own to do: links, and the actions every screen shares."""

    def key(self, info: dict[str, Any]) -> bool:
        return back_on_escape(self.app, info)
