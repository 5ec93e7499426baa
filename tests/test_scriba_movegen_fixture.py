"""The Scriba generator yields exactly the moves it yielded on 100 seeded
positions before it was split into modules and made faster (issue #19):
the counts and the hash of every placement with its score and main word,
recorded in tests/movegen_fixture.json by tests/movegen_fixture.py."""
from __future__ import annotations

import json

import pytest

from movegen_fixture import FIXTURE, canonical, lexicon, position_of
from verba.scriba.movegen import MoveGenerator

ENTRIES = json.loads(FIXTURE.read_text(encoding="utf-8"))
GEN = MoveGenerator(lexicon())


def test_the_fixture_holds_every_kind_of_position():
    assert len(ENTRIES) >= 100
    racks = [e["rack"] for e in ENTRIES]
    for blanks in (0, 1, 2):
        assert any(r.count("?") == blanks for r in racks)
    assert any(">" in r for r in racks) and any("#" in r for r in racks)
    codes = [s[2] for e in ENTRIES for s in e["stacks"]]
    assert any(c[-1].startswith(">") for c in codes), "an arrow on a board"
    assert any("#" in c for c in codes), "a blocking tile on a board"
    assert any(len(c) > 1 for c in codes), "a stack on a board"
    assert {e["rules"].get("game", 1) for e in ENTRIES} == {1, 2}
    assert any("top" in e for e in ENTRIES) and any("worth" in e for e in ENTRIES)


@pytest.mark.parametrize("k", range(len(ENTRIES)))
def test_the_generator_yields_the_recorded_moves(k):
    entry = ENTRIES[k]
    board, rack, rules, focus = position_of(entry)
    got = canonical(GEN.moves(board, rack, rules, blocks=True, **focus))
    assert got == {key: entry[key] for key in ("moves", "placements", "sha256")}
