"""Does the time limit bound the whole exact solve? (benchmarks/RESULTS.md,
"Time limits and size guard").

For every problem, backend and size of the grid, one :func:`topomilp.exact.solve` call
runs in a child process (a hang or an out-of-memory kill cannot stop the sweep) and
reports its wall time (model building, warm starts, the backend, verification) against
the promise ``wall <= 1.1 * time_limit + 2 s``.

    .venv/bin/python benchmarks/time_limits.py --time-limit 5 --n 16,24,32,48,64 --d 4,8
    .venv/bin/python benchmarks/time_limits.py --problems joint_topology --backends cbc --n 32 --d 4

Prints one line per case and a summary; ``--json FILE`` writes every case.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

PROBLEMS = {
    # problem -> workload of its instance (None: the problem takes none). joint_topology
    # and routing get MP-only traffic: AllReduce groups of more than 7 members go through
    # ring generation (topomilp/exact/rings/generation.py), measured apart.
    "joint_topology": "all_to_all",
    "routing": "skewed",
    "stride_selection": None,
    "mp_matching": "dlrm_like",
    "degree_split": "dlrm_like",
    "min_hops_topology": None,
}
BACKENDS = ("highs", "cbc", "cpsat")


def one(problem: str, n: int, d: int, backend: str, time_limit: float) -> dict:
    """One solve, in this process: the instance the CLI builds for these options."""
    from topomilp.cli import build_problem
    from topomilp.exact import solve

    ns = argparse.Namespace(problem=problem, n=n, d=d, bandwidth_gbps=25.0, link_model="duplex",
                            workload=PROBLEMS[problem], topology=None, m=None, objective=None, param=[],
                            seed=0)
    with tempfile.TemporaryDirectory() as tmp:
        if problem == "routing":
            from topomilp.heuristics import METHODS
            from topomilp.model import Cluster
            from topomilp.workloads import WORKLOADS, save_topology

            c = Cluster(n, d)
            topo = METHODS["topology_finder"](c, WORKLOADS[PROBLEMS[problem]](n, 0), 0).topology
            ns.topology = os.path.join(tmp, "topo.json")
            save_topology(topo, ns.topology)
        p = build_problem(ns)
        if backend not in p.backends:
            return {"status": "n/a"}
        t0 = time.perf_counter()
        res = solve(p, backend=backend, time_limit=time_limit)
        wall = time.perf_counter() - t0
    return {"status": res.status, "wall_s": wall, "objective": res.objective, "bound": res.bound,
            "message": res.message[:160]}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--problems", default=",".join(PROBLEMS))
    ap.add_argument("--backends", default=",".join(BACKENDS))
    ap.add_argument("--n", default="16,24,32,48,64")
    ap.add_argument("--d", default="4,8")
    ap.add_argument("--time-limit", type=float, default=5.0)
    ap.add_argument("--workload", default=None, help="workload of joint_topology and routing (default: as listed)")
    ap.add_argument("--json", default=None, metavar="FILE")
    ap.add_argument("--one", nargs=4, metavar=("PROBLEM", "N", "D", "BACKEND"), help=argparse.SUPPRESS)
    a = ap.parse_args(argv)
    if a.workload:
        PROBLEMS["joint_topology"] = PROBLEMS["routing"] = a.workload
    if a.one:
        pr, n, d, b = a.one
        print(json.dumps(one(pr, int(n), int(d), b, a.time_limit)))
        return 0
    T = a.time_limit
    promise = 1.1 * T + 2.0
    rows = []
    for problem in a.problems.split(","):
        for n in (int(x) for x in a.n.split(",")):
            for d in (int(x) for x in a.d.split(",")):
                for b in a.backends.split(","):
                    cmd = [sys.executable, __file__, "--time-limit", str(T), "--one", problem, str(n), str(d), b]
                    if a.workload:
                        cmd += ["--workload", a.workload]
                    t0 = time.perf_counter()
                    try:
                        out = subprocess.run(cmd, capture_output=True, text=True, timeout=10 * T + 60)
                        lines = out.stdout.strip().splitlines()
                        rec = json.loads(lines[-1]) if out.returncode == 0 and lines else {
                            "status": "crash", "message": out.stderr.strip().splitlines()[-1][:160]
                            if out.stderr.strip() else f"exit {out.returncode}"}
                    except subprocess.TimeoutExpired:
                        rec = {"status": "hung", "wall_s": None}
                    rec.update(problem=problem, n=n, d=d, backend=b, process_s=time.perf_counter() - t0)
                    if rec["status"] == "n/a":
                        continue
                    ok = rec.get("wall_s") is not None and rec["wall_s"] <= promise
                    rec["within"] = ok
                    rows.append(rec)
                    w = rec.get("wall_s")
                    print(f"{problem:18s} n={n:3d} d={d} {b:6s} {rec['status']:10s} "
                          f"wall {'-' if w is None else f'{w:6.2f}'} s  {'ok' if ok else 'OVER'}  "
                          f"{rec.get('message', '')[:70]}", flush=True)
    over = [r for r in rows if not r["within"]]
    walls = [r["wall_s"] for r in rows if r.get("wall_s") is not None]
    print(f"{len(rows)} cases, time limit {T:g} s, promise {promise:g} s: {len(rows) - len(over)} within, "
          f"{len(over)} over; max wall {max(walls, default=0):.2f} s")
    if a.json:
        with open(a.json, "w") as fh:
            json.dump(rows, fh, indent=1)
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
