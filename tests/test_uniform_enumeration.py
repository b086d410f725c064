"""Proofs by enumeration for uniform all-to-all traffic (formulations/uniform_enumeration.md):
the normal form misses no topology (against a brute force over every labelled multigraph),
the proven optima agree with the MILP's where the MILP proves them, and the headline
n = 12, d = 4 duplex optimum is 63/64 of the Moore bound."""

from __future__ import annotations

import itertools
import math

import networkx as nx
import numpy as np
import pytest

from topomilp import workloads as W
from topomilp.errors import TopomilpInputError
from topomilp.exact import solve
from topomilp.exact.joint import JointTopology
from topomilp.exact.joint.enumeration import (
    applies,
    isomorphism_classes,
    low_hop_multigraphs,
    moore_sum,
    solve_uniform_by_enumeration,
    total_hops,
)
from topomilp.model import Cluster, Topology
from topomilp.testing import min_time_lp


def _all_regular_multigraphs(n: int, d: int):
    """Every labelled loopless d-regular multigraph on n nodes (plain recursion over the
    node pairs; independent of the module's generators)."""
    pairs = list(itertools.combinations(range(n), 2))
    a = np.zeros((n, n), dtype=np.int64)
    deg = [0] * n

    def rec(p):
        if p == len(pairs):
            if all(x == d for x in deg):
                yield a.copy()
            return
        i, j = pairs[p]
        # node i takes no links after its last pair: it must be full by then
        for v in range(min(d - deg[i], d - deg[j]) + 1):
            a[i, j] = a[j, i] = v
            deg[i] += v
            deg[j] += v
            if j != n - 1 or deg[i] == d:
                yield from rec(p + 1)
            deg[i] -= v
            deg[j] -= v
        a[i, j] = a[j, i] = 0

    yield from rec(0)


def _multigraph(a: np.ndarray) -> nx.MultiGraph:
    g = nx.MultiGraph()
    g.add_nodes_from(range(len(a)))
    for i, j in zip(*np.nonzero(np.triu(a, 1))):
        g.add_edges_from([(int(i), int(j))] * int(a[i, j]))
    return g


def _key(a: np.ndarray) -> tuple:
    """A relabelling invariant for bucketing (W, sorted link rows, sorted common-neighbour rows)."""
    adj = (a > 0).astype(np.int64)
    return (total_hops(a), tuple(sorted(tuple(sorted(r)) for r in a.tolist())),
            tuple(sorted(tuple(sorted(r)) for r in (adj @ adj).tolist())))


def _brute_classes(graphs) -> dict[tuple, list[nx.MultiGraph]]:
    buckets: dict[tuple, list[nx.MultiGraph]] = {}
    for a in graphs:
        g = _multigraph(a)
        bucket = buckets.setdefault(_key(a), [])
        if not any(nx.is_isomorphic(g, r) for r in bucket):
            bucket.append(g)
    return buckets


@pytest.mark.parametrize("n,d", [(6, 3), (7, 4), (8, 3)])
def test_normal_form_misses_no_topology(n, d):
    """Every excess budget 0..n-1: the normal form's classes are exactly the brute force's."""
    base = n * moore_sum(n, d)
    brute = _brute_classes(a for a in _all_regular_multigraphs(n, d) if total_hops(a) <= base + n - 1)
    for excess in range(n):
        mine = isomorphism_classes(low_hop_multigraphs(n, d, excess))
        assert all(total_hops(a) <= base + excess for a in mine)
        assert all((a == a.T).all() and (a.sum(axis=1) == d).all() and not np.diag(a).any() for a in mine)
        wanted = {k: v for k, v in brute.items() if k[0] <= base + excess}
        assert len(mine) == sum(len(v) for v in wanted.values()), excess
        for a in mine:                           # each of ours is one brute-force class
            assert any(nx.is_isomorphic(_multigraph(a), g) for g in wanted.get(_key(a), []))


def test_exact_level_is_the_difference_of_budgets():
    n, d = 8, 3
    exact = isomorphism_classes(low_hop_multigraphs(n, d, 4, exact=True))
    assert exact and all(total_hops(a) == n * moore_sum(n, d) + 4 for a in exact)
    upto = len(isomorphism_classes(low_hop_multigraphs(n, d, 4)))
    below = len(isomorphism_classes(low_hop_multigraphs(n, d, 3)))
    assert len(exact) == upto - below


@pytest.mark.parametrize("n,d", [(8, 3), (10, 3), (10, 4), (11, 4), (8, 5)])
def test_enumeration_optimum_equals_milp_optimum(n, d):
    problem = JointTopology(Cluster(n, d), W.all_to_all(n))
    milp = solve(problem, backend="highs", time_limit=60)
    assert milp.status == "optimal"
    enum = solve_uniform_by_enumeration(problem, time_limit=120)
    assert enum.status == "optimal" and enum.verified and enum.gap == 0
    assert enum.objective == pytest.approx(milp.objective, rel=1e-7)


def test_headline_n12_d4_duplex_optimum_is_63_64_of_the_moore_bound():
    """The MILP stops at gap 1.6 % here (bound stuck at the Moore bound); enumeration
    proves that its incumbent, 63/64 of the bound, is optimal."""
    problem = JointTopology(Cluster(12, 4), W.all_to_all(12))
    stats: dict = {}
    res = solve_uniform_by_enumeration(problem, stats=stats)
    assert res.status == "optimal" and res.backend == "enumeration+highs"
    ub = problem.throughput_upper_bound()
    assert res.objective == pytest.approx(ub * 63 / 64, rel=1e-9)
    assert stats["levels"] == [0, "2..3"] and stats["classes"] == 63  # 26 of diameter 2, 37 of W = 218
    # independent check: scipy's LP routes the returned topology at the known optimum
    scipy_throughput = 1.0 / min_time_lp(res.solution.topology, problem.cluster, problem.workload.mp)
    assert scipy_throughput == pytest.approx(ub * 63 / 64, rel=1e-7)
    # the MILP's own warm start never beats the proven optimum
    assert problem.auto_start().throughput <= res.objective * (1 + 1e-9)


def test_n16_d4_duplex_optimum_is_143_148_of_the_moore_bound():
    """No 4-regular graph on 16 nodes has diameter 2, so the Moore bound is out of reach;
    the proven optimum (benchmarks/RESULTS.md, issue 5's size target) must not drift."""
    problem = JointTopology(Cluster(16, 4), W.all_to_all(16))
    res = solve_uniform_by_enumeration(problem, time_limit=600)
    assert res.status == "optimal"
    ub = problem.throughput_upper_bound()
    assert res.objective == pytest.approx(ub * 143 / 148, rel=1e-9)
    links = res.solution.topology.links
    assert total_hops(links) == 16 * moore_sum(16, 4) + 4          # W = 420, found at excess 4
    scipy_throughput = 1.0 / min_time_lp(res.solution.topology, problem.cluster, problem.workload.mp)
    assert scipy_throughput == pytest.approx(ub * 143 / 148, rel=1e-7)      # scipy's LP, independently


def test_incumbent_meeting_the_moore_bound_needs_no_search():
    problem = JointTopology(Cluster(10, 3), W.all_to_all(10))
    petersen = Topology(nx.to_numpy_array(nx.petersen_graph(), dtype=np.int64), "duplex", name="Petersen")
    stats: dict = {}
    res = solve_uniform_by_enumeration(problem, incumbent=petersen, stats=stats)
    assert res.status == "optimal" and stats["levels"] == [] and stats["lps"] == 0
    assert res.objective == pytest.approx(problem.throughput_upper_bound(), rel=1e-9)


def test_a_weaker_incumbent_changes_nothing_but_the_work():
    problem = JointTopology(Cluster(8, 3), W.all_to_all(8))
    plain = solve_uniform_by_enumeration(problem)
    ring = nx.to_numpy_array(nx.cycle_graph(8), dtype=np.int64)
    for i in range(0, 8, 2):                       # every other ring link doubled
        ring[i, i + 1] += 1
        ring[i + 1, i] += 1
    weak = Topology(ring, "duplex", name="doubled ring")
    hinted = solve_uniform_by_enumeration(problem, incumbent=weak)
    assert plain.status == hinted.status == "optimal"
    assert hinted.objective == pytest.approx(plain.objective, rel=1e-9)
    assert hinted.objective > problem._start_solution(weak).throughput * (1 + 1e-6)


def test_time_limit_gives_an_honest_status():
    problem = JointTopology(Cluster(14, 4), W.all_to_all(14))
    res = solve_uniform_by_enumeration(problem, time_limit=0.5)
    assert res.status in ("feasible", "timeout") and "time limit" in res.message
    if res.status == "feasible":
        assert res.bound == pytest.approx(problem.throughput_upper_bound()) and res.gap > 0


@pytest.mark.parametrize("build,field", [
    (lambda: JointTopology(Cluster(8, 3, link_model="simplex"), W.all_to_all(8)), "cluster.link_model"),
    (lambda: JointTopology(Cluster(8, 3), W.skewed(8, seed=1)), "workload.mp"),
    (lambda: JointTopology(Cluster(8, 3), W.allreduce(8)), "workload"),
    (lambda: JointTopology(Cluster(12, 3), W.all_to_all(12)), "n"),
    (lambda: JointTopology(Cluster(8, 3), W.all_to_all(8), mp_hop_limit=2), "problem"),
])
def test_out_of_scope_instances_are_refused_with_the_rule(build, field):
    problem = build()
    assert not applies(problem)
    with pytest.raises(TopomilpInputError) as err:
        solve_uniform_by_enumeration(problem)
    assert err.value.field == field


def test_bad_arguments():
    problem = JointTopology(Cluster(8, 3), W.all_to_all(8))
    for bad in (0, -1, math.nan, "10", True):
        with pytest.raises(TopomilpInputError, match="time_limit"):
            solve_uniform_by_enumeration(problem, time_limit=bad)
    with pytest.raises(TopomilpInputError, match="max_excess"):
        list(low_hop_multigraphs(8, 3, 8))
    with pytest.raises(TopomilpInputError, match="d"):
        list(low_hop_multigraphs(8, 1, 0))


def test_solve_uses_enumeration_then_the_milp():
    proven = solve(JointTopology(Cluster(8, 3), W.all_to_all(8)), time_limit=30)
    assert proven.status == "optimal" and proven.backend == "enumeration+highs"
    for named in ("highs", "cbc"):                 # a named backend means its MILP
        milp = solve(JointTopology(Cluster(8, 3), W.all_to_all(8)), backend=named, time_limit=30)
        assert milp.backend == named and milp.objective == pytest.approx(proven.objective, rel=1e-6)
    other = solve(JointTopology(Cluster(8, 3), W.skewed(8, seed=1)), time_limit=30)
    assert other.backend == "highs"
    fallback = solve(JointTopology(Cluster(14, 4), W.all_to_all(14)), time_limit=1.0)
    assert fallback.backend == "highs" and fallback.message.startswith("enumeration: ")
    assert fallback.status != "optimal" or fallback.gap <= 1e-9


def test_oracle_caches_an_enumeration_proof(tmp_path):
    from topomilp import oracle

    first = oracle.optimal(Cluster(8, 3), W.all_to_all(8), cache_path=tmp_path, require_optimal=True)
    assert first.backend == "enumeration+highs"
    again = oracle.optimal(Cluster(8, 3), W.all_to_all(8), cache_path=tmp_path, require_optimal=True)
    assert again.objective == pytest.approx(first.objective, rel=1e-12)
    assert list(tmp_path.iterdir())


def test_bench_row_of_uniform_duplex_traffic_is_proven_by_enumeration(tmp_path):
    from topomilp import bench

    args = ["--n", "8", "--d", "3", "--workloads", "all_to_all", "--methods", "joint_topology",
            "--no-subproblems", "--time-limit", "30", "--out", str(tmp_path)]
    row = bench.run_bench(bench.parse_args(args)).rows[0]
    assert row["method"] == "joint_topology"
    assert row["status"] == "optimal" and row["backend"] == "enumeration+highs"
    milp = solve(JointTopology(Cluster(8, 3), W.all_to_all(8)), backend="highs", time_limit=60)
    assert row["throughput"] == pytest.approx(milp.objective, rel=1e-7)


def test_cli_solve_joint_topology_uses_enumeration(capsys):
    import json

    from topomilp.cli import main

    rc = main(["solve", "joint_topology", "--n", "8", "--d", "3", "--workload", "all_to_all", "--json"])
    doc = json.loads(capsys.readouterr().out)
    assert rc == 0 and doc["status"] == "optimal" and doc["backend"] == "enumeration+highs"
    assert doc["objective"] == pytest.approx(JointTopology(Cluster(8, 3), W.all_to_all(8)).throughput_upper_bound()
                                             * 11 / 12, rel=1e-9)


def test_exact_solve_alone_proves_the_n12_d4_headline():
    """The one entry point, with no option: exact.solve picks the enumeration proof itself
    (issue 11's "done when")."""
    problem = JointTopology(Cluster(12, 4), W.all_to_all(12))
    res = solve(problem)
    assert res.status == "optimal" and res.verified and res.gap == 0
    assert res.backend == "enumeration+highs"
    assert res.objective == pytest.approx(problem.throughput_upper_bound() * 63 / 64, rel=1e-9)
