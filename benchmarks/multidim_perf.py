"""Performance of ``topomilp.multidim`` against its targets
(D <= 4 dimensions, up to 1,000 collectives, on 2 cores):

* continuous certified optimum (gap <= 1e-6)   <= 2 s
* integer port split (default backend "auto")   <= 10 s
* 20-point sweep of the total bandwidth         <= 30 s

Run::

    .venv/bin/python benchmarks/multidim_perf.py            # full grid (~2-3 min)
    .venv/bin/python benchmarks/multidim_perf.py --quick    # smaller grid
    .venv/bin/python benchmarks/multidim_perf.py --json out.json
    .venv/bin/python benchmarks/multidim_perf.py --stress     # 128 ports: beyond auto's enumeration
    pip install --target /tmp/cvxlib cvxpy clarabel      # NOT into the venv (see below)
    .venv/bin/python benchmarks/multidim_perf.py --compare-cvxpy --cvxpy-path /tmp/cvxlib --continuous-only

Every solve is also checked: status optimal, gap <= 1e-6, and the integer optimum of
every backend equal to the brute force's. ``auto`` (what the CLI runs, with its
baselines) enumerates small split spaces (formulations/multidim.md §5); the HiGHS, CBC
and CP-SAT columns are the models on their own. ``--stress``: 128 ports of 12.5 GB/s,
1000 collectives, latency 500 ns, max model, D = 3 and 4 (up to 680,000 splits), every
exact backend with a 60 s limit; reported, not held to the targets. ``--compare-cvxpy`` solves the continuous problems
with cvxpy + Clarabel too (not a dependency of topomilp: install it elsewhere).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import time
from dataclasses import replace

import numpy as np

from topomilp._io import atomic_write
from topomilp.multidim.model import KINDS, Collective, CostModel, MDWorkload, Network
from topomilp.multidim.optimize import solve_bandwidth
from topomilp.multidim.ports import brute_force_ports, solve_ports
from topomilp.multidim.problems import BandwidthProblem, PortProblem

NETWORKS = {2: "Ring:8,Switch:16", 3: "Ring:4,FullyConnected:8,Switch:4",
            4: "Ring:4,FullyConnected:8,Switch:4,Switch:8"}
TARGETS = {"continuous": 2.0, "integer": 10.0, "sweep": 30.0}


def random_workload(net: Network, n: int, seed: int) -> MDWorkload:
    """``n`` collectives: random kind, random non-empty span, 1 MB..1 GB, count 1..4."""
    rng = np.random.default_rng(seed)
    D = net.n_dims
    cs = []
    for _ in range(n):
        kind = KINDS[int(rng.integers(len(KINDS)))]
        span = tuple(sorted(int(d) for d in rng.choice(D, size=int(rng.integers(1, D + 1)), replace=False)))
        cs.append(Collective(kind, float(rng.integers(1, 1000)) * 1e6, span, int(rng.integers(1, 5))))
    return MDWorkload(tuple(cs), 0.01)


def sweep(problem: BandwidthProblem, totals) -> list:
    """The continuous optimum for each total bandwidth (as ``--sweep-total``)."""
    return [solve_bandwidth(replace(problem, total_GBps=float(t))) for t in totals]


def timed(fn, *a, **kw):
    t0 = time.perf_counter()
    out = fn(*a, **kw)
    return out, time.perf_counter() - t0


def cvxpy_solve(problem: BandwidthProblem):
    """The same continuous problem with cvxpy + Clarabel, scaled as topomilp scales it
    (bandwidths / T, group weights folded into the terms, objective / its value at the
    equal split) — unscaled, Clarabel reports "optimal" for points 50% off. The time x
    cost objective uses the (y, s) transform (14). Returns (objective of the returned
    bandwidths by the independent evaluator, seconds, solver status)."""
    import cvxpy as cp

    from topomilp.multidim.problems import traffic_terms

    t0 = time.perf_counter()
    net = problem.network
    D = net.n_dims
    tt = traffic_terms(net, problem.workload, problem.latency_ns, problem.model)
    kappa, k0 = problem.cost.coefficients(net)
    T = problem.total_GBps
    tc = problem.objective == "time-cost"
    unit = problem.evaluate([T / D] * D)[2]
    y = cp.Variable(D, pos=True)                     # bw / T   (time x cost: bw s / T)
    s = cp.Variable(pos=True) if tc else None         # cost(bw) * s = 1, scaled by 1/unit below
    cons, terms = [], []
    sref = 1.0 / problem.cost.cost(net, [T / D] * D) if tc else 1.0
    # f(x) g(x) = f(x) / s with x = y T / s': a/x -> a s'/(y T); 1/s = 1/(s' sref)
    for w, rows in tt.groups:
        t = cp.Variable()
        for d, c, B in rows:
            lat = (w * c / sref / unit) * cp.inv_pos(s) if tc else w * c / unit
            cons.append(t >= lat + (w * B / T / sref / unit) * cp.inv_pos(y[d]))
        terms.append(t)
    obj = sum(terms) if terms else 0.0
    obj = obj + sum((tt.W[d] / T / sref / unit) * cp.inv_pos(y[d]) for d in range(D) if tt.W[d] > 0)
    K = tt.compute + tt.A
    obj = obj + ((K / sref / unit) * cp.inv_pos(s) if tc else K / unit)
    if tc:   # s here is (1/cost) / sref; y = bw (1/cost) / (T sref)
        cons += [cp.sum(cp.multiply(np.asarray(kappa) * T * sref, y)) + k0 * sref * s == 1,
                 (cp.sum(y) == s) if problem.total_sense == "=" else (cp.sum(y) <= s)]
    else:
        cons.append(cp.sum(y) == 1 if problem.total_sense == "=" else cp.sum(y) <= 1)
    prob = cp.Problem(cp.Minimize(obj), cons)
    prob.solve(solver=cp.CLARABEL)
    bw = y.value * T / (s.value if tc else 1.0)
    return problem.evaluate(tuple(float(b) for b in bw))[2], time.perf_counter() - t0, prob.status


def stress(json_path: str | None) -> int:
    """128 ports x 12.5 GB/s (22,404 splits at D = 3, 679,950 at D = 4): ``auto`` and the
    exact backends on their own, 60 s each."""
    from topomilp.multidim.ports import count_splits, default_backend

    rows = []
    cost = CostModel(link=1.0, nic=0.5, switch=2.0, fixed=1e5)
    print(f"{'D':>2} {'splits':>7} {'objective':>9} | auto-> {'backend':>8} {'status':>8} {'s':>6} {'gap':>8}")
    for D in (3, 4):
        net = Network.parse(NETWORKS[D])
        w = random_workload(net, 1000, seed=D * 1000 + 1000)
        for objective in ("time", "time-cost"):
            pp = PortProblem(net, w, 128, 12.5, cost=cost, objective=objective, model="max", latency_ns=500.0)
            n = count_splits(pp)
            for backend in ("auto", "highs", "cbc", "cpsat"):
                # auto as the CLI runs it (with its baselines); the models on their own
                r, t = timed(solve_ports, pp, backend=backend, time_limit=60.0, baselines=backend == "auto")
                rows.append({"D": D, "splits": n, "objective": objective, "auto": default_backend(pp),
                             "backend": backend, "status": r.status, "seconds": t, "value": r.objective,
                             "gap": r.gap})
                gap = "-" if r.gap is None else f"{r.gap:.1e}"
                print(f"{D:>2} {n:>7} {objective:>9} | {default_backend(pp):>6} {backend:>8} {r.status:>8} {t:6.1f} "
                      f"{gap:>8}", flush=True)
    if json_path:
        atomic_write(json_path, json.dumps({"machine": platform.platform(), "cpus": os.cpu_count(),
                                            "python": sys.version.split()[0], "stress": rows}, indent=1))
    return 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--json", metavar="FILE")
    ap.add_argument("--compare-cvxpy", action="store_true")
    ap.add_argument("--cvxpy-path", metavar="DIR", help="append DIR (a pip --target with cvxpy, clarabel) to "
                    "sys.path, after the venv, so topomilp keeps its pinned highspy")
    ap.add_argument("--continuous-only", action="store_true", help="skip the integer solves")
    ap.add_argument("--stress", action="store_true", help="only the 128-port stress cases")
    args = ap.parse_args(argv)
    if args.stress:
        return stress(args.json)
    if args.cvxpy_path:
        sys.path.append(args.cvxpy_path)
    sizes = (10, 1000) if args.quick else (10, 100, 1000)
    dims = (2, 4) if args.quick else (2, 3, 4)
    rows = []
    worst = {"continuous": 0.0, "integer": 0.0, "sweep": 0.0}
    failures = []
    print(f"{'D':>2} {'coll':>5} {'lat':>4} {'objective':>9} {'model':>5} | {'cont s':>7} {'gap':>8} | "
          f"{'auto s':>6} {'auto ->':>10} {'highs s':>7} {'cbc s':>6} {'cpsat s':>7} {'brute s':>7} | {'sweep s':>7}"
          + (" | cvxpy s  (its objective - ours)/ours, status" if args.compare_cvxpy else ""))
    for D in dims:
        net = Network.parse(NETWORKS[D])
        for n in sizes:
            w = random_workload(net, n, seed=D * 1000 + n)
            for lat in (0.0, 500.0):
                for objective in ("time", "time-cost"):
                    for model in ("max", "sum"):
                        cost = CostModel(link=1.0, nic=0.5, switch=2.0, fixed=1e5)
                        bp = BandwidthProblem(net, w, 1000.0, "=" if objective == "time" else "<=",
                                              cost=cost, objective=objective, model=model, latency_ns=lat)
                        r, tcont = timed(solve_bandwidth, bp)
                        if r.status != "optimal" or r.gap > 1e-6:
                            failures.append(f"continuous {D} {n} {lat} {objective} {model}: {r.status} {r.gap}")
                        pp = PortProblem(net, w, 32, 50.0, cost=cost, objective=objective, model=model,
                                         latency_ns=lat)
                        if args.continuous_only:
                            ra = ri = rc = rs = rb = r
                            tauto = thi = tcbc = tcp = tbr = 0.0
                            auto_backend = "-"
                        else:
                            ra, tauto = timed(solve_ports, pp, backend="auto")  # as the CLI: with baselines
                            auto_backend = ra.backend
                            ri, thi = timed(solve_ports, pp, backend="highs", baselines=False)
                            rc, tcbc = timed(solve_ports, pp, backend="cbc", baselines=False)
                            rs, tcp = timed(solve_ports, pp, backend="cpsat", baselines=False)
                            rb, tbr = timed(brute_force_ports, pp)
                        for name, res in () if args.continuous_only else (
                                ("auto", ra), ("highs", ri), ("cbc", rc), ("cpsat", rs)):
                            if res.status != "optimal" or abs(res.objective - rb.objective) > 1e-9 * rb.objective:
                                failures.append(f"integer/{name} {D} {n} {lat} {objective} {model}: {res.status} "
                                                f"{res.objective} vs brute {rb.objective}")
                        totals = list(np.linspace(100.0, 2000.0, 20))
                        _, tsw = timed(sweep, bp, totals)
                        row = {"D": D, "collectives": n, "latency_ns": lat, "objective": objective, "model": model,
                               "continuous_s": tcont, "gap": r.gap, "integer_auto_s": tauto,
                               "auto_backend": auto_backend,
                               "integer_highs_s": thi, "integer_cbc_s": tcbc, "integer_cpsat_s": tcp,
                               "bruteforce_s": tbr, "sweep20_s": tsw}
                        extra = ""
                        if args.compare_cvxpy:
                            try:
                                v, tcv, st = cvxpy_solve(bp)
                                row.update(cvxpy_s=tcv, cvxpy_rel_diff=(v - r.objective) / r.objective, cvxpy_status=st)
                                extra = f" | {tcv:7.3f} {row['cvxpy_rel_diff']:+.1e} {st}"
                            except Exception as exc:  # report, keep measuring
                                extra = f" | cvxpy failed: {type(exc).__name__}: {exc}"[:80]
                        rows.append(row)
                        worst["continuous"] = max(worst["continuous"], tcont)
                        worst["integer"] = max(worst["integer"], tauto)
                        worst["sweep"] = max(worst["sweep"], tsw)
                        print(f"{D:>2} {n:>5} {lat:>4.0f} {objective:>9} {model:>5} | {tcont:7.3f} {r.gap:8.1e} | "
                              f"{tauto:6.2f} {auto_backend:>10} {thi:7.2f} {tcbc:6.2f} {tcp:7.2f} {tbr:7.2f} | "
                              f"{tsw:7.2f}{extra}", flush=True)
    print()
    for k, target in TARGETS.items():
        if k == "integer" and args.continuous_only:
            continue
        ok = worst[k] <= target
        print(f"worst {k:>10}: {worst[k]:7.3f} s  (target {target:g} s)  {'PASS' if ok else 'FAIL'}")
        if not ok:
            failures.append(f"{k} {worst[k]:.2f}s > {target}s")
    if args.compare_cvxpy and any("cvxpy_s" in r for r in rows):
        cv = [r["cvxpy_s"] for r in rows if "cvxpy_s" in r]
        ours = [r["continuous_s"] for r in rows if "cvxpy_s" in r]
        print(f"continuous: topomilp OA-LP median {np.median(ours):.3f} s, max {max(ours):.3f} s; "
              f"cvxpy+Clarabel median {np.median(cv):.3f} s, max {max(cv):.3f} s; "
              f"max |rel diff| {max(abs(r['cvxpy_rel_diff']) for r in rows if 'cvxpy_s' in r):.1e}")
    for f in failures:
        print("FAIL:", f)
    if args.json:
        atomic_write(args.json, json.dumps({
            "machine": platform.platform(), "processor": platform.processor(), "cpus": os.cpu_count(),
            "python": sys.version.split()[0], "rows": rows, "worst": worst, "targets": TARGETS,
            "failures": failures}, indent=1))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
