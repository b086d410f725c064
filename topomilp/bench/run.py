"""Running the bench row by row: the plan, ``results.jsonl`` (appended per row, read back
by ``--resume``) and the :class:`BenchRun` result."""

from __future__ import annotations

import dataclasses
import time
from dataclasses import dataclass, field
from typing import Any, Callable

from topomilp.bench.config import RESULTS_JSONL, BenchConfig
from topomilp.bench.measure import exact_result, exact_row, heuristic_row
from topomilp.bench.methods import EXACT_METHOD, EXACT_METHODS, STRIDES_METHOD
from topomilp.bench.resultslog import ResultsLog
from topomilp.bench.rows import BenchRow
from topomilp.bench.scoring import Optimum
from topomilp.bench.subproblems import SUBPROBLEMS, subproblem_rows
from topomilp.cliargs import json_safe
from topomilp.errors import TopomilpInputError
from topomilp.exact.timeplan import BENCH
from topomilp.model import Topology


@dataclass
class BenchRun:
    """Rows (in run order, resumed rows first) and what the run produced."""

    config: BenchConfig
    rows: list[BenchRow] = field(default_factory=list)
    topologies: dict[tuple[str, str], Topology] = field(default_factory=dict)
    wall_s: float = 0.0
    resumed: int = 0
    interrupted: bool = False

    def document(self) -> dict[str, Any]:
        """The ``--json`` document."""
        doc = {"n": self.config.n, "d": self.config.d, "link_model": self.config.link_model,
               "bandwidth_gbps": self.config.bandwidth_gbps, "backend": self.config.backend,
               "time_limit": self.config.time_limit, "seed": self.config.seed,
               "wall_s": self.wall_s, "rows": [r.to_dict(compact=True) for r in self.rows]}
        return json_safe(doc)


def planned_rows(cfg: BenchConfig) -> list[tuple[str, str]]:
    """``(workload, method)`` pairs of a full run, in run order (the exact row of a
    workload first: the others are measured against it)."""
    out = []
    for w in cfg.workloads:
        methods = [m for m in EXACT_METHODS if m in cfg.methods] + [m for m in cfg.methods if m not in EXACT_METHODS]
        out += [(w, m) for m in methods]
        if cfg.subproblems:
            out += [(w, m) for m in SUBPROBLEMS]
    return out


def _topology_from_row(row: BenchRow, link_model: str) -> Topology | None:
    if not row.topology:
        return None
    try:
        return Topology(row.topology, link_model, name=row.method)
    except TopomilpInputError:
        return None


def run_bench(cfg: BenchConfig, *, on_row: Callable[[BenchRow], None] | None = None,
              progress: Any = None) -> BenchRun:
    """Run the bench row by row. Each finished row is appended to ``results.jsonl``
    (when ``cfg.out`` is set) before ``on_row(row)`` is called; with ``cfg.resume`` the
    rows already in that file are kept and not recomputed. ``progress(done, total,
    label)`` is called before each row."""
    from topomilp.workloads import resolve_workload

    t_start = time.perf_counter()
    run = BenchRun(cfg)
    log = None if cfg.out is None else ResultsLog(cfg.out / RESULTS_JSONL)
    done: dict[tuple[str, str], BenchRow] = {}
    if log is not None:
        ident = cfg.identity()

        def check(row: BenchRow) -> None:
            if row.config != ident:
                raise TopomilpInputError(
                    "--resume", f"{log.path} holds rows of another configuration ({row.config}); "
                    "use another --out or drop --resume")
        done = {(row.workload, row.method): row for row in log.start(cfg.resume, check)}
    plan = planned_rows(cfg)
    for key in plan:
        if key in done:
            run.rows.append(done[key])
            topo = _topology_from_row(done[key], cfg.link_model)
            if topo is not None:
                run.topologies[key] = topo
    run.resumed = len(run.rows)
    cluster = cfg.cluster
    count = run.resumed

    def emit(row: BenchRow, topo: Any) -> None:
        nonlocal count
        row = dataclasses.replace(row, config=cfg.identity())
        if log is not None:
            log.append(row)
        run.rows.append(row)
        if isinstance(topo, Topology):
            run.topologies[(row.workload, row.method)] = topo
        count += 1
        if on_row is not None:
            on_row(row)

    try:
        for wname in cfg.workloads:
            todo = [m for (w, m) in plan if w == wname and (w, m) not in done]
            if not todo:
                continue
            workload = resolve_workload(wname, cfg.n, cfg.seed, field="--workloads")
            opt = Optimum()
            strides = None                  # the stride family's result, solved first (below)
            if (wname, EXACT_METHOD) in done:
                opt = Optimum.from_row(done[(wname, EXACT_METHOD)])
            for method in todo:
                if method in SUBPROBLEMS:
                    continue
                if progress is not None:
                    progress(count, len(plan), f"{wname} / {method}")
                if method == EXACT_METHOD:
                    if STRIDES_METHOD in todo:   # a subset of any order: its solution warm-starts the optimum
                        strides = exact_result(cluster, workload, cfg, STRIDES_METHOD)
                    start = None if strides is None else strides.solution
                    row, topo = exact_row(cluster, workload, wname, cfg, warm_start=start)
                    opt = Optimum.from_row(row)
                elif method in EXACT_METHODS:
                    row, topo = exact_row(cluster, workload, wname, cfg, method, opt,
                                          result=strides if method == STRIDES_METHOD else None)
                else:
                    row, topo = heuristic_row(method, cluster, workload, wname, cfg, opt)
                emit(row, topo)
            if cfg.subproblems:
                if progress is not None:
                    progress(count, len(plan), f"{wname} / sub-problems")
                sub_cfg = cfg
                if opt.status == "too_large":    # beyond exact reach: each sub-problem gets a share
                    sub_cfg = dataclasses.replace(cfg, time_limit=BENCH.seconds("sub-problem", cfg.time_limit))
                for row in subproblem_rows(cluster, workload, wname, sub_cfg,
                                           skip=lambda m, w=wname: (w, m) in done):
                    emit(row, None)
    except KeyboardInterrupt:
        run.interrupted = True
        raise
    finally:
        # keep the run order of planned_rows for display
        order = {k: i for i, k in enumerate(plan)}
        run.rows.sort(key=lambda r: order.get((r.workload, r.method), len(order)))
        run.wall_s = time.perf_counter() - t_start
    return run


__all__ = ["BenchRun", "planned_rows", "run_bench"]
