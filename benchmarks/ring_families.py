"""Time-to-proof of ``joint_topology`` with AllReduce in any ring order vs the stride family.

For every (link model, workload) of the default bench at ``--n``/``--d`` this solves
``JointTopology(rings="any")`` and ``JointTopology(rings="strides")`` with ``topomilp.exact.solve``
(backend ``auto``), each with its own ``--time-limit``, and prints one Markdown table:
status, time to proof (wall seconds of the call), throughput (iterations/s), gap, and the
stride family's cost (its time over the any-order optimum). ``--only lm:workload`` runs
one row (e.g. ``--only simplex:hybrid --time-limit 300``).

    python benchmarks/ring_families.py --n 12 --d 4 --time-limit 30 --json /tmp/rf.json

The machine (CPU count, Python) is printed with the table; formulations/rings.md explains
the methods.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import time

from topomilp.exact import solve
from topomilp.exact.joint import JointTopology
from topomilp.model import Cluster
from topomilp.workloads import WORKLOADS

WORKLOADS_DEFAULT = ("allreduce", "dlrm_like", "hybrid", "all_to_all", "skewed")


def run(n: int, d: int, time_limit: float, only: list[str] | None) -> list[dict]:
    rows = []
    for lm in ("duplex", "simplex"):
        for wname in WORKLOADS_DEFAULT:
            if only and f"{lm}:{wname}" not in only:
                continue
            w = WORKLOADS[wname](n, 0)
            row = {"link_model": lm, "workload": wname}
            for family in ("any", "strides"):
                t0 = time.perf_counter()
                r = solve(JointTopology(Cluster(n, d, link_model=lm), w, rings=family), time_limit=time_limit)
                row[family] = {"status": r.status, "wall_s": time.perf_counter() - t0, "throughput": r.objective,
                               "bound": r.bound, "gap": r.gap, "message": r.message}
            # strides time / any-order optimum; unproven: the optimum lies between the better
            # incumbent (the stride family is a subset) and the any-order bound
            a, s, ub = row["any"]["throughput"], row["strides"]["throughput"], row["any"]["bound"]
            if a and s:
                lo = max(a, s) / s
                hi = lo if row["any"]["status"] == "optimal" else (ub / s if ub else None)
                row["strides_cost"] = (lo, hi)
            else:
                row["strides_cost"] = None
            rows.append(row)
            print(f"{lm:8s} {wname:11s} any: {row['any']['status']:8s} {row['any']['wall_s']:7.2f} s | "
                  f"strides: {row['strides']['status']:8s} {row['strides']['wall_s']:7.2f} s", file=sys.stderr)
    return rows


def table(rows: list[dict]) -> str:
    out = ["| link model | workload | any: status | any: s | any: iter/s | strides: status | strides: s | "
           "strides: iter/s (gap) | strides time / optimum |", "|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        a, s = r["any"], r["strides"]
        gap = f" (gap {100 * s['gap']:.2f}%)" if s["gap"] and s["status"] != "optimal" else ""
        c = r["strides_cost"]
        cost = "-" if c is None else f"{c[0]:.3f}" if c[1] is not None and c[1] - c[0] < 1e-9 else \
            f"{c[0]:.3f} to {c[1]:.3f}" if c[1] is not None else f">= {c[0]:.3f}"
        out.append(f"| {r['link_model']} | {r['workload']} | {a['status']} | {a['wall_s']:.2f} | "
                   f"{a['throughput']:.2f} | {s['status']} | {s['wall_s']:.2f} | {s['throughput']:.2f}{gap} | {cost} |")
    return "\n".join(out)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=12)
    ap.add_argument("--d", type=int, default=4)
    ap.add_argument("--time-limit", type=float, default=30.0)
    ap.add_argument("--only", default="", help="comma-separated lm:workload pairs")
    ap.add_argument("--json", default=None)
    a = ap.parse_args()
    rows = run(a.n, a.d, a.time_limit, [x for x in a.only.split(",") if x] or None)
    print(f"n={a.n}, d={a.d}, time limit {a.time_limit:g} s per solve; {platform.platform()}, "
          f"Python {platform.python_version()}, {os.cpu_count()} CPU(s)\n")
    print(table(rows))
    if a.json:
        with open(a.json, "w") as fh:
            json.dump(rows, fh, indent=1, default=str)


if __name__ == "__main__":
    main()
