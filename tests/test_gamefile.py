"""Game records (``verba.gamefile``) and their replay (``verba.replay``).

Seeded self-play games of each game are recorded as played, written to a
file, read back and replayed through the rules: the last position must be
the one played, field for field. Damaged, foreign and oversized files are
refused with a reason; the reader raises nothing but ``ValueError``.
"""
from __future__ import annotations

import json
import re
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from recorded_games import GAMES, dump, lexicon, played
from verba.gamefile import MAX_ACTIONS, MAX_CHARS, Record, RecordError, explain, parse, read
from verba.i18n import LANGS, t
from verba.games_registry import ENGINES
from verba.mistrz import ai as mistrz_ai
from verba.mistrz import takeback as mistrz_takeback
from verba.replay import replay


@pytest.mark.parametrize("case", GAMES)
def test_a_self_play_game_replays_from_its_file_to_the_state_played(case: str) -> None:
    record, final = played(case)
    assert ENGINES[record.game].is_over(final)
    read_back = parse(record.to_json())
    assert read_back == record
    result = replay(read_back, lexicon(ENGINES[record.game].LEXICON))
    assert len(result) == len(record.actions) + 1
    assert dump(record.game, result.final) == dump(record.game, final)


def test_the_sands_ticks_are_merged_between_the_moves_that_matter() -> None:
    record, _ = played("mistrz-sand")
    ticks = [a for a in record.actions if a["type"] == "tick"]
    assert ticks and all(a["ms"] > 250 for a in ticks[:3])
    assert all(not (a["type"] == b["type"] == "tick")
               for a, b in zip(record.actions, record.actions[1:]))


def test_a_take_back_is_a_record_entry_and_replays_through_the_games_take_back() -> None:
    engine, lex = ENGINES["mistrz"], lexicon("pl-nouns")
    state = engine.new_game([{"name": "Ala"}, {"name": "Bot", "kind": "easy"}], 3,
                            {"hourglass": False})
    record = Record("mistrz", engine.to_dict(state))

    def act(action: dict[str, Any]) -> None:
        nonlocal state
        state = engine.apply(state, action, lex)
        record.add(action)

    act({"type": "roll"})
    act(mistrz_ai.choose_action(state, lex, "hard")[0])   # the person's word
    act({"type": "roll"})
    act(engine.computer_action(state, 1, lex))
    state = mistrz_takeback.take_back(state, 0)
    record.take_back(0)
    act(mistrz_ai.choose_action(state, lex, "easy")[0])
    result = replay(parse(record.to_json()), lex)
    assert dump("mistrz", result.final) == dump("mistrz", state)
    assert len(result.final.taken_back) == 1


def test_a_scriba_take_back_goes_back_to_the_kept_position() -> None:
    engine, lex = ENGINES["scriba"], lexicon("pl")
    state = engine.new_game([{"name": "Ala"}, {"name": "Bot", "kind": "easy"}], 12)
    record = Record("scriba", engine.to_dict(state))
    before = None
    while len(state.log) < 4 or state.kind(state.current) != "human":
        seat = state.current if engine.current(state) is not None else 1 - state.last_move.player
        action = (engine.computer_action(state, seat, lex) if state.kind(seat) != "human"
                  else {"type": "pass"})
        if engine.keeps_before(state, action):
            before = state
        state = engine.apply(state, action, lex)
        record.add(action)
    state = engine.take_back(state, 0, before)
    record.take_back(0)
    result = replay(parse(record.to_json()), lex)
    assert dump("scriba", result.final) == dump("scriba", state)
    assert result.final.log[-1]["type"] == "takeback"


# --- what is refused, and why ----------------------------------------------------

def good() -> dict[str, Any]:
    return played("mistrz")[0].to_dict()


def edited(**changes: Any) -> str:
    return json.dumps({**good(), **changes})


REFUSED = [
    ("not json", "{", "record.not_json"),
    ("empty", "", "record.not_json"),
    ("NaN", '{"format": "verba-record", "version": NaN}', "record.not_json"),
    ("a save, not a record", json.dumps({"state": {}, "summary": ""}), "record.foreign"),
    ("a list", "[1, 2]", "record.foreign"),
    ("no version", edited(version=None), "record.foreign"),
    ("a newer version", edited(version=99), "record.newer"),
    ("an unknown game", edited(game="chess"), "record.unknown_game"),
    ("start of another game", edited(game="wordz"), "record.bad_start"),
    ("start not an object", edited(start=[]), "record.bad_start"),
    ("actions not a list", edited(actions={}), "record.bad_actions"),
    ("an action without a type", edited(actions=[{"die": 1}]), "record.bad_action"),
    ("a huge action", edited(actions=[{"type": "submit", "x": "A" * 5000}]), "record.bad_action"),
    ("a bad take-back", edited(actions=[{"type": "take_back", "player": "0"}]),
     "record.bad_action"),
    ("too many actions", edited(actions=[{"type": "roll"}] * (MAX_ACTIONS + 1)),
     "record.too_many"),
    ("oversized", " " * (MAX_CHARS + 1), "record.too_big"),
    ("too deep", "[" * 100 + "]" * 100, "record.too_deep"),
]


@pytest.mark.parametrize("text, code", [(t, c) for _, t, c in REFUSED],
                         ids=[name for name, _, _ in REFUSED])
def test_a_damaged_or_foreign_file_is_refused_with_its_reason(text: str, code: str) -> None:
    with pytest.raises(RecordError) as refused:
        parse(text)
    assert refused.value.code == code


REPLAY_REFUSED = [
    ("a forged start", lambda d: {**d, "start": {**d["start"], "current": 9}}, "record.bad_start"),
    ("a start the rules cannot reach",
     lambda d: {**d, "start": {**d["start"], "players": [{**p, "score": 999}
                                                        for p in d["start"]["players"]]}},
     "record.bad_start"),
    ("an action the rules refuse", lambda d: {**d, "actions": [{"type": "submit"}]},
     "record.illegal"),
    ("a move played twice", lambda d: {**d, "actions": d["actions"][:1] * 2}, "record.illegal"),
    ("a take-back nobody may make", lambda d: {**d, "actions": [{"type": "take_back",
                                                                 "player": 0}]},
     "record.illegal"),
]


@pytest.mark.parametrize("change, code", [(f, c) for _, f, c in REPLAY_REFUSED],
                         ids=[name for name, _, _ in REPLAY_REFUSED])
def test_a_forged_record_is_refused_by_the_rules(change: Any, code: str) -> None:
    with pytest.raises(RecordError) as refused:
        replay(read(change(good())), lexicon("pl-nouns"))
    assert refused.value.code == code
    if code == "record.illegal":
        assert refused.value.params["number"] >= 1 and refused.value.params["rule"]


@pytest.mark.parametrize("lang", LANGS)
def test_every_refusal_is_said_in_the_players_language(lang: str) -> None:
    errors = []
    for _, text, _ in REFUSED:
        with pytest.raises(RecordError) as refused:
            parse(text)
        errors.append(refused.value)
    with pytest.raises(RecordError) as illegal:
        replay(read({**good(), "actions": [{"type": "reroll", "die": 0}]}), lexicon("pl-nouns"))
    errors.append(illegal.value)
    said = [explain(e, lambda code, **params: t(lang, code, **params)) for e in errors]
    assert not [s for s in said if "{" in s or re.search(r"\b(record|mistrz)\.[a-z_]+\b", s)]
    assert said[-1] != said[-2] and "1" in said[-1]


def test_a_record_whose_start_an_older_verba_wrote_migrates() -> None:
    """A Wordz start of save version 1 (before take-backs) is read as one."""
    record, final = played("wordz")
    old = {**record.start, "version": 1}
    for key in ("undo", "take_backs", "took_back"):
        old.pop(key, None)
    result = replay(read({**record.to_dict(), "start": old}), lexicon("fr"))
    assert ENGINES["wordz"].scores(result.final) == ENGINES["wordz"].scores(final)


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.text(max_size=300),
                 st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8),
                              lambda inner: st.lists(inner, max_size=4)
                              | st.dictionaries(st.sampled_from(
                                  ["format", "version", "game", "start", "actions", "type",
                                   "player", "ms"]), inner, max_size=5),
                              max_leaves=20).map(json.dumps)))
def test_the_reader_raises_nothing_but_value_error(text: str) -> None:
    try:
        parse(text)
    except ValueError:
        pass


@settings(max_examples=60, deadline=None)
@given(st.lists(st.fixed_dictionaries({"type": st.sampled_from(
    ["roll", "reroll", "tick", "submit", "give_up", "take_back"])}, optional={
        "die": st.integers(-2, 12), "ms": st.integers(-5, 10**7), "player": st.integers(-1, 3),
        "picks": st.lists(st.integers(-1, 11), max_size=4)}), max_size=6))
def test_replaying_forged_actions_raises_nothing_but_value_error(actions: list[Any]) -> None:
    try:
        replay(read({**good(), "actions": actions}), lexicon("pl-nouns"))
    except ValueError:
        pass
