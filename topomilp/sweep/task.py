"""One task of a sweep: the bench's rows of one instance, as plain data any executor
can carry; the rows reporting a failed instance."""

from __future__ import annotations

import dataclasses
import logging
import time
from typing import Any, Iterable

from topomilp.bench.config import BenchConfig
from topomilp.bench.methods import method_kind
from topomilp.bench.rows import BenchRow
from topomilp.sweep.grid import Instance

log = logging.getLogger(__name__)

#: status of the rows of an instance whose task failed
ERROR = "error"


def row_config(inst: Instance, settings: dict[str, Any]) -> dict[str, Any]:
    """A sweep row's ``config``: its instance and the options its numbers depend on."""
    return {**inst.to_dict(), "time_limit": settings["time_limit"], "bandwidth_gbps": settings["bandwidth_gbps"],
            "backend": settings["backend"]}


def error_rows(inst: Instance, methods: Iterable[str], settings: dict[str, Any], reason: str) -> list[BenchRow]:
    """The rows reporting ``methods`` of ``inst`` as failed (status ``"error"``)."""
    cfg = row_config(inst, settings)
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
    row_cfg = row_config(inst, settings)
    try:
        run_bench(cfg, on_row=lambda r: rows.append(dataclasses.replace(r, config=row_cfg)))
    except Exception as exc:  # noqa: BLE001 - reported as the instance's error rows, the sweep goes on
        log.warning("%s: %s: %s", inst.label(), type(exc).__name__, exc)
        have = {r.method for r in rows}
        rows += error_rows(inst, [m for m in settings["methods"] if m not in have], settings,
                           f"task raised {type(exc).__name__}: {exc}")
    return {"instance": inst.to_dict(), "rows": [r.to_dict() for r in rows], "wall_s": time.perf_counter() - t0}



__all__ = ["ERROR", "error_rows", "row_config", "run_instance"]
