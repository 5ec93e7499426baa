"""A Scriba seat played on a guest's device (``verba.ui.scriba.guest``): the
table drawn from the seat's view alone, the moves sent to a host in the test
(``remote_host.FakeHost``), which plays them with the engine on the real
game and sends the view back."""
from __future__ import annotations

from dataclasses import replace
from functools import cache
from pathlib import Path
from typing import Any

from remote_host import FakeHost, guest_app
from test_app import FakeServices, click, elements
from verba.lexicon import Lexicon
from verba.scriba import engine, views
from verba.ui.scriba.guest import ScribaGuestScreen, guest_screen
from verba.ui.shell.app import App
from verba.ui.shell.vnode import Node, text_of
from verba.ui.table.remote import CONNECTED, WAITING

LEXICONS = Path(__file__).resolve().parent.parent / "lexicons"


@cache
def lexicon() -> Lexicon:
    return Lexicon.from_file_bytes((LEXICONS / "pl.dawg.gz").read_bytes())


def table(seat: int = 1, seed: int = 7, answer_now: bool = True, lang: str = "en",
          **options: Any) -> tuple[App, ScribaGuestScreen, FakeHost]:
    """A guest at seat ``seat`` of a game with an easy computer and another
    person (seat 0, whose moves the test makes on the host)."""
    players = [{"name": "Ala"}, {"name": "Olek"}, {"name": "Bot", "kind": "easy"}]
    state = engine.new_game(players, seed, {"checking": "immediate", **options})
    host = FakeHost(engine, lexicon(), state, seat, answer_now)
    app, screen = guest_app(host, guest_screen, lang)
    host_plays_people(host)
    return app, screen, host


def best_move(host: FakeHost, seat: int) -> dict[str, Any]:
    """What an easy computer would play at ``seat`` (the test's player)."""
    kinds = tuple("easy" if s == seat else k for s, k in enumerate(host.state.kinds))
    return engine.computer_action(replace(host.state, kinds=kinds), seat, lexicon())


def host_plays_people(host: FakeHost) -> None:
    """The other person (on the host's device) plays until it is the guest's turn."""
    while not engine.is_over(host.state) and engine.current(host.state) != host.seat:
        host.state = engine.apply(host.state, best_move(host, engine.current(host.state)),
                                  lexicon())
        host.computers()
        host.push()


def rack_slots(app: App) -> dict[int, str]:
    """The rack's tiles still on it, by slot."""
    return {int(e[1]["data-slot"]): e[1]["data-tile"]
            for e in elements(app, **{"data-rack": "1"})[0][2:]
            if isinstance(e, list) and "data-tile" in e[1]}


def lay(app: App, tiles: list[dict[str, Any]]) -> None:
    """Lay a placement the way a person does: a rack tile, then its square."""
    for tile in tiles:
        slot = next(i for i, code in rack_slots(app).items() if code == tile["tile"])
        click(app, "rack", slot=slot)
        click(app, "cell", row=tile["row"], col=tile["col"])
        if "letter" in tile:
            click(app, "name_blank", letter=tile["letter"])
        if "bend" in tile:
            click(app, "bend", bend=tile["bend"])


def play(app: App, action: dict[str, Any]) -> None:
    if action["type"] == "place":
        lay(app, action["tiles"])
        click(app, "commit")
    else:              # an exchange or a pass: the guest passes (twice: it asks first)
        click(app, "pass")
        click(app, "pass")


def racks_shown(app: App) -> list[tuple[str, list[str]]]:
    """Every rack the page draws: whose (its label) and its tiles."""
    found: list[tuple[str, list[str]]] = []

    def walk(node: Node | str) -> None:
        if not isinstance(node, list):
            return
        if node[1] and node[1].get("data-rack"):
            found.append((node[1]["aria-label"], [c[1]["data-tile"] for c in node[2:]
                                                  if isinstance(c, list) and "data-tile" in c[1]]))
        for child in node[2:]:
            walk(child)
    for node in app.view():
        walk(node)
    return found


def assert_only_own_rack(app: App, host: FakeHost) -> None:
    seat = host.seat
    state = host.state
    for label, tiles in racks_shown(app):
        assert label == app.t("scriba_ui.rack_of", name=state.names[seat])
        assert sorted(tiles) == sorted(state.racks[seat])
    shown = views.view(state, seat)
    assert shown == host.views[-1]                 # the page has the host's latest view
    # what the page's unseen list says is the view's, not the stand-in's
    assert app.screen.state is not None
    assert sorted(app.screen.state.racks[seat]) == sorted(state.racks[seat])


def test_a_guest_plays_a_whole_game_seeing_only_its_own_rack() -> None:
    app, screen, host = table()
    assert elements(app, **{"data-guest": "1"})
    turns = 0
    while not engine.is_over(host.state):
        host_plays_people(host)
        if engine.is_over(host.state):
            break
        assert engine.current(host.state) == 1 and screen.stage() == "turn"
        assert_only_own_rack(app, host)
        before = len(host.state.log)
        play(app, best_move(host, 1))
        assert len(host.state.log) > before, host.refused
        assert host.remote.pending is None
        turns += 1
        assert_only_own_rack(app, host)
    assert turns > 3
    assert screen.stage() == "over"
    text = "".join(text_of(n) for n in app.view())
    # at the end the racks left are public: the final table names every player
    assert all(name in text for name in host.state.names)
    assert elements(app, **{"data-winner": ", ".join(
        host.state.names[w] for w in engine.winners(host.state))})


def test_no_hand_off_and_no_set_up_on_a_guest_device() -> None:
    app, screen, host = table(seat=0)
    assert screen.stage() == "turn"
    assert not elements(app, **{"data-handoff": "Ala"}) and not elements(app, **{"data-reveal": "1"})
    click(app, "new_game")
    click(app, "takeback")
    assert screen.state is not None and screen.stage() == "turn"


def test_a_move_waits_for_the_host_then_the_new_view_shows_it() -> None:
    app, screen, host = table(seat=0, answer_now=False)
    move = best_move(host, 0)
    play(app, move)
    assert host.inbox == [move] or host.inbox[0]["type"] == move["type"]
    assert elements(app, **{"data-remote": "pending"})
    # while it is on its way the board keeps the tiles and takes no more input
    laid = [p.pos for p in screen.placing.pending]
    click(app, "recall")
    assert [p.pos for p in screen.placing.pending] == laid
    host.deliver()
    assert not elements(app, **{"data-remote": "pending"})
    assert not screen.placing.pending
    # the other person's turn, on their device (or the guest's again, if the
    # computer and the other person passed)
    assert screen.stage() in ("computer", "turn")


def test_a_refusal_is_shown_in_the_players_language_and_the_move_stays() -> None:
    for lang, word in (("pl", "Host nie przyjął ruchu"), ("fr", "L’hôte a refusé"),
                       ("en", "The host refused")):
        app, screen, host = table(seat=0, lang=lang)
        move = best_move(host, 0)
        assert move["type"] == "place"
        # the host's game moved on meanwhile (another device's turn came first):
        # the host refuses with the table's reason
        host.state = replace(host.state, current=1)
        lay(app, move["tiles"])
        laid = [(p.pos, p.tile) for p in screen.placing.pending]
        click(app, "commit")
        assert host.refused == ["table.not_your_turn"]
        alert = elements(app, **{"data-remote": "refused"})
        assert alert and alert[0][1]["data-problem"] == "table.not_your_turn"
        assert word in text_of(alert[0])
        assert [(p.pos, p.tile) for p in screen.placing.pending] == laid
        # the player may edit it and send it again
        host.state = replace(host.state, current=0)
        click(app, "commit")
        assert not host.refused[1:] and not screen.placing.pending


def test_a_game_refusal_keeps_the_games_reason() -> None:
    app, screen, host = table(seat=0)
    move = best_move(host, 0)
    host.lexicon = Lexicon.from_words(["XYZ"])     # the host's list has none of these words
    lay(app, move["tiles"])
    click(app, "commit")
    assert host.refused and host.refused[0].startswith("scriba.")
    alert = elements(app, **{"data-remote": "refused"})
    assert alert[0][1]["data-problem"] == host.refused[0]
    assert screen.placing.pending


def test_a_view_pushed_while_the_guest_lays_tiles_keeps_them() -> None:
    app, screen, host = table(seat=0, checking="challenge")
    move = best_move(host, 0)
    lay(app, move["tiles"][:1])
    laid = [(p.pos, p.tile) for p in screen.placing.pending]
    assert laid
    # the host sends the seat's view again (a re-pairing, another device's
    # message answered): the tiles being laid stay
    host.push()
    assert [(p.pos, p.tile) for p in screen.placing.pending] == laid
    host.remote.set_status(WAITING)
    assert elements(app, **{"data-remote": "waiting"})
    assert [(p.pos, p.tile) for p in screen.placing.pending] == laid
    lay(app, move["tiles"][1:])
    log = list(host.state.log)
    click(app, "commit")                       # the link is down: nothing goes
    assert list(host.state.log) == log and len(screen.placing.pending) == len(move["tiles"])
    host.remote.set_status(CONNECTED)          # paired again
    assert len(screen.placing.pending) == len(move["tiles"])
    click(app, "commit")
    assert len(host.state.log) > len(log) and not screen.placing.pending


def test_a_view_that_cannot_be_read_leaves_the_last_one_on_show() -> None:
    app, screen, host = table(seat=0)
    before = screen.state
    host.remote.update({**host.views[-1], "unseen": ["Ż"] * 30})
    assert screen.state is before
    assert app.t("remote.bad_view") in "".join(text_of(n) for n in app.view())


def test_a_guest_before_the_first_view_waits_for_the_host() -> None:
    app = App(FakeServices(), ["en"])
    host = FakeHost(engine, lexicon(), engine.new_game(["Ala", "Olek"], 3, {}), 1)
    screen = guest_screen(app, lexicon(), host.remote)
    app.go(screen)
    assert elements(app, **{"data-remote": "waiting"}) and screen.stage() == "connecting"
    click(app, "start")
    assert screen.state is None
    host.start()
    assert screen.state is not None and screen.stage() == "computer"
