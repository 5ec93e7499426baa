"""The player's preferences, stored with the other entries in ``verba.storage``."""
from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from .i18n import LANGS


@dataclass(frozen=True)
class Settings:
    lang: str = "en"
    reduced_motion: bool = False  # shorter, calmer animations
    hand_off: bool = True         # hot-seat: a screen hides private views between players

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Any) -> "Settings":
        """Unknown keys are ignored and missing ones take their defaults, so
        settings written by another version still load; wrong types do not."""
        if not isinstance(data, dict):
            raise ValueError("settings must be an object")
        lang = data.get("lang", cls.lang)
        if lang not in LANGS:
            raise ValueError(f"unknown language {lang!r}")
        values: dict[str, Any] = {"lang": lang}
        for name in ("reduced_motion", "hand_off"):
            if name in data:
                if not isinstance(data[name], bool):
                    raise ValueError(f"{name} must be true or false")
                values[name] = data[name]
        return cls(**values)
