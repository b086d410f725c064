"""Integer ports per dimension (formulations/multidim.md §5): a MILP (HiGHS or CBC
through PuLP, run by :func:`topomilp.exact.solve`), a CP-SAT model (OR-Tools) and an
exhaustive brute force, plus the integer baselines.

* MILP (23): one binary ``x_{d,k}`` per dimension and valid port count; the time tables
  ``w_g (c + B / (k b))`` are exact floats; time x cost is linearised exactly with
  ``v_{d,k} = x_{d,k} * Theta`` (24).
* CP-SAT (25): integers only. Times are floored to units ``q`` (and costs to ``u``), so
  phase 1's optimum is a lower bound; phase 2 enumerates EVERY split whose floored
  objective is within the incumbent's value and the evaluator picks the exact best
  among them — the same split the brute force picks (ties: smallest port vector).
* Brute force: every split (pruned depth-first walk), scored by the independent
  evaluator. ``auto`` runs it when the split space is small, (29).

>>> from topomilp.multidim.model import Network, MDWorkload, Collective
>>> p = PortProblem(Network.parse("Ring:4,Switch:4"), MDWorkload((Collective("all_reduce", 1e9),)),
...                 ports=8, port_GBps=25.0)
>>> solve_ports(p, backend="cpsat").ports, brute_force_ports(p).ports
((6, 2), (6, 2))
"""

from __future__ import annotations

import logging
import math
import time
from dataclasses import dataclass
from importlib import metadata
from typing import Any, Sequence

import numpy as np

from topomilp.errors import TopomilpInputError, VerificationError
from topomilp.exact.base import ExactProblem, PulpModel
from topomilp.exact.base import backend_version as exact_backend_version
from topomilp.exact.base import solve as exact_solve
from topomilp.exact.deadline import Deadline
from topomilp.exact.options import SolveOptions
from topomilp.exact.result import Answer
from topomilp.exact.status import Status
from topomilp.multidim.optimize import allocation, solve_bandwidth
from topomilp.multidim.problems import PortProblem, traffic_terms
from topomilp.multidim.result import Allocation, MDResult
from topomilp.multidim.timing import time_tables, times_vectorised, traffic_per_dim

log = logging.getLogger(__name__)

PORT_BACKENDS = ("auto", "highs", "cbc", "cpsat", "bruteforce")


def default_backend(problem: PortProblem) -> str:
    """``auto`` (measured, formulations/multidim.md §8): the exhaustive enumeration when
    it is small (at most :data:`AUTO_ENUM_SPLITS` splits and :data:`AUTO_ENUM_WORK`
    evaluations of a collective in a dimension: it then takes well under a second and
    proves the optimum by itself); otherwise HiGHS for time and CP-SAT for time x cost
    (the linearised product (24) weakens the MILP's relaxation, while CP-SAT's
    enumeration (25) needs only a good incumbent).

    >>> from topomilp.multidim.model import Network, MDWorkload, Collective
    >>> w = MDWorkload((Collective("all_reduce", 1e9),))
    >>> default_backend(PortProblem(Network.parse("Ring:4,Switch:4"), w, 32, 25.0))
    'bruteforce'
    >>> default_backend(PortProblem(Network.parse("Switch:4,Switch:4,Switch:4,Switch:4"), w, 400, 25.0))
    'highs'
    """
    n = count_splits(problem)
    work = n * max(len(problem.workload.collectives), 1) * problem.network.n_dims
    if n <= AUTO_ENUM_SPLITS and work <= AUTO_ENUM_WORK:
        return "bruteforce"
    return "highs" if problem.objective == "time" else "cpsat"


#: the brute force refuses more splits than this
MAX_SPLITS = 2_000_000
#: ``auto`` enumerates when there are at most this many splits ...
AUTO_ENUM_SPLITS = 200_000
#: ... and at most this many (split, collective, dimension) evaluations (the brute force
#: scores 2.4e7-3.2e7 of them per second on one core: formulations/multidim.md §8)
AUTO_ENUM_WORK = 1e8
#: the brute force scores at most this many (split, collective, dimension) entries at once
ENUM_CHUNK = 4_000_000
#: CP-SAT phase 1 (the incumbent search) stops when proven or after
#: min(time_limit / 4, PHASE1_MAX_S) seconds (half the time limit when no valid split is
#: known): phase 2's enumeration is the proof, phase 1 only has to make it short
PHASE1_MAX_S = 4.0
#: the MILP objective's value at a reference split (see PortMILP.build_pulp)
OBJ_MAGNITUDE = 1e4
#: CP-SAT's floored time units per Theta_max (time objective), (25)
SCALE_TIME = 1e12
#: time x cost: units per factor at most this, and the product's linear expression
#: (sum over every x_{d,k} of its cost coefficient x theta's upper bound) at most
#: PRODUCT_LIMIT, well inside CP-SAT's int64 (beyond it the model is invalid), (25)
SCALE_PROD_MAX = 1e9
PRODUCT_LIMIT = 1e18


# --------------------------------------------------------------------------- tables
@dataclass(frozen=True)
class _Tables:
    """Exact float data of the integer models."""

    counts: list[tuple[int, ...]]         # valid port counts per dimension
    K: float                              # constant seconds (compute [+ latency, sum model])
    group_terms: list[list[tuple[int, list[float]]]]  # per group: (d, seconds per k index)
    sum_terms: list[list[float]]          # sum model: seconds per (d, k index)
    cost: list[list[float]]               # cost per (d, k index), without k0
    k0: float
    theta_max: float                      # time at the smallest counts (largest time)
    cost_max: float


def _tables(problem: PortProblem) -> _Tables:
    net = problem.network
    D = net.n_dims
    b = problem.port_GBps
    counts = [problem.valid_counts(d) for d in range(D)]
    tt = traffic_terms(net, problem.workload, problem.latency_ns, problem.model)
    kappa, k0 = problem.cost.coefficients(net)
    group_terms = []
    for w, terms in tt.groups:
        group_terms.append([(d, [w * (cc + B / (k * b)) for k in counts[d]]) for d, cc, B in terms])
    sum_terms = [[tt.W[d] / (k * b) for k in counts[d]] for d in range(D)]
    K = tt.compute + (tt.A if problem.model == "sum" else 0.0)
    cost = [[kappa[d] * k * b for k in counts[d]] for d in range(D)]
    if problem.model == "max":
        theta_max = K + sum(max(vals[0] for _, vals in g) for g in group_terms)
    else:
        theta_max = K + sum(v[0] for v in sum_terms)
    cost_max = k0 + sum(c[-1] for c in cost)
    return _Tables(counts, K, group_terms, sum_terms, cost, k0, theta_max, cost_max)


# --------------------------------------------------------------------------- MILP
class PortMILP(ExactProblem):
    """(23)/(24) for :func:`topomilp.exact.solve` (backends ``highs``, ``cbc``)."""

    name = "multidim_ports"
    sense = "min"
    backends = ("highs", "cbc")
    default_backend = "highs"
    #: the backend's objective against the verifier's: 1e-5 (the default of
    #: :class:`~topomilp.exact.base.ExactProblem`). The time x cost product (24) goes
    #: through a big-M linearisation whose feasibility tolerance moved HiGHS' objective
    #: 1.8e-6 away from the exact value of the same (optimal) split, which 1e-6 refused as a
    #: VerificationError (tests/test_multidim.py). The reported objective is always the
    #: verifier's.
    verify_rtol = 1e-5

    def __init__(self, problem: PortProblem, incumbent: float | None = None) -> None:
        self.problem = problem
        self.tables = _tables(problem)
        #: objective of a known valid split (a baseline): every better split has
        #: theta <= incumbent / C_min (time x cost) — the big-M of (24)
        self.incumbent = incumbent

    def build_pulp(self) -> PulpModel:
        import pulp

        p, tb = self.problem, self.tables
        D = p.network.n_dims
        tu = tb.theta_max if tb.theta_max > 0 else 1.0      # time unit (s)
        cu = tb.cost_max if tb.cost_max > 0 else 1.0         # cost unit
        prob = pulp.LpProblem("multidim_ports", pulp.LpMinimize)
        x = [[prob.add_variable(f"x_{d}_{k}", cat=pulp.LpBinary) for k in tb.counts[d]] for d in range(D)]
        for d in range(D):
            prob += pulp.lpSum(x[d]) == 1, f"one_count_{d}"
        prob += pulp.lpSum(k * x[d][i] for d in range(D) for i, k in enumerate(tb.counts[d])) <= p.ports, "ports"
        if p.budget is not None:
            prob += pulp.lpSum((tb.cost[d][i] / cu) * x[d][i] for d in range(D)
                               for i in range(len(tb.counts[d]))) <= (p.budget - tb.k0) / cu, "budget"
        if p.model == "max":
            # each group's rows in its own unit s_g (its largest time), so that the solver's
            # absolute feasibility tolerance is relative to the group, not to theta_max
            t, sg = [], []
            for g, terms in enumerate(tb.group_terms):
                s_g = max(vals[0] for _, vals in terms) or 1.0
                t.append(prob.add_variable(f"t_{g}", 0))
                sg.append(s_g)
                for d, vals in terms:
                    prob += t[g] >= pulp.lpSum((v / s_g) * x[d][i] for i, v in enumerate(vals)), f"max_{g}_{d}"
            theta = tb.K / tu + pulp.lpSum((s_g / tu) * tg for s_g, tg in zip(sg, t))
        else:
            theta = tb.K / tu + pulp.lpSum((v / tu) * x[d][i] for d in range(D) for i, v in enumerate(tb.sum_terms[d]))
        # objective magnitude: OBJ_MAGNITUDE at a reference split. CBC prunes with an
        # absolute cutoff increment (~1e-5): with an objective of order one it returned a
        # split 2e-4 worse as "optimal" (benchmarks/multidim_perf.py); at 1e4 the increment
        # is ~1e-9 relative (multidim.md (23)). HiGHS is asked for a relative gap, unaffected.
        ref = self._reference_value()
        base_unit = tu if p.objective == "time" else tu * cu
        mult = OBJ_MAGNITUDE * base_unit / ref if ref and ref > 0 else 1.0
        if p.objective == "time":
            prob += theta * mult
            scale = mult / tu
        else:
            th = prob.add_variable("theta", 0)
            prob += th == theta, "theta_def"
            M = 1.0                                          # theta_max / tu
            c_min = tb.k0 + sum(c[0] for c in tb.cost)
            if self.incumbent is not None and c_min > 0:
                # (24'): a better split has theta C <= incumbent, so theta <= incumbent / C_min
                M = min(M, self.incumbent * (1 + 1e-9) / c_min / tu)
                prob += th <= M, "theta_cutoff"
            v = [[prob.add_variable(f"v_{d}_{k}", 0) for k in tb.counts[d]] for d in range(D)]
            for d in range(D):
                # v_{d,k} = x_{d,k} theta, disaggregated: sum_k v_{d,k} = theta (one k per d)
                prob += pulp.lpSum(v[d]) == th, f"disagg_{d}"
                for i in range(len(tb.counts[d])):
                    prob += v[d][i] >= th - M * (1 - x[d][i]), f"lin_{d}_{i}"
            prob += ((tb.k0 / cu) * th + pulp.lpSum((tb.cost[d][i] / cu) * v[d][i] for d in range(D)
                                                    for i in range(len(tb.counts[d])))) * mult
            scale = mult / (tu * cu)

        def decode() -> tuple[int, ...]:
            out = []
            for d in range(D):
                vals = [var.varValue or 0.0 for var in x[d]]
                out.append(tb.counts[d][int(np.argmax(vals))])
            return tuple(out)

        return PulpModel(prob, decode, objective_scale=scale)

    def _reference_value(self) -> float | None:
        """Exact objective of the equal split rounded to ports (a valid split, or None)."""
        D = self.problem.network.n_dims
        n, note = round_to_ports(self.problem, [self.problem.ports / D] * D)
        if n is None or note:
            return self.incumbent
        return self.problem.evaluate(n)[2]

    def verify(self, solution: Any) -> float:
        why = self.problem.violation(solution)
        if why is not None:
            raise VerificationError(f"multidim_ports: solution {solution} is not valid: {why}")
        return self.problem.evaluate(solution)[2]


# --------------------------------------------------------------------------- CP-SAT
def _floor(v: float) -> int:
    """An integer <= v, safe against the float error of v (relative 1e-12)."""
    return math.floor(v * (1 - 1e-12)) if v > 0 else math.floor(v * (1 + 1e-12))


def _ceil(v: float) -> int:
    return math.ceil(v * (1 + 1e-12)) if v > 0 else math.ceil(v * (1 - 1e-12))


def _cp_model(problem: PortProblem, tb: _Tables, q: float, u: float, budget_mode: str | None,
              obj_bound: int | None):
    """(25). ``budget_mode``: ``"ceil"`` (phase 1: costs rounded up, a restriction) or
    ``"floor"`` (phase 2: rounded down, a relaxation); ``obj_bound``: phase 2's bound on
    the floored objective (no objective then, and every auxiliary variable is fixed by
    the split so each split is one solution)."""
    from ortools.sat.python import cp_model

    m = cp_model.CpModel()
    D = problem.network.n_dims
    x = [[m.NewBoolVar(f"x_{d}_{k}") for k in tb.counts[d]] for d in range(D)]
    for d in range(D):
        m.AddExactlyOne(x[d])
    m.Add(sum(k * x[d][i] for d in range(D) for i, k in enumerate(tb.counts[d])) <= problem.ports)
    # a budget >= C_max binds no split (and its floored value could overflow int64)
    if problem.budget is not None and budget_mode is not None and problem.budget < tb.cost_max:
        rnd = _ceil if budget_mode == "ceil" else _floor
        lhs = sum(rnd(tb.cost[d][i] / u) * x[d][i] for d in range(D) for i in range(len(tb.counts[d])))
        rhs = _floor(problem.budget / u) if budget_mode == "ceil" else math.floor(problem.budget / u * (1 + 1e-12))
        m.Add(lhs + rnd(tb.k0 / u) <= rhs)
    k_int = _floor(tb.K / q)
    if problem.model == "max":
        parts = []
        for g, terms in enumerate(tb.group_terms):
            exprs = [sum(_floor(v / q) * x[d][i] for i, v in enumerate(vals)) for d, vals in terms]
            ub = max(_floor(vals[0] / q) for _, vals in terms)
            t = m.NewIntVar(0, max(ub, 0), f"t_{g}")
            if obj_bound is None:
                for e in exprs:
                    m.Add(t >= e)
            else:
                m.AddMaxEquality(t, exprs)
            parts.append(t)
        theta = k_int + sum(parts)
    else:
        theta = k_int + sum(_floor(v / q) * x[d][i] for d in range(D) for i, v in enumerate(tb.sum_terms[d]))
    if problem.objective == "time":
        obj = theta
    else:
        th_max = _floor(tb.theta_max / q) + 1
        c_max = _floor(tb.cost_max / u) + 1
        th = m.NewIntVar(0, th_max, "theta")
        m.Add(th == theta)
        # floored cost x theta, linear in v_{d,k} = x_{d,k} theta (disaggregated, (25))
        terms = [_floor(tb.k0 / u) * th]
        for d in range(D):
            vd = []
            for i in range(len(tb.counts[d])):
                v = m.NewIntVar(0, th_max, f"v_{d}_{i}")
                m.Add(v == th).OnlyEnforceIf(x[d][i])
                m.Add(v == 0).OnlyEnforceIf(x[d][i].Not())
                vd.append(v)
                terms.append(_floor(tb.cost[d][i] / u) * v)
            m.Add(sum(vd) == th)
        obj = sum(terms)
        del c_max
    if obj_bound is None:
        m.Minimize(obj)
    else:
        m.Add(obj <= obj_bound)
    return m, x


def _cp_solver(seconds: float, options: SolveOptions):
    from ortools.sat.python import cp_model

    s = cp_model.CpSolver()
    s.parameters.max_time_in_seconds = max(float(seconds), 0.01)
    s.parameters.num_workers = int(options.threads)
    s.parameters.random_seed = int(options.seed)
    s.parameters.catch_sigint_signal = False
    return s


def cpsat_scale(problem: PortProblem, n_binaries: int) -> float:
    """Floored units per ``Theta_max`` (and per ``C_max``) of the CP-SAT model (25): the
    finer, the fewer splits phase 2 enumerates (each of the ``G`` group maxima loses
    less than one unit, so splits within ``(G+1) q`` of the incumbent pass); bounded so
    that every linear expression fits CP-SAT's int64.

    >>> from topomilp.multidim.model import Network, MDWorkload, Collective
    >>> p = PortProblem(Network.parse("Switch:4"), MDWorkload((Collective("all_reduce", 1.0),)), 4, 1.0,
    ...                 objective="time-cost")
    >>> cpsat_scale(p, 4), cpsat_scale(p, 10 ** 4) == 1e7
    (500000000.0, True)
    """
    if problem.objective == "time":
        return SCALE_TIME
    return min(SCALE_PROD_MAX, math.sqrt(PRODUCT_LIMIT / max(n_binaries, 1)))


def _solve_cpsat(problem: PortProblem, options: SolveOptions,
                 known: Sequence[Sequence[int]] = ()):
    """An :class:`~topomilp.exact.result.Answer` whose solution is the split. ``known``: valid
    splits (e.g. the baselines) whose best value phase 2 may use as its incumbent."""
    from ortools.sat.python import cp_model

    dl = Deadline.after(options.time_limit)
    time_limit = options.time_limit
    tb = _tables(problem)
    scale = cpsat_scale(problem, sum(len(c) for c in tb.counts))
    q = (tb.theta_max if tb.theta_max > 0 else 1.0) / scale
    u = (tb.cost_max if tb.cost_max > 0 else 1.0) / scale
    # a valid split known before the search: the best of ``known`` and the equal split
    # rounded to ports (cheap); phase 2 only needs SOME incumbent, phase 1 improves it
    D = problem.network.n_dims
    eq, _ = round_to_ports(problem, [problem.ports / D] * D)
    pool = [tuple(int(v) for v in n) for n in (*known, *(() if eq is None else (eq,)))]
    pool = [n for n in pool if problem.violation(n) is None]
    known_best = min(pool, key=lambda n: (problem.evaluate(n)[2], n)) if pool else None
    disc = (f"times floored to units of {q:.3g} s" + (f", costs to units of {u:.3g}" if (
        problem.objective == "time-cost" or problem.budget is not None) else "")
            + "; the exact optimum is recovered by enumerating every split whose floored objective "
            "is within the incumbent's (multidim.md (25))")
    # phase 1: minimise the floored objective (budget rounded up: every split found is feasible)
    m1, x1 = _cp_model(problem, tb, q, u, "ceil", None)
    # phase 1 runs until it proves the floored optimum (then phase 2 enumerates only the
    # splits within (G+1) q of it, usually one) or its time cap (then phase 2 enumerates
    # from its incumbent). Not hinted with the known split: measured, a hint made phase 1
    # 10x slower (formulations/multidim.md (25)).
    s1 = _cp_solver(min(time_limit / 4, PHASE1_MAX_S) if known_best is not None else time_limit / 2, options)
    code = s1.Solve(m1)
    log.debug("cpsat phase 1: %s in %.2fs", s1.StatusName(code), dl.elapsed())
    incumbent = None
    bound = None
    if code in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        incumbent = tuple(tb.counts[d][next(i for i, v in enumerate(x1[d]) if s1.Value(v))]
                          for d in range(problem.network.n_dims))
        if problem.violation(incumbent) is not None:  # cannot happen: phase 1 is a restriction
            raise VerificationError(f"multidim_ports/cpsat: phase-1 split {incumbent} invalid: "
                                    f"{problem.violation(incumbent)}")
        if problem.budget is None:  # then phase 1 is a relaxation of the exact model: its bound is valid
            b = s1.BestObjectiveBound()
            bound = b * q * (u if problem.objective == "time-cost" else 1.0) if math.isfinite(b) else None
    elif code == cp_model.MODEL_INVALID:
        return Answer(Status.ERROR, message=f"CP-SAT: model invalid: {m1.Validate()}", discretisation=disc)
    if known_best is not None and (incumbent is None or (problem.evaluate(known_best)[2], known_best)
                                   < (problem.evaluate(incumbent)[2], incumbent)):
        incumbent = known_best
    if incumbent is None and code == cp_model.UNKNOWN:
        return Answer(Status.TIMEOUT, message="CP-SAT stopped (phase 1) without a solution", discretisation=disc)
    # phase 2: every split with floored objective <= the incumbent's exact value
    if incumbent is not None:
        U = problem.evaluate(incumbent)[2]
        unit = q * u if problem.objective == "time-cost" else q
        ob = math.floor(U / unit * (1 + 1e-12)) + 1
    else:
        ob = None  # phase 1 (budget rounded up) infeasible: enumerate every split of the relaxation
    if ob is None:
        m2, x2 = _cp_model(problem, tb, q, u, "floor", 2 ** 62)
    else:
        m2, x2 = _cp_model(problem, tb, q, u, "floor", ob)
    found: list[tuple[int, ...]] = []

    class _Collect(cp_model.CpSolverSolutionCallback):
        def __init__(self) -> None:
            super().__init__()

        def on_solution_callback(self) -> None:  # noqa: N802 - OR-Tools' name
            found.append(tuple(tb.counts[d][next(i for i, v in enumerate(x2[d]) if self.Value(v))]
                               for d in range(len(x2))))

    s2 = _cp_solver(dl.remaining(), options)
    s2.parameters.enumerate_all_solutions = True
    # presolve, forced to keep every solution, builds huge domains from the large
    # floored coefficients (seconds on 30 booleans); the search alone is instant
    s2.parameters.cp_model_presolve = False
    code2 = s2.Solve(m2, _Collect())
    log.debug("cpsat phase 2: %s, %d splits, at %.2fs", s2.StatusName(code2), len(found), dl.elapsed())
    complete = code2 in (cp_model.OPTIMAL, cp_model.INFEASIBLE)
    cands = [n for n in set(found) if problem.violation(n) is None]
    if incumbent is not None:
        cands.append(incumbent)
    if not cands:
        if complete:
            return Answer(Status.INFEASIBLE, message="CP-SAT proved that no split meets the constraints",
                          discretisation=disc)
        return Answer(Status.TIMEOUT, message="CP-SAT stopped (phase 2) without a solution", discretisation=disc)
    best = min(cands, key=lambda n: (problem.evaluate(n)[2], n))
    if complete:
        return Answer(Status.OPTIMAL, bound=problem.evaluate(best)[2], solution=best, discretisation=disc)
    return Answer(Status.FEASIBLE, bound=bound, solution=best,
                  message="CP-SAT stopped (phase 2 enumeration) before completing", discretisation=disc)


# --------------------------------------------------------------------------- brute force
def count_splits(problem: PortProblem) -> int:
    """The number of valid splits (block rules, bounds, ``sum n_d <= P``; budget not
    applied), counted without enumerating them (a knapsack count over the port total).

    >>> from topomilp.multidim.model import Network, MDWorkload, Collective
    >>> count_splits(PortProblem(Network.parse("Ring:4,Switch:4"), MDWorkload((Collective("all_reduce", 1.0),)),
    ...                          6, 1.0))     # Ring 2 or 4, Switch 1..6 with the sum <= 6
    6
    """
    P = problem.ports
    ways = np.zeros(P + 1, dtype=object)        # ways[s]: partial splits using s ports (exact big ints)
    ways[0] = 1
    for d in range(problem.network.n_dims):
        nxt = np.zeros(P + 1, dtype=object)
        for k in problem.valid_counts(d):
            nxt[k:] += ways[:P + 1 - k]
        ways = nxt
    return int(sum(ways))


def enumerate_splits(problem: PortProblem):
    """Every valid split (block rules, bounds, port count), in lexicographic order;
    budget not yet applied. Refuses more than :data:`MAX_SPLITS`."""
    n = count_splits(problem)
    if n > MAX_SPLITS:
        raise TopomilpInputError("ports", f"the brute force would enumerate {n} > {MAX_SPLITS} splits", problem.ports)
    counts = [problem.valid_counts(d) for d in range(problem.network.n_dims)]
    if any(not c for c in counts):
        return
    # the fewest ports the dimensions after d need: prunes every prefix that cannot finish
    rest = [sum(c[0] for c in counts[d + 1:]) for d in range(len(counts))]

    def walk(d: int, left: int, prefix: tuple[int, ...]):
        for k in counts[d]:
            if k + rest[d] > left:
                break
            if d == len(counts) - 1:
                yield prefix + (k,)
            else:
                yield from walk(d + 1, left - k, prefix + (k,))

    yield from walk(0, problem.ports, ())


def brute_force_ports(problem: PortProblem) -> MDResult:
    """Exhaustive search over every split, scored with the vectorised evaluator and the
    near-best re-scored with the scalar one (ties: smallest port vector)."""
    t0 = time.perf_counter()
    dims = tuple(str(d) for d in problem.network.dims)
    splits = np.array(list(enumerate_splits(problem)), dtype=int).reshape(-1, problem.network.n_dims)

    def out(status: str, ports=None, msg="") -> MDResult:
        if ports is None:
            return MDResult("integer", status, problem.objective, problem.model, dims, None, None, None, None, None,
                            None, None, time.perf_counter() - t0, "bruteforce", "exhaustive enumeration", msg)
        t, c, obj = problem.evaluate(ports)
        return MDResult("integer", status, problem.objective, problem.model, dims, obj, t, c,
                        problem.bandwidth(ports), tuple(int(v) for v in ports), obj, 0.0, time.perf_counter() - t0,
                        "bruteforce", "exhaustive enumeration", msg, verified=True)

    if len(splits) == 0:
        return out("infeasible", msg=problem.infeasibility_reason() or "no split meets the constraints")
    bw = splits * problem.port_GBps
    tabs = time_tables(problem.network, problem.workload, problem.latency_ns)
    # in chunks: the evaluator's arrays are [splits, collectives, dimensions]
    step = max(1, ENUM_CHUNK // max(1, len(problem.workload.collectives) * problem.network.n_dims))
    times = np.concatenate([times_vectorised(tabs, problem.workload.compute_s, bw[i:i + step], problem.model)
                            for i in range(0, len(bw), step)])
    kappa, k0 = problem.cost.coefficients(problem.network)
    costs = k0 + bw @ np.asarray(kappa, float)
    objs = times * costs if problem.objective == "time-cost" else times
    ok = np.ones(len(splits), dtype=bool) if problem.budget is None else costs <= problem.budget * (1 + 1e-9)
    order = [i for i in np.argsort(objs, kind="stable") if ok[i]]
    best = None
    for i in order:
        n = tuple(int(v) for v in splits[i])
        if best is not None and objs[i] > best[0] * (1 + 1e-9):
            break
        if problem.violation(n) is None:
            v = problem.evaluate(n)[2]
            if best is None or (v, n) < best:
                best = (v, n)
    if best is None:
        return out("infeasible", msg="no split meets the budget")
    return out("optimal", best[1])


# --------------------------------------------------------------------------- baselines
def round_to_ports(problem: PortProblem, targets: Sequence[float]) -> tuple[tuple[int, ...] | None, str]:
    """Nearest valid count per dimension (ties: fewer ports), then, while the split uses
    too many ports or breaks the budget, step down the dimension whose step costs the
    least objective. Returns ``(ports, note)``; ``ports`` is ``None`` if a dimension has
    no valid count."""
    counts = [problem.valid_counts(d) for d in range(problem.network.n_dims)]
    if any(not c for c in counts):
        return None, "a dimension has no valid port count"
    n = [min(c, key=lambda k: (abs(k - t), k)) for c, t in zip(counts, targets)]
    while problem.violation(n) is not None:
        steps = []
        for d, c in enumerate(counts):
            i = c.index(n[d])
            if i > 0:
                m = list(n)
                m[d] = c[i - 1]
                steps.append((problem.evaluate(m)[2], d, m))
        if not steps:
            break
        n = min(steps)[2]
    why = problem.violation(n)
    return tuple(n), "" if why is None else why


def port_baselines(problem: PortProblem, relaxed_bw: Sequence[float] | None) -> tuple[Allocation, ...]:
    D = problem.network.n_dims
    P, b = problem.ports, problem.port_GBps
    tr = traffic_per_dim(problem.network, problem.workload)
    s = math.fsum(tr)
    targets = {"equal": [P / D] * D,
               "proportional": [P * t / s for t in tr] if s > 0 else [P / D] * D}
    if relaxed_bw is not None:
        targets["rounded"] = [v / b for v in relaxed_bw]
    out = []
    for name, tg in targets.items():
        n, _ = round_to_ports(problem, tg)
        if n is not None:
            out.append(allocation(problem, name, problem.bandwidth(n), n))
    return tuple(out)


# --------------------------------------------------------------------------- solve
def _version(backend: str) -> str:
    if backend == "cpsat":
        try:
            return f"CP-SAT (ortools {metadata.version('ortools')})"
        except metadata.PackageNotFoundError:  # pragma: no cover
            return "CP-SAT"
    if backend == "bruteforce":
        return "exhaustive enumeration"
    return exact_backend_version(backend)


def solve_ports(problem: PortProblem, *, backend: str = "auto", time_limit: float = 60.0, threads: int = 1,
                seed: int = 0, baselines: bool = True) -> MDResult:
    """Optimal port split. ``backend``: ``highs`` / ``cbc`` (MILP through PuLP),
    ``cpsat`` (OR-Tools), ``bruteforce``, ``auto`` (:func:`default_backend`). Baselines:
    equal, proportional and the continuous relaxation's optimum rounded to ports."""
    if backend not in PORT_BACKENDS:
        raise TopomilpInputError("backend", f"must be one of {PORT_BACKENDS}", backend)
    if backend == "auto":
        backend = default_backend(problem)
    if isinstance(time_limit, bool) or not isinstance(time_limit, (int, float)) or not time_limit > 0:
        raise TopomilpInputError("time_limit", "must be a positive number of seconds", time_limit)
    t0 = time.perf_counter()
    dims = tuple(str(d) for d in problem.network.dims)
    reason = problem.infeasibility_reason()
    bl: tuple[Allocation, ...] = ()
    relaxed: MDResult | None = None
    if reason is None and baselines:
        relaxed = solve_bandwidth(problem.relaxation(), time_limit=time_limit, baselines=False)
        bl = port_baselines(problem, relaxed.bandwidth_GBps)
    version = _version(backend)

    def result(status: str, ports=None, bound=None, msg="", disc="") -> MDResult:
        nonlocal relaxed
        if ports is not None and status != "optimal":
            # not proven: return the best split known (a baseline may beat the solver's),
            # with the better of the solver's bound and the relaxation's certified one (22), (30)
            better = [b for b in bl if b.feasible and b.objective < problem.evaluate(ports)[2]]
            if better:
                best_b = min(better, key=lambda b: (b.objective, b.ports))
                ports = best_b.ports
                msg = f"{msg}; the {best_b.name} baseline is better than the solver's split".lstrip("; ")
            if relaxed is None:
                relaxed = solve_bandwidth(problem.relaxation(), time_limit=time_limit, baselines=False)
            if relaxed.bound is not None and (bound is None or relaxed.bound > bound):
                bound = relaxed.bound
        wall = time.perf_counter() - t0
        if ports is None:
            return MDResult("integer", status, problem.objective, problem.model, dims, None, None, None, None, None,
                            None, None, wall, backend, version, msg, disc, False, bl)
        why = problem.violation(ports)
        if why is not None:
            raise VerificationError(f"multidim_ports/{backend}: split {ports} is not valid: {why}")
        t, c, obj = problem.evaluate(ports)
        if status == "optimal" and bound is None:
            bound = obj
        if bound is not None and bound > obj * (1 + 1e-6):
            raise VerificationError(f"multidim_ports/{backend}: bound {bound} above the objective {obj}")
        bound = None if bound is None else float(bound)
        gap = None if bound is None else float(max(0.0, (obj - bound) / obj)) if obj > 0 else 0.0
        return MDResult("integer", status, problem.objective, problem.model, dims, obj, t, c,
                        problem.bandwidth(ports), tuple(int(v) for v in ports), bound, gap, wall, backend, version,
                        msg, disc, True, bl)

    if reason is not None:
        return result("infeasible", msg=reason)
    if backend == "bruteforce":
        r = brute_force_ports(problem)
        return result(r.status, r.ports, r.bound, r.message)
    if backend == "cpsat":
        got = _solve_cpsat(problem, SolveOptions(time_limit=time_limit, threads=threads, seed=seed),
                           [b.ports for b in bl if b.feasible])
        return result(got.status, got.solution, got.bound, got.message, got.discretisation)
    feasible = [b.objective for b in bl if b.feasible]
    er = exact_solve(PortMILP(problem, min(feasible) if feasible else None), backend=backend,
                     time_limit=time_limit, threads=threads, seed=seed)
    if er.solution is None:
        return result(er.status, msg=er.message)
    return result(er.status, tuple(er.solution), er.bound if er.bound is None else min(er.bound, er.objective)
                  if er.status == "optimal" else er.bound, er.message, er.discretisation)
