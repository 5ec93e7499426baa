"""What the page reports about the word lists kept for offline play.

The page (``assets/js/offline.js``) downloads the lists in the background and
sends its state as JSON; it is read here with limits, like anything else that
crosses into Python, and shown by ``verba.ui.shell.offline_view``.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

STATES = ("checking", "fetching", "done", "off", "incomplete")
MAX_BYTES = 1 << 31  # far above the word lists' 1.2 MB; a larger figure is not ours


@dataclass(frozen=True)
class OfflineStatus:
    known: bool = False       # False until the page has looked at its cache
    state: str = "checking"
    enabled: bool = True      # whether the lists are downloaded in the background
    cached_bytes: int = 0     # of the lists on this device
    total_bytes: int = 0      # of every list the site has

    @property
    def available(self) -> bool:
        """Every game can start without a network."""
        return self.state == "done"


def parse_status(data: Any) -> OfflineStatus:
    """The page's report, checked; raises ValueError for anything else."""
    if not isinstance(data, dict):
        raise ValueError("a status is an object")
    state, enabled = data.get("state"), data.get("enabled")
    cached, total = data.get("cached"), data.get("total")
    if state not in STATES or not isinstance(enabled, bool):
        raise ValueError("unknown state")
    for value in (cached, total):
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= MAX_BYTES:
            raise ValueError("a size is a byte count")
    if cached > total:
        raise ValueError("more kept than there is")
    return OfflineStatus(True, state, enabled, cached, total)
