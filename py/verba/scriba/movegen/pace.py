"""How much work one step of ``MoveGenerator.steps`` may do.

The walks over the board count their calls, a recorded placement counting
RECORD_COST of them, and park once WALK_BUDGET is spent: a parked walk is
taken up again after a pause, so a step stays short however big the walk
(the page answers a click between steps; bench/bench_steps.py measures
them).  Counted, not timed: where the walks pause, and so the order of the
moves, is the same on every machine.  Read as ``pace.NAME`` at each use, so
a test may change them.
"""
from __future__ import annotations

WALK_BUDGET = 1200
RECORD_COST = 8
# A placement through a tangled cell is laid by the engine: as much as
# dozens of walk calls, and its blanks' every letter spelled again.
VERIFY_COST = 60
# The rack's prefixes listed in one step, each counting its alternatives.
PREFIX_STEP = 300
# ... and indexed in one step, by the letters each can go on with.
INDEX_STEP = 400
# Cells of the grid looked at in one step for the free stretches of words
# touching nothing (their cross-checks may be read for the first time).
SLOT_CELLS = 24
# The words touching nothing: how many words, blank choices counting one
# each, are weighed or laid in one step.
APART_STEP = 1000
# ... and how many of their free stretches are grouped by the fields under
# them in one step (an empty Game II board has thousands for one length).
APART_SLOTS = 250
