"""A result as a line to share (no answer in it), and the panel that shows it
with its Copy button."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...daily.days import number
from ...daily.validate import Result
from ..shell.vnode import Node, act, button, h

if TYPE_CHECKING:
    from ..shell.app import App


def clock(ms: int) -> str:
    """Sand used as m:ss."""
    seconds = ms // 1000
    return f"{seconds // 60}:{seconds % 60:02d}"


def signed(n: int) -> str:
    return f"\u2212{-n}" if n < 0 else str(n)


def share_line(app: "App", result: Result) -> str:
    """``Mistrz Słowa #42 · 16/25 · 1:12``: the day's number and the figures,
    never the word; a daily played late says so."""
    f = result.figures
    n = number(result.date)
    if result.kind == "mistrz":
        line = app.t("daily_ui.share.mistrz", number=n, score=signed(f["score"]),
                     optimum=f["optimum"], time=clock(f["ms"]))
    elif result.kind == "scriba":
        line = app.t("daily_ui.share.scriba", number=n, rank=f["rank"], total=f["total"],
                     score=signed(f["score"]), best=f["best"])
    else:
        code = "daily_ui.share.wordz" if result.solved else "daily_ui.share.wordz_unsolved"
        line = app.t(code, number=n, flips=f["flips"], length=f["length"])
    return line if result.on_day else app.t("daily_ui.share.late", line=line)


def share_panel(app: "App", result: Result, copied: bool | None) -> Node:
    """The share line, as text to select, and the button copying it.
    ``copied``: None before a copy, then whether the browser let it through."""
    t = app.t
    line = share_line(app, result)
    status = "" if copied is None else t("daily_ui.copied" if copied else "daily_ui.copy_refused")
    return h("section", {"class": "panel daily-share", "key": "share"},
             h("p", {"class": "muted"}, t("daily_ui.share_heading")),
             h("p", {"class": "share-line", "data-share": "1"}, line),
             h("div", {"class": "actions"},
               button(t("daily_ui.copy"), act("copy"), cls="btn primary",
                      **{"data-copy": "1", "aria-label": t("daily_ui.copy_label")})),
             h("p", {"class": "copy-status" + ("" if copied is not False else " problem"),
                     "role": "status", "data-copied": "" if copied is None else str(copied).lower()},
               status))
