"""The page's renderer (assets/js/dom.js): trees patched into the DOM match
them, and a keyed element is kept, not moved or made again, when what comes
before it changes (a move list under controls that change with the turn)."""
from __future__ import annotations

from conftest import Visit

# Renders each tree in turn into a fresh element and reports, after each,
# its HTML, whether every keyed element present before is the same object,
# and how many keyed elements a mutation took out of the parent (a move is
# a removal and an insertion).
RENDER = """async (trees) => {
  const dom = await import(new URL("assets/js/dom.js", document.baseURI).href);
  const box = document.createElement("div");
  box.id = "render-test";
  document.body.appendChild(box);
  const out = [];
  let seen = new Map();
  for (const tree of trees) {
    let moved = 0;
    const watch = new MutationObserver(() => {});
    watch.observe(box, {childList: true});
    dom.render("render-test", JSON.stringify(tree));
    watch.takeRecords().forEach((m) => {
      for (const n of m.removedNodes) if (n.__key != null && n.isConnected) moved++;
    });
    watch.disconnect();
    const kept = [...box.children].filter((el) => el.__key != null && seen.get(el.__key) === el)
      .map((el) => el.__key);
    seen = new Map([...box.children].filter((el) => el.__key != null).map((el) => [el.__key, el]));
    out.push({html: box.innerHTML, kept, moved});
  }
  box.remove();
  return out;
}"""


def p(text: str, key: str | None = None) -> list:
    return ["p", {"key": key} if key else {}, text]


def html(*nodes: list) -> str:
    return "".join(f"<{n[0]}>{n[2]}</{n[0]}>" for n in nodes)


def test_keyed_elements_stay_put_while_what_comes_before_them_changes(visit: Visit) -> None:
    visit.open()
    log, scores = p("log", "log"), p("scores", "scores")
    trees = [
        [p("turn"), p("rack"), p("move"), scores, log],     # a person's turn
        [p("waiting"), scores, log],                         # someone else's
        [p("turn"), p("rack"), p("move"), scores, log],     # theirs again
        [log, scores],                                       # swapped: one moves
        [p("over"), scores],                                 # the log gone
        [["div", {"key": "log"}, "log"], p("end"), scores],  # a key on another tag
        [p("bare")],                                         # every keyed one gone
        [scores, p("x"), log, p("y")],
        [log, p("y"), scores],                               # one left behind, then taken
        [p("z"), scores],                                    # one left behind, not taken
    ]
    got = visit.page.evaluate(RENDER, trees)
    for tree, step in zip(trees, got):
        assert step["html"] == html(*tree)
    assert got[1]["kept"] == ["scores", "log"] and got[1]["moved"] == 0
    assert got[2]["kept"] == ["scores", "log"] and got[2]["moved"] == 0
    assert sorted(got[3]["kept"]) == ["log", "scores"] and got[3]["moved"] == 1
    assert got[4]["kept"] == ["scores"]
    assert got[5]["kept"] == ["scores"]
    assert got[8]["kept"] == ["log", "scores"] and got[8]["moved"] == 1
    assert visit.errors == []
