"""CPU time of this process, for benchmarks on a machine shared with other jobs.

CPU time is disturbed far less than wall time by other processes. Pyodide's
``time.process_time`` is wall time, so under Node the process's own count
(``process.cpuUsage``, in µs) is read instead.
"""
from __future__ import annotations

import sys
import time
from typing import Callable


def _clock() -> Callable[[], float]:
    if sys.platform == "emscripten":
        from js import process  # benchmarks only; the rules core never imports js

        def node_cpu() -> float:
            usage = process.cpuUsage()
            return (usage.user + usage.system) / 1e6
        return node_cpu
    return time.process_time


cpu_time = _clock()
