"""The home screen: the three games, resume, language, settings, history."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..rules.pages import page_of
from .chrome import language_switch, rules_focus, title_focus
from .games import GAMES, Game
from .vnode import Node, act, button, h

if TYPE_CHECKING:
    from .app import App

# Characters of a saved game's summary shown on its card; the page, which shows
# it before Python starts, cuts it the same way (verba.ui.shell.static).
SUMMARY_LIMIT = 120


def short_summary(summary: str) -> str:
    return summary if len(summary) <= SUMMARY_LIMIT else summary[:SUMMARY_LIMIT - 1] + "\u2026"


class HomeScreen:
    def __init__(self, app: "App") -> None:
        self.app = app

    def _card(self, game: Game) -> Node:
        t = self.app.t
        saved = self.app.saves.get(game.id)
        name = t(game.name_code())
        summary = short_summary(saved.get("summary", "")) if saved is not None else ""
        return h("article", {"class": f"game-card game-{game.id}", "data-game": game.id, "key": game.id},
                 h("div", {"class": f"game-art art-{game.id}", "aria-hidden": "true"}),
                 h("h2", None, name),
                 h("p", {"class": "blurb"}, t(f"game.{game.id}.blurb")),
                 h("p", {"class": "meta"},
                   t(game.words), " · ",
                   t("app.players_range", min=game.min_players, max=game.max_players)),
                 h("p", {"class": "saved"}, t("app.resume_saved", summary=summary))
                 if saved is not None else None,
                 h("div", {"class": "actions"},
                   # Named for their game: three cards, three different buttons.
                   button(t("app.resume"), act("open", game=game.id, resume=True), cls="btn primary",
                          **{"data-resume": game.id,
                             "aria-label": t("app.resume_game", game=name)})
                   if saved is not None else None,
                   button(t("app.new_game"), act("open", game=game.id, resume=False),
                          cls="btn" if saved is not None else "btn primary",
                          **{"data-new": game.id, "aria-label": t("app.new_game_of", game=name)}),
                   button(t("rules.open"), act("rules", page=page_of(game.id)), cls="btn ghost",
                          focus=rules_focus(self.app, self, game.id),
                          **{"data-rules-open": game.id,
                             "aria-label": t("rules.open_for", game=name)})))

    def view(self) -> list[Node]:
        t = self.app.t
        return [h("div", {"class": "screen home", "data-screen": "home", "key": "home"},
                  h("header", {"class": "hero"},
                    h("h1", {"class": "logo", "tabindex": "-1",
                             "focus": title_focus(self.app, self)}, "Verba"),
                    h("p", {"class": "tagline"}, t("app.tagline")),
                    h("nav", {"class": "home-nav"},
                      language_switch(self.app),
                      button(t("daily_ui.open"), act("daily"), cls="btn daily-entry",
                             **{"data-nav": "daily"}),
                      button(t("app.settings"), act("settings"), cls="btn ghost",
                             **{"data-nav": "settings"}),
                      button(t("app.history"), act("history"), cls="btn ghost",
                             **{"data-nav": "history"}),
                      button(t("stats.open"), act("stats"), cls="btn ghost",
                             **{"data-nav": "stats"}),
                      button(t("app.about"), act("about"), cls="btn ghost",
                             **{"data-nav": "about"}))),
                  h("section", {"class": "games"}, [self._card(game) for game in GAMES]),
                  self._companion(), self._join())]

    def _companion(self) -> Node:
        """The way to the companion, for people playing the cardboard games."""
        t = self.app.t
        return self._entry("companion", t("companion.title"), t("companion.home_blurb"),
                           t("companion.open"), t("companion.open_title"), "btn primary")

    def _join(self) -> Node:
        """The way to a table hosted on another device."""
        t = self.app.t
        return self._entry("join", t("remote.join.title"), t("remote.join.how"),
                           t("remote.join.go"), t("remote.join.title"), "btn")

    @staticmethod
    def _entry(where: str, title: str, blurb: str, label: str, name: str, cls: str) -> Node:
        """A section of the home leading to ``where`` (its action and its nav mark)."""
        return h("section", {"class": f"companion-entry {where}-entry",
                             "aria-labelledby": f"{where}-entry"},
                 h("div", {"class": "companion-text"},
                   h("h2", {"id": f"{where}-entry"}, title), h("p", {"class": "blurb"}, blurb)),
                 button(label, act(where), cls=cls, **{"data-nav": where, "aria-label": name}))

    def handle(self, action: dict[str, Any]) -> None:
        from .history import HistoryScreen
        from .settings_screen import SettingsScreen
        from .stats_screen import StatsScreen
        do = action.get("do")
        if do == "open":
            self.app.open_game(str(action.get("game")), bool(action.get("resume")))
        elif do == "settings":
            self.app.go(SettingsScreen(self.app))
        elif do == "history":
            self.app.go(HistoryScreen(self.app))
        elif do == "stats":
            self.app.go(StatsScreen(self.app, self))

    def key(self, info: dict[str, Any]) -> bool:
        return False
