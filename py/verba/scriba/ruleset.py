"""The rules players agree on before a game (the rulebook's "Rule Changes"),
as one JSON-ready object the engine consults instead of hard-wiring Game I.

Defaults are the rulebook's Game I; ``Ruleset.game_two()`` gives Game II
(bonus tokens, the die, large tokens; see ``game`` and ``tokens``).
docs/RULES.md explains each setting.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

CHALLENGE = "challenge"   # words stand unless challenged (the rulebook)
IMMEDIATE = "immediate"   # every word is checked when laid


class RuleError(ValueError):
    """A rule out of range; ``field`` names it."""

    def __init__(self, field: str, why: str) -> None:
        super().__init__(f"{field} {why}")
        self.field = field


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
    must_touch: bool = True            # new words touch the tiles laid (Game II: no)
    one_modified: bool = True          # a move changes at most one word already on the board
    game: int = 1                      # 1, or 2: tokens, the die, large tokens
    hints: bool = True                 # the hint button is offered (players may agree not to)
    takeback: bool = False             # people may take back moves (always against computers)

    @classmethod
    def game_two(cls, **changes: Any) -> Ruleset:
        """Game II as the rulebook has it: words anywhere, from the first."""
        return cls(**{"game": 2, "start_on_centre": False, "must_touch": False, **changes})

    def __post_init__(self) -> None:
        if self.rack_size not in (6, 7, 8):
            raise RuleError("rack_size", "must be 6, 7 or 8")
        if self.checking not in (CHALLENGE, IMMEDIATE):
            raise RuleError("checking", f"must be {CHALLENGE!r} or {IMMEDIATE!r}")
        if self.game not in (1, 2):
            raise RuleError("game", "must be 1 or 2")
        if self.game == 2 and self.rack_size != 7:
            # Game II: "7 each" is the first draw; the die decides the rest
            raise RuleError("rack_size", "Game II deals 7 tiles each")
        for f in fields(self):
            value = getattr(self, f.name)
            kind = bool if f.type == "bool" else int if f.type == "int" else str
            if type(value) is not kind:
                raise RuleError(f.name, f"must be {kind.__name__}")

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
