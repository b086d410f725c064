"""Value objects: :class:`Cluster`, :class:`AllReduceGroup`, :class:`Workload`,
:class:`Topology`.

All are frozen and validated at construction; bad input raises
:class:`~topomilp.errors.TopomilpInputError` naming the field and the rule.
Units (docs/design.md §1): sizes in bytes, times in seconds, bandwidth in Gbit/s at the
interface; :meth:`Cluster.link_bytes_per_s` is the one place that converts.

>>> c = Cluster(n=12, d=4)
>>> c.link_bytes_per_s
3125000000.0
>>> t = Topology.from_edges(4, [(0, 1), (1, 2), (2, 3), (3, 0)])
>>> t.degrees().tolist()
[2, 2, 2, 2]
"""

from __future__ import annotations

import hashlib
import json
import operator
from dataclasses import dataclass
from typing import Any, Iterable, Literal, Sequence

import numpy as np

from topomilp.errors import TopomilpInputError
from topomilp.utils import check_int, check_nonnegative_real, check_positive_real, is_integer

LinkModel = Literal["duplex", "simplex"]
LINK_MODELS: tuple[str, ...] = ("duplex", "simplex")

#: Upper bound on ports per node. Parallel links are allowed, so every ``d`` is
#: realisable in principle; a node with more ports than this is a units mistake.
MAX_PORTS = 1024

#: Range of a positive byte count (an MP entry, an AllReduce size). Real jobs lie far
#: inside; beyond it times, rates (1 / time) and sums over pairs and hops leave the
#: float range (1e-308 .. 1e308): 1e-300 bytes take 3e-310 s at 25 Gbit/s, whose
#: throughput overflows, and two entries of 1e308 in one row sum to infinity.
BYTES_RANGE = (1e-100, 1e100)
#: Range of the link bandwidth in Gbit/s (1 bit/s .. 1e18 bit/s), for the same reason.
BANDWIDTH_GBPS_RANGE = (1e-9, 1e9)


# --------------------------------------------------------------------------- helpers
def as_matrix(
    field_name: str,
    value: Any,
    n: int | None = None,
    *,
    integer: bool = False,
    zero_diagonal: bool = True,
    byte_counts: bool = False,
) -> np.ndarray:
    """Validate and convert ``value`` to a read-only square ``n x n`` numpy matrix.

    Rules: numeric, two-dimensional, square (``n x n`` when ``n`` is given), finite,
    non-negative, zero diagonal (no self traffic / self-loops) and, with
    ``integer=True``, whole numbers of at most :data:`MAX_PORTS` (link counts; checked
    before the cast to ``int64``, which would wrap larger values); with
    ``byte_counts=True``, positive entries within :data:`BYTES_RANGE`.
    """
    try:
        raw = value if isinstance(value, np.ndarray) else np.asarray(value)
        if raw.dtype.kind not in "biufO":  # complex, strings, bytes, dates: not byte counts
            raise TypeError(raw.dtype)
        # whole and finite by type: skip the float pass (unless too large: uint64 would wrap)
        fast_int = integer and raw.dtype.kind in "iu" and not (raw.size and raw.max() > MAX_PORTS)
        arr = np.array(raw, dtype=np.int64 if fast_int else float)
    except (TypeError, ValueError, OverflowError):
        raise TopomilpInputError(field_name, "must be a numeric matrix", value) from None
    if arr.ndim != 2 or arr.shape[0] != arr.shape[1]:
        raise TopomilpInputError(field_name, "must be a square matrix", getattr(arr, "shape", None))
    if n is not None and arr.shape[0] != n:
        raise TopomilpInputError(field_name, f"must be {n} x {n}", arr.shape)
    if fast_int:
        if arr.size and arr.min() < 0:
            raise TopomilpInputError(field_name, "must not contain negative entries")
        if zero_diagonal and np.any(np.diag(arr) != 0):
            raise TopomilpInputError(field_name, "diagonal must be zero (no self-loops)")
        arr.setflags(write=False)
        return arr
    if not np.all(np.isfinite(arr)):
        raise TopomilpInputError(field_name, "must not contain NaN or infinite entries")
    if np.any(arr < 0):
        raise TopomilpInputError(field_name, "must not contain negative entries")
    if byte_counts:
        check_byte_counts(field_name, arr)
    if zero_diagonal and np.any(np.diag(arr) != 0):
        what = "self-loops" if integer else "self traffic"
        raise TopomilpInputError(field_name, f"diagonal must be zero (no {what})")
    if integer:
        if np.any(arr != np.round(arr)):
            raise TopomilpInputError(field_name, "must contain whole numbers (link counts)")
        if arr.size and arr.max() > MAX_PORTS:  # before the cast: int64 wraps 1e20 to a negative count
            raise TopomilpInputError(field_name, f"link counts must be <= {MAX_PORTS} (the ports of a node)",
                                     float(arr.max()))
        arr = arr.astype(np.int64)
    arr.setflags(write=False)
    return arr


def check_byte_counts(field_name: str, values: Any) -> None:
    """Raise :class:`TopomilpInputError` unless every positive entry of ``values`` lies in
    :data:`BYTES_RANGE` (zero is allowed: no traffic).

    >>> check_byte_counts("mp", [0.0, 1e9])
    >>> try:
    ...     check_byte_counts("mp", [1e-300])
    ... except TopomilpInputError as e:
    ...     print(e.field, e.value)
    mp 1e-300
    """
    arr = np.asarray(values, dtype=float)
    pos = arr[arr > 0]
    if not pos.size:
        return
    lo, hi = float(pos.min()), float(pos.max())
    if lo < BYTES_RANGE[0] or hi > BYTES_RANGE[1]:
        raise TopomilpInputError(
            field_name, f"byte counts must be 0 or between {BYTES_RANGE[0]:g} and {BYTES_RANGE[1]:g} bytes "
            "(times and rates beyond leave the float range); scale the workload's unit",
            lo if lo < BYTES_RANGE[0] else hi)


def _is_symmetric(a: np.ndarray, tile: int = 512) -> bool:
    """``a == a.T``, compared tile by tile (a whole-matrix transpose thrashes the cache
    on large matrices: 4x slower at n=4096)."""
    n = a.shape[0]
    for i in range(0, n, tile):
        for j in range(i, n, tile):
            if not np.array_equal(a[i:i + tile, j:j + tile], a[j:j + tile, i:i + tile].T):
                return False
    return True


def _digest(obj: Any) -> str:
    return hashlib.sha256(json.dumps(obj, sort_keys=True).encode()).hexdigest()[:16]


# --------------------------------------------------------------------------- Cluster
@dataclass(frozen=True)
class Cluster:
    """``n`` servers with ``d`` ports of ``bandwidth_gbps`` each.

    ``link_model="duplex"`` (TopoOpt's): a link is full duplex, the topology is an
    undirected multigraph of degree exactly ``d`` and ``n*d`` must be even.
    ``link_model="simplex"``: a port's transmitter feeds another node's receiver, the
    topology is a directed multigraph with in-degree = out-degree = ``d``.
    """

    n: int
    d: int
    bandwidth_gbps: float = 25.0
    link_model: LinkModel = "duplex"

    def __post_init__(self) -> None:
        object.__setattr__(self, "n", check_int("n", self.n, 2))
        object.__setattr__(self, "d", check_int("d", self.d, 1))
        bw = check_positive_real("bandwidth_gbps", self.bandwidth_gbps)
        if not BANDWIDTH_GBPS_RANGE[0] <= bw <= BANDWIDTH_GBPS_RANGE[1]:
            raise TopomilpInputError("bandwidth_gbps", f"must be between {BANDWIDTH_GBPS_RANGE[0]:g} (1 bit/s) and "
                                     f"{BANDWIDTH_GBPS_RANGE[1]:g} Gbit/s", bw)
        object.__setattr__(self, "bandwidth_gbps", bw)
        if self.link_model not in LINK_MODELS:
            raise TopomilpInputError("link_model", f"must be one of {LINK_MODELS}", self.link_model)
        if self.d > MAX_PORTS:
            raise TopomilpInputError("d", f"must be <= {MAX_PORTS} ports per node", self.d)
        if self.link_model == "duplex" and (self.n * self.d) % 2:
            raise TopomilpInputError(
                "d", "n*d must be even under the duplex link model (each link uses two ports)",
                (self.n, self.d),
            )

    @property
    def link_bytes_per_s(self) -> float:
        """Capacity of one link in one direction, bytes per second."""
        return self.bandwidth_gbps * 1e9 / 8.0

    @property
    def duplex(self) -> bool:
        return self.link_model == "duplex"

    def to_dict(self) -> dict[str, Any]:
        return {"n": self.n, "d": self.d, "bandwidth_gbps": self.bandwidth_gbps,
                "link_model": self.link_model}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Cluster":
        if not isinstance(data, dict):
            raise TopomilpInputError("cluster", "must be a JSON object", data)
        for key in ("n", "d"):
            if key not in data:
                raise TopomilpInputError(key, "is required in a cluster object")
        return cls(**{k: data[k] for k in ("n", "d", "bandwidth_gbps", "link_model") if k in data})


# --------------------------------------------------------------------------- Workload
@dataclass(frozen=True)
class AllReduceGroup:
    """An AllReduce over ``members`` (in ring order) of ``bytes_per_member`` each.

    A ring AllReduce over ``k`` members sends ``2(k-1)/k * S`` bytes from each
    member to its ring successor (:attr:`ring_bytes`).
    """

    members: tuple[int, ...]
    bytes_per_member: float

    def __post_init__(self) -> None:
        try:
            members = tuple(self.members)
        except TypeError:
            raise TopomilpInputError("members", "must be a sequence of node indices", self.members) from None
        for m in members:
            if not is_integer(m):
                raise TopomilpInputError("members", "must contain integer node indices", m)
        members = tuple(int(m) for m in members)
        if len(members) < 2:
            raise TopomilpInputError("members", "an AllReduce group needs at least 2 members", members)
        if len(set(members)) != len(members):
            raise TopomilpInputError("members", "must not repeat a node", members)
        if any(m < 0 for m in members):
            raise TopomilpInputError("members", "node indices must be >= 0", members)
        b = check_nonnegative_real("bytes_per_member", self.bytes_per_member)
        check_byte_counts("bytes_per_member", [b])
        object.__setattr__(self, "members", members)
        object.__setattr__(self, "bytes_per_member", b)

    @property
    def k(self) -> int:
        return len(self.members)

    @property
    def ring_bytes(self) -> float:
        """Bytes each member sends to its ring successor: ``2(k-1)/k * S``."""
        return 2.0 * (self.k - 1) / self.k * self.bytes_per_member

    @property
    def total_bytes(self) -> float:
        """Bytes the whole ring AllReduce puts on the network: ``k * ring_bytes``."""
        return self.k * self.ring_bytes


@dataclass(frozen=True, eq=False)
class Workload:
    """The traffic of one training iteration on ``n`` nodes.

    * ``groups``: AllReduce groups (mutable traffic: ring order and split are free);
    * ``mp``: ``n x n`` point-to-point (model-parallel) bytes, fixed.
    """

    n: int
    groups: tuple[AllReduceGroup, ...] = ()
    mp: Any = None
    name: str = "workload"

    def __post_init__(self) -> None:
        n = check_int("n", self.n, 2)
        object.__setattr__(self, "n", n)
        groups = []
        try:
            given = tuple(self.groups or ())
        except TypeError:
            raise TopomilpInputError("groups", "must be a sequence of AllReduce groups", self.groups) from None
        for g in given:
            if not isinstance(g, AllReduceGroup):
                if isinstance(g, dict):
                    g = AllReduceGroup(g.get("members", ()), g.get("bytes_per_member", -1))
                else:
                    raise TopomilpInputError("groups", "must contain AllReduceGroup objects", g)
            if max(g.members) >= n:
                raise TopomilpInputError("members", f"node indices must be < n={n}", g.members)
            groups.append(g)
        object.__setattr__(self, "groups", tuple(groups))
        mp = np.zeros((n, n)) if self.mp is None else self.mp
        mp = as_matrix("mp", mp, n, byte_counts=True)
        object.__setattr__(self, "mp", mp)
        if not isinstance(self.name, str):
            raise TopomilpInputError("name", "must be a string", self.name)
        if self.mp.sum() <= 0 and not any(g.bytes_per_member > 0 for g in self.groups):
            raise TopomilpInputError(
                "workload", "must carry traffic (an AllReduce group with bytes > 0 or a non-zero MP matrix)")

    # -- derived quantities
    @property
    def allreduce_bytes(self) -> float:
        """Network bytes of all AllReduce rings (sum of ``k * ring_bytes``)."""
        return float(sum(g.total_bytes for g in self.groups))

    @property
    def mp_bytes(self) -> float:
        return float(self.mp.sum())

    def mp_pair_weights(self) -> np.ndarray:
        """Symmetrised MP weights ``T[a][b] + T[b][a]`` (for matchings)."""
        return np.asarray(self.mp + self.mp.T)

    def to_dict(self, sparse: bool = False) -> dict[str, Any]:
        """The workload JSON schema (docs/interchange.md, "Workload files"): ``name``,
        ``n``, ``groups`` and the MP matrix as ``mp`` (dense ``n x n`` rows) or, with
        ``sparse=True``, as ``mp_entries`` (``[src, dst, bytes]`` per non-zero pair).

        >>> Workload(3, mp=[[0, 5, 0], [0, 0, 0], [0, 0, 0]]).to_dict(sparse=True)["mp_entries"]
        [[0, 1, 5.0]]
        """
        out: dict[str, Any] = {
            "name": self.name,
            "n": self.n,
            "groups": [{"members": list(g.members), "bytes_per_member": g.bytes_per_member}
                       for g in self.groups],
        }
        if sparse:
            out["mp_entries"] = [[int(s), int(t), float(self.mp[s, t])] for s, t in np.argwhere(self.mp > 0)]
        else:
            out["mp"] = self.mp.tolist()
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Workload":
        """Read :meth:`to_dict`'s schema (``mp`` or ``mp_entries``, not both; neither: no
        MP traffic)."""
        if not isinstance(data, dict) or "n" not in data:
            hint = (" (this looks like the summary 'topomilp workload show' prints; "
                    "'topomilp workload save' writes a workload file)") if isinstance(data, dict) and \
                "ranks" in data and "p2p" in data else ""
            raise TopomilpInputError("workload", "must be a JSON object with at least 'n'" + hint,
                                     sorted(data) if isinstance(data, dict) else data)
        mp = data.get("mp")
        if "mp_entries" in data:
            if mp is not None:
                raise TopomilpInputError("mp_entries", "give either 'mp' (dense) or 'mp_entries' (sparse), not both")
            mp = _mp_from_entries(data["mp_entries"], check_int("n", data["n"], 2))
        return cls(n=data["n"], groups=data.get("groups", ()), mp=mp, name=data.get("name", "workload"))

    def fingerprint(self) -> str:
        """A stable content hash (for caches)."""
        return _digest(self.to_dict())

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Workload):
            return NotImplemented
        return (self.n, self.groups, self.name) == (other.n, other.groups, other.name) and bool(
            np.array_equal(self.mp, other.mp))

    def __hash__(self) -> int:
        return hash(self.fingerprint())


def _mp_from_entries(entries: Any, n: int) -> np.ndarray:
    """The dense MP matrix of ``[[src, dst, bytes], ...]`` (each ordered pair at most once)."""
    if isinstance(entries, (str, bytes, dict)) or not isinstance(entries, Sequence):
        raise TopomilpInputError("mp_entries", "must be a list of [src, dst, bytes]", entries)
    mp = np.zeros((n, n))
    seen: set[tuple[int, int]] = set()
    for e in entries:
        if isinstance(e, (str, bytes, dict)) or not isinstance(e, Sequence) or len(e) != 3:
            raise TopomilpInputError("mp_entries", "each entry must be [src, dst, bytes]", e)
        s, t, b = e
        if not (is_integer(s) and is_integer(t) and 0 <= s < n and 0 <= t < n):
            raise TopomilpInputError("mp_entries", f"src and dst must be integers in [0, {n})", e)
        if (s, t) in seen:
            raise TopomilpInputError("mp_entries", "lists an ordered pair twice", e)
        seen.add((s, t))
        mp[s, t] = check_nonnegative_real("mp_entries", b)
    return mp


# --------------------------------------------------------------------------- Topology
@dataclass(frozen=True, eq=False)
class Topology:
    """An integer link matrix: ``links[i][j]`` links i->j (symmetric under duplex).

    Capacity of arc i->j is ``links[i][j] * B``. Under ``duplex`` the degree of
    node i is the row sum; under ``simplex`` out-degree is the row sum, in-degree the
    column sum.
    """

    links: Any
    link_model: LinkModel = "duplex"
    name: str = ""

    def __post_init__(self) -> None:
        if self.link_model not in LINK_MODELS:
            raise TopomilpInputError("link_model", f"must be one of {LINK_MODELS}", self.link_model)
        links = as_matrix("links", self.links, integer=True)
        if links.shape[0] < 2:
            raise TopomilpInputError("links", "needs at least 2 nodes", links.shape)
        if self.link_model == "duplex" and not _is_symmetric(links):
            raise TopomilpInputError("links", "must be symmetric under the duplex link model")
        object.__setattr__(self, "links", links)

    # -- constructors
    @classmethod
    def from_edges(cls, n: int, edges: Iterable[Sequence[int]], link_model: LinkModel = "duplex",
                   name: str = "") -> "Topology":
        """Build from an edge list; an edge listed twice is two parallel links.
        Under duplex each (i, j) adds one link i-j (both directions)."""
        n = check_int("n", n, 2)
        m = np.zeros((n, n), dtype=np.int64)
        for e in edges:
            try:
                i, j = (operator.index(x) for x in e)
            except (TypeError, ValueError):
                raise TopomilpInputError("edges", "each edge must be a pair of node indices (i, j)", e) from None
            if not (0 <= i < n and 0 <= j < n):
                raise TopomilpInputError("edges", f"node indices must be in [0, {n})", (i, j))
            if i == j:
                raise TopomilpInputError("edges", "self-loops are not allowed", (i, j))
            m[i, j] += 1
            if link_model == "duplex":
                m[j, i] += 1
        return cls(m, link_model, name)

    @classmethod
    def from_networkx(cls, graph: Any, link_model: LinkModel | None = None, name: str = "") -> "Topology":
        """From a networkx (Multi)(Di)Graph with nodes ``0..n-1``; parallel edges count
        as parallel links. Directed graphs default to simplex, undirected to duplex."""
        import networkx as nx

        nodes = list(graph.nodes())
        if sorted(nodes, key=repr) != sorted(range(len(nodes)), key=repr) or not all(
                is_integer(v) for v in nodes):
            raise TopomilpInputError("graph", "nodes must be the integers 0..n-1", nodes[:10])
        if link_model is None:
            link_model = "simplex" if graph.is_directed() else "duplex"
        if graph.is_directed() and link_model == "duplex":
            graph = graph.to_undirected(as_view=False)
        if any(u == v for u, v in graph.edges()):
            raise TopomilpInputError("graph", "self-loops are not allowed")
        nodes = sorted(nodes)
        m = nx.to_numpy_array(graph, nodelist=nodes, weight=None, multigraph_weight=sum)
        return cls(m.astype(np.int64), link_model, name)

    # -- views
    @property
    def n(self) -> int:
        return int(self.links.shape[0])

    def out_degrees(self) -> np.ndarray:
        return self.links.sum(axis=1)

    def in_degrees(self) -> np.ndarray:
        return self.links.sum(axis=0)

    def degrees(self) -> np.ndarray:
        """Ports used per node: the row sum (= out-degree; under duplex also the degree)."""
        return self.out_degrees()

    def degree_violations(self, cluster: Cluster) -> list[str]:
        """Human-readable list of what breaks the cluster's port budget (empty if fine)."""
        out: list[str] = []
        if self.n != cluster.n:
            return [f"topology has {self.n} nodes, cluster has n={cluster.n}"]
        if self.link_model != cluster.link_model:
            out.append(f"topology is {self.link_model}, cluster is {cluster.link_model}")
        for name, deg in (("degree" if self.link_model == "duplex" else "out-degree", self.out_degrees()),
                          *((("in-degree", self.in_degrees()),) if self.link_model == "simplex" else ())):
            bad = np.nonzero(deg != cluster.d)[0]
            if bad.size:
                i = int(bad[0])
                out.append(f"node {i} has {name} {int(deg[i])}, cluster has d={cluster.d} "
                           f"({bad.size} node(s) differ)")
        return out

    def meets_degree(self, cluster: Cluster) -> bool:
        return not self.degree_violations(cluster)

    def check_degree(self, cluster: Cluster) -> None:
        """Raise :class:`TopomilpInputError` unless every node uses exactly ``d`` ports."""
        problems = self.degree_violations(cluster)
        if problems:
            raise TopomilpInputError("topology", "must use exactly d ports per node: " + "; ".join(problems))

    def capacity_bytes_per_s(self, cluster: Cluster) -> np.ndarray:
        """Arc capacity matrix ``links * B`` in bytes per second."""
        return self.links * cluster.link_bytes_per_s

    def edges(self) -> list[tuple[int, int, int]]:
        """``(i, j, count)`` for every linked pair (i < j under duplex, every arc under simplex)."""
        idx = np.argwhere(np.triu(self.links, 1) if self.link_model == "duplex" else self.links)
        return [(int(i), int(j), int(self.links[i, j])) for i, j in idx]

    def to_networkx(self) -> Any:
        """A ``networkx.MultiGraph`` (duplex) or ``MultiDiGraph`` (simplex) with parallel
        edges for parallel links."""
        import networkx as nx

        g = nx.MultiGraph() if self.link_model == "duplex" else nx.MultiDiGraph()
        g.add_nodes_from(range(self.n))
        for i, j, c in self.edges():
            for _ in range(c):
                g.add_edge(i, j)
        return g

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "link_model": self.link_model, "links": self.links.tolist()}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Topology":
        if not isinstance(data, dict) or "links" not in data:
            raise TopomilpInputError("topology", "must be a JSON object with 'links'", data)
        return cls(data["links"], data.get("link_model", "duplex"), data.get("name", ""))

    def fingerprint(self) -> str:
        return _digest(self.to_dict())

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Topology):
            return NotImplemented
        return self.link_model == other.link_model and bool(np.array_equal(self.links, other.links))

    def __hash__(self) -> int:
        return hash((self.link_model, self.links.tobytes()))


def check_instance(cluster: Any, workload: Any, topology: Any = None) -> None:
    """Raise :class:`TopomilpInputError` unless ``cluster`` is a :class:`Cluster`,
    ``workload`` a :class:`Workload` (and ``topology``, when given, a :class:`Topology`)
    on the same number of nodes."""
    if not isinstance(cluster, Cluster):
        raise TopomilpInputError("cluster", "must be a Cluster", cluster)
    if not isinstance(workload, Workload):
        raise TopomilpInputError("workload", "must be a Workload", workload)
    if workload.n != cluster.n:
        raise TopomilpInputError("workload", f"has n={workload.n}, cluster has n={cluster.n}")
    if topology is not None:
        if not isinstance(topology, Topology):
            raise TopomilpInputError("topology", "must be a Topology", topology)
        if topology.n != cluster.n:
            raise TopomilpInputError("topology", f"has {topology.n} nodes, cluster has n={cluster.n}")
