"""The Mistrz Słowa table's panels that only read the state: the score race,
a word's score broken down as the rulebook's examples do it, the last turn
(the word as dice, the roll's best words, what was taken back), the winner."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...mistrz import game
from ...mistrz.scoring import Score
from ...text import isolate
from ..shell.chrome import trophy
from ..shell.vnode import Node, act, button, h
from .dice import word_dice

if TYPE_CHECKING:
    from ..shell.app import App


def points_text(app: "App", n: int) -> str:
    return app.t("mistrz_ui.point" if n == 1 else "mistrz_ui.points", n=n)


def _letters(app: "App", n: int) -> str:
    # Polish says "3 litery" but "5 liter"; a word has 3–10 letters.
    return app.t("mistrz_ui.n_letters_few" if n % 10 in (2, 3, 4) and n // 10 != 1
                 else "mistrz_ui.n_letters", n=n)


def breakdown_parts(app: "App", score: Score) -> list[tuple[str, int]]:
    """(what, points) in the rulebook's order: length, ogonek, no joker."""
    parts = [(_letters(app, score.length), score.length_points)]
    if score.ogonek_bonus:
        count = score.ogonek_bonus // 4
        parts.append((app.t("mistrz_ui.pts_ogonek") if count == 1
                      else app.t("mistrz_ui.pts_ogoneks", n=count), score.ogonek_bonus))
    if score.no_joker_bonus:
        parts.append((app.t("mistrz_ui.pts_no_joker"), score.no_joker_bonus))
    return parts


def breakdown(app: "App", score: Score, *, mark: str = "") -> Node:
    """"7 letters 12 + ogonek 4 + no joker 4 = 20 pts"; a lone part is not
    repeated as its own total ("5 letters 4 pts"), and a joker's missing +4
    is said."""
    t = app.t
    parts = breakdown_parts(app, score)
    terms: list[Node | str] = []
    for index, (what, value) in enumerate(parts):
        if index:
            terms.append(" + ")
        terms.append(h("span", {"class": "term"}, what, " ",
                       h("b", None, points_text(app, value) if len(parts) == 1 else str(value))))
    if len(parts) > 1:
        terms += [" = ", h("b", {"class": "total"}, points_text(app, score.total))]
    return h("p", {"class": " ".join(c for c in ("breakdown", mark) if c),
                   "data-total": str(score.total)},
             terms,
             # The space before the note outside it: the line may break there.
             [" ", h("span", {"class": "breakdown-note"}, "· ", t("mistrz_ui.joker_no_bonus"))]
             if not score.no_joker_bonus else None)


def scoreboard(app: "App", state: game.State, *, mark: str = "") -> Node:
    """The race to the target: each player's score as a bar, whose turn it is."""
    t = app.t
    target = state.settings.target
    rows = []
    for seat, player in enumerate(state.players):
        current = seat == state.current and state.phase != "over"
        width = max(0.0, min(1.0, player.score / target)) * 100
        kind = (h("small", None, " · ", t(f"setup.kind.{player.kind}"))
                if player.kind != "human" and t(f"setup.level.{player.kind}") not in player.name
                else None)
        rows.append(h("li", {"class": "score-row" + (" current" if current else "") + (
                                 " leader" if seat in state.winners else ""),
                             "key": f"p{seat}", "data-seat": str(seat),
                             "aria-current": "true" if current else None},
                      h("span", {"class": "score-name"}, player.name, kind),
                      h("b", {"class": "score-value", "data-score": str(player.score)},
                        str(player.score)),
                      h("span", {"class": "score-bar", "aria-hidden": "true"},
                        h("span", {"style": {"width": f"{width:.0f}%"}}))))
    return h("aside", {"class": " ".join(c for c in ("scoreboard panel", mark) if c),
                       "aria-label": t("mistrz_ui.scores")},
             h("h2", None, t("mistrz_ui.scores"),
               h("small", None, " ", t("mistrz_ui.to_win", target=target)),
               h("small", {"class": "round"}, t("mistrz_ui.round", round=state.round))),
             h("ol", None, rows))


def _signed(points: int) -> str:
    return f"+{points}" if points >= 0 else f"\u2212{-points}"


def taken_back_line(app: "App", state: game.State) -> Node | None:
    """The log's last take-back, shown where it happened (after the turns kept)."""
    if not state.taken_back:
        return None
    log = state.taken_back[-1]
    if log.turns[0].number != state.turns + 1:
        return None
    t = app.t
    turns = []
    for turn in log.turns:
        name = state.players[turn.player].name
        turns.append(t("mistrz_ui.taken_word", name=name, word=turn.word, n=_signed(turn.points))
                     if turn.word else
                     t(f"mistrz_ui.taken_{turn.outcome}", name=name, n=_signed(turn.points)))
    return h("p", {"class": "taken-back", "data-taken-back": str(len(state.taken_back))},
             t("mistrz_ui.taken_back", name=state.players[log.by].name,
               turns="; ".join(turns)))


def last_turn(app: "App", state: game.State, *, mark: str = "", focus: str | None = None
              ) -> Node | None:
    """What the last turn did: the word as its dice, its score, the best words."""
    t = app.t
    note = taken_back_line(app, state)
    if state.last is None:
        return h("section", {"class": "last-turn panel", "key": "last0"}, note) if note else None
    record = state.last
    name = state.players[record.player].name
    if record.outcome == "word" and record.build is not None:
        line = t("mistrz_ui.played", name=name, word=record.build.word, n=record.points)
    else:
        line = t(f"mistrz_ui.{record.outcome}", name=name, n=-record.points)
    best = [h("li", {"key": b.word, "class": "best" + (
                " mine" if record.build is not None and b.word == record.build.word else "")},
              h("span", {"class": "best-word"}, b.word),
              h("b", None, points_text(app, b.score.total)))
            for b in record.best]
    return h("section", {"class": " ".join(c for c in ("last-turn panel", mark) if c),
                         "data-last-turn": str(record.number), "key": f"last{record.number}",
                         "aria-label": t("mistrz_ui.last_turn")},
             h("p", {"class": "outcome " + ("good" if record.points > 0 else "bad"),
                     "tabindex": "-1", "focus": focus, "data-outcome": record.outcome}, line),
             word_dice(app, record.faces, record.build.picks, animate=True)
             if record.build is not None else None,
             breakdown(app, record.build.score) if record.build is not None else None,
             note,
             h("h3", None, t("mistrz_ui.best_words")),
             h("ol", {"class": "best-list", "data-best": "1"}, best) if best
             else h("p", {"class": "muted"}, t("mistrz_ui.no_words")))


def winner_view(app: "App", state: game.State, *, focus: str | None = None) -> Node:
    t = app.t
    names = ", ".join(isolate(state.players[i].name) for i in state.winners)
    ranking = sorted(enumerate(state.players), key=lambda sp: -sp[1].score)
    return h("section", {"class": "winner panel", "data-winner": names},
             trophy(),
             h("h2", {"tabindex": "-1", "focus": focus}, t("mistrz_ui.winner", names=names)),
             h("ol", {"class": "final-scores"},
               [h("li", {"key": f"f{seat}", "class": "won" if seat in state.winners else None},
                  h("span", None, p.name), " ", h("b", None, str(p.score)))
                for seat, p in ranking]),
             h("div", {"class": "actions"},
               button(t("app.new_game"), act("new_game"), cls="btn primary"),
               button(t("app.home"), act("home"), cls="btn")))


def summary(app: "App", state: game.State) -> str:
    """The saved game's line on the home: the round and the scores."""
    scores = ", ".join(f"{isolate(p.name)} {p.score}" for p in state.players)
    return app.t("mistrz_ui.summary", round=state.round, scores=scores)
