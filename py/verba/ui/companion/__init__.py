"""At the table: what Verba offers people playing the cardboard games."""
