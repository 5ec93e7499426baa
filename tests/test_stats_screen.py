"""The statistics screen and its charts, rendered in CPython."""
from __future__ import annotations

import json

import pytest

from verba.i18n import LANGS, t
from verba.stats import Series
from verba.storage import DAILY_KEY, HISTORY_KEY, MemoryBackend
from verba.ui.shell.app import App
from verba.ui.shell.chart import line_chart, nice_step, scale
from verba.ui.shell.history import HistoryScreen
from verba.ui.shell.stats_screen import StatsScreen
from verba.ui.shell.vnode import find_all, text_of

from test_app import FakeServices, click, elements, page_text
from test_daily_stats import TODAY, seeded_dailies
from test_statistics import seeded_history


class DatedServices(FakeServices):
    def today(self) -> str:
        return TODAY


def app_with(history: list[dict], lang: str = "en", dailies: dict | None = None) -> App:
    backend = MemoryBackend()
    backend.items[HISTORY_KEY] = json.dumps({"schema": 2, "kind": "history", "data": history})
    if dailies is not None:
        backend.items[DAILY_KEY] = json.dumps({"schema": 2, "kind": "daily", "data": dailies})
    return App(DatedServices(backend), [lang])


def figure(app: App, name: str) -> str:
    [node] = elements(app, **{"data-figure": name})
    return text_of(node)


def key(app: App, name: str, field: str | None = "tabs") -> bool:
    return app.handle("key", json.dumps({"key": name, "field": field}), None)


def test_the_home_and_the_history_open_the_statistics_and_escape_goes_back() -> None:
    app = app_with(seeded_history())
    click(app, "stats")
    assert isinstance(app.screen, StatsScreen) and elements(app, **{"data-screen": "stats"})
    key(app, "Escape", None)
    assert elements(app, **{"data-screen": "home"})
    click(app, "history")
    click(app, "stats")
    assert isinstance(app.screen, StatsScreen)
    key(app, "Escape", None)
    assert isinstance(app.screen, HistoryScreen)


@pytest.mark.parametrize("lang", LANGS)
def test_the_figures_of_each_game_in_each_language(lang: str) -> None:
    app = app_with(seeded_history(), lang)
    click(app, "stats")
    assert figure(app, "played").endswith("5")
    assert t(lang, "stats.won_rate", won=4, rate=t(lang, "stats.percent", n="80")) in figure(app, "won")
    assert ("96.8" if lang == "en" else "96,8") in figure(app, "average")
    assert t(lang, "stats.word_points", word="ŻABA", points=21) in figure(app, "best_word")
    assert t(lang, "stats.from_games", n=3, total=5) in figure(app, "share")
    click(app, "tab", game="scriba")
    assert t(lang, "stats.word_points", word="ŹREBIĘ", points=64) in figure(app, "best_word")
    assert figure(app, "bingos").endswith("1")
    assert ("20.7" if lang == "en" else "20,7") in figure(app, "per_move")
    click(app, "tab", game="wordz")
    assert t(lang, "stats.right_wrong", right=2, wrong=1) in figure(app, "guesses")
    assert t(lang, "stats.from_games", n=1, total=2) in figure(app, "guesses")


def test_groups_by_opponents_and_figures_not_recorded() -> None:
    app = app_with(seeded_history())
    click(app, "stats")
    chips = [n[1]["data-group"] for n in elements(app, **{"class": "chip"}) if "data-group" in n[1]]
    assert chips == ["all", "hard", "easy", "people", "unknown"]
    click(app, "group", group="unknown")
    assert t("en", "stats.not_recorded") in figure(app, "best_word")
    assert t("en", "stats.not_recorded") in figure(app, "share")
    click(app, "group", group="hard")
    assert figure(app, "played").endswith("2") and figure(app, "streak").endswith("1")
    click(app, "tab", game="scriba")     # a new tab starts from every game
    assert figure(app, "played").endswith("2")


def test_the_tabs_move_with_the_keyboard_and_take_the_focus() -> None:
    app = app_with(seeded_history())
    click(app, "stats")
    assert key(app, "ArrowRight")
    [tab] = elements(app, **{"data-tab": "scriba"})
    assert tab[1]["aria-selected"] == "true" and tab[1]["tabindex"] == "0" and tab[1]["focus"]
    [panel] = elements(app, role="tabpanel")
    assert panel[1]["aria-labelledby"] == tab[1]["id"] == "stats-tab-scriba"
    key(app, "End")
    assert app.screen.game == "wordz"
    key(app, "ArrowRight")
    assert app.screen.game == "mistrz"
    key(app, "ArrowLeft")
    key(app, "Home")
    assert app.screen.game == "mistrz"
    assert not key(app, "ArrowRight", None)     # elsewhere the arrows are the page's


def test_each_persons_statistics_and_an_empty_history() -> None:
    app = app_with(seeded_history())
    click(app, "stats")
    [select] = elements(app, **{"data-person": "1"})
    assert [text_of(o) for o in select[2:]] == ["Ala", "Ola", "Bot"]
    app.handle("act", select[1]["data-change"], "Ola")
    assert figure(app, "played").endswith("1")
    empty = App(FakeServices(), ["fr"])
    click(empty, "stats")
    assert t("fr", "stats.empty") in page_text(empty)
    click(empty, "home")
    assert t("fr", "stats.open") in page_text(empty)


def test_the_chart_is_svg_with_a_summary_and_a_table_of_every_value() -> None:
    app = app_with(seeded_history())
    click(app, "stats")
    [points, percent] = elements(app, **{"class": "chart"})
    svg = find_all(points, lambda tag, attrs: tag == "svg")[0]
    assert svg[1]["role"] == "img"
    [summary] = find_all(points, lambda tag, attrs: attrs.get("id") == svg[1]["aria-labelledby"])
    assert text_of(summary) == t("en", "stats.chart_summary", name="Score", n=5, low="60",
                                 high="120", last="100")
    dots = find_all(svg, lambda tag, attrs: "chart-dot" in attrs.get("class", ""))
    assert len(dots) == 5 and sum("won" in d[1]["class"] for d in dots) == 4
    rows = find_all(points, lambda tag, attrs: tag == "tr")
    assert [text_of(r).split(".")[0] for r in rows[1:]] == ["1", "2", "3", "4", "5"]
    assert "lost" in text_of(rows[3])
    # the share of the optimum: a gap where a game did not record it
    path = find_all(percent, lambda tag, attrs: tag == "path")[0][1]["d"]
    assert path.count("M") == 2 and path.count("L") == 1
    assert "–" in text_of(find_all(percent, lambda tag, attrs: tag == "tr")[1])


def test_a_chart_with_two_series_has_a_legend_and_series_told_apart_without_colour() -> None:
    def tr(code: str, **params) -> str:
        return t("en", code, **params)
    series = [Series("stats.series.share", "percent", (50.0, None, 80.0)),
              Series("stats.series.score", "percent", (40.0, 60.0, 70.0))]
    chart = line_chart(tr, "k", "Title", series, [("d1", True), ("d2", False), ("d3", True)])
    legend = find_all(chart, lambda tag, attrs: attrs.get("class") == "chart-legend")
    assert len(legend) == 1 and len(legend[0]) == 4
    shapes = {tag for tag, attrs, *_ in find_all(chart, lambda tag, attrs: "chart-dot" in
                                                 attrs.get("class", ""))}
    assert shapes == {"circle", "rect"}
    empty = line_chart(tr, "k", "T", [Series("stats.series.share", "percent", (None,))], [])
    assert text_of(empty) == tr("stats.chart_none")


@pytest.mark.parametrize("values, expected", [
    ([60, 120], (0, 150, 50)), ([-20, 30], (-20, 40, 20)), ([0], (0, 5, 5)), ([7], (0, 8, 2))])
def test_the_axis_is_round(values, expected) -> None:
    assert scale(values, "points") == expected
    assert nice_step(1000) == 500 and nice_step(7) == 2 and nice_step(40) == 10


def test_clearing_the_history_asks_first_and_escape_says_no() -> None:
    app = app_with(seeded_history())
    click(app, "history")
    click(app, "clear")
    assert elements(app, **{"data-clear": "yes"})[0][1]["focus"]
    key(app, "Escape", None)
    assert isinstance(app.screen, HistoryScreen) and not elements(app, **{"data-clear": "yes"})
    assert len(app.storage.history()) == 10
    click(app, "clear")
    click(app, "clear_yes")
    assert app.storage.history() == []
    click(app, "stats")
    assert not elements(app, **{"data-screen": "stats"}) or t("en", "stats.empty") in page_text(app)


def daily_figure(app: App, kind: str, name: str) -> str:
    [section] = elements(app, **{"data-daily-stats": kind})
    [node] = find_all(section, lambda tag, attrs: attrs.get("data-figure") == f"daily-{name}")
    return text_of(node)


@pytest.mark.parametrize("lang", LANGS)
def test_the_dailies_show_in_their_games_tab_with_streaks_and_a_chart(lang: str) -> None:
    app = app_with([], lang, seeded_dailies())     # dailies played, no game finished
    click(app, "stats")
    assert t(lang, "stats.none_yet", game=t(lang, "game.mistrz.name")) in page_text(app)
    assert t(lang, "stats.daily.heading.mistrz") in page_text(app)
    assert [daily_figure(app, "mistrz", name)[-1] for name in ("on_day", "late", "streak",
                                                               "longest")] == list("7125")
    [chart] = elements(app, **{"data-chart": "daily-mistrz"})
    svg = find_all(chart, lambda tag, attrs: tag == "svg")[0]
    [summary] = find_all(chart, lambda tag, attrs: attrs.get("id") == svg[1]["aria-labelledby"])
    percent = {n: t(lang, "stats.percent", n=n) for n in ("0", "64", "100")}
    assert text_of(summary) == t(lang, "stats.chart_summary",
                                 name=t(lang, "stats.daily.series.mistrz"), n=7,
                                 low=percent["0"], high=percent["100"], last=percent["64"])
    rows = find_all(chart, lambda tag, attrs: tag == "tr")[1:]
    assert len(rows) == 8 and "#337 · 2026-12-03" in text_of(rows[-1])
    assert t(lang, "stats.daily.not_solved") in text_of(rows[-2])
    assert "–" in text_of(rows[5])                 # a day the dice allowed no word
    click(app, "tab", game="wordz")
    assert daily_figure(app, "wordz", "late").endswith("1")
    assert not elements(app, **{"data-daily-stats": "mistrz"})
    click(app, "tab", game="scriba")
    assert elements(app, **{"data-chart": "daily-scriba"})


def test_a_daily_not_played_yet_says_so_beside_the_games() -> None:
    app = app_with(seeded_history(), dailies={"version": 1, "results": [], "playing": None})
    click(app, "stats")
    app_both = app_with(seeded_history(), dailies=seeded_dailies())
    click(app_both, "stats")      # the games' figures and the daily's are told apart
    assert figure(app_both, "streak").endswith("2") and figure(app_both, "daily-longest").endswith("5")
    [section] = elements(app, **{"data-daily-stats": "mistrz"})
    assert text_of(section).endswith(t("en", "stats.daily.none_yet"))
    assert len(elements(app, **{"class": "chart"})) == 2     # the games' charts alone
