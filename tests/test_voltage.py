"""Lifts (voltage graphs) and their orbit LP: (S9)-(S12) against the routing LP on small
lifts, (S13) below the any-order optimum, never below a proven optimum of the coverage
grid, determinism under a seed, and the time limit of the candidate search."""

from __future__ import annotations

import json
import time
from pathlib import Path

import numpy as np
import pytest

from topomilp.errors import TopomilpInputError
from topomilp.exact import solve
from topomilp.heuristics.voltage import (
    Lift,
    base_sizes,
    distance_sums,
    lift_bounds,
    lift_candidates,
    lift_invariant,
    lift_routing,
    search_lifts,
)
from topomilp.model import Cluster, Workload
from topomilp.oracle import result_time_bounds, routing_problem
from topomilp.utils import hop_distances
from topomilp.workloads import WORKLOADS, all_to_all, dlrm_like

GRID = Path(__file__).resolve().parents[1] / "benchmarks" / "results" / "coverage" / "full_w2.jsonl"


def routing_lp(topo, c, w) -> float:
    res = solve(routing_problem(topo, c, w), time_limit=60)
    assert res.status == "optimal"
    return result_time_bounds(res)[0]


def shifted_traffic(n: int, k: int, seed: int) -> Workload:
    """MP traffic invariant under x -> x + k (random rows of the representatives)."""
    rng = np.random.default_rng(seed)
    rows = rng.integers(1, 5, size=(k, n)).astype(float) * 1e6
    mp = np.zeros((n, n))
    for x in range(n):
        u, a = x % k, x // k
        mp[x] = np.roll(rows[u], k * a)
    np.fill_diagonal(mp, 0.0)
    return Workload(n, mp=mp, name="shifted")


def random_lift(k: int, m: int, d: int, seed: int) -> Lift:
    rng = np.random.default_rng(seed)
    got = search_lifts(k * m, d, True, k, None, rng, time.perf_counter() + 60, evals=40)
    return got[int(rng.integers(len(got)))][1]


@pytest.mark.parametrize("k, m, d, seed", [(4, 3, 4, 0), (2, 6, 4, 1), (4, 4, 4, 2), (3, 4, 6, 3)])
def test_orbit_lp_equals_the_routing_lp_on_small_lifts(k, m, d, seed):
    lift = random_lift(k, m, d, seed)
    n = k * m
    c = Cluster(n, d)
    topo = lift.topology(c)
    assert topo.meets_degree(c)
    # distance sum of the representatives, m times the graph's (invariance)
    assert distance_sums(lift) * m == pytest.approx(hop_distances(topo.links).sum())
    for w in (all_to_all(n), shifted_traffic(n, k, seed)):
        assert lift_invariant(w, k) is not None
        r = lift_routing(lift, c, w)
        assert r.time_s == pytest.approx(r.lp_time_s, rel=1e-6)              # the evaluator agrees (S10)
        assert r.time_s == pytest.approx(routing_lp(topo, c, w), rel=1e-6)   # exact: (S9)-(S12)
        for s, t in ((0, n - 1), (n - 1, 1)):                                 # shifted paths are paths
            for path, _ in r.routing.paths(s, t):
                assert path[0] == s and path[-1] == t
                assert all(topo.links[a, b] > 0 for a, b in zip(path[:-1], path[1:]))


@pytest.mark.parametrize("k, m, seed", [(2, 4, 0), (4, 3, 1)])
def test_ring_relaxation_brackets_the_any_order_optimum(k, m, seed):
    lift = random_lift(k, m, 4, seed)
    n = k * m
    c, w = Cluster(n, 4), dlrm_like(n)
    upper, lower = lift_bounds(lift, c, w)
    opt = routing_lp(lift.topology(c), c, w)          # rings in any order (ring generation)
    assert lower <= opt * (1 + 1e-6) and opt <= upper * (1 + 1e-6)
    assert lift_routing(lift, c, w).plan is not None


def test_never_below_a_proven_optimum_of_the_grid():
    checked = 0
    for line in GRID.read_text().splitlines():
        r = json.loads(line)
        cfg = r["config"]
        if (r["status"] != "optimal" or cfg["seed"] != 0 or cfg["link_model"] != "duplex" or cfg["d"] % 2
                or cfg["workload"] not in ("all_to_all", "dlrm_like") or cfg["n"] > 12):
            continue
        n, d = cfg["n"], cfg["d"]
        c, w = Cluster(n, d), WORKLOADS[cfg["workload"]](n, 0)
        for k in (x for x in range(2, n // 2 + 1) if n % x == 0):
            for _, lift in search_lifts(n, d, True, k, None, np.random.default_rng(0), time.perf_counter() + 60,
                                        evals=30)[:1]:
                t = lift_routing(lift, c, w).time_s
                assert t >= r["comm_time_s"] * (1 - 1e-9), (n, d, cfg["workload"], k)
                checked += 1
    assert checked >= 8


def test_search_is_deterministic_under_a_seed():
    runs = [search_lifts(64, 4, True, 4, None, np.random.default_rng(5), time.perf_counter() + 60, evals=300)
            for _ in range(2)]
    assert [(v, lf.to_dict()) for v, lf in runs[0]] == [(v, lf.to_dict()) for v, lf in runs[1]] and runs[0]
    assert runs[0][0][0] <= runs[0][-1][0]
    c, w = Cluster(32, 4), all_to_all(32)
    a, b = ({} for _ in range(2))
    ra = lift_candidates(c, w, np.random.default_rng(1), time.perf_counter() + 1e6, a, evals=300)
    rb = lift_candidates(c, w, np.random.default_rng(1), time.perf_counter() + 1e6, b, evals=300)
    assert [(x[0], x[1].time_s, x[2]) for x in ra] == [(x[0], x[1].time_s, x[2]) for x in rb] and ra


def test_candidate_search_keeps_its_time_limit_at_432_nodes():
    c, w = Cluster(432, 8), all_to_all(432)
    assert base_sizes(432, 8) == [4]
    t0 = time.perf_counter()
    lift_candidates(c, w, np.random.default_rng(0), time.perf_counter() + 1.0, {})
    assert time.perf_counter() - t0 < 1.0 + 5.0     # generous slack for a loaded machine


def test_lift_data_is_validated_and_round_trips():
    lift = Lift(4, 4, ((1, 2, 3, 0), (2, 3, 0, 1)), ((0, 0, 0, 1), (1, 1, 2, 2)), True)
    assert Lift.from_dict(json.loads(json.dumps(lift.to_dict()))) == lift
    assert lift.ring_slots()[:2] == [0, 1]                          # the base cycle's lift is a ring
    with pytest.raises(TopomilpInputError):
        Lift(4, 4, ((1, 1, 3, 0),), ((0, 0, 0, 1),), True)          # not a permutation
    with pytest.raises(TopomilpInputError):
        Lift(4, 4, ((1, 2, 3, 0),), ((0, 0, 0, 4),), True)          # voltage outside Z_m
    with pytest.raises(TopomilpInputError):
        lift_routing(lift, Cluster(16, 4), Workload(16, mp=np.eye(16)[::-1] * 1e6))   # not shift-invariant
    assert not Lift(2, 2, ((0, 1),), ((0, 1),), True).loopless                # v -> v, copy 0 -> 0
    assert Lift(2, 2, ((1, 0),), ((0, 1),), True).loopless
