"""Wordz messages: why an action was refused, and the lines of the game log.

Codes are those of ``IllegalAction`` (``wordz.*``) and of the log events
(``wordz.log.*``, filled from an event of ``state.log`` with player names).
"""
from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    "pl": {
        "wordz.player_count": "Gra jest dla {min}–{max} graczy.",
        "wordz.bad_level": "Nieznany poziom gracza komputerowego: {level}.",
        "wordz.bad_rounds": "Liczba rund musi wynosić od 1 do {max}.",
        "wordz.bad_min_length": "Minimalna długość słowa musi wynosić od {min} do {max}.",
        "wordz.unknown_action": "Nieznana akcja: {type}.",
        "wordz.bad_player": "Nie ma takiego gracza: {player}.",
        "wordz.not_composing": "Słowa układa się tylko w fazie przygotowania.",
        "wordz.not_playing": "Teraz nie trwa faza gry.",
        "wordz.round_not_over": "Runda jeszcze się nie skończyła.",
        "wordz.already_composed": "Twoje słowo już leży na stole.",
        "wordz.not_letters": "„{word}” nie składa się z samych liter.",
        "wordz.too_short": "Słowo musi mieć co najmniej {min} litery.",
        "wordz.not_in_hand": "Nie masz kart z tymi literami: {letters}.",
        "wordz.not_a_word": "„{word}” nie jest francuskim słowem ze słownika.",
        "wordz.word_possible": "Z tych kart da się ułożyć słowo (co najmniej {min} litery): "
                               "nie można wziąć nowych.",
        "wordz.not_your_turn": "Teraz kolej gracza {player}.",
        "wordz.already_flipped": "W tej turze już odkryto kartę.",
        "wordz.already_guessed": "W tej turze już zgadywano.",
        "wordz.must_flip": "Najpierw odkryj kartę przeciwnika.",
        "wordz.own_word": "Odkrywa się i zgaduje tylko słowa przeciwników.",
        "wordz.no_word": "Gracz {player} nie ma już słowa na stole.",
        "wordz.bad_card": "Nie ma takiej karty: {index}.",
        "wordz.face_up": "Karta {index} jest już odkryta.",
        "wordz.no_tokens": "Nie masz żetonów: nie możesz zgadywać.",
        "wordz.wrong_length": "To słowo ma {length} liter.",
        "wordz.known_wrong": "„{word}” już zgadywano i to nie to słowo.",
        "wordz.guess_not_a_word": "„{word}” nie jest francuskim słowem ze słownika.",
        "wordz.no_take_back": "Nie ma czego cofnąć: cofnąć można tylko swoje zgadywanie "
                              "albo zakończenie tury, nigdy odkrycia karty.",
        "wordz.take_back_once": "W tej turze już raz cofano ruch.",
        "wordz.take_back_shown": "Od tego czasu odkryto kartę w słowie gracza {player}: "
                                 "zobaczonej litery nie da się ukryć, więc ruchu nie można "
                                 "już cofnąć.",
        "wordz.log.composed": "{player} układa słowo z {length} kart.",
        "wordz.log.redeal": "{player} nie mógł ułożyć słowa i dostaje nowe karty.",
        "wordz.log.play": "Zaczyna {player}.",
        "wordz.log.flip": "{player} odkrywa {letter} w słowie gracza {target}.",
        "wordz.log.guess_right": "{player} zgaduje słowo gracza {target}: {word}!",
        "wordz.log.guess_right_split": "{player} zgaduje słowo gracza {target}: {word}! "
                                       "Zakryte karty ({won}) bierze {player}, odkryte "
                                       "({kept}) zostają u gracza {target}; postawiony żeton "
                                       "dostaje {target}.",
        "wordz.log.guess_wrong": "{player} stawia żeton na {word} (słowo gracza {target}): "
                                 "pudło. Żeton przechodzi do gracza {target}.",
        "wordz.log.revealed": "Słowo gracza {player} jest całe odkryte: {word}. Wszystkie "
                              "jego karty ({n}) zostają u gracza {player}.",
        "wordz.log.take_back_guess": "{player} cofa zakład na {word} (słowo gracza "
                                     "{target}): żeton wraca, a {word} zostaje na liście "
                                     "chybionych.",
        "wordz.log.take_back_end_turn": "{player} cofa zakończenie tury.",
        "wordz.log.take_back_moves": "Cofnięte razem z tym ruchy komputerów: {moves}.",
        "wordz.log.round_end": "Koniec rundy {round}.",
        "wordz.log.game_over": "Koniec gry.",
    },
    "fr": {
        "wordz.player_count": "Le jeu se joue de {min} à {max} joueurs.",
        "wordz.bad_level": "Niveau d'ordinateur inconnu : {level}.",
        "wordz.bad_rounds": "Le nombre de manches va de 1 à {max}.",
        "wordz.bad_min_length": "La longueur minimale d'un mot va de {min} à {max}.",
        "wordz.unknown_action": "Action inconnue : {type}.",
        "wordz.bad_player": "Ce joueur n'existe pas : {player}.",
        "wordz.not_composing": "On compose les mots pendant la phase de préparation.",
        "wordz.not_playing": "Ce n'est pas la phase de jeu.",
        "wordz.round_not_over": "La manche n'est pas terminée.",
        "wordz.already_composed": "Votre mot est déjà posé.",
        "wordz.not_letters": "« {word} » ne contient pas que des lettres.",
        "wordz.too_short": "Le mot doit avoir au moins {min} lettres.",
        "wordz.not_in_hand": "Vous n'avez pas de carte pour ces lettres : {letters}.",
        "wordz.not_a_word": "« {word} » n'est pas un mot français du dictionnaire.",
        "wordz.word_possible": "Ces cartes forment un mot (d'au moins {min} lettres) : "
                               "pas de nouvelle donne.",
        "wordz.not_your_turn": "C'est au tour de {player}.",
        "wordz.already_flipped": "Vous avez déjà retourné une carte ce tour-ci.",
        "wordz.already_guessed": "Vous avez déjà fait une proposition ce tour-ci.",
        "wordz.must_flip": "Retournez d'abord une carte d'un adversaire.",
        "wordz.own_word": "On ne retourne et ne devine que les mots des adversaires.",
        "wordz.no_word": "{player} n'a plus de mot sur la table.",
        "wordz.bad_card": "Cette carte n'existe pas : {index}.",
        "wordz.face_up": "La carte {index} est déjà retournée.",
        "wordz.no_tokens": "Vous n'avez plus de jeton : pas de proposition.",
        "wordz.wrong_length": "Ce mot a {length} lettres.",
        "wordz.known_wrong": "« {word} » a déjà été proposé, et ce n'est pas le mot.",
        "wordz.guess_not_a_word": "« {word} » n'est pas un mot français du dictionnaire.",
        "wordz.no_take_back": "Rien à reprendre : on reprend sa proposition ou la fin de "
                              "son tour, jamais une carte retournée.",
        "wordz.take_back_once": "Un coup a déjà été repris ce tour-ci.",
        "wordz.take_back_shown": "Une carte du mot de {player} a été retournée depuis : une "
                                 "lettre vue ne se cache plus, ce coup ne peut plus être "
                                 "repris.",
        "wordz.log.composed": "{player} pose un mot de {length} cartes.",
        "wordz.log.redeal": "{player} ne pouvait former aucun mot et reçoit de nouvelles cartes.",
        "wordz.log.play": "{player} commence.",
        "wordz.log.flip": "{player} retourne un {letter} dans le mot de {target}.",
        "wordz.log.guess_right": "{player} devine le mot de {target} : {word} !",
        "wordz.log.guess_right_split": "{player} devine le mot de {target} : {word} ! "
                                       "{player} prend les cartes cachées ({won}), {target} "
                                       "garde les cartes retournées ({kept}) et reçoit le "
                                       "jeton misé.",
        "wordz.log.guess_wrong": "{player} mise un jeton sur {word} pour le mot de {target} : "
                                 "raté. Le jeton va à {target}.",
        "wordz.log.revealed": "Le mot de {player} est entièrement retourné : {word}. "
                              "{player} garde toutes ses cartes ({n}).",
        "wordz.log.take_back_guess": "{player} reprend sa mise sur {word} (mot de {target}) : "
                                     "le jeton revient, et {word} reste parmi les "
                                     "propositions ratées.",
        "wordz.log.take_back_end_turn": "{player} reprend la fin de son tour.",
        "wordz.log.take_back_moves": "Coups des ordinateurs repris avec lui : {moves}.",
        "wordz.log.round_end": "Fin de la manche {round}.",
        "wordz.log.game_over": "Fin de la partie.",
    },
    "en": {
        "wordz.player_count": "The game is for {min} to {max} players.",
        "wordz.bad_level": "Unknown computer level: {level}.",
        "wordz.bad_rounds": "The number of rounds goes from 1 to {max}.",
        "wordz.bad_min_length": "The minimum word length goes from {min} to {max}.",
        "wordz.unknown_action": "Unknown action: {type}.",
        "wordz.bad_player": "No such player: {player}.",
        "wordz.not_composing": "Words are composed in the preparation phase.",
        "wordz.not_playing": "This is not the playing phase.",
        "wordz.round_not_over": "The round is not over.",
        "wordz.already_composed": "Your word is already on the table.",
        "wordz.not_letters": "“{word}” is not made of letters only.",
        "wordz.too_short": "The word must have at least {min} letters.",
        "wordz.not_in_hand": "You have no cards for these letters: {letters}.",
        "wordz.not_a_word": "“{word}” is not a French word in the dictionary.",
        "wordz.word_possible": "These cards make a word (of at least {min} letters): "
                               "no new deal.",
        "wordz.not_your_turn": "It is {player}'s turn.",
        "wordz.already_flipped": "You have already turned a card this turn.",
        "wordz.already_guessed": "You have already made a guess this turn.",
        "wordz.must_flip": "Turn over one of an opponent's cards first.",
        "wordz.own_word": "Only opponents' words are turned over and guessed.",
        "wordz.no_word": "{player} has no word on the table any more.",
        "wordz.bad_card": "No such card: {index}.",
        "wordz.face_up": "Card {index} is already face up.",
        "wordz.no_tokens": "You have no bet tokens left: no guess.",
        "wordz.wrong_length": "That word has {length} letters.",
        "wordz.known_wrong": "“{word}” was already proposed, and it is not the word.",
        "wordz.guess_not_a_word": "“{word}” is not a French word in the dictionary.",
        "wordz.no_take_back": "Nothing to take back: a guess or the end of a turn can be "
                              "taken back, a turned card never.",
        "wordz.take_back_once": "A move was already taken back this turn.",
        "wordz.take_back_shown": "A card of {player}'s word has been turned over since: a "
                                 "letter once seen cannot be hidden again, so that move can "
                                 "no longer be taken back.",
        "wordz.log.composed": "{player} lays a word of {length} cards.",
        "wordz.log.redeal": "{player} could make no word and gets new cards.",
        "wordz.log.play": "{player} starts.",
        "wordz.log.flip": "{player} turns over {letter} in {target}'s word.",
        "wordz.log.guess_right": "{player} guesses {target}'s word: {word}!",
        "wordz.log.guess_right_split": "{player} guesses {target}'s word: {word}! {player} "
                                       "takes the face-down cards ({won}); {target} keeps the "
                                       "face-up ones ({kept}) and the token bet.",
        "wordz.log.guess_wrong": "{player} bets a token on {word} for {target}'s word: wrong. "
                                 "The token goes to {target}.",
        "wordz.log.revealed": "{player}'s word is fully turned over: {word}. {player} keeps "
                              "all its cards ({n}).",
        "wordz.log.take_back_guess": "{player} takes back the bet on {word} ({target}'s word): "
                                     "the token comes back, and {word} stays among the wrong "
                                     "guesses.",
        "wordz.log.take_back_end_turn": "{player} takes back the end of the turn.",
        "wordz.log.take_back_moves": "Computer moves undone with it: {moves}.",
        "wordz.log.round_end": "End of round {round}.",
        "wordz.log.game_over": "End of the game.",
    },
}


def log_lines(event: dict, names: list[str]) -> list[tuple[str, dict[str, object]]]:
    """The message codes and parameters that tell one event of ``state.log``
    (a take-back that undid computer moves takes two sentences)."""
    kind = event["type"]
    params: dict[str, object] = {k: v for k, v in event.items() if k != "type"}
    for key in ("player", "target"):
        if key in params and isinstance(params[key], int):
            params[key] = names[params[key]]
    if kind == "guess":
        if not event["right"]:
            return [("wordz.log.guess_wrong", params)]
        # logs saved before version 2 do not say how the cards were shared
        split = "won" in event and "kept" in event
        return [("wordz.log.guess_right_split" if split else "wordz.log.guess_right", params)]
    if kind == "revealed":
        return [("wordz.log.revealed", {**params, "n": len(event["word"])})]
    if kind == "take_back":
        lines = [(f"wordz.log.take_back_{event['undid']}", params)]
        if event["moves"]:
            lines.append(("wordz.log.take_back_moves", params))
        return lines
    return [(f"wordz.log.{kind}", params)]
