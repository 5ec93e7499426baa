"""Serve the built site on a local address.

A small static server with the MIME types Pyodide needs (``.mjs``, ``.wasm``),
no caching headers of its own (the service worker decides), and an optional
sub-path so the site can be tried the way GitHub Pages serves a project site
(``/verba/``).  The e2e tests start it in-process on a free port.
"""
from __future__ import annotations

import argparse
import functools
import http.server
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

MIME = {
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".wasm": "application/wasm",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".toml": "text/plain",
    ".gz": "application/octet-stream",
    ".zip": "application/zip",
    ".svg": "image/svg+xml",
    ".png": "image/png",
}


class Handler(http.server.SimpleHTTPRequestHandler):
    prefix = "/"

    def guess_type(self, path: str) -> str:  # type: ignore[override]
        suffix = Path(path).suffix.lower()
        return MIME.get(suffix) or super().guess_type(path)

    def translate_path(self, path: str) -> str:
        # Everything outside the prefix is a 404, as it would be on the real host.
        if not path.startswith(self.prefix):
            return str(Path(self.directory) / "__outside_prefix__")
        return super().translate_path("/" + path[len(self.prefix):])

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_request(self, code: int | str = "-", size: int | str = "-") -> None:
        self.server.hits.append(self.path)  # type: ignore[attr-defined]
        super().log_request(code, size)

    def log_message(self, fmt: str, *args: object) -> None:
        if self.server.verbose:  # type: ignore[attr-defined]
            super().log_message(fmt, *args)


def make_server(root: Path, host: str = "127.0.0.1", port: int = 0,
                prefix: str = "/", verbose: bool = False) -> http.server.ThreadingHTTPServer:
    """A server for ``root`` under ``prefix``; port 0 picks a free port."""
    if not prefix.endswith("/"):
        prefix += "/"
    handler = type("PrefixHandler", (Handler,), {"prefix": prefix})
    server = http.server.ThreadingHTTPServer(
        (host, port), functools.partial(handler, directory=str(root)))
    server.daemon_threads = True
    server.verbose = verbose  # type: ignore[attr-defined]
    server.hits = []  # type: ignore[attr-defined]  # every path asked for, for tests
    return server


def serve_in_thread(root: Path, prefix: str = "/") -> tuple[http.server.ThreadingHTTPServer, str]:
    """Start a server in a daemon thread; returns it and its base URL."""
    server = make_server(root, prefix=prefix)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    host, port = server.server_address[:2]
    return server, f"http://{host}:{port}{prefix if prefix.endswith('/') else prefix + '/'}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", type=Path, default=ROOT / "build")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--prefix", default="/", help="serve under a sub-path, e.g. /verba/")
    args = parser.parse_args()
    server = make_server(args.root, args.host, args.port, args.prefix, verbose=True)
    host, port = server.server_address[:2]
    print(f"Verba is served at http://{host}:{port}{args.prefix}  (Ctrl+C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
