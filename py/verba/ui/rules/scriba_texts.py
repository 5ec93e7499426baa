"""The texts of Scriba's rules (Game I and Game II) in English, Polish and
French: templates whose numbers come from ``scriba.figures()``.
Words follow the table's own vocabulary (``verba.ui.scriba.messages``)."""
from __future__ import annotations

TEXTS: dict[str, dict[str, str]] = {
    "en": {
        "goal.title": "The game",
        "goal.text": "A crossword game for {min_players} to {max_players} players: lay words on "
                     "the board with the tiles of your rack, across or down, crossing and "
                     "extending the words already there. Letter values and bonus fields make the "
                     "score; the highest score at the end wins.",
        "goal.setup": "The bag holds {letters} letter tiles, {blanks} blanks, {arrows} arrow tiles "
                      "and {blocks} blocking tiles. To decide who starts, everyone draws a tile: "
                      "the highest value begins (special tiles count nothing), and only those "
                      "tied for the highest draw again. The tiles go back, and each player draws "
                      "{rack} tiles — or {rack_min} to {rack_max}, as agreed at the set-up. Play "
                      "goes round in seat order.",
        "tiles.title": "The tiles",
        "tiles.text": "Each letter tile shows its value: common letters are worth little, rare "
                      "ones more.",
        "tiles.examples": "Letter tiles and their values",
        "tiles.blank": "**Blank**: stands for the letter you name when you lay it (then shown in "
                       "red italics).",
        "tiles.arrow": "**Arrow tile**: turns a word round a corner.",
        "tiles.block": "**Blocking tile** (black circle): closes the end of a word.",
        "tiles.all": "Every letter: its value and how many tiles",
        "tiles.origin": "The rulebook's table of tiles is cut short; Verba completes it from how "
                        "often each letter occurs in Polish words, keeping every value and count "
                        "the rulebook prints.",
        "board.title": "The board",
        "board.text": "A letter bonus multiplies the value of the letter laid on it; a word bonus "
                      "multiplies the whole word. A bonus counts only in the move that covers "
                      "its field.",
        "board.Q": "**Word ×{w4}**, yellow",
        "board.T": "**Word ×{w3}**, dark blue",
        "board.D": "**Word ×{w2}**, light blue",
        "board.q": "**Letter ×{l4}**, green",
        "board.t": "**Letter ×{l3}**, dark purple",
        "board.d": "**Letter ×{l2}**, light purple",
        "board.neg": "**Letter ×{neg}**, red: the letter's value counts against you.",
        "board.centre": "**The centre** with the feather: letter ×{centre}; the first word "
                        "covers it.",
        "board.map": "The whole board",
        "lay.title": "Laying words",
        "lay.first": "The first word has more than one letter and covers the centre with the "
                     "feather.",
        "lay.next": "Every later word joins the tiles on the board: it extends a word at either "
                    "end, crosses it or lies alongside — as long as every line of touching tiles "
                    "it makes is a word.",
        "lay.one": "A move may change only one word already on the board, extending it at "
                   "either end; every other word it makes must be new, formed by the move, "
                   "though it may cross letters already there. So a move that would extend two "
                   "words at once, or join two words into one, is refused. Stacked letters change "
                   "the word they lie on, and the words across them with it.",
        "lay.direction": "Words read from left to right or from top to bottom, never backwards.",
        "lay.fixed": "Tiles laid stay where they are until the end of the game. Then draw as "
                     "many tiles as you laid.",
        "lay.bonus": "Laying every tile of a full rack ({rack} by default) earns +{full_rack}, "
                     "and all but one +{one_left}, on top of the words. This counts against the "
                     "agreed rack size, so a last single tile at the end earns no bonus. Arrow "
                     "and blocking tiles count as tiles laid.",
        "score.title": "Scoring",
        "score.text": "Add up the values of the word's letters — a letter laid in this move on a "
                      "letter bonus counts its value times the bonus — then multiply by the word "
                      "bonus, if a letter laid in this move covers one. The rulebook's examples:",
        "score.krawat": "KRAWAT crosses ROWER at the R: that field's bonus went to ROWER, so the "
                        "R counts its plain value.",
        "score.sum": "Two or more word bonuses add up: ×{w2} and ×{w3} make ×{w2_w3}.",
        "score.cross": "Every word a move forms scores on its own, shared letters counted in "
                       "each. Here Y, L, K and O make TYLKO across and TY down; the Y lies on a "
                       "word bonus ×{w2}, which multiplies both:",
        "score.tylko": "TYLKO and TY laid in one move",
        "score.negative": "A letter on a red field counts ×{neg}: a word can score below zero.",
        "blank.title": "Blanks",
        "blank.text": "A blank stands for any letter, named when it is laid, and stays that "
                      "letter until the end of the game. It is worth nothing, and a blank on a "
                      "word bonus does not multiply the word.",
        "blank.fig": "A blank, and a blank laid as A",
        "arrow.title": "Arrow tiles",
        "arrow.text": "An arrow tile lets a word turn a corner. It lies on the corner cell and "
                      "the word goes on round it: right, then down, or down, then right — never "
                      "up or to the left. It is no letter and is worth nothing.",
        "arrow.example": "LATO: L and A to the right, the arrow on the corner, then T and O down",
        "arrow.rules": "One arrow tile per move, with letters on both sides of it. The bent word "
                       "counts as one word (the arrow skipped), and each letter laid makes its "
                       "crossing words as usual.",
        "arrow.later": "Later words may run through the arrow only along its bend, so a bent "
                       "word can be extended at either end; in any other direction the arrow "
                       "ends a word like the edge of the board. An arrow may also be laid after "
                       "the last letter of a word already there, or alone to join a word to a "
                       "letter beyond its corner (joining two words would change both). The "
                       "set-up can leave the arrow tiles out: they stay in the bag "
                       "and can be exchanged.",
        "block.title": "Blocking tiles",
        "block.text": "A blocking tile (black circle) closes one end of a word you lay: put it, "
                      "in the same move, on the empty cell just before the word's first letter "
                      "or just after its last. Nothing can ever extend the word past it.",
        "block.example": "KOT closed after its T",
        "block.more": "It is worth nothing but counts as a tile laid: you draw a tile for it, "
                      "and it counts towards the rack bonus. It cannot be a move on its own.",
        "stack.title": "Stacking",
        "stack.text": "Instead of laying on the board, you may lay a whole move on the upper "
                      "level: on the letters of one word already there, within its length, each "
                      "new letter on a letter (a different one). There is only one upper level.",
        "stack.example": "A T on the B of BARKA makes TARKA, and TA with the A below",
        "stack.score": "Every word through a stacked letter counts — along the word below and "
                       "across it — but by letter values only: no bonus field counts. The rack "
                       "bonus still does. The set-up can forbid stacking.",
        "instead.title": "Exchanging and passing",
        "instead.exchange": "**Exchange** instead of laying: put back as many tiles as you like "
                            "but keep at least one; you draw the new tiles first, so you cannot "
                            "draw your own back, and the bag must hold enough. The others see "
                            "only how many.",
        "instead.pass": "**Pass**: costs {pass} points while the bag holds tiles. When every "
                        "player has passed {pass_rounds} times in a row, the game ends.",
        "instead.empty": "With the bag empty, a pass means “I cannot lay a word” and costs "
                         "nothing; when everyone has passed in a row, the game ends.",
        "instead.takeback": "**Taking back.** Against computers (or alone) you may take back "
                            "your last turn — a word, an exchange or a pass — with the "
                            "computers' replies since. The tiles you drew go back into the bag "
                            "and it is shaken, so the same word draws other tiles; a computer "
                            "whose reply laid tiles draws a fresh rack. People sharing a screen "
                            "may do it only if they all agreed at the set-up, before the next "
                            "person acts. The log says what was taken back.",
        "check.title": "Checking words",
        "check.text": "Allowed: any word or form in Verba's Polish word list (taken from the "
                      "sjp.pl dictionary) — no abbreviations, no words written with a capital "
                      "letter. By default, as in the rulebook, words are not checked when laid: "
                      "any other player may challenge a move until the next move is made. If a "
                      "word it formed is not in the list, the move is taken back — the tiles "
                      "return to the rack, the tiles drawn go back to the bag, its points are "
                      "struck off — and its player loses {withdrawn} points and the turn.",
        "check.failed": "A challenge that finds every word valid costs the challenger nothing.",
        "check.last": "When a player lays their last tile with the bag empty, the others accept "
                      "the move or challenge it before the game ends.",
        "check.immediate": "The set-up can instead check every word as it is laid: a move with a "
                           "word not in the list is refused, without penalty, and you try again; "
                           "there are no challenges then.",
        "check.hints": "Hints, offered unless the players turn them off at the set-up, show the "
                       "best moves for the rack of the player to move, and to them only.",
        "end.title": "End of the game",
        "end.text": "The game ends when the bag is empty and a player lays their last tile — "
                    "that player gains +{out} — or when nobody can lay a word any more. Each "
                    "player then loses the value of the tiles left on their rack.",
        "end.solo": "Playing alone: one seat plays one rack; two seats are two racks against an "
                    "imagined opponent.",
        "daily.title": "The daily puzzle",
        "daily.text": "Every day, a puzzle from the date alone, the same for everyone: two hard "
                      "computer players play Game I up to a position (from turn {first_turn} on) "
                      "where one move scores at least {margin} points more than any other, and "
                      "you hold the rack of the player to move. Find the highest-scoring move: "
                      "words are checked as they are laid, a move the rules refuse can be tried "
                      "again, and the first legal move laid is your answer. It is ranked among "
                      "every legal move by score, ties sharing a rank; moves that differ only in "
                      "the letter a blank stands for, or in blocking tiles, count once. The "
                      "{top} best moves are shown after.",
        "two.title": "What changes",
        "two.text": "Game II keeps every rule of Game I except for what follows: bonus tokens on "
                    "a blank board, words anywhere, large tokens and the die.",
        "tokens.title": "Bonus tokens",
        "tokens.text": "The board is its blank side, without bonus fields. Before any tile is "
                       "drawn, the players lay the {small_total} small bonus tokens one at a "
                       "time, in turn, on any free field — where they see fit. On their turn "
                       "anyone may scatter the rest at random instead.",
        "tokens.g": "**Word ×{tok_g}**, green ({tok_g_n} tokens)",
        "tokens.r": "**Letter ×{tok_r}**, red ({tok_r_n} tokens)",
        "tokens.y": "**Word ×{tok_y}**, yellow ({tok_y_n} tokens)",
        "tokens.b": "**Letter ×{tok_b}**, blue ({tok_b_n} tokens)",
        "tokens.screen": "On the screen a token takes the colour of the same bonus on the "
                         "printed board of Game I and carries its label, so it reads like a "
                         "printed field; the legend beside the board names the box's token "
                         "each one stands for.",
        "tokens.deal": "Only then does each player draw {first_draw} tiles, in turn order, so "
                       "nobody lays the tokens to suit their own letters.",
        "place.title": "Laying words",
        "place.anywhere": "Words may lie anywhere: the first need not cover the centre, and "
                          "later words need not touch the tiles on the board — though a lone "
                          "letter is still no word. Extending and crossing words works as in "
                          "Game I.",
        "place.take": "A tile laid on a token's field takes the token: its bonus counts in this "
                      "move, as a printed field's would, and you keep the token, worth "
                      "{small_points} at the end. A blank takes the token but earns no bonus — "
                      "only the token itself.",
        "place.shared": "A word bonus under a letter shared by two words made at once multiplies "
                        "both. Here ARIA goes down from the end of KUR and makes KURA too; the "
                        "shared A lies on a yellow token:",
        "place.example": "KURA and ARIA made in one move",
        "place.rack": "A rack may hold more than {first_draw} tiles (the die's extras). Laying "
                      "{first_draw} tiles or more earns +{full_rack}, and {first_draw_less} "
                      "earns +{one_left}.",
        "large.title": "Large tokens",
        "large.text": "The {large} large tokens, worth {large_points} points each, are shared "
                      "equally before the game; playing alone there are none.",
        "large.capture": "Lay at least {capture} letters from your rack in one move — stacked "
                         "letters count; blanks, arrow and blocking tiles do not — and you take "
                         "a large token from an opponent: you choose whose when several hold "
                         "one. One per move at most.",
        "large.undo": "A move taken back after a challenge returns its small tokens to their "
                      "fields and the large token to its owner.",
        "die.title": "The die",
        "die.text": "After laying (and taking tokens), roll the die and draw as many tiles as it "
                    "shows; a {die_max} gives no second roll. Tiles beyond {first_draw} lie "
                    "beside your rack and are yours to play. A bag with fewer tiles gives what "
                    "is left. Exchanging and passing work as in Game I, without the die.",
        "die.faces": "The faces of the die",
        "end2.title": "End of the game",
        "end2.text": "A player who passes with the bag empty, or lays their last tile with the "
                     "bag empty, has finished: they are skipped from then on, but may still "
                     "challenge and can still lose large tokens. The game ends when everyone has "
                     "finished, or when every player has passed {pass_rounds} times in a row "
                     "while the bag still holds tiles.",
        "end2.final": "Final score: the points of play + {small_points} per small token + "
                      "{large_points} per large token − the value of the tiles left on the "
                      "rack. Game II gives no +{out} for going out.",
    },
    "pl": {
        "goal.title": "Cel gry",
        "goal.text": "Krzyżówkowa gra dla {min_players}–{max_players} graczy: z płytek ze "
                     "swojego stojaka układasz na planszy słowa, poziomo lub pionowo, krzyżując "
                     "i przedłużając te, które już leżą. O wyniku decydują wartości liter i pola "
                     "premiowe; wygrywa ten, kto na koniec ma najwięcej punktów.",
        "goal.setup": "W woreczku jest {letters} płytek z literami, {blanks} puste płytki, "
                      "{arrows} strzałki i {blocks} płytki z czarnym kółkiem. Kto zaczyna, "
                      "rozstrzyga losowanie: każdy wyciąga płytkę, zaczyna ten, kto ma najwyższą "
                      "wartość (płytki specjalne nie mają wartości), a przy remisie losują jeszcze "
                      "raz tylko remisujący. Płytki wracają do woreczka i każdy dobiera {rack} "
                      "płytek — albo od {rack_min} do {rack_max}, jak ustalono przed grą. Gra "
                      "toczy się w kolejności miejsc.",
        "tiles.title": "Płytki",
        "tiles.text": "Na każdej płytce z literą jest jej wartość: częste litery są warte mało, "
                      "rzadkie więcej.",
        "tiles.examples": "Płytki z literami i ich wartości",
        "tiles.blank": "**Pusta płytka**: zastępuje literę, którą wskażesz przy kładzeniu (widać "
                       "ją wtedy czerwoną kursywą).",
        "tiles.arrow": "**Strzałka**: pozwala słowu skręcić za róg.",
        "tiles.block": "**Płytka z czarnym kółkiem**: zamyka koniec słowa.",
        "tiles.all": "Wszystkie litery: wartość i liczba płytek",
        "tiles.origin": "Tabela płytek w instrukcji jest urwana; Verba uzupełnia ją według tego, "
                        "jak często litery występują w polskich słowach, zachowując każdą "
                        "wartość i liczbę wydrukowaną w instrukcji.",
        "board.title": "Plansza",
        "board.text": "Premia literowa mnoży wartość litery położonej na jej polu, premia słowna "
                      "— wartość całego słowa. Premia liczy się tylko w ruchu, w którym jej pole "
                      "zostaje zakryte.",
        "board.Q": "**Premia słowna ×{w4}**, pole żółte",
        "board.T": "**Premia słowna ×{w3}**, pole ciemnoniebieskie",
        "board.D": "**Premia słowna ×{w2}**, pole jasnoniebieskie",
        "board.q": "**Premia literowa ×{l4}**, pole zielone",
        "board.t": "**Premia literowa ×{l3}**, pole ciemnofioletowe",
        "board.d": "**Premia literowa ×{l2}**, pole jasnofioletowe",
        "board.neg": "**Pole ujemne ×{neg}**, czerwone: wartość litery liczy się na minus.",
        "board.centre": "**Środek z piórem**: premia literowa ×{centre}; pierwsze słowo musi go "
                        "zakryć.",
        "board.map": "Cała plansza",
        "lay.title": "Układanie słów",
        "lay.first": "Pierwsze słowo ma więcej niż jedną literę i zakrywa środek z piórem.",
        "lay.next": "Każde następne słowo łączy się z płytkami na planszy: przedłuża słowo "
                    "z jednej lub drugiej strony, krzyżuje je albo biegnie obok — byle każdy "
                    "powstały ciąg stykających się płytek był słowem.",
        "lay.one": "Ruch może zmienić tylko jedno słowo, które już leży na planszy — przedłużyć "
                   "je z jednej lub obu stron; każde inne słowo, które tworzy, musi być nowe, "
                   "utworzone tym ruchem, choć może przecinać litery już leżące. Ruch, który "
                   "przedłużyłby naraz dwa słowa albo połączył dwa słowa w jedno, jest "
                   "odrzucany. Płytki na drugim poziomie zmieniają słowo, na którym leżą, "
                   "a wraz z nim słowa w poprzek swoich liter.",
        "lay.direction": "Słowa czyta się od lewej do prawej albo z góry na dół, nigdy wspak.",
        "lay.fixed": "Położone płytki zostają na miejscu do końca gry. Potem dobiera się "
                     "z woreczka tyle płytek, ile położono.",
        "lay.bonus": "Za wyłożenie wszystkich płytek z pełnego stojaka (domyślnie {rack}) "
                     "dostajesz +{full_rack} pkt, a za wszystkie oprócz jednej +{one_left} pkt — "
                     "oprócz punktów za słowa. Liczy się to względem ustalonej liczby płytek na "
                     "stojaku, więc ostatnia pojedyncza płytka pod koniec gry premii nie daje. "
                     "Strzałki i płytki z czarnym kółkiem liczą się jako położone płytki.",
        "score.title": "Liczenie punktów",
        "score.text": "Dodaj wartości liter słowa — litera położona w tym ruchu na premii "
                      "literowej liczy się razy tę premię — a sumę pomnóż przez premię słowną, "
                      "jeśli zakrywa ją litera położona w tym ruchu. Przykłady z instrukcji:",
        "score.krawat": "KRAWAT krzyżuje się z ROWEREM na literze R: premię tego pola zdobył już "
                        "ROWER, więc R liczy się bez premii.",
        "score.sum": "Dwie lub więcej premii słownych się sumuje: ×{w2} i ×{w3} dają ×{w2_w3}.",
        "score.cross": "Każde słowo powstałe w ruchu liczy się osobno, a wspólne litery — "
                       "w każdym z nich. Tu Y, L, K i O tworzą TYLKO poziomo i TY pionowo; Y leży "
                       "na premii słownej ×{w2}, która mnoży oba słowa:",
        "score.tylko": "TYLKO i TY ułożone w jednym ruchu",
        "score.negative": "Litera na czerwonym polu liczy się ×{neg}: słowo może dać wynik "
                          "ujemny.",
        "blank.title": "Puste płytki",
        "blank.text": "Pusta płytka zastępuje dowolną literę, wskazaną przy kładzeniu, i zostaje "
                      "tą literą do końca gry. Nie ma wartości, a położona na premii słownej nie "
                      "mnoży słowa.",
        "blank.fig": "Pusta płytka i pusta płytka położona jako A",
        "arrow.title": "Strzałki",
        "arrow.text": "Strzałka pozwala słowu skręcić za róg. Leży na polu narożnym, a słowo "
                      "biegnie dalej: w prawo, a potem w dół, albo w dół, a potem w prawo — nigdy "
                      "w górę ani w lewo. Nie jest literą i nie ma wartości.",
        "arrow.example": "LATO: L i A w prawo, strzałka na rogu, potem T i O w dół",
        "arrow.rules": "W jednym ruchu można położyć jedną strzałkę, z literami po obu jej "
                       "stronach. Zgięte słowo liczy się jako jedno (strzałkę się pomija), "
                       "a każda położona litera jak zwykle tworzy słowa poprzeczne.",
        "arrow.later": "Późniejsze słowa mogą przechodzić przez strzałkę tylko wzdłuż jej "
                       "zgięcia, więc zgięte słowo da się przedłużyć z obu końców; w każdym innym "
                       "kierunku strzałka kończy słowo jak krawędź planszy. Strzałkę można też "
                       "położyć za ostatnią literą słowa, które już leży, albo samą, by "
                       "połączyć słowo z literą za rogiem (połączenie dwóch słów zmieniłoby "
                       "oba). Przed grą można zrezygnować ze strzałek: "
                       "zostają wtedy w woreczku i można je wymienić.",
        "block.title": "Płytki z czarnym kółkiem",
        "block.text": "Płytka z czarnym kółkiem zamyka koniec układanego słowa: kładzie się ją "
                      "w tym samym ruchu na wolnym polu tuż przed pierwszą albo tuż za ostatnią "
                      "literą słowa. Odtąd nic nie przedłuży słowa poza nią.",
        "block.example": "KOT zamknięty za literą T",
        "block.more": "Nie ma wartości, ale liczy się jako położona płytka: dobiera się za nią "
                      "nową i wlicza do premii za stojak. Nie może być samodzielnym ruchem.",
        "stack.title": "Układanie piętrowe",
        "stack.text": "Zamiast na planszy cały ruch można ułożyć na drugim poziomie: na literach "
                      "jednego słowa, które już leży, w jego granicach — każdą nową literę na "
                      "innej literze. Jest tylko jeden drugi poziom.",
        "stack.example": "T położone na B w słowie BARKA daje TARKA, a z A pod spodem — TA",
        "stack.score": "Liczy się każde słowo przechodzące przez płytkę na drugim poziomie — "
                       "wzdłuż słowa pod spodem i w poprzek — ale tylko wartości liter, bez "
                       "żadnych premii pól. Premia za stojak obowiązuje nadal. Przed grą można "
                       "wyłączyć układanie piętrowe.",
        "instead.title": "Wymiana i pas",
        "instead.exchange": "**Wymiana** zamiast ruchu: oddajesz dowolnie wiele płytek, ale "
                            "co najmniej jedna zostaje na stojaku; nowe dobierasz najpierw, więc "
                            "nie wylosujesz z powrotem własnych, a w woreczku musi ich być dość. "
                            "Inni widzą tylko, ile płytek wymieniono.",
        "instead.pass": "**Pas** kosztuje {pass} pkt, dopóki w woreczku są płytki. Gdy wszyscy "
                        "gracze spasują {pass_rounds} razy z rzędu, gra się kończy.",
        "instead.empty": "Przy pustym woreczku pas znaczy „nie mogę ułożyć słowa” i nic nie "
                         "kosztuje; gdy spasują po kolei wszyscy, gra się kończy.",
        "instead.takeback": "**Cofanie ruchu.** Grając z komputerem (albo w pojedynkę), możesz "
                            "cofnąć swoją ostatnią turę — słowo, wymianę albo pas — razem z "
                            "odpowiedziami komputerów. Dobrane płytki wracają do woreczka, który "
                            "się potrząsa, więc to samo słowo przyniesie inne płytki; komputer, "
                            "który w cofniętej odpowiedzi położył płytki, dobiera nowy stojak. "
                            "Ludzie grający na jednym ekranie mogą cofać tylko wtedy, gdy wszyscy "
                            "zgodzili się na to przed grą, i tylko zanim zagra następna osoba. "
                            "Dziennik gry zapisuje, co cofnięto.",
        "check.title": "Sprawdzanie słów",
        "check.text": "Dozwolone są wszystkie słowa i formy z polskiego słownika Verby (opartego "
                      "na słowniku sjp.pl) — bez skrótów i słów pisanych wielką literą. "
                      "Domyślnie, jak w instrukcji, słów nie sprawdza się przy kładzeniu: każdy "
                      "inny gracz może zakwestionować ruch i sprawdzić go w słowniku, dopóki nie "
                      "wykonano następnego. Jeśli któregoś z ułożonych słów nie ma w słowniku, "
                      "ruch zostaje cofnięty — płytki wracają na stojak, dobrane płytki do "
                      "woreczka, punkty przepadają — a gracz traci {withdrawn} pkt i kolejkę.",
        "check.failed": "Sprawdzenie, które potwierdzi wszystkie słowa, nic nie kosztuje "
                        "sprawdzającego.",
        "check.last": "Gdy ktoś położy ostatnią płytkę przy pustym woreczku, pozostali przyjmują "
                      "ruch albo sprawdzają go w słowniku, zanim gra się skończy.",
        "check.immediate": "Przed grą można zamiast tego wybrać sprawdzanie każdego słowa od "
                           "razu: ruch ze słowem spoza słownika zostaje odrzucony, bez kary, "
                           "i próbujesz dalej; nie ma wtedy kwestionowania ruchów.",
        "check.hints": "Podpowiedzi — dostępne, chyba że gracze wyłączą je przed grą — pokazują "
                       "najlepsze ruchy ze stojaka gracza, który ma ruch, i tylko jemu.",
        "end.title": "Koniec gry",
        "end.text": "Gra kończy się, gdy woreczek jest pusty i ktoś położy ostatnią płytkę — "
                    "ten gracz dostaje +{out} pkt — albo gdy nikt nie może już ułożyć słowa. "
                    "Każdy traci wtedy wartość płytek, które zostały mu na stojaku.",
        "end.solo": "Gra w pojedynkę: jedno miejsce to gra jednym stojakiem; dwa miejsca to dwa "
                    "stojaki przeciw wyobrażonemu przeciwnikowi.",
        "daily.title": "Zagadka dnia",
        "daily.text": "Co dzień zagadka wyznaczona samą datą, ta sama dla wszystkich: dwóch "
                      "trudnych graczy komputerowych rozgrywa Grę I do pozycji (od tury "
                      "{first_turn}), w której jeden ruch daje co najmniej {margin} pkt więcej "
                      "niż każdy inny, a ty masz stojak gracza, który ma ruch. Znajdź ruch za "
                      "najwięcej punktów: słowa są sprawdzane od razu, ruch, którego zasady nie "
                      "dopuszczają, można poprawić, a pierwszy położony dozwolony ruch jest "
                      "odpowiedzią. Dostaje miejsce wśród wszystkich dozwolonych ruchów według "
                      "punktów (równe wyniki dzielą miejsce); ruchy różniące się tylko literą, "
                      "którą zastępuje pusta płytka, albo płytkami z czarnym kółkiem liczą się "
                      "raz. Potem widać {top} najlepszych ruchów.",
        "two.title": "Co się zmienia",
        "two.text": "W Grze II obowiązują wszystkie zasady Gry I z poniższymi zmianami: żetony "
                    "premii na pustej planszy, słowa w dowolnym miejscu, duże żetony i kostka.",
        "tokens.title": "Żetony premii",
        "tokens.text": "Gra się na pustej stronie planszy, bez pól premiowych. Zanim ktokolwiek "
                       "dobierze płytki, gracze po kolei rozkładają {small_total} małych żetonów "
                       "premii, po jednym, na dowolnych wolnych polach — tam, gdzie uznają za "
                       "stosowne. W swojej kolejce każdy może zamiast tego rozrzucić resztę "
                       "losowo.",
        "tokens.g": "**Premia słowna ×{tok_g}**, zielony (żetonów: {tok_g_n})",
        "tokens.r": "**Premia literowa ×{tok_r}**, czerwony (żetonów: {tok_r_n})",
        "tokens.y": "**Premia słowna ×{tok_y}**, żółty (żetonów: {tok_y_n})",
        "tokens.b": "**Premia literowa ×{tok_b}**, niebieski (żetonów: {tok_b_n})",
        "tokens.screen": "Na ekranie żeton ma kolor tej samej premii z planszy Gry I i jej "
                         "podpis, więc czyta się go jak nadrukowane pole; legenda obok planszy "
                         "mówi, któremu żetonowi z pudełka odpowiada.",
        "tokens.deal": "Dopiero potem każdy, w kolejności gry, dobiera {first_draw} płytek — "
                       "nikt nie rozkłada żetonów pod swoje litery.",
        "place.title": "Układanie słów",
        "place.anywhere": "Słowa mogą leżeć w dowolnym miejscu: pierwsze nie musi zakrywać "
                          "środka, a następne nie muszą stykać się z płytkami na planszy — choć "
                          "pojedyncza litera nadal nie jest słowem. Przedłużanie i krzyżowanie "
                          "słów działa jak w Grze I.",
        "place.take": "Płytka położona na polu z żetonem zabiera ten żeton: jego premia liczy "
                      "się w tym ruchu jak premia wydrukowana na planszy, a żeton zostaje "
                      "u ciebie i na koniec jest wart {small_points} pkt. Pusta płytka zabiera "
                      "żeton, ale nie daje premii — liczy się tylko sam żeton.",
        "place.shared": "Premia słowna pod literą wspólną dla dwóch słów ułożonych naraz mnoży "
                        "oba. Tu ARIA biegnie w dół od końca słowa KUR i tworzy też KURA; "
                        "wspólne A leży na żółtym żetonie:",
        "place.example": "KURA i ARIA ułożone w jednym ruchu",
        "place.rack": "Na stojaku może być więcej niż {first_draw} płytek (nadwyżki z rzutu "
                      "kostką). Za położenie co najmniej {first_draw} płytek jest +{full_rack} "
                      "pkt, a za {first_draw_less} — +{one_left} pkt.",
        "large.title": "Duże żetony",
        "large.text": "Przed grą {large} dużych żetonów, wartych po {large_points} pkt, dzieli "
                      "się równo między graczy; w grze w pojedynkę ich nie ma.",
        "large.capture": "Kto w jednym ruchu położy ze stojaka co najmniej {capture} litery — "
                         "litery na drugim poziomie się liczą, puste płytki, strzałki i płytki "
                         "z czarnym kółkiem nie — zabiera przeciwnikowi jeden duży żeton; jeśli "
                         "mają je różni przeciwnicy, sam wybiera komu. Najwyżej jeden żeton na "
                         "ruch.",
        "large.undo": "Ruch cofnięty po sprawdzeniu w słowniku oddaje małe żetony na ich pola, "
                      "a duży żeton — właścicielowi.",
        "die.title": "Kostka",
        "die.text": "Po położeniu płytek (i zabraniu żetonów) rzucasz kostką i dobierasz tyle "
                    "płytek, ile wypadło oczek; {die_max} oczek nie daje ponownego rzutu. Płytki "
                    "ponad {first_draw} leżą obok stojaka i możesz nimi grać. Gdy w woreczku "
                    "jest mniej płytek, bierzesz resztę. Wymiana i pas działają jak w Grze I, "
                    "bez kostki.",
        "die.faces": "Ściany kostki",
        "end2.title": "Koniec gry",
        "end2.text": "Kto spasuje przy pustym woreczku albo położy przy pustym woreczku ostatnią "
                     "płytkę, kończy grę: odtąd jest pomijany, ale nadal może sprawdzać cudze "
                     "ruchy i nadal może stracić duże żetony. Gra kończy się, gdy skończą "
                     "wszyscy, albo gdy wszyscy spasują {pass_rounds} razy z rzędu, póki "
                     "w woreczku są płytki.",
        "end2.final": "Wynik końcowy: punkty z gry + {small_points} pkt za każdy mały żeton + "
                      "{large_points} pkt za każdy duży − wartość płytek pozostałych na "
                      "stojaku. W Grze II nie ma premii +{out} za wyłożenie wszystkich płytek.",
    },
    "fr": {
        "goal.title": "Le jeu",
        "goal.text": "Un jeu de mots croisés pour {min_players} à {max_players} joueurs : posez "
                     "des mots sur le plateau avec les pièces de votre chevalet, horizontalement "
                     "ou verticalement, en croisant et en prolongeant les mots déjà posés. La "
                     "valeur des lettres et les cases bonus font le score ; le meilleur score à "
                     "la fin l'emporte.",
        "goal.setup": "Le sac contient {letters} pièces-lettres, {blanks} pièces blanches, "
                      "{arrows} flèches et {blocks} pièces à rond noir. Pour savoir qui commence, "
                      "chacun tire une pièce : la plus forte valeur commence (les pièces "
                      "spéciales ne valent rien), et seuls les ex æquo en tête tirent à nouveau. "
                      "Les pièces retournent au sac, puis chacun en tire {rack} — ou de "
                      "{rack_min} à {rack_max}, selon le réglage choisi. On joue dans l'ordre "
                      "des places.",
        "tiles.title": "Les pièces",
        "tiles.text": "Chaque pièce-lettre porte sa valeur : les lettres fréquentes valent peu, "
                      "les rares davantage.",
        "tiles.examples": "Des pièces-lettres et leur valeur",
        "tiles.blank": "**Pièce blanche** : tient lieu de la lettre que vous annoncez en la "
                       "posant (affichée alors en italique rouge).",
        "tiles.arrow": "**Flèche** : fait tourner un mot à angle droit.",
        "tiles.block": "**Pièce à rond noir** : ferme l'extrémité d'un mot.",
        "tiles.all": "Toutes les lettres : valeur et nombre de pièces",
        "tiles.origin": "La table des pièces de la règle est tronquée ; Verba la complète "
                        "d'après la fréquence des lettres dans les mots polonais, en gardant "
                        "chaque valeur et chaque nombre que la règle imprime.",
        "board.title": "Le plateau",
        "board.text": "Une case lettre multiplie la valeur de la lettre posée dessus ; une case "
                      "mot multiplie la valeur du mot entier. Un bonus ne compte que dans le "
                      "coup qui recouvre sa case.",
        "board.Q": "**Mot compte ×{w4}**, case jaune",
        "board.T": "**Mot compte ×{w3}**, case bleu foncé",
        "board.D": "**Mot compte ×{w2}**, case bleu clair",
        "board.q": "**Lettre compte ×{l4}**, case verte",
        "board.t": "**Lettre compte ×{l3}**, case violet foncé",
        "board.d": "**Lettre compte ×{l2}**, case violet clair",
        "board.neg": "**Lettre compte ×{neg}**, case rouge : la valeur de la lettre se retourne "
                     "contre vous.",
        "board.centre": "**Le centre** à la plume : lettre compte ×{centre} ; le premier mot le "
                        "recouvre.",
        "board.map": "Le plateau entier",
        "lay.title": "Poser des mots",
        "lay.first": "Le premier mot a plus d'une lettre et recouvre le centre à la plume.",
        "lay.next": "Chaque mot suivant se raccorde aux pièces du plateau : il prolonge un mot "
                    "par un bout ou l'autre, le croise ou se pose à côté — pourvu que chaque "
                    "suite de pièces contiguës ainsi formée soit un mot.",
        "lay.one": "Un coup ne peut modifier qu'un seul mot déjà posé, en le prolongeant par "
                   "un bout ou les deux ; tout autre mot qu'il forme doit être nouveau, formé "
                   "par ce coup, même s'il croise des lettres déjà posées. Un coup qui "
                   "prolongerait deux mots à la fois, ou relierait deux mots en un seul, est "
                   "donc refusé. Des lettres empilées modifient le mot sur lequel elles "
                   "reposent et, avec lui, les mots qui les traversent.",
        "lay.direction": "Les mots se lisent de gauche à droite ou de haut en bas, jamais à "
                         "l'envers.",
        "lay.fixed": "Les pièces posées restent en place jusqu'à la fin de la partie. On tire "
                     "ensuite autant de pièces qu'on en a posé.",
        "lay.bonus": "Poser toutes les pièces d'un chevalet plein ({rack} par défaut) rapporte "
                     "+{full_rack}, et toutes sauf une +{one_left}, en plus des mots. Cela se "
                     "compte par rapport à la taille convenue du chevalet : une dernière pièce "
                     "isolée en fin de partie ne rapporte aucune prime. Les flèches et les "
                     "pièces à rond noir comptent comme pièces posées.",
        "score.title": "Le décompte",
        "score.text": "Additionnez la valeur des lettres du mot — une lettre posée dans ce coup "
                      "sur une case lettre compte sa valeur multipliée par le bonus — puis "
                      "multipliez par le bonus de mot, si une lettre posée dans ce coup en "
                      "recouvre un. Les exemples de la règle :",
        "score.krawat": "KRAWAT croise ROWER sur le R : le bonus de cette case a déjà servi à "
                        "ROWER, le R compte donc sa valeur simple.",
        "score.sum": "Deux bonus de mot ou plus s'additionnent : ×{w2} et ×{w3} font ×{w2_w3}.",
        "score.cross": "Chaque mot formé par un coup se compte à part, les lettres communes "
                       "comptant dans chacun. Ici Y, L, K et O forment TYLKO horizontalement et "
                       "TY verticalement ; le Y est sur une case mot compte ×{w2}, qui "
                       "multiplie les deux mots :",
        "score.tylko": "TYLKO et TY posés en un seul coup",
        "score.negative": "Une lettre sur une case rouge compte ×{neg} : un mot peut rapporter "
                          "moins que rien.",
        "blank.title": "Les pièces blanches",
        "blank.text": "Une pièce blanche remplace n'importe quelle lettre, annoncée au moment "
                      "de la poser, et reste cette lettre jusqu'à la fin de la partie. Elle ne "
                      "vaut rien et, posée sur une case mot, ne multiplie pas le mot.",
        "blank.fig": "Une pièce blanche, et une pièce blanche posée pour A",
        "arrow.title": "Les flèches",
        "arrow.text": "Une flèche permet à un mot de tourner à angle droit. Elle occupe la case "
                      "du coin et le mot continue autour : vers la droite puis vers le bas, ou "
                      "vers le bas puis vers la droite — jamais vers le haut ni vers la gauche. "
                      "Ce n'est pas une lettre et elle ne vaut rien.",
        "arrow.example": "LATO : L et A vers la droite, la flèche dans le coin, puis T et O vers "
                         "le bas",
        "arrow.rules": "Une seule flèche par coup, avec des lettres de part et d'autre. Le mot "
                       "coudé compte comme un seul mot (on saute la flèche), et chaque lettre "
                       "posée forme comme d'habitude ses mots croisés.",
        "arrow.later": "Par la suite, un mot ne traverse la flèche que dans le sens de son "
                       "coude : un mot coudé peut donc être prolongé par ses deux bouts ; dans "
                       "toute autre direction, la flèche arrête un mot comme le bord du plateau. "
                       "On peut aussi poser une flèche après la dernière lettre d'un mot déjà "
                       "là, ou seule pour relier un mot à une lettre au-delà de son coin (relier "
                       "deux mots les modifierait tous les deux). Le réglage de la partie "
                       "peut écarter les flèches : elles restent alors dans le sac et peuvent "
                       "être échangées.",
        "block.title": "Les pièces à rond noir",
        "block.text": "Une pièce à rond noir ferme un bout du mot que vous posez : placez-la, "
                      "dans le même coup, sur la case libre juste avant la première lettre du "
                      "mot ou juste après la dernière. Plus rien ne pourra prolonger le mot "
                      "au-delà.",
        "block.example": "KOT fermé après son T",
        "block.more": "Elle ne vaut rien mais compte comme pièce posée : on tire une pièce pour "
                      "la remplacer, et elle compte pour la prime du chevalet. Elle ne peut pas "
                      "constituer un coup à elle seule.",
        "stack.title": "Empiler",
        "stack.text": "Au lieu de poser sur le plateau, vous pouvez poser tout un coup au niveau "
                      "supérieur : sur les lettres d'un seul mot déjà posé, dans ses limites, "
                      "chaque nouvelle lettre sur une lettre différente. Il n'y a qu'un niveau "
                      "supérieur.",
        "stack.example": "Un T posé sur le B de BARKA forme TARKA, et TA avec le A du dessous",
        "stack.score": "Chaque mot qui passe par une lettre empilée compte — le long du mot du "
                       "dessous et en travers — mais à la seule valeur des lettres : aucune case "
                       "bonus ne compte. La prime du chevalet, elle, s'applique. Le réglage de "
                       "la partie peut interdire l'empilement.",
        "instead.title": "Échanger et passer",
        "instead.exchange": "**Échanger** au lieu de poser : remettez autant de pièces que vous "
                            "voulez, mais gardez-en au moins une ; vous tirez d'abord les "
                            "nouvelles, vous ne pouvez donc pas reprendre les vôtres, et le sac "
                            "doit en contenir assez. Les autres voient seulement combien.",
        "instead.pass": "**Passer** coûte {pass} points tant que le sac contient des pièces. "
                        "Quand tous les joueurs ont passé {pass_rounds} fois de suite, la partie "
                        "s'arrête.",
        "instead.empty": "Le sac vide, passer veut dire « je ne peux pas poser de mot » et ne "
                         "coûte rien ; quand tout le monde a passé à la suite, la partie "
                         "s'arrête.",
        "instead.takeback": "**Reprendre un coup.** Contre l'ordinateur (ou seul), vous pouvez "
                            "reprendre votre dernier tour — un mot, un échange ou une passe — "
                            "avec les réponses des ordinateurs depuis. Les pièces tirées "
                            "retournent dans le sac, qu'on secoue : le même mot tire d'autres "
                            "pièces ; un ordinateur dont la réponse reprise avait posé des "
                            "pièces tire un nouveau chevalet. Des joueurs qui partagent un "
                            "écran ne le peuvent que s'ils l'ont tous accepté à la mise en "
                            "place, avant que la personne suivante joue. Le journal dit ce qui "
                            "a été repris.",
        "check.title": "Vérifier les mots",
        "check.text": "Sont permis tous les mots et toutes les formes de la liste polonaise de "
                      "Verba (tirée du dictionnaire sjp.pl) — ni abréviations, ni mots à "
                      "majuscule. Par défaut, comme dans la règle, les mots ne sont pas vérifiés "
                      "à la pose : tout autre joueur peut contester un coup jusqu'au coup "
                      "suivant. Si l'un des mots formés n'est pas dans la liste, le coup est "
                      "repris — les pièces reviennent sur le chevalet, les pièces tirées "
                      "retournent au sac, les points sont annulés — et son auteur perd "
                      "{withdrawn} points et son tour.",
        "check.failed": "Une contestation qui trouve tous les mots valables ne coûte rien à "
                        "celui qui conteste.",
        "check.last": "Quand un joueur pose sa dernière pièce, le sac vide, les autres acceptent "
                      "le coup ou le contestent avant la fin de la partie.",
        "check.immediate": "Le réglage de la partie peut aussi faire vérifier chaque mot dès "
                           "qu'il est posé : un coup avec un mot absent de la liste est refusé, "
                           "sans pénalité, et vous réessayez ; il n'y a alors pas de "
                           "contestation.",
        "check.hints": "Les indices, proposés sauf si les joueurs les désactivent au réglage de "
                       "la partie, montrent les meilleurs coups pour le chevalet du joueur dont "
                       "c'est le tour, et à lui seul.",
        "end.title": "Fin de la partie",
        "end.text": "La partie s'arrête quand le sac est vide et qu'un joueur pose sa dernière "
                    "pièce — il gagne +{out} — ou quand plus personne ne peut poser de mot. "
                    "Chacun perd alors la valeur des pièces restées sur son chevalet.",
        "end.solo": "En solitaire : une place joue un chevalet ; deux places, ce sont deux "
                    "chevalets contre un adversaire imaginaire.",
        "daily.title": "L'énigme du jour",
        "daily.text": "Chaque jour, une énigme tirée de la date seule, la même pour tous : deux "
                      "joueurs difficiles de l'ordinateur jouent au Jeu I jusqu'à une position "
                      "(à partir du tour {first_turn}) où un coup rapporte au moins {margin} "
                      "points de plus que tout autre, et vous avez le chevalet du joueur dont "
                      "c'est le tour. Trouvez le coup qui rapporte le plus : les mots sont "
                      "vérifiés dès qu'ils sont posés, un coup que les règles refusent peut être "
                      "corrigé, et le premier coup permis posé est votre réponse. Il est classé "
                      "parmi tous les coups permis selon les points, les ex æquo partageant un "
                      "rang ; des coups qui ne diffèrent que par la lettre d'une pièce blanche, "
                      "ou par des pièces à rond noir, comptent une fois. Les {top} meilleurs "
                      "coups sont montrés ensuite.",
        "two.title": "Ce qui change",
        "two.text": "Le Jeu II garde toutes les règles du Jeu I, sauf ce qui suit : des jetons "
                    "de bonus sur un plateau vierge, des mots n'importe où, de grands jetons et "
                    "le dé.",
        "tokens.title": "Les jetons de bonus",
        "tokens.text": "On joue sur la face vierge du plateau, sans cases bonus. Avant que "
                       "quiconque tire ses pièces, les joueurs posent à tour de rôle les "
                       "{small_total} petits jetons de bonus, un par un, sur n'importe quelle "
                       "case libre — où bon leur semble. À son tour, chacun peut plutôt "
                       "disperser le reste au hasard.",
        "tokens.g": "**Mot ×{tok_g}**, vert ({tok_g_n} jetons)",
        "tokens.r": "**Lettre ×{tok_r}**, rouge ({tok_r_n} jetons)",
        "tokens.y": "**Mot ×{tok_y}**, jaune ({tok_y_n} jetons)",
        "tokens.b": "**Lettre ×{tok_b}**, bleu ({tok_b_n} jetons)",
        "tokens.screen": "À l'écran, un jeton prend la couleur du même bonus sur le plateau "
                         "imprimé du Jeu I et porte son libellé : il se lit comme une case "
                         "imprimée ; la légende à côté du plateau nomme le jeton de la boîte "
                         "qu'il représente.",
        "tokens.deal": "Ensuite seulement, chacun tire {first_draw} pièces dans l'ordre du jeu : "
                       "personne ne pose les jetons selon ses propres lettres.",
        "place.title": "Poser des mots",
        "place.anywhere": "Les mots peuvent se poser n'importe où : le premier n'a pas à "
                          "recouvrir le centre, et les suivants n'ont pas à toucher les pièces "
                          "du plateau — mais une lettre isolée n'est toujours pas un mot. On "
                          "prolonge et on croise les mots comme dans le Jeu I.",
        "place.take": "Une pièce posée sur la case d'un jeton prend ce jeton : son bonus compte "
                      "dans ce coup, comme celui d'une case imprimée, et vous gardez le jeton, "
                      "qui vaut {small_points} à la fin. Une pièce blanche prend le jeton mais "
                      "ne touche aucun bonus — seulement le jeton lui-même.",
        "place.shared": "Un bonus de mot sous une lettre commune à deux mots formés ensemble "
                        "multiplie les deux. Ici ARIA descend depuis la fin de KUR et forme "
                        "aussi KURA ; le A commun est sur un jeton jaune :",
        "place.example": "KURA et ARIA formés en un seul coup",
        "place.rack": "Le chevalet peut contenir plus de {first_draw} pièces (les surplus du "
                      "dé). Poser {first_draw} pièces ou plus rapporte +{full_rack}, et "
                      "{first_draw_less}, +{one_left}.",
        "large.title": "Les grands jetons",
        "large.text": "Les {large} grands jetons, qui valent {large_points} points chacun, sont "
                      "partagés à égalité avant la partie ; en solitaire, il n'y en a pas.",
        "large.capture": "Posez au moins {capture} lettres de votre chevalet en un coup — les "
                         "lettres empilées comptent ; pièces blanches, flèches et pièces à rond "
                         "noir non — et prenez un grand jeton à un adversaire : vous choisissez "
                         "lequel si plusieurs en ont. Un seul par coup.",
        "large.undo": "Un coup repris après une contestation remet ses petits jetons sur leurs "
                      "cases et rend le grand jeton à son propriétaire.",
        "die.title": "Le dé",
        "die.text": "Après avoir posé (et pris les jetons), lancez le dé et tirez autant de "
                    "pièces qu'il indique ; un {die_max} ne donne pas droit à un nouveau lancer. "
                    "Les pièces au-delà de {first_draw} se posent à côté du chevalet et restent "
                    "à vous. Si le sac en contient moins, prenez ce qui reste. L'échange et le "
                    "passe se font comme dans le Jeu I, sans le dé.",
        "die.faces": "Les faces du dé",
        "end2.title": "Fin de la partie",
        "end2.text": "Un joueur qui passe le sac vide, ou qui pose sa dernière pièce le sac "
                     "vide, a terminé : on le saute désormais, mais il peut encore contester et "
                     "peut encore perdre des grands jetons. La partie s'arrête quand tout le "
                     "monde a terminé, ou quand tous ont passé {pass_rounds} fois de suite alors "
                     "que le sac contient encore des pièces.",
        "end2.final": "Score final : les points du jeu + {small_points} par petit jeton + "
                      "{large_points} par grand jeton − la valeur des pièces restées sur le "
                      "chevalet. Le Jeu II ne donne pas de +{out} pour avoir tout posé.",
    },
}
