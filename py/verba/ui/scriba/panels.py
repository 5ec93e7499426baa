"""The panels around the Scriba board: scores and the bag, the unseen tiles,
the live preview of a placement, the move log, the turn-order draw and the
final score table.  Plain functions from state to vnode trees."""
from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from ...scriba import game
from ...scriba import tiles as T
from ...scriba.board import cell_name
from ...text import isolate
from ..shell.vnode import Node, act, button, h
from .board import rack_tile_name, sr, tile_face
from .game_two import die_view, explain_two, final_rows, held_view, place_extra, token_label

if TYPE_CHECKING:
    from ..shell.app import App


CUP = "M7 3h10v4a5 5 0 0 1-10 0zM7 5H4v1a3 3 0 0 0 3 3M17 5h3v1a3 3 0 0 1-3 3M12 12v4M9 16h6l1 4H8z"


def scores_view(app: "App", state: game.State, *, unseen_open: bool, viewer: int | None) -> Node:
    """Names, scores and rack sizes; the bag; the unseen tiles one click away
    (for ``viewer``, whose rack is on show)."""
    t = app.t
    rows = []
    for seat, name in enumerate(state.names):
        current = seat == state.current and state.phase != game.OVER
        rows.append(h("li", {"class": "score-row" + (" current" if current else ""),
                             "key": f"p{seat}", "data-seat": str(seat),
                             "aria-current": "true" if current else None},
                      h("span", {"class": "score-name"}, name),
                      h("b", {"class": "score-value", "data-score": str(state.scores[seat])},
                        str(state.scores[seat])),
                      h("small", {"class": "muted rack-count"},
                        t("scriba_ui.tiles_n", n=len(state.racks[seat]))),
                      held_view(app, state, seat) if state.game_two else None))
    bag = game.bag_count(state)
    unseen = None
    if viewer is not None:
        unseen = button(t("scriba_ui.hide_unseen") if unseen_open else t("scriba_ui.show_unseen"),
                        act("unseen"), cls="btn small ghost",
                        **{"aria-expanded": "true" if unseen_open else "false",
                           "data-unseen-toggle": "1"})
    return h("aside", {"class": "panel scriba-scores", "key": "scores",
                       "aria-label": t("scriba_ui.scores")},
             h("h2", None, t("scriba_ui.scores")),
             h("ol", {"class": "score-list"}, rows),
             h("p", {"class": "bag-line"},
               h("span", {"class": "bag-icon", "aria-hidden": "true"}),
               h("span", {"data-bag": str(bag)}, t("scriba_ui.bag_n", n=bag)), " ", unseen),
             unseen_view(app, state, viewer) if unseen_open and viewer is not None else None)


def unseen_view(app: "App", state: game.State, viewer: int) -> Node:
    tiles = game.unseen_tiles(state, viewer)
    counts = Counter(tiles)
    items = [h("li", {"key": tile, "data-unseen": tile}, sr(rack_tile_name(app, tile)),
               tile_face(tile if tile != T.ARROW else T.ARROW + "rd", "mini"),
               h("span", {"class": "count"}, f"\u00d7{n}"))
             for tile, n in sorted(counts.items(), key=lambda kv: T.sort_key(kv[0]))]
    return h("section", {"class": "unseen", "data-unseen-count": str(len(tiles))},
             h("p", {"class": "muted"}, app.t("scriba_ui.unseen_intro", n=len(tiles))),
             h("ul", {"class": "unseen-list"}, items))


def _letters(app: "App", word: dict[str, Any]) -> list[Node]:
    parts: list[Node] = []
    for index, x in enumerate(word["letters"]):
        classes = "lt" + (" new" if x["new"] else "") + (" blank" if x["blank"] else "")
        mult = x["letter_mult"]
        text = f"{x['letter']}\u2009{x['value']}"
        if mult != 1:
            text += f"\u00d7{mult}".replace("-", "\u2212")
        if x["word_mult"]:
            text += f" [{app.t('scriba_ui.word_bonus', n=x['word_mult'])}]"
        if index:
            parts.append(" + ")
        parts.append(h("span", {"class": classes}, text))
    return parts


def move_score(app: "App", preview: dict[str, Any] | None, *, waiting: bool,
               cls: str = "", refused: tuple[str, int] | None = None) -> Node:
    """The move's running score in a line next to the button that lays it:
    its words and total, or why it cannot be laid, or how to begin.  This
    is what a screen reader hears as the move changes.  ``refused`` (the
    code, and a count that changes with each attempt) when the person tried
    to lay a move it says cannot be laid: it is then the alert as well."""
    t = app.t
    if preview is None:
        state = "none"
        body: list[Any] = [t("scriba_ui.choose_first") if waiting else t("scriba_ui.ms_how")]
    elif not preview["ok"]:
        state = "illegal"
        body = [t(preview["error"]["code"], **preview["error"]["params"])]
    else:
        state = "ok"
        words = " + ".join(f"{w['word']} {w['score']}" for w in preview["words"]) or "\u2014"
        if preview["rack_bonus"]:
            words += f" + {preview['rack_bonus']}"
        body = [h("span", {"class": "ms-words"}, words), " = ",
                h("b", {"class": "ms-total"}, t("scriba_ui.points_n", n=preview["total"]))]
    attrs = {"class": " ".join(x for x in ("move-score", state, cls) if x),
             "data-move-score": state, "aria-live": "polite",
             "data-total": str(preview["total"]) if state == "ok" and preview else None}
    if refused:
        attrs.update({"role": "alert", "key": f"refused{refused[1]}", "data-problem": refused[0]})
    return h("p", attrs, *body)


def preview_view(app: "App", preview: dict[str, Any] | None, *, waiting: bool) -> Node:
    """Every word the placement forms with its score broken down, the rack
    bonus and the total; or why the placement cannot be laid."""
    t = app.t
    if preview is None:
        body: list[Any] = [h("p", {"class": "muted"},
                             t("scriba_ui.choose_first") if waiting else t("scriba_ui.how_to_lay"))]
        return h("section", {"class": "preview", "data-preview": "none"}, body)
    if not preview["ok"]:
        # why not is said once, by the move's score above
        return h("section", {"class": "preview", "data-preview": "illegal",
                             "data-code": preview["error"]["code"]})
    words = []
    for w in preview["words"]:
        result = str(w["letter_sum"])
        if w["multiplier"] != 1:
            result = f"{w['letter_sum']} \u00d7 {w['multiplier']} = {w['score']}"
        words.append(h("li", {"class": "pv-word", "data-word": w["word"],
                              "data-score": str(w["score"])},
                       h("b", {"class": "pv-name"}, w["word"]),
                       h("span", {"class": "pv-letters"}, _letters(app, w), " = ", result)))
    return h("section", {"class": "preview", "data-preview": "ok",
                         "data-total": str(preview["total"])},
             h("ul", {"class": "pv-words"}, words),
             h("p", {"class": "muted"}, t("scriba_ui.stacked_no_bonus")) if preview["stacked"] else None,
             h("p", {"class": "pv-bonus"}, t("scriba_ui.rack_bonus", n=preview["rack_bonus"]))
             if preview["rack_bonus"] else None,
             h("p", {"class": "pv-total"}, t("scriba_ui.total", n=preview["total"])))


def log_line(app: "App", state: game.State, entry: dict[str, Any]) -> str:
    t = app.t
    names = state.names
    kind = entry["type"]
    if kind == "place":
        words = ", ".join(f"{w['word']} {w['score']}" for w in entry["words"]) or "\u2014"
        extra = place_extra(app, state, entry)
        if len(entry["words"]) == 1 and not entry["rack_bonus"]:
            return t("scriba_ui.log_place_one", name=names[entry["player"]], words=words) + extra
        bonus = t("scriba_ui.log_bonus", n=entry["rack_bonus"]) if entry["rack_bonus"] else ""
        return t("scriba_ui.log_place", name=names[entry["player"]], words=words, bonus=bonus,
                 score=entry["score"]) + extra
    if kind == "token":
        return t("scriba_ui.log_token", name=names[entry["player"]],
                 token=token_label(app, entry["kind"]), cell=cell_name(tuple(entry["cell"])))
    if kind == "scatter":
        return t("scriba_ui.log_scatter", name=names[entry["player"]], n=entry["count"])
    if kind == "pass":
        return t("scriba_ui.log_pass", name=names[entry["player"]], score=entry["score"])
    if kind == "exchange":
        return t("scriba_ui.log_exchange", name=names[entry["player"]], n=entry["count"])
    if kind == "takeback":
        undone = [e for e in entry["undone"] if e["type"] in game.TURN_TYPES]
        return t("scriba_ui.log_takeback", name=names[entry["player"]],
                 moves="; ".join(log_line(app, state, e) for e in undone))
    if kind == "challenge":
        by, who = names[entry["by"]], names[entry["player"]]
        if entry["upheld"]:
            return t("scriba_ui.log_upheld", by=by, name=who, words=", ".join(entry["invalid"]),
                     penalty=-entry["score"])
        return t("scriba_ui.log_failed", by=by, name=who, penalty=-entry["score"])
    return t("scriba_ui.log_end")


def recent_entries(state: game.State, seat: int | None) -> list[tuple[int, dict[str, Any]]]:
    """The log from ``seat``'s last turn on (their move and the replies
    since), or only the last entry when they have not played yet; with
    their log indices."""
    log = list(enumerate(state.log))
    if seat is not None:
        for index in range(len(log) - 1, -1, -1):
            entry = log[index][1]
            if entry["type"] in game.TURN_TYPES and entry["player"] == seat:
                return log[index:]
    return log[-1:]


def recent_view(app: "App", state: game.State, seat: int | None, *, actions: list[Any],
                focus: str | None) -> Node | None:
    """The panel of recent moves: ``seat``'s own last move and result, then
    every reply since (a Game II move with its die rolling, its tokens and
    its large token explained), and ``actions`` (challenges, a take-back)."""
    entries = recent_entries(state, seat)
    if not entries:
        return None
    t = app.t
    items = []
    for index, entry in entries:
        mine = seat is not None and entry.get("player") == seat and entry["type"] != "challenge"
        body: list[Any] = [h("p", {"class": "recent-line"}, log_line(app, state, entry))]
        if entry["type"] == "place" and state.game_two and not entry.get("withdrawn"):
            body += explain_two(app, state, entry)
        items.append(h("li", {"class": "recent-item" + (" mine" if mine else "")
                              + (" withdrawn" if entry.get("withdrawn") else ""),
                              "key": f"r{index}", "data-recent": entry["type"],
                              "data-by": state.names[entry["by"] if entry["type"] == "challenge"
                                                     else entry.get("player", 0)]},
                        die_view(app, entry["die"], f"die{index}") if entry.get("die") else None,
                        h("div", {"class": "recent-body"}, body)))
    own = seat is not None and any(e.get("player") == seat for _, e in entries)
    title = t("scriba_ui.recent_mine") if own and len(entries) > 1 else \
        t("scriba_ui.recent_your") if own else t("scriba_ui.recent_last")
    return h("section", {"class": "panel recent", "key": "recent",
                         "data-recent-count": str(len(entries)),
                         "aria-labelledby": "scriba-recent", "tabindex": "-1",
                         "focus": focus},
             h("h2", {"id": "scriba-recent"}, title),
             h("ol", {"class": "recent-list"}, items),
             actions or None)


def log_view(app: "App", state: game.State) -> Node:
    t = app.t
    items = []
    for number, entry in reversed(list(enumerate(state.log, 1))):
        classes = f"log-{entry['type']}" + (" withdrawn" if entry.get("withdrawn") else "")
        items.append(h("li", {"class": classes, "key": f"l{number}", "value": str(number),
                              "data-log": entry["type"]},
                       log_line(app, state, entry),
                       h("small", {"class": "muted"}, " ", t("scriba_ui.taken_back"))
                       if entry.get("withdrawn") else None))
    return h("section", {"class": "panel scriba-log", "key": "log",
                         "aria-label": t("scriba_ui.log")},
             h("h2", None, t("scriba_ui.log")),
             h("ol", {"class": "log-list", "reversed": True}, items) if items
             else h("p", {"class": "muted"}, t("scriba_ui.log_empty")))


def draw_view(app: "App", state: game.State) -> Node:
    """How the turn order was drawn: each round's tiles, ties drawn again."""
    t = app.t
    rounds = []
    for k, rnd in enumerate(state.order_draws):
        rounds.append(h("li", {"class": "draw-round", "key": f"d{k}"},
                        h("p", {"class": "muted"}, t("scriba_ui.draw_round", n=k + 1) if k == 0
                          else t("scriba_ui.draw_again", n=k + 1)),
                        h("ul", {"class": "draw-tiles"},
                          [h("li", {"data-drew": state.names[p]}, sr(rack_tile_name(app, tile)),
                             tile_face(tile if tile != T.ARROW else T.ARROW + "rd"),
                             h("span", None, state.names[p]),
                             h("small", {"class": "muted"}, t("scriba_ui.points_n", n=T.value(tile))))
                           for p, tile in rnd])))
    first = state.names[state.first_player]
    return h("section", {"class": "panel order-draw", "data-draw": "1"},
             h("h2", None, t("scriba_ui.draw_title")),
             h("ol", {"class": "draw-rounds"}, rounds),
             h("p", {"class": "draw-result", "data-first": first},
               t("scriba_ui.draw_first", name=first)),
             h("p", {"class": "muted"}, t("scriba_ui.draw_dealt_two") if state.game_two
               else t("scriba_ui.draw_dealt", n=state.rules.rack_size)),
             h("div", {"class": "actions"},
               button(t("scriba_ui.begin"), act("begin"), cls="btn primary", focus=True,
                      **{"data-begin": "1"})))


def final_view(app: "App", state: game.State, focus: str | None = None) -> Node:
    """The final score table: points in play, the tiles left on each rack
    subtracted, the +50 of the player who went out."""
    t = app.t
    end = state.log[-1] if state.log and state.log[-1]["type"] == "end" else None
    left = end["rack_values"] if end else [0] * state.players
    out = end["out"] if end else None
    bonus = end["out_bonus"] if end else 0
    winners = game.winners(state)
    ranking = sorted(range(state.players), key=lambda i: -state.scores[i])
    rows = []
    for seat in ranking:
        out_bonus = bonus if seat == out else 0
        played = state.scores[seat] + left[seat] - out_bonus
        rows.append(h("tr", {"class": "winner-row" if seat in winners else None,
                             "data-final": state.names[seat], "key": f"f{seat}"},
                      h("th", {"scope": "row"}, state.names[seat]),
                      h("td", None, str(played)),
                      h("td", None, f"\u2212{left[seat]}" if left[seat] else "0",
                        h("small", {"class": "muted"}, " ", "".join(
                            T.letter_of(x) or "\u25cb" for x in state.racks[seat])) if state.racks[seat] else None),
                      h("td", None, f"+{out_bonus}" if out_bonus else "\u2014"),
                      h("td", {"class": "final-score", "data-score": str(state.scores[seat])},
                        h("b", None, str(state.scores[seat])))))
    heads = [t("scriba_ui.col_player"), t("scriba_ui.col_play"), t("scriba_ui.col_rack"),
             t("scriba_ui.col_out"), t("scriba_ui.col_final")]
    note = t("scriba_ui.final_note")
    if state.game_two:
        heads, rows = final_rows(app, state)
        note = t("scriba_ui.final_note_two")
    names = ", ".join(isolate(state.names[i]) for i in winners)
    return h("section", {"class": "panel scriba-final", "data-winner": names, "tabindex": "-1",
                         "focus": focus},
             h("svg", {"class": "cup", "viewBox": "0 0 24 24", "aria-hidden": "true"},
               h("path", {"d": CUP})),
             h("h2", None, t("scriba_ui.winner", names=names)),
             h("table", {"class": "final-table"},
               h("thead", None, h("tr", None, [h("th", {"scope": "col"}, x) for x in heads])),
               h("tbody", None, rows)),
             h("p", {"class": "muted"}, note),
             h("div", {"class": "actions"},
               button(t("app.new_game"), act("new_game"), cls="btn primary", **{"data-again": "1"}),
               button(t("app.home"), act("home"), cls="btn")))
