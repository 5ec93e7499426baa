"""The rules of Mistrz Słowa as the page shows them: sections, texts in
Polish, French and English, and the figures they quote, read from the engine.

Texts are templates: every number comes from ``figures()`` (a test refuses a
digit typed into a text), so the rules cannot drift from what the engine
does.  ``DECISIONS`` names, for each decision of docs/RULES.md a player
meets, the text that states it.
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from .page import Section, accepted

ZOLW = ("Z", "ogonek", "O", "ogonek", "joker", "W")

SECTIONS: dict[str, tuple[Section, ...]] = {"mistrz": (
    Section("goal", ("goal.text", "goal.players")),
    Section("dice", ("dice.text", ("details", "dice.all", ("mistrz_dice",)))),
    Section("special", (
        ("legend", ("die:joker", "special.joker"), ("die:consonant", "special.consonant"),
         ("die:vowel", "special.vowel"), ("die:ogonek", "special.ogonek"),
         ("die:reroll", "special.reroll")),
        "special.combine",
        ("mistrz_word", "ŻÓŁW", ZOLW, "gloss.zolw"))),
    Section("swaps", (
        ("legend", ("die:W die:M", "swaps.wm"), ("die:Z die:N", "swaps.zn")),
        "swaps.text")),
    Section("turn", ("turn.roll", "turn.build", "turn.refused", "turn.pause", "turn.takeback")),
    Section("words", ("words.text",)),
    Section("score", (
        ("mistrz_lengths",),
        ("list", "score.no_joker", "score.ogonek", "score.no_word"),
        "score.examples",
        ("mistrz_word", "KOS", ("K", "O", "S"), "gloss.kos"),
        ("mistrz_word", "WOJNA", ("W", "O", "J", "joker", "A"), "gloss.wojna"),
        ("mistrz_word", "BĄK", ("B", "A", "ogonek", "K"), "gloss.bak"),
        ("mistrz_word", "WRZĄTEK", ("W", "R", "Z", "A", "ogonek", "T", "E", "K"),
         "gloss.wrzatek"))),
    Section("end", ("end.text",)),
    Section("daily", ("daily.text",)),
)}

# docs/RULES.md decision id -> the text that states it
DECISIONS: dict[str, str] = {
    "mistrz.words": "words.text",
    "mistrz.jokers": "special.joker",
    "mistrz.ogonek-die": "special.ogonek",
    "mistrz.ogonek": "special.ogonek",
    "mistrz.swaps": "swaps.text",
    "mistrz.typed": "turn.build",
    "mistrz.refusals": "turn.refused",
    "mistrz.too-short": "words.text",
    "mistrz.no-word": "score.no_word",
    "mistrz.one-word": "turn.refused",
    "mistrz.hourglass": "turn.roll",
    "mistrz.reroll-first-run": "special.reroll",
    "mistrz.sand-paused": "turn.pause",
    "mistrz.take-back": "turn.takeback",
    "mistrz.rerolls": "special.reroll",
    "mistrz.order": "goal.players",
    "mistrz.negative": "score.no_word",
    "mistrz.end": "end.text",
    "mistrz.daily": "daily.text",
}


def figures() -> dict[str, Any]:
    """Every number and letter list the texts quote, from the engine."""
    from ...errors import IllegalAction
    from ...mistrz import game, scoring
    from ...mistrz.dice import ALPHABET, DICE, LETTER_JOKER, OGONEK_RESULTS, OGONEK_SOURCE, VOWELS
    from ..shell.games import game_by_id
    settings = game.Settings()
    kinds = Counter(d.kind for d in DICE)
    marked = [x for x in ALPHABET if x in OGONEK_SOURCE]
    return {
        "min_players": game_by_id("mistrz").min_players,
        "max_players": game.MAX_PLAYERS,
        "target": settings.target,
        "run_seconds": settings.run_seconds,
        "runs": settings.runs,
        "runs_variant": max(accepted(range(1, 10), lambda n: game.Settings.from_dict({"runs": n}),
                                     IllegalAction)),
        "dice": len(DICE),
        "consonant_dice": kinds["consonant"],
        "vowel_dice": kinds["vowel"],
        "special_dice": kinds["special"],
        "joker_consonant_dice": sum(1 for d in DICE
                                    if d.kind == "consonant" and LETTER_JOKER in d.faces),
        "min_length": scoring.MIN_LENGTH,
        "no_joker": scoring.NO_JOKER_BONUS,
        "ogonek": scoring.OGONEK_BONUS,
        "no_word": scoring.NO_WORD_PENALTY,
        "marked_letters": ", ".join(marked),
        "marked_vowels": ", ".join(x for x in marked if x in VOWELS),
        "marked_consonants": ", ".join(x for x in marked if x not in VOWELS),
        # the letters the ogonek changes to one letter (Z, to two, is in the texts)
        "ogonek_pairs": ", ".join(f"{x}\u2192{to[0]}" for x, to in OGONEK_RESULTS.items()
                                  if len(to) == 1),
    }


TEXTS: dict[str, dict[str, str]] = {
    "en": {
        "goal.title": "The game",
        "goal.text": "Roll the letter dice and make the best-scoring Polish noun from the "
                     "letters they show. The first player to collect {target} points wins.",
        "goal.players": "{min_players} to {max_players} players, people or computer players. "
                        "The youngest sits in the first seat and begins; play then goes round "
                        "in seat order. The set-up can change the target.",
        "dice.title": "The dice",
        "dice.text": "There are {dice} dice: {consonant_dice} consonant dice, {vowel_dice} vowel "
                     "dice (red letters) and {special_dice} special dice. On {joker_consonant_dice} "
                     "of the consonant dice one face is a letter joker ★.",
        "dice.all": "Every face of every die",
        "special.title": "Special faces",
        "special.joker": "**Letter joker** (red star): stands for any letter, the Polish letters "
                         "with diacritics included ({marked_letters}).",
        "special.consonant": "**Consonant joker** (green ring): stands for any consonant, "
                             "{marked_consonants} included.",
        "special.vowel": "**Vowel joker** (blue cross): stands for any vowel, {marked_vowels} "
                         "included.",
        "special.ogonek": "**Ogonek** (a small tail): changes the letter it is put on: "
                          "{ogonek_pairs}, and Z→Ź or Ż, as you choose. It goes on a letter shown "
                          "by a die, never on a joker (a joker can be Ą already), and it is not "
                          "a letter itself. Each ogonek used earns {ogonek} points.",
        "special.reroll": "**Question mark** (reroll): roll any one die again, a special die or "
                          "the ? itself included — one reroll for each ? showing. A ? that comes "
                          "up on a rerolled die gives one more. Rerolls are allowed during the "
                          "first run of the sand only (without the hourglass: until a word is "
                          "accepted).",
        "special.combine": "Special faces combine: Z with the ogonek gives Ż, O with the ogonek "
                           "gives Ó, and the letter joker stands for Ł:",
        "swaps.title": "W as M, Z as N",
        "swaps.wm": "A W may be read as M, and an M as W.",
        "swaps.zn": "A Z may be read as N, and an N as Z.",
        "swaps.text": "As if the die lay upside down. This is a reading, not a joker: it is "
                      "free, and the bonus for a word without a joker stays. A letter read the "
                      "other way can take the ogonek: an N read as Z becomes Ź or Ż.",
        "turn.title": "A turn",
        "turn.roll": "Roll all the dice; the hourglass turns at once. You have {runs} runs of "
                     "the sand, {run_seconds} seconds each by default, to make one word. The "
                     "set-up can change the length of a run, give {runs_variant} runs (the "
                     "rulebook's variant) or put the hourglass away.",
        "turn.build": "Pick the dice in the order of the word — the ogonek right after its "
                      "letter; a joker asks which letter it is — or type the word: Verba builds "
                      "it from the dice the best-scoring way, a letter die before a joker. The "
                      "score shows as you go.",
        "turn.refused": "A refused word — not a noun, too short, or not on the dice — says why, "
                        "and you may try again while sand remains. The first accepted word "
                        "scores and ends your turn: one word per turn.",
        "turn.pause": "The sand stops while these rules are open or the game is closed, and "
                      "runs on when you come back to the table.",
        "turn.takeback": "**Taking back.** Against computers you may take back your last word "
                         "or give-up, with the computers' turns after it: you are back before "
                         "the word, with the same dice, the same ? and the sand as it stood. A "
                         "run-out of sand is not taken back, nor anything once the game is "
                         "over. The dice after a take-back are rolled afresh, not the ones "
                         "already seen. People sharing a screen may do it only if they agreed "
                         "at the set-up, before the next person plays. The game records what "
                         "was taken back.",
        "words.title": "Which words count",
        "words.text": "Polish common nouns in the nominative, singular or plural (KOT, KOTY), "
                      "at least {min_length} letters long. No proper names, and no "
                      "abbreviations such as ZUS or PZU. Verba checks every word against its "
                      "list of nouns.",
        "score.title": "Scoring",
        "score.length": "Points for the length of the word",
        "score.no_joker": "+{no_joker} if the word uses no joker (★, ◯ or ✕). Reading W as M "
                          "or Z as N is not a joker.",
        "score.ogonek": "+{ogonek} for each ogonek used.",
        "score.no_word": "No word — the sand runs out, or you give up — costs {no_word} points "
                         "(−{no_word}). A score can go below zero.",
        "score.examples": "The rulebook's examples:",
        "daily.title": "The daily challenge",
        "daily.text": "Every day, the same {dice} dice for everyone, from the date alone: one "
                      "turn with the hourglass, one word. Its points are set against the best "
                      "word of the day's dice, or of your dice after a reroll when they are "
                      "better; no word costs the usual {no_word} points. Practice rolls after "
                      "it count for nothing.",
        "end.title": "End of the game",
        "end.text": "By default the game ends the moment a player reaches the target ({target} "
                    "points unless agreed otherwise), and that player wins. The set-up can "
                    "instead finish the round, so that everyone has had as many turns; then the "
                    "highest score wins, and players tied at the top share the win.",
        "gloss.zolw": "turtle",
        "gloss.kos": "blackbird",
        "gloss.wojna": "war",
        "gloss.bak": "horsefly",
        "gloss.wrzatek": "boiling water",
    },
    "pl": {
        "goal.title": "Cel gry",
        "goal.text": "Rzucasz kośćmi z literami i układasz z wyrzuconych liter polski "
                     "rzeczownik, który da jak najwięcej punktów. Wygrywa ten, kto pierwszy "
                     "zbierze {target} pkt.",
        "goal.players": "Gra od {min_players} do {max_players} osób — ludzie albo komputer. "
                        "Najmłodszy gracz siada na pierwszym miejscu i zaczyna, a dalej gra "
                        "toczy się w kolejności miejsc. Przed grą można zmienić liczbę punktów "
                        "potrzebną do wygranej.",
        "dice.title": "Kości",
        "dice.text": "W grze jest {dice} kości: {consonant_dice} kości ze spółgłoskami, "
                     "{vowel_dice} kości z samogłoskami (czerwone litery) i {special_dice} kości "
                     "specjalne. Na {joker_consonant_dice} kościach ze spółgłoskami jedną ścianę "
                     "zajmuje joker każdej litery ★.",
        "dice.all": "Wszystkie ściany wszystkich kości",
        "special.title": "Znaki specjalne",
        "special.joker": "**Joker każdej litery** (czerwona gwiazdka): zastępuje dowolną literę, "
                         "także literę ze znakiem diakrytycznym ({marked_letters}).",
        "special.consonant": "**Joker spółgłosek** (zielone kółko): zastępuje dowolną "
                             "spółgłoskę, także {marked_consonants}.",
        "special.vowel": "**Joker samogłosek** (niebieski krzyżyk): zastępuje dowolną "
                         "samogłoskę, także {marked_vowels}.",
        "special.ogonek": "**Ogonek** zmienia literę, do której go dołożysz: {ogonek_pairs}, "
                          "a Z→Ź albo Ż, do wyboru. Dokłada się go tylko do litery wyrzuconej "
                          "na kości, nigdy do jokera (joker sam może być Ą), i sam nie jest "
                          "literą. Każdy użyty ogonek to {ogonek} pkt więcej.",
        "special.reroll": "**Znak zapytania** (ponowny rzut): pozwala jeszcze raz rzucić "
                          "dowolną jedną kością, także specjalną albo tą ze znakiem zapytania — "
                          "po jednym przerzucie za każdy widoczny znak zapytania. Znak zapytania "
                          "wyrzucony przy przerzucie daje kolejny przerzut. Przerzucać wolno "
                          "tylko podczas pierwszego przesypania klepsydry (w grze bez klepsydry "
                          "— dopóki słowo nie zostanie przyjęte).",
        "special.combine": "Znaki specjalne można łączyć: Z z ogonkiem daje Ż, O z ogonkiem "
                           "daje Ó, a joker każdej litery zastępuje Ł:",
        "swaps.title": "W jak M, Z jak N",
        "swaps.wm": "W można odczytać jako M, a M jako W.",
        "swaps.zn": "Z można odczytać jako N, a N jako Z.",
        "swaps.text": "Tak, jakby kość leżała do góry nogami. To odczytanie, a nie joker: nic "
                      "nie kosztuje i premia za słowo bez jokera zostaje. Do odwróconej litery "
                      "można dołożyć ogonek: N odczytane jako Z daje Ź albo Ż.",
        "turn.title": "Przebieg tury",
        "turn.roll": "Rzucasz wszystkimi kośćmi i od razu odwraca się klepsydra. Na ułożenie "
                     "jednego słowa masz {runs} przesypania piasku, domyślnie po {run_seconds} s. "
                     "Przed grą można zmienić czas przesypania, wybrać {runs_variant} przesypania "
                     "(wariant z instrukcji) albo grać bez klepsydry.",
        "turn.build": "Wybieraj kości w kolejności liter — ogonek zaraz po literze, do której "
                      "należy; przy jokerze wskazujesz, jaką literę zastępuje — albo po prostu "
                      "wpisz słowo: Verba ułoży je z kości tak, by dało najwięcej punktów, "
                      "najpierw z kości z literami, dopiero potem z jokerów. Wynik widać na "
                      "bieżąco.",
        "turn.refused": "Gdy słowo zostanie odrzucone — bo nie jest rzeczownikiem, jest za "
                        "krótkie albo nie da się go ułożyć z kości — zobaczysz powód i możesz "
                        "próbować dalej, dopóki sypie się piasek. Pierwsze przyjęte słowo "
                        "zdobywa punkty i kończy turę: jedno słowo na turę.",
        "turn.pause": "Piasek zatrzymuje się, gdy czytasz te zasady albo gra jest zamknięta, "
                      "i sypie się dalej, gdy wracasz do stołu.",
        "turn.takeback": "**Cofanie ruchu.** Grając z komputerem, możesz cofnąć swoje ostatnie "
                         "słowo albo poddanie tury, razem z turami komputerów, które po nim "
                         "nastąpiły: wracasz do chwili przed słowem, z tymi samymi kośćmi, tymi "
                         "samymi znakami ? i piaskiem, ile go było. Nie cofa się przesypania "
                         "się piasku ani niczego po końcu gry. Kości po cofnięciu rzuca się od "
                         "nowa — to nie te, które już widziałeś. Ludzie grający na jednym "
                         "ekranie mogą cofać tylko wtedy, gdy zgodzili się na to przed grą, i "
                         "tylko zanim zagra następna osoba. Gra zapisuje, co cofnięto.",
        "words.title": "Jakie słowa się liczą",
        "words.text": "Polskie rzeczowniki pospolite w mianowniku liczby pojedynczej lub "
                      "mnogiej (KOT, KOTY), mające co najmniej {min_length} litery. Nie wolno "
                      "używać nazw własnych ani skrótowców, takich jak ZUS czy PZU. Verba "
                      "sprawdza każde słowo w swoim słowniku rzeczowników.",
        "score.title": "Punktacja",
        "score.length": "Punkty za długość słowa",
        "score.no_joker": "+{no_joker} pkt, jeśli w słowie nie ma jokera (★, ◯ ani ✕). "
                          "Odczytanie W jako M albo Z jako N nie jest jokerem.",
        "score.ogonek": "+{ogonek} pkt za każdy użyty ogonek.",
        "score.no_word": "Brak słowa — gdy piasek się przesypie albo się poddasz — kosztuje "
                         "{no_word} pkt (−{no_word}). Wynik może spaść poniżej zera.",
        "score.examples": "Przykłady z instrukcji:",
        "daily.title": "Wyzwanie dnia",
        "daily.text": "Co dzień te same kości ({dice}) dla wszystkich, wyznaczone samą datą: "
                      "jedna tura z klepsydrą, jedno słowo. Jego punkty porównuje się z "
                      "najlepszym słowem z kości dnia albo z twoich kości po przerzucie, jeśli "
                      "są lepsze; brak słowa kosztuje jak zwykle {no_word} pkt. Rzuty "
                      "treningowe po nim się nie liczą.",
        "end.title": "Koniec gry",
        "end.text": "Domyślnie gra kończy się w chwili, gdy ktoś osiągnie cel ({target} pkt, "
                    "chyba że umówiono się inaczej) — i ten gracz wygrywa. Przed grą można też "
                    "wybrać dokończenie rundy, aby każdy miał tyle samo tur; wtedy wygrywa "
                    "najwyższy wynik, a gracze z równym najlepszym wynikiem dzielą się "
                    "zwycięstwem.",
        "gloss.zolw": "",
        "gloss.kos": "",
        "gloss.wojna": "",
        "gloss.bak": "",
        "gloss.wrzatek": "",
    },
    "fr": {
        "goal.title": "Le jeu",
        "goal.text": "Lancez les dés de lettres et formez avec les lettres obtenues le nom "
                     "polonais qui rapporte le plus de points. Le premier à réunir {target} "
                     "points gagne.",
        "goal.players": "De {min_players} à {max_players} joueurs, humains ou ordinateurs. Le "
                        "plus jeune occupe la première place et commence ; on joue ensuite dans "
                        "l’ordre des places. L’objectif de points se règle avant la partie.",
        "dice.title": "Les dés",
        "dice.text": "Le jeu compte {dice} dés : {consonant_dice} dés de consonnes, {vowel_dice} "
                     "dés de voyelles (lettres rouges) et {special_dice} dés spéciaux. Sur "
                     "{joker_consonant_dice} des dés de consonnes, une face porte un joker de "
                     "lettre ★.",
        "dice.all": "Toutes les faces de chaque dé",
        "special.title": "Les faces spéciales",
        "special.joker": "**Joker de lettre** (étoile rouge) : remplace n’importe quelle "
                         "lettre, y compris les lettres polonaises à signe diacritique "
                         "({marked_letters}).",
        "special.consonant": "**Joker de consonne** (anneau vert) : remplace n’importe quelle "
                             "consonne, y compris {marked_consonants}.",
        "special.vowel": "**Joker de voyelle** (croix bleue) : remplace n’importe quelle "
                         "voyelle, y compris {marked_vowels}.",
        "special.ogonek": "**Ogonek** (petite queue) : transforme la lettre à laquelle on "
                          "l’ajoute : {ogonek_pairs}, et Z→Ź ou Ż, au choix. Il se "
                          "pose sur une lettre montrée par un dé, jamais sur un joker (un joker "
                          "peut déjà valoir Ą), et ne compte pas comme une lettre. Chaque "
                          "ogonek utilisé rapporte {ogonek} points.",
        "special.reroll": "**Point d’interrogation** (relance) : relancez un dé de votre choix, "
                          "dé spécial ou ? compris — une relance par ? visible. Un ? qui sort "
                          "sur un dé relancé en donne une de plus. On ne relance que pendant le "
                          "premier écoulement du sablier (sans sablier : tant qu’aucun mot n’est "
                          "accepté).",
        "special.combine": "Les faces spéciales se combinent : Z avec l’ogonek donne Ż, O avec "
                           "l’ogonek donne Ó, et le joker de lettre tient lieu de Ł :",
        "swaps.title": "W pour M, Z pour N",
        "swaps.wm": "Un W peut se lire M, et un M se lire W.",
        "swaps.zn": "Un Z peut se lire N, et un N se lire Z.",
        "swaps.text": "Comme si le dé était posé à l’envers. C’est une lecture, pas un joker : "
                      "elle est gratuite, et la prime du mot sans joker reste acquise. Une "
                      "lettre lue à l’envers peut recevoir l’ogonek : un N lu comme Z devient Ź "
                      "ou Ż.",
        "turn.title": "Un tour de jeu",
        "turn.roll": "Lancez tous les dés : le sablier se retourne aussitôt. Vous avez {runs} "
                     "écoulements du sable, de {run_seconds} secondes chacun par défaut, pour "
                     "former un seul mot. Avant la partie, on peut changer la durée d’un "
                     "écoulement, passer à {runs_variant} écoulements (la variante de la règle) "
                     "ou jouer sans sablier.",
        "turn.build": "Choisissez les dés dans l’ordre du mot — l’ogonek juste après sa "
                      "lettre ; un joker demande quelle lettre il remplace — ou tapez le mot : "
                      "Verba le forme avec les dés de la façon qui rapporte le plus, un dé de "
                      "lettre avant un joker. Le score s’affiche au fur et à mesure.",
        "turn.refused": "Un mot refusé — ce n’est pas un nom, il est trop court ou les dés ne "
                        "le permettent pas — dit pourquoi, et vous pouvez réessayer tant qu’il "
                        "reste du sable. Le premier mot accepté marque ses points et termine "
                        "votre tour : un seul mot par tour.",
        "turn.pause": "Le sable s’arrête pendant que ces règles sont ouvertes ou que la partie "
                      "est fermée, et reprend quand vous revenez à la table.",
        "turn.takeback": "**Reprendre un coup.** Contre l'ordinateur, vous pouvez reprendre "
                         "votre dernier mot ou abandon, avec les tours des ordinateurs qui ont "
                         "suivi : vous revenez avant le mot, avec les mêmes dés, les mêmes ? et "
                         "le sable tel qu'il était. Un sablier écoulé ne se reprend pas, ni rien "
                         "une fois la partie finie. Les dés qui suivent une reprise sont lancés "
                         "à nouveau, pas ceux déjà vus. Des joueurs qui partagent un écran ne le "
                         "peuvent que s'ils l'ont accepté à la mise en place, avant que la "
                         "personne suivante joue. La partie garde trace de ce qui a été repris.",
        "words.title": "Quels mots comptent",
        "words.text": "Des noms communs polonais au nominatif, singulier ou pluriel (KOT, "
                      "KOTY), d’au moins {min_length} lettres. Ni noms propres, ni sigles comme "
                      "ZUS ou PZU. Verba vérifie chaque mot dans sa liste de noms.",
        "score.title": "Le décompte",
        "score.length": "Points selon la longueur du mot",
        "score.no_joker": "+{no_joker} si le mot n’utilise aucun joker (★, ◯ ou ✕). Lire W "
                          "pour M ou Z pour N n’est pas un joker.",
        "score.ogonek": "+{ogonek} pour chaque ogonek utilisé.",
        "score.no_word": "Pas de mot — le sable s’est écoulé, ou vous abandonnez — coûte "
                         "{no_word} points (−{no_word}). Un score peut devenir négatif.",
        "score.examples": "Les exemples de la règle :",
        "daily.title": "Le défi du jour",
        "daily.text": "Chaque jour, les mêmes {dice} dés pour tous, tirés de la date seule : "
                      "un tour de sablier, un mot. Ses points sont comparés au meilleur mot des "
                      "dés du jour, ou de vos dés après une relance s’ils sont meilleurs ; "
                      "aucun mot coûte comme toujours {no_word} points. Les lancers "
                      "d’entraînement qui suivent ne comptent pas.",
        "end.title": "Fin de la partie",
        "end.text": "Par défaut, la partie s’arrête dès qu’un joueur atteint l’objectif "
                    "({target} points, sauf accord contraire), et ce joueur gagne. On peut aussi "
                    "choisir de finir le tour de table, pour que chacun ait joué autant de fois ; "
                    "le meilleur score l’emporte alors, et les ex æquo en tête partagent la "
                    "victoire.",
        "gloss.zolw": "tortue",
        "gloss.kos": "merle",
        "gloss.wojna": "guerre",
        "gloss.bak": "taon",
        "gloss.wrzatek": "eau bouillante",
    },
}
