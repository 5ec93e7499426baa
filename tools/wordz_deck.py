"""Derive the letters of the 110 Wordz cards from the `fr` lexicon, and measure
how playable a hand of 5 vowels and 7 consonants is.

The rulebook fixes 37 vowel cards (A E I O U Y) and 73 consonant cards but not
their letters.  Method:

1. Count each letter's occurrences over the lexicon's words of 2 to 12 letters
   (the words a 12-card hand could spell).
2. Share the 37 vowel cards among the vowels and the 73 consonant cards among
   the consonants in proportion to those counts, at least one card per letter
   (so that every letter of the alphabet exists in the game), by the largest
   remainder method.
3. Deal many seeded hands from the resulting deck and report the share of hands
   that spell a word of at least 5 (and 7) letters, and the mean length of the
   longest word a hand spells; the same for a flat deck, for comparison.

Usage:
    python3 tools/wordz_deck.py [--lexicon lexicons/fr.dawg.gz] [--hands 2000]
    python3 tools/wordz_deck.py --check     # exit 1 if deck.py differs
"""
from __future__ import annotations

import argparse
import statistics
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from verba.lexicon import Lexicon  # noqa: E402
from verba.rng import Rng  # noqa: E402
from verba.wordz import deck  # noqa: E402
from verba.wordz.candidates import longest_formable  # noqa: E402

MAX_WORD = deck.HAND_VOWELS + deck.HAND_CONSONANTS


def letter_frequencies(lexicon: Lexicon) -> Counter[str]:
    counts: Counter[str] = Counter()
    for word in lexicon.words():
        if 2 <= len(word) <= MAX_WORD:
            counts.update(word)
    return counts


def apportion(weights: dict[str, int], total: int) -> dict[str, int]:
    """Split ``total`` cards among letters in proportion to ``weights``, at
    least one each: every letter first gets one card, then the remaining cards
    are shared by the largest remainder method over the letters' ideal
    shares (ties go to the earlier letter)."""
    letters = sorted(weights)
    ideal = {k: total * weights[k] / sum(weights.values()) for k in letters}
    counts = {k: max(1, int(ideal[k])) for k in letters}
    while sum(counts.values()) < total:
        # the letter furthest below its ideal share gets the next card
        best = max(letters, key=lambda k: (ideal[k] - counts[k], -letters.index(k)))
        counts[best] += 1
    while sum(counts.values()) > total:
        # only possible when the one-card floor overshoots: trim the letter
        # furthest above its ideal that still has more than one card
        best = max((k for k in letters if counts[k] > 1),
                   key=lambda k: (counts[k] - ideal[k], -letters.index(k)))
        counts[best] -= 1
    return counts


def measure(lexicon: Lexicon, vowels: dict[str, int], consonants: dict[str, int],
            hands: int, seed: int) -> dict[str, float]:
    """Deal ``hands`` hands of 5 vowels + 7 consonants; the longest word of each."""
    vowel_cards = [k for k, n in vowels.items() for _ in range(n)]
    consonant_cards = [k for k, n in consonants.items() for _ in range(n)]
    rng = Rng(seed)
    best = []
    for _ in range(hands):
        rng.shuffle(vowel_cards)
        rng.shuffle(consonant_cards)
        hand = Counter(vowel_cards[:deck.HAND_VOWELS]
                       + consonant_cards[:deck.HAND_CONSONANTS])
        best.append(longest_formable(lexicon, hand))
    return {
        "share_ge5": sum(b >= 5 for b in best) / hands,
        "share_ge7": sum(b >= 7 for b in best) / hands,
        "mean_best": statistics.fmean(best),
        "min_best": min(best),
    }


def flat(letters: str, total: int) -> dict[str, int]:
    return apportion({k: 1 for k in letters}, total)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lexicon", default=str(ROOT / "lexicons" / "fr.dawg.gz"))
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--check", action="store_true",
                        help="only check that deck.py holds the derived counts")
    args = parser.parse_args(argv)

    lexicon = Lexicon.from_file_bytes(Path(args.lexicon).read_bytes())
    freq = letter_frequencies(lexicon)
    vowels = apportion({k: freq[k] for k in deck.VOWELS}, deck.VOWEL_CARDS)
    consonants = apportion({k: freq[k] for k in deck.CONSONANTS}, deck.CONSONANT_CARDS)
    matches = vowels == deck.VOWEL_COUNTS and consonants == deck.CONSONANT_COUNTS
    if args.check:
        print("deck.py matches the lexicon" if matches else "deck.py differs")
        return 0 if matches else 1

    print(f"lexicon {lexicon.name!r}: {lexicon.word_count} words; "
          f"letters counted over words of 2..{MAX_WORD} letters")
    for group, counts in (("vowels", vowels), ("consonants", consonants)):
        total = sum(freq[k] for k in counts)
        print(f"\n{group}: letter, share of the group's letters, cards")
        for k in sorted(counts, key=lambda k: -freq[k]):
            print(f"  {k}  {freq[k] / total:6.2%}  {counts[k]:2d}")
    print("\nVOWEL_COUNTS =", vowels)
    print("CONSONANT_COUNTS =", consonants)
    print("deck.py matches" if matches else "deck.py DIFFERS: paste the lines above")

    print(f"\n{args.hands} seeded hands of {deck.HAND_VOWELS} vowels + "
          f"{deck.HAND_CONSONANTS} consonants (seed {args.seed}):")
    for label, v, c in (("frequency deck", vowels, consonants),
                        ("flat deck", flat(deck.VOWELS, deck.VOWEL_CARDS),
                         flat(deck.CONSONANTS, deck.CONSONANT_CARDS))):
        m = measure(lexicon, v, c, args.hands, args.seed)
        print(f"  {label:15s} word >=5: {m['share_ge5']:6.1%}  >=7: {m['share_ge7']:6.1%}"
              f"  mean longest: {m['mean_best']:.2f}  worst hand: {m['min_best']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
