"""The rules in the page, in CPython: every decision of docs/RULES.md a player
meets is stated in all three languages; every number comes from the engine;
the rulebooks' worked examples score as printed; the screen is a pure
function of (language, page) with plain actions; and a table left for the
rules comes back as it was, its sand paused and its computer playing on."""
from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from verba.i18n import LANGS, placeholders
from verba.mistrz import game as mistrz_game
from verba.mistrz import scoring as mistrz_scoring
from verba.scriba import tokens as TK
from verba.scriba.ruleset import Ruleset
from verba.scriba.scoring import FULL_RACK_BONUS, ONE_LEFT_BONUS, OUT_BONUS
from verba.storage import MemoryBackend
from verba.ui.rules import messages as rules_messages
from verba.ui.rules.screen import PAGES, RulesScreen, data_module, game_of, rules_view
from verba.ui.shell.app import App
from verba.ui.shell.chrome import top_bar
from verba.ui.shell.home import HomeScreen
from verba.ui.shell.vnode import act, find_all, text_of
from verba.wordz import game as wordz_game

from test_app import FakeServices

RULES_MD = Path(__file__).resolve().parent.parent / "docs" / "RULES.md"
MARKER = re.compile(r"^\s*<!--\s*rules:\s*(.*?)\s*-->", re.MULTILINE)
GAMES = ("mistrz", "scriba", "wordz")


def modules() -> dict[str, Any]:
    return {game: data_module(next(p for p in PAGES if game_of(p) == game)) for game in GAMES}


def stated(lang: str, game: str, key: str) -> str:
    """The text ``key`` as a page of ``game`` shows it ("" if no page does)."""
    for page in (p for p in PAGES if game_of(p) == game):
        found = [e for node in rules_view(lang, page)
                 for e in find_all(node, lambda tag, a: a.get("data-text") == key)]
        if found:
            return text_of(found[0])
    return ""


def rules_md_markers() -> tuple[list[str], set[str]]:
    """Bullets of docs/RULES.md without a marker, and every id the markers name."""
    lines = RULES_MD.read_text(encoding="utf-8").split("\n")
    unmarked, ids = [], set()
    for i, line in enumerate(lines):
        if not line.startswith("- "):
            continue
        end = i + 1
        while end < len(lines) and lines[end].startswith("  ") and lines[end].strip():
            end += 1
        if not any(MARKER.search(x) for x in lines[i:end]):
            unmarked.append(f"line {i + 1}: {line[:70]}")
    for found in MARKER.finditer("\n".join(lines)):
        words = found.group(1).split()
        if words[0] == "none":
            assert len(words) > 1, "a 'none' marker says why a player never meets the decision"
        else:
            ids.update(words)
    return unmarked, ids


def test_every_decision_of_rules_md_carries_a_marker() -> None:
    unmarked, _ = rules_md_markers()
    assert not unmarked, ("each decision in docs/RULES.md needs <!-- rules: <id> --> (stated in "
                          "the page's rules) or <!-- rules: none (why) -->:\n" + "\n".join(unmarked))


def test_every_decision_a_player_meets_is_stated_in_the_rules_in_each_language() -> None:
    _, ids = rules_md_markers()
    decisions = {i: (game, key) for game, m in modules().items() for i, key in m.DECISIONS.items()}
    assert ids - set(decisions) == set(), "decisions of docs/RULES.md no rules text states"
    assert set(decisions) - ids == set(), "rules texts citing decisions docs/RULES.md lacks"
    for decision, (game, key) in decisions.items():
        for lang in LANGS:
            assert stated(lang, game, key).strip(), f"{decision}: {key} not shown in {lang}"


def test_texts_have_the_same_keys_and_placeholders_and_every_placeholder_a_figure() -> None:
    for game, module in modules().items():
        texts, figures = module.TEXTS, module.figures()
        assert set(texts) == set(LANGS)
        for lang in LANGS:
            assert set(texts[lang]) == set(texts["en"]), (game, lang, set(texts[lang]) ^ set(texts["en"]))
            for key, template in texts[lang].items():
                assert placeholders(template) == placeholders(texts["en"][key]), (game, lang, key)
                assert placeholders(template) <= set(figures), (game, lang, key)


def test_no_number_is_typed_into_a_rules_text() -> None:
    """Every number a text quotes is a placeholder filled from the engine."""
    def digits(template: str) -> bool:
        return bool(re.search(r"\d", re.sub(r"\{\w*\}", "", template)))

    typed = [(game, lang, key) for game, module in modules().items() for lang in LANGS
             for key, template in module.TEXTS[lang].items() if digits(template)]
    typed += [("labels", lang, key) for lang in LANGS
              for key, template in rules_messages.MESSAGES[lang].items() if digits(template)]
    assert not typed


@pytest.mark.parametrize("lang", LANGS)
def test_the_key_figures_are_the_engines(lang: str) -> None:
    settings, rules = mistrz_game.Settings(), Ruleset()
    expected = {
        ("mistrz", "score.no_word"): [f"\u2212{mistrz_scoring.NO_WORD_PENALTY}"],
        ("mistrz", "score.no_joker"): [f"+{mistrz_scoring.NO_JOKER_BONUS}"],
        ("mistrz", "score.ogonek"): [f"+{mistrz_scoring.OGONEK_BONUS}"],
        ("mistrz", "turn.roll"): [str(settings.runs), str(settings.run_seconds)],
        ("mistrz", "goal.text"): [str(settings.target)],
        ("mistrz", "words.text"): [str(mistrz_scoring.MIN_LENGTH)],
        ("scriba", "instead.pass"): [str(rules.pass_penalty)],
        ("scriba", "check.text"): [str(rules.withdrawn_penalty)],
        ("scriba", "lay.bonus"): [f"+{FULL_RACK_BONUS}", f"+{ONE_LEFT_BONUS}"],
        ("scriba", "end.text"): [f"+{OUT_BONUS}"],
        ("scriba", "place.take"): [str(TK.SMALL_POINTS)],
        ("scriba", "large.text"): [str(TK.LARGE), str(TK.LARGE_POINTS)],
        ("scriba", "large.capture"): [str(TK.CAPTURE_LETTERS)],
        ("scriba", "tokens.g"): [str(TK.SMALL["word3"][1])],
        ("scriba", "tokens.b"): [str(TK.SMALL["letter2"][1])],
        ("wordz", "cards.tokens"): [str(wordz_game.TOKENS_EACH)],
        ("wordz", "compose.word"): [str(wordz_game.DEFAULT_MIN_LENGTH)],
        ("wordz", "goal.players"): [str(wordz_game.MIN_PLAYERS), str(wordz_game.MAX_PLAYERS),
                                    str(wordz_game.DEFAULT_ROUNDS)],
    }
    for (game, key), figures in expected.items():
        text = stated(lang, game, key)
        for figure in figures:
            assert figure in text, (game, key, figure, text)
    # "A failed challenge costs the challenger nothing" holds while the engine's default does
    assert rules.challenge_penalty == 0


def results(page: str) -> dict[str, int]:
    view = rules_view("en", page)
    return {e[1]["data-word"]: int(e[1]["data-total"]) for node in view
            for e in find_all(node, lambda tag, a: "data-word" in a and "data-total" in a)}


def test_the_rulebooks_worked_examples_score_as_printed() -> None:
    assert results("mistrz") == {"KOS": 5, "WOJNA": 4, "BĄK": 9, "WRZĄTEK": 20, "ŻÓŁW": 10}
    assert results("scriba/1") == {"ROWER": 12, "KRAWAT": 24, "KRATKA": 48, "TYLKO": 22, "TY": 8,
                                   "TARKA": 9, "TA": 3}
    assert results("scriba/2") == {"KURA": 18, "ARIA": 10}
    sums = [int(e[1]["data-total"]) for p in ("scriba/1", "scriba/2") for node in rules_view("en", p)
            for e in find_all(node, lambda tag, a: "rules-sums" in a.get("class", ""))]
    assert sums == [30, 12, 28]     # TYLKO + TY, TARKA + TA (no bonus), KURA + ARIA
    won = [int(e[1]["data-won"]) for node in rules_view("en", "wordz")
           for e in find_all(node, lambda tag, a: "data-won" in a)]
    assert won == [3, 5]            # MACHINES: Philippe A, H, E; Marc M, C, I, N, S


def test_the_screen_is_a_pure_function_of_language_and_page_with_plain_actions() -> None:
    backend = MemoryBackend()
    app = App(FakeServices(backend), ["fr"])
    app.save_game("mistrz", mistrz_game.to_dict(mistrz_game.new_game(
        [{"name": "Ala", "kind": "human"}], None, 1)), "round 1")
    for page in PAGES:
        for lang in LANGS:
            app.set_lang(lang)
            view = RulesScreen(app, page, back=HomeScreen(app)).view()
            assert view == rules_view(lang, page) == json.loads(json.dumps(view))
            acts = {json.loads(e[1]["data-act"])["do"] for node in view
                    for e in find_all(node, lambda tag, a: "data-act" in a)}
            assert acts <= {"rules", "rules_back", "lang"}, acts
            links = [e[1]["href"] for node in view for e in find_all(node, lambda t, a: t == "a")]
            ids = {e[1]["id"] for node in view for e in find_all(node, lambda t, a: "id" in a)}
            assert links and {h[1:] for h in links} <= ids


def test_opened_from_the_home_card_and_back_with_the_part_switch_in_between() -> None:
    app = App(FakeServices(), ["en"])
    cards = [e[1] for node in app.view() for e in find_all(node, lambda t, a: "data-rules-open" in a)]
    # a game's first page (a static screen of its own before Python starts)
    assert [json.loads(c["data-act"])["page"] for c in cards] == ["mistrz", "scriba/1", "wordz"]
    assert len({c["aria-label"] for c in cards}) == len(GAMES), "each button names its game"
    home = app.screen
    app.handle("act", act("rules", page="scriba"), None)
    assert isinstance(app.screen, RulesScreen) and app.screen.page == "scriba/1"
    app.handle("act", act("rules", page="scriba/2"), None)
    assert app.screen.page == "scriba/2"
    app.handle("act", act("rules", page="chess"), None)   # unknown: nothing happens
    assert app.screen.page == "scriba/2"
    app.handle("key", json.dumps({"key": "Escape"}), None)
    assert app.screen is home
    focused = [e[1]["data-rules-open"] for node in app.view()
               for e in find_all(node, lambda t, a: a.get("focus") is True)]
    assert focused == ["scriba"], "the card's Rules button takes the focus back"


def test_the_top_bar_offers_the_rules_page_it_is_given() -> None:
    app = App(FakeServices(), ["pl"])
    bar = top_bar(app, "Scriba", rules="scriba/2")
    buttons = find_all(bar, lambda t, a: "data-rules-open" in a)
    assert len(buttons) == 1 and json.loads(buttons[0][1]["data-act"]) == {
        "do": "rules", "page": "scriba/2"}
    assert "Zasady" in text_of(buttons[0])
    assert not find_all(top_bar(app, "Verba"), lambda t, a: "data-rules-open" in a)


# -- coming back to a table ---------------------------------------------------------------

def test_the_mistrz_table_comes_back_with_its_word_its_sand_paused_and_its_computer() -> None:
    from test_ui_mistrz import click, start
    app, screen, services = start()
    # The solver's one-off set-up runs in slices from the start (a first test
    # in this process does all of it): let it finish, so that what is pending
    # below is the table's own.
    for _ in range(10_000):
        if not services.pending:
            break
        services.run_timers()
    assert not services.pending
    click(app, "roll")
    letters = [i for i, face in enumerate(screen.state.turn.faces) if len(face) == 1][:2]
    for die in letters:
        click(app, "die", die=die)
    picks, sand = [dict(p) for p in screen.picks], screen.state.turn.sand_ms
    click(app, "rules", page="mistrz")
    assert isinstance(app.screen, RulesScreen)
    services.run_timers(3)                       # the sand's timer finds the table hidden
    assert not services.pending and screen.state.turn.sand_ms == sand
    click(app, "rules_back")
    assert app.screen is screen and screen.picks == picks
    assert services.pending, "the sand runs again"

    click(app, "give_up")
    click(app, "give_up")
    assert screen._is_computer(screen.state.current)
    services.run_timers()                         # a tick, or the computer's first step
    click(app, "rules", page="mistrz")
    services.run_timers(3)                        # its move finds the table hidden: dropped
    assert screen._is_computer(screen.state.current) and not services.pending
    click(app, "rules_back")
    for _ in range(20):
        services.run_timers()
        if not screen._is_computer(screen.state.current):
            break
    assert not screen._is_computer(screen.state.current), "the computer played on"


def test_the_scriba_set_up_comes_back_with_its_options() -> None:
    from test_ui_scriba import Services, open_scriba
    app = App(Services(), ["en"])
    screen = open_scriba(app)
    app.handle("change", act("option", name="game"), "2")
    tops = [e[1] for node in app.view() for e in find_all(node, lambda t, a: "data-rules-open" in a)]
    assert [json.loads(a["data-act"])["page"] for a in tops] == ["scriba/2"]
    app.handle("act", tops[0]["data-act"], None)
    assert isinstance(app.screen, RulesScreen) and app.screen.page == "scriba/2"
    app.handle("act", act("rules_back"), None)
    assert app.screen is screen and screen.options["game"] == 2
    back = [e[1] for node in app.view() for e in find_all(node, lambda t, a: "data-rules-open" in a)]
    assert back[0].get("focus") is True, "the ? button takes the focus back"


def test_the_scriba_table_comes_back_and_its_computer_plays_on() -> None:
    from test_ui_scriba import _lay, against_computer
    app, screen, services = against_computer(["KOTYEAI", "RYBAMOS"])
    _lay(app, 7, 6, "KOT")
    state = screen.state
    assert screen.stage() == "computer"
    services.run_timers()
    app.handle("act", act("rules", page="scriba/1"), None)
    for _ in range(5):
        services.run_timers()
    assert screen.state is state and not services.timers, "the computer stops while away"
    app.handle("act", act("rules_back"), None)
    assert app.screen is screen
    services.settle(lambda: screen.stage() == "turn")


def test_the_wordz_table_comes_back_and_its_computers_compose() -> None:
    from test_ui_wordz import stage, started, type_in
    app, screen, services = started()
    assert stage(app) == "compose"
    type_in(app, "word", "rat")
    app.handle("act", act("rules", page="wordz"), None)
    for _ in range(5):
        services.run_timers()
    composed = [s.word is not None for s in screen.state.seats]
    app.handle("act", act("rules_back"), None)
    assert app.screen is screen and screen.typed == "rat"
    for _ in range(10):
        services.run_timers()
    after = [s.word is not None for s in screen.state.seats]
    assert sum(after[1:]) > sum(composed[1:]), "the computers composed once back at the table"
