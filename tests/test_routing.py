"""Routings: shortest path and ECMP against networkx and brute force; coin change
against a plain BFS over Z_n."""

from __future__ import annotations

import itertools
import math
from collections import deque
from functools import reduce

import networkx as nx
import numpy as np
import pytest
from conftest import raises_field
from hypothesis import given, settings
from hypothesis import strategies as st

from topomilp.model import AllReduceGroup, Topology
from topomilp.routing import (
    CoinChangeRouting,
    ECMPRouting,
    PathRouting,
    ShortestPathRouting,
    coin_change_table,
)
from topomilp.testing import bfs_distances_from
from topomilp.utils import hop_distances


def random_multigraph(n: int, seed: int, link_model: str, p: float) -> Topology:
    """Random multigraph: each ordered (simplex) / unordered (duplex) pair gets 0-2
    links, present with probability ``p``."""
    rng = np.random.default_rng(seed)
    m = rng.integers(1, 3, (n, n)) * (rng.random((n, n)) < p)
    np.fill_diagonal(m, 0)
    if link_model == "duplex":
        m = np.triu(m, 1)
        m = m + m.T
    return Topology(m, link_model)


def reachable_demand(topology: Topology, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed + 1)
    dist = hop_distances(topology)
    d = rng.integers(0, 5, dist.shape).astype(float) * np.isfinite(dist)
    np.fill_diagonal(d, 0)
    return d


graphs = st.tuples(st.integers(2, 8), st.integers(0, 10**6), st.sampled_from(["duplex", "simplex"]),
                   st.sampled_from([0.25, 0.5, 0.9]))


# --------------------------------------------------------------------------- distances
@settings(max_examples=40, deadline=None)
@given(graphs)
def test_distances_match_networkx(g):
    n, seed, lm, p = g
    t = random_multigraph(n, seed, lm, p)
    G = t.to_networkx()
    dist = hop_distances(t)
    lengths = dict(nx.all_pairs_shortest_path_length(G))
    for s in range(n):
        for v in range(n):
            expected = lengths[s].get(v, math.inf)
            assert dist[s, v] == expected
        assert bfs_distances_from(t, s) == [float(x) if math.isfinite(x) else math.inf for x in dist[s]]


# --------------------------------------------------------------------------- shortest path
@settings(max_examples=40, deadline=None)
@given(graphs)
def test_shortest_path_routing_against_networkx_and_brute_force(g):
    n, seed, lm, p = g
    t = random_multigraph(n, seed, lm, p)
    G = t.to_networkx()
    r = ShortestPathRouting(t)
    adj = t.links > 0
    for s in range(n):
        for v in range(n):
            if s == v or not math.isfinite(r.dist[s, v]):
                continue
            path = r.path(s, v)
            assert len(path) - 1 == nx.shortest_path_length(G, s, v)
            assert all(adj[a, b] for a, b in zip(path, path[1:]))
            # tie-break: predecessor of v is the smallest in-neighbour one hop closer
            ok = [u for u in range(n) if adj[u, v] and r.dist[s, u] == r.dist[s, v] - 1]
            assert path[-2] == min(ok)
    d = reachable_demand(t, seed)
    brute = r.to_path_routing(d)
    assert np.allclose(r.arc_loads(d), brute.arc_loads(d))
    hb, mh = r.hop_stats(d)
    bhb, bmh = brute.hop_stats(d)
    assert hb == pytest.approx(bhb) and mh == bmh


# --------------------------------------------------------------------------- ECMP
@settings(max_examples=40, deadline=None)
@given(graphs)
def test_ecmp_against_networkx_and_brute_force(g):
    n, seed, lm, p = g
    t = random_multigraph(n, seed, lm, p)
    G = t.to_networkx()
    r = ECMPRouting(t)
    for s in range(n):
        for v in range(n):
            if s == v:
                assert r.sigma[s, v] == 1
                continue
            if not math.isfinite(r.dist[s, v]):
                assert r.sigma[s, v] == 0
                assert not nx.has_path(G, s, v)
                continue
            expected = sorted(set(tuple(q) for q in nx.all_shortest_paths(G, s, v)))
            got = r.paths(s, v)
            assert [q for q, _ in got] == expected
            assert all(f == pytest.approx(1 / len(expected)) for _, f in got)
            assert r.sigma[s, v] == len(expected)
    d = reachable_demand(t, seed)
    brute = r.to_path_routing(d)
    assert np.allclose(r.arc_loads(d), brute.arc_loads(d))
    # independent recomputation: each shortest path gets demand / (#paths)
    manual = np.zeros((n, n))
    for s, v in zip(*np.nonzero(d)):
        ps = list(nx.all_shortest_paths(G, int(s), int(v)))
        ps = sorted(set(tuple(q) for q in ps))
        for q in ps:
            for a, b in zip(q, q[1:]):
                manual[a, b] += d[s, v] / len(ps)
    assert np.allclose(r.arc_loads(d), manual)
    hb, mh = r.hop_stats(d)
    bhb, bmh = brute.hop_stats(d)
    assert hb == pytest.approx(bhb) and mh == bmh


def test_ecmp_four_cycle_and_parallel_links():
    t = Topology.from_edges(4, [(0, 1), (1, 2), (2, 3), (3, 0), (0, 1)])
    r = ECMPRouting(t)
    assert r.paths(0, 2) == [((0, 1, 2), 0.5), ((0, 3, 2), 0.5)]
    d = np.zeros((4, 4))
    d[0, 2] = 10.0
    load = r.arc_loads(d)
    assert load[0, 1] == load[1, 2] == load[0, 3] == load[3, 2] == 5.0
    assert load.sum() == 20.0


def test_ecmp_large_conservation():
    n = 256
    g = nx.random_regular_graph(4, n, seed=3)
    t = Topology.from_networkx(g)
    r = ECMPRouting(t)
    d = np.ones((n, n)) - np.eye(n)
    load = r.arc_loads(d)
    assert np.all(load[t.links == 0] == 0)
    assert load.sum() == pytest.approx((d * r.dist).sum())
    # flow conservation: in - out = received - sent at every node
    net = load.sum(axis=0) - load.sum(axis=1)
    assert np.allclose(net, d.sum(axis=0) - d.sum(axis=1), atol=1e-6)
    sp = ShortestPathRouting(t)
    assert load.sum() == pytest.approx(sp.arc_loads(d).sum())
    assert load.max() <= sp.arc_loads(d).max() + 1e-9  # spreading never hurts here


def test_disconnected_demand_raises():
    t = Topology.from_edges(4, [(0, 1), (0, 1), (2, 3), (2, 3)])
    d = np.zeros((4, 4))
    d[0, 2] = 1.0
    for cls in (ShortestPathRouting, ECMPRouting):
        r = cls(t)
        err = raises_field("topology", r.arc_loads, d)
        assert "disconnected" in err.rule and "0->2" in err.rule
        raises_field("topology", r.hop_stats, d)
        raises_field("topology", r.paths, 0, 3)
        raises_field("demand", r.arc_loads, np.zeros((3, 3)))


def test_simplex_ring_routes_forward():
    t = Topology.from_edges(5, [(i, (i + 1) % 5) for i in range(5)], "simplex")
    d = np.zeros((5, 5))
    d[1, 0] = 1.0
    for cls in (ShortestPathRouting, ECMPRouting):
        r = cls(t)
        assert r.paths(1, 0) == [((1, 2, 3, 4, 0), 1.0)]
        assert r.hop_stats(d) == (4.0, 4)


# --------------------------------------------------------------------------- PathRouting
def test_path_routing_validation():
    raises_field("routing", PathRouting, 3, {(0, 2): [((0, 1, 2), 0.5)]})
    raises_field("routing", PathRouting, 3, {(0, 2): [((1, 2), 1.0)]})
    raises_field("routing", PathRouting, 3, {(0, 2): [((0, 5, 2), 1.0)]})
    raises_field("routing", PathRouting, 3, {(0, 2): [((0, 2), math.nan)]})
    raises_field("routing", PathRouting, 3, {(0, 2): [((0, 2), 1.5), ((0, 1, 2), -0.5)]})
    r = PathRouting(3, {(0, 2): [((0, 1, 2), 0.25), ((0, 2), 0.75)]})
    d = np.zeros((3, 3))
    d[0, 2] = 4.0
    assert r.arc_loads(d)[0, 1] == 1.0 and r.arc_loads(d)[0, 2] == 3.0
    assert r.hop_stats(d) == (1.0 * 2 + 3.0 * 1, 2)
    d[1, 0] = 1.0
    err = raises_field("routing", r.arc_loads, d)
    assert "1->0" in err.rule


# --------------------------------------------------------------------------- coin change
def bfs_counts(n: int, coins: list[int]) -> dict[int, int]:
    """Plain BFS over Z_n: fewest coins to reach each residue."""
    dist = {0: 0}
    q = deque([0])
    while q:
        u = q.popleft()
        for c in coins:
            v = (u + c) % n
            if v not in dist:
                dist[v] = dist[u] + 1
                q.append(v)
    return dist


coin_sets = st.integers(2, 60).flatmap(
    lambda n: st.tuples(st.just(n), st.lists(st.integers(1, n - 1), min_size=1, max_size=5)))


@settings(max_examples=150, deadline=None)
@given(coin_sets)
def test_coin_change_matches_bfs(nc):
    n, coins = nc
    table = coin_change_table(n, coins)
    counts = bfs_counts(n, coins)
    assert set(table) == set(counts)
    for t, seq in table.items():
        assert len(seq) == counts[t]
        assert sum(seq) % n == t
        assert list(seq) == sorted(seq) and set(seq) <= {c % n for c in coins}
    # reachable residues are exactly the multiples of gcd(coins, n)
    g = reduce(math.gcd, coins, n)
    assert set(table) == set(range(0, n, g))


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 16).flatmap(
    lambda n: st.tuples(st.just(n), st.lists(st.integers(1, n - 1), min_size=1, max_size=4))))
def test_coin_change_tie_break_is_lexicographic_minimum(nc):
    n, coins = nc
    cs = sorted({c % n for c in coins})
    table = coin_change_table(n, coins)
    for t, seq in table.items():
        best = min((combo for combo in itertools.combinations_with_replacement(cs, len(seq))
                    if sum(combo) % n == t), default=())
        assert seq == best


def test_coin_change_examples():
    table = coin_change_table(12, [1, 11, 5, 7])
    assert table[0] == () and table[1] == (1,) and table[6] == (1, 5) and table[11] == (11,)
    # no two coins of {1, 5, 7, 11} sum to 3 mod 12; lexmin of the 3-coin sums is 1+1+1
    assert table[3] == (1, 1, 1)
    assert table[4] == (5, 11) and table[2] == (1, 1)
    assert coin_change_table(12, [-1, 13]) == coin_change_table(12, [11, 1])
    assert sorted(coin_change_table(12, [4])) == [0, 4, 8]


def test_coin_change_bad_coins():
    raises_field("coins", coin_change_table, 12, [])
    raises_field("coins", coin_change_table, 12, [0])
    raises_field("coins", coin_change_table, 12, [12])
    raises_field("coins", coin_change_table, 12, [1.5])
    raises_field("coins", coin_change_table, 12, [True])
    raises_field("coins", coin_change_table, 12, 5)
    raises_field("n", coin_change_table, 1, [1])
    raises_field("coins", CoinChangeRouting, 12, [])


@settings(max_examples=40, deadline=None)
@given(coin_sets, st.integers(0, 1000))
def test_coin_change_routing_loads_match_paths(nc, seed):
    n, coins = nc
    if n > 30:
        n = n // 2 + 1
        coins = [c % n or 1 for c in coins]
    r = CoinChangeRouting(n, coins)
    table = coin_change_table(n, coins)
    rng = np.random.default_rng(seed)
    d = rng.integers(0, 4, (n, n)).astype(float)
    np.fill_diagonal(d, 0)
    reachable = np.array([[((v - u) % n) in table for v in range(n)] for u in range(n)])
    g = reduce(math.gcd, coins, n)
    if g > 1 and (d > 0).any():
        err = raises_field("coins", r.arc_loads, np.where(reachable, 0, 1.0) * (1 - np.eye(n)))
        assert "do not generate" in err.rule
        raises_field("coins", r.hop_stats, np.where(reachable, 0, 1.0) * (1 - np.eye(n)))
    d = d * reachable
    brute = r.to_path_routing(d)
    assert np.allclose(r.arc_loads(d), brute.arc_loads(d))
    hb, mh = r.hop_stats(d)
    bhb, bmh = brute.hop_stats(d)
    assert hb == pytest.approx(bhb) and mh == bmh
    for u, v in zip(*np.nonzero(d)):
        path = r.path(int(u), int(v))
        assert len(path) - 1 == len(table[(v - u) % n])
        assert all((b - a) % n in r.coins for a, b in zip(path, path[1:]))


def test_coin_change_routing_non_generating_raises():
    r = CoinChangeRouting(12, [4, 8])
    d = np.zeros((12, 12))
    d[0, 8] = 1.0
    assert r.arc_loads(d)[0, 8] == 1.0
    d[3, 4] = 1.0
    err = raises_field("coins", r.arc_loads, d)
    assert "do not generate the group" in err.rule and "3->4" in err.rule
    raises_field("coins", r.path, 0, 1)


def test_coin_change_routing_on_a_group():
    grp = AllReduceGroup((1, 4, 7, 10), 1.0)  # a coset of Z_12, positions 0..3
    r = CoinChangeRouting(12, [1, 3], group=grp)
    assert r.path(1, 7) == (1, 4, 7)
    assert r.path(10, 1) == (10, 1)
    d = np.zeros((12, 12))
    d[1, 7] = 2.0
    d[10, 4] = 1.0
    load = r.arc_loads(d)
    # 1->7: residue 2 = (1, 1): 1->4->7; 10->4: positions 3->1, residue 2: 10->1->4
    assert load[1, 4] == 3.0 and load[4, 7] == 2.0 and load[10, 1] == 1.0
    assert load.sum() == 2 * 2.0 + 1.0 * 2
    assert np.allclose(load, r.to_path_routing(d).arc_loads(d))
    d[0, 1] = 1.0
    err = raises_field("demand", r.arc_loads, d)
    assert "0->1" in err.rule
    raises_field("node", r.path, 0, 1)
    raises_field("group", CoinChangeRouting, 12, [1], group=(0, 12))
    raises_field("group", CoinChangeRouting, 12, [1], group=(3, 3))
    raises_field("group", CoinChangeRouting, 12, [1], group=(3,))
    raises_field("group", CoinChangeRouting, 12, [1], group=5)
    raises_field("coins", CoinChangeRouting, 12, [4], group=(0, 1, 2, 3))


def test_coin_change_circulant_matches_shortest_hops():
    """Over a circulant with strides +-1, +-5 (n=12) coin change is a shortest path."""
    n, strides = 12, [1, 5]
    t = Topology.from_edges(n, [(i, (i + p) % n) for p in strides for i in range(n)])
    coins = strides + [n - p for p in strides]
    r = CoinChangeRouting(n, coins)
    dist = hop_distances(t)
    for u in range(n):
        for v in range(n):
            if u != v:
                path = r.path(u, v)
                assert len(path) - 1 == dist[u, v]
                assert all(t.links[a, b] > 0 for a, b in zip(path, path[1:]))
