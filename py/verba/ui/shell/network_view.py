"""The settings' "Playing on separate devices" section: the STUN/TURN servers for
tables over the internet (``verba.ice_servers``), none by default, with what
setting one means: the page contacts no other server unless one is set."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...ice_servers import MAX_SERVERS, MAX_TEXT, ServerError, parse_lines, to_lines
from .chrome import problem_view
from .vnode import Child, act, h

if TYPE_CHECKING:
    from .settings_screen import SettingsScreen


@dataclass
class ServersForm:
    """The field as typed but not yet saved, and why the last save was refused."""
    draft: str | None = None
    error: ServerError | None = None
    saved: bool = False


def network_view(screen: "SettingsScreen") -> list[Child]:
    app = screen.app
    t = app.t
    form = screen.servers
    servers = app.settings.ice_servers
    text = to_lines(servers) if form.draft is None else form.draft
    if form.error is not None:
        status = problem_view(app, (form.error.code, {"line": form.error.line, "n": MAX_SERVERS}))
    else:
        line = t("network.servers_set", n=len(servers)) if servers else t("network.no_servers")
        status = h("p", {"class": "muted", "role": "status", "data-servers": len(servers)},
                   (t("network.saved") + " " if form.saved else "") + line)
    return [h("p", None, t("network.local")),
            h("p", {"class": "muted"}, t("network.internet")),
            h("form", {"class": "servers-form", "data-submit": act("servers_save")},
              h("label", {"for": "ice-servers"}, t("network.servers")),
              h("textarea", {"id": "ice-servers", "name": "servers", "rows": "3", "value": text,
                             "spellcheck": "false", "autocomplete": "off", "lang": "zxx",
                             "maxlength": str(MAX_TEXT), "placeholder": t("network.placeholder"),
                             "data-input": act("servers_type")}),
              status,
              h("div", {"class": "actions"},
                h("button", {"type": "submit", "class": "btn", "data-servers-save": "1"},
                  t("network.save"))))]


def network_handle(screen: "SettingsScreen", action: dict[str, Any]) -> bool:
    form = screen.servers
    if action.get("do") == "servers_type":
        form.draft, form.saved = str(action.get("value", ""))[:MAX_TEXT], False
        return True
    if action.get("do") != "servers_save":
        return False
    text = form.draft if form.draft is not None else to_lines(screen.app.settings.ice_servers)
    try:
        servers = parse_lines(text)
    except ServerError as error:
        form.error = error  # the text stays in the field, to be corrected
        return True
    screen.app.update_settings(ice_servers=[server.to_dict() for server in servers])
    screen.servers = ServersForm(saved=True)
    return True
