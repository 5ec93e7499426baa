"""The home screen: the three games, resume, language, settings, history."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .chrome import language_switch
from .games import GAMES, Game
from .vnode import Node, act, button, h

if TYPE_CHECKING:
    from .app import App


class HomeScreen:
    def __init__(self, app: "App") -> None:
        self.app = app

    def _card(self, game: Game) -> Node:
        t = self.app.t
        saved = self.app.saves.get(game.id)
        return h("article", {"class": f"game-card game-{game.id}", "data-game": game.id, "key": game.id},
                 h("div", {"class": f"game-art art-{game.id}", "aria-hidden": "true"}),
                 h("h2", None, t(game.name_code())),
                 h("p", {"class": "blurb"}, t(f"game.{game.id}.blurb")),
                 h("p", {"class": "meta"},
                   t(game.words), " · ",
                   t("app.players_range", min=game.min_players, max=game.max_players)),
                 h("p", {"class": "saved"}, t("app.resume_saved", summary=saved.get("summary", "")))
                 if saved is not None else None,
                 h("div", {"class": "actions"},
                   button(t("app.resume"), act("open", game=game.id, resume=True), cls="btn primary",
                          **{"data-resume": game.id}) if saved is not None else None,
                   button(t("app.new_game"), act("open", game=game.id, resume=False),
                          cls="btn" if saved is not None else "btn primary",
                          **{"data-new": game.id})))

    def view(self) -> list[Node]:
        t = self.app.t
        return [h("div", {"class": "screen home", "data-screen": "home", "key": "home"},
                  h("header", {"class": "hero"},
                    h("h1", {"class": "logo"}, "Verba"),
                    h("p", {"class": "tagline"}, t("app.tagline")),
                    h("nav", {"class": "home-nav"},
                      language_switch(self.app),
                      button(t("app.settings"), act("settings"), cls="btn ghost",
                             **{"data-nav": "settings"}),
                      button(t("app.history"), act("history"), cls="btn ghost",
                             **{"data-nav": "history"}))),
                  h("section", {"class": "games"}, [self._card(game) for game in GAMES]))]

    def handle(self, action: dict[str, Any]) -> None:
        from .pages import HistoryScreen, SettingsScreen
        do = action.get("do")
        if do == "open":
            self.app.open_game(str(action.get("game")), bool(action.get("resume")))
        elif do == "settings":
            self.app.go(SettingsScreen(self.app))
        elif do == "history":
            self.app.go(HistoryScreen(self.app))

    def key(self, info: dict[str, Any]) -> bool:
        return False
