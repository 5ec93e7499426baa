"""Computer players for Wordz: a composer and a guesser at three levels.

``choose_action(view_or_state, lexicon, level)`` returns the action dict a
person would send.  Given a state, it first reduces it to the player's view
(``views.view``), so a computer player never reads a hidden card.

Guesser.  For each opponent word on the table it keeps the French words that
fit everything the player has seen (``word_candidates``): the length, the
letters face up at their positions, the colour of each face-down card
(vowel or consonant, on its back), the wrong guesses, and — from medium up —
how many cards of each letter can still be hidden there: the deck's count
minus the cards the player knows are elsewhere (their own 12 cards, the face-
up cards of other words, the cards won).  Then:

* easy: flips a random card; guesses when at most two words are left;
* medium: flips the card whose letter is most uncertain among the candidates
  (highest entropy: the flip that splits the set best); guesses when one
  candidate has at least an even chance;
* hard: also weighs each candidate by how likely the unseen cards are to
  hold its letters (the number of ways to draw them, a product of binomials),
  avoids turning the last card of a word (that hands the owner every card),
  guesses before flipping when it is sure, and spends a token on a weaker
  chance when it holds more tokens than there are words left to guess
  (tokens are dealt anew each round, so unspent ones are wasted).

Composer.  From the words its 12 cards spell (at least the minimum length):

* easy: the longest word (a beginner's instinct, and a poor one: a long word's
  colour pattern has few look-alikes, so it is pinned down in a few flips and
  hands the guesser many cards);
* medium: a random word;
* hard: the word worth most to its owner against a medium-like guesser.  For
  a sample of its words, a few of every length, it replays that guesser on
  the word (the candidates are all words of the same length and colour
  pattern; each flip is the most uncertain card) and counts the flips f
  before two candidates or fewer are left.  The owner then keeps f cards and
  the guesser takes the other L - f, so the word is worth 2f - L (L if it is
  never pinned down).  The words it keeps are mostly short, with many
  look-alikes that differ in one or two places.

``baseline`` is the reference player of the self-play benchmark: medium's
candidates, a random flip, a guess only when one candidate is left, and the
longest word when composing.  It is not offered in the app.
"""
from __future__ import annotations

import math
from collections import Counter
from collections.abc import Generator, Sequence
from typing import Any

from verba.lexicon import Lexicon
from verba.rng import Rng, seed_from
from verba.steps import run

from . import deck
from .candidates import formable, graph_steps, matching, matching_steps
from .game import State
from .views import view as view_of

LEVELS = ("easy", "medium", "hard", "baseline")

# The sure-enough threshold of the hard guesser, by token supply.
_HARD_SPARE_TOKENS = 0.3   # more tokens than opponent words left
_HARD_TIGHT_TOKENS = 0.5
_COMPOSER_SAMPLE = 12      # words the hard composer replays (2 per length at least)


def choose_action(view_or_state: dict[str, Any] | State, lexicon: Lexicon,
                  level: str, player: int | None = None,
                  seed: int | None = None, composer: str | None = None) -> dict[str, Any]:
    """The action ``player`` (the view's viewer) takes at ``level``
    (``think`` run to the end)."""
    return run(think(view_or_state, lexicon, level, player, seed, composer))


def think(view_or_state: dict[str, Any] | State, lexicon: Lexicon,
          level: str, player: int | None = None, seed: int | None = None,
          composer: str | None = None) -> Generator[None, None, dict[str, Any]]:
    """The action ``player`` (the view's viewer) takes at ``level``, in
    steps: a generator whose return value is the action (the hard composer
    pauses between the words it weighs).

    With a state, ``player`` defaults to the player whose turn it is; in the
    preparation phase it must be given.  ``seed`` fixes the random choices
    (default: derived from the view, so a replay chooses the same).
    ``composer`` composes at another level than ``level`` guesses (the
    self-play tool uses it to tell the two skills apart).
    """
    composer = composer or level
    if level not in LEVELS or composer not in LEVELS:
        raise ValueError(f"wordz: unknown level {level!r}")
    if isinstance(view_or_state, State):
        if player is None:
            player = view_or_state.current
        if player is None:
            raise ValueError("wordz: say which player chooses")
        v = view_of(view_or_state, player)
    else:
        v = view_or_state
        if v["viewer"] is None or player not in (None, v["viewer"]):
            raise ValueError("wordz: a computer player needs its own view")
    me = v["viewer"]
    if seed is None:
        seed = seed_from("wordz-ai", v["round"], len(v["log"]), me)
    rng = Rng(seed)
    phase = v["phase"]
    if phase == "compose":
        return (yield from _compose(v, lexicon, composer, rng))
    if phase == "play":
        if v["turn"]["player"] != me:
            raise ValueError("wordz: not this player's turn")
        return _play(v, lexicon, level, rng)
    if phase == "round_over":
        return {"type": "next_round"}
    raise ValueError("wordz: the game is over")


# ---------------------------------------------------------------- knowledge

def _slots(word: dict[str, Any]) -> list[str]:
    return [c["letter"] if c["face_up"] else
            (deck.VOWELS if c["vowel"] else deck.CONSONANTS) for c in word["cards"]]


def known_elsewhere(v: dict[str, Any], target: int) -> Counter[str]:
    """Cards the viewer knows are not among ``target``'s face-down cards:
    their own 12 (in their word or back in the box), the face-up cards of the
    other words on the table, and every card won (words off the table)."""
    me = v["viewer"]
    known: Counter[str] = Counter(v["me"]["dealt"])
    own = v["seats"][me]["word"]
    if own is not None and own["status"] != "table":
        # the own word's cards now lie in won piles, counted below
        known -= Counter(c["letter"] for c in own["cards"])
    for q, seat in enumerate(v["seats"]):
        known.update(seat["won"])
        word = seat["word"]
        if q not in (me, target) and word is not None and word["status"] == "table":
            known.update(c["letter"] for c in word["cards"] if c["face_up"])
    return known


def letter_budget(v: dict[str, Any], target: int) -> dict[str, int]:
    """How many cards of each letter ``target``'s word can hold in all."""
    known = known_elsewhere(v, target)
    return {k: max(0, n - known[k]) for k, n in v["deck"].items()}


def word_candidates(v: dict[str, Any], target: int, lexicon: Lexicon,
                    use_deck: bool = True) -> list[str]:
    """The words ``target``'s word on the table can still be, to the viewer."""
    word = v["seats"][target]["word"]
    budget = letter_budget(v, target) if use_deck else None
    return matching(lexicon, _slots(word), budget, word["wrong_guesses"])


def candidate_weights(v: dict[str, Any], target: int,
                      candidates: Sequence[str]) -> list[float]:
    """Each candidate's relative chance under a random deal: the number of
    ways the unseen cards can supply its face-down letters (all candidates
    need the same number of vowels and consonants, so these counts compare
    directly)."""
    word = v["seats"][target]["word"]
    budget = letter_budget(v, target)
    hidden = [i for i, c in enumerate(word["cards"]) if not c["face_up"]]
    unseen = Counter(budget)
    unseen.subtract(c["letter"] for c in word["cards"] if c["face_up"])
    weights = []
    for cand in candidates:
        need = Counter(cand[i] for i in hidden)
        w = 1
        for letter, m in need.items():
            w *= math.comb(max(unseen[letter], 0), m)
        weights.append(float(w))
    return weights


def _entropy(values: Sequence[str], weights: Sequence[float] | None = None) -> float:
    """Shannon entropy (bits) of ``values``, each weighing ``weights[k]``
    (all equal when ``weights`` is None)."""
    mass: dict[str, float] = {}
    if weights is None:
        mass.update(Counter(values))
    else:
        for value, w in zip(values, weights):
            mass[value] = mass.get(value, 0.0) + w
    masses = [m for m in mass.values() if m > 0]
    total = sum(masses)
    if total <= 0:
        return 0.0
    return math.log2(total) - sum(m * math.log2(m) for m in masses) / total


class _Target:
    """What the guesser holds about one opponent word."""

    def __init__(self, v: dict[str, Any], q: int, lexicon: Lexicon, level: str) -> None:
        self.q = q
        word = v["seats"][q]["word"]
        self.hidden = [i for i, c in enumerate(word["cards"]) if not c["face_up"]]
        self.candidates = word_candidates(v, q, lexicon, use_deck=level != "easy")
        if level == "hard" and self.candidates:
            self.weights = candidate_weights(v, q, self.candidates)
            if sum(self.weights) <= 0:
                self.weights = [1.0] * len(self.candidates)
        else:
            self.weights = [1.0] * len(self.candidates)
        total = sum(self.weights)
        if self.candidates:
            best = max(range(len(self.candidates)), key=lambda k: self.weights[k])
            self.best = self.candidates[best]
            self.p = self.weights[best] / total
        else:
            # cannot happen with the owner's lexicon; keep the player moving
            self.best = ""
            self.p = 0.0

    def entropy(self, i: int) -> float:
        return _entropy([c[i] for c in self.candidates], self.weights)


# ---------------------------------------------------------------- guesser

def _play(v: dict[str, Any], lexicon: Lexicon, level: str, rng: Rng) -> dict[str, Any]:
    me = v["viewer"]
    turn = v["turn"]
    targets = [_Target(v, q, lexicon, level) for q, seat in enumerate(v["seats"])
               if q != me and seat["word"] is not None and seat["word"]["status"] == "table"]
    if turn["can_guess"]:
        guess = _pick_guess(v, targets, level, before_flip=not turn["flipped"])
        if guess is not None:
            return {"type": "guess", "player": me, "target": guess.q, "word": guess.best}
    if turn["can_flip"]:
        q, i = _pick_flip(targets, level, rng)
        return {"type": "flip", "player": me, "target": q, "index": i}
    return {"type": "end_turn", "player": me}


def _pick_guess(v: dict[str, Any], targets: list[_Target], level: str,
                before_flip: bool) -> _Target | None:
    usable = [t for t in targets if t.best]
    if not usable:
        return None
    if level == "hard":
        tokens = v["seats"][v["viewer"]]["tokens"]
        sure = [t for t in usable if t.p >= 0.999]
        if sure:
            return max(sure, key=lambda t: len(t.hidden))
        threshold = _HARD_SPARE_TOKENS if tokens > len(targets) else _HARD_TIGHT_TOKENS
        if before_flip:
            # guessing first saves the card a flip would give away, but only
            # pays when the flip cannot go to another word and the guess is
            # likely: p·d against (d - 1) after a sure flip
            if len(targets) != 1:
                return None
            t = usable[0]
            d = len(t.hidden)
            return t if t.p >= max(threshold, (d - 1) / d) else None
        good = [t for t in usable if t.p >= threshold]
        return max(good, key=lambda t: (t.p * len(t.hidden), t.p)) if good else None
    if before_flip:
        return None
    if level == "baseline":
        good = [t for t in usable if len(t.candidates) == 1]
    elif level == "easy":
        good = [t for t in usable if len(t.candidates) <= 2]
    else:
        good = [t for t in usable if t.p >= 0.5]
    return max(good, key=lambda t: (t.p, len(t.hidden))) if good else None


def _pick_flip(targets: list[_Target], level: str, rng: Rng) -> tuple[int, int]:
    cards = [(t, i) for t in targets for i in t.hidden]
    if level in ("easy", "baseline"):
        t, i = rng.choice(cards)
        return t.q, i

    def score(ti: tuple[_Target, int]) -> tuple[float, ...]:
        t, i = ti
        last = len(t.hidden) == 1
        h = t.entropy(i)
        if level == "hard":
            return (not last, round(h, 9), len(t.hidden))
        return (round(h, 9), len(t.hidden))

    best = max(score(c) for c in cards)
    ties = [c for c in cards if score(c) == best]
    t, i = rng.choice(ties)
    return t.q, i


# ---------------------------------------------------------------- composer

def _compose(v: dict[str, Any], lexicon: Lexicon, level: str,
             rng: Rng) -> Generator[None, None, dict[str, Any]]:
    me = v["viewer"]
    yield from graph_steps(lexicon)
    words = sorted(set(formable(lexicon, Counter(v["me"]["hand"]), v["min_length"])))
    yield
    if not words:
        return {"type": "redeal", "player": me}
    longest = max(len(w) for w in words)
    if level in ("easy", "baseline"):
        choice = rng.choice([w for w in words if len(w) == longest])
    elif level == "medium":
        choice = rng.choice(words)
    else:
        choice = yield from _hardest(words, lexicon, rng)
    return {"type": "compose", "player": me, "word": choice}


def _hardest(words: list[str], lexicon: Lexicon, rng: Rng) -> Generator[None, None, str]:
    by_length: dict[int, list[str]] = {}
    for w in words:
        by_length.setdefault(len(w), []).append(w)
    # a few words of every length, so short and long words compete
    per_length = max(2, _COMPOSER_SAMPLE // len(by_length))
    sample = []
    for length in sorted(by_length):
        pool = by_length[length]
        rng.shuffle(pool)
        sample.extend(pool[:per_length])
    by_pattern: dict[tuple[bool, ...], list[str]] = {}
    best_word, best_value = sample[0], -math.inf
    for word in sample:
        pattern = tuple(ch in deck.VOWELS for ch in word)
        if pattern not in by_pattern:
            slots = [deck.VOWELS if vowel else deck.CONSONANTS for vowel in pattern]
            by_pattern[pattern] = yield from matching_steps(lexicon, slots, deck.LETTER_COUNTS)
        value = word_value(word, by_pattern[pattern])
        yield
        if (value, len(word)) > (best_value, len(best_word)):
            best_word, best_value = word, value
    return best_word


def word_value(word: str, look_alikes: list[str]) -> int:
    """What ``word`` is worth to its owner against a guesser that flips the
    most uncertain card and guesses at an even chance: 2f - L, where f is the
    number of flips before it guesses, or L if the word is never pinned down
    before its last card is turned."""
    candidates = [w for w in look_alikes if w != word] + [word]
    hidden = set(range(len(word)))
    flips = 0
    while len(candidates) > 2 and hidden:
        i = max(sorted(hidden), key=lambda k: _entropy([c[k] for c in candidates]))
        hidden.discard(i)
        candidates = [c for c in candidates if c[i] == word[i]]
        flips += 1
    if not hidden:
        return len(word)
    return 2 * flips - len(word)
