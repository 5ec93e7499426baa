"""Mistrz Słowa: ten letter dice, one noun per turn, first to 100 points.

``game`` holds the state, actions and ``apply``; ``build`` reads picked dice
and builds typed words; ``solver`` finds every word of a roll; ``ai`` plays.
"""
