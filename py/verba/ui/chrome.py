"""What frames every screen: the top bar, the language switch, banners."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..i18n import LANG_NAMES, LANGS
from .vnode import Child, Node, act, button, h

if TYPE_CHECKING:
    from .app import App


def language_switch(app: "App") -> Node:
    return h("div", {"class": "lang-switch", "role": "group", "aria-label": app.t("app.language")},
             [button(LANG_NAMES[lang], act("lang", lang=lang), cls="chip",
                     **{"aria-pressed": "true" if lang == app.lang else "false",
                        "lang": lang, "data-lang": lang})
              for lang in LANGS])


def top_bar(app: "App", title: str, *, home: bool = True, extra: Child = None) -> Node:
    return h("header", {"class": "top-bar"},
             button(["\u2190 ", app.t("app.home")], act("home"), cls="btn ghost",
                    **{"data-nav": "home"}) if home else None,
             h("h1", {"class": "screen-title"}, title),
             extra,
             language_switch(app))


def banners(app: "App") -> list[Node]:
    out = []
    if app.update_ready:
        out.append(h("div", {"class": "banner info", "role": "status", "key": "update"},
                     h("span", None, app.t("app.update_ready")),
                     button(app.t("app.reload"), act("reload"), cls="btn small")))
    for index, (code, params) in enumerate(app.messages):
        out.append(h("div", {"class": "banner warn", "role": "alert", "key": f"msg-{code}-{index}",
                             "data-code": code},
                     h("span", None, app.t(code, **params)),
                     button("\u00d7", act("dismiss", index=index), cls="btn ghost small",
                            **{"aria-label": app.t("app.dismiss")})))
    return out


def problem_view(app: "App", problem: tuple[str, dict[str, Any]] | None) -> Node | None:
    """Why the last action was refused, in the player's language."""
    if problem is None:
        return None
    code, params = problem
    return h("p", {"class": "problem", "role": "alert", "data-problem": code}, app.t(code, **params))


def trophy() -> Node:
    """A drawn cup for the winner: emoji fonts are not everywhere."""
    return h("svg", {"class": "trophy", "viewBox": "0 0 64 64", "aria-hidden": "true"},
             h("path", {"d": "M18 8h28v10c0 10-6 18-14 18S18 28 18 18z", "fill": "#d8a531"}),
             h("path", {"d": "M18 12H8c0 10 5 15 11 15M46 12h10c0 10-5 15-11 15",
                        "fill": "none", "stroke": "#d8a531", "stroke-width": "4"}),
             h("rect", {"x": "29", "y": "36", "width": "6", "height": "10", "fill": "#b98a22"}),
             h("rect", {"x": "20", "y": "46", "width": "24", "height": "8", "rx": "2",
                        "fill": "#7a5a1a"}))
