"""Personal statistics (``verba.stats``) from the stored history, and the
figures each engine adds to a finished game's history entry."""
from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import assume, example, given, settings
from hypothesis import strategies as st

from verba.errors import IllegalAction
from verba.mistrz import game as mistrz
from verba.mistrz.engine import history_entry as mistrz_entry
from verba.mistrz.tally import Tally
from verba.records import HISTORY_VERSION, check_entry
from verba.scriba.engine import player_stats as scriba_stats
from verba.stats import GROUPS, compute, figures, games_of, people, seat_kind
from verba.wordz.engine import player_stats as wordz_stats

from test_game_protocol import lexicon
from test_mistrz_takeback import LEX
from verba.mistrz.takeback import take_back, taker


def player(name: str, score: int, kind: str | None = "human", **stats: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"name": name, "score": score}
    if kind is not None:
        out["kind"] = kind
    if stats:
        out["stats"] = stats.get("stats", stats)
    return out


def entry(game: str, finished: int, players: list[dict], winners: list[str],
          version: int | None = 2, **extra: Any) -> dict[str, Any]:
    out = {"game": game, "finished": finished, "players": players, "winners": winners, **extra}
    if version is not None:
        out["version"] = version
        for p in players:
            p.setdefault("stats", {})
    return check_entry(out)


def word(text: str, points: int) -> dict[str, Any]:
    return {"word": text, "points": points}


def seeded_history() -> list[dict[str, Any]]:
    """Ala's games, oldest first as written here; stored newest first."""
    oldest_first = [
        # 1: of before kinds and statistics were kept
        entry("mistrz", 1000, [player("Ala", 104, None), player("Bot", 80, None)], ["Ala"],
              version=None),
        entry("mistrz", 2000, [player("Ala", 120, turns=10, words=9, rated=10, share=6500,
                                      best=word("KOSZ", 18)),
                               player("Bot", 90, "easy", turns=10, words=10, rated=10,
                                      share=9000, best=word("ŻÓŁW", 30))], ["Ala"]),
        # 3: resumed from a save of before statistics: nothing recorded
        entry("mistrz", 3000, [player("Ala", 60), player("Bot", 100, "hard")], ["Bot"]),
        entry("mistrz", 4000, [player("Ala", 100, turns=8, words=8, rated=7, share=5600,
                                      best=word("ŻABA", 21)),
                               player("Ola", 70, turns=8, words=7, rated=8, share=4000,
                                      best=word("KOT", 9))], ["Ala"]),
        entry("mistrz", 5000, [player("Ala", 100, turns=6, words=5, rated=6, share=3000,
                                      best=word("LAS", 15)),
                               player("Bot", 40, "easy"), player("Max", 60, "hard")], ["Ala"]),
        entry("scriba", 6000, [player("Ala", 312, moves=15, move_points=330, bingos=1,
                                      best=word("ŹREBIĘ", 64)),
                               player("Bot", 298, "medium", moves=15, move_points=310, bingos=0)],
              ["Ala"], turns=30),
        entry("scriba", 7000, [player("Ala", 250, moves=14, move_points=270, bingos=0,
                                      best=word("KOT", 20)),
                               player("Bot", 300, "medium", moves=14, move_points=300, bingos=2,
                                      best=word("ZAŻÓŁĆ", 90))], ["Bot"], turns=28),
        # 8: Wordz of before the protocol
        entry("wordz", 8000, [player("Ala", 11), player("Bot", 14, "computer:easy")], ["Bot"],
              version=None, kinds=["human", "computer:easy"], rounds=[[7, 5], [4, 9]],
              scores=[11, 14]),
        entry("wordz", 9000, [player("Ala", 20, right=2, wrong=1, best=word("machines", 5)),
                              player("Bot", 12, "medium", right=0, wrong=2)], ["Ala"],
              rounds=[[20, 12]]),
        entry("scriba", 9500, [player("Ola", 200, moves=10, move_points=200, bingos=0),
                               player("Bot", 150, "easy", moves=10, move_points=150, bingos=0)],
              ["Ola"]),
    ]
    return oldest_first[::-1]


def test_the_figures_recomputed_from_a_seeded_history_are_the_hand_counted_ones() -> None:
    history = seeded_history()
    assert people(history) == ["Ala", "Ola", "Bot"]   # Bot: a seat of unknown kind, once
    stats = compute(history, "Ala")
    m = stats["mistrz"].groups["all"]
    assert (m.played, m.won, m.points, m.best_score, m.streak) == (5, 4, 484, 120, 2)
    assert m.average == pytest.approx(96.8) and m.win_rate == pytest.approx(0.8)
    assert m.best == ("ŻABA", 21) and m.recorded["best"] == 3
    # share: (6500 + 5600 + 3000) per mille over 10 + 7 + 6 rated turns, from 3 of 5 games
    assert m.share == pytest.approx(15100 / 23000) and m.recorded["share"] == 3
    assert set(stats["mistrz"].groups) == {"all", "unknown", "easy", "hard", "people"}
    hard = stats["mistrz"].groups["hard"]   # game 3 lost, game 5 (easy and hard) won
    assert (hard.played, hard.won, hard.streak, hard.best_score, hard.average) == (2, 1, 1, 100, 80)
    assert hard.best == ("LAS", 15) and hard.recorded["share"] == 1
    assert stats["mistrz"].groups["unknown"].recorded["best"] == 0   # "not recorded"
    s = stats["scriba"].groups["all"]
    assert (s.played, s.won, s.points, s.best_score, s.streak) == (2, 1, 562, 312, 1)
    assert s.best == ("ŹREBIĘ", 64) and s.sums["bingos"] == 1
    assert s.ratio("move_points", "moves") == pytest.approx(600 / 29)
    assert set(stats["scriba"].groups) == {"all", "medium"}
    w = stats["wordz"].groups["all"]
    assert (w.played, w.won, w.streak, w.average) == (2, 1, 1, 15.5)
    assert (w.sums["right"], w.sums["wrong"], w.recorded["right"]) == (2, 1, 1)
    assert w.best == ("machines", 5)
    assert set(stats["wordz"].groups) == {"all", "easy", "medium"}
    # the chart's lines, oldest first: scores with the wins, Mistrz's shares
    score, share = stats["mistrz"].series()
    assert score.values == (104, 120, 60, 100, 100)
    assert score.wins == (True, True, False, True, True)
    assert share.unit == "percent" and share.values == (None, 65.0, None, 80.0, 50.0)
    ola = compute(history, "Ola")
    assert ola["mistrz"].groups["all"].played == 1 and ola["mistrz"].groups["all"].won == 0
    assert ola["scriba"].groups["easy"].won == 1


def test_seat_kinds_and_games_at_the_same_moment_keep_their_order() -> None:
    assert [seat_kind(k) for k in ("human", "easy", "computer:hard", "", None, "robot", 5)] == [
        "human", "easy", "hard", "unknown", "unknown", "unknown", "unknown"]
    a = entry("wordz", 5, [player("Ala", 1), player("Ola", 2)], ["Ola"])
    b = entry("wordz", 5, [player("Ala", 3), player("Ola", 2)], ["Ala"])
    assert [g.score for g in games_of([b, a], "Ala")] == [1, 3]   # stored newest first
    assert figures(games_of([b, a], "Ala")).streak == 1


# --- what the engines record ---------------------------------------------------------

def recount(turns: dict[int, mistrz.TurnRecord], players: int, upto: int) -> list[Tally]:
    """Each player's tally worked out from every turn's record."""
    out = [Tally() for _ in range(players)]
    for number in range(1, upto + 1):
        r = turns[number]
        out[r.player] = mistrz._fold(out[r.player], r)
    return out


ACTION = st.sampled_from(["roll", "give_up", "KOS", "SOK", "OKO", "BĄK", "tick", "take_back"])


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32), st.integers(1, 3), st.lists(ACTION, max_size=40))
def test_mistrz_tallies_count_every_turn_the_game_kept_through_take_backs_and_saves(
        seed: int, people_count: int, script: list[str]) -> None:
    seats = [{"name": f"P{i}", "kind": "human" if i < people_count else "hard"}
             for i in range(people_count + 1)]
    state = mistrz.new_game(seats, {"target": 1000, "take_back": True}, seed=seed)
    turns: dict[int, mistrz.TurnRecord] = {}
    for step in script:
        if step == "take_back":
            seat = taker(state)
            state = take_back(state, seat) if seat is not None else state
            continue
        action = ({"type": "tick", "ms": 30_000} if step == "tick" else
                  {"type": step} if step in ("roll", "give_up") else
                  {"type": "submit", "word": step})
        try:
            state = mistrz.apply(state, action, LEX)
        except IllegalAction:
            continue
        for record in state.recent:
            turns[record.number] = record
        assert list(mistrz.tallies_now(state)) == recount(turns, len(seats), state.turns)
        assert mistrz.from_dict(json.loads(json.dumps(mistrz.to_dict(state)))) == state


def test_a_mistrz_entry_holds_each_players_figures_and_a_game_of_before_has_none() -> None:
    lex = lexicon("pl-nouns")
    state = mistrz.new_game([{"name": "Ala", "kind": "human"}], {"target": 40, "hourglass": False},
                            seed=3)
    while state.phase != "over":
        state = mistrz.apply(state, {"type": "roll"}, lex)
        words = [a for a in mistrz.legal_actions(state, 0, lex) if a["type"] == "submit"]
        state = mistrz.apply(state, words[-1] if words else {"type": "give_up"}, lex)
    made = mistrz_entry(state)
    [seat] = made["players"]
    [tally] = mistrz.tallies_now(state)
    assert seat["stats"] == {"turns": state.turns, "words": tally.words, "rated": tally.rated,
                             "share": tally.share,
                             "best": {"word": tally.best_word, "points": tally.best_points}}
    assert tally.words >= 1 and tally.turns == state.turns
    check_entry({**made, "finished": 1})
    older = mistrz.to_dict(state)
    del older["tallies"]                      # a save of before statistics
    entry_then = mistrz_entry(mistrz.from_dict(older))
    assert entry_then["version"] == HISTORY_VERSION and entry_then["players"][0]["stats"] == {}


def test_mistrz_refuses_tallies_that_do_not_add_up() -> None:
    state = mistrz.new_game([{"name": "A", "kind": "human"}, {"name": "B", "kind": "easy"}],
                            None, seed=1)
    data = mistrz.to_dict(state)
    for bad in ({"turns": 1}, {"words": 1}, {"rated": 1}, {"best_word": "KOS"},
                {"best_points": 5}, {"share": 1}):
        tallies = [dict(t) for t in data["tallies"]]
        tallies[0].update(bad)
        with pytest.raises(ValueError):
            mistrz.from_dict({**data, "tallies": tallies})
    with pytest.raises(ValueError):
        mistrz.from_dict({**data, "tallies": data["tallies"][:1]})


class _Log:
    def __init__(self, log: list[dict], players: int) -> None:
        self.log = log
        self.players = players


def test_scriba_counts_moves_points_bingos_and_the_best_word_of_placements_kept() -> None:
    def place(p: int, score: int, bonus: int, *words: tuple[str, int], **more: Any) -> dict:
        return {"type": "place", "player": p, "score": score, "rack_bonus": bonus,
                "words": [{"word": w, "score": s} for w, s in words], **more}
    log = [place(0, 80, 50, ("ŹREBIĘ", 30)), place(1, 12, 0, ("KOT", 12)),
           {"type": "pass", "player": 0, "score": -5}, {"type": "exchange", "player": 1, "count": 2},
           place(0, 95, 50, ("ZAŻÓŁĆ", 45), withdrawn=True),
           {"type": "challenge", "by": 1, "player": 0, "upheld": True, "score": -10},
           place(0, 20, 0, ("AS", 8), ("KOSA", 12)), {"type": "end", "out": 0}]
    state: Any = _Log(log, 2)
    assert scriba_stats(state, 0) == {"moves": 4, "move_points": 100, "bingos": 1,
                                      "best": {"word": "ŹREBIĘ", "points": 30}}
    assert scriba_stats(state, 1) == {"moves": 2, "move_points": 12, "bingos": 0,
                                      "best": {"word": "KOT", "points": 12}}


def test_wordz_counts_guesses_and_ranks_right_ones_by_the_cards_they_won() -> None:
    def guess(p: int, word: str, right: bool, **won: int) -> dict:
        return {"type": "guess", "round": 1, "player": p, "target": 1 - p, "word": word,
                "right": right, **won}
    log = [guess(0, "chien", False), guess(0, "chat", True, won=3, kept=1),
           guess(0, "machines", True, won=5, kept=3), guess(1, "arbre", True, won=5, kept=0)]
    state: Any = _Log(log, 2)
    assert wordz_stats(state, 0) == {"right": 2, "wrong": 1, "best": {"word": "machines", "points": 5}}
    assert wordz_stats(state, 1) == {"right": 1, "wrong": 0, "best": {"word": "arbre", "points": 5}}
    state.log = [guess(0, "chat", True)]      # a log of before the cards were logged
    assert wordz_stats(state, 0) == {"right": 1, "wrong": 0}


# --- the reader ---------------------------------------------------------------------

@pytest.mark.parametrize("stats", [
    {"turns": -1}, {"turns": True}, {"words": 3, "turns": 2}, {"share": 1001, "rated": 1},
    {"share": 1}, {"moves": 1}, {"best": {"word": "", "points": 1}}, {"best": {"word": "KOT"}},
    {"best": {"word": "KOT", "points": 1, "x": 1}}, {"best": {"word": "K" * 33, "points": 1}},
    {"best": {"word": "KOT", "points": 1.5}}, [], None])
def test_the_reader_refuses_figures_out_of_range_or_unknown_to_the_game(stats: Any) -> None:
    with pytest.raises(ValueError):
        entry("mistrz", 1, [player("Ala", 1, stats=stats)], ["Ala"])


def test_the_reader_knows_versions() -> None:
    with pytest.raises(ValueError):
        entry("mistrz", 1, [player("Ala", 1)], ["Ala"], version=HISTORY_VERSION + 1)
    with pytest.raises(ValueError):   # every player of a version-2 entry says what it recorded
        check_entry({"game": "wordz", "finished": 1, "version": 2, "winners": ["Ala"],
                     "players": [{"name": "Ala", "score": 1}]})
    with pytest.raises(ValueError):
        check_entry({"game": "wordz", "finished": 1, "winners": ["Ala"],
                     "players": [{"name": "Ala", "score": 1, "stats": {}}]})


# --- any history the reader accepts -------------------------------------------------

NAMES = st.sampled_from(["Ala", "Ola", "Bot", "\u202eevil", "שרה"])
KINDS = st.sampled_from(["human", "easy", "medium", "hard", "computer:easy", "", "robot"])
COUNT = st.integers(0, 5) | st.integers(-3, 200_000)
STATS = st.dictionaries(
    st.sampled_from(["turns", "words", "rated", "share", "moves", "move_points", "bingos",
                     "right", "wrong", "best"]),
    COUNT | st.fixed_dictionaries({"word": st.text(min_size=0, max_size=4), "points": COUNT}),
    max_size=5)
PLAYER = st.fixed_dictionaries({"name": NAMES, "score": st.integers(-50, 500)},
                               optional={"kind": KINDS, "stats": STATS})
ENTRY = st.fixed_dictionaries(
    {"game": st.sampled_from(["mistrz", "scriba", "wordz"]), "finished": st.integers(0, 10),
     "players": st.lists(PLAYER, min_size=1, max_size=4),
     "winners": st.lists(NAMES, min_size=1, max_size=2)},
    optional={"version": st.sampled_from([1, 2])})


def accepted(entries: list[dict]) -> list[dict]:
    out = []
    for e in entries:
        try:
            out.append(check_entry(e))
        except ValueError:
            pass
    return out


@settings(max_examples=300, deadline=None)
@given(st.lists(ENTRY, max_size=12))
# Found by hypothesis: rated turns without a share recorded (the chart read it).
@example([{"game": "mistrz", "finished": 0, "players": [{"name": "Bot", "score": 0,
                                                       "stats": {"rated": 1}}],
           "winners": ["Bot"], "version": 2}])
def test_the_statistics_never_fail_on_a_history_the_reader_accepts(entries: list[dict]) -> None:
    history = accepted(entries)
    assume(history)
    for name in people(history) + ["nobody"]:
        for game, stats in compute(history, name).items():
            assert list(stats.groups)[0] == "all" and set(stats.groups) <= set(GROUPS)
            everything = stats.groups["all"]
            assert everything.played == sum(f.played for g, f in stats.groups.items() if g != "all")
            assert 0 <= everything.won <= everything.played
            assert everything.streak <= everything.won
            assert everything.share is None or 0 <= everything.share <= 1
            for series in stats.series():
                assert len(series.values) == min(everything.played, 20)
