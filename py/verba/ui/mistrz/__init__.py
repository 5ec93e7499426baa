"""Mistrz Słowa at the table: the screen and the pieces it draws."""
