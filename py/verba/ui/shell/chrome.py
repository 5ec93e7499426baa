"""What frames every screen: the top bar, the language switch, banners."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...i18n import LANG_NAMES, LANGS
from .vnode import Child, Node, act, button, h

if TYPE_CHECKING:
    from .app import App


def language_switch(app: "App") -> Node:
    return h("div", {"class": "lang-switch", "role": "group", "aria-label": app.t("app.language")},
             [button(LANG_NAMES[lang], act("lang", lang=lang), cls="chip",
                     **{"aria-pressed": "true" if lang == app.lang else "false",
                        "lang": lang, "data-lang": lang})
              for lang in LANGS])


def rules_focus(app: "App", screen: object, game: str) -> bool | None:
    """True for the button that opened a game's rules on ``screen`` when the
    rules were just closed onto it: the focus goes back where the person was."""
    closed = app.rules_closed
    return True if closed is not None and closed[0] is screen and closed[1] == game else None


def title_focus(app: "App", screen: object) -> bool | None:
    """A screen's title takes the focus when it opens, unless the rules were
    just closed onto it (their button takes it back, see ``rules_focus``)."""
    closed = app.rules_closed
    return None if closed is not None and closed[0] is screen else True


def speaker(on: bool) -> Node:
    """A drawn loudspeaker, with sound waves or struck through."""
    marks = [h("path", {"d": "M15 9a4 4 0 0 1 0 6M18 6a8 8 0 0 1 0 12"})] if on else \
        [h("path", {"d": "M16 9l6 6M22 9l-6 6"})]
    return h("svg", {"class": "speaker", "viewBox": "0 0 24 24", "width": "24", "height": "24",
                     "aria-hidden": "true", "fill": "none", "stroke": "currentColor",
                     "stroke-width": "2", "stroke-linecap": "round", "stroke-linejoin": "round"},
             h("path", {"d": "M3 9h4l5-4v14l-5-4H3z", "fill": "currentColor"}), marks)


def sound_switch(app: "App") -> Node:
    """Sound on or off without leaving the table (App.handle_common: "sound")."""
    on = app.settings.sound
    return button(speaker(on), act("sound"), cls="btn ghost icon sound-switch",
                  **{"aria-pressed": "true" if on else "false", "aria-label": app.t("app.sound"),
                     "data-sound": "on" if on else "off"})


def top_bar(app: "App", title: str, *, home: bool = True, extra: Child = None,
            rules: str | None = None, sound: bool = True, languages: bool = True) -> Node:
    """The bar over every screen but home. Its title takes the focus when the
    screen opens, so a keyboard or screen-reader user starts from there.
    ``rules``: the rules page its "?" button opens ("mistrz", "scriba/2", …;
    see ``verba.ui.rules.screen``); the screen comes back as it was."""
    return h("header", {"class": "top-bar"},
             button(["\u2190 ", app.t("app.home")], act("home"), cls="btn ghost",
                    **{"data-nav": "home"}) if home else None,
             h("h1", {"class": "screen-title", "tabindex": "-1",
                      "focus": title_focus(app, app.screen)}, title),
             extra,
             button([h("span", {"class": "rules-q", "aria-hidden": "true"}, "?"),
                     h("span", {"class": "rules-btn-word"}, app.t("rules.open"))],
                    act("rules", page=rules), cls="btn ghost rules-btn",
                    focus=rules_focus(app, app.screen, rules.split("/")[0]),
                    **{"data-rules-open": rules}) if rules else None,
             sound_switch(app) if sound else None,
             language_switch(app) if languages else None)


def back_on_escape(app: "App", info: dict[str, Any]) -> bool:
    """Escape on a screen outside the games goes back home."""
    if info.get("key") == "Escape":
        app.go_home()
        return True
    return False


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
                     button("\u00d7", act("dismiss", index=index), cls="btn ghost icon",
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
