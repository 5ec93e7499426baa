"""The daily challenges: the list of today's and the archive, each kind's table."""
