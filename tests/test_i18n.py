"""The catalogues: same codes and placeholders in all three languages."""
from __future__ import annotations

from verba.i18n import CATALOGUES, LANGS, best_lang, catalogue, placeholders, t


def test_every_catalogue_has_the_same_codes_and_placeholders_in_each_language() -> None:
    import importlib
    for name in CATALOGUES:
        messages = importlib.import_module(name).MESSAGES
        assert set(messages) == set(LANGS), name
        codes = set(messages["en"])
        for lang in LANGS:
            assert set(messages[lang]) == codes, (name, lang, set(messages[lang]) ^ codes)
            for code in codes:
                assert placeholders(messages[lang][code]) == placeholders(messages["en"][code]), \
                    (name, lang, code)


def test_translation_fills_placeholders_and_falls_back() -> None:
    assert t("pl", "app.players_range", min=1, max=6) == "1–6 graczy"
    assert t("fr", "app.players_range", min=2, max=7) == "2 à 7 joueurs"
    assert t("de", "app.home") == "Home"           # unknown language: English
    assert t("en", "no.such.code") == "no.such.code"
    assert t("en", "app.players_range", min=1) == "1–{max} players"  # missing param stays visible


def test_best_lang_reads_browser_preferences() -> None:
    assert best_lang(["de-DE", "fr-CA", "en"]) == "fr"
    assert best_lang(["PL"]) == "pl"
    assert best_lang([]) == "en"


def test_catalogue_merges_all_languages() -> None:
    merged = catalogue()
    assert all(merged[lang]["app.home"] for lang in LANGS)


def test_each_code_has_one_home_and_a_game_code_says_which() -> None:
    """A game's rules catalogue (``verba.<game>.messages``) holds the codes
    its engine emits, ``<game>.*``; its table's (``verba.ui.<game>.messages``)
    what the table says itself, ``<game>_ui.*`` (and Scriba's guide,
    ``scriba_guide.*``). docs/ARCHITECTURE.md, "Messages"."""
    import importlib
    homes: dict[str, str] = {}
    for name in CATALOGUES:
        for code in importlib.import_module(name).MESSAGES["en"]:
            assert code not in homes, (code, homes.get(code), name)
            homes[code] = name
    for game in ("mistrz", "scriba", "wordz"):
        rules = {c for c, home in homes.items() if home == f"verba.{game}.messages"}
        table = {c for c, home in homes.items() if home == f"verba.ui.{game}.messages"}
        assert rules and table
        assert all(c.startswith(f"{game}.") for c in rules), game
        assert all(c.startswith((f"{game}_ui.", f"{game}_guide.")) for c in table), \
            (game, sorted(c for c in table if not c.startswith((f"{game}_ui.", f"{game}_guide."))))
        assert not any(c.startswith(f"{game}.") for c, home in homes.items()
                       if home != f"verba.{game}.messages")


def test_with_the_builds_file_a_text_imports_only_the_catalogues_of_its_prefix(monkeypatch) -> None:
    """As on the page (``i18n.INDEX``): the start's texts come with the file,
    any other code imports the catalogues of its prefix, an unknown prefix all."""
    from verba import i18n
    full = {lang: dict(texts) for lang, texts in catalogue().items()}
    data = i18n.shipped({"app.home"})
    assert data["start"] == {lang: {"app.home": full[lang]["app.home"]} for lang in LANGS}
    monkeypatch.setattr(i18n, "_merged", {lang: dict(data["start"][lang]) for lang in LANGS})
    monkeypatch.setattr(i18n, "_imported", set())
    monkeypatch.setattr(i18n, "_index", data["index"])
    monkeypatch.setattr(i18n, "_index_read", True)
    assert t("pl", "app.home") == full["pl"]["app.home"] and i18n._imported == set()
    assert t("fr", "settings.title") == full["fr"]["settings.title"]
    assert i18n._imported == set(data["index"]["settings"]) and len(i18n._imported) > 1
    assert t("pl", "wordz_ui.no_such_code") == "wordz_ui.no_such_code"
    assert i18n._imported == set(data["index"]["settings"]) | {"verba.ui.wordz.messages"}
    assert t("en", "nothing.known") == "nothing.known" and i18n._imported == set(CATALOGUES)
