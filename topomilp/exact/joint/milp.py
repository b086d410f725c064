"""The ``joint_topology`` MILP (formulations/joint_topology.md, (J1)-(J9e), (J11)).

Read top-down: :func:`build_milp` takes the data, makes the variables
(:class:`MilpVars`), adds one named rule per equation group — :func:`rule_degree` (J1),
:func:`rule_ring_shares` (J2) and rings.md (R-6), :func:`rule_conservation` (J3)/(J3'),
:func:`rule_capacity` (J4), :func:`rule_port_bound` (J5), :func:`rule_hop_bound` (J6'),
:func:`rule_symmetry` (J9a)-(J9e'), :func:`rule_positivity` (J8) — sets the objective
(J7) and returns a :class:`JointMilp`: the model with its decoder (:func:`decode`) and
warm start (:func:`set_start`), and the link and throughput variables by pair (what the
stage relaxation (J11) and the cuts (J13) add rows on).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Mapping, Sequence

import numpy as np

from topomilp.exact import verify as V
from topomilp.exact.backends.common import PulpModel
from topomilp.exact.joint.analysis import JointAnalysis
from topomilp.exact.joint.solution import (
    JointSolution,
    links_of,
    ring_shares_of,
    shortest_path_solution,
    solution_from_paths,
)
from topomilp.exact.modelkit import (
    Builder,
    add_degree_constraints,
    add_flows,
    link_pairs,
    pair_of,
    pulp_value,
    start_values,
)
from topomilp.exact.rings import add_ring_relaxation, ring_pairs, ring_successor_shares
from topomilp.traffic import transfer_matrices

if TYPE_CHECKING:  # pragma: no cover
    from topomilp.exact.joint.model import JointTopology


@dataclass
class MilpVars:
    """The MILP's data and variables: links ``x``, throughput ``lam``, ring shares ``y``
    (listed groups) and successor shares ``Y`` (generated groups, (R-6)), the flow
    families of (J3) and the demands in model units (``/ norm``)."""

    b: Builder
    x: dict[tuple[int, int], Any]
    lam: Any
    y: dict[int, list[Any]]
    Y: dict[int, dict[tuple[int, int], Any]]
    listed: list[int]
    generated: list[int]
    families: list[tuple[str, Any]]
    arcs: list[tuple[int, int]]


@dataclass(frozen=True)
class JointMilp:
    """A built ``joint_topology`` MILP: ``model``, what the backends solve; ``x``, the
    link variable of each pair ``(u, v)`` (:func:`~topomilp.exact.modelkit.link_pairs`:
    ``u < v`` under duplex links); ``lam``, the throughput ``lambda`` (model units).

    >>> from topomilp.model import Cluster
    >>> from topomilp.workloads import allreduce
    >>> from topomilp.exact.joint.model import JointTopology
    >>> p = JointTopology(Cluster(4, 2), allreduce(4))
    >>> built = build_milp(p, p.analysis)
    >>> sorted(built.x)[:3], built.lam.name, built.model.prob.name
    ([(0, 1), (0, 2), (0, 3)], 'lam', 'joint_topology')
    """

    model: PulpModel
    x: Mapping[tuple[int, int], Any]
    lam: Any


def make_variables(problem: "JointTopology", an: JointAnalysis, b: Builder, relax: frozenset) -> MilpVars:
    """``x_p`` integer in ``[fixed_p, d]`` (continuous on the pairs of ``relax``, (J11)),
    ``lambda >= 0``, ``y_{g,r} >= 0`` per listed ring, ``Y_{g,uv} >= 0`` per member pair
    of a generated group."""
    c, fixed = problem.cluster, an.fixed
    x = {p: b.var(f"x_{p[0]}_{p[1]}", int(fixed[p]) if fixed is not None else 0, c.d, p not in relax)
         for p in link_pairs(c.n, c.duplex)}
    lam = b.var("lam", 0)
    gen = an.generated
    listed = [gi for gi in an.groups if gi not in gen]
    y = {gi: [b.var(f"y_{gi}_{r}", 0) for r in range(len(an.candidates[gi]))] for gi in listed}
    Y = {gi: {(u, v): b.var(f"Y_{gi}_{u}_{v}", 0) for u in an.family[gi].members
              for v in an.family[gi].members if u != v} for gi in gen}
    arcs = [(i, j) for i in range(c.n) for j in range(c.n) if i != j]
    return MilpVars(b, x, lam, y, Y, listed, gen, [], arcs)


def rule_degree(problem: "JointTopology", v: MilpVars) -> None:
    """(J1) every node uses exactly ``d`` ports."""
    c = problem.cluster
    add_degree_constraints(v.b, v.x, c.n, c.d, c.duplex)


def rule_ring_shares(an: JointAnalysis, v: MilpVars) -> None:
    """(J2) a listed group's ring shares sum to ``lambda``; rings.md (R-6) the relaxed
    ring mix of a generated group."""
    for gi in v.listed:
        v.b.add(v.b.sum(v.y[gi]) == v.lam, f"share_{gi}")
    for gi in v.generated:
        add_ring_relaxation(v.b, v.Y[gi], an.family[gi].members, v.lam, f"ring{gi}")


def _sinks(problem: "JointTopology", an: JointAnalysis, v: MilpVars) -> tuple[dict, dict]:
    """Per source, its MP and ring demands (model units, times ``lambda`` or the shares)."""
    w, norm = problem.workload, an.norm
    mp = w.mp / norm
    mp_sinks: dict[int, dict[int, Any]] = defaultdict(dict)
    for s, t in np.argwhere(mp > 0):
        mp_sinks[int(s)][int(t)] = float(mp[s, t]) * v.lam
    ar_sinks: dict[int, dict[int, Any]] = defaultdict(dict)
    for gi in v.listed:
        rb = w.groups[gi].ring_bytes / norm
        for r, order in enumerate(an.candidates[gi]):
            for a, z in ring_pairs(order):
                ar_sinks[a][z] = ar_sinks[a].get(z, 0) + rb * v.y[gi][r]
    for gi in v.generated:
        rb = w.groups[gi].ring_bytes / norm
        for (a, z), var in v.Y[gi].items():
            ar_sinks[a][z] = ar_sinks[a].get(z, 0) + rb * var
    return mp_sinks, ar_sinks


def rule_conservation(problem: "JointTopology", an: JointAnalysis, v: MilpVars) -> None:
    """(J3) flow conservation, one source-aggregated family for all traffic; (J3')
    with an MP hop limit, a hop-indexed family for MP and one for the rings."""
    n, b, arcs = problem.cluster.n, v.b, v.arcs
    mp_sinks, ar_sinks = _sinks(problem, an, v)
    if problem.mp_hop_limit is None:
        both: dict[int, dict[int, Any]] = defaultdict(dict)
        for sk in (mp_sinks, ar_sinks):
            for s, row in sk.items():
                for t, e in row.items():
                    both[s][t] = both[s][t] + e if t in both[s] else e
        v.families.append(("all", add_flows(b, "s", n, arcs, {s: (s, r) for s, r in sorted(both.items())},
                                            None, None, False)))
        return
    v.families.append(("mp", add_flows(b, "m", n, arcs, {s: (s, r) for s, r in sorted(mp_sinks.items())},
                                       problem.mp_hop_limit, None, False)))
    if ar_sinks:
        v.families.append(("ar", add_flows(b, "r", n, arcs, {s: (s, r) for s, r in sorted(ar_sinks.items())},
                                           None, None, False)))


def rule_capacity(problem: "JointTopology", v: MilpVars) -> None:
    """(J4) an arc carries at most its links."""
    b, duplex = v.b, problem.cluster.duplex
    flows = [fam.arc_flow(b, s) for _, fam in v.families for s in fam.source]
    for i, j in v.arcs:
        b.add(b.sum([f[(i, j)] for f in flows]) <= v.x[pair_of(i, j, duplex)], f"cap_{i}_{j}")


def rule_port_bound(problem: "JointTopology", an: JointAnalysis, v: MilpVars) -> None:
    """(J5) ``lambda`` times the most a node sends or receives fits its ``d`` ports."""
    sent, recv = an.sent_received
    v.b.add(v.lam * float(max(sent.max(), recv.max())) / an.norm <= problem.cluster.d, "port_bound")


def rule_hop_bound(problem: "JointTopology", an: JointAnalysis, v: MilpVars) -> None:
    """(J6') ``lambda`` times the Moore hop-bytes fits the ``n d`` links."""
    hb = an.hop_bytes_bound / an.norm
    if hb > 0:
        v.b.add(v.lam * hb <= problem.cluster.n * problem.cluster.d, "hop_bound")


def rule_symmetry(problem: "JointTopology", an: JointAnalysis, v: MilpVars,
                  blocks: Sequence[tuple[int, ...]], anchored: bool) -> None:
    """(J9a) row 0 non-increasing, (J9b) row 1 on ``d+1..n-1``, (J9c) row 0 on a
    swappable chain, (J9e) the replicas in key order (anchored: (J9e')), (J9d) a
    permutation cycle's leader link is its largest."""
    c, b, x = problem.cluster, v.b, v.x
    n, d, duplex = c.n, c.d, c.duplex
    if an.symmetry >= 1:
        for j in range(1, n - 1):
            b.add(x[pair_of(0, j, duplex)] >= x[pair_of(0, j + 1, duplex)], "sym0")
    if an.symmetry >= 2:
        for j in range(d + 1, n - 1):
            b.add(x[pair_of(1, j, duplex)] >= x[pair_of(1, j + 1, duplex)], "sym1")
    chain = [] if blocks else an.chain[0]
    for t, u in zip(chain, chain[1:]):
        b.add(x[pair_of(0, t, duplex)] >= x[pair_of(0, u, duplex)], "symc")
    keys = [b.sum([wt * x[p] for p, wt in weights]) for _, weights in an.block_keys(blocks, anchored)]
    for k, (hi, lo) in enumerate(zip(keys, keys[1:])):
        b.add(hi >= lo, f"block_{k}")
    for cy in an.cycles:
        lead = x[pair_of(cy[0], cy[1], duplex)]
        for k in range(1, len(cy)):
            b.add(lead >= x[pair_of(cy[k], cy[(k + 1) % len(cy)], duplex)], "symd")


def rule_positivity(problem: "JointTopology", an: JointAnalysis, v: MilpVars) -> None:
    """(J8) if any topology carries the traffic, putting every demand on one path loads
    an arc with at most all the traffic, so ``lambda* >= 1 / total``; without it,
    ``lambda = 0`` would be "optimal" for traffic no topology can carry."""
    w = problem.workload
    total = (float(w.mp.sum()) + sum(w.groups[gi].total_bytes for gi in an.groups)) / an.norm
    v.b.add(v.lam * total >= 1, "positive")


def build_milp(problem: "JointTopology", an: JointAnalysis, relax: frozenset = frozenset(),
               blocks: Sequence[tuple[int, ...]] = ()) -> JointMilp:
    """The MILP (:class:`JointMilp`); the link variables of the pairs in ``relax`` are continuous (J11); with
    ``blocks`` (:attr:`JointAnalysis.blocks`), their order (J9e) instead of the chain
    (J9c) (a warm start is relabelled to keep it): anchored on node 0's links in the
    MILP, not in (J11), where those links (inside a stage) are continuous."""
    import pulp

    anchored = not relax
    prob = pulp.LpProblem("joint_topology", pulp.LpMaximize)
    v = make_variables(problem, an, Builder("pulp", prob, pulp), relax)       # --- variables
    rule_degree(problem, v)                                                     # --- constraints
    rule_ring_shares(an, v)
    rule_conservation(problem, an, v)
    rule_capacity(problem, v)
    if problem.strengthen:
        rule_port_bound(problem, an, v)
        rule_hop_bound(problem, an, v)
        rule_symmetry(problem, an, v, blocks, anchored)
    rule_positivity(problem, an, v)
    prob += v.lam              # --- objective (J7): iterations per second = lam * B / norm
    start = problem.auto_start if problem.strengthen else None                # (J10) warm start
    model = PulpModel(prob, lambda: decode(problem, an, v), lambda s: set_start(problem, an, v, s, blocks, anchored),
                      "", start=start, objective_scale=an.norm / problem.cluster.link_bytes_per_s)
    return JointMilp(model, v.x, v.lam)


def decode(problem: "JointTopology", an: JointAnalysis, v: MilpVars) -> JointSolution:
    """The solution the MILP's values describe (a generated group's topology routed
    exactly, (R-3)-(R-5): (R-6) is a relaxation)."""
    w = problem.workload
    links = links_of(problem, {p: pulp_value(var) for p, var in v.x.items()})
    if v.generated:
        return problem.start_solution(links)
    lam_v = pulp_value(v.lam)
    shares = [[pulp_value(var) for var in v.y.get(gi, [])] for gi in range(len(w.groups))]
    if lam_v <= 1e-9:
        return shortest_path_solution(problem, an, links, shares)
    paths: dict[str, Any] = {name: defaultdict(list) for name, _ in v.families}
    linked = {(int(i), int(j)) for i, j in np.argwhere(links.links > 0)}
    for name, fam in v.families:
        for s in fam.source:
            for t, pl in fam.decode(pulp_value, s, tol=V.FLOW_TOL * max(1.0, lam_v), allowed=linked).items():
                paths[name][(s, t)].extend(pl)
    return solution_from_paths(problem, an, links, shares, paths)


def set_start(problem: "JointTopology", an: JointAnalysis, v: MilpVars, start: Any,
              blocks: Sequence[tuple[int, ...]], anchored: bool) -> None:
    """Write the warm start ``start`` (relabelled to satisfy (J9)) into the variables'
    initial values."""
    w, n, norm = problem.workload, problem.cluster.n, an.norm
    sol = problem.start_search.symmetric_start(problem.start_solution(start), blocks, anchored)
    lam0 = sol.throughput * norm / problem.cluster.link_bytes_per_s
    for p, var in v.x.items():
        var.setInitialValue(int(sol.topology.links[p]))
    v.lam.setInitialValue(lam0)
    shares = ring_shares_of(problem, an, sol.plan)
    for gi in v.listed:
        for var, sh in zip(v.y[gi], shares[gi]):
            var.setInitialValue(sh * lam0)
    for gi in v.generated:
        succ = ring_successor_shares(sol.plan.rings[gi])
        for uv, var in v.Y[gi].items():
            var.setInitialValue(succ.get(uv, 0.0) * lam0)
    ar, mpb = transfer_matrices(w, sol.plan)
    values: dict[int, float] = {}
    for name, fam in v.families:
        for s in fam.source:
            for t in range(n):
                for dem, routing, kind in ((ar, sol.ar_routing, "ar"), (mpb, sol.mp_routing, "mp")):
                    if dem[s, t] > 0 and name in ("all", kind):
                        amt = lam0 * dem[s, t] / norm
                        start_values(fam, s, [(p, amt * fr) for p, fr in routing.paths(s, t)], values)
    for _, fam in v.families:
        for key in fam.f:
            for var in list(fam.f[key].values()) + list(fam.term.get(key, {}).values()):
                var.setInitialValue(values.get(id(var), 0.0))


__all__ = ["JointMilp", "MilpVars", "build_milp", "decode", "make_variables", "rule_capacity", "rule_conservation",
           "rule_degree", "rule_hop_bound", "rule_port_bound", "rule_positivity", "rule_ring_shares",
           "rule_symmetry", "set_start"]
