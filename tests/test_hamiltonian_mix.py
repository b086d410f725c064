"""(J10e) Hamiltonian ring mixes on Cayley graphs (formulations/joint_topology.md): an
AllReduce over all nodes with odd d under duplex meets the port bound (J5).

The arc loads are re-derived here from the returned rings and weights (not from the LP
that chose them); small instances are checked against a brute force over every
topology and every ring order; the solver's status against the bound."""

from __future__ import annotations

import itertools
import logging

import numpy as np
import pytest

from topomilp.exact import solve
from topomilp.exact.joint import JointTopology, balancedstart
from topomilp.exact.joint.hamiltonian import (
    applies,
    duplex_generator_sets,
    hamiltonian_cycle,
    hamiltonian_mix,
    hamiltonian_start,
    moore_applies,
    moore_start,
    uniform_mix,
)
from topomilp.exact.joint.starts import metacyclic_groups
from topomilp.model import Cluster
from topomilp.testing import min_time_lp, regular_multigraphs, workload_min_time_lp
from topomilp.utils import hop_distances
from topomilp.workloads import all_to_all, allreduce, dlrm_like, permutation


@pytest.mark.parametrize("n,d", [(6, 3), (8, 3), (8, 5), (10, 3), (12, 5), (14, 3), (16, 5), (18, 3), (20, 5)])
def test_mix_loads_every_arc_with_one_dth_of_a_ring(n, d):
    name, links, rings, weights = hamiltonian_mix(n, d)
    assert (links == links.T).all() and (links.sum(axis=1) == d).all() and (np.diag(links) == 0).all()
    assert sum(weights) == pytest.approx(1.0, abs=1e-9) and min(weights) > 0
    load = np.zeros((n, n))
    for order, w in zip(rings, weights):
        assert sorted(order) == list(range(n))                    # a Hamiltonian cycle ...
        for u, v in zip(order, order[1:] + order[:1]):
            assert links[u, v] > 0                                # ... along arcs of the graph
            load[u, v] += w
    assert np.allclose(load[links > 0] / links[links > 0], 1.0 / d, atol=1e-9)


def test_mix_is_deterministic():
    a, b = hamiltonian_mix(16, 3, seed=0), hamiltonian_mix(16, 3, seed=0)
    assert a[0] == b[0] and a[2] == b[2] and a[3] == b[3] and (a[1] == b[1]).all()


def test_generator_sets_and_cycles():
    tab = metacyclic_groups(8)[0][1]                              # Z8
    inv = np.argmax(tab == 0, axis=1)
    sets = list(duplex_generator_sets(tab, 3))
    assert sets and all(sorted(int(inv[g]) for g in S) == sorted(S) for S in sets)
    assert all(sum(1 if inv[g] == g else 1 for g in S) == 3 for S in sets)
    cyc = hamiltonian_cycle(tab, (4, 1, 7), 1, np.random.default_rng(3))
    node, seen = 0, set()
    for i in cyc:
        seen.add(node)
        node = int(tab[node, (4, 1, 7)[i]])
    assert node == 0 and seen == set(range(8))
    assert hamiltonian_cycle(tab, (2, 6, 4), 0, np.random.default_rng(0)) is None   # <2, 4> is not Z8


def test_uniform_mix_lp():
    assert uniform_mix(np.array([[4, 0, 0], [0, 4, 0]]), 3) is None
    w = uniform_mix(np.array([[3, 0, 3], [0, 3, 3], [6, 0, 0], [0, 6, 0]]), 3)
    assert w is not None and np.allclose(np.array([[3, 0, 3], [0, 3, 3], [6, 0, 0], [0, 6, 0]]).T @ w, 2)


@pytest.mark.parametrize("n,d,max_links", [(4, 3, None), (6, 3, 1)])
def test_brute_force_meets_the_port_bound(n, d, max_links):
    """Every cubic multigraph on 4 nodes (simple graph on 6), every ring order (the LP
    over all of them): the best equals the port bound, which the (J10e) start reaches. At
    n = 4 the start is K4, whose symmetric digraph has no decomposition into 3 directed
    Hamiltonian cycles (Tillson 1980), only a fractional one."""
    c, w = Cluster(n, d), allreduce(n)
    orders = [(0,) + p for p in itertools.permutations(range(1, n))]
    best = min(workload_min_time_lp(t, c, w, rings=[orders]) for t in regular_multigraphs(n, d, max_links=max_links))
    problem = JointTopology(c, w)
    sol = hamiltonian_start(problem)
    assert sol is not None and 1.0 / best == pytest.approx(problem.throughput_upper_bound(), rel=1e-7)
    assert sol.throughput == pytest.approx(1.0 / best, rel=1e-7)


def test_scope():
    assert applies(JointTopology(Cluster(10, 3), allreduce(10)))
    assert not applies(JointTopology(Cluster(10, 4), allreduce(10)))              # even d: (J10c)
    assert not applies(JointTopology(Cluster(10, 3, link_model="simplex"), allreduce(10)))
    assert not applies(JointTopology(Cluster(10, 3), dlrm_like(10)))              # MP traffic
    assert not applies(JointTopology(Cluster(10, 3), all_to_all(10)))
    assert hamiltonian_start(JointTopology(Cluster(10, 3), dlrm_like(10))) is None


@pytest.mark.parametrize("n,d", [(10, 3), (18, 5)])
def test_solve_proves_odd_d_allreduce_at_the_port_bound(n, d):
    problem = JointTopology(Cluster(n, d), allreduce(n))
    res = solve(problem, time_limit=60)
    assert res.status == "optimal" and res.verified
    assert res.objective == pytest.approx(problem.throughput_upper_bound(), rel=1e-7)
    assert "hamiltonian mix" in res.solution.topology.name


def test_moore_start_scope():
    assert moore_applies(JointTopology(Cluster(12, 4), all_to_all(12)))
    assert moore_applies(JointTopology(Cluster(12, 4), dlrm_like(12)))
    assert not moore_applies(JointTopology(Cluster(12, 4), allreduce(12)))        # no MP: (J10c)/(J10e)
    assert not moore_applies(JointTopology(Cluster(12, 4, link_model="simplex"), all_to_all(12)))
    assert not moore_applies(JointTopology(Cluster(12, 4), permutation(12)))
    assert moore_start(JointTopology(Cluster(12, 4), allreduce(12))) is None


def test_moore_start_meets_the_moore_bound_checked_by_scipy():
    """n = 13, d = 4 uniform all-to-all: a Moore-profile Cayley graph at the bound (J6');
    its time re-computed by the independent scipy LP, its distances by BFS."""
    c = Cluster(13, 4)
    problem = JointTopology(c, all_to_all(13))
    sol = moore_start(problem)
    assert sol is not None and sol.throughput == pytest.approx(problem.throughput_upper_bound(), rel=1e-7)
    links = sol.topology.links
    assert links.max() == 1 and (links.sum(axis=1) == 4).all() and hop_distances(links).max() == 2
    scipy_throughput = 1.0 / min_time_lp(sol.topology, c, problem.workload.mp)
    assert scipy_throughput == pytest.approx(sol.throughput, rel=1e-6)


def test_moore_start_dlrm_at_the_known_optimum():
    """dlrm_like n = 12, d = 4 (duplex): the proven optimum (216 e + 12 b) / (48 B)
    (formulations/rings.md, "Measured"), reached by (J10f) with Hamiltonian translates."""
    c = Cluster(12, 4)
    w = dlrm_like(12)
    sol = moore_start(JointTopology(c, w))
    e, b = float(w.mp[0, 1]), w.groups[0].ring_bytes
    assert sol is not None and sol.time_s == pytest.approx((216 * e + 12 * b) / (48 * c.link_bytes_per_s), rel=1e-7)


def test_solve_proves_uniform_n20_d6_from_the_moore_start():
    problem = JointTopology(Cluster(20, 6), all_to_all(20))
    res = solve(problem, time_limit=60)
    assert res.status == "optimal" and res.objective == pytest.approx(problem.throughput_upper_bound(), rel=1e-7)
    assert "moore" in res.solution.topology.name


def test_enumeration_runs_the_moore_start_in_its_own_phase(caplog):
    """dlrm_like n = 18, d = 6: (J10f) runs in the ``moore start`` phase of the enumeration's
    time plan (not inside the general start's tenth) and ends the search at the bound; the
    general start does not run. The answer meets the bound (J6'')."""
    c = Cluster(18, 6)
    problem = JointTopology(c, dlrm_like(18))
    with caplog.at_level(logging.DEBUG, logger="topomilp.exact.timeplan"):
        res = solve(problem, time_limit=60)
    phases = [r.getMessage() for r in caplog.records if "enumeration: phase" in r.getMessage()]
    assert len(phases) == 1 and "'moore start'" in phases[0] and "30%" in phases[0]
    assert res.status == "optimal" and "moore" in res.solution.topology.name
    assert res.objective == pytest.approx(problem.throughput_upper_bound(), rel=1e-7)


def test_general_start_follows_when_no_moore_graph_meets_the_bound(caplog, monkeypatch):
    """all_to_all n = 10, d = 3: no Cayley graph of (J10f) meets the bound (and the
    balanced search (J10j), which finds the Petersen graph, is switched off here), so the
    general start (without (J10f) again) runs in its own phase after it; the enumeration
    still proves the optimum (never above the bound)."""
    monkeypatch.setattr(balancedstart, "balanced_start", lambda problem: None)
    problem = JointTopology(Cluster(10, 3), all_to_all(10))
    assert problem.auto_start(moore=False) is not None
    assert moore_start(problem) is None
    with caplog.at_level(logging.DEBUG, logger="topomilp.exact.timeplan"):
        res = solve(problem, time_limit=60)
    phases = [r.getMessage() for r in caplog.records if "enumeration: phase" in r.getMessage()]
    assert ["'moore start'" in p for p in phases] == [True, False] and "'start'" in phases[1]
    assert res.status == "optimal" and res.objective <= problem.throughput_upper_bound() * (1 + 1e-9)
