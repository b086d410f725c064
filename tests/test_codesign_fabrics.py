"""The switched-fabric rows of ``topomilp codesign`` (``fat_tree_full``,
``fat_tree_same_cost_bw``, ``fat_tree_same_cost_oversub``): the strategy re-optimised for
each fabric of the same cost as the direct-connect design.

Checked against a brute force over every strategy *and every placement* of its ranks on
the servers (the closed forms of formulations/fabrics.md), and the chosen pair against
the exact multicommodity-flow LP on the fabric's switch graph (a separate code path).
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from topomilp.codesign import Hardware, StrategySpace, iteration_time, load_model
from topomilp.codesign.report import FABRIC_ROWS, fabric_rows, ideal_switch_row, run_codesign
from topomilp.fabrics import comm_time, equal_cost_fabrics, lp_time
from topomilp.model import AllReduceGroup, Cluster, Workload


def relabelled(w: Workload, perm: tuple[int, ...]) -> Workload:
    """``w`` with rank ``i`` on server ``perm[i]``."""
    p = np.asarray(perm)
    mp = np.zeros_like(w.mp)
    mp[np.ix_(p, p)] = w.mp
    groups = tuple(AllReduceGroup(tuple(int(p[m]) for m in g.members), g.bytes_per_member) for g in w.groups)
    return Workload(w.n, groups, mp, name=w.name)


def best_over_placements(space, fabric):
    """min over every strategy and every placement of the iteration time on ``fabric``."""
    best = np.inf
    for s in space.strategies():
        w = space.workload(s)
        for perm in itertools.permutations(range(space.n)):
            t = iteration_time(space.compute_s(s), comm_time(relabelled(w, perm), fabric).time_s, "none")
            best = min(best, t)
    return best


@pytest.mark.parametrize("model,n,d", [("candle16", 4, 2), ("bert16", 4, 2), ("vgg16", 4, 3)])
def test_fabric_rows_against_every_strategy_and_placement(model, n, d):
    space = StrategySpace(load_model(model), Hardware(), n)
    cluster = Cluster(n, d)
    rows = {r.method: r for r in fabric_rows(space, cluster, overlap="none")}
    assert set(rows) == set(FABRIC_ROWS)
    for name, ec in equal_cost_fabrics(cluster).items():
        r = rows[name]
        brute = best_over_placements(space, ec.fabric)
        if ec.fabric.oversubscription == 1:
            # non-blocking: placement does not matter, the row is the proven minimum
            assert r.status == "optimal"
            assert r.iteration_time_s == pytest.approx(brute, rel=1e-9)
        else:
            assert r.status == "feasible"
            assert r.bound_s <= brute * (1 + 1e-9) and brute <= r.iteration_time_s * (1 + 1e-9)
        # the row's own pair, scored by the exact LP on the switch graph
        lp = lp_time(r.workload, ec.fabric)
        assert lp.converged
        assert r.comm_s == pytest.approx(lp.time_s, rel=1e-6)
        assert r.iteration_time_s == pytest.approx(r.compute_s + r.comm_s, rel=1e-12)
        if name != "fat_tree_full":
            assert r.extra["fabric_price"] == pytest.approx(r.extra["design_price"], rel=1e-9)


def test_full_fat_tree_row_is_the_ideal_switch():
    """A 1:1 Fat-tree at d*B is the ideal switch (d*B per server, non-blocking)."""
    space = StrategySpace(load_model("bert16"), Hardware(), 8)
    cluster = Cluster(8, 4, 25.0)
    full = {r.method: r for r in fabric_rows(space, cluster, overlap="full")}["fat_tree_full"]
    ideal = ideal_switch_row(space, cluster, overlap="full")
    assert full.iteration_time_s == pytest.approx(ideal.iteration_time_s, rel=1e-12)


def test_codesign_run_has_the_fabric_rows_and_their_ratios():
    space = StrategySpace(load_model("candle16"), Hardware(), 4)
    run = run_codesign(space, Cluster(4, 2), time_limit=60, budget=40)
    rows = {r.method: r for r in run.rows}
    assert run.optimum.status == "optimal"
    for name in FABRIC_ROWS:
        r = rows[name]
        assert r.ratio == pytest.approx(r.iteration_time_s / run.optimum.time_s, rel=1e-12)
        doc = r.to_dict()
        assert doc["fabric"]["kind"] == "fat_tree" and doc["topology"] is None
