"""PuLP's bundled CBC binary: the run, the bound read from its log, a watchdog past the
deadline, and the status table."""

from __future__ import annotations

import logging
import math
import os
import re
import subprocess
import tempfile
import warnings
from importlib import metadata
from typing import Any

from topomilp.errors import BackendUnavailableError
from topomilp.exact.backends.common import import_pulp
from topomilp.exact.deadline import remaining
from topomilp.exact.options import SolveOptions
from topomilp.exact.result import Answer
from topomilp.exact.status import Status

log = logging.getLogger(__name__)

#: Seconds past the deadline after which a CBC process still running is ended.
CBC_KILL_GRACE = 0.5

_CBC_BOUND = re.compile(r"(?:Lower|Upper) bound:\s*(-?[\d.eE+-]+)")
_CBC_BEST_POSSIBLE = re.compile(r"best possible\s+(-?[\d.eE+-]+)")
_CBC_START = re.compile(r"MIPStart provided solution with cost")


def solver(pulp: Any, **options: Any) -> Any:
    """PuLP's bundled CBC. PuLP 3.3 warns that it leaves in PuLP 4.0; pyproject pins
    ``pulp<4``, so the warning is silenced here and nowhere else."""
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message="PULP_CBC_CMD is deprecated", category=DeprecationWarning)
        return pulp.PULP_CBC_CMD(**options)


def version() -> str:
    try:
        pulp_version = metadata.version("pulp")
    except metadata.PackageNotFoundError as exc:
        raise BackendUnavailableError("cbc", f"package {exc} is not installed") from None
    return f"CBC {_binary_version()} via PuLP {pulp_version}"


def _binary_version() -> str:
    path = solver(import_pulp()).path
    try:
        out = subprocess.run([path, "-quit"], capture_output=True, text=True, timeout=20).stdout
    except (OSError, subprocess.SubprocessError):
        return "(version unknown)"
    m = re.search(r"Version:\s*(\S+)", out)
    return m.group(1) if m else "(version unknown)"


def cbc_log_bound(text: str, maximise: bool) -> float | None:
    """The best bound in a CBC log, in the model's sense, widened so that it still bounds.

    CBC prints bounds rounded: ``best possible`` (the ``Cbc0005I``/``Cbc0010I`` lines, in
    CBC's minimisation sense: negated when maximising) to 8 significant digits, the
    summary's ``Upper bound:`` / ``Lower bound:`` to 3. A rounded bound can fall on the
    wrong side of the optimum (docs/solver-notes.md), so it is moved outwards by one unit
    of its last printed digit. ``None`` when the log has no finite bound.

    >>> log = "Cbc0005I Partial search - best objective -0.2075 (best possible -0.22222222)"
    >>> cbc_log_bound(log, maximise=True) >= 2 / 9
    True
    """
    best = _CBC_BEST_POSSIBLE.findall(text)
    if best:
        b, digits = (-float(best[-1]) if maximise else float(best[-1])), 8
    else:
        summary = _CBC_BOUND.findall(text)
        if not summary:
            return None
        b, digits = float(summary[-1]), 3
    if not math.isfinite(b) or abs(b) >= 1e30:          # CBC's "no bound yet"
        return None
    slack = abs(b) * 10.0 ** (1 - digits)
    return b + slack if maximise else b - slack


class CbcWatchdog:
    """Ends this process's CBC children (by pid, Linux ``/proc``) ``seconds`` from now
    unless cancelled (:meth:`kill` at once); ``killed`` says whether it did. With a
    ``marker`` (the run's own temporary directory, which CBC's command line names) only
    the CBC whose command line contains it: solves in other threads of the process (a
    Dask worker runs one task per thread) keep their CBC."""

    def __init__(self, path: str, seconds: float, marker: str | None = None) -> None:
        import threading

        self.path = os.path.realpath(path)
        self.marker = marker
        self.killed = False
        self._timer = threading.Timer(seconds, self.kill)
        self._timer.daemon = True
        self._timer.start()

    def cancel(self) -> None:
        self._timer.cancel()

    def kill(self) -> None:
        """End this process's CBC children (those of this run, with a ``marker``) now."""
        import signal

        me = os.getpid()
        try:
            pids = [int(p) for p in os.listdir("/proc") if p.isdigit()]
        except OSError:
            return
        for pid in pids:
            try:
                with open(f"/proc/{pid}/stat") as fh:
                    ppid = int(fh.read().rsplit(")", 1)[1].split()[1])
                if ppid != me or os.path.realpath(f"/proc/{pid}/exe") != self.path:
                    continue
                if self.marker is not None:
                    with open(f"/proc/{pid}/cmdline", "rb") as fh:
                        if self.marker.encode() not in fh.read():
                            continue
                os.kill(pid, signal.SIGKILL)
                self.killed = True
                log.warning("CBC (pid %d) ran past the deadline: ended", pid)
            except (OSError, ValueError, IndexError):
                continue


def cbc_threads(threads: int) -> int | None:
    """CBC's ``-threads`` option for ``threads``: none for one thread. With ``-threads 1``
    CBC 2.10.3 runs its threaded branch-and-bound with one worker, which now and then
    never starts ("Thread 0 used 0 times, waiting to start 10.0") and the solve idles
    until its time limit (about 1 run in 60 on a 5-node routing model); without the
    option CBC searches in its main thread.

    >>> cbc_threads(1), cbc_threads(2)
    (None, 2)
    """
    return None if int(threads) <= 1 else int(threads)


def _run(pulp: Any, prob: Any, seconds: float, options: SolveOptions, has_start: bool) -> str | None:
    """Run CBC on ``prob`` (in its minimisation sense); its log, or ``None`` when the
    watchdog had to end it. Every file of the run (CBC's log, PuLP's model, MIP start and
    solution files) is written in one temporary directory, removed when the run ends,
    also when CBC is ended or the solve raises (PuLP removes its own files only after a
    run that succeeded: each run the watchdog ended left a model and a MIP start of
    about 2.7 MB at n = 24 in ``$TMPDIR``). An exception out of the run (``KeyboardInterrupt``)
    ends CBC too (:meth:`CbcWatchdog.kill`), also when the signal did not reach CBC."""
    with tempfile.TemporaryDirectory(prefix="topomilp-cbc-") as tmp:
        logpath = os.path.join(tmp, "cbc.log")
        # "preprocess off": CBC 2.10.3's CGL preprocessing fixed the optimal split of a
        # 10-binary port model away and reported a worse one as optimal
        # (docs/solver-notes.md, "CBC preprocessing"; tests/test_multidim.py)
        cmd = solver(pulp, msg=False, timeLimit=seconds, threads=cbc_threads(options.threads), gapRel=0,
                     warmStart=has_start, logPath=logpath, timeMode="elapsed",
                     options=[f"randomCbcSeed {options.seed + 1}", "preprocess off"])
        cmd.tmpDir = tmp                # PuLP's <uuid>-pulp.* files, else in $TMPDIR
        # CBC checks its time limit only once its initial LP is solved: past the
        # deadline, its process (a child of this one) is ended
        watchdog = CbcWatchdog(cmd.path, max(remaining(seconds), seconds) + CBC_KILL_GRACE, marker=tmp)
        try:
            prob.solve(cmd)
        except pulp.PulpSolverError:
            if not watchdog.killed:
                raise
            return None
        except BaseException:
            # interrupted while CBC runs: a SIGINT that reaches only this process (a
            # notebook's interrupt, ``kill -INT``) left CBC running to its own time limit
            watchdog.kill()
            raise
        finally:
            watchdog.cancel()
        try:
            with open(logpath) as fh:
                return fh.read()
        except OSError:
            return ""


def solve(prob: Any, seconds: float, options: SolveOptions, has_start: bool = False) -> Answer:
    """Solve the built PuLP model ``prob`` with CBC for at most ``seconds``: an
    :class:`~topomilp.exact.result.Answer` with the status and, for a MILP, the bound
    read from CBC's log (:func:`cbc_log_bound`)."""
    pulp = import_pulp()
    if not solver(pulp).available():
        raise BackendUnavailableError("cbc", "PuLP's bundled CBC binary is missing (pip install 'pulp[cbc]')")
    maximise = prob.sense == pulp.LpMaximize
    objective = prob.objective
    if maximise:
        # CBC scores a MIP start of a "-max" model in the wrong sense (the log's "MIPStart
        # provided solution with cost 0.222" is then beaten by -0.207, i.e. a worse
        # incumbent): CBC gets "minimise -objective" instead (formulations/joint_topology.md,
        # "Answers at any size").
        prob.setObjective(-objective)
        prob.sense = pulp.LpMinimize
    try:
        text = _run(pulp, prob, seconds, options, has_start)
    finally:
        if maximise:
            prob.setObjective(objective)
            prob.sense = pulp.LpMaximize
    if text is None:
        return Answer(Status.TIMEOUT, message=f"CBC had not stopped {CBC_KILL_GRACE:g} s past the deadline "
                      "(CBC checks its time limit only after its initial LP): ended")
    return _answer(pulp, prob, text, objective, maximise, has_start)


def _answer(pulp: Any, prob: Any, text: str, objective: Any, maximise: bool, has_start: bool) -> Answer:
    """The status table: PuLP's solution status and CBC's log -> the answer."""
    st, sol = prob.status, prob.sol_status
    mip = any(v.cat == pulp.LpInteger for v in prob.variables())
    start_note = ""
    if has_start:
        start_note = ("; CBC used the warm start" if _CBC_START.search(text) else
                      "; CBC did not use the warm start (its log shows no MIPStart solution)")
    if sol == pulp.LpSolutionOptimal and "Stopped on time" not in text:
        return Answer(Status.OPTIMAL)
    if sol == pulp.LpSolutionInfeasible or st == pulp.LpStatusInfeasible:
        return Answer(Status.INFEASIBLE, message="CBC proved the model infeasible")
    bound = cbc_log_bound(text, False) if mip else None       # a bound of the minimised objective
    if bound is not None:
        # PuLP's MPS file drops the objective's constant term: add it back.
        bound += float(getattr(objective, "constant", 0.0) or 0.0) * (-1 if maximise else 1)
        bound = -bound if maximise else bound
    if sol in (pulp.LpSolutionIntegerFeasible, pulp.LpSolutionOptimal):
        return Answer(Status.FEASIBLE, bound=bound, message="CBC stopped on its time limit without proof" + start_note)
    if "Stopped on time" in text or st == pulp.LpStatusNotSolved:
        return Answer(Status.TIMEOUT, bound=bound,
                      message="CBC stopped on its time limit without a solution" + start_note)
    return Answer(Status.ERROR, message=f"CBC status {pulp.LpStatus.get(st, st)}")


__all__ = ["CBC_KILL_GRACE", "CbcWatchdog", "cbc_log_bound", "cbc_threads", "solve", "solver", "version"]
