"""Scriba's Game II at the table, driven through ``App.handle``: the players
lay the bonus tokens, a placement takes tokens and a large token and rolls
the die, and the final table adds the tokens."""
from __future__ import annotations

from collections import Counter
from dataclasses import replace

from test_app import click, elements, page_text
from test_ui_scriba import Timers, _find, key, preview_total, problem, started, typed
from verba.scriba import game as G
from verba.scriba import tiles as T
from verba.scriba import tokens as TK
from verba.scriba.board import Board
from verba.scriba.ruleset import Ruleset
from verba.ui.scriba.screen import ScribaScreen
from verba.ui.shell.vnode import text_of


# --- Game II -------------------------------------------------------------------------

def test_game_two_starts_with_the_players_laying_tokens_by_click_and_keyboard() -> None:
    app, screen = started(names=("Ala", "Olek", "Ewa"), game=2)
    state = screen.state
    assert state.rules == Ruleset.game_two() and state.phase == G.SETUP
    assert screen.stage() == "tokens" and not state.racks[0]
    assert elements(app, **{"data-token-turn": state.names[state.current]})
    assert elements(app, **{"data-tokens-left": "48"})
    mover = state.current
    click(app, "token_kind", kind="word3")
    click(app, "cell", row=3, col=4)
    state = screen.state
    assert TK.kind_at(state.board.layout, (3, 4)) == "word3"
    assert state.current == (mover + 1) % 3
    [cell] = [e for e in elements(app) if e[1].get("data-cell") == "E4"]
    assert "f-tok b-w3" in cell[1]["class"] and "word ×3 (green in the box)" in text_of(cell)
    click(app, "cell", row=3, col=4)       # a field holds one token
    assert problem(app) == "scriba.token_taken" and screen.state is state
    key(app, "2")                            # letter ×3 by keyboard, then at the cursor
    key(app, "ArrowDown")
    key(app, "Enter")
    laid = TK.laid(screen.state.board.layout)
    assert sorted(laid.values()) == ["letter3", "word3"] and len(screen.state.log) == 2
    assert "laid a 3W token on E4" in page_text(app)
    click(app, "scatter")
    state = screen.state
    assert state.phase == G.PLAY and len(TK.laid(state.board.layout)) == 48
    assert all(len(rack) == 7 for rack in state.racks)
    assert screen.stage() == "turn" and state.large == (4, 4, 4)


def test_computers_lay_their_tokens_in_the_set_up_too() -> None:
    services = Timers()
    app, screen = started(names=("Ala", "Bot"), kinds=("human", "hard"), services=services,
                          game=2)
    for _ in range(6):
        if screen.stage() == "tokens":
            click(app, "cell", row=len(screen.state.log), col=0)
        else:
            assert screen.stage() == "computer"
            delays = []
            while screen.stage() == "computer":
                delays += services.run_timers()
            assert max(delays) <= 0.25, "a token is laid briskly"
    assert len(TK.laid(screen.state.board.layout)) == 6
    assert {e["player"] for e in screen.state.log} == {0, 1}


def two_position(screen: ScribaScreen, racks: list[str], tokens: dict[tuple[int, int], str],
                 large: tuple[int, ...]) -> G.State:
    """A Game II position in play with these racks, tokens and large tokens."""
    state = screen.state
    layout = TK.blank_layout()
    for pos, kind in tokens.items():
        layout = TK.with_token(layout, kind, pos)
    rest = T.full_set() - Counter(t for r in racks for t in r)
    screen.state = replace(state, phase=G.PLAY, board=Board(layout),
                           racks=tuple(tuple(r) for r in racks),
                           bag=T.sorted_tiles(list(rest.elements())), current=0, large=large)
    return screen.state


def test_game_two_placement_takes_tokens_a_large_token_and_rolls_the_die() -> None:
    app, screen = started(names=("Ala", "Olek", "Ewa"), game=2)
    click(app, "scatter")
    two_position(screen, ["KOTAEIN", "RYBAMOS", "LEWICAS"], {(2, 3): "word3", (2, 5): "letter2"},
                 (4, 4, 4))
    click(app, "cell", row=2, col=2)       # anywhere: no centre, no neighbour needed
    typed(app, "KOTA")
    pv = elements(app, **{"data-preview": "ok"})
    assert pv and preview_total(app) == (2 + 1 + 2 * 2 + 1) * 3  # K2 O1 T2×2 A1, word ×3
    assert elements(app, **{"data-takes": "2"})
    assert elements(app, **{"data-capture-from": "Olek"}) and elements(
        app, **{"data-capture-from": "Ewa"})
    key(app, "Enter")
    assert problem(app) == "scriba.capture_choose" and len(screen.state.log) == 1
    click(app, "capture", seat=2)
    key(app, "Enter")
    state = screen.state
    entry = state.log[-1]
    assert entry["capture"] == 2 and state.large == (5, 4, 3)
    assert sorted(entry["tokens"]) == ["letter2", "word3"] and state.small[0] == tuple(
        entry["tokens"])
    assert 1 <= entry["die"] <= 6 and len(state.racks[0]) == 3 + entry["die"]
    assert elements(app, **{"data-die": str(entry["die"])})
    text = page_text(app)
    assert f"rolled {entry['die']}, drew {entry['die']}" in text
    assert "took a large token (+10) from Ewa" in text
    # the recent moves explain who took which token and why, and show the die rolled
    [recent] = elements(app, **{"data-recent": "place"})
    assert ("Ala laid at least 4 letters from the rack (blanks do not count), so Ala took a "
            "large token, worth 10 points, from Ewa.") in text_of(recent)
    assert f"Ala rolled {entry['die']} and drew {entry['die']} tiles." in text_of(recent)
    [die] = _find(recent, "data-die")
    assert "rolling" in die[1]["class"] and len(_find(die, "class")) >= 4 * 9
    assert [e[1]["data-large"] for e in elements(app) if "data-large" in e[1]] == ["5", "4", "3"]


def test_game_two_ends_with_the_table_of_tokens_and_racks() -> None:
    app, screen = started(names=("Ala", "Olek"), game=2)
    click(app, "scatter")
    state = two_position(screen, ["KOT", "ŻA"], {}, (6, 6))
    screen.state = replace(state, bag=(), small=(("word3", "letter2"), ()))
    for _ in range(2):
        click(app, "pass")
        click(app, "pass")
    state = screen.state
    assert screen.stage() == "over"
    table = G.final_table(state)
    assert [row["total"] for row in table] == list(state.scores)
    rows = {e[1]["data-final"]: e for e in elements(app) if "data-final" in e[1]}
    ala = text_of(rows["Ala"])
    left = sum(T.value(x) for x in "KOT")
    assert "+2" in ala and "+60" in ala and f"\u2212{left}" in ala
    assert table[0]["total"] == 2 + 60 - left
    assert "Small tokens" in page_text(app) and "Large tokens" in page_text(app)
