"""DegreeSplit: exhaustive enumeration of splits with an independent LP (scipy), and the
proportional split of TopologyFinder never beats the optimum."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from topomilp import workloads as W
from topomilp.errors import TopomilpInputError, VerificationError
from topomilp.exact import solve
from topomilp.exact.degree_split import DegreeSplit, DegreeSplitSolution
from topomilp.heuristics.topologyfinder import topology_finder
from topomilp.model import AllReduceGroup, Cluster, Workload
from topomilp.testing import min_time_lp
from topomilp.traffic import transfer_matrices

OPTS = {"time_limit": 20, "threads": 1}


def split_time(cluster, workload, d_ar, routing="optimal", mode="paper") -> float:
    """Time of TopologyFinder's topology with d_allreduce forced, scored independently:
    scipy's linprog for the optimal routing, the evaluator for the pipeline's routing."""
    try:
        res = topology_finder(cluster, workload, mode=mode, d_allreduce=d_ar)
    except TopomilpInputError:
        return math.inf
    if routing == "heuristic":
        try:
            return res.evaluate(cluster, workload).time_s
        except TopomilpInputError:
            return math.inf
    ar, mp = transfer_matrices(workload, res.plan)
    return min_time_lp(res.topology, cluster, ar + mp)


def all_splits(cluster, workload):
    has_ar = any(g.bytes_per_member > 0 for g in workload.groups)
    step = 2 if cluster.duplex else 1
    lo = step if has_ar else 0
    return [a for a in range(lo, cluster.d + 1) if a % step == 0]


def random_workload(n: int, kind: str, seed: int) -> Workload:
    if kind == "hybrid":
        return W.hybrid(n, *W.default_hybrid_shape(n))
    if kind == "dlrm":
        return W.dlrm_like(n)
    if kind == "skewed":
        return W.skewed(n, seed=seed)
    rng = np.random.default_rng(seed)          # one AllReduce over all nodes + random MP
    mp = rng.integers(0, 5, size=(n, n)).astype(float) * 1e6
    np.fill_diagonal(mp, 0)
    return Workload(n, groups=(AllReduceGroup(tuple(range(n)), float(rng.integers(1, 50)) * 1e6),), mp=mp)


@st.composite
def instances(draw):
    link_model = draw(st.sampled_from(["duplex", "simplex"]))
    n = draw(st.sampled_from([4, 6, 8]))
    d = draw(st.sampled_from([2, 3, 4]))
    if link_model == "duplex" and (n * d) % 2:
        d = 4
    kind = draw(st.sampled_from(["hybrid", "dlrm", "skewed", "mixed"]))
    return Cluster(n, d, link_model=link_model), random_workload(n, kind, draw(st.integers(0, 1000)))


@settings(max_examples=20, deadline=None)
@given(instances())
def test_optimum_equals_independent_enumeration_and_beats_proportional(inst):
    cluster, workload = inst
    times = {a: split_time(cluster, workload, a) for a in all_splits(cluster, workload)}
    want = min(times.values())
    p = DegreeSplit(cluster, workload)
    r = solve(p, backend="highs", **OPTS)
    if want == math.inf:
        assert r.status == "infeasible"
        return
    assert r.status == "optimal", r.message
    assert r.verified
    assert r.objective == pytest.approx(want, rel=1e-5)
    assert times[r.solution.d_allreduce] == pytest.approx(want, rel=1e-5)
    # TopologyFinder's own (proportional) split, scored the same way, is never better
    prop = topology_finder(cluster, workload)
    ar, mp = transfer_matrices(workload, prop.plan)
    assert min_time_lp(prop.topology, cluster, ar + mp) >= r.objective * (1 - 1e-6)


@settings(max_examples=8, deadline=None)
@given(instances())
def test_heuristic_routing_optimum_equals_enumeration(inst):
    cluster, workload = inst
    want = min(split_time(cluster, workload, a, "heuristic") for a in all_splits(cluster, workload))
    p = DegreeSplit(cluster, workload, routing="heuristic")
    r = solve(p, backend="highs", **OPTS)
    if want == math.inf:      # no split connects the demand (e.g. groups in cosets, d = 2)
        assert r.status == "infeasible" and r.solution is None
        return
    assert r.status == "optimal"
    assert r.objective == pytest.approx(want, rel=1e-9)
    prop = topology_finder(cluster, workload).evaluate(cluster, workload).time_s
    assert prop >= r.objective * (1 - 1e-9)


def test_cbc_agrees_and_reference_mode():
    cluster, workload = Cluster(6, 4), W.dlrm_like(6)
    for mode in ("paper", "reference"):
        p = DegreeSplit(cluster, workload, mode=mode)
        want = min(split_time(cluster, workload, a, mode=mode) for a in p.splits())
        for backend in ("highs", "cbc"):
            r = solve(p, backend=backend, **OPTS)
            assert r.status == "optimal" and r.objective == pytest.approx(want, rel=1e-5), (mode, backend)


def test_solution_is_checked_and_round_trips():
    cluster, workload = Cluster(6, 4), W.dlrm_like(6)
    p = DegreeSplit(cluster, workload)
    r = solve(p, backend="highs", warm_start=2, **OPTS)
    sol = r.solution
    assert sol.d_allreduce + sol.d_mp == 4
    d = r.to_dict()["solution"]
    assert d["d_allreduce"] == sol.d_allreduce and len(d["links"]) == 6
    q = DegreeSplit.from_dict(p.to_dict())
    assert q.to_dict() == p.to_dict()
    # a flow that does not deliver the demand is rejected
    broken = DegreeSplitSolution(sol.d_allreduce, sol.d_mp, sol.time_s, sol.links, sol.flows[1:], sol.routing)
    with pytest.raises(VerificationError):
        p.verify(broken)
    other = DegreeSplitSolution(sol.d_allreduce, sol.d_mp, sol.time_s, tuple((0,) * 6 for _ in range(6)),
                                sol.flows, sol.routing)
    with pytest.raises(VerificationError):
        p.verify(other)
    with pytest.raises(VerificationError):
        p.verify(DegreeSplitSolution(3, 1, sol.time_s, sol.links, sol.flows, sol.routing))


def test_bad_input_is_a_clear_error():
    c, w = Cluster(6, 4), W.dlrm_like(6)
    for kwargs in ({"routing": "fast"}, {"mode": "exact"}):
        with pytest.raises(TopomilpInputError):
            DegreeSplit(c, w, **kwargs)
    with pytest.raises(TopomilpInputError):
        DegreeSplit(Cluster(8, 4), w)
    with pytest.raises(TopomilpInputError):
        DegreeSplit("cluster", w)
    with pytest.raises(TopomilpInputError):   # d=1 leaves no room for a duplex ring
        DegreeSplit(Cluster(6, 1), W.allreduce(6))
    with pytest.raises(TopomilpInputError):
        solve(DegreeSplit(c, w), backend="cpsat")
