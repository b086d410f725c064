"""A stopped LP run whose point fails verification is no solution (status ``timeout``,
or the warm start), while a proven answer the verifier rejects still raises: the
verifier is not loosened. HiGHS' interior point stopped before crossover labels its last
iterate feasible; its flow conservation can be off by ~1e-6 relative (seen at n = 64-128
on the routing LP). The test stops nothing: it perturbs a flow of a solved model the way
such an iterate is off."""

from __future__ import annotations

import pytest

import topomilp.exact.backends.highs as highs
from topomilp.errors import VerificationError
from topomilp.exact import solve
from topomilp.exact.result import Answer
from topomilp.exact.status import Status
from topomilp.heuristics.baselines import circulant
from topomilp.model import Cluster
from topomilp.oracle import routing_problem
from topomilp.workloads import all_to_all


def perturbed(status: Status):
    real = highs.solve

    def run(prob, *args, **kwargs):
        real(prob, *args, **kwargs)
        var = next(v for v in prob.variables() if v.name.startswith("f_s_") and (v.varValue or 0) > 0.1)
        var.varValue += 1e-3                  # conservation off, as a stopped iterate can be
        return Answer(status, message="HiGHS stopped (test) without proof")

    return run


def problem():
    c = Cluster(8, 4)
    return routing_problem(circulant(c, [1, 3]).topology, c, all_to_all(8))


def test_a_stopped_point_failing_verification_is_no_solution(monkeypatch):
    assert solve(problem(), backend="highs", time_limit=20).status == "optimal"
    monkeypatch.setattr(highs, "solve", perturbed(Status.FEASIBLE))
    res = solve(problem(), backend="highs", time_limit=20)
    assert res.status in ("timeout", "feasible") and "fails verification" in res.message
    if res.solution is not None:               # a warm start the verifier accepted
        assert res.status == "feasible"


def test_a_proven_answer_failing_verification_still_raises(monkeypatch):
    monkeypatch.setattr(highs, "solve", perturbed(Status.OPTIMAL))
    with pytest.raises(VerificationError):
        solve(problem(), backend="highs", time_limit=20)
