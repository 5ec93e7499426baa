"""The notices that travel with the word lists: ``LICENSES/word-lists.txt``
(sources, copyright holders, licences) and ``LICENSES/SGJP.txt`` (the
notice of the SGJP dictionary ``pl-nouns`` was selected with, as morfeusz2
gives it). Written by tools/build_lexicons.py; the build ships them in the
site (``licenses/``), and the About screen links to them."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tools.lexicon_readme import SourceVersions

WORD_LISTS = "word-lists.txt"
SGJP = "SGJP.txt"


def word_lists_notice(v: SourceVersions) -> str:
    return f"""\
Verba's word lists: sources, copyright holders and licences
===========================================================

The files lexicons/*.dawg.gz are a compiled form of the lists below, made by
tools/build_lexicons.py (part of Verba's source); lexicons/README.md gives
the filters and the file format. The licence texts named here are beside
this file (LICENSES/ in the source, licenses/ in the site); the GNU GPL's
is COPYING in the source and GPL-2.0.txt in the site.

pl.dawg.gz (Scriba)
  The Polish spelling list of sjp.pl, as Debian's package wpolish
  {v.wpolish} ships it (Debian source package wpolish).
  Copyright © 2008–2018 Polish Alternative Dictionary Editing Team
  Copyright © 2008–2018 Marek Futrega
  Offered under a choice of GPL-2, LGPL-2.1, MPL-1.1, Apache-2.0 or
  CC-BY-4.0. Verba takes it under the LGPL, version 2.1 (LGPL-2.1.txt),
  whose section 3 lets it be passed on under the GNU GPL, version 2 or any
  later version, as Verba is.
  Upstream: https://sjp.pl/slownik/ort/

pl-nouns.dawg.gz (Mistrz Słowa)
  The forms of the list above that the SGJP dictionary of Morfeusz 2
  reads as the nominative of a common noun ({v.sgjp},
  morfeusz2 {v.morfeusz2}): the list's copyright and licence as above, and
  SGJP's notice, which must accompany it, in SGJP.txt. Morfeusz itself runs
  only when the lists are built and is not distributed.

fr.dawg.gz (Wordz)
  The French list of Debian's package wfrench {v.wfrench} (Debian source
  package wfrench).
  Copyright © 1989 Paul Leyland
  GNU GPL, version 2 or any later version.
  Upstream: https://gitlab.com/gpernot/wfrench
"""


def sgjp_notice(dict_id: str, dict_copyright: str) -> str:
    """SGJP's notice as morfeusz2 reproduces it (with Unix line ends), under a
    line naming the dictionary."""
    text = dict_copyright.replace("\r\n", "\n").strip()
    return (f"pl-nouns.dawg.gz was selected with the SGJP dictionary of Morfeusz 2 "
            f"({dict_id}).\nIts copyright notice, conditions and disclaimer:\n\n{text}\n")


def notices(v: SourceVersions) -> dict[str, str]:
    """File name in LICENSES/ -> its text, from the sources installed."""
    import morfeusz2

    return {WORD_LISTS: word_lists_notice(v),
            SGJP: sgjp_notice(v.sgjp, morfeusz2.Morfeusz().dict_copyright())}
