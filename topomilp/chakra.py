"""Reading Chakra execution traces (MLCommons Chakra ET) into a :class:`~topomilp.model.Workload`.

A trace is one file per rank, ``<prefix>.<rank>.et`` (plain or gzip, detected by the
gzip magic bytes; ``<prefix>.<rank>.et.gz`` is accepted too). Each file is a sequence of
varint-length-prefixed protobuf messages: one ``GlobalMetadata``, then ``Node`` messages
(field numbers of Chakra's published schema ``schema/protobuf/et_def.proto``, listed in
:data:`NODE_FIELDS` and :data:`ATTR_VALUE_FIELDS`). The format, the mapping rules and
the choice of a decoder of our own over ``protobuf`` (measured) are documented in
docs/interchange.md; the decoder and a small writer are :mod:`topomilp.chakra_et` (their
names are re-exported here).

Mapping (docs/interchange.md §2):

* ``ALL_REDUCE`` of ``comm_size`` S on a group of k ranks -> the group's mutable
  AllReduce ring gets S bytes per member (ring volume ``2(k-1)/k * S`` per member);
* ``REDUCE_SCATTER`` / ``REDUCE_SCATTER_BLOCK`` / ``ALL_GATHER`` of S -> S/2: ASTRA-sim
  reads ``comm_size`` as the whole buffer and a ring RS/AG moves ``(k-1)/k * S`` per
  member, the ring volume of an AllReduce of S/2;
* ``ALL_TO_ALL`` of S on k members -> ``S/k`` to every ordered pair of distinct members
  (MP matrix);
* ``COMM_SEND_NODE`` with ``comm_dst`` -> ``mp[rank][dst] += size``; every
  ``COMM_RECV_NODE`` with ``comm_src`` is matched against the sends of that pair, in
  order (the k-th receive of a pair must have the size of the k-th send);
* nodes with ``is_cpu_op`` set, compute, memory and other metadata nodes are skipped
  (counted in :attr:`ChakraReport.skipped`).

Collectives of one process group are merged into one :class:`~topomilp.model.AllReduceGroup`
(ring order = the group's rank order), its bytes the sum: the ring volume is linear in
the bytes. Anything that cannot be mapped (a send without ``comm_dst``, ``REDUCE``,
``BROADCAST``, a receive no send matches, ...) is counted in
:attr:`ChakraReport.unmapped` and logged; ``strict=True`` raises instead.

Process groups: ``comm_groups`` (ASTRA-sim's JSON ``{"1": [0, 1, 2, 3], ...}``, a
dict or a path) or a ``process_group:init`` node in the traces (its JSON list of
``{"pg_name": ..., "ranks": [...]}``); ``pg_name`` ``""`` or ``"0"`` means all ranks.

>>> import os, tempfile
>>> tmp = tempfile.TemporaryDirectory(); p = os.path.join(tmp.name, "t")
>>> for r in range(2):
...     write_trace(f"{p}.{r}.et", [coll_node(1, "ALL_REDUCE", 1000)])
>>> t = read_chakra(p)
>>> t.workload.n, [(g.members, g.bytes_per_member) for g in t.workload.groups]
(2, [((0, 1), 1000.0)])
>>> tmp.cleanup()
"""

from __future__ import annotations

import json
import logging
import os
from array import array
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

import numpy as np

from topomilp.chakra_et import (
    ATTR_VALUE_FIELDS,
    COLLECTIVE_IDS,
    COLLECTIVES,
    COMM_ATTRS,
    COMM_NODE_TYPES,
    NODE_FIELDS,
    NODE_TYPES,
    TraceNode,
    coll_node,
    comp_node,
    encode_attr,
    encode_node,
    encode_trace,
    iter_messages,
    rank_files,
    read_file_bytes,
    read_nodes,
    recv_node,
    send_node,
    write_trace,
)
from topomilp.errors import TopomilpInputError
from topomilp.model import AllReduceGroup, Workload

log = logging.getLogger(__name__)

# ring volume of one collective instance, as bytes per member of an AllReduce (module docs)
_RING_FACTOR = {"ALL_REDUCE": 1.0, "REDUCE_SCATTER": 0.5, "REDUCE_SCATTER_BLOCK": 0.5, "ALL_GATHER": 0.5}
_MAX_EXAMPLES = 10


# --------------------------------------------------------------------------- report
@dataclass(frozen=True)
class ChakraReport:
    """What a trace held and what could not be mapped.

    * ``collectives``: kind -> ``{"count": instances, "bytes": sum of comm_size}``, each
      collective counted once (not once per member);
    * ``p2p``: ``{"sends", "send_bytes", "recvs", "matched_recvs"}``;
    * ``skipped``: reason -> nodes deliberately ignored (compute, CPU ops, metadata, ...);
    * ``unmapped``: reason -> nodes carrying communication that could not be mapped;
    * ``examples``: the first few unmapped nodes (rank, node id, reason).
    """

    prefix: str
    ranks: int
    nodes: int
    collectives: Mapping[str, Mapping[str, float]] = field(default_factory=dict)
    p2p: Mapping[str, float] = field(default_factory=dict)
    skipped: Mapping[str, int] = field(default_factory=dict)
    unmapped: Mapping[str, int] = field(default_factory=dict)
    examples: tuple[str, ...] = ()
    groups: Mapping[str, tuple[int, ...]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not isinstance(self.ranks, int) or self.ranks < 1:
            raise TopomilpInputError("ranks", "must be an integer >= 1", self.ranks)
        if not isinstance(self.nodes, int) or self.nodes < 0:
            raise TopomilpInputError("nodes", "must be an integer >= 0", self.nodes)
        for name in ("skipped", "unmapped"):
            counts = getattr(self, name)
            if any(not isinstance(v, int) or v < 0 for v in counts.values()):
                raise TopomilpInputError(name, "counts must be integers >= 0", counts)
        object.__setattr__(self, "examples", tuple(str(e) for e in self.examples))
        object.__setattr__(self, "groups", {str(k): tuple(int(r) for r in v) for k, v in self.groups.items()})

    @property
    def unmapped_total(self) -> int:
        return int(sum(self.unmapped.values()))

    def to_dict(self) -> dict[str, Any]:
        return {"prefix": self.prefix, "ranks": self.ranks, "nodes": self.nodes,
                "collectives": {k: dict(v) for k, v in self.collectives.items()}, "p2p": dict(self.p2p),
                "skipped": dict(self.skipped), "unmapped": dict(self.unmapped), "examples": list(self.examples),
                "groups": {k: list(v) for k, v in self.groups.items()}}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "ChakraReport":
        if not isinstance(data, dict) or "ranks" not in data:
            raise TopomilpInputError("report", "must be a JSON object with 'ranks'", data)
        return cls(prefix=data.get("prefix", ""), ranks=data["ranks"], nodes=data.get("nodes", 0),
                   collectives=data.get("collectives", {}), p2p=data.get("p2p", {}),
                   skipped=data.get("skipped", {}), unmapped=data.get("unmapped", {}),
                   examples=tuple(data.get("examples", ())), groups=data.get("groups", {}))


@dataclass(frozen=True)
class ChakraTrace:
    """The result of :func:`read_chakra`: the workload and the report."""

    workload: Workload
    report: ChakraReport

    def to_dict(self) -> dict[str, Any]:
        return {"workload": self.workload.to_dict(), "report": self.report.to_dict()}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "ChakraTrace":
        if not isinstance(data, dict) or "workload" not in data or "report" not in data:
            raise TopomilpInputError("trace", "must be a JSON object with 'workload' and 'report'", data)
        return cls(Workload.from_dict(data["workload"]), ChakraReport.from_dict(data["report"]))


# --------------------------------------------------------------------------- process groups
def load_comm_groups(comm_groups: Any, ranks: int | None = None) -> dict[str, tuple[int, ...]]:
    """ASTRA-sim's process-group JSON ``{"1": [0, 1, 2, 3], ...}`` (a dict, or a path to
    a file holding it) as ``{pg_name: ranks}``. With ``ranks`` given, every listed rank
    must be below it."""
    src = "comm_groups"
    if isinstance(comm_groups, (str, os.PathLike)):
        src = str(comm_groups)
        try:
            comm_groups = json.loads(Path(comm_groups).read_text(encoding="utf-8"))
        except OSError as exc:
            raise TopomilpInputError("comm_groups", f"cannot read {src} ({exc.strerror})", src) from None
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            raise TopomilpInputError("comm_groups", f"{src} is not valid JSON ({exc})", src) from None
    if not isinstance(comm_groups, Mapping):
        raise TopomilpInputError("comm_groups", 'must be a JSON object {"1": [0, 1, ...], ...}', comm_groups)
    out: dict[str, tuple[int, ...]] = {}
    for name, members in comm_groups.items():
        if not isinstance(members, (list, tuple)) or not all(
                isinstance(m, int) and not isinstance(m, bool) and m >= 0 for m in members):
            raise TopomilpInputError("comm_groups", f"group {name!r} must list ranks (integers >= 0)", members)
        if len(set(members)) != len(members):
            raise TopomilpInputError("comm_groups", f"group {name!r} repeats a rank", members)
        if ranks is not None and any(m >= ranks for m in members):
            bad = next(m for m in members if m >= ranks)
            raise TopomilpInputError("comm_groups", f"group {name!r} in {src} lists rank {bad}, but the trace "
                                     f"has ranks 0..{ranks - 1}", members)
        out[str(name)] = tuple(int(m) for m in members)
    return out


def _pg_init_groups(node: TraceNode) -> dict[str, tuple[int, ...]] | None:
    """Process groups of a ``process_group:init`` node: a JSON list of objects with
    ``pg_name`` and ``ranks`` (PyTorch's form; possibly wrapped in a list holding the
    JSON text), or a ``{name: ranks}`` object, in the node's inputs or a string
    attribute. ``None`` when none parses."""
    texts = [node.inputs] + [v for v in node.attrs.values() if isinstance(v, str)]
    for text in texts:
        if not text:
            continue
        try:
            data = json.loads(text)
        except json.JSONDecodeError:
            continue
        while isinstance(data, list) and len(data) == 1 and isinstance(data[0], str):
            try:
                data = json.loads(data[0])
            except json.JSONDecodeError:
                break
        if isinstance(data, dict) and all(isinstance(v, list) for v in data.values()):
            return {str(k): tuple(int(r) for r in v) for k, v in data.items()}
        if isinstance(data, list) and data and all(isinstance(d, dict) and "pg_name" in d for d in data):
            return {str(d["pg_name"]): tuple(int(r) for r in d.get("ranks", ())) for d in data}
    return None


# --------------------------------------------------------------------------- reader
class _Collector:
    """Per-group and per-pair state kept across ranks (memory: one entry per collective
    instance per group and per pending send/receive, not per node)."""

    def __init__(self, ranks: int, groups: dict[str, tuple[int, ...]], strict: bool, prefix: str) -> None:
        self.ranks = ranks
        self.groups = groups
        self.strict = strict
        self.prefix = prefix
        self.ref: dict[str, tuple[array, array, array, int]] = {}   # pg -> kinds, sizes, node ids, rank
        self.seen: dict[tuple[str, int], int] = {}                    # (pg, rank) -> collectives so far
        self.ring_bytes: dict[str, float] = {}
        self.a2a_bytes: dict[str, float] = {}
        self.coll_stats: dict[str, list[float]] = {}
        self.mp = np.zeros((ranks, ranks))
        self.pending: dict[tuple[int, int], list[Any]] = {}  # pair -> [side, sizes, ids, head]
        self.p2p = {"sends": 0, "send_bytes": 0.0, "recvs": 0, "matched_recvs": 0}
        self.skipped: dict[str, int] = {}
        self.unmapped: dict[str, int] = {}
        self.examples: list[str] = []
        self.nodes = 0

    def skip(self, reason: str) -> None:
        self.skipped[reason] = self.skipped.get(reason, 0) + 1

    def unmap(self, rank: int, node: TraceNode, reason: str) -> None:
        where = f"rank {rank} node {node.id} ({node.name!r})"
        if self.strict:
            raise TopomilpInputError("trace", f"{where}: {reason} (strict=True)", self.prefix)
        self.unmapped[reason] = self.unmapped.get(reason, 0) + 1
        if len(self.examples) < _MAX_EXAMPLES:
            self.examples.append(f"{where}: {reason}")

    def members(self, pg: Any, rank: int, node: TraceNode) -> tuple[str, tuple[int, ...]] | None:
        key = "" if pg is None else str(pg)
        if key in ("", "0"):
            return "0", tuple(range(self.ranks))
        if key not in self.groups:
            known = sorted(self.groups) or "none: give comm_groups or a process_group:init node"
            raise TopomilpInputError("pg_name", f"rank {rank} node {node.id} uses process group {key!r}, "
                                     f"which is not defined (known groups: {known})", key)
        members = self.groups[key]
        if rank not in members:
            raise TopomilpInputError("pg_name", f"rank {rank} node {node.id} runs a collective on process group "
                                     f"{key!r}, which does not contain rank {rank} (members {list(members)})", key)
        return key, members

    @staticmethod
    def size_of(node: TraceNode) -> float | None:
        for name in ("comm_size", "tensor_size"):
            v = node.attrs.get(name)
            if isinstance(v, (int, float)) and not isinstance(v, bool) and v >= 0:
                return float(v)
        return None

    def collective(self, rank: int, node: TraceNode) -> None:
        ctype = node.attrs.get("comm_type")
        kind = COLLECTIVES.get(ctype) if isinstance(ctype, int) and not isinstance(ctype, bool) else None
        if kind is None:
            self.unmap(rank, node, f"unknown collective comm_type {ctype!r}")
            return
        size = self.size_of(node)
        if size is None:
            self.unmap(rank, node, f"{kind} without a comm_size")
            return
        pg, members = self.members(node.attrs.get("pg_name"), rank, node)
        if len(members) < 2:
            self.skip("collective on a single rank")
            return
        # the k-th collective of a group must agree on every member
        k = self.seen.get((pg, rank), 0)
        self.seen[(pg, rank)] = k + 1
        ref = self.ref.get(pg)
        if ref is None:
            ref = (array("b"), array("d"), array("Q"), rank)
            self.ref[pg] = ref
        kinds, sizes, ids, ref_rank = ref
        if ref_rank == rank:
            kinds.append(COLLECTIVE_IDS[kind])
            sizes.append(size)
            ids.append(node.id)
            self._count(pg, members, kind, size, rank, node)
            return
        if k >= len(kinds):
            raise TopomilpInputError(
                "trace", f"rank {rank} node {node.id}: collective #{k} on process group {pg!r} ({kind} of "
                f"{size:g} bytes) has no counterpart on rank {ref_rank} (it has {len(kinds)} on that group)",
                self.prefix)
        if kinds[k] != COLLECTIVE_IDS[kind] or sizes[k] != size:
            raise TopomilpInputError(
                "trace", f"rank {rank} node {node.id}: collective #{k} on process group {pg!r} is {kind} of "
                f"{size:g} bytes, but rank {ref_rank} node {ids[k]} has {COLLECTIVES[kinds[k]]} of "
                f"{sizes[k]:g} bytes", self.prefix)

    def _count(self, pg: str, members: tuple[int, ...], kind: str, size: float, rank: int, node: TraceNode) -> None:
        """One collective instance (called once, for the group's reference rank)."""
        if kind in _RING_FACTOR:
            self.ring_bytes[pg] = self.ring_bytes.get(pg, 0.0) + _RING_FACTOR[kind] * size
        elif kind == "ALL_TO_ALL":
            self.a2a_bytes[pg] = self.a2a_bytes.get(pg, 0.0) + size / len(members)
        elif kind == "BARRIER" and size == 0:
            self.skip("barrier without payload")
            return
        else:
            self.unmap(rank, node, f"{kind} has no mapping in this metric")
            return
        st = self.coll_stats.setdefault(kind, [0, 0.0])
        st[0] += 1
        st[1] += size

    def point_to_point(self, rank: int, node: TraceNode, send: bool) -> None:
        peer = node.attrs.get("comm_dst" if send else "comm_src")
        what = "send" if send else "receive"
        if not isinstance(peer, int) or isinstance(peer, bool):
            self.unmap(rank, node, f"{what} without {'comm_dst' if send else 'comm_src'}")
            return
        size = self.size_of(node)
        if size is None:
            self.unmap(rank, node, f"{what} without comm_size or tensor_size")
            return
        if not 0 <= peer < self.ranks or peer == rank:
            self.unmap(rank, node, f"{what} with peer {peer} (ranks 0..{self.ranks - 1}, own rank {rank})")
            return
        pair = (rank, peer) if send else (peer, rank)
        side = 0 if send else 1
        if send:
            self.p2p["sends"] += 1
            self.p2p["send_bytes"] += size
            self.mp[rank, peer] += size
        else:
            self.p2p["recvs"] += 1
        entry = self.pending.get(pair)
        if entry is None or entry[3] == len(entry[1]):       # nothing pending: start a queue
            entry = [side, array("d"), array("Q"), 0]
            self.pending[pair] = entry
        if entry[0] == side:
            entry[1].append(size)
            entry[2].append(node.id)
            return
        # match the oldest pending counterpart (sends and receives of a pair are in order)
        head = entry[3]
        other_size, other_id = entry[1][head], entry[2][head]
        entry[3] = head + 1
        if other_size != size:
            other_rank = pair[1] if send else pair[0]
            raise TopomilpInputError(
                "trace", f"rank {rank} node {node.id}: {what} of {size:g} bytes for pair {pair[0]}->{pair[1]}, "
                f"but rank {other_rank} node {other_id} has {'a receive' if send else 'a send'} of "
                f"{other_size:g} bytes", self.prefix)
        self.p2p["matched_recvs"] += 1

    def finish(self) -> tuple[list[AllReduceGroup], np.ndarray]:
        # every member must have run every collective of its groups
        for pg, (kinds, _, _, ref_rank) in self.ref.items():
            members = tuple(range(self.ranks)) if pg == "0" else self.groups[pg]
            for r in members:
                got = self.seen.get((pg, r), 0)
                if got != len(kinds):
                    raise TopomilpInputError(
                        "trace", f"rank {r} runs {got} collective(s) on process group {pg!r}, rank {ref_rank} "
                        f"runs {len(kinds)}", self.prefix)
        for (src, dst), (side, sizes, ids, head) in self.pending.items():
            left = len(sizes) - head
            if not left:
                continue
            reason = ("send without a matching receive (bytes kept)" if side == 0
                      else "receive without a matching send (bytes dropped)")
            self.unmapped[reason] = self.unmapped.get(reason, 0) + left
            what = "send" if side == 0 else "receive"
            if self.strict:
                raise TopomilpInputError("trace", f"{left} unmatched {what}(s) {src}->{dst} (first: rank "
                                         f"{src if side == 0 else dst} node {ids[head]}) (strict=True)", self.prefix)
            if len(self.examples) < _MAX_EXAMPLES:
                self.examples.append(f"rank {src if side == 0 else dst} node {ids[head]}: {left} unmatched "
                                     f"{what}(s) {src}->{dst}")
        groups = []
        for pg in sorted(self.ring_bytes, key=lambda g: (g != "0", g)):
            members = tuple(range(self.ranks)) if pg == "0" else self.groups[pg]
            if self.ring_bytes[pg] > 0:
                groups.append(AllReduceGroup(members, self.ring_bytes[pg]))
        mp = self.mp
        for pg, per_pair in self.a2a_bytes.items():
            members = np.array(tuple(range(self.ranks)) if pg == "0" else self.groups[pg])
            mp[np.ix_(members, members)] += per_pair
            mp[members, members] -= per_pair
        return groups, mp


def read_chakra(prefix: Any, *, comm_groups: Any = None, strict: bool = False) -> ChakraTrace:
    """Read the Chakra ET trace ``<prefix>.<rank>.et`` (one file per rank) into a
    :class:`ChakraTrace` (the :class:`~topomilp.model.Workload` and a
    :class:`ChakraReport`). Files are read one at a time (memory: one rank's file plus
    the result). Mapping rules: module docs and docs/interchange.md §2.

    Raises :class:`TopomilpInputError` on a missing rank, a truncated or corrupt file
    (naming the file and the byte), an unknown ``pg_name``, a rank outside the group
    file, a collective whose kind or size differs between members (naming rank, node
    id and both values), and, with ``strict=True``, on anything that cannot be mapped.
    """
    files = rank_files(prefix)
    ranks = len(files)
    if ranks < 2:
        raise TopomilpInputError("prefix", "a trace needs at least 2 ranks", str(prefix))
    groups = load_comm_groups(comm_groups, ranks) if comm_groups is not None else {}
    col = _Collector(ranks, groups, bool(strict), str(prefix))
    pg_from_trace = False
    for rank, path in enumerate(files):
        for node in read_nodes(path):
            col.nodes += 1
            t = node.type
            if "process_group:init" in node.name:
                found = _pg_init_groups(node)
                if found is None:
                    col.unmap(rank, node, "process_group:init node without a readable group list")
                elif comm_groups is None and not pg_from_trace:
                    for name, members in found.items():
                        if name in ("", "0"):
                            continue
                        if any(m >= ranks for m in members):
                            raise TopomilpInputError(
                                "pg_name", f"{path}: process_group:init lists rank {max(members)} in group "
                                f"{name!r}, but the trace has ranks 0..{ranks - 1}", name)
                        groups[name] = members
                    pg_from_trace = True
                    col.skip("process_group:init")
                else:
                    col.skip("process_group:init")
                continue
            if t in COMM_NODE_TYPES and node.attrs.get("is_cpu_op"):
                col.skip("is_cpu_op")
                continue
            if t == 7:
                col.collective(rank, node)
            elif t == 5:
                col.point_to_point(rank, node, send=True)
            elif t == 6:
                col.point_to_point(rank, node, send=False)
            else:
                col.skip(NODE_TYPES.get(t, f"node type {t}"))
    group_list, mp = col.finish()
    name = "chakra:" + Path(prefix).name
    try:
        workload = Workload(ranks, groups=tuple(group_list), mp=mp, name=name)
    except TopomilpInputError as exc:
        raise TopomilpInputError("trace", f"{prefix}: {exc.rule}", str(prefix)) from None
    report = ChakraReport(
        prefix=str(prefix), ranks=ranks, nodes=col.nodes,
        collectives={k: {"count": int(v[0]), "bytes": float(v[1])} for k, v in sorted(col.coll_stats.items())},
        p2p=dict(col.p2p), skipped=dict(sorted(col.skipped.items())), unmapped=dict(sorted(col.unmapped.items())),
        examples=tuple(col.examples), groups={k: v for k, v in groups.items()})
    if report.unmapped_total:
        log.warning("chakra %s: %d node(s) could not be mapped: %s (first: %s)", prefix, report.unmapped_total,
                    report.unmapped, report.examples[0] if report.examples else "-")
    log.info("chakra %s: %d ranks, %d nodes, %d group(s), MP %.6g bytes", prefix, ranks, col.nodes,
             len(group_list), workload.mp_bytes)
    return ChakraTrace(workload, report)


def from_chakra(prefix: Any, *, comm_groups: Any = None, strict: bool = False) -> Workload:
    """The :class:`~topomilp.model.Workload` of a Chakra ET trace (see :func:`read_chakra`,
    which also returns the report of what could not be mapped; here that report is
    logged as a warning)."""
    return read_chakra(prefix, comm_groups=comm_groups, strict=strict).workload



__all__ = ["ATTR_VALUE_FIELDS", "COLLECTIVES", "COMM_ATTRS", "NODE_FIELDS", "NODE_TYPES", "ChakraReport",
           "ChakraTrace", "TraceNode", "read_file_bytes",
           "coll_node", "comp_node", "encode_attr", "encode_node", "encode_trace", "from_chakra",
           "iter_messages", "load_comm_groups", "rank_files", "read_chakra", "read_nodes", "recv_node",
           "send_node", "write_trace"]
