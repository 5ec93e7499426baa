"""Pieces the companion's tools share: the way back, the box a position is
pasted into, a submitted form's field, and a refusal shown in the player's
language."""
from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, Callable

from ...games_registry import ENGINES
from ..shell.vnode import Node, act, button, h

if TYPE_CHECKING:
    from ..shell.app import App, Screen

MAX_PASTE = 4096      # a position's longest text (docs/NOTATION.md)
Message = tuple[str, dict[str, Any]]
Keep = Callable[["Screen"], None]    # the companion keeps a tool's screen once shown


def back_button(app: "App") -> Node:
    """Back to the companion's screen, beside the tool's title."""
    return button(app.t("companion.back"), act("companion_back"), cls="btn ghost",
                  **{"data-companion-back": "1"})


def form_field(value: Any, name: str) -> str | None:
    """A field of a submitted form (the page sends the fields as JSON), or None."""
    try:
        fields = json.loads(value) if isinstance(value, str) else {}
    except ValueError:
        return None
    found = fields.get(name) if isinstance(fields, dict) else None
    return found if isinstance(found, str) else None


def paste_view(app: "App", game: str, text: str, rows: int) -> Node:
    """"Paste a position", closed until opened: a box for the notation,
    submitted as ``<game>_paste`` (its text as it is typed: ``<game>_paste_type``)."""
    t = app.t
    return h("details", {"class": "panel paste"},
             h("summary", None, t("companion.paste")),
             h("form", {"class": "paste-form", "data-submit": act(f"{game}_paste")},
               h("label", {"for": f"{game}-paste"}, t(f"companion.{game}.paste_help")),
               h("textarea", {"id": f"{game}-paste", "name": "position", "rows": str(rows),
                              "value": text, "spellcheck": "false",
                              "maxlength": str(MAX_PASTE), "lang": "zxx",
                              "data-input": act(f"{game}_paste_type")}),
               h("div", {"class": "actions"},
                 h("button", {"type": "submit", "class": "btn", "data-paste-read": "1"},
                   t("companion.paste_read")))))


def radios(name: str, legend: str, options: list[tuple[str, str]], chosen: str) -> Node:
    """A choice among chips, each a radio sending ``name`` when chosen."""
    return h("fieldset", {"class": "choice"}, h("legend", None, legend),
             h("div", {"class": "choice-options"},
               [h("label", {"key": value},
                  h("input", {"type": "radio", "name": name, "value": value,
                              "checked": value == chosen, f"data-{name}": value,
                              "data-change": act(name)}),
                  h("span", None, label)) for value, label in options]))


def rule_toggle(label: str, name: str, on: bool, do: str) -> Node:
    """A rule the players may agree on, on or off (``do`` with ``name``)."""
    return h("label", {"class": "toggle", "key": name},
             h("input", {"type": "checkbox", "checked": on, f"data-{name}": "1",
                         "data-change": act(do, name=name)}),
             h("span", None, label))


def refused(detail: Exception) -> dict[str, Any]:
    """The parameters of a refusal by the notation's reader or the engine:
    its own words (English), kept short."""
    return {"detail": str(detail)[:300]}


def problem_view(app: "App", problem: Message | None) -> Node | None:
    """Why the last action was refused, in the player's language; a reader's
    own detail follows, marked as English."""
    if problem is None:
        return None
    code, params = problem
    detail = params.get("detail")
    shown = {k: v for k, v in params.items() if k != "detail"}
    return h("p", {"class": "problem", "role": "alert", "data-problem": code},
             app.t(code, **shown),
             [" ", h("span", {"lang": "en", "class": "problem-detail"}, detail)]
             if detail else None)


def open_solver(app: "App", back: "Screen", game: str,
                make: Callable[["App", Any, "Screen"], "Screen"], keep: Keep) -> None:
    """Show ``make(app, lexicon, back)``, a game's solver, once the game's
    word list is here (the loading screen meanwhile, whose Back is ``back``),
    and hand it to ``keep``."""
    def ready(lexicons: list[Any]) -> None:
        screen = make(app, lexicons[0], back)
        keep(screen)
        app.go(screen)
    app.fetch_lexicons((ENGINES[game].LEXICON,), f"companion.{game}.title", ready,
                       retry=lambda: open_solver(app, back, game, make, keep), back=back)
