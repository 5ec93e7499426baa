"""Fetching word lists: once each, progress reported, failures as message codes."""
from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Callable

import pytest

from verba.lexicon_store import FetchError, LexiconError, LexiconStore

LEXICONS = Path(__file__).resolve().parent.parent / "lexicons"


class Site:
    """The lexicons folder as a server would send it, counting requests."""

    def __init__(self, override: dict[str, bytes | FetchError] | None = None) -> None:
        self.override = override or {}
        self.requests: list[str] = []

    async def fetch(self, url: str, on_progress: Callable[[int, int], None]) -> bytes:
        self.requests.append(url)
        name = url.rsplit("/", 1)[-1]
        found = self.override.get(name)
        if isinstance(found, FetchError):
            raise found
        data = found if found is not None else (LEXICONS / name).read_bytes()
        for end in range(0, len(data), 65536):
            on_progress(min(end + 65536, len(data)), len(data))
        return data


def run(coro):
    return asyncio.run(coro)


def test_fetches_the_index_and_one_lexicon_once_with_progress() -> None:
    site = Site()
    store = LexiconStore(site.fetch)
    seen: list[float] = []
    lexicon = run(store.get("pl-nouns", seen.append))
    assert lexicon.contains("wrzątek") and not lexicon.contains("psa")
    assert seen and seen[-1] == 1.0 and seen == sorted(seen)
    again = run(store.get("pl-nouns", seen.append))
    assert again is lexicon
    assert site.requests == ["lexicons/index.json", "lexicons/pl-nouns.dawg.gz"]
    assert store.loaded("fr") is None


@pytest.mark.parametrize("failure, code", [
    (FetchError("network"), "lexicon.offline"),
    (FetchError("http", 404), "lexicon.missing"),
    (FetchError("http", 500), "lexicon.corrupt"),
    (FetchError("corrupt"), "lexicon.corrupt"),
    (FetchError("interrupted"), "lexicon.interrupted"),
    (FetchError("damaged"), "lexicon.damaged"),
    (b"\x1f\x8b this is not really gzip", "lexicon.corrupt"),
    (b"", "lexicon.corrupt"),
])
def test_failures_become_messages_and_a_retry_can_succeed(failure, code) -> None:
    site = Site({"fr.dawg.gz": failure})
    store = LexiconStore(site.fetch)
    with pytest.raises(LexiconError) as caught:
        run(store.get("fr", lambda f: None))
    assert caught.value.code == code and caught.value.file == "fr.dawg.gz"
    site.override.clear()
    assert run(store.get("fr", lambda f: None)).contains("machines")


def test_unknown_lexicon_and_bad_index() -> None:
    store = LexiconStore(Site().fetch)
    with pytest.raises(LexiconError) as caught:
        run(store.get("de", lambda f: None))
    assert caught.value.code == "lexicon.missing"
    broken = LexiconStore(Site({"index.json": b"{nope"}).fetch)
    with pytest.raises(LexiconError) as caught:
        run(broken.get("fr", lambda f: None))
    assert caught.value.code == "lexicon.corrupt"
    listed = json.loads((LEXICONS / "index.json").read_text())
    assert set(listed["lexicons"]) == {"pl", "pl-nouns", "fr"}
