"""Game files in the app: a table keeps its game's record as it plays, the
history saves games to files, and a file opened (picked or dropped) is
checked move by move, then played on; a refused file changes nothing."""
from __future__ import annotations

import json

import pytest

from recorded_games import lexicon as recorded_lexicon
from recorded_games import played
from verba.gamefile import read
from verba.games_registry import ENGINES
from verba.i18n import t
from verba.mistrz import engine
from verba.replay import replay
from verba.scriba import ai as scriba_ai
from verba.storage import HISTORY_KEY, RECORDS_KEPT, MemoryBackend, save_key
from verba.ui.mistrz.screen import MistrzScreen
from verba.ui.shell.app import App
from verba.ui.shell.history import HistoryScreen
from verba.ui.shell.replay_screen import ReplayScreen
from verba.ui.shell.vnode import act, find_all, text_of
from verba.wordz import deck
from verba.wordz.ai import word_candidates
from verba.wordz.views import view

from test_ui_mistrz import LEXICON, Timers, attrs, click, start, text
from test_ui_scriba import started as scriba_started
from test_ui_wordz import LEX, play_to_the_end
from test_ui_wordz import started as wordz_started


def played_a_little() -> tuple[App, MistrzScreen, Timers]:
    """A person and a computer, a few turns in, one of them taken back."""
    app, screen, services = start(("human", "hard"))
    click(app, "roll")
    click(app, "give_up")
    click(app, "give_up")
    services.run_timers(12)          # the computer's turn
    assert screen.state.current == 0
    click(app, "take_back")
    assert screen.state.taken_back
    click(app, "give_up")
    click(app, "give_up")
    return app, screen, services


def open_file(app: App, text_: str | None) -> None:
    """A file picked or dropped; its moves are replayed in slices (timers)."""
    app.handle("act", act("open_record"), text_)
    app.services.run_timers(400)


def test_the_saved_game_carries_a_record_that_replays_to_it() -> None:
    app, screen, services = played_a_little()
    record = read(app.saves["mistrz"]["record"])
    assert {"type": "take_back", "player": 0} in record.actions
    assert engine.to_dict(replay(record, LEXICON).final) == engine.to_dict(screen.state)


def test_a_game_saved_to_a_file_opens_elsewhere_and_plays_on() -> None:
    app, screen, services = played_a_little()
    app.go(HistoryScreen(app))
    click(app, "export_going", game="mistrz")
    (name, file), = services.downloads
    assert name == "verba-mistrz.json"

    elsewhere = Timers()
    other = App(elsewhere, ["fr"])
    elsewhere.lexicons._loaded["pl-nouns"] = LEXICON
    open_file(other, file)
    assert attrs(other, "data-import")[0]["data-import"] == "ready"
    assert t("fr", "records.going_on") in text(other)
    click(other, "continue")
    assert isinstance(other.screen, MistrzScreen)
    assert other.screen.state == screen.state
    assert read(other.saves["mistrz"]["record"]) == read(app.saves["mistrz"]["record"])


def test_a_refused_file_says_why_in_the_players_language_and_changes_nothing() -> None:
    app, _, services = played_a_little()
    services.lexicons._loaded["pl-nouns"] = LEXICON
    good = json.loads(json.dumps(read(app.saves["mistrz"]["record"]).to_dict()))
    forged = {**good, "actions": good["actions"] + [{"type": "reroll", "die": 3}]}
    for lang, file, code in [("pl", "not json", "record.not_json"),
                             ("fr", json.dumps({"state": {}}), "record.foreign"),
                             ("en", None, "record.too_big"),
                             ("en", json.dumps(forged), "record.illegal")]:
        app.set_lang(lang)
        stored = dict(services.storage.backend.items)
        open_file(app, file)
        refusal = attrs(app, "data-import")[0]
        assert refusal["data-import"] == "refused" and refusal["data-error"] == code
        assert t(lang, "records.nothing_changed") in text(app)
        assert services.storage.backend.items == stored


def test_a_finished_game_enters_the_history_with_its_record_and_saves_to_a_file() -> None:
    app, screen, services = start(("hard",))
    for _ in range(400):
        if screen.state.phase == "over":
            break
        services.run_timers()
    assert screen.state.phase == "over"
    entry, = app.storage.history()
    assert engine.to_dict(replay(read(entry["record"]), LEXICON).final) == \
        engine.to_dict(screen.state)
    app.go(HistoryScreen(app))
    click(app, "export", index=0)
    (name, file), = services.downloads
    assert name == f"verba-mistrz-{entry['finished']}.json"
    services.lexicons._loaded["pl-nouns"] = LEXICON
    open_file(app, file)
    assert t("en", "records.over") in text(app) and not attrs(app, "data-import-continue")


def test_only_the_newest_history_entries_keep_their_record() -> None:
    services = Timers(MemoryBackend())
    app = App(services, ["en"])
    entry = {"game": "mistrz", "finished": 1, "players": [{"name": "A", "score": 1,
                                                           "kind": "human"}],
             "winners": ["A"], "record": {"format": "verba-record"}}
    for _ in range(RECORDS_KEPT + 5):
        app.storage.add_history(dict(entry))
    kept = [("record" in e) for e in app.storage.history()]
    assert kept == [True] * RECORDS_KEPT + [False] * 5


def test_a_full_store_drops_older_records_before_the_new_entry() -> None:
    backend = MemoryBackend(limit=3_000)
    app = App(Timers(backend), ["en"])
    entry = {"game": "mistrz", "finished": 1, "players": [{"name": "A", "score": 1,
                                                           "kind": "human"}],
             "winners": ["A"], "record": {"format": "verba-record", "pad": "x" * 400}}
    for _ in range(8):
        assert app.storage.add_history(dict(entry))
    history = app.storage.history()
    assert len(history) == 8 and "record" in history[0] and "record" not in history[-1]
    assert len(backend.get(HISTORY_KEY)) <= 3_000
    assert save_key("mistrz") not in backend.items


@pytest.mark.parametrize("case", ["mistrz", "scriba-two", "wordz"])
def test_a_replay_steps_through_every_position_with_its_score_sheet(case: str) -> None:
    record, final = played(case)
    lexicon = recorded_lexicon(ENGINES[record.game].LEXICON)
    services = Timers()
    services.lexicons._loaded[ENGINES[record.game].LEXICON] = lexicon
    app = App(services, ["pl"])
    app.go(HistoryScreen(app))
    open_file(app, record.to_json())
    click(app, "watch")
    screen = app.screen
    assert isinstance(screen, ReplayScreen) and screen.step == len(record.actions)
    app.handle("key", json.dumps({"key": "Home", "field": "replay"}), None)
    seen = []
    while True:
        page = text(app)
        seen.append(page)
        assert "replay." not in page and "{" not in page
        if screen.step == screen.last:
            break
        app.handle("key", json.dumps({"key": "ArrowRight", "field": "replay"}), None)
    assert len(seen) == len(record.actions) + 1
    final_row = attrs(app, "data-sheet-step")[-1]
    assert final_row["aria-current"] == "step"
    sheet = [e for n in app.view() for e in find_all(n, lambda t_, a: "data-score" in a)]
    assert [int(text_of(cell)) for cell in sheet[-len(screen.seats):]] == \
        list(ENGINES[record.game].scores(final))
    app.handle("change", act("jump"), "3")
    assert screen.step == 3
    click(app, "go", step=0)
    assert screen.step == 0 and t("pl", "replay.start") in text(app)
    app.handle("key", json.dumps({"key": "Escape", "field": "replay"}), None)
    assert app.screen is not screen


def test_a_history_entry_opens_its_replay() -> None:
    record, final = played("mistrz")
    services = Timers()
    services.lexicons._loaded["pl-nouns"] = LEXICON
    app = App(services, ["en"])
    app.storage.add_history({"game": "mistrz", "finished": 5, **ENGINES["mistrz"].history_entry(
        final), "record": record.to_dict()})
    app.go(HistoryScreen(app))
    click(app, "watch", index=0)
    services.run_timers(400)
    assert isinstance(app.screen, ReplayScreen)
    assert app.screen.replay.final == final
    app.handle("key", json.dumps({"key": "Escape", "field": "replay"}), None)
    assert isinstance(app.screen, HistoryScreen)


def test_a_scriba_replay_saves_its_record_and_its_gcg() -> None:
    record, _ = played("scriba")
    services = Timers()
    app = App(services, ["en"])
    app.go(ReplayScreen(app, replay(record, recorded_lexicon("pl")), recorded_lexicon("pl")))
    click(app, "save", kind="json")
    click(app, "save", kind="gcg")
    (json_name, json_text), (gcg_name, gcg_text) = services.downloads
    assert (json_name, gcg_name) == ("verba-scriba.json", "verba-scriba.gcg")
    assert read(json.loads(json_text)) == record
    assert gcg_text.startswith("#character-encoding UTF-8\n") and "\n>" in gcg_text


def replay_of(case: str, lang: str = "en") -> tuple[App, ReplayScreen, Timers]:
    record, _ = played(case)
    words = recorded_lexicon(ENGINES[record.game].LEXICON)
    services = Timers()
    app = App(services, [lang])
    screen = ReplayScreen(app, replay(record, words), words)
    app.go(screen)
    return app, screen, services


def extra_of(app: App) -> list[list]:
    return [e for n in app.view() for e in find_all(n, lambda t_, a: "data-replay-extra" in a)]


def test_a_mistrz_replay_shows_the_best_words_of_each_finished_roll() -> None:
    app, screen, _ = replay_of("mistrz")
    ends = [i for i, s in enumerate(screen.replay.states) if s.turn is None and s.last]
    assert ends
    for step in ends[:4]:
        click(app, "go", step=step)
        best = screen.replay.states[step].last.best
        shown = text_of(extra_of(app)[0])
        assert all(b.word in shown for b in best)
    click(app, "go", step=ends[0] + 1)   # the next roll is under way: nothing to say yet
    assert screen.replay.states[ends[0] + 1].turn is not None and not extra_of(app)


def test_a_scriba_replay_works_out_the_best_placement_at_each_turn() -> None:
    app, screen, services = replay_of("scriba")
    actions = screen.replay.record.actions
    step = next(i for i, a in enumerate(actions, 1) if a["type"] == "place")
    click(app, "go", step=step)
    assert t("en", "replay.scriba.looking") in text(app)
    for _ in range(2000):
        if ("scriba-best", step) in screen.found:
            break
        services.run_timers()
    best, = screen.found[("scriba-best", step)]
    played_score = screen.replay.states[step].log[-1]["score"]
    assert best["score"] >= played_score
    assert f"{best['score']} points" in text_of(extra_of(app)[0])


def test_a_wordz_replay_lists_what_the_flipped_word_could_still_be() -> None:
    app, screen, _ = replay_of("wordz")
    flips = [i for i, a in enumerate(screen.replay.record.actions, 1) if a["type"] == "flip"]
    assert flips
    for step in flips[:5]:
        action = screen.replay.record.actions[step - 1]
        state = screen.replay.states[step]
        truth = "".join(deck.CARDS[c] for c in state.seats[action["target"]].word.cards)
        words = word_candidates(view(state, action["player"]), action["target"], screen.lexicon)
        assert truth in words   # the word itself is always among them
        click(app, "go", step=step)
        shown = text_of(extra_of(app)[0])
        assert f": {len(words)}" in shown and words[0] in shown


def test_a_scriba_table_keeps_a_record_that_replays_to_its_game() -> None:
    app, screen = scriba_started(("Ala", "Olek"))
    for _ in range(8):
        seat = screen.state.current
        assert screen._apply(scriba_ai.choose_action(screen.state, seat, screen.lexicon, "medium"))
    if screen.state.last_move is not None:
        click(app, "challenge", by=1 - screen.state.last_move.player)
    record = read(app.saves["scriba"]["record"])
    assert len(record.actions) >= 8
    assert ENGINES["scriba"].to_dict(replay(record, screen.lexicon).final) == \
        ENGINES["scriba"].to_dict(screen.state)


def test_a_wordz_table_keeps_a_record_that_replays_to_its_game() -> None:
    app, screen, services = wordz_started()
    play_to_the_end(app, screen, services)
    entry = app.storage.history()[0]
    assert ENGINES["wordz"].to_dict(replay(read(entry["record"]), LEX).final) == \
        ENGINES["wordz"].to_dict(screen.state)
