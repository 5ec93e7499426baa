"""Texts of the Wordz table (the rules' own refusals and log lines are in
verba.wordz.messages).  Counts are written as "label: n" where a language
would need plural forms."""
from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    "en": {
        "wordz_ui.summary": "round {round}/{rounds} · {scores}",
        "wordz_ui.setup_intro": "Seats in play order. Each player hides a French word in their "
                                "cards; the others turn cards over and bet tokens to guess it.",
        "wordz_ui.rounds": "Rounds",
        "wordz_ui.min_length": "Shortest word allowed (letters)",
        "wordz_ui.round_of": "Round {round} of {rounds}",
        "wordz_ui.table": "The table",
        "wordz_ui.handoff_title": "Pass the device to {name}",
        "wordz_ui.handoff_compose": "{name} now composes a word in secret: everyone else, "
                                    "look away.",
        "wordz_ui.handoff_turn": "It is {name}'s turn. The next screen shows {name}'s own word: "
                                 "everyone else, look away.",
        "wordz_ui.ready": "I am {name}: show me",
        "wordz_ui.compose_title": "{name}, hide a word in your cards",
        "wordz_ui.compose_help": "Tap your cards in order, or type the word (on a keyboard, "
                                 "or in the field below): a French word of at least {min} "
                                 "letters, from some or all of your cards. Accents do not "
                                 "count.",
        "wordz_ui.word_so_far": "Your word so far",
        "wordz_ui.word_card": "{letter}, letter {n} of your word: take it out",
        "wordz_ui.pick_hint": "Your word appears here.",
        "wordz_ui.missing": "Not in your cards: {letters}",
        "wordz_ui.type_word": "Type your word",
        "wordz_ui.lay_word": "Lay it face down",
        "wordz_ui.clear": "Clear",
        "wordz_ui.redeal": "No word possible? New cards",
        "wordz_ui.your_cards": "Your cards",
        "wordz_ui.hand_card": "{letter}",
        "wordz_ui.hand_card_used": "{letter}, letter {n} of your word",
        "wordz_ui.nothing_typed": "Type a word first.",
        "wordz_ui.composing": "{name} is composing a word…",
        "wordz_ui.waiting_compose": "Waiting for the words of: {names}",
        "wordz_ui.thinking": "{name} is thinking…",
        "wordz_ui.thinking_short": "thinking…",
        "wordz_ui.you": "(you)",
        "wordz_ui.length": "letters: {n}",
        "wordz_ui.tokens": "bet tokens: {n}",
        "wordz_ui.won": "cards won: {n}",
        "wordz_ui.vowel": "vowel",
        "wordz_ui.consonant": "consonant",
        "wordz_ui.word_of": "{name}'s word",
        "wordz_ui.card_up": "{letter}, card {n}",
        "wordz_ui.card_down": "card {n}: {colour}, face down",
        "wordz_ui.card_mine": "{letter}, card {n}, face down (yours)",
        "wordz_ui.card_flip": "Turn over card {n} of {name}'s word ({colour})",
        "wordz_ui.guessed_by": "guessed by {name}",
        "wordz_ui.all_turned": "every card turned over",
        "wordz_ui.wrong_guesses": "Wrong guesses:",
        "wordz_ui.guess": "Guess this word",
        "wordz_ui.guess_title": "Guess {name}'s word ({n} letters)",
        "wordz_ui.guess_input": "Type the word",
        "wordz_ui.clash": "This does not fit the cards you can see.",
        "wordz_ui.count": "{typed} letters typed of {n}",
        "wordz_ui.bet": "Bet a token and guess",
        "wordz_ui.cancel": "Cancel",
        "wordz_ui.your_turn": "Your turn, {name}",
        "wordz_ui.step_flip": "Turn over a card of an opponent's word.",
        "wordz_ui.step_guess": "If you like, bet a token on a word (tokens: {n}).",
        "wordz_ui.no_tokens": "No token left: no guess this turn.",
        "wordz_ui.end_turn": "End my turn",
        "wordz_ui.dealt": "Your cards this round",
        "wordz_ui.log": "What happened",
        "wordz_ui.scores": "Score sheet",
        "wordz_ui.round_short": "R{n}",
        "wordz_ui.so_far": "Round {n} so far",
        "wordz_ui.so_far_note": "Round {n} is under way: the cards won in it so far are "
                                "counted in the total.",
        "wordz_ui.take_backs_agreed": "Everyone agrees to allow take-backs (of a bet or an end "
                                      "of turn, never of a turned card)",
        "wordz_ui.take_back_guess": "Take back my bet on {word}",
        "wordz_ui.take_back_end_turn": "Take back the end of my turn",
        "wordz_ui.take_back_moves": "computer moves undone with it: {n}",
        "wordz_ui.tour.hand": "These are your twelve cards: yellow ones are vowels, blue ones "
                              "consonants. You hide a French word in them, and the others try "
                              "to guess it.",
        "wordz_ui.tour.compose": "Tap your cards in the order of a word (or type it), then lay "
                                 "it face down. A short word with many look-alikes is harder "
                                 "to guess than a long one.",
        "wordz_ui.tour.opponents": "These are your opponents' words, face down. The back of "
                                   "each card shows its colour (vowel or consonant) and an "
                                   "arrow: the direction the word reads.",
        "wordz_ui.tour.flip": "On your turn you must turn over one card of an opponent's word. "
                              "Tap one now.",
        "wordz_ui.tour.tokens": "These gold discs are your bet tokens. To guess a word, tap "
                                "\u201cGuess this word\u201d and bet one: if you are right you "
                                "win its cards still face down; if not, your token goes to "
                                "the word's owner.",
        "wordz_ui.tour.turn": "Now guess a word, betting a token, or end your turn.",
        "wordz_ui.tour.scores": "Every card you win is a point. The score sheet adds up the "
                                "rounds; the most points at the end wins.",
        "wordz_ui.total": "Total",
        "wordz_ui.round_over": "End of round {round}",
        "wordz_ui.next_starts": "{name} starts the next round (fewest points, then fewest tokens).",
        "wordz_ui.next_round": "Deal the next round",
        "wordz_ui.dealing": "The next round is being dealt…",
        "wordz_ui.winner": "{name} wins!",
        "wordz_ui.winners": "A shared win: {names}!",
    },
    "pl": {
        "wordz_ui.summary": "runda {round}/{rounds} · {scores}",
        "wordz_ui.setup_intro": "Miejsca w kolejności gry. Każdy ukrywa w swoich kartach "
                                "francuskie słowo; pozostali odkrywają karty i stawiają "
                                "żetony, by je odgadnąć.",
        "wordz_ui.rounds": "Liczba rund",
        "wordz_ui.min_length": "Najkrótsze dozwolone słowo (liczba liter)",
        "wordz_ui.round_of": "Runda {round} z {rounds}",
        "wordz_ui.table": "Stół",
        "wordz_ui.handoff_title": "Przekaż urządzenie: {name}",
        "wordz_ui.handoff_compose": "{name} układa teraz w tajemnicy słowo: pozostali, "
                                    "nie patrzcie.",
        "wordz_ui.handoff_turn": "Teraz kolej: {name}. Następny ekran pokazuje własne słowo "
                                 "tego gracza: pozostali, nie patrzcie.",
        "wordz_ui.ready": "To ja, {name}: pokaż",
        "wordz_ui.compose_title": "{name}, ukryj słowo w swoich kartach",
        "wordz_ui.compose_help": "Dotykaj kart po kolei albo wpisz słowo (na klawiaturze lub "
                                 "w polu poniżej): francuskie słowo o co najmniej {min} "
                                 "literach, z części lub wszystkich twoich kart. Akcenty się "
                                 "nie liczą.",
        "wordz_ui.word_so_far": "Twoje słowo",
        "wordz_ui.word_card": "{letter}, litera nr {n} twojego słowa: usuń ją",
        "wordz_ui.pick_hint": "Tu pojawi się twoje słowo.",
        "wordz_ui.missing": "Tego nie ma w twoich kartach: {letters}",
        "wordz_ui.type_word": "Wpisz swoje słowo",
        "wordz_ui.lay_word": "Połóż je zakryte",
        "wordz_ui.clear": "Wyczyść",
        "wordz_ui.redeal": "Nie da się ułożyć słowa? Nowe karty",
        "wordz_ui.your_cards": "Twoje karty",
        "wordz_ui.hand_card": "{letter}",
        "wordz_ui.hand_card_used": "{letter}, litera nr {n} twojego słowa",
        "wordz_ui.nothing_typed": "Najpierw wpisz słowo.",
        "wordz_ui.composing": "{name} układa słowo…",
        "wordz_ui.waiting_compose": "Czekamy na słowa graczy: {names}",
        "wordz_ui.thinking": "{name} myśli…",
        "wordz_ui.thinking_short": "myśli…",
        "wordz_ui.you": "(ty)",
        "wordz_ui.length": "liter: {n}",
        "wordz_ui.tokens": "żetony: {n}",
        "wordz_ui.won": "zdobyte karty: {n}",
        "wordz_ui.vowel": "samogłoska",
        "wordz_ui.consonant": "spółgłoska",
        "wordz_ui.word_of": "Słowo gracza {name}",
        "wordz_ui.card_up": "{letter}, karta {n}",
        "wordz_ui.card_down": "karta {n}: {colour}, zakryta",
        "wordz_ui.card_mine": "{letter}, karta {n}, zakryta (twoja)",
        "wordz_ui.card_flip": "Odkryj kartę {n} w słowie gracza {name} ({colour})",
        "wordz_ui.guessed_by": "odgadł(a): {name}",
        "wordz_ui.all_turned": "wszystkie karty odkryte",
        "wordz_ui.wrong_guesses": "Chybione propozycje:",
        "wordz_ui.guess": "Zgadnij to słowo",
        "wordz_ui.guess_title": "Zgadnij słowo gracza {name} (liter: {n})",
        "wordz_ui.guess_input": "Wpisz słowo",
        "wordz_ui.clash": "To nie pasuje do widocznych kart.",
        "wordz_ui.count": "wpisane litery: {typed} z {n}",
        "wordz_ui.bet": "Postaw żeton i zgadnij",
        "wordz_ui.cancel": "Anuluj",
        "wordz_ui.your_turn": "Twoja kolej, {name}",
        "wordz_ui.step_flip": "Odkryj kartę w słowie przeciwnika.",
        "wordz_ui.step_guess": "Jeśli chcesz, postaw żeton na słowo (żetony: {n}).",
        "wordz_ui.no_tokens": "Nie masz żetonów: w tej turze nie zgadujesz.",
        "wordz_ui.end_turn": "Zakończ turę",
        "wordz_ui.dealt": "Twoje karty w tej rundzie",
        "wordz_ui.log": "Przebieg gry",
        "wordz_ui.scores": "Tabela wyników",
        "wordz_ui.round_short": "R{n}",
        "wordz_ui.so_far": "Runda {n} (na razie)",
        "wordz_ui.so_far_note": "Runda {n} trwa: karty zdobyte w niej do tej pory są już "
                                "wliczone do sumy.",
        "wordz_ui.take_backs_agreed": "Wszyscy zgadzają się na cofanie ruchów (zakładu albo "
                                      "zakończenia tury, nigdy odkrytej karty)",
        "wordz_ui.take_back_guess": "Cofnij mój zakład na {word}",
        "wordz_ui.take_back_end_turn": "Cofnij zakończenie mojej tury",
        "wordz_ui.take_back_moves": "cofnięte razem z tym ruchy komputerów: {n}",
        "wordz_ui.tour.hand": "To twoje dwanaście kart: żółte to samogłoski, niebieskie to "
                              "spółgłoski. Ukrywasz w nich francuskie słowo, a pozostali "
                              "próbują je odgadnąć.",
        "wordz_ui.tour.compose": "Dotykaj kart w kolejności liter słowa (albo je wpisz), potem "
                                 "połóż je zakryte. Krótkie słowo o wielu podobnych trudniej "
                                 "odgadnąć niż długie.",
        "wordz_ui.tour.opponents": "To słowa przeciwników, zakryte. Rewers każdej karty "
                                   "pokazuje jej kolor (samogłoska czy spółgłoska) i strzałkę: "
                                   "kierunek czytania słowa.",
        "wordz_ui.tour.flip": "W swojej turze musisz odkryć jedną kartę w słowie przeciwnika. "
                              "Dotknij teraz jednej z nich.",
        "wordz_ui.tour.tokens": "Te złote krążki to twoje żetony. Aby zgadnąć słowo, dotknij "
                                "„Zgadnij to słowo” i postaw żeton: jeśli trafisz, bierzesz "
                                "jego zakryte karty; jeśli nie, żeton przechodzi do "
                                "właściciela słowa.",
        "wordz_ui.tour.turn": "Teraz zgadnij słowo, stawiając żeton, albo zakończ turę.",
        "wordz_ui.tour.scores": "Każda zdobyta karta to punkt. Tabela sumuje rundy; wygrywa "
                                "ten, kto na końcu ma najwięcej punktów.",
        "wordz_ui.total": "Razem",
        "wordz_ui.round_over": "Koniec rundy {round}",
        "wordz_ui.next_starts": "Następną rundę zaczyna {name} (najmniej punktów, potem "
                                "najmniej żetonów).",
        "wordz_ui.next_round": "Rozdaj następną rundę",
        "wordz_ui.dealing": "Trwa rozdawanie następnej rundy…",
        "wordz_ui.winner": "Wygrywa {name}!",
        "wordz_ui.winners": "Wspólne zwycięstwo: {names}!",
    },
    "fr": {
        "wordz_ui.summary": "manche {round}/{rounds} · {scores}",
        "wordz_ui.setup_intro": "Places dans l'ordre du jeu. Chacun cache un mot français dans "
                                "ses cartes ; les autres retournent des cartes et misent des "
                                "jetons pour le deviner.",
        "wordz_ui.rounds": "Nombre de manches",
        "wordz_ui.min_length": "Mot le plus court permis (lettres)",
        "wordz_ui.round_of": "Manche {round} sur {rounds}",
        "wordz_ui.table": "La table",
        "wordz_ui.handoff_title": "Passez l'appareil à {name}",
        "wordz_ui.handoff_compose": "{name} compose maintenant un mot en secret : les autres, "
                                    "détournez les yeux.",
        "wordz_ui.handoff_turn": "C'est au tour de {name}. L'écran suivant montre le mot de "
                                 "{name} : les autres, détournez les yeux.",
        "wordz_ui.ready": "Je suis {name} : afficher",
        "wordz_ui.compose_title": "{name}, cachez un mot dans vos cartes",
        "wordz_ui.compose_help": "Touchez vos cartes dans l'ordre, ou tapez le mot (au clavier "
                                 "ou dans le champ ci-dessous) : un mot français d'au moins "
                                 "{min} lettres, fait de tout ou partie de vos cartes. Les "
                                 "accents ne comptent pas.",
        "wordz_ui.word_so_far": "Votre mot",
        "wordz_ui.word_card": "{letter}, lettre {n} de votre mot : la retirer",
        "wordz_ui.pick_hint": "Votre mot s'affiche ici.",
        "wordz_ui.missing": "Pas dans vos cartes : {letters}",
        "wordz_ui.type_word": "Tapez votre mot",
        "wordz_ui.lay_word": "Le poser face cachée",
        "wordz_ui.clear": "Effacer",
        "wordz_ui.redeal": "Aucun mot possible ? Nouvelles cartes",
        "wordz_ui.your_cards": "Vos cartes",
        "wordz_ui.hand_card": "{letter}",
        "wordz_ui.hand_card_used": "{letter}, lettre {n} de votre mot",
        "wordz_ui.nothing_typed": "Tapez d'abord un mot.",
        "wordz_ui.composing": "{name} compose un mot…",
        "wordz_ui.waiting_compose": "En attente des mots de : {names}",
        "wordz_ui.thinking": "{name} réfléchit…",
        "wordz_ui.thinking_short": "réfléchit…",
        "wordz_ui.you": "(vous)",
        "wordz_ui.length": "lettres : {n}",
        "wordz_ui.tokens": "jetons : {n}",
        "wordz_ui.won": "cartes gagnées : {n}",
        "wordz_ui.vowel": "voyelle",
        "wordz_ui.consonant": "consonne",
        "wordz_ui.word_of": "Le mot de {name}",
        "wordz_ui.card_up": "{letter}, carte {n}",
        "wordz_ui.card_down": "carte {n} : {colour}, face cachée",
        "wordz_ui.card_mine": "{letter}, carte {n}, face cachée (la vôtre)",
        "wordz_ui.card_flip": "Retourner la carte {n} du mot de {name} ({colour})",
        "wordz_ui.guessed_by": "deviné par {name}",
        "wordz_ui.all_turned": "toutes les cartes retournées",
        "wordz_ui.wrong_guesses": "Propositions ratées :",
        "wordz_ui.guess": "Deviner ce mot",
        "wordz_ui.guess_title": "Deviner le mot de {name} ({n} lettres)",
        "wordz_ui.guess_input": "Tapez le mot",
        "wordz_ui.clash": "Cela ne correspond pas aux cartes visibles.",
        "wordz_ui.count": "{typed} lettres tapées sur {n}",
        "wordz_ui.bet": "Miser un jeton et proposer",
        "wordz_ui.cancel": "Annuler",
        "wordz_ui.your_turn": "À vous, {name}",
        "wordz_ui.step_flip": "Retournez une carte du mot d'un adversaire.",
        "wordz_ui.step_guess": "Si vous voulez, misez un jeton sur un mot (jetons : {n}).",
        "wordz_ui.no_tokens": "Plus de jeton : pas de proposition ce tour-ci.",
        "wordz_ui.end_turn": "Finir mon tour",
        "wordz_ui.dealt": "Vos cartes de la manche",
        "wordz_ui.log": "Déroulement",
        "wordz_ui.scores": "Feuille de score",
        "wordz_ui.round_short": "M{n}",
        "wordz_ui.so_far": "Manche {n} en cours",
        "wordz_ui.so_far_note": "La manche {n} est en cours : les cartes déjà gagnées y sont "
                                "comptées dans le total.",
        "wordz_ui.take_backs_agreed": "Tout le monde accepte de reprendre un coup (une mise ou "
                                      "une fin de tour, jamais une carte retournée)",
        "wordz_ui.take_back_guess": "Reprendre ma mise sur {word}",
        "wordz_ui.take_back_end_turn": "Reprendre la fin de mon tour",
        "wordz_ui.take_back_moves": "coups des ordinateurs repris avec : {n}",
        "wordz_ui.tour.hand": "Voici vos douze cartes : les jaunes sont des voyelles, les "
                              "bleues des consonnes. Vous y cachez un mot français, que les "
                              "autres essaient de deviner.",
        "wordz_ui.tour.compose": "Touchez vos cartes dans l'ordre d'un mot (ou tapez-le), puis "
                                 "posez-le face cachée. Un mot court qui a beaucoup de "
                                 "sosies se devine plus mal qu'un long.",
        "wordz_ui.tour.opponents": "Voici les mots de vos adversaires, face cachée. Le dos de "
                                   "chaque carte montre sa couleur (voyelle ou consonne) et "
                                   "une flèche : le sens de lecture du mot.",
        "wordz_ui.tour.flip": "À votre tour, vous devez retourner une carte du mot d'un "
                              "adversaire. Touchez-en une.",
        "wordz_ui.tour.tokens": "Ces disques dorés sont vos jetons. Pour deviner un mot, "
                                "touchez « Deviner ce mot » et misez-en un : si vous avez "
                                "raison, vous gagnez ses cartes encore cachées ; sinon, votre "
                                "jeton va au propriétaire du mot.",
        "wordz_ui.tour.turn": "Devinez maintenant un mot en misant un jeton, ou finissez votre "
                              "tour.",
        "wordz_ui.tour.scores": "Chaque carte gagnée vaut un point. La feuille de score "
                                "additionne les manches ; le plus de points à la fin gagne.",
        "wordz_ui.total": "Total",
        "wordz_ui.round_over": "Fin de la manche {round}",
        "wordz_ui.next_starts": "{name} commence la manche suivante (le moins de points, puis "
                                "le moins de jetons).",
        "wordz_ui.next_round": "Distribuer la manche suivante",
        "wordz_ui.dealing": "Distribution de la manche suivante…",
        "wordz_ui.winner": "{name} gagne !",
        "wordz_ui.winners": "Victoire partagée : {names} !",
    },
}
