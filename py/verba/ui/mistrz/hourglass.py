"""The hourglass on the Mistrz Słowa table: a drawn glass in a wooden frame
whose sand runs from the top bulb to the bottom one, turned over for each run,
with the time left in all beside it."""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from ..shell.vnode import Node, h

if TYPE_CHECKING:
    from ..shell.app import App

HURRY_S = 10            # the last seconds: the time turns red and ticks
NECK_Y = 50             # the glass in a 60×100 box: bulbs from y 12 to 50 and 50 to 88
TOP_Y = 12
BOTTOM_Y = 88
BULB = NECK_Y - TOP_Y
GLASS = ("M14 12C14 34 27 42 28.5 50C27 58 14 66 14 88L46 88C46 66 33 58 31.5 50"
         "C33 42 46 34 46 12Z")
CLIP_ID = "mz-glass"


def sand_levels(left: float) -> tuple[float, float]:
    """The heights (y) of the sand's surface in the top and bottom bulbs when
    ``left`` (0–1) of this run's sand is still on top.  A bulb narrows to the
    neck like a cone, so the sand it holds grows as the square of its depth:
    the top sand stands sqrt(left) of the bulb above the neck, and the bottom
    heap leaves an empty cone of sqrt(left) of the bulb above it."""
    left = min(1.0, max(0.0, left))
    top = NECK_Y - BULB * math.sqrt(left)
    bottom = NECK_Y + BULB * math.sqrt(left)
    return top, bottom


def hourglass_view(app: "App", sand: dict[str, Any], *, mark: str = "") -> Node:
    """``sand`` as ``verba.mistrz.game.sand`` gives it."""
    t = app.t
    left_s = (sand["left_ms"] + 999) // 1000
    left = 1 - sand["run_elapsed_ms"] / sand["run_ms"]
    top, bottom = sand_levels(left)
    running = 0 < left < 1
    hurry = left_s <= HURRY_S
    glass = h("svg", {"viewBox": "0 0 60 100", "class": "glass" + (
                  " turned" if sand["run"] > 1 else ""),
                      "key": f"glass{sand['run']}", "aria-hidden": "true", "focusable": "false"},
              h("defs", None, h("clipPath", {"id": CLIP_ID}, h("path", {"d": GLASS}))),
              h("path", {"d": GLASS, "class": "glass-body"}),
              h("g", {"clip-path": f"url(#{CLIP_ID})"},
                h("rect", {"x": "0", "y": f"{top:.2f}", "width": "60",
                           "height": f"{NECK_Y - top:.2f}", "class": "sand"}),
                h("rect", {"x": "0", "y": f"{bottom:.2f}", "width": "60",
                           "height": f"{BOTTOM_Y - bottom:.2f}", "class": "sand"}),
                h("line", {"x1": "30", "y1": str(NECK_Y), "x2": "30", "y2": f"{bottom:.2f}",
                           "class": "sand-stream"}) if running else None),
              h("rect", {"x": "4", "y": "2", "width": "52", "height": "10", "rx": "3",
                         "class": "glass-wood"}),
              h("rect", {"x": "4", "y": "88", "width": "52", "height": "10", "rx": "3",
                         "class": "glass-wood"}),
              h("path", {"d": "M9 12V88M51 12V88", "class": "glass-post"}))
    return h("div", {"class": " ".join(c for c in ("hourglass", "hurry" if hurry else "", mark)
                                       if c),
                     "role": "timer", "data-left": str(left_s), "data-run": str(sand["run"]),
                     "aria-label": t("mistrz_ui.sand_left", time=_clock(left_s),
                                     run=sand["run"], runs=sand["runs"])},
             glass,
             h("div", {"class": "glass-text", "aria-hidden": "true"},
               h("b", None, _clock(left_s)),
               h("small", None, t("mistrz_ui.run_of", run=sand["run"], runs=sand["runs"]))))


def _clock(seconds: int) -> str:
    return f"{seconds // 60}:{seconds % 60:02d}"
