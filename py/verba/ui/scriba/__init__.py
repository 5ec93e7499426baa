"""Scriba at the table: the screen, the board, the panels, laying tiles."""
