"""Every exact solution class rebuilds from its ``to_dict()`` (through JSON) with
``from_dict``: the rebuilt solution verifies to the same objective and serialises the
same way. The oracle's cache relies on it."""

from __future__ import annotations

import json

import numpy as np
import pytest
from conftest import ring_topology

from topomilp.errors import TopomilpInputError
from topomilp.exact import solve
from topomilp.exact.degree_split import DegreeSplit, DegreeSplitSolution
from topomilp.exact.joint import JointSolution, JointTopology
from topomilp.exact.min_hops_topology import MinHopsSolution, MinHopsTopology
from topomilp.exact.mp_matching import MPMatching, MPMatchingSolution
from topomilp.exact.routing import RoutingProblem, RoutingSolution
from topomilp.exact.stride_selection import StrideSelection, StrideSelectionSolution
from topomilp.model import AllReduceGroup, Cluster, Workload
from topomilp.workloads import all_to_all, allreduce, dlrm_like

RING6 = ring_topology(6)
T4 = np.array([[0, 5, 1, 1], [5, 0, 1, 1], [1, 1, 0, 5], [1, 1, 5, 0]])


def _mixed(n: int) -> Workload:
    mp = np.zeros((n, n))
    mp[0, 2] = mp[3, 1] = 2e8
    return Workload(n, (AllReduceGroup(tuple(range(n)), 1e8),), mp, name="mixed")


CASES = [
    (lambda: RoutingProblem(RING6, Cluster(6, 2), _mixed(6), allreduce="mutable"), "highs", RoutingSolution),
    (lambda: RoutingProblem(RING6, Cluster(6, 2), all_to_all(6), single_path=True, chunks=2), "cpsat",
     RoutingSolution),
    (lambda: JointTopology(Cluster(6, 3), dlrm_like(6)), "highs", JointSolution),
    (lambda: JointTopology(Cluster(5, 2), _mixed(5), mp_hop_limit=2), "highs", JointSolution),
    (lambda: StrideSelection(n=12, m=2, objective="total_hops"), "cpsat", StrideSelectionSolution),
    (lambda: MPMatching(4, 1, T4), "highs", MPMatchingSolution),
    (lambda: DegreeSplit(Cluster(6, 4), allreduce(6)), "highs", DegreeSplitSolution),
    (lambda: MinHopsTopology(Cluster(5, 2), objective="diameter"), "cpsat", MinHopsSolution),
]


@pytest.mark.parametrize("build,backend,cls", CASES, ids=lambda x: getattr(x, "__name__", str(x)))
def test_solution_round_trips_through_json(build, backend, cls):
    problem = build()
    r = solve(problem, backend=backend, time_limit=30)
    assert r.status == "optimal" and isinstance(r.solution, cls)
    data = json.loads(json.dumps(r.solution.to_dict(), allow_nan=False))
    again = cls.from_dict(data)
    assert type(again) is cls and again.to_dict() == r.solution.to_dict()
    assert problem.verify(again) == pytest.approx(r.objective, rel=1e-9)
    same = problem.solution_from_dict(data)
    assert same.to_dict() == r.solution.to_dict()


def test_joint_solution_keeps_one_routing_for_both_traffics():
    r = solve(JointTopology(Cluster(6, 3), dlrm_like(6)), backend="highs", time_limit=30)
    again = JointSolution.from_dict(json.loads(json.dumps(r.solution.to_dict())))
    assert (again.ar_routing is again.mp_routing) == (r.solution.ar_routing is r.solution.mp_routing)


@pytest.mark.parametrize("cls", [RoutingSolution, JointSolution, StrideSelectionSolution, MPMatchingSolution,
                                 DegreeSplitSolution, MinHopsSolution])
def test_malformed_solutions_are_input_errors(cls):
    for bad in (None, [], {"nothing": 1}):
        with pytest.raises(TopomilpInputError):
            cls.from_dict(bad)
