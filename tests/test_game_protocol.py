"""One conformance suite over the three games' engines (``verba.protocol``).

Each engine is played from a seeded set-up to its end by a driver that mixes
the game's computer players with actions drawn from ``legal_actions``, with
the real word lists; the protocol's promises are checked along the way:
states that round-trip through JSON, positions that round-trip through the
notation and go on the same way, a pure ``apply``, complete legal lists,
views that hide what the rules hide, winners and scores that agree.
"""
from __future__ import annotations

import inspect
import json
from collections.abc import Iterator
from copy import deepcopy
from dataclasses import replace
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from verba.errors import IllegalAction
from verba.games_registry import ENGINES
from verba.lexicon import Lexicon
from verba.protocol import GAME_IDS, Engine
from verba.records import HISTORY_VERSION, check_entry
from verba.rng import Rng
from verba.ui.shell.games import GAMES, game_by_id
from verba.wordz import deck
from verba.wordz.candidates import formable
from verba.wordz.validate import ON_TABLE

LEXICONS = Path(__file__).resolve().parent.parent / "lexicons"
MAX_ACTIONS = 3000
# Seats (all computers, so the driver can ask any of them) and settings that
# make a game short; Scriba also plays Game II, which starts with its tokens.
SETUPS: dict[str, tuple[list[dict[str, str]], dict[str, Any]]] = {
    "mistrz": ([{"name": "Ala", "kind": "medium"}, {"name": "Bot", "kind": "easy"}],
               {"target": 40, "end": "round"}),
    "scriba": ([{"name": "Ala", "kind": "medium"}, {"name": "Bot", "kind": "hard"}], {}),
    "scriba2": ([{"name": "Ala", "kind": "hard"}, {"name": "Bot", "kind": "medium"}],
                {"game": 2, "checking": "immediate"}),
    "wordz": ([{"name": "Ala", "kind": "easy"}, {"name": "Bot", "kind": "medium"},
               {"name": "Ewa", "kind": "hard"}], {"rounds": 2, "min_length": 5}),
}
CASES = list(SETUPS)


def engine_of(case: str) -> Engine:
    return ENGINES[case.rstrip("2")]


@cache
def lexicon(name: str) -> Lexicon:
    return Lexicon.from_file_bytes((LEXICONS / f"{name}.dawg.gz").read_bytes())


def start(case: str, seed: int) -> tuple[Engine, Any, Lexicon]:
    engine = engine_of(case)
    players, options = SETUPS[case]
    return engine, engine.new_game(players, seed, options), lexicon(engine.LEXICON)


def dump(engine: Engine, state: Any) -> str:
    return json.dumps(engine.to_dict(state), sort_keys=True)


def choose(engine: Engine, state: Any, lex: Lexicon, rng: Rng) -> dict[str, Any]:
    """One action: a random player with something to do sends a random
    listed action, or their computer player's (always when nothing is listed)."""
    lists = {p: engine.legal_actions(state, p, lex) for p in range(len(engine.seats(state)))}
    now = engine.current(state)
    able = [p for p, listed in lists.items() if listed is None or listed]
    assert able and (now is None or now in able)
    player = rng.choice(able)
    listed = lists[player]
    if listed is None or (rng.randrange(2) == 0 and now in (None, player)):
        return engine.computer_action(state, player, lex)
    return rng.choice(listed)


def play(case: str, seed: int) -> Iterator[tuple[Any, dict[str, Any], Any]]:
    """(state, action, state after) for every action of a game, to its end."""
    engine, state, lex = start(case, seed)
    rng = Rng(seed)
    for _ in range(MAX_ACTIONS):
        if engine.is_over(state):
            return
        action = choose(engine, state, lex, rng)
        after = engine.apply(state, action, lex)
        yield state, action, after
        state = after
    raise AssertionError(f"{case}: no end after {MAX_ACTIONS} actions")


@cache
def played(case: str) -> list[Any]:
    """Every state of one seeded game, first to last."""
    states = [start(case, 11)[1]]
    states += [after for _, _, after in play(case, 11)]
    return states


def sample(states: list[Any], count: int) -> list[Any]:
    """``count`` states spread over the game, the first and last included."""
    step = max(1, (len(states) - 1) // (count - 1))
    return states[::step] + states[-1:]


# --- the protocol ---------------------------------------------------------------

def _params(function: Any) -> list[tuple[Any, bool]]:
    """How a function is called: its parameters' kinds, and which are optional."""
    return [(p.kind, p.default is p.empty) for name, p in
            inspect.signature(function).parameters.items() if name != "self"]


def test_the_registry_has_an_engine_per_game_and_unknown_ids_none() -> None:
    assert list(ENGINES) == list(GAME_IDS) == [g.id for g in GAMES]
    with pytest.raises(KeyError):
        ENGINES["chess"]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_engine_meets_the_protocol_with_its_signatures(game_id: str) -> None:
    engine = ENGINES[game_id]
    assert isinstance(engine, Engine) and engine.GAME_ID == game_id
    for name, member in inspect.getmembers(Engine, inspect.isfunction):
        if not name.startswith("_"):   # called as the protocol says (a default more is fine)
            own, said = _params(getattr(engine, name)), _params(member)
            assert [k for k, _ in own] == [k for k, _ in said], name
            assert all(needed or not required for (_, required), (_, needed) in zip(own, said))
    shell = game_by_id(game_id)   # what the home screen knows without importing the rules
    assert (shell.lexicon, shell.min_players, shell.max_players) == (
        engine.LEXICON, engine.MIN_PLAYERS, engine.MAX_PLAYERS)
    state = engine.new_game(["Ala", "Ola"], 1)
    assert engine.to_dict(state)["version"] == engine.SCHEMA
    assert engine.to_dict(state)["game"] == game_id


@pytest.mark.parametrize("case", CASES)
def test_a_new_game_is_its_seats_seed_and_settings(case: str) -> None:
    engine, state, _ = start(case, 5)
    players, options = SETUPS[case]
    assert dump(engine, state) == dump(engine, engine.new_game(players, 5, options))
    assert state == engine.new_game(players, 5, options)
    assert len({dump(engine, engine.new_game(players, seed, options)) for seed in range(4)}) == 4
    assert engine.seats(state) == players
    assert engine.seats(engine.new_game(["Ala", " Ola "], 5)) == [
        {"name": "Ala", "kind": "human"}, {"name": "Ola", "kind": "human"}]
    assert list(engine.scores(state)) == [0] * len(players)
    assert not engine.is_over(state) and list(engine.winners(state)) == []
    with pytest.raises(ValueError):
        engine.history_entry(state)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_set_up_the_game_refuses_is_an_illegal_action(game_id: str) -> None:
    engine = ENGINES[game_id]
    seats = ["Ala"] * engine.MIN_PLAYERS
    refusals = [
        (["Ala"] * (engine.MIN_PLAYERS - 1), 1, None, "setup.player_count"),
        (["Ala"] * (engine.MAX_PLAYERS + 1), 1, None, "setup.player_count"),
        ([*seats, {"name": "  "}], 1, None, "setup.player_name"),
        ([*seats, {"name": "Bot", "kind": "genius"}], 1, None, "setup.player_kind"),
        ([*seats, "Ola"], -1, None, "setup.bad_setting"),
        ([*seats, "Ola"], True, None, "setup.bad_setting"),
        ([*seats, "Ola"], 1, {"colour": "blue"}, "setup.bad_setting"),
        ([*seats, "Ola"], 1, [], "setup.bad_setting"),
    ]
    for players, seed, options, code in refusals:
        with pytest.raises(IllegalAction) as refused:
            engine.new_game(players, seed, options)
        assert refused.value.code == code, (players, seed, options)


@pytest.mark.parametrize("options, setting", [
    ({"game": 3}, "game"), ({"rack_size": 9}, "rack_size"), ({"game": 2, "rack_size": 8}, "rack_size"),
    ({"arrows": "yes"}, "arrows"), ({"pass_penalty": 1000}, "rules")])
def test_scriba_names_the_setting_it_refuses(options: dict[str, Any], setting: str) -> None:
    with pytest.raises(IllegalAction) as refused:
        ENGINES["scriba"].new_game(["Ala", "Ola"], 1, options)
    assert refused.value.params == {"setting": setting}


@pytest.mark.parametrize("options, setting", [
    ({"rounds": "2"}, "rounds"), ({"take_backs": 1}, "take_backs"), ({"target": 10}, "target")])
def test_wordz_names_the_setting_it_refuses(options: dict[str, Any], setting: str) -> None:
    with pytest.raises(IllegalAction) as refused:
        ENGINES["wordz"].new_game(["Ala", "Ola"], 1, options)
    assert refused.value.params == {"setting": setting}


# --- playing ----------------------------------------------------------------------

def check_end(engine: Engine, state: Any) -> None:
    scores, winners = list(engine.scores(state)), list(engine.winners(state))
    best = max(scores)
    assert winners and winners == [i for i, s in enumerate(scores) if s == best]
    assert engine.current(state) is None
    entry = engine.history_entry(state)
    seats = engine.seats(state)
    assert entry["game"] == engine.GAME_ID
    assert [{k: v for k, v in p.items() if k != "stats"} for p in entry["players"]] \
        == [{**seat, "score": s} for seat, s in zip(seats, scores)]
    assert entry["version"] == HISTORY_VERSION and check_entry(
        {**entry, "finished": 0}) and all(p["stats"] for p in entry["players"])
    assert entry["winners"] == [seats[i]["name"] for i in winners]
    lex = lexicon(engine.LEXICON)
    assert all(engine.legal_actions(state, p, lex) == [] for p in range(len(seats)))


@pytest.mark.parametrize("case", CASES)
@settings(max_examples=2, deadline=None, derandomize=True)
@given(seed=st.integers(0, 2**32))
def test_random_play_ends_with_the_best_scores_winning(case: str, seed: int) -> None:
    engine = engine_of(case)
    last = None
    for state, action, after in play(case, seed):
        before = dump(engine, state)
        copy = deepcopy(state)
        assert engine.apply(state, action, lexicon(engine.LEXICON)) == after   # deterministic
        assert dump(engine, state) == before and state == copy                 # and pure
        last = after
    assert last is not None and engine.is_over(last)
    check_end(engine, last)


@pytest.mark.parametrize("case", CASES)
def test_states_round_trip_through_json_all_game_long(case: str) -> None:
    engine = engine_of(case)
    for state in played(case):
        data = json.loads(json.dumps(engine.to_dict(state)))
        again = engine.from_dict(data)
        assert again == state and engine.to_dict(again) == data
    with pytest.raises(ValueError):
        engine.from_dict({**engine.to_dict(played(case)[-1]), "version": engine.SCHEMA + 1})
    with pytest.raises(ValueError):
        engine.from_dict([])


@pytest.mark.parametrize("case", CASES)
def test_a_position_written_as_text_goes_on_like_the_state(case: str) -> None:
    """``to_text``/``from_text`` (docs/NOTATION.md): the position read back
    has the same seats, turn, scores and legal actions, writes the same text,
    and the same action takes it where it takes the state."""
    engine = engine_of(case)
    lex = lexicon(engine.LEXICON)
    for number, (state, action, after) in enumerate(play(case, 11)):
        text = engine.to_text(state)
        assert text.startswith(engine.GAME_ID + ":\n")
        position = engine.from_text(text)
        assert engine.to_text(position) == text and engine.from_text(text) == position
        assert engine.from_dict(json.loads(json.dumps(engine.to_dict(position)))) == position
        assert (engine.seats(position), engine.current(position), list(engine.scores(position)),
                engine.is_over(position)) == (engine.seats(state), engine.current(state),
                                              list(engine.scores(state)), engine.is_over(state))
        if number % 3 == 0:     # the lists are the slow part: a third of the positions
            for p in range(len(engine.seats(state))):
                assert engine.legal_actions(position, p, lex) == engine.legal_actions(state, p, lex)
        assert engine.to_text(engine.apply(position, action, lex)) == engine.to_text(after)
    last = engine.from_text(engine.to_text(after))
    assert engine.is_over(last) and list(engine.winners(last)) == list(engine.winners(after))
    with pytest.raises(ValueError):
        engine.from_text(engine.to_text(after).replace(":", ";", 1))


def outside(engine: Engine, state: Any, lex: Lexicon) -> list[dict[str, Any]]:
    """Actions of every kind the game has, with made-up details: those that
    no player's list holds must be refused."""
    n = len(engine.seats(state))
    pairs = [(p, q) for p in range(n) for q in range(n)]
    if engine.GAME_ID == "mistrz":
        return [{"type": "roll"}, {"type": "give_up"}, {"type": "reroll", "die": 0},
                {"type": "reroll", "die": 9}, {"type": "reroll", "die": 10}] + [
            {"type": "submit", "word": w} for w in ("KOT", "DOM", "ŻÓŁW", "ZZZ", "MURARZ")]
    if engine.GAME_ID == "scriba":
        tile = (state.racks[state.current] or ("A",))[0]
        return [{"type": "pass"}, {"type": "accept"}, {"type": "scatter"},
                {"type": "exchange", "tiles": [tile]},
                {"type": "token", "kind": "word3", "pos": [7, 7]},
                {"type": "place", "tiles": [{"row": 7, "col": 7, "tile": tile}]}] + [
            {"type": "challenge", "by": p} for p in range(n)]
    words = ("MAISON", "CHIEN", "ROUTES", "SOLEIL", "ZZZZZ")
    spelled = [{"type": "compose", "player": p, "word": w}   # shorter ones too
               for p in range(n) for w in formable(lex, deck.letters_of(state.seats[p].hand), 2)]
    return [{"type": "next_round"}, *spelled] + [
        action for p, q in pairs for action in (
            {"type": "redeal", "player": p}, {"type": "end_turn", "player": p},
            {"type": "flip", "player": p, "target": q, "index": 0},
            *({"type": kind, "player": p, "target": q, "word": w}
              for kind in ("compose", "guess") for w in words))]


@pytest.mark.parametrize("case", CASES)
def test_listed_actions_are_accepted_and_no_other_is(case: str) -> None:
    engine = engine_of(case)
    lex = lexicon(engine.LEXICON)
    rng = Rng(3)
    for state in sample(played(case), 12):
        lists = [engine.legal_actions(state, p, lex) for p in range(len(engine.seats(state)))]
        for listed in lists:
            for action in ([] if listed is None else listed[:2] + [
                    rng.choice(listed) for _ in range(min(3, len(listed)))]):
                engine.apply(state, action, lex)
        if any(listed is None for listed in lists):
            continue
        every = [a for listed in lists for a in listed]   # type: ignore[union-attr]
        for action in outside(engine, state, lex):
            if action not in every:
                with pytest.raises(IllegalAction) as refused:
                    engine.apply(state, action, lex)
                assert refused.value.code.startswith(engine.GAME_ID + "."), action


# --- what each player sees -------------------------------------------------------

def hidden_variants(engine: Engine, state: Any, viewer: int) -> list[Any]:
    """States that differ from ``state`` only in what ``viewer`` may not see."""
    variants = [replace(state, rng=state.rng ^ 0x5A5A)]
    if engine.GAME_ID == "scriba" and not engine.is_over(state):   # the end shows the racks
        variants += [_swapped_rack(state, seat) for seat in range(state.players) if seat != viewer]
    if engine.GAME_ID == "wordz":
        variants += [_wordz_swap(state, viewer, seat) for seat in range(state.n)]
    return [v for v in variants if v is not None]


def _swapped_rack(state: Any, seat: int) -> Any:
    """One tile of ``seat``'s rack changed for another from the bag."""
    rack, bag = list(state.racks[seat]), list(state.bag)
    drawn = state.last_move.drawn if state.last_move and state.last_move.player == seat else ()
    for i, tile in enumerate(rack):
        other = next((t for t in bag if t != tile), None)
        if other is not None and tile not in drawn:
            bag.remove(other)
            rack[i] = other
            return replace(state, racks=tuple(tuple(rack) if s == seat else r
                                              for s, r in enumerate(state.racks)),
                           bag=tuple(sorted(bag + [tile])))
    return None


def _wordz_swap(state: Any, viewer: int, seat: int) -> Any:
    """A card only ``seat`` knows (one of their hand, or of their word face
    down) or nobody knows (``seat`` is the viewer: the stock's order) changed
    for a card of the stock of the same colour and another letter."""
    s = deepcopy(state)
    stock = s.stock
    if seat == viewer:
        if len(stock) < 2 or deck.CARDS[stock[0]] == deck.CARDS[stock[-1]]:
            return None
        stock[0], stock[-1] = stock[-1], stock[0]
        return s
    own = s.seats[seat]
    held = own.hand if own.hand else (
        [c for c, up in zip(own.word.cards, own.word.face_up) if not up]
        if own.word is not None and own.word.status == ON_TABLE else [])
    for card in held:
        for i, other in enumerate(stock):
            if (deck.is_vowel_card(other) == deck.is_vowel_card(card)
                    and deck.CARDS[other] != deck.CARDS[card]):
                stock[i] = card
                for cards in (own.hand, own.dealt, own.word.cards if own.word else []):
                    if card in cards:
                        cards[cards.index(card)] = other
                return s
    return None


@pytest.mark.parametrize("case", CASES)
def test_a_view_hides_what_the_rules_hide_and_changes_nothing(case: str) -> None:
    engine = engine_of(case)
    for state in sample(played(case), 8):
        before = dump(engine, state)
        n = len(engine.seats(state))
        for viewer in [None, *range(n)]:
            seen = engine.view(state, viewer)
            text = json.dumps(seen)
            assert dump(engine, state) == before
            assert str(state.rng) not in text          # nor the draws to come
            if viewer is None:
                continue
            for variant in hidden_variants(engine, state, viewer):
                assert dump(engine, variant) != before
                assert engine.view(variant, viewer) == seen
                assert engine.view(variant, None) == engine.view(state, None)
            own_view(engine, state, viewer, seen)
        with pytest.raises(ValueError):
            engine.view(state, n)


def own_view(engine: Engine, state: Any, viewer: int, seen: dict[str, Any]) -> None:
    """What the viewer may see is there."""
    if engine.GAME_ID == "mistrz":
        assert seen == {**{k: v for k, v in engine.to_dict(state).items() if k != "rng"},
                        "viewer": viewer}
    elif engine.GAME_ID == "scriba":
        over = engine.is_over(state)
        assert seen["racks"] == [list(r) if over or i == viewer else None
                                 for i, r in enumerate(state.racks)]
        assert len(seen["unseen"]) == len(state.bag) + sum(
            len(r) for i, r in enumerate(state.racks) if not over and i != viewer)
    else:
        assert sorted(seen["me"]["hand"]) == sorted(deck.CARDS[c] for c in state.seats[viewer].hand)
        word = state.seats[viewer].word
        if word is not None:
            assert "".join(c["letter"] for c in seen["seats"][viewer]["word"]["cards"]) == word.text
