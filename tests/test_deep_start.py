"""(J10l) LP-scored low-hop graphs at Moore depth 3 (formulations/joint_topology.md): the
duplex hop-sum annealing, the score against an independent LP, and the graph that closes
``all_to_all`` / ``dlrm_like`` at n = 20, d = 4, re-checked here (simple, 4-regular, the
Moore hop sum by BFS, every arc full by an independent arc-flow LP)."""

from __future__ import annotations

import logging
import time
from types import SimpleNamespace

import numpy as np
import pytest

from topomilp.errors import TopomilpInputError
from topomilp.exact import deadline as DL
from topomilp.exact import solve
from topomilp.exact.joint import JointTopology, balancedstart
from topomilp.exact.joint.balancedstart import DEEP_PREFERRED, deep_applies, deep_graph, deep_start
from topomilp.exact.joint.bounds import moore_levels
from topomilp.exact.joint.digraphs import total_hops
from topomilp.exact.joint.enumeration import solve_uniform_by_enumeration
from topomilp.exact.joint.hopanneal import anneal_graph_hops
from topomilp.model import Cluster, Topology
from topomilp.testing import uniform_pair_lp
from topomilp.utils import hop_distances
from topomilp.workloads import all_to_all, allreduce, dlrm_like


def test_anneal_graph_hops_keeps_a_simple_regular_graph():
    for n, d, seed in ((12, 3, 0), (18, 4, 1), (11, 4, 2)):
        w, m = anneal_graph_hops(n, d, steps=2000, seed=seed)
        assert (m == m.T).all() and m.max() == 1 and (np.diag(m) == 0).all() and (m.sum(axis=1) == d).all()
        assert w == total_hops(m) == hop_distances(m).sum() >= n * sum(moore_levels(n, d, True))
        assert (anneal_graph_hops(n, d, steps=2000, seed=seed)[1] == m).all()        # seeded
    with pytest.raises(TopomilpInputError):
        anneal_graph_hops(9, 3)                                                     # n d odd


def test_scope():
    assert deep_applies(JointTopology(Cluster(18, 4), all_to_all(18)))
    assert deep_applies(JointTopology(Cluster(20, 4), dlrm_like(20)))
    assert not deep_applies(JointTopology(Cluster(16, 4), all_to_all(16)))      # depth 2
    assert not deep_applies(JointTopology(Cluster(20, 3), all_to_all(20)))      # d = 3: the enumeration's
    assert not deep_applies(JointTopology(Cluster(20, 4), allreduce(20)))       # no MP traffic
    assert not deep_applies(JointTopology(Cluster(20, 4, link_model="simplex"), all_to_all(20)))
    assert deep_start(JointTopology(Cluster(16, 4), all_to_all(16))) is None
    with pytest.raises(TopomilpInputError):
        deep_graph(9, 3)


def test_n18_d4_score_is_the_lp_and_below_the_hop_bound():
    """n = 18, d = 4: no 4-regular graph of girth 5 has fewer than 19 nodes, so no graph
    reaches the Moore hop sum; the score is the independent LP over the Moore value and
    at most ``n M / W`` (E1)."""
    score, m = deep_graph(18, 4, seed=0, kicks=200)
    nm = 18 * sum(moore_levels(18, 4, True))
    w = hop_distances(m).sum()
    assert w > nm and (m.sum(axis=1) == 4).all() and m.max() == 1
    assert score == pytest.approx(uniform_pair_lp(m) / (4 / sum(moore_levels(18, 4, True))), rel=1e-7)
    assert score <= nm / w * (1 + 1e-9)


def test_n20_d4_balanced_moore_graph():
    """The preferred seed of n = 20, d = 4 reaches a 4-regular graph of girth 5 (every node
    on the Moore profile 4, 12, 3) whose routing fills every arc: time ``W / (n d)`` per
    unit pair demand, by the independent LP."""
    seed = DEEP_PREFERRED[(20, 4)][0]
    score, m = deep_graph(20, 4, seed=seed)
    assert (m == m.T).all() and m.max() == 1 and (m.sum(axis=1) == 4).all()
    dist = hop_distances(m)
    assert all(sorted(np.bincount(dist[u].astype(int)).tolist()) == [1, 3, 4, 12] for u in range(20))
    assert score == pytest.approx(1.0, rel=1e-9)
    # every arc full: the LP's time per unit pair demand is the hop sum over the arcs (m.sum()
    # of them, counted by the graph, not by n d); any less balanced routing makes it larger
    moore = sum(moore_levels(20, 4, True))                   # 4 + 2 * 12 + 3 * 3 = 37 per node
    assert m.sum() == 20 * 4 and dist.sum() == 20 * moore
    assert 1 / uniform_pair_lp(m) == pytest.approx(moore / 4, rel=1e-7)


@pytest.mark.parametrize("workload", [all_to_all, dlrm_like])
def test_solve_proves_n20_d4_from_the_deep_start(caplog, workload):
    """``all_to_all`` and ``dlrm_like`` n = 20, d = 4: the deep start meets the bound (J6')
    (with a uniform mix of Hamiltonian rings for the AllReduce) in the enumeration's
    ``deep start`` phase; the answer is proven at the bound."""
    problem = JointTopology(Cluster(20, 4), workload(20))
    with caplog.at_level(logging.DEBUG, logger="topomilp.exact.timeplan"):
        res = solve(problem, time_limit=60)
    phases = [r.getMessage() for r in caplog.records if "enumeration: phase" in r.getMessage()]
    assert any("'deep start'" in p for p in phases) and not any("'start'" in p for p in phases)
    assert res.status == "optimal" and "LP-scored" in res.solution.topology.name
    assert res.objective == pytest.approx(problem.throughput_upper_bound(), rel=1e-7)


def _random_multigraph(n: int, d: int, rng: np.random.Generator) -> np.ndarray:
    """A random ``d``-regular loopless multigraph (pairing model, loops re-drawn)."""
    while True:
        stubs = rng.permutation(np.repeat(np.arange(n), d))
        a, b = stubs[0::2], stubs[1::2]
        if (a != b).all():
            m = np.zeros((n, n), dtype=np.int64)
            np.add.at(m, (a, b), 1)
            np.add.at(m, (b, a), 1)
            if np.isfinite(hop_distances(m)).all():
                return m


def test_girth_excess_per_node_claims_on_random_multigraphs():
    """(E10)'s ingredients at n = 18, d = 4 (Moore depth 3), by BFS on random 4-regular
    multigraphs and annealed simple graphs: a multi-link end has excess >= d + 1, a node
    on a cycle of length <= 4 excess >= 1, and the total excess is >= girth_excess = 8
    ((E10)'s 4 raised by the rooted search (E11))."""
    from topomilp.exact.joint.shortcycles import girth_excess, short_nodes

    n, d = 18, 4
    m_sum = sum(moore_levels(n, d, True))
    rng = np.random.default_rng(0)
    graphs = [_random_multigraph(n, d, rng) for _ in range(60)]
    graphs += [anneal_graph_hops(n, d, steps=3000, seed=s)[1] for s in range(3)]
    assert girth_excess(n, d) == 8
    seen_multi = seen_short = 0
    for m in graphs:
        dist = hop_distances(m)
        exc = dist.sum(axis=1) - m_sum
        short = short_nodes(m)
        for v in range(n):
            if int((m[v] > 0).sum()) < d:
                seen_multi += 1
                assert exc[v] >= d + 1
            if (short >> v) & 1:
                seen_short += 1
                assert exc[v] >= 1
        assert exc.sum() >= girth_excess(n, d)
    assert seen_multi and seen_short                      # both cases exercised


def test_girth_excess_bound_is_below_what_is_found_and_off_elsewhere():
    """The (E10)-(E11) bound at n = 18, d = 4 is above (J6') and below the time of the
    searches' graph (the throughput bound above its throughput); in the coverage grids
    (n <= 20) it is active nowhere else, so no proven optimum can be cut."""
    from topomilp.exact.joint.shortcycles import girth_excess

    problem = JointTopology(Cluster(18, 4), all_to_all(18))
    score, m = deep_graph(18, 4, seed=0, kicks=100)
    found = problem.start_solution(Topology(m, "duplex"))
    assert problem.throughput_upper_bound() * (1 - 1e-9) > problem.cheap_bound() >= found.throughput
    assert problem.cheap_bound() == pytest.approx(problem.throughput_upper_bound() * 558 / 566, rel=1e-12)
    active = [(n, d) for n in range(6, 21) for d in range(3, 7) if girth_excess(n, d)]
    assert active == [(18, 4)]
    off = JointTopology(Cluster(20, 4), all_to_all(20))
    assert off.cheap_bound() == pytest.approx(off.throughput_upper_bound(), rel=1e-12)


def test_dlrm_routes_the_least_hop_graph_too(monkeypatch):
    """With an AllReduce group below the Moore value, the annealing's least-``W`` graph is
    routed besides the best-scored one, and the start is the better of the two routings."""
    from topomilp.exact.joint import balancedstart

    monkeypatch.setattr(balancedstart, "DEEP_SEEDS", (0,))
    monkeypatch.setattr(balancedstart, "DEEP_KICKS", 100)
    monkeypatch.setattr(balancedstart, "DEEP_ANNEAL_STEPS", 5000)
    problem = JointTopology(Cluster(18, 4), dlrm_like(18))
    found = balancedstart.deep_search(problem)
    assert [k for *_, k in found] == ["LP-scored", "hop-annealed"]
    assert found[0][0] > found[1][0] and not np.array_equal(found[0][1], found[1][1])
    routed = [problem.start_solution(Topology(m, "duplex")).throughput for _, m, _, _ in found]
    sol = balancedstart.deep_route(problem, found)
    assert sol is not None and sol.throughput == pytest.approx(max(routed), rel=1e-7)
    assert balancedstart.deep_route(problem, found[:1]).throughput == pytest.approx(routed[0], rel=1e-7)
def test_no_lp_and_no_routing_past_the_deadline(monkeypatch):
    """The deep start keeps the call's time limit: a run whose annealing ends at the
    deadline solves no routing LP (score 0, the graph unscored), a graph found by a phase
    that outlasted the whole call is not routed after it, and of several graphs none is
    routed once the call's deadline has passed."""
    lps = []
    real = balancedstart.uniform_throughput
    monkeypatch.setattr(balancedstart, "uniform_throughput", lambda m: lps.append(1) or real(m))
    with DL.deadline_scope(1e-3):
        time.sleep(2e-3)
        score, m = deep_graph(20, 4, seed=DEEP_PREFERRED[(20, 4)][0])
    assert lps == [] and score == 0.0 and (m.sum(axis=1) == 4).all() and (m == m.T).all()

    graph = anneal_graph_hops(18, 4, steps=0)[1]
    routed = []
    monkeypatch.setattr(balancedstart, "deep_search", lambda p: (time.sleep(0.3), [(0.9, graph, 0, "LP-scored")])[1])
    monkeypatch.setattr(balancedstart, "deep_route", lambda p, found: routed.append(found))
    res = solve_uniform_by_enumeration(JointTopology(Cluster(18, 4), all_to_all(18)), time_limit=0.2)
    assert routed == [] and res.status != "optimal"

    monkeypatch.undo()
    problem = JointTopology(Cluster(18, 4), dlrm_like(18))
    calls = []
    slow = SimpleNamespace(throughput=1.0)                # a routing that takes the rest of the time
    monkeypatch.setattr(JointTopology, "start_solution", lambda self, topo: (calls.append(topo), time.sleep(0.05),
                                                                            slow)[2])
    with DL.deadline_scope(0.02):
        balancedstart.deep_route(problem, [(0.9, graph, 0, "LP-scored"), (0.8, graph, 1, "hop-annealed")])
    assert len(calls) == 1
