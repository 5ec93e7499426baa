"""The Wordz table as vnodes, drawn from one player's view (``verba.wordz.views``)
and never from the state: what a view hides cannot reach the page.

Cards look like the real ones: yellow vowel cards and blue consonant cards,
the back showing the colour and the writing-direction arrow, the face a big
central letter repeated small in the four corners.  A card is always the
same button element, so turning it over is a CSS transition of that
element; its size is set explicitly (wordz.css), never left to the engine;
words
leaving the table fly to whoever won their cards, and a bet token slides to
the word's owner, while those events are fresh (made by the last action seen
on this page, not replayed after a reload).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

from ...text import MAX_TYPED
from ...wordz.deck import VOWELS
from ...wordz.messages import log_lines
from ..shell.vnode import Child, Node, act, button, h

if TYPE_CHECKING:
    from ..shell.app import App

MAX_LOG = 60


def _arrow() -> Node:
    return h("svg", {"class": "wz-arrow", "viewBox": "0 0 24 24", "aria-hidden": "true"},
             h("path", {"d": "M4 12h15M13 6l6 6-6 6", "fill": "none", "stroke": "currentColor",
                        "stroke-width": "3", "stroke-linecap": "round",
                        "stroke-linejoin": "round"}))


def card_node(key: str, *, vowel: bool, letter: str | None, up: bool, label: str,
              action: str | None = None, classes: tuple[str, ...] = (),
              badge: str | None = None, peek: str | None = None,
              attrs: dict[str, Any] | None = None, style: dict[str, str] | None = None) -> Node:
    """One card as the table draws it, face up or face down: a button (disabled
    without ``action``) whose accessible name is ``label``.

    ``letter`` is drawn on the face only when ``up``: once, big, as the only
    text of the card; the corners repeat it from the ``data-letter``
    attribute in CSS, so what a voice-control user sees and says is the
    letter that starts the label.  ``peek`` is the owner's reminder of a
    face-down card of their own word; ``badge`` a small number on the corner
    (its place in the word being composed).  The rules screen draws its
    illustrations with this same function."""
    cls = " ".join(["wz-card", "vowel" if vowel else "consonant", "up" if up else "down",
                    *classes])
    face = None
    if up and letter:
        face = h("span", {"class": "wz-front", "data-letter": letter},
                 h("span", {"class": "big", "data-letter": letter}, letter))
    return h("button", {"type": "button", "class": cls, "key": key, "aria-label": label,
                        "data-act": action, "disabled": action is None, "style": style,
                        **(attrs or {})},
             h("span", {"class": "wz-card-in", "aria-hidden": "true"},
               h("span", {"class": "wz-back"}, _arrow(),
                 h("span", {"class": "peek"}, peek) if peek else None),
               face),
             h("span", {"class": "wz-badge", "aria-hidden": "true", "data-n": badge})
             if badge else None)


@dataclass
class GuessDraft:
    """A guess being typed: the word it targets and the letters so far."""
    target: int
    text: str = ""
    letters: tuple[str, ...] = ()


@dataclass
class TableView:
    """Draws the table for one view.  ``acting`` is the person whose turn it
    is, when their turn is on show (their flips and guesses are buttons)."""
    app: "App"
    v: dict[str, Any]
    acting: int | None = None
    guess: GuessDraft | None = None
    fresh_from: int = 0
    thinking: int | None = None
    problem: Node | None = None
    mark: Callable[[str], str] = lambda target: ""   # the guided game's pointer (Tour.mark)

    def t(self, code: str, **params: Any) -> str:
        return self.app.t(code, **params)

    def name(self, seat: int) -> str:
        return self.v["players"][seat]["name"]

    # -- events -------------------------------------------------------------
    def log_text(self, event: dict[str, Any]) -> str:
        names = [p["name"] for p in self.v["players"]]
        return " ".join(self.t(code, **params) for code, params in log_lines(event, names))

    def fresh_events(self) -> list[tuple[int, dict[str, Any]]]:
        return [(i, e) for i, e in enumerate(self.v["log"]) if i >= self.fresh_from]

    def _leave_event(self, seat: int) -> tuple[int, dict[str, Any]] | None:
        """The event that took ``seat``'s word off the table this round."""
        for index in range(len(self.v["log"]) - 1, -1, -1):
            e = self.v["log"][index]
            if e.get("round") != self.v["round"]:
                break
            if (e["type"] == "guess" and e["right"] and e["target"] == seat) or (
                    e["type"] == "revealed" and e["player"] == seat):
                return index, e
        return None

    # -- one seat -------------------------------------------------------------
    def seat_row(self, seat: int) -> Node:
        v = self.v
        t = self.t
        info = v["seats"][seat]
        player = v["players"][seat]
        turn = v["turn"]
        current = turn is not None and turn["player"] == seat
        mine = seat == v["viewer"]
        classes = ["wz-seat"]
        if current:
            classes.append("current")
        if mine:
            classes.append("mine")
        word = info["word"]
        length = len(word["cards"]) if word else None
        head = h("header", {"class": "wz-seat-head"},
                 h("span", {"class": "wz-turn-mark", "aria-hidden": "true"}, "\u25b6")
                 if current else None,
                 h("span", {"class": "wz-name"}, player["name"]),
                 h("small", {"class": "wz-kind"}, t(f"setup.kind.{player['level']}"))
                 if player["kind"] == "computer" else None,
                 h("small", {"class": "wz-you"}, t("wordz_ui.you")) if mine else None,
                 h("small", {"class": "wz-thinking"}, t("wordz_ui.thinking_short"))
                 if self.thinking == seat else None,
                 h("span", {"class": "wz-counts"},
                   h("span", {"class": "wz-length"}, t("wordz_ui.length", n=length))
                   if length else None,
                   self._tokens(seat, info["tokens"], self.mark("tokens") if mine else ""),
                   self._won(info["won"])))
        if not mine and v["viewer"] is not None:
            classes.append(self.mark("opponents"))
        return h("section", {"class": " ".join(c for c in classes if c), "key": f"seat{seat}",
                             "data-seat": str(seat),
                             "aria-current": "true" if current else None,
                             "aria-label": player["name"]},
                 head, self._word(seat), self._guess_form(seat))

    def _tokens(self, seat: int, n: int, mark: str) -> Node:
        arrive = None
        for index, e in self.fresh_events():
            if e["type"] == "guess" and e["target"] == seat:
                arrive = h("span", {"class": "wz-token arrive", "key": f"tok{index}",
                                    "style": {"--rows": str(self.row(e["player"]) - self.row(seat))}})
        return h("span", {"class": f"wz-tokens {mark}".strip(), "data-tokens": str(n),
                          "title": self.t("wordz_ui.tokens", n=n),
                          "aria-label": self.t("wordz_ui.tokens", n=n)},
                 [h("span", {"class": "wz-token", "key": f"t{k}"}) for k in range(min(n, 5))],
                 arrive,
                 h("b", {"key": f"n{n}", "class": "wz-count"}, str(n)))

    def _won(self, won: list[str]) -> Node:
        n = len(won)
        return h("span", {"class": "wz-won", "data-won": str(n),
                          "title": " ".join(won) or None,
                          "aria-label": self.t("wordz_ui.won", n=n)},
                 h("span", {"class": "wz-pile" + (" empty" if not n else "")}),
                 h("b", {"key": f"w{n}", "class": "wz-count"}, str(n)))

    def _word(self, seat: int) -> Node:
        v = self.v
        t = self.t
        word = v["seats"][seat]["word"]
        if word is None:
            return h("div", {"class": "wz-word empty", "data-word": "none"},
                     h("span", {"class": "muted"},
                       t("wordz_ui.composing", name=self.name(seat))))
        on_table = word["status"] == "table"
        turn = v["turn"]
        may_flip = (on_table and self.acting is not None and seat != self.acting
                    and turn is not None and turn["can_flip"])
        mine = seat == v["viewer"]
        leave = None if on_table else self._leave_event(seat)
        fresh = leave is not None and leave[0] >= self.fresh_from
        cards = []
        n = len(word["cards"])
        fresh_flips = {e["index"] for _, e in self.fresh_events()
                       if e["type"] == "flip" and e["target"] == seat}
        for k, c in enumerate(word["cards"]):
            colour = t("wordz_ui.vowel") if c["vowel"] else t("wordz_ui.consonant")
            classes: list[str] = []
            style = None
            if on_table:
                up = c["face_up"]
                if k in fresh_flips:
                    classes.append("fresh")   # just turned over: the eye finds it
                if up:
                    label = t("wordz_ui.card_up", n=k + 1, letter=c["letter"])
                elif mine:
                    label = t("wordz_ui.card_mine", n=k + 1, letter=c["letter"])
                elif may_flip:
                    label = t("wordz_ui.card_flip", n=k + 1, colour=colour, name=self.name(seat))
                else:
                    label = t("wordz_ui.card_down", n=k + 1, colour=colour)
            else:
                # off the table: every letter is public; the cards face down at
                # a right guess went to the guesser
                up = True
                label = t("wordz_ui.card_up", n=k + 1, letter=c["letter"])
                classes.append("gone")
                taken = leave is not None and leave[1]["type"] == "guess" and not c["face_up"]
                if taken:
                    classes.append("taken")
                if fresh and leave is not None:
                    winner = leave[1]["player"] if taken else seat
                    classes.append("fly")
                    style = {"--rows": str(self.row(winner) - self.row(seat)), "--k": str(k)}
            action = act("flip", target=seat, index=k) if may_flip and not c["face_up"] else None
            cards.append(card_node(
                f"c{seat}-{k}-r{v['round']}", vowel=c["vowel"],
                letter=c["letter"] if up else None, up=up, label=label, action=action,
                classes=tuple(classes), style=style,
                peek=c["letter"] if on_table and mine and not up else None,
                attrs={"data-card": f"{seat}-{k}", "data-up": "1" if up else "0",
                       "data-colour": "vowel" if c["vowel"] else "consonant",
                       "data-letter": c["letter"] if up else None}))
        outcome = None
        if leave is not None:
            index, e = leave
            outcome = h("p", {"class": "wz-outcome", "key": f"out{index}"},
                        t("wordz_ui.guessed_by", name=self.name(e["player"]))
                        if e["type"] == "guess" else t("wordz_ui.all_turned"))
        wrong = None
        if word["wrong_guesses"]:
            wrong = h("p", {"class": "wz-wrong"}, h("span", None, t("wordz_ui.wrong_guesses")), " ",
                      [h("s", {"key": w, "data-wrong": w}, w) for w in word["wrong_guesses"]])
        can_guess = (on_table and self.acting is not None and seat != self.acting
                     and turn is not None and turn["can_guess"]
                     and (self.guess is None or self.guess.target != seat))
        return h("div", {"class": "wz-word-area"},
                 h("div", {"class": "wz-word" + ("" if on_table else " off"),
                           "data-word": word["status"], "style": {"--n": str(n)},
                           "role": "group",
                           "aria-label": t("wordz_ui.word_of", name=self.name(seat))},
                   cards),
                 h("div", {"class": "wz-word-notes"},
                   outcome, wrong,
                   button(t("wordz_ui.guess"), act("guess_open", target=seat),
                          cls="btn small wz-guess-btn", **{"data-guess": str(seat)})
                   if can_guess else None))

    def _guess_form(self, seat: int) -> Node | None:
        draft = self.guess
        if draft is None or draft.target != seat or self.acting is None:
            return None
        word = self.v["seats"][seat]["word"]
        if word is None or word["status"] != "table":
            return None
        t = self.t
        n = len(word["cards"])
        letters = draft.letters
        clash = False
        slots = []
        for k, c in enumerate(word["cards"]):
            typed = letters[k] if k < len(letters) else ""
            fixed = c["letter"] if c["face_up"] else None
            bad = bool(typed) and ((fixed is not None and typed != fixed)
                                   or (typed in VOWELS) != c["vowel"])
            clash = clash or bad
            slots.append(h("span", {"class": " ".join(
                ["wz-slot", "vowel" if c["vowel"] else "consonant",
                 "typed" if typed else "hint" if fixed else "", "clash" if bad else ""]).strip(),
                "key": f"s{k}", "data-slot": str(k)}, typed or fixed or ""))
        return h("form", {"class": "wz-guess-form", "key": f"guess{seat}", "data-guess-form": str(seat),
                          "data-submit": act("guess_submit"), "autocomplete": "off"},
                 h("h3", None, t("wordz_ui.guess_title", name=self.name(seat), n=n)),
                 h("div", {"class": "wz-slots", "aria-hidden": "true"}, slots),
                 h("p", {"class": "pending muted"}, t("wordz_ui.clash")) if clash else None,
                 h("p", {"class": "pending muted"}, t("wordz_ui.count", typed=len(letters), n=n))
                 if letters and len(letters) != n else None,
                 self.problem,
                 h("div", {"class": "wz-input"},
                   h("input", {"type": "text", "value": draft.text, "name": "guess", "focus": True,
                               "autocomplete": "off", "autocapitalize": "characters",
                               "spellcheck": "false", "data-keys": "guess", "maxlength": str(MAX_TYPED),
                               "aria-label": t("wordz_ui.guess_input", n=n),
                               "placeholder": t("wordz_ui.guess_input", n=n),
                               "data-input": act("guess_type")})),
                 h("div", {"class": "actions"},
                   button(t("wordz_ui.bet"), act("guess_submit"), cls="btn primary",
                          disabled=not letters, **{"data-bet": "1"}),
                   button(t("wordz_ui.cancel"), act("guess_cancel"), cls="btn")))

    # -- the whole table ------------------------------------------------------
    def order(self) -> list[int]:
        """The seats from top to bottom: in play order, the viewer last (sitting
        nearest, as at a real table), so their opponents' words come first."""
        n = len(self.v["players"])
        me = self.v["viewer"]
        start = 0 if me is None else me + 1
        return [(start + k) % n for k in range(n)]

    def row(self, seat: int) -> int:
        return self.order().index(seat)

    def table(self) -> Node:
        return h("div", {"class": "wz-table", "key": "table",
                         "aria-label": self.t("wordz_ui.table")},
                 [self.seat_row(seat) for seat in self.order()])

    def latest(self) -> Node | None:
        """The last action's events, large, for everyone to follow."""
        fresh = self.fresh_events() or ([(len(self.v["log"]) - 1, self.v["log"][-1])]
                                        if self.v["log"] else [])
        shown = [(i, e) for i, e in fresh if e["type"] not in ("composed",)]
        if not shown:
            return None
        lines = []
        for index, e in shown:
            tone = ""
            if e["type"] == "guess":
                tone = " good" if e["right"] else " bad"
            lines.append(h("p", {"class": "wz-event" + tone, "key": f"e{index}",
                                 "data-event": e["type"]}, self.log_text(e)))
        return h("div", {"class": "wz-latest", "aria-live": "polite"}, lines)

    def log(self) -> Node:
        entries = [(i, e) for i, e in enumerate(self.v["log"])][-MAX_LOG:]
        items: list[Child] = []
        for index, e in reversed(entries):
            items.append(h("li", {"key": f"l{index}", "class": f"log-{e['type']}"},
                           self.log_text(e)))
        # the list scrolls: focusable, so that a keyboard can scroll it too
        return h("section", {"class": "panel wz-log"},
                 h("h2", {"id": "wz-log-title"}, self.t("wordz_ui.log")),
                 h("ol", {"reversed": "reversed", "tabindex": "0",
                          "aria-labelledby": "wz-log-title"}, items))

    def score_sheet(self, live: bool = True) -> Node | None:
        """One row per player (names stay readable in a narrow column), one
        column per round, the round under way in italics, and the totals."""
        v = self.v
        t = self.t
        rounds = v["scores"]
        playing = live and v["phase"] in ("compose", "play")
        if not rounds and not playing:
            return None
        winners = set(v["winners"])
        # the total runs on: it counts the cards won so far in the round under way
        totals = [total + (len(seat["won"]) if playing else 0)
                  for total, seat in zip(v["totals"], v["seats"])]
        head = [h("th", {"scope": "col", "key": f"h{r}"}, t("wordz_ui.round_short", n=r + 1))
                for r in range(len(rounds))]
        if playing:
            head.append(h("th", {"scope": "col", "class": "live", "key": "hlive",
                                 "title": t("wordz_ui.so_far", n=v["round"])},
                          t("wordz_ui.round_short", n=v["round"])))
        body = []
        for i, player in enumerate(v["players"]):
            cells = [h("td", {"key": f"r{r}", "data-score": str(row[i])}, str(row[i]))
                     for r, row in enumerate(rounds)]
            if playing:
                cells.append(h("td", {"class": "live", "key": "live"}, str(len(v["seats"][i]["won"]))))
            body.append(h("tr", {"key": f"p{i}", "class": "win" if i in winners else None,
                                 "data-player": str(i)},
                          h("th", {"scope": "row"}, player["name"]), cells,
                          h("td", {"class": "total", "data-total": str(totals[i])},
                            str(totals[i]))))
        return h("section", {"class": f"panel wz-scores {self.mark('scores')}".strip()},
                 h("h2", None, t("wordz_ui.scores")),
                 h("div", {"class": "wz-scroll"},
                   h("table", {"class": "wz-sheet", "data-sheet": str(len(rounds))},
                     h("thead", None, h("tr", None, h("td", None), head,
                                        h("th", {"scope": "col"}, t("wordz_ui.total")))),
                     h("tbody", None, body))),
                 h("p", {"class": "wz-sheet-note muted", "data-live": str(v["round"])},
                   t("wordz_ui.so_far_note", n=v["round"])) if playing else None)

    def dealt(self) -> Node | None:
        """The viewer's twelve cards of the round (they remember them)."""
        me = self.v["me"]
        if me is None or self.v["phase"] == "compose" and self.v["seats"][me["player"]]["word"] is None:
            return None
        return h("section", {"class": "panel wz-dealt"},
                 h("h2", None, self.t("wordz_ui.dealt")),
                 h("p", {"class": "wz-letters"},
                   [h("span", {"class": "vowel" if letter in VOWELS else "consonant",
                               "key": f"d{k}"}, letter) for k, letter in enumerate(me["dealt"])]))
