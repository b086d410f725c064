"""The swap search (J10k) (formulations/joint_topology.md): the uniform routing LP against
the problem's own routing LP, the batched hop sums against scipy, the swaps against a
brute force, the search's output (valid, distinct classes, sorted, deterministic), its
scope, bad input, and the start it gives at n = 12, d = 3 (better than the Kautz
digraph, which has the smallest W there)."""

from __future__ import annotations

import doctest
import itertools

import numpy as np
import pytest
from scipy.sparse.csgraph import shortest_path

from topomilp.errors import TopomilpInputError
from topomilp.exact.joint import JointTopology, swapsearch
from topomilp.exact.joint.canonical import IsomorphismClasses
from topomilp.exact.joint.hopanneal import circulant_digraph, hop_annealed_digraphs
from topomilp.exact.joint.swapsearch import (
    applies,
    arc_swaps,
    swap_hop_sums,
    swap_search,
    swap_start,
    uniform_throughput,
)
from topomilp.exact.rings import route_with_ring_generation
from topomilp.model import Cluster, Topology
from topomilp.workloads import all_to_all, dlrm_like, hybrid


def _random_digraph(n: int, d: int, seed: int) -> np.ndarray:
    """A random 0/1 ``d``-regular digraph: the circulant after random arc swaps."""
    rng = np.random.default_rng(seed)
    a = circulant_digraph(n, d)
    for _ in range(200):
        sw = arc_swaps(a)
        p, q, r, s = sw[rng.integers(len(sw))]
        a[p, q] = a[r, s] = 0
        a[p, s] = a[r, q] = 1
    return a


def _kautz(d: int) -> np.ndarray:
    words = [w for w in itertools.product(range(d + 1), repeat=2) if w[0] != w[1]]
    idx = {w: i for i, w in enumerate(words)}
    a = np.zeros((len(words), len(words)), dtype=np.int64)
    for w in words:
        for c in range(d + 1):
            if c != w[1]:
                a[idx[w], idx[(w[1], c)]] = 1
    return a


def test_doctests():
    res = doctest.testmod(swapsearch)
    assert res.attempted >= 6 and res.failed == 0


@pytest.mark.parametrize("n,d,seed", [(5, 2, 0), (6, 2, 1), (7, 3, 2), (8, 3, 3), (9, 2, 4)])
def test_uniform_throughput_is_the_routing_lp(n, d, seed):
    a = _random_digraph(n, d, seed)
    mp = np.ones((n, n)) - np.eye(n)
    exact = route_with_ring_generation(a, mp, (), []).throughput
    assert uniform_throughput(a) == pytest.approx(exact, rel=1e-7)
    # never above the hop bound n d / W
    w = shortest_path(a.astype(float), unweighted=True).sum()
    assert uniform_throughput(a) <= n * d / w * (1 + 1e-9)


def test_uniform_throughput_of_the_kautz_digraph():
    # K(3, 2): loads 7 and 5 on unique shortest paths, so 5/33 (docs/open-problems.md)
    assert uniform_throughput(_kautz(3)) == pytest.approx(5 / 33, rel=1e-9)
    disconnected = np.kron(np.eye(2, dtype=np.int64), circulant_digraph(4, 2))
    assert uniform_throughput(disconnected) == 0.0


@pytest.mark.parametrize("n,d", [(6, 2), (8, 3)])
def test_swaps_and_their_hop_sums(n, d):
    a = _random_digraph(n, d, 7)
    sw = arc_swaps(a)
    arcs = list(zip(*np.nonzero(a)))
    brute = set()
    for (p, q), (r, s) in itertools.combinations(arcs, 2):
        if p != r and p != s and r != q and not a[p, s] and not a[r, q]:
            brute.add((p, q, r, s))
    assert {tuple(int(v) for v in row) for row in sw} == brute
    ws = swap_hop_sums(a, sw)
    for (p, q, r, s), w in zip(sw, ws):
        b = a.copy()
        b[p, q] = b[r, s] = 0
        b[p, s] = b[r, q] = 1
        assert b.sum(axis=0).tolist() == b.sum(axis=1).tolist() == [d] * n and b.max() == 1 and not b.trace()
        assert w == shortest_path(b.astype(float), unweighted=True).sum()


def test_search_output():
    n, d = 8, 2
    starts = hop_annealed_digraphs(n, d, runs=2, steps=500)
    w_max = 8 * (2 + 4 * 2 + 3) + 6
    out = swap_search(starts, w_max, expansions=6, keep=10)
    assert [z[0] for z in out] == sorted((z[0] for z in out), reverse=True)
    classes = IsomorphismClasses(directed=True)
    start_classes = IsomorphismClasses(directed=True)
    for s in starts:
        start_classes.add(s)
    for lam, w, m in out:
        assert m.sum(axis=0).tolist() == m.sum(axis=1).tolist() == [d] * n and m.max() == 1 and not m.trace()
        assert w == shortest_path(m.astype(float), unweighted=True).sum()
        assert lam == pytest.approx(uniform_throughput(m), rel=1e-12)
        assert w <= w_max or not start_classes.add(m)      # beyond w_max only a start's own class
        assert classes.add(m)                               # pairwise non-isomorphic
    again = swap_search(starts, w_max, expansions=6, keep=10)
    assert [(a, b, m.tolist()) for a, b, m in out] == [(a, b, m.tolist()) for a, b, m in again]
    # more expansions never lose the best class
    more = swap_search(starts, w_max, expansions=12, keep=1)
    assert more[0][0] >= out[0][0]


def test_bad_input():
    with pytest.raises(TopomilpInputError):
        swap_search([np.array([[0, 2, 0], [0, 0, 2], [2, 0, 0]])], 10)
    with pytest.raises(TopomilpInputError):
        swap_search([circulant_digraph(6, 2), circulant_digraph(7, 2)], 100)
    with pytest.raises(TopomilpInputError):
        swap_search([circulant_digraph(6, 2)], 100, expansions=-1)
    with pytest.raises(TopomilpInputError):
        swap_search([circulant_digraph(6, 2)], 100, keep=0)
    a = circulant_digraph(6, 2)
    a[0, 1], a[0, 3] = 0, 1                                  # in-degrees no longer equal
    with pytest.raises(TopomilpInputError):
        swap_search([a], 100)


def test_scope():
    assert applies(JointTopology(Cluster(12, 3, link_model="simplex"), all_to_all(12)))
    assert applies(JointTopology(Cluster(14, 3, link_model="simplex"), dlrm_like(14)))
    assert not applies(JointTopology(Cluster(12, 3), all_to_all(12)))                      # duplex
    assert not applies(JointTopology(Cluster(10, 3, link_model="simplex"), all_to_all(10)))  # n < 12
    assert not applies(JointTopology(Cluster(16, 4, link_model="simplex"), all_to_all(16)))  # d > 3
    assert not applies(JointTopology(Cluster(12, 3, link_model="simplex"), hybrid(12, 6, 2)))


def test_start_beats_the_kautz_digraph_at_12_3(monkeypatch):
    monkeypatch.setattr(swapsearch, "SWAP_SLACKS", (1,))    # the pass that finds it (the other: 4 s more)
    problem = JointTopology(Cluster(12, 3, link_model="simplex"), all_to_all(12))
    kautz = problem.start_solution(Topology(_kautz(3), "simplex", name="K(3, 2)"))
    sol = swap_start(problem, kautz)
    problem.verify(sol)
    assert sol.throughput > kautz.throughput * (1 + 1e-6)
    assert sol.throughput <= problem.throughput_upper_bound() * (1 + 1e-9)
    # 7/46 per unit pair demand against 5/33 (formulations/joint_topology.md, (J10k))
    assert sol.throughput / kautz.throughput == pytest.approx((7 / 46) / (5 / 33), rel=1e-6)
