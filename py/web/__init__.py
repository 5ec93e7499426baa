"""The only Python that touches the browser (through PyScript's FFI)."""
