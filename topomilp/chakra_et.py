"""The Chakra execution-trace (ET) wire format: decoding one rank's file into
:class:`TraceNode` records, and a small encoder (for tests, benchmarks and examples).

A rank's file ``<prefix>.<rank>.et`` (plain or gzip, detected by the gzip magic bytes;
``<prefix>.<rank>.et.gz`` is accepted too) is a sequence of varint-length-prefixed
protobuf messages: one ``GlobalMetadata``, then ``Node`` messages, with the field
numbers of Chakra's published schema ``schema/protobuf/et_def.proto`` (listed in
:data:`NODE_FIELDS` and :data:`ATTR_VALUE_FIELDS`). The format and the choice of a
decoder of our own over ``protobuf`` (measured) are documented in docs/interchange.md;
:mod:`topomilp.chakra` maps the nodes to a :class:`~topomilp.model.Workload`.

>>> data = encode_trace([coll_node(1, "ALL_REDUCE", 1000)])
>>> len(list(iter_messages(data)))    # GlobalMetadata, then the node
2
"""

from __future__ import annotations

import gzip
import os
import re
import struct
import zlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator, Mapping, Sequence

from topomilp._io import atomic_write
from topomilp.errors import TopomilpInputError
from topomilp.protowire import (
    WireError,
    decode_varint,
    encode_field,
    encode_varint,
    signed64,
    skip_field,
)

# --------------------------------------------------------------------------- schema
#: ``Node`` fields (et_def.proto): number -> name.
NODE_FIELDS = {1: "id", 2: "name", 3: "type", 4: "ctrl_deps", 5: "data_deps", 6: "start_time_micros",
               7: "duration_micros", 8: "inputs", 9: "outputs", 10: "attr", 11: "storage"}
#: ``NodeType`` enum.
NODE_TYPES = {0: "INVALID_NODE", 1: "METADATA_NODE", 2: "MEM_LOAD_NODE", 3: "MEM_STORE_NODE", 4: "COMP_NODE",
              5: "COMM_SEND_NODE", 6: "COMM_RECV_NODE", 7: "COMM_COLL_NODE", 8: "STORAGE_NODE",
              9: "BATCH_NODE", 10: "CHECKPOINT_NODE"}
#: ``CollectiveCommType`` enum.
COLLECTIVES = {0: "ALL_REDUCE", 1: "REDUCE", 2: "ALL_GATHER", 3: "GATHER", 4: "SCATTER", 5: "BROADCAST",
               6: "ALL_TO_ALL", 7: "REDUCE_SCATTER", 8: "REDUCE_SCATTER_BLOCK", 9: "BARRIER"}
COLLECTIVE_IDS = {v: k for k, v in COLLECTIVES.items()}
#: ``AttributeProto`` value fields (the ``oneof value``): number -> scalar type.
#: Lists (even numbers 4..32) are not used by the communication attributes.
ATTR_VALUE_FIELDS = {3: "double", 5: "float", 7: "int32", 9: "int64", 11: "uint32", 13: "uint64",
                     15: "sint32", 17: "sint64", 19: "fixed32", 21: "fixed64", 23: "sfixed32",
                     25: "sfixed64", 27: "bool", 29: "string", 31: "bytes"}
#: the ``IOInfo`` field holding a node's input values (``process_group:init`` JSON).
IOINFO_VALUES = 1

COMM_ATTRS = frozenset({"comm_type", "comm_size", "tensor_size", "comm_src", "comm_dst", "pg_name",
                         "is_cpu_op"})
#: node types that carry communication (send, receive, collective)
COMM_NODE_TYPES = (5, 6, 7)


# --------------------------------------------------------------------------- decoding


def _attr(buf: bytes, pos: int, end: int) -> tuple[str, Any]:
    """Decode one ``AttributeProto``: ``(name, scalar value)`` (lists give ``None``)."""
    name = ""
    value: Any = None
    while pos < end:
        key, pos = decode_varint(buf, pos)
        num, wire = key >> 3, key & 7
        if num == 1 and wire == 2:
            size, pos = decode_varint(buf, pos)
            name = buf[pos:pos + size].decode("utf-8", "replace")
            pos += size
            continue
        kind = ATTR_VALUE_FIELDS.get(num)
        if kind is None:
            pos = skip_field(buf, pos, wire, end)
            continue
        if wire == 0:
            v, pos = decode_varint(buf, pos)
            if kind in ("int32", "int64"):
                v = signed64(v)
            elif kind in ("sint32", "sint64"):
                v = (v >> 1) ^ -(v & 1)
            elif kind == "bool":
                v = bool(v)
            value = v
        elif wire == 2:
            size, pos = decode_varint(buf, pos)
            if pos + size > end:
                raise WireError(pos, "attribute value runs past the end of its message")
            raw = buf[pos:pos + size]
            pos += size
            value = raw.decode("utf-8", "replace") if kind == "string" else bytes(raw)
        elif wire == 1:
            fmt = {"double": "<d", "sfixed64": "<q"}.get(kind, "<Q")
            value = struct.unpack_from(fmt, buf, pos)[0]
            pos += 8
        elif wire == 5:
            fmt = {"float": "<f", "sfixed32": "<i"}.get(kind, "<I")
            value = struct.unpack_from(fmt, buf, pos)[0]
            pos += 4
        else:
            raise WireError(pos, f"unsupported wire type {wire}")
    if pos != end:
        raise WireError(pos, "attribute overruns its message")
    return name, value


def _io_values(buf: bytes, pos: int, end: int) -> str:
    out = ""
    while pos < end:
        key, pos = decode_varint(buf, pos)
        if key == (IOINFO_VALUES << 3 | 2):
            size, pos = decode_varint(buf, pos)
            out = buf[pos:pos + size].decode("utf-8", "replace")
            pos += size
        else:
            pos = skip_field(buf, pos, key & 7, end)
    return out


@dataclass
class TraceNode:
    """One decoded ``Node``: id, name, type and the attributes topomilp reads
    (:data:`COMM_ATTRS`; every attribute of metadata nodes), ``inputs`` only for
    ``process_group:init``."""

    id: int = 0
    name: str = ""
    type: int = 0
    attrs: dict[str, Any] = field(default_factory=dict)
    inputs: str = ""


def _node(buf: bytes, pos: int, end: int) -> TraceNode:
    """Decode one ``Node`` message; attributes only for communication and metadata nodes."""
    node = TraceNode()
    attr_spans = []
    inputs = None
    while pos < end:
        key, pos = decode_varint(buf, pos)
        num, wire = key >> 3, key & 7
        if num == 1 and wire == 0:
            node.id, pos = decode_varint(buf, pos)
        elif num == 3 and wire == 0:
            node.type, pos = decode_varint(buf, pos)
        elif wire == 2 and num in (2, 8, 10):
            size, pos = decode_varint(buf, pos)
            stop = pos + size
            if stop > end:
                raise WireError(pos, f"field {NODE_FIELDS[num]} of {size} bytes runs past the end of its node")
            if num == 10:
                attr_spans.append((pos, stop))
            elif num == 2:
                node.name = buf[pos:stop].decode("utf-8", "replace")
            else:
                inputs = (pos, stop)
            pos = stop
        else:
            pos = skip_field(buf, pos, wire, end)
    if pos != end:
        raise WireError(pos, "node overruns its length prefix")
    if node.type in COMM_NODE_TYPES or node.type == 1 or "process_group:init" in node.name:
        for a, b in attr_spans:
            name, value = _attr(buf, a, b)
            if name in COMM_ATTRS or node.type == 1 or "process_group:init" in node.name:
                node.attrs[name] = value
        if inputs is not None and "process_group:init" in node.name:
            node.inputs = _io_values(buf, *inputs)
    return node


def _gunzip(fh: Any, path: Path) -> bytearray:
    """Decompress a (possibly multi-member) gzip stream chunk by chunk into one buffer
    (peak memory: the decompressed bytes plus one chunk)."""
    out = bytearray()
    d = zlib.decompressobj(31)
    fed = False
    while True:
        chunk = fh.read(1 << 16)
        if not chunk:
            break
        while chunk:
            fed = True
            out += d.decompress(chunk, 1 << 16)   # bounded pieces: no second copy of the file
            if d.eof:
                chunk = d.unused_data
                d = zlib.decompressobj(31)
                fed = False
            else:
                chunk = d.unconsumed_tail
    while fed and not d.eof:  # output zlib still holds back at the end of the input
        piece = d.decompress(d.unconsumed_tail, 1 << 16)
        if not piece:
            break
        out += piece
    if fed and not d.eof:
        raise TopomilpInputError("trace", f"{path}: corrupt or truncated gzip stream (ends inside a member, "
                                 f"{len(out)} bytes decompressed)", str(path))
    return out


def read_file_bytes(path: Any) -> bytes | bytearray:
    """One rank file's bytes (gzip detected by its magic bytes and decompressed)."""
    path = Path(path)
    try:
        with open(path, "rb") as fh:
            if fh.read(2) == b"\x1f\x8b":
                fh.seek(0)
                try:
                    return _gunzip(fh, path)
                except zlib.error as exc:
                    raise TopomilpInputError("trace", f"{path}: corrupt or truncated gzip stream ({exc})",
                                             str(path)) from None
            fh.seek(0)
            buf = bytearray(os.fstat(fh.fileno()).st_size)   # one buffer: read() would peak at twice the file
            got = fh.readinto(buf)
            if got < len(buf):
                del buf[got:]
            rest = fh.read()
            return buf + rest if rest else buf
    except OSError as exc:
        raise TopomilpInputError("trace", f"cannot read {path} ({exc.strerror})", str(path)) from None


def iter_messages(data: bytes, path: Any = "<bytes>") -> Iterator[tuple[int, int, int]]:
    """``(offset, start, end)`` of each varint-length-prefixed message of ``data``
    (``offset`` is where its length prefix starts). A message running past the end of
    the data raises :class:`TopomilpInputError` naming ``path`` and the byte."""
    pos = 0
    n = len(data)
    while pos < n:
        off = pos
        try:
            size, pos = decode_varint(data, pos)
        except IndexError:
            raise TopomilpInputError("trace", f"{path}: truncated length prefix at byte {off}", str(path)) from None
        except WireError as exc:
            raise TopomilpInputError("trace", f"{path}: corrupt at byte {exc.pos} ({exc.what})", str(path)) from None
        if pos + size > n:
            raise TopomilpInputError(
                "trace", f"{path}: truncated at byte {n}: the message at byte {off} needs {size} bytes "
                f"from byte {pos}", str(path))
        yield off, pos, pos + size
        pos += size


def read_nodes(path: Any) -> Iterator[TraceNode]:
    """Every ``Node`` of one rank's file (the ``GlobalMetadata`` first message is
    skipped). Raises :class:`TopomilpInputError` naming the file and the byte on a
    truncated or corrupt file."""
    path = Path(path)
    data = read_file_bytes(path)
    if not data:
        raise TopomilpInputError("trace", f"{path}: empty file (no GlobalMetadata message at byte 0)", str(path))
    first = True
    for off, a, b in iter_messages(data, path):
        if first:
            first = False
            continue
        try:
            yield _node(data, a, b)
        except (IndexError, struct.error):
            raise TopomilpInputError("trace", f"{path}: node at byte {off} is truncated", str(path)) from None
        except WireError as exc:
            raise TopomilpInputError("trace", f"{path}: corrupt node at byte {off} (byte {exc.pos}: {exc.what})",
                                     str(path)) from None
        except UnicodeDecodeError:
            raise TopomilpInputError("trace", f"{path}: node at byte {off} has invalid text", str(path)) from None


# --------------------------------------------------------------------------- rank files
def rank_files(prefix: Any) -> list[Path]:
    """The files ``<prefix>.<rank>.et`` (or ``.et.gz``) for ranks ``0..R-1``; a gap in
    the rank numbers or no file at all raises :class:`TopomilpInputError`."""
    if not isinstance(prefix, (str, os.PathLike)):
        raise TopomilpInputError("prefix", "must be a path prefix (files <prefix>.<rank>.et)", prefix)
    prefix = Path(prefix)
    directory = prefix.parent if str(prefix.parent) else Path(".")
    if not directory.is_dir():
        raise TopomilpInputError("prefix", "directory does not exist", str(directory))
    pat = re.compile(re.escape(prefix.name) + r"\.(\d+)\.et(\.gz)?$")
    found: dict[int, Path] = {}
    for p in directory.iterdir():
        m = pat.match(p.name)
        if m:
            r = int(m.group(1))
            if r in found:
                raise TopomilpInputError("prefix", f"rank {r} has two files", (str(found[r]), str(p)))
            found[r] = p
    if not found:
        raise TopomilpInputError("prefix", f"no trace files {prefix}.<rank>.et", str(prefix))
    missing = [r for r in range(max(found) + 1) if r not in found]
    if missing:
        raise TopomilpInputError("prefix", f"rank {missing[0]} is missing: no file {prefix}.{missing[0]}.et "
                                 f"({len(missing)} missing of ranks 0..{max(found)})", str(prefix))
    return [found[r] for r in range(len(found))]


# --------------------------------------------------------------------------- writer
# A small writer for tests, benchmarks and examples (the reader's tests also use bytes
# assembled by hand, not by this writer).


def encode_attr(name: str, value: Any) -> bytes:
    """An ``AttributeProto``: bool -> ``bool_val``, int -> ``int64_val`` (``uint64_val``
    at or above 2**63), float -> ``double_val``, str -> ``string_val``."""
    out = encode_field(1, 2, name.encode())
    if isinstance(value, bool):
        return out + encode_field(27, 0, int(value))
    if isinstance(value, int):
        return out + encode_field(13 if value >= 1 << 63 else 9, 0, value)
    if isinstance(value, float):
        return out + encode_varint(3 << 3 | 1) + struct.pack("<d", value)
    return out + encode_field(29, 2, str(value).encode())


def encode_node(node_id: int, name: str, node_type: int, attrs: Mapping[str, Any] = (),  # type: ignore[assignment]
                data_deps: Sequence[int] = (), inputs: str = "") -> bytes:
    """A ``Node`` message (without its length prefix)."""
    out = encode_field(1, 0, node_id) + encode_field(2, 2, name.encode()) + encode_field(3, 0, node_type)
    if data_deps:
        out += encode_field(5, 2, b"".join(encode_varint(d) for d in data_deps))
    if inputs:
        out += encode_field(8, 2, encode_field(1, 2, inputs.encode()))
    for k, v in dict(attrs).items():
        out += encode_field(10, 2, encode_attr(k, v))
    return out


def coll_node(node_id: int, kind: str, size: int, pg_name: str = "", **attrs: Any) -> bytes:
    """A ``COMM_COLL_NODE`` of ``kind`` (a :data:`COLLECTIVES` name) and ``comm_size``."""
    return encode_node(node_id, f"{kind.lower()}_{node_id}", 7,
                       {"comm_type": COLLECTIVE_IDS[kind], "comm_size": size, "pg_name": pg_name, **attrs})


def send_node(node_id: int, dst: int, size: int, **attrs: Any) -> bytes:
    return encode_node(node_id, f"send_{node_id}", 5, {"comm_dst": dst, "comm_size": size, **attrs})


def recv_node(node_id: int, src: int, size: int, **attrs: Any) -> bytes:
    return encode_node(node_id, f"recv_{node_id}", 6, {"comm_src": src, "comm_size": size, **attrs})


def comp_node(node_id: int, **attrs: Any) -> bytes:
    return encode_node(node_id, f"comp_{node_id}", 4, {"num_ops": 1000, **attrs})


def encode_trace(nodes: Sequence[bytes], version: str = "0.0.4") -> bytes:
    """A whole rank file: the ``GlobalMetadata`` message then the nodes, each with its
    varint length prefix."""
    meta = encode_field(1, 2, version.encode())
    return b"".join(encode_varint(len(m)) + m for m in (meta, *nodes))


def write_trace(path: Any, nodes: Sequence[bytes], *, compress: bool = False) -> None:
    """Write one rank file (atomically; gzip with ``compress=True``)."""
    data = encode_trace(nodes)
    atomic_write(Path(path), gzip.compress(data, compresslevel=1) if compress else data)


__all__ = ["ATTR_VALUE_FIELDS", "COLLECTIVES", "COLLECTIVE_IDS", "COMM_ATTRS", "COMM_NODE_TYPES", "IOINFO_VALUES",
           "NODE_FIELDS", "NODE_TYPES", "TraceNode", "coll_node", "comp_node", "encode_attr", "encode_node",
           "encode_trace", "iter_messages", "rank_files", "read_file_bytes", "read_nodes", "recv_node",
           "send_node", "write_trace"]
