"""Wordz at the table: the screen, the cards, the panels."""
