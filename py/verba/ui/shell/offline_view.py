"""The settings' "Offline play" section: whether every game can start without
a network, how much of the word lists is on this device, and the choice to
download them in the background (off on a metered connection)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .vnode import Child, act, h

if TYPE_CHECKING:
    from .app import App
    from .settings_screen import SettingsScreen

SETTING = "offline_lists"  # the Settings field the toggle sets


def size(app: "App", count: int) -> str:
    """Megabytes with one decimal, written the player's way (0.2 MB, 0,2 Mo)."""
    number = f"{count / 1e6:.1f}"
    return app.t("offline.size", n=number if app.lang == "en" else number.replace(".", ","))


def offline_view(screen: "SettingsScreen") -> list[Child]:
    app = screen.app
    t = app.t
    status = app.services.offline_status()
    sizes = {"cached": size(app, status.cached_bytes), "total": size(app, status.total_bytes)}
    if not status.known:
        line = t("offline.checking")
    elif status.available:
        line = t("offline.available", **sizes)
    else:
        line = t("offline.fetching" if status.state == "fetching" else "offline.not_yet", **sizes)
    # Until the page has answered, show the stored choice (not chosen counts as on).
    checked = status.enabled if status.known else getattr(app.settings, SETTING) is not False
    return [h("div", {"class": "offline", "data-offline": status.state},
              h("p", {"class": "offline-status", "role": "status"}, line),
              h("label", {"class": "toggle"},
                h("input", {"type": "checkbox", "checked": checked, "name": SETTING,
                            "data-change": act("toggle", name=SETTING)}),
                h("span", None, t("offline.download"))),
              h("p", {"class": "muted"}, t("offline.download_hint")))]


def offline_handle(screen: "SettingsScreen", action: dict[str, Any]) -> bool:
    """The toggle: a choice made, on or off (until then the page follows the
    browser's data saver)."""
    if action.get("do") != "toggle" or action.get("name") != SETTING:
        return False
    screen.app.update_settings(**{SETTING: action.get("value") == "true"})
    return True
