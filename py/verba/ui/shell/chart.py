"""A line chart drawn as SVG from vnodes, with its text alternative.

One chart holds the series of one unit (points, or percent 0–100), each a
line over the same games, oldest first; a series may have gaps (a game that
did not record the figure). The picture is for the eye only (``role="img"``
named by a one-sentence summary); the figures themselves are in a table
beside it, which screen readers and anyone who wants the numbers read.
Series are told apart by line style and marker shape, not by colour alone;
games won are filled markers.
"""
from __future__ import annotations

import math
from typing import Callable, Sequence

from ...stats import Series
from .vnode import Node, h

WIDTH, HEIGHT = 360, 180                  # the viewBox: the chart scales to its box
LEFT, RIGHT, TOP, BOTTOM = 40, 12, 12, 24
STYLES = ("line-a", "line-b", "line-c")   # a class per series: dash pattern and marker (CSS)


def nice_step(span: float, ticks: int = 4) -> float:
    """A round step (1, 2 or 5 times a power of ten) giving about ``ticks`` intervals."""
    raw = max(span, 1e-9) / ticks
    power = 10 ** math.floor(math.log10(raw))
    return next(m * power for m in (1, 2, 5, 10) if m * power >= raw)


def scale(values: Sequence[float], unit: str) -> tuple[float, float, float]:
    """The axis: (lowest, highest, step); percent is always 0–100, points
    start at 0 unless some are below."""
    if unit == "percent":
        return 0.0, 100.0, 25.0
    low, high = min([0.0, *values]), max([0.0, *values])
    step = nice_step(high - low or 10)
    return math.floor(low / step) * step, math.ceil(high / step) * step or step, step


Format = Callable[[float], str]


def _marker(x: float, y: float, style: str, won: bool) -> Node:
    cls = f"chart-dot {style}" + (" won" if won else "")
    if style == "line-b":   # a square, so that two series differ without colour
        return h("rect", {"x": f"{x - 3.5:.1f}", "y": f"{y - 3.5:.1f}", "width": "7", "height": "7",
                          "class": cls})
    return h("circle", {"cx": f"{x:.1f}", "cy": f"{y:.1f}", "r": "3.5", "class": cls})


def _line(points: list[tuple[float, float] | None]) -> str:
    """An SVG path through the points, broken where a value is missing."""
    out, pen = [], "M"
    for point in points:
        if point is None:
            pen = "M"
            continue
        out.append(f"{pen}{point[0]:.1f} {point[1]:.1f}")
        pen = "L"
    return " ".join(out)


def picture(series: Sequence[Series], label_id: str, number: Format) -> Node:
    """The SVG: a grid with the axis' numbers, and a line per series."""
    unit = series[0].unit
    count = max(len(s.values) for s in series)
    values = [v for s in series for v in s.values if v is not None]
    low, high, step = scale(values, unit)
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def x(i: int) -> float:
        return LEFT + (plot_w / 2 if count == 1 else plot_w * i / (count - 1))

    def y(v: float) -> float:
        return TOP + plot_h * (high - v) / (high - low)

    ticks = [low + step * k for k in range(int(round((high - low) / step)) + 1)]
    grid = [h("g", {"class": "chart-tick", "key": f"t{v}"},
              h("line", {"x1": str(LEFT), "x2": str(WIDTH - RIGHT), "y1": f"{y(v):.1f}",
                         "y2": f"{y(v):.1f}", "class": "chart-zero" if v == 0 else None}),
              h("text", {"x": str(LEFT - 6), "y": f"{y(v) + 4:.1f}", "text-anchor": "end"},
                number(v)))
            for v in ticks]
    lines = []
    for s, style in zip(series, STYLES):
        points = [None if v is None else (x(i), y(v)) for i, v in enumerate(s.values)]
        lines.append(h("g", {"class": f"chart-series {style}", "key": s.code},
                       h("path", {"d": _line(points), "class": "chart-line"}),
                       [_marker(p[0], p[1], style, i < len(s.wins) and s.wins[i])
                        for i, p in enumerate(points) if p is not None]))
    # the games are numbered as in the table: 1 the oldest shown
    axis = [h("text", {"x": f"{x(0):.1f}", "y": str(HEIGHT - 6), "class": "chart-axis",
                       "text-anchor": "middle"}, "1")]
    if count > 1:
        axis.append(h("text", {"x": f"{x(count - 1):.1f}", "y": str(HEIGHT - 6),
                               "class": "chart-axis", "text-anchor": "middle"}, str(count)))
    return h("svg", {"viewBox": f"0 0 {WIDTH} {HEIGHT}", "class": "chart-svg", "role": "img",
                     "aria-labelledby": label_id, "focusable": "false"},
             grid, axis, lines)


def line_chart(t: Callable[..., str], key: str, title: str, series: Sequence[Series],
               rows: Sequence[tuple[str, bool]],
               results: tuple[str, str] = ("stats.result_won", "stats.result_lost")) -> Node:
    """A figure: the title, the picture, the legend (more than one series),
    a sentence for screen readers and the table of every value. ``rows``
    names each game (its date) and says whether it was won, in the table
    as the message codes ``results`` say (won, not won); series without a
    value anywhere are left out."""
    shown = [s for s in series if any(v is not None for v in s.values)]
    if not shown:
        return h("p", {"class": "muted", "key": key}, t("stats.chart_none"))
    unit = shown[0].unit

    def number(value: float) -> str:
        return t("stats.percent", n=f"{value:.0f}") if unit == "percent" else f"{value:.0f}"
    label_id = f"chart-{key}"
    first = shown[0]
    known = [v for v in first.values if v is not None]
    summary = t("stats.chart_summary", name=t(first.code), n=len(known),
                low=number(min(known)), high=number(max(known)), last=number(known[-1]))
    legend = h("ul", {"class": "chart-legend"},
               [h("li", {"class": style}, h("span", {"class": "chart-key", "aria-hidden": "true"}),
                  t(s.code)) for s, style in zip(shown, STYLES)]) if len(shown) > 1 else None
    table = h("table", {"class": "chart-table"},
              h("thead", None, h("tr", None, h("th", {"scope": "col"}, t("stats.col_game")),
                                 [h("th", {"scope": "col"}, t(s.code)) for s in shown],
                                 h("th", {"scope": "col"}, t("stats.col_result")))),
              h("tbody", None, [
                  h("tr", {"key": f"r{i}"}, h("th", {"scope": "row"}, f"{i + 1}. {date}"),
                    [h("td", None, "–" if i >= len(s.values) or s.values[i] is None
                       else number(s.values[i])) for s in shown],
                    h("td", None, t(results[0] if won else results[1])))
                  for i, (date, won) in enumerate(rows)]))
    return h("figure", {"class": "chart", "key": key, "data-chart": key},
             h("figcaption", {"class": "chart-title"}, title),
             picture(shown, label_id, number),
             legend,
             h("p", {"class": "chart-summary muted", "id": label_id}, summary),
             h("details", {"class": "chart-details"},
               h("summary", None, t("stats.chart_table")), table))
