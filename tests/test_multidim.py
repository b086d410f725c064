"""Multi-dimensional networks (formulations/multidim.md): the time model against hand
computations, the certified continuous optimum against closed forms (26)-(28), grids and
random feasible points, the integer optimum of HiGHS / CBC / CP-SAT against a brute force
written here, the ASTRA-sim YAML against exact text and a tiny parser, and the CLI."""

from __future__ import annotations

import itertools
import json
import math
import re
from dataclasses import replace

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from topomilp.cli import main as topomilp_main
from topomilp.errors import TopomilpInputError
from topomilp.multidim.astra import astra_yaml, write_astra
from topomilp.multidim.cli import DEFAULT_PLOT, parse_sweep
from topomilp.multidim.cli import main as multidim_main
from topomilp.multidim.continuous import ConvexProgram, solve_convex
from topomilp.multidim.model import (
    RESNET50_PARAMS,
    WORKLOADS,
    Collective,
    CostModel,
    Dimension,
    MDWorkload,
    Network,
    cnn,
    dlrm,
    mlp_params,
    transformer,
)
from topomilp.multidim.optimize import build_program, solve_bandwidth
from topomilp.multidim.ports import (
    AUTO_ENUM_SPLITS,
    PortMILP,
    brute_force_ports,
    count_splits,
    default_backend,
    enumerate_splits,
    round_to_ports,
    solve_ports,
)
from topomilp.multidim.problems import BandwidthProblem, PortProblem, block_allows, unit_profile
from topomilp.multidim.result import Allocation, MDResult
from topomilp.multidim.timing import (
    collective_time,
    dim_bytes,
    latency_steps,
    time_tables,
    times_vectorised,
    traffic_per_dim,
    workload_time,
)

NET3 = Network.parse("Ring:4,FullyConnected:8,Switch:4")
SLOW = settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
FAST = settings(max_examples=40, deadline=None)


def ar(nbytes=1e9, dims=None, count=1):
    return Collective("all_reduce", nbytes, dims, count)


# --------------------------------------------------------------------------- model
def test_network_parse_and_aliases():
    net = Network.parse(" ring:4 , fc:8,SWITCH:2")
    assert net.blocks == ("Ring", "FullyConnected", "Switch")
    assert net.sizes == (4, 8, 2) and net.npus == 64 and str(net) == "Ring:4,FullyConnected:8,Switch:2"
    assert Network.from_dict(net.to_dict()) == net
    assert Network([("Ring", 2), {"block": "Switch", "size": 3}]).sizes == (2, 3)


@pytest.mark.parametrize("text, rule", [
    ("Ring:1", "integer >= 2"), ("Ring:0", "integer >= 2"), ("Torus:4", "one of"), ("Ring4", "Block:size"),
    ("Ring:x", "integer >= 2"), ("", "Ring:4"), ("Ring:4,,Switch:2", "Block:size"), ("Ring:-3", "integer >= 2"),
    (":4", "Block:size"),
])
def test_network_parse_rejects(text, rule):
    with pytest.raises(TopomilpInputError) as e:
        Network.parse(text)
    assert e.value.field == "--dims" and rule in e.value.rule


def test_dimension_and_collective_validation():
    with pytest.raises(TopomilpInputError, match="size"):
        Dimension("Ring", 1)
    with pytest.raises(TopomilpInputError, match="size"):
        Dimension("Ring", 2.5)
    with pytest.raises(TopomilpInputError, match="kind"):
        Collective("broadcast", 1.0)
    with pytest.raises(TopomilpInputError, match="bytes"):
        Collective("all_reduce", -1.0)
    with pytest.raises(TopomilpInputError, match="bytes"):
        Collective("all_reduce", float("nan"))
    with pytest.raises(TopomilpInputError, match="repeat"):
        Collective("all_reduce", 1.0, (0, 0))
    with pytest.raises(TopomilpInputError, match="count"):
        Collective("all_reduce", 1.0, None, 0)
    with pytest.raises(TopomilpInputError, match=">= 0"):
        Collective("all_reduce", 1.0, (-1,))
    assert Collective("all_to_all", 5, [2, 0]).dims == (0, 2)          # dimension order
    w = MDWorkload((ar(dims=(0, 3)),))
    with pytest.raises(TopomilpInputError) as e:
        w.check(NET3)
    assert e.value.field == "collectives[0].dims" and "< 3" in e.value.rule


def test_workload_json_form_exactly():
    data = {"collectives": [{"kind": "all_reduce", "bytes": 1e9, "dims": [0, 1, 2], "count": 1}], "compute_s": 0.0}
    w = MDWorkload.from_dict(data)
    assert w.to_dict() == data
    assert json.loads(json.dumps(w.to_dict())) == data
    no_dims = MDWorkload.from_dict({"collectives": [{"kind": "all_gather", "bytes": 3}]})
    assert no_dims.collectives[0].dims is None and no_dims.compute_s == 0.0
    assert MDWorkload.from_dict(no_dims.to_dict()) == no_dims
    with pytest.raises(TopomilpInputError, match=r"collectives\[0\]\.kind"):
        MDWorkload.from_dict({"collectives": [{"kind": "scatter", "bytes": 1}]})
    with pytest.raises(TopomilpInputError):
        MDWorkload.from_dict({"collectives": [], "extra": 1})


def test_builtin_workloads_formulas():
    # (W1): Megatron TP all-reduce b*s*h*e, 4L times; DP 12 h^2 e / p_TP per layer, L times
    w = transformer(NET3)
    (tp, dp) = w.collectives
    assert (tp.kind, tp.bytes, tp.dims, tp.count) == ("all_reduce", 1 * 2048 * 12288 * 2.0, (0,), 4 * 96)
    assert (dp.kind, dp.dims, dp.count) == ("all_reduce", (1, 2), 96)
    assert dp.bytes == pytest.approx(12 * 12288 ** 2 * 2 / 4)
    assert len(transformer(Network.parse("Ring:8")).collectives) == 1
    # (W2): hand count of the DLRM MLPs
    bottom = 13 * 512 + 512 + 512 * 256 + 256 + 256 * 128 + 128
    inter = 128 + 64 * 65 // 2
    top = inter * 1024 + 1024 + 1024 * 1024 + 1024 + 1024 * 512 + 512 + 512 * 256 + 256 + 256 + 1
    a2a, mlp = dlrm(NET3).collectives
    assert (a2a.kind, a2a.bytes, a2a.count, a2a.dims) == ("all_to_all", 64 * 512 * 128 * 4.0, 2, None)
    assert (mlp.kind, mlp.bytes) == ("all_reduce", 4.0 * (bottom + top))
    assert mlp_params([3, 2, 1]) == 3 * 2 + 2 + 2 * 1 + 1
    # (W3)
    (g,) = cnn(NET3, buckets=4).collectives
    assert g.bytes * g.count == RESNET50_PARAMS * 4 and g.count == 4
    for fn in WORKLOADS.values():
        fn(NET3).check(NET3)


def test_cost_model():
    net = Network.parse("Ring:2,Switch:4")          # 8 NPUs
    cm = CostModel(link=(1.0, 2.0), nic=0.5, switch=3.0, fixed=7.0)
    kappa, k0 = cm.coefficients(net)
    assert kappa == (8 * 1.5, 8 * (2.0 + 0.5 + 3.0)) and k0 == 7.0
    assert cm.cost(net, (10.0, 1.0)) == 7.0 + 120.0 + 44.0
    assert CostModel.from_dict(cm.to_dict()) == cm
    with pytest.raises(TopomilpInputError):
        CostModel(link=-1.0)
    with pytest.raises(TopomilpInputError, match="one entry per dimension"):
        CostModel(link=(1.0, 2.0, 3.0)).coefficients(net)


# --------------------------------------------------------------------------- timing
def test_dim_bytes_by_hand():
    # Ring:4, FC:8, Switch:4; m = 64
    assert dim_bytes(NET3, ar(64.0)) == (2 * 64 * 3 / 4, 2 * 16 * 7 / 8, 2 * 2 * 3 / 4)
    assert dim_bytes(NET3, Collective("reduce_scatter", 64.0)) == (48.0, 14.0, 1.5)
    # all_gather in reverse: Switch first with m, then FC with 4m, then Ring with 32m
    assert dim_bytes(NET3, Collective("all_gather", 1.0)) == (3 * 32.0, 7 * 4.0, 3.0)
    assert dim_bytes(NET3, Collective("all_to_all", 64.0)) == (48.0, 56.0, 48.0)
    assert dim_bytes(NET3, ar(64.0, (1, 2))) == (0.0, 2 * 64 * 7 / 8, 2 * 8 * 3 / 4)


def test_latency_steps_convention():
    assert [latency_steps("Ring", k, 5) for k in ("all_reduce", "reduce_scatter", "all_gather", "all_to_all")] == \
        [8, 4, 4, 4]
    assert [latency_steps(b, "all_reduce", 5) for b in ("FullyConnected", "Switch")] == [2, 2]
    assert latency_steps("Switch", "all_to_all", 9) == 1


def test_collective_time_models():
    bw = (10.0, 20.0, 5.0)
    c = ar(8e9)
    b = dim_bytes(NET3, c)
    per = [b[d] / (bw[d] * 1e9) for d in range(3)]
    assert collective_time(NET3, c, bw) == max(per)
    assert collective_time(NET3, c, bw, "sum") == pytest.approx(sum(per))
    lat = collective_time(NET3, c, bw, "max", latency_ns=(100.0, 0.0, 0.0))
    assert lat == max(per[0] + 6 * 100e-9, per[1], per[2])
    w = MDWorkload((c, Collective("all_to_all", 1e9, (2,), 3)), compute_s=0.5)
    assert workload_time(NET3, w, bw) == pytest.approx(0.5 + max(per) + 3 * 0.75e9 / 5e9)
    assert collective_time(NET3, c, (0.0, 1.0, 1.0)) == math.inf


@FAST
@given(st.lists(st.integers(2, 6), min_size=1, max_size=4), st.integers(0, 2 ** 16), st.floats(1.0, 1e10))
def test_profile_matches_evaluator_and_allreduce_is_rs_plus_ag(sizes, mask_seed, m):
    net = Network(tuple(Dimension("Switch", p) for p in sizes))
    D = len(sizes)
    rng = np.random.default_rng(mask_seed)
    span = tuple(sorted(rng.choice(D, size=int(rng.integers(1, D + 1)), replace=False).tolist()))
    for kind in ("all_reduce", "reduce_scatter", "all_gather", "all_to_all"):
        ev = dim_bytes(net, Collective(kind, m, span))
        prof = unit_profile(net, kind, span)
        for d in range(D):
            assert ev[d] == pytest.approx(m * prof.get(d, 0.0), rel=1e-12)
    n_span = math.prod(sizes[d] for d in span)
    rs = dim_bytes(net, Collective("reduce_scatter", m, span))
    ag = dim_bytes(net, Collective("all_gather", m / n_span, span))
    assert dim_bytes(net, Collective("all_reduce", m, span)) == pytest.approx([a + b for a, b in zip(rs, ag)])


def test_vectorised_times_match_scalar():
    rng = np.random.default_rng(1)
    w = dlrm(NET3)
    w = MDWorkload(w.collectives + transformer(NET3).collectives + (Collective("all_gather", 5e6, (0, 2)),), 0.1)
    bws = rng.uniform(1.0, 500.0, size=(7, 3))
    for model in ("max", "sum"):
        vec = times_vectorised(time_tables(NET3, w, 300.0), w.compute_s, bws, model)
        for i in range(7):
            assert vec[i] == pytest.approx(workload_time(NET3, w, bws[i], model, 300.0), rel=1e-12)


# --------------------------------------------------------------------------- continuous
def closed_forms(net, nbytes, T):
    B = dim_bytes(net, ar(nbytes))
    return B, sum(B) / (T * 1e9), sum(math.sqrt(b) for b in B) ** 2 / (T * 1e9)


@SLOW
@given(st.lists(st.sampled_from(["Ring", "FullyConnected", "Switch"]), min_size=1, max_size=4),
       st.lists(st.integers(2, 16), min_size=4, max_size=4), st.floats(10.0, 5000.0), st.floats(1e6, 1e10))
def test_closed_form_max_model_proportional_to_bytes(blocks, sizes, T, nbytes):
    net = Network(tuple(Dimension(b, p) for b, p in zip(blocks, sizes)))
    B, t_max, _ = closed_forms(net, nbytes, T)
    r = solve_bandwidth(BandwidthProblem(net, MDWorkload((ar(nbytes),)), T))
    assert r.status == "optimal" and r.gap <= 1e-6 and r.bound <= r.objective
    assert r.objective == pytest.approx(t_max, rel=1e-6)
    assert r.bound <= t_max * (1 + 1e-12)
    for d in range(net.n_dims):
        assert r.bandwidth_GBps[d] == pytest.approx(T * B[d] / sum(B), rel=1e-4)


@SLOW
@given(st.lists(st.integers(2, 16), min_size=1, max_size=4), st.floats(10.0, 5000.0))
def test_closed_form_sum_model_sqrt(sizes, T):
    net = Network(tuple(Dimension("Ring", p) for p in sizes))
    B, _, t_sum = closed_forms(net, 1e9, T)
    r = solve_bandwidth(BandwidthProblem(net, MDWorkload((ar(1e9),)), T, model="sum"))
    assert r.status == "optimal"
    assert r.objective == pytest.approx(t_sum, rel=1e-6) and r.bound <= t_sum * (1 + 1e-12)
    s = sum(math.sqrt(b) for b in B)
    for d in range(net.n_dims):
        # the sum model is smooth at its optimum: a 1e-6 objective gap leaves ~1e-3 x T in the split
        assert r.bandwidth_GBps[d] == pytest.approx(T * math.sqrt(B[d]) / s, abs=2e-3 * T)


@pytest.mark.parametrize("K, k0, T", [(0.01, 5e4, 1e4), (0.05, 1e3, 1e4), (0.001, 1e6, 300.0)])
def test_closed_form_time_cost(K, k0, T):
    """(28): min_S (K + u/S)(k0 + k S), S* = sqrt(u k0 / (K k)) clipped to T."""
    net = Network.parse("Ring:4,Switch:8")
    w = MDWorkload((ar(4e9),), compute_s=K)
    cm = CostModel(link=1.0, fixed=k0)
    k = net.npus * 1.0
    u = sum(dim_bytes(net, ar(4e9))) / 1e9
    S = min(T, math.sqrt(u * k0 / (K * k)))
    expect = (K + u / S) * (k0 + k * S)
    r = solve_bandwidth(BandwidthProblem(net, w, T, "<=", cost=cm, objective="time-cost"))
    assert r.status == "optimal" and r.objective == pytest.approx(expect, rel=1e-6)
    assert sum(r.bandwidth_GBps) == pytest.approx(S, rel=1e-3)
    assert r.bound <= expect * (1 + 1e-9)
    assert r.objective == pytest.approx(r.time_s * r.cost, rel=1e-12)


def test_time_cost_two_dims_against_grid():
    """Unequal prices, '<=': a dense 2-D grid (then a local refinement) never beats the
    certified bound, and the optimum is within 1e-6 of the grid's best."""
    net = Network.parse("Ring:4,Switch:8")
    w = MDWorkload((ar(2e9), Collective("all_to_all", 5e8, (1,), 3)), compute_s=0.02)
    p = BandwidthProblem(net, w, 800.0, "<=", cost=CostModel(link=(1.0, 4.0), fixed=2e4), objective="time-cost",
                         latency_ns=1000.0)
    r = solve_bandwidth(p)
    assert r.status == "optimal"

    def f(x0, x1):
        return p.evaluate((x0, x1))[2]

    # the coarse grid with the vectorised evaluator (equal to the scalar one: test above)
    xs = np.linspace(1.0, 799.0, 400)
    pts = np.array([(a, b) for a in xs for b in xs if a + b <= 800.0])
    kappa, k0 = p.cost.coefficients(net)
    vals = times_vectorised(time_tables(net, w, 1000.0), w.compute_s, pts, "max") * (k0 + pts @ np.array(kappa))
    a, b = pts[int(np.argmin(vals))]
    assert f(a, b) == pytest.approx(float(vals.min()), rel=1e-12)
    for step in (2.0, 0.5, 0.1, 0.02):
        cands = [(f(a + i * step, b + j * step), a + i * step, b + j * step)
                 for i in range(-4, 5) for j in range(-4, 5)
                 if a + i * step > 0 and b + j * step > 0 and a + b + (i + j) * step <= 800.0]
        best = min(cands)
        _, a, b = best
    assert best[0] >= r.bound * (1 - 1e-12)                  # nothing beats the certified bound
    assert r.objective <= best[0] * (1 + 1e-6)                # the optimum is within its gap of the grid
    assert best[0] <= r.objective * (1 + 1e-4)


@SLOW
@given(st.integers(0, 10 ** 6), st.sampled_from(["max", "sum"]), st.sampled_from(["time", "time-cost"]),
       st.sampled_from([0.0, 500.0]))
def test_optimum_beats_random_feasible_points_and_baselines(seed, model, objective, lat):
    rng = np.random.default_rng(seed)
    net = Network.parse("Ring:4,FullyConnected:4,Switch:2")
    cs = []
    for _ in range(int(rng.integers(1, 6))):
        kind = ["all_reduce", "reduce_scatter", "all_gather", "all_to_all"][int(rng.integers(4))]
        span = tuple(sorted(rng.choice(3, size=int(rng.integers(1, 4)), replace=False).tolist()))
        cs.append(Collective(kind, float(rng.integers(1, 100)) * 1e7, span, int(rng.integers(1, 4))))
    w = MDWorkload(tuple(cs), float(rng.uniform(0, 0.05)))
    T = float(rng.uniform(50, 2000))
    p = BandwidthProblem(net, w, T, "=", cost=CostModel(link=(1.0, 2.0, 0.5), fixed=1e4), objective=objective,
                         model=model, latency_ns=lat)
    r = solve_bandwidth(p)
    assert r.status == "optimal" and r.gap <= 1e-6 and r.verified
    assert r.bound <= r.objective
    for b in r.baselines:      # nothing beats the bound; the optimum is within its gap of anything
        assert b.feasible and b.objective >= r.bound * (1 - 1e-12) and r.objective <= b.objective * (1 + 1e-6)
    for x in rng.dirichlet(np.ones(3), size=200) * T:
        assert p.evaluate(tuple(x))[2] >= r.bound * (1 - 1e-12)


def test_constraints_min_max_budget_respected():
    w = cnn(NET3)
    p = BandwidthProblem(NET3, w, 1000.0, min_GBps=(0.0, 300.0, 0.0), max_GBps=(500.0, math.inf, 100.0))
    r = solve_bandwidth(p)
    assert r.status == "optimal" and not p.violations(r.bandwidth_GBps)
    assert r.bandwidth_GBps[1] >= 300.0 - 1e-6 and r.bandwidth_GBps[0] <= 500.0 + 1e-6
    # an active budget: cheaper than the unconstrained optimum's cost, '<='
    free = solve_bandwidth(BandwidthProblem(NET3, w, 1000.0, "<="))
    cm = CostModel(link=1.0)
    budget = 0.6 * cm.cost(NET3, free.bandwidth_GBps)
    rb = solve_bandwidth(BandwidthProblem(NET3, w, 1000.0, "<=", cost=cm, budget=budget))
    assert rb.status == "optimal" and rb.cost <= budget * (1 + 1e-7)
    # max model, one collective: time = sum B / S with S = budget / (N * 1), (26)
    assert rb.time_s == pytest.approx(sum(dim_bytes(NET3, w.collectives[0])) / (budget / NET3.npus) / 1e9, rel=1e-6)


@pytest.mark.parametrize("kwargs, reason", [
    (dict(min_GBps=(600.0, 600.0, 0.0)), "sum to"),
    (dict(min_GBps=(0.0, 50.0, 0.0), max_GBps=(100.0, 40.0, 100.0)), "exceeds its maximum"),
    (dict(max_GBps=(100.0, 100.0, 100.0)), "maximum bandwidths sum"),
    (dict(budget=1000.0), "cheapest"),
    (dict(min_GBps=(2000.0, 0.0, 0.0)), "exceeds the total"),
])
def test_contradicting_constraints_are_infeasible_with_reason(kwargs, reason):
    r = solve_bandwidth(BandwidthProblem(NET3, cnn(NET3), 1000.0, **kwargs))
    assert r.status == "infeasible" and reason in r.message
    assert r.objective is None and r.bandwidth_GBps is None and r.bound is None


def test_time_cost_without_minimum_is_rejected():
    w = MDWorkload((ar(),), compute_s=0.1)
    with pytest.raises(TopomilpInputError) as e:
        BandwidthProblem(NET3, w, 100.0, "<=", objective="time-cost")
    assert e.value.field == "objective" and "no minimum" in e.value.rule
    with pytest.raises(TopomilpInputError, match="positive price"):
        BandwidthProblem(NET3, w, 100.0, "=", cost=CostModel(link=(1.0, 0.0, 1.0)), objective="time-cost")
    # homogeneous (no compute, no latency): scale-invariant, solved; value = u * k (28 with K = 0)
    r = solve_bandwidth(BandwidthProblem(NET3, MDWorkload((ar(),)), 100.0, "<=", objective="time-cost"))
    assert r.status == "optimal"
    assert r.objective == pytest.approx(sum(dim_bytes(NET3, ar())) / 1e9 * NET3.npus, rel=1e-6)


def test_unused_dimension_gets_its_minimum():
    w = MDWorkload((ar(1e9, (0, 2)),))
    r = solve_bandwidth(BandwidthProblem(NET3, w, 900.0, min_GBps=(0.0, 25.0, 0.0)))
    assert r.status == "optimal" and r.bandwidth_GBps[1] == pytest.approx(25.0, abs=1e-6)
    B = dim_bytes(NET3, w.collectives[0])
    assert r.time_s == pytest.approx((B[0] + B[2]) / (875.0 * 1e9), rel=1e-6)


def test_bad_problem_fields():
    with pytest.raises(TopomilpInputError, match="total_GBps"):
        BandwidthProblem(NET3, cnn(NET3), 0.0)
    with pytest.raises(TopomilpInputError, match="total_sense"):
        BandwidthProblem(NET3, cnn(NET3), 10.0, ">=")
    with pytest.raises(TopomilpInputError, match="model"):
        BandwidthProblem(NET3, cnn(NET3), 10.0, model="avg")
    with pytest.raises(TopomilpInputError, match="min_GBps"):
        BandwidthProblem(NET3, cnn(NET3), 10.0, min_GBps=(1.0, 2.0))
    with pytest.raises(TopomilpInputError, match="latency_ns"):
        BandwidthProblem(NET3, cnn(NET3), 10.0, latency_ns=-1.0)
    with pytest.raises(TopomilpInputError, match=r"collectives\[1\]\.dims"):
        BandwidthProblem(Network.parse("Ring:4"), transformer(NET3), 10.0)
    with pytest.raises(TopomilpInputError, match="ports"):
        PortProblem(NET3, cnn(NET3), 0, 10.0)
    with pytest.raises(TopomilpInputError, match="port_GBps"):
        PortProblem(NET3, cnn(NET3), 4, -1.0)


def test_lagrangian_bound_is_a_bound_for_any_multipliers():
    """(17) with random (made-valid) multipliers never exceeds the optimum."""
    p = BandwidthProblem(NET3, transformer(NET3), 1000.0, cost=CostModel(fixed=1e4), objective="time-cost",
                         latency_ns=200.0)
    prog, sigma, unit, _ = build_program(p)
    opt = solve_bandwidth(p).objective / unit
    rng = np.random.default_rng(0)
    for _ in range(50):
        lb = prog.lagrangian_bound(rng.uniform(0, 2, len(prog.c)), rng.normal(0, 1, len(prog.rlo)),
                                   rng.uniform(0.1, 1, prog.J))
        assert lb <= opt * (1 + 1e-12)


def test_results_round_trip_and_determinism():
    p = BandwidthProblem(NET3, dlrm(NET3), 700.0, latency_ns=100.0)
    r1, r2 = solve_bandwidth(p), solve_bandwidth(p)
    assert r1.bandwidth_GBps == r2.bandwidth_GBps and r1.objective == r2.objective and r1.bound == r2.bound
    d = r1.to_dict()
    assert MDResult.from_dict(json.loads(json.dumps(d))).to_dict() == d
    assert r1.speedup("equal") == pytest.approx(r1.baseline("equal").time_s / r1.time_s)
    assert BandwidthProblem.from_dict(json.loads(json.dumps(p.to_dict()))).to_dict() == p.to_dict()
    a = r1.baseline("proportional")
    assert Allocation.from_dict(a.to_dict()) == a
    tr = traffic_per_dim(NET3, p.workload)
    assert a.bandwidth_GBps == pytest.approx([700.0 * t / sum(tr) for t in tr])
    with pytest.raises(TopomilpInputError):
        MDResult.from_dict({**d, "status": "great"})


# --------------------------------------------------------------------------- integer
def brute(problem: PortProblem):
    """Independent brute force: every split, scalar evaluator, ties by smallest split."""
    best = None
    for n in itertools.product(*(range(1, problem.ports + 1) for _ in problem.network.dims)):
        if sum(n) > problem.ports or problem.violation(n) is not None:
            continue
        bw = [k * problem.port_GBps for k in n]
        t = workload_time(problem.network, problem.workload, bw, problem.model, problem.latency_ns)
        v = t * problem.cost.cost(problem.network, bw) if problem.objective == "time-cost" else t
        if best is None or (v, n) < best:
            best = (v, n)
    return best


def test_block_rules():
    assert [n for n in range(1, 9) if block_allows("Ring", 5, n)] == [2, 4, 6, 8]
    assert [n for n in range(1, 13) if block_allows("FullyConnected", 5, n)] == [4, 8, 12]
    assert [n for n in range(1, 4) if block_allows("Switch", 5, n)] == [1, 2, 3]
    p = PortProblem(NET3, cnn(NET3), 16, 25.0, max_GBps=(100.0, math.inf, math.inf))
    assert p.valid_counts(0) == (2, 4) and p.valid_counts(1) == (7, 14) and p.valid_counts(2) == tuple(range(1, 17))
    assert "block rule" in p.violation((3, 7, 1)) and "ports" in p.violation((4, 14, 1))


@pytest.mark.parametrize("objective", ["time", "time-cost"])
@pytest.mark.parametrize("model", ["max", "sum"])
@pytest.mark.parametrize("lat", [0.0, 700.0])
def test_bruteforce_milp_cpsat_agree(objective, model, lat):
    w = MDWorkload(dlrm(NET3).collectives + transformer(NET3).collectives, 0.01)
    p = PortProblem(NET3, w, 18, 40.0, cost=CostModel(link=(1.0, 2.0, 1.0), switch=3.0, fixed=5e4),
                    objective=objective, model=model, latency_ns=lat)
    v, n = brute(p)
    rb = brute_force_ports(p)
    assert rb.ports == n and rb.objective == v
    for backend in ("highs", "cbc", "cpsat"):
        r = solve_ports(p, backend=backend, baselines=(backend == "highs"))
        assert r.status == "optimal" and r.verified, (backend, r.message)
        assert r.objective == pytest.approx(v, rel=1e-9)
        if backend == "cpsat":
            assert r.ports == n and r.objective == v           # the exact argmin, brute force's tie rule
    relax = solve_bandwidth(p.relaxation())
    assert relax.status == "optimal" and relax.bound <= v * (1 + 1e-9)


def test_cbc_preprocessing_does_not_drop_the_optimum():
    """The case hypothesis found (``test_integer_property``, seed 324271, time, sum): with
    its CGL preprocessing on, CBC 2.10.3 fixed the optimal split (1, 2) away and answered
    (2, 1), 0.14 s against 0.078 s, as "optimal" (docs/solver-notes.md, "CBC
    preprocessing"). Every backend must now agree with the brute force."""
    net = Network((Dimension("Switch", 3), Dimension("FullyConnected", 2)))
    w = MDWorkload((Collective("all_reduce", 3e7, (0, 1), 1), Collective("all_reduce", 3.5e8, (1,), 1),
                    Collective("all_gather", 4.6e8, (1,), 2)), 0.01)
    p = PortProblem(net, w, 5, 10.0, cost=CostModel(link=1.0, fixed=100.0), budget=331.38151841384564,
                    objective="time", model="sum", latency_ns=0.0)
    expect = brute(p)
    assert expect[1] == (1, 2)
    for backend in ("highs", "cbc", "cpsat"):
        r = solve_ports(p, backend=backend, baselines=False)
        assert r.status == "optimal" and r.ports == expect[1], (backend, r.ports)
        assert r.objective == pytest.approx(expect[0], rel=1e-9)


@SLOW
@given(st.integers(0, 10 ** 6), st.sampled_from(["time", "time-cost"]), st.sampled_from(["max", "sum"]))
def test_integer_property(seed, objective, model):
    rng = np.random.default_rng(seed)
    blocks = ["Ring", "FullyConnected", "Switch"]
    D = int(rng.integers(1, 4))
    net = Network(tuple(Dimension(blocks[int(rng.integers(3))], int(rng.integers(2, 5))) for _ in range(D)))
    cs = []
    for _ in range(int(rng.integers(1, 5))):
        kind = ["all_reduce", "reduce_scatter", "all_gather", "all_to_all"][int(rng.integers(4))]
        span = tuple(sorted(rng.choice(D, size=int(rng.integers(1, D + 1)), replace=False).tolist()))
        cs.append(Collective(kind, float(rng.integers(1, 50)) * 1e7, span, int(rng.integers(1, 3))))
    w = MDWorkload(tuple(cs), float(rng.choice([0.0, 0.01])))
    P = int(rng.integers(D, 13))
    budget = None if rng.random() < 0.5 else float(rng.uniform(0.3, 1.0)) * net.npus * P * 10.0 + 100.0
    p = PortProblem(net, w, P, 10.0, cost=CostModel(link=1.0, fixed=100.0), budget=budget, objective=objective,
                    model=model, latency_ns=float(rng.choice([0.0, 300.0])))
    expect = brute(p)
    for backend in ("highs", "cbc", "cpsat"):
        r = solve_ports(p, backend=backend, baselines=False)
        if expect is None:
            assert r.status == "infeasible"
            continue
        assert r.status == "optimal", r.message
        assert r.objective == pytest.approx(expect[0], rel=1e-9)
        if backend == "cpsat":
            assert (r.objective, r.ports) == expect
    if expect is not None:
        relax = solve_bandwidth(p.relaxation(), baselines=False)
        # (22): the relaxation's proven bound is a lower bound on every split (its objective
        # is a feasible point within the solver's gap: 2e-8 above the split at seed 115)
        assert relax.bound <= expect[0] * (1 + 1e-9)
        assert relax.objective * (1 - relax.gap) <= expect[0] * (1 + 1e-9)


def test_relaxation_lower_bounds_every_split():
    p = PortProblem(NET3, transformer(NET3), 24, 25.0, latency_ns=100.0)
    relax = solve_bandwidth(p.relaxation())
    splits = [n for n in itertools.product(*(p.valid_counts(d) for d in range(3))) if sum(n) <= 24]
    assert splits
    for n in splits:
        assert p.evaluate(n)[0] >= relax.objective * (1 - 1e-9)


def test_integer_infeasible_and_baselines():
    p = PortProblem(NET3, cnn(NET3), 6, 25.0)      # FullyConnected:8 needs 7 ports
    for backend in ("highs", "cbc", "cpsat", "bruteforce"):
        r = solve_ports(p, backend=backend)
        assert r.status == "infeasible" and "FullyConnected" in r.message and r.ports is None
    p = PortProblem(NET3, cnn(NET3), 16, 25.0, budget=1.0)
    assert solve_ports(p).status == "infeasible"
    p = PortProblem(NET3, transformer(NET3), 20, 25.0)
    r = solve_ports(p)
    assert r.backend == "bruteforce"            # auto: 40 splits, enumerated
    assert {b.name for b in r.baselines} == {"equal", "proportional", "rounded"}
    for b in r.baselines:
        assert b.feasible and p.violation(b.ports) is None and b.objective >= r.objective * (1 - 1e-12)
    eq, _ = round_to_ports(p, [20 / 3] * 3)
    assert eq == r.baseline("equal").ports and sum(eq) <= 20
    assert MDResult.from_dict(json.loads(json.dumps(r.to_dict()))).to_dict() == r.to_dict()
    with pytest.raises(TopomilpInputError, match="backend"):
        solve_ports(p, backend="gurobi")


@pytest.mark.parametrize("dims, P, lo", [("Ring:4,FullyConnected:8,Switch:4", 24, None),
                                         ("Ring:2,Switch:3,FullyConnected:3,Switch:2", 13, (0, 20.0, 0, 0)),
                                         ("FullyConnected:5,Ring:3", 7, None), ("FullyConnected:9", 7, None)])
def test_split_count_and_enumeration_match_itertools(dims, P, lo):
    net = Network.parse(dims)
    p = PortProblem(net, cnn(net), P, 10.0, min_GBps=lo)
    every = [n for n in itertools.product(*(range(1, P + 1) for _ in net.dims))
             if sum(n) <= P and p.violation(n) is None]
    assert list(enumerate_splits(p)) == every          # lexicographic, like itertools
    assert count_splits(p) == len(every)


def test_auto_backend_enumerates_small_and_solves_large():
    w = MDWorkload((ar(1e9), Collective("all_to_all", 1e8, (1, 2))))
    small = PortProblem(NET3, w, 32, 50.0)
    assert count_splits(small) <= AUTO_ENUM_SPLITS and default_backend(small) == "bruteforce"
    net = Network.parse("Ring:4,Switch:8,Switch:8,Switch:4")
    big = PortProblem(net, w, 160, 5.0)
    assert count_splits(big) > AUTO_ENUM_SPLITS
    assert default_backend(big) == "highs"
    assert default_backend(replace(big, objective="time-cost", cost=CostModel(fixed=1.0))) == "cpsat"
    r = solve_ports(big, baselines=False)       # HiGHS on 1.3e7 splits (beyond auto's enumeration)
    assert r.backend == "highs" and r.status == "optimal" and r.verified
    # CP-SAT agrees on the optimum value; the relaxation's optimum bounds it from below
    rc = solve_ports(big, backend="cpsat", baselines=False)
    assert rc.status == "optimal" and rc.objective == pytest.approx(r.objective, rel=1e-9)
    assert solve_bandwidth(big.relaxation(), baselines=False).objective <= r.objective * (1 + 1e-9)


def test_unproven_integer_answer_keeps_best_split_and_relaxation_bound(monkeypatch):
    """A backend that stops without proof (simulated: CP-SAT returns a poor split and no
    bound): the answer is the best known split (here a baseline), status stays
    'feasible', and the bound is the relaxation's certified one (22)."""
    import topomilp.multidim.ports as ports_mod

    p = PortProblem(NET3, transformer(NET3), 20, 25.0)
    worst = max(enumerate_splits(p), key=lambda n: p.evaluate(n)[0])
    from topomilp.exact.result import Answer

    monkeypatch.setattr(ports_mod, "_solve_cpsat",
                        lambda *a, **k: Answer("feasible", solution=worst, message="stopped"))
    r = solve_ports(p, backend="cpsat")
    best_baseline = min((b for b in r.baselines if b.feasible), key=lambda b: b.objective)
    assert r.status == "feasible" and r.ports == best_baseline.ports and "baseline is better" in r.message
    relax = solve_bandwidth(p.relaxation(), baselines=False)
    assert r.bound == relax.bound and r.bound <= brute(p)[0] <= r.objective
    assert r.gap == pytest.approx((r.objective - r.bound) / r.objective)
    r2 = solve_ports(p, backend="cpsat", baselines=False)      # no baselines: the solver's split, same bound
    assert r2.status == "feasible" and r2.ports == worst and r2.bound == relax.bound


def test_milp_tables_are_exact():
    """The MILP's objective on its own split equals the evaluator (no discretisation)."""
    p = PortProblem(NET3, dlrm(NET3), 20, 30.0, latency_ns=500.0)
    m = PortMILP(p)
    r = solve_ports(p, backend="highs", baselines=False)
    assert m.verify(r.ports) == r.objective == p.evaluate(r.ports)[0]


# --------------------------------------------------------------------------- ASTRA
def tiny_yaml(text: str) -> dict:
    """Enough YAML for the ASTRA file: ``key: [ a, b ]  # comment`` lines."""
    out = {}
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        m = re.fullmatch(r"(\w+):\s*\[(.*)\]", line)
        assert m, line
        items = [s.strip() for s in m.group(2).split(",")]
        out[m.group(1)] = [int(s) if re.fullmatch(r"-?\d+", s) else float(s) if re.fullmatch(r"[-+.\deE]+", s)
                           else s for s in items]
    return out


def test_astra_yaml_exact_text_and_parse(tmp_path):
    text = astra_yaml(NET3, [250.0, 500.25, 1 / 3], (500, 600, 700.5))
    assert text.splitlines()[2:] == [
        "topology: [ Ring, FullyConnected, Switch ]",
        "npus_count: [ 4, 8, 4 ]",
        "bandwidth: [ 250.0, 500.25, 0.3333333333333333 ]  # GB/s",
        "latency: [ 500.0, 600.0, 700.5 ]  # ns",
    ]
    path = write_astra(tmp_path / "net.yml", NET3, [250.0, 500.25, 1 / 3], 100.0)
    data = tiny_yaml(open(path).read())
    assert data == {"topology": ["Ring", "FullyConnected", "Switch"], "npus_count": [4, 8, 4],
                    "bandwidth": [250.0, 500.25, 1 / 3], "latency": [100.0, 100.0, 100.0]}
    with pytest.raises(TopomilpInputError, match="bandwidth"):
        astra_yaml(NET3, [1.0, 0.0, 1.0])


# --------------------------------------------------------------------------- CLI
def cli(argv):
    """``topomilp multidim ...`` through the real entry point (topomilp.cli.main)."""
    return topomilp_main(["multidim", *argv])


def test_cli_json_matches_closed_form(capsys, tmp_path):
    yml = tmp_path / "n.yml"
    rc = cli(["--dims", "Ring:4,FullyConnected:8,Switch:4", "--total-bandwidth", "1000", "--workload", "cnn",
              "--json", "--export-astra", str(yml), "--latency-ns", "0"])
    assert rc == 0
    doc = json.loads(capsys.readouterr().out)
    assert set(doc) >= {"dims", "bandwidth_GBps", "ports", "time_s", "status", "bound", "gap", "baselines"}
    assert doc["status"] == "optimal" and doc["ports"] is None and doc["gap"] <= 1e-6
    assert set(doc["baselines"]) == {"equal", "proportional"}
    B = dim_bytes(NET3, cnn(NET3).collectives[0])                  # (26): proportional to the bytes
    assert doc["bandwidth_GBps"] == pytest.approx([1000 * b / sum(B) for b in B], rel=1e-4)
    assert doc["time_s"] == pytest.approx(sum(B) / 1e12, rel=1e-6)
    assert doc["dims"][1] == {"block": "FullyConnected", "size": 8}
    assert tiny_yaml(yml.read_text())["bandwidth"] == doc["bandwidth_GBps"]


def test_cli_ports_table_sweep_plot(capsys, tmp_path):
    wfile = tmp_path / "w.json"
    MDWorkload((ar(2e9), Collective("all_to_all", 1e8, (1, 2), 4)), 0.0).save(wfile)
    png = tmp_path / "s.png"
    rc = cli(["--dims", "Ring:4,FullyConnected:8,Switch:4", "--workload", str(wfile), "--ports", "16",
              "--port-bandwidth", "50", "--sweep-total", "100:500:5", "--plot", str(png)])
    out = capsys.readouterr().out
    assert rc == 0 and "optimal" in out and "proportional" in out and "rounded" in out and "sweep" in out
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    rc = cli(["--dims", "Ring:4,FullyConnected:8,Switch:4", "--workload", str(wfile), "--ports", "16",
              "--port-bandwidth", "50", "--backend", "cpsat", "--json", "--sweep-total", "100:400:4",
              "--plot", str(tmp_path / "s.svg")])
    doc = json.loads(capsys.readouterr().out)
    assert doc["files"]["plot"] == str(tmp_path / "s.svg") and (tmp_path / "s.svg").read_text().startswith("<?xml")
    p = PortProblem(NET3, MDWorkload.load(wfile), 16, 50.0)
    assert doc["ports"] == list(brute(p)[1]) and doc["status"] == "optimal" and doc["backend"] == "cpsat"
    assert [row["total_GBps"] for row in doc["sweep"]] == [100.0, 200.0, 300.0, 400.0]
    assert all(r["time_s"]["optimal"] <= r["time_s"]["equal"] for r in doc["sweep"])
    assert doc["continuous"]["status"] == "optimal"


@pytest.mark.parametrize("argv, needle", [
    (["--dims", "Ring:1,Switch:4"], "--dims"),
    (["--dims", "Torus:4"], "--dims"),
    (["--dims", "Ring4"], "--dims"),
    (["--dims", "Ring:4", "--total-bandwidth", "-5"], "--total-bandwidth"),
    (["--dims", "Ring:4", "--objective", "cost"], "--objective"),
    (["--dims", "Ring:4", "--ports", "4"], "--port-bandwidth"),
    (["--dims", "Ring:4", "--sweep-total", "100:50:3"], "--sweep-total"),
    (["--dims", "Ring:4", "--min-bandwidth", "1,2"], "--min-bandwidth"),
    (["--dims", "Ring:4,Switch:2", "--workload", "BAD_KIND"], "kind"),
    (["--dims", "Ring:4,Switch:2", "--workload", "NEG"], "bytes"),
    (["--dims", "Ring:4,Switch:2", "--workload", "RANGE"], "dims"),
    (["--dims", "Ring:4", "--workload", "nosuch"], "--workload"),
    (["--dims", "Ring:4", "--total-bandwidth", "10", "--objective", "time-cost", "--total-sense", "le",
      "--latency-ns", "10"], "objective"),
])
def test_cli_bad_input_one_line_exit_2(argv, needle, capsys, tmp_path):
    files = {"BAD_KIND": {"collectives": [{"kind": "gather", "bytes": 1}]},
             "NEG": {"collectives": [{"kind": "all_reduce", "bytes": -1}]},
             "RANGE": {"collectives": [{"kind": "all_reduce", "bytes": 1, "dims": [0, 5]}]}}
    argv = list(argv)
    if "--workload" in argv:
        i = argv.index("--workload") + 1
        if argv[i] in files:
            f = tmp_path / f"{argv[i]}.json"
            f.write_text(json.dumps(files[argv[i]]))
            argv[i] = str(f)
    else:
        argv += ["--workload", "cnn"]
    if "--total-bandwidth" not in argv and "--ports" not in argv:
        argv += ["--total-bandwidth", "100"]
    rc = cli(argv)
    err = capsys.readouterr().err
    assert rc == 2
    assert err.count("\n") == 1 and err.startswith("topomilp: error: ") and needle in err


def test_parse_sweep():
    assert parse_sweep("100:2000:20")[::19] == [100.0, 2000.0] and len(parse_sweep("100:2000:20")) == 20
    for bad in ("100:2000", "a:b:c", "100:2000:1", "0:10:3"):
        with pytest.raises(TopomilpInputError):
            parse_sweep(bad)


def test_convex_program_value_matches_evaluator():
    p = BandwidthProblem(NET3, dlrm(NET3), 900.0, latency_ns=250.0)
    prog, sigma, unit, decode = build_program(p)
    assert isinstance(prog, ConvexProgram)
    z = np.array([0.3, 0.5, 0.2])
    assert prog.value(z) * unit == pytest.approx(p.evaluate(tuple(decode(z * sigma)))[0], rel=1e-12)


@pytest.mark.parametrize("name", ["", ".model", ".timing", ".problems", ".optimize", ".ports", ".astra", ".cli"])
def test_module_doctests(name):
    import doctest
    import importlib

    res = doctest.testmod(importlib.import_module(f"topomilp.multidim{name}"))
    assert res.attempted > 0 and res.failed == 0


def test_cli_argparse_errors_are_one_line(capsys):
    """Syntax errors of ``topomilp multidim`` (the main parser's CommandParser): one line, exit 2."""
    for argv in (["multidim", "--workload", "cnn"], ["multidim", "--dims", "Ring:4", "--workload", "cnn", "--bogus"]):
        with pytest.raises(SystemExit) as e:
            topomilp_main(argv)
        err = capsys.readouterr().err
        assert e.value.code == 2 and err.count("\n") == 1 and err.startswith("topomilp: error: ")
    with pytest.raises(SystemExit) as e:         # the stand-alone entry uses the same parser class
        multidim_main(["--dims", "Ring:4"])
    assert e.value.code == 2 and capsys.readouterr().err.startswith("topomilp: error: ")


def test_cli_sweep_always_plots_and_checks_outputs_first(capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    rc = cli(["--dims", "Ring:4,Switch:4", "--workload", "cnn", "--sweep-total", "50:100:2", "--json"])
    doc = json.loads(capsys.readouterr().out)
    assert rc == 0 and doc["files"] == {"astra": None, "plot": DEFAULT_PLOT}
    assert (tmp_path / DEFAULT_PLOT).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    # (26) at each total: time = sum_d B_d / T
    B = dim_bytes(Network.parse("Ring:4,Switch:4"), cnn(NET3).collectives[0])
    assert [r["time_s"]["optimal"] for r in doc["sweep"]] == pytest.approx([sum(B) / 50e9, sum(B) / 100e9], rel=1e-6)
    # a bad plot name or a missing directory fails before any solve, exit 2, nothing written
    for argv, needle in ((["--plot", "s.gif"], "--plot"), (["--plot", "nodir/s.png"], "directory"),
                         (["--export-astra", "nodir/n.yml"], "--export-astra")):
        rc = cli(["--dims", "Ring:4,Switch:4", "--workload", "cnn", "--sweep-total", "50:100:2", *argv])
        err = capsys.readouterr().err
        assert rc == 2 and err.count("\n") == 1 and needle in err
    assert sorted(p.name for p in tmp_path.iterdir()) == [DEFAULT_PLOT]


def test_cli_infeasible_reports_reason_and_exports_nothing(capsys, tmp_path):
    yml = tmp_path / "n.yml"
    rc = cli(["--dims", "Ring:4,Switch:4", "--workload", "cnn", "--total-bandwidth", "10", "--min-bandwidth", "6",
              "--json", "--export-astra", str(yml)])
    out = capsys.readouterr()
    doc = json.loads(out.out)
    assert doc["status"] == "infeasible" and "minimum bandwidths sum to 12" in doc["message"]
    assert doc["bandwidth_GBps"] is None and doc["bound"] is None and doc["files"]["astra"] is None
    assert rc == 1 and "no solution to export" in out.err and not yml.exists()
    # integer ports: the block rule makes it infeasible (FullyConnected:8 needs a multiple of 7 ports)
    rc = cli(["--dims", "Ring:4,FullyConnected:8", "--workload", "cnn", "--ports", "6", "--port-bandwidth", "10",
              "--json"])
    doc = json.loads(capsys.readouterr().out)
    assert rc == 0 and doc["status"] == "infeasible" and "multiple of p-1" in doc["message"]
    assert doc["continuous"]["status"] == "optimal"         # the continuous problem (total 60) is feasible


def test_cli_time_cost_table(capsys):
    rc = cli(["--dims", "Ring:4,Switch:8", "--workload", "transformer", "--total-bandwidth", "800",
              "--total-sense", "le", "--objective", "time-cost", "--fixed-cost", "1e5", "--link-cost", "1,3",
              "--model", "sum"])
    out = capsys.readouterr().out
    assert rc == 0 and "time x cost" in out and "optimal," in out and "gap" in out
    assert max(len(line) for line in out.splitlines()) <= 100          # cells wrap in 100 columns


def test_convex_program_checks_its_data():
    ok = dict(K0=0.0, F=np.ones(2), w=np.ones(1), group=np.zeros(2, dtype=int), c=np.zeros(2), Q=np.eye(2),
              A=np.ones((1, 2)), rlo=np.array([1.0]), rup=np.array([1.0]), zlo=np.zeros(2), zhi=np.ones(2))
    prog = ConvexProgram(**ok)
    # min 1/z0 + 1/z1 + max(1/z0, 1/z1) on z0 + z1 = 1: z = (1/2, 1/2), value 6
    res = solve_convex(prog)
    assert res.status == "optimal" and res.upper == pytest.approx(6.0, rel=1e-6) and res.lower <= 6.0 * (1 + 1e-12)
    for field, bad in (("Q", -np.eye(2)), ("F", np.array([1.0, np.nan])), ("zhi", np.array([1.0, np.inf])),
                       ("A", np.ones((2, 2))), ("group", np.array([1, 0]))):
        with pytest.raises(TopomilpInputError, match=field):
            ConvexProgram(**{**ok, field: bad})
    with pytest.raises(TopomilpInputError, match="time_limit"):
        solve_bandwidth(BandwidthProblem(NET3, cnn(NET3), 10.0), time_limit=0)


def test_workload_file_round_trip_written_atomically(tmp_path):
    w = MDWorkload((ar(3e8, (0, 2), 2), Collective("all_gather", 12.5)), compute_s=0.25)
    path = tmp_path / "w.json"
    w.save(path)
    assert MDWorkload.load(path) == w and [p.name for p in tmp_path.iterdir()] == ["w.json"]
    raw = json.loads(path.read_text())          # the JSON form, readable by other tools
    assert raw == {"collectives": [{"kind": "all_reduce", "bytes": 3e8, "dims": [0, 2], "count": 2},
                                   {"kind": "all_gather", "bytes": 12.5, "count": 1}], "compute_s": 0.25}
    (tmp_path / "bad.json").write_text("{not json")
    with pytest.raises(TopomilpInputError, match="not valid JSON"):
        MDWorkload.load(tmp_path / "bad.json")
