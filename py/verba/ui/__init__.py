"""View functions: game and app state in, trees of plain data out.

Plain Python like the rest of ``verba``: CPython tests render every screen.
The page hands the trees to ``assets/js/dom.js``. ``shell`` is the app around
the games, ``mistrz``, ``scriba`` and ``wordz`` their tables, ``rules`` the
rules pages (docs/ARCHITECTURE.md).
"""
