"""Heuristics against the bound proven without a model, at TopoOpt's scale
(benchmarks/RESULTS.md, "Time limits and size guard").

For each ``n``, ``d`` and workload: every heuristic and baseline of
``topomilp.heuristics.METHODS`` (own routing) and its time over the lower bound on the
optimal time from ``JointTopology.cheap_bound()`` (port and ring-aware Moore bounds,
formulations/joint_topology.md, "Answers at any size"). A ratio ``r`` means the method is
at most ``r`` times the optimum. No exact model is built.

    .venv/bin/python benchmarks/scale_bench.py --n 16,32,64,128,432 --d 4,8 --markdown
"""

from __future__ import annotations

import argparse
import sys
import time


def main(argv: list[str] | None = None) -> int:
    from topomilp.errors import TopomilpInputError
    from topomilp.heuristics import METHOD_KINDS, METHODS
    from topomilp.model import Cluster
    from topomilp.oracle import joint_problem
    from topomilp.workloads import WORKLOADS

    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--n", default="16,32,64,128,432")
    ap.add_argument("--d", default="4,8")
    ap.add_argument("--workloads", default="allreduce,dlrm_like,hybrid,all_to_all,skewed")
    ap.add_argument("--markdown", action="store_true", help="one Markdown table per workload")
    a = ap.parse_args(argv)
    methods = [m for m in METHODS if METHOD_KINDS.get(m) != "reference"]
    table: dict[str, dict[tuple[int, int], dict[str, float | None]]] = {}
    for wname in a.workloads.split(","):
        for n in (int(x) for x in a.n.split(",")):
            for d in (int(x) for x in a.d.split(",")):
                c = Cluster(n, d)
                w = WORKLOADS[wname](n, 0)
                t0 = time.perf_counter()
                ub = joint_problem(c, w).cheap_bound()
                tb = time.perf_counter() - t0
                row: dict[str, float | None] = {}
                for m in methods:
                    try:
                        res = METHODS[m](c, w, 0)
                        row[m] = res.evaluate(c, w).time_s * ub
                    except TopomilpInputError:
                        row[m] = None
                table.setdefault(wname, {})[(n, d)] = row
                cells = " ".join(f"{m}={'-' if v is None else f'{v:.3f}'}" for m, v in row.items())
                print(f"{wname} n={n} d={d} bound {1e3 / ub:.4g} ms ({tb:.2f} s): {cells}", flush=True)
    if a.markdown:
        for wname, rows in table.items():
            print(f"\n{wname} (time / lower bound on the optimal time; `-`: does not apply)\n")
            print("| n, d | " + " | ".join(methods) + " |")
            print("|---|" + "---|" * len(methods))
            for (n, d), row in rows.items():
                print(f"| {n}, {d} | " + " | ".join("-" if row[m] is None else f"<={row[m]:.2f}" for m in methods)
                      + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
