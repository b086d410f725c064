"""Exact routing on a fixed topology: LP vs an independent scipy LP, integral chunks vs
path enumeration, backends against each other, bounds against heuristic routings."""

from __future__ import annotations

import itertools
import json

import numpy as np
import pytest
from conftest import ring_topology
from hypothesis import given, settings
from hypothesis import strategies as st

from topomilp.errors import TopomilpInputError
from topomilp.evaluate import evaluate_workload
from topomilp.exact import export, solve
from topomilp.exact.modelkit import candidate_rings, integer_weights
from topomilp.exact.rings import stride_rings
from topomilp.exact.routing import RoutingProblem
from topomilp.model import AllReduceGroup, Cluster, Topology, Workload
from topomilp.routing import ShortestPathRouting
from topomilp.testing import min_time_lp, regular_multigraphs, single_path_time, workload_min_time_lp
from topomilp.traffic import AllReducePlan, Ring, transfer_matrices
from topomilp.workloads import all_to_all, allreduce, permutation, skewed

C4 = Cluster(4, 2, bandwidth_gbps=8)            # 1e9 bytes/s per link
RING4 = ring_topology(4)


def _mixed(n: int, seed: int) -> Workload:
    rng = np.random.default_rng(seed)
    mp = np.where(rng.random((n, n)) < 0.4, rng.integers(1, 5, (n, n)) * 1e8, 0.0)
    np.fill_diagonal(mp, 0)
    members = tuple(int(x) for x in rng.permutation(n)[: max(3, n - 1)])
    return Workload(n, groups=(AllReduceGroup(members, 3e8),), mp=mp, name=f"mixed{seed}")


@pytest.mark.parametrize("family", ["strides", "any"])
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_lp_matches_scipy_lp_on_every_topology(seed, family):
    n, d = 5, 2
    c = Cluster(n, d, bandwidth_gbps=8)
    w = _mixed(n, seed)
    every = [[(g.members[0], *p) for p in itertools.permutations(g.members[1:])] for g in w.groups]
    for topo in list(regular_multigraphs(n, d))[seed::4]:
        ref = workload_min_time_lp(topo, c, w, None if family == "strides" else every)
        r = solve(RoutingProblem(topo, c, w, allreduce="mutable", rings=family), backend="highs", time_limit=10)
        if np.isinf(ref):
            assert r.status == "infeasible"
            continue
        assert r.status == "optimal" and r.verified
        assert r.objective == pytest.approx(ref, rel=1e-6)
        assert r.solution.time_s == pytest.approx(ref, rel=1e-6)
        assert r.solution.throughput == pytest.approx(1 / ref, rel=1e-6)
        ar, mp = transfer_matrices(w, None)
        fixed = solve(RoutingProblem(topo, c, w, allreduce="fixed"), backend="highs", time_limit=10)
        assert fixed.objective == pytest.approx(min_time_lp(topo, c, ar + mp), rel=1e-6)
        assert r.objective <= fixed.objective * (1 + 1e-9)      # choosing rings never hurts


@pytest.mark.parametrize("wl", [all_to_all(6, bytes_per_pair=1e9), skewed(6, seed=3), allreduce(6),
                                permutation(6, seed=1)])
def test_lp_never_worse_than_shortest_path(wl):
    c = Cluster(6, 3)
    topo = next(iter(regular_multigraphs(6, 3)))
    if not np.isfinite(workload_min_time_lp(topo, c, wl)):
        topo = Topology.from_edges(6, [(i, (i + s) % 6) for i in range(6) for s in (1,)] +
                                   [(i, i + 3) for i in range(3)])
    sp = evaluate_workload(topo, c, wl).time_s
    r = solve(RoutingProblem(topo, c, wl), backend="highs", time_limit=10)
    assert r.status == "optimal"
    assert r.objective <= sp * (1 + 1e-9)
    cbc = solve(RoutingProblem(topo, c, wl), backend="cbc", time_limit=10)
    assert cbc.objective == pytest.approx(r.objective, rel=1e-6)


@pytest.mark.parametrize("chunks", [1, 2])
def test_integral_chunks_all_backends_match_enumeration(chunks):
    n = 5
    c = Cluster(n, 2, bandwidth_gbps=8)
    mp = np.zeros((n, n))
    mp[0, 2], mp[1, 3], mp[2, 4], mp[4, 1] = 2e9, 1e9, 3e9, 1e9
    w = Workload(n, mp=mp)
    for topo in list(regular_multigraphs(n, 2))[::5]:
        ref = single_path_time(topo, c, mp, chunks)
        results = [solve(RoutingProblem(topo, c, w, single_path=True, chunks=chunks), backend=b, time_limit=10)
                   for b in ("highs", "cbc", "cpsat")]
        for r in results:
            if np.isinf(ref):
                assert r.status == "infeasible"
            else:
                assert r.status == "optimal" and r.verified, r.message
                assert r.objective == pytest.approx(ref, rel=1e-6)
                assert r.discretisation == ""
        lp = min_time_lp(topo, c, mp)
        if np.isfinite(ref):
            assert lp <= ref * (1 + 1e-9)


def test_cpsat_on_lp_problem_says_it_discretises():
    w = all_to_all(4, bytes_per_pair=1e9)
    r = solve(RoutingProblem(RING4, C4, w, chunks=2), backend="cpsat", time_limit=10)
    assert r.status == "optimal" and "integral chunks" in r.discretisation
    lp = solve(RoutingProblem(RING4, C4, w), backend="highs", time_limit=10)
    assert lp.objective <= r.objective * (1 + 1e-9)


def test_mutable_allreduce_on_the_ring():
    w = allreduce(4, bytes_per_member=1e9)           # 1.5e9 bytes to each successor
    fixed = solve(RoutingProblem(RING4, C4, w), backend="highs", time_limit=10)
    mutable = solve(RoutingProblem(RING4, C4, w, allreduce="mutable"), backend="highs", time_limit=10)
    # fixed: x direct + 3(1.5 - x) the long way balance at x = 1.125; mutable: both directions
    assert fixed.objective == pytest.approx(1.125)
    assert mutable.objective == pytest.approx(0.75)
    shares = sorted(r.share for r in mutable.solution.plan.rings[0])
    assert shares == pytest.approx([0.5, 0.5])
    chunks = solve(RoutingProblem(RING4, C4, w, allreduce="mutable", single_path=True, chunks=2),
                   backend="cpsat", time_limit=10)
    assert chunks.objective == pytest.approx(0.75)
    milp = solve(RoutingProblem(RING4, C4, w, allreduce="mutable", single_path=True, chunks=2),
                 backend="highs", time_limit=10)
    assert milp.objective == pytest.approx(0.75)


def test_user_rings_and_plan():
    w = allreduce(4, bytes_per_member=1e9)
    cands = candidate_rings(w, [[(0, 2, 1, 3), Ring((2, 1, 3, 0))]])
    assert cands[0] == ((0, 1, 2, 3), (0, 3, 2, 1), (0, 2, 1, 3))
    bad = AllReducePlan(((Ring((0, 2, 1, 3)),),))
    r = solve(RoutingProblem(RING4, C4, w, plan=bad), backend="highs", time_limit=10)
    assert r.objective > 1.125                           # a ring against the topology costs more
    assert stride_rings((3, 5, 7, 9, 11)) [1] == (3, 7, 11, 5, 9)


def test_hop_limit():
    w = all_to_all(4, bytes_per_pair=1e9)
    free = solve(RoutingProblem(RING4, C4, w), backend="highs", time_limit=10)
    two = solve(RoutingProblem(RING4, C4, w, hop_limit=2), backend="highs", time_limit=10)
    assert two.status == "optimal" and two.objective == pytest.approx(free.objective)
    assert two.solution.routing.hop_stats(w.mp)[1] <= 2
    for backend in ("highs", "cbc", "cpsat"):
        r = solve(RoutingProblem(RING4, C4, w, hop_limit=1), backend=backend, time_limit=10)
        assert r.status == "infeasible" and r.solution is None
    one = solve(RoutingProblem(RING4, C4, w, single_path=True, hop_limit=2), backend="cpsat", time_limit=10)
    assert one.objective == pytest.approx(single_path_time(RING4, C4, w.mp, 1))


def test_disconnected_topology_is_infeasible():
    topo = Topology.from_edges(4, [(0, 1), (0, 1), (2, 3), (2, 3)])
    for backend in ("highs", "cpsat"):
        r = solve(RoutingProblem(topo, C4, all_to_all(4)), backend=backend, time_limit=10)
        assert r.status == "infeasible"


def test_warm_start_and_round_trip(tmp_path):
    w = all_to_all(4, bytes_per_pair=1e9)
    p = RoutingProblem(RING4, C4, w, single_path=True, chunks=2)
    sp = ShortestPathRouting(RING4)
    for backend in ("highs", "cpsat"):
        r = solve(p, backend=backend, time_limit=10, warm_start=sp)
        assert r.status == "optimal" and r.objective == pytest.approx(2.0)
        again = solve(p, backend=backend, time_limit=10, warm_start=r.solution)
        assert again.objective == pytest.approx(r.objective)
    lp = solve(RoutingProblem(RING4, C4, w), backend="highs", time_limit=10, warm_start=sp)
    assert lp.objective == pytest.approx(2.0)
    q = RoutingProblem.from_dict(json.loads(json.dumps(p.to_dict())))
    assert q.to_dict() == p.to_dict()
    assert json.dumps(r.to_dict())
    assert export(p, tmp_path / "m.lp").endswith(".lp")
    assert export(p, tmp_path / "m.pbtxt").endswith(".pbtxt")


def test_input_errors():
    w = all_to_all(4)
    with pytest.raises(TopomilpInputError):
        RoutingProblem(RING4, Cluster(5, 2), all_to_all(5))
    with pytest.raises(TopomilpInputError):
        RoutingProblem(RING4, C4, w, allreduce="sometimes")
    with pytest.raises(TopomilpInputError):
        RoutingProblem(RING4, C4, w, chunks=0)
    with pytest.raises(TopomilpInputError):
        RoutingProblem(RING4, C4, w, hop_limit=0)
    with pytest.raises(TopomilpInputError):
        RoutingProblem(RING4, C4, allreduce(4), rings=[[(0, 1, 2)]], allreduce="mutable")
    with pytest.raises(TopomilpInputError):
        RoutingProblem(RING4, C4, allreduce(4), rings=[[(0, 1, 2, 3)]])      # rings need mutable
    with pytest.raises(TopomilpInputError):
        RoutingProblem(Topology(RING4.links, "simplex"), C4, w)
    with pytest.raises(TopomilpInputError):
        RoutingProblem.from_dict({"problem": "routing"})


def test_integer_weights():
    ints, unit, exact = integer_weights([1e6, 2.5e6, 4e6])
    assert exact and ints == [2, 5, 8] and unit == pytest.approx(5e5)
    ints, unit, exact = integer_weights([1.0, np.sqrt(2) * 1e-4])
    assert not exact and max(ints) == 10**8


TOPS_5_4 = list(regular_multigraphs(5, 4))


@settings(max_examples=12, deadline=None)
@given(st.integers(0, len(TOPS_5_4) - 1),
       st.lists(st.integers(0, 4), min_size=20, max_size=20))
def test_lp_property_random_demands(top_index, entries):
    """On any degree-4 topology of 5 nodes: HiGHS LP = scipy LP <= shortest-path time."""
    topo = TOPS_5_4[top_index]
    c = Cluster(5, 4, bandwidth_gbps=8)
    mp = np.zeros((5, 5))
    off = [(i, j) for i in range(5) for j in range(5) if i != j]
    for (i, j), v in zip(off, entries):
        mp[i, j] = v * 1e8
    if mp.sum() == 0:
        mp[0, 1] = 1e8
    w = Workload(5, mp=mp)
    ref = min_time_lp(topo, c, mp)
    if not np.isfinite(ref):
        assert solve(RoutingProblem(topo, c, w), backend="highs", time_limit=10).status == "infeasible"
        return
    r = solve(RoutingProblem(topo, c, w), backend="highs", time_limit=10)
    assert r.status == "optimal" and r.objective == pytest.approx(ref, rel=1e-6)
    assert r.objective <= evaluate_workload(topo, c, w).time_s * (1 + 1e-9)


def test_integer_variant_exact_on_parallel_links():
    """Loads over a double link are halved exactly (T is not rounded up to whole units)."""
    topo = Topology.from_edges(4, [(0, 1), (0, 1), (2, 3), (2, 3), (0, 3), (1, 2)])
    c = Cluster(4, 3, bandwidth_gbps=8)
    mp = np.zeros((4, 4))
    mp[0, 1], mp[2, 3] = 3e9, 1e9
    w = Workload(4, mp=mp)
    ref = single_path_time(topo, c, mp, 1)
    assert ref == pytest.approx(1.5)
    for backend in ("highs", "cbc", "cpsat"):
        r = solve(RoutingProblem(topo, c, w, single_path=True), backend=backend, time_limit=10)
        assert r.status == "optimal" and r.objective == pytest.approx(ref, rel=1e-9)
