"""Why a pairing code gives no connection (``verba.pairing.sdp.PairingError`` codes)."""
from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    "en": {
        "pairing.empty": "Paste the code the other device shows, or open its link.",
        "pairing.too_long": "This is too long to be a Verba pairing code (at most {max} characters).",
        "pairing.foreign": "This is not a Verba pairing code.",
        "pairing.newer": "This code was made by a newer version of Verba; reload the page to update it.",
        "pairing.truncated": "This code is cut short: {got} of its {total} characters arrived. Copy all of it.",
        "pairing.damaged": "This code is damaged: a character was changed on the way. Copy it again.",
        "pairing.not_an_answer": "This is a table’s invitation, not a guest’s reply: paste the code the guest’s device shows.",
        "pairing.not_an_offer": "This is a guest’s reply, not a table’s invitation: paste the code the host’s device shows.",
        "pairing.sdp_unusable": "This browser’s connection details cannot be put into a pairing code ({what}).",
        "pairing.no_candidates": "This device found no network address to offer: check that it is on a network (Wi-Fi).",
    },
    "pl": {
        "pairing.empty": "Wklej kod, który pokazuje drugie urządzenie, albo otwórz jego link.",
        "pairing.too_long": "To jest za długie na kod parowania Verby (najwyżej {max} znaków).",
        "pairing.foreign": "To nie jest kod parowania Verby.",
        "pairing.newer": "Ten kod pochodzi z nowszej wersji Verby; odśwież stronę, by ją zaktualizować.",
        "pairing.truncated": "Ten kod jest urwany: dotarło {got} z jego {total} znaków. Skopiuj go w całości.",
        "pairing.damaged": "Ten kod jest uszkodzony: po drodze zmienił się jakiś znak. Skopiuj go jeszcze raz.",
        "pairing.not_an_answer": "To zaproszenie do stołu, a nie odpowiedź gościa: wklej kod, który pokazuje urządzenie gościa.",
        "pairing.not_an_offer": "To odpowiedź gościa, a nie zaproszenie do stołu: wklej kod, który pokazuje urządzenie gospodarza.",
        "pairing.sdp_unusable": "Danych połączenia tej przeglądarki nie da się zapisać w kodzie parowania ({what}).",
        "pairing.no_candidates": "To urządzenie nie znalazło adresu sieciowego do przekazania: sprawdź, czy jest w sieci (Wi-Fi).",
    },
    "fr": {
        "pairing.empty": "Collez le code qu’affiche l’autre appareil, ou ouvrez son lien.",
        "pairing.too_long": "C’est trop long pour un code d’appairage Verba (au plus {max} caractères).",
        "pairing.foreign": "Ce n’est pas un code d’appairage Verba.",
        "pairing.newer": "Ce code vient d’une version plus récente de Verba ; rechargez la page pour la mettre à jour.",
        "pairing.truncated": "Ce code est incomplet : {got} de ses {total} caractères sont arrivés. Copiez-le en entier.",
        "pairing.damaged": "Ce code est abîmé : un caractère a changé en chemin. Copiez-le de nouveau.",
        "pairing.not_an_answer": "C’est l’invitation d’une table, pas la réponse d’un invité : collez le code qu’affiche l’appareil de l’invité.",
        "pairing.not_an_offer": "C’est la réponse d’un invité, pas l’invitation d’une table : collez le code qu’affiche l’appareil de l’hôte.",
        "pairing.sdp_unusable": "Les données de connexion de ce navigateur ne tiennent pas dans un code d’appairage ({what}).",
        "pairing.no_candidates": "Cet appareil n’a trouvé aucune adresse réseau à proposer : vérifiez qu’il est connecté (Wi-Fi).",
    },
}
