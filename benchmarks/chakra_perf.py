"""Chakra ET reader performance (docs/interchange.md §1, §5): read a generated 64-rank trace
with 10^6 nodes in total; target <= 30 s on 2 cores, with peak memory no more than one
rank's file at a time plus the result.

    .venv/bin/python benchmarks/chakra_perf.py                    # 64 ranks, 10^6 nodes
    .venv/bin/python benchmarks/chakra_perf.py --ranks 8 --nodes 100000 --compare-protobuf

The read runs in a fresh child process, which reports its wall time, its peak RSS
(``resource.getrusage``; the baseline RSS of the imports is subtracted) and the
``tracemalloc`` peak of the read, next to the size of the largest rank file (as read,
i.e. decompressed) and of the result (its MP matrix). The read runs twice: once timed,
once under ``tracemalloc`` (which slows it down); the peak RSS is the whole process's
(interpreter and numpy included). ``--compare-protobuf`` also decodes
one rank file with ``protobuf`` (message classes built at run time from the published
field numbers, the upb backend; ``PROTOCOL_BUFFERS_PYTHON_IMPLEMENTATION=python`` for the
pure-Python one) to compare the two decoders node for node.

Trace shape (seeded): per rank, compute nodes with data dependencies, an AllReduce on
all ranks, ReduceScatter + AllGather on groups of 8 (``comm_groups``), an AllToAll on
groups of 8, pipeline sends/receives between rank r and r+8; compute nodes make up
about 90% of the nodes.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from topomilp import chakra as C  # noqa: E402


def generate(directory: Path, ranks: int, nodes: int, seed: int = 0, compress: bool = False) -> tuple[Path, Path]:
    """Write ``ranks`` files of about ``nodes / ranks`` nodes each; return ``(prefix, groups.json)``."""
    rng = np.random.default_rng(seed)
    per_rank = nodes // ranks
    g = 8 if ranks % 8 == 0 else ranks
    groups = {str(1 + i): list(range(i * g, (i + 1) * g)) for i in range(ranks // g)}
    groups_path = directory / "groups.json"
    groups_path.write_text(json.dumps(groups))
    prefix = directory / "trace"
    # the collective schedule is the same on every rank (sizes drawn once)
    rounds = max(1, per_rank // 100)
    sizes = rng.integers(1, 64, size=(rounds, 4)) * 65536
    for r in range(ranks):
        pg = str(1 + r // g)
        out = []
        nid = 0
        for k in range(rounds):
            step = [C.coll_node(nid, "ALL_REDUCE", int(sizes[k, 0])),
                    C.coll_node(nid + 1, "REDUCE_SCATTER", int(sizes[k, 1]), pg),
                    C.coll_node(nid + 2, "ALL_GATHER", int(sizes[k, 1]), pg),
                    C.coll_node(nid + 3, "ALL_TO_ALL", int(sizes[k, 2]), pg)]
            if r + g < ranks:
                step.append(C.send_node(nid + len(step), r + g, int(sizes[k, 3])))
            if r - g >= 0:
                step.append(C.recv_node(nid + len(step), r - g, int(sizes[k, 3])))
            out += step
            nid += len(step)
            while nid < (k + 1) * per_rank // rounds:
                out.append(C.encode_node(nid, f"aten::mm_{nid}", 4, {"num_ops": 1 << 20, "is_cpu_op": False},
                                         data_deps=(nid - 1,)))
                nid += 1
        C.write_trace(f"{prefix}.{r}.et", out, compress=compress)
    return prefix, groups_path


_CHILD = r"""
import json, resource, sys, time, tracemalloc
from topomilp.chakra import read_chakra
t = time.perf_counter()
tr = read_chakra(sys.argv[1], comm_groups=sys.argv[2])
wall = time.perf_counter() - t
rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
del tr
tracemalloc.start()   # a second read for the Python heap peak (tracemalloc slows it down)
tr = read_chakra(sys.argv[1], comm_groups=sys.argv[2])
_, peak = tracemalloc.get_traced_memory()
print(json.dumps({"wall_s": wall, "tracemalloc_peak_mb": peak / 1e6, "rss_peak_mb": rss / 1e3,
                  "nodes": tr.report.nodes, "ranks": tr.report.ranks,
                  "groups": len(tr.workload.groups), "mp_bytes": tr.workload.mp_bytes,
                  "unmapped": tr.report.unmapped, "result_mb": tr.workload.mp.nbytes / 1e6}))
"""


def measure(prefix: Path, groups: Path) -> dict:
    env = dict(os.environ, PYTHONPATH=str(HERE.parent))
    out = subprocess.run([sys.executable, "-c", _CHILD, str(prefix), str(groups)], capture_output=True,
                         text=True, env=env, check=True)
    return json.loads(out.stdout)


def protobuf_classes():
    """``(GlobalMetadata, Node)`` message classes built from the published field numbers
    (a FileDescriptorProto assembled here: no generated module, no protoc)."""
    from google.protobuf import descriptor_pb2, descriptor_pool, message_factory

    F = descriptor_pb2.FieldDescriptorProto
    fd = descriptor_pb2.FileDescriptorProto(name="et_def_min.proto", package="ChakraProtoMsg", syntax="proto3")

    def msg(name, fields):
        m = fd.message_type.add(name=name)
        for num, fname, ftype, label, tname in fields:
            f = m.field.add(name=fname, number=num, type=ftype, label=label)
            if tname:
                f.type_name = tname
        return m

    opt, rep = F.LABEL_OPTIONAL, F.LABEL_REPEATED
    attr = msg("AttributeProto", [(1, "name", F.TYPE_STRING, opt, None), (2, "doc_string", F.TYPE_STRING, opt, None)])
    scalars = {3: F.TYPE_DOUBLE, 5: F.TYPE_FLOAT, 7: F.TYPE_INT32, 9: F.TYPE_INT64, 11: F.TYPE_UINT32,
               13: F.TYPE_UINT64, 15: F.TYPE_SINT32, 17: F.TYPE_SINT64, 19: F.TYPE_FIXED32, 21: F.TYPE_FIXED64,
               23: F.TYPE_SFIXED32, 25: F.TYPE_SFIXED64, 27: F.TYPE_BOOL, 29: F.TYPE_STRING, 31: F.TYPE_BYTES}
    attr.oneof_decl.add(name="value")
    for num, t in scalars.items():
        attr.field.add(name=C.ATTR_VALUE_FIELDS[num] + "_val", number=num, type=t, label=opt, oneof_index=0)
    msg("IOInfo", [(1, "values", F.TYPE_STRING, opt, None), (2, "shapes", F.TYPE_STRING, opt, None),
                   (3, "types", F.TYPE_STRING, opt, None)])
    msg("GlobalMetadata", [(1, "version", F.TYPE_STRING, opt, None),
                           (2, "attr", F.TYPE_MESSAGE, rep, ".ChakraProtoMsg.AttributeProto")])
    msg("Node", [(1, "id", F.TYPE_UINT64, opt, None), (2, "name", F.TYPE_STRING, opt, None),
                 (3, "type", F.TYPE_INT32, opt, None), (4, "ctrl_deps", F.TYPE_UINT64, rep, None),
                 (5, "data_deps", F.TYPE_UINT64, rep, None), (6, "start_time_micros", F.TYPE_UINT64, opt, None),
                 (7, "duration_micros", F.TYPE_UINT64, opt, None),
                 (8, "inputs", F.TYPE_MESSAGE, opt, ".ChakraProtoMsg.IOInfo"),
                 (9, "outputs", F.TYPE_MESSAGE, opt, ".ChakraProtoMsg.IOInfo"),
                 (10, "attr", F.TYPE_MESSAGE, rep, ".ChakraProtoMsg.AttributeProto")])
    pool = descriptor_pool.DescriptorPool()
    pool.Add(fd)
    get = message_factory.GetMessageClass
    return get(pool.FindMessageTypeByName("ChakraProtoMsg.GlobalMetadata")), \
        get(pool.FindMessageTypeByName("ChakraProtoMsg.Node"))


def compare_protobuf(path: Path) -> dict:
    """Decode one rank file with both decoders; communication attributes of every node."""
    _, Node = protobuf_classes()
    data = C.read_file_bytes(path)
    t = time.perf_counter()
    ours = [(n.id, n.type, tuple(sorted(n.attrs.items()))) for n in C.read_nodes(path)]
    t_ours = time.perf_counter() - t
    t = time.perf_counter()
    theirs = []
    first = True
    for _, a, b in C.iter_messages(data, path):
        if first:
            first = False
            continue
        node = Node.FromString(data[a:b])
        attrs = ()
        if node.type in (5, 6, 7):
            attrs = tuple(sorted((x.name, getattr(x, x.WhichOneof("value"))) for x in node.attr
                                 if x.name in C.COMM_ATTRS))
        theirs.append((node.id, node.type, attrs))
    t_pb = time.perf_counter() - t
    return {"nodes": len(ours), "ours_s": t_ours, "protobuf_s": t_pb, "same": ours == theirs}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ranks", type=int, default=64)
    ap.add_argument("--nodes", type=int, default=1_000_000)
    ap.add_argument("--gzip", action="store_true")
    ap.add_argument("--compare-protobuf", action="store_true")
    ap.add_argument("--dir", type=Path, default=None, help="keep the trace here (default: a temporary directory)")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="chakra-perf-") as tmp:
        d = args.dir or Path(tmp)
        d.mkdir(parents=True, exist_ok=True)
        t = time.perf_counter()
        prefix, groups = generate(d, args.ranks, args.nodes, compress=args.gzip)
        gen = time.perf_counter() - t
        files = C.rank_files(prefix)
        largest = max(len(C.read_file_bytes(p)) for p in files)
        res = measure(prefix, groups)
        res.update(generate_s=gen, largest_rank_file_mb=largest / 1e6,
                   total_mb=sum(p.stat().st_size for p in files) / 1e6, gzip=args.gzip)
        if args.compare_protobuf:
            res["protobuf_compare"] = compare_protobuf(files[0])
        print(json.dumps(res, indent=1))
        ok = res["wall_s"] <= 30 and res["nodes"] >= args.nodes * 0.99
        print(f"{'PASS' if ok else 'FAIL'}: {res['nodes']} nodes in {res['wall_s']:.2f} s, tracemalloc peak "
              f"{res['tracemalloc_peak_mb']:.1f} MB (largest rank file {largest / 1e6:.1f} MB, "
              f"result {res['result_mb']:.3f} MB)")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
