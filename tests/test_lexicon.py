"""The lexicon reader and builder on small in-memory word lists."""
from __future__ import annotations

import gzip

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from verba.lexicon import LATIN, POLISH, Lexicon
from verba.lexicon.build import build_file


def test_from_words_contains_exactly_the_words() -> None:
    lex = Lexicon.from_words(["kos", "KOT", "koty", "żółw", "a", "kot"])
    assert list(lex.words()) == ["A", "KOS", "KOT", "KOTY", "ŻÓŁW"]
    assert lex.word_count == 5 == len(lex)
    assert lex.alphabet == POLISH
    for word in ["KOS", "kot", "Koty", "ŻÓŁW", "żółw", "A"]:
        assert word in lex
    for word in ["K", "KO", "KOTYY", "KOSY", "ZOLW", "B", ""]:
        assert word not in lex


def test_words_come_in_polish_alphabet_order() -> None:
    words = ["ŻABA", "ZEBRA", "ŹREBAK", "ĄB", "AB", "ŁAN", "LAS", "ÓW", "OW"]
    lex = Lexicon.from_words(words)
    assert list(lex.words()) == ["AB", "ĄB", "LAS", "ŁAN", "OW", "ÓW", "ZEBRA",
                                 "ŹREBAK", "ŻABA"]


@pytest.mark.parametrize("odd", ["", " ", "KO S", "KOS ", "K0S", "🐈", "KOŚ", "kos\n",
                                 "Été", "KOSX", None, 12, b"KOS"])
def test_odd_input_is_rejected_without_raising(odd: object) -> None:
    lex = Lexicon.from_words(["KOS"])
    assert not lex.contains(odd)  # type: ignore[arg-type]
    assert lex.normalize(odd) is None or lex.normalize(odd) != "KOS"  # type: ignore[arg-type]


def test_french_normalisation_strips_diacritics() -> None:
    lex = Lexicon.from_words(["ÉTÉ", "cœur", "Ægide", "machines"], name="fr")
    assert lex.alphabet == LATIN
    assert list(lex.words()) == ["AEGIDE", "COEUR", "ETE", "MACHINES"]
    assert lex.normalize("Été") == "ETE"
    for word in ["Été", "ete", "CŒUR", "coeur", "ÆGIDE", "Machinés"]:
        assert word in lex
    assert "ETES" not in lex
    assert lex.normalize("Ł") is None  # not a French letter, even folded


def test_walking_edges_and_steps() -> None:
    lex = Lexicon.from_words(["KOS", "KOT", "KOTY"])
    assert [(letter, final) for letter, _, final in lex.edges(lex.root)] == [("K", False)]
    node = lex.root
    finals = []
    for letter in "KOTY":
        stepped = lex.step(node, letter)
        assert stepped is not None
        node, final = stepped
        finals.append(final)
    assert finals == [False, False, True, True]
    assert list(lex.edges(node)) == []
    assert lex.step(node, "A") is None
    assert lex.step(lex.root, "k") is not None
    assert lex.step(lex.root, "KO") is None
    assert lex.step(lex.root, "1") is None


def test_dense_nodes_behave_like_sparse_ones() -> None:
    # Nodes with many edges are stored as a table indexed by letter
    # (build.DENSE_MIN_EDGES): here the root and every first-letter node.
    letters = POLISH[:20]
    words = [a + b for a in letters for b in letters[::2]] + ["A", "ŻA", "ĄĄĄ"]
    lex = Lexicon.from_words(words)
    assert len(list(lex.edges(lex.root))) == 21
    expected = sorted(set(words), key=lambda w: [POLISH.index(c) for c in w])
    assert list(lex.words()) == expected
    assert all(w in lex for w in words)
    for absent in ["AĄ", "ŻB", "Ż", "ĄĄ", "ĄĄĄĄ", "AAA", "Ź"]:
        assert absent not in lex, absent
    node, final = lex.step(lex.root, "A")
    assert final
    assert [letter for letter, _, _ in lex.edges(node)] == list(letters[::2])
    assert lex.step(node, "Ą") is None


def test_short_words_and_the_first_letters_table() -> None:
    # contains() finds the node after the first three letters in a table:
    # words of one to four letters, at both ends of the alphabet, any case.
    lex = Lexicon.from_words(["A", "ŻA", "ŻŻŻ", "ŻŻŻA", "AAAA", "ĄBC"])
    for word in ["a", "Ża", "żżż", "ŻŻŻA", "aaaa", "ąbc"]:
        assert word in lex, word
    for absent in ["Ż", "AA", "AAA", "ŻŻ", "ŻŻŻŻ", "ŻŻŻAA", "AAAAA", "ĄBCD", "ĄB", "ZŻŻ"]:
        assert absent not in lex, absent


def test_empty_lexicon() -> None:
    lex = Lexicon.from_words([])
    assert lex.word_count == 0
    assert list(lex.words()) == []
    assert list(lex.edges(lex.root)) == []
    assert "A" not in lex


def test_from_words_refuses_non_words() -> None:
    with pytest.raises(ValueError):
        Lexicon.from_words(["KOS", ""])
    with pytest.raises(ValueError):
        Lexicon.from_words(["KOS", "K0S"])
    with pytest.raises(ValueError):
        Lexicon.from_words(["QUIZ"], alphabet=POLISH)


def test_file_bytes_gzip_and_raw_give_the_same_lexicon() -> None:
    raw = build_file(["\x00\x01", "\x02"], "t", "ABC", False)
    for data in (raw, gzip.compress(raw), bytearray(raw), memoryview(raw)):
        lex = Lexicon.from_file_bytes(data)
        assert lex.name == "t"
        assert list(lex.words()) == ["AB", "C"]


def test_corrupt_or_truncated_file_raises_value_error() -> None:
    raw = build_file(["\x00\x01", "\x02"], "t", "ABC", False)
    flipped = bytearray(raw)
    flipped[-1] ^= 0x01
    bad = [b"", b"VDWG", raw[:-1], raw + b"\x00", bytes(flipped), b"XXXX" + raw[4:],
           gzip.compress(raw)[:-5], b"\x1f\x8b garbage"]
    for data in bad:
        with pytest.raises(ValueError, match="lexicon"):
            Lexicon.from_file_bytes(data)


# Small alphabets give long chains, the 16-letter one wide (dense) nodes.
letters_strategy = st.sampled_from(["ABCŁŻ", POLISH[:16]])


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_from_words_holds_exactly_its_words(data: st.DataObject) -> None:
    letters = data.draw(letters_strategy)
    words = data.draw(st.lists(st.text(alphabet=letters, min_size=1, max_size=8),
                               max_size=80))
    probes = data.draw(st.lists(st.text(alphabet=letters, max_size=9), max_size=20))
    lex = Lexicon.from_words(words)
    expected = sorted(set(words), key=lambda w: [POLISH.index(c) for c in w])
    assert list(lex.words()) == expected
    assert lex.word_count == len(expected)
    for word in words:
        assert word in lex
    for probe in probes:
        assert (probe in lex) == (probe in set(words))


def test_walked_count_matches_the_words_and_the_header() -> None:
    lex = Lexicon.from_words(["KOT", "KOTY", "KOS", "PIES", "PSY", "KOT"])
    assert lex.count_walked() == lex.word_count == 5
    assert lex.words_below()[lex.root] == 5
