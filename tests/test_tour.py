"""The guided first game's walk-through, driven as a game screen drives it."""
from __future__ import annotations

from test_app import FakeServices, page_text

from verba.settings import Settings
from verba.storage import SETTINGS_KEY, MemoryBackend, Storage
from verba.ui.shell.app import App
from verba.ui.shell.tour import TOUR_MARK, Step, Tour
from verba.ui.shell.vnode import act, find_all, text_of

STEPS = (Step("tour.next", target="dice"), Step("tour.done", target="word", waits_for="submitted"),
         Step("tour.skip"))


def buttons(node: list) -> dict[str, list]:
    return {b[1]["data-tour"]: b for b in find_all(node, lambda tag, a: "data-tour" in a)}


def test_offered_once_then_steps_point_and_wait_for_the_move() -> None:
    services = FakeServices()
    app = App(services, ["en"])
    tour = Tour(app, "mistrz", STEPS)
    assert tour.offered and not tour.running
    offer = tour.view()
    assert set(buttons(offer)) == {"start", "decline"}
    assert tour.handle({"do": "tour_start"})
    assert tour.mark("dice") == TOUR_MARK and tour.mark("word") == ""
    assert "Step 1 of 3" in text_of(tour.view())
    tour.handle({"do": "tour_next"})
    # A step that waits for the move has no "Next": only the move ends it.
    assert set(buttons(tour.view())) == {"skip"}
    tour.saw("rolled")
    assert tour.index == 1
    tour.saw("submitted")
    assert tour.index == 2 and tour.mark("word") == ""
    tour.handle({"do": "tour_next"})
    assert not tour.running and tour.view() is None
    assert app.settings.tours_done == ("mistrz",)
    # Remembered across a reload: not offered again.
    again = App(FakeServices(services.storage.backend), ["en"])
    assert not Tour(again, "mistrz", STEPS).offered
    assert Tour(again, "scriba", STEPS).offered


def test_declining_or_leaving_is_remembered_too() -> None:
    app = App(FakeServices(), ["pl"])
    Tour(app, "wordz", STEPS).handle({"do": "tour_decline"})
    tour = Tour(app, "scriba", STEPS)
    tour.start()
    tour.handle({"do": "tour_skip"})
    assert app.settings.tours_done == ("wordz", "scriba")
    assert "Pierwsza gra z przewodnikiem" not in page_text(app)


def test_the_next_button_takes_the_focus_at_each_step() -> None:
    tour = Tour(App(FakeServices(), ["en"]), "mistrz", (Step("tour.next"), Step("tour.done")))
    tour.start()
    first = buttons(tour.view())["next"][1]["focus"]
    tour.advance()
    assert buttons(tour.view())["next"][1]["focus"] != first
    assert tour.handle({"do": "other"}) is False


def test_stored_tours_are_validated() -> None:
    backend = MemoryBackend()
    storage = Storage(backend)
    storage.write(SETTINGS_KEY, "settings", {"lang": "fr", "tours_done": ["x" * 500]})
    app = App(FakeServices(backend), ["en"])
    assert app.settings == Settings(lang="en")  # set aside, defaults
    assert Settings.from_dict({"tours_done": ["a", "a", "b"]}).tours_done == ("a", "b")
    assert Settings.from_dict(Settings(tours_done=("a",)).to_dict()).tours_done == ("a",)
