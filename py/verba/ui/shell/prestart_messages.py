"""Texts the page shows while the runtime loads, before Python has started.

The build copies them into the page (``verba.ui.shell.static``); the page's
JavaScript fills their placeholders.
"""
from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    "en": {
        "prestart.loading": "Getting the games ready…",
        "prestart.starting": "Starting the games…",
        "prestart.size": "{done} of {total} MB",
        "prestart.left": "about {seconds} s left",
        "prestart.pending": "Opening as soon as the games are ready…",
        "prestart.ready_soon": "Ready in a moment",
    },
    "pl": {
        "prestart.loading": "Przygotowywanie gier…",
        "prestart.starting": "Uruchamianie gier…",
        "prestart.size": "{done} z {total} MB",
        "prestart.left": "jeszcze ok. {seconds} s",
        "prestart.pending": "Otworzy się, gdy tylko gry będą gotowe…",
        "prestart.ready_soon": "Za chwilę gotowe",
    },
    "fr": {
        "prestart.loading": "Préparation des jeux…",
        "prestart.starting": "Démarrage des jeux…",
        "prestart.size": "{done} sur {total} Mo",
        "prestart.left": "encore environ {seconds} s",
        "prestart.pending": "Ouverture dès que les jeux sont prêts…",
        "prestart.ready_soon": "Prêt dans un instant",
    },
}
