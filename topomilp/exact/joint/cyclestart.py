"""The per-cycle component start (J10h) of duplex derangement traffic
(formulations/joint_topology.md, "Warm start").

When every node sends MP bytes to exactly one node and receives from exactly one (a
derangement, :func:`~topomilp.exact.joint.cyclebound.traffic_cycles`), the cycles of the
permutation can be wired apart: each *component* (one cycle; :func:`component_groups`
pairs cycles of odd length when ``d`` is odd, since a component needs an even number of
ports, but :func:`applies` leaves that case out) is solved alone as a small
``joint_topology`` instance, and the components' topologies are put side by side
(block diagonal). The result uses exactly ``d`` ports per node, so it is a feasible
topology of the whole instance (a warm start, never a bound). At n = 14, d = 4 and 6 it
is the proven optimum (docs/open-problems.md, "Open rows of the coverage grid"), while the
circulant starts stop at 3.0 ``B / b`` at d = 6 against 3.6.

>>> import numpy as np
>>> component_groups([[0, 1, 2], [3, 4, 5, 6, 7], [8, 9]], 3)     # odd cycles paired at odd d
[[3, 4, 5, 6, 7, 0, 1, 2], [8, 9]]
>>> component_groups([[0, 1, 2], [3, 4, 5, 6, 7], [8, 9]], 4)
[[3, 4, 5, 6, 7], [0, 1, 2], [8, 9]]
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Sequence

import numpy as np

from topomilp.exact import deadline as DL
from topomilp.exact.base import solve
from topomilp.exact.joint.cyclebound import traffic_cycles
from topomilp.exact.timeplan import COMPONENTS
from topomilp.model import Cluster, Topology, Workload

if TYPE_CHECKING:  # pragma: no cover
    from topomilp.exact.joint.model import JointTopology

log = logging.getLogger(__name__)


def component_groups(cycles: Sequence[Sequence[int]], d: int) -> list[list[int]]:
    """The components: the cycles longest first, each alone when ``L d`` is even; at odd
    ``d`` the odd-length cycles paired in that order (longest with the next), so every
    component has an even number of ports (their count is even: ``n d`` is)."""
    order = sorted((list(c) for c in cycles), key=len, reverse=True)
    groups: list[list[int]] = []
    odd: list[int] = []
    for c in order:
        if (len(c) * d) % 2 == 0:
            groups.append(c)
        elif odd:
            groups.append(odd + c)
            odd = []
        else:
            odd = c
    if odd:                                  # n d odd: no duplex topology at all (Cluster rejects it)
        groups.append(odd)
    return groups


def applies(problem: "JointTopology") -> bool:
    """Duplex links, MP traffic a derangement with more than one cycle and every cycle a
    component of its own (``L d`` even), no AllReduce, no fixed links, no MP hop limit.
    Joined odd cycles are left out: at n = 16, d = 5 (cycles 9 and 3 joined) the 12-node
    component used its time and ended below the circulant path's incumbent (2.78 against
    2.8 ``B / b`` at 60 s); at n = 14, d = 3 and 5 it found nothing better."""
    w = problem.workload
    if not problem.cluster.duplex or w.groups or problem.analysis.has_fixed or problem.mp_hop_limit is not None:
        return False
    cycles = traffic_cycles(w.mp)
    return cycles is not None and len(cycles) > 1 and all(len(c) * problem.cluster.d % 2 == 0 for c in cycles)


def component_links(problem: "JointTopology", time_limit: float = 10.0) -> np.ndarray | None:
    """The block-diagonal link matrix of the components, each solved alone by the
    ``joint_topology`` MILP with HiGHS, in the ``components`` phase of
    :data:`~topomilp.exact.timeplan.COMPONENTS` (a component's part of it in proportion to
    its squared size); ``None`` when a component has no solution in its time."""
    c, w = problem.cluster, problem.workload
    groups = component_groups(traffic_cycles(w.mp) or [], c.d)
    links = np.zeros((c.n, c.n), dtype=int)
    left = sum(len(g) ** 2 for g in groups)
    with COMPONENTS.phase("components", time_limit):
        for g in groups:
            seconds = max(DL.remaining() * len(g) ** 2 / left, DL.MIN_SECONDS)
            left -= len(g) ** 2
            sub = type(problem)(Cluster(len(g), c.d, c.bandwidth_gbps, c.link_model),
                                Workload(len(g), mp=w.mp[np.ix_(g, g)], name="component"))
            res = solve(sub, backend="highs", time_limit=seconds)
            if res.solution is None:
                log.info("joint_topology: component of %d nodes: no solution (%s)", len(g), res.status)
                return None
            links[np.ix_(g, g)] = res.solution.topology.links
            log.debug("joint_topology: component of %d nodes: %s, throughput %.6g", len(g), res.status,
                      res.solution.throughput)
    return links


def component_start(problem: "JointTopology", time_limit: float = 10.0) -> Topology | None:
    """:func:`component_links` as a :class:`~topomilp.model.Topology` (``None`` when
    :func:`applies` is false or a component found nothing)."""
    if not applies(problem):
        return None
    links = component_links(problem, time_limit)
    return None if links is None else Topology(links, problem.cluster.link_model, name="cycle components")


__all__ = ["applies", "component_groups", "component_links", "component_start"]
