"""(S14)-(S15) the distance-level hop-bytes bound (formulations/scale_bounds.md, "Distance
levels: a hop-bytes bound for unequal traffic"): never above brute force over every
duplex topology (hop-bytes by breadth-first search, time by the exact routing LP), never
above a proven optimum of the coverage grid, its b-matching dual never below a brute-force
b-matching, and in the model-free bound where it beats the port bound."""

from __future__ import annotations

import itertools
import json
import math
import time
from pathlib import Path

import numpy as np
import pytest

from topomilp.exact import deadline as DL
from topomilp.exact.joint import levelbound
from topomilp.exact.joint.bounds import ring_moore_hop_bytes
from topomilp.exact.joint.levelbound import level_caps, level_hop_bytes, matching_dual, per_node_level_hop_bytes
from topomilp.model import Cluster, Workload
from topomilp.oracle import joint_problem
from topomilp.testing import regular_multigraphs, workload_min_time_lp
from topomilp.utils import hop_distances
from topomilp.workloads import all_to_all, skewed

GRID = Path(__file__).resolve().parents[1] / "benchmarks" / "results" / "coverage" / "full_w2.jsonl"


def _heavy(n: int, seed: int) -> np.ndarray:
    """Dense lognormal traffic (sigma 2): heavy pairs that rarely match up."""
    rng = np.random.default_rng(seed)
    mp = np.rint(np.exp(2.0 * rng.standard_normal((n, n))) * 100.0) + 1.0
    np.fill_diagonal(mp, 0.0)
    return mp


def test_level_caps():
    assert level_caps(432, 4) == [4, 16, 52, 160]
    assert level_caps(7, 2) == [2, 4]
    assert level_caps(6, 3) == [3]
    assert level_caps(4, 3) == []                       # every pair may be one hop apart


@pytest.mark.parametrize("n,d", [(6, 2), (7, 2), (6, 3)])
def test_hop_bytes_never_above_brute_force(n, d):
    """min over every d-regular duplex multigraph of sum T dist >= (S14)-(S15), on skewed
    and on heavy lognormal traffic; the LP levels beat the per-node levels on some of them."""
    graphs = [hop_distances(t.links) for t in regular_multigraphs(n, d, "duplex")]
    graphs = [g for g in graphs if np.all(np.isfinite(g))]
    stronger = 0
    for mp in [skewed(n, seed=s).mp for s in range(3)] + [_heavy(n, s) for s in range(3)]:
        best = min(float((mp * g).sum()) for g in graphs)
        lb = level_hop_bytes(mp, d)
        assert lb <= best * (1 + 1e-9)
        assert per_node_level_hop_bytes(mp, d) <= lb * (1 + 1e-12)
        stronger += lb > per_node_level_hop_bytes(mp, d) * (1 + 1e-6)
    assert stronger >= 1


def test_time_never_above_brute_force():
    """The model-free bound with (S14)-(S15) never exceeds the best topology's throughput
    (exact routing LP over every 2-regular duplex multigraph on 6 nodes)."""
    for seed in range(2):
        w = Workload(6, mp=_heavy(6, seed), name="heavy")
        c = Cluster(6, 2)
        best = max(1.0 / workload_min_time_lp(t, c, w) for t in regular_multigraphs(6, 2, "duplex"))
        assert best <= joint_problem(c, w).cheap_bound() * (1 + 1e-9)
        hb = joint_problem(c, w).analysis.level_hop_bytes_bound
        assert best <= c.n * c.d * c.link_bytes_per_s / hb * (1 + 1e-9)


def testmatching_dual_never_below_brute_force():
    rng = np.random.default_rng(3)
    n = 5
    a, b = np.triu_indices(n, 1)
    for _ in range(4):
        wp = rng.exponential(1.0, len(a)) ** 3
        for cap in (1, 2, 3):
            best = 0.0
            for mask in itertools.product((0, 1), repeat=len(a)):
                x = np.array(mask, dtype=bool)
                if (np.bincount(a[x], minlength=n) + np.bincount(b[x], minlength=n)).max() <= cap:
                    best = max(best, float(wp[x].sum()))
            ub = matching_dual(n, a, b, wp, cap)
            assert best <= ub * (1 + 1e-9)
            w = np.zeros((n, n))
            w[a, b] = w[b, a] = wp
            per_node = float(-np.sort(-w, axis=1)[:, :cap].sum()) / 2     # the LP is at most this
            assert ub <= per_node * (1 + 1e-7)


def test_never_above_coverage_optima():
    """Every proven duplex ``skewed`` optimum of the coverage grid is at least (S14)-(S15)."""
    rows = 0
    for line in GRID.read_text().splitlines():
        r = json.loads(line)
        cfg = r["config"]
        if (r["workload"], cfg["link_model"], r["method"], r["status"]) != ("skewed", "duplex", "joint_topology",
                                                                            "optimal"):
            continue
        c = Cluster(cfg["n"], cfg["d"], bandwidth_gbps=cfg["bandwidth_gbps"])
        w = skewed(c.n, seed=cfg["seed"])
        lb = level_hop_bytes(w.mp, c.d) / (c.n * c.d * c.link_bytes_per_s)
        assert lb <= r["comm_time_s"] * (1 + 1e-9)
        assert 1.0 / joint_problem(c, w).cheap_bound() <= r["comm_time_s"] * (1 + 1e-9)
        rows += 1
    assert rows >= 20


def test_uniform_traffic_skips_the_lps_and_equals_moore():
    mp = all_to_all(12).mp
    assert level_hop_bytes(mp, 3, beat=float("inf")) == pytest.approx(ring_moore_hop_bytes(mp, [], 3, True))
    assert level_hop_bytes(mp, 3) == pytest.approx(ring_moore_hop_bytes(mp, [], 3, True))


def test_skewed_432_beats_the_port_bound():
    """At n = 432, d = 4 (the scale bench's row) the model-free bound is (S14)-(S15), above
    the port bound (J5) and far above the per-source Moore bound (J6'')."""
    c, w = Cluster(432, 4), skewed(432, seed=0)
    p = joint_problem(c, w)
    port = max(w.mp.sum(axis=1).max(), w.mp.sum(axis=0).max()) / (c.d * c.link_bytes_per_s)
    hb = level_hop_bytes(w.mp, c.d)                  # the module's own call, not the analysis' value
    per_node = per_node_level_hop_bytes(w.mp, c.d)
    assert hb > per_node                             # the b-matching LPs tighten a level here
    assert 1.0 / p.cheap_bound() == pytest.approx(hb / (c.n * c.d * c.link_bytes_per_s))
    assert 1.0 / p.cheap_bound() > port * 1.0005
    assert hb > 1.15 * ring_moore_hop_bytes(w.mp, [], c.d, True)


def test_lps_keep_to_the_solve_deadline(monkeypatch):
    """Inside a solve's deadline the b-matching LPs get the ``level LPs`` share of
    timeplan.BOUNDS as HiGHS' time limit, and none starts once it has passed: the levels
    keep the per-node bound (7.6 CPU s of LPs at n = 1024, d = 4 ``skewed`` overran a 3 s
    limit by 9 s). Outside a deadline they run without a limit."""
    t = np.zeros((6, 6))
    t[0, 1] = t[2, 0] = t[0, 3] = 9.0                   # the module's example: the LP levels win
    t[4, 5] = 1.0
    limits = []
    real = levelbound.matching_dual

    def spy(*args, **kwargs):
        limits.append(args[5] if len(args) > 5 else kwargs.get("time_limit", math.inf))
        return real(*args, **kwargs)

    monkeypatch.setattr(levelbound, "matching_dual", spy)
    full, per_node = level_hop_bytes(t, 2), per_node_level_hop_bytes(t, 2)
    assert full > per_node and limits and all(math.isinf(x) for x in limits)
    limits.clear()
    with DL.deadline_scope(10.0):
        assert level_hop_bytes(t, 2) == full
    assert limits and all(0 < x <= 0.2 * 10.0 for x in limits)
    limits.clear()
    with DL.deadline_scope(1e-3):
        time.sleep(2e-3)
        assert level_hop_bytes(t, 2) == per_node
    assert limits == []


#: n = 7, d = 2 traffic whose analysis runs the level LPs and gains by them (129 hop-bytes
#: against 124 per node), found by a random search.
UNEVEN7 = [[0, 0, 7, 0, 0, 7, 0], [8, 0, 0, 0, 0, 0, 0], [0, 2, 0, 4, 8, 0, 0], [1, 3, 0, 0, 2, 9, 0],
           [0, 14, 4, 0, 0, 2, 0], [0, 0, 0, 7, 0, 0, 7], [0, 0, 0, 2, 9, 0, 0]]


def test_a_bound_cut_by_a_deadline_does_not_stick(monkeypatch):
    """JointAnalysis lives as long as its problem: the level bound first computed under a
    very short limit (the levels keep the per-node bound) was kept for every later solve of
    that problem. Now a cut value is reused only by calls whose LPs would get no more time,
    and a complete one is kept for good."""
    mp = np.array(UNEVEN7, dtype=float)
    full, per_node = level_hop_bytes(mp, 2), per_node_level_hop_bytes(mp, 2)
    assert full == 129.0 and per_node == 124.0
    an = joint_problem(Cluster(7, 2), Workload(7, mp=mp)).analysis
    with DL.deadline_scope(1e-3):                       # the LPs get no time: per-node levels
        time.sleep(2e-3)
        assert an.level_hop_bytes_bound == per_node
    lps = []
    real = levelbound.matching_dual
    monkeypatch.setattr(levelbound, "matching_dual", lambda *a, **k: lps.append(1) or real(*a, **k))
    with DL.deadline_scope(1e-3):                       # the rest of a short solve: no recomputing
        time.sleep(2e-3)
        assert an.level_hop_bytes_bound == per_node
    assert lps == []
    assert an.level_hop_bytes_bound == full             # more time: the LPs run again
    assert an.level_bound_run.complete and lps
    lps.clear()
    with DL.deadline_scope(1e-3):                       # complete: kept, no LP
        time.sleep(2e-3)
        assert an.level_hop_bytes_bound == full
    assert lps == []


def test_a_cut_lp_makes_the_bound_incomplete(monkeypatch):
    """An LP stopped at its time limit (no value) leaves the level at its per-node bound
    and the result incomplete; the same LPs finished make it complete."""
    mp = np.array(UNEVEN7, dtype=float)
    with DL.deadline_scope(60.0):
        run = levelbound.level_bound(mp, 2)
    assert run.complete and run.hop_bytes == 129.0 and 0 < run.seconds <= 0.2 * 60.0
    monkeypatch.setattr(levelbound, "matching_dual", lambda *a, **k: math.inf)
    with DL.deadline_scope(60.0):
        cut = levelbound.level_bound(mp, 2)
    assert not cut.complete and cut.hop_bytes == 124.0
