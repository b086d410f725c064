"""topology_search and its exact pieces: the one-source LP against the routing LP on
Cayley graphs of abelian and non-abelian groups, the topology lower bound against the
routing LP, the designer against proven optima of the coverage grid (never below),
determinism under a seed, and a time limit that holds at n = 432."""

from __future__ import annotations

import json
import time
from pathlib import Path

import numpy as np
import pytest

from topomilp.evaluate import evaluate_workload
from topomilp.exact import solve
from topomilp.heuristics import METHOD_KINDS, METHODS
from topomilp.heuristics.cayley import (
    CayleyRouting,
    cayley_time_bounds,
    circulant_routing,
    cyclic_table,
    group_inverse,
    metacyclic_table,
    offset_distances,
)
from topomilp.heuristics.topology_search import (
    generator_links,
    search_generators,
    topology_lower_bound,
    topology_search,
)
from topomilp.model import Cluster, Topology
from topomilp.oracle import result_time_bounds, routing_problem
from topomilp.workloads import WORKLOADS, all_to_all, dlrm_like, skewed

GRID = Path(__file__).resolve().parents[1] / "benchmarks" / "results" / "coverage" / "full_w2.jsonl"


def routing_lp_time(topo: Topology, c: Cluster, w) -> float:
    res = solve(routing_problem(topo, c, w), time_limit=60)
    assert res.status == "optimal"
    return result_time_bounds(res)[0]


# --------------------------------------------------------------------------- one-source LP
@pytest.mark.parametrize("table, gens", [
    (cyclic_table(12), (1, 11, 5, 7)),                 # a circulant
    (metacyclic_table(6, 2, 5), (1, 5, 6, 9)),         # the dihedral group of order 12
    (metacyclic_table(4, 3, 1), (1, 3, 4, 8)),         # Z4 x Z3 written as a product
])
def test_one_source_lp_equals_the_routing_lp_on_cayley_graphs(table, gens):
    inv = group_inverse(table)
    assert sorted(gens) == sorted(int(inv[g]) for g in gens)        # closed under inverses
    c, w = Cluster(12, 4), all_to_all(12)
    topo = Topology(generator_links(table, gens), "duplex")
    r = circulant_routing(topo, c, w, table)
    assert isinstance(r.mp_routing, CayleyRouting)
    assert r.time_s == pytest.approx(r.lp_time_s, rel=1e-6)         # the evaluator agrees (S2)
    assert r.time_s == pytest.approx(routing_lp_time(topo, c, w), rel=1e-6)   # exact (S1)-(S4)


def test_one_source_lp_with_rings_is_a_valid_upper_bound():
    # dlrm_like: rings along generators of order n only, so never below the any-order LP
    c, w = Cluster(12, 4), dlrm_like(12)
    topo = Topology(generator_links(cyclic_table(12), (1, 11, 5, 7)), "duplex")
    r = circulant_routing(topo, c, w)
    r.plan.validate(w)
    assert r.time_s >= routing_lp_time(topo, c, w) * (1 - 1e-6)


@pytest.mark.parametrize("table, gens", [(cyclic_table(12), (1, 11, 5, 7)), (metacyclic_table(6, 2, 5), (1, 5, 6, 9))])
def test_ring_relaxation_brackets_the_any_order_routing_lp(table, gens):
    # (S6) <= routing LP with rings in any order <= (S1)-(S4) (rings along generators)
    c, w = Cluster(12, 4), dlrm_like(12)
    topo = Topology(generator_links(table, gens), "duplex")
    upper, lower = cayley_time_bounds(topo, c, w, table)
    r = circulant_routing(topo, c, w, table)
    r.plan.validate(w)
    assert r.time_s == pytest.approx(upper) and r.time_s == pytest.approx(r.lp_time_s, rel=1e-6)  # (S6') exact
    exact = routing_lp_time(topo, c, w)
    assert lower <= exact * (1 + 1e-6) and exact <= upper * (1 + 1e-6)
    if table is not None and gens == (1, 11, 5, 7):     # the circulant: a certificate, both equal
        assert lower == pytest.approx(upper, rel=1e-6)


def test_mwu_routing_is_a_valid_routing_above_the_lp():
    from topomilp.heuristics.baselines import random_regular
    from topomilp.heuristics.mwu_routing import mwu_routing

    c, w = Cluster(10, 3), skewed(10, 2)
    topo = random_regular(c, 1).topology
    rt = mwu_routing(topo, w.mp, rounds=8)
    for s, t in np.argwhere(w.mp > 0):
        paths = rt.paths(int(s), int(t))
        assert sum(f for _, f in paths) == pytest.approx(1.0)
        assert all(p[0] == s and p[-1] == t and all(topo.links[a, b] > 0 for a, b in zip(p, p[1:]))
                   for p, _ in paths)
    ev = evaluate_workload(topo, c, w, ar_routing=rt, mp_routing=rt)
    assert ev.time_s >= routing_lp_time(topo, c, w) * (1 - 1e-9)
    assert ev.time_s < evaluate_workload(topo, c, w).time_s     # better than single shortest paths


def test_cayley_distances_and_paths_follow_the_group():
    tab = metacyclic_table(4, 2, 3)                                  # dihedral of order 8
    dist = offset_distances(8, (1, 3, 4), tab)
    assert dist[0] == 0 and np.isfinite(dist).all()
    rt = CayleyRouting(8, {h: [((g,), 1.0)] for g in (1, 3, 4) for h in [int(tab[0, g])]}, tab)
    for s in range(8):
        (path, frac), = rt.paths(s, int(tab[s, 3]))
        assert path == (s, int(tab[s, 3])) and frac == 1.0


# --------------------------------------------------------------------------- bounds
@pytest.mark.parametrize("seed", range(4))
def test_topology_lower_bound_never_above_the_routing_lp(seed):
    from topomilp.heuristics.baselines import random_regular

    c = Cluster(8, 3)
    for w in (skewed(8, seed), dlrm_like(8), all_to_all(8)):
        topo = random_regular(c, seed).topology
        lb = topology_lower_bound(topo, c, w)
        assert 0 < lb <= routing_lp_time(topo, c, w) * (1 + 1e-9)


# --------------------------------------------------------------------------- the designer
def grid_optima(limit_n: int = 10) -> list[tuple[int, int, str, str, float]]:
    rows = []
    for line in GRID.read_text().splitlines():
        r = json.loads(line)
        cfg = r["config"]
        if r["status"] == "optimal" and cfg["n"] <= limit_n and cfg["seed"] == 0:
            rows.append((cfg["n"], cfg["d"], cfg["link_model"], cfg["workload"], r["comm_time_s"]))
    return rows


def test_the_grid_has_proven_optima_to_check_against():
    got = grid_optima()
    assert len(got) >= 20 and {w for *_, w, _ in got} >= {"all_to_all", "dlrm_like", "skewed", "hybrid"}


@pytest.mark.parametrize("n, d, link_model, wname", [
    (8, 3, "duplex", "all_to_all"), (8, 4, "duplex", "dlrm_like"), (8, 3, "duplex", "skewed"),
    (8, 3, "duplex", "hybrid"), (10, 4, "duplex", "allreduce"), (8, 3, "simplex", "all_to_all"),
])
def test_never_below_a_proven_optimum(n, d, link_model, wname):
    opt = {(a, b, lm, wn): t for a, b, lm, wn, t in grid_optima()}
    optimum = opt[(n, d, link_model, wname)]
    c, w = Cluster(n, d, link_model=link_model), WORKLOADS[wname](n, 0)
    r = topology_search(c, w, seed=0, time_limit=5)
    assert r.topology.meets_degree(c)
    t = r.evaluate(c, w).time_s
    assert t == pytest.approx(r.info["time_s"], rel=1e-9)
    assert t >= optimum * (1 - 1e-6)
    assert t <= 2.0 * optimum                 # and it is a design, not a placeholder


def test_deterministic_under_a_seed():
    for c, w in ((Cluster(20, 4), all_to_all(20)), (Cluster(10, 3), skewed(10, 1))):
        a = topology_search(c, w, seed=3, time_limit=30)
        b = topology_search(c, w, seed=3, time_limit=30)
        assert (a.topology.links == b.topology.links).all() and a.info["family"] == b.info["family"]
        assert a.evaluate(c, w).time_s == b.evaluate(c, w).time_s


def test_search_generators_is_seeded_and_returns_connected_sets():
    tab = cyclic_table(20)
    runs = [search_generators(tab, 4, True, np.ones(20), np.random.default_rng(1), time.perf_counter() + 60,
                              evals=200) for _ in range(2)]
    assert runs[0] == runs[1] and runs[0]
    for _, gens in runs[0]:
        assert len(gens) == 4 and np.isfinite(offset_distances(20, gens, tab)).all()


def test_time_limit_holds_at_432_nodes():
    c, w = Cluster(432, 8), all_to_all(432)
    t0 = time.perf_counter()
    r = topology_search(c, w, seed=0, time_limit=2.0)
    wall = time.perf_counter() - t0
    assert r.topology.meets_degree(c)
    assert wall < 2.0 * 1.1 + 10.0           # a behaviour test with generous slack, not a speed test


def test_registered_as_a_method():
    assert METHOD_KINDS["topology_search"] == "search"
    c, w = Cluster(8, 3), all_to_all(8)
    assert METHODS["topology_search"](c, w, 0).topology.meets_degree(c)


def test_two_stage_design_meets_its_closed_form():
    # bicoset: the busiest arc carries (R + a) / (d - 1) exactly when the share is balanced
    # (formulations/scale_bounds.md, "Two pipeline stages"); never below the proven optimum
    from topomilp.heuristics.bicoset import applies, bicoset_design
    from topomilp.workloads import hybrid

    c, w = Cluster(16, 4), hybrid(16, 8, 2)
    assert applies(c, w) and not applies(c, all_to_all(16))
    r = bicoset_design(c, w)
    r.plan.validate(w)
    g = w.groups[0]
    a = w.mp[0, 1]
    ideal = (g.ring_bytes + a) / ((c.d - 1) * c.link_bytes_per_s)
    t = r.evaluate(c, w).time_s
    assert ideal * (1 - 1e-9) <= t <= ideal * 1.02                 # alpha on a grid of 1/50
    opt = {(n, d, lm, wn): v for n, d, lm, wn, v in grid_optima(16)}[(16, 4, "duplex", "hybrid")]
    assert t >= opt


def test_cli_runs_the_designer_within_its_time_limit(capsys):
    from topomilp import cli

    t0 = time.perf_counter()
    rc = cli.main(["heuristic", "topology_search", "--n", "432", "--d", "8", "--workload", "all_to_all",
                   "--time-limit", "2", "--json"])
    wall = time.perf_counter() - t0
    doc = json.loads(capsys.readouterr().out)
    assert rc == 0 and doc["method"] == "topology_search" and doc["evaluation"]["comm_time_s"] > 0
    assert wall < 2.0 * 1.1 + 15.0            # a behaviour test with generous slack (includes the evaluation)
    with pytest.raises(SystemExit) as exc:
        cli.main(["heuristic", "topology_search", "--n", "8", "--d", "3", "--workload", "all_to_all",
                  "--time-limit", "0"])
    err = capsys.readouterr().err.strip()
    assert exc.value.code == 2 and "time-limit" in err and len(err.splitlines()) == 1
