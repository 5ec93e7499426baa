"""Texts about word lists on this device: offline play in the settings, and
downloads that went wrong."""
from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    "en": {
        "settings.offline": "Offline play",
        "offline.checking": "Checking which word lists are on this device…",
        "offline.available": "Available: all three games start without a network ({total} of word lists on this device).",
        "offline.not_yet": "Not yet: {cached} of word lists on this device, of {total}.",
        "offline.fetching": "Not yet: downloading the word lists ({cached} of {total})…",
        "offline.download": "Download word lists for offline play",
        "offline.download_hint": "On a metered connection, turn this off: each game then downloads its own list the first time it is opened, and needs a network for that.",
        "offline.size": "{n} MB",
        "lexicon.interrupted": "The download of the word list was interrupted ({file}). Check the connection and try again.",
        "lexicon.damaged": "The word list arrived damaged ({file}): incomplete or changed on the way, as happens behind a Wi-Fi sign-in page. It was not kept. Try again.",
    },
    "pl": {
        "settings.offline": "Gra bez sieci",
        "offline.checking": "Sprawdzanie, które słowniki są na tym urządzeniu…",
        "offline.available": "Dostępna: wszystkie trzy gry ruszają bez sieci (słowniki na tym urządzeniu: {total}).",
        "offline.not_yet": "Jeszcze nie: na tym urządzeniu jest {cached} słowników z {total}.",
        "offline.fetching": "Jeszcze nie: pobieranie słowników ({cached} z {total})…",
        "offline.download": "Pobieraj słowniki do gry bez sieci",
        "offline.download_hint": "Przy połączeniu z limitem danych wyłącz tę opcję: każda gra pobierze wtedy swój słownik przy pierwszym otwarciu i będzie do tego potrzebować sieci.",
        "offline.size": "{n} MB",
        "lexicon.interrupted": "Pobieranie słownika zostało przerwane ({file}). Sprawdź połączenie i spróbuj ponownie.",
        "lexicon.damaged": "Słownik dotarł uszkodzony ({file}): niepełny albo zmieniony po drodze, jak bywa za stroną logowania do Wi-Fi. Nie został zachowany. Spróbuj ponownie.",
    },
    "fr": {
        "settings.offline": "Jeu hors ligne",
        "offline.checking": "Vérification des dictionnaires présents sur cet appareil…",
        "offline.available": "Disponible : les trois jeux démarrent sans réseau ({total} de dictionnaires sur cet appareil).",
        "offline.not_yet": "Pas encore : {cached} de dictionnaires sur cet appareil, sur {total}.",
        "offline.fetching": "Pas encore : téléchargement des dictionnaires ({cached} sur {total})…",
        "offline.download": "Télécharger les dictionnaires pour jouer hors ligne",
        "offline.download_hint": "Avec une connexion limitée, désactivez cette option : chaque jeu téléchargera alors son dictionnaire à sa première ouverture, et aura besoin du réseau pour cela.",
        "offline.size": "{n} Mo",
        "lexicon.interrupted": "Le téléchargement du dictionnaire a été interrompu ({file}). Vérifiez la connexion et réessayez.",
        "lexicon.damaged": "Le dictionnaire est arrivé endommagé ({file}) : incomplet ou modifié en chemin, comme derrière une page de connexion Wi-Fi. Il n’a pas été gardé. Réessayez.",
    },
}
