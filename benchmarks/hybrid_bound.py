"""Toward a proof of the simplex ``hybrid`` bound: what three metric
certificates settle, and restricted optima on 8 nodes.

The open simplex ``hybrid`` rows of the coverage grid all end at the conjectured value
``lambda = max(d - 1, (d - 1/2) / (1 + a))`` (``lambda`` in ring bytes per member,
``a`` = activation bytes / ring bytes), which every proven row meets. This script
records how far three proven bounds go (docs/open-problems.md, "The simplex hybrid
value"; benchmarks/RESULTS.md, "Bounds for the simplex `hybrid` value"). For a topology
with ``C`` cross-stage arcs, ``g`` nodes with a cross-stage arc out, ``gi`` with one in,
``P`` partner arcs (``E_r -> O_r`` or back) in ``m`` partner directions, and ``k``
replicas:

* gateway metric (price 2 on the same-stage arcs out of the ``g`` nodes, 1 on cross arcs):
  ``lambda (2 g + 2 k a) <= 2 g d - C``; the same with ``gi`` (arcs *into* such nodes);
* pair metric (1 on same-stage and non-partner cross arcs, 0 on partner arcs):
  ``lambda (2 k + 2 a (2 k - m)) <= 2 k d - P``;
* half metric (1 on same-stage arcs, 1/2 on cross arcs):
  ``lambda (2 k + 3 k a - a m) <= 2 k d - C / 2``.

``--region`` lists, per ``(k, d)``, the tuples ``(C, g, gi, P, m)`` that none of the
four certifies below the conjectured value (a tuple that a topology cannot have is
harmless: the list over-approximates). ``--restricted`` solves the joint MILP (the
strengthened model, no warm start, HiGHS to its default gap; both caps are invariant
under relabelling the replicas, so the (J9c) chain stays valid) with the cross arcs or
the partner arcs capped
and compares with the conjectured value; ``--switch`` also makes the same-stage arcs
continuous (each stage a switch with per-node port budgets, a relaxation).

    python benchmarks/hybrid_bound.py --region                          # a few seconds
    python benchmarks/hybrid_bound.py --restricted                      # n = 8, d = 3: 10 s
    python benchmarks/hybrid_bound.py --restricted --n 12 --caps partner:5,cross:10
    python benchmarks/hybrid_bound.py --restricted --switch --n 12 --d 4 --caps none
"""

from __future__ import annotations

import argparse
import platform
import time

import numpy as np


def conjectured(k: int, d: int, a: float) -> float:
    return max(d - 1.0, (d - 0.5) / (1.0 + a))


def activation_ratio(k: int) -> float:
    """``a`` of the registry's ``hybrid`` on ``2k`` nodes: its activation bytes over its
    ring bytes per member, read from the workload itself."""
    from topomilp.workloads import resolve_workload

    w = resolve_workload("hybrid", 2 * k)
    return float(w.mp.max()) / w.groups[0].ring_bytes


def certificates(k: int, d: int, a: float, C, g, gi, P, m) -> np.ndarray:
    """The smallest of the four proven bounds on ``lambda`` (arrays broadcast)."""
    with np.errstate(divide="ignore", invalid="ignore"):
        gate = np.where(g > 0, (2 * g * d - C) / (2 * g + 2 * k * a), 0.0)
        gate_in = np.where(gi > 0, (2 * gi * d - C) / (2 * gi + 2 * k * a), 0.0)
    pair = (2 * k * d - P) / (2 * k + 2 * a * (2 * k - m))
    half = (2 * k * d - C / 2) / (2 * k + 3 * k * a - a * m)
    return np.minimum(np.minimum(gate, gate_in), np.minimum(pair, half))


def region(k: int, d: int) -> tuple[float, list[tuple[tuple[int, ...], float]]]:
    a = activation_ratio(k)
    target = conjectured(k, d, a)
    rows = []
    for X in range(1, k * d + 1):                 # X cross arcs each way, C = 2X
        C = 2 * X
        top = min(C, 2 * k)
        g, gi, P, m = np.meshgrid(np.arange(1, top + 1), np.arange(1, top + 1),
                                  np.arange(0, min(C, 2 * k * d) + 1), np.arange(0, 2 * k + 1),
                                  indexing="ij")
        ok = m <= P
        b = certificates(k, d, a, C, g, gi, P, m)
        for idx in zip(*np.nonzero(ok & (b > target + 1e-9))):
            rows.append(((C, int(g[idx]), int(gi[idx]), int(P[idx]), int(m[idx])), float(b[idx])))
    return target, rows


def restricted(n: int, d: int, caps: list[tuple[str, int]], switch: bool, time_limit: float) -> None:
    import pulp

    from topomilp.exact.joint.model import JointTopology
    from topomilp.model import Cluster
    from topomilp.workloads import resolve_workload

    k = n // 2
    target = conjectured(k, d, activation_ratio(k))
    print(f"n = {n}, d = {d}{' (switch relaxation)' if switch else ''}: conjectured lambda = {target:.6f}")
    print("| cap | status, lambda | cross arcs | partner arcs | s |")
    print("|---|---|---|---|---|")
    for kind, cap in caps:
        model = JointTopology(Cluster(n, d, link_model="simplex"), resolve_workload("hybrid", n)).build_pulp()
        prob = model.prob
        x = {name: v for name, v in prob.variablesDict().items() if name.startswith("x_")}

        def arc(i, j, x=x):
            return x[f"x_{i}_{j}"]
        if switch:
            for i in range(n):
                for j in range(n):
                    if i != j and (i - j) % 2 == 0:
                        arc(i, j).cat = pulp.LpContinuous
        if kind == "none":
            pass
        elif kind == "cross":
            prob += pulp.lpSum(arc(i, j) for i in range(n) for j in range(n) if (i - j) % 2) <= cap, "cap"
        else:
            prob += pulp.lpSum(arc(2 * r, 2 * r + 1) + arc(2 * r + 1, 2 * r) for r in range(k)) <= cap, "cap"
        t0 = time.perf_counter()
        prob.solve(pulp.HiGHS(msg=False, timeLimit=time_limit, threads=1))
        wall = time.perf_counter() - t0
        status = pulp.LpStatus[prob.status]
        links = {(i, j): round(arc(i, j).value(), 6) for i in range(n) for j in range(n) if i != j}
        cross = sum(v for (i, j), v in links.items() if (i - j) % 2)
        partner = sum(links[(2 * r, 2 * r + 1)] + links[(2 * r + 1, 2 * r)] for r in range(k))
        lam = prob.variablesDict()["lam"].value()
        label = "none" if kind == "none" else f"{kind} <= {cap}"
        print(f"| {label} | {status} {lam:.6f} | {cross:g} | {partner:g} | {wall:.1f} |")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--region", action="store_true")
    ap.add_argument("--restricted", action="store_true")
    ap.add_argument("--switch", action="store_true")
    ap.add_argument("--n", type=int, default=8)
    ap.add_argument("--d", type=int, default=3)
    ap.add_argument("--caps", default="cross:2,cross:6,partner:1,partner:0",
                    help="comma-separated KIND:CAP, KIND in cross, partner, none")
    ap.add_argument("--time-limit", type=float, default=600.0)
    args = ap.parse_args()
    print(f"machine: {platform.processor() or platform.machine()}, Python {platform.python_version()}")
    if args.region:
        print("| k | d | conjectured | tuples left | worst (C, g, gi, P, m) | its bound |")
        print("|---|---|---|---|---|---|")
        for k in range(3, 9):
            for d in range(3, 7):
                target, rows = region(k, d)
                worst = max(rows, key=lambda r: r[1]) if rows else (None, target)
                print(f"| {k} | {d} | {target:.4f} | {len(rows)} | {worst[0]} | {worst[1]:.4f} |")
    if args.restricted:
        caps = [(c.split(":")[0], int(c.split(":")[1]) if ":" in c else 0) for c in args.caps.split(",")]
        restricted(args.n, args.d, caps, args.switch, args.time_limit)


if __name__ == "__main__":
    main()
