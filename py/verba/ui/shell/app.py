"""The app: which screen is showing, the language, stored data, word lists.

Plain Python. The page supplies ``Services`` (storage, fetching, timers) and
renders ``App.view()`` after every event and whenever ``services.render`` is
called; CPython tests supply their own services and read the same trees.
"""
from __future__ import annotations

import asyncio
import json
import time
import traceback
from typing import TYPE_CHECKING, Any, Callable, Iterator, Protocol, Sequence

from ...games_registry import ENGINES
from ...i18n import LANGS, best_lang, t
from ...lexicon_store import LexiconError, LexiconStore
from ...offline import OfflineStatus
from ...rng import seed_from
from ...settings import FEEL_EVENTS, Settings
from ...storage import (LANG_HINT_KEY, MAX_HISTORY_RECORD, SETTINGS_KEY, THEME_HINT_KEY, Notice,
                        Storage, save_key)
from .chrome import banners
from .games import GAMES, Game, game_by_id
from .home import HomeScreen
from .stored_readers import read_dailies, read_save, read_settings
from .vnode import Node

if TYPE_CHECKING:
    from ...gamefile import Record
    from ..companion.hub import CompanionScreen

# The screens a person opens from the home (rules, about, the companion, a
# game file, stored data) are imported when first opened: a cold start
# compiles every module it imports, and these are not needed to show the home.


class Services(Protocol):
    storage: Storage
    lexicons: LexiconStore
    version: str

    def render(self) -> None: ...
    def later(self, seconds: float, callback: Callable[[], None]) -> Any: ...
    def reload(self) -> None: ...
    def download(self, filename: str, text: str) -> None: ...
    def offline_status(self) -> OfflineStatus: ...
    # Optional: feel(event) plays a table's sound (``App.feel``);
    # hold_collector() pauses the cycle collector while long work runs;
    # copy(text, done) puts text on the clipboard (``App.copy_text``);
    # today() is the local date, "YYYY-MM-DD" (``App.today``).


class Screen(Protocol):
    def view(self) -> list[Node]: ...
    def handle(self, action: dict[str, Any]) -> None: ...
    def key(self, info: dict[str, Any]) -> bool: ...
    # Optional: leave() is called when another screen replaces it (``App.go``).


class App:
    def __init__(self, services: Services, browser_langs: list[str],
                 seed: int | None = None) -> None:
        self.services = services
        # A seed from the address (?seed=N) makes the next new game replayable.
        self._seed = seed
        self.storage = services.storage
        self.browser_langs = browser_langs
        self.storage.take_start_clean()
        stored = read_settings(self.storage)
        self.settings: Settings = stored or Settings(lang=best_lang(browser_langs))
        self.messages: list[tuple[str, dict[str, Any]]] = []  # (code, params) banners
        self.update_ready = False
        self.screen: Screen = self.home()
        self._companion: CompanionScreen | None = None   # kept for the visit (companion())
        self.joined: Any = None   # this page's seat at a table hosted elsewhere (ui/table/join.py)
        # while a hosting screen saves: its table, kept beside the game (ui/table/host_screen.py)
        self.saving_table: Callable[[str], dict[str, Any] | None] | None = None
        # The screen and game the rules were last closed onto (chrome.rules_focus).
        self.rules_closed: tuple[Screen, str] | None = None
        # Read every stored entry once now, so anything unreadable is reported
        # (and set aside) at start rather than when the player reaches it.
        self.storage.history()
        read_dailies(self.storage)
        self.saves: dict[str, dict[str, Any] | None] = {g.id: self.saved_game(g) for g in GAMES}
        self.collect_notices()

    def reread_storage(self) -> None:
        """Take settings and saves from the store again (after the player
        deleted entries on the stored-data screen)."""
        stored = read_settings(self.storage)
        self.settings = stored or Settings(lang=self.settings.lang)
        self.saves = {g.id: self.saved_game(g) for g in GAMES}
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
            self.storage.backend.set(THEME_HINT_KEY, settings.theme)
        except Exception:  # a full store: the boot screen falls back to the browser's choices
            pass
        self.collect_notices()

    def update_settings(self, **changes: Any) -> None:
        """Change some settings and store them."""
        self.set_settings(Settings.from_dict({**self.settings.to_dict(), **{
            k: list(v) if isinstance(v, tuple) else v for k, v in changes.items()}}))

    def set_lang(self, lang: str) -> None:
        if lang in LANGS:
            self.update_settings(lang=lang)

    # -- banners ------------------------------------------------------------
    def collect_notices(self) -> None:
        for notice in self.storage.take_notices():
            self.tell(notice.code, **notice.params())
        if not self.storage.full and ("storage.full", {}) in self.messages:
            self.messages.remove(("storage.full", {}))  # a later write got through

    def tell(self, code: str, **params: Any) -> None:
        if (code, params) not in self.messages:
            self.messages.append((code, params))

    def new_seed(self, game_id: str) -> int:
        """The seed of a new game: the one from the address, once, else fresh."""
        seed, self._seed = self._seed, None
        return seed if seed is not None else seed_from(game_id, time.time_ns())

    # -- sound and touch ----------------------------------------------------
    def feel(self, event: str) -> None:
        """A short sound and a buzz on phones for something that happened at
        the table, as far as the person's settings allow (sound is off until
        they turn it on). ``event`` is one of ``FEEL_EVENTS``; the page decides
        what it sounds like, and plays nothing before the person has touched
        the page."""
        assert event in FEEL_EVENTS, event
        play = getattr(self.services, "feel", None)
        sound, buzz = self.settings.sound, self.settings.vibrate
        if play is not None and (sound or buzz):
            play(event, sound, buzz)

    # -- the clipboard and the date ---------------------------------------------
    def copy_text(self, text: str, done: Callable[[bool], None]) -> None:
        """Put ``text`` on the clipboard; ``done(False)`` when the browser
        refuses (no permission, no clipboard), and then the text stays on
        the screen to be copied by hand."""
        copy = getattr(self.services, "copy", None)
        if copy is None:
            done(False)
        else:
            copy(text, done)

    def today(self) -> str:
        """The person's local date, ISO (the dailies' day)."""
        clock = getattr(self.services, "today", None)
        if clock is not None:
            return clock()
        from ...daily.days import today   # only the dailies ask, not the home
        return today()

    # -- navigation ---------------------------------------------------------
    def home(self) -> Screen:
        return HomeScreen(self)

    def companion(self) -> Screen:
        """The companion's screen ("At the table"), kept for the visit with
        the tools opened from it."""
        if self._companion is None:
            from ..companion.hub import CompanionScreen
            self._companion = CompanionScreen(self)
        return self._companion

    def go(self, screen: Screen) -> None:
        # a screen with something running while it shows (a camera) stops it
        left, self.screen = self.screen, screen
        leave = getattr(left, "leave", None)
        if left is not screen and leave is not None:
            leave()
        self.services.render()

    def go_home(self) -> None:
        self.go(self.home())

    def saved_game(self, game: Game) -> dict[str, Any] | None:
        """The saved game ``{"state", "summary"}`` as stored (its state is read
        by the game when resumed), or None."""
        return read_save(self.storage, game.id)

    def keep_game(self, game_id: str, state: Any, summary: str, record: Record | None = None,
                  **extra: Any) -> None:
        """After every move: save the game in progress (its data with
        ``extra`` beside it, and its record), or, once it is over, move it to
        the history (with its record, when not too long: docs/RECORDS.md)."""
        engine = ENGINES[game_id]
        data = record.to_dict() if record is not None else None
        if engine.is_over(state):
            entry = engine.history_entry(state)
            if data is not None and len(json.dumps(data)) <= MAX_HISTORY_RECORD:
                entry["record"] = data
            self.finish_game(game_id, entry)
        else:
            self.save_game(game_id, {**engine.to_dict(state), **extra}, summary, data)

    def save_game(self, game_id: str, state: dict[str, Any], summary: str,
                  record: dict[str, Any] | None = None) -> None:
        """Store a game in progress (with its record, for export)."""
        saved: dict[str, Any] = {"state": state, "summary": summary}
        if record is not None:
            saved["record"] = record
        table = self.saving_table(game_id) if self.saving_table is not None else None
        if table is not None:
            saved["table"] = table   # a table hosted for other devices (ui/table/host_screen.py)
        self.saves[game_id] = saved
        self.storage.write(save_key(game_id), "save", saved)

    def open_join(self, text: str) -> None:
        """Join a table hosted on another device: ``text`` is its invitation
        (a code or a ``#join=`` link), "" to paste one."""
        from ..table.join import GuestLink, JoinScreen
        if self.joined is None:
            self.joined = GuestLink(self)
        self.go(JoinScreen(self, self.joined, text))

    def host_table(self, game_id: str, guests: list[int]) -> None:
        """The game just saved becomes a table this page hosts, the seats
        ``guests`` played on other devices: the pairing panels come up."""
        from ..table.hosting import new_table
        game = game_by_id(game_id)
        saved = self.saves[game_id]
        assert saved is not None
        saved = {**saved, "table": new_table(game_id, game.read_state(saved["state"]), guests)}
        self.saves[game_id] = saved
        self.storage.write(save_key(game_id), "save", saved)
        self.open_game(game_id, resume=True)

    def finish_game(self, game_id: str, entry: dict[str, Any]) -> None:
        """A game ended: it leaves the saves and enters the history."""
        self.saves[game_id] = None
        self.storage.remove(save_key(game_id))
        self.storage.add_history({"game": game_id, "finished": int(time.time() * 1000), **entry})

    def open_game(self, game_id: str, resume: bool) -> None:
        """Show the game's table once its word list is here."""
        game = game_by_id(game_id)
        saved = self.saves.get(game.id) if resume else None
        if saved is not None:
            try:
                saved = {**saved, "state": game.read_state(saved["state"])}
            except Exception as error:  # readers raise ValueError; anything else is a bug
                reason = "unreadable" if isinstance(error, ValueError) else "unexpected"
                self.storage.set_aside(save_key(game.id), reason)
                self.saves[game.id] = None
                self.collect_notices()
                self.go_home()
                return
        self.fetch_lexicons((game.lexicon,), game.name_code(),
                            lambda lexicons: self.show_game(game, lexicons[0], saved),
                            retry=lambda: self.open_game(game_id, resume))

    def fetch_lexicons(self, names: Sequence[str], title: str,
                       ready: Callable[[list[Any]], None], *, retry: Callable[[], None],
                       back: Screen | None = None) -> None:
        """Call ``ready`` with the word lists ``names`` once they are here:
        at once when this visit fetched them already, else after the loading
        screen (titled with the message ``title``) has shown their progress.
        A failure stays on that screen, whose "Try again" calls ``retry``;
        its Back returns to ``back`` (the home when None), and ``ready`` is
        then not called."""
        lexicons = [self.services.lexicons.loaded(name) for name in names]
        if all(lexicon is not None for lexicon in lexicons):
            ready(lexicons)
            return
        from .loading import LoadingScreen   # a game's first opening, not the home
        loading = LoadingScreen(self, title, retry, back)
        self.go(loading)

        async def load() -> None:
            got = []
            for index, name in enumerate(names):
                def progress(fraction: float, done: int = index) -> None:
                    loading.progress((done + fraction) / len(names))
                try:
                    got.append(await self.services.lexicons.get(name, progress))
                except LexiconError as error:
                    loading.failed(error.code, error.file)
                    return
            if self.screen is loading:  # the player may have gone back meanwhile
                ready(got)

        asyncio.ensure_future(load())

    def show_game(self, game: Game, lexicon: Any, saved: dict[str, Any] | None) -> None:
        """The game's table. The game's reader accepted the save, so its screen
        should draw it; should it fail all the same, the save goes aside and
        the page goes home rather than failing at every resume."""
        try:
            screen = game.make_screen(self, lexicon, saved)
            screen.view()
        except Exception:
            if saved is None:
                raise
            traceback.print_exc()
            self.storage.set_aside(save_key(game.id), "unplayable")
            self.saves[game.id] = None
            self.collect_notices()
            self.go_home()
            return
        self.go(screen)
        self.collect_notices()

    def page_hidden(self) -> None:
        """The page was hidden or is being left: a screen whose state runs on
        by itself (the sand) saves it now."""
        persist = getattr(self.screen, "persist", None)
        if persist is not None:
            persist()
        self.collect_notices()

    # -- long work ------------------------------------------------------------
    def run_sliced(self, work: Iterator[Any], done: Callable[[Any], None],
                   budget: float = 0.012) -> Callable[[], None]:
        """Step the generator ``work`` in slices of about ``budget`` seconds,
        yielding to the page between slices so input is answered while the
        computer thinks; ``done`` gets the generator's return value. Returns a
        function that cancels the work.

        The page's services may pause Python's cycle collector meanwhile
        (``hold_collector``, see ``verba.ui.shell.collector``)."""
        cancelled = False
        hold = getattr(self.services, "hold_collector", None)
        release = hold() if hold is not None else (lambda: None)

        def cancel() -> None:
            nonlocal cancelled
            cancelled = True
            release()

        def step() -> None:
            if cancelled:
                return
            deadline = time.perf_counter() + budget
            try:
                while time.perf_counter() < deadline:
                    next(work)
            except StopIteration as finished:
                cancel()
                done(finished.value)
                return
            except BaseException:
                cancel()
                raise
            self.services.later(0, step)

        self.services.later(0, step)
        return cancel

    def open_file(self, text: str | None) -> None:
        """A file dropped on the page: stored data to import (the stored-data
        screen shows what it holds), or else a game record."""
        from .stored_data import StoredDataScreen
        from .transfer import looks_like_export
        if not looks_like_export(text):
            from .import_screen import open_record
            open_record(self, text)
        elif isinstance(self.screen, StoredDataScreen):
            self.screen.take_file(text)
        else:
            self.go(StoredDataScreen(self, self.screen, file=text))

    # -- events from the page -----------------------------------------------
    def view(self) -> list[Node]:
        body = self.screen.view()
        self.collect_notices()   # a screen may have read (and set aside) stored entries
        return [*banners(self), *body]

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
        elif do == "sound":
            self.update_settings(sound=not self.settings.sound)
            if self.settings.sound:
                self.feel("place")  # what it sounds like, at once
        elif do == "home":
            self.go_home()
        elif do == "reload":
            self.services.reload()
        elif do == "rules":
            from ..rules.screen import open_rules
            open_rules(self, action.get("page"))
        elif do == "about":
            from .about import AboutScreen
            self.go(AboutScreen(self))
        elif do == "companion":
            self.go(self.companion())
        elif do == "join":
            self.open_join(str(action.get("code", "")))
        elif do == "daily":
            from ..daily.screen import DailyScreen   # the home compiles no daily until asked
            self.go(DailyScreen(self))
        elif do == "open_record":   # a file picked or dropped on the page (files.js)
            self.open_file(action.get("value"))
        else:
            return False
        return True
