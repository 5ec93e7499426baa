"""Mistrz Słowa invariants over random sequences of actions (hypothesis)."""
from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from verba.errors import IllegalAction
from verba.lexicon import Lexicon
from verba.mistrz.game import apply, from_dict, new_game, to_dict

LEX = Lexicon.from_words(["KOS", "KOT", "SOK", "LAS", "BĄK", "ŻAR", "NORA", "RAK", "TAK",
                          "KAT", "ŻÓŁW", "WOJNA", "MURARZ", "DAR", "BAR", "ZAD"])

pick = st.fixed_dictionaries(
    {"die": st.integers(-1, 10)},
    optional={"letter": st.sampled_from(["A", "Ż", "k", "Q", "", None]),
              "ogonek": st.integers(0, 10)})
action = st.one_of(
    st.just({"type": "roll"}),
    st.builds(lambda d: {"type": "reroll", "die": d}, st.integers(-1, 11)),
    st.builds(lambda ms: {"type": "tick", "ms": ms}, st.integers(-10, 70_000)),
    st.builds(lambda w: {"type": "submit", "word": w},
              st.sampled_from(["KOS", "kot", "RAK", "ŻAR", "AS", "XYZ", "", "BĄK", "NORA"])),
    st.builds(lambda p: {"type": "submit", "picks": p}, st.lists(pick, max_size=5)),
    st.just({"type": "give_up"}),
    st.sampled_from([{}, {"type": 3}, {"type": "fly"}, {"type": "submit"},
                     {"type": "tick"}, {"type": "reroll", "die": "1"}]),
)
setup = st.fixed_dictionaries({
    "players": st.integers(1, 6), "seed": st.integers(0, 2**32),
    "target": st.sampled_from([10, 30, 100]), "runs": st.sampled_from([2, 3]),
    "hourglass": st.booleans(), "end": st.sampled_from(["first", "round"])})


@settings(max_examples=80, deadline=None)
@given(setup, st.lists(action, max_size=40))
def test_illegal_actions_change_nothing_and_every_state_reloads_exactly(conf, actions) -> None:
    state = new_game([{"name": f"P{i}", "kind": "human"} for i in range(conf["players"])],
                     {"target": conf["target"], "runs": conf["runs"],
                      "hourglass": conf["hourglass"], "end": conf["end"]},
                     seed=conf["seed"])
    points = 0     # what the turns played added up to
    for act in actions:
        before = json.dumps(to_dict(state), sort_keys=True)
        try:
            after = apply(state, act, LEX)
        except IllegalAction:
            assert json.dumps(to_dict(state), sort_keys=True) == before
            continue
        data = json.loads(json.dumps(to_dict(after)))
        assert from_dict(data) == after
        assert json.dumps(to_dict(state), sort_keys=True) == before      # apply is pure
        if after.turns != state.turns:
            assert after.turns == state.turns + 1 and after.last is not None
            points += after.last.points
        state = after
        assert sum(p.score for p in state.players) == points
        if state.phase == "over":
            assert state.winners
