"""Direct-connect designs against Fat-trees of the same cost: TopoOpt's "up to 3.4x faster
than similar-cost Fat-trees" (NSDI 2023, arXiv 2202.00433) at its scales.

For every n, d, B of the grid and every bench workload this measures, with topomilp's one
metric (docs/design.md §2):

* the direct-connect side: TopologyFinder (paper mode) and TotientPerms with their own
  routing, and the exact ``joint_topology`` optimum where it is proven within
  ``--time-limit`` at n <= 16 (else the best bound: the solve's, or at n >= 128 the bound
  proven without a model, (J5)/(J6'')); the optimum is solved once per (n, d, workload) at
  the first bandwidth and scaled by B (the time of a fixed topology is inverse in B);
* the switched side (docs/fabrics.md): the 1:1 Fat-tree of the same price as the design
  (per-server bandwidth B'), the Fat-tree at d*B oversubscribed to the same price (r), and
  the 1:1 Fat-tree at d*B, for a patch-panel and an OCS design (default price table);
* performance: pricing and closed forms at the largest n, and the LP check
  (``topomilp.fabrics.lp_time``) of the same-cost k = 8 Fat-trees at n = 128.

    nice -n 10 python benchmarks/fabrics.py --out OUT.json --plot OUT.png --markdown OUT-table.txt

(benchmarks/RESULTS.md, "Switched fabrics at equal cost", names the recorded files.)

Speed-up = Fat-tree time / direct-connect time (> 1: the direct design is faster).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import time

from topomilp.bench import BenchConfig
from topomilp.bench.measure import exact_result
from topomilp.fabrics import (
    comm_time,
    default_prices,
    direct_connect_bill,
    fabric_bill,
    fat_tree,
    lp_time,
    same_cost_bandwidth,
    same_cost_oversubscription,
)
from topomilp.heuristics import METHODS
from topomilp.model import Cluster
from topomilp.oracle import joint_problem, result_time_bounds
from topomilp.workloads import WORKLOADS

WORKLOADS_DEFAULT = ("allreduce", "dlrm_like", "hybrid", "all_to_all", "skewed")
TOPOOPT_HEADLINE = 3.4


def direct_times(n: int, d: int, b: float, w, opt_cache: dict, time_limit: float, wname: str) -> dict:
    """TopologyFinder, TotientPerms and the optimum (or bound) on (n, d, b)."""
    c = Cluster(n, d, b)
    out = {}
    for m in ("topology_finder", "totient_perms"):
        t0 = time.perf_counter()
        out[m] = METHODS[m](c, w, 0).evaluate(c, w).time_s
        out[m + "_s"] = time.perf_counter() - t0
    key = (n, d, wname)
    if key not in opt_cache:
        c0 = Cluster(n, d, b)
        t0 = time.perf_counter()
        res = exact_result(c0, w, BenchConfig(n=n, d=d, bandwidth_gbps=b, time_limit=time_limit)) if n <= 16 else None
        if res is not None:
            inc, lb = result_time_bounds(res)
            status = res.status
        else:
            ub = joint_problem(c0, w).cheap_bound()
            inc, lb, status = None, (1.0 / ub if ub else None), "bound (J5)/(J6'')"
        opt_cache[key] = {"b": b, "time": inc if status == "optimal" else None, "bound": lb, "status": status,
                          "solve_s": time.perf_counter() - t0}
    o = opt_cache[key]
    scale = o["b"] / b
    out["optimum"] = None if o["time"] is None else o["time"] * scale
    out["bound"] = None if o["bound"] is None else o["bound"] * scale
    out["opt_status"], out["opt_solve_s"] = o["status"], o["solve_s"]
    return out


def fabric_side(n: int, d: int, b: float, w, table) -> dict:
    out = {}
    for sw in ("patch_panel", "ocs"):
        P = direct_connect_bill(n, d, b, sw, table).total
        ebw = same_cost_bandwidth(n, P, table)
        er = same_cost_oversubscription(n, d * b, P, table)
        out[sw] = {"price": P,
                   "b_prime": None if ebw.fabric is None else ebw.fabric.server_gbps,
                   "t_bw": None if ebw.fabric is None else comm_time(w, ebw.fabric).time_s,
                   "r": None if er.fabric is None else er.fabric.oversubscription,
                   "t_r": None if er.fabric is None else comm_time(w, er.fabric).time_s,
                   "r_note": er.note}
    full = fat_tree(n, d * b)
    out["full"] = {"price": fabric_bill(full, table).total, "t": comm_time(w, full).time_s, "k": full.k}
    return out


def speed(fab: float | None, direct: float | None) -> float | None:
    return None if fab is None or not direct else fab / direct


def run(args) -> dict:
    table = default_prices()
    rows, opt_cache = [], {}
    for n in args.ns:
        for d in args.ds:
            for b in args.bws:
                for wname in WORKLOADS_DEFAULT:
                    w = WORKLOADS[wname](n, 0)
                    t0 = time.perf_counter()
                    row = {"n": n, "d": d, "B": b, "workload": wname, **direct_times(n, d, b, w, opt_cache,
                                                                                      args.time_limit, wname)}
                    row.update(fabric_side(n, d, b, w, table))
                    row["wall_s"] = time.perf_counter() - t0
                    rows.append(row)
                    print(f"n={n} d={d} B={b:g} {wname}: TF {row['topology_finder'] * 1e3:.3f} ms, FT(B'="
                          f"{row['patch_panel']['b_prime']:.3g}) {row['patch_panel']['t_bw'] * 1e3:.3f} ms, "
                          f"opt {row['opt_status']} ({row['wall_s']:.1f} s)", file=sys.stderr, flush=True)
    return {"rows": rows, "perf": performance(args, table), "lp_check": lp_check(args, table)}


def performance(args, table) -> dict:
    """Pricing, both equal-cost solves and the closed forms of the five workloads at the
    largest n (one d, B): wall seconds."""
    n, d, b = max(args.ns), max(args.ds), max(args.bws)
    ws = [WORKLOADS[x](n, 0) for x in WORKLOADS_DEFAULT]
    t0 = time.perf_counter()
    P = direct_connect_bill(n, d, b, "patch_panel", table).total
    ebw, er = same_cost_bandwidth(n, P, table), same_cost_oversubscription(n, d * b, P, table)
    t1 = time.perf_counter()
    for w in ws:
        for f in (ebw.fabric, er.fabric, fat_tree(n, d * b)):
            if f is not None:
                comm_time(w, f)
    t2 = time.perf_counter()
    return {"n": n, "d": d, "B": b, "pricing_and_solves_s": t1 - t0, "closed_forms_s": t2 - t1,
            "closed_form_evaluations": 3 * len(ws)}


def lp_check(args, table) -> list[dict]:
    """The LP on the switch graph of the same-cost k = 8 Fat-trees (n = 128) against the
    closed form, per workload."""
    if 128 not in args.ns or args.no_lp:
        return []
    n, d, b = 128, 4, 25.0
    P = direct_connect_bill(n, d, b, "patch_panel", table).total
    fabrics = {"same_cost_bw": same_cost_bandwidth(n, P, table).fabric,
               "same_cost_oversub": same_cost_oversubscription(n, d * b, P, table).fabric}
    out = []
    for wname in WORKLOADS_DEFAULT:
        w = WORKLOADS[wname](n, 0)
        for name, f in fabrics.items():
            cf = comm_time(w, f).time_s
            lp = lp_time(w, f, time_limit=args.time_limit)
            out.append({"workload": wname, "fabric": name, "closed_form_s": cf, "lp_s": lp.time_s,
                        "rel_diff": abs(lp.time_s - cf) / cf, "converged": lp.converged, "wall_s": lp.wall_s,
                        "nodes": lp.nodes, "arcs": lp.arcs})
            print(f"LP k=8 {wname} {name}: {lp.wall_s:.1f} s, rel diff {out[-1]['rel_diff']:.1e}",
                  file=sys.stderr, flush=True)
    return out


def fmt(x, unit=1e3, nd=3) -> str:
    return "-" if x is None else f"{x * unit:.{nd}f}"


def ratio(x: float | None) -> str:
    return "-" if x is None else f"{x:.2f}"


def markdown(doc: dict) -> str:
    """One row per (n, d, B, workload): times in ms, speed-up ``x`` = Fat-tree time / direct
    time (TF: TopologyFinder, TP: TotientPerms, opt: the optimum or its bound)."""
    head = ["n", "d", "B", "workload", "TF ms", "opt ms", "B' Gbit/s", "FT(B') ms", "TF x", "TP x", "opt x",
            "r", "FT(r) ms", "TF x (r)", "OCS: B'", "OCS: TF x"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for r in doc["rows"]:
        pp, oc, tf = r["patch_panel"], r["ocs"], r["topology_finder"]
        proven = r["optimum"] is not None
        opt = r["optimum"] if proven else r["bound"]
        opt_x = speed(pp["t_bw"], opt)
        cells = [str(r["n"]), str(r["d"]), f"{r['B']:g}", r["workload"], fmt(tf),
                 ("" if proven else ">=") + fmt(opt),
                 "-" if pp["b_prime"] is None else f"{pp['b_prime']:.1f}", fmt(pp["t_bw"]),
                 ratio(speed(pp["t_bw"], tf)), ratio(speed(pp["t_bw"], r["totient_perms"])),
                 ("" if proven or opt_x is None else "<=") + ratio(opt_x),
                 "-" if pp["r"] is None else f"{pp['r']:.2f}", fmt(pp["t_r"]), ratio(speed(pp["t_r"], tf)),
                 "-" if oc["b_prime"] is None else f"{oc['b_prime']:.1f}", ratio(speed(oc["t_bw"], tf))]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def plot(doc: dict, path: str, n: int = 128, d: int = 4, b: float = 25.0) -> None:
    """Speed-up of TopologyFinder over a Fat-tree against the Fat-tree's price relative to
    the patch-panel design: left, a 1:1 tree at a per-server bandwidth B'; right, a tree at
    d*B oversubscribed r:1. The dotted lines mark equal cost (patch panel, OCS design)."""
    import matplotlib
    import matplotlib.ticker

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import numpy as np

    table = default_prices()
    P = direct_connect_bill(n, d, b, "patch_panel", table).total
    P_ocs = direct_connect_bill(n, d, b, "ocs", table).total
    fig, axes = plt.subplots(1, 2, figsize=(11, 4.2), sharey=True)
    rows = {r["workload"]: r for r in doc["rows"] if (r["n"], r["d"], r["B"]) == (n, d, b)}
    for wname, r in rows.items():
        w = WORKLOADS[wname](n, 0)
        bws = np.geomspace(5, 4 * d * b, 60)
        t1 = comm_time(w, fat_tree(n, 1.0)).time_s        # 1:1: time is inverse in B' (F5)
        axes[0].plot([fabric_bill(fat_tree(n, x), table).total / P for x in bws],
                     [t1 / x / r["topology_finder"] for x in bws], label=wname)
        rs = np.geomspace(1, 40, 60)
        axes[1].plot([fabric_bill(fat_tree(n, d * b, x), table).total / P for x in rs],
                     [comm_time(w, fat_tree(n, d * b, x)).time_s / r["topology_finder"] for x in rs], label=wname)
    for ax, title in zip(axes, (f"1:1 Fat-tree at B' per server (k = {fat_tree(n, 1.0).k})",
                                f"Fat-tree at d*B = {d * b:g} Gbit/s, r:1 oversubscribed")):
        ax.axvline(1.0, color="k", ls=":", lw=1)
        ax.axvline(P_ocs / P, color="grey", ls=":", lw=1)
        ax.axhline(TOPOOPT_HEADLINE, color="r", ls="--", lw=0.8)
        ax.axhline(1.0, color="k", lw=0.5)
        ax.set_xscale("log")
        ax.set_yscale("log")
        for axis in (ax.xaxis, ax.yaxis):
            axis.set_major_formatter(matplotlib.ticker.ScalarFormatter())
            axis.set_minor_formatter(matplotlib.ticker.NullFormatter())
        ax.set_xlabel("Fat-tree price / direct-connect price (patch panel)")
        ax.set_title(title, fontsize=10)
    axes[0].set_ylabel("Fat-tree time / TopologyFinder time")
    axes[0].legend(fontsize=8)
    fig.suptitle(f"n = {n}, d = {d}, B = {b:g} Gbit/s; dotted: equal cost (patch panel, OCS); "
                 f"dashed: TopoOpt's 3.4x", fontsize=10)
    fig.tight_layout()
    fig.savefig(path, dpi=120)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--ns", default="12,16,128,432")
    p.add_argument("--ds", default="4,8")
    p.add_argument("--bws", default="25,100")
    p.add_argument("--time-limit", type=float, default=60.0)
    p.add_argument("--no-lp", action="store_true")
    p.add_argument("--out", default=None)
    p.add_argument("--plot", default=None)
    p.add_argument("--markdown", default=None)
    p.add_argument("--from-json", default=None, help="redraw the plot and table of an earlier --out")
    args = p.parse_args()
    args.ns = [int(x) for x in args.ns.split(",")]
    args.ds = [int(x) for x in args.ds.split(",")]
    args.bws = [float(x) for x in args.bws.split(",")]
    if args.from_json:
        with open(args.from_json) as fh:
            doc = json.load(fh)
        if args.plot:
            plot(doc, args.plot)
        print(markdown(doc))
        return 0
    t0 = time.perf_counter()
    doc = run(args)
    doc["wall_s"] = time.perf_counter() - t0
    doc["machine"] = {"cpus": os.cpu_count(), "python": platform.python_version(), "platform": platform.platform()}
    doc["command"] = " ".join(["python", "benchmarks/fabrics.py", *sys.argv[1:]])
    if args.out:
        tmp = args.out + ".tmp"
        with open(tmp, "w") as fh:
            json.dump(doc, fh, indent=1)
        os.replace(tmp, args.out)
    md = markdown(doc)
    if args.markdown:
        with open(args.markdown, "w") as fh:
            fh.write(md)
    if args.plot:
        plot(doc, args.plot)
    print(md)
    print(json.dumps({"perf": doc["perf"], "lp_check": doc["lp_check"], "wall_s": doc["wall_s"]}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
