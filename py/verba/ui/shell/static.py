"""Screens the page shows before Python has started, rendered by the Python views.

A static screen depends only on the language, on parameters taken from the
action that opens it, and (for the home) on which games have a save. The build
renders each one in every language, for every parameter set and every set of
saved games, into the page (``render_all``); the page's JavaScript paints the
one the person is on at once, lets them move between static screens and
switch language, and keeps any other click for Python. When Python starts,
``take_over`` shows the screen the person is on, so nothing flashes, and hands
back the click to carry out. Adding a screen is one entry in ``STATIC_SCREENS``.
"""
from __future__ import annotations

import itertools
import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Iterator

from ...i18n import LANGS, t
from ...lexicon_store import FetchError, LexiconStore
from ...storage import SCHEMA, MemoryBackend, Storage, save_key
from ..rules.pages import PAGES
from .app import App
from .games import GAMES
from .home import SUMMARY_LIMIT
from .vnode import Node

if TYPE_CHECKING:
    from .app import Screen

Params = dict[str, str]


@dataclass(frozen=True)
class StaticScreen:
    opens: str                                   # the action ("do") that shows it
    make: Callable[[App, Params], "Screen"]    # the screen for these parameters
    params: Callable[[], list[Params]] = lambda: [{}]  # every parameter set to render
    shows_saves: bool = False                    # rendered once per set of saved games


def _rules(app: App, params: Params) -> "Screen":
    from ..rules.screen import RulesScreen   # when the person is on it: the home needs none
    return RulesScreen(app, params["page"])


STATIC_SCREENS: tuple[StaticScreen, ...] = (
    StaticScreen("home", lambda app, params: app.home(), shows_saves=True),
    # Opened from the home, so "back" (rules_back, Escape) is the home.
    StaticScreen("rules", _rules, params=lambda: [{"page": page} for page in PAGES]),
    # The companion, opened from the home: its tools are clicks kept for Python.
    StaticScreen("companion", lambda app, params: app.companion()),
)

# Where a saved game's summary goes in a tree rendered with saves; the page puts
# the stored summary there (as text).
SUMMARY_TOKEN = "\u0000{game}\u0000"
# Texts the page shows while the runtime loads (verba.ui.shell.prestart_messages).
TEXT_CODES = ("prestart.loading", "prestart.starting", "prestart.size", "prestart.left",
              "prestart.pending", "prestart.ready_soon")
MAX_PENDING = 2000  # characters of a kept action; ours are far shorter


def screen_key(opens: str, params: Params) -> str:
    """``"home"``, ``"rules?game=mistrz"``: how the page finds a rendered screen."""
    query = "&".join(f"{name}={value}" for name, value in sorted(params.items()))
    return f"{opens}?{query}" if query else opens


def find(opens: str, params: Params) -> StaticScreen | None:
    for screen in STATIC_SCREENS:
        if screen.opens == opens and params in screen.params():
            return screen
    return None


class _NoNetwork(LexiconStore):
    def __init__(self) -> None:
        async def refuse(url: str, on_progress: Callable[[int, int], None]) -> bytes:
            raise FetchError("network")
        super().__init__(refuse)


class BuildServices:
    """``Services`` for rendering at build time: storage in memory, no network,
    no timers (a static screen must not need them)."""

    version = "static"  # a static screen must not show the version: it is not known yet

    def __init__(self, saved: tuple[str, ...]) -> None:
        self.storage = Storage(MemoryBackend())
        self.lexicons = _NoNetwork()
        for game in saved:
            summary = SUMMARY_TOKEN.format(game=game)
            self.storage.write(save_key(game), "save", {"state": {}, "summary": summary})

    def render(self) -> None:
        pass

    def later(self, seconds: float, callback: Callable[[], None]) -> Any:
        raise AssertionError("a static screen must not schedule work")

    def reload(self) -> None:
        raise AssertionError("a static screen must not reload")


def save_sets() -> Iterator[tuple[str, ...]]:
    """Every set of games that may have a save, in the order of ``GAMES``."""
    ids = [game.id for game in GAMES]
    for size in range(len(ids) + 1):
        yield from itertools.combinations(ids, size)


def render(screen: StaticScreen, params: Params, lang: str, saved: tuple[str, ...]) -> list[Node]:
    """The tree Python shows for this screen, language and saved games."""
    app = App(BuildServices(saved), [lang])
    app.go(screen.make(app, params))
    if app.messages:
        raise AssertionError(f"a static screen rendered with banners: {app.messages}")
    return app.view()


def render_all() -> dict[str, Any]:
    """Everything the page needs to show the static screens before Python."""
    screens: dict[str, Any] = {}
    for screen in STATIC_SCREENS:
        for params in screen.params():
            variants = list(save_sets()) if screen.shows_saves else [()]
            screens[screen_key(screen.opens, params)] = {
                "opens": screen.opens, "params": params, "saves": screen.shows_saves,
                "views": {lang: {",".join(saved): render(screen, params, lang, saved)
                                 for saved in variants} for lang in LANGS}}
    return {
        "langs": list(LANGS),
        "games": [game.id for game in GAMES],
        "schema": SCHEMA,
        "summaryLimit": SUMMARY_LIMIT,
        "summaryToken": SUMMARY_TOKEN,
        "screens": screens,
        "texts": {lang: {code: t(lang, code) for code in TEXT_CODES} for lang in LANGS},
    }


def take_over(app: App, state: Any) -> str | None:
    """Carry on from what the person did before Python started.

    ``state`` is what the page reports: ``{"lang", "screen", "params", "pending"}``.
    The language they see becomes the app's (they may have switched it, or it
    came from the page's own language hint); the static screen they are on is
    shown; the click they made, kept as a ``data-act`` action, is returned for
    the caller to carry out as a click. Anything malformed is ignored.
    """
    if not isinstance(state, dict):
        return None
    lang = state.get("lang")
    if lang in LANGS and lang != app.lang:
        app.set_lang(lang)
    opens, params = state.get("screen"), state.get("params")
    if isinstance(opens, str) and isinstance(params, dict) \
            and all(isinstance(v, str) for v in params.values()):
        screen = find(opens, params)
        if screen is not None and opens != "home":
            app.go(screen.make(app, params))
    pending = state.get("pending")
    if not isinstance(pending, str) or len(pending) > MAX_PENDING:
        return None
    try:
        action = json.loads(pending)
    except ValueError:
        return None
    return pending if isinstance(action, dict) and isinstance(action.get("do"), str) else None
