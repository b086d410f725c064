"""Topologies in and out of other tools, and workload summaries (docs/interchange.md).

Formats (:func:`write_topology` / :func:`read_topology`):

* ``ns3`` — ASTRA-sim's ns-3 backend topology file: a line ``nodes switches links``,
  a line of switch ids (empty: direct-connect, no switches), then one line
  ``src dst RATE DELAY ERROR_RATE`` per linked pair, e.g. ``0 1 25Gbps 0.0005ms 0``.
  ns-3 links are full duplex and there is one line per pair, so ``c`` parallel links
  are folded into one line of rate ``c x bandwidth`` (read back: rate / bandwidth).
  Written hosts-only here; ASTRA-sim routes only through switches, so a file it can run
  beyond one hop has one switch per server (:mod:`topomilp.astra`), which is read too.
* ``graphml`` / ``node-link`` — networkx's GraphML and node-link JSON: one edge per
  linked pair (per arc under simplex) with the attributes ``links`` (multiplicity),
  ``bandwidth_gbps`` (``links x`` the link bandwidth), ``link_bandwidth_gbps`` and
  ``latency_ns``; the graph carries ``link_model`` and ``name``.
* ``json`` — the project's own :meth:`Topology.to_dict` (``.csv``/``.npy`` matrices
  are read too).

Every format reads back into the same :class:`~topomilp.model.Topology`; the format is
taken from the extension (``.ns3``/``.txt``, ``.graphml``/``.xml``, ``.json`` — project or
node-link by content, ``.csv``/``.npy``), else from the content.

>>> import os, tempfile
>>> t = Topology.from_edges(4, [(0, 1), (1, 2), (2, 3), (3, 0), (0, 1)])
>>> tmp = tempfile.TemporaryDirectory(); p = os.path.join(tmp.name, "t.txt")
>>> _ = write_topology(t, p, "ns3", bandwidth_gbps=25)
>>> print(open(p).read().splitlines()[2])
0 1 50Gbps 0.0005ms 0
>>> read_topology(p, bandwidth_gbps=25) == t
True
>>> tmp.cleanup()
"""

from __future__ import annotations

import json
import logging
import math
import os
import re
from pathlib import Path
from typing import Any, Mapping

import numpy as np

from topomilp._io import atomic_write
from topomilp.errors import TopomilpInputError
from topomilp.model import LINK_MODELS, MAX_PORTS, Topology, Workload
from topomilp.utils import check_positive_real

log = logging.getLogger(__name__)

#: output formats of :func:`write_topology`
TOPOLOGY_FORMATS: tuple[str, ...] = ("ns3", "graphml", "node-link", "json")
DEFAULT_LATENCY_NS = 500.0
_EXT_FORMAT = {".ns3": "ns3", ".txt": "ns3", ".graphml": "graphml", ".xml": "graphml"}
_RATE = re.compile(r"^([0-9]*\.?[0-9]+(?:[eE][-+]?[0-9]+)?)(bps|kbps|Kbps|Mbps|Gbps|Tbps)$")
_RATE_UNIT = {"bps": 1e-9, "kbps": 1e-6, "Kbps": 1e-6, "Mbps": 1e-3, "Gbps": 1.0, "Tbps": 1e3}


# --------------------------------------------------------------------------- writing
def _fmt(x: float) -> str:
    return f"{x:.12g}"


def ns3_text(topology: Topology, bandwidth_gbps: float = 25.0, latency_ns: float = DEFAULT_LATENCY_NS,
             error_rate: float = 0.0) -> str:
    """ASTRA-sim's ns-3 topology text (module docs). Parallel links are folded into the
    rate. A simplex topology must be symmetric (ns-3 links are full duplex).

    >>> print(ns3_text(Topology.from_edges(3, [(0, 1), (1, 2), (2, 0)]), 100, 1000))
    3 0 3
    <BLANKLINE>
    0 1 100Gbps 0.001ms 0
    0 2 100Gbps 0.001ms 0
    1 2 100Gbps 0.001ms 0
    <BLANKLINE>
    """
    b = check_positive_real("bandwidth_gbps", bandwidth_gbps)
    lat = check_positive_real("latency_ns", latency_ns)
    links = topology.links
    if topology.link_model == "simplex" and not np.array_equal(links, links.T):
        raise TopomilpInputError("topology", "ns-3 links are full duplex: a simplex topology must be symmetric "
                                 "(i->j and j->i equally often) to be written as ns3")
    pairs = [(int(i), int(j), int(links[i, j])) for i, j in np.argwhere(np.triu(links, 1))]
    lines = [f"{topology.n} 0 {len(pairs)}", ""]
    lines += [f"{i} {j} {_fmt(c * b)}Gbps {_fmt(lat / 1e6)}ms {_fmt(error_rate)}" for i, j, c in pairs]
    return "\n".join(lines) + "\n"


def _graph(topology: Topology, bandwidth_gbps: float, latency_ns: float) -> Any:
    import networkx as nx

    g = nx.Graph() if topology.link_model == "duplex" else nx.DiGraph()
    g.graph.update(link_model=topology.link_model, name=topology.name or "", link_bandwidth_gbps=bandwidth_gbps)
    g.add_nodes_from(range(topology.n))
    for i, j, c in topology.edges():
        g.add_edge(i, j, links=int(c), bandwidth_gbps=float(c * bandwidth_gbps),
                   link_bandwidth_gbps=float(bandwidth_gbps), latency_ns=float(latency_ns))
    return g


def node_link_data(topology: Topology, bandwidth_gbps: float = 25.0,
                   latency_ns: float = DEFAULT_LATENCY_NS) -> dict[str, Any]:
    """networkx's node-link form (``edges="links"``; ``networkx.node_link_graph(data,
    edges="links")`` reads it) with the edge attributes of the module docs."""
    import networkx as nx

    b = check_positive_real("bandwidth_gbps", bandwidth_gbps)
    lat = check_positive_real("latency_ns", latency_ns)
    return nx.node_link_data(_graph(topology, b, lat), edges="links")


def write_topology(topology: Topology, path: Any, fmt: str, *, bandwidth_gbps: float = 25.0,
                   latency_ns: float = DEFAULT_LATENCY_NS) -> str:
    """Write ``topology`` to ``path`` in ``fmt`` (one of :data:`TOPOLOGY_FORMATS`),
    atomically; return the path."""
    if not isinstance(topology, Topology):
        raise TopomilpInputError("topology", "must be a Topology", type(topology).__name__)
    if fmt not in TOPOLOGY_FORMATS:
        raise TopomilpInputError("format", f"must be one of {TOPOLOGY_FORMATS}", fmt)
    if not isinstance(path, (str, os.PathLike)):
        raise TopomilpInputError("path", "must be a file path", path)
    p = Path(path)
    if not (p.parent if str(p.parent) else Path(".")).is_dir():
        raise TopomilpInputError("path", "directory does not exist", str(p.parent))
    b = check_positive_real("bandwidth_gbps", bandwidth_gbps)
    lat = check_positive_real("latency_ns", latency_ns)
    if fmt == "ns3":
        atomic_write(p, ns3_text(topology, b, lat))
    elif fmt == "json":
        atomic_write(p, json.dumps(topology.to_dict(), indent=1) + "\n")
    elif fmt == "node-link":
        atomic_write(p, json.dumps(node_link_data(topology, b, lat), indent=1) + "\n")
    else:
        import networkx as nx

        g = _graph(topology, b, lat)
        atomic_write(p, lambda fh: nx.write_graphml(g, fh))
    log.debug("wrote %s topology %s to %s", fmt, topology.name, p)
    return str(p)


# --------------------------------------------------------------------------- reading
def _bad(p: Path, rule: str) -> TopomilpInputError:
    return TopomilpInputError("topology", f"{p}: {rule}", str(p))


def _from_link_list(p: Path, n: int, arcs: list[tuple[int, int, int]], link_model: str, name: str) -> Topology:
    """A topology from ``(u, v, count)``; an endpoint outside ``0..n-1`` is an error
    naming the node count."""
    links = np.zeros((n, n), dtype=np.int64)
    for u, v, c in arcs:
        if not (0 <= u < n and 0 <= v < n):
            raise _bad(p, f"declares {n} nodes but a link joins {u} and {v}")
        if u == v:
            raise _bad(p, f"self-loop at node {u}")
        if c < 0:
            raise _bad(p, f"negative link count {c} on {u}-{v}")
        if c > MAX_PORTS:  # before the int64 sum, which would overflow
            raise _bad(p, f"link count {c} on {u}-{v} exceeds {MAX_PORTS} (the ports of a node)")
        links[u, v] += c
        if link_model == "duplex":
            links[v, u] += c
    try:
        return Topology(links, link_model, name=name)
    except TopomilpInputError as exc:
        raise _bad(p, f"{exc.field}: {exc.rule}") from None


def parse_ns3(text: str, *, bandwidth_gbps: float | None = None, path: Any = "<ns3>", name: str = "") -> Topology:
    """Read ASTRA-sim's ns-3 topology text. The multiplicity of a link is its rate
    divided by ``bandwidth_gbps``; without it, by the greatest common divisor of the
    rates (exact unless every link is parallel). A duplex topology results.

    A file with switches is read when it has one switch per server, as
    :func:`topomilp.astra.switch_topology_text` writes it: hosts ``0..h-1``, each with
    one link, to a switch of its own; the links between switches are the topology (the
    host links' rates are not link counts and are ignored). Anything else with switches
    (a switch shared by several hosts, a host linked to a host or to several switches, a
    switch without a host) is refused, naming the node."""
    p = Path(str(path))
    lines = [ln.split("#", 1)[0].strip() for ln in text.splitlines()]
    if not lines or not lines[0]:
        raise _bad(p, "first line must be 'nodes switches links'")
    head = lines[0].split()
    try:
        nodes, switches, nlinks = (int(x) for x in head)
    except ValueError:
        raise _bad(p, f"first line must be three integers 'nodes switches links', got {lines[0]!r}") from None
    switch_ids: list[int] = []
    if switches:
        try:
            switch_ids = [int(x) for x in (lines[1].split() if len(lines) > 1 else [])]
        except ValueError:
            raise _bad(p, f"second line must list the {switches} switch ids, got {lines[1]!r}") from None
        if len(switch_ids) != switches:
            raise _bad(p, f"first line declares {switches} switches but the second line lists {len(switch_ids)}")
        body = [ln for ln in lines[2:] if ln]
    else:
        body = [ln for ln in lines[2:] if ln] if len(lines) > 1 and not lines[1] else [ln for ln in lines[1:] if ln]
    if len(body) != nlinks:
        raise _bad(p, f"first line declares {nlinks} links but {len(body)} link lines follow")
    ends, rates = _ns3_links(p, body)
    if switch_ids:
        nodes, ends, rates = _collapse_switches(p, nodes, switch_ids, ends, rates)
    if bandwidth_gbps is None:
        unit = _rate_gcd(rates) if rates else 1.0
    else:
        unit = check_positive_real("bandwidth_gbps", bandwidth_gbps)
    arcs = []
    for (u, v), r in zip(ends, rates):
        c = r / unit
        if not math.isfinite(c) or c > MAX_PORTS:
            raise _bad(p, f"link {u}-{v} has rate {r:g} Gbps, more than {MAX_PORTS} links of {unit:g} Gbps")
        if abs(c - round(c)) > 1e-6 * max(1.0, c) or round(c) < 1:
            raise _bad(p, f"link {u}-{v} has rate {r:g} Gbps, not a whole number of {unit:g} Gbps links")
        arcs.append((u, v, int(round(c))))
    return _from_link_list(p, nodes, arcs, "duplex", name)


def _ns3_links(p: Path, body: list[str]) -> tuple[list[tuple[int, int]], list[float]]:
    rates = []
    ends = []
    for k, ln in enumerate(body):
        parts = ln.split()
        if len(parts) != 5:
            raise _bad(p, f"link line {k + 1} must be 'src dst RATE DELAY ERROR_RATE', got {ln!r}")
        m = _RATE.match(parts[2])
        try:
            u, v = int(parts[0]), int(parts[1])
        except ValueError:
            raise _bad(p, f"link line {k + 1}: node ids must be integers, got {ln!r}") from None
        if m is None:
            raise _bad(p, f"link line {k + 1}: rate must look like 25Gbps, got {parts[2]!r}")
        rates.append(float(m.group(1)) * _RATE_UNIT[m.group(2)])
        ends.append((u, v))
    return ends, rates


def _collapse_switches(p: Path, nodes: int, switch_ids: list[int], ends: list[tuple[int, int]],
                       rates: list[float]) -> tuple[int, list[tuple[int, int]], list[float]]:
    """One switch per server back to the server topology (see :func:`parse_ns3`):
    ``(servers, switch-switch links as server pairs, their rates)``."""
    sw = set(switch_ids)
    hosts = nodes - len(sw)
    if len(sw) != len(switch_ids) or any(not 0 <= s < nodes for s in sw):
        raise _bad(p, f"switch ids must be distinct node ids 0..{nodes - 1}, got {switch_ids[:10]}")
    if sw != set(range(hosts, nodes)):
        raise _bad(p, f"hosts must be nodes 0..{hosts - 1} and switches {hosts}..{nodes - 1} (ASTRA-sim rank r is "
                      "ns-3 node r); only one switch per server is read")
    host_of: dict[int, int] = {}
    host_links: dict[int, list[int]] = {h: [] for h in range(hosts)}
    out_ends, out_rates = [], []
    for (u, v), r in zip(ends, rates):
        if not (0 <= u < nodes and 0 <= v < nodes):
            raise _bad(p, f"declares {nodes} nodes but a link joins {u} and {v}")
        if u not in sw and v not in sw:
            raise _bad(p, f"host {u} is linked to host {v}: a file mixing host-to-host links with switches is not "
                          "read (only one switch per server)")
        if u in sw and v in sw:
            out_ends.append((u, v))
            out_rates.append(r)
            continue
        h, s = (u, v) if v in sw else (v, u)
        host_links[h].append(s)
        if s in host_of and host_of[s] != h:
            raise _bad(p, f"switch {s} serves hosts {host_of[s]} and {h}: switches shared by several hosts "
                          "(a rack or fat-tree switch) are not read, only one switch per server")
        host_of[s] = h
    for h, ss in host_links.items():
        if len(ss) != 1:
            raise _bad(p, f"host {h} has {len(ss)} links to switches; one switch per server means exactly one")
    lonely = sorted(sw - set(host_of))
    if lonely:
        raise _bad(p, f"switch {lonely[0]} has no host: only one switch per server is read")
    return hosts, [(host_of[u], host_of[v]) for u, v in out_ends], out_rates


def _rate_gcd(rates: list[float]) -> float:
    scaled = [int(round(r * 1e6)) for r in rates]   # kbit/s resolution
    g = 0
    for s in scaled:
        g = math.gcd(g, s)
    return g / 1e6 if g else 1.0


def _graph_to_topology(p: Path, g: Any, link_model: str | None, name: str) -> Topology:
    model = link_model or g.graph.get("link_model") or ("simplex" if g.is_directed() else "duplex")
    if model not in LINK_MODELS:
        raise _bad(p, f"link_model must be one of {LINK_MODELS}, got {model!r}")
    ids: dict[Any, int] = {}
    for v in g.nodes():
        try:
            ids[v] = int(v)
        except (TypeError, ValueError):
            raise _bad(p, f"node ids must be the integers 0..n-1, got {v!r}") from None
    n = len(ids)
    if sorted(ids.values()) != list(range(n)):
        raise _bad(p, f"node ids must be the integers 0..{n - 1}, got {sorted(ids.values())[:10]}")
    arcs = []
    for u, v, data in g.edges(data=True):
        c = data.get("links", 1)
        if isinstance(c, float) and c.is_integer():
            c = int(c)
        if not isinstance(c, int) or isinstance(c, bool):
            raise _bad(p, f"edge {u}-{v}: 'links' must be an integer, got {c!r}")
        arcs.append((ids[u], ids[v], c))
    # a duplex topology written as a directed graph lists both arcs: count each pair once
    if model == "duplex" and g.is_directed():
        arcs = [(u, v, c) for u, v, c in arcs if u < v]
    name = name or str(g.graph.get("name") or "")
    if n < 2:
        raise _bad(p, f"needs at least 2 nodes, has {n}")
    return _from_link_list(p, n, arcs, model, name)


def _node_link(p: Path, data: Mapping[str, Any], link_model: str | None) -> Topology:
    import networkx as nx

    edges = "links" if "links" in data else "edges"
    if not isinstance(data.get("nodes"), list) or not isinstance(data.get(edges, []), list):
        raise _bad(p, "node-link JSON needs a 'nodes' list and a 'links' (or 'edges') list")
    ids = {nd.get("id") for nd in data["nodes"] if isinstance(nd, dict)}
    for e in data.get(edges, []):
        for end in ("source", "target"):
            if not isinstance(e, dict) or e.get(end) not in ids:
                raise _bad(p, f"lists {len(ids)} nodes but a link refers to node "
                              f"{e.get(end) if isinstance(e, dict) else e!r}")
    try:
        g = nx.node_link_graph(dict(data), directed=bool(data.get("directed", False)),
                               multigraph=bool(data.get("multigraph", False)), edges=edges)
    except (KeyError, TypeError, nx.NetworkXError) as exc:
        raise _bad(p, f"is not valid node-link JSON ({exc})") from None
    return _graph_to_topology(p, g, link_model, "")


def _bundle_bandwidth(directory: Path, given: float | None) -> float | None:
    """The link bandwidth a bundle directory's ``manifest.json`` states (it wins over
    ``given``: its rates were written with it)."""
    try:
        b = json.loads((directory / "manifest.json").read_text(encoding="utf-8"))["bandwidth_gbps"]
    except (OSError, ValueError, KeyError, TypeError):
        return given
    if given is not None and given != b:
        log.info("%s: reading with the bundle's link bandwidth %g Gbit/s, not %g", directory, b, given)
    return float(b)


def read_topology(path: Any, link_model: str | None = None, *, bandwidth_gbps: float | None = None) -> Topology:
    """Read a topology in any format of the module docs (by extension, else by
    content), or an ASTRA-sim bundle directory (its ``topology.txt`` at the bandwidth
    of its ``manifest.json``). ``bandwidth_gbps`` is the link bandwidth an ns-3 file's rates are divided
    by (default: the greatest common divisor of its rates). ``link_model`` is needed
    only for ``.csv``/``.npy`` matrices and must agree with a file that states one."""
    from topomilp.workloads import FORMATS, load_topology

    if not isinstance(path, (str, os.PathLike)):
        raise TopomilpInputError("topology", "must be a file path", path)
    p = Path(path)
    if p.is_dir() and (p / "topology.txt").is_file():      # an ASTRA-sim bundle (topomilp.astra)
        p, bandwidth_gbps = p / "topology.txt", _bundle_bandwidth(p, bandwidth_gbps)
    ext = p.suffix.lower()
    if ext in (".csv", ".npy"):
        return load_topology(p, link_model)
    if not p.is_file():
        raise TopomilpInputError("topology", "file does not exist", str(p))
    try:
        text = p.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise _bad(p, f"cannot be read as UTF-8 text ({exc})") from None
    fmt = _EXT_FORMAT.get(ext)
    if fmt is None:
        head = text.lstrip()[:200]
        fmt = "json" if head.startswith("{") else "graphml" if head.startswith("<") else "ns3"
        if ext not in FORMATS and ext:
            log.info("%s: unknown extension, read as %s by content", p, fmt)
    stem = p.stem
    if fmt == "ns3":
        topo = parse_ns3(text, bandwidth_gbps=bandwidth_gbps, path=p, name=stem)
    elif fmt == "graphml":
        import networkx as nx

        try:
            g = nx.read_graphml(p, node_type=str)
        except Exception as exc:  # networkx raises several parser error types
            raise _bad(p, f"is not valid GraphML ({type(exc).__name__}: {exc})") from None
        topo = _graph_to_topology(p, g, link_model, "")
    else:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as e:
            raise _bad(p, f"is not valid JSON ({e.msg} at line {e.lineno})") from None
        if isinstance(data, dict) and "nodes" in data:
            topo = _node_link(p, data, link_model)
        elif isinstance(data, dict) and "links" in data:
            try:
                topo = Topology.from_dict(data)
            except TopomilpInputError as exc:
                raise _bad(p, f"{exc.field}: {exc.rule}") from None
        else:
            raise _bad(p, "JSON must be a topology object ('links' matrix) or node-link JSON ('nodes', 'links')")
    if link_model is not None and link_model != topo.link_model:
        raise TopomilpInputError("link_model", f"{p} holds a {topo.link_model} topology", link_model)
    return topo


# --------------------------------------------------------------------------- workload summary
def workload_summary(workload: Workload, report: Any = None) -> dict[str, Any]:
    """The summary ``topomilp workload show`` prints: ranks, collectives by kind with
    their bytes (from a Chakra report when given, else the workload's AllReduce groups),
    the mutable groups' ring volume, and the P2P (MP) matrix's total and sparsity
    (``1 - nonzero pairs / (n(n-1))``).

    >>> from topomilp.workloads import ring
    >>> s = workload_summary(ring(4, bytes_per_node=1.0))
    >>> s["p2p"]["total_bytes"], s["p2p"]["pairs"], round(s["p2p"]["sparsity"], 4)
    (4.0, 4, 0.6667)
    """
    if not isinstance(workload, Workload):
        raise TopomilpInputError("workload", "must be a Workload", type(workload).__name__)
    n = workload.n
    nnz = int(np.count_nonzero(workload.mp))
    if report is not None:
        collectives = {k: dict(v) for k, v in report.collectives.items()}
    elif workload.groups:
        collectives = {"ALL_REDUCE": {"count": len(workload.groups),
                                      "bytes": float(sum(g.bytes_per_member for g in workload.groups))}}
    else:
        collectives = {}
    doc: dict[str, Any] = {
        "name": workload.name, "ranks": n, "collectives": collectives, "groups": len(workload.groups),
        "group_sizes": sorted({g.k for g in workload.groups}), "ring_bytes": workload.allreduce_bytes,
        "p2p": {"total_bytes": workload.mp_bytes, "pairs": nnz, "ordered_pairs": n * (n - 1),
                "sparsity": 1.0 - nnz / (n * (n - 1))},
    }
    if report is not None:
        doc["report"] = report.to_dict()
    return doc


__all__ = ["DEFAULT_LATENCY_NS", "TOPOLOGY_FORMATS", "node_link_data", "ns3_text", "parse_ns3", "read_topology",
           "workload_summary", "write_topology"]
