"""Running a sweep: every unfinished instance through an executor, each row appended to
the results log (:class:`topomilp.bench.resultslog.ResultsLog`) as its task comes back;
the machine's cores and load recorded with the result."""

from __future__ import annotations

import logging
import os
import time
from dataclasses import dataclass, field
from typing import Any, Callable

from topomilp.bench.config import RESULTS_JSONL
from topomilp.bench.resultslog import ResultsLog
from topomilp.bench.rows import BenchRow
from topomilp.errors import TopomilpInputError
from topomilp.sweep.executors import NO_WORKER, TaskFn, connect, run_dask, run_local, run_serial
from topomilp.sweep.grid import Instance, SweepConfig
from topomilp.sweep.task import ERROR, error_rows, run_instance

log = logging.getLogger(__name__)


def cores() -> int:
    """The CPU cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:      # pragma: no cover - not on Linux
        return os.cpu_count() or 1


def load_average() -> tuple[float, float, float] | None:
    """The 1-, 5- and 15-minute load averages (:func:`os.getloadavg`), None where there are none."""
    try:
        return tuple(round(x, 2) for x in os.getloadavg())   # type: ignore[return-value]
    except (AttributeError, OSError):   # pragma: no cover - not on Unix
        return None


@dataclass
class SweepRun:
    """Rows of a sweep in grid order (one per instance and method) and what happened:
    failed instances, whether the run was aborted (no Dask worker left), the machine's
    cores and its load average at the start and the end."""

    config: SweepConfig
    rows: list[BenchRow] = field(default_factory=list)
    instances: int = 0
    resumed: int = 0
    failed: list[tuple[Instance, str]] = field(default_factory=list)
    wall_s: float = 0.0
    aborted: str | None = None
    cores: int = field(default_factory=cores)
    load_start: tuple[float, float, float] | None = None
    load_end: tuple[float, float, float] | None = None

    def document(self) -> dict[str, Any]:
        """The ``--json`` document."""
        c = self.config
        return {"grid": {"n": list(c.ns), "d": list(c.ds), "link_models": list(c.link_models),
                         "workloads": list(c.workloads), "seeds": list(c.seeds), "methods": list(c.methods)},
                "time_limit": c.time_limit, "workers": c.workers, "scheduler": c.scheduler,
                "instances": self.instances, "resumed": self.resumed, "wall_s": self.wall_s,
                "aborted": self.aborted, "machine": self.machine(),
                "failed": [{"instance": i.to_dict(), "reason": why} for i, why in self.failed],
                "rows": [r.to_dict(compact=False) for r in self.rows]}

    def machine(self) -> dict[str, Any]:
        """Cores and load average (1, 5, 15 min) at the start and the end of the run."""
        return {"cores": self.cores, "load_start": None if self.load_start is None else list(self.load_start),
                "load_end": None if self.load_end is None else list(self.load_end)}


def row_instance(row: BenchRow) -> Instance | None:
    """The instance a sweep row belongs to (from its ``config``), or None."""
    try:
        return Instance.from_dict({**(row.config or {}), "workload": row.workload})
    except (KeyError, TypeError, ValueError):
        return None


def load_rows(results: ResultsLog, cfg: SweepConfig) -> dict[tuple[Instance, str], BenchRow]:
    """The rows of an earlier sweep in ``results``, by (instance, method), the last line
    winning; raises :class:`TopomilpInputError` (``--resume``) on a row of another run."""
    ident = cfg.identity()

    def check(row: BenchRow) -> None:
        if row_instance(row) is None:
            raise TopomilpInputError("--resume", f"{results.path} holds a row that is not a sweep row "
                                     f"({row.workload}/{row.method}); use another --out")
        theirs = {k: (row.config or {}).get(k) for k in ident}
        if theirs != ident:
            raise TopomilpInputError("--resume", f"{results.path} holds rows of other options ({theirs} != {ident}); "
                                     "use another --out or drop --resume")
    return {(row_instance(row), row.method): row for row in results.start(True, check)}  # type: ignore[misc]


def warn_oversubscribed(cfg: SweepConfig, n_cores: int) -> None:
    """Log a warning when the local workers (times their solver threads) exceed the cores:
    proofs that take close to the time limit then depend on the load."""
    if cfg.scheduler is None and cfg.workers * cfg.threads > n_cores:
        log.warning("--workers %d x --threads %d exceeds the %d core(s) of this machine: solves share cores, "
                    "so whether an instance is proven within --time-limit depends on the load",
                    cfg.workers, cfg.threads, n_cores)


def run_sweep(cfg: SweepConfig, *, task: TaskFn = run_instance, client: Any = None,
              progress: Callable[[int, int, str], None] | None = None, **dask_options: float) -> SweepRun:
    """Run every instance of ``cfg`` not already finished in ``cfg.out`` (with
    ``cfg.resume``), appending each row to ``results.jsonl`` as its task comes back.
    ``client``: a connected :class:`distributed.Client` (else one is made from
    ``cfg.scheduler`` when set); ``progress(done, total, label)`` after each instance;
    ``dask_options``: ``no_worker_timeout_s``, ``poll_s`` of
    :func:`~topomilp.sweep.executors.run_dask`."""
    t0 = time.perf_counter()
    run = SweepRun(cfg, load_start=load_average())
    warn_oversubscribed(cfg, run.cores)
    insts = cfg.instances()
    run.instances = len(insts)
    settings = cfg.settings()
    results = None if cfg.out is None else ResultsLog(cfg.out / RESULTS_JSONL)
    done: dict[tuple[Instance, str], BenchRow] = {}
    if results is not None:
        done = load_rows(results, cfg) if cfg.resume else {}
        if not cfg.resume:
            results.start(False)

    def finished(inst: Instance) -> bool:
        return all((inst, m) in done and done[(inst, m)].status != ERROR for m in cfg.methods)

    todo = [i for i in insts if not finished(i)]
    run.resumed = len(insts) - len(todo)
    by_key: dict[tuple[Instance, str], BenchRow] = {k: v for k, v in done.items() if finished(k[0])}
    count = run.resumed
    if progress is not None:
        progress(count, len(insts), "starting")
    own_client = None
    if cfg.scheduler is not None and client is None and todo:
        client = own_client = connect(cfg.scheduler)
    if client is not None:
        stream = run_dask(todo, settings, task, client, **dask_options)
    elif cfg.workers > 1 and len(todo) > 1:
        stream = run_local(todo, settings, task, cfg.workers)
    else:
        stream = run_serial(todo, settings, task)
    try:
        for inst, res in stream:
            if isinstance(res, str):     # the task itself failed: no rows came back
                rows = error_rows(inst, cfg.methods, settings, res)
                if res.startswith(NO_WORKER):
                    run.aborted = res
            else:
                rows = [BenchRow.from_dict(r) for r in res["rows"]]
                got = {r.method for r in rows}
                rows += error_rows(inst, [m for m in cfg.methods if m not in got], settings,
                                   "the task returned no row for this method")
            errors = [r for r in rows if r.status == ERROR]
            if errors:
                run.failed.append((inst, errors[0].message))
            for r in rows:
                if results is not None:
                    results.append(r)
                by_key[(inst, r.method)] = r
            count += 1
            if progress is not None:
                progress(count, len(insts), inst.label())
    finally:
        if own_client is not None:
            own_client.close()
        order = {i: k for k, i in enumerate(insts)}
        morder = {m: k for k, m in enumerate(cfg.methods)}
        run.rows = [by_key[k] for k in sorted(by_key, key=lambda k: (order.get(k[0], len(order)),
                                                                     morder.get(k[1], len(morder))))]
        run.wall_s = time.perf_counter() - t0
        run.load_end = load_average()
    return run


__all__ = ["SweepRun", "cores", "load_average", "load_rows", "row_instance", "run_sweep", "warn_oversubscribed"]
