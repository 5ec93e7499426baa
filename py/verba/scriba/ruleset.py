"""The rules players agree on before a game (the rulebook's "Rule Changes"),
as one JSON-ready object the engine consults instead of hard-wiring Game I.

Defaults are the rulebook's Game I; docs/RULES.md explains each setting.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

CHALLENGE = "challenge"   # words stand unless challenged (the rulebook)
IMMEDIATE = "immediate"   # every word is checked when laid


@dataclass(frozen=True)
class Ruleset:
    rack_size: int = 7                 # 6, 7 or 8, chosen before the game
    arrows: bool = True                # arrow tiles may be laid
    stacking: bool = True              # tiles may be stacked on words
    checking: str = CHALLENGE          # CHALLENGE or IMMEDIATE
    withdrawn_penalty: int = 5         # a word taken back after a challenge
    challenge_penalty: int = 0         # a challenge that finds every word valid
    pass_penalty: int = 5              # skipping a turn while the bag has tiles
    start_on_centre: bool = True       # Game II lets the first word lie anywhere
    block_alone: bool = False          # a blocking tile may be a whole turn
    hints: bool = True                 # the hint button is offered (players may agree not to)

    def __post_init__(self) -> None:
        if self.rack_size not in (6, 7, 8):
            raise ValueError("rack_size must be 6, 7 or 8")
        if self.checking not in (CHALLENGE, IMMEDIATE):
            raise ValueError(f"checking must be {CHALLENGE!r} or {IMMEDIATE!r}")
        for f in fields(self):
            value = getattr(self, f.name)
            kind = bool if f.type == "bool" else int if f.type == "int" else str
            if type(value) is not kind:
                raise ValueError(f"{f.name} must be {kind.__name__}")

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Any) -> Ruleset:
        if not isinstance(data, dict):
            raise ValueError("ruleset must be an object")
        known = {f.name for f in fields(cls)}
        unknown = set(data) - known
        if unknown:
            raise ValueError(f"unknown ruleset keys {sorted(unknown)}")
        return cls(**data)
