"""Pairing two browsers by hand, with no server (docs/MULTIPLAYER.md).

- ``code``: ``make(kind, local_sdp)`` → a pairing code; ``read(text, expect)``
  → ``(kind, sdp)`` for ``setRemoteDescription``, from a code or a
  ``#join=`` link; ``join_link``; ``qr_segments(page_url, code)``.
- ``sdp``: what an SDP keeps in a code (``read``), the SDP rebuilt
  (``write``), ``PairingError`` (its codes in ``messages``).
- ``qr``: the QR encoder: ``encode(segments, ecc)`` → ``QrCode``, drawn by
  ``svg(code, label)`` as a vnode.
- ``addresses``: candidate addresses as bytes and back.
"""
