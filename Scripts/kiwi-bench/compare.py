#!/usr/bin/env python3
"""Side-by-side benchmark: Trellis (`trellis-bench`) vs kiwi (our C++ harness).

For each workload, runs ours and kiwi alternately for a few rounds
(ours, kiwi, ours, kiwi, ...), each call with the same flags:

    <binary> --json --budget S --workload NAME [--n N] [--order ORDER] [--smoke]

Both binaries print one JSON object per line with the keys name, n, order, ops,
median_ns (and skipped). Per (name, n, order), the reported median is the median
of the per-round medians; ops is summed over rounds.

If trellis-bench cannot be built or run, only kiwi's column is printed.
Normally started by run.sh, which builds the kiwi harness first.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
DEFAULT_HARNESS = HERE / "work" / "harness"

# Same order as the harness's own table.
WORKLOADS = [
    "enaml-build",
    "enaml-resize",
    "chain-build",
    "chain-remove",
    "push-chain",
    "equal-stack-build",
    "equal-stack-resize",
]


def log(msg: str) -> None:
    print(msg, file=sys.stderr, flush=True)


def parse_args() -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--budget", type=float, default=30.0, help="seconds per workload and size, per call (default 30)")
    p.add_argument("--rounds", type=int, default=3, help="alternating rounds per workload (default 3)")
    p.add_argument("--json", action="store_true", help="print our JSON objects with kiwi_median_ns added")
    p.add_argument("--smoke", action="store_true", help="smallest sizes, 0.2 s budget (passed through)")
    p.add_argument("--workload", action="append", choices=WORKLOADS, help="restrict to this workload (repeatable)")
    p.add_argument("--n", type=int, help="restrict to this size (passed through)")
    p.add_argument("--order", help="restrict to this order (passed through)")
    p.add_argument("--kiwi-only", action="store_true", help="do not build or run trellis-bench")
    p.add_argument("--kiwi-harness", type=Path, default=DEFAULT_HARNESS, help="path of the built kiwi harness")
    p.add_argument("--package", type=Path, default=REPO, help="Swift package root (default: this repo)")
    p.add_argument("--trellis-bench", type=Path, help="use this already-built trellis-bench binary (skips swift build)")
    return p.parse_args()


def build_trellis_bench(package: Path) -> tuple[Path | None, str]:
    """Builds trellis-bench once (release); returns (binary, '') or (None, reason).

    Equivalent to `swift run -c release trellis-bench`, but the build happens once up front so
    that the alternating rounds do not include SwiftPM's up-to-date checks.
    """
    log("building trellis-bench: swift build -c release --product trellis-bench")
    try:
        build = subprocess.run(
            ["swift", "build", "-c", "release", "--product", "trellis-bench"],
            cwd=package, capture_output=True, text=True,
        )
    except FileNotFoundError:
        return None, "swift not found"
    if build.returncode != 0:
        lines = (build.stderr + build.stdout).strip().splitlines()
        errors = [line.strip() for line in lines if "error" in line.lower()] or lines[-2:]
        return None, ("swift build failed: " + " | ".join(errors[-2:]))[:300]
    bin_dir = subprocess.run(
        ["swift", "build", "-c", "release", "--show-bin-path"],
        cwd=package, capture_output=True, text=True,
    ).stdout.strip()
    binary = Path(bin_dir) / "trellis-bench"
    if not binary.is_file():
        return None, f"{binary} not found after build"
    return binary, ""


def run_json(cmd: list[str], cwd: Path) -> tuple[list[dict] | None, str]:
    """Runs one benchmark call; returns (objects, '') or (None, error)."""
    try:
        proc = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    except OSError as e:
        return None, str(e)
    objects = []
    for line in proc.stdout.splitlines():
        line = line.strip()
        if not line.startswith("{"):
            continue
        try:
            objects.append(json.loads(line))
        except json.JSONDecodeError:
            pass
    if proc.returncode != 0:
        tail = " | ".join(proc.stderr.strip().splitlines()[-3:])
        return None, f"exit {proc.returncode}: {tail}"
    if not objects:
        return None, "no JSON output"
    return objects, ""


def key_of(obj: dict) -> tuple:
    return (obj["name"], int(obj["n"]), obj.get("order"))


class Column:
    """Results of one implementation across rounds."""

    def __init__(self) -> None:
        self.medians: dict[tuple, list[float]] = {}
        self.ops: dict[tuple, int] = {}
        self.skipped: dict[tuple, str] = {}
        self.errors: dict[str, str] = {}  # workload -> error
        self.order: list[tuple] = []

    def add(self, objects: list[dict]) -> None:
        for obj in objects:
            k = key_of(obj)
            if k not in self.ops:
                self.order.append(k)
                self.ops[k] = 0
                self.medians[k] = []
            if obj.get("skipped"):
                self.skipped.setdefault(k, obj["skipped"])
                continue
            self.ops[k] += int(obj.get("ops") or 0)
            if obj.get("median_ns") is not None:
                self.medians[k].append(float(obj["median_ns"]))

    def median(self, k: tuple) -> float | None:
        values = self.medians.get(k) or []
        return statistics.median(values) if values else None

    def status(self, k: tuple) -> str:
        """'' if measured, else why not."""
        if self.median(k) is not None:
            return ""
        if k in self.skipped:
            return "skipped: " + self.skipped[k]
        if k[0] in self.errors:
            return "error: " + self.errors[k[0]]
        return "not reported"


def fmt_ns(ns: float | None) -> str:
    if ns is None:
        return "-"
    if ns < 1e3:
        return f"{ns:.0f} ns"
    if ns < 1e6:
        return f"{ns / 1e3:.2f} us"
    if ns < 1e9:
        return f"{ns / 1e6:.2f} ms"
    return f"{ns / 1e9:.2f} s"


def main() -> int:
    args = parse_args()
    args.kiwi_harness = args.kiwi_harness.resolve()
    if args.trellis_bench:
        args.trellis_bench = args.trellis_bench.resolve()
    if not args.kiwi_harness.is_file():
        log(f"kiwi harness not found at {args.kiwi_harness}; run Scripts/kiwi-bench/run.sh --build-only first")
        return 2

    if args.kiwi_only:
        ours_bin, ours_reason = None, "--kiwi-only"
    elif args.trellis_bench:
        ours_bin, ours_reason = (args.trellis_bench, "") if args.trellis_bench.is_file() else (None, f"{args.trellis_bench} not found")
    else:
        ours_bin, ours_reason = build_trellis_bench(args.package)
    if ours_bin is None:
        log(f"trellis-bench unavailable ({ours_reason}); printing kiwi's column only")

    flags = ["--json", "--budget", repr(args.budget)]
    if args.smoke:
        flags.append("--smoke")
    if args.n is not None:
        flags += ["--n", str(args.n)]
    if args.order:
        flags += ["--order", args.order]

    budget = 0.2 if args.smoke else args.budget  # the binaries force 0.2 s under --smoke
    ours, kiwi = Column(), Column()
    for workload in args.workload or WORKLOADS:
        for r in range(1, args.rounds + 1):
            sides = [("trellis", ours, ours_bin), ("kiwi", kiwi, args.kiwi_harness)]
            for label, column, binary in sides:
                if binary is None or workload in column.errors:
                    continue
                log(f"[{workload}] round {r}/{args.rounds}: {label}")
                objects, err = run_json([str(binary), *flags, "--workload", workload], REPO)
                if objects is None:
                    log(f"[{workload}] {label} FAILED: {err}")
                    column.errors[workload] = err
                else:
                    column.add(objects)

    keys = list(kiwi.order) + [k for k in ours.order if k not in kiwi.medians]
    for workload in args.workload or WORKLOADS:  # workloads that produced nothing at all
        if not any(k[0] == workload for k in keys):
            keys.append((workload, 0, None))

    if args.json:
        for k in keys:
            name, n, order = k
            obj = {"name": name, "n": n, "order": order, "ops": ours.ops.get(k, 0), "median_ns": ours.median(k)}
            if obj["median_ns"] is not None:
                obj["median_ns"] = int(round(obj["median_ns"]))
            else:
                obj["skipped"] = ours.status(k) if ours_bin is not None else f"trellis-bench unavailable: {ours_reason}"
            km = kiwi.median(k)
            obj["kiwi_median_ns"] = None if km is None else int(round(km))
            obj["kiwi_ops"] = kiwi.ops.get(k, 0)
            if km is None:
                obj["kiwi_skipped"] = kiwi.status(k)
            print(json.dumps(obj), flush=True)
    else:
        print(f"median of {args.rounds} alternating rounds, budget {budget:g} s per call"
              + ("" if ours_bin else f"; trellis-bench unavailable ({ours_reason})"))
        header = f"{'workload':<20} {'n':>7} {'order':<11} {'ours':>11} {'kiwi':>11} {'ours/kiwi':>9} {'ops ours/kiwi':>15}  note"
        print(header)
        for k in keys:
            name, n, order = k
            o, kv = ours.median(k), kiwi.median(k)
            ratio = f"{o / kv:.3g}" if o is not None and kv else "-"
            ops = f"{ours.ops.get(k, 0) if ours_bin else '-'}/{kiwi.ops.get(k, 0)}"
            notes = []
            if ours_bin is not None and o is None:
                notes.append("ours " + ours.status(k))
            if kv is None:
                notes.append("kiwi " + kiwi.status(k))
            print(f"{name:<20} {n:>7} {order or '-':<11} {fmt_ns(o):>11} {fmt_ns(kv):>11} {ratio:>9} {ops:>15}  {'; '.join(notes)}")
    return 1 if kiwi.errors or ours.errors else 0


if __name__ == "__main__":
    sys.exit(main())
