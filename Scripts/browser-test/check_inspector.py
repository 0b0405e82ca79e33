#!/usr/bin/env python3
"""Opens every inspector page in headless Chromium and checks it as a person would use it.

    check_inspector.py --chromium PATH --pages DIR --screenshots DIR

For each DIR/*.html, through the DevTools protocol (cdp.py):
- the page loads from file:// with no console error, no uncaught exception, no log error and no
  request for anything but the file itself;
- for every state: a real click on the state's tab shows it; then the mouse moves over an item of
  the picture (the item is highlighted) and clicks it, and the details panel names that item and
  lists exactly the constraints the page's data says touch it, the first of them by its text,
  and the picture marks the item selected;
- with several states, "Side by side" shows every state and "Changes" shows a diff;
- screenshots: <page>.png (first state, an item selected), <page>-side.png, <page>-changes.png.

Prints one line per check and ends with "N passed, N failed"; exits 1 on any failure.
"""

import argparse
import glob
import json
import os
import sys

from cdp import Browser, CDPError

# Finds a point inside item `index` of state `state` where the item is the topmost thing drawn,
# in viewport coordinates; null when there is none.
FIND_POINT = r"""
(function (state, index) {
  var box = document.querySelector('.state[data-state="' + state + '"]');
  if (!box) { return null; }
  var shapes = Array.prototype.slice.call(box.querySelectorAll('[data-item="' + index + '"] > rect'));
  for (var s = 0; s < shapes.length; s++) {
    var r = shapes[s].getBoundingClientRect();
    if (r.width < 2 || r.height < 2) { continue; }
    for (var fy = 1; fy < 8; fy++) {
      for (var fx = 1; fx < 8; fx++) {
        var x = r.left + r.width * fx / 8, y = r.top + r.height * fy / 8;
        var hit = document.elementFromPoint(x, y);
        var group = hit && hit.closest ? hit.closest('[data-item]') : null;
        if (group && group.dataset.item === String(index) && group.closest('.state') === box) {
          return { x: x, y: y };
        }
      }
    }
  }
  return null;
})
"""


class Checker:
    def __init__(self, browser, screenshots):
        self.browser = browser
        self.screenshots = screenshots
        self.passed = 0
        self.failed = 0

    def expect(self, condition, what):
        if condition:
            self.passed += 1
            print(f"  ok    {what}")
        else:
            self.failed += 1
            print(f"  FAIL  {what}")
        return condition

    def problems(self, page_url):
        """Console errors, exceptions, log errors and outside requests seen so far."""
        found = []
        for event in self.browser.events:
            method, params = event["method"], event.get("params", {})
            if method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
                found.append("console." + params["type"] + ": " + json.dumps(params.get("args", []))[:200])
            elif method == "Runtime.exceptionThrown":
                found.append("exception: " + json.dumps(params.get("exceptionDetails", {}))[:300])
            elif method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
                found.append("log: " + params["entry"].get("text", "")[:200])
            elif method == "Network.requestWillBeSent":
                url = params.get("request", {}).get("url", "")
                if url != page_url and not url.startswith("data:") and not url.startswith("about:"):
                    found.append("request: " + url)
        return found

    def click_selector(self, selector):
        point = self.browser.evaluate(
            "(function(){var n=document.querySelector(%s); if(!n){return null;} var r=n.getBoundingClientRect();"
            "return {x:r.left+r.width/2,y:r.top+r.height/2};})()" % json.dumps(selector))
        if point:
            self.browser.click(point["x"], point["y"])
        return point is not None

    def candidates(self, data, state):
        """Items to click: drawn views (not guides) with constraints, leaves first."""
        items = data["states"][state]["items"]
        parents = {item["parent"] for item in items if item["parent"] is not None}
        chosen = [i for i, item in enumerate(items)
                  if i > 0 and not item["invisible"] and item["kind"] not in ("guide", "systemGuide")
                  and item["constraints"]]
        return sorted(chosen, key=lambda i: (i in parents, i))

    def check_state(self, name, data, state):
        b = self.browser
        self.click_selector('#tabs button[data-state="%d"]' % state)
        shown = b.evaluate("document.querySelector('.state.current') && document.querySelector('.state.current').dataset.state")
        self.expect(shown == str(state), f"{name}: the tab shows state {state} ({data['states'][state]['name']})")
        target = point = None
        for index in self.candidates(data, state)[:12]:
            point = b.evaluate(FIND_POINT + f"({state}, {index})")
            if point:
                target = index
                break
        if not self.expect(target is not None, f"{name}: state {state} has an item to click"):
            return
        item = data["states"][state]["items"][target]
        b.mouse("mouseMoved", point["x"], point["y"])
        hovered = b.evaluate('!!document.querySelector(\'.state.current [data-item="%d"].hover\')' % target)
        self.expect(hovered, f"{name}: hovering `{item['name']}` highlights it")
        b.click(point["x"], point["y"])
        details = b.evaluate("""(function(){
            var d = document.getElementById('details');
            return { item: d.dataset.item, title: (d.querySelector('h2') || {}).textContent || '',
                     rows: Array.prototype.map.call(d.querySelectorAll('tr.constraint td.equation'),
                                                     function (c) { return c.firstChild.textContent; }),
                     selected: !!document.querySelector('.state.current [data-item="%d"].selected') };
        })()""" % target)
        constraints = data["states"][state]["constraints"]
        expected = [constraints[k]["text"] for k in item["constraints"]]
        self.expect(details["item"] == str(target) and details["title"].startswith(item["name"]),
                    f"{name}: clicking `{item['name']}` shows its details")
        self.expect(details["rows"] == expected,
                    f"{name}: the details list its {len(expected)} constraints, starting `{expected[0]}`")
        self.expect(details["selected"], f"{name}: the picture marks `{item['name']}` selected")

    def check_page(self, path):
        b = self.browser
        name = os.path.splitext(os.path.basename(path))[0]
        url = "file://" + os.path.abspath(path)
        print(name)
        b.events.clear()
        b.call("Page.navigate", {"url": url})
        if not self.expect(b.wait_for("document.readyState === 'complete' && document.body.dataset.ready === 'true'"),
                           f"{name}: the page loads and its script runs"):
            return
        data = b.evaluate("window.trellisInspector.data")
        states = len(data["states"])
        for state in range(states):
            self.check_state(name, data, state)
        self.click_selector('#tabs button[data-state="0"]')
        first = self.candidates(data, 0)
        if first:
            point = b.evaluate(FIND_POINT + f"(0, {first[0]})")
            if point:
                b.click(point["x"], point["y"])
        b.screenshot(os.path.join(self.screenshots, name + ".png"))
        if states > 1:
            self.click_selector('#tabs button[data-mode="side"]')
            visible = b.evaluate("Array.prototype.filter.call(document.querySelectorAll('.state'),"
                                 "function(n){return n.getBoundingClientRect().width > 0;}).length")
            self.expect(visible == states, f"{name}: side by side shows all {states} states")
            b.screenshot(os.path.join(self.screenshots, name + "-side.png"))
            self.click_selector('#tabs button[data-mode="diff"]')
            diff = b.evaluate("(function(){var d=document.querySelector('.diff.current');"
                              "return d ? d.querySelectorAll('tbody tr').length : 0;})()")
            self.expect(diff > 0, f"{name}: the changes view shows a diff table")
            b.screenshot(os.path.join(self.screenshots, name + "-changes.png"))
        problems = self.problems(url)
        for problem in problems:
            print("        " + problem)
        self.expect(not problems, f"{name}: no console error, exception or outside request")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--chromium", required=True)
    parser.add_argument("--pages", required=True)
    parser.add_argument("--screenshots", required=True)
    options = parser.parse_args()
    pages = sorted(glob.glob(os.path.join(options.pages, "*.html")))
    if not pages:
        print(f"no .html pages in {options.pages}")
        return 1
    os.makedirs(options.screenshots, exist_ok=True)
    browser = Browser(options.chromium)
    checker = Checker(browser, options.screenshots)
    try:
        for domain in ("Page", "Runtime", "Log", "Network"):
            browser.call(domain + ".enable")
        for path in pages:
            try:
                checker.check_page(path)
            except CDPError as error:
                checker.expect(False, f"{os.path.basename(path)}: {error}")
    finally:
        browser.close()
    print(f"{checker.passed} passed, {checker.failed} failed")
    return 1 if checker.failed else 0


if __name__ == "__main__":
    sys.exit(main())
