#!/usr/bin/env python3
"""Trellis vs Yoga in executed instructions (callgrind): a comparison that machine noise cannot move.

    instructions.py [--workload NAME]... [--n N]... [--order ORDER]... [--trellis-bench PATH] [--json]
                    [--cache-sim [--i1-fully-associative]]

For each (workload, size, order), runs one op of each side under `valgrind --tool=callgrind` and
counts the instructions of the layout alone:

    Trellis  `layOutAndReadFrames` (layoutIfNeeded() and every view's frame read; a change's
             own setter, such as `isHidden = true`, is outside it)
    Yoga     `YGNodeCalculateLayout`

A first layout is one op on a fresh tree. A change is averaged over the ops after the first
(`--change-budget` seconds of them under valgrind, at least two): Trellis's first change after a
first layout also releases that layout's lists and pays the process's one-time lookups, and
counted alone it read several times a typical change. Trellis's average is the difference of
two runs, one op and k ops, divided by k − 1 (its layout function is left by a tail call, so
callgrind cannot dump after each op). Yoga's first two changes can fill its measurement caches
(the 100-cell feed's resizes count 24.9 M and 11.0 M instructions, then 9.9 M each), so its
average is the mean of its per-call dumps from the third change on. Changes toggle, so the
averages cover both directions. A side that ran too few ops for its average shows "–": give it
a larger --change-budget.

Wall-clock ratios on a shared machine move with the moment (Yoga's first layout of the 1,000-row
trees has measured anywhere from 4 to 19 ms); instruction counts repeat to the last digit. They
are not the targets (those are times, see issue 25), and the two sides do not run at the same
instructions per cycle, so read the ratio as the share of the gap that is work, and the rest of
the time ratio as how well each side's work runs on the machine.

With --cache-sim (first layouts only), each side's op also runs through callgrind's simulation
of this machine's caches and branch predictor: first-level instruction and data misses, misses of
a 1 MiB last level and mispredicted branches, each per 1,000 instructions, and an estimate of
cycles from them (three instructions a cycle plus textbook latencies, no overlap; see
CYCLES_PER_*). It shows why the two sides' time ratio exceeds their instruction ratio. The
instruction-cache figure depends on where the linker placed the code: two builds of the same
source in different folders missed 2.22 M and 1.97 M times in the 1,000-row `fill` tree's first
layout. To compare two builds, add --i1-fully-associative, a cache of the same size whose misses
are capacity misses only.

The default is the first layouts of the four twin workloads at 100 and 1,000 items. Needs
valgrind, poga in work/venv (run.sh --install-only) and a built trellis-bench.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
VENV_PYTHON = HERE / "work" / "venv" / "bin" / "python"

DEFAULT_CASES = [
    ("stack-tree-box", n, f"{alignment}-first") for alignment in ("fill", "leading", "center", "fit") for n in (100, 1000)
] + [
    ("feed-box", n, "first") for n in (100, 1000)
] + [
    ("nested-stacks-box", n, "first") for n in (100, 1000)
] + [
    ("flat-grid", n, "first") for n in (100, 1000)
]


def log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def callgrind_ops_and_table(command: list[str], function: str, name: str, n: int, order: str) -> tuple[int | None, int]:
    """Like ``callgrind_ops`` for one trellis-bench run of many ops: (instructions collected in
    all, ops run), the op count read from the bench's table row (`workload n order ops ...`)."""
    with tempfile.TemporaryDirectory(prefix="instructions.") as work:
        out = Path(work) / "cg"
        run = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", "--dump-instr=no",
             "--collect-atstart=no", f"--toggle-collect={function}", *command],
            capture_output=True, text=True, check=False,
        )
        ops = 0
        for line in run.stdout.splitlines():
            fields = line.split()
            if len(fields) > 3 and fields[:3] == [name, str(n), order]:
                ops = int(fields[3])
        if not out.is_file():
            return None, ops
        summary = re.search(r"^summary: (\d+)", out.read_text(errors="replace"), re.MULTILINE)
        return (int(summary.group(1)) if summary else None), ops


def callgrind_dumps(command: list[str], function: str, options: tuple[str, ...] = ()) -> list[dict[str, int]]:
    """Runs `command` under callgrind with `options`, collecting only inside `function` and
    dumping after each call of it; returns each call's event totals (`Ir`, and with a cache
    simulation `I1mr`, `D1mr`, …), in call order."""
    with tempfile.TemporaryDirectory(prefix="instructions.") as work:
        out = Path(work) / "cg.%p"
        subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", "--dump-instr=no", *options,
             "--collect-atstart=no", f"--toggle-collect={function}", f"--dump-after={function}", *command],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False,
        )
        # Dumps are cg.<pid>.<n>, in call order; cg.<pid> is what was collected after the last
        # one. A Swift function left by a tail call never triggers --dump-after: then the final
        # file holds everything collected (trellis-bench runs a single op, see trellis_count).
        dumps, final = [], None
        for path in Path(work).iterdir():
            match = re.fullmatch(r"cg\.\d+(?:\.(\d+))?", path.name)
            if match and match.group(1):
                dumps.append((int(match.group(1)), path))
            elif match:
                final = path
        paths = [path for _, path in sorted(dumps)] or ([final] if final else [])
        return [events_of(path.read_text(errors="replace")) for path in paths]


def events_of(dump: str) -> dict[str, int]:
    """The `summary:` totals of one callgrind dump by event name (`events:` line); zeros when
    nothing was collected."""
    names = re.search(r"^events: (.*)$", dump, re.MULTILINE)
    summary = re.search(r"^summary: (.*)$", dump, re.MULTILINE)
    if not names or not summary:
        return {"Ir": 0}
    return dict(zip(names.group(1).split(), (int(value) for value in summary.group(1).split())))


def callgrind_ops(command: list[str], function: str) -> list[int]:
    """Each call of `function`'s instruction count, in call order (see ``callgrind_dumps``)."""
    return [dump.get("Ir", 0) for dump in callgrind_dumps(command, function)]


def trellis_count(binary: Path, name: str, n: int, order: str, change_budget: float) -> float | None:
    # A budget shorter than any op: exactly one op (the loop always runs one).
    one = callgrind_ops(
        [str(binary), "--workload", name, "--n", str(n), "--order", order, "--budget", "1e-9"], "*layOutAndReadFrames*")
    if not one:
        return None
    if order.endswith("first"):
        return one[0]
    many, ops = callgrind_ops_and_table(
        [str(binary), "--workload", name, "--n", str(n), "--order", order, "--budget", str(change_budget)],
        "*layOutAndReadFrames*", name, n, order)
    if many is None or ops < 2:
        return None
    return (many - one[0]) / (ops - 1)


def yoga_count(python: Path, name: str, n: int, order: str, change_budget: float) -> float | None:
    first = order.endswith("first")
    counts = callgrind_ops(
        [str(python), str(HERE / "yoga_bench.py"), "--no-overhead", "--workload", name, "--n", str(n),
         "--order", order, "--budget", "0.01" if first else str(change_budget)],
        "YGNodeCalculateLayout",
    )
    if first:
        return counts[0] if counts else None
    # The first call lays the tree out before the loop. Yoga's first two changes after it can
    # fill its measurement caches (the 100-cell feed's resizes: 24.9 M and 11.0 M instructions,
    # then 9.9 M each), so its average starts at the third change, one of each direction later.
    changes = counts[3:]
    return sum(changes) / len(changes) if changes else None


# callgrind's simulation of this machine's caches (AMD EPYC, 2 cores: 32 KiB first-level
# instruction and data caches per core; the last level given as 1 MiB, what `lscpu` lists for the
# second level, so that a miss there is one the 32 MiB third level or memory serves) and of its
# branch predictor.
CACHE_SIM = ("--cache-sim=yes", "--branch-sim=yes", "--LL=1048576,16,64")
# The same first-level instruction cache, fully associative (512 ways of 64 bytes).
FULLY_ASSOCIATIVE_I1 = ("--I1=32768,512,64",)

# An estimate of cycles from the simulated events, summed with no overlap: three instructions a
# cycle, and textbook latencies of this processor family for what the simulation counts (a
# first-level miss served by the second level, a miss of the simulated last level served by the
# third, a mispredicted branch). Rough by design: it is for comparing two sides' profiles, not
# for predicting a time.
CYCLES_PER_INSTRUCTION = 1 / 3
CYCLES_PER_L1_MISS = 12
CYCLES_PER_LL_MISS = 40
CYCLES_PER_MISPREDICT = 15


def profile(events: dict[str, int]) -> dict[str, float]:
    """Instructions, misses per 1,000 instructions and estimated cycles of one simulated op."""
    instructions = events.get("Ir", 0)
    l1 = events.get("I1mr", 0) + events.get("D1mr", 0) + events.get("D1mw", 0)
    last = events.get("ILmr", 0) + events.get("DLmr", 0) + events.get("DLmw", 0)
    mispredicts = events.get("Bcm", 0) + events.get("Bim", 0)
    per_thousand = 1000 / instructions if instructions else 0
    return {
        "instructions": instructions,
        "i1_misses_per_1k": events.get("I1mr", 0) * per_thousand,
        "d1_misses_per_1k": (events.get("D1mr", 0) + events.get("D1mw", 0)) * per_thousand,
        "ll_misses_per_1k": last * per_thousand,
        "mispredicts_per_1k": mispredicts * per_thousand,
        "estimated_cycles": instructions * CYCLES_PER_INSTRUCTION + l1 * CYCLES_PER_L1_MISS
        + last * CYCLES_PER_LL_MISS + mispredicts * CYCLES_PER_MISPREDICT,
    }


def trellis_profile(binary: Path, name: str, n: int, order: str, sim: tuple[str, ...]) -> dict[str, float] | None:
    dumps = callgrind_dumps(
        [str(binary), "--workload", name, "--n", str(n), "--order", order, "--budget", "1e-9"],
        "*layOutAndReadFrames*", sim)
    return profile(dumps[0]) if dumps and dumps[0].get("Ir") else None


def yoga_profile(python: Path, name: str, n: int, order: str, sim: tuple[str, ...]) -> dict[str, float] | None:
    dumps = callgrind_dumps(
        [str(python), str(HERE / "yoga_bench.py"), "--no-overhead", "--workload", name, "--n", str(n),
         "--order", order, "--budget", "0.01"],
        "YGNodeCalculateLayout", sim)
    return profile(dumps[0]) if dumps and dumps[0].get("Ir") else None


def print_profiles(
    cases: list[tuple[str, int, str]], binary: Path, python: Path, as_json: bool, sim: tuple[str, ...]
) -> bool:
    """The --cache-sim table: each first layout's simulated profile on both sides. Returns
    whether every case was measured."""
    if not as_json:
        print(f"{'workload':<19} {'n':>6}  {'order':<13} {'side':<12} {'instructions':>12} "
              f"{'I1 miss':>8} {'D1 miss':>8} {'LL miss':>8} {'mispred.':>8} {'est. cycles':>12}")
        print(f"{'':<55}{'per 1,000 instructions':^37}")
    complete = True
    for name, n, order in cases:
        sides = [("Trellis", trellis_profile(binary, name, n, order, sim)), ("Yoga", yoga_profile(python, name, n, order, sim))]
        complete = complete and all(measured for _, measured in sides)
        if as_json:
            print(json.dumps({"name": name, "n": n, "order": order,
                              **{side.lower(): measured for side, measured in sides}}), flush=True)
            continue
        for side, measured in sides:
            if measured is None:
                print(f"{name:<19} {n:>6}  {order:<13} {side:<12} {'–':>12}", flush=True)
                continue
            print(f"{name:<19} {n:>6}  {order:<13} {side:<12} {fmt(measured['instructions']):>12} "
                  f"{measured['i1_misses_per_1k']:>8.2f} {measured['d1_misses_per_1k']:>8.2f} "
                  f"{measured['ll_misses_per_1k']:>8.2f} {measured['mispredicts_per_1k']:>8.2f} "
                  f"{fmt(measured['estimated_cycles']):>12}", flush=True)
        (_, ours), (_, theirs) = sides
        if ours and theirs:
            print(f"{name:<19} {n:>6}  {order:<13} {'Trellis/Yoga':<12} "
                  f"{ours['instructions'] / theirs['instructions']:>12.2f} {'':>35} "
                  f"{ours['estimated_cycles'] / theirs['estimated_cycles']:>12.2f}", flush=True)
    return complete


def fmt(count: float | None) -> str:
    return "–" if count is None else f"{count / 1e6:.2f} M"


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--workload", action="append", help="restrict to this workload (repeatable)")
    p.add_argument("--n", type=int, action="append", help="restrict to this size (repeatable)")
    p.add_argument("--order", action="append",
                   help="use these orders instead of the first layouts (repeatable; with --workload and --n)")
    p.add_argument("--trellis-bench", type=Path, help="a built trellis-bench (default: the release build here)")
    p.add_argument("--python", type=Path, default=VENV_PYTHON, help="python with poga installed")
    p.add_argument("--change-budget", type=float, default=20.0,
                   help="seconds of ops (under valgrind) a change is averaged over (default 20)")
    p.add_argument("--json", action="store_true", help="one JSON object per case")
    p.add_argument("--cache-sim", action="store_true",
                   help="first layouts only: simulated cache misses, mispredicted branches and estimated cycles per side")
    p.add_argument("--i1-fully-associative", action="store_true",
                   help="with --cache-sim: a fully associative instruction cache, for comparing two builds")
    args = p.parse_args()

    if shutil.which("valgrind") is None:
        log("instructions.py: valgrind not found (apt install valgrind)")
        return 1
    if not args.python.is_file():
        log(f"instructions.py: {args.python} not found; run Scripts/yoga-bench/run.sh --install-only first")
        return 1
    binary = args.trellis_bench or REPO / ".build" / "release" / "trellis-bench"
    if not binary.is_file():
        log(f"instructions.py: {binary} not found; run swift build -c release --product trellis-bench")
        return 1

    if args.order:
        if not args.workload or not args.n:
            log("instructions.py: --order needs --workload and --n")
            return 1
        cases = [(w, n, o) for w in args.workload for n in args.n for o in args.order]
    else:
        cases = [c for c in DEFAULT_CASES
                 if (not args.workload or c[0] in args.workload) and (not args.n or c[1] in args.n)]

    if args.cache_sim:
        changes = [case for case in cases if not case[2].endswith("first")]
        if changes:
            log(f"instructions.py: --cache-sim measures first layouts only, not {changes[0][2]}")
            return 1
        sim = CACHE_SIM + (FULLY_ASSOCIATIVE_I1 if args.i1_fully_associative else ())
        return 0 if print_profiles(cases, binary, args.python, args.json, sim) else 1

    if not args.json:
        print(f"{'workload':<19} {'n':>6}  {'order':<17} {'Trellis':>12} {'Yoga':>12} {'Trellis/Yoga':>13}")
    failed = False
    for name, n, order in cases:
        ours = trellis_count(binary, name, n, order, args.change_budget)
        theirs = yoga_count(args.python, name, n, order, args.change_budget)
        ratio = ours / theirs if ours and theirs else None
        failed = failed or ours is None or theirs is None
        if args.json:
            print(json.dumps({"name": name, "n": n, "order": order,
                              "trellis_instructions": None if ours is None else round(ours),
                              "yoga_instructions": None if theirs is None else round(theirs)}), flush=True)
        else:
            shown = "–" if ratio is None else f"{ratio:.2f}"
            print(f"{name:<19} {n:>6}  {order:<17} {fmt(ours):>12} {fmt(theirs):>12} {shown:>13}", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
