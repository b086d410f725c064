"""(J10h) the per-cycle component start of duplex derangement traffic
(formulations/joint_topology.md, "Warm start"): components as the document says, a
feasible topology (exactly ``d`` ports per node, no link between components) whose
verified throughput is the smallest of its components' own optima (each proven alone),
its scope, and that the warm-start search keeps it."""

from __future__ import annotations

import numpy as np
import pytest

from topomilp.exact import solve
from topomilp.exact.joint import JointTopology
from topomilp.exact.joint.cyclebound import traffic_cycles
from topomilp.exact.joint.cyclestart import applies, component_groups, component_start
from topomilp.model import AllReduceGroup, Cluster, Workload
from topomilp.workloads import all_to_all, permutation


def test_components_pair_odd_cycles_at_odd_d():
    cycles = [[0, 1, 2], [3, 4, 5, 6, 7], [8, 9], [10, 11, 12, 13]]
    assert component_groups(cycles, 4) == [[3, 4, 5, 6, 7], [10, 11, 12, 13], [0, 1, 2], [8, 9]]
    odd = component_groups(cycles, 3)
    assert odd == [[10, 11, 12, 13], [3, 4, 5, 6, 7, 0, 1, 2], [8, 9]]
    assert all(len(g) * 3 % 2 == 0 for g in odd)
    assert sorted(v for g in odd for v in g) == list(range(14))


def test_scope():
    assert applies(JointTopology(Cluster(14, 6), permutation(14, seed=0)))
    assert not applies(JointTopology(Cluster(14, 6, link_model="simplex"), permutation(14, seed=0)))
    assert not applies(JointTopology(Cluster(6, 3), all_to_all(6)))
    one_cycle = Workload(5, mp=np.roll(np.eye(5), 1, axis=1), name="ring")
    assert not applies(JointTopology(Cluster(5, 2), one_cycle))
    assert not applies(JointTopology(Cluster(12, 3), permutation(12, seed=0)))   # cycles 7 and 5: one component
    assert not applies(JointTopology(Cluster(14, 3), permutation(14, seed=0)))   # 5 and 3 would be joined
    assert applies(JointTopology(Cluster(12, 4), permutation(12, seed=0)))
    assert applies(JointTopology(Cluster(8, 3), permutation(8, seed=0)))          # cycles 6 and 2: even lengths
    w = permutation(6, seed=0)
    with_group = Workload(6, mp=w.mp, groups=(AllReduceGroup((0, 1, 2), 1e6),), name="mixed")
    assert not applies(JointTopology(Cluster(6, 3), with_group))
    assert not applies(JointTopology(Cluster(6, 3), w, mp_hop_limit=2))
    assert component_start(JointTopology(Cluster(6, 3), all_to_all(6))) is None


@pytest.mark.parametrize("n, d", [(8, 3), (8, 4), (14, 6)])
def test_component_start_is_the_weakest_component(n, d):
    problem = JointTopology(Cluster(n, d), permutation(n, seed=0))
    topo = component_start(problem, time_limit=30)
    links = topo.links
    assert np.all(links.sum(axis=1) == d) and np.array_equal(links, links.T)
    groups = component_groups(traffic_cycles(problem.workload.mp), d)
    inside = np.zeros_like(links, dtype=bool)
    for g in groups:
        inside[np.ix_(g, g)] = True
    assert not links[~inside].any()                                    # no link between components
    sol = problem.start_solution(topo)
    assert problem.verify(sol) == pytest.approx(sol.throughput)
    optima = []
    for g in groups:                                                    # each component proven alone
        sub = JointTopology(Cluster(len(g), d), Workload(len(g), mp=problem.workload.mp[np.ix_(g, g)]))
        res = solve(sub, backend="highs", time_limit=30)
        assert res.status == "optimal"
        optima.append(res.objective)
    assert sol.throughput == pytest.approx(min(optima), rel=1e-6)


def test_the_start_search_keeps_the_components():
    problem = JointTopology(Cluster(14, 6), permutation(14, seed=0))
    own = problem.auto_start(improve=False)
    comp = problem.start_solution(component_start(problem, time_limit=30))
    assert own.throughput >= comp.throughput * (1 - 1e-9)
