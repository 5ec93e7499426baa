"""What the dailies' rules refuse (``daily.*``), in the three languages."""
from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    "pl": {
        "daily.over": "To wyzwanie dnia już się skończyło.",
        "daily.flip_first": "W tej turze już zgadywano: najpierw odkryj kartę.",
    },
    "fr": {
        "daily.over": "Ce défi du jour est déjà terminé.",
        "daily.flip_first": "Vous avez déjà proposé un mot ce tour-ci : retournez d’abord "
                            "une carte.",
    },
    "en": {
        "daily.over": "This daily challenge is already over.",
        "daily.flip_first": "You have already guessed this turn: turn a card over first.",
    },
}
