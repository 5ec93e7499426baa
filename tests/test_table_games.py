"""Seeded games of the three games over a table (``verba.table``): a host and
one to five guests on in-memory links, with messages lost, repeated,
reordered and forged, links closing and the host reloading. The game ends as
the same moves played locally end it, every forged message is refused and
changes nothing, and no message a guest is sent carries another seat's rack,
hand or word, the bag, the stock, the generator or a token
(``table_games.Inspector`` reads every one)."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from table_games import FORGERIES, SETUPS, Plan, play_table, reference
from verba.rng import Rng
from verba.table.link import Faults

CASES = list(SETUPS)


@pytest.mark.parametrize("case", CASES)
def test_a_game_over_a_quiet_table_ends_as_played_locally(case: str) -> None:
    ref = reference(case, 11)
    run = play_table(ref, Plan())
    assert run.host.state == ref.states[-1] and run.host.engine.is_over(run.host.state)
    assert list(run.host.log) == []
    assert run.inspector.count > len(ref.moves)       # every guest heard every change
    for guest in run.guests.values():
        assert not guest.refusals and guest.away == []


def plans(moves: int) -> st.SearchStrategy[Plan]:
    rates = st.integers(0, 150)
    forged = st.dictionaries(st.integers(0, moves - 1),
                             st.lists(st.tuples(st.integers(0, 4), st.sampled_from(FORGERIES)),
                                      min_size=1, max_size=3), max_size=12)
    drops = st.dictionaries(st.integers(0, moves - 1), st.integers(0, 4), max_size=3)
    reloads = st.frozensets(st.integers(0, moves - 1), max_size=1)
    faults = st.builds(lambda d, u, r, seed: Faults(d, u, r, Rng(seed)), rates, rates, rates,
                       st.integers(0, 2**32))
    return st.builds(Plan, faults, forged, drops, reloads)


@pytest.mark.parametrize("case", CASES)
@settings(max_examples=4, deadline=None, derandomize=True)
@given(data=st.data())
def test_faults_and_forgeries_never_change_the_outcome(case: str, data: st.DataObject) -> None:
    ref = reference(case, 11)
    plan = data.draw(plans(len(ref.moves)))
    run = play_table(ref, plan)
    assert run.host.state == ref.states[-1]


@pytest.mark.parametrize("case", ["mistrz", "wordz"])
def test_every_kind_of_forgery_is_refused_all_game_long(case: str) -> None:
    ref = reference(case, 12)
    forged = {n: [(n, kind) for kind in FORGERIES] for n in range(0, len(ref.moves), 3)}
    run = play_table(ref, Plan(forged=forged, drops={5: 1, 9: 2}, reloads=frozenset({7})))
    assert run.host.state == ref.states[-1]
    codes = {r.code for r in run.host.log}
    assert {"table.replayed", "table.bad_token", "table.not_joined", "table.malformed",
            "table.too_deep", "table.too_long", "table.version"} <= codes
    assert codes & {"table.other_seat", "table.not_your_turn"}
