#!/usr/bin/env python3
"""Yoga (through poga's binding) on the twins of trellis-bench's fixed-size-leaf layouts.

    yoga_bench.py [--json] [--budget S] [--smoke] [--workload NAME] [--n N] [--order ORDER] [--no-overhead]

Same flags, workload names, order names and JSON keys (name, n, order, ops, median_ns,
first_ns, per_item_ns) as `trellis-bench`, so compare.py can put the two side by side:

    stack-tree-box     N rows × 5 fixed-size leaves; orders <fill|leading|center|fit>-<first|hide|
                       resize|intrinsic|constant|spacing|compact|dequeue>
    nested-stacks-box  depth D; first, hide
    feed-box           N cells of 15 nodes; first, hide, intrinsic, resize
    flat-grid          N leaves in wrapped lines of ten; first, resize, constant

What is timed is one call of YGNodeCalculateLayout and nothing else: for `first`, on a tree built
fresh (untimed) for each op, every node dirty; for a change, after the change's style setter
(untimed; it marks the node and its ancestors dirty). Each change toggles, as in trellis-bench.
Frames are checked against the same closed forms as trellis-bench's (see the Swift files named
in each class), so the trees are known to be the same layout.

The binding costs a few hundred nanoseconds per call; `--json` prints it as an object with
name "call-overhead" and the table prints it in its header.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time

import poga.libpoga_capi as Y

# No pixel rounding: trellis-bench checks unrounded frames, and Yoga's default scale factor of 1
# would round centred rows to whole points.
CONFIG = Y.YGConfigNew()
Y.YGConfigSetPointScaleFactor(CONFIG, 0.0)
UNDEFINED = Y.YGUndefined
LTR = Y.YGDirection.LTR
calculate_layout = Y.YGNodeCalculateLayout
clock = time.perf_counter_ns

NARROW, WIDE = 393.0, 430.0
MAX_OPS = 10_000
SMOKE_BUDGET = 0.02


class CheckFailure(Exception):
    pass


def node(width=None, height=None, row=False, align=None, justify=None, grow=0.0, top=0.0, left=0.0):
    """A new node: fixed width/height when given, flex direction, align-items, justify-content,
    flex-grow, margin-top, margin-left. flex-shrink is 0 (Yoga's non-web default, set anyway)."""
    n = Y.YGNodeNewWithConfig(CONFIG)
    if width is not None:
        Y.YGNodeStyleSetWidth(n, width)
    if height is not None:
        Y.YGNodeStyleSetHeight(n, height)
    Y.YGNodeStyleSetFlexDirection(n, Y.YGFlexDirection.Row if row else Y.YGFlexDirection.Column)
    if align is not None:
        Y.YGNodeStyleSetAlignItems(n, align)
    if justify is not None:
        Y.YGNodeStyleSetJustifyContent(n, justify)
    Y.YGNodeStyleSetFlexShrink(n, 0.0)
    if grow:
        Y.YGNodeStyleSetFlexGrow(n, grow)
    if top:
        Y.YGNodeStyleSetMargin(n, Y.YGEdge.Top, top)
    if left:
        Y.YGNodeStyleSetMargin(n, Y.YGEdge.Left, left)
    return n


def add(parent, children):
    for index, child in enumerate(children):
        Y.YGNodeInsertChild(parent, child, index)
    return parent


def frame(n, origin=(0.0, 0.0)):
    """(x, y, w, h) of node `n`, given its parent's absolute origin."""
    return (origin[0] + Y.YGNodeLayoutGetLeft(n), origin[1] + Y.YGNodeLayoutGetTop(n),
            Y.YGNodeLayoutGetWidth(n), Y.YGNodeLayoutGetHeight(n))


def expect_frame(actual, expected, what):
    # Yoga stores floats (20.4 is 20.399999618…): compare to 1e-4 relative.
    for a, e in zip(actual, expected):
        if abs(a - e) > 1e-4 * max(1.0, abs(e)):
            raise CheckFailure(f"{what}: frame {actual}, expected {expected}")


def set_display(n, shown):
    Y.YGNodeStyleSetDisplay(n, Y.YGDisplay.Flex if shown else Y.YGDisplay.DisplayNone)


# --------------------------------------------------------------------------------------------
# stack-tree-box: StackTree.swift. Page = root column (gap 8 as margin-top on rows 1…), rows =
# row nodes (gap 8 as margin-left on leaves 1…), leaves w(i, j) × h(i).
# Page alignment: fill → align-items stretch, leaf 0 flex-grow 1 (UIKit's fill distribution
# stretches the lowest-index leaf); leading/fit → flex-start; center → center. fit: no width,
# max-width = the window width (the page is as wide as its widest row).


def box_width(i, j, changed=False):
    return 30 + 10 * j + 2 * (i % 5) + (20 if changed else 0)


def box_height(i):
    return 20 + 4 * (i % 3)


class StackTree:
    ALIGN = {"fill": Y.YGAlign.Stretch, "leading": Y.YGAlign.FlexStart, "center": Y.YGAlign.Center,
             "fit": Y.YGAlign.FlexStart}

    def __init__(self, n, order):
        self.alignment, self.change = order.split("-", 1)
        self.n, self.middle = n, n // 2
        self.root = node(align=self.ALIGN[self.alignment])
        self.set_width(NARROW)
        self.rows, self.leaves = [], []
        for i in range(n):
            leaves = [node(box_width(i, j), box_height(i), left=8 if j else 0,
                           grow=1.0 if j == 0 and self.alignment == "fill" else 0.0) for j in range(5)]
            self.rows.append(add(node(row=True, top=8 if i else 0), leaves))
            self.leaves.append(leaves)
        add(self.root, self.rows)

    def set_width(self, width):
        self.width = width
        if self.alignment == "fit":
            Y.YGNodeStyleSetMaxWidth(self.root, width)
        else:
            Y.YGNodeStyleSetWidth(self.root, width)

    def calculate(self):
        calculate_layout(self.root, UNDEFINED, UNDEFINED, LTR)

    def apply(self, k):
        on = k % 2 == 1
        if self.change == "hide":
            set_display(self.rows[self.middle], not on)
        elif self.change == "resize":
            self.set_width(WIDE if on else NARROW)
        elif self.change == "intrinsic":
            Y.YGNodeStyleSetWidth(self.leaves[self.middle][2], box_width(self.middle, 2, on))
        elif self.change == "constant":
            Y.YGNodeStyleSetMargin(self.root, Y.YGEdge.Top, 10.0 if on else 0.0)
        elif self.change == "spacing":
            # Every row's gap: the margin-left of its leaves 1…4.
            for leaves in self.leaves:
                for leaf in leaves[1:]:
                    Y.YGNodeStyleSetMargin(leaf, Y.YGEdge.Left, self.spacing(on))
        elif self.change == "compact":
            # Every row's last leaf out of the layout, its gap (its margin-left) with it.
            for leaves in self.leaves:
                set_display(leaves[4], not on)
        elif self.change == "dequeue":
            # The first row out of the page and back at index 0; row 1's gap (its margin-top)
            # goes while it is first.
            if on:
                Y.YGNodeRemoveChild(self.root, self.rows[0])
            else:
                Y.YGNodeInsertChild(self.root, self.rows[0], 0)
            Y.YGNodeStyleSetMargin(self.rows[1], Y.YGEdge.Top, 0.0 if on else 8.0)

    def spacing(self, on):
        return 10.0 if on and self.change == "spacing" else 8.0

    def verify(self, changes):
        on = changes % 2 == 1
        what = f"stack-tree-box {self.alignment}-{self.change} after {changes} changes"
        c = 10.0 if self.change == "constant" and on else 0.0
        visible = [i for i in range(self.n) if not (self.change == "hide" and on and i == self.middle)
                   and not (self.change == "dequeue" and on and i == 0)]

        def w(i, j):
            return box_width(i, j, on and self.change == "intrinsic" and i == self.middle and j == 2)

        s = self.spacing(on)
        leaf_count = 4 if on and self.change == "compact" else 5
        natural = [sum(w(i, j) for j in range(leaf_count)) + (leaf_count - 1) * s for i in range(self.n)]
        page_width = max(natural[i] for i in visible) if self.alignment == "fit" else self.width
        page_height = sum(box_height(i) for i in visible) + 8 * (len(visible) - 1)
        page = frame(self.root)
        expect_frame(page, (0, c, page_width, page_height), what + " page")
        y = c
        for i in visible:
            h = box_height(i)
            row_width = page_width if self.alignment == "fill" else natural[i]
            x = (page_width - row_width) / 2 if self.alignment == "center" else 0.0
            row = frame(self.rows[i], page[:2])
            expect_frame(row, (x, y, row_width, h), f"{what} row {i}")
            for j in range(leaf_count):
                width = w(i, j) + (row_width - natural[i] if j == 0 else 0)
                expect_frame(frame(self.leaves[i][j], row[:2]), (x, y, width, h), f"{what} leaf {i},{j}")
                x += width + s
            y += h + 8


# --------------------------------------------------------------------------------------------
# nested-stacks-box: NestedStacks.swift. S_k = column (width: stretch) of leaf k (height 20) and
# S_{k+1} (margin-top 8); S_0 is the root, 393 wide.


class NestedStacks:
    def __init__(self, depth, order):
        self.change, self.depth = order, depth
        self.leaves = [node(height=20) for _ in range(depth)]
        self.stacks = [None] * depth
        inner = None
        for k in range(depth - 1, -1, -1):
            stack = node(top=8 if k else 0)
            add(stack, [self.leaves[k]] + ([inner] if inner is not None else []))
            self.stacks[k] = inner = stack
        self.root = self.stacks[0]
        Y.YGNodeStyleSetWidth(self.root, NARROW)

    def calculate(self):
        calculate_layout(self.root, UNDEFINED, UNDEFINED, LTR)

    def apply(self, k):
        set_display(self.leaves[-1], k % 2 == 0)

    def verify(self, changes):
        hidden = self.change == "hide" and changes % 2 == 1
        what = f"nested-stacks-box {self.change} after {changes} changes"
        origin = (0.0, 0.0)
        for k in range(self.depth):
            y = 28.0 * k
            stack = frame(self.stacks[k], origin)
            expect_frame(stack, (0, y, NARROW, 28.0 * (self.depth - 1 - k) + (0 if hidden else 20)), f"{what} stack {k}")
            if k < self.depth - 1 or not hidden:
                expect_frame(frame(self.leaves[k], stack[:2]), (0, y, NARROW, 20), f"{what} leaf {k}")
            origin = stack[:2]


# --------------------------------------------------------------------------------------------
# feed-box: Feed.swift. Root column (the feed stack) of cells; a cell is a column (gap 8 as
# margin-top) of header (row, align-items center: avatar 40×40, names column flex-grow 1
# [name h 20, date h 16 margin-top 2], more 24×24), body (height), photo (height 200), actions
# (row, justify space-between, align-items center: four fixed buttons), separator (height 1).

BUTTONS = [(40, 30), (48, 32), (56, 30), (64, 28)]


def body_height(i, changed=False):
    return 20 * (1 + i % 4) + (20 if changed else 0)


class Feed:
    def __init__(self, n, order):
        self.change, self.n, self.middle = order, n, n // 2
        self.root = node(width=NARROW)
        self.width = NARROW
        self.cells = [self.make_cell(i) for i in range(n)]
        add(self.root, [c["cell"] for c in self.cells])

    @staticmethod
    def make_cell(i):
        c = {"avatar": node(40, 40), "name": node(height=20), "date": node(height=16, top=2),
             "more": node(24, 24, left=8)}
        c["names"] = add(node(grow=1.0, left=8), [c["name"], c["date"]])
        c["header"] = add(node(row=True, align=Y.YGAlign.Center), [c["avatar"], c["names"], c["more"]])
        c["body"] = node(height=body_height(i), top=8)
        c["photo"] = node(height=200, top=8)
        c["buttons"] = [node(w, h) for w, h in BUTTONS]
        c["actions"] = add(node(row=True, align=Y.YGAlign.Center, justify=Y.YGJustify.SpaceBetween, top=8),
                           c["buttons"])
        c["separator"] = node(height=1, top=8)
        c["cell"] = add(node(), [c[k] for k in ("header", "body", "photo", "actions", "separator")])
        return c

    def calculate(self):
        calculate_layout(self.root, UNDEFINED, UNDEFINED, LTR)

    def apply(self, k):
        on = k % 2 == 1
        cell = self.cells[self.middle]
        if self.change == "hide":
            set_display(cell["photo"], not on)
        elif self.change == "intrinsic":
            Y.YGNodeStyleSetHeight(cell["body"], body_height(self.middle, on))
        elif self.change == "resize":
            self.width = WIDE if on else NARROW
            Y.YGNodeStyleSetWidth(self.root, self.width)

    def verify(self, changes):
        on = changes % 2 == 1
        what = f"feed-box {self.change} after {changes} changes"
        W, y = self.width, 0.0
        for i, c in enumerate(self.cells):
            changed = on and i == self.middle
            body = body_height(i, changed and self.change == "intrinsic")
            photo = not (changed and self.change == "hide")
            cell = frame(c["cell"])
            expect_frame(frame(c["header"], cell[:2]), (0, y, W, 40), what)
            header = frame(c["header"], cell[:2])
            expect_frame(frame(c["avatar"], header[:2]), (0, y, 40, 40), what)
            names = frame(c["names"], header[:2])
            expect_frame(names, (48, y + 1, W - 80, 38), what)
            expect_frame(frame(c["name"], names[:2]), (48, y + 1, W - 80, 20), what)
            expect_frame(frame(c["date"], names[:2]), (48, y + 23, W - 80, 16), what)
            expect_frame(frame(c["more"], header[:2]), (W - 24, y + 8, 24, 24), what)
            item_y = y + 48
            expect_frame(frame(c["body"], cell[:2]), (0, item_y, W, body), what)
            item_y += body + 8
            if photo:
                expect_frame(frame(c["photo"], cell[:2]), (0, item_y, W, 200), what)
                item_y += 208
            actions = frame(c["actions"], cell[:2])
            expect_frame(actions, (0, item_y, W, 32), what)
            gap, x = (W - 208) / 3, 0.0
            for button, (bw, bh) in zip(c["buttons"], BUTTONS):
                expect_frame(frame(button, actions[:2]), (x, item_y + (32 - bh) / 2, bw, bh), what)
                x += bw + gap
            item_y += 40
            expect_frame(frame(c["separator"], cell[:2]), (0, item_y, W, 1), what)
            expect_frame(cell, (0, y, W, item_y + 1 - y), what)
            y = item_y + 1
        expect_frame(frame(self.root), (0, 0, W, y), what + " feed")


# --------------------------------------------------------------------------------------------
# flat-grid: FlatGrid.swift / LayoutGrid.swift. Trellis chains N direct subviews in rows of ten;
# here the root is one wrapping row (flex-wrap, 700 wide) of N leaves (w_j × 30, margin-left 8,
# margin-top 8, margin-bottom 2): a line of ten is 680 wide and an eleventh never fits, so line r
# sits at 8 + 40r and leaf j at 8 + Σ (w + 8), as in the Trellis grid. resize: 700 ↔ 690 (still
# ten a line; Trellis: window 1000 ↔ 900, frames unchanged); constant: leaf 0's margin-left
# 8 ↔ 12 (Trellis: row 0's first leading constant).


def grid_width(j):
    return 40 + 10 * (j % 5)


class FlatGrid:
    def __init__(self, n, order):
        self.change = order
        self.root = node(700, row=True, align=Y.YGAlign.FlexStart)
        Y.YGNodeStyleSetFlexWrap(self.root, Y.YGWrap.Wrap)
        Y.YGNodeStyleSetAlignContent(self.root, Y.YGAlign.FlexStart)
        self.leaves = []
        for index in range(max(1, n // 10) * 10):
            leaf = node(grid_width(index % 10), 30, top=8, left=8)
            Y.YGNodeStyleSetMargin(leaf, Y.YGEdge.Bottom, 2)
            self.leaves.append(leaf)
        add(self.root, self.leaves)

    def calculate(self):
        calculate_layout(self.root, UNDEFINED, UNDEFINED, LTR)

    def apply(self, k):
        on = k % 2 == 1
        if self.change == "constant":
            Y.YGNodeStyleSetMargin(self.leaves[0], Y.YGEdge.Left, 12 if on else 8)
        else:
            Y.YGNodeStyleSetWidth(self.root, 690 if on else 700)

    def verify(self, changes):
        on = changes % 2 == 1
        what = f"flat-grid {self.change} after {changes} changes"
        for index, leaf in enumerate(self.leaves):
            row, column = divmod(index, 10)
            x = 8.0 + (4 if on and self.change == "constant" and row == 0 else 0)
            x += sum(grid_width(j) + 8 for j in range(column))
            expect_frame(frame(leaf), (x, 8 + 40 * row, grid_width(column), 30), f"{what} leaf {index}")


# --------------------------------------------------------------------------------------------

CHANGES_STACK = ["first", "hide", "resize", "intrinsic", "constant", "spacing", "compact", "dequeue"]
WORKLOADS = {
    "stack-tree-box": ([100, 1000, 10_000], [f"{a}-{c}" for a in ("fill", "leading", "center", "fit")
                                             for c in CHANGES_STACK], StackTree),
    "nested-stacks-box": ([100, 1000], ["first", "hide"], NestedStacks),
    "feed-box": ([100, 1000], ["first", "hide", "intrinsic", "resize"], Feed),
    "flat-grid": ([100, 1000, 10_000], ["first", "resize", "constant"], FlatGrid),
}


def free(tree):
    if tree is not None:
        Y.YGNodeFreeRecursive(tree.root)


def run(make, n, order, budget):
    """Times ops until the budget is spent (at least one, at most MAX_OPS); returns the samples."""
    samples, deadline, last = [], clock() + int(budget * 1e9), None
    if order.endswith("first"):
        while not samples or (len(samples) < MAX_OPS and clock() < deadline):
            free(last)  # untimed teardown of the previous tree
            last = None
            tree = make(n, order)
            t0 = clock()
            tree.calculate()
            samples.append(clock() - t0)
            last = tree
        last.verify(0)
        free(last)
        return samples
    tree = make(n, order)
    tree.calculate()
    tree.verify(0)
    deadline, k = clock() + int(budget * 1e9), 0
    while not samples or (len(samples) < MAX_OPS and clock() < deadline):
        k += 1
        tree.apply(k)
        t0 = clock()
        tree.calculate()
        samples.append(clock() - t0)
        if k == 1:
            tree.verify(1)  # the changed state, checked once whatever state the loop ends in
    tree.verify(k)
    free(tree)
    return samples


def call_overhead():
    """Median of an empty timer pair and of YGNodeCalculateLayout on a clean one-node tree."""
    root = node(10, 10)
    calculate_layout(root, UNDEFINED, UNDEFINED, LTR)
    empty, clean = [], []
    for _ in range(20_000):
        t0 = clock()
        empty.append(clock() - t0)
        t0 = clock()
        calculate_layout(root, UNDEFINED, UNDEFINED, LTR)
        clean.append(clock() - t0)
    Y.YGNodeFree(root)
    return statistics.median(empty), statistics.median(clean)


def fmt_ns(ns):
    if ns < 1e3:
        return f"{ns:.0f} ns"
    if ns < 1e6:
        return f"{ns / 1e3:.2f} us"
    if ns < 1e9:
        return f"{ns / 1e6:.2f} ms"
    return f"{ns / 1e9:.2f} s"


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--json", action="store_true")
    p.add_argument("--budget", type=float, default=30.0, help="seconds per workload, order and size (default 30)")
    p.add_argument("--smoke", action="store_true", help=f"smallest sizes, {SMOKE_BUDGET} s budget")
    p.add_argument("--workload", choices=list(WORKLOADS))
    p.add_argument("--n", type=int)
    p.add_argument("--order")
    p.add_argument("--no-overhead", action="store_true",
                   help="skip measuring the binding's call overhead (its 20,000 calls of YGNodeCalculateLayout "
                        "would otherwise be counted by instructions.py)")
    args = p.parse_args()
    budget = min(args.budget, SMOKE_BUDGET) if args.smoke else args.budget

    if args.no_overhead:
        if not args.json:
            print(f"yoga-bench (poga {Y.poga_version()}), budget {budget:g} s per workload, order and size")
    else:
        empty, clean = call_overhead()
        if args.json:
            print(json.dumps({"name": "call-overhead", "timer_ns": empty, "clean_calculate_ns": clean}), flush=True)
        else:
            print(f"yoga-bench (poga {Y.poga_version()}), budget {budget:g} s per workload, order and size; "
                  f"empty timer {fmt_ns(empty)}, YGNodeCalculateLayout on a clean 1-node tree {fmt_ns(clean)} "
                  "(the binding's call overhead, included in every median)")
    if not args.json:
        print(f"{'workload':<19} {'n':>6}  {'order':<17} {'ops':>6} {'median/op':>10} {'first op':>10} {'per item':>10}")
    try:
        for name, (sizes, orders, make) in WORKLOADS.items():
            if args.workload and args.workload != name:
                continue
            for order in orders:
                if args.order and args.order != order:
                    continue
                for n in sizes[:1] if args.smoke else sizes:
                    if args.n and args.n != n:
                        continue
                    samples = run(make, n, order, budget)
                    med = statistics.median(samples)
                    if args.json:
                        print(json.dumps({"name": name, "n": n, "order": order, "ops": len(samples),
                                          "median_ns": int(med), "first_ns": samples[0],
                                          "per_item_ns": round(med / n, 1)}), flush=True)
                    else:
                        print(f"{name:<19} {n:>6}  {order:<17} {len(samples):>6} {fmt_ns(med):>10} "
                              f"{fmt_ns(samples[0]):>10} {fmt_ns(med / n):>10}", flush=True)
    except CheckFailure as failure:
        print(f"yoga-bench: CHECK FAILED: {failure}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
