"""The independent verifier behind the exact problems' ``verify()``.

It never looks at a solver model: it takes a decoded solution (a topology, arc flows,
ring shares) and re-checks it from first principles, then recomputes the objective
with the one metric of docs/design.md §2 (:func:`topomilp.evaluate.evaluate`):

* :func:`check_topology` — degree (and link model) against the cluster, fixed links kept;
* :func:`check_conservation` — flow conservation of one source's aggregated arc flows
  (works on any node labels, e.g. hop-layered ``(node, hop)`` pairs);
* :func:`check_capacity` — arc loads within ``links * capacity``;
* :func:`check_ring_shares` — AllReduce ring shares summing to the throughput;
* :func:`decompose` — flow decomposition of one source's arc flows into explicit paths
  (cycles, which only add load, are dropped);
* :func:`paths_to_routing` — paths with byte amounts -> :class:`topomilp.routing.PathRouting`;
* :func:`evaluate_routing` — time in seconds of demands carried by routings.

Any mismatch raises :class:`topomilp.errors.VerificationError`.

>>> from topomilp.model import Cluster, Topology
>>> paths = decompose(0, {(0, 1): 2.0, (1, 2): 1.0}, {1: 1.0, 2: 1.0})
>>> sorted(paths.items())
[(1, [((0, 1), 1.0)]), (2, [((0, 1, 2), 1.0)])]

Paper: TopoOpt (NSDI 2023, arXiv 2202.00433) — the metric is its fluid model.
"""

from __future__ import annotations

import logging
import math
from collections import defaultdict
from typing import Any, Hashable, Mapping, Sequence

import numpy as np

from topomilp.errors import TopomilpInputError, VerificationError
from topomilp.evaluate import Evaluation, evaluate
from topomilp.model import Cluster, Topology
from topomilp.routing import PathRouting, Routing

log = logging.getLogger(__name__)

#: Absolute tolerance on normalised flows (demands are scaled to at most 1 in the models).
FLOW_TOL = 1e-6


def check_topology(topology: Topology, cluster: Cluster, fixed: np.ndarray | None = None) -> None:
    """Raise :class:`VerificationError` unless ``topology`` has ``cluster.n`` nodes, the
    cluster's link model, exactly ``d`` ports per node and every link of ``fixed``."""
    if not isinstance(topology, Topology):
        raise VerificationError(f"solution topology is not a Topology: {topology!r}")
    problems = topology.degree_violations(cluster)
    if problems:
        raise VerificationError("topology breaks the degree: " + "; ".join(problems))
    if fixed is not None:
        missing = np.argwhere(topology.links < np.asarray(fixed))
        if missing.size:
            i, j = (int(x) for x in missing[0])
            raise VerificationError(f"fixed link {i}-{j} not kept ({int(topology.links[i, j])} < "
                                    f"{int(np.asarray(fixed)[i, j])})")


def check_conservation(source: Hashable, flows: Mapping[tuple[Hashable, Hashable], float],
                       sinks: Mapping[Hashable, float], tol: float = FLOW_TOL) -> None:
    """Net outflow of ``source`` = sum of ``sinks``; net inflow of every other node =
    its sink amount. Negative flows are errors."""
    net: dict[Hashable, float] = defaultdict(float)
    for (u, v), f in flows.items():
        if not math.isfinite(f) or f < -tol:
            raise VerificationError(f"flow of source {source} on arc {u}->{v} is {f}")
        net[u] += f
        net[v] -= f
    total = sum(sinks.values())
    scale = max(1.0, total)
    if abs(net[source] - (total - sinks.get(source, 0.0))) > tol * scale:
        raise VerificationError(f"source {source} sends {net[source]:.9g}, its demands total {total:.9g}")
    for v, val in net.items():
        if v == source:
            continue
        if abs(val + sinks.get(v, 0.0)) > tol * scale:
            raise VerificationError(f"flow of source {source} is not conserved at node {v}: "
                                    f"net out {val:.9g}, demand {sinks.get(v, 0.0):.9g}")
    for v, amount in sinks.items():
        if v != source and v not in net and amount > tol * scale:
            raise VerificationError(f"demand {source}->{v} of {amount:.9g} receives no flow")


def check_capacity(loads: np.ndarray, capacity: np.ndarray, tol: float = FLOW_TOL) -> None:
    """Every arc load at most its capacity (both in the same units)."""
    over = np.argwhere(np.asarray(loads) > np.asarray(capacity) + tol * max(1.0, float(np.max(capacity, initial=0.0))))
    if over.size:
        i, j = (int(x) for x in over[0])
        raise VerificationError(f"arc {i}->{j} carries {loads[i, j]:.9g} > capacity {capacity[i, j]:.9g}")


def check_ring_shares(shares: Sequence[Sequence[float]], total: float, tol: float = FLOW_TOL) -> None:
    """Each group's ring shares are >= 0 and sum to ``total`` (the throughput, or 1)."""
    for gi, ys in enumerate(shares):
        if any((not math.isfinite(y)) or y < -tol for y in ys):
            raise VerificationError(f"group {gi} has a negative ring share: {list(ys)}")
        if abs(sum(ys) - total) > tol * max(1.0, abs(total)):
            raise VerificationError(f"ring shares of group {gi} sum to {sum(ys):.9g}, not {total:.9g}")


def decompose(source: Hashable, flows: Mapping[tuple[Hashable, Hashable], float],
              sinks: Mapping[Hashable, float], tol: float = FLOW_TOL) -> dict[Hashable, list[tuple[tuple, float]]]:
    """Decompose one source's arc flows into paths: ``{sink: [(path, amount), ...]}``.

    Repeatedly takes a path of positive-flow arcs from ``source`` to a node with unmet
    demand (breadth first, smallest label first, so the result is deterministic) and
    subtracts its bottleneck. Flow left over afterwards is circulation (dropped: it only
    adds load). Raises :class:`VerificationError` if a demand cannot be met.
    """
    residual: dict[Hashable, dict[Hashable, float]] = defaultdict(dict)
    for (u, v), f in flows.items():
        if f > tol * 1e-3:
            residual[u][v] = residual[u].get(v, 0.0) + f
    need = {v: a for v, a in sinks.items() if v != source and a > 0}
    out: dict[Hashable, list[tuple[tuple, float]]] = defaultdict(list)
    scale = max(1.0, sum(need.values()))
    for _ in range(100000):
        open_sinks = {v for v, a in need.items() if a > tol * 1e-3}
        if not open_sinks:
            break
        # breadth-first search over positive residual arcs
        parent: dict[Hashable, Hashable] = {source: source}
        frontier = [source]
        hit = None
        while frontier and hit is None:
            nxt = []
            for u in frontier:
                for v in sorted(residual[u], key=repr):
                    if residual[u][v] <= tol * 1e-3 or v in parent:
                        continue
                    parent[v] = u
                    if v in open_sinks:
                        hit = v
                        break
                    nxt.append(v)
                if hit is not None:
                    break
            frontier = nxt
        if hit is None:
            left = sum(need[v] for v in open_sinks)
            if left > tol * scale:
                raise VerificationError(f"flow of source {source} cannot deliver {left:.9g} more to "
                                        f"{sorted(open_sinks, key=repr)[:5]}")
            break
        path = [hit]
        while path[-1] != source:
            path.append(parent[path[-1]])
        path.reverse()
        amount = min([need[hit]] + [residual[a][b] for a, b in zip(path[:-1], path[1:])])
        for a, b in zip(path[:-1], path[1:]):
            residual[a][b] -= amount
        need[hit] -= amount
        out[hit].append((tuple(path), amount))
    return dict(out)


def paths_to_routing(n: int, paths: Mapping[tuple[int, int], Sequence[tuple[Sequence[int], float]]],
                     demand: np.ndarray, tol: float = FLOW_TOL) -> PathRouting:
    """``{(s, t): [(path, amount)]}`` (amounts in any unit proportional to ``demand``'s)
    -> :class:`PathRouting` with fractions; every positive demand must have paths."""
    routes: dict[tuple[int, int], list[tuple[tuple[int, ...], float]]] = {}
    for (s, t), plist in paths.items():
        total = sum(a for _, a in plist)
        if total <= 0:
            continue
        merged: dict[tuple[int, ...], float] = defaultdict(float)
        for p, a in plist:
            merged[tuple(int(x) for x in p)] += a
        routes[(int(s), int(t))] = [(p, a / total) for p, a in sorted(merged.items())]
    for s, t in np.argwhere(np.asarray(demand) > 0):
        if (int(s), int(t)) not in routes:
            raise VerificationError(f"demand {int(s)}->{int(t)} has no path in the solution")
    try:
        return PathRouting(n, routes)
    except TopomilpInputError as exc:
        raise VerificationError(f"decoded paths are not a valid routing: {exc}") from None


def evaluate_routing(topology: Topology, cluster: Cluster,
                     traffic: Sequence[tuple[np.ndarray, Routing]]) -> Evaluation:
    """:func:`topomilp.evaluate.evaluate`, with a routing that uses a missing link
    reported as a :class:`VerificationError`."""
    try:
        return evaluate(topology, cluster, traffic)
    except TopomilpInputError as exc:
        raise VerificationError(f"evaluator rejects the solution: {exc}") from None


def check_value(name: str, claimed: float, recomputed: float, rtol: float = 1e-5) -> None:
    """Claimed and recomputed values agree to ``rtol`` (relative); ``inf`` only equals ``inf``."""
    if claimed is not None and math.isinf(recomputed) and claimed == recomputed:
        return
    if claimed is None or not math.isfinite(float(claimed)) or abs(float(claimed) - recomputed) > rtol * max(
            abs(recomputed), 1e-300) + 1e-15:
        raise VerificationError(f"{name}: solution claims {claimed!r}, verifier recomputes {recomputed!r}")


def check_routing_demands(routing: Any, demand: np.ndarray, name: str) -> None:
    """``routing`` is a Routing covering every positive entry of ``demand``."""
    if not isinstance(routing, Routing):
        raise VerificationError(f"{name} is not a Routing: {routing!r}")
    if isinstance(routing, PathRouting):
        for s, t in np.argwhere(np.asarray(demand) > 0):
            if (int(s), int(t)) not in routing.routes:
                raise VerificationError(f"{name} has no path for demand {int(s)}->{int(t)}")


def path_flows(paths: Mapping[Hashable, Sequence[tuple[Sequence[Hashable], float]]]) -> dict[tuple, float]:
    """Arc flows of a set of paths with amounts (the inverse of :func:`decompose`)."""
    out: dict[tuple, float] = defaultdict(float)
    for plist in paths.values():
        for p, a in plist:
            for u, v in zip(p[:-1], p[1:]):
                out[(u, v)] += a
    return dict(out)
