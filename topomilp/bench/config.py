"""A bench run's configuration and its command-line options (shared by
``python -m topomilp.bench`` and ``topomilp bench``)."""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

from topomilp.bench.methods import default_methods
from topomilp.cliargs import (
    BENCH_TIME_LIMIT_S,
    DEFAULT_BANDWIDTH_GBPS,
    CommandParser,
    add_results_options,
    add_solver_options,
    add_verbosity,
    check_workload_specs,
    int_min,
    name_list,
    names_help,
    positive_float,
    workload_help,
)
from topomilp.errors import TopomilpInputError
from topomilp.model import LINK_MODELS, Cluster

DEFAULT_WORKLOADS: tuple[str, ...] = ("allreduce", "dlrm_like", "hybrid", "all_to_all", "skewed")
#: cluster of the default run (``make bench``)
DEFAULT_N, DEFAULT_D = 12, 4
#: what ``--out DIR`` holds
RESULTS_JSONL = "results.jsonl"
RESULTS_CSV = "results.csv"
SUMMARY_MD = "summary.md"


@dataclass(frozen=True)
class BenchConfig:
    """Everything one bench run depends on."""

    n: int = DEFAULT_N
    d: int = DEFAULT_D
    workloads: tuple[str, ...] = DEFAULT_WORKLOADS
    methods: tuple[str, ...] = ()
    link_model: str = "duplex"
    bandwidth_gbps: float = DEFAULT_BANDWIDTH_GBPS
    backend: str = "auto"
    time_limit: float = BENCH_TIME_LIMIT_S
    seed: int = 0
    threads: int = 1
    subproblems: bool = True
    out: Path | None = None
    resume: bool = False
    json: bool = False
    plot: bool = False
    quiet: bool = False

    @property
    def cluster(self) -> Cluster:
        return Cluster(self.n, self.d, self.bandwidth_gbps, self.link_model)

    def identity(self) -> dict[str, Any]:
        """What a row's numbers depend on (``--resume`` only reuses rows that match)."""
        return {"n": self.n, "d": self.d, "link_model": self.link_model,
                "bandwidth_gbps": self.bandwidth_gbps, "seed": self.seed}

    def header(self) -> dict[str, Any]:
        return {"n": self.n, "d": self.d, "link_model": self.link_model,
                "bandwidth_gbps": self.bandwidth_gbps, "backend": self.backend,
                "time_limit": self.time_limit, "seed": self.seed, "workloads": list(self.workloads),
                "methods": list(self.methods)}


def add_arguments(p: argparse.ArgumentParser) -> None:
    """The bench options (shared by ``python -m topomilp.bench`` and ``topomilp bench``)."""
    p.add_argument("--n", type=int_min(2), default=None,
                   help=f"nodes (default {DEFAULT_N}, or the node count of workload files and traces)")
    p.add_argument("--d", type=int_min(1), default=DEFAULT_D, help=f"ports per node (default {DEFAULT_D})")
    p.add_argument("--workloads", type=name_list, default=DEFAULT_WORKLOADS,
                   help=workload_help("comma-separated workloads, each") + f" (default {','.join(DEFAULT_WORKLOADS)})")
    p.add_argument("--methods", type=name_list, default=None,
                   help=names_help("comma-separated methods (default: all of them)", default_methods()))
    p.add_argument("--link-model", choices=LINK_MODELS, default="duplex", help="default duplex")
    p.add_argument("--bandwidth-gbps", type=positive_float, default=DEFAULT_BANDWIDTH_GBPS,
                   help=f"Gbit/s per port and direction (default {DEFAULT_BANDWIDTH_GBPS:g})")
    add_solver_options(p, time_limit=BENCH_TIME_LIMIT_S, per="per exact solve (two per workload)")
    p.add_argument("--seed", type=int_min(0), default=0, help="seed of every random choice (default 0)")
    p.add_argument("--no-subproblems", action="store_true",
                   help="skip the sub-problem section (stride selection, matchings, degree split)")
    add_results_options(p, out_help="write results.jsonl, results.csv, summary.md (and plots) here",
                        resume_help="skip rows already in DIR/results.jsonl",
                        quiet_help="no progress display, no tables")
    p.add_argument("--plot", action="store_true", help="write PNG charts to --out")
    add_verbosity(p)


def infer_n(n: int | None, workloads: Sequence[str], default: int, field: str = "--n") -> int:
    """``n`` when given; else the node count shared by the workload files and traces
    among ``workloads`` (a Chakra trace's ranks); else ``default``. Raises
    :class:`TopomilpInputError` when the files disagree."""
    from topomilp.workloads import WORKLOADS, resolve_workload

    if n is not None:
        return n
    check_workload_specs(workloads, ())
    counts = {w: resolve_workload(w, None, field="--workloads").n for w in workloads if w not in WORKLOADS}
    if len(set(counts.values())) > 1:
        raise TopomilpInputError(field, f"is required: the workload files have different node counts {counts}")
    return next(iter(counts.values()), default)


def config_from_namespace(ns: argparse.Namespace) -> BenchConfig:
    """Validate parsed arguments into a :class:`BenchConfig` (raises
    :class:`TopomilpInputError` naming the bad option)."""
    n = infer_n(ns.n, ns.workloads, DEFAULT_N)
    Cluster(n, ns.d, ns.bandwidth_gbps, ns.link_model)  # n*d parity etc.
    check_workload_specs(ns.workloads, (n,), ns.seed)
    known = default_methods()
    methods = known if ns.methods is None else tuple(ns.methods)
    bad = [m for m in methods if m not in known]
    if bad:
        raise TopomilpInputError("--methods", f"unknown method(s) {bad}; choose from {list(known)}")
    if (ns.resume or ns.plot) and ns.out is None:
        raise TopomilpInputError("--out", f"is required with {'--resume' if ns.resume else '--plot'}")
    if ns.out is not None and ns.out.exists() and not ns.out.is_dir():
        raise TopomilpInputError("--out", "exists and is not a directory", str(ns.out))
    return BenchConfig(
        n=n, d=ns.d, workloads=tuple(ns.workloads), methods=methods, link_model=ns.link_model,
        bandwidth_gbps=ns.bandwidth_gbps, backend=ns.backend, time_limit=ns.time_limit,
        seed=ns.seed, threads=ns.threads, subproblems=not ns.no_subproblems, out=ns.out,
        resume=ns.resume, json=ns.json, plot=ns.plot, quiet=ns.quiet)


def build_parser(prog: str = "python -m topomilp.bench") -> argparse.ArgumentParser:
    p = CommandParser(prog=prog, description="Heuristics and baselines vs the proven optimum "
                      "(TopoOpt, NSDI 2023) on small direct-connect clusters.")
    add_arguments(p)
    return p


def parse_args(argv: Sequence[str] | None = None) -> BenchConfig:
    return config_from_namespace(build_parser().parse_args(argv))


__all__ = ["DEFAULT_D", "DEFAULT_N", "DEFAULT_WORKLOADS", "RESULTS_CSV", "RESULTS_JSONL", "SUMMARY_MD",
           "BenchConfig", "add_arguments", "build_parser", "config_from_namespace", "infer_n", "parse_args"]
