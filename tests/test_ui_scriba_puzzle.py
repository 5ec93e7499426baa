"""The Scriba puzzle screen driven through ``App.handle`` with fake services:
worked out in slices, tiles laid as at the table (drops, clicks, the
keyboard), a refused move told and tried again, the answer ranked with the
best five, a result shown again, the three languages."""
from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from test_app import click, elements, page_text
from test_ui_scriba import Timers, _find
from verba.i18n import LANGS, t
from verba.lexicon import Lexicon
from verba.scriba import puzzle as P
from verba.scriba import tiles as T
from verba.scriba.movegen import MoveGenerator, run
from verba.ui.scriba.puzzle import PuzzleScreen
from verba.ui.shell.app import App

ROOT = Path(__file__).resolve().parent.parent
LEX = Lexicon.from_file_bytes((ROOT / "lexicons" / "pl.dawg.gz").read_bytes())
SEED = 1      # tests/test_scriba_puzzle.py pins its position


@cache
def the_puzzle() -> P.Puzzle:
    return P.generate(SEED, LEX)


def opened(lang: str = "en", answer: dict[str, Any] | None = None,
           answers: list | None = None) -> tuple[App, PuzzleScreen, Timers]:
    services = Timers()
    app = App(services, [lang])
    screen = PuzzleScreen(app, LEX, SEED, "Scriba #5", answer=answer,
                          on_answer=None if answers is None else answers.append)
    app.go(screen)
    return app, screen, services


def worked_out(**kwargs: Any) -> tuple[App, PuzzleScreen, Timers]:
    app, screen, services = opened(**kwargs)
    services.settle(lambda: screen.puzzle is not None)
    return app, screen, services


def key(app: App, name: str, field: str | None = "board") -> bool:
    return app.handle("key", json.dumps({"key": name, "field": field}), None)


def lay(app: App, screen: PuzzleScreen, tiles: list[dict[str, Any]]) -> None:
    """Drag each tile of an engine action from the rack to its cell, naming
    blanks and turning arrows as the chooser asks."""
    for tile in tiles:
        rack = screen._rack(screen.state.current)
        used = screen.placing.slots_used()
        slot = next(s for s, x in enumerate(rack) if x == tile["tile"] and s not in used)
        click(app, "drop", src={"from": "rack", "slot": slot},
              dst={"to": "cell", "row": tile["row"], "col": tile["col"]})
        if tile["tile"] == T.BLANK:
            click(app, "name_blank", letter=tile["letter"])
        elif tile["tile"] == T.ARROW:
            click(app, "bend", bend=tile["bend"])


def test_the_puzzle_is_worked_out_in_slices_then_its_position_shows():
    app, screen, services = opened()
    assert elements(app, **{"data-puzzle": "working"})
    assert t("en", "scriba_ui.puzzle_working") in page_text(app)
    slices = 0
    while screen.puzzle is None:
        services.run_timers()
        slices += 1
    assert slices > 10
    p = the_puzzle()
    assert screen.puzzle.scores == p.scores
    assert elements(app, **{"data-stage": "turn"})
    text = page_text(app)
    assert t("en", "scriba_ui.puzzle_task") in text and "Scriba #5" in text
    rack = [e[1]["data-tile"] for e in elements(app, **{"data-rack": "1"})[0][2:]
            if isinstance(e, list) and "data-tile" in e[1]]
    assert sorted(rack) == sorted(p.rack)
    # the table's turn: no exchange, pass or hint in a puzzle
    assert not elements(app, **{"data-exchange": "1"}) and not elements(app, **{"data-hint": "1"})


def test_a_refused_move_gets_the_games_refusal_and_the_person_tries_again():
    answers: list = []
    app, screen, _ = worked_out(answers=answers)
    p = the_puzzle()
    board = p.state.board
    far = next((r, c) for r in range(15) for c in range(15) if not any(
        (r + dr, c + dc) in board.top for dr in (-1, 0, 1) for dc in (-1, 0, 1)))
    letter = next(x for x in p.rack if x in T.LETTER_VALUES)
    lay(app, screen, [{"row": far[0], "col": far[1], "tile": letter}])
    click(app, "commit")
    assert screen.problem is not None and screen.problem[0] == "scriba.not_connected"
    assert t("en", "scriba.not_connected") in page_text(app)
    assert screen.answer is None and answers == []
    click(app, "recall")
    second = p.top[1]
    lay(app, screen, second["action"]["tiles"])
    assert key(app, "Enter")
    assert answers == [screen.answer]
    assert screen.answer["score"] == second["score"] and screen.answer["rank"] == 2
    assert screen.answer["total"] == p.total
    found = elements(app, **{"data-rank": "2"})
    assert found and found[0][1]["data-total"] == str(p.total)
    text = page_text(app)
    assert t("en", "scriba_ui.puzzle_rank", rank=2, total=p.total) in text
    assert t("en", "scriba_ui.puzzle_top_score", n=p.best) in text
    # the five best, the answer second among them, on the board at first
    assert elements(app, **{"data-top": str(P.TOP), "data-yours": "1"})
    assert len([e for e in elements(app) if "data-top-move" in e[1]]) == P.TOP
    assert t("en", "scriba_ui.puzzle_yours") in text and screen.shown == 1
    shown = {(e[1]["data-pending"]) for node in app.view() for e in _find(node, "data-pending")}
    assert len(shown) == len(second["action"]["tiles"])


def test_an_answer_outside_the_best_five_is_listed_above_them():
    app, screen, _ = worked_out()
    p = the_puzzle()
    # a legal move scoring less than the fifth
    found = run(MoveGenerator(LEX).steps(p.state.board, p.rack, p.state.rules))
    low = next(m for m in found if m.score < p.top[-1]["score"] and not m.blocks
               and all(t[2] != T.BLOCK for t in m.tiles))
    lay(app, screen, low.action()["tiles"])
    click(app, "commit")
    assert screen.answer["rank"] == p.rank(low.score) > P.TOP
    assert elements(app, **{"data-yours": "-1"})
    assert len([e for e in elements(app) if "data-top-move" in e[1]]) == P.TOP + 1
    assert screen.shown == -1
    click(app, "puzzle_show", n=2)
    assert screen.shown == 2


def test_the_best_move_ranks_first_and_each_best_move_can_be_looked_at():
    app, screen, _ = worked_out()
    best = the_puzzle().top[0]
    lay(app, screen, best["action"]["tiles"])
    assert screen.preview()["total"] == best["score"]
    click(app, "commit")
    assert screen.answer["rank"] == 1
    for n, move in enumerate(the_puzzle().top):
        click(app, "puzzle_show", n=n)
        assert screen.shown == n
        pending = [e for node in app.view() for e in _find(node, "data-pending")]
        assert len(pending) == len(move["action"]["tiles"])
    # the board is no longer played on
    assert not elements(app, **{"data-keys": "board"})
    before = screen.answer
    assert not key(app, "K")
    click(app, "commit")
    assert screen.answer is before


def test_tiles_are_typed_on_the_board_as_at_the_table():
    app, screen, _ = worked_out()
    p = the_puzzle()
    letter = next(x for x in p.rack if x in T.LETTER_VALUES)
    free = next((r, c) for r in range(15) for c in range(15) if (r, c) not in p.state.board.top)
    screen.placing.cursor = free
    assert key(app, letter.lower())
    assert [(x.pos, x.tile) for x in screen.placing.pending] == [(free, letter)]
    assert key(app, "Backspace")
    assert not screen.placing.pending
    click(app, "exchange_mode")
    click(app, "pass")
    assert screen.exchange is None and not screen.confirm_pass


def test_a_result_given_back_shows_without_asking_again():
    answers: list = []
    stored = {"score": 40, "rank": 3, "total": the_puzzle().total, "best": the_puzzle().best,
              "word": "KOT"}
    app, screen, _ = worked_out(answer=stored, answers=answers)
    assert elements(app, **{"data-stage": "result"})
    assert elements(app, **{"data-rank": "3"})
    assert "KOT" in page_text(app)
    assert len([e for e in elements(app) if "data-top-move" in e[1]]) == P.TOP
    assert answers == []


def test_the_search_stops_while_another_screen_shows_and_starts_again_on_return():
    app, screen, services = opened()
    services.run_timers()
    app.go(app.home())
    services.settle(lambda: not services.timers)
    assert screen.puzzle is None
    app.go(screen)
    screen.resumed()
    services.settle(lambda: screen.puzzle is not None)
    assert screen.puzzle.scores == the_puzzle().scores


def test_the_puzzle_speaks_every_language():
    for lang in LANGS:
        app, screen, _ = worked_out(lang=lang)
        assert t(lang, "scriba_ui.puzzle_task") in page_text(app)
        lay(app, screen, the_puzzle().top[0]["action"]["tiles"])
        click(app, "commit")
        assert t(lang, "scriba_ui.puzzle_scored", n=the_puzzle().best) in page_text(app)


def test_a_puzzle_worked_out_already_shows_at_once():
    services = Timers()
    app = App(services, ["en"])
    screen = PuzzleScreen(app, LEX, SEED, "Scriba", made=the_puzzle())
    app.go(screen)
    assert screen.puzzle is the_puzzle() and not services.timers
    assert elements(app, **{"data-stage": "turn"})
    other = PuzzleScreen(app, LEX, SEED + 1, "Scriba", made=the_puzzle())
    assert other.puzzle is None       # another seed's puzzle is not this one
