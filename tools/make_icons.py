"""Render the app icon (assets/icons/icon.svg) to the PNG sizes the manifest
lists, with headless Chromium. The PNGs are committed: the site needs them and
its build does not run a browser."""
from __future__ import annotations

from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "assets" / "icons"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]


def main() -> None:
    svg = (ICONS / "icon.svg").read_text(encoding="utf-8")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
        for size in (192, 512):
            page = browser.new_page(viewport={"width": size, "height": size})
            page.set_content(f"<style>html,body{{margin:0;background:transparent}}svg{{width:{size}px;"
                             f"height:{size}px;display:block}}</style>{svg}")
            page.screenshot(path=str(ICONS / f"icon-{size}.png"), omit_background=True)
            page.close()
        browser.close()
    print("wrote", ", ".join(f"icon-{s}.png" for s in (192, 512)))


if __name__ == "__main__":
    main()
