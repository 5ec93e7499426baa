"""The app: which screen is showing, the language, stored data, word lists.

Plain Python. The page supplies ``Services`` (storage, fetching, timers) and
renders ``App.view()`` after every event and whenever ``services.render`` is
called; CPython tests supply their own services and read the same trees.
"""
from __future__ import annotations

import asyncio
import json
import time
from typing import Any, Callable, Iterator, Protocol

from ..i18n import LANGS, best_lang, t
from ..lexicon_store import LexiconError, LexiconStore
from ..rng import seed_from
from ..settings import Settings
from ..storage import SETTINGS_KEY, Notice, Storage, save_key
from .games import GAMES, Game, game_by_id, parse_save
from .vnode import Node


class Services(Protocol):
    storage: Storage
    lexicons: LexiconStore
    version: str

    def render(self) -> None: ...
    def later(self, seconds: float, callback: Callable[[], None]) -> Any: ...
    def reload(self) -> None: ...


class Screen(Protocol):
    def view(self) -> list[Node]: ...
    def handle(self, action: dict[str, Any]) -> None: ...
    def key(self, info: dict[str, Any]) -> bool: ...


LANG_HINT_KEY = "verba.lang"  # read by boot.js before Python starts


class App:
    def __init__(self, services: Services, browser_langs: list[str],
                 seed: int | None = None) -> None:
        self.services = services
        # A seed from the address (?seed=N) makes the next new game replayable.
        self._seed = seed
        self.storage = services.storage
        stored = self.storage.read(SETTINGS_KEY, "settings", Settings.from_dict)
        self.settings: Settings = stored or Settings(lang=best_lang(browser_langs))
        self.messages: list[tuple[str, dict[str, Any]]] = []  # (code, params) banners
        self.update_ready = False
        self.screen: Screen = self.home()
        # Read every stored entry once now, so anything unreadable is reported
        # (and set aside) at start rather than when the player reaches it.
        self.storage.history()
        self.saves: dict[str, dict[str, Any] | None] = {g.id: self.saved_game(g) for g in GAMES}
        self.collect_notices()

    # -- texts and settings -------------------------------------------------
    @property
    def lang(self) -> str:
        return self.settings.lang

    def t(self, code: str, **params: Any) -> str:
        return t(self.lang, code, **params)

    def set_settings(self, settings: Settings) -> None:
        self.settings = settings
        self.storage.write(SETTINGS_KEY, "settings", settings.to_dict())
        try:
            self.storage.backend.set(LANG_HINT_KEY, settings.lang)
        except Exception:  # a full store: the boot screen falls back to the browser's language
            pass
        self.collect_notices()

    def set_lang(self, lang: str) -> None:
        if lang in LANGS:
            self.set_settings(Settings(**{**self.settings.to_dict(), "lang": lang}))

    # -- banners ------------------------------------------------------------
    def collect_notices(self) -> None:
        for notice in self.storage.take_notices():
            self.tell(notice.code, key=notice.key)

    def tell(self, code: str, **params: Any) -> None:
        if (code, params) not in self.messages:
            self.messages.append((code, params))

    def new_seed(self, game_id: str) -> int:
        """The seed of a new game: the one from the address, once, else fresh."""
        seed, self._seed = self._seed, None
        return seed if seed is not None else seed_from(game_id, time.time_ns())

    # -- navigation ---------------------------------------------------------
    def home(self) -> Screen:
        from .home import HomeScreen
        return HomeScreen(self)

    def go(self, screen: Screen) -> None:
        self.screen = screen
        self.services.render()

    def go_home(self) -> None:
        self.go(self.home())

    def saved_game(self, game: Game) -> dict[str, Any] | None:
        """The saved game ``{"state", "summary"}`` as stored (its state is read
        by the game when resumed), or None."""
        return self.storage.read(save_key(game.id), "save", parse_save)

    def save_game(self, game_id: str, state: dict[str, Any], summary: str) -> None:
        """Store a game in progress (called by game screens after every move)."""
        saved = {"state": state, "summary": summary}
        self.saves[game_id] = saved
        self.storage.write(save_key(game_id), "save", saved)

    def finish_game(self, game_id: str, entry: dict[str, Any]) -> None:
        """A game ended: it leaves the saves and enters the history."""
        self.saves[game_id] = None
        self.storage.remove(save_key(game_id))
        self.storage.add_history({"game": game_id, **entry})

    def open_game(self, game_id: str, resume: bool) -> None:
        """Show the game's table once its word list is here."""
        from .loading import LoadingScreen
        game = game_by_id(game_id)
        saved = self.saves.get(game.id) if resume else None
        if saved is not None:
            try:
                saved = {**saved, "state": game.read_state(saved["state"])}
            except ValueError:
                self.storage.set_aside(save_key(game.id), "unreadable")
                self.saves[game.id] = None
                self.collect_notices()
                self.go_home()
                return
        loading = LoadingScreen(self, game, resume)
        self.go(loading)

        async def load() -> None:
            try:
                lexicon = await self.services.lexicons.get(game.lexicon, loading.progress)
            except LexiconError as error:
                loading.failed(error.code, error.file)
                return
            if self.screen is loading:  # the player may have gone back meanwhile
                self.go(game.make_screen(self, lexicon, saved))
                self.collect_notices()

        asyncio.ensure_future(load())

    # -- long work ------------------------------------------------------------
    def run_sliced(self, work: Iterator[Any], done: Callable[[Any], None],
                   budget: float = 0.012) -> Callable[[], None]:
        """Step the generator ``work`` in slices of about ``budget`` seconds,
        yielding to the page between slices so input is answered while the
        computer thinks; ``done`` gets the generator's return value. Returns a
        function that cancels the work."""
        cancelled = False

        def cancel() -> None:
            nonlocal cancelled
            cancelled = True

        def step() -> None:
            if cancelled:
                return
            deadline = time.perf_counter() + budget
            try:
                while time.perf_counter() < deadline:
                    next(work)
            except StopIteration as finished:
                done(finished.value)
                return
            self.services.later(0, step)

        self.services.later(0, step)
        return cancel

    # -- events from the page -----------------------------------------------
    def view(self) -> list[Node]:
        from .chrome import banners
        return [*banners(self), *self.screen.view()]

    def handle(self, kind: str, payload: str, value: str | None) -> bool:
        """One event from the page; True when it was handled."""
        if kind == "key":
            info = json.loads(payload)
            handled = self.screen.key(info)
        else:
            action = json.loads(payload)
            if value is not None:
                action["value"] = value
            handled = self.handle_common(action)
            if not handled:
                self.screen.handle(action)
                handled = True
        self.collect_notices()
        self.services.render()
        return handled

    def handle_common(self, action: dict[str, Any]) -> bool:
        """Actions every screen shares: language, banners, navigation."""
        do = action.get("do")
        if do == "lang":
            self.set_lang(str(action.get("lang")))
        elif do == "dismiss":
            index = int(action.get("index", -1))
            if 0 <= index < len(self.messages):
                del self.messages[index]
        elif do == "home":
            self.go_home()
        elif do == "reload":
            self.services.reload()
        else:
            return False
        return True
