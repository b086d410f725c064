"""Every LP of a ``joint_topology`` solve gets the time left of the call
(topomilp/exact/deadline.py), and no value of an LP the deadline cut is used as a bound
or a routed time: spies on HiGHS' ``run`` and scipy's ``linprog``, the helpers one by
one, and a short-limit solve at n = 20, d = 4 whose answer stays honest."""

from __future__ import annotations

import time

import highspy
import numpy as np
import pytest
import scipy.optimize

from topomilp.exact import deadline as DL
from topomilp.exact import solve
from topomilp.exact.joint import JointTopology, balancedstart, swapsearch
from topomilp.exact.joint.balancedstart import deep_graph
from topomilp.exact.joint.hamiltonian import uniform_mix
from topomilp.exact.joint.hopanneal import anneal_graph_hops, circulant_digraph
from topomilp.exact.joint.starts import circulant_link_matrices, two_hop_uniform_throughput
from topomilp.exact.joint.swapsearch import swap_search, uniform_throughput
from topomilp.model import Cluster
from topomilp.workloads import all_to_all, dlrm_like

#: Seconds between reading the time left and HiGHS starting (clock reads, option calls).
SLACK = 0.02


@pytest.fixture
def spied(monkeypatch):
    """Every HiGHS run and ``linprog`` call as ``(kind, seconds it may run, seconds left
    of the innermost deadline)``; ``inf`` without a limit, ``None`` left outside a deadline."""
    calls: list[tuple[str, float, float | None]] = []
    run, linprog = highspy.Highs.run, scipy.optimize.linprog

    def left() -> float | None:
        return None if DL.current() is None else DL.remaining()

    def spy_run(self, *args, **kwargs):
        calls.append(("highs", float(self.getOptionValue("time_limit")[1]) - float(self.getRunTime()), left()))
        return run(self, *args, **kwargs)

    def spy_linprog(*args, **kwargs):
        calls.append(("linprog", float((kwargs.get("options") or {}).get("time_limit", np.inf)), left()))
        return linprog(*args, **kwargs)

    monkeypatch.setattr(highspy.Highs, "run", spy_run)
    monkeypatch.setattr(scipy.optimize, "linprog", spy_linprog)
    return calls


def _over(calls) -> list:
    return [c for c in calls if c[2] is not None and c[1] > c[2] + SLACK]


def _expired_scope():
    scope = DL.deadline_scope(1e-3)
    time.sleep(2e-3)
    return scope


def _graph() -> np.ndarray:
    return anneal_graph_hops(20, 4, steps=0)[1]


def test_each_helper_lp_gets_the_time_left(spied):
    """The uniform routing LP (J10k)/(J10l), the two-hop screen (J10b) and the ring mix
    (J10e) ran without a time limit before; outside a solve they still have none."""
    m = _graph()
    links = dict(circulant_link_matrices(5, 2, "simplex"))[(1, 2)]
    counts = np.array([[3, 0, 3], [0, 3, 3], [6, 0, 0], [0, 6, 0]])
    with DL.deadline_scope(30.0):
        assert uniform_throughput(m) > 0
        assert two_hop_uniform_throughput(links) == pytest.approx(0.25)
        assert uniform_mix(counts, 3) is not None
    assert [k for k, _, _ in spied] == ["highs", "linprog", "linprog"]
    assert all(0 < limit <= 30.0 for _, limit, _ in spied) and _over(spied) == []
    spied.clear()
    assert uniform_throughput(m) > 0
    assert spied[0][1] == np.inf


def test_an_lp_the_deadline_cut_gives_no_value():
    """No score, no screen value, no bound from an LP stopped at the deadline: before, the
    uniform LP ran to its end past the deadline, and the screen of a topology reported
    throughput 0 (an upper bound that let the enumeration skip the class unrouted)."""
    m = _graph()
    problem = JointTopology(Cluster(20, 4), all_to_all(20))
    with _expired_scope():
        assert uniform_throughput(m) is None
        assert problem.start_search.screen_throughput(m) is None
    assert problem.start_search.screen_throughput(m) > 0


def test_a_cut_lp_ends_the_searches(monkeypatch):
    """The deep start (J10l) and the swap search (J10k) stop at an LP the deadline cut: the
    graph is unscored (score 0), no class is kept without its value."""
    monkeypatch.setattr(balancedstart, "uniform_throughput", lambda m: None)
    score, m = deep_graph(20, 4, kicks=5)
    assert score == 0.0 and (m.sum(axis=1) == 4).all()
    monkeypatch.setattr(swapsearch, "uniform_throughput", lambda m: None)
    assert swap_search([circulant_digraph(7, 2)], w_max=80, expansions=3) == []


@pytest.mark.parametrize("workload", [all_to_all, dlrm_like])
def test_a_short_solve_at_n20_d4(spied, workload):
    """Every LP of a short solve (the deep start's uniform LPs, the routing LPs of its
    graphs, the enumeration's) gets at most the time left, and the answer is honest: an
    optimum only when proven, else the best routed topology with a bound at least the
    proven optimum (the bound (J6'), met at n = 20, d = 4). The wall clock is checked
    loosely (a shared machine); the time itself belongs to the benchmarks."""
    problem = JointTopology(Cluster(20, 4), workload(20))
    optimum = problem.throughput_upper_bound()          # met here (tests/test_deep_start.py)
    for limit in (0.3, 1.0):
        t0 = time.perf_counter()
        res = solve(problem, time_limit=limit)
        wall = time.perf_counter() - t0
        assert _over(spied) == [], _over(spied)
        assert wall < limit + 5.0
        assert res.status in ("optimal", "feasible", "timeout")
        assert res.bound >= optimum * (1 - 1e-9)
        if res.status == "optimal":
            assert res.objective == pytest.approx(optimum, rel=1e-7)
        elif res.objective is not None:
            assert res.verified and res.objective <= res.bound
    assert spied                                        # some LP ran (how many depends on the machine)


def test_the_type_bound_lps_get_the_time_left_and_a_cut_value_does_not_stick(spied):
    """(J15)'s bisection (formulations/joint_topology.md): each LP gets the time left
    (before: no limit, once per problem); cut by the deadline it gives a valid, weaker
    value, which the next call with time computes again (a cached_property kept it)."""
    from topomilp.workloads import resolve_workload

    def problem() -> JointTopology:
        return JointTopology(Cluster(16, 3), resolve_workload("hybrid", 16))   # d = 3: a bisection

    whole = problem()
    with DL.deadline_scope(30.0):
        full = whole.analysis.type_bound
    lps = [c for c in spied if c[0] == "linprog"]
    assert len(lps) > 3 and all(0 < limit <= 30.0 for _, limit, _ in lps) and _over(spied) == []
    assert whole.analysis.type_bound_run.complete
    cut = problem()
    with _expired_scope():
        weak = cut.analysis.type_bound
    assert not cut.analysis.type_bound_run.complete and weak >= full
    assert cut.analysis.type_bound == full and cut.analysis.type_bound_run.complete
