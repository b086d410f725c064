"""TopologyFinder's MP matchings vs the exact b-matching optimum, full vs sparse Blossom.

For small clusters, compares the harmonic matching utility ``sum_e T_e H(x_e)`` of
TopologyFinder's repeated matchings (``matching="blossom"``: networkx Blossom on the
complete graph; ``matching="sparse"``: Blossom on each node's top-K partners plus a
Hamiltonian backbone, what ``"auto"`` uses above n = 64) with the proven optimum of
:class:`topomilp.exact.mp_matching.MPMatching` (all ``d`` ports to MP traffic).

    .venv/bin/python benchmarks/matching_quality.py [--seeds 3] [--json out.json]
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics

from topomilp.exact import solve
from topomilp.exact.mp_matching import MPMatching
from topomilp.heuristics.topologyfinder import topology_finder
from topomilp.model import Cluster
from topomilp.workloads import all_to_all, permutation, skewed

WORKLOADS = {
    "skewed": lambda n, seed: skewed(n, seed=seed),
    "permutation": lambda n, seed: permutation(n, seed=seed),
    "all_to_all": lambda n, seed: all_to_all(n),
}
VARIANTS = {"blossom": {"matching": "blossom"}, "sparse K=8": {"matching": "sparse"},
            "sparse K=2": {"matching": "sparse", "sparse_k": 2}}


def run(seeds: int) -> list[dict]:
    rows = []
    for n in (8, 12, 16):
        for d in (3, 4) if n % 2 == 0 else (4,):
            cluster = Cluster(n, d)
            for wname, make in WORKLOADS.items():
                for seed in range(seeds if wname != "all_to_all" else 1):
                    w = make(n, seed)
                    opt = solve(MPMatching(n, d, w.mp), backend="highs", time_limit=60)
                    row = {"n": n, "d": d, "workload": wname, "seed": seed, "status": opt.status,
                           "optimum": opt.objective, "solve_s": opt.wall_s}
                    for vname, kw in VARIANTS.items():
                        res = topology_finder(cluster, w, d_allreduce=0, seed=seed, **kw)
                        row[vname] = res.info["round_utility"] / opt.objective
                    rows.append(row)
                    print(json.dumps(row), flush=True)
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", type=int, default=3)
    ap.add_argument("--json")
    args = ap.parse_args()
    rows = run(args.seeds)
    print(f"machine: python {platform.python_version()}")
    print("| workload | cases | proven | " + " | ".join(f"{v}: mean (min) ratio to optimum" for v in VARIANTS)
          + " | sparse K=8 == blossom |")
    for wname in WORKLOADS:
        sel = [r for r in rows if r["workload"] == wname]
        cells = [f"{statistics.mean(r[v] for r in sel):.4f} ({min(r[v] for r in sel):.4f})" for v in VARIANTS]
        same = sum(abs(r["sparse K=8"] - r["blossom"]) < 1e-9 for r in sel)
        proven = sum(r["status"] == "optimal" for r in sel)
        print(f"| {wname} | {len(sel)} | {proven} | " + " | ".join(cells) + f" | {same}/{len(sel)} |")
    if args.json:
        with open(args.json, "w") as fh:
            json.dump(rows, fh, indent=1)


if __name__ == "__main__":
    main()
