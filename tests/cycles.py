"""How much cyclic garbage a call leaves: objects only the cycle collector
frees.  The solvers and move generators make thousands of objects per call;
left in a cycle they live on until a full collection, which then frees many
calls' worth at once (pauses of up to half a second were measured in
Pyodide), so these calls must leave none."""
from __future__ import annotations

import gc
from typing import Any, Callable


def cyclic_garbage(call: Callable[[], Any]) -> int:
    gc.collect()
    gc.disable()
    try:
        call()
        return gc.collect()
    finally:
        gc.enable()
