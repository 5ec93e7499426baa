"""Daily challenges: one per kind and date, the same for everyone, no server.

``days`` numbers the days and derives each kind's seed from the date alone;
``kinds`` is the registry of daily kinds (each names the module with its
rules); ``validate`` reads the stored results with limits; ``record`` keeps
them (the results, the daily in play, the streaks and the archive).
docs/DAILY.md describes the numbering, the seed and what is stored.
"""
