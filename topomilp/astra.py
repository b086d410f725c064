"""ASTRA-sim bundles: a topology, its AllReduce plan and its MP traffic as the files
ASTRA-sim's ns-3 backend runs as they are (docs/interchange.md §6).

ASTRA-sim's ns-3 backend routes only through switches: its route computation
(``CalculateRoute`` in astra-network-ns3 ``scratch/common.h``) is a breadth-first search
from every host that expands switch nodes only, so a host reaches only its direct
neighbours and whatever switches reach. A direct-connect topology written with hosts
only cannot send beyond one hop. A bundle therefore gives every server ``i`` a switch
``n + i``: host ``i`` has one link, to its switch, at ``host_gbps`` (above the sum of the
server's topology links, so that link is never the bottleneck), and the topology's links
join the switches. The search from host ``i`` enters switch ``n + i``, crosses the
switch graph (the topology itself) and reaches every host whose switch it reaches:
every pair is routable over the topology's own shortest paths.

Besides the topology, a bundle holds what a run needs: ``config.txt`` (the settings of
astra-network-ns3's example configuration, output files under ``mix/``, which is
created, and a KMAX/KMIN/PMAX entry for every link rate at a switch port), the
logical-topology JSON (``{"logical-dims": ["n"]}``), the system and remote-memory JSON,
the traffic as Chakra traces (:mod:`topomilp.chakra_plan`), and two ways to run it. The
``plan`` variant runs the plan as ASTRA-sim's custom collective: ``collective/plan.<r>.et``
holds the plan's rings and the MP matrix as sends and receives, ``system_plan.json``
names it as the all-reduce implementation, and the workload ``workload/plan.<r>.et`` is
one ALL_REDUCE node per rank that triggers it. The system layer issues every
dependency-free node of a custom implementation at once (``ChakraImpl.cc``), while the
workload layer keeps one communication node in flight per NPU (``HardwareResource.cc``),
which would run the rings one message at a time. The ``native`` variant
(``workload/native.<r>.et``, ``system.json``) is ASTRA-sim's own ring collective, for
comparison. A ``README.md`` holds the command lines, ``run.sh`` runs them, and
``manifest.json`` records what was written from which topology, workload and plan.

>>> import tempfile
>>> from topomilp.model import Cluster, Topology
>>> from topomilp.workloads import allreduce
>>> t = Topology.from_edges(4, [(0, 1), (1, 2), (2, 3), (3, 0)])
>>> tmp = tempfile.TemporaryDirectory()
>>> out = write_astra_bundle(t, Cluster(4, 2, 100.0), allreduce(4, 4e6), tmp.name)
>>> print(open(out["files"]["topology"]).read().splitlines()[1])
4 5 6 7
>>> from topomilp.chakra_plan import read_plan_traces
>>> tr = read_plan_traces(out["variants"]["plan"]["traces"])
>>> [(r.order, r.share) for r in tr.plan.rings[0]], tr.workload.groups[0].bytes_per_member
([((0, 1, 2, 3), 1.0)], 4000000.0)
>>> tmp.cleanup()
"""

from __future__ import annotations

import json
import logging
import re
from pathlib import Path
from typing import Any

import numpy as np

from topomilp._io import atomic_write
from topomilp.chakra_plan import write_plan_traces, write_trigger_traces
from topomilp.errors import TopomilpInputError
from topomilp.model import Cluster, Topology, Workload
from topomilp.traffic import AllReducePlan
from topomilp.utils import check_positive_real

log = logging.getLogger(__name__)

# --------------------------------------------------------------------------- settings
#: ECN settings per link rate in astra-network-ns3 ``scratch/config/config.txt``
#: (rate bit/s -> KMAX, KMIN; PMAX is 0.2 for every rate).
REFERENCE_ECN = {25_000_000_000: (400, 100), 40_000_000_000: (800, 200), 100_000_000_000: (1600, 400),
                 200_000_000_000: (2400, 600), 400_000_000_000: (3200, 800), 2_400_000_000_000: (3200, 800)}
REFERENCE_PMAX = 0.2
#: settings of config.txt other than files and rate maps (the repository's example values).
NS3_SETTINGS = (
    ("ENABLE_QCN", "1"), ("USE_DYNAMIC_PFC_THRESHOLD", "1"), ("PACKET_PAYLOAD_SIZE", "1000"),
    ("SIMULATOR_STOP_TIME", "40000000000000.00"), ("CC_MODE", "12"), ("ALPHA_RESUME_INTERVAL", "1"),
    ("RATE_DECREASE_INTERVAL", "4"), ("CLAMP_TARGET_RATE", "0"), ("RP_TIMER", "900"),
    ("EWMA_GAIN", "0.00390625"), ("FAST_RECOVERY_TIMES", "1"), ("RATE_AI", "50Mb/s"), ("RATE_HAI", "100Mb/s"),
    ("MIN_RATE", "100Mb/s"), ("DCTCP_RATE_AI", "1000Mb/s"), ("ERROR_RATE_PER_LINK", "0.0000"),
    ("L2_CHUNK_SIZE", "4000"), ("L2_ACK_INTERVAL", "1"), ("L2_BACK_TO_ZERO", "0"), ("HAS_WIN", "1"),
    ("GLOBAL_T", "0"), ("VAR_WIN", "1"), ("FAST_REACT", "1"), ("U_TARGET", "0.95"), ("MI_THRESH", "0"),
    ("INT_MULTI", "1"), ("MULTI_RATE", "0"), ("SAMPLE_FEEDBACK", "0"), ("PINT_LOG_BASE", "1.05"),
    ("PINT_PROB", "1.0"), ("NIC_TOTAL_PAUSE_TIME", "0"), ("RATE_BOUND", "1"), ("ACK_HIGH_PRIO", "0"),
    ("LINK_DOWN", "0 0 0"), ("ENABLE_TRACE", "0"), ("BUFFER_SIZE", "32"),
    ("QLEN_MON_START", "0"), ("QLEN_MON_END", "20000"),
)
#: output files of config.txt, relative to the bundle directory (run it from there).
NS3_OUTPUTS = (("TRACE_OUTPUT_FILE", "mix/mix.tr"), ("FCT_OUTPUT_FILE", "mix/fct.txt"),
               ("PFC_OUTPUT_FILE", "mix/pfc.txt"), ("QLEN_MON_FILE", "mix/qlen.txt"))
#: the system layer's settings (ASTRA-sim ``examples/system/native_collectives/Ring_4chunks.json``).
SYSTEM_CONFIG = {"scheduling-policy": "LIFO", "endpoint-delay": 10, "active-chunks-per-dimension": 1,
                 "preferred-dataset-splits": 4, "all-reduce-implementation": ["ring"],
                 "all-gather-implementation": ["ring"], "reduce-scatter-implementation": ["ring"],
                 "all-to-all-implementation": ["direct"], "collective-optimization": "localBWAware",
                 "local-mem-bw": 1600, "boost-mode": 0}
#: the system layer's settings for the plan: ASTRA-sim's custom-collective example
#: (``examples/system/custom_collectives/custom_collective.json``), the implementation
#: replaced by the bundle's plan traces.
SYSTEM_PLAN_CONFIG = {"scheduling-policy": "FIFO", "preferred-dataset-splits": 1,
                      "all-reduce-implementation-custom": ["collective/plan"], "local-mem-bw": 50}
HOST_RATE_FACTOR = 2.0
BUNDLE_FORMAT = "topomilp-astra-ns3"
DEFAULT_BINARY = "ns3.42-AstraSimNetwork-default"


# --------------------------------------------------------------------------- topology
def _gbps(x: float) -> str:
    return f"{x:.12g}Gbps"


def _bps(rate_gbps: float) -> int:
    bps = rate_gbps * 1e9
    if abs(bps - round(bps)) > 1e-3:
        raise TopomilpInputError("bandwidth_gbps", "link rates must be whole bit/s (ns-3 keys its rate maps "
                                 "by integer bit/s)", rate_gbps)
    return int(round(bps))


def server_link_rates(topology: Topology, bandwidth_gbps: float) -> dict[tuple[int, int], float]:
    """``{(i, j): Gbit/s}`` for each linked server pair ``i < j``: parallel links summed
    into one rate (ns-3 keys its routes by neighbour: one line per pair). A simplex
    topology must be symmetric: ns-3 links are full duplex."""
    links = topology.links
    if topology.link_model == "simplex" and not np.array_equal(links, links.T):
        bad = np.argwhere(links != links.T)[0]
        raise TopomilpInputError("topology", "ns-3 links are full duplex: a simplex topology must be symmetric "
                                 f"(i->j and j->i equally often; {int(bad[0])}->{int(bad[1])} has "
                                 f"{int(links[bad[0], bad[1]])}, the reverse {int(links[bad[1], bad[0]])})")
    return {(int(i), int(j)): float(links[i, j] * bandwidth_gbps) for i, j in np.argwhere(np.triu(links, 1))}


def default_host_gbps(topology: Topology, bandwidth_gbps: float) -> float:
    """:data:`HOST_RATE_FACTOR` times the largest sum of a server's topology link rates."""
    return HOST_RATE_FACTOR * float(topology.links.sum(axis=1).max()) * bandwidth_gbps


def switch_topology_text(topology: Topology, bandwidth_gbps: float = 25.0, latency_ns: float = 500.0,
                         host_gbps: float | None = None) -> str:
    """ns-3 topology text with one switch per server (module docs): ``2n`` nodes, the
    switches ``n..2n-1``, ``n`` host links ``i  n+i  host_gbps`` and one line per linked
    server pair ``n+i  n+j  links x bandwidth_gbps``.

    >>> t = Topology.from_edges(3, [(0, 1), (1, 2), (2, 0), (0, 1)])
    >>> print(switch_topology_text(t, 100, 1000, host_gbps=800))
    6 3 6
    3 4 5
    0 3 800Gbps 0.001ms 0
    1 4 800Gbps 0.001ms 0
    2 5 800Gbps 0.001ms 0
    3 4 200Gbps 0.001ms 0
    3 5 100Gbps 0.001ms 0
    4 5 100Gbps 0.001ms 0
    <BLANKLINE>
    """
    b = check_positive_real("bandwidth_gbps", bandwidth_gbps)
    delay = f"{check_positive_real('latency_ns', latency_ns) / 1e6:.12g}ms"
    pairs = server_link_rates(topology, b)
    n = topology.n
    host = _check_host_rate(topology, b, host_gbps)
    lines = [f"{2 * n} {n} {n + len(pairs)}", " ".join(str(n + i) for i in range(n))]
    lines += [f"{i} {n + i} {_gbps(host)} {delay} 0" for i in range(n)]
    lines += [f"{n + i} {n + j} {_gbps(r)} {delay} 0" for (i, j), r in sorted(pairs.items())]
    return "\n".join(lines) + "\n"


def _check_host_rate(topology: Topology, bandwidth_gbps: float, host_gbps: float | None) -> float:
    need = float(topology.links.sum(axis=1).max()) * bandwidth_gbps
    if host_gbps is None:
        return default_host_gbps(topology, bandwidth_gbps)
    host = check_positive_real("host_gbps", host_gbps)
    if host <= need:
        raise TopomilpInputError("host_gbps", f"must exceed the largest sum of a server's link rates ({need:g} "
                                 "Gbit/s), so that a host's link to its switch is never the bottleneck", host_gbps)
    return host


def routable_pairs(text: str) -> tuple[int, set[tuple[int, int]]]:
    """ASTRA-sim's routing rule applied to an ns-3 topology text: ``(hosts, pairs)`` with
    every ordered host pair ``(a, b)`` that a breadth-first search from ``a`` expanding
    switch nodes only reaches (``CalculateRoute`` in astra-network-ns3 ``scratch/common.h``).
    """
    rows = [ln.split() for ln in text.splitlines()]
    nodes, switches, nlinks = (int(x) for x in rows[0])
    sw = {int(x) for x in rows[1]} if switches else set()
    body = [r for r in rows[2 if switches or not rows[1] else 1:] if r][:nlinks]
    nbr: dict[int, set[int]] = {v: set() for v in range(nodes)}
    for r in body:
        u, v = int(r[0]), int(r[1])
        nbr[u].add(v)
        nbr[v].add(u)
    hosts = [v for v in range(nodes) if v not in sw]
    pairs = set()
    for h in hosts:
        seen, queue = {h}, [h]
        for x in queue:
            for y in nbr[x]:
                if y not in seen:
                    seen.add(y)
                    if y in sw:
                        queue.append(y)
        pairs |= {(h, y) for y in seen if y != h and y not in sw}
    return len(hosts), pairs


# --------------------------------------------------------------------------- config.txt
def ecn_settings(rate_bps: int) -> tuple[int, int, float]:
    """``(KMAX, KMIN, PMAX)`` for a link rate: the repository's values at its own rates
    (:data:`REFERENCE_ECN`), linear in the rate between them and constant beyond its
    smallest and largest rate."""
    rates = sorted(REFERENCE_ECN)
    kmax = float(np.interp(rate_bps, rates, [REFERENCE_ECN[r][0] for r in rates]))
    kmin = float(np.interp(rate_bps, rates, [REFERENCE_ECN[r][1] for r in rates]))
    return int(round(kmax)), int(round(kmin)), REFERENCE_PMAX


def switch_port_rates(topology_text: str) -> list[int]:
    """Every link rate (bit/s) at a switch port of an ns-3 topology text."""
    rows = [ln.split() for ln in topology_text.splitlines()]
    switches = int(rows[0][1])
    sw = {int(x) for x in rows[1]} if switches else set()
    out = set()
    for r in rows[2:2 + int(rows[0][2])]:
        if int(r[0]) in sw or int(r[1]) in sw:
            out.add(_bps(float(r[2][:-4])))
    return sorted(out)


def config_text(topology_text: str) -> str:
    """``config.txt`` for a topology text: the files of the bundle, the repository's
    settings and a KMAX/KMIN/PMAX entry for every rate at a switch port."""
    rates = switch_port_rates(topology_text)
    ecn = {r: ecn_settings(r) for r in rates}
    lines = ["TOPOLOGY_FILE topology.txt", "FLOW_FILE flow.txt", "TRACE_FILE trace.txt"]
    lines += [f"{k} {v}" for k, v in NS3_OUTPUTS]
    lines += [f"{k} {v}" for k, v in NS3_SETTINGS]
    lines.append(f"KMAX_MAP {len(rates)} " + " ".join(f"{r} {ecn[r][0]}" for r in rates))
    lines.append(f"KMIN_MAP {len(rates)} " + " ".join(f"{r} {ecn[r][1]}" for r in rates))
    lines.append(f"PMAX_MAP {len(rates)} " + " ".join(f"{r} {ecn[r][2]:g}" for r in rates))
    return "\n".join(lines) + "\n"


def rate_map(config: str, key: str) -> dict[int, float]:
    """The ``KMAX_MAP`` / ``KMIN_MAP`` / ``PMAX_MAP`` entries of a config text."""
    for ln in config.splitlines():
        parts = ln.split()
        if parts and parts[0] == key:
            k = int(parts[1])
            return {int(parts[2 + 2 * i]): float(parts[3 + 2 * i]) for i in range(k)}
    return {}


# --------------------------------------------------------------------------- plans from files
def load_plan(path: Any) -> tuple[AllReducePlan | None, Topology | None, dict | None]:
    """``(plan, topology, mp_routes)`` of a JSON file: the AllReduce plan, the topology
    it was made for and the explicit MP routing (``{(s, t): [(path, fraction), ...]}``),
    each when the file has it: ``topomilp solve ... --json`` output (its ``solution``), a
    solution object (``plan``, ``topology``, ``mp_routing``), ``{"plan": [...]}`` or the
    bare per-group ring list."""
    p = Path(path)
    try:
        doc = json.loads(p.read_text(encoding="utf-8"))
    except OSError as exc:
        raise TopomilpInputError("plan", f"cannot read {p} ({exc.strerror})", str(p)) from None
    except (ValueError, UnicodeDecodeError) as exc:
        raise TopomilpInputError("plan", f"{p} is not valid JSON ({exc})", str(p)) from None
    if isinstance(doc, dict) and isinstance(doc.get("solution"), dict):
        doc = doc["solution"]
    topo, routes = None, None
    if isinstance(doc, dict):
        if "plan" not in doc:
            raise TopomilpInputError("plan", f"{p}: no 'plan' (a solve --json document, a solution or "
                                     '{"plan": [...]})', str(p))
        if isinstance(doc.get("topology"), dict):
            topo = Topology.from_dict(doc["topology"])
        raw = doc.get("mp_routing")
        raw = doc.get("ar_routing") if raw == "same as ar_routing" else raw
        if isinstance(raw, list):
            try:
                routes = {(int(r["s"]), int(r["t"])): [(tuple(pth), float(f)) for pth, f in r["paths"]] for r in raw}
            except (TypeError, KeyError, ValueError):
                raise TopomilpInputError("plan", f"{p}: mp_routing must list {{s, t, paths}}", str(p)) from None
        doc = doc["plan"]
    return AllReducePlan.from_dict(doc), topo, routes


# --------------------------------------------------------------------------- the bundle
def _command(prefix: str, system: str, comm_groups: str, binary: str) -> str:
    return (f'"${{ASTRA_SIM_NS3:-{binary}}}" --workload-configuration={prefix} --system-configuration={system} '
            "--network-configuration=config.txt --remote-memory-configuration=remote_memory.json "
            f"--logical-topology-configuration=logical_topology.json --comm-group-configuration={comm_groups}")


def _check_inputs(topology: Topology, cluster: Cluster, workload: Workload, plan: AllReducePlan | None,
                  mp_routes: Any) -> None:
    for name, value, cls in (("topology", topology, Topology), ("cluster", cluster, Cluster),
                             ("workload", workload, Workload)):
        if not isinstance(value, cls):
            raise TopomilpInputError(name, f"must be a {cls.__name__}", type(value).__name__)
    if cluster.n != topology.n:
        raise TopomilpInputError("cluster", f"has n={cluster.n}, the topology has n={topology.n}", cluster.n)
    if workload.n != topology.n:
        raise TopomilpInputError("workload", f"has n={workload.n}, the topology has n={topology.n}", workload.n)
    if plan is not None:
        if not isinstance(plan, AllReducePlan):
            raise TopomilpInputError("plan", "must be an AllReducePlan", type(plan).__name__)
        plan.validate(workload)
    routes = getattr(mp_routes, "routes", mp_routes) or {}
    for (s, t), paths in routes.items():
        for pth, _ in paths:
            hop = next(((u, v) for u, v in zip(pth, pth[1:]) if not topology.links[u, v]), None)
            if hop is not None:
                raise TopomilpInputError("mp_routes", f"the path {list(pth)} of {s}->{t} uses {hop[0]}->{hop[1]}, "
                                         "which is not a link of the topology", list(pth))


def write_astra_bundle(topology: Topology, cluster: Cluster, workload: Workload, out_dir: Any, *,
                       plan: AllReducePlan | None = None, native: bool = True, latency_ns: float = 500.0,
                       host_gbps: float | None = None, mp_routes: Any = None, chunks: int = 8,
                       binary: str = DEFAULT_BINARY) -> dict[str, Any]:
    """Write a bundle ASTRA-sim's ns-3 backend runs as it is (module docs) into
    ``out_dir`` (created if missing) and return its manifest (also ``manifest.json``).

    ``cluster`` gives the link bandwidth; ``plan`` the AllReduce rings (default: each
    group's member order, :meth:`AllReducePlan.default`); ``native`` also writes the
    variant with ASTRA-sim's own collective; ``host_gbps`` the rate of a host's link to
    its switch (default :func:`default_host_gbps`; it must exceed the sum of the server's
    link rates). ``mp_routes`` (``{(s, t): [(path, fraction), ...]}`` or a
    :class:`~topomilp.routing.PathRouting`, e.g. an exact solution's ``mp_routing``) makes
    the MP traffic follow those paths, relayed by the servers in ``chunks`` pieces
    (:func:`topomilp.chakra_plan.mp_hops`); every hop must be a link. Without it the
    simulator routes each MP message itself (one shortest path per flow).

    A simplex topology that is not symmetric cannot be written (ns-3 links are full
    duplex): :class:`TopomilpInputError`, like a workload, cluster or plan for another
    ``n``, or an MP path over a pair that is not linked.
    """
    _check_inputs(topology, cluster, workload, plan, mp_routes)
    out = Path(out_dir)
    if out.exists() and not out.is_dir():
        raise TopomilpInputError("out_dir", "exists and is not a directory", str(out))
    topo_text = switch_topology_text(topology, cluster.bandwidth_gbps, latency_ns, host_gbps)
    host = _check_host_rate(topology, cluster.bandwidth_gbps, host_gbps)
    for sub in ("mix", "workload", "collective"):
        (out / sub).mkdir(parents=True, exist_ok=True)
    for stale in [*(out / "workload").glob("*.et"), *(out / "collective").glob("*.et")]:
        if re.fullmatch(r"(plan|native)\.\d+\.et", stale.name):   # an earlier bundle's ranks
            stale.unlink()
    plan = plan or AllReducePlan.default(workload)
    files = {"topology": out / "topology.txt", "config": out / "config.txt", "flow": out / "flow.txt",
             "trace": out / "trace.txt", "logical_topology": out / "logical_topology.json",
             "system": out / "system.json", "system_plan": out / "system_plan.json",
             "remote_memory": out / "remote_memory.json"}
    atomic_write(files["topology"], topo_text)
    atomic_write(files["config"], config_text(topo_text))
    atomic_write(files["flow"], "0\n")       # no ns-3 flows of its own: ASTRA-sim issues the traffic
    atomic_write(files["trace"], "0\n")      # no packet-traced nodes
    atomic_write(files["logical_topology"], json.dumps({"logical-dims": [str(topology.n)]}) + "\n")
    atomic_write(files["system"], json.dumps(SYSTEM_CONFIG, indent=2) + "\n")
    atomic_write(files["system_plan"], json.dumps(SYSTEM_PLAN_CONFIG, indent=2) + "\n")
    atomic_write(files["remote_memory"], json.dumps({"memory-type": "NO_MEMORY_EXPANSION"}) + "\n")
    variants = {"plan": {"prefix": "workload/plan", "traces": "collective/plan", "system": "system_plan.json",
                         "comm_groups": "empty"}}
    write_plan_traces(out / "collective" / "plan", workload, plan, mp_routes=mp_routes, chunks=chunks)
    write_trigger_traces(out / "workload" / "plan", workload)
    active = [g for g in workload.groups if g.bytes_per_member > 0]
    if native and active:
        sub = {str(gi + 1): list(g.members) for gi, g in enumerate(workload.groups)
               if g.bytes_per_member > 0 and len(g.members) < workload.n}
        groups_file = "empty"
        if sub:
            files["comm_groups"] = out / "comm_groups.json"
            atomic_write(files["comm_groups"], json.dumps(sub) + "\n")
            groups_file = "comm_groups.json"
        write_plan_traces(out / "workload" / "native", workload, plan, native=True, mp_routes=mp_routes,
                          chunks=chunks)
        variants["native"] = {"prefix": "workload/native", "traces": "workload/native", "system": "system.json",
                              "comm_groups": groups_file}
    for v in variants.values():
        v["command"] = _command(v["prefix"], v["system"], v["comm_groups"], binary)
    manifest = {
        "format": BUNDLE_FORMAT, "version": 1, "n": topology.n, "switches": topology.n,
        "link_model": topology.link_model, "bandwidth_gbps": cluster.bandwidth_gbps, "host_gbps": host,
        "latency_ns": float(latency_ns), "switch_port_rates_bps": switch_port_rates(topo_text),
        "topology": topology.to_dict(), "workload": workload.to_dict(), "plan": plan.to_dict(),
        "mp_routing": "explicit (relayed by the servers)" if mp_routes else "the simulator's (one path per flow)",
        "chunks": chunks, "variants": variants,
    }
    atomic_write(out / "manifest.json", json.dumps(manifest, indent=1) + "\n")
    atomic_write(out / "README.md", bundle_readme(manifest))
    atomic_write(out / "run.sh", _run_script(variants))
    (out / "run.sh").chmod(0o755)
    log.info("wrote ASTRA-sim bundle %s (%d servers, %d switch-port rates)", out, topology.n,
             len(manifest["switch_port_rates_bps"]))
    result = dict(manifest)
    result["dir"] = str(out)
    result["files"] = {k: str(p) for k, p in files.items()} | {"manifest": str(out / "manifest.json")}
    for v in result["variants"].values():
        v["prefix"], v["traces"] = str(out / v["prefix"]), str(out / v["traces"])
    return result


# --------------------------------------------------------------------------- running it
#: what ASTRA-sim prints when a rank ends (``sys[3] finished, 10028000 cycles``; a cycle is
#: a nanosecond of simulated time in the ns-3 backend).
FINISHED_LINE = re.compile(r"sys\[(\d+)\],? finished, (\d+) cycles")


def parse_finished(text: str) -> dict[int, int]:
    """``{rank: cycles}`` of the ``sys[r] finished, C cycles`` lines of ASTRA-sim's output.

    >>> parse_finished("sys[0] finished, 120 cycles\\nsys[1] finished, 150 cycles, exposed ...")
    {0: 120, 1: 150}
    """
    return {int(m.group(1)): int(m.group(2)) for m in FINISHED_LINE.finditer(text)}


def run_bundle(bundle_dir: Any, variant: str = "plan", *, binary: str | None = None,
               timeout_s: float = 3600.0) -> dict[str, Any]:
    """Run one variant of a bundle with ASTRA-sim's ns-3 binary (``binary``, else the
    ``ASTRA_SIM_NS3`` environment variable) from the bundle directory, as its README says,
    and read the simulated time: the largest ``finished`` cycle count over the ranks, in
    ns. Returns ``{"variant", "status", "time_ns", "finished", "wall_s", "returncode",
    "output_tail"}``; ``status`` is ``ok`` only when every rank finished, else
    ``incomplete``, ``timeout`` or ``error``."""
    import os
    import subprocess
    import time

    out = Path(bundle_dir)
    try:
        manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
        v = manifest["variants"][variant]
    except (OSError, ValueError, KeyError):
        raise TopomilpInputError("variant", f"{out} has no bundle variant {variant!r} (manifest.json)",
                                 variant) from None
    binary = binary or os.environ.get("ASTRA_SIM_NS3")
    if not binary:
        raise TopomilpInputError("binary", "give the ASTRA-sim ns-3 binary (or set ASTRA_SIM_NS3)")
    cmd = [binary, f"--workload-configuration={v['prefix']}", f"--system-configuration={v['system']}",
           "--network-configuration=config.txt", "--remote-memory-configuration=remote_memory.json",
           "--logical-topology-configuration=logical_topology.json", f"--comm-group-configuration={v['comm_groups']}"]
    (out / "mix").mkdir(exist_ok=True)
    t0 = time.perf_counter()
    try:
        proc = subprocess.run(cmd, cwd=out, capture_output=True, text=True, timeout=timeout_s)
    except FileNotFoundError:
        raise TopomilpInputError("binary", "not found or not executable", binary) from None
    except subprocess.TimeoutExpired as exc:
        text = (exc.stdout or "") if isinstance(exc.stdout, str) else ""
        return {"variant": variant, "status": "timeout", "time_ns": None, "finished": parse_finished(text),
                "wall_s": time.perf_counter() - t0, "returncode": None, "output_tail": text[-2000:]}
    text = proc.stdout + proc.stderr
    finished = parse_finished(text)
    complete = len(finished) == manifest["n"]
    status = "ok" if complete and proc.returncode == 0 else "error" if proc.returncode else "incomplete"
    return {"variant": variant, "status": status, "time_ns": max(finished.values()) if complete else None,
            "finished": finished, "wall_s": time.perf_counter() - t0, "returncode": proc.returncode,
            "output_tail": text[-2000:]}


def _run_script(variants: dict[str, dict[str, str]]) -> str:
    lines = ["#!/bin/sh", "# Runs one variant of this bundle (default: plan) with ASTRA-sim's ns-3 backend.",
             '# Set ASTRA_SIM_NS3 to the built binary (astra-sim: extern/network_backend/ns-3/build/scratch/).',
             'set -e', 'cd "$(dirname "$0")"', 'mkdir -p mix', 'case "${1:-plan}" in']
    for name, v in variants.items():
        lines.append(f"  {name}) exec {v['command']} ;;")
    lines += ['  *) echo "usage: $0 [' + "|".join(variants) + ']" >&2; exit 2 ;;', "esac"]
    return "\n".join(lines) + "\n"


def bundle_readme(manifest: dict[str, Any]) -> str:
    """The bundle's README: what it holds and the exact command lines."""
    n, b = manifest["n"], manifest["bandwidth_gbps"]
    rates = ", ".join(f"{r / 1e9:g}" for r in manifest["switch_port_rates_bps"])
    text = [
        "# ASTRA-sim ns-3 bundle (written by topomilp)", "",
        f"{n} servers, links of {b:g} Gbit/s ({manifest['link_model']}), one switch per server: host `i` is "
        f"linked to switch `{n} + i` at {manifest['host_gbps']:g} Gbit/s, the topology's links join the "
        "switches (ASTRA-sim's ns-3 backend routes through switches only). Switch-port rates in Gbit/s: "
        f"{rates}; each has a KMAX/KMIN/PMAX entry in `config.txt`.", "",
        "Run from this directory (the paths in `config.txt` are relative to it; outputs go to `mix/`), with "
        "`ASTRA_SIM_NS3` set to the ns-3 AstraSimNetwork binary built by astra-sim "
        f"(`extern/network_backend/ns-3/build/scratch/{DEFAULT_BINARY}`):", "",
    ]
    for name, v in manifest["variants"].items():
        what = ("topomilp's plan: its rings and MP traffic as sends and receives in `collective/`, run as "
                "ASTRA-sim's custom all-reduce by `system_plan.json`" if name == "plan"
                else "ASTRA-sim's own ring collective, one ALL_REDUCE node per group, for comparison")
        text += [f"* `{name}` ({what}):", "", "  ```sh", f"  {v['command']}", "  ```", ""]
    text += ["or `./run.sh plan` / `./run.sh native`. `manifest.json` holds the topology, the workload and the "
             "plan the traces were written from; `topomilp convert --topology topology.txt --to json --out t.json` "
             "reads the topology back.", ""]
    return "\n".join(text)


__all__ = ["BUNDLE_FORMAT", "DEFAULT_BINARY", "HOST_RATE_FACTOR", "NS3_OUTPUTS", "NS3_SETTINGS", "REFERENCE_ECN",
           "SYSTEM_CONFIG", "SYSTEM_PLAN_CONFIG", "bundle_readme", "config_text", "default_host_gbps",
           "ecn_settings", "load_plan", "parse_finished", "rate_map", "routable_pairs", "run_bundle",
           "server_link_rates", "switch_port_rates", "switch_topology_text", "write_astra_bundle"]
