"""TopologyFinder: exact degree for every cluster and workload, the degree split on hand
cases, the matching discount against brute force, sparse vs full Blossom, reference mode,
coin-change routing, determinism."""

from __future__ import annotations

import itertools

import networkx as nx
import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from topomilp.errors import TopomilpInputError
from topomilp.evaluate import evaluate_workload
from topomilp.heuristics import HeuristicResult
from topomilp.heuristics.topologyfinder import topology_finder
from topomilp.model import AllReduceGroup, Cluster, Workload
from topomilp.routing import CoinChangeRouting, ShortestPathRouting
from topomilp.utils import harmonic, matching_utility
from topomilp.workloads import WORKLOADS, coset_groups, dlrm_like

MB = 2 ** 20


def connected(topology) -> bool:
    g = topology.to_networkx()
    return nx.is_connected(g) if topology.link_model == "duplex" else nx.is_strongly_connected(g)


def random_workload(n: int, rng: np.random.Generator) -> Workload:
    """Arbitrary groups (overlapping, non-coset, any order) and a sparse random MP matrix."""
    groups = []
    for _ in range(int(rng.integers(0, 4))):
        k = int(rng.integers(2, n + 1))
        members = tuple(int(x) for x in rng.choice(n, size=k, replace=False))
        groups.append(AllReduceGroup(members, float(rng.integers(0, 5)) * MB))
    mp = rng.random((n, n)) * (rng.random((n, n)) < rng.random()) * 8 * MB
    np.fill_diagonal(mp, 0)
    if mp.sum() == 0 and not any(g.bytes_per_member > 0 for g in groups):
        mp[0, 1] = MB
    return Workload(n, tuple(groups), mp)


# --------------------------------------------------------------------------- exact degree
@settings(max_examples=30, deadline=None)
@given(n=st.integers(2, 40), d=st.integers(1, 8), simplex=st.booleans(), name=st.sampled_from(sorted(WORKLOADS)),
       mode=st.sampled_from(["paper", "reference"]), seed=st.integers(0, 3))
def test_degree_is_exact_for_every_workload(n, d, simplex, name, mode, seed):
    assume(simplex or n * d % 2 == 0)
    c = Cluster(n, d, link_model="simplex" if simplex else "duplex")
    try:
        w = WORKLOADS[name](n, seed)
    except TopomilpInputError:          # e.g. hybrid on a prime n
        assume(False)
    r = topology_finder(c, w, mode=mode, seed=seed, matching="sparse" if n > 24 else "auto")
    assert r.topology.meets_degree(c), r.topology.degree_violations(c)
    r.plan.validate(w)
    assert r.info["d_allreduce"] + r.info["d_mp"] == d
    if d >= (2 if simplex else 3):      # room for a ring and a matching: every demand is carried
        ev = r.evaluate(c, w)
        assert ev.time_s > 0


@settings(max_examples=30, deadline=None)
@given(n=st.integers(2, 24), d=st.integers(1, 8), simplex=st.booleans(), seed=st.integers(0, 10 ** 6),
       mode=st.sampled_from(["paper", "reference"]), matching=st.sampled_from(["blossom", "sparse"]))
def test_degree_is_exact_for_arbitrary_groups(n, d, simplex, seed, mode, matching):
    assume(simplex or n * d % 2 == 0)
    c = Cluster(n, d, link_model="simplex" if simplex else "duplex")
    w = random_workload(n, np.random.default_rng(seed))
    r = topology_finder(c, w, mode=mode, seed=seed % 7, matching=matching)
    assert r.topology.meets_degree(c), r.topology.degree_violations(c)
    r.plan.validate(w)
    links = r.topology.links
    for gi, rings in enumerate(r.plan.rings):      # a group's own rings are real links
        if gi not in r.info["groups_without_ring"] and w.groups[gi].bytes_per_member > 0 and not r.info["swaps"]:
            for ring in rings:
                assert all(links[a, b] > 0 for a, b in ring.arcs())


# --------------------------------------------------------------------------- degree split
def ar_mp(n: int, ar_total: float, mp_total: float) -> Workload:
    """One AllReduce over all nodes with ``ar_total`` ring bytes and uniform MP of ``mp_total``."""
    s = ar_total / (2 * (n - 1)) if ar_total else 0.0
    groups = (AllReduceGroup(tuple(range(n)), s),) if ar_total else ()
    mp = np.full((n, n), mp_total / (n * (n - 1)) if mp_total else 0.0)
    np.fill_diagonal(mp, 0)
    return Workload(n, groups, mp)


@pytest.mark.parametrize("d, link_model, ar, mp, expected", [
    (8, "duplex", 3.0, 1.0, 6),      # 0.75 * 8 = 6
    (8, "duplex", 1.0, 1.0, 4),      # 4
    (8, "duplex", 1.0, 3.0, 2),      # 2
    (8, "duplex", 0.3, 0.7, 2),      # 2.4 -> nearest even 2
    (8, "duplex", 0.4, 0.6, 4),      # 3.2 -> 1.6 rings -> 2 rings = 4 ports
    (8, "duplex", 1e-6, 1.0, 2),     # at least one ring
    (8, "duplex", 1.0, 1e-6, 6),     # MP keeps a port (d_allreduce <= d - 1, even)
    (4, "duplex", 3.0, 1.0, 2),      # 3 -> 4, capped at 2 to leave MP a port
    (8, "duplex", 1.0, 0.0, 8),      # no MP: every port to rings
    (7, "duplex", 1.0, 0.0, 6),      # odd d: the odd port is filled by a matching
    (8, "duplex", 0.0, 1.0, 0),      # no AllReduce
    (2, "duplex", 1e-6, 1.0, 2),     # one ring even though MP is heavier
    (4, "simplex", 3.0, 1.0, 3),
    (5, "simplex", 0.6, 0.4, 3),     # 3.0
    (1, "simplex", 1.0, 1.0, 1),
])
def test_paper_degree_split(d, link_model, ar, mp, expected):
    n = 12
    c = Cluster(n, d, link_model=link_model)
    w = ar_mp(n, ar * 1e9, mp * 1e9)
    r = topology_finder(c, w)
    assert (r.info["d_allreduce"], r.info["d_mp"]) == (expected, d - expected)
    assert r.topology.meets_degree(c)


def test_dlrm_split_and_forced_split():
    c = Cluster(12, 4)
    w = dlrm_like(12)      # T_ar = 2*11*20 MB, T_mp = 132*4 MB -> 0.4545 * 4 = 1.82 -> 2
    r = topology_finder(c, w)
    assert (r.info["d_allreduce"], r.info["d_mp"], r.info["matching_rounds"]) == (2, 2, 2)
    assert r.info["strides"] == {12: [1]} and r.info["ar_routing"] == "coin-change"
    forced = topology_finder(c, w, d_allreduce=4)
    assert (forced.info["d_allreduce"], forced.info["d_mp"], forced.info["strides"]) == (4, 0, {12: [1, 5]})
    assert forced.topology.meets_degree(c)
    for bad in (3, 5, -2, 2.0, True):
        with pytest.raises(TopomilpInputError):
            topology_finder(c, w, d_allreduce=bad)


def test_rings_proportional_to_group_size_weight():
    n = 12
    heavy = tuple(AllReduceGroup(tuple(range(r, n, 3)), 30 * MB) for r in range(3))     # k = 4 cosets
    light = (AllReduceGroup(tuple(range(n)), 10 * MB),)                                   # k = 12
    w = Workload(n, heavy + light)
    # W[4] = 3 * 2*3*30 MB = 540 MB, W[12] = 2*11*10 MB = 220 MB: 3 rings -> 2.13 / 0.87 -> 2 + 1
    r = topology_finder(Cluster(n, 6), w)
    assert r.info["rings"] == {4: 2, 12: 1}
    assert r.info["strides"][4] == [1, 1]                       # one undirected ring for k=4: reused
    assert r.info["strides"][12] == [1] and r.info["strides_zn"] == {4: [3], 12: [1]}
    # paper mode under duplex: both directions of every ring, half share each
    shares = sorted(round(x.share, 6) for x in r.plan.rings[3])
    assert shares == [0.5, 0.5]
    assert r.topology.meets_degree(Cluster(n, 6))
    # reference mode: the heaviest size (sum of 2(k-1)/k*S: 135 MB vs 18.3 MB) takes every ring
    # but one, which becomes the stride-1 ring over all nodes (no ring of size 12 exists)
    ref = topology_finder(Cluster(n, 6), w, mode="reference")
    assert ref.info["rings"] == {4: 2, 12: 0} and ref.info["connectivity_stride"] == 1
    assert ref.info["d_mp"] == 0 and ref.info["groups_without_ring"] == [3]
    assert ref.info["strides"][4] == [1, 3]          # the released rule: 3 is the mirror of 1 in Z_4
    assert [(x.order, x.share) for x in ref.plan.rings[0]] == [((0, 3, 6, 9), 0.5), ((0, 9, 6, 3), 0.5)]
    assert [x.order for x in ref.plan.rings[3]] == [tuple(range(n))]   # one coin (stride 1) per arc
    assert ref.info["ar_routing"] == "coin-change"
    assert ref.evaluate(Cluster(n, 6), w).max_route_hops == 1


# --------------------------------------------------------------------------- matching rounds
def test_discount_hand_case():
    t = np.zeros((4, 4))
    t[0, 1] = t[2, 3] = 10.0
    t[0, 2] = t[1, 3] = 6.0
    # round 1: {01, 23} (20 > 12); round 2: 01 and 23 are worth 5 each now, {02, 13} = 12 wins
    r = topology_finder(Cluster(4, 2), Workload(4, mp=t))
    assert r.info["round_utility"] == 32.0 and r.info["matching_rounds"] == 2
    assert r.topology.links.tolist() == [[0, 1, 1, 0], [1, 0, 0, 1], [1, 0, 0, 1], [0, 1, 1, 0]]
    # with 4 instead of 6, {01, 23} again (5 + 5 > 8): 10 * H(2) * 2 = 30; the two pairs are
    # then separate components although 0 -> 2 carries traffic: one 2-switch joins them
    t[0, 2] = t[1, 3] = 4.0
    r = topology_finder(Cluster(4, 2), Workload(4, mp=t))
    assert r.info["round_utility"] == 30.0 and r.info["switches"] == 1
    assert connected(r.topology) and r.topology.meets_degree(Cluster(4, 2))
    assert matching_utility(r.info["mp_links"], t) == 10 + 10 + 4 + 4


def perfect_matchings(nodes):
    if not nodes:
        yield []
        return
    a = nodes[0]
    for i in range(1, len(nodes)):
        rest = nodes[1:i] + nodes[i + 1:]
        for m in perfect_matchings(rest):
            yield [(a, nodes[i])] + m


def brute_rounds(w: np.ndarray, rounds: int, directed: bool) -> float:
    n = w.shape[0]
    count = np.zeros((n, n))
    total = 0.0
    if directed:
        options = [list(enumerate(p)) for p in itertools.permutations(range(n)) if all(i != j for i, j in enumerate(p))]
    else:
        options = list(perfect_matchings(list(range(n))))
    for _ in range(rounds):
        best = max(options, key=lambda m: sum(w[a, b] / (count[a, b] + 1) for a, b in m))
        for a, b in best:
            total += w[a, b] / (count[a, b] + 1)
            count[a, b] += 1
            if not directed:
                count[b, a] += 1
    return total


@settings(max_examples=25, deadline=None)
@given(n=st.sampled_from([4, 6, 8]), d=st.integers(1, 4), seed=st.integers(0, 10 ** 6), simplex=st.booleans())
def test_repeated_matchings_match_brute_force(n, d, seed, simplex):
    if simplex:
        n = min(n, 6)
    rng = np.random.default_rng(seed)
    t = rng.random((n, n)) + 0.01
    np.fill_diagonal(t, 0)
    c = Cluster(n, d, link_model="simplex" if simplex else "duplex")
    r = topology_finder(c, Workload(n, mp=t), matching="blossom")
    weights = t if simplex else t + t.T
    expected = brute_rounds(weights, d, directed=simplex)
    assert r.info["round_utility"] == pytest.approx(expected, rel=1e-9)
    assert r.info["matching_rounds"] == d


def test_harmonic_utility():
    assert harmonic(np.array([0, 1, 2, 3])).tolist() == pytest.approx([0, 1, 1.5, 11 / 6])
    x = np.array([[0, 3, 0], [3, 0, 1], [0, 1, 0]])
    t = np.array([[0, 1.0, 5.0], [2.0, 0, 0], [0, 4.0, 0]])
    assert matching_utility(x, t) == pytest.approx(3.0 * 11 / 6 + 4.0 * 1)
    assert matching_utility(x, t, "simplex") == pytest.approx(1 * 11 / 6 + 2 * 11 / 6 + 4 * 1)


@pytest.mark.parametrize("name, n, seed", [
    ("dlrm_like", 16, 0), ("dlrm_like", 24, 1), ("all_to_all", 20, 0), ("permutation", 16, 0),
    ("permutation", 32, 2), ("hybrid", 24, 0), ("ring", 18, 0), ("skewed", 8, 0), ("skewed", 9, 3),
])
def test_sparse_matches_full_blossom(name, n, seed):
    """Same matching weight: the positive pairs fit in the sparse candidate set here (uniform or
    sparse MP, or n - 1 <= sparse_k); benchmarks/heuristics_perf.py reports the dense cases."""
    c = Cluster(n, 6)
    w = WORKLOADS[name](n, seed)
    full = topology_finder(c, w, matching="blossom", seed=seed)
    sparse = topology_finder(c, w, matching="sparse", seed=seed)
    assert full.info["matching"] == "blossom" and sparse.info["matching"] == "sparse"
    assert sparse.info["round_utility"] == pytest.approx(full.info["round_utility"], rel=1e-9)
    assert sparse.topology.meets_degree(c)


def test_sparse_never_beats_blossom_in_one_round():
    rng = np.random.default_rng(5)
    for n in (16, 20, 30):
        t = rng.lognormal(0, 1.5, (n, n))
        np.fill_diagonal(t, 0)
        w = Workload(n, mp=t)
        c = Cluster(n, 1)
        full = topology_finder(c, w, matching="blossom").info["round_utility"]
        sparse = topology_finder(c, w, matching="sparse", sparse_k=4).info["round_utility"]
        assert sparse <= full * (1 + 1e-12)
        assert sparse >= 0.9 * full


# --------------------------------------------------------------------------- routing and plan
def test_reference_group_without_ring_uses_fewest_coins():
    # d = 2: one ring; no group spans all nodes, so it becomes the stride-1 ring over all nodes
    c, w = Cluster(16, 2), coset_groups(16, 4)
    r = topology_finder(c, w, mode="reference")
    assert r.info["rings"] == {4: 0} and r.info["connectivity_stride"] == 1
    assert r.info["coins"] == [1, 15] and r.info["groups_without_ring"] == [0, 1, 2, 3]
    # candidates 4 and 12 both need 4 coins: the smaller stride wins
    assert [x.order for x in r.plan.rings[1]] == [(1, 5, 9, 13)]
    assert isinstance(r.ar_routing, CoinChangeRouting) and r.info["ar_routing"] == "coin-change"
    ev = r.evaluate(c, w)
    assert ev.weighted_hops == pytest.approx(4.0)
    # every ring arc's bytes cross 4 links of the stride-1 ring, 4 groups share each link
    ring_bytes = w.groups[0].ring_bytes
    assert ev.bandwidth_time_s == pytest.approx(4 * ring_bytes / c.link_bytes_per_s)


def test_paper_coset_groups_and_evaluate_consistency():
    c, w = Cluster(16, 4), coset_groups(16, 4)
    r = topology_finder(c, w)
    assert r.info["d_mp"] == 0 and r.info["rings"] == {4: 2}
    assert isinstance(r.ar_routing, CoinChangeRouting)
    ev = r.evaluate(c, w)
    again = evaluate_workload(r.topology, c, w, plan=r.plan, ar_routing=r.ar_routing, mp_routing=r.mp_routing)
    assert ev.time_s == again.time_s and ev.weighted_hops == 1.0
    assert isinstance(r, HeuristicResult) and r.build_s > 0


def test_non_coset_groups_use_their_index_space():
    n = 12
    w = Workload(n, tuple(AllReduceGroup((b + 3, b + 1, b, b + 2), 8 * MB) for b in (0, 4, 8)))
    c = Cluster(n, 4)
    r = topology_finder(c, w)
    assert r.topology.meets_degree(c)
    assert r.info["strides_zn"] == {} and r.info["ar_routing"] == "shortest-path"
    orders = {x.order for x in r.plan.rings[1]}
    assert orders == {(7, 5, 4, 6), (6, 4, 5, 7)}                  # listed order, stride 1, both ways
    assert r.evaluate(c, w).weighted_hops == 1.0
    assert isinstance(r.ar_routing, ShortestPathRouting)


def test_simplex_rings_run_one_way():
    c, w = Cluster(12, 4, link_model="simplex"), dlrm_like(12)
    r = topology_finder(c, w)
    assert r.topology.meets_degree(c) and r.info["matching"] == "assignment"
    assert r.info["d_allreduce"] == 2 and r.info["strides"] == {12: [1, 11]}
    assert all(x.share == 0.5 for x in r.plan.rings[0]) and len(r.plan.rings[0]) == 2
    assert r.info["coins"] == [1, 11]


def test_odd_n_is_noted_and_filled():
    c = Cluster(13, 4)
    r = topology_finder(c, WORKLOADS["all_to_all"](13, 0))
    assert "odd" in r.info["note"] and r.topology.meets_degree(c)
    assert r.info["matching_rounds"] == 4


def test_shortage_policy():
    c, w = Cluster(12, 8), coset_groups(12, 4)
    r = topology_finder(c, w)
    assert r.info["strides"] == {4: [1, 1, 1, 1]} and "reused" in r.info["note"]
    with pytest.raises(TopomilpInputError):
        topology_finder(c, w, on_shortage="raise")


def test_determinism_and_seeds():
    c, w = Cluster(40, 6), WORKLOADS["skewed"](40, 2)
    a = topology_finder(c, w, seed=3, matching="sparse")
    b = topology_finder(c, w, seed=3, matching="sparse")
    assert a.topology == b.topology and a.plan == b.plan
    c2, w2 = Cluster(80, 4), dlrm_like(80)
    assert topology_finder(c2, w2, seed=0).topology == topology_finder(c2, w2, seed=0).topology
    assert topology_finder(c2, w2, seed=0).topology != topology_finder(c2, w2, seed=1).topology


@pytest.mark.parametrize("kwargs", [
    {"mode": "papers"}, {"matching": "greedy"}, {"seed": -1}, {"seed": 1.5}, {"on_shortage": "skip"},
    {"sparse_k": 0},
])
def test_bad_input(kwargs):
    with pytest.raises(TopomilpInputError):
        topology_finder(Cluster(12, 4), dlrm_like(12), **kwargs)
    with pytest.raises(TopomilpInputError):
        topology_finder(Cluster(12, 4), dlrm_like(10))
    with pytest.raises(TopomilpInputError):
        topology_finder("cluster", dlrm_like(12))


def test_round_utility_is_bounded_and_matches_the_links():
    """Each round's matched weight is at most one undiscounted maximum matching, and the
    utility of the MP links equals the rounds' sum (no switch or swap touched them here)."""
    c, w = Cluster(10, 5), WORKLOADS["skewed"](10, 4)
    r = topology_finder(c, w)
    one = topology_finder(Cluster(10, 1), w).info["round_utility"]
    assert r.info["d_mp"] == 5 and r.info["switches"] == 0 and r.info["swaps"] == 0
    assert one < r.info["round_utility"] <= 5 * one
    assert r.info["matching_utility"] == pytest.approx(r.info["round_utility"], rel=1e-12)


# --------------------------------------------------------------------------- uniform traffic
@pytest.mark.parametrize("n, d", [(32, 8), (64, 4)])
def test_uniform_traffic_does_not_clump(n, d):
    # Regression: with equal pair weights Blossom's node order used to pair components two
    # by two (2, 4, 8, 16 nodes: hypercube-like clumps), then 2-switches joined the clumps
    # through two links — 19x (n = 32, d = 8) and 11x (n = 64, d = 4) the bound on
    # all_to_all. Ties are now broken towards far-apart pairs (docs/topoopt-reference.md §3.3).
    from topomilp.oracle import joint_problem
    from topomilp.workloads import all_to_all

    c, w = Cluster(n, d), all_to_all(n)
    r = topology_finder(c, w)
    g = r.topology.to_networkx()
    assert r.info["switches"] == 0 and nx.edge_connectivity(g) == d
    pair = 2 * w.mp[0, 1]                     # T + T^T of one pair
    assert r.info["round_utility"] == pytest.approx(n * d / 2 * pair)   # n d / 2 distinct pairs: optimal
    bound = 1.0 / joint_problem(c, w).cheap_bound()
    assert r.evaluate(c, w).time_s < 3.0 * bound
