"""Joint topology MILP / CP-SAT against brute force over every degree-d topology."""

from __future__ import annotations

import importlib
import json

import numpy as np
import pytest

from topomilp.errors import TopomilpInputError
from topomilp.evaluate import evaluate_workload
from topomilp.exact import solve
from topomilp.exact.joint import JointSolution, JointTopology
from topomilp.exact.routing import RoutingProblem
from topomilp.model import AllReduceGroup, Cluster, Topology, Workload
from topomilp.testing import regular_multigraphs, single_path_time, workload_min_time_lp
from topomilp.workloads import all_to_all, allreduce, permutation, skewed


def _random_workload(n: int, seed: int) -> Workload:
    rng = np.random.default_rng(seed)
    mp = np.where(rng.random((n, n)) < 0.5, rng.integers(1, 6, (n, n)) * 1e8, 0.0)
    np.fill_diagonal(mp, 0)
    groups = ()
    if seed % 2 == 0:
        members = tuple(int(x) for x in rng.permutation(n)[:3])
        groups = (AllReduceGroup(members, float(rng.integers(1, 6)) * 1e8),)
    if mp.sum() == 0 and not groups:
        mp[0, 1] = 1e8
    return Workload(n, groups=groups, mp=mp, name=f"random{seed}")


def _brute_force(c: Cluster, w: Workload) -> float:
    return min(workload_min_time_lp(t, c, w) for t in regular_multigraphs(c.n, c.d, c.link_model))


@pytest.mark.parametrize("n,d,lm,wl", [
    (4, 2, "duplex", all_to_all(4, bytes_per_pair=1e9)),
    (5, 2, "duplex", allreduce(5, bytes_per_member=1e9)),
    (5, 4, "duplex", skewed(5, seed=2)),
    (4, 3, "duplex", _random_workload(4, 0)),
    (5, 2, "duplex", _random_workload(5, 1)),
    (5, 2, "duplex", _random_workload(5, 2)),
    (3, 2, "simplex", _random_workload(3, 4)),
    (4, 1, "simplex", _random_workload(4, 3)),
    (4, 2, "simplex", all_to_all(4, bytes_per_pair=1e9)),
])
def test_milp_matches_brute_force(n, d, lm, wl):
    c = Cluster(n, d, bandwidth_gbps=8, link_model=lm)
    ref = _brute_force(c, wl)
    r = solve(JointTopology(c, wl), backend="highs", time_limit=20)
    assert r.status == "optimal" and r.verified and r.sense == "max"
    assert r.solution.time_s == pytest.approx(ref, rel=1e-6)
    assert r.objective == pytest.approx(1 / ref, rel=1e-6)
    assert r.solution.topology.meets_degree(c)
    # the solution's own routing, scored by the evaluator, gives the same time
    assert r.solution.evaluate(c, wl).time_s == pytest.approx(ref, rel=1e-6)
    cbc = solve(JointTopology(c, wl), backend="cbc", time_limit=20)
    assert cbc.status == "optimal" and cbc.objective == pytest.approx(r.objective, rel=1e-6)


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_cpsat_chunks_match_integral_brute_force(seed):
    """CP-SAT's integral-chunk variant against enumerating topologies x path choices."""
    n, d = 4, 2
    c = Cluster(n, d, bandwidth_gbps=8)
    rng = np.random.default_rng(seed)
    mp = np.zeros((n, n))
    for s, t in [(0, 2), (1, 3), (2, 1), (3, 0)][: 3 + seed % 2]:
        mp[s, t] = float(rng.integers(1, 4)) * 1e9
    w = Workload(n, mp=mp)
    for chunks in (1, 2):
        ref = min(single_path_time(t, c, mp, chunks) for t in regular_multigraphs(n, d))
        r = solve(JointTopology(c, w, chunks=chunks), backend="cpsat", time_limit=20)
        assert r.status == "optimal" and "integral chunks" in r.discretisation
        assert r.solution.time_s == pytest.approx(ref, rel=1e-6)
        lp = solve(JointTopology(c, w), backend="highs", time_limit=20)
        assert lp.objective >= r.objective * (1 - 1e-9)         # splittable is never worse


def test_cpsat_with_allreduce_chunks():
    c, w = Cluster(4, 2, bandwidth_gbps=8), allreduce(4, bytes_per_member=1e9)
    lp = solve(JointTopology(c, w), backend="highs", time_limit=20)
    two = solve(JointTopology(c, w, chunks=2), backend="cpsat", time_limit=20)
    assert lp.solution.time_s == pytest.approx(0.75)          # both ring directions on the 4-cycle
    assert two.status == "optimal" and two.solution.time_s == pytest.approx(0.75)


@pytest.mark.parametrize("seed,d", [(0, 2), (1, 2), (2, 3), (3, 3)])
def test_heuristics_never_beat_the_optimum(seed, d):
    n = 6
    c = Cluster(n, d)
    w = _random_workload(n, seed)
    r = solve(JointTopology(c, w), backend="highs", time_limit=20)
    assert r.status == "optimal"
    opt = r.solution.time_s
    candidates = list(regular_multigraphs(n, d))[seed::97 if d == 3 else 7]
    times = []
    try:
        tf = importlib.import_module("topomilp.heuristics.topologyfinder")
    except ImportError:
        tf = None
    if tf is not None:
        try:
            times.append(tf.topology_finder(c, w).evaluate(c, w).time_s)
        except TopomilpInputError:                             # a disconnected result: infinite time
            times.append(float("inf"))
    for t in candidates:
        try:
            times.append(evaluate_workload(t, c, w).time_s)     # shortest path, default rings
        except TopomilpInputError:                             # disconnected topology
            continue
        rp = solve(RoutingProblem(t, c, w, allreduce="mutable"), backend="highs", time_limit=10)
        times.append(rp.objective)
    assert times
    assert min(times) >= opt * (1 - 1e-6)


def test_fixed_links_are_kept_and_change_the_optimum():
    c, w = Cluster(4, 2, bandwidth_gbps=8), all_to_all(4, bytes_per_pair=1e9)
    fixed = np.zeros((4, 4), dtype=int)
    fixed[0, 1] = fixed[1, 0] = 2                          # a double link: 0-1 and 2-3 are islands
    ref = min(workload_min_time_lp(t, c, w) for t in regular_multigraphs(4, 2, fixed=fixed))
    assert not np.isfinite(ref)
    r = solve(JointTopology(c, w, fixed_links=fixed), backend="highs", time_limit=10)
    assert r.status == "infeasible"
    fixed[0, 1] = fixed[1, 0] = 1
    fixed[0, 2] = fixed[2, 0] = 1
    ref = min(workload_min_time_lp(t, c, w) for t in regular_multigraphs(4, 2, fixed=fixed))
    for backend in ("highs", "cbc"):
        r = solve(JointTopology(c, w, fixed_links=fixed), backend=backend, time_limit=10)
        assert r.status == "optimal" and r.solution.time_s == pytest.approx(ref)
        assert np.all(r.solution.topology.links >= fixed)


def test_infeasible_fixed_links_and_hop_limits():
    c = Cluster(6, 2)
    fixed = Topology.from_edges(6, [(0, 1), (0, 1), (2, 3), (3, 4), (4, 2)]).links
    w = all_to_all(6)
    for backend in ("highs", "cbc", "cpsat"):            # node 5 has nobody left to link to
        r = solve(JointTopology(c, w, fixed_links=fixed), backend=backend, time_limit=10)
        assert r.status == "infeasible" and r.solution is None
    too_many = np.zeros((6, 6), dtype=int)
    too_many[0, 1] = too_many[1, 0] = 3
    with pytest.raises(TopomilpInputError, match="exceed the degree"):
        JointTopology(c, w, fixed_links=too_many)
    for backend in ("highs", "cpsat"):                   # nobody reaches 5 others in one hop
        r = solve(JointTopology(Cluster(6, 2), w, mp_hop_limit=1), backend=backend, time_limit=10)
        assert r.status == "infeasible"


def test_mp_hop_limit_matches_hop_limited_routing():
    c = Cluster(5, 2, bandwidth_gbps=8)
    w = _random_workload(5, 1)                             # MP only
    ref = np.inf
    for t in regular_multigraphs(5, 2):
        rp = solve(RoutingProblem(t, c, w, hop_limit=2), backend="highs", time_limit=10)
        if rp.status == "optimal":
            ref = min(ref, rp.objective)
    r = solve(JointTopology(c, w, mp_hop_limit=2), backend="highs", time_limit=20)
    assert r.status == "optimal" and r.solution.time_s == pytest.approx(ref, rel=1e-6)
    assert r.solution.mp_routing.hop_stats(w.mp)[1] <= 2
    free = solve(JointTopology(c, w), backend="highs", time_limit=20)
    assert free.objective >= r.objective * (1 - 1e-9)
    mixed = _random_workload(5, 2)                         # MP + AllReduce, separate families
    r2 = solve(JointTopology(c, mixed, mp_hop_limit=3), backend="highs", time_limit=20)
    assert r2.status == "optimal" and r2.solution.mp_routing.hop_stats(mixed.mp)[1] <= 3


def test_warm_start_from_topology_and_bounds():
    c, w = Cluster(6, 3), skewed(6, seed=5)
    p = JointTopology(c, w)
    start = Topology.from_edges(6, [(i, (i + 1) % 6) for i in range(6)] + [(i, i + 3) for i in range(3)])
    r = solve(p, backend="highs", time_limit=20, warm_start=start)
    cold = solve(p, backend="highs", time_limit=20)
    assert r.status == cold.status == "optimal"
    assert r.objective == pytest.approx(cold.objective, rel=1e-6)
    assert p.throughput_upper_bound() >= r.objective * (1 - 1e-9)
    hinted = solve(JointTopology(Cluster(4, 2), all_to_all(4), chunks=1), backend="cpsat", time_limit=10,
                   warm_start=Topology.from_edges(4, [(0, 1), (1, 2), (2, 3), (3, 0)]))
    assert hinted.status == "optimal"
    assert isinstance(r.solution, JointSolution) and json.dumps(r.to_dict())
    with pytest.raises(TopomilpInputError):
        solve(p, backend="highs", time_limit=5, warm_start=Topology.from_edges(6, [(0, 1)]))


def test_round_trip_and_input_errors():
    p = JointTopology(Cluster(4, 2), allreduce(4), rings=[[(0, 2, 1, 3)]], mp_hop_limit=2, chunks=2)
    q = JointTopology.from_dict(json.loads(json.dumps(p.to_dict())))
    assert q.to_dict() == p.to_dict()
    assert (0, 2, 1, 3) in q.candidate_rings[0]
    with pytest.raises(TopomilpInputError):
        JointTopology(Cluster(4, 2), all_to_all(5))
    with pytest.raises(TopomilpInputError):
        JointTopology(Cluster(4, 2), all_to_all(4), mp_hop_limit=0)
    with pytest.raises(TopomilpInputError):
        JointTopology(Cluster(4, 2), all_to_all(4), fixed_links=[[0, 1], [1, 0]])
    with pytest.raises(TopomilpInputError):
        JointTopology.from_dict({"problem": "routing"})
    with pytest.raises(TopomilpInputError):
        solve(JointTopology(Cluster(4, 2), permutation(4)), backend="glpk")


def test_cpsat_chunks_simplex_matches_integral_brute_force():
    c = Cluster(4, 2, bandwidth_gbps=8, link_model="simplex")
    mp = np.zeros((4, 4))
    mp[0, 2], mp[1, 3], mp[3, 1] = 2e9, 1e9, 1e9
    w = Workload(4, mp=mp)
    for chunks in (1, 2):
        ref = min(single_path_time(t, c, mp, chunks) for t in regular_multigraphs(4, 2, "simplex"))
        r = solve(JointTopology(c, w, chunks=chunks), backend="cpsat", time_limit=20)
        assert r.status == "optimal" and r.solution.time_s == pytest.approx(ref, rel=1e-6)
        assert r.solution.topology.link_model == "simplex" and r.solution.topology.meets_degree(c)


def test_cpsat_chunks_exact_with_parallel_links():
    """Optimal topologies with parallel links: load / x_p must not be rounded up."""
    c = Cluster(4, 3, bandwidth_gbps=8)
    mp = np.zeros((4, 4))
    mp[0, 1], mp[1, 0], mp[2, 3], mp[3, 2], mp[0, 2] = 3e9, 3e9, 1e9, 2e9, 1e9
    w = Workload(4, mp=mp)
    ref = min(single_path_time(t, c, mp, 1) for t in regular_multigraphs(4, 3))
    r = solve(JointTopology(c, w), backend="cpsat", time_limit=20)
    assert r.status == "optimal" and r.solution.time_s == pytest.approx(ref, rel=1e-9)
