"""The player list every game's set-up screen shares: names, people or
computer players of three strengths, seats added and removed."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .vnode import Node, act, button, h

if TYPE_CHECKING:
    from .app import App

KINDS = ("human", "easy", "medium", "hard")


@dataclass
class Seats:
    """Editable seats: [{"name": str, "kind": str}], in play order."""
    min_players: int
    max_players: int
    seats: list[dict[str, str]] = field(default_factory=list)

    def default_name(self, app: "App", kind: str, number: int) -> str:
        if kind == "human":
            return app.t("setup.player_n", n=number)
        return app.t("setup.computer_n", level=app.t(f"setup.level.{kind}"))

    def ensure(self, app: "App", default_kinds: tuple[str, ...]) -> None:
        if not self.seats:
            for number, kind in enumerate(default_kinds, 1):
                self.seats.append({"name": self.default_name(app, kind, number), "kind": kind})

    def handle(self, app: "App", action: dict[str, Any]) -> bool:
        do = action.get("do")
        index = action.get("seat")
        if do == "seat_add" and len(self.seats) < self.max_players:
            kind = "hard" if len(self.seats) == 1 else "human"
            self.seats.append({"name": self.default_name(app, kind, len(self.seats) + 1),
                               "kind": kind})
        elif not isinstance(index, int) or not 0 <= index < len(self.seats):
            return do in ("seat_add", "seat_remove", "seat_name", "seat_kind")
        elif do == "seat_remove" and len(self.seats) > self.min_players:
            del self.seats[index]
        elif do == "seat_name":
            self.seats[index]["name"] = str(action.get("value", ""))[:24]
        elif do == "seat_kind" and action.get("value") in KINDS:
            seat = self.seats[index]
            old_default = self.default_name(app, seat["kind"], index + 1)
            seat["kind"] = str(action["value"])
            if seat["name"] in (old_default, ""):
                seat["name"] = self.default_name(app, seat["kind"], index + 1)
        else:
            return do in ("seat_remove", "seat_name", "seat_kind")
        return True

    def view(self, app: "App") -> Node:
        t = app.t
        rows = []
        for index, seat in enumerate(self.seats):
            rows.append(h("li", {"class": "seat", "key": f"seat{index}"},
                          h("span", {"class": "seat-no", "aria-hidden": "true"}, str(index + 1)),
                          h("input", {"type": "text", "value": seat["name"], "maxlength": "24",
                                      "aria-label": t("setup.name_of", n=index + 1),
                                      "data-input": act("seat_name", seat=index),
                                      "name": f"name{index}", "autocomplete": "off"}),
                          h("select", {"aria-label": t("setup.kind_of", n=index + 1),
                                       "data-change": act("seat_kind", seat=index),
                                       "name": f"kind{index}"},
                            [h("option", {"value": kind, "selected": kind == seat["kind"]},
                               t(f"setup.kind.{kind}")) for kind in KINDS]),
                          button("\u2212", act("seat_remove", seat=index), cls="btn ghost small",
                                 disabled=len(self.seats) <= self.min_players,
                                 **{"aria-label": t("setup.remove_player", n=index + 1)})))
        return h("fieldset", {"class": "seats"},
                 h("legend", None, t("setup.players")),
                 h("ol", {"class": "seat-list"}, rows),
                 button(["+ ", t("setup.add_player")], act("seat_add"), cls="btn small",
                        disabled=len(self.seats) >= self.max_players))

    def players(self) -> list[dict[str, str]]:
        return [{"name": s["name"].strip(), "kind": s["kind"]} for s in self.seats]
