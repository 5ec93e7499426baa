"""What changed between two views, as a short list of operations (a JSON patch of our own).

A view is JSON data (dicts, lists, texts, numbers, booleans, null). ``diff``
gives the operations that turn one view into the next; ``apply`` carries
them out on a copy. An operation is a list, its path a list of keys and
indices from the top:

    ["s", path, value]    set the value at path (a new key of a dict too)
    ["d", path]           delete the key at path
    ["a", path, items]    append items to the list at path
    ["t", path, n]        cut the list at path to its first n items

Views grow at the end (logs, the board's tiles) and change a few values in
place (scores, whose turn), which these four say in a few bytes. ``apply``
trusts nothing: an operation that does not fit the view raises
``ProtocolError``, and the guest asks for the whole view again.
``checksum`` lets the guest check that its copy is the host's.
"""
from __future__ import annotations

import json
import zlib
from typing import Any

from .wire import ProtocolError

Path = list[str | int]
MAX_OPS = 2_000


def diff(old: Any, new: Any) -> list[list[Any]]:
    """The operations that turn ``old`` into ``new``."""
    ops: list[list[Any]] = []
    _diff(old, new, [], ops)
    return ops


def _diff(old: Any, new: Any, path: Path, ops: list[list[Any]]) -> None:
    if type(old) is not type(new):       # 1 and true are equal in Python, not in a view
        ops.append(["s", path, new])
    elif isinstance(new, dict):
        for key in old:
            if key not in new:
                ops.append(["d", [*path, key]])
        for key, value in new.items():
            if key in old:
                _diff(old[key], value, [*path, key], ops)
            else:
                ops.append(["s", [*path, key], value])
    elif isinstance(new, list):
        if len(new) < len(old):
            ops.append(["t", path, len(new)])
        for index, (was, now) in enumerate(zip(old, new)):
            _diff(was, now, [*path, index], ops)
        if len(new) > len(old):
            ops.append(["a", path, new[len(old):]])
    elif old != new:
        ops.append(["s", path, new])


def apply(view: Any, ops: Any) -> Any:
    """``view`` after the operations; ``view`` itself is left as it was (the
    containers an operation changes are copied on the way, the rest shared)."""
    if not isinstance(ops, list) or len(ops) > MAX_OPS:
        raise ProtocolError("table.bad_patch")
    holder = [view]             # the root as item 0 of a list, so paths start there
    copied: set[int] = {id(holder)}
    for op in ops:
        _apply_one(holder, copied, op)
    return holder[0]


def _apply_one(holder: list[Any], copied: set[int], op: Any) -> None:
    if not isinstance(op, list) or len(op) not in (2, 3) or not isinstance(op[1], list) \
            or op[0] not in ("s", "d", "a", "t") or len(op) != (2 if op[0] == "d" else 3):
        raise ProtocolError("table.bad_patch")
    kind, path = op[0], [0, *op[1]]
    if kind in ("s", "d"):
        parent, last = _walk(holder, copied, path[:-1]), path[-1]
        if isinstance(parent, dict) and isinstance(last, str) and (kind == "s" or last in parent):
            if kind == "s":
                parent[last] = op[2]
            else:
                del parent[last]
        elif kind == "s" and isinstance(parent, list) and _index(parent, last):
            parent[last] = op[2]
        else:
            raise ProtocolError("table.bad_patch")
        return
    target = _walk(holder, copied, path)
    if not isinstance(target, list):
        raise ProtocolError("table.bad_patch")
    if kind == "a" and isinstance(op[2], list):
        target.extend(op[2])
    elif kind == "t" and type(op[2]) is int and 0 <= op[2] <= len(target):
        del target[op[2]:]
    else:
        raise ProtocolError("table.bad_patch")


def _index(items: list[Any], key: Any) -> bool:
    return type(key) is int and 0 <= key < len(items)


def _walk(node: Any, copied: set[int], path: list[Any]) -> Any:
    """The container at ``path``, each container on the way a copy of this
    patch's own (made on first use), so that changing it changes no view
    the caller holds."""
    for key in path:
        if isinstance(node, dict) and isinstance(key, str) and key in node:
            child = node[key]
        elif isinstance(node, list) and _index(node, key):
            child = node[key]
        else:
            raise ProtocolError("table.bad_patch")
        if isinstance(child, (dict, list)) and id(child) not in copied:
            child = dict(child) if isinstance(child, dict) else list(child)
            copied.add(id(child))
            node[key] = child
        node = child
    return node


def canonical(view: Any) -> str:
    """The one text of a view (sorted keys, compact) that both sides hash."""
    return json.dumps(view, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def checksum(view: Any) -> str:
    """Eight hex digits of the view's CRC-32: enough to notice a copy gone
    wrong (a patch applied twice, a bug), not a defence against forgery."""
    return f"{zlib.crc32(canonical(view).encode()):08x}"
