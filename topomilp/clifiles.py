"""The file subcommands of ``topomilp`` (docs/interchange.md): ``workload show`` and
``workload save`` (a workload by name, file or Chakra trace, summarised or written to a
file that ``--workload`` reads) and ``convert`` (a topology file to another format, or
an ASTRA-sim ns-3 bundle). :mod:`topomilp.cli` adds their parsers
(:func:`add_workload_parser`, :func:`add_convert_parser`) and runs them
(:func:`cmd_workload`, :func:`cmd_convert`).

>>> from topomilp.cliargs import CommandParser
>>> p = CommandParser(prog="topomilp")
>>> c = add_convert_parser(p.add_subparsers(dest="command"))
>>> p.parse_args(["convert", "--topology", "t.json", "--to", "ns3", "--out", "t.txt"]).to
'ns3'
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from topomilp.cliargs import CommandParser, int_min, load_workload_arg, positive_float, workload_help
from topomilp.cliout import emit
from topomilp.errors import TopomilpInputError
from topomilp.model import LINK_MODELS, Cluster, Topology, Workload

#: the file types ``workload save`` writes
WORKLOAD_EXTS = (".json", ".csv", ".npy")


def add_workload_parser(sub: Any) -> tuple[argparse.ArgumentParser, argparse.ArgumentParser]:
    """``topomilp workload show|save``: the two subcommand parsers."""
    w = sub.add_parser("workload", help="inspect a workload or write it to a file --workload reads")
    wsub = w.add_subparsers(dest="workload_command", required=True, parser_class=CommandParser)
    ws = wsub.add_parser("show", help="ranks, collectives by kind with bytes, P2P total and sparsity")
    wv = wsub.add_parser("save", help="write the workload to a .json/.csv/.npy file that --workload reads "
                         "(schema: docs/interchange.md, 'Workload files')")
    for q in (ws, wv):
        q.add_argument("workload", help=workload_help("the workload (a name needs --n)"))
        q.add_argument("--n", type=int_min(2), default=None, help="nodes (for a workload name)")
        q.add_argument("--seed", type=int_min(0), default=0)
        q.add_argument("--strict", action="store_true", help="Chakra: fail on anything that cannot be mapped")
        q.add_argument("--json", action="store_true")
    wv.add_argument("--out", type=Path, required=True, metavar="FILE", help=".json (every workload), .csv or "
                    ".npy (the MP matrix only)")
    wv.add_argument("--mp", choices=("auto", "dense", "sparse"), default="auto",
                    help="JSON: the MP matrix as n x n rows (dense) or [src, dst, bytes] entries (sparse); "
                         "auto: sparse when at most a quarter of the pairs carry traffic")
    return ws, wv


def add_convert_parser(sub: Any) -> argparse.ArgumentParser:
    """``topomilp convert``: topology formats, and ASTRA-sim bundles (docs/interchange.md §3, §6)."""
    c = sub.add_parser("convert", help="convert a topology file (ns3, graphml, node-link, json) or write an "
                       "ASTRA-sim ns-3 bundle (astra-ns3)")
    c.add_argument("--topology", type=Path, required=True, help="topology file (any readable format)")
    c.add_argument("--to", required=True, choices=("ns3", "graphml", "node-link", "json", "astra-ns3"))
    c.add_argument("--out", type=Path, required=True, metavar="FILE",
                   help="output file (astra-ns3: a directory, docs/interchange.md §6)")
    c.add_argument("--workload", default=None, help="astra-ns3: the workload (name, file or chakra:PREFIX)")
    c.add_argument("--plan", type=Path, default=None, metavar="FILE",
                   help="astra-ns3: the AllReduce plan (solve --json output, a solution or {\"plan\": ...}); "
                        "default: the plan and paths a heuristic's --save-topology file holds, else the "
                        "topology's own rings")
    c.add_argument("--host-gbps", type=positive_float, default=None,
                   help="astra-ns3: host-to-switch rate (default: 2 x the largest sum of a server's links)")
    c.add_argument("--no-native", action="store_true", help="astra-ns3: skip the native-collective variant")
    c.add_argument("--mp-routing", choices=("plan", "simulator"), default="plan",
                   help="astra-ns3: MP traffic on the --plan file's routing, relayed by the servers (default, "
                        "when the file has one), or routed by the simulator")
    c.add_argument("--seed", type=int_min(0), default=0)
    c.add_argument("--bandwidth-gbps", type=positive_float, default=25.0, help="per link (default 25)")
    c.add_argument("--latency-ns", type=positive_float, default=500.0, help="per link (default 500)")
    c.add_argument("--link-model", choices=LINK_MODELS, default=None,
                   help="for .csv/.npy topologies (default: duplex if symmetric)")
    c.add_argument("--json", action="store_true")
    return c


def stored_own_routing(path: Path) -> Any:
    """The ``own_routing`` a topology .json carries (``heuristic --save-topology``), else None."""
    if path.suffix.lower() != ".json":
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None     # read_topology has already reported an unreadable file
    return data.get("own_routing") if isinstance(data, dict) else None


def cmd_workload(args: argparse.Namespace) -> int:
    from topomilp.interchange import workload_summary
    from topomilp.workloads import CHAKRA_PREFIX, parse_chakra_spec, read_chakra

    report = None
    if args.workload.startswith(CHAKRA_PREFIX):
        prefix, groups = parse_chakra_spec(args.workload)
        trace = read_chakra(prefix, comm_groups=groups, strict=args.strict)
        workload, report = trace.workload, trace.report
        if args.n is not None and workload.n != args.n:
            raise TopomilpInputError("--n", f"the trace has {workload.n} ranks", args.n)
    else:
        workload = load_workload_arg(args.workload, args.n, args.seed)
    if args.workload_command == "save":
        return _save_workload_file(args, workload)
    doc = workload_summary(workload, report)

    def human(c: Any) -> None:
        c.print(f"{doc['name']}: {doc['ranks']} ranks")
        for kind, v in doc["collectives"].items():
            c.print(f"  {kind}: {v['count']} x, {v['bytes']:.6g} bytes")
        c.print(f"  mutable groups: {doc['groups']} (ring volume {doc['ring_bytes']:.6g} bytes)")
        p = doc["p2p"]
        c.print(f"  P2P (MP matrix): {p['total_bytes']:.6g} bytes on {p['pairs']} of {p['ordered_pairs']} "
                f"ordered pairs (sparsity {p['sparsity']:.3f})")
        if report is not None and report.unmapped:
            c.print(f"  unmapped: {dict(report.unmapped)}")
    emit(args, doc, human)
    return 0


def _save_workload_file(args: argparse.Namespace, workload: Workload) -> int:
    from topomilp.workloads import save_workload

    if args.out.suffix.lower() not in WORKLOAD_EXTS:
        raise TopomilpInputError("--out", f"file name must end in one of {WORKLOAD_EXTS}", str(args.out))
    save_workload(workload, args.out, sparse={"auto": None, "dense": False, "sparse": True}[args.mp])
    doc = {"workload": workload.name, "n": workload.n, "out": str(args.out), "groups": len(workload.groups),
           "mp_pairs": int((workload.mp > 0).sum())}
    emit(args, doc, lambda c: c.print(f"wrote {args.out} ({workload.name}: {workload.n} nodes, "
                                        f"{doc['groups']} AllReduce groups, {doc['mp_pairs']} MP pairs)"))
    return 0


def cmd_convert(args: argparse.Namespace) -> int:
    from topomilp.interchange import read_topology, write_topology

    topo = read_topology(args.topology, args.link_model, bandwidth_gbps=args.bandwidth_gbps)
    if args.to == "astra-ns3":
        return _convert_astra(args, topo)
    written = write_topology(topo, args.out, args.to, bandwidth_gbps=args.bandwidth_gbps,
                             latency_ns=args.latency_ns)
    doc = {"topology": str(args.topology), "format": args.to, "out": str(written), "n": topo.n,
           "link_model": topo.link_model, "links": int(topo.links.sum() // (2 if topo.link_model == "duplex" else 1)),
           "bandwidth_gbps": args.bandwidth_gbps, "latency_ns": args.latency_ns}
    emit(args, doc, lambda c: c.print(f"wrote {written} ({args.to}, {topo.n} nodes, {doc['links']} links)"))
    return 0


def _convert_astra(args: argparse.Namespace, topo: Topology) -> int:
    from topomilp.astra import load_plan, write_astra_bundle
    from topomilp.heuristics.ringplan import topology_ring_plan

    if args.workload is None:
        raise TopomilpInputError("--workload", "--to astra-ns3 needs the workload the bundle runs")
    workload = load_workload_arg(args.workload, topo.n, args.seed)
    plan, routes = None, None
    if args.plan is not None:
        plan, made_for, routes = load_plan(args.plan)
        if made_for is not None and made_for != topo:
            raise TopomilpInputError("--plan", f"{args.plan} was made for another topology than {args.topology}")
    elif (own := stored_own_routing(args.topology)) is not None:     # heuristic --save-topology
        from topomilp.heuristics.base import own_routing_from_dict

        plan, _, routes = own_routing_from_dict(own, workload)
    plan = plan or topology_ring_plan(topo, workload)
    degree = int(max(topo.out_degrees().max(), topo.in_degrees().max(), 1))
    cluster = Cluster(topo.n, degree + (topo.n * degree) % 2 * (topo.link_model == "duplex"), args.bandwidth_gbps,
                      topo.link_model)
    out = write_astra_bundle(topo, cluster, workload, args.out, plan=plan, native=not args.no_native,
                             latency_ns=args.latency_ns, host_gbps=args.host_gbps,
                             mp_routes=routes if args.mp_routing == "plan" else None)
    doc = {"topology": str(args.topology), "format": "astra-ns3", "out": out["dir"], "n": topo.n,
           "workload": workload.name, "bandwidth_gbps": args.bandwidth_gbps, "host_gbps": out["host_gbps"],
           "switch_port_rates_bps": out["switch_port_rates_bps"], "mp_routing": out["mp_routing"],
           "variants": {k: v["command"] for k, v in out["variants"].items()}}
    emit(args, doc, lambda c: c.print(f"wrote {out['dir']} (astra-ns3, {topo.n} servers + {topo.n} switches, "
                                       f"variants {', '.join(out['variants'])}; see its README.md)"))
    return 0


__all__ = ["WORKLOAD_EXTS", "add_convert_parser", "add_workload_parser", "cmd_convert", "cmd_workload",
           "stored_own_routing"]
