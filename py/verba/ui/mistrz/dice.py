"""Mistrz Słowa's dice as the table shows them, for the table and for any page
that explains them (the rules): one die face, and a word shown as the dice
that make it.

A die's body says which kind of die it is (consonant, vowel, special); a
letter is text, the special faces are drawn (SVG) the way the rulebook
describes them: a red star, a green ring, a blue X, the ogonek's tail, a
question mark.  Sizes are explicit CSS lengths (``--size``), never an aspect
ratio, so a die is square whatever its container does.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ...mistrz.dice import CONSONANT_JOKER, DICE, LETTER_JOKER, OGONEK, REROLL, VOWEL_JOKER
from ..shell.vnode import Node, h

if TYPE_CHECKING:
    from ..shell.app import App

KINDS = ("consonant", "vowel", "special")
SIZES = ("table", "word")   # the tray's dice; a word's dice (44 px)


def _star() -> Node:
    # A five-pointed star, points at radius 42, inner corners at 18.
    points = ("50,8 60.6,35.4 89.9,37 67.1,55.6 74.7,84 50,68 25.3,84 32.9,55.6 "
              "10.1,37 39.4,35.4")
    return h("polygon", {"points": points, "class": "mz-sym-star"})


_SYMBOLS = {
    LETTER_JOKER: lambda: [_star()],
    CONSONANT_JOKER: lambda: [h("circle", {"cx": "50", "cy": "50", "r": "28",
                                           "class": "mz-sym-ring"})],
    VOWEL_JOKER: lambda: [h("path", {"d": "M26 26L74 74M74 26L26 74", "class": "mz-sym-cross"})],
    # The tail that hangs from a letter's foot: thick where it joins, curling
    # to a fine point on the right.
    OGONEK: lambda: [h("path", {"d": "M47 22C60 22 62 30 58 40C53 53 42 60 44 71C46 80 58 81 "
                                     "75 74C67 87 44 93 33 82C23 71 33 56 38 44C41 36 40 22 47 22Z",
                                "class": "mz-sym-ogonek"})],
}


def face_name(app: "App", face: str) -> str:
    """What a face is called: the letter, or the special symbol's name."""
    return face if len(face) == 1 else app.t(f"mistrz_ui.face.{face}")


def die_label(app: "App", face: str, kind: str) -> str:
    """A die for a screen reader: its face and which kind of die it is."""
    return app.t("mistrz_ui.die_label", face=face_name(app, face),
                 kind=app.t(f"mistrz_ui.kind.{kind}"))


def die_node(app: "App", face: str, kind: str, *, size: str = "table",
             decorative: bool = False) -> Node:
    """One die showing ``face`` (a letter, or LETTER_JOKER, CONSONANT_JOKER,
    VOWEL_JOKER, OGONEK, REROLL) on a die of ``kind`` ("consonant", "vowel",
    "special"), at ``size`` ("table" or "word").

    Standalone it is an image with a spoken label; ``decorative`` leaves the
    label to the control it sits in (a die button on the table)."""
    assert kind in KINDS and size in SIZES, (kind, size)
    letter = len(face) == 1
    if letter:
        content: Node = h("span", {"class": "mz-die-face"}, face)
    elif face == REROLL:
        content = h("span", {"class": "mz-die-face mz-sym-reroll"}, "?")
    else:
        content = h("span", {"class": "mz-die-face"},
                    h("svg", {"viewBox": "0 0 100 100", "class": "mz-die-symbol",
                              "aria-hidden": "true", "focusable": "false"},
                      _SYMBOLS[face]()))
    attrs: dict[str, Any] = {
        "class": f"mz-die mz-die-{kind} mz-size-{size} "
                 + ("mz-face-letter" if letter else f"mz-face-{face}")}
    if decorative:
        attrs["aria-hidden"] = "true"
    else:
        attrs.update({"role": "img", "aria-label": die_label(app, face, kind)})
    return h("span", attrs, content)


def kind_of(die: int) -> str:
    return DICE[die].kind


def word_dice(app: "App", faces: Sequence[str], picks: Sequence[Any], *,
              animate: bool = False, extra: Sequence[Node | None] = ()) -> Node:
    """A word as the dice that make it: for each letter, the letter read on
    top and the die (and the ogonek's die) it comes from below, so a joker
    shows what it stood for.  ``picks`` are build picks or pick dicts
    (``die``, ``letter`` — None while still to choose — and ``ogonek``);
    ``extra[i]`` is put under letter i (a control).  ``animate`` lays the
    dice down one after the other, in the word's order."""
    t = app.t
    groups = []
    for index, raw in enumerate(picks):
        pick = raw if isinstance(raw, dict) else raw.to_dict()
        die, letter, ogonek = pick["die"], pick.get("letter"), pick.get("ogonek")
        face = faces[die]
        classes = ["word-die"]
        if len(face) != 1:
            classes.append("joker")
        if ogonek is not None:
            classes.append("with-ogonek")
        if letter is not None and len(face) == 1 and ogonek is None and letter != face:
            classes.append("swapped")
        said = letter or t("mistrz_ui.letter_pending")
        how = (t("mistrz_ui.reads_joker", letter=said, face=face_name(app, face))
               if len(face) != 1 else
               t("mistrz_ui.reads_ogonek", letter=said, face=face) if ogonek is not None else
               t("mistrz_ui.reads_swap", letter=said, face=face) if said != face else said)
        groups.append(h(
            "li", {"class": " ".join(classes), "key": f"w{index}-{die}",
                   "style": {"--i": str(index)}},
            h("span", {"class": "mz-sr"}, how),
            h("span", {"class": "word-letter", "aria-hidden": "true"}, letter or "?"),
            h("span", {"class": "word-source", "aria-hidden": "true"},
              die_node(app, face, kind_of(die), size="word", decorative=True),
              die_node(app, OGONEK, kind_of(ogonek), size="word", decorative=True)
              if ogonek is not None else None),
            extra[index] if index < len(extra) else None))
    return h("ol", {"class": "word-dice" + (" deal" if animate else ""),
                    "aria-label": t("mistrz_ui.word_as_dice")}, groups)


def legend(app: "App") -> Node:
    """What the dice's three colours mean."""
    return h("ul", {"class": "dice-legend"},
             [h("li", {"key": kind}, h("span", {"class": f"swatch mz-die-{kind}",
                                                "aria-hidden": "true"}),
                app.t(f"mistrz_ui.legend_{kind}")) for kind in KINDS])
