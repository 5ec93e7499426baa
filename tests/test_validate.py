"""Each game's reader refuses, with a ValueError and nothing else, the saves
issue #15 found locking players out, and the states no rule can reach."""
from __future__ import annotations

import copy
import json
from typing import Any, Callable

import pytest

import fuzz_stored as F
from verba.mistrz import game as mistrz
from verba.scriba import game as scriba
from verba.wordz import game as wordz


def first(game_id: str, test: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
    """A deep copy of the first saved state of a real game that passes ``test``."""
    return copy.deepcopy(next(s for s in F.valid_states(game_id) if test(s)))


def refused(reader: Callable[[Any], Any], data: Any, match: str | None = None) -> None:
    with pytest.raises(ValueError, match=match):
        reader(json.loads(json.dumps(data)))


# --- Mistrz Słowa ------------------------------------------------------------------------

def test_mistrz_a_save_without_settings_is_a_value_error_not_a_key_error() -> None:
    data = first("mistrz", lambda s: True)
    del data["settings"]
    refused(mistrz.from_dict, data)


def test_mistrz_a_finished_game_needs_its_winner_and_only_it_has_one() -> None:
    over = first("mistrz", lambda s: s["phase"] == "over")
    refused(mistrz.from_dict, {**over, "winners": []}, "winners")
    playing = first("mistrz", lambda s: s["phase"] == "roll" and s["turns"] > 0)
    refused(mistrz.from_dict, {**playing, "winners": [0]}, "winners")
    # the winner of a first-to-the-target game has reached it
    loser = next(i for i, p in enumerate(over["players"]) if i not in over["winners"])
    if over["settings"]["end"] == "first":
        refused(mistrz.from_dict, {**over, "winners": [loser]}, "target")


def test_mistrz_names_rerolls_and_the_recent_turns_are_checked() -> None:
    data = first("mistrz", lambda s: s["turn"] is not None and s["recent"])
    last = data["recent"][-1]
    refused(mistrz.from_dict, {**data, "players": [{**data["players"][0], "name": "x" * 10_000},
                                                   *data["players"][1:]]})
    refused(mistrz.from_dict, {**data, "turn": {**data["turn"], "rerolls_left": 10}}, "rerolls")
    refused(mistrz.from_dict, {**data, "recent": [*data["recent"][:-1], {**last, "points": 99}]},
            "points")
    refused(mistrz.from_dict, {**data, "turns": data["turns"] + 1}, "recent turns")
    refused(mistrz.from_dict, {**data, "recent": [*data["recent"], last]}, "recent turns")
    refused(mistrz.from_dict, {**data, "players": []})


def test_mistrz_a_version_1_save_loads_with_its_last_round() -> None:
    data = first("mistrz", lambda s: s["turns"] >= 2 and len(s["recent"]) == len(s["players"]))
    earlier = [{**data["recent"][0], "number": n}
               for n in range(1, data["turns"] - len(data["recent"]) + 1)]
    old = {**{k: v for k, v in data.items() if k not in ("recent", "turns", "taken_back")},
           "version": 1, "history": [*earlier, *data["recent"]]}
    state = mistrz.from_dict(old)
    assert state.turns == data["turns"] and mistrz.to_dict(state) == data


# --- Scriba ---------------------------------------------------------------------------------

def test_scriba_log_entries_name_real_players_and_cells() -> None:
    data = first("scriba", lambda s: len(s["log"]) > 3 and s["last_move"] is None
                 and s["phase"] == "play")
    refused(scriba.from_dict, {**data, "log": [*data["log"], {"type": "pass", "player": 99,
                                                             "score": -5}]}, "player")
    place = next(i for i, e in enumerate(data["log"]) if e["type"] == "place")
    for change in ({"cells": [[0, 0]] * len(data["log"][place]["cells"])},
                   {"cells": [[99, 0]]}, {"words": 5}, {"score": "12"}, {"stacked": None}):
        log = copy.deepcopy(data["log"])
        log[place].update(change)
        refused(scriba.from_dict, {**data, "log": log})
    log = copy.deepcopy(data["log"])
    del log[place]["words"]
    refused(scriba.from_dict, {**data, "log": log})


def test_scriba_the_log_lays_only_tiles_the_board_holds() -> None:
    data = first("scriba", lambda s: any(e["type"] == "place" for e in s["log"]))
    first_cell = next(e for e in data["log"] if e["type"] == "place")["cells"][0]
    cell = next(c for c in data["board"] if [c["row"], c["col"]] == first_cell)
    moved = [c for c in data["board"] if c is not cell] + [{**cell, "row": 14 - cell["row"],
                                                           "col": 14 - cell["col"]}]
    if not any([c["row"], c["col"]] == [14 - cell["row"], 14 - cell["col"]] for c in data["board"]):
        refused(scriba.from_dict, {**data, "board": moved}, "board")


def test_scriba_a_placement_open_to_challenge_matches_the_rack_and_the_log() -> None:
    data = first("scriba", lambda s: s["last_move"] is not None and s["last_move"]["drawn"])
    player = data["last_move"]["player"]
    rack = data["racks"][player]
    racks = [r if i != player else [t for t in rack if t not in data["last_move"]["drawn"]]
             for i, r in enumerate(data["racks"])]
    bag = data["bag"] + [t for t in rack if t in data["last_move"]["drawn"]]
    refused(scriba.from_dict, {**data, "racks": racks, "bag": bag}, "drawn")
    refused(scriba.from_dict, {**data, "log": data["log"][:-1] + [{"type": "pass",
                                                                   "player": player, "score": 0}]})


def test_scriba_a_finished_game_ends_with_its_final_entry_and_boards_are_the_game_s() -> None:
    over = first("scriba", lambda s: s["phase"] == "over")
    refused(scriba.from_dict, {**over, "log": over["log"][:-1]}, "final entry")
    refused(scriba.from_dict, {**over, "layout": ["." * 200] * 200})
    refused(scriba.from_dict, {**over, "names": ["x" * 25, *over["names"][1:]]})


# --- Wordz ------------------------------------------------------------------------------------

def test_wordz_hands_and_dealt_cards_are_the_twelve_dealt() -> None:
    data = first("wordz", lambda s: s["phase"] == "compose"
                 and any(seat["word"] is None for seat in s["seats"]))
    seat = next(i for i, t in enumerate(data["seats"]) if t["word"] is None)
    seats = copy.deepcopy(data["seats"])
    seats[seat]["hand"] = seats[seat]["hand"] + data["stock"][:38]       # a 50-card hand
    refused(wordz.from_dict, {**data, "seats": seats, "stock": data["stock"][38:]})
    seats = copy.deepcopy(data["seats"])
    seats[seat]["dealt"] = [data["stock"][0]] + seats[seat]["dealt"][1:]
    refused(wordz.from_dict, {**data, "seats": seats}, "dealt")
    seats[seat]["dealt"] = [999] + seats[seat]["dealt"][1:]
    refused(wordz.from_dict, {**data, "seats": seats})


def test_wordz_cards_of_words_off_the_table_exist_and_were_won() -> None:
    data = first("wordz", lambda s: any(t["word"] and t["word"]["status"] != "table"
                                        for t in s["seats"]))
    seat = next(i for i, t in enumerate(data["seats"]) if t["word"]["status"] != "table")
    seats = copy.deepcopy(data["seats"])
    seats[seat]["word"]["cards"][0] = 999
    refused(wordz.from_dict, {**data, "seats": seats})
    seats[seat]["word"]["cards"][0] = data["stock"][0]    # a card still in the stock
    refused(wordz.from_dict, {**data, "seats": seats})


def test_wordz_a_finished_game_is_the_last_round_and_log_events_name_players() -> None:
    over = first("wordz", lambda s: s["phase"] == "game_over")
    refused(wordz.from_dict, {**over, "rounds": over["rounds"] + 1})
    refused(wordz.from_dict, {**over, "log": [*over["log"], {"type": "play", "round": 1,
                                                             "player": 99}]}, "player")
    refused(wordz.from_dict, {**over, "log": [*over["log"], {"type": ["play"]}]})
    refused(wordz.from_dict, {**over, "rng": "1" * 5_000})
