"""Wordz's daily: guess the computer's hidden French word of the day,
turning as few of its cards as possible.

The word is the one the hard computer player composes from the twelve cards
a two-seat game seeded with the day's seed (``days.seed("wordz", date)``)
deals it: the same for everyone with the same word list. The player plays
the guesser's side of the rulebook's turn against that one word: each turn
they must turn one card over and may guess the word once, in either order;
a guess costs a bet token, and the three tokens are all they get (a wrong
guess gives the token to the word's owner, who never plays it back).
Turning the last card reveals the word: the daily is lost. The player lays
no word, and there are no rounds and no cards to count: the result is the
flips made before the word was found (docs/RULES.md, "Wordz daily").

Actions: ``{"type": "flip", "index": 3}``, ``{"type": "guess", "word": "..."}``.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from ..errors import IllegalAction
from ..lexicon import Lexicon
from ..wordz import ai, deck
from ..wordz import game as wordz_game
from ..wordz.validate import TOKENS_EACH
from .days import seed

KIND = "wordz"
LEXICON = "fr"
COMPOSER = "hard"       # the computer player that lays the day's word
VERSION = 1
OUTCOMES = ("found", "revealed")
MAX_REDEALS = 50        # a hand spells a word almost always; a bound all the same


@dataclass(frozen=True)
class State:
    cards: tuple[int, ...]          # the word's cards (deck ids), in reading order
    face_up: tuple[bool, ...]
    tokens: int = TOKENS_EACH       # bet tokens left
    guesses: tuple[str, ...] = ()   # every guess made, in order
    flipped: bool = False           # this turn's card is turned
    guessed: bool = False           # this turn's guess is made
    outcome: str | None = None      # None while playing, then one of OUTCOMES

    @property
    def word(self) -> str:
        return "".join(deck.CARDS[c] for c in self.cards)

    @property
    def flips(self) -> int:
        return sum(self.face_up)


@dataclass(frozen=True)
class Outcome:
    solved: bool                # the word was found
    figures: dict[str, int]     # flips, guesses, length (kinds.KINDS)
    word: str | None


def word_cards(date: str, lexicon: Lexicon) -> tuple[int, ...]:
    """The cards of the computer's word of the day: a two-seat game is dealt
    with the day's seed, and the hard composer lays its word (asking for new
    cards when its hand spells none, as in a game)."""
    players = [{"name": "A", "kind": "human"}, {"name": "B", "kind": "computer",
                                                 "level": COMPOSER}]
    state = wordz_game.new_game(players, seed(KIND, date))
    for _ in range(MAX_REDEALS):
        action = ai.choose_action(state, lexicon, COMPOSER, player=1)
        state = wordz_game.apply(state, action, lexicon)
        word = state.seats[1].word
        if word is not None:
            return tuple(word.cards)
    raise AssertionError("wordz daily: no word after many deals")


def start(date: str, lexicon: Lexicon, name: str) -> State:
    cards = word_cards(date, lexicon)
    return State(cards, (False,) * len(cards))


def is_done(state: State) -> bool:
    return state.outcome is not None


def apply(state: State, action: Any, lexicon: Lexicon) -> State:
    """The state after ``action``; IllegalAction (a ``wordz.*`` or ``daily.*``
    code) leaves it as it was. A turn is one flip and at most one guess, in
    either order: a flip after the turn's flip, or a guess after the turn's
    guess and flip, begins the next turn."""
    if state.outcome is not None:
        raise IllegalAction("daily.over")
    kind = action.get("type") if isinstance(action, dict) else None
    if kind == "flip":
        after = _flip(state, action.get("index"))
    elif kind == "guess":
        after = _guess(state, action.get("word"), lexicon)
    else:
        raise IllegalAction("wordz.unknown_action", type=str(kind))
    if after.flipped and after.guessed:
        after = replace(after, flipped=False, guessed=False)   # the turn is over
    return after


def _flip(state: State, index: Any) -> State:
    if type(index) is not int or not 0 <= index < len(state.cards):
        raise IllegalAction("wordz.bad_card", index=str(index))
    if state.face_up[index]:
        raise IllegalAction("wordz.face_up", index=index)
    face_up = tuple(up or i == index for i, up in enumerate(state.face_up))
    guessed = state.guessed and not state.flipped   # a second flip: a new turn
    return replace(state, face_up=face_up, flipped=True, guessed=guessed,
                   outcome="revealed" if all(face_up) else None)


def _guess(state: State, raw: Any, lexicon: Lexicon) -> State:
    if state.guessed:
        raise IllegalAction("daily.flip_first")
    if state.tokens == 0:
        raise IllegalAction("wordz.no_tokens")
    word = wordz_game.read_guess(lexicon, {"word": raw}, len(state.cards), state.guesses)
    return replace(state, tokens=state.tokens - 1, guesses=(*state.guesses, word),
                   guessed=True, outcome="found" if word == state.word else None)


def outcome(state: State, date: str, lexicon: Lexicon) -> Outcome:
    return Outcome(state.outcome == "found",
                   {"flips": state.flips, "guesses": len(state.guesses),
                    "length": len(state.cards)}, state.word)


def to_dict(state: State) -> dict[str, Any]:
    return {"version": VERSION, "cards": list(state.cards), "face_up": list(state.face_up),
            "tokens": state.tokens, "guesses": list(state.guesses), "flipped": state.flipped,
            "guessed": state.guessed, "outcome": state.outcome}


def from_dict(data: Any) -> State:
    """A daily in play as stored; ValueError unless every field has its type
    and range and they agree: distinct cards, a token per guess, an outcome
    that follows from the cards and the guesses."""
    if not isinstance(data, dict) or data.get("version") != VERSION:
        raise ValueError("wordz daily: unknown version")
    cards, face_up, guesses = data.get("cards"), data.get("face_up"), data.get("guesses")
    if not (isinstance(cards, list) and 2 <= len(cards) <= deck.HAND_VOWELS + deck.HAND_CONSONANTS
            and all(type(c) is int and 0 <= c < len(deck.CARDS) for c in cards)
            and len(set(cards)) == len(cards)):
        raise ValueError("wordz daily: bad cards")
    if not (isinstance(face_up, list) and len(face_up) == len(cards)
            and all(isinstance(u, bool) for u in face_up)):
        raise ValueError("wordz daily: bad face-up cards")
    if not (isinstance(guesses, list) and len(guesses) <= TOKENS_EACH and all(
            isinstance(g, str) and len(g) == len(cards) and g.isalpha() and g.isupper()
            for g in guesses) and len(set(guesses)) == len(guesses)):
        raise ValueError("wordz daily: bad guesses")
    flipped, guessed, outcome = data.get("flipped"), data.get("guessed"), data.get("outcome")
    if not isinstance(flipped, bool) or not isinstance(guessed, bool) or (flipped and guessed):
        raise ValueError("wordz daily: bad turn")
    state = State(tuple(cards), tuple(face_up), TOKENS_EACH - len(guesses), tuple(guesses),
                  flipped, guessed, outcome if isinstance(outcome, str) else None)
    if data.get("tokens") != state.tokens or outcome not in (None, *OUTCOMES):
        raise ValueError("wordz daily: bad tokens or outcome")
    found = state.word in guesses
    if (outcome == "found") != found or (outcome == "revealed") != (all(face_up) and not found) \
            or (found and guesses[-1] != state.word):
        raise ValueError("wordz daily: the outcome does not follow")
    return state
