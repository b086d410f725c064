"""A topomilp AllReduce plan and MP matrix as Chakra execution traces ASTRA-sim runs
(docs/interchange.md §6), and back. The traces are a custom collective implementation
(ASTRA-sim's system layer runs them, every dependency-free node at once), triggered by
one ALL_REDUCE node per rank (:func:`write_trigger_traces`).

One file per rank, ``PREFIX.<rank>.et``: a ``GlobalMetadata`` message, then ``Node``
messages, each preceded by its length as a varint (field numbers of Chakra's
``schema/protobuf/et_def.proto``; encoding in :mod:`topomilp.protowire`). The plan
becomes point-to-point traffic in the layout of ASTRA-sim's custom-collective example
(``examples/system/custom_collectives/custom_ring_allreduce_8npus_1MB``): for a ring of
``k`` members carrying share ``w`` of an AllReduce of ``S`` bytes per member, every member
sends ``2(k-1)`` messages of ``w S / k`` bytes to its successor and receives as many from
its predecessor. Each send after the first waits (a data dependency) for the previous
receive; in the reduce-scatter half (the first ``k-1`` receives) a ``COMP_NODE``
reduction sits between the receive and the next send; receives wait for the previous
receive. The MP matrix is one message per demand, or, with ``mp_routes``, relayed by the
servers along given paths (:func:`mp_hops`). Rings, groups and MP messages are
independent chains and run concurrently. With
``native=True`` each group is one ``COMM_COLL_NODE`` ALL_REDUCE instead: ASTRA-sim then
runs its own collective (for comparison).

Attribute names and value types are those ASTRA-sim's feeder reads (chakra
``src/feeder/et_feeder_node.cpp``): ``comm_type`` and ``comm_size`` int64, ``comm_src``,
``comm_dst`` and ``comm_tag`` int32, ``is_cpu_op`` bool (the feeder's default is true,
and ASTRA-sim refuses communication on the CPU, so every node states false),
``num_ops`` int64, ``tensor_size`` uint64; collective nodes carry ``involved_dim``, a bool
list (one entry per logical dimension). Message sizes are whole bytes (rounded, at
least 1).

>>> import tempfile, os
>>> from topomilp.workloads import allreduce
>>> tmp = tempfile.TemporaryDirectory(); p = os.path.join(tmp.name, "plan")
>>> w = allreduce(4, 4000.0)
>>> plan = AllReducePlan(((Ring((0, 1, 2, 3), 0.5), Ring((3, 2, 1, 0), 0.5)),))
>>> _ = write_plan_traces(p, w, plan)
>>> back = read_plan_traces(p)
>>> [(r.order, r.share) for r in back.plan.rings[0]], back.workload.groups[0].bytes_per_member
([((0, 1, 2, 3), 0.5), ((0, 3, 2, 1), 0.5)], 4000.0)
>>> tmp.cleanup()
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping, Sequence

import numpy as np

from topomilp._io import atomic_write
from topomilp.chakra import rank_files, read_file_bytes
from topomilp.errors import TopomilpInputError
from topomilp.model import AllReduceGroup, Workload
from topomilp.protowire import (
    WIRE_LEN,
    WIRE_VARINT,
    WireError,
    encode_field,
    encode_packed,
    iter_fields,
    length_prefixed,
    packed_varints,
    signed64,
    split_messages,
)
from topomilp.traffic import AllReducePlan, Ring

#: Chakra ``NodeType`` values (et_def.proto) of the nodes written here.
COMP_NODE, COMM_SEND_NODE, COMM_RECV_NODE, COMM_COLL_NODE = 4, 5, 6, 7
#: ``comm_type`` of sends and receives, as ASTRA-sim's custom-collective example writes them.
SEND_COMM_TYPE, RECV_COMM_TYPE = 5, 6
#: ``CollectiveCommType.ALL_REDUCE``.
ALL_REDUCE = 0
#: ``AttributeProto`` value fields (et_def.proto): type -> field number.
ATTR_FIELD = {"int32": 7, "int64": 9, "uint64": 13, "bool": 27, "string": 29, "bool_list": 28}
ATTR_KIND = {v: k for k, v in ATTR_FIELD.items()}
#: the type each attribute is written with (chakra src/feeder/et_feeder_node.cpp).
ATTR_TYPES = {"comm_type": "int64", "comm_size": "int64", "comm_src": "int32", "comm_dst": "int32",
              "comm_tag": "int32", "is_cpu_op": "bool", "num_ops": "int64", "tensor_size": "uint64",
              "pg_name": "string", "involved_dim": "bool_list"}
CHAKRA_VERSION = "0.0.4"


# --------------------------------------------------------------------------- encoding
def encode_attr(name: str, value: Any, kind: str | None = None) -> bytes:
    """An ``AttributeProto`` holding ``value`` as ``kind`` (default: the type ASTRA-sim's
    feeder reads ``name`` with, :data:`ATTR_TYPES`)."""
    kind = kind or ATTR_TYPES.get(name)
    if kind not in ATTR_FIELD:
        raise TopomilpInputError("attr", f"{name!r}: type must be one of {sorted(ATTR_FIELD)}", kind)
    num = ATTR_FIELD[kind]
    out = encode_field(1, WIRE_LEN, name.encode())
    if kind == "bool_list":
        return out + encode_field(num, WIRE_LEN, encode_packed(1, [int(bool(v)) for v in value]))
    if kind == "string":
        return out + encode_field(num, WIRE_LEN, str(value).encode())
    v = int(value)
    limit = {"int32": 1 << 31, "int64": 1 << 63, "uint64": 1 << 64, "bool": 2}[kind]
    if not (-limit <= v < limit if kind in ("int32", "int64") else 0 <= v < limit):
        raise TopomilpInputError("attr", f"{name!r} = {v} does not fit {kind}", v)
    return out + encode_field(num, WIRE_VARINT, v)


def encode_node(node_id: int, name: str, node_type: int, attrs: Mapping[str, Any],
                data_deps: Sequence[int] = ()) -> bytes:
    """A ``Node`` message: id (1), name (2), type (3), packed data_deps (5), attrs (10)."""
    out = encode_field(1, WIRE_VARINT, node_id) + encode_field(2, WIRE_LEN, name.encode())
    out += encode_field(3, WIRE_VARINT, node_type)
    if data_deps:
        out += encode_packed(5, data_deps)
    for k, v in attrs.items():
        out += encode_field(10, WIRE_LEN, encode_attr(k, v))
    return out


def _whole_bytes(x: float) -> int:
    """Message sizes are whole bytes: rounded, at least 1 for any positive volume."""
    return max(1, int(round(x)))


def ring_schedule(workload: Workload, plan: AllReducePlan) -> list[tuple[int, int, tuple[int, ...], int, int]]:
    """``(group, ring, order, message bytes, first tag)`` per ring with a positive share:
    ``2(k-1)`` messages of ``share * S / k`` bytes per member, tags ``first .. first+2k-3``
    (the same on every rank, so sends and receives pair up)."""
    out = []
    tag = 0
    for gi, (g, rings) in enumerate(zip(workload.groups, plan.rings)):
        if g.bytes_per_member <= 0:
            continue
        for ri, r in enumerate(rings):
            if r.share <= 0:
                continue
            k = len(r.order)
            out.append((gi, ri, r.order, _whole_bytes(r.share * g.bytes_per_member / k), tag))
            tag += 2 * (k - 1)
    return out


class _Chain:
    """Nodes of one rank file, numbered from 0 in the order they are added."""

    def __init__(self) -> None:
        self.nodes: list[bytes] = []

    def add(self, name: str, node_type: int, attrs: dict[str, Any], deps: Sequence[int | None] = ()) -> int:
        nid = len(self.nodes)
        self.nodes.append(encode_node(nid, name, node_type, {"is_cpu_op": False, **attrs},
                                      [d for d in deps if d is not None]))
        return nid


def _ring_nodes(chain: _Chain, rank: int, gi: int, ri: int, order: tuple[int, ...], size: int, tag0: int) -> None:
    """One member's part of one ring (module docs): send, receive, reduce, send, ..."""
    k = len(order)
    pos = order.index(rank)
    succ, pred = order[(pos + 1) % k], order[pos - 1]
    ready = last_recv = None
    for t in range(2 * (k - 1)):
        common = {"comm_size": size, "comm_tag": tag0 + t}
        chain.add(f"ar_g{gi}_r{ri}_send_{t}", COMM_SEND_NODE,
                  {"comm_type": SEND_COMM_TYPE, "comm_src": rank, "comm_dst": succ, **common}, [ready])
        last_recv = chain.add(f"ar_g{gi}_r{ri}_recv_{t}", COMM_RECV_NODE,
                              {"comm_type": RECV_COMM_TYPE, "comm_src": pred, "comm_dst": rank, **common},
                              [last_recv])
        ready = last_recv
        if t < k - 1:   # reduce-scatter half: reduce the received chunk before passing it on
            ready = chain.add(f"ar_g{gi}_r{ri}_reduce_{t}", COMP_NODE,
                              {"num_ops": max(1, size // 4), "tensor_size": size}, [last_recv])


def mp_hops(workload: Workload, mp_routes: Any = None, chunks: int = 8
            ) -> list[tuple[int, int, int, int, int, int, int, int]]:
    """Every MP message as ``(s, t, path, chunk, hop, src, dst, bytes)``.

    Without ``mp_routes`` each demand ``mp[s][t]`` is one message ``s -> t`` (the
    simulator routes it). With ``mp_routes`` (``{(s, t): [(path, fraction), ...]}``, e.g.
    a :class:`~topomilp.routing.PathRouting`'s ``routes``) the demand follows those
    paths: ``round(fraction * mp[s][t])`` bytes per path, relayed hop by hop by the
    servers on it (each hop a message between neighbours, which the simulator can only
    send over their link), in ``chunks`` pieces on paths of two or more hops so that the
    relays pipeline."""
    n = workload.n
    routes = getattr(mp_routes, "routes", mp_routes) or {}
    out = []
    for s, t in zip(*np.nonzero(workload.mp)):
        s, t = int(s), int(t)
        d = float(workload.mp[s, t])
        paths = [(tuple(int(x) for x in pth), float(f)) for pth, f in routes.get((s, t), [((s, t), 1.0)])]
        for pth, _ in paths:
            if len(pth) < 2 or pth[0] != s or pth[-1] != t or any(not 0 <= x < n for x in pth):
                raise TopomilpInputError("mp_routes", f"a path for {s}->{t} must run from {s} to {t} over nodes "
                                         f"0..{n - 1}", pth)
        sizes = [int(round(f * d)) for _, f in paths]
        if sum(sizes) == 0:
            sizes[int(np.argmax([f for _, f in paths]))] = 1
        for p, ((pth, _), size) in enumerate(zip(paths, sizes)):
            if size <= 0:
                continue
            c = 1 if len(pth) == 2 else max(1, min(int(chunks), size))
            q, r = divmod(size, c)
            for ci in range(c):
                for h in range(len(pth) - 1):
                    out.append((s, t, p, ci, h, pth[h], pth[h + 1], q + (ci < r)))
    return out


def plan_rank_nodes(rank: int, workload: Workload, plan: AllReducePlan | None, native: bool = False,
                    mp_routes: Any = None, chunks: int = 8) -> list[bytes]:
    """The ``Node`` messages of one rank: the plan's rings (or, with ``native``, one
    ``COMM_COLL_NODE`` ALL_REDUCE per group, ASTRA-sim's own collective) and the MP
    messages of :func:`mp_hops` (tags after the ring tags; a relayed hop waits for the
    receive of the hop before it)."""
    chain = _Chain()
    plan = plan or AllReducePlan.default(workload)
    schedule = ring_schedule(workload, plan)
    if native:
        for gi, g in enumerate(workload.groups):
            if g.bytes_per_member > 0 and rank in g.members:
                attrs: dict[str, Any] = {"comm_type": ALL_REDUCE, "comm_size": _whole_bytes(g.bytes_per_member),
                                         "involved_dim": [True]}
                if len(g.members) < workload.n:
                    attrs["pg_name"] = str(gi + 1)
                chain.add(f"allreduce_g{gi}", COMM_COLL_NODE, attrs)
    else:
        for gi, ri, order, size, tag0 in schedule:
            if rank in order:
                _ring_nodes(chain, rank, gi, ri, order, size, tag0)
    tag = sum(2 * (len(o) - 1) for _, _, o, _, _ in schedule)
    received: dict[tuple[int, int, int, int, int], int] = {}
    for s, t, p, c, h, src, dst, size in mp_hops(workload, mp_routes, chunks):
        key = f"{s}_{t}_p{p}_c{c}_h{h}"
        common = {"comm_src": src, "comm_dst": dst, "comm_size": size, "comm_tag": tag}
        tag += 1
        if src == rank:
            chain.add(f"mp_send_{key}", COMM_SEND_NODE, {"comm_type": SEND_COMM_TYPE, **common},
                      [received.get((s, t, p, c, h - 1))])
        if dst == rank:
            received[(s, t, p, c, h)] = chain.add(f"mp_recv_{key}", COMM_RECV_NODE,
                                                  {"comm_type": RECV_COMM_TYPE, **common})
    if not chain.nodes and not native:      # a custom collective ends when its last node does: give it one
        chain.add("idle", COMP_NODE, {"num_ops": 1, "tensor_size": 1})
    return chain.nodes


def trigger_rank_nodes(workload: Workload) -> list[bytes]:
    """The workload of the custom-collective run: one ``COMM_COLL_NODE`` ALL_REDUCE on
    every rank (``involved_dim`` [true]), which ASTRA-sim's system layer runs with the
    implementation named in the system JSON (``all-reduce-implementation-custom``): the
    plan traces. Its ``comm_size`` (the groups' bytes per member summed, at least 1) is
    not used by the custom implementation, whose messages carry their own sizes."""
    size = _whole_bytes(sum(g.bytes_per_member for g in workload.groups) or 1.0)
    chain = _Chain()
    chain.add("plan_allreduce", COMM_COLL_NODE, {"comm_type": ALL_REDUCE, "comm_size": size, "involved_dim": [True]})
    return chain.nodes


def write_plan_traces(prefix: Any, workload: Workload, plan: AllReducePlan | None = None, *,
                      native: bool = False, mp_routes: Any = None, chunks: int = 8) -> list[str]:
    """Write ``PREFIX.<rank>.et`` for every rank (:func:`plan_rank_nodes`; each file a
    ``GlobalMetadata`` then the nodes, every message varint-length-prefixed); return the
    paths. ``mp_routes`` and ``chunks``: :func:`mp_hops`."""
    if not isinstance(workload, Workload):
        raise TopomilpInputError("workload", "must be a Workload", type(workload).__name__)
    if plan is not None:
        if not isinstance(plan, AllReducePlan):
            raise TopomilpInputError("plan", "must be an AllReducePlan", type(plan).__name__)
        plan.validate(workload)
    if not isinstance(chunks, int) or isinstance(chunks, bool) or chunks < 1:
        raise TopomilpInputError("chunks", "must be an integer >= 1", chunks)
    return _write_ranks(prefix, [plan_rank_nodes(r, workload, plan, native, mp_routes, chunks)
                                 for r in range(workload.n)])


def write_trigger_traces(prefix: Any, workload: Workload) -> list[str]:
    """Write ``PREFIX.<rank>.et`` of :func:`trigger_rank_nodes` for every rank."""
    if not isinstance(workload, Workload):
        raise TopomilpInputError("workload", "must be a Workload", type(workload).__name__)
    return _write_ranks(prefix, [trigger_rank_nodes(workload)] * workload.n)


def _write_ranks(prefix: Any, per_rank: list[list[bytes]]) -> list[str]:
    prefix = Path(prefix)
    meta = encode_field(1, WIRE_LEN, CHAKRA_VERSION.encode())
    paths = []
    for rank, nodes in enumerate(per_rank):
        p = prefix.parent / f"{prefix.name}.{rank}.et"
        atomic_write(p, length_prefixed([meta, *nodes]))
        paths.append(str(p))
    return paths


# --------------------------------------------------------------------------- decoding
@dataclass(frozen=True)
class EtNode:
    """One decoded ``Node``: every attribute as ``name -> (type, value)``, the type
    named by the field the value was stored in (``int32``, ``int64``, ``uint64``,
    ``bool``, ``string``, ``bool_list``; ``field<k>`` for any other)."""

    id: int
    name: str
    type: int
    data_deps: tuple[int, ...] = ()
    attrs: Mapping[str, tuple[str, Any]] = field(default_factory=dict)

    def value(self, name: str) -> Any:
        return self.attrs[name][1] if name in self.attrs else None


def _decode_attr(buf: bytes, a: int, b: int) -> tuple[str, tuple[str, Any]]:
    name, kind, value = "", "none", None
    for num, wire, v, end in iter_fields(buf, a, b):
        if num == 1 and wire == WIRE_LEN:
            name = bytes(buf[v:end]).decode("utf-8")
            continue
        kind = ATTR_KIND.get(num, f"field{num}")
        if kind == "bool_list" and wire == WIRE_LEN:
            value = []
            for f, w, x, e in iter_fields(buf, v, end):
                if f == 1:
                    value += [bool(y) for y in packed_varints(buf, x, e)] if w == WIRE_LEN else [bool(x)]
        elif wire == WIRE_LEN:
            value = bytes(buf[v:end]).decode("utf-8") if kind == "string" else bytes(buf[v:end])
        elif wire == WIRE_VARINT:
            value = signed64(v) if kind in ("int32", "int64") else bool(v) if kind == "bool" else v
        else:
            value = bytes(buf[v:end])
    return name, (kind, value)


def decode_et_node(buf: bytes, a: int, b: int) -> EtNode:
    """Decode the ``Node`` message ``buf[a:b]`` (all fields this module writes)."""
    nid, name, ntype, deps, attrs = 0, "", 0, [], {}
    for num, wire, v, end in iter_fields(buf, a, b):
        if num == 1 and wire == WIRE_VARINT:
            nid = v
        elif num == 2 and wire == WIRE_LEN:
            name = bytes(buf[v:end]).decode("utf-8")
        elif num == 3 and wire == WIRE_VARINT:
            ntype = v
        elif num == 5:
            deps += packed_varints(buf, v, end) if wire == WIRE_LEN else [v]
        elif num == 10 and wire == WIRE_LEN:
            k, kv = _decode_attr(buf, v, end)
            attrs[k] = kv
    return EtNode(nid, name, ntype, tuple(deps), attrs)


def read_et(path: Any) -> tuple[str, list[EtNode]]:
    """``(GlobalMetadata version, nodes)`` of one rank file (plain or gzip)."""
    path = Path(path)
    data = read_file_bytes(path)
    version, nodes = None, []
    try:
        for _off, a, b in split_messages(data):
            if version is None:
                version = next((bytes(data[v:e]).decode("utf-8") for f, w, v, e in iter_fields(data, a, b)
                                if f == 1 and w == WIRE_LEN), "")
                continue
            nodes.append(decode_et_node(data, a, b))
    except (IndexError, WireError, UnicodeDecodeError) as exc:
        raise TopomilpInputError("trace", f"{path}: not a readable Chakra ET file ({exc})", str(path)) from None
    if version is None:
        raise TopomilpInputError("trace", f"{path}: empty file (no GlobalMetadata message)", str(path))
    return version, nodes


@dataclass(frozen=True)
class PlanTrace:
    """What :func:`read_plan_traces` recovers: the workload (groups with their bytes per
    member, members sorted; the MP matrix), the plan (each ring starting at its smallest
    member; ``None`` for ASTRA-sim's native collective), which variant it was, and the
    MP routes: ``{(s, t): ((path, fraction), ...)}`` (a direct message is the path
    ``(s, t)``)."""

    workload: Workload
    plan: AllReducePlan | None
    native: bool = False
    mp_routes: Mapping[tuple[int, int], tuple[tuple[tuple[int, ...], float], ...]] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        routes = [{"s": s, "t": t, "paths": [[list(p), f] for p, f in v]}
                  for (s, t), v in sorted(self.mp_routes.items())]
        return {"workload": self.workload.to_dict(), "plan": None if self.plan is None else self.plan.to_dict(),
                "native": self.native, "mp_routes": routes}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "PlanTrace":
        if not isinstance(data, dict) or "workload" not in data:
            raise TopomilpInputError("trace", "must be a JSON object with 'workload'", data)
        try:
            routes = {(int(r["s"]), int(r["t"])): tuple((tuple(int(x) for x in p), float(f)) for p, f in r["paths"])
                      for r in data.get("mp_routes", [])}
        except (TypeError, KeyError, ValueError):
            raise TopomilpInputError("mp_routes", "must be a list of {s, t, paths: [[path, fraction], ...]}",
                                     data.get("mp_routes")) from None
        plan = None if data.get("plan") is None else AllReducePlan.from_dict(data["plan"])
        return cls(Workload.from_dict(data["workload"]), plan, bool(data.get("native")), routes)


_RING_NAME = re.compile(r"^ar_g(\d+)_r(\d+)_(send|recv|reduce)_(\d+)$")
_MP_NAME = re.compile(r"^mp_(send|recv)_(\d+)_(\d+)(?:_p(\d+)_c(\d+)_h(\d+))?$")
_COLL_NAME = re.compile(r"^allreduce_g(\d+)$")


def _collect(prefix: Any) -> tuple[int, dict, dict, dict, dict, dict]:
    """Sends, receives, ring sends by (group, ring), MP hops and native collectives of all ranks."""
    files = rank_files(prefix)
    n = len(files)
    sends: dict[tuple[int, int, int], int] = {}
    recvs: dict[tuple[int, int, int], int] = {}
    rings: dict[tuple[int, int], dict[int, list[tuple[int, int, int]]]] = {}
    colls: dict[int, dict[int, int]] = {}
    hops: dict[tuple[int, int, int, int], dict[int, tuple[int, int, int]]] = {}
    for rank, path in enumerate(files):
        for nd in read_et(path)[1]:
            if nd.name == "idle" and nd.type == COMP_NODE:
                continue
            m = _RING_NAME.match(nd.name) or _MP_NAME.match(nd.name) or _COLL_NAME.match(nd.name)
            if m is None:
                raise TopomilpInputError("trace", f"{path}: node {nd.id} {nd.name!r} is not part of a topomilp plan "
                                         "trace (read other traces with topomilp.chakra.read_chakra)", str(prefix))
            if nd.type == COMM_COLL_NODE:
                colls.setdefault(int(m.group(1)), {})[rank] = int(nd.value("comm_size"))
                continue
            if nd.type not in (COMM_SEND_NODE, COMM_RECV_NODE):
                continue
            src, dst, tag, size = (int(nd.value(a)) for a in ("comm_src", "comm_dst", "comm_tag", "comm_size"))
            if (src if nd.type == COMM_SEND_NODE else dst) != rank:
                raise TopomilpInputError("trace", f"{path}: node {nd.id} {nd.name!r} of rank {rank} has comm_src "
                                         f"{src}, comm_dst {dst}", str(prefix))
            book = sends if nd.type == COMM_SEND_NODE else recvs
            if (src, dst, tag) in book:
                raise TopomilpInputError("trace", f"{path}: tag {tag} used twice for {src}->{dst}", str(prefix))
            book[(src, dst, tag)] = size
            if nd.type == COMM_SEND_NODE and m.re is _RING_NAME:
                rings.setdefault((int(m.group(1)), int(m.group(2))), {}).setdefault(rank, []).append(
                    (int(m.group(4)), dst, size))
            elif nd.type == COMM_SEND_NODE:
                s, t, p, c, h = (int(x or 0) for x in m.groups()[1:])
                hops.setdefault((s, t, p, c), {})[h] = (src, dst, size)
    return n, sends, recvs, rings, hops, colls


def _mp_of(prefix: Any, n: int, hops: dict) -> tuple[np.ndarray, dict]:
    """The MP matrix (first hops) and the routes (each chunk's hops must chain from s to t)."""
    mp = np.zeros((n, n))
    paths: dict[tuple[int, int], dict[int, list]] = {}
    for (s, t, p, c), hs in sorted(hops.items()):
        chain = [hs.get(h) for h in range(len(hs))]
        node_path = [s] + [x[1] for x in chain if x is not None]
        if None in chain or chain[0][0] != s or node_path[-1] != t or any(
                chain[h][0] != chain[h - 1][1] for h in range(1, len(chain))):
            raise TopomilpInputError("trace", f"{prefix}: MP {s}->{t} path {p} chunk {c}: hops {chain} do not "
                                     f"chain from {s} to {t}", str(prefix))
        mp[s, t] += chain[0][2]
        entry = paths.setdefault((s, t), {}).setdefault(p, [tuple(node_path), 0])
        if entry[0] != tuple(node_path):
            raise TopomilpInputError("trace", f"{prefix}: MP {s}->{t} path {p}: chunks take different paths",
                                     str(prefix))
        entry[1] += chain[0][2]
    routes = {k: tuple((tuple(v[0]), v[1] / mp[k]) for _, v in sorted(ps.items())) for k, ps in paths.items()}
    return mp, routes


def read_plan_traces(prefix: Any) -> PlanTrace:
    """Decode the traces :func:`write_plan_traces` writes back into the workload and
    plan: every send must meet a receive of the same pair, tag and size; every ring
    member sends ``2(k-1)`` messages of one size to one successor, and the successors
    close one cycle over the ring's members. A ring of message size ``m`` on ``k``
    members carries ``m k`` bytes per member; a group's bytes are the sum over its rings
    and each ring's share its part of that sum."""
    n, sends, recvs, rings, hops, colls = _collect(prefix)
    if sends != recvs:
        bad = sorted(set(sends.items()) ^ set(recvs.items()))[0]
        raise TopomilpInputError("trace", f"{prefix}: send/receive {bad[0][0]}->{bad[0][1]} tag {bad[0][2]} "
                                 f"({bad[1]} bytes) has no matching counterpart", str(prefix))
    mp, routes = _mp_of(prefix, n, hops)
    if colls:
        groups = [AllReduceGroup(tuple(sorted(c)), float(next(iter(c.values())))) for _, c in sorted(colls.items())]
        return PlanTrace(Workload(n, groups=tuple(groups), mp=mp, name=Path(str(prefix)).name), None, True, routes)
    by_group: dict[int, list[tuple[tuple[int, ...], int]]] = {}
    for (gi, ri), members in sorted(rings.items()):
        by_group.setdefault(gi, []).append(_ring_of(prefix, gi, ri, members))
    groups, plan = [], []
    for gi in sorted(by_group):
        total = sum(len(order) * size for order, size in by_group[gi])
        groups.append(AllReduceGroup(tuple(sorted(by_group[gi][0][0])), float(total)))
        plan.append(tuple(Ring(order, len(order) * size / total) for order, size in by_group[gi]))
    workload = Workload(n, groups=tuple(groups), mp=mp, name=Path(str(prefix)).name)
    return PlanTrace(workload, AllReducePlan(tuple(plan)) if plan else None, False, routes)


def _ring_of(prefix: Any, gi: int, ri: int, members: dict[int, list[tuple[int, int, int]]]
             ) -> tuple[tuple[int, ...], int]:
    k = len(members)
    succ, sizes = {}, set()
    for rank, steps in members.items():
        if sorted(t for t, _, _ in steps) != list(range(2 * (k - 1))) or len({d for _, d, _ in steps}) != 1:
            raise TopomilpInputError("trace", f"{prefix}: rank {rank} of group {gi} ring {ri} must send 2(k-1) = "
                                     f"{2 * (k - 1)} steps to one successor", str(prefix))
        succ[rank] = steps[0][1]
        sizes |= {s for _, _, s in steps}
    order = [min(members)]
    while succ.get(order[-1]) not in (None, order[0]) and len(order) <= k:
        order.append(succ[order[-1]])
    if len(order) != k or succ.get(order[-1]) != order[0] or len(sizes) != 1:
        raise TopomilpInputError("trace", f"{prefix}: group {gi} ring {ri}: successors {succ} and message sizes "
                                 f"{sorted(sizes)} do not form one ring of equal messages", str(prefix))
    return tuple(order), sizes.pop()


__all__ = ["ALL_REDUCE", "ATTR_FIELD", "ATTR_TYPES", "CHAKRA_VERSION", "COMM_COLL_NODE", "COMM_RECV_NODE",
           "COMM_SEND_NODE", "COMP_NODE", "EtNode", "PlanTrace", "decode_et_node", "encode_attr", "encode_node",
           "mp_hops", "plan_rank_nodes", "read_et", "read_plan_traces", "ring_schedule", "trigger_rank_nodes",
           "write_plan_traces", "write_trigger_traces"]
