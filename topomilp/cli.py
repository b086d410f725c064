"""The ``topomilp`` command.

::

    topomilp solve <problem> --n 12 --d 4 --workload all_to_all --time-limit 30 --json
    topomilp heuristic <method> --n 12 --d 4 --workload dlrm_like --json
    topomilp evaluate --topology topo.json --workload work.json --json
    topomilp export <problem> --n 8 --d 4 --workload skewed --mps model.mps
    topomilp bench --n 12 --d 4 ...          (same options as python -m topomilp.bench)
    topomilp sweep --n 6:16:2 --d 3,4 --workloads allreduce,skewed --workers 2 --out DIR   (docs/sweep.md)
    topomilp workload show chakra:traces/job --json      (docs/interchange.md)
    topomilp workload save dlrm_like --n 12 --out work.json   (a file --workload reads)
    topomilp convert --topology topo.json --to ns3 --out topo.txt
    topomilp convert --topology topo.json --to astra-ns3 --workload dlrm_like --plan sol.json --out bundle/
    topomilp multidim --dims Ring:4,FullyConnected:8,Switch:4 --total-bandwidth 1000 --workload cnn
    topomilp model show dlrm16 --n 12 --json            (docs/codesign.md)
    topomilp cost --n 128 --d 4 --bandwidth-gbps 25 --switching ocs --json          (docs/fabrics.md)

Every command prints one JSON document with ``--json`` (a short human summary
otherwise). A bad argument prints one line ``topomilp: error: <message>`` on stderr and
exits with code 2; never a traceback. Solver packages are imported only by the
commands that need them, so ``topomilp --help`` is fast.

Problem parameters: the command fills every field of the problem class it knows
(``cluster``, ``workload``, ``topology``, ``n``, ``d``, ``m``, ``link_model``,
``objective``, ...) and ``--param key=value`` (value parsed as JSON) sets any other.

This module builds the parser and runs ``solve``, ``heuristic``, ``evaluate`` and
``export``; the file subcommands ``workload`` and ``convert`` are
:mod:`topomilp.clifiles`; the others run in :mod:`topomilp.bench`, :mod:`topomilp.sweep`,
:mod:`topomilp.multidim.cli`, :mod:`topomilp.codesign.show` (``model``),
:mod:`topomilp.codesign.cli` and :mod:`topomilp.fabrics.cli` (``cost``).

>>> build_parser().parse_args(["solve", "stride_selection", "--n", "12", "--d", "4"]).problem
'stride_selection'
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import logging
import sys
from pathlib import Path
from typing import Any, Sequence

from topomilp.cliargs import (
    BENCH_TIME_LIMIT_S,
    EXIT_INTERRUPTED,
    CommandParser,
    add_cluster_options,
    add_solver_options,
    add_verbosity,
    error_line,
    int_min,
    key_value,
    load_workload_arg,
    names_help,
    positive_float,
    workload_help,
)
from topomilp.clifiles import (
    add_convert_parser,
    add_workload_parser,
    cmd_convert,
    cmd_workload,
    stored_own_routing,
)
from topomilp.cliout import (
    ROUTING_LABELS,
    describe_objective,
    emit,
    fmt_ms,
    fmt_value,
    solve_lines,
    with_progress,
)
from topomilp.errors import BackendUnavailableError, TopomilpError, TopomilpInputError
from topomilp.model import LINK_MODELS, Cluster, Topology, Workload

PROBLEM_NAMES = ("stride_selection", "mp_matching", "degree_split", "joint_topology", "routing",
                 "min_hops_topology")


def problem_objectives() -> dict[str, tuple[str, ...]]:
    """The objectives of the exact problems that offer several (their ``OBJECTIVES``),
    by problem name; the others have one objective."""
    import importlib

    from topomilp.exact import PROBLEMS

    out = {}
    for name, (module, _) in PROBLEMS.items():
        objectives = getattr(importlib.import_module(module), "OBJECTIVES", None)
        if objectives:
            out[name] = tuple(objectives)
    return out


def _problem_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("problem", choices=PROBLEM_NAMES, help="the exact problem (formulations/<problem>.md)")
    add_cluster_options(p, n_from_workload=True)
    p.add_argument("--workload", default=None, help=workload_help())
    p.add_argument("--topology", type=Path, default=None, help="topology file (for 'routing')")
    p.add_argument("--m", type=int_min(1), default=None, help="strides to choose (stride_selection)")
    objectives = "; ".join(f"{k}: {', '.join(v)}" for k, v in problem_objectives().items())
    p.add_argument("--objective", default=None,
                   help=f"objective of the problems that offer several ({objectives}; the others have one)")
    p.add_argument("--param", type=key_value, action="append", default=[], metavar="KEY=VALUE",
                   help="any other problem field (value parsed as JSON)")


def build_parser() -> argparse.ArgumentParser:
    from topomilp import __version__
    from topomilp.heuristics import METHODS

    p = CommandParser(prog="topomilp", description="Heuristic and exact topology design for "
                      "direct-connect DNN training clusters (TopoOpt, NSDI 2023).")
    p.add_argument("--version", action="version", version=f"topomilp {__version__}")
    add_verbosity(p, top=True)
    sub = p.add_subparsers(dest="command", required=True, parser_class=CommandParser)

    s = sub.add_parser("solve", help="solve an exact problem to proven optimality")
    _problem_options(s)
    add_solver_options(s)
    s.add_argument("--save-topology", type=Path, default=None, metavar="FILE",
                   help="write the solution's topology (.json/.csv/.npy)")
    s.add_argument("--astra-out", type=Path, default=None, metavar="DIR",
                   help="write the solution as an ASTRA-sim ns-3 bundle: topology, plan, MP routing "
                        "(docs/interchange.md §6)")

    h = sub.add_parser("heuristic", help="run a heuristic or baseline and score it")
    h.add_argument("method", help=names_help("the heuristic or baseline", METHODS))
    add_cluster_options(h, n_from_workload=True)
    h.add_argument("--workload", required=True, help=workload_help())
    h.add_argument("--save-topology", type=Path, default=None, metavar="FILE")
    h.add_argument("--time-limit", type=positive_float, default=BENCH_TIME_LIMIT_S,
                   help=f"seconds a search method (topology_search) may take (default {BENCH_TIME_LIMIT_S:g})")

    e = sub.add_parser("evaluate", help="score a topology file on a workload file")
    e.add_argument("--topology", type=Path, required=True,
                   help="topology file (.json/.csv/.npy, .graphml, node-link .json, ns-3 .txt/.ns3)")
    e.add_argument("--workload", required=True,
                   help=workload_help("the workload, on as many nodes as the topology"))
    e.add_argument("--bandwidth-gbps", type=positive_float, default=25.0, help="Gbit/s per port (default 25)")
    e.add_argument("--link-model", choices=LINK_MODELS, default=None,
                   help="for .csv/.npy topologies (default: duplex if symmetric)")
    e.add_argument("--routing", choices=("own", "shortest_path", "ecmp", "optimal", "all"), default="shortest_path",
                   help="own: the heuristic's plan and paths stored by 'heuristic --save-topology FILE.json'; "
                        "shortest_path (default); ecmp; optimal: the exact routing LP (AllReduce rings free); "
                        "all: own (when stored), shortest_path and optimal, each labelled")
    e.add_argument("--seed", type=int_min(0), default=0)
    e.add_argument("--json", action="store_true", help="print one JSON document")
    add_solver_options(e, per="of the optimal routing LP")

    x = sub.add_parser("export", help="write an exact model (.mps/.lp via PuLP, .pb/.pbtxt CP-SAT)")
    _problem_options(x)
    fmt = x.add_mutually_exclusive_group(required=True)
    fmt.add_argument("--mps", type=Path, metavar="FILE")
    fmt.add_argument("--lp", type=Path, metavar="FILE")
    fmt.add_argument("--pb", type=Path, metavar="FILE", help="CP-SAT model proto (binary)")
    fmt.add_argument("--pbtxt", type=Path, metavar="FILE", help="CP-SAT model proto (text)")

    ws, wv = add_workload_parser(sub)
    c = add_convert_parser(sub)

    from topomilp.bench import add_arguments

    b = sub.add_parser("bench", help="heuristics vs optima (python -m topomilp.bench)")
    add_arguments(b)

    from topomilp.multidim.cli import add_parser as add_multidim

    add_multidim(sub)           # topomilp multidim ... (docs/multidim.md)

    from topomilp.codesign.show import add_parser as add_model

    add_model(sub)              # topomilp model show ... (docs/codesign.md)

    from topomilp.codesign.cli import add_parser as add_codesign

    add_codesign(sub)           # topomilp codesign ... (formulations/codesign.md)

    from topomilp.fabrics.cli import add_parser as add_cost

    add_cost(sub)               # topomilp cost ... (docs/fabrics.md)

    from topomilp.sweep import add_arguments as add_sweep_arguments

    sw = sub.add_parser("sweep", help="the bench's rows over a grid of instances, local or on Dask (docs/sweep.md)")
    add_sweep_arguments(sw)
    for command in (s, h, e, x, ws, wv, c):   # -v after the subcommand too (bench, multidim, sweep add it)
        add_verbosity(command)
    return p


# --------------------------------------------------------------------------- helpers
def cluster_arg(args: argparse.Namespace) -> Cluster:
    """The cluster of ``--n --d --bandwidth-gbps --link-model``; without ``--n``, the node
    count of the ``--workload`` file or trace (a workload name needs ``--n``)."""
    n = args.n
    if n is None:
        if getattr(args, "workload", None) is None:
            raise TopomilpInputError("--n", "is required (or a --workload file or trace to take it from)")
        n = load_workload_arg(args.workload, None, args.seed).n
    return Cluster(n, args.d, args.bandwidth_gbps, args.link_model)


def _total_traffic(workload: Workload) -> Any:
    from topomilp.traffic import transfer_matrices

    ar, mp = transfer_matrices(workload)
    return ar + mp


def build_problem(args: argparse.Namespace) -> Any:
    """The exact problem an argument namespace describes (fields filled by name)."""
    from topomilp.exact import problem_class
    from topomilp.interchange import read_topology

    cls = problem_class(args.problem)
    cluster = cluster_arg(args)
    fields = {f.name for f in dataclasses.fields(cls) if f.init} if dataclasses.is_dataclass(cls) else set()
    params = dict(args.param)
    unknown = sorted(set(params) - fields) if fields else []
    if unknown:
        raise TopomilpInputError("--param", f"{args.problem} has no field(s) {unknown}; fields: {sorted(fields)}")
    avail: dict[str, Any] = {"cluster": cluster, "n": cluster.n, "d": cluster.d,
                             "link_model": cluster.link_model}
    if args.m is not None:
        avail["m"] = args.m
    elif "m" in fields and "m" not in params:
        avail["m"] = cluster.d // 2 if cluster.duplex else cluster.d
    if args.objective is not None:
        if "objective" not in fields:
            raise TopomilpInputError("--objective", f"{args.problem} has a single objective", args.objective)
        avail["objective"] = args.objective
    objective = args.objective
    if objective is None and dataclasses.is_dataclass(cls):
        objective = next((f.default for f in dataclasses.fields(cls) if f.name == "objective"), None)
    wants_traffic = objective == "weighted_hops" and "traffic" in fields and "traffic" not in params
    needs_workload = "workload" in fields or "weights" in fields
    if args.workload is not None or needs_workload:
        workload = load_workload_arg(args.workload, cluster.n, args.seed)
        avail["workload"] = workload
        if wants_traffic:  # the workload's bytes s -> t (AllReduce in member order + MP)
            avail["traffic"] = _total_traffic(workload)
        if "weights" in fields:  # MP matching: the MP bytes
            avail["weights"] = workload.mp
    if "d_mp" in fields:
        avail["d_mp"] = cluster.d
    if "topology" in fields:
        if args.topology is None and "topology" not in params:
            raise TopomilpInputError("--topology", f"is required for {args.problem}")
        if args.topology is not None:
            avail["topology"] = read_topology(args.topology)
    elif args.topology is not None:
        raise TopomilpInputError("--topology", f"is not used by {args.problem}")
    kwargs = {k: v for k, v in avail.items() if k in fields}
    kwargs.update(params)
    try:
        return cls(**kwargs)
    except TypeError as exc:  # a required field the CLI cannot fill
        raise TopomilpInputError("--param", f"{args.problem}: {exc}") from None


def _save_topology(path: Path | None, topo: Topology | None, own_routing: dict[str, Any] | None = None) -> str | None:
    if path is None:
        return None
    if topo is None:
        raise TopomilpInputError("--save-topology", "the result has no topology to save")
    from topomilp.workloads import save_topology

    save_topology(topo, path, own_routing=own_routing)
    return str(path)


# --------------------------------------------------------------------------- commands
def cmd_solve(args: argparse.Namespace) -> int:
    from topomilp.exact import solve

    problem = build_problem(args)
    if args.astra_out is not None and not isinstance(getattr(problem, "workload", None), Workload):
        raise TopomilpInputError("--astra-out", f"{args.problem} has no workload to run in ASTRA-sim")
    res = with_progress(f"solve {problem.name}", args.time_limit, lambda: solve(
        problem, backend=args.backend, time_limit=args.time_limit, threads=args.threads, seed=args.seed))
    topo = getattr(res.solution, "topology", None)
    if not isinstance(topo, Topology) and hasattr(problem, "topology") and callable(problem.topology) \
            and res.solution is not None:
        try:
            topo = problem.topology(res.solution)
        except (TypeError, TopomilpError):
            topo = None
    saved = _save_topology(args.save_topology, topo if isinstance(topo, Topology) else None)
    doc = res.to_dict()
    objective = getattr(problem, "objective", None)
    quantity, unit = describe_objective(problem.name, objective if isinstance(objective, str) else None)
    doc["objective_quantity"], doc["objective_unit"] = quantity, unit
    doc["instance"] = problem.to_dict()
    if isinstance(topo, Topology):
        doc["topology"] = topo.to_dict()
    if saved:
        doc["saved_topology"] = saved
    if args.astra_out is not None:
        doc["astra_bundle"] = _solution_bundle(args.astra_out, problem, res.solution, topo)

    def human(c: Any) -> None:
        if res.status == "too_large":          # one line: why, the estimate, the bound
            c.print(f"{res.problem}: too_large, proven bound {fmt_value(res.bound, unit)} ({quantity}) "
                    f"({res.wall_s:.2f} s): {res.message}", soft_wrap=True, markup=False)
            return
        for line in solve_lines(res, objective if isinstance(objective, str) else None):
            c.print(line, soft_wrap=True, markup=False)
        if res.message:
            c.print(res.message, soft_wrap=True, markup=False)
        if isinstance(topo, Topology):
            c.print("links: " + ", ".join(f"{i}-{j}" + (f" x{k}" if k > 1 else "") for i, j, k in topo.edges()))
    emit(args, doc, human)
    return 1 if res.status == "error" else 0


def _solution_bundle(out: Path, problem: Any, solution: Any, topo: Any) -> str:
    """An ASTRA-sim bundle of an exact solution (its plan and explicit MP routing)."""
    from topomilp.astra import write_astra_bundle
    from topomilp.routing import PathRouting

    if not isinstance(topo, Topology):
        raise TopomilpInputError("--astra-out", "the solve returned no topology to bundle")
    routes = getattr(solution, "mp_routing", None) or getattr(solution, "routing", None)
    return write_astra_bundle(topo, problem.cluster, problem.workload, out, plan=getattr(solution, "plan", None),
                              mp_routes=routes if isinstance(routes, PathRouting) else None)["dir"]


def cmd_heuristic(args: argparse.Namespace) -> int:
    from topomilp.heuristics import METHODS

    if args.method not in METHODS:
        raise TopomilpInputError("method", f"must be one of {sorted(METHODS)}", args.method)
    cluster = cluster_arg(args)
    workload = load_workload_arg(args.workload, cluster.n, args.seed)
    from topomilp.exact.deadline import deadline_scope

    with deadline_scope(args.time_limit):          # a search method stops within it
        res = METHODS[args.method](cluster, workload, args.seed)
    ev = res.evaluate(cluster, workload)
    topo = res.topology if isinstance(getattr(res, "topology", None), Topology) else None
    keep = args.save_topology is not None and args.save_topology.suffix.lower() == ".json" and topo is not None
    saved = _save_topology(args.save_topology, topo, res.own_routing(workload) if keep else None)
    info = getattr(res, "info", {}) or {}
    doc = {"method": args.method, "name": getattr(res, "name", args.method), "cluster": cluster.to_dict(),
           "workload": workload.name, "build_s": getattr(res, "build_s", None), "routing": "own",
           "evaluation": ev.to_dict(), "topology": topo.to_dict() if topo else None,
           "info": json.loads(json.dumps(info, default=str))}
    if saved:
        doc["saved_topology"] = saved

    def human(c: Any) -> None:
        c.print(f"{args.method} on {workload.name} (n={cluster.n}, d={cluster.d}): "
                f"time {fmt_ms(ev.time_s)} with its own routing, diameter {ev.diameter:g}, "
                f"mean hops {ev.mean_hops:.3f}, weighted hops {ev.weighted_hops:.3f}", soft_wrap=True)
        if saved:
            c.print(f"saved {saved}" + (" with the own routing; the same topology under every routing: "
                                        f"topomilp evaluate --topology {saved} --workload {args.workload} "
                                        "--routing all" if keep else " (links only: .json keeps the own routing)"),
                    soft_wrap=True)
    emit(args, doc, human)
    return 0


def _routing_doc(name: str, topo: Topology, cluster: Cluster, workload: Workload, own: Any,
                 args: argparse.Namespace) -> dict[str, Any]:
    """The evaluation of one routing (``own``: the paths stored with the topology)."""
    if name == "own":
        from topomilp.evaluate import evaluate_workload
        from topomilp.heuristics.base import own_routing_from_dict

        if own is None:
            raise TopomilpInputError("--routing", "own needs a topology .json written by 'topomilp heuristic "
                                     "METHOD ... --save-topology FILE.json' (it stores the method's plan and paths)",
                                     str(args.topology))
        plan, ar, mp = own_routing_from_dict(own, workload)
        doc = evaluate_workload(topo, cluster, workload, plan=plan, ar_routing=ar, mp_routing=mp).to_dict()
        doc["method"] = own.get("method")
        return doc
    from topomilp.oracle import routing_evaluation

    return with_progress(f"evaluate: {ROUTING_LABELS[name]}", args.time_limit, lambda: routing_evaluation(
        topo, cluster, workload, name, backend=args.backend, time_limit=args.time_limit, threads=args.threads,
        seed=args.seed))


def cmd_evaluate(args: argparse.Namespace) -> int:
    import numpy as np

    from topomilp.interchange import read_topology

    topo = read_topology(args.topology, args.link_model, bandwidth_gbps=args.bandwidth_gbps)
    workload = load_workload_arg(args.workload, topo.n, args.seed, n_from="the topology's node count")
    degs = np.concatenate([topo.out_degrees(), topo.in_degrees()])
    d = int(degs.max())
    if topo.link_model == "duplex" and (topo.n * d) % 2:
        d += 1  # only the parity rule of Cluster; the time does not depend on d
    cluster = Cluster(topo.n, max(d, 1), args.bandwidth_gbps, topo.link_model)
    doc: dict[str, Any] = {"topology": str(args.topology), "workload": workload.name, "n": topo.n,
                           "link_model": topo.link_model, "bandwidth_gbps": args.bandwidth_gbps,
                           "degrees": topo.out_degrees().tolist(), "regular": bool(np.all(degs == degs[0])),
                           "routing": args.routing}
    own = stored_own_routing(args.topology)
    names = [args.routing] if args.routing != "all" else ["own"] * (own is not None) + ["shortest_path", "optimal"]
    docs = {r: _routing_doc(r, topo, cluster, workload, own, args) for r in names}
    if args.routing == "all":
        doc["routings"] = docs
    else:  # every number of the document describes one routing (the optimal one: its own solution)
        doc.update(docs[args.routing])

    def human(c: Any) -> None:
        first = next(iter(docs.values()))
        c.print(f"{args.topology} on {workload.name}: diameter {first['diameter']:g}, "
                f"mean hops {first['mean_hops']:.3f}", soft_wrap=True, markup=False)
        for r, d in docs.items():
            extra = f" ({d['method']})" if d.get("method") else f" ({d['status']})" if d.get("status") else ""
            c.print(f"  time {fmt_ms(d.get('comm_time_s'))} with {ROUTING_LABELS[r]}{extra}", soft_wrap=True,
                    markup=False)
    emit(args, doc, human)
    return 0


def cmd_export(args: argparse.Namespace) -> int:
    from topomilp.exact.base import export_model

    problem = build_problem(args)
    path = args.mps or args.lp or args.pb or args.pbtxt
    fmt = "mps" if args.mps else "lp" if args.lp else "pb" if args.pb else "pbtxt"
    ext = "." + fmt
    if path.suffix.lower() != ext:
        raise TopomilpInputError(f"--{fmt}", f"file name must end in {ext}", str(path))
    if not path.parent.exists():
        raise TopomilpInputError(f"--{fmt}", "directory does not exist", str(path.parent))
    info = export_model(problem, path)
    written = info.path
    doc = {"problem": problem.name, "format": fmt, "path": str(written), "objective": info.to_dict(),
           "instance": problem.to_dict()}
    emit(args, doc, lambda c: c.print(
        f"wrote {written} ({info.sense}; topomilp optimum = external optimum x {info.scale:.12g} + "
        f"{info.constant:.12g}; objective offset in the file {info.file_offset:.12g})"))
    return 0


def cmd_bench(args: argparse.Namespace, argv: Sequence[str]) -> int:
    from topomilp import bench

    cfg = bench.config_from_namespace(args)
    return bench.execute(cfg, list(argv)[list(argv).index("bench") + 1:] if "bench" in argv else None)


def cmd_multidim(args: argparse.Namespace, argv: Sequence[str]) -> int:
    from topomilp.multidim.cli import run as run_multidim

    return run_multidim(args)


def cmd_model(args: argparse.Namespace, argv: Sequence[str]) -> int:
    from topomilp.codesign.show import run as run_model

    return run_model(args)


def cmd_codesign(args: argparse.Namespace, argv: Sequence[str]) -> int:
    from topomilp.codesign.cli import run as run_codesign

    return run_codesign(args, list(argv))


def cmd_cost(args: argparse.Namespace, argv: Sequence[str]) -> int:
    from topomilp.fabrics.cli import run as run_cost

    return run_cost(args)


def cmd_sweep(args: argparse.Namespace, argv: Sequence[str]) -> int:
    from topomilp import sweep

    return sweep.execute(sweep.config_from_namespace(args), "topomilp " + " ".join(argv))


#: subcommand -> function(args, argv) returning the exit code (a new subcommand: its
#: parser in :func:`build_parser` and one entry here)
COMMANDS: dict[str, Any] = {
    "solve": lambda args, argv: cmd_solve(args),
    "heuristic": lambda args, argv: cmd_heuristic(args),
    "evaluate": lambda args, argv: cmd_evaluate(args),
    "export": lambda args, argv: cmd_export(args),
    "workload": lambda args, argv: cmd_workload(args),
    "convert": lambda args, argv: cmd_convert(args),
    "bench": cmd_bench,
    "multidim": cmd_multidim,
    "model": cmd_model,
    "codesign": cmd_codesign,
    "cost": cmd_cost,
    "sweep": cmd_sweep,
}


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``topomilp`` command; returns the exit code."""
    argv = list(sys.argv[1:] if argv is None else argv)
    args = build_parser().parse_args(argv)
    level = logging.WARNING if args.verbose == 0 else logging.INFO if args.verbose == 1 else logging.DEBUG
    logging.basicConfig(level=level, format="topomilp: %(levelname)s: %(name)s: %(message)s")
    try:
        return COMMANDS[args.command](args, argv)
    except (TopomilpInputError, BackendUnavailableError) as exc:
        return error_line(str(exc))
    except KeyboardInterrupt:
        sys.stderr.write("topomilp: interrupted\n")
        return EXIT_INTERRUPTED


if __name__ == "__main__":
    sys.exit(main())
