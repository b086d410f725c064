"""(R-8) the ring relaxation on a fixed topology (formulations/rings.md), the exact pricing
fallback for groups beyond the Held-Karp default, and the enumeration's use of both.

The relaxation must never be below the true optimum (brute force: every cyclic order of
the group listed, on every 3-regular topology at n = 6); where pricing is made heuristic
(a smaller ``HELD_KARP_MAX``), the fallback and the enumeration must still reach the
optimum that exact pricing proves."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from topomilp.exact import rings as R
from topomilp.exact.joint import JointTopology
from topomilp.exact.joint.enumeration import low_hop_multigraphs, solve_uniform_by_enumeration
from topomilp.exact.rings import pricing, relaxed_ring_throughput, ring_family, route_with_ring_generation
from topomilp.model import AllReduceGroup, Cluster, Workload
from topomilp.testing import regular_multigraphs
from topomilp.workloads import dlrm_like


def _throughput_all_orders(links, mp, members, b):
    """The routing LP with every cyclic order of ``members`` listed (no pricing at all)."""
    first, rest = members[0], members[1:]
    family = (R.GroupRings(tuple(members), tuple((first, *p) for p in itertools.permutations(rest)), False, True),)
    return route_with_ring_generation(links, mp, family, [b]).throughput


@pytest.mark.parametrize("e,b", [(1.0, 1.0), (0.0, 1.0), (1.0, 5.0)])
def test_relaxation_is_never_below_the_brute_force_optimum(e, b):
    n = 6
    mp = np.full((n, n), e) - np.diag(np.full(n, e))
    w = Workload(n, groups=(AllReduceGroup(tuple(range(n)), 1.0),), mp=mp)
    family = ring_family(w, "any")
    tight = 0
    for topo in regular_multigraphs(n, 3, max_links=1):
        exact = _throughput_all_orders(topo.links, mp, list(range(n)), b)
        relaxed = relaxed_ring_throughput(topo.links, mp, family, [b])
        assert relaxed >= exact * (1 - 1e-9)
        tight += relaxed <= exact * (1 + 1e-9)
    assert tight >= 1                                  # the relaxation is not vacuous


def test_relaxation_scope():
    w = Workload(6, groups=(AllReduceGroup(tuple(range(6)), 1.0),))
    links = np.roll(np.eye(6, dtype=int), 1, axis=1) + np.roll(np.eye(6, dtype=int), -1, axis=1)
    assert relaxed_ring_throughput(links, np.zeros((6, 6)), ring_family(w, "strides"), [1.0]) is None
    assert relaxed_ring_throughput(links, np.zeros((6, 6)), ring_family(w, "any"), [1.0]) == pytest.approx(2.0)


def test_exact_fallback_certifies_where_the_pricing_is_heuristic(monkeypatch):
    """A 10-member group with ``HELD_KARP_MAX = 6``: without the fallback no certificate;
    with ``exact_up_to = 10`` converged, at the value of default (exact) pricing."""
    w = dlrm_like(10)
    c = Cluster(10, 3)
    links = next(low_hop_multigraphs(10, 3, 0))                     # the Petersen graph
    family = ring_family(w, "any")
    mp, b = w.mp / 1e6, [w.groups[0].ring_bytes / 1e6]
    exact = route_with_ring_generation(links, mp, family, b)
    assert exact.converged and c.n == 10
    monkeypatch.setattr(pricing, "HELD_KARP_MAX", 6)
    assert not route_with_ring_generation(links, mp, family, b).converged         # heuristic pricing
    fallback = route_with_ring_generation(links, mp, family, b, exact_up_to=10)
    assert fallback.converged and fallback.throughput == pytest.approx(exact.throughput, rel=1e-7)
    assert fallback.throughput <= relaxed_ring_throughput(links, mp, family, b) * (1 + 1e-9)


def test_enumeration_proves_with_heuristic_pricing(monkeypatch):
    """dlrm_like n = 10, d = 3: the enumeration's optimum with exact pricing, and again
    with ``HELD_KARP_MAX = 6`` (pricing heuristic): the relaxation (R-8) and the exact
    fallback certify the classes, the same optimum is proven; deterministic."""
    problem = JointTopology(Cluster(10, 3), dlrm_like(10))
    ref = solve_uniform_by_enumeration(problem, time_limit=60)
    assert ref.status == "optimal"
    monkeypatch.setattr(pricing, "HELD_KARP_MAX", 6)
    runs = []
    for _ in range(2):
        stats: dict = {}
        res = solve_uniform_by_enumeration(JointTopology(Cluster(10, 3), dlrm_like(10)), time_limit=60, stats=stats)
        assert res.status == "optimal" and stats.get("certified", 0) + stats.get("bounded", 0) >= 1
        assert res.objective == pytest.approx(ref.objective, rel=1e-7)
        assert res.objective <= problem.throughput_upper_bound() * (1 + 1e-9)
        runs.append(res.solution.topology.links.tolist())
    assert runs[0] == runs[1]
