"""A problem's PuLP model run on HiGHS or CBC: build, warm start, hand-over, decode."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from topomilp.errors import BackendUnavailableError, VerificationError
from topomilp.exact import sizing
from topomilp.exact.backends import cbc, highs
from topomilp.exact.backends.common import MIN_SECONDS, backend_seconds, import_pulp, start_only
from topomilp.exact.deadline import DeadlineExpired
from topomilp.exact.options import SolveOptions
from topomilp.exact.result import Answer
from topomilp.exact.status import Status
from topomilp.exact.timeplan import MODEL

if TYPE_CHECKING:  # pragma: no cover
    from topomilp.exact.base import ExactProblem

log = logging.getLogger(__name__)

def run(problem: "ExactProblem", options: SolveOptions, warm_start: Any, est: Any = None) -> Answer:
    """Build ``problem``'s PuLP model (stopped at the deadline), warm-start it (the
    caller's start, else the model's own search in the ``start`` phase of the time plan
    :data:`topomilp.exact.timeplan.MODEL`), solve it with ``options.backend`` (``highs`` or
    ``cbc``) for the time left after the estimated hand-over, decoding and verification,
    and decode the answer."""
    pulp = import_pulp()
    backend = options.backend
    built = problem.build_pulp()                        # stops at the deadline (Builder)
    prob = built.prob
    if warm_start is None and built.start is not None and built.set_start is not None:
        try:
            # the model's own start (may be None) gets at most a share of the time left
            with MODEL.phase("start", options.time_limit):
                warm_start = built.start()
        except DeadlineExpired:
            warm_start = None
    has_start = warm_start is not None and built.set_start is not None
    if has_start:
        try:
            built.set_start(warm_start)
        except DeadlineExpired:
            has_start = False
    # the time limit covers the whole solve: the backend gets what is left
    seconds = backend_seconds(options.time_limit, est, backend)
    handover = sizing.handover_seconds(prob, backend)
    if seconds - handover < MIN_SECONDS * 10:
        return start_only(problem, warm_start, "time limit reached before the backend could run (handing "
                          f"the model over takes ~{handover:.3g} s, {max(seconds, 0.0):.3g} s were left)")
    if backend != "highs":      # HiGHS reads its limit when it starts running (after the hand-over)
        seconds -= handover
    try:
        if backend == "highs":
            ran = highs.solve(prob, seconds, options, has_start)
        else:
            ran = cbc.solve(prob, seconds, options, has_start)
    except BackendUnavailableError:
        raise
    except Exception as exc:  # a crashing backend is reported, not propagated
        log.exception("%s/%s failed", problem.name, backend)
        return Answer(Status.ERROR, message=f"{type(exc).__name__}: {exc}", discretisation=built.discretisation)
    bound = None if ran.bound is None else ran.bound / built.objective_scale
    if ran.status == Status.TIMEOUT:
        start = start_only(problem, warm_start, ran.message)
        if start.solution is not None:
            return Answer(start.status, bound=bound, solution=start.solution, message=start.message,
                          discretisation=built.discretisation)
    if ran.status not in (Status.OPTIMAL, Status.FEASIBLE):
        return Answer(ran.status, bound=bound, message=ran.message, discretisation=built.discretisation)
    objective = pulp.value(prob.objective)
    if objective is None and prob.objective is not None:
        # CBC leaves PuLP's __dummy variable (constant-only objectives) without a value.
        objective = float(prob.objective.constant) + sum(
            c * (v.varValue or 0.0) for v, c in prob.objective.items())
    objective = 0.0 if objective is None else float(objective) / built.objective_scale
    try:
        solution = built.decode()
    except VerificationError as exc:
        if ran.status != Status.FEASIBLE:
            raise                                   # a proven answer the verifier rejects: a defect
        # A stopped run's point is not always a solution: HiGHS' interior point, stopped
        # before crossover, labels its last iterate feasible, and its flow conservation can
        # be off by ~1e-6 relative (benchmarks/RESULTS.md, "Designs and bounds at TopoOpt's
        # scale"). The verifier rejects it, so the run found no solution.
        log.warning("%s/%s: the stopped run's point fails verification (%s)", problem.name, backend, exc)
        start = start_only(problem, warm_start, f"{ran.message}; its point fails verification: {exc}")
        return Answer(start.status, bound=bound, solution=start.solution, message=start.message,
                      discretisation=built.discretisation)
    return Answer(ran.status, objective, bound, solution, ran.message, built.discretisation)


__all__ = ["run"]
