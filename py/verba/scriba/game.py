"""A game of Scriba: the state, the actions on it and the pure ``apply``.

Actions (JSON-ready dicts), always by the player whose turn it is except a
challenge:

- ``{"type": "place", "tiles": [...]}``: lay tiles (see ``placement``); the
  player then draws as many tiles as they laid.
- ``{"type": "exchange", "tiles": ["A", "?"]}``: swap rack tiles for tiles of
  the bag (at least one tile stays on the rack; the new tiles are drawn
  before the old ones go back).
- ``{"type": "pass"}``: skip the turn (−5 while the bag has tiles).
- ``{"type": "challenge", "by": i}``: check the last placement's words in the
  dictionary (only while no other action has followed it).  An invalid word
  takes the whole placement back to the player's rack (the tiles they drew go
  back to the bag) and costs them 5; their turn is lost.
- ``{"type": "accept"}``: let the last placement stand without a challenge;
  needed only to end the game after a player lays their last tile.

With ``Ruleset.checking == "immediate"`` every word is checked when laid and
there are no challenges.

Game II (``Ruleset.game == 2``, see ``tokens``) starts on the blank board in
the ``"setup"`` phase, where the players, in turn from the first player, lay
the 48 small tokens one at a time:

- ``{"type": "token", "kind": "word3", "pos": [r, c]}``: lay a token of a kind
  still in the supply (``tokens.KINDS``) on a cell without one.
- ``{"type": "scatter"}``: the tokens not laid yet go on free cells at random.

Once the last token lies, each player draws 7 tiles and play begins.  A
placement takes the tokens on the cells it covers (their bonus counts in that
turn, as Game I's fields do); one laying at least 4 letters (blanks not
counted) takes a large token from an opponent: ``"capture": seat`` in the
``place`` action names them (needed only when several opponents hold one;
``capture_from`` lists them).  The player then rolls the die (``state.die``)
and draws that many tiles.  A player who passes with the bag empty, or has no
tile left and the bag empty, has ended their game (``state.done``) and is
skipped; the game ends when all have, or after two rounds of passes.  The end
adds 1 point per small token and 10 per large token (``final_table``).

``state.log`` records each turn as a dict with ``"type"`` (one of
``LOG_TYPES``) and ``"player"``; a placement adds its words with their scores,
the total, and the cells laid; an exchange only how many tiles (the others do
not see which).  ``state.turn_racks`` keeps the mover's rack before each
placement, pass and exchange (in the order of those log entries), for the
review after the game; nobody reads it during play.

``state.kinds`` says who plays each seat: ``HUMAN`` or a computer level
(``LEVELS``); ``verba.scriba.ai`` plays the computer seats.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from typing import Any

from ..errors import IllegalAction
from ..rng import Rng
from ..text import check_name
from . import tiles as T
from . import tokens as TK
from .board import STANDARD, Board, Layout, Pos, cell_name
from .placement import Evaluation, Laid, check_words, evaluate, invalid_words, parse
from .ruleset import CHALLENGE, IMMEDIATE, Ruleset
from .scoring import OUT_BONUS
from . import validate
from .validate import all_tiles, all_tokens

VERSION = 1

SETUP = "setup"      # Game II: the players lay the small tokens
PLAY = "play"        # a player's turn
CLOSING = "closing"  # the last tile was laid: challenge or accept, then the end
OVER = "over"

PASS_ROUNDS = 2      # every player passing twice in a row ends the game

LOG_TYPES = ("token", "scatter", "place", "pass", "exchange", "challenge", "end", "takeback")
TURN_TYPES = ("place", "pass", "exchange")   # the log entries with a turn_racks entry

HUMAN = "human"
LEVELS = ("easy", "medium", "hard")          # computer players
KINDS = (HUMAN,) + LEVELS


@dataclass(frozen=True)
class LastMove:
    """The placement that may still be challenged, and how to undo it."""
    player: int
    laid: tuple[Laid, ...]
    drawn: tuple[str, ...]
    score: int
    words: tuple[str, ...]
    tokens: tuple[str, ...] = ()     # Game II: the small tokens it took
    captured: int | None = None      # Game II: whose large token it took


@dataclass(frozen=True)
class State:
    rules: Ruleset
    names: tuple[str, ...]
    board: Board
    racks: tuple[tuple[str, ...], ...]
    bag: tuple[str, ...]                  # sorted: a bag has no order
    scores: tuple[int, ...]
    current: int                          # whose turn it is
    first_player: int
    order_draws: tuple[tuple[tuple[int, str], ...], ...]   # who drew what, per round
    passes: int                           # passes in a row
    phase: str
    last_move: LastMove | None
    log: tuple[dict[str, Any], ...]
    rng: int
    kinds: tuple[str, ...] = ()                    # per seat, see KINDS; () all human
    turn_racks: tuple[tuple[str, ...], ...] = ()   # the mover's rack before each turn
    # Game II only (empty in Game I):
    small: tuple[tuple[str, ...], ...] = ()   # small tokens each player took, in order
    large: tuple[int, ...] = ()               # large tokens each player holds
    done: tuple[bool, ...] = ()               # players who have ended their game
    die: int = 0                              # the last roll of the die (0: none yet)

    @property
    def players(self) -> int:
        return len(self.names)

    def kind(self, seat: int) -> str:
        """``HUMAN`` or the computer level playing ``seat``."""
        return self.kinds[seat] if self.kinds else HUMAN

    @property
    def game_two(self) -> bool:
        return self.rules.game == 2


# --- set-up ----------------------------------------------------------------

def new_game(names: list[str] | tuple[str, ...], seed: int, rules: Ruleset | None = None,
             layout: Layout | None = None,
             kinds: list[str] | tuple[str, ...] | None = None) -> State:
    """Draw for the turn order, then deal the racks in that order.

    One name is the one-rack solo game; the two-rack solo game ("against an
    imagined opponent") is simply two players.  ``kinds`` gives each seat
    ``HUMAN`` or a computer level (default: everyone human).

    Game II deals the large tokens and starts with the token set-up; the
    racks are dealt when the last token lies (``layout`` may bring tokens
    already laid).
    """
    rules = rules or Ruleset()
    if not 1 <= len(names) <= 4:
        raise ValueError("Scriba is for 1 to 4 players")
    kinds = tuple(kinds) if kinds is not None else (HUMAN,) * len(names)
    if len(kinds) != len(names) or any(k not in KINDS for k in kinds):
        raise ValueError(f"kinds must give one of {KINDS} per player")
    rng = Rng(seed)
    bag = sorted(T.full_set().elements(), key=T.sort_key)
    first, draws = _draw_order(len(names), bag, rng)
    n = len(names)
    if rules.game == 2:
        state = State(rules, tuple(names), Board(layout or TK.blank_layout()), ((),) * n,
                      tuple(bag), (0,) * n, first, first, draws, 0, SETUP, None, (),
                      rng.state, kinds, (), small=((),) * n,
                      large=(TK.large_share(n),) * n, done=(False,) * n)
        return state if TK.supply(state.board.layout) else _start_play(state)
    racks: list[tuple[str, ...]] = [()] * n
    for k in range(n):
        p = (first + k) % n
        racks[p] = tuple(_draw(bag, rng, rules.rack_size))
    return State(rules, tuple(names), Board(layout or Layout(STANDARD)), tuple(racks),
                 tuple(bag), (0,) * n, first, first, draws, 0, PLAY, None, (),
                 rng.state, kinds, ())


def _start_play(state: State) -> State:
    """Game II after the token set-up: 7 tiles each, in turn order."""
    rng = Rng(state.rng)
    bag = list(state.bag)
    n = state.players
    racks: list[tuple[str, ...]] = [()] * n
    for k in range(n):
        racks[(state.first_player + k) % n] = tuple(_draw(bag, rng, state.rules.rack_size))
    return replace(state, racks=tuple(racks), bag=tuple(bag), rng=rng.state,
                   current=state.first_player, phase=PLAY)


def _draw_order(players: int, bag: list[str], rng: Rng) -> tuple[int, tuple]:
    """Each player draws a tile; the highest value starts (special tiles count
    0); those tied for the highest draw again.  Every tile goes back."""
    if players == 1:
        return 0, ()
    contenders = list(range(players))
    rounds = []
    while True:
        picks = [bag[i] for i in _sample(len(bag), len(contenders), rng)]
        rounds.append(tuple(zip(contenders, picks)))
        best = max(T.value(t) for t in picks)
        contenders = [p for p, t in zip(contenders, picks) if T.value(t) == best]
        if len(contenders) == 1:
            return contenders[0], tuple(rounds)


def _sample(n: int, k: int, rng: Rng) -> list[int]:
    """``k`` distinct indices below ``n``."""
    pool = list(range(n))
    return [pool.pop(rng.randrange(len(pool))) for _ in range(k)]


def _draw(bag: list[str], rng: Rng, n: int) -> list[str]:
    return [bag.pop(rng.randrange(len(bag))) for _ in range(min(n, len(bag)))]


def _return(bag: list[str], returned: list[str] | tuple[str, ...]) -> tuple[str, ...]:
    return T.sorted_tiles(bag + list(returned))


def _take(rack: tuple[str, ...], taken: list[str] | tuple[str, ...]) -> list[str]:
    """The rack without one copy of each taken tile (the caller checked them)."""
    left = list(rack)
    for tile in taken:
        left.remove(tile)
    return left


def _next(state: State) -> int:
    return (state.current + 1) % state.players


def _following(state: State, done: tuple[bool, ...]) -> int | None:
    """Whose turn follows the current player's: the next seat, skipping the
    players who have ended their game (Game II); None when all have."""
    for k in range(1, state.players + 1):
        q = (state.current + k) % state.players
        if not done or not done[q]:
            return q
    return None


def _set(values: tuple, i: int, value: Any) -> tuple:
    return tuple(value if j == i else v for j, v in enumerate(values))


def _add(scores: tuple[int, ...], player: int, delta: int) -> tuple[int, ...]:
    return tuple(s + delta if i == player else s for i, s in enumerate(scores))


# --- actions ---------------------------------------------------------------

def apply(state: State, action: Any, lexicon: Any = None) -> State:
    """The state after ``action``; raises ``IllegalAction`` (state untouched).

    ``lexicon`` is needed to challenge, and to lay words when words are
    checked immediately.
    """
    if not isinstance(action, dict):
        raise IllegalAction("scriba.bad_action", field="action")
    handler = _HANDLERS.get(action.get("type"))
    if handler is None:
        raise IllegalAction("scriba.unknown_action", type=str(action.get("type")))
    if state.phase == OVER:
        raise IllegalAction("scriba.game_over")
    setup = handler in (_token, _scatter)
    if setup and not state.game_two:
        raise IllegalAction("scriba.unknown_action", type=str(action.get("type")))
    if state.phase == SETUP and not setup:
        raise IllegalAction("scriba.setup_phase")
    if setup and state.phase != SETUP:
        raise IllegalAction("scriba.not_setup")
    return handler(state, action, lexicon)


def _token(state: State, action: dict[str, Any], lexicon: Any) -> State:
    kind, raw = action.get("kind"), action.get("pos")
    if kind not in TK.SMALL:
        raise IllegalAction("scriba.bad_action", field="kind")
    if not (isinstance(raw, (list, tuple)) and len(raw) == 2
            and all(type(v) is int for v in raw)):
        raise IllegalAction("scriba.bad_action", field="pos")
    pos: Pos = (raw[0], raw[1])
    layout = state.board.layout
    if not state.board.in_bounds(pos):
        raise IllegalAction("scriba.off_board", row=pos[0], col=pos[1])
    if TK.kind_at(layout, pos) is not None:
        raise IllegalAction("scriba.token_taken", row=pos[0], col=pos[1], cell=cell_name(pos))
    if not TK.supply(layout)[kind]:
        raise IllegalAction("scriba.token_none")
    layout = TK.with_token(layout, kind, pos)
    new = replace(state, board=Board(layout), current=_next(state),
                  log=state.log + ({"type": "token", "player": state.current, "kind": kind,
                                    "cell": list(pos)},))
    return new if TK.supply(layout) else _start_play(new)


def _scatter(state: State, action: dict[str, Any], lexicon: Any) -> State:
    """The tokens not laid yet go on free cells at random (the players'
    choice instead of laying them one by one)."""
    rng = Rng(state.rng)
    layout = state.board.layout
    size = layout.size
    left = TK.supply(layout)
    free = [(r, c) for r in range(size) for c in range(size) if TK.kind_at(layout, (r, c)) is None]
    for kind in TK.KINDS:
        for _ in range(left[kind]):
            layout = TK.with_token(layout, kind, free.pop(rng.randrange(len(free))))
    new = replace(state, board=Board(layout), rng=rng.state,
                  log=state.log + ({"type": "scatter", "player": state.current,
                                    "count": sum(left.values())},))
    return _start_play(new)


def _evaluate(state: State, raw_tiles: Any, lexicon: Any) -> Evaluation:
    if state.phase == SETUP:
        raise IllegalAction("scriba.setup_phase")
    if state.phase == CLOSING:
        raise IllegalAction("scriba.awaiting_challenge")
    ev = evaluate(state.board, state.racks[state.current], parse(raw_tiles), state.rules)
    if state.rules.checking == IMMEDIATE:
        if lexicon is None:
            raise IllegalAction("scriba.no_dictionary")
        check_words(ev, lexicon)
    return ev


def _place(state: State, action: dict[str, Any], lexicon: Any) -> State:
    ev = _evaluate(state, action.get("tiles"), lexicon)
    if state.game_two:
        return _place_two(state, ev, action.get("capture"))
    p = state.current
    rng = Rng(state.rng)
    bag = list(state.bag)
    drawn = _draw(bag, rng, len(ev.laid))
    rack = tuple(_take(state.racks[p], [x.tile for x in ev.laid]) + drawn)
    words = tuple(w.word for w in ev.words)
    entry = place_entry(p, ev)
    new = replace(
        state, board=ev.board,
        racks=tuple(rack if i == p else r for i, r in enumerate(state.racks)),
        bag=tuple(bag), scores=_add(state.scores, p, ev.total), current=_next(state),
        passes=0, log=state.log + (entry,), rng=rng.state,
        turn_racks=state.turn_racks + (state.racks[p],),
        last_move=(LastMove(p, ev.laid, tuple(drawn), ev.total, words)
                   if state.rules.checking == CHALLENGE else None))
    if not bag and not rack:
        # the player laid their last tile: the game ends (once it is not
        # challenged, if challenges are played)
        return replace(new, phase=CLOSING) if new.last_move else _finish(new, out=p)
    return new


def place_entry(p: int, ev: Evaluation) -> dict[str, Any]:
    """The log entry of a placement (the notation writes it for a position
    whose last placement is open to challenge)."""
    return {"type": "place", "player": p,
            "words": [{"word": w.word, "score": w.score} for w in ev.words],
            "rack_bonus": ev.rack_bonus, "score": ev.total, "tiles": len(ev.laid),
            "cells": [list(x.pos) for x in ev.laid], "stacked": ev.stacked}


def _place_two(state: State, ev: Evaluation, capture: Any) -> State:
    """Game II: take the tokens covered and perhaps a large token, then roll
    the die and draw that many tiles (what is left if the bag is short)."""
    p = state.current
    victim = _victim(state, [x.tile for x in ev.laid], capture)
    taken = TK.reached(state.board, [x.pos for x in ev.laid])
    rng = Rng(state.rng)
    bag = list(state.bag)
    roll = 1 + rng.randrange(6)
    drawn = _draw(bag, rng, roll)
    rack = tuple(_take(state.racks[p], [x.tile for x in ev.laid]) + drawn)
    large = state.large
    if victim is not None:
        large = _set(_set(large, victim, large[victim] - 1), p, large[p] + 1)
    done = _set(state.done, p, not bag and not rack)
    nxt = _following(state, done)
    entry = {**place_entry(p, ev), "tokens": list(taken), "capture": victim, "die": roll,
             "drawn": len(drawn)}
    new = replace(
        state, board=ev.board, racks=_set(state.racks, p, rack), bag=tuple(bag),
        scores=_add(state.scores, p, ev.total), current=_next(state) if nxt is None else nxt,
        passes=0, log=state.log + (entry,), rng=rng.state,
        turn_racks=state.turn_racks + (state.racks[p],),
        small=_set(state.small, p, state.small[p] + taken), large=large, done=done, die=roll,
        last_move=(LastMove(p, ev.laid, tuple(drawn), ev.total, tuple(w.word for w in ev.words),
                            taken, victim)
                   if state.rules.checking == CHALLENGE else None))
    if nxt is None:
        return replace(new, phase=CLOSING) if new.last_move else _finish(new, out=None)
    return new


def capture_from(state: State, tiles: list[str] | tuple[str, ...]) -> list[int]:
    """The opponents a Game II placement of these rack tiles may take a large
    token from: none unless it lays at least 4 letters (blanks not counted)."""
    if not state.game_two or TK.capture_letters(tiles) < TK.CAPTURE_LETTERS:
        return []
    return [q for q in range(state.players) if q != state.current and state.large[q]]


def _victim(state: State, tiles: list[str], choice: Any) -> int | None:
    holders = capture_from(state, tiles)
    if choice is None:
        if len(holders) > 1:
            raise IllegalAction("scriba.capture_choose")
        return holders[0] if holders else None
    if TK.capture_letters(tiles) < TK.CAPTURE_LETTERS:
        raise IllegalAction("scriba.capture_not_earned")
    if type(choice) is not int or choice not in holders:
        raise IllegalAction("scriba.capture_from")
    return choice


def _pass(state: State, action: dict[str, Any], lexicon: Any) -> State:
    if state.phase == CLOSING:
        raise IllegalAction("scriba.awaiting_challenge")
    p = state.current
    # With an empty bag a pass means "I cannot lay a word": the rulebook ends
    # the game when nobody can, without a penalty.
    penalty = state.rules.pass_penalty if state.bag else 0
    passes = state.passes + 1
    new = replace(state, scores=_add(state.scores, p, -penalty), current=_next(state),
                  passes=passes, last_move=None,
                  log=state.log + ({"type": "pass", "player": p, "score": -penalty},),
                  turn_racks=state.turn_racks + (state.racks[p],))
    if state.game_two:
        # Game II: with the bag empty, a player who cannot lay has ended
        # their game (others play on and may still take their large tokens)
        done = state.done if state.bag else _set(state.done, p, True)
        nxt = _following(state, done)
        if nxt is None or passes >= PASS_ROUNDS * done.count(False):
            return _finish(replace(new, done=done), out=None)
        return replace(new, done=done, current=nxt)
    if passes >= (1 if not state.bag else PASS_ROUNDS) * state.players:
        return _finish(new, out=None)
    return new


def _exchange(state: State, action: dict[str, Any], lexicon: Any) -> State:
    if state.phase == CLOSING:
        raise IllegalAction("scriba.awaiting_challenge")
    tiles = action.get("tiles")
    if not isinstance(tiles, list) or not all(isinstance(t, str) for t in tiles):
        raise IllegalAction("scriba.bad_action", field="tiles")
    if not tiles:
        raise IllegalAction("scriba.exchange_none")
    for tile in tiles:
        if tile not in T.LETTER_VALUES and tile not in T.SPECIAL_COUNTS:
            raise IllegalAction("scriba.bad_tile", tile=tile)
    p = state.current
    rack = state.racks[p]
    missing = Counter(tiles) - Counter(rack)
    if missing:
        raise IllegalAction("scriba.not_on_rack", tile=min(missing, key=T.sort_key))
    if len(tiles) >= len(rack):
        raise IllegalAction("scriba.exchange_all")
    if len(tiles) > len(state.bag):
        raise IllegalAction("scriba.bag_too_small", count=len(state.bag))
    rng = Rng(state.rng)
    bag = list(state.bag)
    drawn = _draw(bag, rng, len(tiles))
    new_rack = tuple(_take(rack, tiles) + drawn)
    nxt = _following(state, state.done)
    return replace(
        state, racks=tuple(new_rack if i == p else r for i, r in enumerate(state.racks)),
        bag=_return(bag, tiles), current=_next(state) if nxt is None else nxt, passes=0,
        last_move=None,
        log=state.log + ({"type": "exchange", "player": p, "count": len(tiles)},),
        rng=rng.state, turn_racks=state.turn_racks + (rack,))


def _challenge(state: State, action: dict[str, Any], lexicon: Any) -> State:
    if state.rules.checking != CHALLENGE:
        raise IllegalAction("scriba.no_challenges")
    last = state.last_move
    if last is None:
        raise IllegalAction("scriba.nothing_to_challenge")
    by = action.get("by", state.current)
    if type(by) is not int or not 0 <= by < state.players:
        raise IllegalAction("scriba.bad_action", field="by")
    if by == last.player and state.players > 1:
        raise IllegalAction("scriba.own_move")
    if lexicon is None:
        raise IllegalAction("scriba.no_dictionary")
    invalid = [w for w in last.words if not lexicon.contains(w)]
    if not invalid:
        penalty = state.rules.challenge_penalty
        new = replace(state, scores=_add(state.scores, by, -penalty), last_move=None,
                      log=state.log + ({"type": "challenge", "by": by, "player": last.player,
                                        "upheld": False, "invalid": [], "score": -penalty},))
        return _finish(new, out=last.player) if state.phase == CLOSING else new
    return _withdraw(state, last, by, invalid)


def _withdraw(state: State, last: LastMove, by: int, invalid: list[str]) -> State:
    """Take the challenged placement back: tiles to the rack, the tiles drawn
    after it to the bag, its score off, and the penalty."""
    p = last.player
    rack = tuple(_take(state.racks[p], last.drawn) + [x.tile for x in last.laid])
    penalty = state.rules.withdrawn_penalty
    log = state.log[:-1] + ({**state.log[-1], "withdrawn": True},
                            {"type": "challenge", "by": by, "player": p, "upheld": True,
                             "invalid": invalid, "score": -penalty})
    new = replace(
        state, board=state.board.without(x.pos for x in last.laid),
        racks=tuple(rack if i == p else r for i, r in enumerate(state.racks)),
        bag=_return(list(state.bag), last.drawn),
        scores=_add(state.scores, p, -last.score - penalty),
        phase=PLAY, last_move=None, log=log)
    if not state.game_two:
        return new
    # the tokens go back to their cells (the layout kept them) and the
    # large token to its owner; the player has tiles again
    large = state.large
    if last.captured is not None:
        large = _set(_set(large, p, large[p] - 1), last.captured, large[last.captured] + 1)
    done = _set(state.done, p, False)
    held = state.small[p]
    return replace(new, small=_set(state.small, p, held[:len(held) - len(last.tokens)]),
                   large=large, done=done,
                   current=p if state.done[state.current] else state.current)


def _accept(state: State, action: dict[str, Any], lexicon: Any) -> State:
    last = state.last_move
    if last is None:
        raise IllegalAction("scriba.nothing_to_challenge")
    new = replace(state, last_move=None)
    return _finish(new, out=last.player) if state.phase == CLOSING else new


def _finish(state: State, out: int | None) -> State:
    """The end: each player loses the value of the tiles left on their rack;
    the player who laid their last tile gains 50 (Game II: no such bonus,
    but 1 point per small token and 10 per large token)."""
    left = [sum(T.value(t) for t in rack) for rack in state.racks]
    if state.game_two:
        table = [{"play": s, "small": len(state.small[i]), "large": state.large[i],
                  "rack": -left[i],
                  "total": s - left[i] + TK.SMALL_POINTS * len(state.small[i])
                  + TK.LARGE_POINTS * state.large[i]}
                 for i, s in enumerate(state.scores)]
        entry = {"type": "end", "out": None, "rack_values": left, "out_bonus": 0,
                 "table": table}
        return replace(state, scores=tuple(row["total"] for row in table), phase=OVER,
                       last_move=None, log=state.log + (entry,))
    scores = tuple(s - left[i] + (OUT_BONUS if i == out else 0)
                   for i, s in enumerate(state.scores))
    entry = {"type": "end", "out": out, "rack_values": left,
             "out_bonus": OUT_BONUS if out is not None else 0}
    return replace(state, scores=scores, phase=OVER, last_move=None,
                   log=state.log + (entry,))


_HANDLERS = {
    "token": _token,
    "scatter": _scatter,
    "place": _place,
    "pass": _pass,
    "exchange": _exchange,
    "challenge": _challenge,
    "accept": _accept,
}


# --- queries ---------------------------------------------------------------

def preview(state: State, tiles: Any, lexicon: Any = None) -> dict[str, Any]:
    """What laying ``tiles`` would do, without doing it: every word formed
    with its score broken down, or the reason it is refused.  With a
    ``lexicon``, ``invalid`` lists the words it does not know."""
    try:
        if state.phase == OVER:
            raise IllegalAction("scriba.game_over")
        ev = _evaluate(state, tiles, None if state.rules.checking == CHALLENGE else lexicon)
    except IllegalAction as err:
        return {"ok": False, "error": {"code": err.code, "params": dict(err.params)},
                "stacked": False, "words": [], "rack_bonus": 0, "total": 0}
    out = {"ok": True, "error": None, **ev.to_dict()}
    if state.game_two:
        out["tokens"] = list(TK.reached(state.board, [x.pos for x in ev.laid]))
        out["capture_from"] = capture_from(state, [x.tile for x in ev.laid])
    if lexicon is not None:
        out["invalid"] = invalid_words(ev, lexicon)
    return out


def bag_count(state: State) -> int:
    return len(state.bag)


def unseen_tiles(state: State, player: int) -> tuple[str, ...]:
    """The tiles ``player`` cannot see: the bag and the other racks."""
    others = [t for i, rack in enumerate(state.racks) if i != player for t in rack]
    return T.sorted_tiles(list(state.bag) + others)


def can_challenge(state: State) -> bool:
    return state.phase != OVER and state.last_move is not None


def final_table(state: State) -> list[dict[str, int]]:
    """Game II's final score table, one row per player: the points recorded
    in play, the small and large tokens held, the rack's value (negative)
    and the total."""
    if state.phase != OVER or not state.game_two:
        raise ValueError("no Game II final table yet")
    return [dict(row) for row in state.log[-1]["table"]]


def winners(state: State) -> list[int]:
    """Those with the best score once the game is over (empty until then)."""
    if state.phase != OVER:
        return []
    best = max(state.scores)
    return [i for i, s in enumerate(state.scores) if s == best]


# --- saving ----------------------------------------------------------------

def to_dict(state: State) -> dict[str, Any]:
    last = state.last_move
    out = {
        "version": VERSION,
        "game": "scriba",
        "rules": state.rules.to_dict(),
        "layout": list(state.board.layout.rows),
        "names": list(state.names),
        "board": [{"row": r, "col": c, "stack": list(stack)}
                  for (r, c), stack in sorted(state.board.stacks.items())],
        "racks": [list(rack) for rack in state.racks],
        "bag": list(state.bag),
        "scores": list(state.scores),
        "current": state.current,
        "first_player": state.first_player,
        "order_draws": [[[p, t] for p, t in rnd] for rnd in state.order_draws],
        "passes": state.passes,
        "phase": state.phase,
        "last_move": None if last is None else {
            "player": last.player, "laid": [x.to_dict() for x in last.laid],
            "drawn": list(last.drawn), "score": last.score, "words": list(last.words)},
        "log": [dict(e) for e in state.log],
        "rng": state.rng,
        "kinds": [state.kind(i) for i in range(state.players)],
        "turn_racks": [list(rack) for rack in state.turn_racks],
    }
    if state.game_two:
        out["small"] = [list(kinds) for kinds in state.small]
        out["large"] = list(state.large)
        out["done"] = list(state.done)
        out["die"] = state.die
        if last is not None:
            out["last_move"].update(tokens=list(last.tokens), captured=last.captured)
    return out


def from_dict(data: Any) -> State:
    """A state from ``to_dict`` data; ``ValueError`` for anything else,
    including states the engine or the screens could not use (``validate``)."""
    if not isinstance(data, dict) or data.get("game") != "scriba":
        raise ValueError("not a saved Scriba game")
    if type(data.get("version")) is not int or data["version"] != VERSION:
        raise ValueError(f"unsupported Scriba save version {str(data.get('version'))[:20]!r}")
    try:
        state = _read(data)
        validate.check(state)
    except (KeyError, TypeError, AttributeError, IndexError, IllegalAction) as err:
        raise ValueError(f"damaged Scriba save: {str(err)[:80]}") from None
    return state


def _ints(values: Any, count: int | None = None, low: int = -validate.MAX_SCORE,
          high: int = validate.MAX_SCORE) -> tuple[int, ...]:
    if not isinstance(values, list) or any(type(v) is not int or not low <= v <= high
                                           for v in values):
        raise TypeError("expected a list of integers")
    if count is not None and len(values) != count:
        raise TypeError("wrong length")
    return tuple(values)


def _tiles(values: Any) -> tuple[str, ...]:
    if not isinstance(values, list) or any(
            not isinstance(v, str) or (v not in T.LETTER_VALUES and v not in T.SPECIAL_COUNTS)
            for v in values):
        raise TypeError("expected a list of rack tiles")
    return tuple(values)


def _list(value: Any, limit: int) -> list[Any]:
    if not isinstance(value, list) or len(value) > limit:
        raise TypeError("expected a list")
    return value


def _index(value: Any, n: int) -> int:
    if type(value) is not int or not 0 <= value < n:
        raise TypeError("bad player index")
    return value


def _board(layout: Layout, cells: Any) -> Board:
    stacks = {}
    for cell in _list(cells, layout.size * layout.size):
        pos = (cell["row"], cell["col"])
        if not (type(pos[0]) is int and type(pos[1]) is int and 0 <= pos[0] < layout.size
                and 0 <= pos[1] < layout.size) or pos in stacks:
            raise TypeError(f"bad board cell {str(pos)[:40]}")
        stack = tuple(_list(cell["stack"], 2))
        if not stack:
            raise TypeError("an empty board cell")
        for code in stack:
            if not isinstance(code, str) or not (
                    T.letter_of(code) in T.LETTER_VALUES or code == T.BLOCK
                    or (T.is_arrow(code) and T.bend_of(code) in T.BENDS)):
                raise TypeError(f"bad tile {str(code)[:10]!r}")
        stacks[pos] = stack
    return Board(layout, stacks)


def _last_move(last: Any, n: int) -> LastMove | None:
    if last is None:
        return None
    captured = last.get("captured")
    if captured is not None:
        captured = _index(captured, n)
    words = _list(last["words"], validate.MAX_WORDS)
    if not all(isinstance(w, str) for w in words):
        raise TypeError("bad words")
    return LastMove(_index(last["player"], n), parse(last["laid"]), _tiles(last["drawn"]),
                    _ints([last["score"]])[0], tuple(words),
                    _kinds(last.get("tokens", [])), captured)


def _read(data: dict[str, Any]) -> State:
    rules = Ruleset.from_dict(data["rules"])
    layout = Layout(_list(data["layout"], validate.SIZE))
    names = tuple(check_name(name) for name in _list(data["names"], 4))
    n = len(names)
    if not 1 <= n <= 4:
        raise TypeError("1 to 4 players")
    racks = tuple(_tiles(r) for r in _list(data["racks"], n))
    if len(racks) != n:
        raise TypeError("one rack per player")
    scores = _ints(data["scores"], n)
    current, first = _index(data["current"], n), _index(data["first_player"], n)
    draws = tuple(tuple((_index(p, n), _tiles([t])[0]) for p, t in _list(rnd, n))
                  for rnd in _list(data["order_draws"], 100))
    if data["phase"] not in (PLAY, CLOSING, OVER) and not (
            rules.game == 2 and data["phase"] == SETUP):
        raise TypeError("bad phase")
    passes, rng = data["passes"], data["rng"]
    if type(passes) is not int or type(rng) is not int or passes < 0 or not 0 <= rng < 2**64:
        raise TypeError("bad counters")
    log = _list(data["log"], validate.MAX_LOG)
    if not all(isinstance(e, dict) and e.get("type") in LOG_TYPES for e in log):
        raise TypeError("bad log")
    # saves made before computer players have neither: all human, no review
    kinds = tuple(_list(data.get("kinds", [HUMAN] * n), n))
    if len(kinds) != n or any(k not in KINDS for k in kinds):
        raise TypeError("bad kinds")
    turn_racks = _list(data.get("turn_racks", []), validate.MAX_LOG)
    two: dict[str, Any] = {}
    if rules.game == 2:
        die, done = data["die"], _list(data["done"], n)
        if type(die) is not int or not 0 <= die <= 6:
            raise TypeError("bad die")
        if len(done) != n or any(type(d) is not bool for d in done):
            raise TypeError("bad done")
        small = _list(data["small"], n)
        if len(small) != n:
            raise TypeError("bad tokens")
        two = {"small": tuple(_kinds(k) for k in small),
               "large": _ints(data["large"], n, 0, TK.LARGE), "done": tuple(done), "die": die}
    return State(rules, names, _board(layout, data["board"]), racks,
                 T.sorted_tiles(_tiles(data["bag"])), scores, current, first, draws, passes,
                 data["phase"], _last_move(data["last_move"], n), tuple(dict(e) for e in log),
                 rng, kinds, tuple(_tiles(rack) for rack in turn_racks), **two)


def _kinds(values: Any) -> tuple[str, ...]:
    if not isinstance(values, list) or any(v not in TK.SMALL for v in values):
        raise TypeError("expected a list of token kinds")
    return tuple(values)
