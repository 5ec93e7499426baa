"""The rules of Scriba as the page shows them: Game I and Game II, sections,
the figures the texts quote (read from the engine), and which docs/RULES.md
decision each text states.  The texts themselves are in
``scriba_texts.py`` (Polish, French, English).

Board figures are written as rows of cells (``figures._cells``):
``D/`` an empty double word, ``K`` a K on a plain field, ``y/A!`` an A laid
this move on a yellow token, ``B+T!`` a T laid on a B.
"""
from __future__ import annotations

from typing import Any

from .page import Section, accepted
from .scriba_texts import TEXTS

__all__ = ["SECTIONS", "DECISIONS", "TEXTS", "figures"]

SECTIONS: dict[str, tuple[Section, ...]] = {
    "scriba/1": (
        Section("goal", ("goal.text", "goal.setup")),
        Section("tiles", (
            "tiles.text",
            ("pieces", "tiles.examples", "tile:A", "tile:W", "tile:K", "tile:Ł", "tile:Ą", "tile:Ź"),
            ("legend", ("tile:? tile:a", "tiles.blank"), ("tile:>rd tile:>dr", "tiles.arrow"),
             ("tile:#", "tiles.block")),
            ("details", "tiles.all", "tiles.origin", ("scriba_tiles",)))),
        Section("board", (
            "board.text",
            ("legend", ("field:Q", "board.Q"), ("field:T", "board.T"), ("field:D", "board.D"),
             ("field:q", "board.q"), ("field:t", "board.t"), ("field:d", "board.d"),
             ("field:-", "board.neg"), ("field:*", "board.centre")),
            ("scriba_board",))),
        Section("lay", (
            ("list", "lay.first", "lay.next", "lay.one", "lay.direction", "lay.fixed"),
            "lay.bonus")),
        Section("score", (
            "score.text",
            ("scriba_word", "ROWER", "d..t.", None, None),
            ("scriba_word", "KRAWAT", ".d.Dd.", "101111", "score.krawat"),
            ("scriba_word", "KRATKA", "Tt....", None, None),
            "score.sum",
            "score.cross",
            ("scriba_grid", "score.tylko", ". T", "T D/Y! L! K! O!"),
            ("scriba_sums", ("TYLKO", ".D...", "01111"), ("TY", ".D", "01")),
            "score.negative")),
        Section("blank", ("blank.text", ("pieces", "blank.fig", "tile:?", "tile:a"))),
        Section("arrow", (
            "arrow.text",
            ("scriba_grid", "arrow.example", "L! A! >rd!", ". . T!", ". . O!"),
            "arrow.rules", "arrow.later")),
        Section("block", (
            "block.text",
            ("scriba_grid", "block.example", "K! O! T! #!"),
            "block.more")),
        Section("stack", (
            "stack.text",
            ("scriba_grid", "stack.example", "B+T! A R K A", "A"),
            ("scriba_stack", "TARKA", "TA"),
            "stack.score")),
        Section("instead", (("list", "instead.exchange", "instead.pass", "instead.empty"),
                            "instead.takeback")),
        Section("check", ("check.text", "check.failed", "check.last", "check.immediate",
                          "check.hints")),
        Section("end", ("end.text", "end.solo")),
        Section("daily", ("daily.text",)),
    ),
    "scriba/2": (
        Section("two", ("two.text",)),
        Section("tokens", (
            "tokens.text",
            ("legend", ("field:g", "tokens.g"), ("field:r", "tokens.r"),
             ("field:y", "tokens.y"), ("field:b", "tokens.b")),
            "tokens.screen", "tokens.deal")),
        Section("place", (
            "place.anywhere", "place.take", "place.shared",
            ("scriba_grid", "place.example", "K U R y/A!", ". . . R!", ". . . I!", ". . . A!"),
            ("scriba_sums", ("KURA", "...y", "0001"), ("ARIA", "y...", None)),
            "place.rack")),
        Section("large", ("large.text", ("scriba_large",), "large.capture", "large.undo")),
        Section("die", ("die.text", ("scriba_dice",))),
        Section("end2", ("end2.text", "end2.final")),
    ),
}

# docs/RULES.md decision id -> the text that states it
DECISIONS: dict[str, str] = {
    "scriba.tiles": "tiles.origin",
    "scriba.board": "board.text",
    "scriba.word-bonus-sum": "score.sum",
    "scriba.blank-value": "blank.text",
    "scriba.negative": "score.negative",
    "scriba.rack-bonus": "lay.bonus",
    "scriba.one-modified": "lay.one",
    "scriba.arrow": "arrow.text",
    "scriba.arrow-one": "arrow.rules",
    "scriba.arrow-words": "arrow.rules",
    "scriba.arrow-later": "arrow.later",
    "scriba.arrow-setting": "arrow.later",
    "scriba.block": "block.text",
    "scriba.block-alone": "block.more",
    "scriba.block-counts": "block.more",
    "scriba.stack": "stack.text",
    "scriba.stack-words": "stack.score",
    "scriba.stack-score": "stack.score",
    "scriba.stack-setting": "stack.score",
    "scriba.words": "check.text",
    "scriba.challenge": "check.text",
    "scriba.challenge-failed": "check.failed",
    "scriba.last-tile": "check.last",
    "scriba.immediate": "check.immediate",
    "scriba.order": "goal.setup",
    "scriba.exchange": "instead.exchange",
    "scriba.pass": "instead.pass",
    "scriba.empty-bag": "instead.empty",
    "scriba.end": "end.text",
    "scriba.solo": "end.solo",
    "scriba.hints": "check.hints",
    "scriba.daily": "daily.text",
    "scriba2.board": "tokens.text",
    "scriba2.tokens": "tokens.text",
    "scriba2.scatter": "tokens.text",
    "scriba2.deal": "tokens.deal",
    "scriba.take-back": "instead.takeback",
    "scriba2.colours": "tokens.screen",
    "scriba2.large-share": "large.text",
    "scriba2.anywhere": "place.anywhere",
    "scriba2.token-take": "place.take",
    "scriba2.shared-letter": "place.shared",
    "scriba2.rack-bonus": "place.rack",
    "scriba2.capture": "large.capture",
    "scriba2.capture-choose": "large.capture",
    "scriba2.capture-undo": "large.undo",
    "scriba2.die": "die.text",
    "scriba2.ended": "end2.text",
    "scriba2.end": "end2.text",
    "scriba2.final": "end2.final",
}


def figures() -> dict[str, Any]:
    """Every number the texts quote, from the engine."""
    from ...scriba import puzzle as P
    from ...scriba import tiles as T
    from ...scriba import tokens as TK
    from ...scriba.board import LEGEND
    from ...scriba.game import PASS_ROUNDS
    from ...scriba.ruleset import Ruleset
    from ...scriba.scoring import FULL_RACK_BONUS, ONE_LEFT_BONUS, OUT_BONUS, word_multiplier
    from ..shell.games import game_by_id
    from ..scriba.game_two import PIPS

    def mult(code: str) -> str:
        return str(LEGEND[code].mult).replace("-", "\u2212")

    one, two = Ruleset(), Ruleset.game_two()
    game = game_by_id("scriba")
    sizes = accepted(range(1, 16), lambda n: Ruleset(rack_size=n), ValueError)
    found: dict[str, Any] = {
        "min_players": game.min_players, "max_players": game.max_players,
        "letters": sum(T.LETTER_COUNTS.values()),
        "blanks": T.SPECIAL_COUNTS[T.BLANK], "arrows": T.SPECIAL_COUNTS[T.ARROW],
        "blocks": T.SPECIAL_COUNTS[T.BLOCK],
        "rack": one.rack_size, "rack_min": min(sizes), "rack_max": max(sizes),
        "full_rack": FULL_RACK_BONUS, "one_left": ONE_LEFT_BONUS, "out": OUT_BONUS,
        "pass": one.pass_penalty, "withdrawn": one.withdrawn_penalty, "pass_rounds": PASS_ROUNDS,
        "w2": mult("D"), "w3": mult("T"), "w4": mult("Q"),
        "l2": mult("d"), "l3": mult("t"), "l4": mult("q"), "neg": mult("-"), "centre": mult("*"),
        "w2_w3": word_multiplier([LEGEND["D"].mult, LEGEND["T"].mult]),
        "small_total": sum(n for _, n in TK.SMALL.values()), "small_points": TK.SMALL_POINTS,
        "large": TK.LARGE, "large_points": TK.LARGE_POINTS, "capture": TK.CAPTURE_LETTERS,
        "first_draw": two.rack_size, "first_draw_less": two.rack_size - 1,
        "die_max": max(PIPS),
        "first_turn": P.FIRST_TURN + 1, "margin": P.MARGIN, "top": P.TOP,
    }
    for code, n in TK.SMALL.values():
        found[f"tok_{code}"] = mult(code)
        found[f"tok_{code}_n"] = n
    return found
