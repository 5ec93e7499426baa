"""Scriba messages: why an action was refused (codes of ``IllegalAction``).

``{cell}`` names a cell as the board's edges mark it (column letter, row
number: "H8").
"""
from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    "pl": {
        "scriba.takeback_over": "Skończonej gry nie można cofnąć.",
        "scriba.takeback_agreed": "Ruchy między ludźmi można cofać tylko, jeśli wszyscy zgodzili "
                                  "się na to przed grą.",
        "scriba.takeback_none": "Nie ma twojego ruchu do cofnięcia.",
        "scriba.takeback_people": "Po twoim ruchu zagrał już inny gracz: tego nie można cofnąć.",
        "scriba.bad_action": "Niepoprawna akcja (pole „{field}”).",
        "scriba.unknown_action": "Nieznana akcja: {type}.",
        "scriba.game_over": "Gra jest już skończona.",
        "scriba.empty_placement": "Nie wyłożono żadnej płytki.",
        "scriba.off_board": "To pole leży poza planszą.",
        "scriba.duplicate_cell": "Na polu {cell} położono dwie płytki naraz.",
        "scriba.bad_tile": "Nie ma takiej płytki: {tile}.",
        "scriba.blank_letter": "Trzeba powiedzieć, jaką literę zastępuje pusta płytka.",
        "scriba.not_on_rack": "Nie masz na stojaku płytki {tile}.",
        "scriba.arrows_disabled": "W tej grze umówiono się nie używać strzałek.",
        "scriba.stacking_disabled": "W tej grze umówiono się nie układać liter w stosy.",
        "scriba.cell_taken": "Pole {cell} jest już zajęte.",
        "scriba.one_arrow": "W jednym ruchu można użyć tylko jednej strzałki.",
        "scriba.bend_direction": "Słowo czyta się tylko w prawo lub w dół: strzałka skręca "
                                 "z prawej w dół albo z dołu w prawo.",
        "scriba.arrow_unused": "Strzałka musi stać w rogu słowa, między jego dwiema częściami.",
        "scriba.not_in_line": "Litery muszą leżeć w jednym rzędzie lub jednej kolumnie "
                              "(albo skręcać przy strzałce).",
        "scriba.gap": "Między literami słowa nie może być pustego pola.",
        "scriba.first_off_centre": "Pierwsze słowo musi przykrywać środkowe pole (z piórem).",
        "scriba.first_too_short": "Pierwsze słowo musi mieć co najmniej dwie litery.",
        "scriba.not_connected": "Nowe słowo musi dotykać liter, które już leżą na planszy.",
        "scriba.two_words_changed": "Ruch może zmienić tylko jedno słowo, które już leży na "
                                    "planszy, a ten zmienia: {words}. Inne słowa muszą "
                                    "być nowe, utworzone tym ruchem.",
        "scriba.block_alone": "Płytkę z czarnym kółkiem kładzie się razem ze słowem.",
        "scriba.block_place": "Płytka z czarnym kółkiem (pole {cell}) musi zamykać początek "
                              "lub koniec ułożonego słowa.",
        "scriba.stack_outside": "Litery na drugim poziomie kładzie się tylko na literach "
                                "jednego słowa, w jego granicach.",
        "scriba.stack_on_special": "Na strzałce ani na czarnym kółku (pole {cell}) nie "
                                   "kładzie się liter.",
        "scriba.stack_too_high": "Na polu {cell} jest już drugi poziom; wyżej się nie buduje.",
        "scriba.stack_same_letter": "Litera na polu {cell} jest taka sama jak ta pod nią: "
                                    "nie tworzy nowego słowa.",
        "scriba.not_a_word": "„{word}” nie jest słowem ze słownika.",
        "scriba.awaiting_challenge": "Ostatnie słowo zakończyło grę: można je sprawdzić "
                                     "w słowniku albo przyjąć.",
        "scriba.no_dictionary": "Słownik jeszcze się nie wczytał.",
        "scriba.exchange_none": "Wybierz płytki do wymiany.",
        "scriba.exchange_all": "Przy wymianie co najmniej jedna płytka zostaje na stojaku.",
        "scriba.bag_too_small": "Płytek w woreczku: {count} — za mało do tej wymiany.",
        "scriba.no_challenges": "Słowa są sprawdzane od razu: nie ma czego kwestionować.",
        "scriba.nothing_to_challenge": "Nie ma słowa, które można jeszcze sprawdzić.",
        "scriba.own_move": "Własnego słowa nie kwestionuje się.",
        "scriba.too_short": "Słowo musi mieć co najmniej dwie litery.",
        "scriba.setup_phase": "Najpierw rozkłada się żetony premii; gra jeszcze się nie zaczęła.",
        "scriba.not_setup": "Wszystkie żetony już leżą na planszy.",
        "scriba.token_taken": "Na polu {cell} już leży żeton.",
        "scriba.token_none": "Nie ma już żetonów tego rodzaju do rozłożenia.",
        "scriba.capture_choose": "Wybierz przeciwnika, któremu zabierasz duży żeton.",
        "scriba.capture_from": "Temu graczowi nie można zabrać dużego żetonu.",
        "scriba.capture_not_earned": "Duży żeton zabiera się za wyłożenie co najmniej 4 liter "
                                     "(bez pustych płytek) w jednym ruchu.",
    },
    "fr": {
        "scriba.takeback_over": "Une partie terminée ne se reprend pas.",
        "scriba.takeback_agreed": "Entre joueurs, un coup ne se reprend que si tous l'ont accepté "
                                  "avant la partie.",
        "scriba.takeback_none": "Vous n'avez pas de coup à reprendre.",
        "scriba.takeback_people": "Un autre joueur a joué après votre coup : il ne se reprend plus.",
        "scriba.bad_action": "Action incorrecte (champ « {field} »).",
        "scriba.unknown_action": "Action inconnue : {type}.",
        "scriba.game_over": "La partie est terminée.",
        "scriba.empty_placement": "Aucune pièce n'a été posée.",
        "scriba.off_board": "Cette case est hors du plateau.",
        "scriba.duplicate_cell": "Deux pièces posées à la fois sur la case {cell}.",
        "scriba.bad_tile": "Cette pièce n'existe pas : {tile}.",
        "scriba.blank_letter": "Il faut dire quelle lettre la pièce blanche remplace.",
        "scriba.not_on_rack": "La pièce {tile} n'est pas sur votre chevalet.",
        "scriba.arrows_disabled": "Dans cette partie, on a convenu de ne pas utiliser les flèches.",
        "scriba.stacking_disabled": "Dans cette partie, on a convenu de ne pas empiler les lettres.",
        "scriba.cell_taken": "La case {cell} est déjà occupée.",
        "scriba.one_arrow": "Une seule flèche par coup.",
        "scriba.bend_direction": "Un mot se lit seulement vers la droite ou vers le bas : la "
                                 "flèche tourne de la droite vers le bas ou du bas vers la droite.",
        "scriba.arrow_unused": "La flèche se place à l'angle du mot, entre ses deux parties.",
        "scriba.not_in_line": "Les lettres doivent être sur une même ligne ou une même "
                              "colonne (ou tourner à une flèche).",
        "scriba.gap": "Un mot ne peut pas avoir de case vide entre ses lettres.",
        "scriba.first_off_centre": "Le premier mot doit couvrir la case centrale (à la plume).",
        "scriba.first_too_short": "Le premier mot doit avoir au moins deux lettres.",
        "scriba.not_connected": "Le nouveau mot doit toucher des lettres déjà posées.",
        "scriba.two_words_changed": "Un coup ne peut modifier qu'un seul mot déjà posé ; "
                                    "celui-ci modifie : {words}. Les autres mots doivent "
                                    "être nouveaux, formés par ce coup.",
        "scriba.block_alone": "Une pièce à rond noir se pose avec un mot.",
        "scriba.block_place": "La pièce à rond noir (case {cell}) doit fermer le début ou la "
                              "fin du mot posé.",
        "scriba.stack_outside": "Les lettres du niveau supérieur se posent seulement sur les "
                                "lettres d'un même mot, dans ses limites.",
        "scriba.stack_on_special": "On ne pose pas de lettre sur une flèche ni sur un rond "
                                   "noir (case {cell}).",
        "scriba.stack_too_high": "La case {cell} a déjà un niveau supérieur ; on ne monte pas plus haut.",
        "scriba.stack_same_letter": "La lettre de la case {cell} est la même que celle du "
                                    "dessous : elle ne forme pas de nouveau mot.",
        "scriba.not_a_word": "« {word} » n'est pas un mot du dictionnaire.",
        "scriba.awaiting_challenge": "Le dernier mot a terminé la partie : on peut le "
                                     "contester ou l'accepter.",
        "scriba.no_dictionary": "Le dictionnaire n'est pas encore chargé.",
        "scriba.exchange_none": "Choisissez les pièces à échanger.",
        "scriba.exchange_all": "Lors d'un échange, au moins une pièce reste sur le chevalet.",
        "scriba.bag_too_small": "Il ne reste que {count} pièces dans le sac : pas assez pour cet échange.",
        "scriba.no_challenges": "Les mots sont vérifiés aussitôt posés : rien à contester.",
        "scriba.nothing_to_challenge": "Aucun mot ne peut plus être contesté.",
        "scriba.own_move": "On ne conteste pas son propre mot.",
        "scriba.too_short": "Un mot doit avoir au moins deux lettres.",
        "scriba.setup_phase": "On place d'abord les jetons de prime : la partie n'a pas commencé.",
        "scriba.not_setup": "Tous les jetons sont déjà sur le plateau.",
        "scriba.token_taken": "La case {cell} a déjà un jeton.",
        "scriba.token_none": "Il ne reste plus de jeton de ce genre à placer.",
        "scriba.capture_choose": "Choisissez l'adversaire à qui vous prenez un grand jeton.",
        "scriba.capture_from": "On ne peut pas prendre de grand jeton à ce joueur.",
        "scriba.capture_not_earned": "Un grand jeton se gagne en posant au moins 4 lettres "
                                     "(sans les pièces blanches) en un coup.",
    },
    "en": {
        "scriba.takeback_over": "A finished game cannot be taken back.",
        "scriba.takeback_agreed": "Between people a move can be taken back only if everyone "
                                  "agreed before the game.",
        "scriba.takeback_none": "You have no move to take back.",
        "scriba.takeback_people": "Another player has played since your move: it stays.",
        "scriba.bad_action": "Malformed action (field \"{field}\").",
        "scriba.unknown_action": "Unknown action: {type}.",
        "scriba.game_over": "The game is over.",
        "scriba.empty_placement": "No tile was laid.",
        "scriba.off_board": "That cell is off the board.",
        "scriba.duplicate_cell": "Two tiles were laid on {cell} at once.",
        "scriba.bad_tile": "There is no such tile: {tile}.",
        "scriba.blank_letter": "Say which letter the blank tile stands for.",
        "scriba.not_on_rack": "Tile {tile} is not on your rack.",
        "scriba.arrows_disabled": "This game was agreed without arrow tiles.",
        "scriba.stacking_disabled": "This game was agreed without stacking.",
        "scriba.cell_taken": "{cell} is already taken.",
        "scriba.one_arrow": "Only one arrow tile per turn.",
        "scriba.bend_direction": "Words read only rightwards or downwards: an arrow turns from "
                                 "right to down or from down to right.",
        "scriba.arrow_unused": "An arrow tile stands at the corner of the word, between its two parts.",
        "scriba.not_in_line": "The letters must lie in one row or one column (or turn at an arrow).",
        "scriba.gap": "A word cannot have an empty cell between its letters.",
        "scriba.first_off_centre": "The first word must cover the centre (the feather).",
        "scriba.first_too_short": "The first word needs at least two letters.",
        "scriba.not_connected": "A new word must touch letters already on the board.",
        "scriba.two_words_changed": "A move may change only one word already on the board, "
                                    "and this one changes {words}. Any other word must be "
                                    "a new one, formed by this move.",
        "scriba.block_alone": "A blocking tile is laid together with a word.",
        "scriba.block_place": "The blocking tile on {cell} must close the beginning or the "
                              "end of the word laid.",
        "scriba.stack_outside": "Upper-level letters go only on the letters of one word, "
                                "within its limits.",
        "scriba.stack_on_special": "No letter goes on an arrow or blocking tile ({cell}).",
        "scriba.stack_too_high": "{cell} already has an upper level; nothing goes higher.",
        "scriba.stack_same_letter": "The letter on {cell} is the same as the one below: it "
                                    "forms no new word.",
        "scriba.not_a_word": "\"{word}\" is not in the dictionary.",
        "scriba.awaiting_challenge": "The last word ended the game: challenge it or accept it.",
        "scriba.no_dictionary": "The dictionary has not loaded yet.",
        "scriba.exchange_none": "Choose the tiles to exchange.",
        "scriba.exchange_all": "At least one tile stays on the rack in an exchange.",
        "scriba.bag_too_small": "Only {count} tiles are left in the bag: too few for this exchange.",
        "scriba.no_challenges": "Words are checked as they are laid: there is nothing to challenge.",
        "scriba.nothing_to_challenge": "There is no word left to challenge.",
        "scriba.own_move": "Players do not challenge their own word.",
        "scriba.too_short": "A word needs at least two letters.",
        "scriba.setup_phase": "The bonus tokens are being laid out: the game has not started yet.",
        "scriba.not_setup": "All the tokens are already on the board.",
        "scriba.token_taken": "{cell} already has a token.",
        "scriba.token_none": "No token of that kind is left to lay out.",
        "scriba.capture_choose": "Choose the opponent you take a large token from.",
        "scriba.capture_from": "No large token can be taken from that player.",
        "scriba.capture_not_earned": "A large token is earned by laying at least 4 letters "
                                     "(blanks not counted) in one turn.",
    },
}
