"""The Mistrz Słowa set-up: the seats in play order (people here, on other
devices, computers) and the game's options, among them whether people at one
device allow take-backs."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...mistrz import game
from ..shell.setup_form import Seats, option_select, option_toggle
from ..shell.vnode import Node, act, button, h

if TYPE_CHECKING:
    from ..shell.app import App


def set_option(options: dict[str, Any], name: Any, value: Any) -> None:
    """An option as the form gives it (text); ``engine.new_game`` checks them all."""
    if name in ("target", "run_seconds", "runs"):
        try:
            options[name] = int(str(value))
        except ValueError:
            options[name] = value
    elif name in ("hourglass", "take_back"):
        options[name] = value == "true"
    elif name == "end":
        options[name] = value


def setup_view(app: "App", seats: Seats, options: dict[str, Any], problem: Node | None) -> Node:
    """The seats (the shared form) and the game's options."""
    t = app.t
    o = options

    return h("section", {"class": "panel setup", "data-setup": "mistrz"},
             h("p", {"class": "muted"}, t("mistrz_ui.setup_intro")),
             seats.view(app),
             h("fieldset", {"class": "options"},
               h("legend", None, t("setup.options")),
               h("label", {"class": "field"}, h("span", None, t("mistrz_ui.target")),
                 h("input", {"type": "number", "min": "10", "max": "1000", "step": "10",
                             "value": str(o["target"]), "name": "target",
                             "data-change": act("option", name="target")})),
               option_select(o, "run_seconds", (30, 45, 60, 90, 120, 180), t("mistrz_ui.run_seconds"),
                      lambda v: t("mistrz_ui.seconds", n=v)),
               option_select(o, "runs", (2, 3), t("mistrz_ui.runs"),
                      lambda v: t("mistrz_ui.runs_n", n=v)),
               option_toggle(o, "hourglass", t("mistrz_ui.hourglass")),
               option_select(o, "end", game.END_RULES, t("mistrz_ui.end"),
                      lambda v: t(f"mistrz_ui.end_{v}")),
               option_toggle(o, "take_back", t("mistrz_ui.take_back_option")),
               h("p", {"class": "muted mz-hint"}, t("mistrz_ui.take_back_hint"))),
             problem,
             h("div", {"class": "actions"},
               button(t("setup.start"), act("start"), cls="btn primary",
                      **{"data-start": "mistrz"})))
