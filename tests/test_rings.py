"""AllReduce ring families (formulations/rings.md): any cyclic order vs coprime strides.

Brute force here is independent of the models: every topology (``regular_multigraphs``)
times every cyclic order of every group (``itertools.permutations``), each routed by the
scipy LP of :func:`topomilp.testing.workload_min_time_lp`.
"""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from topomilp.errors import TopomilpInputError, VerificationError
from topomilp.exact import solve
from topomilp.exact.joint import JointTopology
from topomilp.exact.rings import (
    GroupRings,
    cheapest_ring,
    cyclic_orders,
    ring_family,
    ring_orbit,
    ring_pairs,
    rotation_symmetries,
    route_with_ring_generation,
)
from topomilp.exact.routing import RoutingProblem
from topomilp.heuristics import METHODS
from topomilp.model import AllReduceGroup, Cluster, Topology, Workload
from topomilp.oracle import assert_within_optimal
from topomilp.testing import regular_multigraphs, single_path_time, workload_min_time_lp
from topomilp.traffic import AllReducePlan, Ring
from topomilp.workloads import dlrm_like, hybrid


def _orders(members):
    """Every directed cyclic order of ``members`` (first member fixed), by permutations."""
    return [(members[0], *p) for p in itertools.permutations(members[1:])]


def _brute_any(c: Cluster, w: Workload) -> float:
    """min over topologies of the LP with every cyclic order of every group listed."""
    rings = [_orders(g.members) for g in w.groups]
    return min(workload_min_time_lp(t, c, w, rings) for t in regular_multigraphs(c.n, c.d, c.link_model))


def _brute_strides(c: Cluster, w: Workload) -> float:
    return min(workload_min_time_lp(t, c, w) for t in regular_multigraphs(c.n, c.d, c.link_model))


# --------------------------------------------------------------------------- the issue's example
def _two_groups() -> Workload:
    return Workload(4, groups=(AllReduceGroup((0, 1, 2, 3), 1e9), AllReduceGroup((0, 2, 1, 3), 1e9)))


def test_issue_example_any_order_beats_the_stride_optimum():
    """n=4, d=2, groups (0,1,2,3) and (0,2,1,3): the stride-only optimum is 1.5x the true
    one (the issue's 9 s vs 6 s); a 4-cycle running the second group as 0-3-2-1 is optimal.
    Here: 1 GB per member, 1 GB/s links: ring volume 1.5 GB per transfer, strides 2.25 s
    (the second group's rings cross the cycle's diagonals), any order 1.5 s."""
    c, w = Cluster(4, 2, bandwidth_gbps=8), _two_groups()
    strides = solve(JointTopology(c, w, rings="strides"), backend="highs", time_limit=30)
    anyr = solve(JointTopology(c, w), backend="highs", time_limit=30)
    assert strides.status == anyr.status == "optimal"
    assert strides.solution.time_s == pytest.approx(2.25, rel=1e-6)
    assert anyr.solution.time_s == pytest.approx(1.5, rel=1e-6)
    assert strides.solution.time_s == pytest.approx(_brute_strides(c, w), rel=1e-6)
    assert anyr.solution.time_s == pytest.approx(_brute_any(c, w), rel=1e-6)
    cycle = Topology.from_edges(4, [(0, 1), (1, 2), (2, 3), (3, 0)])
    ratio = assert_within_optimal(cycle, c, w, rtol=0.0, cache_path=None)
    assert ratio == pytest.approx(1.0, rel=1e-6)


# --------------------------------------------------------------------------- brute force, every backend
CASES = [
    (4, 2, "duplex", _two_groups()),
    (5, 2, "duplex", Workload(5, groups=(AllReduceGroup((0, 1, 2, 3, 4), 1e9),),
                              mp=np.triu(np.full((5, 5), 2e8), 1))),
    (4, 2, "simplex", _two_groups()),
    (5, 2, "simplex", Workload(5, groups=(AllReduceGroup((0, 2, 4), 1e9), AllReduceGroup((1, 2, 3), 5e8)))),
    (6, 2, "duplex", dlrm_like(6, embedding_bytes=1e8, mlp_bytes=1e9)),
]


@pytest.mark.parametrize("n,d,lm,w", CASES)
def test_highs_and_cbc_match_brute_force_over_topologies_and_ring_orders(n, d, lm, w):
    c = Cluster(n, d, bandwidth_gbps=8, link_model=lm)
    ref = _brute_any(c, w)
    for backend in ("highs", "cbc"):
        r = solve(JointTopology(c, w), backend=backend, time_limit=60)
        assert r.status == "optimal" and r.verified, (backend, r.message)
        assert r.solution.time_s == pytest.approx(ref, rel=1e-6), backend
        for gi, rings in enumerate(r.solution.plan.rings):
            assert sum(x.share for x in rings) == pytest.approx(1.0)
            for ring in rings:
                assert sorted(ring.order) == sorted(w.groups[gi].members)
    assert _brute_strides(c, w) >= ref * (1 - 1e-9)


@pytest.mark.parametrize("n,d,lm,w", [
    (5, 2, "duplex", Workload(5, groups=(AllReduceGroup((0, 2, 4, 1, 3), 1e9),))),
    (4, 2, "simplex", Workload(4, groups=(AllReduceGroup((0, 2, 1, 3), 1e9),))),
])
def test_cpsat_matches_single_ring_single_path_brute_force(n, d, lm, w):
    """CP-SAT with one chunk: one ring per group, every transfer on one path; brute force
    over every topology, every ring order and every path choice (one group: every
    transfer is its own commodity, as in the model)."""
    c = Cluster(n, d, bandwidth_gbps=8, link_model=lm)
    best = math.inf
    for t in regular_multigraphs(n, d, lm):
        for orders in itertools.product(*[_orders(g.members) for g in w.groups]):
            dem = np.array(w.mp, dtype=float)
            for g, o in zip(w.groups, orders):
                for i in range(len(o)):
                    dem[o[i], o[(i + 1) % len(o)]] += g.ring_bytes
            best = min(best, single_path_time(t, c, dem, chunks=1))
    r = solve(JointTopology(c, w, chunks=1), backend="cpsat", time_limit=60)
    assert r.status == "optimal" and r.solution.time_s == pytest.approx(best, rel=1e-6)


# --------------------------------------------------------------------------- property tests
@st.composite
def _workloads(draw):
    n = draw(st.integers(4, 5))
    k_groups = draw(st.integers(1, 3))
    groups = []
    for _ in range(k_groups):
        size = draw(st.integers(2, n))
        members = draw(st.permutations(range(n)))[:size]          # overlapping, not cosets
        groups.append(AllReduceGroup(tuple(members), float(draw(st.integers(1, 4))) * 1e8))
    mp = np.zeros((n, n))
    for _ in range(draw(st.integers(0, 3))):
        s, t = draw(st.integers(0, n - 1)), draw(st.integers(0, n - 1))
        if s != t:
            mp[s, t] += 1e8
    return Workload(n, groups=tuple(groups), mp=mp)


@settings(max_examples=8, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(_workloads(), st.sampled_from(["duplex", "simplex"]))
def test_any_is_the_brute_force_optimum_and_never_worse_than_strides(w, lm):
    c = Cluster(w.n, 2, bandwidth_gbps=8, link_model=lm)
    anyr = solve(JointTopology(c, w), backend="highs", time_limit=60)
    strides = solve(JointTopology(c, w, rings="strides"), backend="highs", time_limit=60)
    assert anyr.status == strides.status == "optimal"
    assert anyr.solution.time_s <= strides.solution.time_s * (1 + 1e-9)
    assert anyr.solution.time_s == pytest.approx(_brute_any(c, w), rel=1e-6)


@settings(max_examples=25, deadline=None, derandomize=True)
@given(st.integers(2, 8), st.integers(0, 2**31 - 1))
def test_held_karp_pricing_is_the_cheapest_cyclic_order(k, seed):
    cost = np.random.default_rng(seed).uniform(-1, 1, (9, 9))
    members = list(range(1, k + 1))
    best, order = cheapest_ring(cost, members)
    brute = min(sum(cost[o[i], o[(i + 1) % k]] for i in range(k)) for o in _orders(members))
    assert best == pytest.approx(brute, abs=1e-12)
    assert sorted(order) == members and order[0] == members[0]
    assert sum(cost[order[i], order[(i + 1) % k]] for i in range(k)) == pytest.approx(best, abs=1e-12)


def test_cyclic_orders_lists_each_ring_once():
    orders = cyclic_orders((3, 1, 4, 5, 9))
    assert len(orders) == len(set(orders)) == math.factorial(4)
    assert set(orders) == set(_orders((3, 1, 4, 5, 9)))


def test_ring_generation_reaches_the_fully_listed_lp():
    """Column generation from the stride rings only equals the LP over all 720 orders."""
    n = 7
    topo = Topology.from_edges(n, [(i, (i + 1) % n) for i in range(n)] + [(i, (i + 3) % n) for i in range(n)])
    mp = np.zeros((n, n))
    mp[0, 3] = mp[5, 1] = 0.7
    members = tuple(range(n))
    listed = ring_family(Workload(n, groups=(AllReduceGroup(members, 1.0),)), "any")[0]
    assert listed.complete and len(listed.candidates) == 720
    generated = GroupRings(members, (members,), free=True, complete=False)
    gen = route_with_ring_generation(topo.links, mp, [generated], [1.0])
    full = route_with_ring_generation(topo.links, mp, [listed], [1.0])
    assert gen.converged and gen.throughput == pytest.approx(full.throughput, rel=1e-9)
    assert len(gen.rings[0]) < 720


def _listed_lp(links: np.ndarray, mp: np.ndarray, members: tuple[int, ...]) -> float:
    """The routing LP with every cyclic order of ``members`` listed (the rings' own orders)."""
    listed = GroupRings(members, tuple(_orders(members)), free=True, complete=True)
    return route_with_ring_generation(links, mp, [listed], [1.0]).throughput


@pytest.mark.parametrize("links, mp_pairs, members", [
    ("c8", [], tuple(range(8))),                                  # circulant: rotation and reflection
    ("c8", [(0, 4), (4, 0), (2, 6), (6, 2), (1, 5), (5, 1), (3, 7), (7, 3)], tuple(range(8))),
    ("bi", [(0, 1), (1, 0), (2, 3), (3, 2), (4, 5), (5, 4), (6, 7), (7, 6)], (0, 2, 4, 6)),
])
def test_ring_orbits_keep_the_generated_lp_at_the_listed_optimum(links, mp_pairs, members):
    """(R-5') adding every image of a priced ring under the instance's rotations never
    changes the LP's value: generation (with orbits) equals the LP with all orders listed,
    and the rings it returns (the support of its last optimum) keep that value."""
    n = 8
    L = (np.eye(n, k=1, dtype=int) + np.eye(n, k=-1, dtype=int) + np.eye(n, k=n - 1, dtype=int)
         + np.eye(n, k=1 - n, dtype=int))                          # the 8-cycle
    if links == "c8":
        L = L + np.roll(np.eye(n, dtype=int), 3, axis=1) + np.roll(np.eye(n, dtype=int), -3, axis=1)
    else:                                                          # bi-circulant: partner links, evens 2 apart
        L = L * 0
        for i in range(0, n, 2):
            L[i, i + 1] = L[i + 1, i] = 1
            for u in (i, i + 1):
                L[u, (u + 2) % n] = L[(u + 2) % n, u] = 1
    mp = np.zeros((n, n))
    for s, t in mp_pairs:
        mp[s, t] = 0.3
    generated = GroupRings(members, (members,), free=True, complete=False)
    family = [generated]
    assert len(rotation_symmetries(L, mp, family, [1.0])) >= 1
    gen = route_with_ring_generation(L, mp, family, [1.0])
    want = _listed_lp(L, mp, members)
    assert gen.converged and gen.throughput == pytest.approx(want, rel=1e-9)
    support = GroupRings(members, gen.rings[0], free=True, complete=True)
    assert route_with_ring_generation(L, mp, [support], [1.0]).throughput == pytest.approx(want, rel=1e-9)


def test_rotation_symmetries_are_automorphisms_and_orbits_are_rings():
    """Each generator keeps the links, the MP and the member set; a ring's orbit holds
    cyclic orders of the same members, itself first; no symmetry, no images."""
    n = 8
    L = np.roll(np.eye(n, dtype=int), 1, axis=1) + np.roll(np.eye(n, dtype=int), -1, axis=1)
    L = L + np.roll(np.eye(n, dtype=int), 4, axis=1)
    fam = ring_family(Workload(n, groups=(AllReduceGroup(tuple(range(n)), 1.0),)), "any")
    gens = rotation_symmetries(L, np.zeros((n, n)), fam, [1.0])
    assert [p.tolist() for p in gens] == [[1, 2, 3, 4, 5, 6, 7, 0], [0, 7, 6, 5, 4, 3, 2, 1]]
    for p in gens:
        inv = np.argsort(p)
        assert np.array_equal(L[np.ix_(inv, inv)], L)
    ring = (0, 1, 2, 3, 7, 6, 5, 4)
    orbit = ring_orbit(ring, gens, 0)
    images = set()                                                  # the 16 maps u -> +-u + s, by hand
    for sign, shift in itertools.product((1, -1), range(n)):
        o = [(sign * u + shift) % n for u in ring]
        k = o.index(0)
        images.add(tuple(o[k:] + o[:k]))
    assert orbit[0] == ring and len(orbit) == len(set(orbit)) and set(orbit) == images
    assert all(sorted(o) == list(range(n)) and o[0] == 0 for o in orbit)
    assert all(len(ring_pairs(o)) == n for o in orbit)
    L2 = L.copy()
    L2[0, 4] = L2[4, 0] = 0
    L2[0, 1] = L2[1, 0] = 2                                         # breaks every rotation
    assert rotation_symmetries(L2, np.zeros((n, n)), fam, [1.0]) == []
    assert ring_orbit(ring, [], 0) == [ring]


# --------------------------------------------------------------------------- the headline rows
@pytest.mark.parametrize("lm", ["duplex", "simplex"])
def test_dlrm_like_n12_d4_is_proven_at_the_hop_bytes_bound(lm):
    """Free ring order makes dlrm_like fully symmetric, and a topology meets (J6'): every
    node reaches 4 nodes in one hop and the other 7 in two (216 pair-hops), every ring
    transfer takes one hop: time = (216 e + 12 r) / (48 B)."""
    c, w = Cluster(12, 4, link_model=lm), dlrm_like(12)
    r = solve(JointTopology(c, w), time_limit=60)
    e, ring = w.mp[0, 1], w.groups[0].ring_bytes
    want = (216 * e + 12 * ring) / (48 * c.link_bytes_per_s)
    assert r.status == "optimal" and r.solution.time_s == pytest.approx(want, rel=1e-9)
    topo = r.solution.topology
    plan_rings = [[x.order for x in rings] for rings in r.solution.plan.rings]
    assert workload_min_time_lp(topo, c, w, plan_rings) == pytest.approx(want, rel=1e-7)
    strides = solve(JointTopology(c, w, rings="strides"), time_limit=5)
    assert strides.solution.time_s > want * 1.01


def test_generated_groups_report_honest_status_and_bound():
    """A group of 8 (rings generated) with skewed MP: whatever the status, the objective
    is the verified one, the bound is valid, and 'optimal' only with a closed gap."""
    n = 8
    mp = np.zeros((n, n))
    mp[0, 1] = mp[2, 7] = mp[5, 3] = 4e8
    w = Workload(n, groups=(AllReduceGroup(tuple(range(n)), 1e8),), mp=mp)
    c = Cluster(n, 3)
    r = solve(JointTopology(c, w), backend="highs", time_limit=20)
    assert r.verified and r.status in ("optimal", "feasible")
    assert r.objective <= r.bound * (1 + 1e-7)
    if r.status == "optimal":
        assert r.gap <= 1e-7
    assert r.objective == pytest.approx(1 / r.solution.time_s)


def test_routing_with_any_rings_is_never_worse_than_strides():
    c, w = Cluster(12, 4), hybrid(12, dp=6, pp=2)
    t = METHODS["topology_finder"](c, w, 0).topology
    anyr = solve(RoutingProblem(t, c, w, allreduce="mutable"), backend="highs")
    strides = solve(RoutingProblem(t, c, w, allreduce="mutable", rings="strides"), backend="highs")
    assert anyr.status == strides.status == "optimal"
    assert anyr.objective <= strides.objective * (1 + 1e-9)


def test_no_heuristic_beats_the_any_order_optimum():
    c = Cluster(6, 3)
    for w in (dlrm_like(6), hybrid(6, dp=3, pp=2)):
        opt = solve(JointTopology(c, w), time_limit=60)
        assert opt.status == "optimal"
        for name, method in METHODS.items():
            try:
                res = method(c, w, 0)
            except TopomilpInputError:
                continue
            ev = res.evaluate(c, w) if hasattr(res, "evaluate") else None
            if ev is None or res.topology is None or not res.topology.meets_degree(c):
                continue
            assert ev.time_s >= opt.solution.time_s * (1 - 1e-9), name


# --------------------------------------------------------------------------- bad input
def test_bad_ring_families_are_clear_errors():
    c, w = Cluster(4, 2), _two_groups()
    with pytest.raises(TopomilpInputError, match="rings"):
        JointTopology(c, w, rings="spirals")
    with pytest.raises(TopomilpInputError, match="cyclic order of exactly"):
        JointTopology(c, w, rings=[[(0, 1, 2)], []])
    with pytest.raises(TopomilpInputError, match="one ring list per AllReduce group"):
        JointTopology(c, w, rings=[[(0, 1, 2, 3)]])
    with pytest.raises(TopomilpInputError, match="shares of group 0 must sum to 1"):
        AllReducePlan(((Ring((0, 1, 2, 3), 0.5),), (Ring((0, 2, 1, 3), 1.0),))).validate(w)


def test_verifier_rejects_a_ring_outside_the_family_and_bad_shares():
    c, w = Cluster(4, 2, bandwidth_gbps=8), _two_groups()
    sol = solve(JointTopology(c, w), backend="highs", time_limit=30).solution
    strides = JointTopology(c, w, rings="strides")
    odd = [r for r in sol.plan.rings[1] if tuple(r.order) not in {(0, 2, 1, 3), (0, 3, 1, 2)}]
    if odd:
        with pytest.raises(VerificationError):
            strides.verify(sol)
    bad = type(sol)(sol.topology, AllReducePlan(((Ring((0, 1, 2, 3), 0.5),), sol.plan.rings[1])),
                    sol.ar_routing, sol.mp_routing, sol.time_s, sol.throughput)
    with pytest.raises(VerificationError, match="sum to 1"):
        JointTopology(c, w).verify(bad)


def test_cpsat_refuses_generated_groups_clearly():
    with pytest.raises(TopomilpInputError, match="cpsat"):
        solve(JointTopology(Cluster(8, 3), dlrm_like(8)), backend="cpsat", time_limit=5)


@pytest.mark.parametrize("n,d,limit", [(16, 8, 3.0), (20, 4, 4.0)])
def test_ring_generation_keeps_the_time_limit_and_handles_large_groups(n, d, limit):
    """A group of 16 (exact pricing) or 20 (heuristic pricing, no certificate) members:
    the whole call ends within 10 % + 2 s of its limit with a verified answer or an
    honest timeout, and always a bound."""
    import time

    t0 = time.perf_counter()
    r = solve(JointTopology(Cluster(n, d), dlrm_like(n)), time_limit=limit)
    assert time.perf_counter() - t0 <= 1.1 * limit + 2.0
    assert r.status in ("optimal", "feasible", "timeout") and r.bound is not None
    if r.solution is not None:
        assert r.verified and r.objective <= r.bound * (1 + 1e-7)


def test_heuristic_pricing_gives_valid_rings_without_a_certificate():
    n = 18
    topo = Topology.from_edges(n, [(i, (i + 1) % n) for i in range(n)] + [(i, (i + 5) % n) for i in range(n)])
    members = tuple(range(n))
    family = ring_family(Workload(n, groups=(AllReduceGroup(members, 1.0),)), "any")[0]
    assert family.generated
    gen = route_with_ring_generation(topo.links, np.zeros((n, n)), [family], [1.0])
    assert not gen.converged                   # no exact pricing beyond 16 members
    assert gen.throughput > 0
    for order in gen.rings[0]:
        assert sorted(order) == list(members)


@pytest.mark.parametrize("lm", ["duplex", "simplex"])
def test_oracle_never_reports_a_ratio_below_one(lm, tmp_path):
    """Every topology of the issue's n=4, d=2 two-group example, scored with its optimal
    routing and ring order, is at least the optimum; the best ones are exactly 1."""
    import networkx as nx

    from topomilp.oracle import OracleFailure

    c, w = Cluster(4, 2, bandwidth_gbps=8, link_model=lm), _two_groups()
    ratios = []
    for t in regular_multigraphs(4, 2, lm):
        g = nx.from_numpy_array(t.links, create_using=nx.DiGraph)
        if not nx.is_strongly_connected(g):     # cannot carry the workload: a clear failure
            with pytest.raises(OracleFailure, match="cannot carry"):
                assert_within_optimal(t, c, w, rtol=100.0, cache_path=tmp_path)
            continue
        ratios.append(assert_within_optimal(t, c, w, rtol=100.0, cache_path=tmp_path))
    assert ratios and min(ratios) == pytest.approx(1.0, rel=1e-6)
    assert all(r >= 1 - 1e-9 for r in ratios)


@pytest.mark.parametrize("value,rule", [('"spirals"', "must be one of"),
                                        ("[[[0, 1, 2]]]", "cyclic order of exactly")])
def test_cli_rejects_bad_ring_families_in_one_line(value, rule):
    import subprocess
    import sys

    p = subprocess.run([sys.executable, "-m", "topomilp.cli", "solve", "joint_topology", "--n", "4", "--d", "2",
                        "--workload", "allreduce", "--param", f"rings={value}"],
                       capture_output=True, text=True, timeout=120)
    assert p.returncode == 2
    lines = p.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("topomilp: error: rings:") and rule in lines[0]


@pytest.mark.parametrize("n,d,link_model", [(16, 6, "duplex"), (16, 4, "duplex"), (12, 3, "simplex")])
def test_allreduce_over_all_nodes_meets_the_port_bound_with_coprime_rings(n, d, link_model):
    """(J10c): the circulant on strides coprime to n carries d arc-disjoint Hamiltonian
    rings, so a pure AllReduce over all nodes meets the port bound (J5) and is proven at
    once; its per-arc load is re-derived here from the returned rings."""
    from topomilp.workloads import allreduce

    problem = JointTopology(Cluster(n, d, link_model=link_model), allreduce(n))
    res = solve(problem, time_limit=60)
    ub = problem.throughput_upper_bound()
    assert res.status == "optimal" and res.objective == pytest.approx(ub, rel=1e-7)
    links = res.solution.topology.links
    assert (links.sum(axis=1) == d).all()
    load = np.zeros((n, n))                               # ring bytes per arc, one iteration
    group = problem.workload.groups[0]
    for ring in res.solution.plan.rings[0]:
        for u, v in zip(ring.order, ring.order[1:] + ring.order[:1]):
            assert links[u, v] > 0                        # every ring step is one arc
            load[u, v] += ring.share * group.ring_bytes
    busiest = (load / np.maximum(links, 1)).max()
    assert busiest == pytest.approx(group.ring_bytes / d, rel=1e-6)
