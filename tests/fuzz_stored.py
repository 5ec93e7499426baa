"""A seeded mutator of stored data, fed to the real read path and the real
screens (CPython, fake services): used by ``test_fuzz_stored.py`` and, for
many more mutants, ``bench/fuzz_stored.py``.

Valid saves come from real games played by the engines and the computer
players. A mutant changes one to three things in a save, a history entry, the dailies or
the settings — a field's type or value (NaN, 1e300, negative numbers, huge
strings, names holding U+202E), a deletion, a duplicate, swapped lists,
deeper nesting — or damages the stored text itself (truncated, a character
changed, 100,000-deep nesting, an unknown schema). Each mutant goes into a
store that also holds valid entries of every other kind; then the app
starts, the game is resumed, drawn and played for a few actions. A mutant
must be accepted and play, or be set aside with a notice; no exception may
escape, and every other entry must be left as it was. The companion's score
keeper's sheet (``verba.keeper.scriba``) is mutated the same way, from
sheets of kept Game I and Game II tables, and read when its tool opens.

An export file of stored data is mutated the same way (one of its entries,
or the file's own text) and imported into a store holding other data: it
must be refused with nothing changed, or imported whole and read back
without anything set aside.
"""
from __future__ import annotations

import copy
import gzip
import json
import math
import random
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Callable, Iterator

from verba.daily import days as daily_days
from verba.daily import record as daily_record
from verba.daily import wordz as wordz_daily
from verba.lexicon import Lexicon
from verba.lexicon_store import LexiconStore
from verba.mistrz import ai as mistrz_ai
from verba.mistrz import game as mistrz
from verba.offline import OfflineStatus
from verba.records import check_entry
from verba.scriba import ai as scriba_ai
from verba.scriba import game as scriba
from verba.scriba import keeper
from verba.scriba import tokens as TK
from verba.scriba.ruleset import IMMEDIATE, Ruleset
from verba.settings import Settings
from verba.storage import (ASIDE, HISTORY_KEY, SCHEMA, SETTINGS_KEY, MemoryBackend, Notice, Storage,
                           save_key)
from verba.ui.companion.keeper_screen import KEY as KEEPER_KEY
from verba.ui.companion.keeper_screen import KeeperScreen
from verba.ui.shell.app import App
from verba.ui.shell.games import GAMES
from verba.ui.shell.stored_readers import read_all
from verba.ui.shell.vnode import find_all
from verba.wordz import ai as wordz_ai
from verba.wordz import game as wordz
from verba.wordz.game import Player

LEXICONS = Path(__file__).resolve().parent.parent / "lexicons"
RTL_NAME = "\u202eAla"                     # reverses what follows unless isolated
NAMES = ("Ala", "Żaneta Ćwik-Łęska", "Bob", RTL_NAME, "שרה", "x" * 24, "Zoë")


@cache
def lexicon(name: str) -> Lexicon:
    data = (LEXICONS / f"{name}.dawg.gz").read_bytes()
    return Lexicon.from_file_bytes(gzip.decompress(data))


async def _no_fetch(url: str, on_progress: Callable[[int, int], None]) -> bytes:
    raise AssertionError(f"the fuzzer fetched {url}")


@cache
def lexicon_store() -> LexiconStore:
    """Every word list already loaded: games open at once, as on a second visit."""
    store = LexiconStore(_no_fetch)
    for game in GAMES:
        store._loaded[game.lexicon] = lexicon(game.lexicon)
    return store


class RecordingStorage(Storage):
    """The storage, keeping every notice the app takes for the fuzzer to read."""

    def __init__(self, backend: MemoryBackend) -> None:
        super().__init__(backend)
        self.seen: list[Notice] = []

    def take_notices(self) -> list[Notice]:
        notices = super().take_notices()
        self.seen += notices
        return notices


class Services:
    """The app's services with queued timers the fuzzer runs a few of."""
    version = "fuzz"

    def __init__(self, backend: MemoryBackend) -> None:
        self.storage = RecordingStorage(backend)
        self.lexicons = lexicon_store()
        self.pending: list[Callable[[], None]] = []
        self.downloads: list[tuple[str, str]] = []

    def render(self) -> None:
        pass

    def later(self, seconds: float, callback: Callable[[], None]) -> Any:
        self.pending.append(callback)

    def reload(self) -> None:
        pass

    def download(self, filename: str, text: str) -> None:
        self.downloads.append((filename, text))

    def offline_status(self) -> OfflineStatus:
        return OfflineStatus()  # the page has not looked at its cache yet

    def run_timers(self, count: int) -> None:
        for _ in range(count):
            if not self.pending:
                return
            self.pending.pop(0)()


class FuzzApp(App):
    """The app, with the computer's slices shortened so thousands of mutants
    fit in a test run (the slicing itself is unchanged)."""

    def run_sliced(self, work: Iterator[Any], done: Callable[[Any], None],
                   budget: float = 0.012) -> Callable[[], None]:
        return super().run_sliced(work, done, budget=0.001)


# --- valid data, from real games ----------------------------------------------------

def _snapshots(states: list[Any], count: int, rng: random.Random) -> list[Any]:
    """Up to ``count`` states spread over the game, the first and last kept."""
    if len(states) <= count:
        return states
    picked = sorted(rng.sample(range(1, len(states) - 1), count - 2))
    return [states[0], *(states[i] for i in picked), states[-1]]


def _mistrz_game(seed: int, kinds: tuple[str, ...], settings: dict[str, Any]) -> list[Any]:
    lex = lexicon("pl-nouns")
    players = [{"name": NAMES[(seed + i) % len(NAMES)], "kind": k} for i, k in enumerate(kinds)]
    state = mistrz.new_game(players, settings, seed)
    states = [state]
    for step in range(400):
        if state.phase == "over":
            break
        seat = state.players[state.current]
        if state.phase == "forming" and state.settings.hourglass and step % 3 == 0:
            action = {"type": "tick", "ms": 7_000 + 1_000 * (step % 5)}
        else:
            action, _ = mistrz_ai.choose_action(state, lex, "easy" if seat.kind == "human" else None)
        state = mistrz.apply(state, action, lex)
        states.append(state)
    return states


def _scriba_game(seed: int, rules: Ruleset, kinds: tuple[str, ...], steps: int) -> list[Any]:
    lex = lexicon("pl")
    names = [NAMES[(seed + i) % len(NAMES)] for i in range(len(kinds))]
    state = scriba.new_game(names, seed=seed, rules=rules, kinds=kinds)
    states = [state]
    for step in range(steps):
        if state.phase == scriba.OVER:
            break
        action = scriba_ai.choose_action(state, state.current, lex, "greedy", seed=seed + step)
        state = scriba.apply(state, action, lex)
        states.append(state)
    return states


def _wordz_game(seed: int, players: list[Player], rounds: int) -> list[Any]:
    lex = lexicon("fr")
    state = wordz.new_game(players, seed=seed, rounds=rounds)
    states = [state]
    for step in range(2_000):
        if state.phase == "game_over":
            break
        if state.phase == "compose":
            p = next(i for i, seat in enumerate(state.seats) if seat.word is None)
        else:
            p = state.current if state.phase == "play" else 0
        action = wordz_ai.choose_action(state, lex, "easy", player=p, seed=seed + step)
        state = wordz.apply(state, action, lex)
        states.append(state)
    return states


@cache
def valid_states(game_id: str) -> tuple[dict[str, Any], ...]:
    """Saved states (``to_dict``) of real games, spread over each game."""
    rng = random.Random(game_id)
    out: list[Any] = []
    if game_id == "mistrz":
        for seed, kinds, settings in (
                (1, ("human", "hard"), {"target": 30}),
                (2, ("human", "human", "easy"), {"target": 30, "end": "round", "runs": 3}),
                (3, ("human",), {"target": 10, "hourglass": False})):
            out += [mistrz.to_dict(s) for s in _snapshots(_mistrz_game(seed, kinds, settings), 14, rng)]
    elif game_id == "scriba":
        for seed, rules, kinds, steps in (
                (1, Ruleset(), ("human", "hard"), 400),
                (2, Ruleset(checking=IMMEDIATE, rack_size=8), ("human", "human", "easy"), 12),
                (3, Ruleset.game_two(), ("human", "medium"), 70)):
            out += [scriba.to_dict(s) for s in _snapshots(_scriba_game(seed, rules, kinds, steps), 14, rng)]
    else:
        for seed, players, rounds in (
                (1, [Player("Ala"), Player("Bot", "computer", "easy")], 2),
                (2, [Player(RTL_NAME), Player("שרה"), Player("Bot", "computer", "medium")], 1)):
            out += [wordz.to_dict(s) for s in _snapshots(_wordz_game(seed, players, rounds), 20, rng)]
    return tuple(out)


def _kept(sheet: keeper.Sheet, typed: str, start: tuple[int, int], down: bool,
          **extra: Any) -> keeper.Sheet:
    tiles = keeper.spell(sheet.state.board, start, down, typed)
    return keeper.enter(sheet, {"type": "place", "tiles": tiles, **extra}, lexicon("pl"))


@cache
def keeper_sheets() -> tuple[dict[str, Any], ...]:
    """Stored sheets (``keeper.to_dict``) of kept tables after each entry: a
    Game I game with a challenge, a word left standing, an exchange and its
    end from the racks told; a Game II game of three with a large token taken."""
    lex = lexicon("pl")
    sheet = keeper.start(list(NAMES[2:4]), keeper.rules_for(1))
    sheets = [sheet]
    for typed, start, down, extra in (
            ("ROWER", (7, 3), False, {}), ("KRAWAT", (6, 3), True, {}),
            ("ZOZ", (6, 4), True, {"challenge": keeper.UPHELD}), ("TY", (11, 3), False, {}),
            ("ZOZ", (6, 4), True, {"challenge": keeper.UNCHALLENGED})):
        sheets.append(_kept(sheets[-1], typed, start, down, **extra))
    sheet = keeper.enter(sheets[-1], {"type": "exchange", "count": 2}, lex)
    sheets.append(sheet)
    while sheet.phase == keeper.PLAY:
        sheet = keeper.enter(sheet, {"type": "pass"}, lex)
    unseen = list(sheet.unseen())
    racks = []
    for n in sheet.held_at_end():
        racks.append(unseen[:n])
        del unseen[:n]
    sheets += [sheet, keeper.finish(sheet, racks, lex)]
    free = [(r, c) for r in range(15) for c in range(15)]
    layout = TK.blank_layout()
    for kind, (_, count) in TK.SMALL.items():
        for _ in range(count):
            layout = TK.with_token(layout, kind, free.pop())
    two = keeper.start(["Ala", RTL_NAME, "Zoë"], keeper.rules_for(2), layout)
    sheets.append(two)
    for typed, start, extra in (("KOT", (0, 0), {"die": 3}),
                                ("KWIAT", (2, 0), {"die": 6, "capture": 2})):
        sheets.append(_kept(sheets[-1], typed, start, False, **extra))
    return tuple(keeper.to_dict(s) for s in sheets)


def history_entries() -> list[dict[str, Any]]:
    """Finished games as each game's screen records them."""
    players = [{"name": "Ala", "score": 104}, {"name": RTL_NAME, "score": 37}]
    return [
        {"game": "mistrz", "finished": 1_700_000_000_000, "players": players, "winners": ["Ala"]},
        {"game": "scriba", "finished": 1_700_000_100_000, "turns": 31,
         "players": [{"name": "Ala", "score": 312}, {"name": "שרה", "score": 298}],
         "winners": ["Ala"]},
        {"game": "mistrz", "finished": 1_700_000_150_000, "version": 2, "taken_back": 1,
         "players": [{"name": "Ala", "score": 100, "kind": "human",
                      "stats": {"turns": 9, "words": 8, "rated": 9, "share": 5400,
                                "best": {"word": "ŻÓŁW", "points": 22}}},
                     {"name": RTL_NAME, "score": 84, "kind": "hard", "stats": {}}],
         "winners": ["Ala"]},
        {"game": "wordz", "finished": 1_700_000_200_000, "kinds": ["human", "computer:easy"],
         "rounds": [[7, 5], [4, 9]], "scores": [11, 14],
         "players": [{"name": "Ala", "score": 11, "kind": "human"},
                     {"name": "Bot", "score": 14, "kind": "computer:easy"}],
         "winners": ["Bot"]},
    ]


@cache
def daily_data() -> dict[str, Any]:
    """The dailies' entry: results of both kinds, one late, and today's Wordz
    daily in play after a flip and a wrong guess."""
    today = daily_days.today()
    daily = daily_record.Daily()
    for kind, date, figures in (
            ("mistrz", daily_days.shift(today, -1), {"score": 9, "optimum": 16, "ms": 41_000}),
            ("wordz", daily_days.shift(today, -3), {"flips": 3, "guesses": 2, "length": 6})):
        daily = daily_record.start(daily, kind, date, date if kind == "mistrz" else today, {})
        daily = daily_record.finish(daily, True, figures, "KOS", at=1_000)[0]
    state = wordz_daily.start(today, lexicon("fr"), "Ala")
    state = wordz_daily.apply(state, {"type": "flip", "index": 0}, lexicon("fr"))
    daily = daily_record.start(daily, "wordz", today, today, wordz_daily.to_dict(state))
    return daily.to_dict()


def envelope(kind: str, data: Any) -> str:
    return json.dumps({"schema": SCHEMA, "kind": kind, "data": data}, ensure_ascii=False,
                      separators=(",", ":"))


def summary_of(game_id: str) -> str:
    return f"{game_id}: Ala 12, {RTL_NAME} 7"


# Every mutant's store is made of the same few texts: they are written once.

@cache
def _fixed_entries() -> tuple[tuple[str, str], ...]:
    return ((SETTINGS_KEY, envelope("settings", Settings(lang="pl", hand_off=False).to_dict())),
            (HISTORY_KEY, envelope("history", history_entries())),
            (daily_record.KEY, envelope(daily_record.KIND, daily_data())),
            (ASIDE + "save.old", "{broken"))


@cache
def _save_entries(game_id: str) -> tuple[str, ...]:
    """The save entry of each of ``valid_states(game_id)``, in its order."""
    return tuple(envelope("save", {"state": state, "summary": summary_of(game_id)})
                 for state in valid_states(game_id))


@cache
def _keeper_entries() -> tuple[str, ...]:
    return tuple(envelope("keeper", sheet) for sheet in keeper_sheets())


@cache
def _data_of(raw: str) -> tuple[Any, Fields]:
    """The data of a valid entry's text and its fields (read once; ``mutate``
    copies the data)."""
    data = json.loads(raw)["data"]
    return data, _fields(data)


def baseline(rng: random.Random) -> dict[str, str]:
    """A store holding a valid entry of every kind: settings, a save of each
    game, the history, and an entry set aside earlier."""
    items = dict(_fixed_entries())
    for game in GAMES:
        items[save_key(game.id)] = rng.choice(_save_entries(game.id))
    return items


# --- mutations ----------------------------------------------------------------------

DEEP = 40                                          # past the storage's depth limit


def _nested(depth: int) -> Any:
    value: Any = 0
    for _ in range(depth):
        value = [value]
    return value


STRANGE: tuple[Any, ...] = (
    None, True, False, 0, -1, 1, 7, 99, -5, 2**31, 2**63, 2**64, -(2**64), 10**30, 0.5,
    1e300, -1e300, float("nan"), float("inf"), "", "x", "0", "-1", "true", "null", RTL_NAME,
    "\u2069\u202e", "x" * 10_000, "A" * 300, [], {}, [0], [None], {"": None}, [[[]]],
    "human", "hard", "over", "play", "compose", "table", "guessed", "place", "pass", "end",
    "?", ">rd", "#", "KOT", "ŻÓŁW")


Fields = tuple[tuple[tuple[Any, ...], list[list[Any]]], ...]


def _fields(doc: Any) -> Fields:
    """Every node's path, grouped by field (in a fixed order): list indices
    stand as ``*``, so ``log.*.player`` is one field however long the log."""
    groups: dict[tuple[Any, ...], list[list[Any]]] = {}
    # each node's pattern is its parent's and one step: built once, not per node
    stack: list[tuple[list[Any], tuple[Any, ...], Any]] = [([], (), doc)]
    while stack:
        path, pattern, node = stack.pop()
        groups.setdefault(pattern, []).append(path)
        if isinstance(node, dict):
            stack.extend(([*path, k], (*pattern, "*" if isinstance(k, int) else k), v)
                         for k, v in node.items())
        elif isinstance(node, list):
            stack.extend(([*path, i], (*pattern, "*"), v) for i, v in enumerate(node))
    return tuple((pattern, groups[pattern]) for pattern in sorted(groups, key=repr))


def _containers(doc: Any, rng: random.Random, fields: Fields | None = None) -> list[Any]:
    """A random node of ``doc``, field by field: each field (``log.*.score``,
    ``seats.*.dealt``) is as likely as any other, whatever its count.
    ``fields``: ``_fields(doc)``, if the caller has it."""
    return rng.choice(rng.choice(fields or _fields(doc))[1])


def _get(doc: Any, path: list[Any]) -> Any:
    for key in path:
        doc = doc[key]
    return doc


def _tweak(value: Any, rng: random.Random) -> Any:
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return rng.choice((value + 1, value - 1, -value, value * 1000, value + 0.5, -1,
                           value + 2**64))
    if isinstance(value, float):
        return rng.choice((math.nan, -value, value * 1e300))
    if isinstance(value, str):
        return rng.choice((value + "x", value * 500, "", value.lower(), value.upper(),
                           value[:-1], RTL_NAME + value, value + "\u0000"))
    if isinstance(value, list):
        v = list(value)
        if v:
            i, j = rng.randrange(len(v)), rng.randrange(len(v))
            choice = rng.randrange(6)
            if choice == 0:
                v.append(copy.deepcopy(v[i]))
            elif choice == 1:
                v[i], v[j] = v[j], v[i]
            elif choice == 2:
                v.reverse()
            elif choice == 3:
                del v[i:]
            elif choice == 4:
                v = v * 50
            else:
                rng.shuffle(v)
        else:
            v.append(rng.choice(STRANGE))
        return v
    if isinstance(value, dict):
        d = dict(value)
        if d and rng.random() < 0.6:
            del d[rng.choice(list(d))]
        else:
            d[rng.choice(("extra", "type", "player", "score", "__proto__"))] = rng.choice(STRANGE)
        return d
    return rng.choice(STRANGE)


def mutate(doc: Any, rng: random.Random, fields: Fields | None = None) -> Any:
    """``doc`` with one to three changes (a deep copy; ``doc`` is untouched).
    ``fields``: ``_fields(doc)``, if the caller keeps it (for the first change)."""
    doc = copy.deepcopy(doc)
    for _ in range(rng.choice((1, 1, 1, 1, 2, 2, 3))):
        path = _containers(doc, rng, fields)
        fields = None  # the document changes from here on
        old = _get(doc, path)
        op = rng.randrange(6)
        if op == 0:
            new = rng.choice(STRANGE)
        elif op in (1, 2):
            new = _tweak(old, rng)
        elif op == 3:                     # another part of the document put here
            new = copy.deepcopy(_get(doc, _containers(doc, rng)))
        elif op == 4:
            new = rng.choice(([old], {"value": old}, _nested(DEEP), _nested(5)))
        else:
            if path:
                parent = _get(doc, path[:-1])
                del parent[path[-1]]
                continue
            new = rng.choice(STRANGE)
        if not path:
            doc = new
        else:
            _get(doc, path[:-1])[path[-1]] = new
    return doc


def mutate_text(raw: str, kind: str, rng: random.Random) -> str:
    """The stored text itself damaged, or an envelope that is not ours."""
    data = json.loads(raw)["data"]
    op = rng.randrange(9)
    if op == 0:
        return raw[:rng.randrange(len(raw))]
    if op == 1:
        i = rng.randrange(len(raw))
        return raw[:i] + rng.choice('{}[]",:0\u202e\x00') + raw[i + 1:]
    if op == 2:
        return "[" * 100_000 + "]" * 100_000
    if op == 3:
        return '{"schema":%d,"kind":"%s","data":%s}' % (SCHEMA, kind, "[" * 100_000 + "]" * 100_000)
    if op == 4:
        schema = rng.choice((0, -1, 1.5, True, "2", SCHEMA + 1, None, 2**64, 1e300, [2]))
        return json.dumps({"schema": schema, "kind": kind, "data": data}, ensure_ascii=False)
    if op == 5:
        return json.dumps({"schema": SCHEMA, "kind": rng.choice(("settings", "history", "", 5)),
                           "data": data})
    if op == 6:
        return rng.choice(("", "null", "NaN", "Infinity", "[]", "{}", "\ufeff{}", "x" * 2_000_000,
                           '{"schema":2}', '{"schema":2,"kind":"%s"}' % kind))
    if op == 7:
        return json.dumps(data)           # the bare data, as schema 1 stored it
    return raw.replace("1", "1" * 5_000, 1)   # a number too long to read


# --- running a mutant ------------------------------------------------------------------

@dataclass
class Tally:
    """What happened to the mutants of one kind."""
    mutants: int = 0
    accepted: int = 0
    set_aside: int = 0
    actions: int = 0

    def add(self, other: "Tally") -> None:
        self.mutants += other.mutants
        self.accepted += other.accepted
        self.set_aside += other.set_aside
        self.actions += other.actions


VALUES = ("", "KOT", "ŻÓŁW", "zzzzzzzz", "machines", RTL_NAME, "x" * 40, "true", "false", "2", "7")
AWAY = ("home", "reload", "open", "settings", "history", "stored", "new_game", "lang")


def _clickables(app: App) -> list[tuple[str, str | None]]:
    """The actions the page offers now: (action JSON, value for a field)."""
    found = []
    for root in app.view():
        for node in find_all(root, lambda tag, attrs: any(
                k in attrs for k in ("data-act", "data-change", "data-input", "data-submit"))):
            attrs = node[1]
            if attrs.get("disabled"):
                continue
            for k in ("data-act", "data-change", "data-input", "data-submit"):
                if k in attrs and json.loads(attrs[k]).get("do") not in AWAY:
                    found.append((attrs[k], None if k == "data-act" else "?"))
    return found


def play(app: App, services: Services, rng: random.Random, steps: int) -> int:
    """Click what the page offers, as a person might, and let timers run."""
    done = 0
    for _ in range(steps):
        services.run_timers(3)
        choices = _clickables(app)
        if not choices:
            break
        action, value = rng.choice(choices)
        if value is not None:
            value = rng.choice(VALUES)
        app.handle("act", action, value)
        app.view()
        done += 1
    services.run_timers(3)
    app.view()
    return done


def start_app(items: dict[str, str], lang: str = "en",
              screen: str | None = None) -> tuple[MemoryBackend, Services, FuzzApp]:
    """The app started over a store holding ``items``, on ``screen`` if given."""
    backend = MemoryBackend()
    backend.items.update(items)
    services = Services(backend)
    app = FuzzApp(services, [lang])
    if screen is not None:
        app.handle("act", json.dumps({"do": screen}), None)
    app.view()
    return backend, services, app


def _expect_intact(before: dict[str, str], backend: MemoryBackend, skip: set[str]) -> None:
    for key, raw in before.items():
        if key not in skip:
            assert backend.items.get(key) == raw, f"{key} was changed"


def _expect_no_surprise(services: Services) -> None:
    """Nothing was set aside because a reader raised something else than
    ValueError, or because a screen failed on a state its reader accepted."""
    reasons = [n.reason for n in services.storage.seen + services.storage.notices]
    assert "unplayable" not in reasons and "unexpected" not in reasons, reasons


def _set_aside_copy(backend: MemoryBackend, key: str, raw: str) -> bool:
    base = ASIDE + key[len("verba."):]
    return any(v == raw for k, v in backend.items.items() if k == base or k.startswith(base + "~"))


def _expect_set_aside(app: App, backend: MemoryBackend, key: str, raw: str) -> None:
    """A refused entry is gone from its key, kept aside verbatim, and said."""
    assert key not in backend.items, f"refused {key} is left to fail again"
    assert _set_aside_copy(backend, key, raw), f"refused {key} is not kept aside"
    assert any(code == "storage.set_aside" and params.get("key") == key
               for code, params in app.messages), f"no notice for refused {key}"


def _mutant_entry(items: dict[str, str], key: str, kind: str, text_share: float,
                  rng: random.Random) -> str:
    """Replace ``items[key]`` by a mutant: its text damaged (``text_share`` of
    the time) or its data mutated; returns the mutant's text."""
    if rng.random() < text_share:
        raw = mutate_text(items[key], kind, rng)
    else:
        data, fields = _data_of(items[key])
        raw = envelope(kind, mutate(data, rng, fields))
    items[key] = raw
    return raw


def run_save_mutant(game_id: str, rng: random.Random, tally: Tally, play_steps: int = 3) -> None:
    """One mutant of a saved game: the app starts, the game is resumed."""
    items = baseline(rng)
    key = save_key(game_id)
    raw = _mutant_entry(items, key, "save", 0.12, rng)
    backend, services, app = start_app(items)
    tally.mutants += 1
    if app.saves[game_id] is not None:
        app.handle("act", json.dumps({"do": "open", "game": game_id, "resume": True}), None)
    screen_open = app.screen.__class__.__name__ != "HomeScreen"
    if screen_open:
        tally.accepted += 1
        tally.actions += play(app, services, rng, play_steps)
        # the game may save, finish into the history, or store what the person
        # chose at the table (the guided game declined, sound turned on)
        skip = {key, HISTORY_KEY, SETTINGS_KEY}
        history = json.loads(backend.items[HISTORY_KEY])["data"]
        assert history[len(history) - len(history_entries()):] == history_entries()
    else:
        tally.set_aside += 1
        _expect_set_aside(app, backend, key, raw)
        skip = {key}
    _expect_no_surprise(services)
    _expect_intact(items, backend, skip)


def run_keeper_mutant(rng: random.Random, tally: Tally, play_steps: int = 3) -> None:
    """One mutant of the score keeper's sheet: the keeper opens on it, or
    sets it aside with a notice and starts afresh."""
    items = baseline(rng)
    items[KEEPER_KEY] = rng.choice(_keeper_entries())
    raw = _mutant_entry(items, KEEPER_KEY, "keeper", 0.12, rng)
    backend, services, app = start_app(items, screen="companion")
    tally.mutants += 1
    app.handle("act", json.dumps({"do": "companion_tool", "tool": "keeper"}), None)
    screen = app.screen
    assert isinstance(screen, KeeperScreen), screen
    if screen.sheet is not None:
        tally.accepted += 1
        tally.actions += play(app, services, rng, play_steps)
    else:
        tally.set_aside += 1
        _expect_set_aside(app, backend, KEEPER_KEY, raw)
    _expect_no_surprise(services)
    _expect_intact(items, backend, {KEEPER_KEY})


def _stored_list(raw: str) -> list[Any]:
    """The list a history entry's text holds (a damaged text may still hold one)."""
    data = json.loads(raw)
    return data["data"] if isinstance(data, dict) and "schema" in data else data


def run_history_mutant(rng: random.Random, tally: Tally) -> None:
    """One mutant of the history: a bad entry goes aside, the good ones stay."""
    items = baseline(rng)
    entries = history_entries()
    if rng.random() < 0.15:
        raw = mutate_text(items[HISTORY_KEY], "history", rng)
    else:
        i = rng.randrange(len(entries))
        entries[i] = mutate(entries[i], rng) if rng.random() < 0.85 else entries[i]
        if rng.random() < 0.15:
            entries = mutate(entries, rng)
        raw = envelope("history", entries)
    items[HISTORY_KEY] = raw
    backend, services, app = start_app(items, screen="history")
    tally.mutants += 1
    kept = services.storage.history()
    if HISTORY_KEY in backend.items:
        entries = _stored_list(raw)
        good = []
        for entry in entries:
            try:
                good.append(check_entry(entry))
            except ValueError:
                pass
        assert kept == good, "a good history entry was lost"
        if len(good) < len(entries):
            assert any(code == "stored.history_aside" for code, _ in app.messages)
        tally.accepted += len(good) == len(entries)
        tally.set_aside += len(good) < len(entries)
    else:
        assert kept == [] and _set_aside_copy(backend, HISTORY_KEY, raw)
        tally.set_aside += 1
    app.handle("act", json.dumps({"do": "clear"}), None)     # "Clear history" is reachable
    _expect_no_surprise(services)
    _expect_intact(items, backend, {HISTORY_KEY})


def run_settings_mutant(rng: random.Random, tally: Tally) -> None:
    """One mutant of the settings: read or set aside, the page starts either way."""
    items = baseline(rng)
    raw = _mutant_entry(items, SETTINGS_KEY, "settings", 0.3, rng)
    backend, services, app = start_app(items, "fr", "settings")
    tally.mutants += 1
    if SETTINGS_KEY in backend.items:
        tally.accepted += 1
    else:
        assert _set_aside_copy(backend, SETTINGS_KEY, raw) and app.lang == "fr"
        tally.set_aside += 1
    _expect_no_surprise(services)
    _expect_intact(items, backend, {SETTINGS_KEY})


KINDS_OF = {SETTINGS_KEY: "settings", HISTORY_KEY: "history", daily_record.KEY: daily_record.KIND,
            **{save_key(g.id): "save" for g in GAMES}}


def _mutant_file(rng: random.Random) -> str:
    """An export of a store of every kind, one entry mutated or the file damaged."""
    entries = baseline(rng)
    if rng.random() < 0.8:
        key = rng.choice(sorted(KINDS_OF))
        _mutant_entry(entries, key, KINDS_OF[key], 0.3, rng)
    doc: Any = {"verba": "stored-data", "version": 1, "exported": 1_700_000_000_000,
                "entries": entries}
    if rng.random() < 0.2:
        doc = mutate(doc, rng)
    text = json.dumps(doc, ensure_ascii=False)
    if rng.random() < 0.1:
        i = rng.randrange(len(text))
        text = rng.choice((text[:i], text[:i] + rng.choice('{}[]",:0') + text[i + 1:]))
    return text


def run_import_mutant(rng: random.Random, tally: Tally) -> None:
    """One mutant of an export file, dropped on the page of a browser that
    keeps other data: refused with nothing changed, or imported whole."""
    items = baseline(random.Random(rng.random()))
    text = _mutant_file(rng)
    backend, services, app = start_app(items)
    tally.mutants += 1
    app.handle("act", json.dumps({"do": "open_record"}), text)
    shown = [attrs.get("data-import-stored") for root in app.view() for _, attrs, *_ in
             find_all(root, lambda tag, attrs: "data-import-stored" in attrs)]
    if shown != ["ready"]:       # refused: as a stored-data file, or as a game record
        tally.set_aside += 1
        assert backend.items == items, "a refused file changed the store"
        return
    tally.accepted += 1
    app.handle("act", json.dumps({"do": "import_yes"}), None)
    assert set(items) <= set(backend.items)
    again = Storage(MemoryBackend())
    again.backend.items.update(backend.items)
    read_all(again)
    refused = [n for n in again.take_notices() if n.code != "storage.migrated"]
    assert not refused, f"an imported entry does not read back: {refused}"
    _expect_no_surprise(services)


def run_daily_mutant(rng: random.Random, tally: Tally) -> None:
    """One mutant of the dailies' entry: read (the daily in play resumes and
    plays, or is dropped with a notice) or set aside; the dailies open either way."""
    items = baseline(rng)
    key = daily_record.KEY
    raw = _mutant_entry(items, key, daily_record.KIND, 0.2, rng)
    backend, services, app = start_app(items, screen="daily")
    tally.mutants += 1
    if key in backend.items:
        tally.accepted += 1
        playing = daily_record.load(services.storage).playing
        if playing is not None:
            app.handle("act", json.dumps({"do": "daily_open", "kind": playing.kind,
                                          "date": playing.date}), None)
            services.run_timers(3)
            tally.actions += play(app, services, rng, 3)
    else:
        tally.set_aside += 1
        assert _set_aside_copy(backend, key, raw), "a refused daily entry is not kept aside"
        assert any(code == "storage.set_aside" and params.get("key") == key
                   for code, params in app.messages), "no notice for a refused daily entry"
    app.view()
    _expect_no_surprise(services)
    _expect_intact(items, backend, {key, HISTORY_KEY, SETTINGS_KEY})


def run(kind: str, count: int, seed: int) -> Tally:
    """``count`` mutants of ``kind`` (a game id, "history", "settings",
    "import", "daily" or "keeper")."""
    rng = random.Random(f"{kind}-{seed}")
    tally = Tally()
    for _ in range(count):
        if kind == "history":
            run_history_mutant(rng, tally)
        elif kind == "settings":
            run_settings_mutant(rng, tally)
        elif kind == "import":
            run_import_mutant(rng, tally)
        elif kind == "daily":
            run_daily_mutant(rng, tally)
        elif kind == "keeper":
            run_keeper_mutant(rng, tally)
        else:
            run_save_mutant(kind, rng, tally)
    return tally
