"""The settings screen: the player's preferences in groups.

Each group is a ``Section`` in ``SECTIONS``, shown in that order as a panel
titled by the message ``settings.<id>``. A part of Verba with settings of its
own (stored data, offline play) adds a section to the list rather than
editing the screen: ``view(screen)`` returns the group's controls and
``handle(screen, action)`` answers their actions, True when it did.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

from ...settings import FEEL_EVENTS, FLAGS, THEMES
from .chrome import back_on_escape, language_switch, top_bar
from .network_view import ServersForm, network_handle, network_view
from .offline_view import offline_handle, offline_view
from .stored_data import StoredDataScreen
from .vnode import Child, Node, act, button, h

if TYPE_CHECKING:
    from .app import App


@dataclass(frozen=True)
class Section:
    id: str
    view: Callable[["SettingsScreen"], list[Child]]
    handle: Callable[["SettingsScreen", dict[str, Any]], bool] = lambda screen, action: False


def toggle(app: "App", name: str, label: str) -> Node:
    """A checkbox for one of the on/off settings (``verba.settings.FLAGS``)."""
    return h("label", {"class": "toggle"},
             h("input", {"type": "checkbox", "checked": bool(getattr(app.settings, name)),
                         "data-change": act("toggle", name=name), "name": name}),
             h("span", None, label))


def _language(screen: "SettingsScreen") -> list[Child]:
    return [language_switch(screen.app)]


def _sound(screen: "SettingsScreen") -> list[Child]:
    app = screen.app
    t = app.t
    quiet = not (app.settings.sound or app.settings.vibrate)
    return [toggle(app, "sound", t("settings.sound_on")),
            toggle(app, "vibrate", t("settings.vibrate_on")),
            h("p", {"class": "muted"}, t("settings.sound_note")),
            h("div", {"class": "actions"},
              button(t("settings.sample"), act("sample"), cls="btn", disabled=quiet,
                     **{"data-sample": FEEL_EVENTS[screen.samples % len(FEEL_EVENTS)]}))]


def _play_sample(screen: "SettingsScreen", action: dict[str, Any]) -> bool:
    if action.get("do") != "sample":
        return False
    screen.app.feel(FEEL_EVENTS[screen.samples % len(FEEL_EVENTS)])
    screen.samples += 1
    return True


def _look(screen: "SettingsScreen") -> list[Child]:
    app = screen.app
    t = app.t
    return [h("fieldset", {"class": "choice"},
              h("legend", None, t("settings.theme")),
              h("div", {"class": "choice-options"},
                [h("label", None,
                   h("input", {"type": "radio", "name": "theme", "value": theme,
                               "checked": app.settings.theme == theme,
                               "data-change": act("theme")}),
                   h("span", None, t(f"settings.theme_{theme}")))
                 for theme in THEMES])),
            toggle(app, "reduced_motion", t("settings.reduced_motion"))]


def _set_theme(screen: "SettingsScreen", action: dict[str, Any]) -> bool:
    if action.get("do") != "theme" or action.get("value") not in THEMES:
        return False
    screen.app.update_settings(theme=action["value"])
    return True


def _hot_seat(screen: "SettingsScreen") -> list[Child]:
    t = screen.app.t
    return [toggle(screen.app, "hand_off", t("settings.hand_off")),
            h("p", {"class": "muted"}, t("settings.hand_off_note"))]


def _stored(screen: "SettingsScreen") -> list[Child]:
    t = screen.app.t
    return [h("p", {"class": "muted"}, t("stored.intro_short")),
            h("div", {"class": "actions"},
              button(t("stored.open"), act("stored"), cls="btn", **{"data-nav": "stored"}))]


def _open_stored(screen: "SettingsScreen", action: dict[str, Any]) -> bool:
    if action.get("do") != "stored":
        return False
    screen.app.go(StoredDataScreen(screen.app, back=screen))
    return True


def _about(screen: "SettingsScreen") -> list[Child]:
    t = screen.app.t
    return [h("p", {"class": "muted"}, t("settings.version", version=screen.app.services.version)),
            h("div", {"class": "actions"},
              button(t("about.open"), act("about"), cls="btn", **{"data-nav": "about"}))]


SECTIONS: list[Section] = [
    Section("language", _language),
    Section("sound", _sound, _play_sample),
    Section("look", _look, _set_theme),
    Section("hot_seat", _hot_seat),
    Section("offline", offline_view, offline_handle),
    Section("network", network_view, network_handle),
    Section("stored", _stored, _open_stored),
    Section("about", _about),
]


class SettingsScreen:
    def __init__(self, app: "App") -> None:
        self.app = app
        self.samples = 0  # sample sounds played: the next one is the next event
        self.servers = ServersForm()  # the STUN/TURN servers as typed (network_view)

    def view(self) -> list[Node]:
        t = self.app.t
        return [h("div", {"class": "screen settings", "data-screen": "settings", "key": "settings"},
                  top_bar(self.app, t("settings.title"), sound=False, languages=False),
                  h("div", {"class": "settings-groups"},
                    [h("section", {"class": "panel settings-group", "data-section": s.id,
                                   "aria-labelledby": f"settings-{s.id}", "key": s.id},
                       h("h2", {"id": f"settings-{s.id}"}, t(f"settings.{s.id}")),
                       s.view(self))
                     for s in SECTIONS]))]

    def handle(self, action: dict[str, Any]) -> None:
        if action.get("do") == "toggle" and action.get("name") in FLAGS:
            self.app.update_settings(**{str(action["name"]): action.get("value") == "true"})
            return
        for section in SECTIONS:
            if section.handle(self, action):
                return

    def key(self, info: dict[str, Any]) -> bool:
        return back_on_escape(self.app, info)
