"""Computer players of Mistrz Słowa.

``choose_action(state, lexicon)`` returns the action the computer player to
move sends (the same dicts a person's UI sends) and a suggested "thinking"
delay in milliseconds for the UI to wait before applying it.

Every choice is deterministic: the random draws come from an Rng seeded by
the state's own Rng state and the turn, so a reloaded game replays the same.

- Rerolls (while a ? may be used).  A die the best word does not use can be
  rolled again at no risk: the best word stays.  *hard* works out, for up to
  three such dice (taken in the order below), the expected best score after
  rolling each, over its six faces, and rerolls the best if that beats the
  score it has; *medium* rerolls the first such die; *easy* rerolls only a
  die showing the ?.  Order: ? faces, an ogonek no letter can take, then
  letters from the least to the most common in Polish.
- Words.  *hard* plays the highest-scoring word.  *medium* overlooks each
  joker with chance 1/4, keeps to words of at most 7 letters, and plays one
  of the 3 best words it sees.  *easy* overlooks each joker and the ogonek
  with chance 1/2, keeps to at most 5 letters, and plays one of the 5 best
  it sees.  A player who sees no word plays the roll's lowest-scoring word
  (found at last), and gives up only when the roll makes none.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from verba.rng import Rng, seed_from

from .build import best_build
from .dice import DICE, JOKERS, OGONEK, OGONEK_RESULTS, REROLL, SWAPS, is_letter
from .game import State, reroll_open, used_dice
from .scoring import LENGTH_POINTS, NO_JOKER_BONUS, OGONEK_BONUS
from .solver import Found, solve, top

# Polish letters on the dice from the most to the least common in text:
# the least common are rerolled first.
_COMMON = "AIOEZNRWSCTKYDPMUJLBGHF"

_WORD_RULES = {
    # level: (chance to overlook each joker, and the ogonek; longest word; pick among)
    "hard": (0.0, 0.0, 10, 1),
    "medium": (0.25, 0.0, 7, 3),
    "easy": (0.5, 0.5, 5, 5),
}
_THINK_MS = {"hard": 2500, "medium": 3500, "easy": 4500}


def choose_action(state: State, lexicon: Any, level: str | None = None
                  ) -> tuple[dict[str, Any], int]:
    """(action, thinking delay in ms) for the player to move.

    ``level`` defaults to the seat's kind; a human seat has no computer move.
    """
    if state.phase == "over":
        raise ValueError("the game is over")
    level = level or state.players[state.current].kind
    if level not in _WORD_RULES:
        raise ValueError(f"no computer player for {level!r}")
    rng = Rng(seed_from(state.rng, state.turns, level,
                        len(state.turn.rerolls) if state.turn else -1))
    if state.phase == "roll":
        return {"type": "roll"}, 600 + rng.randrange(400)
    turn = state.turn
    assert turn is not None
    faces = turn.faces
    found = solve(faces, lexicon)
    if reroll_open(state):
        die = _reroll_choice(faces, found, lexicon, level)
        if die is not None:
            return {"type": "reroll", "die": die}, _cap(state, 900 + rng.randrange(600))
    word = _word_choice(faces, found, lexicon, level, rng)
    if word is None:
        return {"type": "give_up"}, _cap(state, _THINK_MS[level])
    delay = _THINK_MS[level] + 250 * len(word) + rng.randrange(1000)
    return {"type": "submit", "word": word}, _cap(state, delay)


def _cap(state: State, delay: int) -> int:
    """Never think past the sand: leave the last 3 seconds of it."""
    turn = state.turn
    if turn is None or not state.settings.hourglass:
        return delay
    left = state.settings.total_ms - turn.sand_ms
    return max(300, min(delay, left - 3000))


def _reroll_candidates(faces: Sequence[str], found: list[Found]) -> list[int]:
    """Dice the best word leaves unused, the most worth rolling again first
    (dice that are alike and show the same face are tried once)."""
    best = top(found, 1)[0] if found else None
    used = used_dice(best_build(faces, best[0]).picks) if best else frozenset()
    takes_ogonek = any(is_letter(f) and (f in OGONEK_RESULTS or SWAPS.get(f) in OGONEK_RESULTS)
                       for f in faces)

    def order(die: int) -> tuple[int, int]:
        face = faces[die]
        if face == REROLL:
            return (0, 0)
        if face == OGONEK and not takes_ogonek:
            return (1, 0)
        if is_letter(face):
            return (2, -_COMMON.index(face) if face in _COMMON else 0)
        return (3, 0)                      # a joker or a usable ogonek: keep

    seen = set()
    candidates = []
    for die in sorted((d for d in range(len(faces)) if d not in used), key=order):
        key = (DICE[die].faces, faces[die])
        if order(die)[0] < 3 and key not in seen:
            seen.add(key)
            candidates.append(die)
    return candidates


def _best_score(found: list[Found]) -> int:
    return max((score for _, score in found), default=0)


def _shortest_to_beat(score: int, faces: Sequence[str]) -> int:
    """The fewest letters a word of these faces needs to score more than
    ``score`` (with every bonus it could get): shorter words cannot matter."""
    bonus = NO_JOKER_BONUS + OGONEK_BONUS * faces.count(OGONEK)
    for length, points in sorted(LENGTH_POINTS.items()):
        if points + bonus > score:
            return length
    return max(LENGTH_POINTS) + 1


def _reroll_choice(faces: Sequence[str], found: list[Found], lexicon: Any,
                   level: str) -> int | None:
    candidates = _reroll_candidates(faces, found)
    if not candidates:
        return None
    if level == "easy":
        return candidates[0] if faces[candidates[0]] == REROLL else None
    if level == "medium":
        return candidates[0]
    now = _best_score(found)
    best_die, best_value = None, float(now)
    for die in candidates[:3]:
        outcomes = DICE[die].faces
        total = 0
        for face in set(outcomes):
            if face in (REROLL, faces[die]):
                # The die is unused, so showing the same face, or a ? (no
                # letter), leaves the best as it is.  (A ? rolled also gives
                # one more reroll: not counting it only makes hard cautious.)
                total += outcomes.count(face) * now
                continue
            rolled = tuple(faces[:die]) + (face,) + tuple(faces[die + 1:])
            better = solve(rolled, lexicon, _shortest_to_beat(now, rolled))
            total += outcomes.count(face) * max(now, _best_score(better))
        value = total / len(outcomes)
        if value > best_value:
            best_die, best_value = die, value
    return best_die


def _word_choice(faces: Sequence[str], found: list[Found], lexicon: Any, level: str,
                 rng: Rng) -> str | None:
    if not found:
        return None
    miss_joker, miss_ogonek, longest, among = _WORD_RULES[level]
    if level == "hard":
        return top(found, 1)[0][0]
    seen = list(faces)
    for die, face in enumerate(faces):
        # The draws are made for every die in order, so they do not depend on
        # what other dice show.
        overlook = rng.randrange(1000) / 1000
        if ((face in JOKERS and overlook < miss_joker)
                or (face == OGONEK and overlook < miss_ogonek)):
            seen[die] = REROLL                 # a face that gives no letter
    visible = found if seen == list(faces) else solve(seen, lexicon)
    choices = top([f for f in visible if len(f[0]) <= longest], among)
    if not choices:
        return min(found, key=lambda f: (f[1], len(f[0])))[0]
    return choices[rng.randrange(len(choices))][0]
