"""The rules' illustrations, drawn with the games' own pieces.

The adapters at the top are the only places that know how each table draws
its pieces (a Mistrz die, a Scriba tile, field or die, a Wordz card); if a
game renames its renderer, the change is one line here.  Pieces come out
*still*: a table's button becomes a picture (``role="img"`` with its label),
so nothing in the rules can be clicked by mistake or sends an action.

Every figure is a function ``(tx, *args) -> node`` listed in ``FIGURES``;
the data modules name them with plain arguments (letters, field codes, word
masks), and every number shown is computed here from the engine.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from ..shell.vnode import Child, Node, h
from .page import prose

if TYPE_CHECKING:
    from .page import Texts

_INTERACTIVE = ("type", "data-act", "disabled", "aria-pressed", "key", "tabindex")


def still(node: Node, label: str | None = None) -> Node:
    """A table's piece as a picture: a span with role img and a label, no
    action, no key (figures key their own pieces when they need to)."""
    tag, attrs, *children = node
    kept = {k: v for k, v in attrs.items() if k not in _INTERACTIVE and not k.startswith("data-")}
    kept["role"] = "img"
    if label is not None:
        kept["aria-label"] = label
    return ["span", kept, *children]


# -- adapters: the games' own renderers ---------------------------------------------------

def mistrz_die(tx: "Texts", face: str, die: int) -> Node:
    """Die ``die`` showing ``face``, as the Mistrz table draws it."""
    from ...mistrz.dice import DICE
    from ..mistrz.dice import die_node
    return still(die_node(tx, face, DICE[die].kind))  # type: ignore[arg-type]


def scriba_tile(code: str, cls: str = "") -> Node:
    """A tile from a board code, as the Scriba board draws it."""
    from ..scriba.board import tile_face
    return tile_face(code, cls)


def scriba_field(tx: "Texts", code: str, label: bool = True) -> list[Child]:
    """What an empty field shows on the Scriba board: the feather, its label."""
    from ...scriba.board import LEGEND
    from ..scriba.board import feather, field_label
    text = field_label(tx, code, LEGEND[code]) if label else ""  # type: ignore[arg-type]
    return [feather() if code == "*" else None,
            h("span", {"class": "f-label", "aria-hidden": "true"}, text) if text else None]


def scriba_field_class(code: str) -> str:
    from ..scriba.board import field_class
    return field_class(code)


def scriba_die(tx: "Texts", roll: int) -> Node:
    from ..scriba.game_two import die_view
    return die_view(tx, roll, f"d{roll}")  # type: ignore[arg-type]


def scriba_large(tx: "Texts", count: int) -> Node:
    from ..scriba.game_two import large_chip
    return large_chip(tx, count)  # type: ignore[arg-type]


def wordz_card(tx: "Texts", letter: str, up: bool) -> Node:
    """A card, face up or down, as the Wordz table draws it."""
    from ...wordz.deck import VOWELS
    from ..wordz.table import card_node
    colour = tx.t("wordz_ui.vowel" if letter in VOWELS else "wordz_ui.consonant")
    label = tx.t("rules.card_up", letter=letter, colour=colour) if up \
        else tx.t("rules.card_down", colour=colour)
    return still(card_node("", vowel=letter in VOWELS, letter=letter, up=up, label=label))


def wordz_token() -> Node:
    return h("span", {"class": "wz-token", "aria-hidden": "true"})


# -- pieces named in the data ---------------------------------------------------------------

def _mistrz_dice_for(faces: tuple[str, ...]) -> list[int]:
    """A die for each face, every die used once, each able to show its face
    (so an example is a roll the real dice can make)."""
    from ...mistrz.dice import DICE
    chosen: list[int] = []

    def place(i: int) -> bool:
        if i == len(faces):
            return True
        for die, spec in enumerate(DICE):
            if die not in chosen and faces[i] in spec.faces:
                chosen.append(die)
                if place(i + 1):
                    return True
                chosen.pop()
        return False

    if not place(0):
        raise ValueError(f"no roll of the dice shows {faces}")
    return chosen


def piece(tx: "Texts", spec: str) -> Node:
    """A piece from its spec: ``die:<face>``, ``tile:<code>``, ``field:<code>``,
    ``sdie:<n>``, ``large:<n>``, ``card:<L>`` (up), ``back:<L>`` (down), ``token``."""
    kind, _, arg = spec.partition(":")
    if kind == "die":
        from ...mistrz.dice import DICE
        # a special face on a special die, as the rulebook lists them
        order = sorted(range(len(DICE)), key=lambda i: (DICE[i].kind == "special") != (len(arg) > 1))
        return mistrz_die(tx, arg, next(i for i in order if arg in DICE[i].faces))
    if kind == "tile":
        return h("span", {"class": "rules-tile scriba"}, scriba_tile(arg))
    if kind == "field":
        return h("span", {"class": "rules-cells scriba", "aria-hidden": "true"},
                 h("span", {"class": f"cell {scriba_field_class(arg)}"}, scriba_field(tx, arg)))
    if kind == "sdie":
        return h("span", {"class": "rules-sdie scriba"}, scriba_die(tx, int(arg)))
    if kind == "large":
        return h("span", {"class": "scriba"}, scriba_large(tx, int(arg)))
    if kind in ("card", "back"):
        return h("span", {"class": "rules-cards wordz"}, wordz_card(tx, arg, kind == "card"))
    if kind == "token":
        return h("span", {"class": "rules-tokens wordz"}, wordz_token())
    raise ValueError(spec)


def figure(cls: str, *children: Child, caption: Child = None, above: bool = False) -> Node:
    """A figure; its caption under it, or ``above`` it (a table's heading)."""
    cap = h("figcaption", None, caption) if caption else None
    return h("figure", {"class": f"rules-fig {cls}"}, cap if above else None, *children,
             None if above else cap)


def fig_pieces(tx: "Texts", caption: str | None, *specs: str) -> Node:
    """A row of pieces, with a caption."""
    return figure("pieces", h("div", {"class": "rules-row"}, [piece(tx, s) for s in specs]),
                  caption=tx.text(caption) if caption else None)


def fig_legend(tx: "Texts", *rows: tuple[str, str]) -> Node:
    """Pieces beside what they mean: each row is (pieces separated by
    spaces, text key)."""
    return h("dl", {"class": "rules-legend"},
             [h("div", {"class": "rules-legend-row", "data-text": key},
                h("dt", None, [piece(tx, s) for s in specs.split()]),
                h("dd", None, prose(tx.text(key))))
              for specs, key in rows])


def fig_table(heads: list[str], rows: list[list[Child]], cls: str = "") -> Node:
    return h("table", {"class": f"rules-table {cls}".strip()},
             h("thead", None, h("tr", None, [h("th", {"scope": "col"}, x) for x in heads])),
             h("tbody", None, [h("tr", None, h("th", {"scope": "row"}, row[0]),
                                 [h("td", None, x) for x in row[1:]]) for row in rows]))


# -- Mistrz Słowa -------------------------------------------------------------------------

def fig_mistrz_dice(tx: "Texts") -> Node:
    """The ten dice, each with its six faces as printed."""
    from ...mistrz.dice import DICE
    rows = [h("div", {"class": "rules-die-row"},
              h("span", {"class": "rules-die-name"}, tx.t(f"rules.die_{spec.kind}", n=i + 1)),
              h("span", {"class": "rules-row mistrz-dice"},
                [mistrz_die(tx, face, i) for face in spec.faces]))
            for i, spec in enumerate(DICE)]
    return figure("dice-set", rows)


def mistrz_example(faces: tuple[str, ...], word: str) -> Any:
    """The engine's best build of ``word`` from ``faces`` (ValueError if none)."""
    from ...mistrz.build import best_build
    build = best_build(faces, word)
    if build is None:
        raise ValueError(f"{faces} do not make {word}")
    return build


def fig_mistrz_word(tx: "Texts", word: str, faces: tuple[str, ...], gloss: str) -> Node:
    """A word from the dice, its score broken down by the engine."""
    build = mistrz_example(faces, word)
    s = build.score
    parts = [tx.t("rules.m_length", n=s.length, pts=s.length_points)]
    if s.no_joker_bonus:
        parts.append(tx.t("rules.m_no_joker", pts=s.no_joker_bonus))
    if s.ogonek_bonus:
        parts.append(tx.t("rules.m_ogonek" if build.ogoneks == 1 else "rules.m_ogoneks",
                          n=build.ogoneks, pts=s.ogonek_bonus))
    meaning = tx.text(gloss)
    dice = [mistrz_die(tx, face, die) for face, die in zip(faces, _mistrz_dice_for(faces))]
    return figure("mistrz-word", h("span", {"class": "rules-row mistrz-dice"}, dice),
                  h("p", {"class": "rules-result", "data-word": word, "data-total": str(s.total)},
                    h("b", {"class": "rules-word"}, word),
                    f" ({meaning})" if meaning else None, tx.t("rules.colon"),
                    " + ".join(parts), " = ", h("b", None, tx.t("rules.points", n=s.total))))


def fig_mistrz_lengths(tx: "Texts") -> Node:
    from ...mistrz.scoring import LENGTH_POINTS
    return figure("lengths", fig_table(
        [tx.t("rules.letters"), tx.t("rules.points_head")],
        [[str(n), str(p)] for n, p in sorted(LENGTH_POINTS.items())], "lengths"),
        caption=tx.text("score.length"), above=True)


# -- Scriba -------------------------------------------------------------------------------

def _cells(tx: "Texts", token: str) -> Node:
    """One cell from ``[field/]tile[+tile][!]``: "." an empty plain field,
    "D/" an empty double word, "A" an A on a plain field, "B+T!" a T laid this
    turn on a B, "y/A!" an A laid on a yellow token; tiles are board codes."""
    new = token.endswith("!")
    token = token.rstrip("!")
    field, _, tiles = token.rpartition("/") if "/" in token else ("", "", token)
    stack = [] if tiles in ("", ".") else tiles.split("+")
    code = field or "."
    classes = ["cell", scriba_field_class(code), "last" if new else "",
               "stacked" if len(stack) > 1 else ""]
    parts: list[Child] = scriba_field(tx, code) if not stack else []
    for level, tile in enumerate(stack):
        top = level == len(stack) - 1
        parts.append(scriba_tile(tile, ("upper" if level else "") + ("" if top else " under")))
    if stack and code != ".":
        parts.append(_field_badge(tx, code))
    return h("span", {"class": " ".join(c for c in classes if c)}, parts)


def _field_badge(tx: "Texts", code: str) -> Node:
    """The field under a tile, as a badge on its corner (the tile hides it)."""
    from ...scriba import tokens as TK
    from ...scriba.board import LEGEND
    from ..scriba.board import field_label
    colours = f"tok-chip tok-{code}" if code in TK.KIND_OF_CODE else scriba_field_class(code)
    return h("span", {"class": f"rules-badge {colours}", "aria-hidden": "true"},
             field_label(tx, code, LEGEND[code]))  # type: ignore[arg-type]


def fig_scriba_grid(tx: "Texts", caption: str, *rows: str) -> Node:
    """A corner of the board: rows of cells (see ``_cells``), tokens split by spaces."""
    grid = [row.split() for row in rows]
    cols = max(len(r) for r in grid)
    return figure("scriba scriba-grid",
                  h("span", {"class": "rules-board", "role": "img", "aria-label": tx.text(caption),
                             "style": {"--cols": str(cols)}},
                    [_cells(tx, token) for row in grid for token in row + ["."] * (cols - len(row))]),
                  caption=tx.text(caption))


def scriba_score(word: str, fields: str, new: str | None = None) -> tuple[list[tuple[str, int, int]], int, int]:
    """A word's letters as (letter, value, letter bonus), its word multiplier
    and score: the engine's values, fields and sum of word bonuses.  A field
    counts only under a letter laid now (``new``: "1" per letter, default all)."""
    from ...scriba import tiles as T
    from ...scriba.board import LEGEND
    from ...scriba.scoring import word_multiplier
    letters, word_mults = [], []
    for i, (letter, code) in enumerate(zip(word, fields)):
        field = LEGEND[code]
        laid = new is None or new[i] == "1"
        mult = field.mult if laid and field.kind == "letter" else 1
        if laid and field.kind == "word":
            word_mults.append(field.mult)
        letters.append((letter, T.value(letter), mult))
    multiplier = word_multiplier(word_mults)
    return letters, multiplier, sum(v * m for _, v, m in letters) * multiplier


def _sum_line(tx: "Texts", word: str, fields: str, new: str | None) -> tuple[Node, int]:
    letters, multiplier, total = scriba_score(word, fields, new)
    terms = " + ".join(f"{x} {v}" + (f"\u00d7{m}".replace("-", "\u2212") if m != 1 else "")
                       for x, v, m in letters)
    sum_ = sum(v * m for _, v, m in letters)
    line = h("p", {"class": "rules-result", "data-word": word, "data-total": str(total)},
             h("b", {"class": "rules-word"}, word), tx.t("rules.colon"), terms, " = ", str(sum_),
             [" \u00d7 ", str(multiplier), " = ", str(total)] if multiplier != 1 else None)
    return line, total


def fig_scriba_word(tx: "Texts", word: str, fields: str, new: str | None, note: str | None) -> Node:
    """A word over the fields it was laid on, and its score."""
    line, _ = _sum_line(tx, word, fields, new)
    strip_fields = [h("span", {"class": f"cell {scriba_field_class(code)}"}, scriba_field(tx, code))
                    for code in fields]
    strip_tiles = [h("span", {"class": "cell" + (" last" if new is None or new[i] == "1" else "")},
                     scriba_tile(letter)) for i, letter in enumerate(word)]
    return figure("scriba scriba-word",
                  h("span", {"class": "rules-board strip", "aria-hidden": "true",
                             "style": {"--cols": str(len(word))}}, strip_fields, strip_tiles),
                  line, caption=tx.text(note) if note else None)


def fig_scriba_sums(tx: "Texts", *words: tuple[str, str, str | None]) -> Node:
    """Several words made in one move, each scored, and their total."""
    lines, total = [], 0
    for word, fields, new in words:
        line, score = _sum_line(tx, word, fields, new)
        lines.append(line)
        total += score
    return h("div", {"class": "rules-sums", "data-total": str(total)}, lines,
             h("p", {"class": "rules-result total"}, h("b", None, tx.t("rules.points", n=total))))


def fig_scriba_stack(tx: "Texts", *words: str) -> Node:
    """Words formed on the upper level: letter values only, no bonus."""
    from ...scriba import tiles as T
    scores = [(w, sum(T.value(x) for x in w)) for w in words]
    total = sum(s for _, s in scores)
    return h("div", {"class": "rules-sums", "data-total": str(total)},
             [h("p", {"class": "rules-result", "data-word": w, "data-total": str(s)},
                h("b", {"class": "rules-word"}, w), tx.t("rules.colon"),
                " + ".join(f"{x} {T.value(x)}" for x in w), " = ", str(s)) for w, s in scores],
             h("p", {"class": "rules-result total"}, h("b", None, tx.t("rules.points", n=total))))


def fig_scriba_board(tx: "Texts") -> Node:
    """The printed board (Game I), its fields in their colours."""
    from ...scriba.board import STANDARD
    return figure("scriba scriba-map",
                  h("span", {"class": "rules-board map", "role": "img",
                             "aria-label": tx.text("board.map"),
                             "style": {"--cols": str(len(STANDARD))}},
                    [h("span", {"class": f"cell {scriba_field_class(code)}"},
                       scriba_field(tx, code, label=False)) for row in STANDARD for code in row]),
                  caption=tx.text("board.map"))


def fig_scriba_tiles(tx: "Texts") -> Node:
    """Every letter: its tile (with its value) and how many are in the bag."""
    from ...scriba import tiles as T
    return h("ul", {"class": "rules-tiles"},
             [h("li", {"aria-label": tx.t("rules.tile_count", letter=x, value=T.value(x),
                                          n=T.LETTER_COUNTS[x])},
                h("span", {"class": "rules-tile scriba", "aria-hidden": "true"}, scriba_tile(x)),
                h("span", {"aria-hidden": "true"}, f"\u00d7{T.LETTER_COUNTS[x]}"))
              for x in T.ALPHABET])


def fig_scriba_large(tx: "Texts") -> Node:
    from ...scriba import tokens as TK
    from ..shell.games import game_by_id
    game = game_by_id("scriba")
    return figure("large", fig_table(
        [tx.t("rules.players"), tx.t("rules.large_each")],
        [[str(n), scriba_large(tx, TK.large_share(n))]
         for n in range(game.min_players, game.max_players + 1) if TK.large_share(n)]))


def fig_scriba_dice(tx: "Texts") -> Node:
    from ..scriba.game_two import PIPS
    return figure("scriba-dice", h("span", {"class": "rules-row"},
                                   [piece(tx, f"sdie:{n}") for n in sorted(PIPS)]),
                  caption=tx.text("die.faces"))


# -- Wordz --------------------------------------------------------------------------------

def fig_wordz_cards(tx: "Texts", caption: str | None, word: str, mask: str | None = None) -> Node:
    """Cards in a row: ``mask`` has "1" for a face-up card (default all up)."""
    cards = [wordz_card(tx, x, mask is None or mask[i] == "1") for i, x in enumerate(word)]
    return figure("wordz", h("span", {"class": "rules-cards", "data-cards": word}, cards),
                  caption=tx.text(caption) if caption else None)


def fig_wordz_guess(tx: "Texts", word: str, mask: str, guesser: str, owner: str) -> Node:
    """A right guess: the guesser takes the face-down cards, the owner the face-up ones."""
    down = "".join(x for x, m in zip(word, mask) if m == "0")
    up = "".join(x for x, m in zip(word, mask) if m == "1")
    rows = []
    for who, letters in ((guesser, down), (owner, up)):
        rows.append(h("div", {"class": "rules-won", "data-won": str(len(letters))},
                      h("span", {"class": "rules-who"},
                        tx.t("rules.won", name=tx.text(who), n=len(letters))),
                      h("span", {"class": "rules-cards"},
                        [wordz_card(tx, x, True) for x in letters])))
    return figure("wordz wordz-guess", fig_wordz_cards(tx, None, word, mask), rows)


def fig_wordz_deck(tx: "Texts") -> Node:
    from ...wordz.deck import LETTER_COUNTS
    return h("ul", {"class": "rules-tiles wordz"},
             [h("li", {"aria-label": tx.t("rules.card_count", letter=x, n=n)},
                h("span", {"class": "rules-cards", "aria-hidden": "true"}, wordz_card(tx, x, True)),
                h("span", {"aria-hidden": "true"}, f"\u00d7{n}"))
              for x, n in LETTER_COUNTS.items()])


def fig_wordz_tokens(tx: "Texts") -> Node:
    from ...wordz.game import TOKENS_EACH
    return h("span", {"class": "rules-tokens wordz", "role": "img",
                      "aria-label": tx.t("rules.tokens_n", n=TOKENS_EACH)},
             [wordz_token() for _ in range(TOKENS_EACH)])


FIGURES: dict[str, Callable[..., Node]] = {
    "pieces": fig_pieces,
    "legend": fig_legend,
    "mistrz_dice": fig_mistrz_dice,
    "mistrz_word": fig_mistrz_word,
    "mistrz_lengths": fig_mistrz_lengths,
    "scriba_grid": fig_scriba_grid,
    "scriba_word": fig_scriba_word,
    "scriba_sums": fig_scriba_sums,
    "scriba_stack": fig_scriba_stack,
    "scriba_board": fig_scriba_board,
    "scriba_tiles": fig_scriba_tiles,
    "scriba_large": fig_scriba_large,
    "scriba_dice": fig_scriba_dice,
    "wordz_cards": fig_wordz_cards,
    "wordz_guess": fig_wordz_guess,
    "wordz_deck": fig_wordz_deck,
    "wordz_tokens": fig_wordz_tokens,
}
