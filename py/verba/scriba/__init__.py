"""Scriba: a Polish crossword board game with bonus fields, blanks, arrow
tiles that bend a word, blocking tiles and stacked letters; Game I and II.

- ``tiles``: the tile set (values, counts) and the codes tiles carry.
- ``board``: the layout of bonus fields as data, the tiles on it, its words.
- ``placement``: whether a placement is legal and which words it forms.
- ``scoring``: how a word scores.
- ``ruleset``: the options players agree on before a game.
- ``game``: the state, ``apply``, ``preview``, saving.

For a move generator: ``Board.cell`` (letter, blank, special tile, stack
height), ``Board.occupied``/``letter_cells`` (anchors), ``Board.path`` (the
word through a cell), and ``placement.evaluate(board, rack, laid, rules)``,
which checks a placement of ``placement.Laid`` tiles and returns every word
formed with its score broken down: the same call ``apply`` makes.

Game II is a ``Ruleset`` (``Ruleset.game_two()``) over the same engine: its
bonus tokens are fields of the layout (``tokens``), the die and the large
tokens live in ``game``.  ``movegen`` and ``ai`` are the computer players.
"""
