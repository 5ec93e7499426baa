"""Texts of the stored-data screen and of the notices about stored data."""
from __future__ import annotations

MESSAGES = {
    "en": {
        "stored.open": "Stored data",
        "settings.stored": "Stored data",
        "stored.intro_short": "Your saved games, history and settings in this browser: see them, export them, delete what you no longer want.",
        "stored.title": "Stored data",
        "stored.intro": "What Verba keeps in this browser. Nothing leaves it unless you export it.",
        "stored.group.settings": "Settings",
        "stored.group.save": "Games in progress",
        "stored.group.history": "History",
        "stored.group.daily": "Daily challenges",
        "stored.entry.daily": "Daily challenges: results, streaks and the one in play",
        "stored.group.aside": "Set aside",
        "stored.group.other": "Other entries",
        "stored.aside_note": "These entries could not be read. They are kept so that nothing is "
                             "lost: export them to look at them, or delete them.",
        "stored.entry.settings": "Settings",
        "stored.entry.lang": "Language of the loading screen",
        "stored.entry.save": "{game}: {summary}",
        "stored.entry.history": "Finished games: {count}",
        "stored.entry.aside": "Could not be read: {what}",
        "stored.size": "{kb} kB",
        "stored.total": "In all: {kb} kB",
        "stored.empty": "Nothing is stored.",
        "stored.delete": "Delete",
        "stored.delete_label": "Delete {key}",
        "stored.delete_confirm": "Delete {key} for good?",
        "stored.cancel": "Cancel",
        "stored.deleted": "{key} was deleted.",
        "stored.export": "Export everything",
        "stored.exported": "Saved as {file}.",
        "stored.reset": "Delete everything",
        "stored.reset_confirm": "Delete everything Verba keeps in this browser: games in progress, "
                                "history, settings and the entries set aside? Export it first if "
                                "you may want it back.",
        "stored.reset_yes": "Delete everything",
        "stored.reset_done": "Everything Verba kept in this browser was deleted.",
        "stored.word_lists": "Word lists",
        "stored.word_lists_note": "Word lists are kept apart from these entries, in the browser's "
                                  "offline cache, so that games work without a network.",
        "stored.history_aside": "{count} history entries could not be read and were set aside; "
                                "the others are kept.",
        "stored.started_clean": "Verba started without its stored data: {count} entries were set "
                                "aside. Settings → Stored data lists them.",
    },
    "pl": {
        "stored.open": "Zapisane dane",
        "settings.stored": "Zapisane dane",
        "stored.intro_short": "Zapisane gry, historia i ustawienia w tej przeglądarce: obejrzyj je, wyeksportuj, usuń to, czego już nie chcesz.",
        "stored.title": "Zapisane dane",
        "stored.intro": "Co Verba przechowuje w tej przeglądarce. Nic stąd nie wychodzi, chyba "
                        "że to wyeksportujesz.",
        "stored.group.settings": "Ustawienia",
        "stored.group.save": "Gry w toku",
        "stored.group.history": "Historia",
        "stored.group.daily": "Wyzwania dnia",
        "stored.entry.daily": "Wyzwania dnia: wyniki, serie i to w trakcie",
        "stored.group.aside": "Odłożone na bok",
        "stored.group.other": "Inne wpisy",
        "stored.aside_note": "Tych wpisów nie udało się odczytać. Są przechowywane, żeby nic nie "
                             "przepadło: wyeksportuj je, żeby je obejrzeć, albo usuń.",
        "stored.entry.settings": "Ustawienia",
        "stored.entry.lang": "Język ekranu wczytywania",
        "stored.entry.save": "{game}: {summary}",
        "stored.entry.history": "Ukończone gry: {count}",
        "stored.entry.aside": "Nie dało się odczytać: {what}",
        "stored.size": "{kb} kB",
        "stored.total": "Razem: {kb} kB",
        "stored.empty": "Nic nie jest zapisane.",
        "stored.delete": "Usuń",
        "stored.delete_label": "Usuń {key}",
        "stored.delete_confirm": "Usunąć {key} na zawsze?",
        "stored.cancel": "Anuluj",
        "stored.deleted": "Usunięto {key}.",
        "stored.export": "Eksportuj wszystko",
        "stored.exported": "Zapisano jako {file}.",
        "stored.reset": "Usuń wszystko",
        "stored.reset_confirm": "Usunąć wszystko, co Verba przechowuje w tej przeglądarce: gry w "
                                "toku, historię, ustawienia i wpisy odłożone na bok? Jeśli możesz "
                                "ich jeszcze potrzebować, najpierw je wyeksportuj.",
        "stored.reset_yes": "Usuń wszystko",
        "stored.reset_done": "Usunięto wszystko, co Verba przechowywała w tej przeglądarce.",
        "stored.word_lists": "Listy słów",
        "stored.word_lists_note": "Listy słów są przechowywane osobno, w pamięci podręcznej "
                                  "przeglądarki, żeby gry działały bez sieci.",
        "stored.history_aside": "Nie udało się odczytać wpisów historii ({count}); odłożono je na "
                                "bok, pozostałe są zachowane.",
        "stored.started_clean": "Verba uruchomiła się bez zapisanych danych: odłożono na bok "
                                "wpisy ({count}). Lista jest w Ustawienia → Zapisane dane.",
    },
    "fr": {
        "stored.open": "Données enregistrées",
        "settings.stored": "Données enregistrées",
        "stored.intro_short": "Vos parties en cours, votre historique et vos réglages dans ce navigateur : consultez-les, exportez-les, supprimez ce dont vous ne voulez plus.",
        "stored.title": "Données enregistrées",
        "stored.intro": "Ce que Verba garde dans ce navigateur. Rien n’en sort, sauf si vous "
                        "l’exportez.",
        "stored.group.settings": "Réglages",
        "stored.group.save": "Parties en cours",
        "stored.group.history": "Historique",
        "stored.group.daily": "Défis du jour",
        "stored.entry.daily": "Défis du jour : résultats, séries et celui en cours",
        "stored.group.aside": "Mis de côté",
        "stored.group.other": "Autres entrées",
        "stored.aside_note": "Ces entrées étaient illisibles. Elles sont gardées pour que rien ne "
                             "se perde : exportez-les pour les examiner, ou supprimez-les.",
        "stored.entry.settings": "Réglages",
        "stored.entry.lang": "Langue de l’écran de chargement",
        "stored.entry.save": "{game} : {summary}",
        "stored.entry.history": "Parties terminées : {count}",
        "stored.entry.aside": "Illisible : {what}",
        "stored.size": "{kb} ko",
        "stored.total": "En tout : {kb} ko",
        "stored.empty": "Rien n’est enregistré.",
        "stored.delete": "Supprimer",
        "stored.delete_label": "Supprimer {key}",
        "stored.delete_confirm": "Supprimer {key} définitivement ?",
        "stored.cancel": "Annuler",
        "stored.deleted": "{key} a été supprimé.",
        "stored.export": "Tout exporter",
        "stored.exported": "Enregistré sous {file}.",
        "stored.reset": "Tout supprimer",
        "stored.reset_confirm": "Supprimer tout ce que Verba garde dans ce navigateur : parties en "
                                "cours, historique, réglages et entrées mises de côté ? "
                                "Exportez-le d’abord si vous pourriez en avoir besoin.",
        "stored.reset_yes": "Tout supprimer",
        "stored.reset_done": "Tout ce que Verba gardait dans ce navigateur a été supprimé.",
        "stored.word_lists": "Listes de mots",
        "stored.word_lists_note": "Les listes de mots sont gardées à part, dans le cache hors "
                                  "ligne du navigateur, pour que les jeux marchent sans réseau.",
        "stored.history_aside": "{count} entrées de l’historique étaient illisibles et ont été "
                                "mises de côté ; les autres sont gardées.",
        "stored.started_clean": "Verba a démarré sans ses données enregistrées : {count} entrées "
                                "ont été mises de côté. Réglages → Données enregistrées les liste.",
    },
}
