"""The ``joint_topology`` CP-SAT model: integral chunks (formulations/joint_topology.md,
(C1)-(C8)).

Read top-down: :func:`build_cpsat_model` takes the data (:func:`chunk_data`: the
communications, their integer weights and the bounds (C6)/(C7)), makes the variables,
adds one named rule per equation group — :func:`rule_link_values`, (C1) degree,
:func:`rule_ring_chunks` (C2), :func:`rule_conservation` (C3), :func:`rule_capacity`
(C4), (C5) ``lam = scale // T`` — and maximises (C8).
"""

from __future__ import annotations

import math
from collections import defaultdict
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np

from topomilp.errors import TopomilpInputError
from topomilp.exact.backends.common import CpsatModel
from topomilp.exact.joint.analysis import JointAnalysis
from topomilp.exact.joint.solution import JointSolution, links_of, ring_shares_of, solution_from_paths
from topomilp.exact.modelkit import (
    Builder,
    add_degree_constraints,
    add_flows,
    cpsat_value,
    integer_weights,
    lcm_scaled,
    link_pairs,
    pair_of,
    split_chunks,
    start_values,
)
from topomilp.exact.rings import ring_pairs

if TYPE_CHECKING:  # pragma: no cover
    from topomilp.exact.joint.model import JointTopology


@dataclass
class ChunkData:
    """The model's data: ``comms`` (kind, source, sink, bytes per chunk, group), their
    integer weights in ``unit`` bytes (``exact``: not rounded), ``K`` chunks per demand,
    the bounds on ``T`` and the scale of ``lam``."""

    comms: list[tuple[str, int, int, float, int | None]]
    wt: list[int]
    unit: float
    exact: bool
    K: int
    t_lb: int
    t_ub: int
    scale: int


def chunk_data(problem: "JointTopology", an: JointAnalysis) -> ChunkData:
    """The communications and weights of the chunked model, and the bounds (C6)/(C7)."""
    c, w = problem.cluster, problem.workload
    n, d = c.n, c.d
    K = problem.chunks or 1
    comms = [("mp", int(s), int(t), float(w.mp[s, t]) / K, None) for s, t in np.argwhere(w.mp > 0)]
    for gi in an.groups:
        pairs_g = sorted({p for o in an.candidates[gi] for p in ring_pairs(o)})
        comms += [("ar", u, v, w.groups[gi].ring_bytes / K, gi) for u, v in pairs_g]
    wt, unit, exact = integer_weights([cm[3] for cm in comms])
    wt, unit = lcm_scaled(wt, unit, range(1, d + 1))       # load / x_p exact for x_p = 1..d
    t_ub = sum(wt) * K
    sent, recv = an.sent_received
    slack = 1e-9 if exact else 1e-6          # rounded weights: keep the bounds below the rounded model's
    t_lb = max(1, math.ceil(float(max(sent.max(), recv.max())) / unit / d * (1 - slack) - 1e-9),  # (C6)
               math.ceil(an.hop_bytes_bound / unit / (n * d) * (1 - slack) - 1e-9))            # (C7)
    scale = min(10**7 * t_ub, 2**62)                     # lam = scale // T, error < t_ub / scale
    return ChunkData(comms, wt, unit, exact, K, t_lb, t_ub, scale)


@dataclass
class CpsatVars:
    """Links ``x`` (and their one-hot ``xk``), ring chunks ``z``, the bottleneck ``T``,
    ``lam`` and the flow families."""

    b: Builder
    x: dict[tuple[int, int], Any]
    xk: dict[tuple[int, int], list[Any]]
    z: dict[int, list[Any]]
    T: Any
    lam: Any
    fams: list[Any]


def rule_link_values(model: Any, v: CpsatVars, d: int) -> None:
    """``x_p = k`` exactly when ``xk[p][k]`` (the capacity rule is per value)."""
    for p in v.x:
        model.AddExactlyOne(v.xk[p])
        model.Add(v.x[p] == sum(k * v.xk[p][k] for k in range(d + 1)))


def rule_ring_chunks(model: Any, an: JointAnalysis, v: CpsatVars, K: int) -> None:
    """(C2) a group's ``K`` ring chunks over its candidate rings."""
    for gi in an.groups:
        model.Add(sum(v.z[gi]) == K)


def rule_conservation(problem: "JointTopology", an: JointAnalysis, data: ChunkData, v: CpsatVars) -> None:
    """(C3) each chunk on one path (MP within the hop limit)."""
    n, K = problem.cluster.n, data.K
    arcs = [(i, j) for i in range(n) for j in range(n) if i != j]
    mp_c, ar_c = {}, {}
    for idx, (kind, s, t, _, gi) in enumerate(data.comms):
        if kind == "mp":
            mp_c[idx] = (s, {t: K})
        else:
            cnt = sum(v.z[gi][r] for r, o in enumerate(an.candidates[gi]) if (s, t) in ring_pairs(o))
            ar_c[idx] = (s, {t: cnt})
    v.fams.append(add_flows(v.b, "m", n, arcs, mp_c, problem.mp_hop_limit, K, True))
    if ar_c:
        v.fams.append(add_flows(v.b, "r", n, arcs, ar_c, None, K, True))


def rule_capacity(problem: "JointTopology", data: ChunkData, model: Any, v: CpsatVars) -> None:
    """(C4) an arc's load is at most ``x_p T``."""
    c = problem.cluster
    flows = {idx: fam.arc_flow(v.b, idx) for fam in v.fams for idx in fam.source}
    for i in range(c.n):
        for j in range(c.n):
            if i == j:
                continue
            load = sum(data.wt[idx] * flows[idx][(i, j)] for idx in flows)
            p = pair_of(i, j, c.duplex)
            for k in range(c.d + 1):
                model.Add(load <= k * v.T).OnlyEnforceIf(v.xk[p][k])


def build_cpsat_model(problem: "JointTopology", an: JointAnalysis) -> CpsatModel:
    """(C1)-(C8), with the decoder and the hint of a warm start."""
    from ortools.sat.python import cp_model

    if an.generated:
        raise TopomilpInputError("backend", "cpsat lists every ring of a group; rings='any' on a group of more "
                                 "than 7 members needs backend 'auto', 'highs' or 'cbc' (ring generation), "
                                 "or rings='strides' / explicit rings", "cpsat")
    c, fixed = problem.cluster, an.fixed                                  # --- data
    n, d = c.n, c.d
    data = chunk_data(problem, an)
    K = data.K
    model = cp_model.CpModel()
    b = Builder("cpsat", model, cp_model)
    x = {p: b.var(f"x_{p[0]}_{p[1]}", int(fixed[p]) if fixed is not None else 0, d, True)   # --- variables
         for p in link_pairs(n, c.duplex)}
    xk = {p: [model.NewBoolVar(f"x_{p[0]}_{p[1]}_is_{k}") for k in range(d + 1)] for p in x}
    z = {gi: [b.var(f"z_{gi}_{r}", 0, K, True) for r in range(len(an.candidates[gi]))] for gi in an.groups}
    T = model.NewIntVar(min(data.t_lb, data.t_ub), data.t_ub, "T")
    lam = model.NewIntVar(0, data.scale, "lam")
    v = CpsatVars(b, x, xk, z, T, lam, [])
    rule_link_values(model, v, d)                                         # --- constraints
    add_degree_constraints(b, x, n, d, c.duplex)                          # (C1) degree
    rule_ring_chunks(model, an, v, K)                                     # (C2)
    rule_conservation(problem, an, data, v)                               # (C3)
    rule_capacity(problem, data, model, v)                                # (C4)
    model.AddDivisionEquality(lam, data.scale, T)                         # (C5) lam = scale // T
    model.Maximize(lam)                                                   # --- objective (C8)
    disc = (f"integral chunks: each demand (and each group's ring volume) split into {K} equal "
            f"chunk(s), each on one path; throughput = floor({data.scale} / T) "
            f"(relative error < {data.t_ub / data.scale:.1g})"
            + ("" if data.exact else "; chunk sizes rounded to multiples of 1e-8 of the largest "
               "(at least one unit each); "
               "the optimum is for the rounded sizes, the objective is recomputed exactly"))
    return CpsatModel(model, lambda solver: decode(problem, an, data, v, solver),
                      lambda start: add_hint(problem, an, data, model, v, start),
                      objective_scale=data.scale * data.unit / c.link_bytes_per_s, discretisation=disc)


def decode(problem: "JointTopology", an: JointAnalysis, data: ChunkData, v: CpsatVars, solver: Any) -> JointSolution:
    """The solution of CP-SAT's values (chunks back to bytes)."""
    val = cpsat_value(solver)
    links = links_of(problem, {p: val(var) for p, var in v.x.items()})
    shares = [[val(var) / data.K for var in v.z.get(gi, [])] for gi in range(len(problem.workload.groups))]
    paths: dict[str, Any] = {"ar": defaultdict(list), "mp": defaultdict(list)}
    for fam in v.fams:
        for idx in fam.source:
            kind, s, t, per_chunk, _ = data.comms[idx]
            for tt, pl in fam.decode(val, idx, tol=1e-6).items():
                paths[kind][(s, tt)] += [(p, round(a) * per_chunk) for p, a in pl]
    return solution_from_paths(problem, an, links, shares, paths)


def add_hint(problem: "JointTopology", an: JointAnalysis, data: ChunkData, model: Any, v: CpsatVars,
             start: Any) -> None:
    """Hint the warm start ``start`` (its shares split into chunks)."""
    K, d = data.K, problem.cluster.d
    sol = problem.start_solution(start)
    for p, var in v.x.items():
        model.AddHint(var, int(sol.topology.links[p]))
        for k in range(d + 1):
            model.AddHint(v.xk[p][k], int(sol.topology.links[p]) == k)
    shares = ring_shares_of(problem, an, sol.plan)
    counts = {gi: split_chunks(shares[gi], K) for gi in an.groups}
    for gi in an.groups:
        for var, k in zip(v.z[gi], counts[gi]):
            model.AddHint(var, k)
    values: dict[int, float] = {}
    for fam in v.fams:
        for idx in fam.source:
            kind, s, t, _, gi = data.comms[idx]
            routing = sol.mp_routing if kind == "mp" else sol.ar_routing
            cnt = K if gi is None else sum(counts[gi][r] for r, o in enumerate(an.candidates[gi])
                                           if (s, t) in ring_pairs(o))
            pl = routing.paths(s, t) if cnt else []
            split = split_chunks([fr for _, fr in pl], cnt) if pl else []
            start_values(fam, idx, [(p, k) for (p, _), k in zip(pl, split) if k], values)
    for fam in v.fams:
        for key in fam.f:
            for var in list(fam.f[key].values()) + list(fam.term.get(key, {}).values()):
                model.AddHint(var, int(round(values.get(id(var), 0.0))))


__all__ = ["ChunkData", "CpsatVars", "add_hint", "build_cpsat_model", "chunk_data", "decode", "rule_capacity",
           "rule_conservation", "rule_link_values", "rule_ring_chunks"]
