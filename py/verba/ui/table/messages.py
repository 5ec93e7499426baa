"""What a guest's table says about its link to the host (``remote.*``)."""
from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    "pl": {
        "remote.connected": "Grasz na tym urządzeniu jako {name}; grę prowadzi host.",
        "remote.waiting": "Czekamy na hosta: połączenie jest zerwane. "
                          "Host może sparować to urządzenie od nowa; gra czeka.",
        "remote.no_view": "Czekamy na stół hosta…",
        "remote.pending": "Ruch wysłany; czekamy na odpowiedź hosta…",
        "remote.refused": "Host nie przyjął ruchu: {reason} Ruch czeka na poprawkę.",
        "remote.unknown_refusal": "powód {what}, którego ta strona nie zna.",
        "remote.others_judge": "Pozostali gracze przyjmują twoje ostatnie płytki albo sprawdzają je w słowniku.",
        "remote.bad_view": "Nie udało się odczytać stołu przysłanego przez hosta; "
                           "widać poprzedni stan.",
    },
    "fr": {
        "remote.connected": "Vous jouez sur cet appareil pour {name} ; l’hôte mène la partie.",
        "remote.waiting": "En attente de l’hôte : la connexion est coupée. "
                          "L’hôte peut rapparier cet appareil ; la partie attend.",
        "remote.no_view": "En attente de la table de l’hôte…",
        "remote.pending": "Coup envoyé ; en attente de la réponse de l’hôte…",
        "remote.refused": "L’hôte a refusé le coup : {reason} Le coup reste là pour être corrigé.",
        "remote.unknown_refusal": "motif {what}, que cette page ne connaît pas.",
        "remote.others_judge": "Les autres joueurs acceptent ou contestent vos dernières lettres.",
        "remote.bad_view": "La table envoyée par l’hôte n’a pas pu être lue ; "
                           "l’état précédent reste affiché.",
    },
    "en": {
        "remote.connected": "You play {name} on this device; the host runs the game.",
        "remote.waiting": "Waiting for the host: the connection is down. "
                          "The host can pair this device again; the game waits.",
        "remote.no_view": "Waiting for the host's table…",
        "remote.pending": "Move sent; waiting for the host's answer…",
        "remote.refused": "The host refused the move: {reason} The move stays for you to fix.",
        "remote.unknown_refusal": "reason {what}, which this page does not know.",
        "remote.others_judge": "The other players accept or challenge your last tiles.",
        "remote.bad_view": "The table the host sent could not be read; "
                           "the previous one stays on show.",
    },
}
