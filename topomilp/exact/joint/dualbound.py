"""(E7'') a path-length (dual) bound on the throughput of one topology for uniform traffic
(formulations/uniform_enumeration.md): for any arc lengths ``l >= 0``, every unit of flow
from ``s`` to ``t`` has length at least ``dist_l(s, t)`` and every ring transfer from a
member at least its distance to the nearest other node, while the arcs carry at most
``B sum_a x_a l_a`` length-weighted bytes per second, so

    lambda <= B sum_a x_a l_a / (b sum_{s != t} dist_l(s, t) + (R / n) sum_u min_{v != u} dist_l(u, v)).

With ``l = 1`` this is (E1). The lengths used here are the arcs' loads per unit of
capacity under an even split of every pair over its shortest paths: arcs that a balanced
routing would overload get longer, so badly unbalanced graphs get a bound well below (E1),
without an LP.

>>> import numpy as np
>>> c6 = np.roll(np.eye(6, dtype=int), 1, axis=1) + np.roll(np.eye(6, dtype=int), -1, axis=1)
>>> round(path_length_bound(c6, 1.0, 0.0, 1.0), 6)       # = (E1): 12 arcs / W = 54
0.222222
"""

from __future__ import annotations

import numpy as np

from topomilp.utils import hop_distances


def ecmp_lengths(links: np.ndarray) -> np.ndarray:
    """The load of every arc per unit of its capacity when each ordered pair sends one
    unit over its shortest paths: at diameter <= 2 split over its paths (a direct pair
    on its arcs, a two-hop pair in proportion to its 2-paths), else split evenly (by
    multiplicity) over the next hops; 0 off the arcs. Any lengths give a valid bound."""
    x = np.asarray(links, dtype=float)
    n = len(x)
    two = x @ x
    if ((x > 0) | (two > 0) | np.eye(n, dtype=bool)).all():         # diameter <= 2: in closed form
        q = np.where((x == 0) & (two > 0), 1.0 / np.where(two > 0, two, 1.0), 0.0)
        np.fill_diagonal(q, 0.0)                # 2-hop pairs, split by their 2-paths
        load = x * (q @ x.T + x.T @ q) + (x > 0)
        return np.where(x > 0, load / np.where(x > 0, x, 1.0), 0.0)
    dist = hop_distances(x)
    load = np.zeros((n, n))
    for t in range(n):
        inflow = np.ones(n)
        inflow[t] = 0.0
        down = (dist[None, :, t] == dist[:, None, t] - 1) & (x > 0)          # arcs u -> v one hop nearer t
        for u in np.argsort(-dist[:, t], kind="stable"):
            if u == t:
                continue
            w = x[u] * down[u]
            f = inflow[u] * w / w.sum()
            load[u] += f
            inflow += f
    return np.where(x > 0, load / np.where(x > 0, x, 1.0), 0.0)


def path_length_bound(links: np.ndarray, b: float, ring_per_member: float, link_bytes: float,
                      lengths: np.ndarray | None = None) -> float:
    """(E7'') the bound above for the topology ``links`` (multiplicities), ``b`` bytes per
    ordered pair, ``ring_per_member`` ring bytes per member per iteration (``R / n``),
    ``link_bytes`` per arc and second; ``lengths`` default :func:`ecmp_lengths`."""
    x = np.asarray(links, dtype=float)
    ell = ecmp_lengths(x) if lengths is None else np.asarray(lengths, dtype=float)
    graph = np.where(x > 0, np.maximum(ell, 1e-300), 0.0)
    from scipy.sparse.csgraph import shortest_path  # lazy: `topomilp --help` loads no solver

    dist = shortest_path(graph, directed=True)
    np.fill_diagonal(dist, np.inf)
    nearest = dist.min(axis=1)
    np.fill_diagonal(dist, 0.0)
    denom = b * dist.sum() + ring_per_member * nearest.sum()
    return float(link_bytes * (x * ell).sum() / denom)


__all__ = ["ecmp_lengths", "path_length_bound"]
