"""The swap refinement (E3) of skew_expander: degrees kept, hop-bytes never up and equal to
an independent recount, the port-bound floor respected, and determinism under a seed; the
trees priced by column generation (M4) in mwu_routing: never worse, scored by the evaluator."""

from __future__ import annotations

import numpy as np
import pytest

from topomilp.heuristics.skew_expander import expander_fill, heavy_links, refine, skew_expander
from topomilp.model import Cluster
from topomilp.utils import hop_distances
from topomilp.workloads import skewed


def _start(n: int, d: int, seed: int) -> tuple[np.ndarray, np.ndarray]:
    mp = np.asarray(skewed(n, seed).mp, dtype=float)
    return expander_fill(np.zeros((n, n), dtype=np.int64), d, True, np.random.default_rng(seed)), mp


def test_swaps_keep_degrees_and_lower_the_recounted_hop_bytes():
    links, mp = _start(40, 4, 3)
    before = float((mp * hop_distances(links)).sum())
    out, hb, done, kept = refine(links, mp, np.random.default_rng(0), evals=60)
    assert (out == out.T).all() and (np.diag(out) == 0).all()
    assert out.sum(axis=1).tolist() == links.sum(axis=1).tolist()
    assert hb == float((mp * hop_distances(out)).sum())       # the reported value is the real one
    assert 0 < kept <= done <= 60
    assert hb < before                                          # a random graph is far from a local optimum
    again = refine(links, mp, np.random.default_rng(0), evals=60)
    assert (again[0] == out).all() and again[1:] == (hb, done, kept)


def test_floor_and_evaluation_cap_stop_the_search():
    links, mp = _start(40, 4, 5)
    hb0 = float((mp * hop_distances(links)).sum())
    out, hb, done, kept = refine(links, mp, np.random.default_rng(1), evals=60, floor=hb0)
    assert (out == links).all() and (done, kept) == (0, 0) and hb == hb0
    _, _, done, _ = refine(links, mp, np.random.default_rng(1), evals=5)
    assert done <= 5


def test_designer_refines_only_above_the_port_bound():
    # n = 160, d = 3: the hop-bytes bound is above the port bound (1.07x), so (E3) runs; n = 16, d = 8 not
    big = skew_expander(Cluster(160, 3), skewed(160, 0), seed=2, time_limit=60.0)
    mp = np.asarray(skewed(160, 0).mp, dtype=float)
    assert big.info["refined_hop_bytes"] == float((mp * hop_distances(big.topology.links)).sum())
    assert big.info["refined_hop_bytes"] <= big.info["hop_bytes"][big.info["heavy_ports"]]
    assert big.topology.meets_degree(Cluster(160, 3)) and big.info["swaps_evaluated"] > 0
    small = skew_expander(Cluster(16, 8), skewed(16, 0), seed=2)
    assert "swaps_evaluated" not in small.info
    k = small.info["heavy_ports"]
    assert (small.topology.links == expander_fill(heavy_links(np.asarray(skewed(16, 0).mp, dtype=float), k, True),
                                                   8, True, np.random.default_rng([2, k]))).all()


def test_priced_trees_never_worse_and_scored_by_the_evaluator():
    from topomilp.evaluate import evaluate_workload
    from topomilp.heuristics.mwu_routing import mwu_routing
    from topomilp.model import Topology

    c, w = Cluster(40, 4), skewed(40, 2)
    links, mp = _start(40, 4, 2)
    topo = Topology(links, "duplex")
    plain = mwu_routing(topo, mp, rounds=8)
    priced = mwu_routing(topo, mp, rounds=8, priced=12)
    assert len(priced.preds) > len(plain.preds)                 # some tree priced out
    assert all((a == b).all() for a, b in zip(priced.preds, plain.preds))   # the rounds' trees kept
    t_plain = evaluate_workload(topo, c, w, ar_routing=plain, mp_routing=plain).time_s
    t_priced = evaluate_workload(topo, c, w, ar_routing=priced, mp_routing=priced).time_s
    assert t_priced <= t_plain * (1 + 1e-9)
    # the evaluator's time is the LP's busiest arc: recount it from the trees and their shares
    load = sum(wt * type(priced)(40, [p]).arc_loads(mp) for p, wt in zip(priced.preds, priced.weights))
    assert t_priced == pytest.approx(float((load / np.where(links > 0, links, 1)).max()) / c.link_bytes_per_s)
    again = mwu_routing(topo, mp, rounds=8, priced=12)
    assert again.weights == priced.weights
