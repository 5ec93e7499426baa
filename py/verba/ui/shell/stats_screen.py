"""The statistics screen (from the home and the history): per game a tab with
the person's figures, by opponents, and the charts of their last games; then
the game's daily: played on the day and late, the streaks and the chart of
the last dailies' share of the optimum.

Everything comes from the stored history (``verba.stats``) and the stored
dailies (``verba.daily.stats``, read through ``daily.record.load``); the
screen reads them on every render, so a game or a daily finished, or the
history cleared, shows at once.
"""
from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from ...daily import stats as daily_stats
from ...daily.kinds import KINDS
from ...daily.record import load as load_dailies
from ...protocol import GAME_IDS
from ...stats import CHART_GAMES, Figures, GameStats, compute, people
from .chart import line_chart
from .chrome import top_bar
from .vnode import Node, act, button, h

if TYPE_CHECKING:
    from .app import App, Screen

TAB_KEYS = {"ArrowLeft": -1, "ArrowRight": 1, "Home": "first", "End": "last"}
Row = tuple[str, str, str | None]     # a figure: message code, value, note


def figure_list(t: Any, key: str, rows: list[Row]) -> Node:
    """The figures as a description list, each ``data-figure`` its code
    after ``stats.`` (``stats.daily.streak``: ``daily-streak``)."""
    return h("dl", {"class": "stats-figures", "key": key},
             [h("div", {"class": "stats-figure", "key": code,
                        "data-figure": code.removeprefix("stats.").replace(".", "-")},
                h("dt", None, t(code)),
                h("dd", None, h("span", {"class": "stats-value"}, value),
                  h("span", {"class": "muted stats-note"}, note) if note else None))
              for code, value, note in rows])


class StatsScreen:
    def __init__(self, app: "App", back: "Screen") -> None:
        self.app = app
        self.back = back
        self.game = GAME_IDS[0]
        self.group = "all"
        self.name: str | None = None
        self.moved = ""          # the tab the keyboard moved to (takes the focus)

    # -- numbers written the reader's way ------------------------------------
    def _decimal(self, value: float, digits: int = 1) -> str:
        text = f"{value:.{digits}f}"
        return text if self.app.lang == "en" else text.replace(".", ",")

    def _percent(self, value: float) -> str:
        return self.app.t("stats.percent", n=f"{100 * value:.0f}")

    # -- views ----------------------------------------------------------------
    def _from(self, f: Figures, key: str) -> str | None:
        """"from 3 of 5 games" when a figure was not recorded in every game."""
        n = f.recorded[key]
        return self.app.t("stats.from_games", n=n, total=f.played) if 0 < n < f.played else None

    def _extras(self, game: str, f: Figures) -> list[Row]:
        t = self.app.t
        none = t("stats.not_recorded")
        if game == "mistrz":
            share = f.share
            return [("stats.share", none if share is None else self._percent(share),
                     self._from(f, "share"))]
        if game == "scriba":
            per_move = f.ratio("move_points", "moves")
            return [("stats.bingos", str(f.sums["bingos"]) if f.recorded["bingos"] else none,
                      self._from(f, "bingos")),
                    ("stats.per_move", none if per_move is None else self._decimal(per_move),
                     self._from(f, "moves"))]
        return [("stats.guesses", t("stats.right_wrong", right=f.sums["right"],
                                    wrong=f.sums["wrong"]) if f.recorded["right"] else none,
                 self._from(f, "right"))]

    def _figures(self, game: str, f: Figures) -> Node:
        t = self.app.t
        if f.best is not None:
            best = t("stats.word_points", word=f.best[0], points=f.best[1])
        else:
            best = t("stats.no_word" if f.recorded["best"] else "stats.not_recorded")
        rows: list[Row] = [
            ("stats.played", str(f.played), None),
            ("stats.won", t("stats.won_rate", won=f.won, rate=self._percent(f.win_rate)), None),
            ("stats.average", self._decimal(f.average), None),
            ("stats.best_score", str(f.best_score), None),
            ("stats.streak", str(f.streak), None),
            ("stats.best_word", best, self._from(f, "best") if f.best is not None else None),
            *self._extras(game, f)]
        return figure_list(t, "figures", rows)

    def _groups(self, stats: GameStats) -> Node | None:
        t = self.app.t
        if len(stats.groups) <= 2:   # "all" and one group: a choice of one
            return None
        return h("div", {"class": "stats-groups", "role": "group", "key": "groups",
                         "aria-label": t("stats.groups")},
                 [button(t("stats.group_count", group=t(f"stats.group.{group}"), n=f.played),
                         act("group", group=group), cls="chip",
                         **{"aria-pressed": "true" if group == self.group else "false",
                            "data-group": group})
                  for group, f in stats.groups.items()])

    def _charts(self, stats: GameStats, group: str) -> list[Node]:
        t = self.app.t
        games = stats.recent(group)
        rows = [(time.strftime("%Y-%m-%d", time.localtime(g.finished / 1000)), g.won)
                for g in games]
        series = stats.series(group)
        units = list(dict.fromkeys(s.unit for s in series))
        return [line_chart(t, f"{stats.game}-{unit}", t(f"stats.chart.{unit}", n=len(games)),
                           [s for s in series if s.unit == unit], rows)
                for unit in units]

    def _daily(self, d: daily_stats.DailyStats) -> Node:
        """A daily kind's figures and chart."""
        t = self.app.t
        body: list[Any] = [h("h2", {"class": "stats-heading"}, t(f"stats.daily.heading.{d.kind}"))]
        if not d.played:
            body.append(h("p", {"class": "muted"}, t("stats.daily.none_yet")))
        else:
            series = d.series()
            body += [figure_list(t, "daily-figures", [
                         ("stats.daily.on_day", str(d.on_day), None),
                         ("stats.daily.late", str(d.late), None),
                         ("stats.daily.streak", str(d.streak), None),
                         ("stats.daily.longest", str(d.longest), None)]),
                     h("p", {"class": "muted"}, t(f"stats.daily.chart_about.{d.kind}",
                                                  n=CHART_GAMES)),
                     line_chart(t, f"daily-{d.kind}",
                                t("stats.daily.chart", n=len(d.recent)), [series], d.rows(),
                                ("stats.daily.solved", "stats.daily.not_solved"))]
        return h("section", {"class": "stats-daily", "key": f"daily-{d.kind}",
                             "data-daily-stats": d.kind}, body)

    def _panel(self, game: str, stats: GameStats | None,
               dailies: dict[str, daily_stats.DailyStats]) -> Node:
        t = self.app.t
        body: list[Any]
        group = "all" if stats is None or self.group not in stats.groups else self.group
        if stats is None or not stats.groups[group].played:
            body = [h("p", {"class": "muted"}, t("stats.none_yet", game=t(f"game.{game}.name")))]
        else:
            body = [self._groups(stats),
                    h("h2", {"class": "stats-heading"}, t(f"stats.group.{group}")),
                    self._figures(game, stats.groups[group]),
                    h("p", {"class": "muted"}, t("stats.chart_about", n=CHART_GAMES)),
                    *self._charts(stats, group)]
        body += [self._daily(dailies[kind.id]) for kind in KINDS if kind.game == game]
        return h("section", {"class": "panel stats-panel", "role": "tabpanel",
                             "id": f"stats-{game}", "key": f"panel-{game}",
                             "aria-labelledby": f"stats-tab-{game}",
                             "data-stats-game": game}, body)

    def _tabs(self) -> Node:
        t = self.app.t
        return h("div", {"class": "stats-tabs", "role": "tablist", "data-keys": "tabs",
                         "aria-label": t("stats.games")},
                 [h("button", {"type": "button", "role": "tab", "class": "stats-tab",
                               "id": f"stats-tab-{game}", "aria-controls": f"stats-{game}",
                               "aria-selected": "true" if game == self.game else "false",
                               "tabindex": "0" if game == self.game else "-1",
                               "data-act": act("tab", game=game), "data-tab": game,
                               "focus": self.moved if game == self.game and self.moved else None},
                    t(f"game.{game}.name")) for game in GAME_IDS])

    def _person(self, names: list[str]) -> Node | None:
        if len(names) < 2:
            return None
        return h("label", {"class": "stats-person"}, self.app.t("stats.person"),
                 h("select", {"data-change": act("person"), "data-person": "1"},
                   [h("option", {"value": name, "selected": name == self.name}, name)
                    for name in names]))

    def view(self) -> list[Node]:
        t = self.app.t
        history = self.app.storage.history()
        names = people(history)
        if self.name not in names:
            self.name = names[0] if names else None
        daily = load_dailies(self.app.storage)
        if self.name is None and not daily.results:
            body: list[Any] = [h("section", {"class": "panel", "key": "empty"},
                                 h("p", {"class": "muted", "data-stats": "empty"},
                                   t("stats.empty")))]
        else:
            stats = None if self.name is None else compute(history, self.name)[self.game]
            body = [self._person(names), self._tabs(),
                    self._panel(self.game, stats, daily_stats.compute(daily, self.app.today()))]
        return [h("div", {"class": "screen stats", "data-screen": "stats", "key": "stats"},
                  top_bar(self.app, t("stats.title"), sound=False), *body)]

    # -- actions --------------------------------------------------------------
    def handle(self, action: dict[str, Any]) -> None:
        do = action.get("do")
        if do == "tab" and action.get("game") in GAME_IDS:
            self.game, self.group, self.moved = action["game"], "all", ""
        elif do == "group" and isinstance(action.get("group"), str):
            self.group = action["group"]
        elif do == "person" and isinstance(action.get("value"), str):
            self.name, self.group = action["value"], "all"

    def key(self, info: dict[str, Any]) -> bool:
        """The tabs move with the arrow keys, Home and End (the focus with
        them); Escape goes back."""
        key = info.get("key")
        if key == "Escape":
            self.app.go(self.back)
            return True
        move = TAB_KEYS.get(str(key))
        if info.get("field") != "tabs" or move is None:
            return False
        index = GAME_IDS.index(self.game)
        index = 0 if move == "first" else len(GAME_IDS) - 1 if move == "last" \
            else (index + int(move)) % len(GAME_IDS)
        self.game, self.group, self.moved = GAME_IDS[index], "all", GAME_IDS[index]
        return True
