"""Near-optimal splittable routing on any topology where the routing LP is too large:
multiplicative weights over shortest-path trees (formulations/scale_bounds.md, "Routing
by multiplicative weights").

The demand is routed in ``rounds`` equal slices. Each slice goes, for every source, along
its shortest-path tree under arc lengths ``exp(beta * load / capacity / max)``, the loads
being those of the slices routed so far (the lengths of the multiplicative-weights method:
Garg and Koenemann, FOCS 1998; Fleischer, SIAM J. Discrete Math. 2000 — here in its greedy
form, without their stopping rule). The result is a :class:`TreeRouting`: every transfer
split equally over the trees of its source, so the evaluator (docs/design.md §2) scores
it like any routing; the time is an upper bound on the topology's optimal time, and the
routing LP's optimum is below it. (Mixing the trees in by a Frank-Wolfe line search was
tried: it stalled at 1.21x the LP optimum where the greedy form reached 1.125x, random
8-regular graph, n = 64, ``skewed``, 32 rounds.)

>>> import numpy as np
>>> from topomilp.model import Cluster, Topology
>>> t = Topology.from_edges(4, [(0, 1), (1, 2), (2, 3), (3, 0)])
>>> demand = np.zeros((4, 4)); demand[0, 2] = 2.0
>>> rt = mwu_routing(t, demand, rounds=4)
>>> sorted(round(f, 2) for _, f in rt.paths(0, 2))      # both ways round the ring
[0.5, 0.5]
"""

from __future__ import annotations

import numpy as np

from topomilp.errors import TopomilpInputError
from topomilp.model import Topology
from topomilp.routing import Routing

#: rounds (slices of the demand) by default
DEFAULT_ROUNDS = 32
#: steepness of the arc lengths (load over capacity relative to the busiest arc)
BETA = 20.0


class TreeRouting(Routing):
    """Every transfer from ``s`` split over shortest-path trees, ``weights[k]`` of it (equal
    by default) on tree ``k``: ``preds[k][s, v]`` is ``v``'s parent in source ``s``'s tree
    of round ``k`` (-1 for ``s`` itself or an unreachable node)."""

    def __init__(self, n: int, preds: list[np.ndarray], weights: list[float] | None = None,
                 depths: list[np.ndarray] | None = None):
        self.n = int(n)
        if not preds:
            raise TopomilpInputError("preds", "needs at least one round")
        self.preds = [np.asarray(p, dtype=np.int64) for p in preds]
        wts = [1.0 / len(preds)] * len(preds) if weights is None else [float(x) for x in weights]
        if len(wts) != len(preds) or min(wts) < 0 or abs(sum(wts) - 1.0) > 1e-9:
            raise TopomilpInputError("weights", "one non-negative weight per tree, summing to 1", weights)
        self.weights = wts
        if depths is not None and len(depths) != len(self.preds):
            raise TopomilpInputError("depths", "one depth matrix per tree", len(depths))
        # depths of the trees when the caller has them (mwu_routing), else from the parents
        self.depths = [np.asarray(x) for x in depths] if depths is not None else [self._depth(p) for p in self.preds]

    def _depth(self, pred: np.ndarray) -> np.ndarray:
        n = self.n
        depth = np.full((n, n), -1, dtype=np.int64)
        depth[np.arange(n), np.arange(n)] = 0
        rows = np.arange(n)[:, None].repeat(n, axis=1)
        for _ in range(n):
            todo = (depth < 0) & (pred >= 0)
            if not todo.any():
                break
            par = depth[rows[todo], pred[todo]]
            ok = par >= 0
            idx = np.nonzero(todo)
            depth[idx[0][ok], idx[1][ok]] = par[ok] + 1
        return depth

    def _check(self, demand: np.ndarray) -> np.ndarray:
        d = np.asarray(demand, dtype=float)
        if d.shape != (self.n, self.n):
            raise TopomilpInputError("demand", f"must be {self.n} x {self.n}", d.shape)
        pos = d > 0
        np.fill_diagonal(pos, False)
        for depth in self.depths:
            if (depth[pos] < 0).any():
                s, t = np.argwhere(pos & (depth < 0))[0]
                raise TopomilpInputError("routing", f"has no path for demand {s}->{t}")
        return d

    def arc_loads(self, demand: np.ndarray) -> np.ndarray:
        d = self._check(demand)
        n = self.n
        load = np.zeros((n, n))
        rows = np.arange(n)[:, None].repeat(n, axis=1)
        for pred, depth, wt in zip(self.preds, self.depths, self.weights):
            if wt <= 0:
                continue
            flow = d * wt
            np.fill_diagonal(flow, 0.0)
            for level in range(int(depth.max()), 0, -1):
                sel = (depth == level) & (flow > 0)
                if not sel.any():
                    continue
                s, v = rows[sel], np.nonzero(sel)[1]
                p = pred[sel]
                np.add.at(load, (p, v), flow[sel])
                np.add.at(flow, (s, p), flow[sel])
        return load

    def hop_stats(self, demand: np.ndarray) -> tuple[float, int]:
        d = self._check(demand).copy()
        np.fill_diagonal(d, 0.0)
        total = sum(float((d * np.maximum(depth, 0)).sum()) * wt for depth, wt in zip(self.depths, self.weights))
        worst = max(int(depth[d > 0].max(initial=0)) for depth, wt in zip(self.depths, self.weights) if wt > 0)
        return total, worst

    def paths(self, s: int, t: int) -> list[tuple[tuple[int, ...], float]]:
        out: dict[tuple[int, ...], float] = {}
        for pred, wt in zip(self.preds, self.weights):
            if wt <= 0:
                continue
            path = [t]
            while path[-1] != s:
                p = int(pred[s, path[-1]])
                if p < 0:
                    raise TopomilpInputError("routing", f"has no path for demand {s}->{t}")
                path.append(p)
            key = tuple(reversed(path))
            out[key] = out.get(key, 0.0) + wt
        return list(out.items())


def mwu_routing(topology: Topology, demand: np.ndarray, rounds: int = DEFAULT_ROUNDS,
                until: float | None = None, beta: float = BETA, reweight: bool = True,
                priced: int = 0) -> TreeRouting:
    """Route ``demand`` on ``topology`` in ``rounds`` equal slices, each along the
    shortest-path trees under lengths ``exp(beta * u / max u) / capacity`` (``u``: an
    arc's load over its capacity after the slices so far; the first slice: fewest hops).
    Stops early when ``time.perf_counter()`` passes ``until`` (the trees of the slices
    done then share the demand). With ``reweight`` the trees' shares are then chosen by
    the small LP (M1)-(M3) of formulations/scale_bounds.md (never worse than equal shares,
    which are one of its solutions). With ``priced`` (and ``reweight``), up to ``priced``
    more trees are added one at a time by column generation (M4): the shortest-path trees
    under the arc prices of (M2)'s duals, the LP re-solved after each (never worse: the old
    trees stay columns); it stops early at ``until`` or when no tree prices out.
    Deterministic (Dijkstra's ties by node order)."""
    import time

    from scipy.sparse import csr_matrix
    from scipy.sparse.csgraph import dijkstra

    n = topology.n
    cap = topology.links.astype(float)
    arcs = cap > 0
    inv_cap = np.where(arcs, 1.0 / np.where(arcs, cap, 1.0), 0.0)
    d = np.asarray(demand, dtype=float)
    preds: list[np.ndarray] = []
    depths: list[np.ndarray] = []
    utils: list[np.ndarray] = []                 # per tree: arc loads over capacity, whole demand
    load = np.zeros((n, n))
    for k in range(int(rounds)):
        if k and until is not None and time.perf_counter() > until:
            break
        util = load * inv_cap
        top = float(util.max())
        length = np.where(arcs, np.exp(beta * util / top) if top > 0 else 1.0, 0.0) * inv_cap
        _, pred = dijkstra(csr_matrix(length), directed=True, return_predecessors=True)
        pred = np.where(pred < 0, -1, pred)
        tree = TreeRouting(n, [pred])
        tree_load = tree.arc_loads(d)
        load += tree_load / rounds
        preds.append(pred)
        depths.append(tree.depths[0])
        utils.append((tree_load * inv_cap)[arcs])
    weights = None
    if reweight and len(preds) > 1:
        weights = (_price_trees(d, arcs, inv_cap, preds, depths, utils, int(priced), until) if priced > 0
                   else tree_shares(np.array(utils)))
    return TreeRouting(n, preds, weights, depths)


def _price_trees(d: np.ndarray, arcs: np.ndarray, inv_cap: np.ndarray, preds: list[np.ndarray],
                 depths: list[np.ndarray], utils: list[np.ndarray], priced: int,
                 until: float | None) -> list[float]:
    """Column generation (M4) on (M1)-(M3): appends trees to ``preds``/``depths``/``utils``
    in place and returns the shares of the last LP."""
    import time

    from scipy.sparse import csr_matrix
    from scipy.sparse.csgraph import dijkstra

    n = d.shape[0]
    lam, price = _shares_and_prices(np.array(utils))
    for _ in range(priced):
        if price is None or (until is not None and time.perf_counter() > until):
            break
        dual = np.zeros((n, n))
        dual[arcs] = price
        # the tree set minimising sum_e price_e U_e: per source, shortest paths under
        # price_e / capacity_e (a tiny length keeps zero-price arcs in the graph, fewest hops)
        length = np.where(arcs, dual * inv_cap + 1e-9 * max(float(price.max()), 1e-300) + 1e-300, 0.0)
        _, pred = dijkstra(csr_matrix(length), directed=True, return_predecessors=True)
        pred = np.where(pred < 0, -1, pred)
        tree = TreeRouting(n, [pred])
        util = (tree.arc_loads(d) * inv_cap)[arcs]
        if float(price @ util) >= float(price @ (lam @ np.array(utils))) * (1 - 1e-9):
            break                                              # (M4): no tree prices out
        preds.append(pred)
        depths.append(tree.depths[0])
        utils.append(util)
        lam, price = _shares_and_prices(np.array(utils))
    return lam.tolist()


def _shares_and_prices(util: np.ndarray) -> tuple[np.ndarray, np.ndarray | None]:
    """(M1)-(M3): the shares, and the duals of (M2) (``None`` if the LP fails: equal shares)."""
    from scipy.optimize import linprog

    k, e = util.shape
    a_ub = np.hstack([util.T, -np.ones((e, 1))])            # (M2): sum_k lambda_k util_ke <= z
    res = linprog(np.r_[np.zeros(k), 1.0], A_ub=a_ub, b_ub=np.zeros(e),   # (M1): minimise z
                  A_eq=np.r_[np.ones(k), 0.0][None], b_eq=[1.0],           # (M3): shares sum to 1
                  bounds=[(0, None)] * (k + 1), method="highs")
    if res.status != 0:
        return np.full(k, 1.0 / k), None
    lam = np.maximum(res.x[:k], 0.0)
    lam[lam < 1e-12] = 0.0
    return lam / lam.sum(), np.maximum(-np.asarray(res.ineqlin.marginals), 0.0)


def tree_shares(util: np.ndarray) -> list[float]:
    """The shares ``lambda_k`` of the trees minimising the busiest arc's load over capacity,
    ``util[k, e]`` being arc ``e``'s load over capacity when tree ``k`` carries the whole
    demand (formulations/scale_bounds.md, (M1)-(M3)); equal shares if the LP fails."""
    return _shares_and_prices(util)[0].tolist()


__all__ = ["BETA", "DEFAULT_ROUNDS", "TreeRouting", "mwu_routing", "tree_shares"]
