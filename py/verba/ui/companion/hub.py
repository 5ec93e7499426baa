"""The companion's screen ("At the table"): its tools, for people who play
the cardboard games. A static screen (``verba.ui.shell.static``): the page
paints it before Python starts, so it depends on the language alone.

Each tool's module is imported by name when the tool is opened, so neither
the home nor this screen compiles a solver: ``TOOLS`` names the module,
which has ``open_tool(app, back, keep)``. The app keeps this screen for the
visit (``App.companion``), and this screen keeps each tool once shown: a
word typed, the dice set, a board laid are there again when the person comes
back to them.
"""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from ..shell.chrome import back_on_escape, top_bar
from ..shell.vnode import Node, act, button, h

if TYPE_CHECKING:
    from ..shell.app import App, Screen

TOOLS = {"judge": "verba.ui.companion.judge_screen",
         "mistrz": "verba.ui.companion.mistrz_solver",
         "scriba": "verba.ui.companion.scriba_solver",
         "keeper": "verba.ui.companion.keeper_screen"}


class CompanionScreen:
    def __init__(self, app: "App") -> None:
        self.app = app
        self.opened: dict[str, Screen] = {}

    def open(self, tool: str) -> None:
        """Show ``tool`` (a key of ``TOOLS``): as it was left, or anew."""
        if tool in self.opened:
            self.app.go(self.opened[tool])
        elif tool in TOOLS:
            def keep(screen: "Screen") -> None:
                self.opened[tool] = screen
            importlib.import_module(TOOLS[tool]).open_tool(self.app, self, keep)

    def _tool(self, tool: str) -> Node:
        t = self.app.t
        title = t(f"companion.{tool}.title")
        return h("article", {"class": f"companion-tool tool-{tool}", "key": tool,
                             "data-tool": tool},
                 h("h2", None, title),
                 h("p", {"class": "blurb"}, t(f"companion.{tool}.blurb")),
                 h("div", {"class": "actions"},
                   button(t("companion.open"), act("companion_tool", tool=tool),
                          cls="btn primary", **{"data-open-tool": tool,
                                                "aria-label": t("companion.open_tool",
                                                                tool=title)})))

    def view(self) -> list[Node]:
        t = self.app.t
        return [h("div", {"class": "screen companion", "data-screen": "companion",
                          "key": "companion"},
                  top_bar(self.app, t("companion.title"), sound=False),
                  h("p", {"class": "companion-intro"}, t("companion.intro")),
                  h("section", {"class": "companion-tools"},
                    [self._tool(tool) for tool in TOOLS]))]

    def handle(self, action: dict[str, Any]) -> None:
        if action.get("do") == "companion_tool":
            self.open(str(action.get("tool")))

    def key(self, info: dict[str, Any]) -> bool:
        return back_on_escape(self.app, info)
