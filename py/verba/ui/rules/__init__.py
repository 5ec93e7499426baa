"""The rules pages: the screen, its illustrations, and each game's rules as data."""
