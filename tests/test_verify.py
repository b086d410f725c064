"""The brute-force oracle and the independent verifier of the exact models."""

from __future__ import annotations

import dataclasses
import itertools

import numpy as np
import pytest
from conftest import ring_topology
from hypothesis import given, settings
from hypothesis import strategies as st

from topomilp.errors import TopomilpInputError, VerificationError
from topomilp.exact import solve
from topomilp.exact import verify as V
from topomilp.exact.joint import JointTopology
from topomilp.exact.min_hops_topology import MinHopsTopology
from topomilp.exact.rings import stride_rings
from topomilp.exact.routing import RoutingProblem
from topomilp.model import Cluster, Topology
from topomilp.routing import PathRouting, ShortestPathRouting
from topomilp.testing import (
    count_regular_multigraphs,
    hop_objective,
    min_time_lp,
    regular_multigraphs,
    single_path_time,
)
from topomilp.workloads import all_to_all, allreduce

RING4 = ring_topology(4)


# --------------------------------------------------------------------------- brute force
def _all_matrices(n, d, link_model):
    """Slow reference: every 0..d matrix filtered by the rules."""
    cells = [(i, j) for i in range(n) for j in range(n) if i != j and (link_model == "simplex" or i < j)]
    out = set()
    for vals in itertools.product(range(d + 1), repeat=len(cells)):
        m = np.zeros((n, n), dtype=int)
        for (i, j), v in zip(cells, vals):
            m[i, j] = v
            if link_model == "duplex":
                m[j, i] = v
        if np.all(m.sum(axis=1) == d) and np.all(m.sum(axis=0) == d):
            out.add(m.tobytes())
    return out


@pytest.mark.parametrize("n,d,lm", [(4, 2, "duplex"), (4, 3, "duplex"), (5, 2, "duplex"), (3, 2, "simplex"),
                                    (4, 1, "simplex")])
def test_enumeration_matches_naive_filter(n, d, lm):
    got = [t.links.astype(int).tobytes() for t in regular_multigraphs(n, d, lm)]
    assert len(got) == len(set(got))
    assert set(got) == _all_matrices(n, d, lm)


def test_enumeration_counts_and_degrees():
    assert count_regular_multigraphs(4, 2) == 6          # three 4-cycles, three doubled matchings
    assert count_regular_multigraphs(5, 2) == 22         # 12 five-cycles + 10 (double link + triangle)
    assert count_regular_multigraphs(5, 3) == 0          # n*d odd
    c = Cluster(6, 3)
    assert all(t.meets_degree(c) for t in regular_multigraphs(6, 3))
    assert sum(1 for _ in regular_multigraphs(5, 2, max_links=1)) == 12     # the five-cycles only
    # simple 2-regular digraphs on 4 nodes: complements of the 9 derangements
    assert sum(1 for _ in regular_multigraphs(4, 2, "simplex", max_links=1)) == 9
    with pytest.raises(TopomilpInputError):
        list(regular_multigraphs(4, 2, max_links=0))


def test_enumeration_keeps_fixed_links():
    fixed = np.zeros((5, 5), dtype=int)
    fixed[0, 1] = fixed[1, 0] = 2
    tops = list(regular_multigraphs(5, 2, fixed=fixed))
    assert tops and all(t.links[0, 1] == 2 for t in tops)
    assert len(tops) == 1                                  # nodes 2, 3, 4 must form a triangle
    with pytest.raises(TopomilpInputError):
        list(regular_multigraphs(9, 2))


def test_stride_rings_and_scorers():
    assert stride_rings((0, 1, 2, 3)) == [(0, 1, 2, 3), (0, 3, 2, 1)]
    assert len(stride_rings(tuple(range(5)))) == 4
    assert hop_objective(RING4, "diameter") == 2.0
    assert hop_objective(RING4, "weighted_hops") == pytest.approx(4 / 3)
    c = Cluster(4, 2, bandwidth_gbps=8)                    # 1e9 bytes/s per link
    dem = np.zeros((4, 4))
    dem[0, 2] = 2e9
    assert min_time_lp(RING4, c, dem) == pytest.approx(1.0)   # split over both 2-hop paths
    assert single_path_time(RING4, c, dem, 1) == pytest.approx(2.0)
    assert single_path_time(RING4, c, dem, 2) == pytest.approx(1.0)


# --------------------------------------------------------------------------- flow checks
@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.permutations(range(1, 6)), st.integers(2, 5), st.integers(1, 9)),
                min_size=1, max_size=6))
def test_decompose_reproduces_path_flows(spec):
    """Flows made of simple paths from 0 decompose into paths with the same arc flows."""
    paths = {}
    sinks: dict[int, float] = {}
    for perm, length, amount in spec:
        p = (0,) + tuple(perm[:length - 1])
        paths.setdefault(p[-1], []).append((p, float(amount)))
        sinks[p[-1]] = sinks.get(p[-1], 0.0) + amount
    flows = V.path_flows(paths)
    V.check_conservation(0, flows, sinks)
    got = V.decompose(0, flows, sinks)
    assert {t: sum(a for _, a in pl) for t, pl in got.items()} == pytest.approx(sinks)
    back = V.path_flows(got)
    for arc, f in back.items():
        assert f <= flows[arc] + 1e-9
    # loads can only shrink (cycles dropped), total delivered is the same
    assert sum(back.values()) <= sum(flows.values()) + 1e-9


def test_conservation_and_capacity_violations_are_caught():
    flows = {(0, 1): 1.0, (1, 2): 0.5}
    with pytest.raises(VerificationError):
        V.check_conservation(0, flows, {2: 1.0})
    with pytest.raises(VerificationError):
        V.check_conservation(0, {(0, 1): -1.0}, {1: -1.0})
    with pytest.raises(VerificationError):
        V.decompose(0, flows, {2: 1.0})
    with pytest.raises(VerificationError):
        V.check_capacity(np.array([[0, 2.0], [0, 0]]), np.array([[0, 1.0], [0, 0]]))
    with pytest.raises(VerificationError):
        V.check_ring_shares([[0.5, 0.4]], 1.0)
    V.check_ring_shares([[0.25, 0.5]], 0.75)
    with pytest.raises(VerificationError):
        V.paths_to_routing(3, {(0, 1): [((0, 1), 1.0)]}, np.array([[0, 1, 1], [0, 0, 0], [0, 0, 0]]))


def test_check_topology():
    c = Cluster(4, 2)
    V.check_topology(RING4, c)
    bad = Topology.from_edges(4, [(0, 1), (1, 2), (2, 3)])
    with pytest.raises(VerificationError):
        V.check_topology(bad, c)
    fixed = np.zeros((4, 4), dtype=int)
    fixed[0, 2] = fixed[2, 0] = 1
    with pytest.raises(VerificationError):
        V.check_topology(RING4, c, fixed)
    with pytest.raises(VerificationError):
        V.check_topology(Topology(RING4.links, "simplex"), c)


# --------------------------------------------------------------------------- corrupted solutions
@pytest.fixture(scope="module")
def joint_solved():
    c, w = Cluster(4, 2, bandwidth_gbps=8), all_to_all(4, bytes_per_pair=1e9)
    p = JointTopology(c, w)
    r = solve(p, backend="highs", time_limit=20)
    assert r.status == "optimal" and r.verified
    return p, r


def test_verifier_accepts_the_solution(joint_solved):
    p, r = joint_solved
    assert p.verify(r.solution) == pytest.approx(r.objective)
    assert r.solution.time_s == pytest.approx(2.0)


def test_verifier_catches_wrong_degree(joint_solved):
    p, r = joint_solved
    links = np.array(r.solution.topology.links)
    i, j = map(int, np.argwhere(links > 0)[0])
    links[i, j] += 1
    links[j, i] += 1
    bad = dataclasses.replace(r.solution, topology=Topology(links))
    with pytest.raises(VerificationError):
        p.verify(bad)


def test_verifier_catches_wrong_objective(joint_solved):
    p, r = joint_solved
    with pytest.raises(VerificationError):
        p.verify(dataclasses.replace(r.solution, time_s=r.solution.time_s * 0.9))
    with pytest.raises(VerificationError):
        p.verify_backend_objective(r.objective * 1.1, r.objective, "highs")   # backend claims more


def test_verifier_catches_broken_routing(joint_solved):
    p, r = joint_solved
    topo = r.solution.topology
    missing = [(i, j) for i in range(4) for j in range(4) if i != j and topo.links[i, j] == 0]
    s, t = missing[0]
    routes = dict(r.solution.mp_routing.routes)
    routes[(s, t)] = [((s, t), 1.0)]                       # a path over a non-existent link
    bad_routing = PathRouting(4, routes)
    with pytest.raises(VerificationError):
        p.verify(dataclasses.replace(r.solution, ar_routing=bad_routing, mp_routing=bad_routing))
    routes.pop((s, t))                                     # a demand without any path
    bad_routing = PathRouting(4, routes)
    with pytest.raises(VerificationError):
        p.verify(dataclasses.replace(r.solution, ar_routing=bad_routing, mp_routing=bad_routing))


def test_routing_verifier_catches_changed_plan_and_time():
    c, w = Cluster(4, 2, bandwidth_gbps=8), allreduce(4, bytes_per_member=1e9)
    p = RoutingProblem(RING4, c, w, allreduce="mutable")
    r = solve(p, backend="highs", time_limit=10)
    assert r.status == "optimal"
    with pytest.raises(VerificationError):
        p.verify(dataclasses.replace(r.solution, time_s=r.solution.time_s / 2))
    fixed = RoutingProblem(RING4, c, w, allreduce="fixed")   # the mutable plan is not the fixed one
    with pytest.raises(VerificationError):
        fixed.verify(r.solution)
    sp = ShortestPathRouting(RING4)                        # direct ring arcs: as good, accepted
    assert p.verify(dataclasses.replace(r.solution, routing=sp)) == pytest.approx(r.objective)
    routes = dict(r.solution.routing.routes)
    routes[(0, 1)] = [((0, 2, 1), 1.0)]                    # 0-2 is not a link
    with pytest.raises(VerificationError):
        p.verify(dataclasses.replace(r.solution, routing=PathRouting(4, routes)))


def test_min_hops_verifier_catches_wrong_objective():
    p = MinHopsTopology(Cluster(4, 2))
    r = solve(p, backend="cpsat", time_limit=10)
    assert r.status == "optimal"
    with pytest.raises(VerificationError):
        p.verify(dataclasses.replace(r.solution, objective=1.0))
    with pytest.raises(VerificationError):
        p.verify(dataclasses.replace(r.solution, topology=Topology.from_edges(4, [(0, 1), (0, 1), (2, 3), (2, 3)])))


def test_flow_decode_ignores_noise_on_unlinked_arcs():
    """Solver noise on an arc whose link count decoded to 0 is dropped; a real flow there
    breaks conservation and is reported."""
    import pulp

    from topomilp.exact.modelkit import Builder, add_flows, pulp_value

    prob = pulp.LpProblem("t", pulp.LpMaximize)
    b = Builder("pulp", prob, pulp)
    arcs = [(0, 1), (1, 2), (0, 2)]
    fam = add_flows(b, "t", 3, arcs, {0: (0, {2: 1.0})}, None, None, False)
    f = fam.f[0]
    f[(0, 1)].varValue, f[(1, 2)].varValue, f[(0, 2)].varValue = 1.0, 1.0, 1e-8
    assert len(fam.decode(pulp_value, 0)[2]) == 2                 # the noise path is kept
    assert fam.decode(pulp_value, 0, allowed={(0, 1), (1, 2)}) == {2: [((0, 1, 2), 1.0)]}
    f[(0, 1)].varValue, f[(1, 2)].varValue, f[(0, 2)].varValue = 0.5, 0.5, 0.5
    with pytest.raises(VerificationError):
        fam.decode(pulp_value, 0, allowed={(0, 1), (1, 2)})
