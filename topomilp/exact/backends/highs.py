"""HiGHS in process, through PuLP (``highspy``): the run, a MIP start, and the status table.

PuLP's own ``"Optimal"`` label after a time-out is not trusted: the model status HiGHS
reports is read through :data:`MODEL_STATUS` (docs/solver-notes.md).
"""

from __future__ import annotations

import math
from importlib import metadata
from typing import Any, Callable

from topomilp.errors import BackendUnavailableError
from topomilp.exact.backends.common import MIN_SECONDS, import_pulp
from topomilp.exact.deadline import remaining
from topomilp.exact.options import SolveOptions
from topomilp.exact.result import Answer
from topomilp.exact.status import Status

#: LPs with more variables than this are solved by HiGHS' interior point method.
IPM_VARIABLES = 10_000
#: Relative gap the MILP backends are asked to close before they may say "optimal".
OPTIMALITY_GAP = 1e-9
#: HiGHS model status (its name) -> status; the ``STOPPED`` ones are ``feasible`` with a
#: solution and ``timeout`` without; any other is an ``error``.
STOPPED = "stopped"
MODEL_STATUS: dict[str, Any] = {
    "kOptimal": Status.OPTIMAL, "kInfeasible": Status.INFEASIBLE,
    "kTimeLimit": STOPPED, "kInterrupt": STOPPED, "kIterationLimit": STOPPED,
    "kObjectiveBound": STOPPED, "kObjectiveTarget": STOPPED,
}


def version() -> str:
    try:
        return f"HiGHS (highspy {metadata.version('highspy')}) via PuLP {metadata.version('pulp')}"
    except metadata.PackageNotFoundError as exc:
        raise BackendUnavailableError("highs", f"package {exc} is not installed") from None


def _solver_class(pulp: Any) -> Any:
    class _HiGHSWithStart(pulp.HiGHS):  # type: ignore[name-defined, misc]
        """PuLP's in-process HiGHS plus a MIP start taken from the variables' initial values."""

        use_start = False
        #: seconds HiGHS may run, asked when it starts (PuLP's hand-over to HiGHS, which
        #: can take seconds on large models, is then outside HiGHS' own clock)
        run_seconds: Callable[[], float] | None = None

        def callSolver(self, lp):  # noqa: N802 - PuLP's name
            if self.run_seconds is not None:
                lp.solverModel.setOptionValue("time_limit", max(float(self.run_seconds()), MIN_SECONDS))
            if self.use_start:
                import highspy

                sol = highspy.HighsSolution()
                values = [0.0] * lp.solverModel.getNumCol()
                for var in lp.variables():
                    if var.varValue is not None:
                        values[var.index] = float(var.varValue)
                sol.col_value = values
                lp.solverModel.setSolution(sol)
            lp.solverModel.run()

    return _HiGHSWithStart


def solve(prob: Any, seconds: float, options: SolveOptions, has_start: bool = False,
          extra: dict[str, Any] | None = None) -> Answer:
    """Solve the built PuLP model ``prob`` with HiGHS for at most ``seconds`` (and the
    enclosing deadline, less the reserve the caller kept), with the HiGHS options
    ``extra``: an :class:`~topomilp.exact.result.Answer` with the status and, for a MILP,
    the dual bound in the model's own objective units (no objective, no solution: the
    caller decodes them)."""
    pulp = import_pulp()
    if not pulp.HiGHS().available():
        raise BackendUnavailableError("highs", "highspy is not importable (pip install 'highspy>=1.13,<1.15')")
    import highspy

    mip = any(v.cat == pulp.LpInteger for v in prob.variables())
    extra = dict(extra or {})
    if not mip and len(prob.variables()) > IPM_VARIABLES:
        # large LPs (routing): interior point + crossover, ~30x faster than the dual simplex
        # on the multicommodity flow LPs (benchmarks/RESULTS.md, "Time limits and size guard")
        extra["solver"] = "ipm"
    # HiGHS keeps one thread pool per process, sized by the first solve; a later solve
    # asking for another size fails ("Not Set") unless the pool is reset first.
    highspy.Highs.resetGlobalScheduler(True)
    solver = _solver_class(pulp)(msg=False, timeLimit=seconds, threads=options.threads,
                                 gapRel=OPTIMALITY_GAP, gapAbs=1e-10, random_seed=options.seed, **extra)
    solver.use_start = has_start
    left = remaining(math.inf)
    if math.isfinite(left):       # the deadline at the start, less the reserve the caller kept
        reserve = max(left - seconds, 0.0)
        solver.run_seconds = lambda: min(seconds, remaining(seconds) - reserve)
    prob.solve(solver)
    h = prob.solverModel
    ms = h.getModelStatus()
    info = h.getInfo()
    has_sol = info.primal_solution_status == 2  # kSolutionStatusFeasible
    bound = None
    if mip:                                     # the dual bound holds with or without a solution
        # PuLP hands HiGHS the negated objective when maximising (obj_mult = -1).
        bound = float(info.mip_dual_bound) * (-1 if prob.sense == pulp.LpMaximize else 1)
        # PuLP does not hand the objective's constant term to HiGHS: add it back.
        bound += float(getattr(prob.objective, "constant", 0.0) or 0.0)
        bound = bound if math.isfinite(bound) else None
    said = h.modelStatusToString(ms)
    status = MODEL_STATUS.get(getattr(ms, "name", str(ms)), Status.ERROR)
    if status == Status.OPTIMAL:
        return Answer(Status.OPTIMAL, bound=bound)
    if status == Status.INFEASIBLE:
        return Answer(Status.INFEASIBLE, message="HiGHS proved the model infeasible")
    if status == STOPPED:
        if has_sol:
            return Answer(Status.FEASIBLE, bound=bound, message=f"HiGHS stopped ({said}) without proof")
        return Answer(Status.TIMEOUT, bound=bound, message=f"HiGHS stopped ({said}) without a solution")
    return Answer(Status.ERROR, message=f"HiGHS status: {said}")


def run_highs(prob: Any, time_limit: float, options: SolveOptions | None = None,
              extra: dict[str, Any] | None = None) -> Answer:
    """Solve a built PuLP model ``prob`` with HiGHS for at most ``time_limit`` seconds
    (and the enclosing deadline), with the threads and seed of ``options`` and the HiGHS
    options ``extra``: status ``optimal``, ``feasible``, ``infeasible`` (proven),
    ``timeout`` or ``error``, and the bound in the model's own objective units (``None``
    for an LP or without one)."""
    return solve(prob, time_limit, options or SolveOptions(), False, extra)


__all__ = ["IPM_VARIABLES", "MODEL_STATUS", "OPTIMALITY_GAP", "run_highs", "solve", "version"]
