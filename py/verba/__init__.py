"""Verba: the rules core of three tabletop word games.

Everything under this package is plain Python: it never imports ``js``,
``pyscript`` or ``pyodide``, so CPython runs it in tests and Pyodide in the page.
"""
