"""Errors the rules core raises for the player to read."""
from __future__ import annotations

from typing import Any


class IllegalAction(Exception):
    """An action the rules refuse.

    ``code`` names a message in the i18n catalogues (for example
    ``"mistrz.not_a_noun"``); ``params`` fill its placeholders.  The UI shows the
    message in the player's language; the state the action was applied to is
    left unchanged, because ``apply`` functions are pure.
    """

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code, params)
        self.code = code
        self.params = params

    def __str__(self) -> str:
        if not self.params:
            return self.code
        args = ", ".join(f"{k}={v!r}" for k, v in sorted(self.params.items()))
        return f"{self.code}({args})"
