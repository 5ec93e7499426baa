"""A seat's view read back on a guest's device: Scriba's ``views.stand_in``,
Wordz's ``views.check`` and the Mistrz guest's ``stand_in``, over the views
of seeded games, for every seat, and refusing damaged ones."""
from __future__ import annotations

from collections import Counter
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from verba.lexicon import Lexicon
from verba.mistrz import engine as mistrz
from verba.scriba import engine as scriba
from verba.scriba import game as scriba_game
from verba.scriba import views as scriba_views
from verba.ui.mistrz.guest import stand_in as mistrz_stand_in
from verba.wordz import engine as wordz
from verba.wordz import views as wordz_views

LEXICONS = Path(__file__).resolve().parent.parent / "lexicons"


@cache
def lexicon(name: str) -> Lexicon:
    return Lexicon.from_file_bytes((LEXICONS / f"{name}.dawg.gz").read_bytes())


def positions(engine: Any, players: list[dict[str, str]], seed: int, settings: dict[str, Any],
              limit: int = 400) -> list[Any]:
    """Every state of a game the computers play to its end."""
    lex = lexicon(engine.LEXICON)
    state = engine.new_game(players, seed, settings)
    seen = [state]
    while not engine.is_over(state) and len(seen) < limit:
        for seat in range(len(players)):
            try:
                action = engine.computer_action(state, seat, lex)
            except ValueError:
                continue
            state = engine.apply(state, action, lex)
            break
        else:
            action = {"type": "accept"} if engine.GAME_ID == "scriba" else {"type": "next_round"}
            state = engine.apply(state, action, lex)
        seen.append(state)
    return seen


# Game I to its end; Game II through its token set-up and its first moves
@pytest.mark.parametrize("settings, limit", [({}, 400), ({"game": 2}, 58)])
def test_scriba_stand_in_keeps_what_the_seat_sees(settings: dict[str, Any], limit: int) -> None:
    bots = [{"name": "A", "kind": "easy"}, {"name": "B", "kind": "easy"}]
    states = positions(scriba, bots, 4, settings, limit)
    for state in states[::4] + states[-2:]:
        for seat in range(state.players):
            view = scriba_views.view(state, seat)
            shown = scriba_views.stand_in(view)
            assert shown.racks[seat] == state.racks[seat]
            assert (shown.board, shown.scores, shown.log, shown.current, shown.phase) == (
                state.board, state.scores, state.log, state.current, state.phase)
            assert scriba_game.unseen_tiles(shown, seat) == scriba_game.unseen_tiles(state, seat)
            assert [len(r) for r in shown.racks] == view["rack_sizes"]
            if state.phase == scriba_game.OVER:
                assert shown.racks == state.racks


def test_scriba_stand_in_refuses_a_damaged_view() -> None:
    state = scriba.new_game(["A", "B"], 2, {})
    view = scriba_views.view(state, 0)
    for damaged in ("view", {**view, "unseen": ["Ż"] * 50}, {**view, "rack_sizes": [7]},
                    {**view, "racks": [["Q"] * 7, None]}, {**view, "rack_sizes": [7, 40]},
                    {k: v for k, v in view.items() if k != "unseen"}):
        with pytest.raises(ValueError):
            scriba_views.stand_in(damaged)
    # the tiles are conserved: one tile too many anywhere is refused
    extra = {**view, "racks": [view["racks"][0] + ["A"], None], "rack_sizes": [8, 7]}
    with pytest.raises(ValueError):
        scriba_views.stand_in(extra)
    assert Counter(scriba_views.stand_in(view).racks[0]) == Counter(state.racks[0])


def test_wordz_check_takes_every_view_of_a_game_and_refuses_damaged_ones() -> None:
    bots = [{"name": "A", "kind": "easy"}, {"name": "B", "kind": "medium"},
            {"name": "C", "kind": "easy"}]
    states = positions(wordz, bots, 8, {"rounds": 1})
    assert wordz.is_over(states[-1])
    for state in states[::2] + states[-1:]:
        for seat in range(3):
            view = wordz_views.view(state, seat)
            assert wordz_views.check(view, seat) is view
    view = wordz_views.view(states[5], 1)
    for damaged in (None, {**view, "viewer": 0}, {**view, "phase": "lunch"},
                    {**view, "seats": view["seats"][:2]}, {**view, "turn": {"player": 9}},
                    {**view, "me": {**view["me"], "hand": ["<script>"]}},
                    {**view, "log": [{"type": "flip"}]}, {**view, "round": -1}):
        with pytest.raises(ValueError):
            wordz_views.check(damaged, 1)


def test_mistrz_stand_in_is_the_game_but_the_generator() -> None:
    bots = [{"name": "A", "kind": "easy"}, {"name": "B", "kind": "easy"}]
    for state in positions(mistrz, bots, 6, {"target": 40, "hourglass": False}, 40):
        for seat in range(2):
            shown = mistrz_stand_in(mistrz.view(state, seat))
            assert mistrz.to_dict(shown) == {**mistrz.to_dict(state), "rng": 0}
    with pytest.raises(ValueError):
        mistrz_stand_in({**mistrz.view(state, 0), "players": []})
