"""Wordz's position notation (docs/NOTATION.md).

    wordz:
    round 1 play
    player "Marc" dealt=AAEEICHMNPRS word=MaChINeS tokens=2
    player "Philippe" hard dealt=AEIOULNRSTTV word=vOItuReS wrong=BOITEUSE tokens=4
    current 1 flipped
    starter 1
    stock *
    box AEPRALNT

Cards are written by their letters: a word's face-up cards in capitals, its
face-down ones in lowercase; ``hand=`` is a hand not yet made into a word
(the cards dealt), ``dealt=`` the twelve cards dealt to a player who has
laid their word, ``guessed`` marks a word found by a guess (a word all face
up has been revealed), ``won=`` the cards won this round, ``sheet=`` the
points of each finished round. ``stock *`` (or no ``stock``) is every card
not elsewhere, in the deck's order.

What a position leaves out: the log, and the point a take-back would return
to (``log``, ``undo``). Cards of one letter are alike in play, so a position
does not say which of the twelve E cards is where: reading one gives each
place the cards of its letters in a fixed order (the box, then seat by seat
the hand, the word on the table and the cards won, then the stock).
"""
from __future__ import annotations

from collections import Counter, deque
from typing import Any

from ..text import MAX_NAME
from ..wordz import deck, game
from ..wordz.validate import GUESSED, ON_TABLE, REVEALED, TOKENS_EACH
from . import syntax as S

GAME = "wordz"
KEYS = {"settings": False, "round": False, "player": True, "current": False,
        "starter": False, "stock": False, "box": False, "rng": False}
KINDS = ("human", *game.LEVELS)
PHASES = ("compose", "play", "round_over", "game_over")
TURN_FLAGS = ("flipped", "guessed", "taken_back")
SETTINGS = {"rounds": game.DEFAULT_ROUNDS, "min_length": game.DEFAULT_MIN_LENGTH,
            "take_backs": False}
EMPTY, REST = "-", "*"


# --- writing ---------------------------------------------------------------------

def _letters(cards: list[int]) -> str:
    return "".join(deck.CARDS[c] for c in cards) or EMPTY


def to_text(state: game.State) -> str:
    """The position of ``state``, in canonical form."""
    lines = ["wordz:", *S.settings_line(
        {"rounds": state.rounds, "min_length": state.min_length,
         "take_backs": state.take_backs}, SETTINGS)]
    if (state.round, state.phase) != (1, PHASES[0]):
        lines.append(f"round {state.round} {state.phase}")
    for i, player in enumerate(state.players):
        lines.append(S.player_line(player.name, player.level or KINDS[0], KINDS[0],
                                   *_seat_items(state, i)))
    if state.current is not None:
        flags = [name for name in TURN_FLAGS if getattr(state, name)]
        lines.append(" ".join(["current", str(state.current), *flags]))
    if state.starter:
        lines.append(f"starter {state.starter}")
    lines.append("stock " + _letters(state.stock))
    if state.box:
        lines.append("box " + _letters(state.box))
    if state.rng:
        lines.append(f"rng {state.rng}")
    return "\n".join(lines)


def _seat_items(state: game.State, i: int) -> list[str]:
    seat = state.seats[i]
    word = seat.word
    if word is None:
        items = ["hand=" + _letters(seat.hand)]
    else:
        items = ["dealt=" + _letters(seat.dealt), "word=" + "".join(
            deck.CARDS[c] if up else deck.CARDS[c].lower()
            for c, up in zip(word.cards, word.face_up))]
        if word.status == GUESSED:
            items.append("guessed")
        if word.wrong_guesses:
            items.append("wrong=" + ",".join(word.wrong_guesses))
    if seat.tokens != TOKENS_EACH:
        items.append(f"tokens={seat.tokens}")
    if seat.won:
        items.append("won=" + _letters(seat.won))
    if state.scores:
        items.append("sheet=" + ",".join(str(row[i]) for row in state.scores))
    return items


# --- reading ---------------------------------------------------------------------

def from_text(text: str) -> game.State:
    """The state a position describes; ValueError saying what is wrong and
    where, for text that is not one."""
    fields = S.read(text, GAME, KEYS)
    options = _settings(S.one(fields, "settings"))
    number, phase = _round(S.one(fields, "round"), options["rounds"])
    player_fields = S.player_fields(fields, GAME, game.MIN_PLAYERS, game.MAX_PLAYERS)
    seats = [_seat(f) for f in player_fields]
    n = len(seats)
    current = S.one(fields, "current")
    if (current is not None) != (phase == "play"):
        (current or player_fields[0]).fail("'current' (whose turn, and what they did) is "
                                           "given in the playing phase, and only then")
    turn, flags = _current(current, n)
    cards = _Cards(S.one(fields, "stock"), S.one(fields, "box"), seats, player_fields)
    data = {
        "version": game.VERSION, "game": GAME,
        "players": [{"name": s["name"], "kind": "human" if s["kind"] == KINDS[0] else "computer",
                     "level": None if s["kind"] == KINDS[0] else s["kind"]} for s in seats],
        "rounds": options["rounds"], "min_length": options["min_length"],
        "round": number, "phase": phase, "seats": cards.seats(seats),
        "stock": cards.stock, "box": cards.box,
        "starter": S.number_field(S.one(fields, "starter"), 0, n - 1, 0),
        "current": turn, "flipped": "flipped" in flags, "guessed": "guessed" in flags,
        "scores": _sheet(seats, player_fields),
        "rng": str(S.rng_field(fields)),
        "log": [], "take_backs": options["take_backs"], "taken_back": "taken_back" in flags,
        "undo": None,
    }
    return S.check_rebuilt(GAME, game.from_dict, data)


def _settings(fld: S.Field | None) -> dict[str, Any]:
    if fld is None:
        return dict(SETTINGS)
    values = {**SETTINGS, **S.settings(fld, tuple(SETTINGS))}
    rounds, length, take_backs = values["rounds"], values["min_length"], values["take_backs"]
    if type(rounds) is not int or not 1 <= rounds <= game.MAX_ROUNDS:
        fld.fail(f"rounds= is from 1 to {game.MAX_ROUNDS}")
    low, high = game.MIN_LENGTH_RANGE
    if type(length) is not int or not low <= length <= high:
        fld.fail(f"min_length= is from {low} to {high}")
    if type(take_backs) is not bool:
        fld.fail("take_backs= is yes or no")
    return values


def _round(fld: S.Field | None, rounds: int) -> tuple[int, str]:
    if fld is None:
        return 1, PHASES[0]
    words = fld.words()
    fld.count(words, 2, 2, "items (the round and its phase, as 2 play)")
    if words[1] not in PHASES:
        fld.fail(f"the phase is one of {', '.join(PHASES)}, not {S.shown(words[1])}")
    return fld.int(words[0], 1, rounds, "the round"), words[1]


def _current(fld: S.Field | None, n: int) -> tuple[int | None, set[str]]:
    if fld is None:
        return None, set()
    plain, flags, _ = fld.parts(flags=TURN_FLAGS)
    if len(plain) != 1 or plain[0].quoted:
        fld.fail(f"expects the seat to move and the marks {', '.join(TURN_FLAGS)}")
    return fld.int(plain[0].text, 0, n - 1, "the seat to move"), flags


def _seat(fld: S.Field) -> dict[str, Any]:
    name, kind, rest = S.player(fld, KINDS, MAX_NAME)
    plain, flags, options = fld.parts(
        flags=("guessed",), options=("hand", "dealt", "word", "wrong", "tokens", "won", "sheet"),
        items=rest)
    if plain:
        fld.fail(f"unexpected {S.shown(plain[0].text)}: after the name and kind come "
                 f"key=value items (hand=, dealt=, word=, ...)")
    seat: dict[str, Any] = {"name": name, "kind": kind, "guessed": "guessed" in flags}
    for key in ("hand", "dealt", "won"):
        seat[key] = _cards(fld, options.get(key, EMPTY), key)
    word = options.get("word")
    if ("hand" in options) == (word is not None) or (word is None) == ("dealt" in options):
        fld.fail("a player holds their hand (hand=), or has laid their word "
                 "(word= and dealt=, the twelve cards dealt)")
    seat["word"] = None if word is None else _word(fld, word)
    wrong = options.get("wrong")
    seat["wrong"] = [] if wrong is None else wrong.split(",")
    if any(not w.isascii() or not w.isalpha() or not w.isupper() for w in seat["wrong"]):
        fld.fail("wrong= lists the words found wrong in capitals, as MACHINAL,MARCHES")
    if (word is None) and (seat["wrong"] or seat["guessed"]):
        fld.fail("wrong= and guessed belong to a word laid")
    seat["tokens"] = fld.int(options.get("tokens", str(TOKENS_EACH)), 0, game.TOTAL_TOKENS,
                             "tokens=")
    seat["sheet"] = [fld.int(v, 0, len(deck.CARDS), "a round's points")
                     for v in options["sheet"].split(",")] if "sheet" in options else []
    return seat


def _cards(fld: S.Field, text: str, what: str) -> list[str]:
    if text == EMPTY:
        return []
    for ch in text:
        if ch not in deck.LETTER_COUNTS:
            fld.fail(f"{what}= holds {ch!r}, which no card carries (cards: "
                     f"{''.join(deck.LETTER_COUNTS)})")
    return list(text)


def _word(fld: S.Field, text: str) -> list[tuple[str, bool]]:
    """The word's cards: (letter, face up), capitals face up."""
    if not text:
        fld.fail("word= is the word's letters")
    for ch in text:
        if ch.upper() not in deck.LETTER_COUNTS or not ch.isascii():
            fld.fail(f"word= holds {ch!r}: a word is its letters, face up in capitals, "
                     f"face down in lowercase")
    return [(ch.upper(), ch.isupper()) for ch in text]


def _sheet(seats: list[dict[str, Any]], player_fields: list[S.Field]) -> list[list[int]]:
    lengths = {len(seat["sheet"]) for seat in seats}
    if len(lengths) > 1:
        player_fields[0].fail("every player's sheet= has a number per finished round")
    rounds = lengths.pop()
    return [[seat["sheet"][r] for seat in seats] for r in range(rounds)]


class _Cards:
    """Card ids for the letters of a position: each place takes the next
    unused card of each letter, in a fixed order of places."""

    def __init__(self, stock: S.Field | None, box: S.Field | None,
                 seats: list[dict[str, Any]], player_fields: list[S.Field]) -> None:
        self._free = {letter: deque(i for i, c in enumerate(deck.CARDS) if c == letter)
                      for letter in deck.LETTER_COUNTS}
        rest = stock is None or stock.words() == [REST]
        self._count(stock, box, seats, rest)
        self.box = self._take(self._list(box, "box"))
        self._placed: list[tuple[list[int], list[int] | None, list[int]]] = []
        for seat in seats:
            self._placed.append((self._take(seat["hand"]),
                                 self._take([ch for ch, _ in seat["word"]])
                                 if _on_table(seat) else None,
                                 self._take(seat["won"])))
        # last, so that the stock written out and "stock *" give the same ids
        self.stock = sorted(i for ids in self._free.values() for i in ids) if rest else \
            self._take(self._list(stock, "stock"))
        self._player_fields = player_fields

    @staticmethod
    def _list(fld: S.Field | None, what: str) -> list[str]:
        if fld is None:
            return []
        fld.count(fld.items, 1, 1, "cards (- for none)")
        return _cards(fld, fld.words()[0], what)

    def _count(self, stock: S.Field | None, box: S.Field | None, seats: list[dict[str, Any]],
               rest: bool) -> None:
        """Each letter on no more cards than the deck has (and, with the
        stock written out, on as many)."""
        used = Counter(self._list(box, "box")) + Counter(
            [] if rest else self._list(stock, "stock"))
        for seat in seats:
            used.update(seat["hand"])
            used.update(seat["won"])
            if _on_table(seat):
                used.update(ch for ch, _ in seat["word"])
        full = Counter(deck.LETTER_COUNTS)
        extra, missing = used - full, full - used
        if extra:
            raise ValueError(f"wordz notation: more cards than the deck has: {_counted(extra)}")
        if missing and not rest:
            raise ValueError(f"wordz notation: cards missing from every place: "
                             f"{_counted(missing)} (stock * puts the rest in the stock)")

    def _take(self, letters: list[str]) -> list[int]:
        return [self._free[letter].popleft() for letter in letters]

    def seats(self, seats: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """The seats as saved, the word off the table and the cards dealt
        made of the cards placed."""
        won_pool = [i for _, _, won in self._placed for i in won]
        box_pool = list(self.box)
        out = []
        for k, (seat, (hand, table, won)) in enumerate(zip(seats, self._placed)):
            fld = self._player_fields[k]
            word = None
            dealt = list(hand)
            if seat["word"] is not None:
                letters = [ch for ch, _ in seat["word"]]
                cards = table if table is not None else _claim(
                    fld, won_pool, letters, "the cards of a word off the table are among "
                    "the cards won (won=)")
                own = list(cards)
                dealt = []
                for letter in seat["dealt"]:
                    card = _claim_one(own, letter)
                    card = _claim_one(box_pool, letter) if card is None else card
                    if card is None:
                        fld.fail("dealt= holds the word's cards and those put back in the "
                                 "box (box=)")
                    dealt.append(card)
                if own:
                    fld.fail("the word is made of cards dealt (dealt=)")
                up = [u for _, u in seat["word"]]
                status = REVEALED if all(up) else GUESSED if seat["guessed"] else ON_TABLE
                word = {"cards": cards, "face_up": up, "status": status,
                        "wrong_guesses": seat["wrong"]}
            out.append({"hand": hand, "dealt": dealt, "tokens": seat["tokens"], "won": won,
                        "word": word})
        return out


def _on_table(seat: dict[str, Any]) -> bool:
    """Whether the seat's word lies on the table (not guessed nor all turned)."""
    word = seat["word"]
    return word is not None and not seat["guessed"] and not all(up for _, up in word)


def _claim_one(pool: list[int], letter: str) -> int | None:
    for k, card in enumerate(pool):
        if deck.CARDS[card] == letter:
            return pool.pop(k)
    return None


def _claim(fld: S.Field, pool: list[int], letters: list[str], why: str) -> list[int]:
    cards = []
    for letter in letters:
        card = _claim_one(pool, letter)
        if card is None:
            fld.fail(why)
        cards.append(card)
    return cards


def _counted(letters: Counter[str]) -> str:
    return " ".join(f"{letter}×{count}" for letter, count in sorted(letters.items()))
