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
``IllegalAction``; the state passed in is never changed.  It also keeps, in
``state.undo``, the position a person's take-back would return to (see
``verba.wordz.takeback``).  The state holds
everything, hidden cards included: a player (and a computer player) sees it
through ``verba.wordz.views.view``.  Rules decisions are in docs/RULES.md.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Any

from verba.errors import IllegalAction
from verba.lexicon import Lexicon
from verba.rng import Rng
from verba.text import check_name

from . import deck, validate
from .candidates import formable
from .events import MAX_EVENTS
from .validate import GUESSED, ON_TABLE, REVEALED, TOKENS_EACH
from .validate import conserved as check

VERSION = 2
MIN_PLAYERS = 2
MAX_PLAYERS = 7
TOTAL_TOKENS = 21
DEFAULT_ROUNDS = 3
MAX_ROUNDS = 20
DEFAULT_MIN_LENGTH = 4
MIN_LENGTH_RANGE = (2, 8)
LEVELS = ("easy", "medium", "hard")
KINDS = ("human", "computer")

# Where a composed word is (``validate``): ON_TABLE, or gone from it, GUESSED
# or REVEALED (its last card turned).  Before composing, a seat's word is None.


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
    take_backs: bool = False     # people at one screen agreed to allow take-backs
    taken_back: bool = False     # the current player took a move back this turn
    # where the last person's take-back would return to: the position before
    # their last guess or end of turn (never with an undo of its own)
    undo: State | None = None

    @property
    def n(self) -> int:
        return len(self.players)


# ---------------------------------------------------------------- set-up

def new_game(players: list[Player | dict[str, Any]], seed: int,
             rounds: int = DEFAULT_ROUNDS,
             min_length: int = DEFAULT_MIN_LENGTH, take_backs: bool = False) -> State:
    """A game at the start of round 1's preparation, cards dealt.

    The first player of round 1 is drawn with the seeded generator.
    ``take_backs``: the people agreed to allow take-backs (a lone person
    against computers may always take back).
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
                  rng=rng.state, take_backs=take_backs)
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
    s.flipped = s.guessed = s.taken_back = False
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


def take_backs_allowed(s: State) -> bool:
    """A lone person against computers may take back; people sharing the
    screen only if they all agreed at set-up."""
    people = sum(p.kind == "human" for p in s.players)
    return people == 1 or (people > 1 and s.take_backs)


def totals(s: State) -> list[int]:
    return [sum(row[i] for row in s.scores) for i in range(s.n)]


def winners(s: State) -> list[int]:
    """The seats with the most points (several on a tie); only at game over."""
    if s.phase != "game_over":
        return []
    t = totals(s)
    return [i for i in range(s.n) if t[i] == max(t)]


# ---------------------------------------------------------------- apply

def apply(state: State, action: dict[str, Any], lexicon: Lexicon) -> State:
    """The state after ``action``; raises IllegalAction, leaving ``state`` as is."""
    if not isinstance(action, dict):
        raise IllegalAction("wordz.unknown_action", type=str(action))
    kind = action.get("type")
    handler = _HANDLERS.get(kind) if isinstance(kind, str) else None
    if handler is None:
        raise IllegalAction("wordz.unknown_action", type=str(kind))
    s = copy_state(state)
    handler(s, action, lexicon)
    s.undo = _undo_point(state, s, action)
    return s


def _undo_point(before: State, after: State, action: dict[str, Any]) -> State | None:
    """Where a take-back would return to after ``action``: the position before
    a person's guess or end of turn, kept through the computers' moves that
    follow it; gone with anything else (a flip is never taken back).  Whether
    the take-back is still fair is ``takeback.refusal``'s to say."""
    if after.phase != "play" or not take_backs_allowed(after):
        return None
    player = before.players[action["player"]]
    if player.kind == "computer":
        return before.undo
    if action["type"] in ("guess", "end_turn"):
        return replace(before, undo=None)
    return None


def copy_state(s: State) -> State:
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
        rng=s.rng, log=list(s.log), take_backs=s.take_backs, taken_back=s.taken_back,
        undo=s.undo)  # an undo point is never changed, only replaced


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


def read_guess(lexicon: Lexicon, action: dict[str, Any], length: int,
               wrong: list[str] | tuple[str, ...]) -> str:
    """The word ``action`` guesses, as the word list spells it; IllegalAction
    unless it is a word of the list, of the word's ``length``, not guessed
    wrong before (the daily's guesses are checked here too)."""
    guess = _spelled(lexicon, action)
    if len(guess) != length:
        raise IllegalAction("wordz.wrong_length", length=length)
    if guess in wrong:
        raise IllegalAction("wordz.known_wrong", word=guess)
    if guess not in lexicon:
        raise IllegalAction("wordz.guess_not_a_word", word=guess)
    return guess


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
    guess = read_guess(lexicon, action, len(word.cards), word.wrong_guesses)
    s.seats[p].tokens -= 1
    s.seats[q].tokens += 1  # the bet token goes to the word's owner
    s.guessed = True
    right = guess == word.text
    event: dict[str, Any] = {"type": "guess", "round": s.round, "player": p, "target": q,
                             "word": guess, "right": right}
    s.log.append(event)
    if right:
        # the guesser takes the cards still face down, the owner those face up
        word.status = GUESSED
        s.seats[p].won.extend(word.face_down())
        s.seats[q].won.extend(word.shown())
        event.update(won=len(word.face_down()), kept=len(word.shown()))
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
            s.flipped = s.guessed = s.taken_back = False
            return
    raise AssertionError("a word on the table always has an opponent to flip it")


def _end_round(s: State) -> None:
    row = [len(t.won) for t in s.seats]
    s.scores.append(row)
    s.log.append({"type": "round_end", "round": s.round, "scores": list(row)})
    s.current = None
    s.flipped = s.guessed = s.taken_back = False
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
        "take_backs": s.take_backs,
        "taken_back": s.taken_back,
        "undo": None if s.undo is None else to_dict(s.undo),
    }


_PHASES = ("compose", "play", "round_over", "game_over")
_STATUSES = (ON_TABLE, GUESSED, REVEALED)


def from_dict(data: Any) -> State:
    """The state saved by ``to_dict`` (this version or version 1, which had no
    take-backs); ValueError for anything else (another version, a missing
    field, a state the rules could not reach: see ``validate``; an undo point
    that is not an earlier position of the same round)."""
    if not isinstance(data, dict) or data.get("game") != "wordz":
        raise ValueError("wordz: not a Wordz save")
    version = data.get("version")
    if type(version) is not int or version not in (1, VERSION):
        raise ValueError(f"wordz: unsupported save version {str(version)[:20]!r}")
    try:
        s = _read(data)
        if version > 1:
            s.take_backs = _bool(data["take_backs"])
            s.taken_back = _bool(data["taken_back"])
            undo = data["undo"]
            if undo is not None:
                if not isinstance(undo, dict) or undo.get("undo") is not None:
                    raise TypeError("an undo point holds no undo of its own")
                s.undo = _read(undo)
                s.undo.take_backs = _bool(undo["take_backs"])
                if not _earlier(s.undo, s):
                    raise TypeError("the undo point is not an earlier position")
    except (KeyError, TypeError, AttributeError, IndexError) as err:
        raise ValueError(f"wordz: malformed save ({str(err)[:80]})") from None
    for state in (s, s.undo):
        if state is not None:
            validate.check(state)
    return s


def _earlier(before: State, s: State) -> bool:
    """Whether ``before`` can be the undo point of ``s``: a position of the
    same game and round, in play, whose log ``s``'s log goes on from."""
    return (before.players == s.players and before.rounds == s.rounds
            and before.min_length == s.min_length and before.round == s.round
            and before.phase == s.phase == "play" and before.take_backs == s.take_backs
            and before.log == s.log[:len(before.log)])


_CARD_LIMIT = len(deck.CARDS)


def _ints(value: Any, limit: int = _CARD_LIMIT, low: int = 0, high: int = _CARD_LIMIT) -> list[int]:
    if not isinstance(value, list) or len(value) > limit or not all(
            type(v) is int and low <= v <= high for v in value):
        raise TypeError("expected a list of integers")
    return list(value)


def _int(value: Any, low: int, high: int) -> int:
    if type(value) is not int or not low <= value <= high:
        raise TypeError("expected an integer in range")
    return value


def _bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise TypeError("expected a boolean")
    return value


def _list(value: Any, limit: int) -> list[Any]:
    if not isinstance(value, list) or len(value) > limit:
        raise TypeError("expected a list")
    return value


def _word_from(data: Any) -> Word | None:
    if data is None:
        return None
    cards = _ints(data["cards"], validate.HAND)
    face_up = [_bool(v) for v in _list(data["face_up"], validate.HAND)]
    wrong = _list(data["wrong_guesses"], TOTAL_TOKENS)
    if (len(face_up) != len(cards) or not cards or data["status"] not in _STATUSES
            or not all(isinstance(w, str) for w in wrong)):
        raise TypeError("bad word")
    return Word(cards=cards, face_up=face_up, status=data["status"],
                wrong_guesses=list(wrong))


def _rng(value: Any) -> int:
    """The generator's state, saved as decimal text (older saves: a number)."""
    if isinstance(value, str) and value.isascii() and value.isdigit() and len(value) <= 20:
        value = int(value)
    return _int(value, 0, (1 << 64) - 1)


def _read(d: dict[str, Any]) -> State:
    """The fields every version has."""
    players = []
    for p in _list(d["players"], MAX_PLAYERS):
        if p["kind"] not in KINDS or (p["kind"] == "computer") != (p["level"] in LEVELS) or (
                p["kind"] == "human" and p["level"] is not None):
            raise TypeError("bad player")
        players.append(Player(name=check_name(p["name"]), kind=p["kind"], level=p["level"]))
    n = len(players)
    seats = [Seat(hand=_ints(t["hand"], validate.HAND), dealt=_ints(t["dealt"], validate.HAND),
                  tokens=_int(t["tokens"], 0, TOTAL_TOKENS), won=_ints(t["won"]),
                  word=_word_from(t["word"])) for t in _list(d["seats"], n)]
    rounds = _int(d["rounds"], 1, MAX_ROUNDS)
    current = d["current"]
    s = State(players=players, rounds=rounds,
              min_length=_int(d["min_length"], *MIN_LENGTH_RANGE),
              round=_int(d["round"], 1, rounds), phase=d["phase"], seats=seats,
              stock=_ints(d["stock"]), box=_ints(d["box"]), starter=_int(d["starter"], 0, n - 1),
              current=None if current is None else _int(current, 0, n - 1),
              flipped=_bool(d["flipped"]), guessed=_bool(d["guessed"]),
              scores=[_ints(r, n) for r in _list(d["scores"], rounds)],
              rng=_rng(d["rng"]),
              log=[dict(e) for e in _list(d["log"], MAX_EVENTS)])
    if (not MIN_PLAYERS <= n <= MAX_PLAYERS or len(seats) != n
            or s.phase not in _PHASES
            or (s.phase == "play") != (s.current is not None)
            or any(len(r) != n for r in s.scores)):
        raise TypeError("inconsistent state")
    return s
