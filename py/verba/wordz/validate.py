"""What a Wordz state must hold before anything uses it.

``game.from_dict`` reads every field with its type and range, then calls
``check``, which raises ValueError unless the parts agree with one another
the way the engine, the views, the computer players and the screen rely on:
every card in exactly one place and the 3 tokens per player conserved (also
checked after every action by self-play and the property tests), 12 cards
dealt to each player and a word made of them, cards of words off the table
among the cards won, a turn that has something left to do, a score sheet
with one row per finished round, and log entries that name real players,
letters and words. Saves, imported games and any later network message go
through ``from_dict``, so this is the one place.
"""
from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from ..records import is_int
from . import deck
from .events import MAX_EVENTS, check_log

if TYPE_CHECKING:
    from .game import State

ON_TABLE, GUESSED, REVEALED = "table", "guessed", "revealed"
TOKENS_EACH = 3
HAND = deck.HAND_VOWELS + deck.HAND_CONSONANTS
MAX_WORD = HAND
LETTERS = frozenset(deck.VOWELS + deck.CONSONANTS)


def _fail(why: str) -> None:
    raise ValueError(f"wordz: {why}")


def card_locations(s: "State") -> Counter[int]:
    """How many times each card id is somewhere (each must be exactly once)."""
    where: Counter[int] = Counter(s.stock)
    where.update(s.box)
    for t in s.seats:
        where.update(t.hand)
        where.update(t.won)
        if t.word is not None and t.word.status == ON_TABLE:
            where.update(t.word.cards)
    return where


def conserved(s: "State") -> None:
    """Raise ValueError unless every card is in exactly one place and the
    tokens in play sum to 3 per player."""
    if card_locations(s) != Counter(range(len(deck.CARDS))):
        _fail("cards are not conserved")
    if sum(t.tokens for t in s.seats) != TOKENS_EACH * s.n or any(t.tokens < 0 for t in s.seats):
        _fail("tokens are not conserved")


def _spelled(word: Any, length: int | None = None) -> str:
    if not isinstance(word, str) or not 1 <= len(word) <= MAX_WORD or not set(word) <= LETTERS:
        _fail("a word that is not in capital letters")
    if length is not None and len(word) != length:
        _fail("a word of the wrong length")
    return word


def _check_cards(s: "State") -> None:
    """Every id is a card; each seat was dealt 5 vowels and 7 consonants, and
    its word is made of them."""
    cards = len(deck.CARDS)
    ids = [*s.stock, *s.box]
    for seat in s.seats:
        ids += [*seat.hand, *seat.dealt, *seat.won, *(seat.word.cards if seat.word else ())]
    if any(not 0 <= c < cards for c in ids):
        _fail("a card that is not in the deck")
    conserved(s)
    won = {c for seat in s.seats for c in seat.won}
    for seat in s.seats:
        dealt = seat.dealt
        if len(set(dealt)) != HAND or sum(deck.is_vowel_card(c) for c in dealt) != deck.HAND_VOWELS:
            _fail("a hand dealt other than 5 vowels and 7 consonants")
        word = seat.word
        if word is None:
            if s.phase != "compose" or sorted(seat.hand) != sorted(dealt):
                _fail("a hand that is not the cards dealt")
            continue
        if seat.hand:
            _fail("cards in hand after the word is laid")
        if len(set(word.cards)) != len(word.cards) or not set(word.cards) <= set(dealt):
            _fail("a word not made of the cards dealt")
        if not s.min_length <= len(word.cards) <= HAND:
            _fail("a word shorter than the minimum")
        if word.status != ON_TABLE and not set(word.cards) <= won:
            _fail("the cards of a word off the table are not among the cards won")
        if (word.status == REVEALED) != all(word.face_up):
            _fail("a word whose cards are all face up is revealed, and only it")
        # tokens go round (the owner bets them again): no bound but the log's
        if len(word.wrong_guesses) > MAX_EVENTS or len(set(word.wrong_guesses)) != len(
                word.wrong_guesses):
            _fail("bad wrong guesses")
        for guess in word.wrong_guesses:
            _spelled(guess, len(word.cards))


def _opponents(s: "State", player: int) -> list[int]:
    return [q for q, seat in enumerate(s.seats) if q != player and seat.word is not None
            and seat.word.status == ON_TABLE]


def _check_phase(s: "State") -> None:
    words = [seat.word for seat in s.seats]
    played = s.round - (s.phase in ("compose", "play"))
    if len(s.scores) != played:
        _fail("the score sheet does not have a row per finished round")
    if any(sum(row) > len(deck.CARDS) or min(row) < 0 for row in s.scores):
        _fail("bad scores")
    if (s.phase == "game_over" and s.round != s.rounds) or (
            s.phase == "round_over" and s.round >= s.rounds):
        _fail("the last round ends the game, and only it")
    if s.phase == "compose":
        if any(w is not None and (w.status != ON_TABLE or any(w.face_up)) for w in words) or any(
                seat.won for seat in s.seats) or s.flipped or s.guessed:
            _fail("play began before every word was laid")
        return
    if any(w is None for w in words):
        _fail("a seat without a word after the preparation")
    if s.phase != "play":
        if any(w.status == ON_TABLE for w in words if w is not None) or s.flipped or s.guessed:
            _fail("a round over with words on the table")
        return
    current = s.current
    assert current is not None      # the reader pairs "play" with a current player
    opponents = _opponents(s, current)
    if not opponents:
        _fail("the player to move has no card to flip")
    can_guess = s.seats[current].tokens > 0
    if (s.flipped or not opponents) and (s.guessed or not can_guess):
        _fail("a turn with nothing left to do")


def _check_event(e: dict[str, Any], s: "State") -> None:
    """An event's values within what the game can reach (its fields and
    their kinds are ``events.check_log``'s)."""
    n = s.n
    if "round" in e and not is_int(e["round"], 1, s.round):
        _fail("an event of a round not played")
    for key in ("player", "target"):   # a take-back of an end of turn has no target
        if e.get(key) is not None and not is_int(e[key], 0, n - 1):
            _fail("an event naming no player")
    if "length" in e and not is_int(e["length"], 1, MAX_WORD):
        _fail("bad length")
    if "index" in e and not is_int(e["index"], 0, MAX_WORD - 1):
        _fail("bad index")
    if "letter" in e:
        _spelled(e["letter"], 1)
    if e.get("word") is not None:
        _spelled(e["word"])
    if "right" in e and type(e["right"]) is not bool:
        _fail("bad guess")
    if "scores" in e and not (isinstance(e["scores"], list) and len(e["scores"]) == n
                              and all(is_int(v, 0, 10 * len(deck.CARDS)) for v in e["scores"])):
        _fail("bad scores")
    if "winners" in e and not (isinstance(e["winners"], list) and 1 <= len(e["winners"]) <= n
                               and all(is_int(v, 0, n - 1) for v in e["winners"])):
        _fail("bad winners")


def check(s: "State") -> None:
    """ValueError unless ``s`` is one the engine, the views and the screen can use."""
    _check_cards(s)
    _check_phase(s)
    try:
        check_log(s.log, s.n)
    except TypeError as error:
        _fail(str(error)[:80])
    for event in s.log:
        _check_event(event, s)
