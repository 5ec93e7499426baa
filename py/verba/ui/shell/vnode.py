"""Building the trees that ``assets/js/dom.js`` renders.

A node is ``[tag, attrs, *children]``; a child is a node or a string (text
that could reorder its neighbours is bidi-isolated, see ``verba.text``). Event
handlers are data: ``data-act`` holds an action as JSON, which the page sends
back to Python when the element is clicked (or activated by keyboard).
"""
from __future__ import annotations

import json
from typing import Any, Iterable, Union

from ...text import isolate

Node = list  # [tag, attrs, *children]
Child = Union[Node, str, int, None, bool, Iterable["Child"]]


def _flatten(children: Iterable[Child], out: list[Node | str]) -> None:
    for child in children:
        if child is None or child is False or child is True:
            continue
        if isinstance(child, str):
            # a name holding U+202E, say, must not reorder the text around it
            out.append(child if child.isascii() else isolate(child))
        elif isinstance(child, (int, float)):
            out.append(str(child))
        elif isinstance(child, list) and child and isinstance(child[0], str) and (
                len(child) == 1 or isinstance(child[1], dict)):
            out.append(child)
        else:
            _flatten(child, out)  # a list or generator of children


def h(tag: str, attrs: dict[str, Any] | None = None, *children: Child) -> Node:
    """An element; ``None``/``False`` children and attributes are dropped."""
    clean = {k: v for k, v in (attrs or {}).items() if v is not None and v is not False}
    out: list[Node | str] = []
    _flatten(children, out)
    return [tag, clean, *out]


def act(action: str, **params: Any) -> str:
    """An action as the JSON a ``data-act`` attribute carries."""
    return json.dumps({"do": action, **params}, sort_keys=True, ensure_ascii=False)


def button(label: Child, action: str | None, *, cls: str = "btn", disabled: bool = False,
           **attrs: Any) -> Node:
    return h("button", {"type": "button", "class": cls, "data-act": action,
                        "disabled": disabled, **attrs}, label)


def text_of(node: Node | str) -> str:
    """All the text of a tree, for tests."""
    if isinstance(node, str):
        return node
    return "".join(text_of(child) for child in node[2:])


def find_all(node: Node | str, predicate) -> list[Node]:
    """Every element of a tree that ``predicate(tag, attrs)`` accepts, for tests."""
    if isinstance(node, str):
        return []
    found = [node] if predicate(node[0], node[1]) else []
    for child in node[2:]:
        found.extend(find_all(child, predicate))
    return found
