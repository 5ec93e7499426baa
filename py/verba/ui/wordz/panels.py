"""The Wordz table's stage panels: what the page says above the table at each
stage (set-up options, hand-off, waiting, your turn, the computer's turn, end
of round, end of game) and the take-back button.

Each panel that follows a committed action names an element to take the
keyboard focus (``"focus"``: see assets/js/dom.js), so the focus never drops
to <body> and the next action is a Tab or two away.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...text import isolate
from ...wordz import game
from ..shell.chrome import trophy
from ..shell.setup_form import option_select, option_toggle
from ..shell.vnode import Node, act, button, h

if TYPE_CHECKING:
    from ..shell.app import App
    from .table import TableView

ROUND_CHOICES = tuple(range(1, 11))


def setup_options(app: "App", options: dict[str, Any], people: int) -> Node:
    """The game's options under the seats: rounds, shortest word, and (with
    two people or more) whether they agree to allow take-backs."""
    t = app.t

    lengths = tuple(range(game.MIN_LENGTH_RANGE[0], game.MIN_LENGTH_RANGE[1] + 1))
    return h("fieldset", {"class": "options"},
             h("legend", None, t("setup.options")),
             option_select(options, "rounds", ROUND_CHOICES, t("wordz_ui.rounds")),
             option_select(options, "min_length", lengths, t("wordz_ui.min_length")),
             option_toggle(options, "take_backs", t("wordz_ui.take_backs_agreed"), "wz-agree")
             if people > 1 else None)


def handoff_panel(app: "App", name: str, composing: bool, key: str) -> Node:
    t = app.t
    text = "wordz_ui.handoff_compose" if composing else "wordz_ui.handoff_turn"
    return h("section", {"class": "panel wz-handoff", "data-handoff": name, "key": key},
             h("h2", None, t("wordz_ui.handoff_title", name=name)),
             h("p", {"class": "muted"}, t(text, name=name)),
             button(t("wordz_ui.ready", name=name), act("ready"), cls="btn primary big",
                    focus=True, **{"data-ready": "1"}),
             h("label", {"class": "toggle"},
               h("input", {"type": "checkbox", "checked": app.settings.hand_off,
                           "name": "hand_off", "data-change": act("hand_off")}),
               h("span", None, t("settings.hand_off"))))


def waiting_panel(app: "App", v: dict[str, Any]) -> Node:
    names = ", ".join(isolate(p["name"]) for p, seat in zip(v["players"], v["seats"])
                      if not seat["composed"])
    return h("section", {"class": "panel wz-waiting", "data-waiting": "1"},
             h("p", {"class": "thinking-dark", "tabindex": "-1", "focus": True},
               app.t("wordz_ui.waiting_compose", names=names)))


def take_back_button(app: "App", undone: dict[str, Any] | None) -> Node | None:
    """"Take back my bet on X" / "... the end of my turn", saying how many
    computer moves go with it; None when there is nothing the person may take back."""
    if undone is None:
        return None
    t = app.t
    label = (t("wordz_ui.take_back_guess", word=undone["word"]) if undone["undid"] == "guess"
             else t("wordz_ui.take_back_end_turn"))
    return button(["\u21b6 ", label,
                   h("small", {"class": "wz-moves"}, t("wordz_ui.take_back_moves",
                                                       n=undone["moves"]))
                   if undone["moves"] else None],
                  act("take_back"), cls="btn wz-take-back",
                  **{"data-take-back": undone["undid"]})


def turn_panel(app: "App", v: dict[str, Any], focus: str, problem: Node | None,
               undo: Node | None, mark: str) -> Node:
    """Whose turn, its two steps (turn over a card; bet on a word), and the
    buttons that end it or take the last bet back."""
    t = app.t
    turn = v["turn"]
    person = turn["player"]
    name = v["players"][person]["name"]
    tokens = v["seats"][person]["tokens"]
    flip_state = "done" if turn["flipped"] else "todo"
    if turn["guessed"]:
        guess_state = "done"
    elif not turn["can_guess"]:
        guess_state = "closed"
    else:
        guess_state = "open"
    end = (button(t("wordz_ui.end_turn"), act("end_turn"), cls="btn", **{"data-end-turn": "1"})
           if turn["flipped"] and not turn["guessed"] else None)
    return h("section", {"class": "panel wz-turn", "data-turn": str(person)},
             h("h2", {"tabindex": "-1", "focus": focus}, t("wordz_ui.your_turn", name=name)),
             h("ol", {"class": "wz-steps"},
               h("li", {"class": flip_state, "data-step": f"flip-{flip_state}"},
                 t("wordz_ui.step_flip")),
               h("li", {"class": guess_state, "data-step": f"guess-{guess_state}"},
                 t("wordz_ui.step_guess", n=tokens) if tokens else t("wordz_ui.no_tokens"))),
             problem,
             h("div", {"class": f"actions {mark}".strip()}, end, undo) if end or undo else None)


def computer_panel(app: "App", v: dict[str, Any], key: str, undo: Node | None) -> Node:
    turn = v["turn"]
    name = v["players"][turn["player"]]["name"]
    return h("section", {"class": "panel wz-computer", "data-thinking": str(turn["player"]),
                         "key": key},
             h("p", {"class": "thinking-dark", "tabindex": "-1", "focus": True},
               app.t("wordz_ui.thinking", name=name)),
             h("div", {"class": "actions"}, undo) if undo else None)


def remote_panel(v: dict[str, Any], key: str, text: str, undo: Node | None) -> Node:
    """A guest's turn on a hosted table: they play on their own device."""
    return h("section", {"class": "panel wz-remote", "data-remote-turn": str(v["turn"]["player"]),
                         "key": key},
             h("p", {"role": "status"}, text),
             h("div", {"class": "actions"}, undo) if undo else None)


def round_over_panel(app: "App", v: dict[str, Any], table: "TableView", people: bool) -> Node:
    t = app.t
    starter = v["players"][v["starter"]]["name"]
    return h("div", {"class": "wz-round-over", "data-round-over": str(v["round"])},
             h("section", {"class": "panel"},
               h("h2", None, t("wordz_ui.round_over", round=v["round"])),
               h("p", None, t("wordz_ui.next_starts", name=starter)),
               h("div", {"class": "actions"},
                 button(t("wordz_ui.next_round"), act("next_round"), cls="btn primary big",
                        focus=True, **{"data-next-round": "1"}) if people else
                 h("p", {"class": "muted"}, t("wordz_ui.dealing")))),
             table.score_sheet(live=False))


def over_panel(app: "App", v: dict[str, Any], table: "TableView") -> Node:
    t = app.t
    names = [isolate(v["players"][i]["name"]) for i in v["winners"]]
    title = (t("wordz_ui.winner", name=names[0]) if len(names) == 1
             else t("wordz_ui.winners", names=", ".join(names)))
    return h("div", {"class": "wz-over"},
             h("section", {"class": "panel winner", "data-winner": ", ".join(names)},
               trophy(),
               h("h2", None, title),
               h("div", {"class": "actions"},
                 button(t("app.new_game"), act("new_game"), cls="btn primary", focus=True,
                        **{"data-again": "1"}),
                 button(t("app.home"), act("home"), cls="btn"))),
             table.score_sheet(live=False))
