"""Valid bounds of the ``joint_topology`` MILP (formulations/joint_topology.md,
"Strengthened model"): Moore-type hop-bytes bounds and the symmetry of the traffic.

Plain functions over plain data; :class:`topomilp.exact.joint.model.JointTopology` uses
them when ``strengthen=True`` (the default), and the enumeration proof
(:mod:`topomilp.exact.joint.enumeration`) starts from :func:`moore_levels`.

* :func:`moore_levels` — the smallest possible hop distances from one node, sorted
  (at most ``d`` nodes at distance 1, ``d(d-1)`` at distance 2 under duplex, ``d^2``
  under simplex, ...): equation (J6') of the document.
* :func:`moore_hop_bytes` — the per-source Moore lower bound on the hop-bytes of a
  demand row (largest demands paired with the smallest distances).
* :func:`symmetry_level` — which relabellings the traffic is invariant under, hence
  which symmetry-breaking chains (J9a)/(J9b) are valid.

>>> moore_levels(12, 4, duplex=True)
[1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2]
>>> moore_hop_bytes([1.0] * 11, 4, duplex=True)      # 4 one-hop + 7 two-hop destinations
18.0

Paper: TopoOpt (NSDI 2023, arXiv 2202.00433) — the topology space whose optimum the
exact model certifies; the Moore bound is the classical degree/diameter bound.
"""

from __future__ import annotations

from typing import Sequence

import numpy as np

from topomilp.model import Workload


def moore_levels(n: int, d: int, duplex: bool) -> list[int]:
    """The ``n - 1`` smallest conceivable hop distances from one node of a degree-``d``
    topology on ``n`` nodes, in increasing order, assuming every node is reachable.

    Level ``h`` holds at most ``d (d-1)^(h-1)`` nodes (duplex) or ``d^h`` (simplex):
    a node has at most ``d`` distinct (out-)neighbours and, under duplex, one of the
    ``d`` links of a node at distance ``h >= 1`` leads back towards the source. When
    the levels cannot hold ``n - 1`` nodes (``d = 1``), the list is shorter: the
    missing nodes are unreachable, and leaving their terms out keeps every bound below
    valid (a lower bound only loses non-negative terms).

    >>> moore_levels(8, 2, duplex=True)
    [1, 1, 2, 2, 3, 3, 4]
    >>> moore_levels(6, 2, duplex=False)
    [1, 1, 2, 2, 2]
    """
    out: list[int] = []
    h, cnt = 1, d
    while len(out) < n - 1 and cnt > 0:
        out += [h] * cnt
        h += 1
        cnt = cnt * (d - 1) if duplex else cnt * d
    return out[: n - 1]


def moore_hop_bytes(row: Sequence[float], d: int, duplex: bool) -> float:
    """Lower bound on ``sum_t row[t] * dist(s, t)`` over every degree-``d`` topology
    (equation (J6') of the document): the sorted distances from ``s`` dominate
    :func:`moore_levels` entry by entry, and pairing the largest demands with the
    smallest distances minimises the sum (rearrangement inequality)."""
    vals = sorted((float(v) for v in row if v > 0), reverse=True)
    lev = moore_levels(len(vals) + 1, d, duplex)
    return float(sum(v * h for v, h in zip(vals, lev)))


def symmetry_level(workload: Workload, fixed: np.ndarray | None) -> int:
    """How much node-relabelling symmetry the MILP may break (document, (J9)):

    * ``2``: no fixed links, no AllReduce traffic, all off-diagonal MP entries equal
      (traffic invariant under every permutation): chains (J9a) and (J9b);
    * ``1``: no fixed links, no AllReduce traffic, MP invariant under every permutation
      fixing node 0 (all ``M_st`` among ``1..n-1`` equal, all ``M_0t`` equal, all
      ``M_t0`` equal): chain (J9a);
    * ``0``: anything else (no symmetry breaking).

    >>> from topomilp.workloads import all_to_all, allreduce
    >>> symmetry_level(all_to_all(6), None), symmetry_level(allreduce(6), None)
    (2, 0)
    """
    n = workload.n
    if fixed is not None and np.any(fixed):
        return 0
    if any(g.bytes_per_member > 0 for g in workload.groups):
        return 0
    mp = np.asarray(workload.mp, dtype=float)
    if n < 3:
        return 0
    off = mp[~np.eye(n, dtype=bool)]
    if off.size and np.all(off == off[0]):
        return 2
    inner = mp[1:, 1:][~np.eye(n - 1, dtype=bool)]
    if np.all(inner == inner[0]) and np.all(mp[0, 1:] == mp[0, 1]) and np.all(mp[1:, 0] == mp[1, 0]):
        return 1
    return 0


__all__ = ["moore_hop_bytes", "moore_levels", "symmetry_level"]
