"""Time limits that hold, bounds that are right, answers at any size."""

from __future__ import annotations

import itertools
import json
import math
import time

import numpy as np
import pytest

from topomilp.errors import VerificationError
from topomilp.exact import solve
from topomilp.exact.base import STATUSES, beats_bound, best_bound, within_rtol
from topomilp.exact.deadline import Deadline, DeadlineExpired, current, deadline_scope, limit_highs
from topomilp.exact.joint.bounds import moore_hop_bytes, ring_moore_hop_bytes, throughput_bound
from topomilp.exact.sizing import SizeEstimate, estimate, too_large
from topomilp.model import AllReduceGroup, Cluster, Topology, Workload
from topomilp.oracle import EVALUATION_ROUTINGS, joint_problem, result_time_bounds, routing_evaluation, routing_problem
from topomilp.utils import hop_distances
from topomilp.workloads import WORKLOADS, all_to_all


# --------------------------------------------------------------------------- deadline
def test_nested_deadline_never_outlives_the_outer_one():
    assert current() is None
    with deadline_scope(0.05) as outer:
        with deadline_scope(100.0) as inner:
            assert inner.end == outer.end and current() is inner
        time.sleep(0.06)
        assert outer.expired() and outer.remaining() == 0.0
        with pytest.raises(DeadlineExpired, match="while building"):
            outer.check("building")
    assert current() is None
    with pytest.raises(ValueError):
        Deadline(2.0, 1.0)


def _lp_taking_time(n: int = 260):
    """A dense random LP that takes some tens of milliseconds per HiGHS run."""
    import highspy

    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    rng = np.random.default_rng(0)
    for _ in range(n):
        h.addVar(0.0, highspy.kHighsInf)
    for row in rng.random((n, n)):
        h.addRow(-highspy.kHighsInf, 1.0, n, np.arange(n, dtype=np.int32), row)
    h.changeColsCost(n, np.arange(n, dtype=np.int32), -np.ones(n))
    return h


def test_a_re_run_highs_model_gets_its_full_time_limit():
    # HiGHS' run clock adds up over the runs of one object: once the earlier runs have
    # taken longer than a plain ``time_limit``, the next run stops at once, while
    # limit_highs (used by the (J16) class LPs) gives it the time it was granted
    import highspy

    h = _lp_taking_time()
    for k in range(50):                                  # spend run time, one re-solve each
        h.changeColCost(k % 7, -1.0 - 0.01 * (k + 1))
        h.clearSolver()
        h.run()
        if h.getRunTime() > 0.3:
            break
    spent = h.getRunTime()
    assert spent > 0.3
    h.changeColCost(0, -3.0)
    h.clearSolver()
    h.setOptionValue("time_limit", 0.5 * spent)          # the plain limit: stopped at once
    h.run()
    assert h.getModelStatus() == highspy.HighsModelStatus.kTimeLimit
    h.clearSolver()
    limit_highs(h, 30.0)
    h.run()
    assert h.getModelStatus() == highspy.HighsModelStatus.kOptimal
    assert h.getRunTime() > spent


def test_builder_stops_at_the_deadline():
    problem = joint_problem(Cluster(24, 4), all_to_all(24))
    with deadline_scope(0.001):
        time.sleep(0.01)
        with pytest.raises(DeadlineExpired):
            problem.build_pulp()


@pytest.mark.parametrize("backend", ["highs", "cbc"])
def test_time_limit_covers_the_whole_solve(backend):
    # n=24: the model builds in ~0.3 s, the warm-start search alone would take longer
    # than the limit; before one deadline bounded the whole call it took 18 s with --time-limit 10
    problem = joint_problem(Cluster(24, 4), all_to_all(24))
    t0 = time.perf_counter()
    res = solve(problem, backend=backend, time_limit=2.0)
    wall = time.perf_counter() - t0
    assert wall <= 1.1 * 2.0 + 2.0
    assert res.status in ("feasible", "timeout")
    assert res.bound is not None and res.bound <= problem.cheap_bound() * (1 + 1e-12)
    if res.objective is not None:
        assert res.objective <= res.bound * (1 + 1e-9) and res.gap == pytest.approx(
            (res.bound - res.objective) / res.objective)


# --------------------------------------------------------------------------- size guard
def test_size_guard_answers_without_building_with_estimate_and_bound(monkeypatch):
    """"At once" means nothing is built: building the model, or running a backend, fails
    the test (a wall-clock assertion would fail on a loaded machine, not on a regression)."""
    from topomilp.exact.backends import cpsat, pulpmodel
    from topomilp.exact.joint.model import JointTopology

    def refuse(*args, **kwargs):
        raise AssertionError("the size guard let a model of 1000 nodes be built")

    for owner, name in ((pulpmodel, "run"), (cpsat, "run"), (JointTopology, "build_pulp"),
                        (JointTopology, "build_cpsat")):
        monkeypatch.setattr(owner, name, refuse)
    problem = joint_problem(Cluster(1000, 4), all_to_all(1000))
    res = solve(problem, time_limit=5)
    assert res.status == "too_large" and "too_large" in STATUSES
    assert res.objective is None and res.solution is None
    assert res.bound == pytest.approx(problem.cheap_bound())
    est = SizeEstimate.from_dict(json.loads(json.dumps(res.to_dict()))["estimate"])
    # closed form: 1000 sources x 999000 arcs of flow, 499500 link pairs, lambda
    assert est.variables == 1000 * 999000 + 499500 + 1
    assert est == estimate(problem, "highs")


def test_too_large_reasons():
    est = SizeEstimate("joint_topology", "highs", 10, 10, 1000, 8 << 30, 12.0)
    assert too_large(est, 60.0, memory=32 << 30) is None
    assert "available" in too_large(est, 60.0, memory=8 << 30)
    assert "12 s" in too_large(est, 5.0, memory=32 << 30)


@pytest.mark.parametrize("n,d,wname", [(6, 2, "all_to_all"), (8, 3, "all_to_all"), (6, 2, "hybrid")])
def test_estimate_counts_the_built_model(n, d, wname):
    c, w = Cluster(n, d), WORKLOADS[wname](n, 0)
    from topomilp.heuristics import METHODS

    for problem in (joint_problem(c, w), routing_problem(METHODS["totient_perms"](c, w, 0).topology, c, w)):
        prob = problem.build_pulp().prob
        est = estimate(problem, "highs")
        cons = prob.constraints()
        nz = sum(len(k) for k in cons)
        assert est.variables == len(prob.variables())
        assert abs(est.constraints - len(cons)) <= 0.1 * len(cons)
        assert abs(est.nonzeros - nz) <= 0.1 * nz


# --------------------------------------------------------------------------- bounds
def _regular_graphs(n: int, d: int):
    """Every simple d-regular graph on n nodes (brute force over edge sets)."""
    edges = list(itertools.combinations(range(n), 2))
    for sub in itertools.combinations(edges, n * d // 2):
        m = np.zeros((n, n), dtype=int)
        for i, j in sub:
            m[i, j] = m[j, i] = 1
        if np.all(m.sum(axis=1) == d):
            yield m


def test_ring_moore_bound_against_brute_force():
    """(J6''): no 2-regular topology on 6 nodes and no ring order beats it."""
    n, d = 6, 2
    mp = np.zeros((n, n))
    mp[0, 3] = mp[0, 4] = 10.0
    mp[5, 1] = 3.0
    members, rb = (0, 1, 2), 4.0
    bound = ring_moore_hop_bytes(mp, [(members, rb)], d, True)
    assert bound == 36.0 + 3.0 + 0.0     # node 5's 3 bytes at >= 1 hop
    best = math.inf
    for m in _regular_graphs(n, d):
        dist = hop_distances(m)
        if not np.all(np.isfinite(dist)):
            continue
        mp_hb = float((mp * dist).sum())
        for order in ((0, 1, 2), (0, 2, 1)):
            ring = sum(dist[order[i], order[(i + 1) % 3]] for i in range(3))
            best = min(best, mp_hb + rb * ring)
    assert best >= bound
    # stronger than (J6'): MP by Moore plus one hop per ring byte
    old = max(sum(moore_hop_bytes(mp[s], d, True) for s in range(n)),
              sum(moore_hop_bytes(mp[:, t], d, True) for t in range(n))) + 3 * rb
    assert bound > old


@pytest.mark.parametrize("wname", ["allreduce", "dlrm_like", "all_to_all", "hybrid"])
def test_cheap_bounds_hold_against_optima(wname):
    c, w = Cluster(6, 2), WORKLOADS[wname](6, 0)
    problem = joint_problem(c, w)
    res = solve(problem, backend="highs", time_limit=60)
    assert res.status == "optimal"
    assert res.objective <= problem.cheap_bound() * (1 + 1e-9)
    assert problem.cheap_bound() <= problem.throughput_upper_bound()
    routing = routing_problem(res.solution.topology, c, w)
    r = solve(routing, backend="highs", time_limit=60)
    assert r.status == "optimal" and r.objective >= routing.cheap_bound() * (1 - 1e-9)


def test_throughput_bound_values():
    # 4-cycle, uniform unit traffic: 16 hop-bytes on 8 arcs of 1 byte/s -> 0.5 iter/s
    assert throughput_bound(np.ones((4, 4)) - np.eye(4), [], 4, 2, True, 1.0) == 0.5
    # an AllReduce alone: the port bound, d B / ring_bytes
    g = AllReduceGroup((0, 1, 2, 3), 3.0)
    assert throughput_bound(np.zeros((4, 4)), [(g.members, g.ring_bytes)], 4, 2, True, 1.0) == pytest.approx(
        2 / g.ring_bytes)


# --------------------------------------------------------------------------- tolerances
def test_relative_tolerances_at_microsecond_scale():
    assert within_rtol(1e-6, 1e-6 * (1 + 1e-7), 1e-5) and not within_rtol(1e-6, 5e-6, 1e-5)
    assert beats_bound(2e-6, 1e-6, "max", 1e-5) and not beats_bound(1.000001e-6, 1e-6, "max", 1e-5)
    assert beats_bound(0.5e-6, 1e-6, "min", 1e-5)
    assert best_bound("max", 3.0, None, 2.0) == 2.0 and best_bound("min", 3.0, 2.0) == 3.0
    assert best_bound("max", None) is None
    c = Cluster(4, 2, bandwidth_gbps=8)
    t = Topology.from_edges(4, [(0, 1), (1, 2), (2, 3), (3, 0)])
    routing = routing_problem(t, c, all_to_all(4, bytes_per_pair=1e3))      # times of microseconds
    with pytest.raises(VerificationError):
        routing.verify_backend_objective(1e-6, 5e-6, "highs")              # 5x worse
    routing.verify_backend_objective(2e-6, 2e-6 * (1 + 1e-7), "highs")


@pytest.mark.parametrize("backend", ["highs", "cbc", "cpsat"])
def test_demand_range_1e15(backend):
    """1-byte demands next to 1e15-byte ones: solved and verified by every backend."""
    n = 5
    mp = np.full((n, n), 1e15) - np.diag([1e15] * n)
    mp[0, 2] = mp[3, 1] = 1.0
    w = Workload(n, (), mp, name="range")
    c = Cluster(n, 2)
    res = solve(joint_problem(c, w), backend=backend, time_limit=30)
    assert res.status in ("optimal", "feasible") and res.verified
    # every 1-byte pair is connected and carried: the verifier re-evaluated the solution
    assert np.all(np.isfinite(hop_distances(res.solution.topology)))
    assert res.objective <= joint_problem(c, w).cheap_bound() * (1 + 1e-9)


def test_cbc_uses_its_warm_start():
    """n=12, d=4, simplex, uniform: the warm start meets the Moore bound; CBC used to
    score it in the wrong sense and return 0.2075 of it; now it is proven at once."""
    problem = joint_problem(Cluster(12, 4, link_model="simplex"), all_to_all(12))
    res = solve(problem, backend="cbc", time_limit=60)
    assert res.status == "optimal"
    assert res.objective == pytest.approx(problem.throughput_upper_bound(), rel=1e-9)


# --------------------------------------------------------------------------- one routing per result
@pytest.mark.parametrize("routing", EVALUATION_ROUTINGS)
def test_evaluation_fields_describe_one_routing(routing):
    from topomilp.heuristics import METHODS

    c, w = Cluster(12, 4), WORKLOADS["dlrm_like"](12, 0)
    topo = METHODS["topology_finder"](c, w, 0).topology
    doc = routing_evaluation(topo, c, w, routing, time_limit=60)
    assert doc["comm_time_s"] == pytest.approx(doc["bandwidth_time_s"] + doc["latency_time_s"], rel=1e-12)
    assert doc["throughput"] == pytest.approx(1.0 / doc["comm_time_s"], rel=1e-12)
    if routing == "optimal":
        res = solve(routing_problem(topo, c, w), time_limit=60)
        inc, _ = result_time_bounds(res)
        assert doc["status"] == "optimal" and doc["comm_time_s"] == pytest.approx(inc, rel=1e-9)
        # before: bandwidth_time_s was the shortest-path routing's (29.65 vs 16.11 ms)
        assert doc["bandwidth_time_s"] == pytest.approx(inc, rel=1e-9)
        assert doc["comm_time_s"] < doc["shortest_path_time_s"]
        # the bottleneck arc carries comm_time_s worth of its capacity under that routing
        from topomilp.evaluate import evaluate_workload

        sol = res.solution
        ev = evaluate_workload(topo, c, w, plan=sol.plan, ar_routing=sol.routing, mp_routing=sol.routing)
        i, j = doc["bottleneck"]
        assert ev.arc_load_bytes[i, j] == pytest.approx(doc["comm_time_s"] * topo.links[i, j] * c.link_bytes_per_s)
        assert doc["weighted_hops"] == pytest.approx(ev.weighted_hops)
    else:
        from topomilp.evaluate import evaluate_workload
        from topomilp.routing import ECMPRouting

        r = ECMPRouting(topo) if routing == "ecmp" else None
        ev = evaluate_workload(topo, c, w, ar_routing=r, mp_routing=r)
        assert doc["comm_time_s"] == ev.time_s and doc["weighted_hops"] == ev.weighted_hops


# --------------------------------------------------------------------------- bench at scale
def test_bench_beyond_exact_reach_reports_bound_ratios():
    from topomilp.bench import BenchConfig, run_bench

    cfg = BenchConfig(n=128, d=8, workloads=("all_to_all",), methods=("joint_topology", "random_regular", "torus2d"),
                      subproblems=False, quiet=True, time_limit=30)
    t0 = time.perf_counter()
    run = run_bench(cfg)
    assert time.perf_counter() - t0 < 30
    rows = {r.method: r for r in run.rows}
    exact = rows["joint_topology"]
    assert exact.status == "too_large" and "beyond exact reach" in exact.message
    ub = joint_problem(cfg.cluster, WORKLOADS["all_to_all"](128, 0)).cheap_bound()
    assert exact.bound_time_s == pytest.approx(1.0 / ub)
    for m in ("random_regular", "torus2d"):
        r = rows[m]
        assert r.ratio_basis == "bound" and r.ratio_to_optimal == pytest.approx(r.comm_time_s * ub)
        assert r.ratio_to_optimal >= 1.0
        assert r.optimal_routing_time_s is None and "optimal routing skipped" in r.message


def test_cli_evaluate_optimal_is_one_routing(tmp_path, capsys):
    from topomilp.cli import main
    from topomilp.heuristics import METHODS
    from topomilp.workloads import save_topology

    c, w = Cluster(12, 4), WORKLOADS["dlrm_like"](12, 0)
    path = tmp_path / "tf.json"
    save_topology(METHODS["topology_finder"](c, w, 0).topology, path)
    assert main(["evaluate", "--topology", str(path), "--workload", "dlrm_like", "--routing", "optimal",
                 "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["bandwidth_time_s"] == pytest.approx(doc["comm_time_s"], rel=1e-12)
    assert doc["comm_time_s"] < doc["shortest_path_time_s"]


def test_cli_too_large_is_one_line_and_json_carries_it(capsys):
    from topomilp.cli import main

    args = ["solve", "joint_topology", "--n", "1000", "--d", "4", "--workload", "all_to_all", "--time-limit", "5"]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert len(out.strip().splitlines()) == 1 and "too_large" in out and "TB" in out
    assert main(args + ["--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["status"] == "too_large" and doc["bound"] > 0
    assert doc["estimate"]["variables"] == 1000 * 999000 + 499500 + 1


@pytest.mark.parametrize("objective", ["weighted_hops", "diameter"])
def test_min_hops_cheap_bound_against_optima(objective):
    from topomilp.exact.min_hops_topology import MinHopsTopology

    for n, d in ((6, 2), (10, 3)):
        problem = MinHopsTopology(Cluster(n, d), objective=objective)
        res = solve(problem, backend="cpsat", time_limit=60)
        assert res.status == "optimal" and res.objective >= problem.cheap_bound() * (1 - 1e-12)
    # Petersen (n=10, d=3) meets the Moore bound: mean hops 15/9, diameter 2
    problem = MinHopsTopology(Cluster(10, 3), objective=objective)
    assert problem.cheap_bound() == pytest.approx(15 / 9 if objective == "weighted_hops" else 2.0)
