"""Texts that teach the Scriba table: the running score, the legend of the
bonus squares, the recent moves with Game II's die and tokens explained,
the take-back, and the guided first game.  Merged into
``verba.ui.scriba.messages``."""
from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    "en": {
        "scriba_ui.ms_how": "Drag a tile to the board, or tap a tile and then a square.",
        "scriba_ui.zoom_in": "Zoom the board in",
        "scriba_ui.zoom_out": "Zoom the board out",
        "scriba_ui.legend": "Bonus squares",
        "scriba_ui.legend_word": "word ×{n}",
        "scriba_ui.legend_letter": "letter ×{n}",
        "scriba_ui.legend_centre": "start: letter ×3",
        "scriba_ui.legend_box_g": "the green token",
        "scriba_ui.legend_box_y": "the yellow token",
        "scriba_ui.legend_box_r": "the red token",
        "scriba_ui.legend_box_b": "the blue token",
        "scriba_ui.legend_note": "L multiplies a letter, W the whole word, only in the move "
                                 "that covers the square. Two word bonuses add up (×2 and ×3 "
                                 "make ×5). The red squares take 4 times the letter off.",
        "scriba_ui.legend_note_two": "A token's bonus counts in the move that takes it; every "
                                     "token is also worth 1 point at the end (a blank takes a "
                                     "token for that point only). The colours are those of the "
                                     "same bonuses in Game I.",
        "scriba_ui.recent_mine": "Your move and the replies",
        "scriba_ui.recent_your": "Your move",
        "scriba_ui.recent_last": "Last move",
        "scriba_ui.takeback": "Take back my move",
        "scriba_ui.takeback_of": "{name}: take back your move",
        "scriba_ui.opt_takeback": "People may take back their moves (against the computer you "
                                  "always may)",
        "scriba_ui.log_takeback": "{name} took back: {moves}",
        "scriba_ui.pv_almost": "One more letter from your rack would take a large token "
                               "(a blank does not count).",
        "scriba_ui.explain_tokens": "{name} took these tokens; their bonuses counted in this "
                                    "move and each is worth 1 point at the end:",
        "scriba_ui.explain_capture": "{name} laid at least 4 letters from the rack (blanks do "
                                     "not count), so {name} took a large token, worth 10 "
                                     "points, from {victim}.",
        "scriba_ui.explain_die": "{name} rolled {n} and drew {drawn} tiles.",
        "scriba_ui.explain_die_short": "{name} rolled {n}, but the bag had only {drawn} tiles "
                                       "left.",
        "scriba_guide.rack": "These are your tiles. The small number on a tile is its value.",
        "scriba_guide.centre": "The first word must cover the centre square, the one with the "
                               "feather. Words read left to right or top to bottom.",
        "scriba_guide.tokens": "In Game II words may go anywhere on the board. The discs are "
                               "the bonus tokens the players laid.",
        "scriba_guide.bonus": "Coloured squares multiply: L a letter, W the whole word. This "
                              "key says what each colour is worth.",
        "scriba_guide.bonus_two": "Each colour of token is a bonus: L a letter, W the whole "
                                  "word. This key says what each is worth.",
        "scriba_guide.lay": "Lay a tile now: drag it onto the board, or tap it and then a "
                            "square. With a keyboard, click a square and type the letters.",
        "scriba_guide.score": "While you lay, the move is scored here: the words it makes and "
                              "the points. The panel below shows each letter's part.",
        "scriba_guide.special": "Special tiles: a blank stands for any letter you choose, an "
                                "arrow turns a word down or right, a black dot closes a word's "
                                "end. A recall button takes your tiles back.",
        "scriba_guide.commit": "Make a word with your tiles, then lay it with this button (or "
                               "Enter).",
        "scriba_guide.done": "Your word is down and scored, and you drew as many tiles as you "
                             "laid. Now the others play; good luck!",
        "scriba_guide.done_two": "Your word is down and scored; the die said how many tiles "
                                 "you drew. Now the others play; good luck!",
    },
    "pl": {
        "scriba_ui.ms_how": "Przeciągnij płytkę na planszę albo dotknij płytki, a potem pola.",
        "scriba_ui.zoom_in": "Powiększ planszę",
        "scriba_ui.zoom_out": "Pomniejsz planszę",
        "scriba_ui.legend": "Pola premiowe",
        "scriba_ui.legend_word": "słowo ×{n}",
        "scriba_ui.legend_letter": "litera ×{n}",
        "scriba_ui.legend_centre": "start: litera ×3",
        "scriba_ui.legend_box_g": "zielony żeton",
        "scriba_ui.legend_box_y": "żółty żeton",
        "scriba_ui.legend_box_r": "czerwony żeton",
        "scriba_ui.legend_box_b": "niebieski żeton",
        "scriba_ui.legend_note": "L mnoży literę, S całe słowo, tylko w ruchu, który zakryje "
                                 "pole. Dwie premie słowne sumują się (×2 i ×3 to ×5). Czerwone "
                                 "pola odejmują czterokrotność litery.",
        "scriba_ui.legend_note_two": "Premia żetonu liczy się w ruchu, który go zabiera; każdy "
                                     "żeton jest też wart 1 punkt na koniec (pusta płytka "
                                     "zabiera żeton tylko za ten punkt). Kolory są te same, co "
                                     "tych premii w Grze I.",
        "scriba_ui.recent_mine": "Twój ruch i odpowiedzi",
        "scriba_ui.recent_your": "Twój ruch",
        "scriba_ui.recent_last": "Ostatni ruch",
        "scriba_ui.takeback": "Cofnij mój ruch",
        "scriba_ui.takeback_of": "{name}: cofnij swój ruch",
        "scriba_ui.opt_takeback": "Ludzie mogą cofać swoje ruchy (przeciw komputerowi zawsze "
                                  "można)",
        "scriba_ui.log_takeback": "{name} cofa: {moves}",
        "scriba_ui.pv_almost": "Jeszcze jedna litera ze stojaka zabrałaby duży żeton (pusta "
                               "płytka się nie liczy).",
        "scriba_ui.explain_tokens": "{name} zabiera te żetony; ich premie liczą się w tym "
                                    "ruchu, a każdy jest wart 1 punkt na koniec:",
        "scriba_ui.explain_capture": "{name} wykłada co najmniej 4 litery ze stojaka (puste "
                                     "płytki się nie liczą), więc zabiera duży żeton, wart 10 "
                                     "punktów, graczowi {victim}.",
        "scriba_ui.explain_die": "{name}: na kostce {n}, dobrane płytki: {drawn}.",
        "scriba_ui.explain_die_short": "{name}: na kostce {n}, ale w woreczku zostało tylko "
                                       "płytek: {drawn}.",
        "scriba_guide.rack": "To twoje płytki. Mała liczba na płytce to jej wartość.",
        "scriba_guide.centre": "Pierwsze słowo musi zakryć środkowe pole, to z piórem. Słowa "
                               "czyta się od lewej do prawej albo z góry na dół.",
        "scriba_guide.tokens": "W Grze II słowa mogą leżeć w dowolnym miejscu planszy. Krążki "
                               "to żetony premiowe rozłożone przez graczy.",
        "scriba_guide.bonus": "Kolorowe pola mnożą: L literę, S całe słowo. Ta legenda mówi, "
                              "ile wart jest każdy kolor.",
        "scriba_guide.bonus_two": "Każdy kolor żetonu to premia: L litera, S całe słowo. Ta "
                                  "legenda mówi, ile wart jest każdy.",
        "scriba_guide.lay": "Połóż teraz płytkę: przeciągnij ją na planszę albo dotknij jej, "
                            "a potem pola. Z klawiaturą: kliknij pole i pisz litery.",
        "scriba_guide.score": "Kiedy układasz, tu liczy się ruch: słowa, które tworzy, i "
                              "punkty. Panel niżej pokazuje udział każdej litery.",
        "scriba_guide.special": "Płytki specjalne: pusta zastępuje dowolną wybraną literę, "
                                "strzałka skręca słowo w dół lub w prawo, czarne kółko zamyka "
                                "koniec słowa. Przycisk cofania zabiera płytki z planszy.",
        "scriba_guide.commit": "Ułóż słowo ze swoich płytek i połóż je tym przyciskiem (albo "
                               "klawiszem Enter).",
        "scriba_guide.done": "Twoje słowo leży i jest policzone, a ty dobierasz tyle płytek, "
                             "ile wyłożyłeś. Teraz grają inni; powodzenia!",
        "scriba_guide.done_two": "Twoje słowo leży i jest policzone; kostka zdecydowała, ile "
                                 "płytek dobierasz. Teraz grają inni; powodzenia!",
    },
    "fr": {
        "scriba_ui.ms_how": "Glissez une tuile sur le plateau, ou touchez une tuile puis une "
                            "case.",
        "scriba_ui.zoom_in": "Agrandir le plateau",
        "scriba_ui.zoom_out": "Réduire le plateau",
        "scriba_ui.legend": "Cases bonus",
        "scriba_ui.legend_word": "mot ×{n}",
        "scriba_ui.legend_letter": "lettre ×{n}",
        "scriba_ui.legend_centre": "départ : lettre ×3",
        "scriba_ui.legend_box_g": "le jeton vert",
        "scriba_ui.legend_box_y": "le jeton jaune",
        "scriba_ui.legend_box_r": "le jeton rouge",
        "scriba_ui.legend_box_b": "le jeton bleu",
        "scriba_ui.legend_note": "L multiplie une lettre, M le mot entier, seulement au coup qui "
                                 "couvre la case. Deux bonus de mot s'additionnent (×2 et ×3 "
                                 "font ×5). Les cases rouges retirent 4 fois la lettre.",
        "scriba_ui.legend_note_two": "Le bonus d'un jeton compte au coup qui le prend ; chaque "
                                     "jeton vaut aussi 1 point à la fin (un joker ne prend un "
                                     "jeton que pour ce point). Les couleurs sont celles des "
                                     "mêmes bonus au Jeu I.",
        "scriba_ui.recent_mine": "Votre coup et les réponses",
        "scriba_ui.recent_your": "Votre coup",
        "scriba_ui.recent_last": "Dernier coup",
        "scriba_ui.takeback": "Reprendre mon coup",
        "scriba_ui.takeback_of": "{name} : reprendre votre coup",
        "scriba_ui.opt_takeback": "Les joueurs peuvent reprendre leurs coups (contre "
                                  "l'ordinateur, toujours)",
        "scriba_ui.log_takeback": "{name} reprend : {moves}",
        "scriba_ui.pv_almost": "Une lettre de plus de votre chevalet prendrait un grand jeton "
                               "(un joker ne compte pas).",
        "scriba_ui.explain_tokens": "{name} prend ces jetons ; leurs bonus comptent dans ce "
                                    "coup et chacun vaut 1 point à la fin :",
        "scriba_ui.explain_capture": "{name} a posé au moins 4 lettres du chevalet (les jokers "
                                     "ne comptent pas), et prend donc un grand jeton, qui vaut "
                                     "10 points, à {victim}.",
        "scriba_ui.explain_die": "{name} a fait {n} au dé et pioche {drawn} tuiles.",
        "scriba_ui.explain_die_short": "{name} a fait {n} au dé, mais le sac n'avait plus que "
                                       "{drawn} tuiles.",
        "scriba_guide.rack": "Voici vos tuiles. Le petit nombre sur une tuile est sa valeur.",
        "scriba_guide.centre": "Le premier mot doit couvrir la case centrale, celle à la plume. "
                               "Les mots se lisent de gauche à droite ou de haut en bas.",
        "scriba_guide.tokens": "Au Jeu II, les mots vont n'importe où sur le plateau. Les "
                               "disques sont les jetons bonus posés par les joueurs.",
        "scriba_guide.bonus": "Les cases de couleur multiplient : L une lettre, M le mot "
                              "entier. Cette légende dit ce que vaut chaque couleur.",
        "scriba_guide.bonus_two": "Chaque couleur de jeton est un bonus : L une lettre, M le mot "
                                  "entier. Cette légende dit ce que vaut chacune.",
        "scriba_guide.lay": "Posez une tuile : glissez-la sur le plateau, ou touchez-la puis "
                            "une case. Au clavier, cliquez une case et tapez les lettres.",
        "scriba_guide.score": "Pendant que vous posez, le coup est compté ici : les mots formés "
                              "et les points. Le panneau plus bas détaille chaque lettre.",
        "scriba_guide.special": "Tuiles spéciales : un joker vaut la lettre de votre choix, une "
                                "flèche fait tourner un mot vers le bas ou la droite, un rond "
                                "noir ferme le bout d'un mot. Un bouton reprend vos tuiles.",
        "scriba_guide.commit": "Formez un mot avec vos tuiles, puis posez-le avec ce bouton (ou "
                               "Entrée).",
        "scriba_guide.done": "Votre mot est posé et compté, et vous avez pioché autant de "
                             "tuiles que posé. Aux autres de jouer ; bonne chance !",
        "scriba_guide.done_two": "Votre mot est posé et compté ; le dé a dit combien de tuiles "
                                 "piocher. Aux autres de jouer ; bonne chance !",
    },
}
