"""The Fat-tree of the same cost as a direct-connect design (formulations/fabrics.md §6),
and the fabric rows of the bench.

For a direct-connect design ``(n, d, B, patch panel | OCS)`` priced by a
:class:`~topomilp.fabrics.cost.PriceTable`:

* :func:`same_cost_bandwidth` — the per-server bandwidth ``B'`` of the 1:1 k-ary
  Fat-tree (one NIC port per server) whose price equals the design's: the price is
  continuous and increasing in ``B'`` (piecewise linear), so the root is unique and
  bracketed; it is found by Brent's method (``scipy.optimize.brentq``) (C3);
* :func:`same_cost_oversubscription` — the oversubscription ``r`` of the Fat-tree at
  the design's per-server bandwidth ``d B`` whose price equals the design's: the price
  is ``S + U / r`` (server layer ``S``, the two upper layers ``U`` at 1:1), so
  ``r = U / (P - S)`` in closed form (C4).

TopoOpt (NSDI 2023, arXiv 2202.00433) compares against "similar-cost Fat-trees"; these
two are the two readings of that phrase.

>>> from topomilp.fabrics.cost import default_prices, direct_connect_bill
>>> t = default_prices()
>>> P = direct_connect_bill(128, 4, 25.0, "patch_panel", t).total
>>> ec = same_cost_bandwidth(128, P, t)
>>> round(ec.fabric.server_gbps, 3), abs(ec.price - P) <= 1e-9 * P
(47.103, True)
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Callable

from topomilp.errors import TopomilpInputError
from topomilp.evaluate import Evaluation
from topomilp.fabrics.cost import PriceTable, default_prices, direct_connect_bill, fabric_bill
from topomilp.fabrics.times import comm_time
from topomilp.fabrics.topology import SwitchedFabric, fat_tree
from topomilp.model import Cluster, Workload
from topomilp.utils import check_positive_real

#: relative tolerance of an equal-cost solve (the test asks 1e-9)
PRICE_RTOL = 1e-12


@dataclass(frozen=True)
class EqualCost:
    """A same-cost Fat-tree: ``fabric`` (None when no Fat-tree of that kind can cost as
    little as the design), its ``price``, the ``target`` (the design's price) and a
    ``note`` saying what was solved or why there is no answer."""

    fabric: SwitchedFabric | None
    price: float | None
    target: float
    note: str


def same_cost_bandwidth(n: int, target: float, table: PriceTable, k: int | None = None) -> EqualCost:
    """The 1:1 Fat-tree on ``n`` servers (one NIC port each) whose price is ``target``
    (C3): solve ``price(B') = target`` for the per-server bandwidth ``B'``."""
    target = check_positive_real("target", target)

    def price(b: float) -> float:
        return fabric_bill(fat_tree(n, b, 1.0, k), table).total

    floor = price(1e-9)                     # as B' -> 0 only the rate-agnostic parts remain
    if target <= floor:
        return EqualCost(None, None, target, f"even at B' -> 0 a Fat-tree costs {floor:.6g} > {target:.6g}")
    from scipy.optimize import brentq

    hi = 1.0
    while price(hi) < target:
        hi *= 2.0
    b = brentq(lambda x: price(x) - target, 1e-9, hi, xtol=1e-14, rtol=1e-15, maxiter=500)
    f = fat_tree(n, b, 1.0, k)
    got = price(b)
    return EqualCost(f, got, target, f"1:1 Fat-tree at B' = {b:.4g} Gbit/s per server costs {got:.6g}")


def same_cost_oversubscription(n: int, server_gbps: float, target: float, table: PriceTable,
                               k: int | None = None) -> EqualCost:
    """The Fat-tree on ``n`` servers at ``server_gbps`` per server whose price is
    ``target`` (C4): ``r = U / (target - S)``. When a 1:1 tree already costs no more, the
    answer is ``r = 1`` and the note says so; when even the server layer costs more, there
    is no answer (``fabric=None``)."""
    target = check_positive_real("target", target)
    full = fat_tree(n, server_gbps, 1.0, k)
    bill = fabric_bill(full, table)
    S = sum(x.total for x in bill.lines if x.where in ("servers", "server links"))
    U = bill.total - S
    if target <= S:
        return EqualCost(None, None, target, f"the server layer alone at {server_gbps:g} Gbit/s costs "
                         f"{S:.6g} > {target:.6g}: no oversubscription reaches the price")
    if U <= 0 or U / (target - S) <= 1.0:
        return EqualCost(full, bill.total, target, f"a 1:1 Fat-tree at {server_gbps:g} Gbit/s costs "
                         f"{bill.total:.6g} <= {target:.6g}: r = 1")
    r = U / (target - S)
    f = fat_tree(n, server_gbps, r, k)
    got = fabric_bill(f, table).total
    return EqualCost(f, got, target, f"{r:.4g}:1 Fat-tree at {server_gbps:g} Gbit/s per server costs {got:.6g}")


# =========================================================================== bench rows
@dataclass(frozen=True, eq=False)
class FabricResult:
    """What a fabric method of the bench returns (the shape of a heuristic result:
    ``topology=None``, :meth:`evaluate`, ``build_s``, ``info`` with a ``note``)."""

    name: str
    fabric: SwitchedFabric
    build_s: float = 0.0
    info: dict[str, Any] = field(default_factory=dict)
    topology: None = None

    def evaluate(self, cluster: Cluster, workload: Workload) -> Evaluation:
        """The fluid time on the fabric (closed form (F1) with tree-order rings, optimal
        by (F4)), as an :class:`~topomilp.evaluate.Evaluation`."""
        return comm_time(workload, self.fabric, cluster).evaluation


def equal_cost_fabrics(cluster: Cluster, table: PriceTable | None = None,
                       switching: str = "patch_panel") -> dict[str, EqualCost]:
    """The three Fat-trees of the bench's fabric rows for a direct-connect ``cluster``
    (``n``, ``d``, ``B``) cross-connected by ``switching``: ``fat_tree_full`` (1:1 at
    ``d B``, priced, not matched), ``fat_tree_same_cost_bw`` (C3) and
    ``fat_tree_same_cost_oversub`` (C4). What co-design scores its strategies on.

    >>> fabrics = equal_cost_fabrics(Cluster(128, 4, 25.0))
    >>> [round(e.fabric.server_gbps, 1) for e in fabrics.values()]
    [100.0, 47.1, 100.0]
    """
    table = table if table is not None else default_prices()
    design = direct_connect_bill(cluster.n, cluster.d, cluster.bandwidth_gbps, switching, table).total
    full = fat_tree(cluster.n, cluster.d * cluster.bandwidth_gbps)
    price = fabric_bill(full, table).total
    return {
        "fat_tree_full": EqualCost(full, price, design, f"1:1 k={full.k} Fat-tree at d*B = {full.server_gbps:g} "
                                   f"Gbit/s per server; costs {price / design:.3g}x the design"),
        "fat_tree_same_cost_bw": same_cost_bandwidth(cluster.n, design, table),
        "fat_tree_same_cost_oversub": same_cost_oversubscription(cluster.n, cluster.d * cluster.bandwidth_gbps,
                                                                 design, table),
    }


def _method(name: str) -> Callable[..., FabricResult]:
    def method(cluster: Cluster, workload: Workload, seed: int = 0) -> FabricResult:
        t0 = time.perf_counter()
        ec = equal_cost_fabrics(cluster)[name]
        if ec.fabric is None:
            raise TopomilpInputError(name, ec.note)
        note = ec.note + ("" if name == "fat_tree_full" else " = the design's price")
        return FabricResult(name, ec.fabric, time.perf_counter() - t0,
                            {"price": ec.price, "design_price": ec.target,
                             "note": note + " (patch panel, default prices)"})
    method.__name__ = name
    return method


#: the fabric rows of the bench: ``f(cluster, workload, seed) -> FabricResult``
METHODS: dict[str, Callable[..., FabricResult]] = {
    name: _method(name) for name in ("fat_tree_full", "fat_tree_same_cost_bw", "fat_tree_same_cost_oversub")}
#: the bench's kind of these rows (a switched fabric: not a direct-connect topology)
FABRIC_KIND = "fabric"


__all__ = ["FABRIC_KIND", "METHODS", "PRICE_RTOL", "EqualCost", "FabricResult", "equal_cost_fabrics",
           "same_cost_bandwidth", "same_cost_oversubscription"]
