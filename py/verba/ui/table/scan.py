"""Reading a pairing code's QR image with the camera, beside a field where it is pasted.

    scan = Scan(app, expect="offer")      # "answer" on the host's panels
    scan.button(act(...))                 # "Scan the code", or None where it cannot work
    scan.start(found)                     # the person pressed it: the camera dialog opens
    scan.view()                           # the dialog while it scans
    scan.notice()                         # after it, why it stopped (camera refused...)
    scan.stop()                           # Cancel, Escape, or the screen left

The camera is ``app.services.scan`` (``web/scan.py`` on the page), absent in
browsers without ``BarcodeDetector`` reading QR codes. What it reads is
never trusted: each value goes through ``pairing.code.read`` and only a code
of the kind expected stops the camera and goes to ``found`` (which fills the
field and acts as if it was pasted); anything else is said in the dialog
while the camera keeps looking. A camera refused, missing or failing closes
the dialog with a message; the paste field stays as it was.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Protocol

from ...pairing import code as pairing_code
from ...pairing.sdp import PairingError
from ..shell.vnode import Node, act, button, h

if TYPE_CHECKING:
    from ..shell.app import App

VIDEO = "scan-video"
FAILURES = {"refused": "remote.scan.refused", "no_camera": "remote.scan.no_camera"}


class ScanService(Protocol):
    def start(self, video: str, heard: Callable[[str, str], None]) -> None: ...
    def stop(self) -> None: ...


class Scan:
    def __init__(self, app: "App", expect: str) -> None:
        self.app, self.expect = app, expect
        self._found: Callable[[str], None] | None = None
        self.problem = ""                       # a message code
        self.params: dict[str, Any] = {}
        self._tabs = 0   # Tab presses while it scans: each brings the focus back to Cancel

    @property
    def service(self) -> ScanService | None:
        return getattr(self.app.services, "scan", None)

    @property
    def scanning(self) -> bool:
        return self._found is not None

    def button(self, action: str) -> Node | None:
        """"Scan the code" (``action`` when pressed), where a camera can read one."""
        if self.service is None:
            return None
        return button(self.app.t("remote.scan.open"), action, cls="btn small", **{"data-scan": "1"})

    def start(self, found: Callable[[str], None]) -> None:
        service = self.service
        if service is None:
            return
        self._found, self.problem, self.params = found, "", {}
        service.start(VIDEO, self._heard)

    def stop(self) -> None:
        """Close the dialog and the camera (Cancel, Escape, the screen left)."""
        if self._found is not None:
            self._found = None
            service = self.service
            if service is not None:
                service.stop()

    def cancel(self) -> None:
        self.stop()
        self.problem, self.params = "", {}

    def _heard(self, kind: str, text: str) -> None:
        found = self._found
        if found is None:
            return
        if kind == "failed":
            self.stop()
            self.problem, self.params = FAILURES.get(text, "remote.scan.unreadable"), {}
        else:
            try:
                pairing_code.read(text, expect=self.expect)
            except PairingError as error:
                self.problem, self.params = error.code, dict(error.params)
            else:
                self.stop()
                self.problem, self.params = "", {}
                found(text)
        self.app.services.render()

    def key(self, info: dict[str, Any]) -> bool:
        """While the dialog shows, Escape closes it and Tab keeps the focus on
        its one control (a modal dialog is not left by Tab, nor the page
        behind it reached)."""
        if not self.scanning:
            return False
        if info.get("key") == "Escape":
            self.cancel()
            return True
        if info.get("key") == "Tab":
            self._tabs += 1
            return True
        return False

    def _problem(self) -> Node | None:
        return h("p", {"class": "problem", "role": "alert", "data-scan-problem": self.problem},
                 self.app.t(self.problem, **self.params)) if self.problem else None

    def notice(self) -> Node | None:
        """Why the last scan stopped without a code, under the field."""
        return None if self.scanning else self._problem()

    def view(self) -> Node | None:
        """The camera dialog, while it scans."""
        if not self.scanning:
            return None
        t = self.app.t
        return h("div", {"class": "scan-backdrop", "key": "scan"},
                 h("div", {"class": "scan-dialog", "role": "dialog", "aria-modal": "true",
                           "aria-labelledby": "scan-title", "data-scan-dialog": "1"},
                   h("h2", {"id": "scan-title"}, t("remote.scan.title")),
                   h("p", None, t("remote.scan.how")),
                   h("video", {"id": VIDEO, "class": "scan-video", "playsinline": True,
                               "muted": True, "aria-hidden": "true"}),
                   self._problem(),
                   button(t("remote.scan.cancel"), act("scan_cancel"), cls="btn",
                          focus=f"scan{self._tabs}", **{"data-scan-cancel": "1"})))
