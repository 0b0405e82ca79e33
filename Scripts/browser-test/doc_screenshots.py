#!/usr/bin/env python3
"""Takes the screenshots the "Pictures" article shows, from the playground pages.

    doc_screenshots.py --chromium PATH --pages DIR --svgs DIR --out Docs/Trellis.docc/Resources

DIR of pages: `swift run playgrounds --html DIR`; DIR of SVGs: `swift run playgrounds --svg DIR
--constraints`. Writes svg-collapse.png, svg-stack.png (pictures at 1.5×), inspector-seasons.png,
inspector-collapse.png and inspector-changes.png (the inspector, 1200 × 760, an item selected).
"""

import argparse
import os
import re
import sys

from cdp import Browser

SHOTS = [
    # file, page, what to do: ("select", state, item name) / ("mode", name)
    ("inspector-seasons.png", "seasons", [("select", 0, "dd[1]")]),
    ("inspector-collapse.png", "collapse", [("mode", "side"), ("select", 0, "footer")]),
    ("inspector-changes.png", "stack", [("mode", "diff")]),
]
PICTURES = [("svg-collapse.png", "collapse-before.svg"), ("svg-stack.png", "stack-card.svg")]


def main():
    parser = argparse.ArgumentParser()
    for option in ("--chromium", "--pages", "--svgs", "--out"):
        parser.add_argument(option, required=True)
    options = parser.parse_args()
    os.makedirs(options.out, exist_ok=True)
    browser = Browser(options.chromium, width=1200, height=760)
    try:
        browser.call("Page.enable")
        for name, svg in PICTURES:
            path = os.path.join(options.svgs, svg)
            header = open(path).read(400)
            width, height = (float(v) for v in re.search(r'width="([\d.]+)" height="([\d.]+)"', header).groups())
            browser.call("Emulation.setDeviceMetricsOverride", {
                "width": int(width + 0.999), "height": int(height + 0.999), "deviceScaleFactor": 1.5, "mobile": False})
            browser.call("Page.navigate", {"url": "file://" + os.path.abspath(path)})
            browser.wait_for("document.readyState === 'complete'")
            browser.screenshot(os.path.join(options.out, name))
            print("wrote", name)
        browser.call("Emulation.setDeviceMetricsOverride", {
            "width": 1200, "height": 760, "deviceScaleFactor": 1, "mobile": False})
        for name, page, steps in SHOTS:
            browser.call("Page.navigate", {"url": "file://" + os.path.abspath(os.path.join(options.pages, page + ".html"))})
            browser.wait_for("document.body && document.body.dataset.ready === 'true'")
            for step in steps:
                if step[0] == "mode":
                    browser.evaluate("window.trellisInspector.mode(%r)" % step[1])
                else:
                    browser.evaluate(
                        "(function(){var s=%d; var items=window.trellisInspector.data.states[s].items;"
                        "for (var i=0;i<items.length;i++){ if (items[i].name===%r){ window.trellisInspector.select(s,i); } }})()"
                        % (step[1], step[2]))
            browser.screenshot(os.path.join(options.out, name))
            print("wrote", name)
    finally:
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
