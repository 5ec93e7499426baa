"""The Mistrz Słowa table in CPython: the dice as drawn, the score breakdown,
the computer's word as dice, focus after each committed action, sounds,
take-backs, the guided first game and the hourglass."""
from __future__ import annotations

import json
from typing import Any

from verba.mistrz import game
from verba.mistrz.dice import (CONSONANT_JOKER, JOKERS, LETTER_JOKER, OGONEK, REROLL,
                               VOWEL_JOKER)
from verba.mistrz.scoring import score_word
from verba.mistrz.solver import best_words
from verba.storage import MemoryBackend
from verba.ui.mistrz.dice import die_node
from verba.ui.mistrz.hourglass import BOTTOM_Y, NECK_Y, TOP_Y, sand_levels
from verba.ui.mistrz.panels import breakdown
from verba.ui.mistrz.screen import MistrzScreen
from verba.ui.shell.app import App
from verba.ui.shell.tour import TOUR_MARK
from verba.ui.shell.vnode import find_all, text_of

from test_ui_mistrz import LEXICON, Timers, attrs, click, start, text


class Felt(Timers):
    """Timers that also hear the table's sounds."""

    def __init__(self, backend: MemoryBackend | None = None) -> None:
        super().__init__(backend)
        self.felt: list[str] = []

    def feel(self, event: str, sound: bool, buzz: bool) -> None:
        self.felt.append(event)


def table(kinds: tuple[str, ...] = ("human", "hard"), seed: int = 7, guide: bool = False,
          **options: Any) -> tuple[App, MistrzScreen, Felt]:
    services = Felt()
    app = App(services, ["en"], seed=seed)
    if not guide:
        app.update_settings(tours_done=("mistrz",))
    screen = MistrzScreen(app, LEXICON, None)
    app.go(screen)
    while len(screen.seats.seats) > len(kinds):
        click(app, "seat_remove", seat=len(screen.seats.seats) - 1)
    for seat, kind in enumerate(kinds):
        app.handle("change", json.dumps({"do": "seat_kind", "seat": seat}), kind)
    for name, value in options.items():
        app.handle("change", json.dumps({"do": "option", "name": name}), value)
    click(app, "start")
    assert screen.state is not None
    return app, screen, services


def nodes(app: App, pred) -> list[list]:
    return [e for n in app.view() for e in find_all(n, pred)]


def with_class(app: App, name: str) -> list[list]:
    return nodes(app, lambda t, a: name in str(a.get("class", "")).split())


def focused(app: App) -> list[dict]:
    """Elements that carry a focus token (dom.js focuses them when it changes)."""
    return [e[1] for e in nodes(app, lambda t, a: isinstance(a.get("focus"), str))]


def play_best(app: App, screen: MistrzScreen) -> str:
    word, _ = best_words(screen.state.turn.faces, LEXICON, 1)[0]
    app.handle("input", json.dumps({"do": "type"}), word.lower())
    click(app, "submit")
    return word


def computer_plays(screen: MistrzScreen, services: Felt) -> None:
    for _ in range(40):
        if not screen._is_computer(screen.state.current) or screen.state.phase == "over":
            return
        services.run_timers()
    raise AssertionError("the computer did not finish its turn")


# -- the dice ----------------------------------------------------------------

def test_each_face_is_drawn_as_the_rulebook_describes_on_a_die_of_its_kind() -> None:
    app = App(Felt(), ["en"])
    symbols = {LETTER_JOKER: ("polygon", "mz-sym-star"), CONSONANT_JOKER: ("circle", "mz-sym-ring"),
               VOWEL_JOKER: ("path", "mz-sym-cross"), OGONEK: ("path", "mz-sym-ogonek")}
    for face, (tag, cls) in symbols.items():
        node = die_node(app, face, "special")
        assert node[1]["role"] == "img" and "special die" in node[1]["aria-label"]
        assert "mz-die-special" in node[1]["class"]
        assert find_all(node, lambda t, a: t == tag and a.get("class") == cls)
    assert text_of(die_node(app, REROLL, "special")) == "?"
    letter = die_node(app, "A", "vowel", size="word", decorative=True)
    assert text_of(letter) == "A" and letter[1]["aria-hidden"] == "true"
    assert "role" not in letter[1] and "mz-size-word" in letter[1]["class"]
    assert die_node(App(Felt(), ["pl"]), "K", "consonant")[1]["aria-label"] == "K, kość spółgłosek"


def test_the_tray_says_which_kind_each_die_is() -> None:
    app, screen, services = table(("human",))
    click(app, "roll")
    labels = [a["aria-label"] for a in attrs(app, "data-die")]
    kinds = ["consonant"] * 6 + ["vowel"] * 2 + ["special"] * 2
    assert [label.endswith(f"{kind} die") for label, kind in zip(labels, kinds)] == [True] * 10
    assert len(with_class(app, "mz-die")) == 10


def test_the_breakdown_reads_like_the_rulebooks_examples() -> None:
    en, pl = App(Felt(), ["en"]), App(Felt(), ["pl"])

    def said(app: App, *score: int) -> str:
        return text_of(breakdown(app, score_word(*score)))
    assert said(en, 7, 0, 1) == "7 letters 12 + ogonek 4 + no joker 4 = 20 pts"   # WRZĄTEK
    assert said(en, 3, 0, 0) == "3 letters 1 + no joker 4 = 5 pts"                 # KOS
    # WOJNA: one part only, not repeated as "= 4", and why there is no +4.
    assert said(en, 5, 1, 0) == "5 letters 4 pts · with a joker: no +4"
    assert said(pl, 3, 0, 1) == "3 litery 1 + ogonek 4 + bez jokera 4 = 9 pkt"    # BĄK
    assert said(pl, 4, 1, 2) == "4 litery 2 + 2 ogonki 8 = 10 pkt · z jokerem: bez +4"  # ŻÓŁW
    assert said(pl, 7, 1, 0).startswith("7 liter 12 pkt")


# -- the computer's turn -----------------------------------------------------

def test_the_computers_word_is_laid_on_its_dice_before_play_passes() -> None:
    app, screen, services = table(("hard", "human"))
    for _ in range(20):
        services.run_timers()
        if screen.showing is not None:
            break
    shown = screen.showing
    assert shown is not None and screen.state.current == 0 and screen.state.phase == "forming"
    # The word's dice, in order on the tray (badges) and in a row with their letters.
    badges = [text_of(n) for n in with_class(app, "mz-die-badge")]
    assert sorted(badges, key=int) == [str(i + 1) for i in range(len(shown.picks))]
    assert shown.word in text(app)
    row = with_class(app, "word-dice")
    assert row and "deal" in row[0][1]["class"]  # laid down one by one
    faces = screen.state.turn.faces
    for pick in shown.picks:
        if faces[pick.die] in JOKERS:  # which letter each joker stood for
            assert f"{pick.letter}, by the" in text_of(row[0])
    computer_plays(screen, services)
    record = screen.state.last
    assert record.build is not None and record.build.word == shown.word
    last = with_class(app, "last-turn")[0]
    dice = find_all(last, lambda t, a: "mz-die" in str(a.get("class", "")).split())
    assert len(dice) == len(shown.picks) + shown.ogoneks
    assert "letters" in text_of(last) and "pts" in text_of(last)


# -- focus -----------------------------------------------------------------

def test_focus_lands_on_a_meaningful_element_after_every_committed_action() -> None:
    app, screen, services = table(("human", "hard"), seed=7)
    [roll] = focused(app)
    assert "data-roll" in roll                       # a new game: the roll
    click(app, "roll")
    [die] = focused(app)
    assert die.get("data-die") == "0"                # the dice, first die
    assert game.reroll_open(screen.state)           # the seed's roll shows a ?
    click(app, "reroll_mode")
    [first] = focused(app)
    assert first.get("data-die") == "0"              # choosing the die to roll again
    click(app, "die", die=9)
    [rerolled] = focused(app)
    assert rerolled.get("data-die") == "9"           # the die just rolled again
    before = focused(app)[0]["focus"]
    play_best(app, screen)
    [outcome] = focused(app)
    assert outcome.get("data-outcome") == "word" and outcome["focus"] != before
    computer_plays(screen, services)
    [roll] = focused(app)
    assert "data-roll" in roll                       # the next turn's first action
    click(app, "take_back")
    [die] = focused(app)
    assert die.get("data-die") == "0" and screen.state.phase == "forming"
    click(app, "give_up")
    click(app, "give_up")
    [outcome] = focused(app)
    assert outcome.get("data-outcome") == "gave_up"


def test_hot_seat_hands_over_with_the_focus_on_the_next_persons_roll() -> None:
    app, screen, services = table(("human", "human"))
    click(app, "roll")
    play_best(app, screen)
    [roll] = focused(app)
    assert "data-roll" in roll and "Pass the device to Player 2." in text(app)


def test_typing_on_the_dice_spells_the_word_and_moves_to_the_field() -> None:
    app, screen, services = table(("human",))
    click(app, "roll")
    word, _ = best_words(screen.state.turn.faces, LEXICON, 1)[0]
    assert app.handle("key", json.dumps({"key": word[0].lower(), "field": "dice"}), None)
    assert screen.typed == word[0].lower()
    [field] = focused(app)
    assert field.get("name") == "word"
    # Not while choosing a die to roll again, nor with a modifier.
    assert not app.handle("key", json.dumps({"key": "a", "field": "dice", "ctrl": True}), None)
    click(app, "reroll_mode")
    assert screen.reroll_mode
    assert not app.handle("key", json.dumps({"key": "a", "field": "dice"}), None)
    assert screen.typed == word[0].lower()


# -- sounds ----------------------------------------------------------------

def test_sounds_for_a_roll_a_refusal_the_last_ten_seconds_and_a_win() -> None:
    app, screen, services = table(("human",), target="10")
    click(app, "roll")
    assert services.felt == ["roll"]
    app.handle("input", json.dumps({"do": "type"}), "zzz")
    click(app, "submit")                     # nothing the dice make: not submitted
    faces = screen.state.turn.faces
    letters = [i for i, f in enumerate(faces) if len(f) == 1][:3]
    for die in letters:
        click(app, "die", die=die)
    assert not LEXICON.contains("".join(faces[d] for d in letters))  # the seed's roll
    click(app, "submit")
    assert services.felt == ["roll", "refuse"]
    services.felt.clear()
    # The hourglass: once per second in the last ten, not before.
    total = screen.state.settings.total_ms
    screen._apply({"type": "tick", "ms": total - 12_000})
    for _ in range(8):                       # 12 s left .. 8 s left, in half seconds
        screen._tick_at -= 0.5
        services.run_timers()
    assert services.felt.count("tick") == 3  # at 10, 9 and 8 seconds left
    while screen.state.phase != "over":
        if screen.state.phase == "roll":
            click(app, "roll")
        play_best(app, screen)
    assert services.felt[-1] == "win"


# -- take-back -------------------------------------------------------------

def test_taking_back_a_word_and_the_computers_turn_from_the_table() -> None:
    app, screen, services = table(("human", "hard"))
    click(app, "roll")
    faces = screen.state.turn.faces
    word = play_best(app, screen)
    assert attrs(app, "data-take-back")            # during the computer's turn too
    computer_plays(screen, services)
    [button] = attrs(app, "data-take-back")
    assert f"Take back {word}" in text(app)
    click(app, "take_back")
    assert screen.state.phase == "forming" and screen.state.turn.faces == faces
    assert [p.score for p in screen.state.players] == [0, 0]
    assert "Player 1 took back: Player 1 " + word in text(app)
    assert not attrs(app, "data-take-back")
    # The log is in the save, and shown again after a reload.
    again = App(Felt(services.storage.backend), ["en"])
    saved = again.saves["mistrz"]
    assert game.from_dict(saved["state"]).taken_back == screen.state.taken_back
    resumed = MistrzScreen(again, LEXICON, {**saved, "state": game.from_dict(saved["state"])})
    again.go(resumed)
    assert "took back" in text(again)


def test_between_people_take_backs_only_when_agreed_at_set_up() -> None:
    for agreed in ("false", "true"):
        app, screen, services = table(("human", "human"), take_back=agreed)
        click(app, "roll")
        play_best(app, screen)
        assert bool(attrs(app, "data-take-back")) is (agreed == "true")


# -- the guided first game -----------------------------------------------

def marked(app: App) -> list[str]:
    return [str(a[1].get("class")) for a in with_class(app, TOUR_MARK)]


def test_the_guided_first_game_points_at_the_table_and_waits_for_a_real_word() -> None:
    app, screen, services = table(("human", "hard"), guide=True)
    assert attrs(app, "data-tour")                       # offered at the person's roll
    click(app, "tour_start")
    assert any("scoreboard" in c for c in marked(app))
    click(app, "tour_next")
    assert any("btn" in c for c in marked(app)) and attrs(app, "data-roll")[0]["focus"]
    click(app, "roll")                                   # the step waited for the roll
    assert any(c.startswith("tray") for c in marked(app))
    click(app, "tour_next")
    assert any(c.startswith("hourglass") for c in marked(app))
    # The sand waits while the guide talks.
    screen._tick_at -= 5
    services.run_timers()
    assert screen.state.turn.sand_ms == 0
    click(app, "tour_next")
    assert any(c.startswith("word-panel") for c in marked(app))
    word, _ = best_words(screen.state.turn.faces, LEXICON, 1)[0]
    app.handle("input", json.dumps({"do": "type"}), word.lower())
    assert any(c.startswith("breakdown") for c in marked(app))  # a real word: its score
    click(app, "submit")
    assert any(c.startswith("last-turn") for c in marked(app))
    click(app, "tour_next")
    assert not screen.guide.running and app.settings.tours_done == ("mistrz",)


def test_rolling_without_the_guide_declines_it() -> None:
    app, screen, services = table(("human",), guide=True)
    assert attrs(app, "data-tour")
    click(app, "roll")
    assert not attrs(app, "data-tour") and app.settings.tours_done == ("mistrz",)


def test_a_give_up_during_the_guide_goes_to_its_last_step() -> None:
    app, screen, services = table(("human",), guide=True)
    click(app, "tour_start")
    click(app, "tour_next")
    click(app, "roll")
    click(app, "give_up")
    click(app, "give_up")
    assert screen.guide.running and screen.guide.index == len(screen.guide.steps) - 1


# -- the hourglass ---------------------------------------------------------

def test_the_sand_runs_from_the_top_bulb_to_the_bottom_one() -> None:
    assert sand_levels(1.0) == (TOP_Y, BOTTOM_Y)         # all on top, the bottom empty
    assert sand_levels(0.0) == (NECK_Y, NECK_Y)          # all below
    tops = [sand_levels(x / 10)[0] for x in range(11)]
    assert tops == sorted(tops, reverse=True)            # the top sinks as sand leaves
    app, screen, services = table(("human",))
    click(app, "roll")
    [glass] = attrs(app, "data-left")
    assert glass["data-run"] == "1" and "hurry" not in glass["class"]
    screen._apply({"type": "tick", "ms": screen.state.settings.run_ms + 1_000})
    [glass] = attrs(app, "data-left")
    assert glass["data-run"] == "2"
    assert with_class(app, "turned")                     # the glass turned over for run 2
    screen._apply({"type": "tick", "ms": screen.state.settings.run_ms - 10_000})
    assert "hurry" in attrs(app, "data-left")[0]["class"]


def test_enter_on_another_button_does_not_roll() -> None:
    # The roll button takes the focus and Enter presses it; Enter on any other
    # button (the guide's "No thanks", Home…) must press that button instead.
    app, screen, services = table(("human",), guide=True)
    assert not app.handle("key", json.dumps({"key": "Enter", "field": None}), None)
    assert screen.state.phase == "roll"
    click(app, "tour_decline")
    assert app.settings.tours_done == ("mistrz",) and screen.state.phase == "roll"
