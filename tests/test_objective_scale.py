"""Units must not change answers: every exact problem, solved with its traffic scaled by
1e-6 ... 1e6, reports the same optimum scaled accordingly (and the routing LP agrees
with the independent scipy LP at every scale).

Regression: the routing LP used to minimise time in seconds directly; with 1-byte
transfers that objective is ~1e-9, below HiGHS's absolute tolerances, and HiGHS stopped
at a basis 3.6x worse than the optimum and called it optimal. The models now optimise
dimensionless objectives of order one (``PulpModel.objective_scale``)."""

from __future__ import annotations

import numpy as np
import pytest

from topomilp import workloads as W
from topomilp.exact import solve
from topomilp.exact.degree_split import DegreeSplit
from topomilp.exact.joint import JointTopology
from topomilp.exact.joint.starts import circulant_link_matrices
from topomilp.exact.mp_matching import MPMatching
from topomilp.exact.routing import RoutingProblem
from topomilp.exact.stride_selection import StrideSelection
from topomilp.model import Cluster, Topology, Workload
from topomilp.testing import min_time_lp

SCALES = (1e-6, 1.0, 1e6)
OPTS = {"time_limit": 60, "threads": 1}


def _scaled(workload: Workload, f: float) -> Workload:
    from topomilp.model import AllReduceGroup

    groups = tuple(AllReduceGroup(g.members, g.bytes_per_member * f) for g in workload.groups)
    return Workload(workload.n, groups, workload.mp * f, name=workload.name)


@pytest.mark.parametrize("backend", ["highs", "cbc"])
def test_routing_lp_is_unit_free(backend):
    n = 12
    cluster = Cluster(n, 4)
    topo = Topology(dict(circulant_link_matrices(n, 4, "duplex"))[(1, 5)], "duplex")
    ref = None
    for f in SCALES:
        w = W.all_to_all(n, bytes_per_pair=f)
        r = solve(RoutingProblem(topo, cluster, w, allreduce="mutable"), backend=backend, **OPTS)
        assert r.status == "optimal"
        independent = min_time_lp(topo, cluster, w.mp)
        assert r.objective == pytest.approx(independent, rel=1e-6)
        ref = r.objective / f if ref is None else ref
        assert r.objective / f == pytest.approx(ref, rel=1e-6)


@pytest.mark.parametrize("link_model", ["duplex", "simplex"])
def test_joint_topology_is_unit_free(link_model):
    cluster = Cluster(6, 2, link_model=link_model)
    base = W.dlrm_like(6)
    values = []
    for f in SCALES:
        r = solve(JointTopology(cluster, _scaled(base, f)), backend="highs", **OPTS)
        assert r.status == "optimal"
        values.append(r.objective * f)       # throughput x bytes is unit free
    assert values == pytest.approx([values[0]] * len(values), rel=1e-6)


def test_degree_split_is_unit_free():
    cluster = Cluster(8, 4)
    base = W.dlrm_like(8)
    for routing in ("heuristic", "optimal"):
        values = [solve(DegreeSplit(cluster, _scaled(base, f), routing=routing), backend="highs", **OPTS)
                  for f in SCALES]
        assert all(r.status == "optimal" for r in values)
        per_byte = [r.objective / f for r, f in zip(values, SCALES)]
        assert per_byte == pytest.approx([per_byte[0]] * len(SCALES), rel=1e-6)
        assert len({r.solution.d_allreduce for r in values}) == 1


@pytest.mark.parametrize("objective", ["harmonic", "weighted_hops"])
def test_mp_matching_is_unit_free(objective):
    rng = np.random.default_rng(3)
    t = rng.integers(0, 9, size=(6, 6)).astype(float)
    np.fill_diagonal(t, 0)
    per_unit = []
    for f in SCALES:
        r = solve(MPMatching(6, 2, t * f, objective=objective), backend="highs", **OPTS)
        assert r.status == "optimal"
        per_unit.append(r.objective / f)
    assert per_unit == pytest.approx([per_unit[0]] * len(SCALES), rel=1e-6)


def test_stride_selection_weighted_is_unit_free():
    rng = np.random.default_rng(5)
    traffic = rng.random((12, 12))
    np.fill_diagonal(traffic, 0)
    per_unit = []
    for f in SCALES:
        r = solve(StrideSelection(12, 2, "weighted_hops", "all", traffic=traffic * f), backend="highs", **OPTS)
        assert r.status == "optimal"
        per_unit.append(r.objective / f)
    assert per_unit == pytest.approx([per_unit[0]] * len(SCALES), rel=1e-6)
