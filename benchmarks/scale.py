"""topology_search against the best proven bound at TopoOpt's scale, beside TopologyFinder
and TotientPerms with optimal routing (benchmarks/RESULTS.md, "Designs and bounds at
TopoOpt's scale").

For each ``n``, ``d`` and workload: the bound proven without a model
(``JointTopology.cheap_bound()``: port bound (J5), ring-aware Moore bound (J6'')), the
designer's time (its own routing: the one-source LP's or the exact routing LP's, checked
by the evaluator) and its ratio to the bound, and TopologyFinder (paper mode) and
TotientPerms scored with their own routing, with optimal routing where it is affordable
(the exact one-source LP on circulants with translation-invariant traffic — exact for MP,
AllReduce on coprime-offset rings — else the exact routing LP when the size guard's
estimate fits ``--lp-limit`` seconds, else ``None``), and with routing by multiplicative
weights (at most ``--lp-limit`` seconds; an upper bound on their optimal routing at any
size). One JSON line per instance.

    nice -n 10 .venv/bin/python benchmarks/scale.py --n 32,64,128,432 --d 4,8 \\
        --time-limit 30 --out FILE.jsonl
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time


def machine() -> dict:
    """The CPU model, core count and 1-minute load average when the row was written (the
    rows of a shared machine say so by their load)."""
    import platform
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as fh:
            cpu = next((ln.split(":", 1)[1].strip() for ln in fh if ln.startswith("model name")), cpu)
    except OSError:
        pass
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    return {"cpu": cpu, "nproc": os.cpu_count(), "load1": load, "python": platform.python_version()}


def commit() -> str | None:
    """The checkout's commit (``git rev-parse --short HEAD``), ``None`` outside a git checkout."""
    import subprocess
    try:
        out = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True,
                             check=True, cwd=os.path.dirname(os.path.abspath(__file__)))
    except (OSError, subprocess.CalledProcessError):
        return None
    return out.stdout.strip() or None


def optimal_time(topology, cluster, workload, lp_limit: float) -> tuple[float | None, float | None, str]:
    """``(upper, lower, how)`` on the time of ``topology`` with optimal routing and any
    ring order: on a circulant with translation-invariant traffic the one-source LP (S1)-(S4)
    and its ring relaxation (S6) (equal: a certificate); else the exact routing LP when its
    estimate fits ``lp_limit``; else ``(None, (S5), ...)``."""
    from topomilp.errors import TopomilpInputError, VerificationError
    from topomilp.exact import sizing, solve
    from topomilp.heuristics.cayley import cayley_time_bounds, circulant_offsets, invariant_traffic
    from topomilp.heuristics.topology_search import topology_lower_bound
    from topomilp.oracle import result_time_bounds, routing_problem

    if circulant_offsets(topology.links) is not None and invariant_traffic(workload) is not None:
        ub, lb = cayley_time_bounds(topology, cluster, workload)
        return ub, lb, "one-source LP (S1)-(S4) / (S6)"
    lb5 = topology_lower_bound(topology, cluster, workload)
    try:
        p = routing_problem(topology, cluster, workload)
        est = sizing.estimate(p, p.default_backend)
        if est is not None and (sizing.too_large(est, lp_limit) or est.build_s + sizing.lp_seconds(est) > lp_limit):
            return None, lb5, "routing LP beyond --lp-limit; lower bound (S5)"
        res = solve(p, time_limit=lp_limit)
    except TopomilpInputError as exc:
        return None, lb5, f"routing LP n/a ({str(exc)[:60]}); lower bound (S5)"
    except VerificationError as exc:     # a solver answer that fails the re-check: a bug, recorded
        return None, lb5, f"routing LP FAILED VERIFICATION ({str(exc)[:80]}); lower bound (S5)"
    inc, lb = result_time_bounds(res)
    return inc, max(lb or 0.0, lb5), f"routing LP {res.status}"


def markdown(paths: list[str]) -> str:
    """One table per workload from the JSON lines of earlier runs: the designer's ratio to
    the bound and TopologyFinder's and TotientPerms' (own routing / optimal routing, or
    routing by multiplicative weights where the LP is out of reach)."""
    rows = [json.loads(line) for p in paths for line in open(p) if line.strip()]
    rows.sort(key=lambda r: (r["workload"], r["n"], r["d"]))
    out = []

    def f(x):
        return "-" if x is None else f"{x:.3f}"

    def other(h):
        if "own_ratio" not in h:
            return "n/a", "-"
        best = h["opt_ratio"] if h.get("opt_ratio") is not None else h["mwu_ratio"]
        mark = "" if h.get("opt_ratio") is not None else "~"
        return f(h["own_ratio"]), mark + f(best)

    for wname in dict.fromkeys(r["workload"] for r in rows):
        out += [f"\n**{wname}** (time / best proven bound)\n",
                "| n | d | bound ms | topology_search | its topology's own bound | wall s | winner | "
                "TF own | TF opt | TP own | TP opt |",
                "|---|---|---|---|---|---|---|---|---|---|---|"]
        for r in (r for r in rows if r["workload"] == wname):
            tf, tp = other(r["topology_finder"]), other(r["totient_perms"])
            lb = r.get("topology_lower_s")
            out.append(f"| {r['n']} | {r['d']} | {r['bound_s'] * 1e3:.4g} | {f(r['search_ratio'])} | "
                       f"{f(lb / r['bound_s']) if lb else '-'} {r.get('topology_lower_how', '')} | "
                       f"{r['search_wall_s']:.1f} | {r['family'].split('[')[0]} | "
                       f"{tf[0]} | {tf[1]} | {tp[0]} | {tp[1]} |")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    from topomilp.heuristics import METHODS
    from topomilp.model import Cluster
    from topomilp.oracle import joint_problem
    from topomilp.workloads import WORKLOADS

    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--n", default="32,64,128,432")
    ap.add_argument("--d", default="4,8")
    ap.add_argument("--workloads", default="allreduce,dlrm_like,hybrid,all_to_all,skewed")
    ap.add_argument("--time-limit", type=float, default=30.0, help="designer's time limit (s)")
    ap.add_argument("--lp-limit", type=float, default=6.0, help="routing LP limit for TF/TP (s)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", default=None, help="append one JSON line per instance")
    ap.add_argument("--markdown", nargs="+", default=None, help="print the tables of these JSON-lines files")
    a = ap.parse_args(argv)
    if a.markdown:
        print(markdown(a.markdown))
        return 0
    from topomilp.heuristics import HeuristicResult
    from topomilp.heuristics.mwu_routing import mwu_routing
    from topomilp.heuristics.topology_search import topology_lower_bound, topology_search
    from topomilp.traffic import transfer_matrices

    for n in (int(x) for x in a.n.split(",")):
        for d in (int(x) for x in a.d.split(",")):
            for wname in a.workloads.split(","):
                c, w = Cluster(n, d), WORKLOADS[wname](n, a.seed)
                bound = 1.0 / joint_problem(c, w).cheap_bound()
                t0 = time.perf_counter()
                r = topology_search(c, w, seed=a.seed, time_limit=a.time_limit)
                wall = time.perf_counter() - t0
                t = r.evaluate(c, w).time_s
                own_lb, how_lb = topology_lower_bound(r.topology, c, w), "(S5)"
                if "topology_lower_s" in r.info:
                    own_lb, how_lb = r.info["topology_lower_s"], r.info.get("topology_lower_how", "(S6)")
                row = {"n": n, "d": d, "workload": wname, "seed": a.seed, "time_limit": a.time_limit,
                       "bound_s": bound, "search_s": t, "search_ratio": t / bound, "search_wall_s": wall,
                       "family": r.info["family"], "topology_lower_s": own_lb, "topology_lower_how": how_lb,
                       "exact": str(r.info.get("exact")), "machine": machine(), "commit": commit()}
                for m in ("topology_finder", "totient_perms"):
                    try:
                        h = METHODS[m](c, w, a.seed)
                    except Exception as exc:   # noqa: BLE001 - a method that does not apply
                        row[m] = {"n/a": str(exc)[:80]}
                        continue
                    own = h.evaluate(c, w).time_s
                    t1 = time.perf_counter()
                    opt, opt_lb, how = optimal_time(h.topology, c, w, a.lp_limit)
                    t2 = time.perf_counter()
                    ar, mp = transfer_matrices(w, h.plan_for(w))
                    rt = mwu_routing(h.topology, ar + mp, until=time.perf_counter() + a.lp_limit)
                    mwu = HeuristicResult(m, h.topology, plan=h.plan_for(w), ar_routing=rt,
                                          mp_routing=rt).evaluate(c, w).time_s
                    row[m] = {"own_s": own, "own_ratio": own / bound, "opt_s": opt,
                              "opt_ratio": None if opt is None else opt / bound, "opt_how": how,
                              "opt_lower_s": opt_lb,
                              "opt_wall_s": t2 - t1, "mwu_s": mwu, "mwu_ratio": mwu / bound,
                              "mwu_wall_s": time.perf_counter() - t2}
                line = json.dumps(row)
                print(line, flush=True)
                if a.out:
                    with open(a.out, "a") as f:
                        f.write(line + "\n")
                        f.flush()
                        os.fsync(f.fileno())
    return 0


if __name__ == "__main__":
    sys.exit(main())
