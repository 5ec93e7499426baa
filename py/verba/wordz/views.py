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

from . import deck
from .game import ON_TABLE, TOTAL_TOKENS, State, can_guess, opponents_on_table, totals, winners


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
