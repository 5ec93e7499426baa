"""Scriba games as GCG text (``verba.scriba.gcg``): every line is a GCG
pragma or move, the cumulative scores end on the game's final scores, and
what GCG cannot say (arrows, blocking tiles, stacks, Game II) is in notes."""
from __future__ import annotations

import re

import pytest

from recorded_games import lexicon, played
from verba.replay import replay
from verba.scriba.gcg import to_gcg

MOVE = re.compile(r">(\S+): (\S*|\(\S*\)|--)( \S+)*? ([+-]\d+) (-?\d+)$")


@pytest.mark.parametrize("case", ["scriba", "scriba-two"])
def test_a_game_as_gcg_adds_up_to_its_final_scores(case: str) -> None:
    record, final = played(case)
    text = to_gcg(replay(record, lexicon("pl")).states)
    lines = text.splitlines()
    assert lines[0] == "#character-encoding UTF-8"
    assert lines[2:2 + final.players] == [
        f"#player{i + 1} {name.replace(' ', '_')} {name}" for i, name in enumerate(final.names)]
    last: dict[str, int] = {}
    for line in lines:
        if line.startswith("#"):
            continue
        move = MOVE.match(line)
        assert move, line
        last[move.group(1)] = int(move.group(5))
    assert [last[n.replace(" ", "_")] for n in final.names] == list(final.scores)
    places = [line for line in lines if re.match(r">\S+: \S+ (\d+[A-O]|[A-O]\d+) ", line)]
    assert len(places) == sum(1 for e in final.log if e["type"] == "place")


def test_what_gcg_cannot_say_is_in_notes() -> None:
    one = to_gcg(replay(played("scriba")[0], lexicon("pl")).states)
    two = to_gcg(replay(played("scriba-two")[0], lexicon("pl")).states)
    assert "#note blocking tile: " in one and "#note arrow: " in one
    assert "#note stacked" in one
    assert re.search(r"#note .* lays a word2 token on [A-O]\d+", two)
    assert re.search(r"#note die \d, tokens \d", two) and "(tokens) +" in two
    # the main word is found where it lies: "15H NEREK" is row 15, from column H, across
    assert ">hard_2: ŹEENR#K 15H NEREK +69 158" in one
