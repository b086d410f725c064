"""Performance of the heuristics and sparse-vs-full Blossom.

Targets:
* TotientPerms for n=4096, d=8 (4 bidirectional strides) in <= 0.5 s;
* TopologyFinder (paper mode) for n=1024, d=8 on dlrm_like in <= 10 s;
* the evaluator with shortest-path routing of all_to_all at n=1024 in <= 2 s.

Also compares the matching utility of ``matching="sparse"`` with full Blossom on small n.

Run:  .venv/bin/python benchmarks/heuristics_perf.py [--runs 3] [--json out.json] [--extended]
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import subprocess
import sys
import time
from typing import Any, Callable

import numpy as np

from topomilp.evaluate import evaluate_workload
from topomilp.heuristics import random_regular
from topomilp.heuristics.topologyfinder import topology_finder
from topomilp.heuristics.totientperms import totient_perms
from topomilp.model import Cluster
from topomilp.workloads import WORKLOADS, all_to_all, dlrm_like


def machine() -> dict[str, Any]:
    cpu = "unknown"
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as fh:
            cpu = next((line.split(":", 1)[1].strip() for line in fh if line.startswith("model name")), cpu)
    except OSError:
        pass
    try:
        nproc = subprocess.run(["nproc"], capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        nproc = "?"
    return {"nproc": nproc, "cpu": cpu, "python": platform.python_version()}


def timed(fn: Callable[[], Any], runs: int) -> tuple[float, list[float], Any]:
    times, out = [], None
    for _ in range(runs):
        t0 = time.perf_counter()
        out = fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times), times, out


def bench_totientperms(runs: int) -> dict[str, Any]:
    n, m = 4096, 4

    def select_and_links() -> Any:
        tp = totient_perms(n, m)
        return tp, tp.links()

    med, times, (tp, _) = timed(select_and_links, runs)
    med_sel, _, _ = timed(lambda: totient_perms(n, m), runs)
    med_topo, ttimes, _ = timed(lambda: totient_perms(n, m).topology, runs)
    return {"name": "totientperms n=4096 d=8", "strides": list(tp.strides), "median_s": med, "runs_s": times,
            "select_only_median_s": med_sel, "with_dense_Topology_median_s": med_topo,
            "with_dense_Topology_runs_s": ttimes, "target_s": 0.5}


def bench_topologyfinder(runs: int) -> dict[str, Any]:
    c, w = Cluster(1024, 8), dlrm_like(1024)
    results = [topology_finder(c, w) for _ in range(runs)]
    times = [r.build_s for r in results]
    r = results[-1]
    return {"name": "topology_finder paper n=1024 d=8 dlrm_like", "median_s": statistics.median(times),
            "runs_s": times, "target_s": 10.0, "matching": r.info["matching"],
            "d_allreduce": r.info["d_allreduce"], "d_mp": r.info["d_mp"], "meets_degree": r.topology.meets_degree(c)}


def bench_evaluator(runs: int) -> dict[str, Any]:
    c = Cluster(1024, 8)
    topo = random_regular(c, 0).topology
    w = all_to_all(1024)
    med, times, ev = timed(lambda: evaluate_workload(topo, c, w), runs)
    return {"name": "evaluate_workload shortest-path all_to_all n=1024 (random 8-regular)", "median_s": med,
            "runs_s": times, "target_s": 2.0, "time_s": ev.time_s, "mean_hops": ev.mean_hops}


def bench_sparse_vs_full(seeds: int) -> dict[str, Any]:
    rows = []
    for name in ("skewed", "dlrm_like", "all_to_all", "permutation", "hybrid"):
        for n in (16, 24, 32, 48, 64):
            for d in (4, 8):
                for seed in range(seeds):
                    c, w = Cluster(n, d), WORKLOADS[name](n, seed)
                    full = topology_finder(c, w, matching="blossom", seed=seed)
                    sparse = topology_finder(c, w, matching="sparse", seed=seed)
                    a, b = full.info["round_utility"], sparse.info["round_utility"]
                    rows.append({"workload": name, "n": n, "d": d, "seed": seed, "blossom": a, "sparse": b,
                                 "ratio": b / a if a else 1.0, "blossom_s": full.build_s,
                                 "sparse_s": sparse.build_s})
    summary = {}
    for name in sorted({r["workload"] for r in rows}):
        rs = [r for r in rows if r["workload"] == name]
        ratios = [r["ratio"] for r in rs]
        summary[name] = {"cases": len(rs), "equal": sum(abs(x - 1) <= 1e-9 for x in ratios),
                         "min_ratio": min(ratios), "mean_ratio": statistics.fmean(ratios),
                         "max_ratio": max(ratios)}
    return {"name": "sparse vs full Blossom (matching utility of the MP rounds)", "summary": summary, "rows": rows}


def bench_extended() -> list[dict[str, Any]]:
    out = []
    for name, n in (("skewed", 256), ("skewed", 512), ("all_to_all", 1024), ("permutation", 1024)):
        c, w = Cluster(n, 8), WORKLOADS[name](n, 0)
        r = topology_finder(c, w)
        out.append({"name": f"topology_finder paper n={n} d=8 {name}", "build_s": r.build_s,
                    "matching": r.info["matching"], "d_mp": r.info["d_mp"]})
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--seeds", type=int, default=3, help="seeds per sparse-vs-full case")
    ap.add_argument("--json", default=None, help="write all results to this file")
    ap.add_argument("--extended", action="store_true", help="also time dense-weight workloads at larger n")
    args = ap.parse_args(argv)
    doc: dict[str, Any] = {"machine": machine(), "command": " ".join([sys.executable, *sys.argv])}
    print(f"machine: {doc['machine']}")
    doc["targets"] = []
    for fn in (bench_totientperms, bench_topologyfinder, bench_evaluator):
        res = fn(args.runs)
        doc["targets"].append(res)
        ok = "OK" if res["median_s"] <= res["target_s"] else "MISSED"
        extra = {k: v for k, v in res.items() if k not in ("name", "median_s", "runs_s", "target_s")}
        print(f"{res['name']}: median {res['median_s']:.3f} s of {[round(t, 3) for t in res['runs_s']]} "
              f"(target <= {res['target_s']} s: {ok}) {extra}")
    cmp = bench_sparse_vs_full(args.seeds)
    doc["sparse_vs_full"] = cmp
    print(cmp["name"])
    for name, s in cmp["summary"].items():
        print(f"  {name:12s} cases {s['cases']:3d}  equal {s['equal']:3d}  min {s['min_ratio']:.4f}  "
              f"mean {s['mean_ratio']:.5f}  max {s['max_ratio']:.4f}")
    bl = [r["blossom_s"] for r in cmp["rows"] if r["n"] == 64]
    sp = [r["sparse_s"] for r in cmp["rows"] if r["n"] == 64]
    print(f"  build time at n=64: blossom median {statistics.median(bl):.3f} s, sparse {statistics.median(sp):.3f} s")
    if args.extended:
        doc["extended"] = bench_extended()
        for r in doc["extended"]:
            print(f"{r['name']}: {r['build_s']:.2f} s ({r['matching']}, d_mp={r['d_mp']})")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as fh:
            json.dump(doc, fh, indent=1, default=float)
    return 0


if __name__ == "__main__":
    np.seterr(all="ignore")
    raise SystemExit(main())
