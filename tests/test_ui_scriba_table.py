"""The Scriba table as a newcomer meets it (issue #13): one colour per bonus
in both games with a legend, cells and tiles named by their content, the
move's score and buttons by the rack, the recent moves with Game II's die
and large tokens explained, hints that can be told apart, the focus after
each committed action, the zoom, the take-back, the guided first game and
the sounds."""
from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from test_app import click, elements, page_text
from test_ui_scriba import (Services, Timers, _find, _lay, against_computer, key, open_scriba,
                            saved, started, typed, with_racks)
from test_ui_scriba_two import two_position
from verba.scriba import ai
from verba.scriba import game as G
from verba.scriba.board import LEGEND
from verba.ui.scriba.board import bonus_class, legend_view, square_face, tile_face
from verba.ui.shell.app import App
from verba.ui.shell.vnode import text_of

CSS = Path(__file__).resolve().parent.parent / "assets" / "css" / "scriba.css"


class Felt:
    """Records the sounds the table asks for (mixed into a fake ``Services``)."""

    def __init__(self) -> None:
        super().__init__()
        self.felt: list[str] = []

    def feel(self, event: str, sound: bool, buzz: bool) -> None:
        self.felt.append(event)


class Feel(Felt, Services):
    pass


class TimedFeel(Felt, Timers):
    pass


def focus_of(app: App) -> dict[str, str]:
    """The elements that carry a focus token now: {data-* name: token}; the
    screen's title is left out (it takes the focus once, as the screen opens,
    and anything later in the page that asks takes it from there)."""
    out = {}
    for node in app.view():
        for el in _find(node, "focus"):
            attrs = el[1]
            name = next((k for k in attrs if k.startswith("data-")
                         and k not in ("data-act", "data-keys")), attrs.get("class", el[0]))
            if name != "screen-title":
                out[name] = attrs["focus"]
    return out


# --- colours, the legend, names -------------------------------------------------

def _luminance(colour: str) -> float:
    r, g, b = (int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5))
    lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in (r, g, b)]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def contrast(a: str, b: str) -> float:
    high, low = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_one_colour_per_bonus_in_both_games_following_the_printed_board() -> None:
    # a Game II token wears the colour of the printed field with the same bonus
    for field, token in (("t", "r"), ("d", "b"), ("T", "g"), ("D", "y")):
        assert bonus_class(field) == bonus_class(token)
    classes = {code: bonus_class(code) for code in "dtqDTQ-"}
    assert len(set(classes.values())) == 7, "each bonus has a colour of its own"
    css = CSS.read_text()
    colours = dict(re.findall(r"--sc-([a-z0-9-]+):\s*(#[0-9a-f]{6})", css))
    rulebook = {"w2": "light blue", "w3": "dark blue", "w4": "yellow", "l2": "light purple",
                "l3": "dark purple", "l4": "green", "neg": "red"}
    for code, cls in classes.items():
        bonus = cls[2:]
        assert rulebook[bonus] in LEGEND[code].colour
        assert f".{cls} {{ --fill: var(--sc-{bonus}); --fill-ink: var(--sc-{bonus}-ink); }}" in css
        # the label drawn on the field is small text: 4.5:1 at least
        assert contrast(colours[bonus], colours[f"{bonus}-ink"]) >= 4.5, bonus


def test_cells_and_tiles_are_named_by_their_content_and_the_header_row_is_hidden() -> None:
    app, screen = started()
    with_racks(screen, ["KOTYEA?", "RYBAMOS"])
    click(app, "rack", slot=0)
    click(app, "cell", row=7, col=7)
    [board] = elements(app, **{"data-board": "1"})
    rows = [n for n in board[2:] if isinstance(n, list)]
    assert rows[0][1].get("aria-hidden") == "true" and "role" not in rows[0][1]
    assert all(r[1].get("role") == "row" for r in rows[1:]) and len(rows) == 16
    cells = [e for e in _find(board, "data-cell")]
    assert len(cells) == 225 and not [c for c in cells if "aria-label" in c[1]]
    [d1] = [c for c in cells if c[1]["data-cell"] == "D1"]
    assert text_of(d1).startswith("D1, double letter")
    [h8] = [c for c in cells if c[1]["data-cell"] == "H8"]
    assert "laid this turn: K, 3 points" in text_of(h8)
    # the drawn pieces are hidden from screen readers; the rack's buttons name their tile
    assert all(t[1].get("aria-hidden") == "true" for t in _find(h8, "class")
               if "tile" in t[1]["class"].split())
    rack = [e for e in elements(app) if "data-slot" in e[1]]
    assert "aria-label" not in rack[0][1] and text_of(rack[0]).startswith("O, 1 points")


def test_the_legend_explains_each_bonus_on_the_table() -> None:
    app, screen = started()
    [legend] = elements(app, **{"data-legend-panel": "one"})
    entries = [e for e in _find(legend, "data-legend")]
    assert [e[1]["data-legend"] for e in entries] == list("QTDqtd-*")
    assert "word ×4" in text_of(entries[0]) and "letter ×−4" in text_of(entries[6])
    two = legend_view(app, True)
    assert "word ×3the green token" in text_of(two).replace("\u00a0", " ")
    # the very pieces the board draws, for any other screen
    assert square_face(app, "t")[1]["class"] == "square f-field b-l3"
    assert square_face(app, "g")[1]["class"] == "square f-tok b-w3"
    assert "loose" in tile_face("K", "loose")[1]["class"]


# --- the move bar ------------------------------------------------------------------

def test_the_move_score_and_its_buttons_sit_by_the_rack() -> None:
    app, screen = started()
    state = with_racks(screen, ["KOTYEAI", "RYBAMOS"])
    [bar] = elements(app, **{"data-move-bar": "1"})
    for attr in ("data-recall", "data-shuffle", "data-zoom", "data-commit"):
        assert _find(bar, attr), attr
    [score] = _find(bar, "data-move-score")
    assert score[1]["data-move-score"] == "none" and score[1]["aria-live"] == "polite"
    key(app, "ArrowLeft")
    typed(app, "kot")
    [score] = elements(app, **{"data-move-score": "ok"})
    expected = G.preview(state, screen.placing.actions())["total"]
    assert score[1]["data-total"] == str(expected) and text_of(score) == f"KOT {expected} = {expected} pts"
    click(app, "recall")
    click(app, "cell", row=0, col=0)
    typed(app, "ko")
    [score] = elements(app, **{"data-move-score": "illegal"})
    assert "centre" in text_of(score)


def test_the_zoom_follows_the_cursor() -> None:
    app, screen = started()
    with_racks(screen, ["KOTYEAI", "RYBAMOS"])
    assert not elements(app, **{"data-zoomed": "1"})
    click(app, "zoom", on=True)
    [wrap] = elements(app, **{"data-zoomed": "1"})
    assert wrap[1]["data-follow"] == "7,7"
    typed(app, "ko")
    [wrap] = elements(app, **{"data-zoomed": "1"})
    assert wrap[1]["data-follow"] == "7,9", "where the next tile goes"
    [button] = elements(app, **{"data-zoom": "out"})
    click(app, "zoom", on=False)
    assert not elements(app, **{"data-zoomed": "1"}) and elements(app, **{"data-zoom": "in"})


# --- the recent moves ----------------------------------------------------------------

def test_recent_moves_keep_the_persons_own_result_beside_the_computers_reply() -> None:
    app, screen, services = against_computer(["KOTYEAI", "RYBAMOS"])
    _lay(app, 7, 6, "KOT")
    mine = screen.state.log[-1]
    services.settle(lambda: screen.stage() == "turn")
    [panel] = [e for e in elements(app) if "data-recent-count" in e[1]]
    items = _find(panel, "data-recent")
    assert items[0][1]["data-by"] == "Ala" and "mine" in items[0][1]["class"]
    assert f"KOT {mine['words'][0]['score']}" in text_of(items[0])
    assert [i[1]["data-by"] for i in items[1:]] == ["Bot"] * (len(screen.state.log) - 1)
    assert "Your move and the replies" in text_of(panel)


# --- hints ------------------------------------------------------------------------------

def test_hints_that_differ_only_in_a_blank_or_an_arrow_can_be_told_apart() -> None:
    services = Timers()
    app, screen = started(services=services, seed=11)
    screen.state = G.new_game(["Ala", "Olek"], 14)   # a rack with a blank and an arrow
    click(app, "hint")
    services.settle(lambda: bool(elements(app, **{"data-hints": "ready"})))
    entries = [e for e in elements(app) if "data-hint-move" in e[1]]
    hints = ai.hints(screen.state, screen.state.current, screen.lexicon, 10)
    # the old entries: words, score and start square; some of them were alike
    old = Counter((h["score"], tuple(w["word"] for w in h["words"]),
                   min((x["row"], x["col"]) for x in h["action"]["tiles"])) for h in hints)
    assert max(old.values()) > 1, "this position has look-alike hints"
    shown = [(text_of(e), _find(e, "data-laid")[0][1]["data-laid"]) for e in entries]
    assert len(set(shown)) == len(shown) == len(hints)
    assert any(re.search(r"\b[a-zęóąśłżźćń]\b", laid) for _, laid in shown), "a blank shows"


# --- focus ----------------------------------------------------------------------------------

def test_focus_follows_each_committed_action_to_the_next_thing_to_do() -> None:
    app, screen, services = against_computer(["KOTYEAI", "RYBAMOS"])
    assert set(focus_of(app)) == {"data-tour"}, "the guided game's offer first"
    click(app, "tour_decline")
    board = focus_of(app).get("data-board")
    _lay(app, 7, 6, "KOT")
    assert screen.stage() == "computer"
    assert set(focus_of(app)) == {"data-recent-count"}, "the person's move and its result"
    services.settle(lambda: screen.stage() == "turn")
    now = focus_of(app)
    assert set(now) == {"data-board"} and now["data-board"] != board
    # hot-seat: the reveal button, then the board
    app, screen = started(hand_off=True)
    click(app, "tour_decline")
    with_racks(screen, ["KOTYEAI", "RYBAMOS"])
    _lay(app, 7, 6, "KOT")
    assert set(focus_of(app)) == {"data-reveal"}
    click(app, "reveal")
    assert set(focus_of(app)) == {"data-board"}


# --- take-back ----------------------------------------------------------------------------

def test_a_move_and_the_computers_reply_are_taken_back_and_the_right_survives_a_reload() -> None:
    app, screen, services = against_computer(["KOTYEAI", "RYBAMOS"])
    before = screen.state
    _lay(app, 7, 6, "KOT")
    assert elements(app, **{"data-takeback": "1"}), "offered while the computer thinks"
    services.settle(lambda: screen.stage() == "turn")
    after = screen.state
    assert saved(app)["state"]["undo"] == G.to_dict(before)
    # a reload keeps the right to take back
    again = Timers(app.storage.backend)
    reloaded = App(again, ["en"])
    screen2 = open_scriba(reloaded, resume=True)
    assert screen2.state == after and screen2.undo == before
    click(reloaded, "takeback")
    state = screen2.state
    assert state.board == before.board and state.racks[0] == before.racks[0]
    assert state.log[-1]["type"] == "takeback" and state.log[-1]["undone"] == list(after.log)
    assert screen2.stage() == "turn" and not elements(reloaded, **{"data-takeback": "1"})
    assert "Ala took back: Ala: KOT" in page_text(reloaded)
    assert "undo" not in saved(reloaded)["state"]


def test_no_take_back_between_people_unless_agreed_at_set_up() -> None:
    app, screen = started(hand_off=True)
    with_racks(screen, ["KOTYEAI", "RYBAMOS"])
    _lay(app, 7, 6, "KOT")
    assert not elements(app, **{"data-takeback": "1"})
    app, screen = started(hand_off=True, takeback=True)
    assert screen.state.rules.takeback
    before = with_racks(screen, ["KOTYEAI", "RYBAMOS"])
    _lay(app, 7, 6, "KOT")
    [button] = elements(app, **{"data-takeback": "1"})
    assert text_of(button) == "Ala: take back your move", "offered on the hand-off screen"
    click(app, "takeback")
    assert screen.state.board == before.board and screen.stage() == "turn"


# --- the guided first game ----------------------------------------------------------------

def test_the_guided_game_points_at_the_table_and_waits_for_a_real_word() -> None:
    app, screen, services = against_computer(["KOTYEAI", "RYBAMOS"])
    assert elements(app, **{"data-tour": "start"}), "offered on the first turn"
    click(app, "tour_start")

    def pointed() -> list[str]:
        return [e[1].get("data-cell") or e[1]["class"].split()[0]
                for e in elements(app) if "tour-target" in str(e[1].get("class", "")).split()]

    seen = []
    for _ in range(3):
        seen.append(pointed())
        click(app, "tour_next")
    assert seen == [["rack-bar"], ["H8"], ["panel"]], "the rack, the centre, the legend"
    assert not elements(app, **{"data-tour": "next"}), "laying a tile ends this step"
    click(app, "cell", row=7, col=6)
    typed(app, "K")
    assert screen.tour.index == 4 and pointed() == ["move-score"]
    typed(app, "OT")
    click(app, "tour_next")
    assert pointed() == ["rack-bar"], "the special tiles: on the rack"
    click(app, "tour_next")
    assert pointed() == ["btn"] and elements(app, **{"data-commit": "1"})[0][1]["class"].endswith(
        "tour-target"), "the button that lays the word"
    key(app, "Enter")
    assert screen.tour.index == 7 and "Your word is down and scored" in page_text(app)
    click(app, "tour_next")
    assert app.settings.tours_done == ("scriba",) and not screen.tour.running


# --- sounds ------------------------------------------------------------------------------------

def test_the_table_asks_for_its_sounds() -> None:
    services = Feel()
    app, screen = started(services=services)
    app.update_settings(sound=True)     # off until the person turns it on
    with_racks(screen, ["KOTYEAI", "RYBAMOS"])
    click(app, "cell", row=7, col=6)
    typed(app, "KO")
    assert services.felt == ["place", "place"]
    typed(app, "B")   # not on the rack
    assert services.felt[-1] == "refuse"
    typed(app, "T")
    key(app, "Enter")
    assert services.felt[-1] == "place"
    # Game II: the die and the tokens
    services = Feel()
    app, screen = started(names=("Ala", "Olek"), game=2, services=services)
    app.update_settings(sound=True)
    click(app, "scatter")
    two_position(screen, ["KOTAEIN", "RYBAMOS"], {(2, 3): "word3"}, (6, 6))
    services.felt.clear()
    _lay(app, 2, 2, "KOTA")
    assert services.felt[-3:] == ["place", "roll", "token"]


def test_the_end_of_a_game_sounds_a_win() -> None:
    services = TimedFeel()
    app, screen = started(names=("Ewa", "Jan"), kinds=("easy", "easy"), services=services)
    app.update_settings(sound=True)
    services.settle(lambda: screen.stage() == "over")
    assert services.felt[-1] == "win" and "place" in services.felt
