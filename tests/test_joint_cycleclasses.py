"""The cycle-neighbourhood enumeration (J16) of duplex permutation traffic
(formulations/joint_topology.md, "Cycle-neighbourhood enumeration (J16)",
``topomilp.exact.joint.cycleclasses``): the classes of (J16a) against a brute force over
labellings, the enumeration's proof against the brute force over every topology (n = 6)
and the textbook MILP (n = 8), a better topology handed on below it, and the portfolio step."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from topomilp.exact.base import solve
from topomilp.exact.deadline import deadline_scope
from topomilp.exact.joint import cycleclasses as CC
from topomilp.exact.joint.cyclebound import traffic_cycles
from topomilp.exact.joint.model import JointTopology
from topomilp.model import Cluster, Topology, Workload
from topomilp.workloads import permutation

pytest.importorskip("highspy")


def _labelled(length, d):
    pairs = list(itertools.combinations(range(length), 2))
    for mult in itertools.product(range(d + 1), repeat=len(pairs)):
        deg = [0] * length
        for (i, j), k in zip(pairs, mult):
            deg[i] += k
            deg[j] += k
        if max(deg) <= d:
            yield {p: k for p, k in zip(pairs, mult) if k}


def _orbit(m, length):
    out = set()
    for r in range(length):
        for s in (1, -1):
            g = [(s * i + r) % length for i in range(length)]
            out.add(frozenset(((min(g[i], g[j]), max(g[i], g[j])), k) for (i, j), k in m.items()))
    return frozenset(out)


@pytest.mark.parametrize(("length", "d"), [(3, 3), (4, 2), (4, 3), (5, 2)])
def test_internal_classes_one_per_orbit(length, d):
    """(J16a): every labelled multigraph's orbit holds exactly one class."""
    orbits = {_orbit(m, length) for m in _labelled(length, d)}
    classes = CC.internal_classes(length, d)
    assert len(classes) == len(orbits)
    assert {_orbit(m, length) for m in classes} == orbits


def _topologies(n, d):
    """Every d-regular loopless multigraph on n nodes (as link matrices)."""
    pairs = list(itertools.combinations(range(n), 2))

    def rec(k, deg, links):
        if k == len(pairs):
            if all(x == d for x in deg):
                yield links.copy()
            return
        i, j = pairs[k]
        if all(p[0] > i for p in pairs[k:]) and deg[i] != d:    # node i has no pair left to fill it
            return
        for m in range(min(d - deg[i], d - deg[j]) + 1):
            deg[i] += m
            deg[j] += m
            links[i, j] = links[j, i] = m
            yield from rec(k + 1, deg, links)
            deg[i] -= m
            deg[j] -= m
        links[i, j] = links[j, i] = 0

    yield from rec(0, [0] * n, np.zeros((n, n), dtype=int))


def _value(model, links):
    n = links.shape[0]
    return model.lp({(u, v): int(links[u, v]) for u in range(n) for v in range(u + 1, n)}, 60.0)


def _problem(n, d):
    return JointTopology(Cluster(n, d), permutation(n))


def test_flow_model_agrees_with_the_verified_routing():
    """The enumeration's LP with every link fixed is the routing LP's throughput."""
    p = _problem(6, 3)
    cycles = traffic_cycles(p.workload.mp)
    model = CC.FlowModel(6, 3, CC.successors(cycles, 6))
    vol = float(p.workload.mp.max())
    from scipy.sparse.csgraph import connected_components

    for links in itertools.islice(_topologies(6, 3), 0, 400, 37):
        if connected_components(links, directed=False)[0] > 1:     # the evaluator rejects these
            assert _value(model, links) == pytest.approx(0.0, abs=1e-9)
            continue
        routed = p.start_solution(Topology(links, "duplex")).throughput * vol / p.cluster.link_bytes_per_s
        assert _value(model, links) == pytest.approx(routed, rel=1e-6, abs=1e-9)


@pytest.fixture(scope="module")
def best6():
    """The brute-force optimum of n = 6, d = 3 (every 3-regular multigraph routed)."""
    p = _problem(6, 3)
    model = CC.FlowModel(6, 3, CC.successors(traffic_cycles(p.workload.mp), 6))
    return max(_value(model, links) for links in _topologies(6, 3))


def test_proof_matches_brute_force_n6(best6):
    """n = 6, d = 3 (two 3-cycles): the optimum over every topology is proven at the
    cutoff just above it; from just below it there is no proof, and the topology handed
    on is at the optimum."""
    p, best = _problem(6, 3), best6
    cycles = traffic_cycles(p.workload.mp)
    assert best > 0
    for cy in cycles:
        at = CC.enumerate_classes(p, best * (1 + CC.GAP), cy)
        assert at.proven and at.links is None
        # below the optimum: no proof, and a full class's MILP hands on an optimal topology
        below = CC.enumerate_classes(p, best * (1 - 1e-3), cy)
        assert not below.proven and below.lam == pytest.approx(best, rel=1e-6)
        model = CC.FlowModel(6, 3, CC.successors(cycles, 6))
        assert _value(model, below.links) == pytest.approx(best, rel=1e-6)


def test_proof_matches_textbook_milp_n8():
    """n = 8, d = 3 (cycles 2 and 6): the textbook MILP's optimum (the same model with
    every link integral, no fixing) is proven on the 2-cycle; from a cutoff 0.1 % below it
    the topology handed on is at it; without time there is no proof."""
    p = _problem(8, 3)
    cycles = traffic_cycles(p.workload.mp)
    model = CC.FlowModel(8, 3, CC.successors(cycles, 8))
    status, best, _ = model.milp({}, 0.0, 60.0)
    assert status == "Optimal" and best > 0
    two = next(cy for cy in cycles if len(cy) == 2)
    at = CC.enumerate_classes(p, best * (1 + CC.GAP), two)
    assert at.proven and at.links is None
    below = CC.enumerate_classes(p, best * 0.999, two)
    assert not below.proven and below.lam == pytest.approx(best, rel=1e-6)
    with deadline_scope(1e-3):              # no time: no claim
        assert not CC.enumerate_classes(p, best * 0.9, two).proven


def test_portfolio_step_proves_small_rows(best6):
    """The solve chain: (J16) proves n = 6, d = 3 at the brute-force optimum; it does not
    apply at d = 4 or to traffic that is not a derangement with equal volumes."""
    p, best = _problem(6, 3), best6
    res = solve(p, time_limit=30)
    assert res.is_optimal and "(J16)" in res.message
    vol = float(p.workload.mp.max())
    assert res.solution.throughput * vol / p.cluster.link_bytes_per_s == pytest.approx(best, rel=1e-6)
    assert not CC.applies(_problem(6, 4))
    mp = p.workload.mp.copy()
    mp[0, mp[0].argmax()] *= 2
    assert not CC.applies(JointTopology(Cluster(6, 3), Workload(6, mp=mp)))


def test_cycle_in_any_node_order_is_the_traffic_cycle():
    """(J16a)'s maps are rotations of the cycle in traffic order and (J16b)'s group fixes
    its nodes: a cycle handed in another node order (here n = 7, d = 2, cycles 4 and 3,
    where the 4-cycle reordered once "proved" a cutoff below the textbook MILP's optimum)
    is enumerated in the traffic's order, and no proof comes below the optimum; a node set
    that is no traffic cycle is refused."""
    from topomilp.errors import TopomilpInputError
    from topomilp.workloads import random_derangement

    n, d = 7, 2
    mp = np.zeros((n, n))
    mp[np.arange(n), random_derangement(n, 3)] = 1.0
    p = JointTopology(Cluster(n, d), Workload(n, mp=mp))
    cycles = traffic_cycles(p.workload.mp)
    status, best, _ = CC.FlowModel(n, d, CC.successors(cycles, n)).milp({}, 0.0, 60.0)
    assert status == "Optimal" and best > 0
    four = next(cy for cy in cycles if len(cy) == 4)
    for order in itertools.permutations(four):
        assert not CC.enumerate_classes(p, best * 0.999, list(order)).proven
    assert CC.enumerate_classes(p, best * (1 + CC.GAP), [four[2], four[0], four[3], four[1]]).proven
    with pytest.raises(TopomilpInputError):
        CC.enumerate_classes(p, best, [four[0], four[1]])


@pytest.mark.parametrize(("n", "seed"), [(7, 3), (7, 6), (7, 15), (10, 24)])
def test_chain_proof_matches_the_textbook_milp_at_d2(n, seed):
    """d = 2, cycle types 3 + 4, 2 + 5, 2 + 2 + 3 (n = 7) and 2 + 3 + 5 (n = 10): the
    solve chain's answer, proven by (J16), is the optimum of the textbook MILP (HiGHS,
    no (J16)), within (J16)'s margin."""
    from topomilp.exact.base import solve_model
    from topomilp.exact.options import SolveOptions
    from topomilp.workloads import random_derangement

    mp = np.zeros((n, n))
    mp[np.arange(n), random_derangement(n, seed)] = 1e6
    w = Workload(n, mp=mp)
    res = solve(JointTopology(Cluster(n, 2), w), time_limit=30)
    plain = solve_model(JointTopology(Cluster(n, 2), w, strengthen=False), SolveOptions(backend="highs", time_limit=30))
    assert res.is_optimal and "proven by the cycle-neighbourhood enumeration (J16)" in res.message
    assert plain.is_optimal
    assert res.objective == pytest.approx(plain.objective, rel=CC.GAP)
    assert res.bound >= plain.objective * (1 - 1e-9)
