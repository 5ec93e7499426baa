"""Serve the built site on a local address.

A small static server with the MIME types Pyodide needs (``.mjs``, ``.wasm``),
no caching headers of its own (the service worker decides), and an optional
sub-path so the site can be tried the way GitHub Pages serves a project site
(``/verba/``).  The e2e tests start it in-process on a free port.

Like GitHub Pages, it gzips responses of text types and WebAssembly on the way
(``Content-Encoding: gzip``) and sends everything else as it is, so what the
browser downloads here is what it downloads from the real host; ``--no-gzip``
turns that off. Which types GitHub Pages compresses is not documented; the
list below is what has been observed of it: HTML, CSS, JavaScript, JSON and
WebAssembly compressed (github.com/maxence-charriere/go-app issue 866), a
``.gz`` file sent as ``application/octet-stream`` without an encoding
(github.com/isaacs/github issue 611), and ``.zip`` and images, already
compressed formats, sent as they are.
"""
from __future__ import annotations

import argparse
import datetime
import email.utils
import functools
import gzip
import http.server
import io
import mimetypes
import os
import threading
import urllib.parse
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

MIME = {
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".wasm": "application/wasm",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".toml": "text/plain",
    ".txt": "text/plain; charset=utf-8",  # the licences: GitHub Pages names the charset too
    ".gz": "application/octet-stream",
    ".zip": "application/zip",
    ".svg": "image/svg+xml",
    ".png": "image/png",
}
GZIP_TYPES = frozenset({"text/html", "text/css", "text/javascript", "text/plain",
                        "text/plain; charset=utf-8",
                        "application/json", "application/manifest+json", "image/svg+xml",
                        "application/wasm"})
GZIP_LEVEL = 6  # the usual default of servers and CDNs

# (path, size, mtime) -> gzipped bytes, shared by every server of the process
# (the e2e tests start one per test; the runtime is compressed once).
_gzipped: dict[tuple[str, int, int], bytes] = {}
_gzip_lock = threading.Lock()


def _gzip_file(path: str, stat: os.stat_result) -> bytes:
    key = (path, stat.st_size, stat.st_mtime_ns)
    with _gzip_lock:
        body = _gzipped.get(key)
        if body is None:
            with open(path, "rb") as f:
                body = gzip.compress(f.read(), compresslevel=GZIP_LEVEL, mtime=0)
            _gzipped[key] = body
        return body


def content_type(path: str | Path) -> str:
    """The type the server (and, for these files, GitHub Pages) sends ``path`` as."""
    suffix = Path(path).suffix.lower()
    return MIME.get(suffix) or mimetypes.guess_type(str(path))[0] or "application/octet-stream"


class Handler(http.server.SimpleHTTPRequestHandler):
    prefix = "/"
    _length = 0  # body bytes of the response being sent, for server.sent

    def guess_type(self, path: str) -> str:  # type: ignore[override]
        return content_type(path)

    def translate_path(self, path: str) -> str:
        # Everything outside the prefix is a 404, as it would be on the real host.
        if not path.startswith(self.prefix):
            return str(Path(self.directory) / "__outside_prefix__")
        return super().translate_path("/" + path[len(self.prefix):])

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        # The body bytes this response sends, counted before they are sent.
        self.server.sent.append((self.path, self._length))  # type: ignore[attr-defined]
        super().end_headers()

    def send_header(self, keyword: str, value: str) -> None:
        if keyword.lower() == "content-length":
            self._length = int(value)
        super().send_header(keyword, value)

    def _gzip_target(self) -> str | None:
        """The file to send gzipped, or None to leave the request to the parent."""
        if not self.server.compress or "gzip" not in self.headers.get("Accept-Encoding", ""):  # type: ignore[attr-defined]
            return None
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            if not urllib.parse.urlsplit(self.path).path.endswith("/"):
                return None  # the parent redirects to the slash
            path = os.path.join(path, "index.html")
        if not os.path.isfile(path) or self.guess_type(path) not in GZIP_TYPES:
            return None
        return path

    def _not_modified(self, mtime: float) -> bool:
        """An If-Modified-Since the file has not changed since, as the parent checks it."""
        if "If-Modified-Since" not in self.headers or "If-None-Match" in self.headers:
            return False
        try:
            since = email.utils.parsedate_to_datetime(self.headers["If-Modified-Since"])
        except (TypeError, IndexError, OverflowError, ValueError):
            return False
        if since.tzinfo is None:
            since = since.replace(tzinfo=datetime.timezone.utc)
        modified = datetime.datetime.fromtimestamp(mtime, datetime.timezone.utc)
        return modified.replace(microsecond=0) <= since

    def send_head(self):  # type: ignore[override]
        path = self._gzip_target()
        if path is None:
            return super().send_head()
        stat = os.stat(path)
        if self._not_modified(stat.st_mtime):
            self.send_response(http.HTTPStatus.NOT_MODIFIED)
            self.end_headers()
            return None
        body = _gzip_file(path, stat)
        self.send_response(http.HTTPStatus.OK)
        self.send_header("Content-type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", self.date_time_string(stat.st_mtime))
        self.end_headers()
        return io.BytesIO(body)

    def log_request(self, code: int | str = "-", size: int | str = "-") -> None:
        self.server.hits.append(self.path)  # type: ignore[attr-defined]
        super().log_request(code, size)

    def log_message(self, fmt: str, *args: object) -> None:
        if self.server.verbose:  # type: ignore[attr-defined]
            super().log_message(fmt, *args)

    def handle_one_request(self) -> None:
        self._length = 0
        super().handle_one_request()


def make_server(root: Path, host: str = "127.0.0.1", port: int = 0, prefix: str = "/",
                verbose: bool = False, compress: bool = True,
                base: type[Handler] = Handler) -> http.server.ThreadingHTTPServer:
    """A server for ``root`` under ``prefix``; port 0 picks a free port.
    ``base`` may be a subclass of ``Handler`` (the tests' misbehaving one)."""
    if not prefix.endswith("/"):
        prefix += "/"
    handler = type("PrefixHandler", (base,), {"prefix": prefix})
    server = http.server.ThreadingHTTPServer(
        (host, port), functools.partial(handler, directory=str(root)))
    server.daemon_threads = True
    server.verbose = verbose  # type: ignore[attr-defined]
    server.hits = []  # type: ignore[attr-defined]  # every path asked for, for tests
    server.sent = []  # type: ignore[attr-defined]  # (path, body bytes) of every response
    server.compress = compress  # type: ignore[attr-defined]
    return server


def serve_in_thread(root: Path, prefix: str = "/", compress: bool = True,
                    base: type[Handler] = Handler) -> tuple[http.server.ThreadingHTTPServer, str]:
    """Start a server in a daemon thread; returns it and its base URL."""
    server = make_server(root, prefix=prefix, compress=compress, base=base)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    host, port = server.server_address[:2]
    return server, f"http://{host}:{port}{prefix if prefix.endswith('/') else prefix + '/'}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", type=Path, default=ROOT / "build")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--prefix", default="/", help="serve under a sub-path, e.g. /verba/")
    parser.add_argument("--no-gzip", dest="compress", action="store_false",
                        help="send every file as it is, without Content-Encoding: gzip")
    args = parser.parse_args()
    server = make_server(args.root, args.host, args.port, args.prefix, verbose=True,
                         compress=args.compress)
    host, port = server.server_address[:2]
    print(f"Verba is served at http://{host}:{port}{args.prefix}  (Ctrl+C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
