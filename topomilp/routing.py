"""Routings: how a fixed transfer matrix is carried over a topology.

A :class:`Routing` maps a demand matrix (bytes ``s -> t``) to per-arc loads and hop
statistics. Every routing is evaluated by the single evaluator of
:mod:`topomilp.evaluate` (design.md §2).

* :class:`PathRouting` — explicit per-demand list of ``(path, fraction)``;
* :class:`ShortestPathRouting` — one shortest path per pair, deterministic
  tie-break (smallest-index predecessor), loads computed level by level with numpy;
* :class:`ECMPRouting` — even split over all shortest paths;
* :class:`CoinChangeRouting` — TopoOpt's fewest-coins routing over ring strides.

>>> import numpy as np
>>> from topomilp.model import Topology
>>> t = Topology.from_edges(4, [(0, 1), (1, 2), (2, 3), (3, 0)])
>>> r = ShortestPathRouting(t)
>>> r.path(0, 2)
(0, 1, 2)
"""

from __future__ import annotations

import math
from abc import ABC, abstractmethod
from collections import deque
from typing import Iterable, Mapping, Sequence

import numpy as np

from topomilp.errors import TopomilpInputError
from topomilp.model import Topology

FRACTION_TOL = 1e-6


class Routing(ABC):
    """Carries demand matrices over ``n`` nodes."""

    n: int

    @abstractmethod
    def arc_loads(self, demand: np.ndarray) -> np.ndarray:
        """``n x n`` bytes crossing each arc i->j when carrying ``demand``."""

    @abstractmethod
    def hop_stats(self, demand: np.ndarray) -> tuple[float, int]:
        """``(sum over demands of bytes x hops, max hops of any path with bytes > 0)``."""

    @abstractmethod
    def paths(self, s: int, t: int) -> list[tuple[tuple[int, ...], float]]:
        """The ``(path, fraction)`` list used for ``s -> t``."""

    def to_path_routing(self, demand: np.ndarray) -> "PathRouting":
        """Explicit paths for every positive entry of ``demand`` (for small n)."""
        pairs = np.argwhere(np.asarray(demand) > 0)
        return PathRouting(self.n, {(int(s), int(t)): self.paths(int(s), int(t)) for s, t in pairs})


def _check_demand(n: int, demand: np.ndarray) -> np.ndarray:
    d = np.asarray(demand, dtype=float)
    if d.shape != (n, n):
        raise TopomilpInputError("demand", f"must be {n} x {n}", d.shape)
    return d


# --------------------------------------------------------------------------- explicit paths
class PathRouting(Routing):
    """Explicit routing: ``{(s, t): [(path, fraction), ...]}`` with fractions summing to 1.

    A path is a node sequence from ``s`` to ``t``. Cycles are allowed but pointless.
    """

    def __init__(self, n: int, routes: Mapping[tuple[int, int], Sequence[tuple[Sequence[int], float]]]):
        self.n = int(n)
        clean: dict[tuple[int, int], list[tuple[tuple[int, ...], float]]] = {}
        for (s, t), plist in routes.items():
            s, t = int(s), int(t)
            entries = []
            total = 0.0
            for path, frac in plist:
                path = tuple(int(x) for x in path)
                frac = float(frac)
                if len(path) < 2 or path[0] != s or path[-1] != t:
                    raise TopomilpInputError("routing", f"path for {s}->{t} must start at {s} and end at {t}", path)
                if any(not (0 <= x < self.n) for x in path):
                    raise TopomilpInputError("routing", f"path nodes must be in [0, {self.n})", path)
                if not math.isfinite(frac) or frac < -FRACTION_TOL:
                    raise TopomilpInputError("routing", "fractions must be finite and >= 0", frac)
                total += frac
                entries.append((path, max(frac, 0.0)))
            if abs(total - 1.0) > FRACTION_TOL:
                raise TopomilpInputError("routing", f"fractions for {s}->{t} must sum to 1", total)
            clean[(s, t)] = entries
        self.routes = clean

    def _routes_for(self, demand: np.ndarray) -> Iterable[tuple[float, tuple[int, ...], float]]:
        d = _check_demand(self.n, demand)
        for s, t in np.argwhere(d > 0):
            key = (int(s), int(t))
            if key not in self.routes:
                raise TopomilpInputError("routing", f"has no path for demand {key[0]}->{key[1]}")
            for path, frac in self.routes[key]:
                yield float(d[s, t]), path, frac

    def arc_loads(self, demand: np.ndarray) -> np.ndarray:
        load = np.zeros((self.n, self.n))
        for b, path, frac in self._routes_for(demand):
            p = np.asarray(path)
            np.add.at(load, (p[:-1], p[1:]), b * frac)
        return load

    def hop_stats(self, demand: np.ndarray) -> tuple[float, int]:
        total, worst = 0.0, 0
        for b, path, frac in self._routes_for(demand):
            if frac > 0:
                total += b * frac * (len(path) - 1)
                worst = max(worst, len(path) - 1)
        return total, worst

    def paths(self, s: int, t: int) -> list[tuple[tuple[int, ...], float]]:
        return list(self.routes.get((s, t), []))


# --------------------------------------------------------------------------- shortest paths
def hop_distances(topology: Topology) -> np.ndarray:
    """All-pairs hop distances over arcs with at least one link (``inf`` if unreachable)."""
    from scipy.sparse import csr_matrix
    from scipy.sparse.csgraph import shortest_path

    adj = csr_matrix((topology.links > 0).astype(np.float64))
    return shortest_path(adj, method="D", directed=True, unweighted=True)


class ShortestPathRouting(Routing):
    """One shortest path per pair. Tie-break: the predecessor of ``t`` on the path from
    ``s`` is the smallest-index in-neighbour ``u`` of ``t`` with
    ``dist(s, u) = dist(s, t) - 1`` — deterministic, no randomness.
    """

    def __init__(self, topology: Topology):
        self.topology = topology
        self.n = topology.n
        self.dist = hop_distances(topology)
        self.pred = self._predecessors()

    def _predecessors(self) -> np.ndarray:
        n, dist = self.n, self.dist
        pred = np.full((n, n), -1, dtype=np.int64)
        adj = self.topology.links > 0
        for t in range(n):
            nbrs = np.nonzero(adj[:, t])[0]  # in-neighbours of t, ascending
            if nbrs.size == 0:
                continue
            ok = dist[:, nbrs] == (dist[:, t] - 1)[:, None]  # n x deg
            has = ok.any(axis=1)
            pred[has, t] = nbrs[ok[has].argmax(axis=1)]
        np.fill_diagonal(pred, -1)
        return pred

    def _check_reachable(self, d: np.ndarray) -> None:
        bad = np.argwhere((d > 0) & ~np.isfinite(self.dist))
        if bad.size:
            s, t = (int(x) for x in bad[0])
            raise TopomilpInputError("topology", f"is disconnected: no path carries demand {s}->{t}")

    def arc_loads(self, demand: np.ndarray) -> np.ndarray:
        d = _check_demand(self.n, demand)
        self._check_reachable(d)
        n, dist, pred = self.n, self.dist, self.pred
        carry = d.copy()  # carry[s, v]: bytes from s that must reach v along the tree
        load = np.zeros(n * n)
        finite = np.where(np.isfinite(dist), dist, -1).astype(np.int64)
        order = np.argsort(-finite, axis=None, kind="stable")
        levels = finite.ravel()[order]
        # Walk levels from the farthest in: push each entry one hop towards its source.
        boundaries = np.flatnonzero(np.diff(levels)) + 1
        for chunk in np.split(order, boundaries):
            h = finite.ravel()[chunk[0]]
            if h <= 0:
                break
            s, t = np.divmod(chunk, n)
            w = carry[s, t]
            m = w > 0
            if not m.any():
                continue
            s, t, w = s[m], t[m], w[m]
            p = pred[s, t]
            np.add.at(load, p * n + t, w)
            np.add.at(carry, (s, p), w)
        return load.reshape(n, n)

    def hop_stats(self, demand: np.ndarray) -> tuple[float, int]:
        d = _check_demand(self.n, demand)
        self._check_reachable(d)
        pos = d > 0
        if not pos.any():
            return 0.0, 0
        return float((d[pos] * self.dist[pos]).sum()), int(self.dist[pos].max())

    def path(self, s: int, t: int) -> tuple[int, ...]:
        if s == t:
            return (s,)
        if not math.isfinite(self.dist[s, t]):
            raise TopomilpInputError("topology", f"is disconnected: no path {s}->{t}")
        out = [t]
        while out[-1] != s:
            out.append(int(self.pred[s, out[-1]]))
        return tuple(reversed(out))

    def paths(self, s: int, t: int) -> list[tuple[tuple[int, ...], float]]:
        return [(self.path(s, t), 1.0)]


def bfs_distances_from(topology: Topology, s: int) -> list[float]:
    """Plain-Python BFS distances from ``s`` (a reference implementation for tests)."""
    n = topology.n
    dist = [math.inf] * n
    dist[s] = 0
    q = deque([s])
    while q:
        u = q.popleft()
        for v in np.nonzero(topology.links[u])[0]:
            if dist[v] == math.inf:
                dist[v] = dist[u] + 1
                q.append(int(v))
    return dist
