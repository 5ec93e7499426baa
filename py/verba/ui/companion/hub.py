"""The companion's screen ("At the table"): its tools, for people who play
the cardboard games. A static screen (``verba.ui.shell.static``): the page
paints it before Python starts, so it depends on the language alone.

Each tool's module is imported by name when the tool is opened, so neither
the home nor this screen compiles a solver: ``TOOLS`` names the module,
which has ``open_tool(app, back)``.
"""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from ..shell.chrome import back_on_escape, top_bar
from ..shell.vnode import Node, act, button, h

if TYPE_CHECKING:
    from ..shell.app import App

TOOLS = {"judge": "verba.ui.companion.judge_screen",
         "mistrz": "verba.ui.companion.mistrz_solver",
         "scriba": "verba.ui.companion.scriba_solver"}


def open_tool(app: "App", tool: str, back: Any) -> None:
    """Open ``tool`` (a key of ``TOOLS``) over ``back``, the screen to return to."""
    if tool in TOOLS:
        importlib.import_module(TOOLS[tool]).open_tool(app, back)


class CompanionScreen:
    def __init__(self, app: "App") -> None:
        self.app = app

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
            open_tool(self.app, str(action.get("tool")), self)

    def key(self, info: dict[str, Any]) -> bool:
        return back_on_escape(self.app, info)
