"""Importing from a zip of sources as the page does (web.zipsource)."""
from __future__ import annotations

import sys
import zipfile
from pathlib import Path
from typing import Iterator

import pytest

from tools.build_site import solid_zip
from web.zipsource import SOLID_INDEX, ZipSource, install

MEMBERS = {
    "zpkg/__init__.py": "LEVEL = 'package'\n",
    "zpkg/inner.py": "from . import helper\nVALUE = helper.TWICE * 2\n",
    "zpkg/helper.py": "TWICE = 21\n",
    "zpkg/data.json": '{"ok": true}',
    "ztop.py": "import zpkg.inner\nRESULT = zpkg.inner.VALUE\n",
}


@pytest.fixture(params=["zipped", "solid"])
def finder(request: pytest.FixtureRequest, tmp_path: Path,
           monkeypatch: pytest.MonkeyPatch) -> Iterator[ZipSource]:
    """The members zipped one by one, or in solid.xz as the build puts them."""
    archive = tmp_path / "code.zip"
    members = [(name, text.encode()) for name, text in MEMBERS.items()]
    if request.param == "solid":
        solid_zip(archive, [], members)
    else:
        with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as zf:
            for name, data in members:
                zf.writestr(name, data)
    monkeypatch.setattr(sys, "meta_path", list(sys.meta_path))
    found = install(str(archive))
    yield found
    for name in [m for m in sys.modules if m == "ztop" or m.split(".")[0] == "zpkg"]:
        del sys.modules[name]


def test_modules_and_packages_import_each_compiled_once(
        finder: ZipSource, monkeypatch: pytest.MonkeyPatch) -> None:
    compiled: list[str] = []
    source_to_code = ZipSource.source_to_code

    def counting(self: ZipSource, data: bytes, path: str, **kwargs: object) -> object:
        compiled.append(path)
        return source_to_code(self, data, path, **kwargs)

    monkeypatch.setattr(ZipSource, "source_to_code", counting)
    import ztop  # type: ignore[import-not-found]
    assert ztop.RESULT == 42
    base = finder.archive
    assert sorted(compiled) == sorted(f"{base}/{name}" for name in MEMBERS if name.endswith(".py"))
    assert ztop.__file__ == f"{base}/ztop.py" and ztop.__loader__ is finder
    package = sys.modules["zpkg"]
    assert package.__path__ == [f"{base}/zpkg"] and package.LEVEL == "package"
    assert sys.modules["zpkg.inner"].__spec__.parent == "zpkg"


def test_a_data_file_beside_a_package_is_read_through_its_loader(finder: ZipSource) -> None:
    import zpkg  # type: ignore[import-not-found]
    folder = zpkg.__file__.rsplit("/", 1)[0]
    assert zpkg.__spec__.loader.get_data(f"{folder}/data.json") == b'{"ok": true}'
    with pytest.raises(OSError):
        zpkg.__spec__.loader.get_data(f"{folder}/missing.json")
    with pytest.raises(OSError):
        zpkg.__spec__.loader.get_data("/elsewhere/data.json")


def test_a_name_not_in_the_zip_is_left_to_the_other_finders(finder: ZipSource) -> None:
    assert finder.find_spec("json") is None and finder.find_spec("zpkg.absent") is None
    with pytest.raises(ModuleNotFoundError):
        import zpkg.absent  # type: ignore[import-not-found]  # noqa: F401


def test_opening_the_zip_imports_no_codec_module(finder: ZipSource) -> None:
    """Member names are read as UTF-8, a codec built in: the default cp437
    is a module of its own (15 kB) that the page's start would compile."""
    import subprocess
    code = ("import sys; from web.zipsource import ZipSource; "
            f"ZipSource({finder.archive!r}); print('encodings.cp437' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={"PYTHONPATH": "py"})
    assert out.stdout.strip() == "False", out.stdout
    assert "zpkg/inner.py" in finder._members


def test_a_solid_part_shorter_than_its_index_says_is_an_error_not_a_short_file(
        tmp_path: Path) -> None:
    archive = tmp_path / "code.zip"
    solid_zip(archive, [], [("first.py", b"A = 1\n"), ("second.py", b"B = 2\n")])
    with zipfile.ZipFile(archive) as zf:
        members = {name: zf.read(name) for name in zf.namelist()}
    members[SOLID_INDEX] = b'[["first.py",6],["second.py",60]]'
    with zipfile.ZipFile(archive, "w") as zf:
        for name, data in members.items():
            zf.writestr(name, data)
    source = ZipSource(str(archive))
    assert source.get_data(f"{archive}/first.py") == b"A = 1\n"
    with pytest.raises(OSError, match="second.py"):
        source.get_data(f"{archive}/second.py")
