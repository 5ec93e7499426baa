"""Wordz, the French hidden-word card game: the rules core.

``deck`` the 110 cards as data, ``game`` the state, actions, ``apply`` and
saves, ``events`` what the log's events hold, ``takeback`` what a person may
take back, ``views`` what one player may see, ``candidates`` the lexicon
walks, ``ai`` the computer players, ``selfplay`` whole games between them,
``messages`` the texts in Polish, French and English.
"""
