"""The sweep: the bench's rows for a whole grid of instances, on local processes or a
Dask cluster (docs/sweep.md).

An *instance* is one ``(n, d, link model, workload, seed)``; a *task* runs one instance
with the bench (:func:`topomilp.bench.run_bench`, sub-problems off) and returns its rows,
one per method. The driver appends each row to ``OUT/results.jsonl`` (the results log the
bench writes too, :class:`topomilp.bench.resultslog.ResultsLog`: one JSON line, fsynced)
as soon as its task is back, so a worker that fails or is killed loses no finished row.
An instance whose task raised or whose worker died is reported with a row of status
``"error"`` per missing method (the reason in ``message``), never dropped. ``--resume``
keeps every instance whose rows are all in the file without an error and runs only the
others.

Executors: ``workers=1`` runs the tasks one after the other in this process (the serial
run); ``workers=N`` on ``N`` local processes (:class:`concurrent.futures.ProcessPoolExecutor`,
spawned; more workers than cores is logged as a warning); ``scheduler=ADDRESS`` on a Dask
distributed cluster (``dask scheduler`` / ``dask worker``), through
:class:`distributed.Client`: a lost worker is logged with the instances the scheduler runs
again, and with no worker left the sweep stops with a clear reason instead of waiting.

Modules (each imports only the ones above it):

* :mod:`~topomilp.sweep.grid` — :class:`Instance`, :func:`admissible`, :class:`SweepConfig`;
* :mod:`~topomilp.sweep.task` — :func:`run_instance` (one task) and the error rows;
* :mod:`~topomilp.sweep.executors` — serial, local processes, Dask;
* :mod:`~topomilp.sweep.run` — :func:`run_sweep`, :class:`SweepRun` (with the machine's
  cores and load);
* :mod:`~topomilp.sweep.summary` — summaries, ``summary.md``, ``results.csv``, the plot;
* :mod:`~topomilp.sweep.command` — the options, :func:`execute`, :func:`main`.

An example of a grid: :mod:`topomilp.sweep.grid`.
"""

from __future__ import annotations

from topomilp.sweep.command import EXIT_ABORTED, add_arguments, config_from_namespace, execute, main
from topomilp.sweep.executors import CONNECT_TIMEOUT_S, NO_WORKER, NO_WORKER_TIMEOUT_S, connect
from topomilp.sweep.grid import Instance, SweepConfig, admissible, parse_int_grid
from topomilp.sweep.run import SweepRun, cores, load_average, row_instance, run_sweep
from topomilp.sweep.summary import (
    INSTANCE_COLUMNS,
    RATIO_PLOT,
    RESULTS_CSV,
    SUMMARY_MD,
    machine_line,
    method_summary,
    print_summary,
    proof_summary,
    summary_markdown,
    time_to_proof,
    write_outputs,
    write_plot,
)
from topomilp.sweep.task import ERROR, error_rows, run_instance

__all__ = ["CONNECT_TIMEOUT_S", "ERROR", "EXIT_ABORTED", "INSTANCE_COLUMNS", "NO_WORKER", "NO_WORKER_TIMEOUT_S",
           "RATIO_PLOT", "RESULTS_CSV", "SUMMARY_MD", "Instance", "SweepConfig", "SweepRun", "add_arguments",
           "admissible", "config_from_namespace", "connect", "cores", "error_rows", "execute", "load_average",
           "machine_line", "main", "method_summary", "parse_int_grid", "print_summary", "proof_summary",
           "row_instance", "run_instance", "run_sweep", "summary_markdown", "time_to_proof", "write_outputs",
           "write_plot"]
