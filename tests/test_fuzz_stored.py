"""No stored entry can lock a player out: thousands of mutants of real saves,
history entries and settings go through the real read path and the real
screens (see ``fuzz_stored``). ``bench/fuzz_stored.py`` runs many more."""
from __future__ import annotations

import json
import random

import pytest

import fuzz_stored as F
from verba.storage import MemoryBackend, save_key

COUNTS = {"mistrz": 5_000, "scriba": 5_000, "wordz": 5_000, "history": 2_000, "settings": 1_000,
          "daily": 1_000}


@pytest.mark.parametrize("game_id", ["mistrz", "scriba", "wordz"])
def test_every_save_of_a_real_game_resumes_and_plays(game_id: str) -> None:
    """The fuzzer's starting points: none may be refused."""
    rng = random.Random(game_id)
    for state in F.valid_states(game_id):
        backend = MemoryBackend()
        backend.items.update(F.baseline(rng))
        backend.items[save_key(game_id)] = F.envelope("save", {"state": state, "summary": "x"})
        services = F.Services(backend)
        app = F.FuzzApp(services, ["en"])
        app.handle("act", json.dumps({"do": "open", "game": game_id, "resume": True}), None)
        assert app.screen.__class__.__name__ != "HomeScreen", state
        F.play(app, services, rng, 3)
        assert not services.storage.seen


@pytest.mark.parametrize("kind", list(COUNTS))
def test_no_mutant_of_stored_data_escapes_or_is_lost(kind: str) -> None:
    tally = F.run(kind, COUNTS[kind], seed=0)
    assert tally.mutants == COUNTS[kind]
    # both ways out were taken many times: the mutants are neither all
    # harmless nor all refused at the door
    assert tally.accepted > COUNTS[kind] // 20 and tally.set_aside > COUNTS[kind] // 5
    if kind in ("mistrz", "scriba", "wordz"):
        assert tally.actions > tally.accepted   # accepted saves were played on
