"""(J12) the cycle port bound of duplex permutation traffic (formulations/joint_topology.md,
"Cycle port bound (J12)"): never above brute force over every topology, never above a
proven optimum of the coverage grid, tight where the document says, and used by the
model-free bounds only when its premises hold."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from topomilp.exact import solve
from topomilp.exact.joint import JointTopology
from topomilp.exact.joint.bounds import throughput_bound
from topomilp.exact.joint.cyclebound import cycle_port_bound, cycle_value, traffic_cycles
from topomilp.model import AllReduceGroup, Cluster, Workload
from topomilp.testing import regular_multigraphs, workload_min_time_lp
from topomilp.workloads import all_to_all, permutation

GRID = Path(__file__).resolve().parents[1] / "benchmarks" / "results" / "coverage" / "full_w2.jsonl"


def _derangement(succ: list[int], volumes: list[float]) -> Workload:
    n = len(succ)
    mp = np.zeros((n, n))
    mp[np.arange(n), succ] = volumes
    return Workload(n, mp=mp, name="derangement")


def test_traffic_cycles_and_values():
    assert traffic_cycles(permutation(6, seed=0).mp) == [[0, 3, 4], [1, 2, 5]]
    assert traffic_cycles(np.array([[0, 1, 0], [0, 0, 1], [1, 0, 0]])) == [[0, 1, 2]]
    assert traffic_cycles(np.eye(3)) is None                                   # fixed points
    assert traffic_cycles(all_to_all(4).mp) is None                           # several per row
    assert traffic_cycles(np.array([[0, 1, 1], [0, 0, 0], [1, 0, 0]])) is None
    assert [float(cycle_value(k)) for k in (2, 3, 4, 9)] == [1.0, 0.75, 2 / 3, 2 / 3]
    mp = permutation(6, seed=0).mp
    assert cycle_port_bound(mp, 3, False, 1.0) == np.inf                      # simplex: no claim
    assert cycle_port_bound(all_to_all(4).mp, 3, True, 1.0) == np.inf


@pytest.mark.parametrize("succ,volumes,d", [
    ([1, 2, 3, 0], [1.0, 1.0, 1.0, 1.0], 2),                 # one 4-cycle
    ([1, 2, 3, 0], [1.0, 2.0, 1.0, 3.0], 3),                 # unequal volumes
    ([1, 0, 3, 4, 2], [1.0, 1.0, 1.0, 1.0, 1.0], 2),         # cycles 2 and 3
    ([1, 2, 0, 4, 3], [2.0, 1.0, 1.0, 1.0, 3.0], 4),
    ([1, 2, 3, 4, 5, 0], [1.0] * 6, 3),                      # one 6-cycle
    ([1, 0, 3, 4, 5, 2], [1.0] * 6, 3),                      # cycles 2 and 4
    ([1, 2, 0, 4, 5, 3], [1.0] * 6, 2),                      # cycles 3 and 3
])
def test_bound_holds_for_every_topology(succ, volumes, d):
    """Brute force: the best topology's throughput (exact routing LP over every
    d-regular duplex multigraph) never exceeds (J12)."""
    w = _derangement(succ, volumes)
    c = Cluster(len(succ), d, bandwidth_gbps=8)
    best = max(1.0 / workload_min_time_lp(t, c, w) for t in regular_multigraphs(c.n, d, "duplex"))
    bound = cycle_port_bound(w.mp, d, True, c.link_bytes_per_s)
    assert best <= bound * (1 + 1e-9)


def test_bound_is_tight_on_triangles():
    """Two 3-cycles at d = 4: a doubled triangle per cycle reaches 3 d / 4; the MILP, the
    textbook model and the bound agree, and the cheap bound is the bound."""
    c, w = Cluster(6, 4, bandwidth_gbps=8), permutation(6, seed=0, bytes_per_node=1e9)
    bound = cycle_port_bound(w.mp, 4, True, c.link_bytes_per_s)
    assert bound == pytest.approx(3.0 * c.link_bytes_per_s / 1e9)
    strong = solve(JointTopology(c, w), backend="highs", time_limit=30)
    text = solve(JointTopology(c, w, strengthen=False), backend="highs", time_limit=30)
    for r in (strong, text):
        assert r.status == "optimal" and r.verified
        optimum = 1.0 / r.solution.time_s                 # iterations per second
        assert optimum == pytest.approx(bound, rel=1e-6)
    assert JointTopology(c, w).cheap_bound() == pytest.approx(bound)
    assert JointTopology(c, w).throughput_upper_bound() == pytest.approx(bound)


def test_bound_never_above_a_proven_optimum_of_the_grid():
    rows = [json.loads(line) for line in GRID.read_text().splitlines() if line.strip()]
    rows = [r for r in rows if r["workload"] == "permutation" and r["config"]["link_model"] == "duplex"]
    proven = [r for r in rows if r["status"] == "optimal"]
    assert len(proven) >= 16
    for r in proven:
        cfg = r["config"]
        c = Cluster(cfg["n"], cfg["d"], bandwidth_gbps=cfg["bandwidth_gbps"])
        w = permutation(cfg["n"], seed=cfg["seed"])
        assert r["throughput"] <= cycle_port_bound(w.mp, cfg["d"], True, c.link_bytes_per_s) * (1 + 1e-6)


def test_upper_bound_uses_it_only_under_its_premises():
    """(J12) lowers throughput_upper_bound for duplex derangements only: under simplex,
    and for other traffic, the bound is the port/Moore one it was."""
    c, w = Cluster(8, 3, bandwidth_gbps=8), permutation(8, bytes_per_node=1e9)
    port = 3 * c.link_bytes_per_s / 1e9                                       # (J5): d B / b
    duplex = JointTopology(c, w)
    assert duplex.throughput_upper_bound() == pytest.approx(cycle_port_bound(w.mp, 3, True, c.link_bytes_per_s))
    assert duplex.throughput_upper_bound() < port
    simplex = JointTopology(Cluster(8, 3, bandwidth_gbps=8, link_model="simplex"), w)
    assert simplex.throughput_upper_bound() == pytest.approx(port)
    assert simplex.analysis.cycle_bound == np.inf
    assert JointTopology(Cluster(6, 3), all_to_all(6)).analysis.cycle_bound == np.inf


def test_allreduce_traffic_keeps_the_bound_valid():
    """Extra demands only lower the throughput: with a group on top of a derangement the
    bound still holds for every topology (brute force), and the model-free bound uses it."""
    base = _derangement([1, 0, 3, 4, 2], [1e9] * 5)
    w = Workload(5, mp=base.mp, groups=(AllReduceGroup((0, 2, 4), 1e9),), name="mixed")
    c = Cluster(5, 2, bandwidth_gbps=8)
    bound = cycle_port_bound(w.mp, 2, True, c.link_bytes_per_s)
    best = max(1.0 / workload_min_time_lp(t, c, w) for t in regular_multigraphs(5, 2, "duplex"))
    assert best <= bound * (1 + 1e-9)
    groups = [(g.members, g.ring_bytes) for g in w.groups]
    assert throughput_bound(w.mp, groups, 5, 2, True, c.link_bytes_per_s) <= bound
