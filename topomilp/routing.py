"""Routings: how a fixed transfer matrix is carried over a topology.

A :class:`Routing` maps a demand matrix (bytes ``s -> t``) to per-arc loads and hop
statistics. Every routing is evaluated by the single evaluator of
:mod:`topomilp.evaluate` (docs/design.md §2).

* :class:`PathRouting` — explicit per-demand list of ``(path, fraction)``;
* :class:`ShortestPathRouting` — one shortest path per pair, deterministic
  tie-break (smallest-index predecessor), loads computed level by level with numpy;
* :class:`ECMPRouting` — even split over all shortest paths;
* :class:`CoinChangeRouting` — TopoOpt's fewest-coins routing over ring strides.

Hop distances come from :func:`topomilp.utils.hop_distances`.

>>> import numpy as np
>>> from topomilp.model import Topology
>>> t = Topology.from_edges(4, [(0, 1), (1, 2), (2, 3), (3, 0)])
>>> r = ShortestPathRouting(t)
>>> r.path(0, 2)
(0, 1, 2)
"""

from __future__ import annotations

import bisect
import math
from abc import ABC, abstractmethod
from typing import Any, Iterable, Mapping, Sequence

import numpy as np

from topomilp.errors import TopomilpInputError
from topomilp.model import AllReduceGroup, Topology
from topomilp.utils import check_int, check_reachable, hop_distances, is_integer

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

    def to_dict(self) -> dict[str, Any]:
        """``{"n": n, "routes": [[s, t, [[path, fraction], ...]], ...]}``.

        >>> PathRouting(3, {(0, 2): [((0, 1, 2), 1.0)]}).to_dict()
        {'n': 3, 'routes': [[0, 2, [[[0, 1, 2], 1.0]]]]}
        """
        return {"n": self.n, "routes": [[s, t, [[list(p), f] for p, f in plist]]
                                        for (s, t), plist in sorted(self.routes.items())]}

    @classmethod
    def from_dict(cls, data: Any) -> "PathRouting":
        """Read :meth:`to_dict`'s document (paths and fractions are validated)."""
        try:
            return cls(int(data["n"]), {(int(s), int(t)): [(tuple(p), float(f)) for p, f in plist]
                                        for s, t, plist in data["routes"]})
        except (TypeError, KeyError, ValueError):
            raise TopomilpInputError("routing", "must be {'n': n, 'routes': [[s, t, [[path, fraction], ...]], ...]}",
                                     data) from None


# --------------------------------------------------------------------------- shortest paths
class _HopDistanceRouting(Routing):
    """A routing whose every path is a shortest path: hop statistics come straight
    from the hop-distance matrix ``self.dist`` (set by the subclass)."""

    n: int
    dist: np.ndarray

    def hop_stats(self, demand: np.ndarray) -> tuple[float, int]:
        d = _check_demand(self.n, demand)
        check_reachable(self.dist, d)
        pos = d > 0
        if not pos.any():
            return 0.0, 0
        return float((d[pos] * self.dist[pos]).sum()), int(self.dist[pos].max())


class ShortestPathRouting(_HopDistanceRouting):
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

    def arc_loads(self, demand: np.ndarray) -> np.ndarray:
        d = _check_demand(self.n, demand)
        check_reachable(self.dist, d)
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


# --------------------------------------------------------------------------- ECMP
class ECMPRouting(_HopDistanceRouting):
    """Even split over *all* shortest paths: every shortest ``s -> t`` node path carries
    the same fraction ``1 / sigma_st`` of the demand (``sigma_st`` = number of shortest
    paths; parallel links between two nodes are one path — the fluid model spreads a
    path's bytes over the parallel links anyway, capacity being ``links * B``).

    Loads use Brandes-style path counting (Brandes, "A faster algorithm for betweenness
    centrality", 2001), vectorised over all sources at once: with
    ``X_h[s, u] = sigma_su [dist(s,u) = h]``, the paths are counted level by level and the
    demand is pushed back from the farthest level with two matrix products per level.
    (TopoOpt's reference uses one random shortest path for MP; ECMP is the
    standard multipath alternative.)

    >>> import numpy as np
    >>> from topomilp.model import Topology
    >>> t = Topology.from_edges(4, [(0, 1), (1, 2), (2, 3), (3, 0)])
    >>> r = ECMPRouting(t)
    >>> r.paths(0, 2)
    [((0, 1, 2), 0.5), ((0, 3, 2), 0.5)]
    >>> d = np.zeros((4, 4)); d[0, 2] = 8.0
    >>> float(r.arc_loads(d)[0, 1]), float(r.arc_loads(d)[3, 2])
    (4.0, 4.0)
    """

    def __init__(self, topology: Topology):
        self.topology = topology
        self.n = topology.n
        self.dist = hop_distances(topology)
        self._adj = (topology.links > 0).astype(np.float64)
        self._level = np.where(np.isfinite(self.dist), self.dist, -1).astype(np.int64)
        self.sigma = self._count_paths()

    def _count_paths(self) -> np.ndarray:
        """``sigma[s, v]``: number of shortest ``s -> v`` node paths (1 on the diagonal,
        0 if unreachable)."""
        lvl = self._level
        sigma = np.eye(self.n)
        prev = np.eye(self.n)
        for h in range(1, int(lvl.max(initial=0)) + 1):
            cur = np.where(lvl == h, prev @ self._adj, 0.0)
            sigma += cur
            prev = cur
        return sigma

    def arc_loads(self, demand: np.ndarray) -> np.ndarray:
        d = _check_demand(self.n, demand)
        check_reachable(self.dist, d)
        lvl, sigma, adj = self._level, self.sigma, self._adj
        delta = np.where(lvl > 0, d, 0.0)  # bytes from s passing through / ending at v
        load = np.zeros((self.n, self.n))
        safe_sigma = np.where(sigma > 0, sigma, 1.0)
        for h in range(int(lvl.max(initial=0)), 0, -1):
            mask = lvl == h
            y = np.where(mask, delta / safe_sigma, 0.0)
            if not y.any():
                continue
            x = np.where(lvl == h - 1, sigma, 0.0)
            load += adj * (x.T @ y)
            delta += x * (y @ adj.T)
        return load

    def all_shortest_paths(self, s: int, t: int) -> list[tuple[int, ...]]:
        """Every shortest ``s -> t`` node path, in lexicographic order (exponential in
        general: meant for small instances and tests)."""
        if not math.isfinite(self.dist[s, t]):
            raise TopomilpInputError("topology", f"is disconnected: no path {s}->{t}")
        dist, adj = self.dist[s], self._adj

        def back(v: int) -> list[tuple[int, ...]]:
            if v == s:
                return [(s,)]
            preds = np.nonzero((adj[:, v] > 0) & (dist == dist[v] - 1))[0]
            return [p + (v,) for u in preds for p in back(int(u))]

        return sorted(back(t))

    def paths(self, s: int, t: int) -> list[tuple[tuple[int, ...], float]]:
        ps = self.all_shortest_paths(s, t)
        return [(p, 1.0 / len(ps)) for p in ps]


# --------------------------------------------------------------------------- coin change
def _clean_coins(m: int, coins: Iterable[int]) -> tuple[int, ...]:
    try:
        given = list(coins)
    except TypeError:
        raise TopomilpInputError("coins", "must be a sequence of integer strides", coins) from None
    out = set()
    for c in given:
        if not is_integer(c):
            raise TopomilpInputError("coins", "must contain integer strides", c)
        if int(c) % m == 0:
            raise TopomilpInputError("coins", f"a coin must be a non-zero residue mod {m}", c)
        out.add(int(c) % m)
    if not out:
        raise TopomilpInputError("coins", "needs at least one coin")
    return tuple(sorted(out))


def coin_change_table(n: int, coins: Iterable[int]) -> dict[int, tuple[int, ...]]:
    """Fewest-coins decomposition of every residue of Z_n reachable from the coins.

    ``coins`` are residues mod ``n`` (reduced mod ``n``; the caller adds mirrors
    ``n - p`` if a ring may be used in both directions). Layered BFS over Z_n
    (TopoOpt's coin-change routing, docs/topoopt-reference.md). The result maps each
    reachable residue ``t`` (``0`` included, as ``()``) to a sequence of coins with
    ``sum = t (mod n)`` and the fewest coins. Tie-break (deterministic): among the
    fewest-coin *multisets*, the one whose ascending sorted sequence is
    lexicographically smallest; the sequence is returned ascending (so a route takes
    its smallest strides first). Unreachable residues are absent.

    Correctness of the layered DP: inserting one coin into two sorted sequences of
    equal length keeps their lexicographic order, so the lexicographic minimum for
    ``t`` is ``min_c sorted(best[t - c] + (c,))`` over the previous layer.

    >>> coin_change_table(12, [1, 5, 7, 11])[6]
    (1, 5)
    >>> sorted(coin_change_table(6, [2, 4]))   # only the even residues
    [0, 2, 4]
    """
    n = check_int("n", n, 2)
    cs = _clean_coins(n, coins)
    best: dict[int, tuple[int, ...]] = {0: ()}
    frontier = [0]
    while frontier:
        layer: dict[int, tuple[int, ...]] = {}
        for r in frontier:
            seq = best[r]
            for c in cs:
                t = (r + c) % n
                if t in best:
                    continue
                new = list(seq)
                bisect.insort(new, c)
                cand = tuple(new)
                if t not in layer or cand < layer[t]:
                    layer[t] = cand
        best.update(layer)
        frontier = sorted(layer)
    return best


class CoinChangeRouting(Routing):
    """TopoOpt's coin-change routing over a circulant of ring strides.

    Node positions ``0..m-1`` are ``group`` (default: all ``n`` nodes, ``group[i] = i``;
    an :class:`~topomilp.model.AllReduceGroup` or a sequence of distinct node indices
    lays the circulant out on those nodes in that order, coins being residues mod
    ``m = len(group)``). A transfer from position ``u`` to ``v`` follows
    ``u, u+c1, u+c1+c2, ...`` (mod m) with ``(c1, c2, ...) =
    coin_change_table(m, coins)[(v - u) mod m]``. A demand whose residue the coins do
    not generate raises :class:`TopomilpInputError` (the reference loops forever);
    so does a demand touching a node outside ``group``.

    >>> import numpy as np
    >>> r = CoinChangeRouting(12, [1, 5, 7, 11])
    >>> r.paths(0, 6)
    [((0, 1, 6), 1.0)]
    """

    def __init__(self, n: int, coins: Iterable[int], group: Sequence[int] | None = None):
        self.n = check_int("n", n, 2)
        if group is None:
            members = tuple(range(self.n))
        else:
            raw = group.members if isinstance(group, AllReduceGroup) else group
            try:
                members = tuple(raw)
            except TypeError:
                raise TopomilpInputError("group", "must be a sequence of node indices", group) from None
            for x in members:
                if not is_integer(x) or not 0 <= x < self.n:
                    raise TopomilpInputError("group", f"must contain node indices in [0, {self.n})", x)
            members = tuple(int(x) for x in members)
            if len(members) < 2 or len(set(members)) != len(members):
                raise TopomilpInputError("group", "must list >= 2 distinct nodes", members)
        self.members = np.asarray(members, dtype=np.int64)
        self.m = len(members)
        self.coins = _clean_coins(self.m, coins)
        self.table = coin_change_table(self.m, self.coins)
        self._pos = np.full(self.n, -1, dtype=np.int64)
        self._pos[self.members] = np.arange(self.m)

    def _by_residue(self, demand: np.ndarray) -> Iterable[tuple[int, np.ndarray]]:
        """``(residue, w)`` with ``w[i]`` = bytes from position ``i`` to ``i + residue``."""
        d = _check_demand(self.n, demand)
        outside = self._pos < 0
        if outside.any():
            bad = np.argwhere((d > 0) & (outside[:, None] | outside[None, :]))
            if bad.size:
                s, t = (int(x) for x in bad[0])
                raise TopomilpInputError("demand", f"{s}->{t} touches a node outside the routing's group")
        dm = d[np.ix_(self.members, self.members)]
        idx = np.arange(self.m)
        for r in range(1, self.m):
            w = dm[idx, (idx + r) % self.m]
            if not (w > 0).any():
                continue
            if r not in self.table:
                i = int(np.argmax(w > 0))
                s, t = int(self.members[i]), int(self.members[(i + r) % self.m])
                raise TopomilpInputError(
                    "coins", f"strides {self.coins} do not generate the group: no route for "
                    f"residue {r} (demand {s}->{t})")
            yield r, w

    def arc_loads(self, demand: np.ndarray) -> np.ndarray:
        load = np.zeros((self.n, self.n))
        idx = np.arange(self.m)
        for r, w in self._by_residue(demand):
            cur = idx
            for c in self.table[r]:
                nxt = (cur + c) % self.m
                load[self.members[cur], self.members[nxt]] += w  # cur is a shift: no repeats
                cur = nxt
        return load

    def hop_stats(self, demand: np.ndarray) -> tuple[float, int]:
        total, worst = 0.0, 0
        for r, w in self._by_residue(demand):
            hops = len(self.table[r])
            total += float(w.sum()) * hops
            worst = max(worst, hops)
        return total, worst

    def path(self, s: int, t: int) -> tuple[int, ...]:
        """The node sequence used for ``s -> t``."""
        for x in (s, t):
            if not 0 <= x < self.n or self._pos[x] < 0:
                raise TopomilpInputError("node", "must be a node of the routing's group", x)
        u, v = int(self._pos[s]), int(self._pos[t])
        r = (v - u) % self.m
        if r not in self.table:
            raise TopomilpInputError("coins", f"strides {self.coins} do not generate the group: "
                                     f"no route for residue {r} ({s}->{t})")
        out = [u]
        for c in self.table[r]:
            out.append((out[-1] + c) % self.m)
        return tuple(int(self.members[p]) for p in out)

    def paths(self, s: int, t: int) -> list[tuple[tuple[int, ...], float]]:
        return [(self.path(s, t), 1.0)]
