"""Mistrz Słowa: the game state, the actions on it, and the pure ``apply``.

A turn: the player rolls the ten dice (``roll``), may use each ? showing to
roll one die again (``reroll``) during the first run of the sand, and sends
words (``submit``) until one is accepted, or gives up (``give_up``).  The UI
reports the sand with ``tick`` actions carrying elapsed milliseconds; when all
the runs have passed without an accepted word the turn costs 20 points.
After each turn the state keeps the roll's best words for the UI to show.

Actions (JSON dicts):
    {"type": "roll"}
    {"type": "reroll", "die": 3}
    {"type": "tick", "ms": 250}
    {"type": "submit", "word": "KOS"}                       best build of a typed word
    {"type": "submit", "picks": [{"die": 1, ...}, ...]}     the dice as picked
    {"type": "give_up"}
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from verba.errors import IllegalAction
from verba.rng import Rng
from verba.text import MAX_NAME, check_name

from .build import Build, Pick, Preview, best_build, normalize_word, preview
from .dice import DICE, DICE_COUNT, REROLL, roll_all, roll_one
from .scoring import MIN_LENGTH, NO_WORD_PENALTY
from .solver import best_words, solve
from .tally import Tally, add_turn
from . import tally as tallying, validate

VERSION = 2                         # 1 kept every turn's record; 2 the last round's
LEVELS = ("easy", "medium", "hard")
KINDS = ("human", *LEVELS)
MAX_PLAYERS = 6
BEST_KEPT = 5                       # best words of a roll kept in the history
END_RULES = ("first", "round")
PHASES = ("roll", "forming", "over")
OUTCOMES = ("word", "gave_up", "timeout")
MAX_TICK_MS = 3_600_000             # one tick reports at most an hour
MAX_TAKE_BACKS = 10_000             # far more than a game has turns


@dataclass(frozen=True)
class Settings:
    target: int = 100               # points to win
    run_seconds: int = 60           # one run of the sand (not printed in the rulebook)
    runs: int = 2                   # 2 runs; the rulebook's variant: 3
    hourglass: bool = True          # False: untimed play (no sand, no time penalty)
    end: str = "first"              # "first": the first to reach the target wins;
                                    # "round": finish the round, highest score wins
    take_back: bool = False         # people at one device agreed that a move may be
                                    # taken back (against computers it always may)

    @property
    def run_ms(self) -> int:
        return self.run_seconds * 1000

    @property
    def total_ms(self) -> int:
        return self.run_ms * self.runs

    def to_dict(self) -> dict[str, Any]:
        return {"target": self.target, "run_seconds": self.run_seconds,
                "runs": self.runs, "hourglass": self.hourglass, "end": self.end,
                "take_back": self.take_back}

    @classmethod
    def from_dict(cls, data: Any) -> Settings:
        """Settings from the set-up screen; IllegalAction("mistrz.bad_setting")
        names the first value out of range."""
        if data is None:
            return cls()
        if not isinstance(data, dict):
            raise IllegalAction("mistrz.bad_setting", setting="settings")
        default = cls()
        target = data.get("target", default.target)
        run_seconds = data.get("run_seconds", default.run_seconds)
        runs = data.get("runs", default.runs)
        hourglass = data.get("hourglass", default.hourglass)
        end = data.get("end", default.end)
        take_back = data.get("take_back", default.take_back)
        if not _is_int(target) or not 10 <= target <= 1000:
            raise IllegalAction("mistrz.bad_setting", setting="target")
        if not _is_int(run_seconds) or not 10 <= run_seconds <= 600:
            raise IllegalAction("mistrz.bad_setting", setting="run_seconds")
        if runs not in (2, 3) or isinstance(runs, bool):
            raise IllegalAction("mistrz.bad_setting", setting="runs")
        if not isinstance(hourglass, bool):
            raise IllegalAction("mistrz.bad_setting", setting="hourglass")
        if end not in END_RULES:
            raise IllegalAction("mistrz.bad_setting", setting="end")
        if not isinstance(take_back, bool):
            raise IllegalAction("mistrz.bad_setting", setting="take_back")
        return cls(target, run_seconds, runs, hourglass, end, take_back)


@dataclass(frozen=True)
class Player:
    name: str
    kind: str                       # "human", "easy", "medium" or "hard"
    score: int = 0


@dataclass(frozen=True)
class Reroll:
    die: int
    before: str
    after: str


@dataclass(frozen=True)
class Turn:
    """The turn in progress, once the dice are rolled."""
    faces: tuple[str, ...]          # what each die shows now, die 0..9
    rerolls_left: int               # ? faces not yet used
    rerolls: tuple[Reroll, ...] = ()
    sand_ms: int = 0                # sand run since the roll, as reported by ticks


@dataclass(frozen=True)
class TurnRecord:
    """A finished turn, for the history the UI shows."""
    number: int                     # 1, 2, ... over the whole game
    round: int
    player: int
    faces: tuple[str, ...]          # the dice as they ended, rerolls included
    rerolls: tuple[Reroll, ...]
    outcome: str                    # "word", "gave_up" or "timeout"
    build: Build | None             # the word played
    points: int                     # what the turn added (negative: the penalty)
    best: tuple[Build, ...]         # the roll's best words, best first
    sand_ms: int


@dataclass(frozen=True)
class TakenTurn:
    """A turn a take-back removed, as the log keeps it."""
    number: int
    player: int
    outcome: str
    word: str | None
    points: int


@dataclass(frozen=True)
class TakeBack:
    """A take-back in the log: who took back, and the turns it removed (their
    own turn first, then the computers' replies)."""
    by: int
    turns: tuple[TakenTurn, ...]


@dataclass(frozen=True)
class State:
    settings: Settings
    players: tuple[Player, ...]
    rng: int
    current: int = 0                # seat to play; seat 0 is the youngest
    phase: str = "roll"             # "roll", "forming" or "over"
    round: int = 1
    turn: Turn | None = None
    # The turns of the last round at most, oldest first: the UI shows the last,
    # a take-back removes a person's turn and the computers' after it.
    recent: tuple[TurnRecord, ...] = ()
    turns: int = 0                  # turns played so far
    winners: tuple[int, ...] = ()
    taken_back: tuple[TakeBack, ...] = ()   # the log of take-backs (see takeback.py)
    # Each player's turns older than ``recent``, for the statistics (tally.py);
    # None for a game resumed from a save of before statistics.
    tallies: tuple[Tally, ...] | None = None

    @property
    def last(self) -> TurnRecord | None:
        """The turn just played."""
        return self.recent[-1] if self.recent else None


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def new_game(players: Sequence[Any], settings: Any = None, seed: int = 0) -> State:
    """A game for 1–6 players, given as {"name": ..., "kind": ...} in seat
    order (the youngest first, play goes clockwise)."""
    if not isinstance(players, (list, tuple)) or not 1 <= len(players) <= MAX_PLAYERS:
        raise IllegalAction("mistrz.player_count", max=MAX_PLAYERS)
    seats = []
    for number, spec in enumerate(players, 1):
        name = spec.get("name") if isinstance(spec, dict) else None
        kind = spec.get("kind", "human") if isinstance(spec, dict) else None
        if not isinstance(name, str) or not name.strip() or len(name.strip()) > MAX_NAME:
            raise IllegalAction("mistrz.player_name", number=number, max=MAX_NAME)
        if kind not in KINDS:
            raise IllegalAction("mistrz.player_kind", number=number)
        seats.append(Player(name.strip(), kind))
    if not isinstance(settings, Settings):
        settings = Settings.from_dict(settings)
    if not _is_int(seed):
        raise IllegalAction("mistrz.bad_setting", setting="seed")
    return State(settings, tuple(seats), Rng(seed).state, tallies=tuple(Tally() for _ in seats))


# --- questions the UI asks ------------------------------------------------

def reroll_open(state: State) -> bool:
    """Whether a ? may still be used: during the first run of the sand."""
    turn = state.turn
    if state.phase != "forming" or turn is None or turn.rerolls_left <= 0:
        return False
    return not state.settings.hourglass or turn.sand_ms < state.settings.run_ms


def sand(state: State, ran_ms: int = 0) -> dict[str, Any] | None:
    """The hourglass for display: which run (1-based), the time into it and
    left in all, or None when there is no sand running. ``ran_ms``: sand run
    since the state's ticks (a guest's device shows the host's sand, run on
    since its last view, and never ends the turn itself)."""
    turn = state.turn
    if state.phase != "forming" or turn is None or not state.settings.hourglass:
        return None
    run_ms = state.settings.run_ms
    elapsed = min(turn.sand_ms + max(0, ran_ms), state.settings.total_ms)
    run = min(elapsed // run_ms, state.settings.runs - 1)
    return {"run": run + 1, "runs": state.settings.runs,
            "run_elapsed_ms": elapsed - run * run_ms, "run_ms": run_ms,
            "left_ms": state.settings.total_ms - elapsed}


def used_dice(picks: Sequence[Pick]) -> frozenset[int]:
    """The dice a build uses, ogoneks included, for the UI to mark them."""
    used = {p.die for p in picks}
    used.update(p.ogonek for p in picks if p.ogonek is not None)
    return frozenset(used)


def preview_picks(state: State, picks: Any, lexicon: Any = None) -> Preview:
    """The word the picked dice make now, scored, or why it is not valid yet."""
    if state.turn is None:
        return Preview((), None, ("mistrz.roll_first", {}))
    return preview(state.turn.faces, picks, lexicon)


def build_typed(state: State, word: Any) -> Build | None:
    """The best way the current dice make a typed word (None if they cannot)."""
    if state.turn is None:
        return None
    try:
        spelled = normalize_word(word)
    except IllegalAction:
        return None
    return best_build(state.turn.faces, spelled)


def legal_actions(state: State, player: int, lexicon: Any) -> list[dict[str, Any]]:
    """Every action ``player`` may send now: nothing but on their turn; the
    roll; once rolled, a reroll of any die while a ? may be used, a submit of
    each word the dice make (by word: its best build) and giving up.  The
    sand's ``tick`` is the clock's report, not a player's choice: not listed."""
    if state.phase == "over" or player != state.current:
        return []
    if state.phase == "roll":
        return [{"type": "roll"}]
    assert state.turn is not None
    actions: list[dict[str, Any]] = []
    if reroll_open(state):
        actions += [{"type": "reroll", "die": i} for i in range(DICE_COUNT)]
    actions += [{"type": "submit", "word": word} for word, _ in solve(state.turn.faces, lexicon)]
    actions.append({"type": "give_up"})
    return actions


# --- apply ----------------------------------------------------------------

def apply(state: State, action: Any, lexicon: Any) -> State:
    """The state after ``action``; raises IllegalAction (state untouched) if
    the rules refuse it.  ``lexicon`` is `pl-nouns`."""
    if not isinstance(action, dict) or not isinstance(action.get("type"), str):
        raise IllegalAction("mistrz.bad_action")
    kind = action["type"]
    handler = _HANDLERS.get(kind)
    if handler is None:
        raise IllegalAction("mistrz.unknown_action", type=kind)
    if state.phase == "over":
        raise IllegalAction("mistrz.game_over")
    return handler(state, action, lexicon)


def _roll(state: State, action: dict[str, Any], lexicon: Any) -> State:
    if state.phase != "roll":
        raise IllegalAction("mistrz.already_rolled")
    rng = Rng(state.rng)
    faces = roll_all(rng)
    turn = Turn(faces, rerolls_left=faces.count(REROLL))
    return replace(state, rng=rng.state, phase="forming", turn=turn)


def _forming(state: State) -> Turn:
    if state.phase != "forming" or state.turn is None:
        raise IllegalAction("mistrz.roll_first")
    return state.turn


def _reroll(state: State, action: dict[str, Any], lexicon: Any) -> State:
    turn = _forming(state)
    die = action.get("die")
    if not _is_int(die) or not 0 <= die < DICE_COUNT:
        raise IllegalAction("mistrz.no_such_die", die=str(die))
    if turn.rerolls_left <= 0:
        raise IllegalAction("mistrz.no_rerolls")
    if not reroll_open(state):
        raise IllegalAction("mistrz.reroll_too_late")
    rng = Rng(state.rng)
    after = roll_one(rng, die)
    faces = turn.faces[:die] + (after,) + turn.faces[die + 1:]
    # A ? that comes up on the rerolled die is a ? showing: one more reroll.
    left = turn.rerolls_left - 1 + (after == REROLL)
    turn = replace(turn, faces=faces, rerolls_left=left,
                   rerolls=turn.rerolls + (Reroll(die, turn.faces[die], after),))
    return replace(state, rng=rng.state, turn=turn)


def _tick(state: State, action: dict[str, Any], lexicon: Any) -> State:
    turn = _forming(state)
    if not state.settings.hourglass:
        raise IllegalAction("mistrz.no_hourglass")
    ms = action.get("ms")
    if not _is_int(ms) or not 0 <= ms <= MAX_TICK_MS:
        raise IllegalAction("mistrz.bad_action")
    turn = replace(turn, sand_ms=min(turn.sand_ms + ms, state.settings.total_ms))
    state = replace(state, turn=turn)
    if turn.sand_ms >= state.settings.total_ms:
        return _end_turn(state, "timeout", None, lexicon)
    return state


def _submit(state: State, action: dict[str, Any], lexicon: Any) -> State:
    turn = _forming(state)
    picks = action.get("picks")
    word = action.get("word")
    if picks is not None:
        seen = preview(turn.faces, picks, lexicon)
        if seen.problem is not None:
            code, params = seen.problem
            raise IllegalAction(code, **params)
        build = seen.build
        assert build is not None
        if word is not None and normalize_word(word) != build.word:
            raise IllegalAction("mistrz.word_mismatch", word=str(word), built=build.word)
    else:
        spelled = normalize_word(word)
        if len(spelled) < MIN_LENGTH:
            raise IllegalAction("mistrz.too_short", word=spelled, min=MIN_LENGTH)
        found = best_build(turn.faces, spelled)
        if found is None:
            raise IllegalAction("mistrz.cannot_make", word=spelled)
        if not lexicon.contains(spelled):
            raise IllegalAction("mistrz.not_a_noun", word=spelled)
        build = found
    return _end_turn(state, "word", build, lexicon)


def _give_up(state: State, action: dict[str, Any], lexicon: Any) -> State:
    _forming(state)
    return _end_turn(state, "gave_up", None, lexicon)


def roll_best(faces: Sequence[str], lexicon: Any, count: int = BEST_KEPT) -> tuple[Build, ...]:
    """The roll's best words, each with the build that scores it."""
    builds = []
    for word, score in best_words(faces, lexicon, count):
        build = best_build(faces, word)
        assert build is not None and build.score.total == score
        builds.append(build)
    return tuple(builds)


def _end_turn(state: State, outcome: str, build: Build | None, lexicon: Any) -> State:
    turn = state.turn
    assert turn is not None
    points = build.score.total if build is not None else -NO_WORD_PENALTY
    seat = state.current
    players = list(state.players)
    players[seat] = replace(players[seat], score=players[seat].score + points)
    record = TurnRecord(state.turns + 1, state.round, seat, turn.faces,
                        turn.rerolls, outcome, build, points,
                        roll_best(turn.faces, lexicon), turn.sand_ms)
    tallies = state.tallies
    if tallies is not None and len(state.recent) == len(players):
        oldest = state.recent[0]   # leaves the recent turns: no take-back reaches it now
        tallies = _set(tallies, oldest.player, _fold(tallies[oldest.player], oldest))
    state = replace(state, players=tuple(players), turn=None, turns=record.number,
                    recent=(*state.recent, record)[-len(players):], tallies=tallies)
    winners = _won_after_turn(state)
    if winners:
        return replace(state, phase="over", winners=winners)
    nxt = (seat + 1) % len(players)
    return replace(state, current=nxt, phase="roll",
                   round=state.round + (nxt == 0))


def _set(items: tuple[Tally, ...], index: int, value: Tally) -> tuple[Tally, ...]:
    return items[:index] + (value,) + items[index + 1:]


def _fold(tally: Tally, record: TurnRecord) -> Tally:
    return add_turn(tally, None if record.build is None else record.build.word, record.points,
                    record.best[0].score.total if record.best else 0)


def tallies_now(state: State) -> tuple[Tally, ...] | None:
    """Each player's tally of every turn, the recent ones included (None:
    the game began before statistics were kept)."""
    if state.tallies is None:
        return None
    out = state.tallies
    for record in state.recent:
        out = _set(out, record.player, _fold(out[record.player], record))
    return out


def _won_after_turn(state: State) -> tuple[int, ...]:
    """Who has won once the current seat's turn is over (empty: play on)."""
    target = state.settings.target
    seat = state.current
    if state.settings.end == "first":
        return (seat,) if state.players[seat].score >= target else ()
    # "round": only once the last seat has played, so all had equal turns.
    if seat != len(state.players) - 1:
        return ()
    top = max(p.score for p in state.players)
    if top < target:
        return ()
    return tuple(i for i, p in enumerate(state.players) if p.score == top)


_HANDLERS = {"roll": _roll, "reroll": _reroll, "tick": _tick, "submit": _submit,
             "give_up": _give_up}


# --- saving ---------------------------------------------------------------

def _build_to_dict(build: Build) -> dict[str, Any]:
    data = build.to_dict()
    data.update(jokers=build.jokers, ogoneks=build.ogoneks, swaps=build.swaps)
    return data


def _reroll_to_dict(r: Reroll) -> dict[str, Any]:
    return {"die": r.die, "before": r.before, "after": r.after}


def _record_to_dict(r: TurnRecord) -> dict[str, Any]:
    return {"number": r.number, "round": r.round, "player": r.player,
            "faces": list(r.faces), "rerolls": [_reroll_to_dict(x) for x in r.rerolls],
            "outcome": r.outcome,
            "build": None if r.build is None else _build_to_dict(r.build),
            "points": r.points, "best": [_build_to_dict(b) for b in r.best],
            "sand_ms": r.sand_ms}


def to_dict(state: State) -> dict[str, Any]:
    """JSON-ready data of the whole game, mid-turn included: the state, not
    a record of every turn (the save stays the same size all game)."""
    turn = state.turn
    return {
        "version": VERSION,
        "game": "mistrz",
        "settings": state.settings.to_dict(),
        "players": [{"name": p.name, "kind": p.kind, "score": p.score}
                    for p in state.players],
        "rng": state.rng,
        "current": state.current,
        "phase": state.phase,
        "round": state.round,
        "turn": None if turn is None else {
            "faces": list(turn.faces), "rerolls_left": turn.rerolls_left,
            "rerolls": [_reroll_to_dict(r) for r in turn.rerolls],
            "sand_ms": turn.sand_ms},
        "recent": [_record_to_dict(r) for r in state.recent],
        "turns": state.turns,
        "winners": list(state.winners),
        "taken_back": [{"by": b.by, "turns": [
            {"number": x.number, "player": x.player, "outcome": x.outcome, "word": x.word,
             "points": x.points} for x in b.turns]} for b in state.taken_back],
        "tallies": None if state.tallies is None else [tallying.to_dict(t) for t in state.tallies],
    }


class _Reader:
    """Reads saved data, checking each value's type and range: anything
    unexpected is a ValueError."""

    @staticmethod
    def int(value: Any, low: int, high: int) -> int:
        if not _is_int(value) or not low <= value <= high:
            raise ValueError(f"mistrz save: bad integer {str(value)[:20]!r}")
        return value

    @staticmethod
    def choice(value: Any, allowed: tuple[str, ...]) -> str:
        if not isinstance(value, str) or value not in allowed:
            raise ValueError(f"mistrz save: {str(value)[:20]!r} is none of {allowed}")
        return value

    @staticmethod
    def face(value: Any, die: int) -> str:
        if not isinstance(value, str) or value not in DICE[die].faces:
            raise ValueError(f"mistrz save: die {die} has no face {str(value)[:20]!r}")
        return value

    def faces(self, value: Any) -> tuple[str, ...]:
        if not isinstance(value, list) or len(value) != DICE_COUNT:
            raise ValueError("mistrz save: faces must list the ten dice")
        return tuple(self.face(f, die) for die, f in enumerate(value))

    def rerolls(self, value: Any) -> tuple[Reroll, ...]:
        if not isinstance(value, list) or len(value) > validate.MAX_REROLLS:
            raise ValueError("mistrz save: bad rerolls")
        rerolls = []
        for r in value:
            die = self.int(r["die"], 0, DICE_COUNT - 1)
            rerolls.append(Reroll(die, self.face(r["before"], die), self.face(r["after"], die)))
        return tuple(rerolls)

    def build(self, value: Any, faces: tuple[str, ...]) -> Build:
        picks = value["picks"]
        if not isinstance(picks, list) or len(picks) > DICE_COUNT:
            raise ValueError("mistrz save: bad picks")
        seen = preview(faces, [{k: v for k, v in p.items() if k in ("die", "letter", "ogonek")}
                               for p in picks])
        if seen.build is None or seen.build.word != value["word"]:
            raise ValueError("mistrz save: a build does not read")
        return seen.build

    def taken_back(self, value: Any, players: int) -> tuple[TakeBack, ...]:
        """The take-back log (absent from saves made before take-backs existed)."""
        if not isinstance(value, list) or len(value) > MAX_TAKE_BACKS:
            raise ValueError("mistrz save: bad take-back log")
        log = []
        for entry in value:
            turns = entry["turns"]
            if not isinstance(turns, list) or not 1 <= len(turns) <= MAX_PLAYERS:
                raise ValueError("mistrz save: bad take-back")
            log.append(TakeBack(self.int(entry["by"], 0, players - 1), tuple(
                TakenTurn(self.int(x["number"], 1, validate.MAX_TURNS),
                          self.int(x["player"], 0, players - 1), self.choice(x["outcome"], OUTCOMES),
                          self.word(x["word"]),
                          self.int(x["points"], -NO_WORD_PENALTY, validate.MAX_SCORE))
                for x in turns)))
        return tuple(log)

    def tallies(self, value: Any, players: int, turns: int) -> tuple[Tally, ...] | None:
        """Absent from saves of before statistics: then recorded only for a
        game not yet begun."""
        if value is None:
            return tuple(Tally() for _ in range(players)) if turns == 0 else None
        if not isinstance(value, list) or len(value) != players:
            raise ValueError("mistrz save: bad tallies")
        return tuple(Tally(*(self.int(t[k], 0, validate.MAX_TURNS * tallying.SHARE_FULL)
                             for k in ("turns", "words", "rated", "share")),
                           self.word(t["best_word"]),
                           self.int(t["best_points"], 0, validate.MAX_SCORE)) for t in value)

    @staticmethod
    def word(value: Any) -> str | None:
        if value is None:
            return None
        if not isinstance(value, str) or not 0 < len(value) <= DICE_COUNT:
            raise ValueError("mistrz save: bad word")
        return normalize_word(value)

    def record(self, r: Any, players: int, settings: Settings) -> TurnRecord:
        faces = self.faces(r["faces"])
        best = r["best"]
        if not isinstance(best, list) or len(best) > BEST_KEPT:
            raise ValueError("mistrz save: bad best words")
        return TurnRecord(
            self.int(r["number"], 1, validate.MAX_TURNS), self.int(r["round"], 1, validate.MAX_TURNS),
            self.int(r["player"], 0, players - 1), faces, self.rerolls(r["rerolls"]),
            self.choice(r["outcome"], OUTCOMES),
            None if r["build"] is None else self.build(r["build"], faces),
            self.int(r["points"], -NO_WORD_PENALTY, validate.MAX_SCORE),
            tuple(self.build(b, faces) for b in best),
            self.int(r["sand_ms"], 0, settings.total_ms))


def from_dict(data: Any) -> State:
    """The state saved by ``to_dict`` (version 2, or version 1, which kept
    every turn's record: only the last round's are read); ValueError for
    anything else, including states the rules could not reach (``validate``)."""
    if not isinstance(data, dict) or data.get("game", "mistrz") != "mistrz":
        raise ValueError("mistrz save: not a Mistrz Słowa game")
    version = data.get("version")
    if type(version) is not int or version not in (1, VERSION):
        raise ValueError(f"mistrz save: unknown version {str(version)[:20]!r}")
    try:
        state = _read(data, version)
    except (KeyError, TypeError, AttributeError, IndexError, IllegalAction) as error:
        raise ValueError(f"mistrz save: malformed data ({str(error)[:80]})") from None
    validate.check(state)
    return state


def _read(data: dict[str, Any], version: int) -> State:
    """Every field read with its type and range; ValueError, or any of the
    errors ``from_dict`` turns into one."""
    read = _Reader()
    if not isinstance(data["settings"], dict):
        raise ValueError("mistrz save: settings must be an object")
    settings = Settings.from_dict(data["settings"])
    raw_players = data["players"]
    if not isinstance(raw_players, list) or not 1 <= len(raw_players) <= MAX_PLAYERS:
        raise ValueError("mistrz save: bad players")
    players = tuple(Player(check_name(p["name"], MAX_NAME), read.choice(p["kind"], KINDS),
                           read.int(p["score"], -validate.MAX_SCORE, validate.MAX_SCORE))
                    for p in raw_players)
    n = len(players)
    turn = None
    if data["turn"] is not None:
        t = data["turn"]
        turn = Turn(read.faces(t["faces"]), read.int(t["rerolls_left"], 0, DICE_COUNT),
                    read.rerolls(t["rerolls"]), read.int(t["sand_ms"], 0, settings.total_ms))
    if version == 1:
        history = data["history"]
        if not isinstance(history, list) or len(history) > validate.MAX_TURNS:
            raise ValueError("mistrz save: bad history")
        recent, turns = history[-n:], len(history)
    else:
        recent, turns = data["recent"], read.int(data["turns"], 0, validate.MAX_TURNS)
        if not isinstance(recent, list) or len(recent) > n:
            raise ValueError("mistrz save: bad recent turns")
    winners = data["winners"]
    if not isinstance(winners, list) or len(winners) > n:
        raise ValueError("mistrz save: bad winners")
    return State(settings, players, read.int(data["rng"], 0, (1 << 64) - 1),
                 read.int(data["current"], 0, n - 1), read.choice(data["phase"], PHASES),
                 read.int(data["round"], 1, validate.MAX_TURNS), turn,
                 tuple(read.record(r, n, settings) for r in recent), turns,
                 tuple(read.int(w, 0, n - 1) for w in winners),
                 read.taken_back(data.get("taken_back", []), n),
                 read.tallies(data.get("tallies"), n, turns))
