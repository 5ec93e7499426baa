"""What one player may see of a Wordz game, as JSON-ready data.

On one shared screen the UI shows ``view(state, p)`` to player ``p`` only
(behind a hand-off screen), and ``view(state, None)`` — the public table —
to everyone.  Computer players read the same view, never the state, so they
cannot use a hidden card.

What is public: the deck's composition, every word's length and the colour of
each card (the backs are yellow or blue), face-up letters, wrong guesses,
tokens, cards won (a word that left the table was spelled out or fully
turned, so all its letters are known), the score sheet and the event log.
What is private to a player: the cards in their hand, the 12 cards they were
dealt this round (they remember those put back in the box), and the letters
of their own face-down cards.  The stock and the box stay hidden from all.
"""
from __future__ import annotations

from typing import Any

from ..text import MAX_NAME, MAX_TYPED
from . import deck, events
from .game import (GUESSED, MAX_PLAYERS, MAX_ROUNDS, MIN_PLAYERS, ON_TABLE, REVEALED,
                   TOTAL_TOKENS, State, can_guess, opponents_on_table, totals, winners)

PHASES = ("compose", "play", "round_over", "game_over")
STATUSES = (ON_TABLE, GUESSED, REVEALED)


def view(state: State, viewer: int | None) -> dict[str, Any]:
    """The game as ``viewer`` sees it (``None``: what everyone sees)."""
    if viewer is not None and not 0 <= viewer < state.n:
        raise ValueError(f"wordz: no player {viewer}")
    seats = []
    for i, seat in enumerate(state.seats):
        word = seat.word
        if word is None:
            shown_word = None
        else:
            public = word.status != ON_TABLE
            shown_word = {
                "status": word.status,
                "cards": [{
                    "vowel": deck.is_vowel_card(card),
                    "face_up": up,
                    "letter": deck.CARDS[card] if up or public or i == viewer else None,
                } for card, up in zip(word.cards, word.face_up)],
                "wrong_guesses": list(word.wrong_guesses),
            }
        seats.append({
            "composed": word is not None,
            "word": shown_word,
            "tokens": seat.tokens,
            "won": [deck.CARDS[c] for c in seat.won],
        })
    turn = None
    if state.phase == "play" and state.current is not None:
        p = state.current
        turn = {"player": p, "flipped": state.flipped, "guessed": state.guessed,
                "can_flip": not state.flipped and bool(opponents_on_table(state, p)),
                "can_guess": not state.guessed and can_guess(state, p)}
    me = None
    if viewer is not None:
        own = state.seats[viewer]
        me = {"player": viewer,
              "hand": sorted((deck.CARDS[c] for c in own.hand), key=_card_order),
              "dealt": sorted((deck.CARDS[c] for c in own.dealt), key=_card_order)}
    return {
        "game": "wordz",
        "viewer": viewer,
        "me": me,
        "phase": state.phase,
        "round": state.round,
        "rounds": state.rounds,
        "min_length": state.min_length,
        "players": [{"name": p.name, "kind": p.kind, "level": p.level}
                    for p in state.players],
        "seats": seats,
        "turn": turn,
        "starter": state.starter,
        "deck": dict(deck.LETTER_COUNTS),
        "tokens_in_box": TOTAL_TOKENS - sum(t.tokens for t in state.seats),
        "stock_size": len(state.stock),
        "box_size": len(state.box),
        "scores": [list(r) for r in state.scores],
        "totals": totals(state),
        "winners": winners(state),
        "log": [dict(e) for e in state.log],
    }


_ORDER = {k: i for i, k in enumerate(deck.VOWELS + deck.CONSONANTS)}


def _card_order(letter: str) -> int:
    # vowels first, as the cards are fanned by colour; letters sorted so the
    # hand's order says nothing about the deal
    return _ORDER[letter]


def check(data: Any, viewer: int) -> dict[str, Any]:
    """``data`` if it is a view for ``viewer`` the table can draw (as a view
    from another device is taken in): its shape, every field with its type
    and range, the letters the deck has, the log's events; ValueError
    otherwise. It does not replay the game: the host's engine is trusted
    with the rules, not the wire with the shape."""
    try:
        _check(data, viewer)
    except (KeyError, TypeError, AttributeError, IndexError) as err:
        raise ValueError(f"damaged Wordz view: {str(err)[:80]}") from None
    return data


def _check(data: Any, viewer: int) -> None:
    def need(ok: bool, what: str) -> None:
        if not ok:
            raise TypeError(what)

    def count(value: Any, high: int = 1 << 31) -> bool:
        return type(value) is int and 0 <= value <= high

    def letters(values: Any, limit: int) -> bool:
        return isinstance(values, list) and len(values) <= limit and all(
            v in deck.LETTER_COUNTS for v in values)

    need(isinstance(data, dict) and data["game"] == "wordz" and data["viewer"] == viewer,
         "not a view of this seat")
    players, seats = data["players"], data["seats"]
    need(isinstance(players, list) and isinstance(seats, list)
         and MIN_PLAYERS <= len(players) == len(seats) <= MAX_PLAYERS and 0 <= viewer < len(seats),
         "bad seats")
    n = len(players)
    for p in players:
        need(isinstance(p["name"], str) and 0 < len(p["name"]) <= MAX_NAME, "bad name")
    need(data["phase"] in PHASES and count(data["round"], MAX_ROUNDS)
         and count(data["rounds"], MAX_ROUNDS) and count(data["min_length"], 20), "bad phase")
    me = data["me"]
    need(me["player"] == viewer and letters(me["hand"], 12) and letters(me["dealt"], 12), "bad hand")
    for seat in seats:
        need(count(seat["tokens"], TOTAL_TOKENS) and letters(seat["won"], len(deck.CARDS))
             and isinstance(seat["composed"], bool), "bad seat")
        word = seat["word"]
        if word is not None:
            need(word["status"] in STATUSES and isinstance(word["cards"], list)
                 and 0 < len(word["cards"]) <= 12 and isinstance(word["wrong_guesses"], list)
                 and all(isinstance(w, str) and len(w) <= MAX_TYPED
                         for w in word["wrong_guesses"]), "bad word")
            for card in word["cards"]:
                need(isinstance(card["vowel"], bool) and isinstance(card["face_up"], bool)
                     and (card["letter"] is None or card["letter"] in deck.LETTER_COUNTS),
                     "bad card")
    turn = data["turn"]
    need(turn is None or (turn["player"] in range(n) and all(
        isinstance(turn[k], bool) for k in ("flipped", "guessed", "can_flip", "can_guess"))),
         "bad turn")
    need(isinstance(data["scores"], list) and all(
        isinstance(row, list) and len(row) == n and all(count(x) for x in row)
        for row in data["scores"]) and len(data["totals"]) == n
         and all(w in range(n) for w in data["winners"]), "bad scores")
    events.check_log(data["log"], n)
