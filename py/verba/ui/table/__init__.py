"""A seat at a table played on another device: the guest's side of a network table."""
