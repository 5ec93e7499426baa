"""Composing a Wordz word from a hand: clicked cards and typed letters kept in
step, and the panel where the player does it."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

from ...lexicon import Lexicon
from ...text import MAX_TYPED
from ...wordz.deck import VOWELS
from ..shell.vnode import Node, act, button, h
from .table import card_node

if TYPE_CHECKING:
    from ..shell.app import App


def typed_letters(lexicon: Lexicon, text: str) -> list[str]:
    """The letters of ``text`` as the lexicon stores them (É→E, Œ→OE);
    characters that are no letter are left out here (the rules refuse them
    when the word is laid, saying why)."""
    out: list[str] = []
    for ch in text:
        letters = lexicon.normalize(ch)
        if letters:
            out.extend(letters)
    return out


@dataclass(frozen=True)
class Spelling:
    """How the letters spelled so far sit on the hand's cards."""
    letters: list[str]
    card_of: list[int | None]       # per letter: the hand card spelling it, None if none is left

    @property
    def used(self) -> dict[int, int]:
        """Hand card -> its place in the word."""
        return {card: place for place, card in enumerate(self.card_of) if card is not None}

    @property
    def missing(self) -> str:
        return "".join(sorted(letter for letter, card in zip(self.letters, self.card_of)
                              if card is None))


def spell(hand: list[str], letters: list[str]) -> Spelling:
    """Give each letter the first card of the hand carrying it that is still
    free (cards with the same letter are alike, so which one does not matter)."""
    free = list(range(len(hand)))
    card_of: list[int | None] = []
    for letter in letters:
        card = next((c for c in free if hand[c] == letter), None)
        if card is not None:
            free.remove(card)
        card_of.append(card)
    return Spelling(letters, card_of)


def click_card(hand: list[str], letters: list[str], card: int) -> list[str]:
    """The letters after a click on hand card ``card``: a card in the word
    leaves it, a free card is added at the end."""
    place = spell(hand, letters).used.get(card)
    if place is not None:
        return letters[:place] + letters[place + 1:]
    return [*letters, hand[card]]


def compose_panel(app: "App", name: str, hand: list[str], typed: str,
                  letters: list[str], min_length: int, problem: Node | None,
                  mark: Callable[[str], str], focus: str) -> Node:
    """The private panel, cards first so that a phone shows them at once: the
    hand face up to its owner, the word so far as cards, the buttons to lay it
    or clear it, then a field for whoever prefers to type (it never takes the
    focus by itself: on a phone the keyboard would cover the cards; letters
    typed on a keyboard reach the word wherever the focus is, see
    ``WordzScreen.key``).  ``mark`` is the guided game's pointer; ``focus``
    the heading's focus token (see assets/js/dom.js)."""
    t = app.t
    spelling = spell(hand, letters)
    used = spelling.used
    word_cards = [card_node(f"w{place}", vowel=letter in VOWELS, letter=letter, up=True,
                            label=t("wordz_ui.word_card", letter=letter, n=place + 1),
                            action=act("pick", card=card) if card is not None else None,
                            classes=("missing",) if card is None else ())
                  for place, (letter, card) in enumerate(zip(letters, spelling.card_of))]
    hand_cards = []
    for card, letter in enumerate(hand):
        place = used.get(card)
        hand_cards.append(card_node(
            f"h{card}", vowel=letter in VOWELS, letter=letter, up=True,
            label=t("wordz_ui.hand_card", letter=letter) if place is None
            else t("wordz_ui.hand_card_used", letter=letter, n=place + 1),
            action=act("pick", card=card), classes=("used",) if place is not None else (),
            badge=str(place + 1) if place is not None else None,
            attrs={"data-hand": str(card), "data-letter": letter,
                   "aria-pressed": "true" if place is not None else "false"}))
    missing = spelling.missing
    return h("section", {"class": "panel wz-compose", "data-compose": name},
             h("h2", {"tabindex": "-1", "focus": focus, "data-keys": "compose"},
               t("wordz_ui.compose_title", name=name)),
             h("div", {"class": "wz-compose-cards", "data-keys": "hand"},
               h("div", {"class": f"wz-hand {mark('hand')}".strip(), "role": "group",
                         "aria-label": t("wordz_ui.your_cards")}, hand_cards),
               h("div", {"class": "wz-word wz-building", "role": "group", "aria-live": "polite",
                         "aria-label": t("wordz_ui.word_so_far"),
                         "style": {"--n": str(max(len(letters), min_length))}},
                 word_cards or h("span", {"class": "muted"}, t("wordz_ui.pick_hint"))),
               h("p", {"class": "pending muted", "data-missing": missing},
                 t("wordz_ui.missing", letters=missing)) if missing and problem is None else None,
               problem,
               h("div", {"class": f"actions {mark('compose')}".strip()},
                 button(t("wordz_ui.lay_word"), act("compose"), cls="btn primary",
                        disabled=not letters, **{"data-lay": "1"}),
                 button(t("wordz_ui.clear"), act("clear"), cls="btn", disabled=not typed))),
             h("p", {"class": "muted wz-help"}, t("wordz_ui.compose_help", min=min_length)),
             h("div", {"class": "wz-input"},
               h("input", {"type": "text", "value": typed, "name": "word",
                           "autocomplete": "off", "autocapitalize": "characters",
                           "spellcheck": "false", "data-keys": "word", "maxlength": str(MAX_TYPED),
                           "aria-label": t("wordz_ui.type_word"),
                           "placeholder": t("wordz_ui.type_word"),
                           "data-input": act("type")})),
             button(t("wordz_ui.redeal"), act("redeal"), cls="btn ghost wz-redeal",
                    **{"data-redeal": "1"}))
