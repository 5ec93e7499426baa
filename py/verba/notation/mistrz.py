"""Mistrz Słowa's position notation (docs/NOTATION.md).

    mistrz:
    settings target=40 end=round
    player "Ala" 12
    player "Bot" easy -8
    current 1
    round 3
    turns 5
    dice BKDFSH OA ?? rerolls=1 sand=12000 rerolled=3:L>F

A face is its letter, or a symbol: ``*`` the letter joker (red star), ``@``
the consonant joker (green ring), ``x`` the vowel joker (blue X), ``~`` the
ogonek, ``?`` the reroll. ``dice`` is there while a roll is being played;
``over`` marks a finished game (its winners follow from the scores).
What a position leaves out: the last round's turn records and the
take-back log (``recent``, ``taken_back``), which only the history shows.
"""
from __future__ import annotations

from typing import Any

from ..mistrz import game, validate
from ..mistrz.dice import (CONSONANT_JOKER, DICE, DICE_COUNT, LETTER_JOKER, OGONEK, REROLL,
                           VOWEL_JOKER)
from ..errors import IllegalAction
from ..text import MAX_NAME
from . import syntax as S

GAME = "mistrz"
KEYS = {"settings": False, "player": True, "current": False, "round": False, "turns": False,
        "dice": False, "over": False, "rng": False}
SYMBOLS = {LETTER_JOKER: "*", CONSONANT_JOKER: "@", VOWEL_JOKER: "x", OGONEK: "~", REROLL: "?"}
FACES = {symbol: face for face, symbol in SYMBOLS.items()}
GROUPS = (6, 2, 2)           # consonant, vowel and special dice, as the rulebook lists them


def _symbol(face: str) -> str:
    return SYMBOLS.get(face, face)


def to_text(state: game.State) -> str:
    """The position of ``state``, in canonical form."""
    lines = ["mistrz:", *S.settings_line(state.settings.to_dict(), game.Settings().to_dict())]
    lines += [S.player_line(p.name, p.kind, game.KINDS[0], str(p.score)) for p in state.players]
    for key, value, default in (("current", state.current, 0), ("round", state.round, 1),
                                ("turns", state.turns, 0)):
        if value != default:
            lines.append(f"{key} {value}")
    if state.turn is not None:
        lines.append(_dice_line(state.turn))
    if state.phase == "over":
        lines.append("over")
    if state.rng:
        lines.append(f"rng {state.rng}")
    return "\n".join(lines)


def _dice_line(turn: game.Turn) -> str:
    faces = "".join(_symbol(f) for f in turn.faces)
    groups, start = [], 0
    for size in GROUPS:
        groups.append(faces[start:start + size])
        start += size
    line = ["dice", *groups]
    if turn.rerolls_left != turn.faces.count(REROLL):
        line.append(f"rerolls={turn.rerolls_left}")
    if turn.sand_ms:
        line.append(f"sand={turn.sand_ms}")
    if turn.rerolls:
        line.append("rerolled=" + ",".join(
            f"{r.die}:{_symbol(r.before)}>{_symbol(r.after)}" for r in turn.rerolls))
    return " ".join(line)


def from_text(text: str) -> game.State:
    """The state a position describes; ValueError saying what is wrong and
    where, for text that is not one."""
    fields = S.read(text, GAME, KEYS)
    settings = _settings(S.one(fields, "settings"))
    players = [_player(f) for f in S.player_fields(fields, GAME, 1, game.MAX_PLAYERS)]
    n = len(players)
    current = S.number_field(S.one(fields, "current"), 0, n - 1, 0)
    dice = S.one(fields, "dice")
    turn = None if dice is None else _turn(dice, settings)
    over = S.flag_field(S.one(fields, "over"))
    if over and turn is not None:
        raise ValueError("mistrz notation: a finished game has no dice in play ('over' and 'dice')")
    winners: list[int] = []
    if over:
        scores = [p["score"] for p in players]
        winners = [current] if settings.end == "first" else [
            i for i, s in enumerate(scores) if s == max(scores)]
    data = {
        "version": game.VERSION, "game": GAME, "settings": settings.to_dict(),
        "players": players, "rng": S.rng_field(fields),
        "current": current, "phase": "over" if over else "roll" if turn is None else "forming",
        "round": S.number_field(S.one(fields, "round"), 1, validate.MAX_TURNS, 1),
        "turn": turn, "recent": [],
        "turns": S.number_field(S.one(fields, "turns"), 0, validate.MAX_TURNS, 0),
        "winners": winners, "taken_back": [],
    }
    return S.check_rebuilt(GAME, game.from_dict, data)


def _settings(fld: S.Field | None) -> game.Settings:
    if fld is None:
        return game.Settings()
    values = S.settings(fld, tuple(game.Settings().to_dict()))
    try:
        return game.Settings.from_dict(values)
    except IllegalAction as error:
        fld.fail(f"{error.params.get('setting')} is out of range (the set-up's ranges: "
                 f"target 10-1000, run_seconds 10-600, runs 2 or 3, end first or round)")


def _player(fld: S.Field) -> dict[str, Any]:
    name, kind, rest = S.player(fld, game.KINDS, MAX_NAME)
    fld.count(rest, 1, 1, "score after the name and kind")
    if rest[0].quoted:
        fld.fail("one name only")
    score = fld.int(rest[0].text, -validate.MAX_SCORE, validate.MAX_SCORE, "a score")
    return {"name": name, "kind": kind, "score": score}


def _face(fld: S.Field, die: int, symbol: str) -> str:
    face = FACES.get(symbol, symbol)
    if face not in DICE[die].faces:
        can = " ".join(dict.fromkeys(_symbol(f) for f in DICE[die].faces))
        fld.fail(f"die {die} cannot show {symbol!r} (its faces: {can})")
    return face


def _turn(fld: S.Field, settings: game.Settings) -> dict[str, Any]:
    plain, _, options = fld.parts(options=("rerolls", "sand", "rerolled"))
    symbols = "".join(item.text for item in plain if not item.quoted)
    if len(symbols) != DICE_COUNT or any(item.quoted for item in plain):
        fld.fail(f"the faces of the {DICE_COUNT} dice in order, not {len(symbols)} "
                 f"(as BKDFSH OA ??)")
    faces = [_face(fld, die, symbol) for die, symbol in enumerate(symbols)]
    rerolls = _rerolled(fld, options.get("rerolled"))
    left = faces.count(REROLL)
    if "rerolls" in options:
        left = fld.int(options["rerolls"], 0, left, "rerolls= (the ? left to use)")
    sand = fld.int(options.get("sand", "0"), 0, settings.total_ms, "sand= (milliseconds run)")
    return {"faces": faces, "rerolls_left": left, "rerolls": rerolls, "sand_ms": sand}


def _rerolled(fld: S.Field, text: str | None) -> list[dict[str, Any]]:
    """``rerolled=3:L>F,8:?>~``: each die rolled again this turn, with the
    face it showed and the face it came up with."""
    if text is None:
        return []
    out = []
    for part in text.split(","):
        die_text, colon, change = part.partition(":")
        before, arrow, after = change.partition(">")
        if not colon or not arrow or len(before) != 1 or len(after) != 1:
            fld.fail(f"rerolled= lists die:before>after, as 3:L>F, not {S.shown(part)}")
        die = fld.int(die_text, 0, DICE_COUNT - 1, "a rerolled die")
        out.append({"die": die, "before": _face(fld, die, before), "after": _face(fld, die, after)})
    if len(out) > validate.MAX_REROLLS:
        fld.fail(f"at most {validate.MAX_REROLLS} rerolls")
    return out
