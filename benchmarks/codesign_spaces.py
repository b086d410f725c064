"""Size and cost of the co-design strategy spaces (formulations/codesign.md).

For every zoo model and every ``--n`` this builds ``StrategySpace(model, Hardware(), n)``
and times, in one fresh process per run: the enumeration (``strategies()``, memory rule
and symmetry reduction included) and the construction of every strategy's ``Workload``.
It prints one Markdown table (strategies, degree tuples omitted, least memory per
server, the strategy with the least compute, seconds) and writes the rows as JSON.

    python benchmarks/codesign_spaces.py --n 4,12,16,128 --json benchmarks/results/codesign/spaces.json
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import time

from topomilp.codesign import ZOO, Hardware, StrategySpace, load_model
from topomilp.errors import TopomilpInputError


def row(name: str, n: int) -> dict:
    out: dict = {"model": name, "n": n}
    t0 = time.perf_counter()
    space = StrategySpace(load_model(name), Hardware(), n, recompute=name == "gpt3-175b")
    try:
        strategies = space.strategies()
    except TopomilpInputError as exc:
        out.update(strategies=0, error=exc.rule, enumerate_s=time.perf_counter() - t0)
        return out
    out["enumerate_s"] = time.perf_counter() - t0
    t1 = time.perf_counter()
    for s in strategies:
        space.workload(s)
    out["workloads_s"] = time.perf_counter() - t1
    fastest = min(strategies, key=space.compute_s)
    out.update(strategies=len(strategies), omitted=len(space.omitted),
               least_memory_gb=min(map(space.memory_bytes, strategies)) / 1e9,
               least_compute=fastest.describe(), least_compute_ms=space.compute_s(fastest) * 1e3)
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--n", default="4,12,16,128", help="comma-separated server counts")
    p.add_argument("--models", default=",".join(ZOO), help="comma-separated zoo names")
    p.add_argument("--json", default=None, help="write the rows here")
    args = p.parse_args(argv)
    ns = [int(x) for x in args.n.split(",")]
    rows = [row(m, n) for m in args.models.split(",") for n in ns]
    print(f"Machine: {os.cpu_count()} cores, {platform.machine()}, Python {platform.python_version()}")
    print("| model | n | strategies | omitted | least memory GB | least compute | compute ms "
          "| enumerate s | workloads s |")
    print("|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        if r["strategies"] == 0:
            need = r["error"].split("needs ")[-1].split(" per server")[0]
            print(f"| {r['model']} | {r['n']} | 0 (needs {need}) | | | | | {r['enumerate_s']:.2f} | |")
            continue
        print(f"| {r['model']} | {r['n']} | {r['strategies']} | {r['omitted']} | {r['least_memory_gb']:.2f} "
              f"| {r['least_compute'][:40]} | {r['least_compute_ms']:.3g} | {r['enumerate_s']:.2f} "
              f"| {r['workloads_s']:.2f} |")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"argv": sys.argv[1:], "rows": rows}, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
