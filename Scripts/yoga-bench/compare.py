#!/usr/bin/env python3
"""Side-by-side benchmark: Trellis (`trellis-bench`) vs Yoga (`yoga_bench.py`, through poga).

For each twin workload (fixed-size leaves on both sides), runs ours and Yoga alternately for a few
rounds (ours, yoga, ours, yoga, ...), each call with the same flags:

    <bench> --json --budget S --workload NAME [--n N] [--order ORDER] [--smoke]

Both print one JSON object per line with the keys name, n, order, ops, median_ns. Per
(name, n, order) the reported median is the median of the per-round medians; ops are summed.
Prints one table: workload, n, change, Trellis median, Yoga median, ratio Trellis/Yoga.

If trellis-bench cannot be built or run, only Yoga's column is printed.
Normally started by run.sh, which installs poga into work/venv first.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import statistics
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent

# kiwi-bench's compare.py has the pieces both comparisons share (building trellis-bench once,
# running a bench for JSON lines, per-round medians); load it under its own name.
_spec = importlib.util.spec_from_file_location("kiwi_compare", HERE.parent / "kiwi-bench" / "compare.py")
_kiwi = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_kiwi)
Column, build_trellis_bench, fmt_ns, log, run_json = (
    _kiwi.Column, _kiwi.build_trellis_bench, _kiwi.fmt_ns, _kiwi.log, _kiwi.run_json)

# The twins: trellis-bench workloads with fixed-size leaves, and yoga_bench.py's trees.
WORKLOADS = ["stack-tree-box", "nested-stacks-box", "feed-box", "flat-grid"]


def parse_args() -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--budget", type=float, default=30.0, help="seconds per workload, order and size, per call (default 30)")
    p.add_argument("--rounds", type=int, default=3, help="alternating rounds per workload (default 3)")
    p.add_argument("--json", action="store_true", help="print our JSON objects with yoga_median_ns added")
    p.add_argument("--smoke", action="store_true", help="smallest sizes, 0.02 s budget (passed through)")
    p.add_argument("--workload", action="append", choices=WORKLOADS, help="restrict to this workload (repeatable)")
    p.add_argument("--n", type=int, help="restrict to this size (passed through)")
    p.add_argument("--order", help="restrict to this order (passed through)")
    p.add_argument("--yoga-only", action="store_true", help="do not build or run trellis-bench")
    p.add_argument("--python", type=Path, default=Path(sys.executable), help="python with poga installed")
    p.add_argument("--package", type=Path, default=REPO, help="Swift package root (default: this repo)")
    p.add_argument("--trellis-bench", type=Path, help="use this already-built trellis-bench binary (skips swift build)")
    return p.parse_args()


def main() -> int:
    args = parse_args()
    if args.yoga_only:
        ours_bin, ours_reason = None, "--yoga-only"
    elif args.trellis_bench:
        path = args.trellis_bench.resolve()
        ours_bin, ours_reason = (path, "") if path.is_file() else (None, f"{path} not found")
    else:
        ours_bin, ours_reason = build_trellis_bench(args.package)
    if ours_bin is None:
        log(f"trellis-bench unavailable ({ours_reason}); printing Yoga's column only")

    flags = ["--json", "--budget", repr(args.budget)]
    if args.smoke:
        flags.append("--smoke")
    if args.n is not None:
        flags += ["--n", str(args.n)]
    if args.order:
        flags += ["--order", args.order]

    yoga_cmd = [str(args.python), str(HERE / "yoga_bench.py")]
    ours, yoga = Column(), Column()
    overheads: list[float] = []
    for workload in args.workload or WORKLOADS:
        for r in range(1, args.rounds + 1):
            sides = [("trellis", ours, [str(ours_bin)] if ours_bin else None), ("yoga", yoga, yoga_cmd)]
            for label, column, cmd in sides:
                if cmd is None or workload in column.errors:
                    continue
                log(f"[{workload}] round {r}/{args.rounds}: {label}")
                objects, err = run_json([*cmd, *flags, "--workload", workload], REPO)
                if objects is None:
                    log(f"[{workload}] {label} FAILED: {err}")
                    column.errors[workload] = err
                    continue
                for obj in objects:
                    if obj.get("name") == "call-overhead":
                        overheads.append(float(obj["clean_calculate_ns"]))
                column.add([obj for obj in objects if obj.get("name") != "call-overhead"])

    keys = list(yoga.order) + [k for k in ours.order if k not in yoga.medians]
    if args.json:
        for k in keys:
            name, n, order = k
            o, y = ours.median(k), yoga.median(k)
            obj = {"name": name, "n": n, "order": order, "ops": ours.ops.get(k, 0),
                   "median_ns": None if o is None else int(round(o)),
                   "yoga_median_ns": None if y is None else int(round(y)), "yoga_ops": yoga.ops.get(k, 0)}
            if o is None:
                obj["skipped"] = ours.status(k) if ours_bin else f"trellis-bench unavailable: {ours_reason}"
            print(json.dumps(obj), flush=True)
    else:
        budget = min(args.budget, 0.02) if args.smoke else args.budget
        overhead = f"; Yoga's call overhead (clean 1-node YGNodeCalculateLayout) {fmt_ns(statistics.median(overheads))}" if overheads else ""
        print(f"median of {args.rounds} alternating rounds, budget {budget:g} s per call{overhead}"
              + ("" if ours_bin else f"; trellis-bench unavailable ({ours_reason})"))
        print(f"{'workload':<18} {'n':>6}  {'change':<17} {'Trellis':>10} {'Yoga':>10} {'Trellis/Yoga':>12} {'ops T/Y':>13}  note")
        for k in keys:
            name, n, order = k
            o, y = ours.median(k), yoga.median(k)
            ratio = f"{o / y:.3g}" if o is not None and y else "-"
            ops = f"{ours.ops.get(k, 0) if ours_bin else '-'}/{yoga.ops.get(k, 0)}"
            notes = []
            if ours_bin is not None and o is None:
                notes.append("ours " + ours.status(k))
            if y is None:
                notes.append("yoga " + yoga.status(k))
            print(f"{name:<18} {n:>6}  {order or '-':<17} {fmt_ns(o):>10} {fmt_ns(y):>10} {ratio:>12} {ops:>13}  {'; '.join(notes)}")
    return 1 if yoga.errors or ours.errors else 0


if __name__ == "__main__":
    sys.exit(main())
