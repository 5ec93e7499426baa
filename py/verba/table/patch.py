"""What changed between two views, as a short list of operations (a JSON patch of our own).

A view is JSON data (dicts, lists, texts, numbers, booleans, null). ``diff``
gives the operations that turn one view into the next; ``apply`` carries
them out on a copy. An operation is a list, its path a list of keys and
indices from the top:

    ["s", path, value]              set the value at path (a new key of a dict too)
    ["d", path]                     delete the key at path
    ["a", path, items]              append items to the list at path
    ["p", path, start, n, items]    replace the n items from start of the list
                                    at path with items (a splice)

Views grow at the end (logs), change a few values in place (scores, whose
turn), insert into or take out of sorted lists (the board's cells, the
tiles unseen) and drop their oldest entries (the last round's turns): a
list's change is found between the items it keeps at both ends, after
dropping what it lost at the front, and a part whose operations would be
longer than its new value is sent whole. ``apply`` trusts nothing: an
operation that does not fit the view raises ``ProtocolError``, and the guest
asks for the whole view again. ``checksum`` lets the guest check that its
copy is the host's.
"""
from __future__ import annotations

import json
import zlib
from typing import Any

from .wire import ProtocolError

Path = list[str | int]
MAX_OPS = 2_000
ARITY = {"s": 3, "d": 2, "a": 3, "p": 5}


def diff(old: Any, new: Any) -> list[list[Any]]:
    """The operations that turn ``old`` into ``new``."""
    return _diff(old, new, [])


def same(a: Any, b: Any) -> bool:
    """Equal as JSON: 1 and true are equal in Python, not in a view."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same(v, b[k]) for k, v in a.items())
    if isinstance(a, list):
        return len(a) == len(b) and all(map(same, a, b))
    return bool(a == b)


def _diff(old: Any, new: Any, path: Path) -> list[list[Any]]:
    if type(old) is not type(new):
        return [["s", path, new]]
    if isinstance(new, dict):
        ops: list[list[Any]] = [["d", [*path, key]] for key in old if key not in new]
        for key, value in new.items():
            ops += _diff(old[key], value, [*path, key]) if key in old \
                else [["s", [*path, key], value]]
    elif isinstance(new, list):
        ops = _diff_list(old, new, path)
    else:
        return [] if old == new else [["s", path, new]]
    if len(ops) > 1 and len(_text(ops)) > len(_text(new)) + len(_text(path)) + 8:
        return [["s", path, new]]
    return ops


def _diff_list(old: list[Any], new: list[Any], path: Path) -> list[list[Any]]:
    ops: list[list[Any]] = []
    if old and new and not same(old[0], new[0]):
        cut = next((k for k in range(1, len(old)) if len(old) - k <= len(new)
                    and all(map(same, old[k:], new))), 0)
        if cut:                                   # the oldest entries dropped
            ops.append(["p", path, 0, cut, []])
            old = old[cut:]
    head = 0
    while head < min(len(old), len(new)) and same(old[head], new[head]):
        head += 1
    tail = 0
    while tail < min(len(old), len(new)) - head and same(old[-1 - tail], new[-1 - tail]):
        tail += 1
    was, now = old[head:len(old) - tail], new[head:len(new) - tail]
    if len(was) == len(now):
        for index, (a, b) in enumerate(zip(was, now), head):
            ops += _diff(a, b, [*path, index])
    elif not was and not tail:
        ops.append(["a", path, now])
    else:
        ops.append(["p", path, head, len(was), now])
    return ops


def _text(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


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
    if not isinstance(op, list) or len(op) < 2 or not isinstance(op[0], str) or op[0] not in ARITY \
            or len(op) != ARITY[op[0]] or not isinstance(op[1], list):
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
    elif kind == "p" and _index(target + [None], op[2]) and type(op[3]) is int \
            and 0 <= op[3] <= len(target) - op[2] and isinstance(op[4], list):
        target[op[2]:op[2] + op[3]] = op[4]
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
