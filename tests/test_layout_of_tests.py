"""pytest imports every test file by its base name (rootdir-relative sys.path),
so two test files with one name in tests/ and e2e/ stop the whole run at
collection: a CI that fails before running anything. This guards it."""
from __future__ import annotations

from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_no_two_test_files_share_a_name() -> None:
    names = Counter(p.name for folder in ("tests", "e2e")
                    for p in (ROOT / folder).glob("*.py") if p.name != "__init__.py")
    assert len(names) > 20
    assert [n for n, count in names.items() if count > 1] == []
