"""The sweep: the bench's rows for a whole grid of instances, on local processes or a
Dask cluster (docs/sweep.md).

An *instance* is one ``(n, d, link model, workload, seed)``; a *task* runs one instance
with the bench (:func:`topomilp.bench.run_bench`, sub-problems off) and returns its rows,
one per method. The driver appends each row to ``OUT/results.jsonl`` (one JSON line,
fsynced, as the bench does) as soon as its task is back, so a worker that fails or is
killed loses no finished row. An instance whose task raised or whose worker died is
reported with a row of status ``"error"`` per missing method (the reason in
``message``), never dropped. ``--resume`` keeps every instance whose rows are all in the
file without an error and runs only the others.

Executors: ``workers=1`` runs the tasks one after the other in this process (the serial
run); ``workers=N`` on ``N`` local processes (:class:`concurrent.futures.ProcessPoolExecutor`,
spawned); ``scheduler=ADDRESS`` on a Dask distributed cluster (``dask scheduler`` /
``dask worker``), through :class:`distributed.Client`.

>>> cfg = SweepConfig(ns=(6, 8), ds=(2, 3), workloads=("allreduce",), methods=("ring",),
...                   skip_inadmissible=True)
>>> [(i.n, i.d) for i in cfg.instances()]
[(6, 2), (6, 3), (8, 2), (8, 3)]
>>> parse_int_grid("6:12:2")
(6, 8, 10, 12)
"""

from __future__ import annotations

import argparse
import concurrent.futures as cf
import dataclasses
import json
import logging
import math
import multiprocessing
import statistics
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Sequence

from topomilp._io import atomic_write
from topomilp.bench.config import RESULTS_JSONL, BenchConfig
from topomilp.bench.methods import EXACT_METHOD, default_methods, method_kind
from topomilp.bench.rows import BenchRow, append_row, end_torn_line, read_rows
from topomilp.cliargs import int_min, name_list, positive_float
from topomilp.errors import TopomilpInputError
from topomilp.model import LINK_MODELS

log = logging.getLogger(__name__)

#: files of ``--out DIR`` besides ``results.jsonl``
SUMMARY_MD = "summary.md"
RESULTS_CSV = "results.csv"
#: the instance fields a sweep row's ``config`` holds, first in ``results.csv``
INSTANCE_COLUMNS = ("n", "d", "link_model", "seed")
RATIO_PLOT = "ratio_vs_n.png"
#: seconds to wait for a Dask scheduler before giving up (bad input, exit code 2)
CONNECT_TIMEOUT_S = 3.0
#: status of the rows of an instance whose task failed
ERROR = "error"


# --------------------------------------------------------------------------- grid
def parse_int_grid(text: str) -> tuple[int, ...]:
    """``6,8,10`` or an inclusive range ``6:16:2`` (step 1 when left out), or a mix
    (``6,10:12``); sorted, duplicates removed."""
    out: set[int] = set()
    for part in (p.strip() for p in text.split(",")):
        if not part:
            continue
        try:
            bits = [int(b) for b in part.split(":")]
        except ValueError:
            raise argparse.ArgumentTypeError(f"must be integers or ranges A:B[:STEP], got {text!r}") from None
        if len(bits) == 1:
            out.add(bits[0])
        elif len(bits) in (2, 3) and (len(bits) == 2 or bits[2] > 0) and bits[0] <= bits[1]:
            out.update(range(bits[0], bits[1] + 1, bits[2] if len(bits) == 3 else 1))
        else:
            raise argparse.ArgumentTypeError(f"a range must be A:B[:STEP] with A <= B and STEP > 0, got {part!r}")
    if not out:
        raise argparse.ArgumentTypeError(f"must name at least one integer, got {text!r}")
    return tuple(sorted(out))


@dataclass(frozen=True, order=True)
class Instance:
    """One grid point: what one task solves."""

    n: int
    d: int
    link_model: str
    workload: str
    seed: int

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Instance":
        return cls(int(data["n"]), int(data["d"]), str(data["link_model"]), str(data["workload"]),
                   int(data["seed"]))

    def label(self) -> str:
        return f"n={self.n} d={self.d} {self.link_model} {self.workload} seed={self.seed}"


def admissible(n: int, d: int, link_model: str) -> str | None:
    """Why ``(n, d)`` is not a sweep grid point under ``link_model``, or None: the sweep
    needs ``d < n - 1`` (``d = n - 1`` is the complete graph, nothing to design) and, under
    duplex, ``n * d`` even (a d-regular graph exists)."""
    if d >= n - 1:
        return f"d={d} >= n-1={n - 1}"
    if link_model == "duplex" and (n * d) % 2:
        return f"n*d={n * d} is odd under duplex"
    return None


@dataclass(frozen=True)
class SweepConfig:
    """A sweep: the grid, the bench options of each task, the executor and the output."""

    ns: tuple[int, ...] = (6, 8)
    ds: tuple[int, ...] = (3,)
    link_models: tuple[str, ...] = ("duplex",)
    workloads: tuple[str, ...] = ("allreduce",)
    seeds: tuple[int, ...] = (0,)
    methods: tuple[str, ...] = (EXACT_METHOD,)
    time_limit: float = 60.0
    bandwidth_gbps: float = 25.0
    backend: str = "auto"
    threads: int = 1
    workers: int = 1
    scheduler: str | None = None
    out: Path | None = None
    resume: bool = False
    skip_inadmissible: bool = False
    json: bool = False
    quiet: bool = False

    def __post_init__(self) -> None:
        options = {"ns": "--n", "ds": "--d", "link_models": "--link-model", "workloads": "--workloads",
                   "seeds": "--seeds", "methods": "--methods"}
        for name, option in options.items():
            object.__setattr__(self, name, tuple(getattr(self, name)))
            if not getattr(self, name):
                raise TopomilpInputError(option, "the grid is empty: names nothing")
        if min(self.ns) < 3 or min(self.ds) < 1 or min(self.seeds) < 0:
            raise TopomilpInputError("--n/--d/--seeds", "need n >= 3, d >= 1, seeds >= 0",
                                     (self.ns, self.ds, self.seeds))
        bad = [m for m in self.link_models if m not in LINK_MODELS]
        if bad:
            raise TopomilpInputError("--link-model", f"unknown link model(s) {bad}; choose from {list(LINK_MODELS)}")
        known = default_methods()
        bad = [m for m in self.methods if m not in known]
        if bad:
            raise TopomilpInputError("--methods", f"unknown method(s) {bad}; choose from {list(known)}")
        if not (math.isfinite(self.time_limit) and self.time_limit > 0):
            raise TopomilpInputError("--time-limit", "must be a positive number", self.time_limit)
        if self.workers < 1 or self.threads < 1:
            raise TopomilpInputError("--workers", "must be >= 1", self.workers)
        if self.resume and self.out is None:
            raise TopomilpInputError("--out", "is required with --resume")
        if self.out is not None and self.out.exists() and not self.out.is_dir():
            raise TopomilpInputError("--out", "exists and is not a directory", str(self.out))
        points = [(n, d, lm) for lm in self.link_models for n in self.ns for d in self.ds]
        why = [f"(n={n}, d={d}, {lm}): {admissible(n, d, lm)}" for n, d, lm in points if admissible(n, d, lm)]
        if why and not self.skip_inadmissible:
            raise TopomilpInputError("--n/--d", f"{len(why)} grid point(s) are not admissible, e.g. {why[0]}; "
                                     "pass --skip-inadmissible to drop them")
        if len(why) == len(points):
            raise TopomilpInputError("--n/--d", f"the grid is empty: every (n, d) is dropped, e.g. {why[0]}")
        self._check_workloads()

    def _check_workloads(self) -> None:
        from topomilp.workloads import WORKLOADS, resolve_workload

        unknown = [w for w in self.workloads if w not in WORKLOADS and not w.startswith("chakra:")
                   and not Path(w).exists()]
        if unknown:
            raise TopomilpInputError("--workloads", f"unknown workload(s) {unknown}; choose from "
                                     f"{sorted(WORKLOADS)}, a file or chakra:PREFIX")
        for w in self.workloads:   # files and traces must be readable and have each n nodes
            if w not in WORKLOADS:
                for n in self.ns:
                    resolve_workload(w, n, self.seeds[0], field="--workloads")

    def instances(self) -> list[Instance]:
        """The admissible grid points, in run order (link model, n, d, workload, seed)."""
        return [Instance(n, d, lm, w, s) for lm in self.link_models for n in self.ns for d in self.ds
                if admissible(n, d, lm) is None for w in self.workloads for s in self.seeds]

    def settings(self) -> dict[str, Any]:
        """What every task needs besides its instance (plain data: it crosses processes)."""
        return {"methods": list(self.methods), "time_limit": self.time_limit, "bandwidth_gbps": self.bandwidth_gbps,
                "backend": self.backend, "threads": self.threads}

    def identity(self) -> dict[str, Any]:
        """What a row's numbers depend on besides its instance (``--resume`` checks it)."""
        return {"time_limit": self.time_limit, "bandwidth_gbps": self.bandwidth_gbps, "backend": self.backend}


# --------------------------------------------------------------------------- one task
def _row_config(inst: Instance, settings: dict[str, Any]) -> dict[str, Any]:
    return {**inst.to_dict(), "time_limit": settings["time_limit"], "bandwidth_gbps": settings["bandwidth_gbps"],
            "backend": settings["backend"]}


def error_rows(inst: Instance, methods: Iterable[str], settings: dict[str, Any], reason: str) -> list[BenchRow]:
    """The rows reporting ``methods`` of ``inst`` as failed (status ``"error"``)."""
    cfg = _row_config(inst, settings)
    return [BenchRow(inst.workload, m, method_kind(m), status=ERROR, message=reason, config=cfg) for m in methods]


def run_instance(instance: dict[str, Any], settings: dict[str, Any]) -> dict[str, Any]:
    """One task: the bench's rows of one instance (plain dicts, so any executor can carry
    them). A method that raises ends the task: the rows finished before it are kept and
    every method without a row gets an ``"error"`` row naming the exception."""
    from topomilp.bench.run import run_bench

    inst = Instance.from_dict(instance)
    cfg = BenchConfig(n=inst.n, d=inst.d, workloads=(inst.workload,), methods=tuple(settings["methods"]),
                      link_model=inst.link_model, bandwidth_gbps=settings["bandwidth_gbps"],
                      backend=settings["backend"], time_limit=settings["time_limit"], seed=inst.seed,
                      threads=settings["threads"], subproblems=False, quiet=True)
    rows: list[BenchRow] = []
    t0 = time.perf_counter()
    row_cfg = _row_config(inst, settings)
    try:
        run_bench(cfg, on_row=lambda r: rows.append(dataclasses.replace(r, config=row_cfg)))
    except Exception as exc:  # noqa: BLE001 - reported as the instance's error rows, the sweep goes on
        log.warning("%s: %s: %s", inst.label(), type(exc).__name__, exc)
        have = {r.method for r in rows}
        rows += error_rows(inst, [m for m in settings["methods"] if m not in have], settings,
                           f"task raised {type(exc).__name__}: {exc}")
    return {"instance": inst.to_dict(), "rows": [r.to_dict() for r in rows], "wall_s": time.perf_counter() - t0}


# --------------------------------------------------------------------------- executors
TaskFn = Callable[[dict[str, Any], dict[str, Any]], dict[str, Any]]


def connect(address: str, timeout: float = CONNECT_TIMEOUT_S) -> Any:
    """A :class:`distributed.Client` of the scheduler at ``address``; raises
    :class:`TopomilpInputError` (field ``--scheduler``) when it cannot be reached within
    ``timeout`` seconds."""
    try:
        from distributed import Client
    except ImportError as exc:   # pragma: no cover - dask[distributed] is a dependency
        raise TopomilpInputError("--scheduler", f"needs dask[distributed]: pip install topomilp[cluster] ({exc})"
                                 ) from None
    try:
        return Client(address, timeout=timeout)
    except (OSError, TimeoutError, ValueError) as exc:
        raise TopomilpInputError("--scheduler", f"cannot reach a Dask scheduler within {timeout:g} s "
                                 f"({type(exc).__name__}: {exc})", address) from None


def _serial(todo: list[Instance], settings: dict[str, Any], task: TaskFn) -> Iterable[tuple[Instance, Any]]:
    for inst in todo:
        try:
            yield inst, task(inst.to_dict(), settings)
        except Exception as exc:  # noqa: BLE001 - a task fn that raises is reported like a dead worker
            yield inst, f"{type(exc).__name__}: {exc}"


def _local(todo: list[Instance], settings: dict[str, Any], task: TaskFn, workers: int
           ) -> Iterable[tuple[Instance, Any]]:
    """At most ``workers`` tasks in flight on spawned processes. When a worker dies (the
    pool breaks), every task then in flight is a suspect: each is started again alone in
    a fresh one-process pool, so only the instance that kills its worker by itself is
    reported (the others' rows come back as usual)."""
    queue = list(todo)
    suspects: list[Instance] = []
    ctx = multiprocessing.get_context("spawn")
    while queue or suspects:
        alone = bool(suspects)
        source = suspects if alone else queue
        size = 1 if alone else workers
        broken = False
        with cf.ProcessPoolExecutor(max_workers=size, mp_context=ctx) as pool:
            running: dict[cf.Future, Instance] = {}
            while (source or running) and not broken:
                while source and len(running) < size:
                    inst = source.pop(0)
                    running[pool.submit(task, inst.to_dict(), settings)] = inst
                finished, _ = cf.wait(running, return_when=cf.FIRST_COMPLETED)
                for fut in finished:
                    inst = running.pop(fut)
                    try:
                        yield inst, fut.result()
                    except cf.process.BrokenProcessPool:
                        broken = True
                        running[fut] = inst
                    except Exception as exc:  # noqa: BLE001 - the task function itself raised
                        yield inst, f"{type(exc).__name__}: {exc}"
            if broken:
                pool.shutdown(wait=False, cancel_futures=True)
                for inst in running.values():
                    if alone:
                        yield inst, "the worker process died running this instance (alone, on a second try)"
                    else:
                        log.warning("%s: a worker process died; trying this instance again alone", inst.label())
                        suspects.append(inst)


def _dask(todo: list[Instance], settings: dict[str, Any], task: TaskFn, client: Any
          ) -> Iterable[tuple[Instance, Any]]:
    """Every task submitted at once; results as they complete. Dask starts the task of a
    dead worker again elsewhere (``distributed.scheduler.allowed-failures``), then raises
    ``KilledWorker``: reported as the instance's error."""
    from distributed import as_completed

    futures = {client.submit(task, inst.to_dict(), settings, pure=False,
                             key=f"topomilp-sweep-{i}-{inst.label().replace(' ', '_')}"): inst
               for i, inst in enumerate(todo)}
    for fut in as_completed(list(futures)):
        inst = futures[fut]
        try:
            yield inst, fut.result()
        except Exception as exc:  # noqa: BLE001 - KilledWorker, a raising task, a lost connection
            yield inst, f"{type(exc).__name__}: {exc}"
        fut.release()


# --------------------------------------------------------------------------- the sweep
@dataclass
class SweepRun:
    """Rows of a sweep in grid order (one per instance and method) and what happened."""

    config: SweepConfig
    rows: list[BenchRow] = field(default_factory=list)
    instances: int = 0
    resumed: int = 0
    failed: list[tuple[Instance, str]] = field(default_factory=list)
    wall_s: float = 0.0

    def document(self) -> dict[str, Any]:
        """The ``--json`` document."""
        c = self.config
        return {"grid": {"n": list(c.ns), "d": list(c.ds), "link_models": list(c.link_models),
                         "workloads": list(c.workloads), "seeds": list(c.seeds), "methods": list(c.methods)},
                "time_limit": c.time_limit, "workers": c.workers, "scheduler": c.scheduler,
                "instances": self.instances, "resumed": self.resumed, "wall_s": self.wall_s,
                "failed": [{"instance": i.to_dict(), "reason": why} for i, why in self.failed],
                "rows": [r.to_dict(compact=False) for r in self.rows]}


def row_instance(row: BenchRow) -> Instance | None:
    """The instance a sweep row belongs to (from its ``config``), or None."""
    try:
        return Instance.from_dict({**(row.config or {}), "workload": row.workload})
    except (KeyError, TypeError, ValueError):
        return None


def _load(jsonl: Path, cfg: SweepConfig) -> dict[tuple[Instance, str], BenchRow]:
    """The rows of an earlier sweep, by (instance, method), the last line winning."""
    done: dict[tuple[Instance, str], BenchRow] = {}
    ident = cfg.identity()
    for row in read_rows(jsonl):
        inst = row_instance(row)
        if inst is None:
            raise TopomilpInputError("--resume", f"{jsonl} holds a row that is not a sweep row "
                                     f"({row.workload}/{row.method}); use another --out")
        theirs = {k: (row.config or {}).get(k) for k in ident}
        if theirs != ident:
            raise TopomilpInputError("--resume", f"{jsonl} holds rows of other options ({theirs} != {ident}); "
                                     "use another --out or drop --resume")
        done[(inst, row.method)] = row
    return done


def run_sweep(cfg: SweepConfig, *, task: TaskFn = run_instance, client: Any = None,
              progress: Callable[[int, int, str], None] | None = None) -> SweepRun:
    """Run every instance of ``cfg`` not already finished in ``cfg.out`` (with
    ``cfg.resume``), appending each row to ``results.jsonl`` as its task comes back.
    ``client``: a connected :class:`distributed.Client` (else one is made from
    ``cfg.scheduler`` when set); ``progress(done, total, label)`` after each instance."""
    t0 = time.perf_counter()
    run = SweepRun(cfg)
    insts = cfg.instances()
    run.instances = len(insts)
    settings = cfg.settings()
    jsonl = None
    done: dict[tuple[Instance, str], BenchRow] = {}
    if cfg.out is not None:
        cfg.out.mkdir(parents=True, exist_ok=True)
        jsonl = cfg.out / RESULTS_JSONL
        if cfg.resume:
            done = _load(jsonl, cfg)
            end_torn_line(jsonl)
        elif jsonl.exists():
            jsonl.unlink()

    def finished(inst: Instance) -> bool:
        return all((inst, m) in done and done[(inst, m)].status != ERROR for m in cfg.methods)

    todo = [i for i in insts if not finished(i)]
    run.resumed = len(insts) - len(todo)
    results: dict[tuple[Instance, str], BenchRow] = {k: v for k, v in done.items() if finished(k[0])}
    count = run.resumed
    if progress is not None:
        progress(count, len(insts), "starting")
    own_client = None
    if cfg.scheduler is not None and client is None and todo:
        client = own_client = connect(cfg.scheduler)
    if client is not None:
        stream = _dask(todo, settings, task, client)
    elif cfg.workers > 1 and len(todo) > 1:
        stream = _local(todo, settings, task, cfg.workers)
    else:
        stream = _serial(todo, settings, task)
    try:
        for inst, res in stream:
            if isinstance(res, str):     # the task itself failed: no rows came back
                rows = error_rows(inst, cfg.methods, settings, res)
            else:
                rows = [BenchRow.from_dict(r) for r in res["rows"]]
                got = {r.method for r in rows}
                rows += error_rows(inst, [m for m in cfg.methods if m not in got], settings,
                                   "the task returned no row for this method")
            errors = [r for r in rows if r.status == ERROR]
            if errors:
                run.failed.append((inst, errors[0].message))
            for r in rows:
                if jsonl is not None:
                    append_row(jsonl, r)
                results[(inst, r.method)] = r
            count += 1
            if progress is not None:
                progress(count, len(insts), inst.label())
    finally:
        if own_client is not None:
            own_client.close()
        order = {i: k for k, i in enumerate(insts)}
        morder = {m: k for k, m in enumerate(cfg.methods)}
        run.rows = [results[k] for k in sorted(results, key=lambda k: (order.get(k[0], len(order)),
                                                                        morder.get(k[1], len(morder))))]
        run.wall_s = time.perf_counter() - t0
    return run


# --------------------------------------------------------------------------- summaries
def time_to_proof(row: BenchRow) -> float | None:
    """Build plus solve seconds of a row proven optimal, else None."""
    if row.status != "optimal":
        return None
    return (row.build_s or 0.0) + (row.solve_s or 0.0)


def method_summary(rows: Sequence[BenchRow]) -> list[dict[str, Any]]:
    """Per method: rows, statuses, errors, median and worst ratio to the optimum."""
    out = []
    for m in dict.fromkeys(r.method for r in rows):
        rs = [r for r in rows if r.method == m]
        ratios = [float(r.ratio_to_optimal) for r in rs if r.ratio_to_optimal is not None]
        out.append({"method": m, "rows": len(rs), "optimal": sum(r.status == "optimal" for r in rs),
                    "errors": sum(r.status == ERROR for r in rs),
                    "median_ratio": statistics.median(ratios) if ratios else None,
                    "max_ratio": max(ratios) if ratios else None})
    return out


def proof_summary(rows: Sequence[BenchRow], method: str = EXACT_METHOD, limit_s: float | None = None
                  ) -> list[dict[str, Any]]:
    """Per (link model, workload) for exact ``method``: instances, the fraction proven
    optimal (within ``limit_s`` seconds of build plus solve, when given) and the median
    time to proof of the proven ones."""
    groups: dict[tuple[str, str], list[BenchRow]] = {}
    for r in rows:
        if r.method == method and r.config:
            groups.setdefault((str(r.config.get("link_model")), r.workload), []).append(r)
    out = []
    for (lm, w), rs in groups.items():
        times = [t for t in (time_to_proof(r) for r in rs) if t is not None and (limit_s is None or t <= limit_s)]
        out.append({"link_model": lm, "workload": w, "instances": len(rs), "proven": len(times),
                    "fraction_proven": len(times) / len(rs), "median_time_s": statistics.median(times) if times
                    else None})
    return out


def _fmt(x: Any, digits: int = 3) -> str:
    if x is None:
        return "-"
    if isinstance(x, float):
        return f"{x:.{digits}f}"
    return str(x)


def instance_table(rows: Sequence[BenchRow]) -> tuple[list[str], list[list[str]]]:
    """Per row: the instance, method, status, objective (ms), ratio, gap, time to proof."""
    head = ["n", "d", "link", "workload", "seed", "method", "status", "time ms", "ratio", "gap", "proof s"]
    body = []
    for r in rows:
        c = r.config or {}
        body.append([str(c.get("n")), str(c.get("d")), str(c.get("link_model")), r.workload, str(c.get("seed")),
                     r.method, r.status or "-", _fmt(r.comm_time_ms), _fmt(r.ratio_to_optimal),
                     _fmt(r.gap, 4), _fmt(time_to_proof(r), 2)])
    return head, body


def summary_markdown(run: SweepRun, command: str = "") -> str:
    def table(head: list[str], body: list[list[str]]) -> str:
        esc = [[c.replace("|", "\\|") for c in row] for row in body]
        return "\n".join(["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
                         + ["| " + " | ".join(row) + " |" for row in esc])

    parts = [f"# topomilp sweep\n\n`{command}`\n" if command else "# topomilp sweep\n",
             f"{run.instances} instances ({run.resumed} resumed), {len(run.failed)} failed, "
             f"wall {run.wall_s:.1f} s, workers {run.config.workers}"
             + (f", scheduler {run.config.scheduler}" if run.config.scheduler else "") + "\n"]
    ms = method_summary(run.rows)
    parts.append(table(["method", "rows", "optimal", "errors", "median ratio", "max ratio"],
                       [[m["method"], str(m["rows"]), str(m["optimal"]), str(m["errors"]), _fmt(m["median_ratio"]),
                         _fmt(m["max_ratio"])] for m in ms]))
    ps = proof_summary(run.rows)
    if ps:
        parts.append("\n" + table(["link model", "workload", "instances", "proven", "median proof s"],
                                  [[p["link_model"], p["workload"], str(p["instances"]), f"{p['fraction_proven']:.0%}",
                                    _fmt(p["median_time_s"], 2)] for p in ps]))
    if run.failed:
        parts.append("\nFailed instances:\n\n" + "\n".join(f"- {i.label()}: {why}" for i, why in run.failed))
    head, body = instance_table(run.rows)
    parts.append("\n" + table(head, body))
    return "\n".join(parts) + "\n"


def write_plot(rows: Sequence[BenchRow], path: Path) -> Path | None:
    """Median ratio to the optimum against n, one line per method, one panel per link
    model (hollow markers: some ratios were taken against a bound, not a proven
    optimum). None when no row has a ratio."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    data: dict[str, dict[str, dict[int, list[BenchRow]]]] = {}
    for r in rows:
        if r.ratio_to_optimal is None or not r.config:
            continue
        data.setdefault(str(r.config["link_model"]), {}).setdefault(r.method, {}).setdefault(
            int(r.config["n"]), []).append(r)
    if not data:
        return None
    fig, axes = plt.subplots(1, len(data), figsize=(5.5 * len(data), 4.2), squeeze=False)
    for ax, (lm, by_m) in zip(axes[0], sorted(data.items())):
        for m, by_n in by_m.items():
            ns = sorted(by_n)
            med = [statistics.median(float(r.ratio_to_optimal) for r in by_n[n]) for n in ns]
            line, = ax.plot(ns, med, marker="o", label=m)
            hollow = [(n, v) for n, v in zip(ns, med) if any(r.ratio_basis == "bound" for r in by_n[n])]
            if hollow:
                ax.scatter(*zip(*hollow), s=80, facecolors="white", edgecolors=line.get_color(), zorder=3)
        ax.axhline(1.0, color="black", lw=0.8)
        ax.set_xlabel("n (nodes)")
        ax.set_ylabel("median time / optimum")
        ax.set_title(f"{lm}: ratio to the optimum")
        ax.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path


def write_outputs(run: SweepRun, command: str = "") -> list[Path]:
    """``summary.md``, ``results.csv`` (atomically) and the plot in ``run.config.out``."""
    from topomilp.bench.output import csv_text

    out = run.config.out
    if out is None:
        return []
    atomic_write(out / SUMMARY_MD, summary_markdown(run, command))
    atomic_write(out / RESULTS_CSV, csv_text(run.rows, INSTANCE_COLUMNS))
    written = [out / SUMMARY_MD, out / RESULTS_CSV]
    try:
        p = write_plot(run.rows, out / RATIO_PLOT)
    except ImportError as exc:   # matplotlib is the optional extra [plot]
        log.warning("no %s: %s (pip install topomilp[plot])", RATIO_PLOT, exc)
        p = None
    if p is not None:
        written.append(p)
    return written


def print_summary(run: SweepRun, console: Any) -> None:
    """The per-method and per-(link model, workload) tables on ``console`` (rich)."""
    from rich.table import Table

    t = Table(title=f"sweep: {run.instances} instances, {run.resumed} resumed, {len(run.failed)} failed, "
                    f"{run.wall_s:.1f} s")
    for h in ("method", "rows", "optimal", "errors", "median ratio", "max ratio"):
        t.add_column(h)
    for m in method_summary(run.rows):
        t.add_row(m["method"], str(m["rows"]), str(m["optimal"]), str(m["errors"]), _fmt(m["median_ratio"]),
                  _fmt(m["max_ratio"]))
    console.print(t)
    ps = proof_summary(run.rows)
    if ps:
        t = Table(title=f"{EXACT_METHOD}: proven optima")
        for h in ("link model", "workload", "instances", "proven", "median proof s"):
            t.add_column(h)
        for p in ps:
            t.add_row(p["link_model"], p["workload"], str(p["instances"]), f"{p['fraction_proven']:.0%}",
                      _fmt(p["median_time_s"], 2))
        console.print(t)
    for inst, why in run.failed:
        console.print(f"[red]failed[/red] {inst.label()}: {why}")


# --------------------------------------------------------------------------- command line
def add_arguments(p: argparse.ArgumentParser) -> None:
    """The ``topomilp sweep`` options."""
    p.add_argument("--n", type=parse_int_grid, required=True, help="node counts: 6,8 or 6:16:2 (inclusive)")
    p.add_argument("--d", type=parse_int_grid, required=True, help="ports per node: 3,4 or 3:6")
    p.add_argument("--link-model", type=name_list, default=("duplex",), help="duplex,simplex (default duplex)")
    p.add_argument("--workloads", type=name_list, default=("allreduce",),
                   help="comma-separated workload names, files or chakra:PREFIX (default allreduce)")
    p.add_argument("--seeds", type=parse_int_grid, default=(0,), help="seeds: 0,1 or 0:4 (default 0)")
    p.add_argument("--methods", type=name_list, default=(EXACT_METHOD,),
                   help=f"comma-separated bench methods (default {EXACT_METHOD})")
    p.add_argument("--time-limit", type=positive_float, default=60.0, help="seconds per exact solve (default 60)")
    p.add_argument("--bandwidth-gbps", type=positive_float, default=25.0)
    p.add_argument("--backend", choices=("auto", "highs", "cbc", "cpsat"), default="auto")
    p.add_argument("--threads", type=int_min(1), default=1, help="solver threads per task (default 1)")
    p.add_argument("--workers", type=int_min(1), default=1, help="local worker processes (default 1: serial)")
    p.add_argument("--scheduler", default=None, metavar="ADDRESS",
                   help="run on the Dask scheduler at ADDRESS (tcp://host:8786) instead of local processes")
    p.add_argument("--skip-inadmissible", action="store_true",
                   help="drop grid points with d >= n-1 or n*d odd under duplex (else they are an error)")
    p.add_argument("--out", type=Path, default=None, metavar="DIR",
                   help="write results.jsonl, results.csv, summary.md and ratio_vs_n.png here")
    p.add_argument("--resume", action="store_true", help="skip instances already finished in DIR/results.jsonl")
    p.add_argument("--json", action="store_true", help="print one JSON document instead of tables")
    p.add_argument("--quiet", action="store_true", help="no progress bar, no tables")


def config_from_namespace(ns: argparse.Namespace) -> SweepConfig:
    """Validate parsed arguments (raises :class:`TopomilpInputError` naming the option)."""
    return SweepConfig(ns=ns.n, ds=ns.d, link_models=ns.link_model, workloads=ns.workloads, seeds=ns.seeds,
                       methods=ns.methods, time_limit=ns.time_limit, bandwidth_gbps=ns.bandwidth_gbps,
                       backend=ns.backend, threads=ns.threads, workers=ns.workers, scheduler=ns.scheduler,
                       out=ns.out, resume=ns.resume, skip_inadmissible=ns.skip_inadmissible, json=ns.json,
                       quiet=ns.quiet)


def execute(cfg: SweepConfig, command: str = "") -> int:
    """Run a validated sweep with progress bar, tables and files; return the exit code
    (0, also when instances failed: they are in the rows and the summary). An unreachable
    scheduler raises :class:`TopomilpInputError` before any solve."""
    from topomilp.bench.output import progress_display, stderr_console

    client = connect(cfg.scheduler) if cfg.scheduler is not None else None
    console = stderr_console()
    try:
        with progress_display(console, enabled=not (cfg.quiet or cfg.json) and console.is_terminal) as progress:
            run = run_sweep(cfg, client=client, progress=progress)
    finally:
        if client is not None:
            client.close()
    write_outputs(run, command)
    if cfg.json:
        import sys

        sys.stdout.write(json.dumps(run.document(), allow_nan=False) + "\n")
    elif not cfg.quiet:
        from rich.console import Console

        print_summary(run, Console())
    return 0


__all__ = ["CONNECT_TIMEOUT_S", "ERROR", "RATIO_PLOT", "RESULTS_CSV", "SUMMARY_MD", "Instance", "SweepConfig",
           "SweepRun", "add_arguments", "admissible", "config_from_namespace", "connect", "error_rows",
           "execute", "method_summary", "parse_int_grid", "print_summary", "proof_summary", "row_instance",
           "run_instance", "run_sweep", "summary_markdown", "time_to_proof", "write_outputs", "write_plot"]
