"""The bench: every heuristic and baseline next to the proven optimum.

``python -m topomilp.bench --n 12 --d 4`` (also ``topomilp bench ...``) runs, for each
workload, every method of :data:`topomilp.heuristics.METHODS` and the exact
``joint_topology`` model, and reports per method: communication time, ratio to the
optimum (to the best bound, marked ``<=``, when the optimum is not proven),
throughput, diameter, mean hops, traffic-weighted hops, time with the method's own
routing and with the optimal routing of its topology (the exact ``routing`` LP: so the
topology loss and the routing loss are separated), build/solve time, status and gap.
A second section per workload compares TopologyFinder's sub-decisions with the exact
sub-problems (``stride_selection``, ``mp_matching``, ``degree_split``).

Output: a table on the terminal; with ``--out DIR``: ``results.jsonl`` (one line per
finished row, appended and fsynced; ``--resume`` skips finished rows),
``results.csv``, ``summary.md`` and with ``--plot`` PNG charts. ``--json`` prints one
JSON document instead of the table.

The scoring is docs/design.md §2 (:mod:`topomilp.evaluate`); the optimum is TopoOpt's
problem (NSDI 2023, arXiv 2202.00433) solved exactly on a small cluster.

Modules (each imports only the ones above it):

* :mod:`~topomilp.bench.methods` — the compared methods and their kinds;
* :mod:`~topomilp.bench.config` — :class:`BenchConfig` and the command-line options;
* :mod:`~topomilp.bench.rows` — :class:`BenchRow`, the one definition of the row schema
  (JSON, JSONL, CSV), and the ``results.jsonl`` reader/writer;
* :mod:`~topomilp.bench.resultslog` — :class:`ResultsLog`, the results log (append,
  fsync, resume, torn last line) of the bench and the sweep;
* :mod:`~topomilp.bench.scoring` — :class:`Optimum`, ratios, the "never below the
  optimum" check;
* :mod:`~topomilp.bench.measure` — the exact row and the heuristic rows;
* :mod:`~topomilp.bench.subproblems` — the sub-problem rows;
* :mod:`~topomilp.bench.run` — :func:`run_bench` and :class:`BenchRun`;
* :mod:`~topomilp.bench.output` — progress bar, tables, CSV, Markdown, plots;
* :mod:`~topomilp.bench.command` — :func:`main` and :func:`execute`.

>>> cfg = parse_args(["--n", "6", "--d", "2", "--workloads", "allreduce",
...                   "--methods", "ring", "--quiet"])
>>> cfg.n, cfg.d, cfg.workloads, cfg.methods
(6, 2, ('allreduce',), ('ring',))
"""

from __future__ import annotations

from topomilp.bench.command import execute, main
from topomilp.bench.config import (
    DEFAULT_WORKLOADS,
    RESULTS_CSV,
    RESULTS_JSONL,
    SUMMARY_MD,
    BenchConfig,
    add_arguments,
    build_parser,
    config_from_namespace,
    parse_args,
)
from topomilp.bench.measure import exact_row, heuristic_row, optimal_routing_time, solve_exact
from topomilp.bench.methods import EXACT_METHOD, default_methods, heuristic_methods, method_kind
from topomilp.bench.resultslog import ResultsLog
from topomilp.bench.rows import CSV_COLUMNS, BenchRow, append_row, read_rows
from topomilp.bench.run import BenchRun, planned_rows, run_bench
from topomilp.bench.scoring import BEAT_RTOL, Optimum, check_not_below, ratio_to_optimum
from topomilp.bench.subproblems import (
    COMPARISONS,
    SUBPROBLEMS,
    Comparison,
    compare_matching,
    compare_split,
    compare_strides,
    subproblem_rows,
)

__all__ = [
    "BEAT_RTOL", "COMPARISONS", "CSV_COLUMNS", "DEFAULT_WORKLOADS", "EXACT_METHOD", "RESULTS_CSV",
    "RESULTS_JSONL", "SUBPROBLEMS", "SUMMARY_MD", "BenchConfig", "BenchRow", "BenchRun", "Comparison", "Optimum",
    "ResultsLog",
    "add_arguments", "append_row", "build_parser", "check_not_below", "compare_matching", "compare_split",
    "compare_strides", "config_from_namespace", "default_methods", "exact_row", "execute", "heuristic_methods",
    "heuristic_row", "main", "method_kind", "optimal_routing_time", "parse_args", "planned_rows",
    "ratio_to_optimum", "read_rows", "run_bench", "solve_exact", "subproblem_rows",
]
