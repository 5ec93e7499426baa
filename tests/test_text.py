"""Player text: names limited, right-to-left text isolated, seeds from the address."""
from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given, strategies as st

from verba.i18n import t
from verba.rng import parse_seed
from verba.text import FSI, MAX_NAME, PDI, check_name, isolate, needs_isolation
from verba.ui.shell.vnode import h

RLO = "\u202e"


def test_text_that_cannot_reorder_its_neighbours_is_left_as_it_is() -> None:
    for text in ("Ala", "Żaneta Ćwik-Łęska", "Zoë 12", "", "x" * 24):
        assert not needs_isolation(text) and isolate(text) is text


def test_right_to_left_text_and_overrides_are_isolated() -> None:
    assert isolate(RLO + "Ala") == FSI + RLO + "Ala" + PDI
    assert isolate("שרה") == FSI + "שרה" + PDI
    # a stray PDI would close the isolate early; an isolate left open runs on
    assert isolate(PDI + RLO + "x") == FSI + RLO + "x" + PDI
    assert isolate("\u2067x") == FSI + "\u2067x" + PDI + PDI
    assert isolate(isolate(RLO + "Ala")) == isolate(RLO + "Ala")     # idempotent


@given(st.text(alphabet=st.sampled_from("abשר\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069 1"),
               max_size=12))
def test_isolated_text_opens_nothing_it_does_not_close(text: str) -> None:
    wrapped = isolate(text)
    # whatever the text, the wrapper balances: PDIs close every isolate it opened
    opened = sum(unicodedata.bidirectional(c) in ("LRI", "RLI", "FSI") for c in wrapped)
    closed = sum(unicodedata.bidirectional(c) == "PDI" for c in wrapped)
    assert opened == closed
    assert not needs_isolation(wrapped)


def test_message_parameters_are_isolated_but_numbers_and_plain_names_untouched() -> None:
    text = t("en", "history.winner", names=RLO + "Ala")
    assert text == "Winner: " + FSI + RLO + "Ala" + PDI
    assert t("en", "history.winner", names="Ala") == "Winner: Ala"
    assert FSI not in t("en", "app.players_range", min=1, max=6)


def test_names_put_straight_into_a_view_are_isolated() -> None:
    tree = h("ul", None, h("li", None, RLO + "Ala"), h("li", None, "Ola", 12))
    assert tree[2] == ["li", {}, FSI + RLO + "Ala" + PDI] and tree[3] == ["li", {}, "Ola", "12"]


def test_a_name_is_text_of_1_to_24_characters_without_outer_spaces() -> None:
    assert check_name("Ala") == "Ala" and check_name("x" * MAX_NAME)
    for bad in ("", " Ala", "Ala ", "x" * (MAX_NAME + 1), "x" * 10_000, None, 5, ["Ala"]):
        with pytest.raises(ValueError):
            check_name(bad)


def test_a_seed_in_the_address_is_a_small_number_or_nothing() -> None:
    assert parse_seed("42") == 42 and parse_seed("007") == 7
    assert parse_seed(str(2**64 - 1)) == 2**64 - 1
    for bad in ("\u00b2", "\u0663", "1" * 5_000, str(2**64), "-1", "1e3", " 1", "", "0x10", None):
        assert parse_seed(bad) is None
