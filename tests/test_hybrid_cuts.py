"""The hybrid cuts (J13) of formulations/joint_topology.md: valid for every topology at
its own throughput (brute force over every topology of tiny ``hybrid`` instances), the
hull lines they use, and the shape they apply to."""

from __future__ import annotations

import doctest
import itertools

import numpy as np
import pytest

from topomilp.exact import SolveOptions, solve
from topomilp.exact.joint import JointTopology, hybridcuts
from topomilp.exact.joint.hybridcuts import concave_lines, convex_lines, cut_violation, hybrid_shape
from topomilp.exact.joint.methods import Incumbent, StageRelaxation
from topomilp.model import AllReduceGroup, Cluster, Topology, Workload
from topomilp.testing import regular_multigraphs, workload_min_time_lp
from topomilp.workloads import all_to_all, hybrid


def test_doctests():
    assert doctest.testmod(hybridcuts).failed == 0


@pytest.mark.parametrize("values", [[0.0, -0.5, -2.5, -4.5], [3.0, 1.0, 2.0, 0.0], [0.0, 0.0, 0.0], [1.0, -1.0]])
def test_hull_lines_lie_on_the_right_side_of_every_point_and_touch_the_hull(values):
    for lines, sign in ((concave_lines(values), 1), (convex_lines(values), -1)):
        for c, val in enumerate(values):
            assert all(sign * (s * c + b - val) >= -1e-12 for s, b in lines)
        # at the ends the hull is the point itself
        assert min(sign * (s * 0 + b) for s, b in lines) == pytest.approx(sign * values[0])
        assert min(sign * (s * (len(values) - 1) + b) for s, b in lines) == pytest.approx(sign * values[-1])


def test_shape_of_hybrid_and_of_other_traffic():
    sh = hybrid_shape(hybrid(8, 4, 2, activation_bytes=1.0, gradient_bytes=4.0), [0, 1], 6.0)
    assert sh.stages == ((0, 2, 4, 6), (1, 3, 5, 7)) and sh.partner == (1, 0, 3, 2, 5, 4, 7, 6)
    assert sh.r == pytest.approx(1.0) and sh.m == pytest.approx(1 / 6)
    assert hybrid_shape(all_to_all(8), [], 1.0) is None
    assert hybrid_shape(hybrid(9, 3, 3), [0, 1, 2], 1.0) is None                          # three stages
    uneven = Workload(4, groups=(AllReduceGroup((0, 2), 1.0), AllReduceGroup((1, 3), 2.0)),
                      mp=hybrid(4, 2, 2).mp)
    assert hybrid_shape(uneven, [0, 1], 1.0) is None                                        # unequal rings
    mp = hybrid(4, 2, 2, activation_bytes=1.0).mp.copy()
    mp[0, 1] = 2.0
    assert hybrid_shape(Workload(4, groups=hybrid(4, 2, 2).groups, mp=mp), [0, 1], 1.0) is None


def _all_rings(members):
    """Every cyclic order (each direction its own ring)."""
    return [(members[0],) + p for p in itertools.permutations(members[1:])]


@pytest.mark.parametrize("n, d, lm, act", [
    (4, 2, "duplex", 0.3), (4, 3, "duplex", 0.3), (4, 3, "duplex", 2.0), (4, 2, "simplex", 0.3),
    (4, 3, "simplex", 0.3), (4, 3, "simplex", 2.0), (6, 2, "duplex", 0.3), (6, 3, "duplex", 0.3),
    (6, 4, "duplex", 0.3),
])
def test_cuts_hold_for_every_topology_at_its_throughput(n, d, lm, act):
    """Every topology, at its own optimal throughput (rings in any order, listed), meets
    every cut and the pair bound (J14); and the cuts are not empty: some topology
    violates them well above it."""
    c = Cluster(n, d, bandwidth_gbps=8, link_model=lm)
    w = hybrid(n, n // 2, 2, activation_bytes=act * 1e9, gradient_bytes=1e9)
    norm = max(w.groups[0].ring_bytes, float(w.mp.max()))
    sh = hybrid_shape(w, [0, 1], norm)
    rings = [_all_rings(g.members) for g in w.groups]
    violated = False
    for t in regular_multigraphs(n, d, lm):
        lam = norm / (workload_min_time_lp(t, c, w, rings=rings) * c.link_bytes_per_s)   # model units
        v = cut_violation(sh, d, c.duplex, lam, t.links)
        assert v <= 1e-7, (t.links.tolist(), lam, v)
        assert lam <= hybridcuts.pair_bound(sh, d) * (1 + 1e-9)                              # (J14)
        violated = violated or cut_violation(sh, d, c.duplex, 1.5 * lam + 1, t.links) > 0
    assert violated


@pytest.mark.parametrize("n, d, act", [(4, 2, 1.0), (4, 3, 1.0), (8, 3, 0.3)])
def test_duplex_stage_relaxation_proof_matches_brute_force(n, d, act):
    """Duplex two-stage ``hybrid``: (J11) with (J13d) proves the start, and the answer is
    the brute force's over every topology (n = 4) or the textbook model's (n = 8)."""
    c = Cluster(n, d, bandwidth_gbps=8, link_model="duplex")
    w = hybrid(n, n // 2, 2, activation_bytes=act * 1e9, gradient_bytes=3e9)
    r = solve(JointTopology(c, w), backend="highs", time_limit=60)
    assert r.status == "optimal" and r.verified and "(J11)" in r.message
    if n == 4:
        rings = [_all_rings(g.members) for g in w.groups]
        ref = 1 / min(workload_min_time_lp(t, c, w, rings=rings) for t in regular_multigraphs(n, d, "duplex"))
    else:
        ref = solve(JointTopology(c, w, strengthen=False), backend="highs", time_limit=60).objective
    assert r.objective == pytest.approx(ref, rel=2e-6)


def test_duplex_stage_relaxation_scope_and_skip_below_d_minus_1():
    """(J11) applies under duplex to two-stage ``hybrid`` only, and is not run for a
    start below ``d - 1`` ring transfers per port: the incumbent goes on unchanged."""
    c = Cluster(8, 3, bandwidth_gbps=8, link_model="duplex")
    w = hybrid(8, 4, 2, activation_bytes=0.3e9, gradient_bytes=3e9)
    p = JointTopology(c, w)
    assert p.analysis.stage_pairs == frozenset((u, v) for u in range(8) for v in range(u + 1, 8) if (u - v) % 2 == 0)
    assert not JointTopology(c, all_to_all(8)).analysis.stage_pairs
    assert not JointTopology(c, w, strengthen=False).analysis.stage_pairs
    assert not JointTopology(Cluster(9, 2, link_model="duplex"), hybrid(9, 3, 3)).analysis.stage_pairs
    ring = np.zeros((8, 8), dtype=np.int64)
    for u in range(8):
        for s in (1, 4):
            ring[u, (u + s) % 8] += 1
            ring[(u + s) % 8, u] += 1
    ring[np.arange(8), (np.arange(8) + 4) % 8] = 1                          # C8(1, 4): degree 3
    bad = p.start_solution(Topology(ring, "duplex"))
    incumbent = Incumbent(bad, searched=True)
    assert StageRelaxation().run(p, incumbent, SolveOptions(time_limit=60)) is None
    assert incumbent.solution.throughput == bad.throughput and "not run" in incumbent.notes[-1]


@pytest.mark.parametrize("n, d, lm, act, grad", [
    (4, 2, "duplex", 0.3, 1.0), (8, 3, "simplex", 1.0, 4.0), (8, 4, "duplex", 2.0, 1.0),
    (16, 4, "duplex", 0.1, 3.0), (12, 5, "simplex", 0.5, 0.5),
])
def test_analysis_pair_bound_is_the_closed_form(n, d, lm, act, grad):
    """``JointAnalysis.pair_bound`` is (J14) ``max((d - 1) / r, d / (r + 2 m))`` with ``r``
    the ring volume and ``m`` the activation bytes, both over the model unit, read off the
    workload here; it is what ``throughput_upper_bound`` uses, and ``inf`` for traffic
    that is not two-stage ``hybrid``."""
    c = Cluster(n, d, bandwidth_gbps=8, link_model=lm)
    w = hybrid(n, n // 2, 2, activation_bytes=act * 1e9, gradient_bytes=grad * 1e9)
    p = JointTopology(c, w)
    an = p.analysis
    rb = w.groups[0].ring_bytes
    assert an.norm == max(rb, act * 1e9)
    closed = max((d - 1) * an.norm / rb, d * an.norm / (rb + 2 * act * 1e9))
    assert an.pair_bound == pytest.approx(closed, rel=1e-12)
    assert p.throughput_upper_bound() <= an.pair_bound * c.link_bytes_per_s / an.norm * (1 + 1e-12)
    assert JointTopology(c, all_to_all(n)).analysis.pair_bound == float("inf")


def test_pair_bound_is_never_above_a_proven_hybrid_optimum_of_the_grid():
    """(J14) against every proven ``hybrid`` optimum of the coverage grid's raw rows,
    and it is tighter than the port bound there."""
    import json
    from pathlib import Path

    from topomilp.workloads import resolve_workload

    raw = Path(__file__).resolve().parents[1] / "benchmarks" / "results" / "coverage" / "full_w2.jsonl"
    seen = 0
    for line in raw.read_text().splitlines():
        row = json.loads(line)
        cfg = row.get("config", row)
        if (cfg.get("workload") or row.get("workload")) != "hybrid" or row.get("status") != "optimal":
            continue
        c = Cluster(cfg["n"], cfg["d"], link_model=cfg["link_model"])
        p = JointTopology(c, resolve_workload("hybrid", c.n))
        an = p.analysis
        bound = an.pair_bound * c.link_bytes_per_s / an.norm
        port = c.d * c.link_bytes_per_s / max(an.sent_received[0].max(), an.sent_received[1].max())
        assert row["throughput"] <= bound * (1 + 1e-9) and bound < port
        assert p.cheap_bound() <= bound * (1 + 1e-12)
        seen += 1
    assert seen >= 40
