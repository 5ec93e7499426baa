"""The rules of Wordz as the page shows them: sections, texts in Polish,
French and English, the figures they quote (read from the engine), and which
docs/RULES.md decision each text states.  Cards are drawn by the table's own
``card_node``; the worked example is the rulebook's MACHINES."""
from __future__ import annotations

from typing import Any

from .page import Section

SECTIONS: dict[str, tuple[Section, ...]] = {"wordz": (
    Section("goal", ("goal.text", "goal.players")),
    Section("cards", (
        "cards.text",
        ("legend", ("back:A back:K", "cards.backs"), ("card:A card:K", "cards.faces")),
        "cards.tokens", ("wordz_tokens",),
        ("details", "cards.all", "cards.deck", ("wordz_deck",)))),
    Section("compose", (
        "compose.deal", ("wordz_cards", "compose.hand", "AAEEICHMNPST", None),
        "compose.word", "compose.accents", "compose.checked", "compose.redeal",
        "compose.direction", ("wordz_cards", "compose.laid", "MACHINES", "00000000"),
        "compose.private")),
    Section("turn", (("list", "turn.flip", "turn.guess", "turn.order"), "turn.skip",
                     "turn.takeback")),
    Section("guess", (
        ("list", "guess.right", "guess.wrong", "guess.all"),
        "guess.example",
        ("wordz_guess", "MACHINES", "10101101", "guess.philippe", "guess.marc"))),
    Section("round", ("round.end", "round.next", "round.game")),
    Section("daily", ("daily.text",)),
)}

# docs/RULES.md decision id -> the text that states it
DECISIONS: dict[str, str] = {
    "wordz.deck": "cards.deck",
    "wordz.accents": "compose.accents",
    "wordz.players": "goal.players",
    "wordz.tokens-round": "cards.tokens",
    "wordz.min-length": "compose.word",
    "wordz.checked": "compose.checked",
    "wordz.redeal": "compose.redeal",
    "wordz.colours": "cards.text",
    "wordz.hand-off": "compose.private",
    "wordz.guess": "turn.guess",
    "wordz.turn-end": "turn.order",
    "wordz.skip": "turn.skip",
    "wordz.take-back": "turn.takeback",
    "wordz.next-starter": "round.next",
    "wordz.tie": "round.game",
    "wordz.daily": "daily.text",
    "wordz.reading": "compose.direction",
    "wordz.machines": "guess.example",
}


def figures() -> dict[str, Any]:
    """Every number the texts quote, from the engine."""
    from ...wordz import deck, game
    lo, hi = game.MIN_LENGTH_RANGE
    return {
        "min_players": game.MIN_PLAYERS, "max_players": game.MAX_PLAYERS,
        "rounds": game.DEFAULT_ROUNDS, "tokens_each": game.TOKENS_EACH,
        "min_length": game.DEFAULT_MIN_LENGTH, "min_lo": lo, "min_hi": hi,
        "hand_vowels": deck.HAND_VOWELS, "hand_consonants": deck.HAND_CONSONANTS,
        "vowel_cards": deck.VOWEL_CARDS, "consonant_cards": deck.CONSONANT_CARDS,
        "cards": len(deck.CARDS), "vowels": ", ".join(deck.VOWELS),
    }


TEXTS: dict[str, dict[str, str]] = {
    "en": {
        "goal.title": "The game",
        "goal.text": "Hide a French word in your cards; turn over your rivals' cards one by one "
                     "and bet tokens on guessing their words. Every card you win is a point: "
                     "guess early, while many cards are still face down.",
        "goal.players": "{min_players} to {max_players} players, people or computer players. A "
                        "game has {rounds} rounds unless the set-up says otherwise; the first "
                        "player of the first round is drawn at random.",
        "cards.title": "Cards and tokens",
        "cards.text": "{cards} cards: {vowel_cards} yellow Vowel cards ({vowels}) and "
                      "{consonant_cards} blue Consonant cards. The back of a card shows its "
                      "colour — so everyone can see which hidden cards are vowels — and an "
                      "arrow, the writing direction.",
        "cards.backs": "The backs: a Vowel card and a Consonant card.",
        "cards.faces": "The faces: the letter, repeated in the corners.",
        "cards.tokens": "Each player gets {tokens_each} bet tokens at the start of every round; "
                        "tokens not dealt stay in the box.",
        "cards.all": "How many cards of each letter",
        "cards.deck": "The rulebook does not print the cards' letters; Verba shares each "
                      "colour's cards among its letters by how often they occur in French words, "
                      "at least one card each:",
        "compose.title": "Hiding a word",
        "compose.deal": "Each player is dealt {hand_vowels} Vowel and {hand_consonants} "
                        "Consonant cards — Marc's, for example:",
        "compose.hand": "Marc's cards",
        "compose.word": "From some or all of them, each secretly makes a French word: at least "
                        "{min_length} letters long by default (the set-up allows {min_lo} to "
                        "{min_hi}). Any French word but a proper noun: plurals, feminines, "
                        "conjugated verbs, participles, adverbs…",
        "compose.accents": "Letters carry no accents: É is E, Ç is C, Œ is OE; “râteau” is laid "
                           "R\u00a0A\u00a0T\u00a0E\u00a0A\u00a0U.",
        "compose.checked": "Verba checks the word when you lay it: a word it does not know is "
                           "refused, with the reason, and you try another — a misspelt word "
                           "never reaches the table. Unused cards go back to the box.",
        "compose.redeal": "If your cards spell no word at all, you may ask for new ones.",
        "compose.direction": "The word lies face down in reading order: the arrows on the backs "
                             "point from its first card to its last. At a real table you lay it "
                             "from right to left so that the others can read it; on the screen "
                             "everyone reads it from left to right.",
        "compose.laid": "Marc's word, MACHINES, laid face down",
        "compose.private": "On a shared device, Verba asks for it to be passed on before it "
                           "shows a player their own cards, so nobody sees another's word.",
        "turn.title": "Your turn",
        "turn.flip": "You **must** turn over one card of an opponent's word.",
        "turn.guess": "You **may** guess one opponent's word — not necessarily the one you "
                      "flipped a card of: give its owner a bet token and spell the word. It must "
                      "be a French word of the right length; a guess of the wrong length, an "
                      "unknown word, or one already refused for that word is not accepted and "
                      "costs no token. Without tokens you cannot guess.",
        "turn.order": "Flip and guess in either order, each once. The turn ends by itself when "
                      "nothing is left to do in it; otherwise you end it after your flip.",
        "turn.skip": "A player with no opponent card left to turn over is skipped, while the "
                     "others go on with the last word.",
        "turn.takeback": "**Taking back.** Against computers you may take back your last bet "
                         "or the end of your turn, with the computers' moves after it: your "
                         "token comes back and you choose again. A card once turned over is "
                         "never turned back, a word found wrong stays wrong, and nothing is "
                         "taken back once a letter you did not know has been shown, nor across "
                         "the end of a round; once per turn. People sharing a screen may do it "
                         "only if they all agreed at the set-up. The log says what was taken "
                         "back.",
        "guess.title": "Guessing",
        "guess.right": "**Right**: you take the cards still face down; the owner takes the "
                       "face-up ones, and the word leaves the table (its owner plays on all the "
                       "same).",
        "guess.wrong": "**Wrong**: the token stays with the owner all the same, and the word "
                       "stays on the table.",
        "guess.all": "A word whose cards are all turned over goes whole to its owner.",
        "guess.example": "The rulebook's example: after a few turns Marc's word shows M, C, I, N "
                         "and S. Philippe hesitates between MACHINAL and MACHINES; he gives Marc "
                         "a token and spells M-A-C-H-I-N-E-S. Right: Philippe wins the cards "
                         "still face down, Marc the ones face up.",
        "guess.philippe": "Philippe",
        "guess.marc": "Marc",
        "daily.title": "The daily challenge",
        "daily.text": "Every day, the hard computer player lays a word from the cards the "
                      "date deals it, the same for everyone, and you play the guesser alone: "
                      "each turn you must turn one card over and may guess once, in either "
                      "order. Your {tokens_each} tokens are all your guesses, as none comes "
                      "back. Turning the last card shows the word and the daily is lost. You "
                      "lay no word, there are no rounds and no cards to count: your result is "
                      "the number of cards turned before you found the word.",
        "round.title": "End of a round and of the game",
        "round.end": "When every word has been guessed or turned over, the round ends: you "
                     "score a point for each card you won.",
        "round.next": "The player with the fewest points in the round starts the next one "
                      "(then the one with the fewest tokens; then the next in turn after this "
                      "round's starter). The cards are gathered by colour and shuffled, and the "
                      "tokens are dealt anew.",
        "round.game": "After the last round the highest total wins; players tied for the most "
                      "points share the win.",
    },
    "pl": {
        "goal.title": "Cel gry",
        "goal.text": "Ukryj w swoich kartach francuskie słowo, odkrywaj po jednej karty rywali "
                     "i stawiaj żetony, by odgadnąć ich słowa. Każda zdobyta karta to punkt: "
                     "zgaduj wcześnie, póki wiele kart jest jeszcze zakrytych.",
        "goal.players": "Od {min_players} do {max_players} graczy — ludzie albo komputer. Gra "
                        "ma {rounds} rundy, chyba że przed grą ustalono inaczej; kto zaczyna "
                        "pierwszą rundę, rozstrzyga losowanie.",
        "cards.title": "Karty i żetony",
        "cards.text": "W grze jest {cards} kart: {vowel_cards} żółtych kart samogłosek "
                      "({vowels}) i {consonant_cards} niebieskich kart spółgłosek. Rewers karty "
                      "pokazuje jej kolor — więc każdy widzi, które zakryte karty to samogłoski "
                      "— oraz strzałkę: kierunek pisania.",
        "cards.backs": "Rewersy: karta samogłoski i karta spółgłoski.",
        "cards.faces": "Awersy: litera, powtórzona w rogach.",
        "cards.tokens": "Na początku każdej rundy każdy gracz dostaje {tokens_each} żetony do "
                        "obstawiania; pozostałe żetony zostają w pudełku.",
        "cards.all": "Ile jest kart z każdą literą",
        "cards.deck": "Instrukcja nie podaje liter na kartach; Verba dzieli karty każdego koloru "
                      "między litery według tego, jak często występują we francuskich słowach, "
                      "co najmniej jedna karta na literę:",
        "compose.title": "Ukrywanie słowa",
        "compose.deal": "Każdy gracz dostaje {hand_vowels} kart samogłosek i {hand_consonants} "
                        "kart spółgłosek — na przykład takie karty dostał Marc:",
        "compose.hand": "Karty Marca",
        "compose.word": "Z części lub wszystkich swoich kart każdy układa w tajemnicy francuskie "
                        "słowo: domyślnie mające co najmniej {min_length} litery (przed grą "
                        "można ustawić od {min_lo} do {min_hi}). Wolno każde francuskie słowo "
                        "oprócz nazw własnych: liczbę mnogą, rodzaj żeński, odmienione "
                        "czasowniki, imiesłowy, przysłówki…",
        "compose.accents": "Litery nie mają akcentów: É to E, Ç to C, Œ to OE; „râteau” układa "
                           "się jako R\u00a0A\u00a0T\u00a0E\u00a0A\u00a0U.",
        "compose.checked": "Verba sprawdza słowo przy kładzeniu: słowo, którego nie zna, zostaje "
                           "odrzucone z podaniem powodu i układasz inne — błędne słowo nigdy nie "
                           "trafia na stół. Niewykorzystane karty wracają do pudełka.",
        "compose.redeal": "Jeśli z twoich kart nie da się ułożyć żadnego słowa, możesz poprosić "
                          "o nowe.",
        "compose.direction": "Słowo leży zakryte w kolejności czytania: strzałki na rewersach "
                             "wskazują od pierwszej karty do ostatniej. Przy prawdziwym stole "
                             "układa się je od prawej do lewej, żeby pozostali mogli je "
                             "przeczytać; na ekranie wszyscy czytają od lewej do prawej.",
        "compose.laid": "Słowo Marca, MACHINES, położone zakryte",
        "compose.private": "Na wspólnym urządzeniu Verba prosi o przekazanie go, zanim pokaże "
                           "graczowi jego własne karty, więc nikt nie zobaczy cudzego słowa.",
        "turn.title": "Twoja tura",
        "turn.flip": "**Musisz** odkryć jedną kartę w słowie przeciwnika.",
        "turn.guess": "**Możesz** też zgadywać jedno słowo przeciwnika — niekoniecznie to, "
                      "w którym odkryto kartę: dajesz jego właścicielowi żeton i literujesz "
                      "słowo. Musi to być francuskie słowo właściwej długości; propozycja złej "
                      "długości, nieznane słowo albo słowo już odrzucone dla tego samego słowa "
                      "nie zostaje przyjęte i nie kosztuje żetonu. Bez żetonów nie można "
                      "zgadywać.",
        "turn.order": "Odkrywasz i zgadujesz w dowolnej kolejności, każde raz. Tura kończy się "
                      "sama, gdy nie zostaje w niej nic do zrobienia; w przeciwnym razie "
                      "kończysz ją po odkryciu karty.",
        "turn.skip": "Gracz, który nie ma już żadnej karty przeciwnika do odkrycia, jest "
                     "pomijany, a pozostali odkrywają dalej ostatnie słowo.",
        "turn.takeback": "**Cofanie ruchu.** Grając z komputerem, możesz cofnąć swój ostatni "
                         "zakład albo zakończenie tury, razem z ruchami komputerów, które po "
                         "nim nastąpiły: żeton wraca do ciebie i wybierasz jeszcze raz. "
                         "Odkrytej karty nigdy się nie zakrywa, słowo uznane za błędne zostaje "
                         "błędne, a cofnąć nie można, gdy pokazano już literę, której nie "
                         "znałeś, ani poza koniec rundy; raz na turę. Ludzie grający na jednym "
                         "ekranie mogą cofać tylko wtedy, gdy wszyscy zgodzili się na to przed "
                         "grą. Dziennik gry zapisuje, co cofnięto.",
        "guess.title": "Zgadywanie",
        "guess.right": "**Trafnie**: bierzesz karty, które były jeszcze zakryte; właściciel "
                       "bierze odkryte, a słowo schodzi ze stołu (jego właściciel gra jednak "
                       "dalej).",
        "guess.wrong": "**Chybienie**: żeton i tak zostaje u właściciela, a słowo zostaje na "
                       "stole.",
        "guess.all": "Słowo, którego wszystkie karty zostały odkryte, w całości trafia do "
                     "właściciela.",
        "guess.example": "Przykład z instrukcji: po kilku turach w słowie Marca widać M, C, I, "
                         "N i S. Philippe waha się między MACHINAL a MACHINES; daje Marcowi "
                         "żeton i literuje M-A-C-H-I-N-E-S. Trafnie: Philippe zdobywa karty, "
                         "które były jeszcze zakryte, Marc — odkryte.",
        "guess.philippe": "Philippe",
        "guess.marc": "Marc",
        "daily.title": "Wyzwanie dnia",
        "daily.text": "Co dzień trudny gracz komputerowy układa słowo z kart, które rozdaje "
                      "mu data, to samo dla wszystkich, a ty zgadujesz sam: w każdej turze "
                      "musisz odkryć jedną kartę i możesz raz zgadnąć, w dowolnej kolejności. "
                      "Twoje żetony ({tokens_each}) to wszystkie twoje próby, bo żaden nie "
                      "wraca. Odkrycie ostatniej karty pokazuje słowo i wyzwanie przepada. Nie "
                      "układasz słowa, nie ma rund ani liczenia kart: wynikiem jest liczba kart "
                      "odkrytych, zanim odgadłeś słowo.",
        "round.title": "Koniec rundy i gry",
        "round.end": "Gdy wszystkie słowa zostaną odgadnięte albo odkryte, runda się kończy: za "
                     "każdą zdobytą kartę dostajesz punkt.",
        "round.next": "Następną rundę zaczyna gracz z najmniejszą liczbą punktów w tej rundzie "
                      "(potem ten, kto ma najmniej żetonów, a dalej następny w kolejce po tym, "
                      "kto zaczynał tę rundę). Karty zbiera się według kolorów i tasuje, "
                      "a żetony rozdaje od nowa.",
        "round.game": "Po ostatniej rundzie wygrywa najwyższa suma punktów; gracze z równym "
                      "najlepszym wynikiem dzielą się zwycięstwem.",
    },
    "fr": {
        "goal.title": "Le jeu",
        "goal.text": "Cachez un mot français dans vos cartes, retournez une à une les cartes de "
                     "vos adversaires et misez des jetons pour deviner leurs mots. Chaque carte "
                     "gagnée vaut un point : devinez tôt, tant que beaucoup de cartes sont "
                     "encore face cachée.",
        "goal.players": "De {min_players} à {max_players} joueurs, humains ou ordinateurs. Une "
                        "partie se joue en {rounds} manches, sauf réglage contraire ; le premier "
                        "joueur de la première manche est tiré au sort.",
        "cards.title": "Cartes et jetons",
        "cards.text": "{cards} cartes : {vowel_cards} cartes Voyelle jaunes ({vowels}) et "
                      "{consonant_cards} cartes Consonne bleues. Le dos d'une carte montre sa "
                      "couleur — chacun voit donc quelles cartes cachées sont des voyelles — et "
                      "une flèche, le sens d'écriture.",
        "cards.backs": "Les dos : une carte Voyelle et une carte Consonne.",
        "cards.faces": "Les faces : la lettre, répétée dans les coins.",
        "cards.tokens": "Chaque joueur reçoit {tokens_each} jetons de pari au début de chaque "
                        "manche ; les jetons non distribués restent dans la boîte.",
        "cards.all": "Combien de cartes pour chaque lettre",
        "cards.deck": "La règle n'imprime pas les lettres des cartes ; Verba répartit les cartes "
                      "de chaque couleur entre ses lettres selon leur fréquence dans les mots "
                      "français, au moins une carte par lettre :",
        "compose.title": "Cacher un mot",
        "compose.deal": "Chaque joueur reçoit {hand_vowels} cartes Voyelle et {hand_consonants} "
                        "cartes Consonne — par exemple, celles de Marc :",
        "compose.hand": "Les cartes de Marc",
        "compose.word": "Avec tout ou partie de ses cartes, chacun compose en secret un mot "
                        "français : d'au moins {min_length} lettres par défaut (le réglage de la "
                        "partie permet de {min_lo} à {min_hi}). Tout mot français sauf les noms "
                        "propres : pluriels, féminins, verbes conjugués, participes, adverbes…",
        "compose.accents": "Les lettres n'ont pas d'accents : É s'écrit E, Ç s'écrit C, Œ "
                           "s'écrit OE ; « râteau » se pose R\u00a0A\u00a0T\u00a0E\u00a0A\u00a0U.",
        "compose.checked": "Verba vérifie le mot au moment de le poser : un mot qu'il ne connaît "
                           "pas est refusé, avec la raison, et vous en proposez un autre — un "
                           "mot mal orthographié n'arrive jamais sur la table. Les cartes "
                           "inutilisées retournent dans la boîte.",
        "compose.redeal": "Si vos cartes ne forment aucun mot, vous pouvez en demander de "
                          "nouvelles.",
        "compose.direction": "Le mot est posé face cachée dans le sens de la lecture : les "
                             "flèches au dos vont de sa première carte à sa dernière. Autour "
                             "d'une vraie table, on le pose de droite à gauche pour que les "
                             "autres puissent le lire ; à l'écran, tout le monde le lit de "
                             "gauche à droite.",
        "compose.laid": "Le mot de Marc, MACHINES, posé face cachée",
        "compose.private": "Sur un appareil partagé, Verba demande de le passer avant de montrer "
                           "à un joueur ses propres cartes : personne ne voit le mot d'un autre.",
        "turn.title": "À votre tour",
        "turn.flip": "Vous **devez** retourner une carte du mot d'un adversaire.",
        "turn.guess": "Vous **pouvez** aussi faire une proposition pour le mot d'un adversaire "
                      "— pas forcément celui dont vous avez retourné une carte : donnez-lui un "
                      "jeton de pari et épelez le mot. Ce doit être un mot français de la bonne "
                      "longueur ; une proposition de mauvaise longueur, un mot inconnu ou un mot "
                      "déjà refusé pour ce mot-là n'est pas acceptée et ne coûte aucun jeton. "
                      "Sans jeton, pas de proposition.",
        "turn.order": "Retourner et proposer, dans l'ordre de votre choix, une fois chacun. Le "
                      "tour s'achève de lui-même quand il n'y reste rien à faire ; sinon, "
                      "terminez-le après avoir retourné une carte.",
        "turn.skip": "Un joueur qui n'a plus aucune carte adverse à retourner passe son tour, et "
                     "les autres continuent sur le dernier mot.",
        "turn.takeback": "**Reprendre un coup.** Contre l'ordinateur, vous pouvez reprendre "
                         "votre dernière mise ou la fin de votre tour, avec les coups des "
                         "ordinateurs qui ont suivi : votre jeton vous revient et vous "
                         "choisissez à nouveau. Une carte retournée ne se cache jamais plus, "
                         "un mot déclaré faux le reste, et rien ne se reprend une fois montrée "
                         "une lettre que vous ne connaissiez pas, ni au-delà de la fin d'une "
                         "manche ; une fois par tour. Des joueurs qui partagent un écran ne le "
                         "peuvent que s'ils l'ont tous accepté à la mise en place. Le journal "
                         "dit ce qui a été repris.",
        "guess.title": "Deviner",
        "guess.right": "**Bonne réponse** : vous prenez les cartes encore face cachée ; le "
                       "propriétaire prend celles qui sont face visible, et le mot quitte la "
                       "table (son propriétaire continue pourtant à jouer).",
        "guess.wrong": "**Mauvaise réponse** : le jeton reste tout de même au propriétaire, et "
                       "le mot reste sur la table.",
        "guess.all": "Un mot dont toutes les cartes sont retournées revient en entier à son "
                     "propriétaire.",
        "guess.example": "L'exemple de la règle : après quelques tours, le mot de Marc montre "
                         "M, C, I, N et S. Philippe hésite entre MACHINAL et MACHINES ; il donne "
                         "un jeton à Marc et épelle M-A-C-H-I-N-E-S. Gagné : Philippe remporte "
                         "les cartes encore face cachée, Marc celles face visible.",
        "guess.philippe": "Philippe",
        "guess.marc": "Marc",
        "daily.title": "Le défi du jour",
        "daily.text": "Chaque jour, l’ordinateur difficile pose un mot avec les cartes que la "
                      "date lui distribue, le même pour tous, et vous devinez seul : à chaque "
                      "tour vous devez retourner une carte et pouvez proposer un mot une fois, "
                      "dans l’ordre de votre choix. Vos {tokens_each} jetons sont toutes vos "
                      "propositions, car aucun ne revient. Retourner la dernière carte dévoile "
                      "le mot et le défi est perdu. Vous ne posez pas de mot, il n’y a ni "
                      "manches ni cartes à compter : votre résultat est le nombre de cartes "
                      "retournées avant de trouver le mot.",
        "round.title": "Fin de la manche et de la partie",
        "round.end": "Quand tous les mots ont été devinés ou retournés, la manche s'achève : "
                     "chaque carte gagnée vous rapporte un point.",
        "round.next": "Le joueur qui a le moins de points dans la manche commence la suivante "
                      "(puis celui qui a le moins de jetons, puis le suivant après celui qui a "
                      "commencé cette manche). Les cartes sont rassemblées par couleur et "
                      "mélangées, et les jetons redistribués.",
        "round.game": "Après la dernière manche, le plus haut total l'emporte ; les ex æquo en "
                      "tête partagent la victoire.",
    },
}
