"""2-geodetic simplex digraphs by CP-SAT: the warm start (J10i) of
formulations/joint_topology.md for traffic invariant under every relabelling (uniform
all-to-all, ``dlrm_like``) on SIMPLEX links at Moore depth 3 or more.

A ``d``-out, ``d``-in regular digraph (0/1 arc matrix ``A``, zero diagonal) is
*2-geodetic* when ``P = I + A + A^2`` is a 0/1 matrix: from every node the ``d + d^2``
walks of length 1 and 2 end at distinct nodes other than the start (J10i-a). Then every
node has the Moore profile through two hops, and when the nodes left over are all
reached at three hops the digraph has the Moore sum ``W = n M`` (checked afterwards).
CP-SAT searches with the root's out-tree through two hops fixed (J10i-b;
formulations/simplex_enumeration.md, (D3)), which keeps a copy of every 2-geodetic
digraph, so ``None`` after a finished search means there is none. Heuristic only: the
caller routes the digraph by the exact routing LP, and a start never changes an optimum
or a proof (a start that meets (J6') is optimal by that bound).

>>> from topomilp.exact.joint.digraphs import moore_sum, total_hops
>>> a = geodetic_digraph(16, 3)
>>> a.sum(axis=0).tolist() == [3] * 16 == a.sum(axis=1).tolist(), total_hops(a) == 16 * moore_sum(16, 3)
(True, True)
>>> geodetic_digraph(14, 3) is None      # none exists on 14 nodes (excess one)
True
"""

from __future__ import annotations

import numpy as np

from topomilp.errors import TopomilpInputError
from topomilp.exact import deadline as DL
from topomilp.exact.joint.digraphs import out_tree
from topomilp.utils import check_int

#: Deterministic time (CP-SAT's own work units) the search gets at most; the 16-node,
#: degree-3 digraph takes about 0.1 s of CPU, the proof that none exists on 14 nodes less.
MAX_DETERMINISTIC_TIME = 20.0

#: Most nodes at which the start search (J10i) runs :func:`geodetic_digraph`
#: (formulations/joint_topology.md, (J10i), "Scope"): at n <= 20 the model (n^3 walk
#: booleans) builds in 0.05 s and the digraph is found in 0.3 s of CPU or less (0.01-0.36 s
#: at d = 2, 3; the proof that none exists at 15 nodes, d = 3, 4.1 s); above, the found
#: digraph had a larger ``W`` than the annealed ones (d = 2 from n = 11, d = 3 from n = 21),
#: d = 4 found none within :data:`MAX_DETERMINISTIC_TIME` at n = 22-32 (20-25 s of CPU),
#: and at n = 64 the model alone takes 1.9 s of CPU to build.
MAX_NODES = 20

__all__ = ["MAX_DETERMINISTIC_TIME", "MAX_NODES", "geodetic_digraph", "is_two_geodetic"]


def is_two_geodetic(a: np.ndarray) -> bool:
    """Whether ``I + A + A^2`` is a 0/1 matrix (J10i-a).

    >>> is_two_geodetic(np.array([[0, 1, 0], [0, 0, 1], [1, 0, 0]]))     # the directed 3-cycle
    True
    """
    a = np.asarray(a, dtype=np.int64)
    p = np.eye(len(a), dtype=np.int64) + a + a @ a
    return bool(p.max() <= 1)


def geodetic_digraph(n: int, d: int, *, seed: int = 0,
                     max_deterministic_time: float = MAX_DETERMINISTIC_TIME) -> np.ndarray | None:
    """A 2-geodetic ``d``-regular digraph on ``n`` nodes (J10i), as a 0/1 arc matrix, or
    ``None`` when CP-SAT proves there is none or stops first (at the solve's deadline or
    after ``max_deterministic_time``). Needs ``2 <= d`` and ``n - 1 >= d + d^2`` (level two
    full). One worker, ``seed``: deterministic unless the wall-clock deadline stops it.
    Any ``n``; the start search calls it only up to :data:`MAX_NODES`."""
    n = check_int("n", n, 3)
    d = check_int("d", d, 2)
    seed = check_int("seed", seed, 0)
    if n - 1 < d + d * d:
        raise TopomilpInputError("n", "a 2-geodetic digraph needs n - 1 >= d + d^2", n)
    from ortools.sat.python import cp_model  # lazy: importing the package loads no solver

    m = cp_model.CpModel()
    x = {(u, v): m.NewBoolVar(f"x_{u}_{v}") for u in range(n) for v in range(n) if u != v}
    for u in range(n):
        m.Add(sum(x[u, v] for v in range(n) if v != u) == d)
        m.Add(sum(x[v, u] for v in range(n) if v != u) == d)
    for s in range(n):                                   # (J10i-a): P[s, t] <= 1, P[s, s] = 1
        for t in range(n):
            walks = [] if s == t else [x[s, t]]
            for w in range(n):
                if w in (s, t):
                    continue
                y = m.NewBoolVar(f"y_{s}_{w}_{t}")
                m.AddBoolOr([x[s, w].Not(), x[w, t].Not(), y])      # y >= x[s, w] + x[w, t] - 1
                walks.append(y)
            m.Add(sum(walks) <= (0 if s == t else 1))
    arcs, _, _, children = out_tree(n, d)                # (J10i-b) the rows of the root and its children
    for u in range(1 + d):
        for v in range(n):
            if v != u:
                m.Add(x[u, v] == int(arcs[u, v]))
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    solver.parameters.random_seed = seed
    solver.parameters.max_deterministic_time = float(max_deterministic_time)
    solver.parameters.max_time_in_seconds = max(DL.remaining(), DL.MIN_SECONDS)
    status = solver.Solve(m)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return None
    out = np.zeros((n, n), dtype=np.int64)
    for (u, v), var in x.items():
        out[u, v] = solver.Value(var)
    return out
