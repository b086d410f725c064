"""ASTRA-sim bundles of the bench topologies: the proven optimum and TopologyFinder.

For each ``--n`` and workload of the default bench this solves ``joint_topology`` (the
optimum the bench's ratios are taken against) and runs TopologyFinder (paper mode), and
writes each as an ASTRA-sim ns-3 bundle (``topomilp.astra.write_astra_bundle``,
docs/interchange.md §6) into ``--out DIR/n<N>-<workload>-<method>/``: the topology with
one switch per server, ``config.txt`` with its rate maps, and the workload twice, as the
method's own plan (the ``plan`` variant: its rings with their shares, and the MP matrix,
as sends and receives run as ASTRA-sim's custom collective) and with ASTRA-sim's native
collective (the ``native`` variant). Every
bundle's plan traces are read back (``read_plan_traces``) and must give the same plan and
MP matrix, and its topology file must read back into the same topology.

The MP traffic follows the method's own routing where it has an explicit one (the
optimum's split routing), relayed hop by hop by the servers in 8 chunks
(``mp_routes``, docs/interchange.md §6). For each bundle it records four fluid times of
topomilp's metric (docs/design.md §2): ``opt``: the method's plan with its own routing
(for the optimum: the proven optimum); ``bundle``: what the bundle's ``plan`` variant
carries (rings to their successors on shortest paths, MP on the explicit routes);
``plan_sp``: the same plan with the MP traffic left to the simulator, one shortest path
per demand (the simulator sends each flow on one shortest path, picked by hash);
``native_sp``: each group on one ring in member order ``0, 1, ..., k-1`` with shortest
paths (ASTRA-sim's native ring). ``native_sp / bundle`` is what handing the plan to the
simulator should gain in the bandwidth-bound regime. With ``--simulator BIN`` (ASTRA-sim's
ns-3 binary) every bundle's ``plan`` and ``native`` variants are also run
(``topomilp.astra.run_bundle``, from the bundle directory as its README says) and the
simulated times recorded next to the fluid ones (``sim_plan_us``, ``sim_native_us``).

    python benchmarks/simulator.py --n 8,12 --d 4 --out /tmp/astra-bundles \\
        --summary benchmarks/results/simulator/bundles.json

``--summary`` (optional) is a small JSON of the rows (committed); the bundles are not.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import platform
import sys
import time
from pathlib import Path

import numpy as np

from topomilp.astra import run_bundle, write_astra_bundle
from topomilp.chakra_plan import read_et, read_plan_traces
from topomilp.evaluate import evaluate_workload
from topomilp.exact import solve
from topomilp.heuristics import METHODS
from topomilp.interchange import read_topology
from topomilp.model import Cluster
from topomilp.oracle import joint_problem
from topomilp.routing import PathRouting
from topomilp.traffic import AllReducePlan
from topomilp.workloads import WORKLOADS

WORKLOADS_DEFAULT = ("allreduce", "dlrm_like", "hybrid", "all_to_all", "skewed")
log = logging.getLogger("simulator")


def _rotated(plan):
    out = []
    for rings in (plan.rings if plan else ()):
        out.append(sorted((r.order[r.order.index(min(r.order)):] + r.order[:r.order.index(min(r.order))], r.share)
                          for r in rings if r.share > 0))
    return out


def check_round_trip(out: dict, topology, workload, plan) -> None:
    """The bundle reads back into the topology, the plan and the MP matrix it was written from."""
    if read_topology(out["dir"]) != topology:
        raise AssertionError(f"{out['dir']}: topology does not read back")
    back = read_plan_traces(out["variants"]["plan"]["traces"])
    if not np.allclose(back.workload.mp, workload.mp, rtol=0.0, atol=16.0):   # whole bytes per path
        raise AssertionError(f"{out['dir']}: MP matrix does not read back")
    want, got = _rotated(plan), _rotated(back.plan)
    tol = max((g.k / g.bytes_per_member for g in workload.groups if g.bytes_per_member > 0), default=0.0)
    same = len(want) == len(got) and all(
        len(a) == len(b) and all(x[0] == y[0] and abs(x[1] - y[1]) <= tol for x, y in zip(a, b))
        for a, b in zip(want, got))
    if not same:
        raise AssertionError(f"{out['dir']}: plan does not read back")


def et_stats(prefix: str, n: int) -> dict:
    """Nodes by type over all rank files, and their bytes on disk."""
    counts: dict[str, int] = {}
    size = 0
    names = {4: "comp", 5: "send", 6: "recv", 7: "coll"}
    for r in range(n):
        p = f"{prefix}.{r}.et"
        size += os.path.getsize(p)
        for nd in read_et(p)[1]:
            counts[names.get(nd.type, str(nd.type))] = counts.get(names.get(nd.type, str(nd.type)), 0) + 1
    return {"nodes": counts, "bytes": size}


def bundle_row(n: int, d: int, bw: float, wname: str, method: str, time_limit: float, out_root: Path,
               simulator: str | None = None) -> dict:
    cluster = Cluster(n, d, bw)
    w = WORKLOADS[wname](n, 0)
    t0 = time.perf_counter()
    if method == "joint_topology":
        res = solve(joint_problem(cluster, w), time_limit=time_limit)
        if res.solution is None:
            return {"n": n, "workload": wname, "method": method, "status": res.status}
        sol = res.solution
        topo, plan, status, opt, mp_routing = sol.topology, sol.plan, res.status, sol.time_s, sol.mp_routing
    else:
        r = METHODS[method](cluster, w, 0)
        topo, plan, status, mp_routing = r.topology, r.plan_for(w), "ok", r.mp_routing
        opt = r.evaluate(cluster, w).time_s
    if not isinstance(mp_routing, PathRouting):
        mp_routing = None
    build_s = time.perf_counter() - t0
    plan = plan or AllReducePlan.default(w)
    t0 = time.perf_counter()
    out = write_astra_bundle(topo, cluster, w, out_root / f"n{n}-{wname}-{method}", plan=plan,
                             mp_routes=mp_routing)
    write_s = time.perf_counter() - t0
    check_round_trip(out, topo, w, plan)
    bundle = evaluate_workload(topo, cluster, w, plan=plan, mp_routing=mp_routing).time_s
    plan_sp = evaluate_workload(topo, cluster, w, plan=plan).time_s
    native_sp = evaluate_workload(topo, cluster, w).time_s
    row = {"n": n, "d": d, "bandwidth_gbps": bw, "workload": wname, "method": method, "status": status,
           "opt_us": opt * 1e6, "bundle_us": bundle * 1e6, "plan_sp_us": plan_sp * 1e6,
           "native_sp_us": native_sp * 1e6, "mp_routing": out["mp_routing"],
           "rings": sum(1 for rs in plan.rings for x in rs if x.share > 0),
           "switch_port_gbps": [r / 1e9 for r in out["switch_port_rates_bps"]], "host_gbps": out["host_gbps"],
           "plan_et": et_stats(out["variants"]["plan"]["traces"], n), "build_s": build_s, "write_s": write_s,
           "round_trip": "ok", "dir": out["dir"]}
    if "native" in out["variants"]:
        row["native_et"] = et_stats(out["variants"]["native"]["prefix"], n)
    if simulator:
        for variant in out["variants"]:
            res = run_bundle(out["dir"], variant, binary=simulator)
            row[f"sim_{variant}_us"] = None if res["time_ns"] is None else res["time_ns"] / 1e3
            row[f"sim_{variant}_status"] = res["status"]
            log.info("  %s: %s, %s us (%.1f s)", variant, res["status"], row[f"sim_{variant}_us"], res["wall_s"])
    return row


def table(rows: list[dict]) -> str:
    head = ("| n | workload | method | rings | MP relayed | fluid opt us | bundle us | MP by simulator us | "
            "native ring us | native / bundle | plan ET nodes send/recv/comp |")
    lines = [head, "|" + "---|" * 11]
    for r in rows:
        if "plan_et" not in r:
            lines.append(f"| {r['n']} | {r['workload']} | {r['method']} | {r['status']} |" + " - |" * 7)
            continue
        c = r["plan_et"]["nodes"]
        lines.append(
            f"| {r['n']} | {r['workload']} | {r['method']} | {r['rings']} | "
            f"{'yes' if r['mp_routing'].startswith('explicit') else 'no'} | {r['opt_us']:,.0f} | "
            f"{r['bundle_us']:,.0f} | {r['plan_sp_us']:,.0f} | {r['native_sp_us']:,.0f} | "
            f"{r['native_sp_us'] / r['bundle_us']:.2f} | {c.get('send', 0)}/{c.get('recv', 0)}/{c.get('comp', 0)} |")
    if any("sim_plan_us" in r for r in rows):
        lines += ["", "| n | workload | method | bundle us | simulated plan us | simulated native us |",
                  "|---|---|---|---|---|---|"]
        for r in rows:
            if "sim_plan_us" in r:
                sim = [f"{r[k]:,.0f}" if r.get(k) is not None else r.get(k.replace("_us", "_status"), "-")
                       for k in ("sim_plan_us", "sim_native_us")]
                lines.append(f"| {r['n']} | {r['workload']} | {r['method']} | {r['bundle_us']:,.0f} | {sim[0]} | "
                             f"{sim[1]} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", default="8,12", help="comma-separated node counts (default 8,12)")
    ap.add_argument("--d", type=int, default=4)
    ap.add_argument("--bandwidth-gbps", type=float, default=100.0)
    ap.add_argument("--workloads", default=",".join(WORKLOADS_DEFAULT))
    ap.add_argument("--methods", default="joint_topology,topology_finder")
    ap.add_argument("--time-limit", type=float, default=30.0, help="seconds per exact solve")
    ap.add_argument("--out", type=Path, required=True, help="directory for the bundles (not committed)")
    ap.add_argument("--summary", type=Path, default=None, help="write the rows as JSON here")
    ap.add_argument("--simulator", default=None, metavar="BIN",
                    help="ASTRA-sim's ns-3 binary: also run every bundle and record the simulated times")
    args = ap.parse_args(argv)
    logging.basicConfig(level=logging.WARNING, format="%(message)s")
    log.setLevel(logging.INFO)
    rows = []
    t0 = time.perf_counter()
    for n in (int(x) for x in args.n.split(",")):
        for wname in args.workloads.split(","):
            for method in args.methods.split(","):
                log.info("n=%d %s %s ...", n, wname, method)
                rows.append(bundle_row(n, args.d, args.bandwidth_gbps, wname, method, args.time_limit, args.out,
                                       args.simulator))
    wall = time.perf_counter() - t0
    print(f"machine: {os.cpu_count()} cores, Python {platform.python_version()}; wall {wall:.1f} s; "
          f"bundles in {args.out}")
    print(table(rows))
    if args.summary:
        doc = {"command": "python benchmarks/simulator.py " + " ".join(argv if argv is not None else sys.argv[1:]),
               "wall_s": wall, "python": platform.python_version(), "cpus": os.cpu_count(),
               "rows": [{k: v for k, v in r.items() if k != "dir"} for r in rows]}
        args.summary.write_text(json.dumps(doc, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
