"""The annealed low-hop simplex starts (J10g) (formulations/joint_topology.md):
valid digraphs, ``W`` recomputed independently, the minimum ``W`` of the enumeration
reached at tiny sizes, determinism, deadline, bad input, and the start through the
routing LP (verified, never above the bound, never worse than the start it is given)."""

from __future__ import annotations

import doctest
import math
import time

import numpy as np
import pytest
from scipy.sparse.csgraph import shortest_path

from topomilp.errors import TopomilpInputError
from topomilp.exact import deadline as DL
from topomilp.exact.joint import JointTopology, hopanneal
from topomilp.exact.joint.digraphs import hop_sum, low_hop_digraphs, moore_sum, total_hops
from topomilp.exact.joint.hopanneal import anneal_hops, circulant_digraph, hop_annealed_digraphs
from topomilp.model import Cluster
from topomilp.workloads import all_to_all, allreduce, dlrm_like


def _w_scipy(a: np.ndarray) -> float:
    dist = shortest_path(a.astype(float), unweighted=True)
    return float(dist.sum())


def test_doctests():
    res = doctest.testmod(hopanneal)
    assert res.attempted >= 5 and res.failed == 0


@pytest.mark.parametrize("n,d", [(5, 2), (6, 3), (8, 2), (9, 4), (12, 3)])
def test_every_digraph_is_simple_regular_and_its_w_is_right(n, d):
    graphs = hop_annealed_digraphs(n, d, runs=3, steps=600, seed=2)
    # exactly the three runs' best digraphs (seeds 2, 3, 4), duplicates dropped, lowest W first
    expected: list = []
    for r in range(3):
        w, a = anneal_hops(n, d, steps=600, seed=2 + r)
        if not any(np.array_equal(a, b) for _, _, b in expected):
            expected.append((w, r, a))
    expected.sort(key=lambda z: (z[0], z[1]))
    assert len(graphs) == len(expected)
    assert all(np.array_equal(g, b) for g, (_, _, b) in zip(graphs, expected))
    ws = [total_hops(a) for a in graphs]
    assert ws == sorted(ws)
    for a in graphs:
        assert set(np.unique(a)) <= {0, 1} and int(np.trace(a)) == 0
        assert a.sum(axis=0).tolist() == [d] * n == a.sum(axis=1).tolist()
        assert total_hops(a) == _w_scipy(a) >= n * moore_sum(n, d)
    w, a = anneal_hops(n, d, steps=600, seed=2)
    assert w == _w_scipy(a) >= ws[0] and any(np.array_equal(a, g) for g in graphs)   # run 0


@pytest.mark.parametrize("n,d", [(5, 2), (6, 2), (6, 3), (7, 2)])
def test_reaches_the_smallest_w_of_the_enumeration(n, d):
    """The exact minimum of ``W`` over every digraph, from the enumeration (D1)-(D8)
    (tested against brute force in tests/test_simplex_enumeration.py)."""
    w_moore = n * moore_sum(n, d)
    w_min = next(w_moore + e for e in range(n) if any(True for _ in low_hop_digraphs(n, d, e)))
    assert total_hops(hop_annealed_digraphs(n, d, steps=2000)[0]) == w_min


def test_bitmask_hop_sum_against_scipy():
    rng = np.random.default_rng(5)
    for _ in range(20):
        a = (rng.random((7, 7)) < 0.4).astype(int)
        np.fill_diagonal(a, 0)
        outs = [sum(1 << j for j in range(7) if a[i, j]) for i in range(7)]
        w = _w_scipy(a)
        assert hop_sum(outs, 7) == w
        if np.isfinite(w):
            assert hop_sum(outs, 7, bound=int(w)) == w and hop_sum(outs, 7, bound=int(w) - 1) == np.inf


def test_deterministic_and_seeded():
    a = hop_annealed_digraphs(10, 3, runs=2, steps=800, seed=4)
    b = hop_annealed_digraphs(10, 3, runs=2, steps=800, seed=4)
    assert len(a) == len(b) and all(np.array_equal(x, y) for x, y in zip(a, b))
    four, five = (anneal_hops(10, 3, 800, s)[1] for s in (4, 5))
    assert any(np.array_equal(four, x) for x in a) and not np.array_equal(four, five)


def test_deadline_keeps_one_valid_digraph():
    with DL.deadline_scope(1e-6):
        time.sleep(0.01)
        graphs = hop_annealed_digraphs(12, 3, runs=4, steps=100_000)
    assert len(graphs) == 1
    assert graphs[0].sum(axis=1).tolist() == [3] * 12 and np.isfinite(total_hops(graphs[0]))


def test_bad_input_names_the_field():
    with pytest.raises(TopomilpInputError, match="^d:"):
        circulant_digraph(5, 4)
    with pytest.raises(TopomilpInputError, match="^n:"):
        hop_annealed_digraphs(2, 1)
    with pytest.raises(TopomilpInputError, match="^runs:"):
        hop_annealed_digraphs(6, 2, runs=0)
    with pytest.raises(TopomilpInputError, match="^steps:"):
        anneal_hops(6, 2, steps=-1)
    with pytest.raises(TopomilpInputError, match="^seed:"):
        hop_annealed_digraphs(6, 2, seed=-1)


@pytest.mark.parametrize("w", [all_to_all(14), dlrm_like(14)])
def test_annealed_candidates_route_to_verified_starts(w):
    """Moore depth 3 (n = 14, d = 3): the candidates are ranked by ``W / n``, and the
    start search routes each to a verified point, never above the bound."""
    c = Cluster(14, 3, link_model="simplex")
    p = JointTopology(c, w)
    ub = p.throughput_upper_bound()
    cands = p.start_search.annealed_candidates(math.inf)
    assert len(cands) >= 1
    best = None
    for key, name, m in cands:
        assert key == total_hops(m) / 14 and name.startswith("hop-annealed digraph")
        best = p.start_search.better_start(best, name, m)
    assert best is not None and best.topology.meets_degree(c)
    assert p.verify(best) == pytest.approx(best.throughput, rel=1e-9)
    assert best.throughput <= ub * (1 + 1e-9)
    if not w.groups:                     # uniform traffic: (J6') for one digraph is n d / W
        assert best.throughput / ub <= moore_sum(14, 3) / min(k for k, _, _ in cands) * (1 + 1e-9)


def test_annealed_candidates_scope():
    """Only simplex links, MP bytes, Moore depth >= 3 and no Cayley digraph at the Moore sum."""
    a2a = JointTopology(Cluster(14, 3, link_model="simplex"), all_to_all(14)).start_search
    assert a2a.annealed_candidates(float(moore_sum(14, 3))) == []          # a Cayley digraph at M
    assert JointTopology(Cluster(10, 3, link_model="simplex"), all_to_all(10)).start_search.annealed_candidates(
        math.inf) == []                                                   # depth 2: 9 <= 3 + 9
    assert JointTopology(Cluster(14, 3), all_to_all(14)).start_search.annealed_candidates(math.inf) == []
    assert JointTopology(Cluster(14, 3, link_model="simplex"), allreduce(14)).start_search.annealed_candidates(
        math.inf) == []
