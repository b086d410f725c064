"""partner_rings (a partner link and direct stage rings, formulations/scale_bounds.md
(S8)): equal to every proven ``hybrid`` optimum of the coverage grid it applies to (never
below), the three-ring claim for n/2 = 2 mod 4, degrees, and topology_search taking it."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from topomilp.errors import TopomilpInputError
from topomilp.heuristics.partner_rings import applies, partner_rings_design, stage_rings
from topomilp.heuristics.topology_search import topology_search
from topomilp.model import Cluster
from topomilp.workloads import WORKLOADS, all_to_all, hybrid

GRID = Path(__file__).resolve().parents[1] / "benchmarks" / "results" / "coverage" / "full_w2.jsonl"


def test_equals_the_proven_optima_of_the_grid():
    checked = 0
    for line in GRID.read_text().splitlines():
        r = json.loads(line)
        cfg = r["config"]
        if cfg["workload"] != "hybrid" or r["status"] != "optimal":
            continue
        c, w = Cluster(cfg["n"], cfg["d"], link_model=cfg["link_model"]), WORKLOADS["hybrid"](cfg["n"], cfg["seed"])
        if not applies(c, w):
            continue
        t = partner_rings_design(c, w).evaluate(c, w).time_s
        assert t >= r["comm_time_s"] * (1 - 1e-9)              # never below a proven optimum
        assert t == pytest.approx(r["comm_time_s"], rel=1e-9)  # and here equal to it
        checked += 1
    assert checked >= 10


@pytest.mark.parametrize("m", [6, 10, 14, 18, 54])
def test_three_hamiltonian_rings_use_every_moebius_arc_once(m):
    rings = stage_rings(m, [], chord=True)
    arcs = sorted((a, b) for r in rings for a, b in zip(r, r[1:] + r[:1]))
    want = sorted((i, (i + o) % m) for i in range(m) for o in (1, -1, m // 2))
    assert [len(r) for r in rings] == [m] * 3 and arcs == want


@pytest.mark.parametrize("n, d", [(12, 4), (20, 4), (16, 5), (28, 8), (12, 3)])
def test_degrees_and_closed_form(n, d):
    c, w = Cluster(n, d), WORKLOADS["hybrid"](n, 0)
    r = partner_rings_design(c, w)
    assert r.topology.meets_degree(c)
    r.plan.validate(w)
    big = max(g.ring_bytes for g in w.groups)
    a = float(np.asarray(w.mp).max())
    assert r.evaluate(c, w).time_s == pytest.approx(max(big / (d - 1), a) / c.link_bytes_per_s, rel=1e-9)


def test_applies_only_where_the_rings_exist():
    assert not applies(Cluster(10, 4), hybrid(10, 5, 2))        # 3 ports a stage on 5 nodes
    assert not applies(Cluster(12, 4), all_to_all(12))
    with pytest.raises(TopomilpInputError):
        partner_rings_design(Cluster(10, 4), hybrid(10, 5, 2))


@pytest.mark.parametrize("n, d", [(16, 4), (32, 8)])
def test_fractional_stage_mix_meets_the_closed_form(n, d):
    # n/2 = 0 mod 4 with odd d - 1: a Hamiltonian ring mix (J10e) inside each stage
    c, w = Cluster(n, d), WORKLOADS["hybrid"](n, 0)
    r = partner_rings_design(c, w, seed=0)
    assert "hamiltonian mix" in r.info["stage"] and r.topology.meets_degree(c)
    r.plan.validate(w)
    big = max(g.ring_bytes for g in w.groups)
    a = float(np.asarray(w.mp).max())
    assert r.evaluate(c, w).time_s == pytest.approx(max(big / (d - 1), a) / c.link_bytes_per_s, rel=1e-9)


def test_topology_search_takes_it():
    c, w = Cluster(12, 4), hybrid(12, 6, 2)
    r = topology_search(c, w, seed=0, time_limit=5)
    assert r.info["time_s"] == pytest.approx(partner_rings_design(c, w).evaluate(c, w).time_s, rel=1e-9)
