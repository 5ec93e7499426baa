"""Wordz: the game state, the actions on it, and the pure function applying one.

A game is a sequence of rounds.  Each round has a preparation phase
(``"compose"``: every player secretly makes a word from 5 vowel and 7
consonant cards) and a playing phase (``"play"``: in turn, each player flips
one card of an opponent's word and may guess one word).  Between rounds the
phase is ``"round_over"`` (the score sheet is shown, ``next_round`` deals
again); after the last round it is ``"game_over"``.

Actions are JSON-ready dicts; every one that a player makes names them:

    {"type": "compose",  "player": 0, "word": "machines"}
    {"type": "redeal",   "player": 0}      # only if the hand spells no word
    {"type": "flip",     "player": 0, "target": 2, "index": 3}
    {"type": "guess",    "player": 0, "target": 2, "word": "machinal"}
    {"type": "end_turn", "player": 0}      # decline to guess, after the flip
    {"type": "next_round"}

``apply(state, action, lexicon)`` returns a new state or raises
``IllegalAction``; the state passed in is never changed.  The state holds
everything, hidden cards included: a player (and a computer player) sees it
through ``verba.wordz.views.view``.  Rules decisions are in docs/RULES.md.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from verba.errors import IllegalAction
from verba.lexicon import Lexicon
from verba.rng import Rng

from . import deck
from .candidates import formable

VERSION = 1
MIN_PLAYERS = 2
MAX_PLAYERS = 7
TOTAL_TOKENS = 21
TOKENS_EACH = 3
DEFAULT_ROUNDS = 3
MAX_ROUNDS = 20
DEFAULT_MIN_LENGTH = 4
MIN_LENGTH_RANGE = (2, 8)
LEVELS = ("easy", "medium", "hard")
KINDS = ("human", "computer")

# Where a composed word is: on the table, or gone from it (guessed, or its
# last card turned).  Before composing, a seat's word is None.
ON_TABLE, GUESSED, REVEALED = "table", "guessed", "revealed"


@dataclass(frozen=True)
class Player:
    name: str
    kind: str = "human"
    level: str | None = None  # "easy" | "medium" | "hard" for a computer


@dataclass
class Word:
    """A word laid on the table: its cards in reading order."""
    cards: list[int]
    face_up: list[bool]
    status: str = ON_TABLE
    wrong_guesses: list[str] = field(default_factory=list)

    @property
    def text(self) -> str:
        return "".join(deck.CARDS[c] for c in self.cards)

    def face_down(self) -> list[int]:
        return [c for c, up in zip(self.cards, self.face_up) if not up]

    def shown(self) -> list[int]:
        return [c for c, up in zip(self.cards, self.face_up) if up]


@dataclass
class Seat:
    """One player's cards and tokens in the current round."""
    hand: list[int] = field(default_factory=list)    # held while composing
    dealt: list[int] = field(default_factory=list)   # the 12 dealt (the owner remembers)
    word: Word | None = None
    tokens: int = TOKENS_EACH
    won: list[int] = field(default_factory=list)


@dataclass
class State:
    players: list[Player]
    rounds: int
    min_length: int
    round: int
    phase: str
    seats: list[Seat]
    stock: list[int]          # undealt cards, face down
    box: list[int]            # cards put back in the box this round
    starter: int              # who plays first in this round's playing phase
    current: int | None       # whose turn it is (playing phase)
    flipped: bool             # the current player has flipped this turn
    guessed: bool             # ... and has guessed this turn
    scores: list[list[int]]   # the score sheet: one row per finished round
    rng: int
    log: list[dict[str, Any]] = field(default_factory=list)  # public events

    @property
    def n(self) -> int:
        return len(self.players)


# ---------------------------------------------------------------- set-up

def new_game(players: list[Player | dict[str, Any]], seed: int,
             rounds: int = DEFAULT_ROUNDS,
             min_length: int = DEFAULT_MIN_LENGTH) -> State:
    """A game at the start of round 1's preparation, cards dealt.

    The first player of round 1 is drawn with the seeded generator.
    """
    seated = [p if isinstance(p, Player) else Player(**p) for p in players]
    if not MIN_PLAYERS <= len(seated) <= MAX_PLAYERS:
        raise IllegalAction("wordz.player_count", min=MIN_PLAYERS, max=MAX_PLAYERS)
    for p in seated:
        if p.kind not in KINDS or (p.kind == "computer") != (p.level in LEVELS):
            raise IllegalAction("wordz.bad_level", level=str(p.level))
    if not 1 <= rounds <= MAX_ROUNDS:
        raise IllegalAction("wordz.bad_rounds", max=MAX_ROUNDS)
    if not MIN_LENGTH_RANGE[0] <= min_length <= MIN_LENGTH_RANGE[1]:
        raise IllegalAction("wordz.bad_min_length", min=MIN_LENGTH_RANGE[0],
                            max=MIN_LENGTH_RANGE[1])
    rng = Rng(seed)
    starter = rng.randrange(len(seated))
    state = State(players=seated, rounds=rounds, min_length=min_length, round=1,
                  phase="compose", seats=[], stock=[], box=[], starter=starter,
                  current=None, flipped=False, guessed=False, scores=[],
                  rng=rng.state)
    _deal_round(state)
    return state


def _deal_round(s: State) -> None:
    """Gather every card, shuffle each colour, deal 5 vowels + 7 consonants
    to each player, and give everyone 3 tokens (the preparation phase)."""
    rng = Rng(s.rng)
    vowels = list(range(deck.VOWEL_CARDS))
    consonants = list(range(deck.VOWEL_CARDS, len(deck.CARDS)))
    rng.shuffle(vowels)
    rng.shuffle(consonants)
    s.seats = []
    for _ in s.players:
        hand = vowels[:deck.HAND_VOWELS] + consonants[:deck.HAND_CONSONANTS]
        del vowels[:deck.HAND_VOWELS], consonants[:deck.HAND_CONSONANTS]
        s.seats.append(Seat(hand=hand, dealt=list(hand)))
    s.stock = vowels + consonants
    s.box = []
    s.phase = "compose"
    s.current = None
    s.flipped = s.guessed = False
    s.rng = rng.state


# ---------------------------------------------------------------- queries

def on_table(s: State, seat: int) -> bool:
    word = s.seats[seat].word
    return word is not None and word.status == ON_TABLE


def opponents_on_table(s: State, player: int) -> list[int]:
    """The seats whose word lies on the table, other than ``player``'s."""
    return [q for q in range(s.n) if q != player and on_table(s, q)]


def can_guess(s: State, player: int) -> bool:
    return s.seats[player].tokens > 0 and bool(opponents_on_table(s, player))


def hand_spells_a_word(s: State, player: int, lexicon: Lexicon) -> bool:
    letters = deck.letters_of(s.seats[player].hand)
    return bool(formable(lexicon, letters, s.min_length))


def totals(s: State) -> list[int]:
    return [sum(row[i] for row in s.scores) for i in range(s.n)]


def winners(s: State) -> list[int]:
    """The seats with the most points (several on a tie); only at game over."""
    if s.phase != "game_over":
        return []
    t = totals(s)
    return [i for i in range(s.n) if t[i] == max(t)]


def history_entry(s: State) -> dict[str, Any]:
    """What the app's game history keeps of a finished game."""
    if s.phase != "game_over":
        raise ValueError("wordz: the game is not over")
    return {
        "game": "wordz",
        "players": [p.name for p in s.players],
        "kinds": [p.kind if p.kind == "human" else f"computer:{p.level}"
                  for p in s.players],
        "rounds": [list(row) for row in s.scores],
        "scores": totals(s),
        "winners": winners(s),
    }


# ---------------------------------------------------------------- apply

def apply(state: State, action: dict[str, Any], lexicon: Lexicon) -> State:
    """The state after ``action``; raises IllegalAction, leaving ``state`` as is."""
    if not isinstance(action, dict):
        raise IllegalAction("wordz.unknown_action", type=str(action))
    kind = action.get("type")
    handler = _HANDLERS.get(kind) if isinstance(kind, str) else None
    if handler is None:
        raise IllegalAction("wordz.unknown_action", type=str(kind))
    s = _copy(state)
    handler(s, action, lexicon)
    return s


def _copy(s: State) -> State:
    # Explicit rather than copy.deepcopy: self-play applies tens of thousands
    # of actions, and only these lists ever change.
    return State(
        players=s.players, rounds=s.rounds, min_length=s.min_length, round=s.round,
        phase=s.phase,
        seats=[Seat(hand=list(t.hand), dealt=list(t.dealt), tokens=t.tokens,
                    won=list(t.won),
                    word=None if t.word is None else Word(
                        cards=list(t.word.cards), face_up=list(t.word.face_up),
                        status=t.word.status,
                        wrong_guesses=list(t.word.wrong_guesses)))
               for t in s.seats],
        stock=list(s.stock), box=list(s.box), starter=s.starter, current=s.current,
        flipped=s.flipped, guessed=s.guessed, scores=[list(r) for r in s.scores],
        rng=s.rng, log=list(s.log))


def _player(s: State, action: dict[str, Any]) -> int:
    p = action.get("player")
    if not isinstance(p, int) or isinstance(p, bool) or not 0 <= p < s.n:
        raise IllegalAction("wordz.bad_player", player=str(p))
    return p


def _target(s: State, player: int, action: dict[str, Any]) -> int:
    q = action.get("target")
    if not isinstance(q, int) or isinstance(q, bool) or not 0 <= q < s.n:
        raise IllegalAction("wordz.bad_player", player=str(q))
    if q == player:
        raise IllegalAction("wordz.own_word")
    if not on_table(s, q):
        raise IllegalAction("wordz.no_word", player=s.players[q].name)
    return q


def _spelled(lexicon: Lexicon, action: dict[str, Any]) -> str:
    raw = action.get("word")
    word = lexicon.normalize(raw) if isinstance(raw, str) else None
    if not word:
        raise IllegalAction("wordz.not_letters", word=str(raw))
    return word


def _compose(s: State, action: dict[str, Any], lexicon: Lexicon) -> None:
    p = _player(s, action)
    if s.phase != "compose":
        raise IllegalAction("wordz.not_composing")
    seat = s.seats[p]
    if seat.word is not None:
        raise IllegalAction("wordz.already_composed")
    word = _spelled(lexicon, action)
    if len(word) < s.min_length:
        raise IllegalAction("wordz.too_short", min=s.min_length)
    missing = Counter(word) - deck.letters_of(seat.hand)
    if missing:
        raise IllegalAction("wordz.not_in_hand", letters="".join(sorted(missing.elements())))
    if word not in lexicon:
        raise IllegalAction("wordz.not_a_word", word=word)
    cards: list[int] = []
    rest = list(seat.hand)
    for letter in word:
        card = next(c for c in rest if deck.CARDS[c] == letter)
        rest.remove(card)
        cards.append(card)
    seat.word = Word(cards=cards, face_up=[False] * len(cards))
    seat.hand = []
    s.box.extend(rest)  # unused cards go back to the box
    s.log.append({"type": "composed", "round": s.round, "player": p,
                  "length": len(cards)})
    if all(t.word is not None for t in s.seats):
        s.phase = "play"
        s.current = s.starter
        s.flipped = s.guessed = False
        s.log.append({"type": "play", "round": s.round, "player": s.starter})


def _redeal(s: State, action: dict[str, Any], lexicon: Lexicon) -> None:
    """A hand that spells no word of the minimum length is dealt again: the
    rulebook has no such case, but a player must be able to lay a word."""
    p = _player(s, action)
    if s.phase != "compose":
        raise IllegalAction("wordz.not_composing")
    seat = s.seats[p]
    if seat.word is not None:
        raise IllegalAction("wordz.already_composed")
    if hand_spells_a_word(s, p, lexicon):
        raise IllegalAction("wordz.word_possible", min=s.min_length)
    pool = s.stock + seat.hand
    vowels = [c for c in pool if deck.is_vowel_card(c)]
    consonants = [c for c in pool if not deck.is_vowel_card(c)]
    rng = Rng(s.rng)
    rng.shuffle(vowels)
    rng.shuffle(consonants)
    s.rng = rng.state
    seat.hand = vowels[:deck.HAND_VOWELS] + consonants[:deck.HAND_CONSONANTS]
    seat.dealt = list(seat.hand)
    s.stock = vowels[deck.HAND_VOWELS:] + consonants[deck.HAND_CONSONANTS:]
    s.log.append({"type": "redeal", "round": s.round, "player": p})


def _turn_player(s: State, action: dict[str, Any]) -> int:
    p = _player(s, action)
    if s.phase != "play":
        raise IllegalAction("wordz.not_playing")
    if p != s.current:
        assert s.current is not None
        raise IllegalAction("wordz.not_your_turn", player=s.players[s.current].name)
    return p


def _flip(s: State, action: dict[str, Any], lexicon: Lexicon) -> None:
    p = _turn_player(s, action)
    if s.flipped:
        raise IllegalAction("wordz.already_flipped")
    q = _target(s, p, action)
    word = s.seats[q].word
    assert word is not None
    i = action.get("index")
    if not isinstance(i, int) or isinstance(i, bool) or not 0 <= i < len(word.cards):
        raise IllegalAction("wordz.bad_card", index=str(i))
    if word.face_up[i]:
        raise IllegalAction("wordz.face_up", index=i)
    word.face_up[i] = True
    s.flipped = True
    s.log.append({"type": "flip", "round": s.round, "player": p, "target": q,
                  "index": i, "letter": deck.CARDS[word.cards[i]]})
    if all(word.face_up):
        # the last card: every card of the word goes to its owner
        word.status = REVEALED
        s.seats[q].won.extend(word.cards)
        s.log.append({"type": "revealed", "round": s.round, "player": q,
                      "word": word.text})
    _after_action(s)


def _guess(s: State, action: dict[str, Any], lexicon: Lexicon) -> None:
    p = _turn_player(s, action)
    if s.guessed:
        raise IllegalAction("wordz.already_guessed")
    if s.seats[p].tokens == 0:
        raise IllegalAction("wordz.no_tokens")
    q = _target(s, p, action)
    word = s.seats[q].word
    assert word is not None
    guess = _spelled(lexicon, action)
    if len(guess) != len(word.cards):
        raise IllegalAction("wordz.wrong_length", length=len(word.cards))
    if guess in word.wrong_guesses:
        raise IllegalAction("wordz.known_wrong", word=guess)
    if guess not in lexicon:
        raise IllegalAction("wordz.guess_not_a_word", word=guess)
    s.seats[p].tokens -= 1
    s.seats[q].tokens += 1  # the bet token goes to the word's owner
    s.guessed = True
    right = guess == word.text
    s.log.append({"type": "guess", "round": s.round, "player": p, "target": q,
                  "word": guess, "right": right})
    if right:
        # the guesser takes the cards still face down, the owner those face up
        word.status = GUESSED
        s.seats[p].won.extend(word.face_down())
        s.seats[q].won.extend(word.shown())
    else:
        word.wrong_guesses.append(guess)
    _after_action(s)


def _end_turn(s: State, action: dict[str, Any], lexicon: Lexicon) -> None:
    _turn_player(s, action)
    if not s.flipped:
        raise IllegalAction("wordz.must_flip")
    _next_turn(s)


def _after_action(s: State) -> None:
    """End the turn when nothing is left to do in it, and the round when no
    word is left on the table."""
    if not any(on_table(s, q) for q in range(s.n)):
        _end_round(s)
        return
    p = s.current
    assert p is not None
    flip_done = s.flipped or not opponents_on_table(s, p)
    guess_done = s.guessed or not can_guess(s, p)
    if flip_done and guess_done:
        _next_turn(s)


def _next_turn(s: State) -> None:
    """Pass clockwise to the next player who has an opponent's card to flip
    (a player whose word is the only one left on the table is skipped)."""
    assert s.current is not None
    for step in range(1, s.n + 1):
        q = (s.current + step) % s.n
        if opponents_on_table(s, q):
            s.current = q
            s.flipped = s.guessed = False
            return
    raise AssertionError("a word on the table always has an opponent to flip it")


def _end_round(s: State) -> None:
    row = [len(t.won) for t in s.seats]
    s.scores.append(row)
    s.log.append({"type": "round_end", "round": s.round, "scores": list(row)})
    s.current = None
    s.flipped = s.guessed = False
    # fewest points starts the next round, then fewest tokens; on a full tie
    # the first of them clockwise after this round's starter, so that the
    # start moves on as it would at a table
    order = [(s.starter + k) % s.n for k in range(1, s.n + 1)]
    s.starter = min(order, key=lambda q: (row[q], s.seats[q].tokens, order.index(q)))
    if s.round >= s.rounds:
        s.phase = "game_over"
        s.log.append({"type": "game_over", "scores": totals(s), "winners": winners(s)})
    else:
        s.phase = "round_over"


def _next_round(s: State, action: dict[str, Any], lexicon: Lexicon) -> None:
    if s.phase != "round_over":
        raise IllegalAction("wordz.round_not_over")
    s.round += 1
    _deal_round(s)


_HANDLERS = {
    "compose": _compose,
    "redeal": _redeal,
    "flip": _flip,
    "guess": _guess,
    "end_turn": _end_turn,
    "next_round": _next_round,
}


# ---------------------------------------------------------------- checks

def card_locations(s: State) -> Counter[int]:
    """How many times each card id is somewhere (each must be exactly once)."""
    where: Counter[int] = Counter(s.stock)
    where.update(s.box)
    for t in s.seats:
        where.update(t.hand)
        where.update(t.won)
        if t.word is not None and t.word.status == ON_TABLE:
            where.update(t.word.cards)
    return where


def check(s: State) -> None:
    """Raise ValueError unless the state keeps the game's invariants: every
    card in exactly one place, the tokens in play summing to 3 per player."""
    if card_locations(s) != Counter(range(len(deck.CARDS))):
        raise ValueError("wordz: cards are not conserved")
    if sum(t.tokens for t in s.seats) != TOKENS_EACH * s.n or any(
            t.tokens < 0 for t in s.seats):
        raise ValueError("wordz: tokens are not conserved")


# ---------------------------------------------------------------- saves

def to_dict(s: State) -> dict[str, Any]:
    """JSON-ready data of the whole state (a save; it holds hidden cards)."""
    return {
        "version": VERSION,
        "game": "wordz",
        "players": [{"name": p.name, "kind": p.kind, "level": p.level}
                    for p in s.players],
        "rounds": s.rounds,
        "min_length": s.min_length,
        "round": s.round,
        "phase": s.phase,
        "seats": [{
            "hand": list(t.hand), "dealt": list(t.dealt), "tokens": t.tokens,
            "won": list(t.won),
            "word": None if t.word is None else {
                "cards": list(t.word.cards), "face_up": list(t.word.face_up),
                "status": t.word.status, "wrong_guesses": list(t.word.wrong_guesses)},
        } for t in s.seats],
        "stock": list(s.stock),
        "box": list(s.box),
        "starter": s.starter,
        "current": s.current,
        "flipped": s.flipped,
        "guessed": s.guessed,
        "scores": [list(r) for r in s.scores],
        # a string: JavaScript numbers, which a save may pass through, hold
        # only 53 bits of the 64-bit generator state
        "rng": str(s.rng),
        "log": [dict(e) for e in s.log],
    }


_PHASES = ("compose", "play", "round_over", "game_over")
_STATUSES = (ON_TABLE, GUESSED, REVEALED)


def from_dict(data: Any) -> State:
    """The state saved by ``to_dict``; ValueError for anything else (another
    version, a missing field, cards or tokens that do not add up)."""
    if not isinstance(data, dict) or data.get("game") != "wordz":
        raise ValueError("wordz: not a Wordz save")
    if data.get("version") != VERSION:
        raise ValueError(f"wordz: unsupported save version {data.get('version')!r}")
    try:
        s = _from_dict_v1(data)
    except (KeyError, TypeError, AttributeError) as err:
        raise ValueError(f"wordz: malformed save ({err!r})") from None
    check(s)
    return s


def _ints(value: Any) -> list[int]:
    if not isinstance(value, list) or not all(
            isinstance(v, int) and not isinstance(v, bool) for v in value):
        raise TypeError("expected a list of integers")
    return list(value)


def _int(value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError("expected an integer")
    return value


def _bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise TypeError("expected a boolean")
    return value


def _word_from(data: Any) -> Word | None:
    if data is None:
        return None
    cards = _ints(data["cards"])
    face_up = [_bool(v) for v in data["face_up"]]
    wrong = data["wrong_guesses"]
    if (len(face_up) != len(cards) or not cards or data["status"] not in _STATUSES
            or not all(isinstance(w, str) for w in wrong)):
        raise TypeError("bad word")
    return Word(cards=cards, face_up=face_up, status=data["status"],
                wrong_guesses=list(wrong))


def _from_dict_v1(d: dict[str, Any]) -> State:
    players = []
    for p in d["players"]:
        if not isinstance(p["name"], str) or p["kind"] not in KINDS or (
                p["kind"] == "computer") != (p["level"] in LEVELS):
            raise TypeError("bad player")
        players.append(Player(name=p["name"], kind=p["kind"], level=p["level"]))
    seats = [Seat(hand=_ints(t["hand"]), dealt=_ints(t["dealt"]),
                  tokens=_int(t["tokens"]), won=_ints(t["won"]),
                  word=_word_from(t["word"])) for t in d["seats"]]
    n = len(players)
    current = d["current"]
    if current is not None:
        current = _int(current)
    rng = d["rng"]
    s = State(players=players, rounds=_int(d["rounds"]), min_length=_int(d["min_length"]),
              round=_int(d["round"]), phase=d["phase"], seats=seats,
              stock=_ints(d["stock"]), box=_ints(d["box"]), starter=_int(d["starter"]),
              current=current, flipped=_bool(d["flipped"]), guessed=_bool(d["guessed"]),
              scores=[_ints(r) for r in d["scores"]],
              rng=int(rng) if isinstance(rng, (str, int)) and not isinstance(rng, bool)
              else _int(rng),
              log=[dict(e) for e in d["log"]])
    if (not MIN_PLAYERS <= n <= MAX_PLAYERS or len(seats) != n
            or s.phase not in _PHASES or not 0 <= s.starter < n
            or (current is not None and not 0 <= current < n)
            or (s.phase == "play") != (current is not None)
            or not 1 <= s.round <= s.rounds
            or any(len(r) != n for r in s.scores)
            or not 0 <= s.rng < 1 << 64):
        raise TypeError("inconsistent state")
    return s
