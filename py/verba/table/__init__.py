"""Tables on several devices: one host's engine, guests that see their own seat.

Plain Python, no transport: ``wire`` (the messages as text, versioned, read
with limits), ``patch`` (what changed in a view), ``sender`` (a seat acts for
itself alone), ``host`` (the authority: seats, tokens, refusals, views),
``guest`` (a seat's device: its view, its actions, the host's clock), ``link``
(host and guests over in-memory links with faults, for tests and benchmarks),
``messages`` (the texts). docs/MULTIPLAYER.md describes the protocol.
"""
