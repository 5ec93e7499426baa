"""Why a game record is refused (``verba.gamefile.RecordError`` codes)."""
from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    "en": {
        "record.not_json": "This file is not a Verba game record: it is not readable JSON.",
        "record.too_big": "This file is too large to be a Verba game record.",
        "record.too_deep": "This file is nested too deeply to be a Verba game record.",
        "record.foreign": "This file is not a Verba game record.",
        "record.newer": "This record was written by a newer version of Verba; reload the page to update it.",
        "record.unknown_game": "This record is of a game Verba does not know.",
        "record.bad_start": "This record is damaged: its starting position is not one the rules allow.",
        "record.bad_actions": "This record is damaged: its list of moves cannot be read.",
        "record.too_many": "This record has more moves than a game can have (at most {max}).",
        "record.bad_action": "This record is damaged: move {number} cannot be read.",
        "record.illegal": "This record is damaged: move {number} breaks the rules ({why}).",
    },
    "pl": {
        "record.not_json": "To nie jest zapis gry Verby: plik nie jest czytelnym JSON-em.",
        "record.too_big": "Ten plik jest za duży, by był zapisem gry Verby.",
        "record.too_deep": "Ten plik jest zbyt głęboko zagnieżdżony, by był zapisem gry Verby.",
        "record.foreign": "To nie jest zapis gry Verby.",
        "record.newer": "Ten zapis pochodzi z nowszej wersji Verby; odśwież stronę, by ją zaktualizować.",
        "record.unknown_game": "Ten zapis dotyczy gry, której Verba nie zna.",
        "record.bad_start": "Ten zapis jest uszkodzony: jego pozycja początkowa jest niezgodna z zasadami.",
        "record.bad_actions": "Ten zapis jest uszkodzony: nie da się odczytać listy ruchów.",
        "record.too_many": "Ten zapis ma więcej ruchów, niż może mieć gra (najwyżej {max}).",
        "record.bad_action": "Ten zapis jest uszkodzony: nie da się odczytać ruchu {number}.",
        "record.illegal": "Ten zapis jest uszkodzony: ruch {number} łamie zasady ({why}).",
    },
    "fr": {
        "record.not_json": "Ce fichier n’est pas une partie enregistrée par Verba : ce n’est pas du JSON lisible.",
        "record.too_big": "Ce fichier est trop gros pour être une partie enregistrée par Verba.",
        "record.too_deep": "Ce fichier est trop imbriqué pour être une partie enregistrée par Verba.",
        "record.foreign": "Ce fichier n’est pas une partie enregistrée par Verba.",
        "record.newer": "Cette partie a été enregistrée par une version plus récente de Verba ; rechargez la page pour la mettre à jour.",
        "record.unknown_game": "Cette partie est d’un jeu que Verba ne connaît pas.",
        "record.bad_start": "Cette partie est endommagée : sa position de départ n’est pas permise par les règles.",
        "record.bad_actions": "Cette partie est endommagée : sa liste de coups est illisible.",
        "record.too_many": "Cette partie a plus de coups qu’une partie ne peut en avoir (au plus {max}).",
        "record.bad_action": "Cette partie est endommagée : le coup {number} est illisible.",
        "record.illegal": "Cette partie est endommagée : le coup {number} enfreint les règles ({why}).",
    },
}
