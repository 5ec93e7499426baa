"""The player list every game's set-up screen shares: names, people or
computer players of three strengths (each explained for the game), seats
added and removed; and the fields of a game's options (``option_select``,
``option_toggle``), each sending ``{"do": "option", "name": …}``.

A newcomer's first game is against gentle computer players: each table asks
for its default seats with easy computers. Whatever the person then chooses
is remembered per game (``Settings.setups``) and offered next time.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable

from ...settings import SEAT_KINDS as KINDS
from ...text import MAX_NAME
from .vnode import Node, act, button, h

if TYPE_CHECKING:
    from .app import App

LEVELS = ("easy", "medium", "hard")
GENTLE = "easy"  # the level of a computer player the person did not choose
REMOTE = "remote"  # a person on another device: this page hosts the table


@dataclass
class Seats:
    """Editable seats: [{"name": str, "kind": str}], in play order."""
    min_players: int
    max_players: int
    seats: list[dict[str, str]] = field(default_factory=list)
    game: str = ""  # the game's id: its remembered set-up and its level texts
    remote: bool = False  # the game can seat people on other devices (a hosted table)

    def default_name(self, app: "App", kind: str, number: int) -> str:
        if kind in ("human", REMOTE):
            return app.t("setup.player_n", n=number)
        return app.t("setup.computer_n", level=app.t(f"setup.level.{kind}"))

    def _defaults(self, app: "App", kind: str, number: int) -> tuple[str, str]:
        """A seat's default name, and the numbered one that tells two computer
        players of the same level apart."""
        if kind in ("human", REMOTE):
            return (self.default_name(app, kind, number),) * 2
        return (self.default_name(app, kind, number),
                app.t("setup.computer_n_numbered", n=number, level=app.t(f"setup.level.{kind}")))

    def _fresh_name(self, app: "App", kind: str, index: int) -> str:
        plain, numbered = self._defaults(app, kind, index + 1)
        taken = any(s["name"] == plain for i, s in enumerate(self.seats) if i != index)
        return numbered if taken else plain

    def _is_default(self, app: "App", index: int) -> bool:
        seat = self.seats[index]
        return seat["name"] in ("", *self._defaults(app, seat["kind"], index + 1))

    def ensure(self, app: "App", game: str, default_kinds: tuple[str, ...]) -> None:
        """Fill an empty seat list: the game's remembered set-up, else
        ``default_kinds`` (a newcomer's: one person, gentle computers)."""
        self.game = game
        if self.seats:
            return
        remembered = app.settings.setups.get(game, ())
        if self.min_players <= len(remembered) <= self.max_players and (
                self.remote or all(seat["kind"] != REMOTE for seat in remembered)):
            kinds = tuple(seat["kind"] for seat in remembered)
            names = [seat["name"] for seat in remembered]
        else:
            kinds, names = default_kinds, [""] * len(default_kinds)
        for index, (kind, name) in enumerate(zip(kinds, names)):
            self.seats.append({"name": name, "kind": kind})
            if not name:
                self.seats[index]["name"] = self._fresh_name(app, kind, index)

    def _remember(self, app: "App") -> None:
        if not self.game:
            return
        # Default names are stored empty, so they follow a change of language.
        seats = [{"name": "" if self._is_default(app, i) else s["name"], "kind": s["kind"]}
                 for i, s in enumerate(self.seats)]
        setups = {game: list(kept) for game, kept in app.settings.setups.items()}
        if setups.get(self.game) != seats:
            app.update_settings(setups={**setups, self.game: seats})

    def handle(self, app: "App", action: dict[str, Any]) -> bool:
        """A seat action: True when it was one (and the set-up is remembered)."""
        handled = self._change(app, action)
        if handled:
            self._remember(app)
        return handled

    def _change(self, app: "App", action: dict[str, Any]) -> bool:
        do = action.get("do")
        index = action.get("seat")
        if do == "seat_add" and len(self.seats) < self.max_players:
            # Playing alone, the second seat is an opponent; after that, friends.
            kind = GENTLE if len(self.seats) == 1 else "human"
            self.seats.append({"name": "", "kind": kind})
            self.seats[-1]["name"] = self._fresh_name(app, kind, len(self.seats) - 1)
        elif not isinstance(index, int) or not 0 <= index < len(self.seats):
            return do in ("seat_add", "seat_remove", "seat_name", "seat_kind")
        elif do == "seat_remove" and len(self.seats) > self.min_players:
            del self.seats[index]
        elif do == "seat_name":
            self.seats[index]["name"] = str(action.get("value", ""))[:MAX_NAME]
        elif do == "seat_kind" and action.get("value") in self.kinds():
            renamed = self._is_default(app, index)
            self.seats[index]["kind"] = str(action["value"])
            if renamed:
                self.seats[index]["name"] = self._fresh_name(app, self.seats[index]["kind"], index)
        else:
            return do in ("seat_remove", "seat_name", "seat_kind")
        return True

    def _row(self, app: "App", index: int, seat: dict[str, str]) -> Node:
        t = app.t
        return h("li", {"class": "seat", "key": f"seat{index}"},
                 h("span", {"class": "seat-no", "aria-hidden": "true"}, str(index + 1)),
                 h("input", {"type": "text", "value": seat["name"], "maxlength": str(MAX_NAME),
                             "class": "seat-name", "aria-label": t("setup.name_of", n=index + 1),
                             "data-input": act("seat_name", seat=index),
                             "name": f"name{index}", "autocomplete": "off"}),
                 h("select", {"class": "seat-kind", "aria-label": t("setup.kind_of", n=index + 1),
                              "aria-describedby": f"levels-{self.game}" if self.game else None,
                              "data-change": act("seat_kind", seat=index), "name": f"kind{index}"},
                   [h("option", {"value": kind, "selected": kind == seat["kind"]},
                      t(f"setup.kind.{kind}")) for kind in self.kinds()]),
                 button("\u2715", act("seat_remove", seat=index), cls="btn ghost icon seat-remove",
                        **{"aria-label": t("setup.remove_player", n=index + 1)})
                 if len(self.seats) > self.min_players else None)

    def _levels(self, app: "App") -> Node | None:
        """A line per computer level, true to the game's computer players."""
        if not self.game:
            return None
        t = app.t
        return h("div", {"class": "levels", "id": f"levels-{self.game}"},
                 h("p", {"class": "levels-title"}, t("setup.levels_title")),
                 h("ul", None, [h("li", {"data-level": level},
                                  h("b", None, t(f"setup.level.{level}")), " \u2014 ",
                                  t(f"setup.level_about.{self.game}.{level}"))
                                for level in LEVELS]))

    def view(self, app: "App") -> Node:
        t = app.t
        return h("fieldset", {"class": "seats"},
                 h("legend", None, t("setup.players")),
                 h("ol", {"class": "seat-list"},
                   [self._row(app, index, seat) for index, seat in enumerate(self.seats)]),
                 button(["+ ", t("setup.add_player")], act("seat_add"), cls="btn small",
                        disabled=len(self.seats) >= self.max_players, **{"data-add-seat": "1"}),
                 self._levels(app))

    def kinds(self) -> tuple[str, ...]:
        """Who may sit at a seat: a person here, a computer, and, where the
        game can host a table, a person on another device."""
        return KINDS if self.remote else tuple(k for k in KINDS if k != REMOTE)

    def players(self) -> list[dict[str, str]]:
        """The seats for the engine: a person on another device is a person."""
        return [{"name": s["name"].strip(),
                 "kind": "human" if s["kind"] == REMOTE else s["kind"]} for s in self.seats]

    def remote_seats(self) -> list[int]:
        """The seats played on other devices (none: a game on this device alone)."""
        return [i for i, s in enumerate(self.seats) if s["kind"] == REMOTE]


def option_select(options: dict[str, Any], name: str, values: tuple[Any, ...], label: str,
                  show: Callable[[Any], str] = str, disabled: bool = False) -> Node:
    """A labelled choice of one of ``values`` for option ``name``."""
    attrs: dict[str, Any] = {"data-change": act("option", name=name), "name": name}
    if disabled:
        attrs["disabled"] = True
    return h("label", {"class": "field"}, h("span", None, label),
             h("select", attrs,
               [h("option", {"value": str(v), "selected": v == options[name]}, show(v))
                for v in values]))


def option_toggle(options: dict[str, Any], name: str, label: str, cls: str = "") -> Node:
    """A labelled checkbox for the yes/no option ``name``."""
    return h("label", {"class": f"toggle {cls}".strip()},
             h("input", {"type": "checkbox", "checked": bool(options[name]), "name": name,
                         "data-change": act("option", name=name)}),
             h("span", None, label))
