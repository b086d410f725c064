"""The cycle port bound (J12) of duplex permutation traffic (formulations/joint_topology.md,
"Cycle port bound (J12)").

When every node sends MP bytes to exactly one other node and receives from exactly one
(a derangement ``p``, volumes ``b_i`` free), a duplex link between ``i`` and ``p(i)``
carries ``i``'s demand one way only: for a cycle of ``p`` of length ``L >= 3`` its reverse
arc serves relays, and a relayed byte takes at least two hops. Weak LP duality with the
arc lengths of (J12a) (forward 1, backward ``1/2`` on 3-cycles and ``1/3`` on longer
cycles, every other arc ``2/3``) gives every demand a length of at least 1, for every
topology, so

    ``lambda * sum_i b_i <= B * d * sum_v value(v)``,

with ``value(v)`` = 1, 3/4 or 2/3 as ``v``'s cycle has length 2, 3 or more (J12b). AllReduce
traffic, fixed links and hop limits only remove topologies or add demands, so the bound
holds for every variant of the problem. It is a model-free bound
(``cheap_bound``, ``throughput_upper_bound``), not a MILP row: the LP relaxation implies
it. It is tight for 2- and 3-cycles at even ``d``
(a doubled triangle reaches ``3 d / 4``) and loose for long cycles, whose proven optima
are near ``d / 2`` (docs/open-problems.md, "Open rows of the coverage grid").

>>> import numpy as np
>>> mp = np.roll(np.eye(6), 1, axis=1)          # one 6-cycle, 1 byte per node
>>> cycle_port_bound(mp, 4, True, 1.0)           # 4 ports * 6 nodes * 2/3 / 6 bytes
2.6666666666666665

Paper: the length-function (weak duality) argument of max concurrent flow, Shahrokhi and
Matula, J. ACM 37(2), 1990; TopoOpt (NSDI 2023) for the problem.
"""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np

#: (J12b) the port value of a node on a cycle of length 2 and 3; longer cycles: :data:`LONG_CYCLE_VALUE`.
CYCLE_VALUES = {2: Fraction(1), 3: Fraction(3, 4)}
#: (J12b) the port value of a node on a cycle of length 4 or more.
LONG_CYCLE_VALUE = Fraction(2, 3)


def traffic_cycles(mp: np.ndarray) -> list[list[int]] | None:
    """The cycles of a derangement's MP matrix (exactly one positive entry in every row
    and every column, none on the diagonal), each in traffic order from its smallest
    node; ``None`` for any other matrix.

    >>> traffic_cycles(np.array([[0, 1, 0, 0], [1, 0, 0, 0], [0, 0, 0, 2], [0, 0, 3, 0]]))
    [[0, 1], [2, 3]]
    """
    pos = np.asarray(mp, dtype=float) > 0
    n = pos.shape[0]
    if n < 2 or np.any(np.diag(pos)) or not (np.all(pos.sum(axis=1) == 1) and np.all(pos.sum(axis=0) == 1)):
        return None
    succ = pos.argmax(axis=1)
    seen: set[int] = set()
    cycles = []
    for v in range(n):
        cyc, u = [], v
        while u not in seen:
            seen.add(u)
            cyc.append(u)
            u = int(succ[u])
        if cyc:
            cycles.append(cyc)
    return cycles


def cycle_value(length: int) -> Fraction:
    """(J12b) the most one port of a node on a cycle of ``length`` adds to the arc
    lengths' total: half of its link's two arc lengths."""
    return CYCLE_VALUES.get(length, LONG_CYCLE_VALUE)


def cycle_port_bound(mp: np.ndarray, d: int, duplex: bool, link_bytes_per_s: float) -> float:
    """(J12) the cycle port bound on the iterations per second: ``d B sum_v value(v) /
    sum_i b_i`` when ``mp`` is a derangement under duplex links, ``inf`` otherwise (the
    premises fail: no claim)."""
    cycles = traffic_cycles(mp) if duplex else None
    if cycles is None:
        return math.inf
    total = float(np.asarray(mp, dtype=float).sum())
    ports = sum(len(c) * cycle_value(len(c)) for c in cycles)
    return d * link_bytes_per_s * float(ports) / total


__all__ = ["CYCLE_VALUES", "LONG_CYCLE_VALUE", "cycle_port_bound", "cycle_value", "traffic_cycles"]
