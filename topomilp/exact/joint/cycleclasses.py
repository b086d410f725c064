"""The cycle-neighbourhood enumeration (J16) of duplex derangement traffic
(formulations/joint_topology.md, "Cycle-neighbourhood enumeration (J16)").

Under duplex links, MP traffic that is a derangement with equal volumes (``permutation``)
has the symmetry of its cycles: each cycle rotates on its own, and all cycles reflect at
once (the traffic reversed, which duplex links carry as well). One cycle ``c`` of the
permutation is chosen (the start's bottleneck, :func:`bottleneck_cycle`). Every topology is,
up to that symmetry, in one *class*: first the links among ``c``'s nodes (one
representative per rotation and reflection of ``c``, (J16a)), then, node by node of ``c``,
the multiset of nodes outside ``c`` its other ports lead to (one representative per
rotation of the other cycles, (J16b)). A partial class is pruned when the MILP's LP
relaxation with its links fixed is at most the cutoff ``lambda_0 (1 + GAP)`` (or
infeasible); a full class (every link at ``c``'s nodes fixed) that survives is solved as
a MILP with the cutoff as a lower bound on ``lambda`` and must be infeasible. When every
class is pruned or infeasible, no topology beats the start by more than ``GAP``: the
start is optimal ((J16c)). A full class whose MILP has a point above the cutoff (a
better topology, handed on) or a time-out is no proof, and the caller goes on.

At n = 14, d = 3 (cycles 6, 5, 3; start 5/3 ``B / b``, the cycle components of (J10h)
with the odd cycles joined) the 5-cycle's 326 internal classes leave 80 after the LP,
their neighbourhoods about a thousand partial classes, and 5 full classes, each an
infeasible MILP (docs/open-problems.md).

Paper: orbital branching (Ostrowski, Linderoth, Rossi, Smriglio, Math. Program. 126,
2011) for enumerating classes up to a symmetry group; TopoOpt (NSDI 2023) for the problem.
"""

from __future__ import annotations

import itertools
import logging
import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Iterator, Sequence

import numpy as np

from topomilp.errors import TopomilpInputError
from topomilp.exact import deadline as DL
from topomilp.exact.joint.cyclebound import traffic_cycles

if TYPE_CHECKING:  # pragma: no cover
    from topomilp.exact.joint.model import JointTopology

log = logging.getLogger(__name__)

#: (J16c) the relative margin above the start's ``lambda`` that the enumeration proves
#: unreachable (above HiGHS' tolerances, as (J11)'s ``STAGE_GAP``).
GAP = 1e-6
#: The enumeration runs only at these port counts: the classes of (J16a) grow as
#: ``(d + 1)`` to the number of pairs of ``c``; at d = 3 and a 5-cycle there are 326.
MAX_D = 3
#: ... and only for a chosen cycle of at most this length: a 6-cycle has 4188 classes at
#: d = 3 (n = 8, d = 3: proven in 6.9 s with 4190 LPs, against 1.1 s through the MILP).
MAX_CYCLE = 5


@dataclass(frozen=True)
class ClassProof:
    """What the enumeration did: ``proven`` (every class pruned or infeasible at
    ``cutoff``), the cycle it enumerated, LPs and leaf MILPs solved, why it stopped when
    not proven, and the topology a full class's MILP found above the cutoff (``links``,
    ``lam`` its MILP value; ``None`` if none)."""

    proven: bool
    cycle: tuple[int, ...]
    lps: int
    leaves: int
    message: str
    cutoff: float
    links: np.ndarray | None = None
    lam: float | None = None


def eligible_cycles(problem: "JointTopology") -> list[list[int]] | None:
    """The traffic's cycles when (J16) applies to ``problem``: duplex links, ``d <=``
    :data:`MAX_D`, MP traffic a derangement with equal volumes and at least two cycles,
    no AllReduce, no fixed links, no MP hop limit; ``None`` otherwise."""
    c, w = problem.cluster, problem.workload
    if not c.duplex or c.d > MAX_D or w.groups or problem.analysis.has_fixed or problem.mp_hop_limit is not None:
        return None
    cycles = traffic_cycles(w.mp)
    if cycles is None or len(cycles) < 2:
        return None
    vols = w.mp[w.mp > 0]
    if not np.allclose(vols, vols[0], rtol=1e-12, atol=0.0):
        return None
    return cycles


def applies(problem: "JointTopology") -> bool:
    """(J16) applies: :func:`eligible_cycles`, and some cycle of length 3 to :data:`MAX_CYCLE`."""
    cycles = eligible_cycles(problem)
    return cycles is not None and any(3 <= len(cy) <= MAX_CYCLE for cy in cycles)


class FlowModel:
    """The MILP of (J1), (J3), (J4) for derangement traffic in HiGHS, kept between the
    LPs of the enumeration (only bounds change): links ``x_uv`` (``u < v``), ``lambda``
    (one unit of demand per node, a link carries 1 each way), one flow commodity per
    source. ``relax``: the links start continuous."""

    def __init__(self, n: int, d: int, succ: Sequence[int], demand: Sequence[float] | None = None) -> None:
        import highspy

        self.hs, self.n, self.d = highspy, n, d
        h = self.h = highspy.Highs()
        h.setOptionValue("output_flag", False)
        h.setOptionValue("threads", 1)
        h.setOptionValue("presolve", "off")          # the LPs differ in bounds only: warm-started dual simplex
        inf = highspy.kHighsInf
        self.pairs = [(u, v) for u in range(n) for v in range(u + 1, n)]
        self.col = {p: k for k, p in enumerate(self.pairs)}
        self.lam = len(self.pairs)
        arcs = [(i, j) for i in range(n) for j in range(n) if i != j]
        nf = n * len(arcs)
        h.addVars(len(self.pairs) + 1 + nf, np.zeros(len(self.pairs) + 1 + nf),
                  np.array([d] * len(self.pairs) + [inf] * (1 + nf), dtype=float))
        f = {(s, a): self.lam + 1 + s * len(arcs) + k for s in range(n) for k, a in enumerate(arcs)}
        for v in range(n):                                              # (J1) degree d
            idx = [self.col[(min(u, v), max(u, v))] for u in range(n) if u != v]
            h.addRow(d, d, len(idx), np.array(idx, dtype=np.int32), np.ones(len(idx)))
        dem = [1.0] * n if demand is None else list(demand)
        for s in range(n):                                              # (J3) conservation
            for v in range(n):
                idx, val = [], []
                for u in range(n):
                    if u != v:
                        idx += [f[s, (v, u)], f[s, (u, v)]]
                        val += [1.0, -1.0]
                if v == s or v == succ[s]:
                    idx.append(self.lam)
                    val.append(-dem[s] if v == s else dem[s])
                h.addRow(0, 0, len(idx), np.array(idx, dtype=np.int32), np.array(val))
        for i, j in arcs:                                               # (J4) capacity
            idx = [f[s, (i, j)] for s in range(n)] + [self.col[(min(i, j), max(i, j))]]
            h.addRow(-inf, 0, len(idx), np.array(idx, dtype=np.int32), np.array([1.0] * n + [-1.0]))
        h.changeColCost(self.lam, 1.0)
        h.changeObjectiveSense(highspy.ObjSense.kMaximize)
        self.group_row: dict[tuple[int, int], int] = {}

    def add_group_rows(self, nodes: Sequence[int], sets: Sequence[Sequence[int]]) -> None:
        """Rows ``sum_{u in sets[k]} x_vu`` for each ``v`` of ``nodes``, free until
        :meth:`set_group` bounds them ((J16b)'s coarse level)."""
        for v in nodes:
            for k, members in enumerate(sets):
                idx = [self.col[(min(u, v), max(u, v))] for u in members]
                self.h.addRow(0.0, float(self.d), len(idx), np.array(idx, dtype=np.int32), np.ones(len(idx)))
                self.group_row[v, k] = self.h.getNumRow() - 1

    def set_group(self, v: int, counts: Sequence[int] | None) -> None:
        """Bound ``v``'s group rows to ``counts`` (``None``: free again)."""
        for k in range(len([key for key in self.group_row if key[0] == v])):
            lo, hi = (0.0, float(self.d)) if counts is None else (float(counts[k]), float(counts[k]))
            self.h.changeRowBounds(self.group_row[v, k], lo, hi)

    def _fix(self, fixed: dict[tuple[int, int], int]) -> None:
        lo = np.zeros(len(self.pairs))
        hi = np.full(len(self.pairs), float(self.d))
        for p, k in fixed.items():
            lo[self.col[p]] = hi[self.col[p]] = k
        self.h.changeColsBounds(len(self.pairs), np.arange(len(self.pairs), dtype=np.int32), lo, hi)

    def _run(self, seconds: float) -> str:
        DL.limit_highs(self.h, seconds)
        self.h.run()
        return self.h.modelStatusToString(self.h.getModelStatus())

    def lp(self, fixed: dict[tuple[int, int], int], seconds: float) -> float | None:
        """The LP relaxation's ``lambda`` with the links of ``fixed`` fixed (``-inf``:
        infeasible; ``None``: not solved)."""
        self._fix(fixed)
        status = self._run(seconds)
        if status == "Infeasible":
            return -math.inf
        if status != "Optimal":
            return None
        return float(self.h.getInfo().objective_function_value)

    def milp(self, fixed: dict[tuple[int, int], int], cutoff: float,
             seconds: float) -> tuple[str, float, np.ndarray | None]:
        """The MILP (every link integral) with ``fixed`` and ``lambda >= cutoff``, maximising
        ``lambda``: HiGHS' model status ("Infeasible" is the proof), the ``lambda`` and
        the link matrix found (``nan``, ``None`` if none); the model is left an LP again."""
        hs, m = self.hs, len(self.pairs)
        self._fix(fixed)
        self.h.changeColsIntegrality(m, np.arange(m, dtype=np.int32), np.array([hs.HighsVarType.kInteger] * m))
        self.h.changeColBounds(self.lam, cutoff, hs.kHighsInf)
        self.h.setOptionValue("presolve", "on")
        try:
            status = self._run(seconds)
            if self.h.getInfo().primal_solution_status != 2:
                return status, math.nan, None
            col = self.h.getSolution().col_value
            links = np.zeros((self.n, self.n), dtype=int)
            for (u, v), k in self.col.items():
                links[u, v] = links[v, u] = int(round(col[k]))
            return status, float(col[self.lam]), links
        finally:
            self.h.changeColsIntegrality(m, np.arange(m, dtype=np.int32),
                                         np.array([hs.HighsVarType.kContinuous] * m))
            self.h.changeColBounds(self.lam, 0.0, hs.kHighsInf)
            self.h.setOptionValue("presolve", "off")
            self.h.clearSolver()


def internal_classes(length: int, d: int) -> list[dict[tuple[int, int], int]]:
    """(J16a) the multigraphs on a cycle's positions ``0..length-1`` (no node above ``d``
    links), one per orbit of the rotations and the reflection ``i -> -i``: the
    lexicographically smallest labelling of each orbit (sorted)."""
    pairs = [(i, j) for i in range(length) for j in range(i + 1, length)]
    maps = [[(s * i + r) % length for i in range(length)] for r in range(length) for s in (1, -1)]
    out = []

    def key(m: dict[tuple[int, int], int], g: list[int]) -> tuple:
        return tuple(sorted(((min(g[i], g[j]), max(g[i], g[j])), -k) for (i, j), k in m.items() if k))

    def rec(k: int, deg: list[int], cur: dict[tuple[int, int], int]) -> Iterator[dict[tuple[int, int], int]]:
        if k == len(pairs):
            yield dict(cur)
            return
        i, j = pairs[k]
        for mult in range(min(d - deg[i], d - deg[j]) + 1):
            deg[i] += mult
            deg[j] += mult
            cur[pairs[k]] = mult
            yield from rec(k + 1, deg, cur)
            deg[i] -= mult
            deg[j] -= mult
        del cur[pairs[k]]

    for m in rec(0, [0] * length, {}):
        own = key(m, list(range(length)))
        if all(own <= key(m, g) for g in maps):
            out.append({p: k for p, k in m.items() if k})
    return out


def bottleneck_cycle(cycles: Sequence[Sequence[int]], links: np.ndarray, d: int) -> list[int] | None:
    """The cycle whose traffic alone the topology ``links`` routes least (its LP with
    every link fixed and the other cycles' demand 0), the shorter on a tie; ``None``
    when an LP is not solved in time."""
    n = links.shape[0]
    succ = successors(cycles, n)
    fixed = {(u, v): int(links[u, v]) for u in range(n) for v in range(u + 1, n)}
    best: tuple[float, int, list[int]] | None = None
    for cy in cycles:
        members = set(cy)
        model = FlowModel(n, d, succ, [1.0 if v in members else 0.0 for v in range(n)])
        val = model.lp(fixed, max(DL.remaining(), DL.MIN_SECONDS))
        if val is None:
            return None
        if best is None or (val, len(cy)) < best[:2]:
            best = (val, len(cy), list(cy))
    return None if best is None else best[2]


def successors(cycles: Sequence[Sequence[int]], n: int) -> list[int]:
    """``succ[v]``: the node ``v`` sends to."""
    succ = [0] * n
    for cy in cycles:
        for k, v in enumerate(cy):
            succ[v] = cy[(k + 1) % len(cy)]
    return succ


def rotations(cycles: Sequence[Sequence[int]], skip: Sequence[int], n: int) -> list[list[int]]:
    """(J16b) the relabellings that rotate every cycle except ``skip`` on its own (``skip``'s
    nodes fixed): the group the neighbourhoods are enumerated under."""
    others = [list(cy) for cy in cycles if list(cy) != list(skip)]
    out = []
    for shifts in itertools.product(*(range(len(cy)) for cy in others)):
        g = list(range(n))
        for cy, r in zip(others, shifts):
            for k, v in enumerate(cy):
                g[v] = cy[(k + r) % len(cy)]
        out.append(g)
    return out


def traffic_order(cycles: Sequence[Sequence[int]], cycle: Sequence[int]) -> list[int]:
    """The cycle of ``cycles`` (the traffic's, :func:`traffic_cycles`) with the nodes of
    ``cycle``, as the traffic lists it. (J16a)'s maps rotate and reflect positions in
    traffic order, and (J16b)'s group (:func:`rotations`) fixes exactly that list's nodes:
    a cycle in another node order, or another rotation of it, "proved" cutoffs below the
    optimum. :class:`TopomilpInputError` if no traffic cycle has those nodes."""
    cyc = next((list(cy) for cy in cycles if set(cy) == set(cycle) and len(cy) == len(cycle)), None)
    if cyc is None:
        raise TopomilpInputError("cycle", "must be the nodes of one cycle of the traffic", tuple(cycle))
    return cyc


def enumerate_classes(problem: "JointTopology", cutoff: float, cycle: Sequence[int]) -> ClassProof:
    """(J16): every class of ``cycle``'s links pruned by the LP relaxation at ``cutoff``
    (``lambda`` in units of one node's demand per link) or a MILP infeasible with
    ``lambda >= cutoff``. Stops, not proven, at the first full class whose MILP finds a
    topology above the cutoff (returned: the best of that class) and at the current
    deadline (:mod:`topomilp.exact.deadline`). (Raising the cutoff and going on, branch
    and bound over the classes, took 4,556 LPs without a proof at n = 10, d = 3 from a
    start below the optimum; stopping there, the MILP proves it in a few seconds.)
    ``cycle``: a traffic cycle's nodes in any order (:func:`traffic_order`)."""
    n, d = problem.cluster.n, problem.cluster.d
    cycles = traffic_cycles(problem.workload.mp) or []
    cyc = traffic_order(cycles, cycle)
    succ = successors(cycles, n)
    model = FlowModel(n, d, succ)
    inside = set(cyc)
    outside = [v for v in range(n) if v not in inside]
    group = rotations(cycles, cyc, n)
    others = [sorted(cy) for cy in cycles if set(cy) != inside]
    model.add_group_rows(cyc, others)
    stats = {"lps": 0, "leaves": 0}
    state: dict = {"cutoff": cutoff, "links": None, "lam": None}

    def pair(u: int, v: int) -> tuple[int, int]:
        return (min(u, v), max(u, v))

    def pruned(fixed: dict[tuple[int, int], int]) -> bool:
        stats["lps"] += 1
        val = model.lp(fixed, DL.remaining())
        if val is None:
            raise DL.DeadlineExpired("cycle classes (J16)")
        return val <= state["cutoff"]

    def fixed_of(base: dict[tuple[int, int], int], open_nodes: list[tuple[int, int]],
                 prefix: list[tuple[int, ...]]) -> dict[tuple[int, int], int]:
        fixed = dict(base)
        for (v, _), ms in zip(open_nodes, prefix):
            for u in outside:
                fixed[pair(v, u)] = 0
            for u in ms:
                fixed[pair(v, u)] += 1
        return fixed

    def rec(base: dict[tuple[int, int], int], open_nodes: list[tuple[int, int]], prefix: list[tuple[int, ...]]) -> str:
        """'' when every class under ``prefix`` is pruned, else why not."""
        k = len(prefix)
        if k:
            if any(tuple(tuple(sorted(g[v] for v in ms)) for ms in prefix) < tuple(prefix) for g in group):
                return ""                                    # (J16b) not the orbit's representative
            fixed = fixed_of(base, open_nodes, prefix)
            if pruned(fixed):
                return ""
        else:
            fixed = base                                      # its LP ran in the caller
        if k == len(open_nodes):                              # (J16c) a full class: the MILP decides
            stats["leaves"] += 1
            status, val, links = model.milp(fixed, state["cutoff"], DL.remaining())
            if status == "Optimal" and links is not None:    # a better topology: no proof, the caller's start
                state.update(links=links, lam=val)
                return "a full class has a topology above the cutoff"
            return "" if status == "Infeasible" else f"a full class's MILP: {status}"
        v, free = open_nodes[k]
        for coarse in itertools.combinations_with_replacement(range(len(others)), free):
            counts = [coarse.count(t) for t in range(len(others))]
            # (J16b) coarse: how many ports to each cycle; not for the first open node, where it
            # pruned 11 of 165 (n = 14, d = 3: 1047 LPs, 18.6 s of CPU, against 1192, 20.3 s)
            model.set_group(v, counts)
            try:
                if k and pruned(fixed_of(base, open_nodes, prefix)):
                    continue
                for parts in itertools.product(*(itertools.combinations_with_replacement(cy, m)
                                                 for cy, m in zip(others, counts))):
                    why = rec(base, open_nodes, prefix + [tuple(sorted(itertools.chain(*parts)))])
                    if why:
                        return why
            finally:
                model.set_group(v, None)
        return ""

    why = ""
    try:
        for m in internal_classes(len(cyc), d):
            DL.check()
            base = {pair(cyc[i], cyc[j]): 0 for i in range(len(cyc)) for j in range(i + 1, len(cyc))}
            deg = [0] * len(cyc)
            for (i, j), k in m.items():
                base[pair(cyc[i], cyc[j])] = k
                deg[i] += k
                deg[j] += k
            if pruned(base):
                continue
            # the nodes with the fewest free ports first: 1273 LPs at n = 14, d = 3 against
            # 1415 in cycle order and 2280 with the most free ports first
            open_nodes = sorted(((cyc[i], d - deg[i]) for i in range(len(cyc)) if deg[i] < d), key=lambda t: t[1])
            why = rec(base, open_nodes, [])
            if why:
                break
    except DL.DeadlineExpired:
        why = "time limit reached"
    return ClassProof(not why, tuple(cyc), stats["lps"], stats["leaves"], why or "every class pruned",
                      state["cutoff"], state["links"], state["lam"])


__all__ = ["GAP", "MAX_CYCLE", "MAX_D", "ClassProof", "FlowModel", "applies", "bottleneck_cycle",
           "eligible_cycles", "enumerate_classes", "internal_classes", "rotations", "successors",
           "traffic_order"]
