"""The line a guest's table shows about its link to the host: whose seat this
device plays, a move on its way, the host's refusal, the channel down."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..shell.vnode import Node, act, button, h
from .remote import REFUSED, WAITING, RemoteSeat

if TYPE_CHECKING:
    from ..shell.app import App


def refusal_text(app: "App", code: str, params: dict) -> str:
    """The host's refusal in the player's language: the game's or the
    table's own text, or, for a code this page has no text for (a newer
    host), a sentence naming it."""
    text = app.t(code, **params)
    return app.t("remote.unknown_refusal", what=code) if text == code else text


def status_view(app: "App", remote: RemoteSeat, name: str | None,
                unreadable: bool = False) -> Node:
    """The link's state, announced politely (a refusal as an alert), and
    whether the host's last view could not be read."""
    line = _line(app, remote, name)
    if not unreadable:
        return line
    return h("div", None, line, h("p", {"class": "problem", "role": "alert",
                                       "data-remote": "unreadable"}, app.t("remote.bad_view")))


def _line(app: "App", remote: RemoteSeat, name: str | None) -> Node:
    if remote.status == WAITING:
        code = "remote.waiting" if remote.view is not None else "remote.no_view"
        return h("p", {"class": "remote-status waiting", "role": "status",
                       "data-remote": "waiting"}, app.t(code), " ",
                 button(app.t("remote.join.new_code"), act("join"), cls="btn small",
                        **{"data-nav": "join"}) if remote.view is not None else None)
    if remote.status == REFUSED and remote.refusal is not None:
        code, params = remote.refusal
        return h("p", {"class": "remote-status problem", "role": "alert",
                       "data-remote": "refused", "data-problem": code},
                 app.t("remote.refused", reason=refusal_text(app, code, params)))
    if remote.pending is not None:
        return h("p", {"class": "remote-status", "role": "status", "data-remote": "pending"},
                 app.t("remote.pending"))
    return h("p", {"class": "remote-status muted", "role": "status", "data-remote": "connected"},
             app.t("remote.connected", name=name or "?"))
