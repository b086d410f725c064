"""Time-to-proof of the joint_topology MILP: textbook vs strengthened, in one run.

Part ``bench``: n=12, d=4, every default bench workload, both link models; each instance
solved by the textbook model (``JointTopology(..., strengthen=False)``: (J1)-(J4), (J7),
(J8)) and by the strengthened one (the default: plus (J5), (J6'), (J9), (J10)), HiGHS,
one thread, ``--bench-limit`` seconds each (default 30).

Part ``scaling``: uniform all-to-all, ``--d`` ports (default 4), growing n, both link models, ``--scaling-limit``
seconds each (default 60); per model and link model the sweep stops after
``--stop-after`` consecutive unproven instances.

Per instance: status, objective (iterations/s), bound, gap, wall time (build + start +
solve: the time-to-proof when proven) and the ratio textbook/strengthened wall time
(a lower bound, ``>=``, when only the strengthened model proved it). Where it applies
(uniform all-to-all, duplex, ``d < n - 1 <= d^2``), the same instance is also proven by
enumeration (formulations/uniform_enumeration.md) with the same time limit; elsewhere the
column says ``n/a``. Rows are printed as markdown and written as JSON lines to ``--out``.

Usage::

    .venv/bin/python benchmarks/exact_scaling.py --parts bench,scaling --out /tmp/exact_scaling.jsonl
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import time
from typing import Any

from topomilp.exact import solve
from topomilp.exact.joint import JointTopology
from topomilp.exact.joint.enumeration import applies, solve_uniform_by_enumeration
from topomilp.model import Cluster
from topomilp.workloads import WORKLOADS, all_to_all

DEFAULT_WORKLOADS = ("allreduce", "dlrm_like", "hybrid", "all_to_all", "skewed")
LINK_MODELS = ("duplex", "simplex")


def run_one(cluster: Cluster, workload: Any, strengthen: bool, limit: float) -> dict[str, Any]:
    t0 = time.perf_counter()
    r = solve(JointTopology(cluster, workload, strengthen=strengthen), backend="highs",
              time_limit=limit, threads=1, seed=0)
    wall = time.perf_counter() - t0
    return {"status": r.status, "objective": r.objective, "bound": r.bound, "gap": r.gap,
            "wall_s": round(wall, 3), "verified": r.verified}


def run_enumeration(cluster: Cluster, workload: Any, limit: float) -> dict[str, Any]:
    """The enumeration proof (formulations/uniform_enumeration.md) where it applies."""
    problem = JointTopology(cluster, workload)
    if not applies(problem):
        return dict(NOT_APPLICABLE)
    t0 = time.perf_counter()
    stats: dict[str, Any] = {}
    r = solve_uniform_by_enumeration(problem, time_limit=limit, stats=stats)
    wall = time.perf_counter() - t0
    return {"status": r.status, "objective": r.objective, "bound": r.bound, "gap": r.gap,
            "wall_s": round(wall, 3), "verified": r.verified, "levels": stats.get("levels"),
            "classes": stats.get("classes"), "message": r.message}


SKIPPED = {"status": "skipped", "objective": None, "bound": None, "gap": None, "wall_s": 0.0, "verified": False}


NOT_APPLICABLE = {"status": "n/a", "objective": None, "bound": None, "gap": None, "wall_s": 0.0, "verified": False}


def pair_row(part: str, cluster: Cluster, wname: str, workload: Any, limit: float,
             textbook: bool = True) -> dict[str, Any]:
    text = run_one(cluster, workload, False, limit) if textbook else dict(SKIPPED)
    strong = run_one(cluster, workload, True, limit)
    row = {"part": part, "n": cluster.n, "d": cluster.d, "link_model": cluster.link_model,
           "workload": wname, "limit_s": limit, "textbook": text, "strengthened": strong,
           "enumeration": run_enumeration(cluster, workload, limit)}
    if text["status"] == "skipped":
        row["ratio"], row["ratio_kind"] = None, ""
    elif strong["status"] == "optimal" and text["status"] == "optimal":
        row["ratio"] = round(text["wall_s"] / max(strong["wall_s"], 1e-9), 2)
        row["ratio_kind"] = "="
    elif strong["status"] == "optimal":
        row["ratio"] = round(text["wall_s"] / max(strong["wall_s"], 1e-9), 2)
        row["ratio_kind"] = ">="
    else:
        row["ratio"], row["ratio_kind"] = None, ""
    if strong["status"] == text["status"] == "optimal":
        a, b = strong["objective"], text["objective"]
        row["agree"] = abs(a - b) <= 1e-5 * max(abs(a), abs(b))
    return row


def fmt(res: dict[str, Any]) -> str:
    if res["status"] == "skipped":
        return "(not run)"
    if res["status"] == "n/a":
        return "n/a"
    g = "" if res["gap"] is None or res["status"] == "optimal" else f", gap {100 * res['gap']:.2f}%"
    obj = "-" if res["objective"] is None else f"{res['objective']:.4g}"
    return f"{res['status']} {obj} in {res['wall_s']:.2f} s{g}"


def markdown(row: dict[str, Any]) -> str:
    ratio = "" if row["ratio"] is None else f"{row['ratio_kind']} {row['ratio']}x"
    return (f"| {row['n']} | {row['d']} | {row['link_model']} | {row['workload']} | {fmt(row['textbook'])} | "
            f"{fmt(row['strengthened'])} | {ratio} | {fmt(row.get('enumeration', NOT_APPLICABLE))} |")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--parts", default="bench,scaling")
    p.add_argument("--bench-limit", type=float, default=30.0)
    p.add_argument("--scaling-limit", type=float, default=60.0)
    p.add_argument("--n-min", type=int, default=5)
    p.add_argument("--n-max", type=int, default=16)
    p.add_argument("--stop-after", type=int, default=2)
    p.add_argument("--d", type=int, default=4, help="ports per node of the scaling part (default 4)")
    p.add_argument("--link-models", default=",".join(LINK_MODELS))
    p.add_argument("--workloads", default=",".join(DEFAULT_WORKLOADS))
    p.add_argument("--out", default=None, help="JSON lines file (appended)")
    p.add_argument("--skip-textbook", action="store_true",
                   help="bench part: solve only the strengthened model (long time-to-proof runs)")
    ns = p.parse_args(argv)
    parts = ns.parts.split(",")
    lms = ns.link_models.split(",")
    header = {"python": platform.python_version(), "nproc": os.cpu_count(), "platform": platform.platform(),
              "argv": sys.argv, "started": time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime())}
    print(json.dumps(header), flush=True)
    out = open(ns.out, "a") if ns.out else None

    def emit(row: dict[str, Any]) -> None:
        print(markdown(row), flush=True)
        if out is not None:
            out.write(json.dumps(row) + "\n")
            out.flush()

    print("| n | d | link model | workload | textbook | strengthened | time ratio | enumeration |", flush=True)
    print("|---|---|---|---|---|---|---|---|", flush=True)
    t0 = time.perf_counter()
    if "bench" in parts:
        for lm in lms:
            for wname in ns.workloads.split(","):
                emit(pair_row("bench", Cluster(12, 4, link_model=lm), wname, WORKLOADS[wname](12, 0),
                              ns.bench_limit, textbook=not ns.skip_textbook))
    if "scaling" in parts:
        for lm in lms:
            misses = {False: 0, True: 0, "enumeration": 0}
            for n in range(ns.n_min, ns.n_max + 1):
                if all(m >= ns.stop_after for m in misses.values()):
                    break
                if lm == "duplex" and (n * ns.d) % 2:
                    continue
                c = Cluster(n, ns.d, link_model=lm)
                w = all_to_all(n)
                row = {"part": "scaling", "n": n, "d": ns.d, "link_model": lm, "workload": "all_to_all",
                       "limit_s": ns.scaling_limit}
                for strengthen, key in ((False, "textbook"), (True, "strengthened")):
                    if misses[strengthen] >= ns.stop_after:
                        row[key] = dict(SKIPPED)
                        continue
                    row[key] = run_one(c, w, strengthen, ns.scaling_limit)
                    misses[strengthen] = 0 if row[key]["status"] == "optimal" else misses[strengthen] + 1
                if misses["enumeration"] >= ns.stop_after:
                    row["enumeration"] = dict(SKIPPED)
                else:
                    row["enumeration"] = run_enumeration(c, w, ns.scaling_limit)
                    if row["enumeration"]["status"] != "n/a":
                        ok = row["enumeration"]["status"] == "optimal"
                        misses["enumeration"] = 0 if ok else misses["enumeration"] + 1
                a, b = row["textbook"], row["strengthened"]
                if b["status"] == "optimal":
                    row["ratio"] = round(a["wall_s"] / max(b["wall_s"], 1e-9), 2) if a["status"] != "skipped" else None
                    row["ratio_kind"] = "=" if a["status"] == "optimal" else ">="
                else:
                    row["ratio"], row["ratio_kind"] = None, ""
                emit(row)
    print(json.dumps({"total_s": round(time.perf_counter() - t0, 1)}), flush=True)
    if out is not None:
        out.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
