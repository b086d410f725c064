"""(J10j) balanced diameter-2 graphs by an LP-scored swap search
(formulations/joint_topology.md): the graph is re-checked here (simple, regular,
diameter 2 by BFS) and its uniform throughput re-computed by an independent
source-aggregated arc-flow LP (scipy; any paths, not only the two-hop ones the search
scores); the row it closes is proven through ``solve``."""

from __future__ import annotations

import logging

import numpy as np
import pytest

from topomilp.errors import TopomilpInputError
from topomilp.exact import solve
from topomilp.exact.joint import JointTopology
from topomilp.exact.joint.balancedstart import (
    applies,
    balanced_graph,
    balanced_start,
    hamiltonian_cycles,
    uniform_ring_mix,
)
from topomilp.exact.joint.bounds import moore_levels
from topomilp.exact.joint.hamiltonian import moore_start
from topomilp.model import Cluster, Topology
from topomilp.oracle import routing_problem
from topomilp.testing import uniform_pair_lp
from topomilp.utils import hop_distances
from topomilp.workloads import all_to_all, allreduce, dlrm_like


def test_scope():
    assert applies(JointTopology(Cluster(18, 6), all_to_all(18)))
    assert applies(JointTopology(Cluster(18, 5), dlrm_like(18)))                 # one ring over all nodes
    assert not applies(JointTopology(Cluster(18, 6), allreduce(18)))             # no MP: (J10c)/(J10e)
    assert not applies(JointTopology(Cluster(18, 6, link_model="simplex"), all_to_all(18)))
    assert not applies(JointTopology(Cluster(18, 3), all_to_all(18)))            # n - 1 > d^2
    assert not applies(JointTopology(Cluster(6, 5), all_to_all(6)))              # complete graph
    assert balanced_start(JointTopology(Cluster(18, 6), allreduce(18))) is None
    with pytest.raises(TopomilpInputError):
        balanced_graph(18, 3)
    with pytest.raises(TopomilpInputError):
        balanced_graph(9, 3)                                                   # n d odd


def test_n18_d6_meets_the_moore_bound_by_an_independent_lp():
    """The graph the solver's start uses at n = 18, d = 6: simple, 6-regular, diameter 2,
    and routed (any paths) at the Moore bound: ``n (n - 1) / (n d)`` demand-hops per arc
    at the Moore sum 28 per node, i.e. time ``28 / 6`` per unit pair demand on unit arcs."""
    links = balanced_graph(18, 6, seed=0)
    assert links is not None and (links == links.T).all() and links.max() == 1 and (np.diag(links) == 0).all()
    assert (links.sum(axis=1) == 6).all() and hop_distances(links).max() == 2
    hops = hop_distances(links).sum()
    assert hops == 18 * sum(moore_levels(18, 6, True))                       # the Moore sum at every node
    assert 1 / uniform_pair_lp(links) == pytest.approx(28 / 6, rel=1e-7)        # every arc full
    circulant = np.roll(np.eye(18, dtype=int), 1, axis=1)
    ring = circulant + circulant.T      # the LP itself against the product's routing LP: C18 vs the graph
    times = [solve(routing_problem(Topology(t), Cluster(18, k), all_to_all(18)), backend="highs",
                   time_limit=60) for t, k in ((links, 6), (ring, 2))]
    assert all(r.status == "optimal" for r in times)
    assert uniform_pair_lp(links) / uniform_pair_lp(ring) == pytest.approx(
        times[1].objective / times[0].objective, rel=1e-6)       # objectives are times
    assert (balanced_graph(18, 6, seed=0) == links).all()                      # deterministic


def test_petersen_at_n10_d3():
    """n = 10, d = 3: the only 3-regular graph of diameter 2 on 10 nodes is the Petersen
    graph (a Moore graph, arc-transitive), which no Cayley graph of (J10f) gives."""
    import networkx as nx

    links = balanced_graph(10, 3, seed=0)
    assert links is not None and nx.is_isomorphic(nx.from_numpy_array(links), nx.petersen_graph())
    sol = balanced_start(JointTopology(Cluster(10, 3), all_to_all(10)))
    assert sol is not None and 1 / uniform_pair_lp(sol.topology.links) == pytest.approx(10 * 15 / 30, rel=1e-7)


def test_no_graph_when_none_has_diameter_2():
    """n = 17, d = 4: a 4-regular graph of diameter 2 on 17 nodes would be a Moore graph,
    and none exists for d = 4 (Hoffman-Singleton): the search must return nothing."""
    assert balanced_graph(17, 4, seed=0, steps=20) is None


def test_dlrm_ring_mix_loads_every_arc_equally():
    """dlrm_like n = 18, d = 5 (seed 13 of the search): the rings listed are directed
    Hamiltonian cycles of the graph whose mix (re-solved here) puts 1/5 of the ring on
    every arc, and the start meets the bound (J6'')."""
    from scipy.optimize import linprog

    links = balanced_graph(18, 5, seed=13)
    assert links is not None and hop_distances(links).max() == 2
    rings = uniform_ring_mix(links, hamiltonian_cycles(links, 13))
    assert rings and all(sorted(r) == list(range(18)) for r in rings)
    arcs = [tuple(a) for a in np.argwhere(links > 0)]
    inc = np.array([[sum(1 for i in range(18) if (r[i], r[(i + 1) % 18]) == a) for r in rings] for a in arcs])
    assert inc.sum(axis=0).tolist() == [18] * len(rings)                     # every step on an arc
    res = linprog(np.zeros(len(rings)), A_eq=np.vstack([inc, np.ones(len(rings))]),
                  b_eq=np.r_[np.full(len(arcs), 0.2), 1.0], bounds=(0, None), method="highs")
    assert res.status == 0
    problem = JointTopology(Cluster(18, 5), dlrm_like(18))
    sol = balanced_start(problem)
    assert sol is not None and sol.throughput == pytest.approx(problem.throughput_upper_bound(), rel=1e-7)


@pytest.mark.parametrize("d", [5, 6])
def test_solve_proves_uniform_n18_from_the_balanced_start(caplog, d):
    """all_to_all n = 18, d = 5, 6: no Cayley graph of (J10f) meets the bound, the
    balanced graph does, in the enumeration's ``moore start`` phase; the answer is the
    Moore bound (J6') and proven."""
    problem = JointTopology(Cluster(18, d), all_to_all(18))
    assert moore_start(problem) is None
    with caplog.at_level(logging.DEBUG, logger="topomilp.exact.timeplan"):
        res = solve(problem, time_limit=60)
    phases = [r.getMessage() for r in caplog.records if "enumeration: phase" in r.getMessage()]
    assert len(phases) == 1 and "'moore start'" in phases[0]
    assert res.status == "optimal" and "balanced" in res.solution.topology.name
    assert res.objective == pytest.approx(problem.throughput_upper_bound(), rel=1e-7)
