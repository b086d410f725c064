"""The Chakra ET reader (topomilp.chakra, docs/interchange.md §2): a fixture assembled byte
by byte from the published schema (not by the module's writer), a generated multi-rank
trace with an exactly known workload, process groups, gzip, and bad input."""

from __future__ import annotations

import gzip
import json

import numpy as np
import pytest

from topomilp import chakra as C
from topomilp.errors import TopomilpInputError
from topomilp.model import AllReduceGroup, Workload
from topomilp.workloads import from_chakra, resolve_workload

# --------------------------------------------------------------------------- hand-made bytes
# Field numbers from chakra/schema/protobuf/et_def.proto. A key byte is (field << 3 | wire);
# wire 0 = varint, 1 = 64-bit, 2 = length-delimited.
META = bytes([
    0x07,                          # length prefix: GlobalMetadata of 7 bytes
    0x0A, 0x05, *b"0.0.4",         # GlobalMetadata.version (1, string) = "0.0.4"
])

ALLREDUCE_1000 = bytes([
    0x35,                          # length prefix: Node of 53 bytes
    0x08, 0x01,                    # Node.id (1, uint64) = 1
    0x12, 0x02, *b"ar",            # Node.name (2, string) = "ar"
    0x18, 0x07,                    # Node.type (3, enum NodeType) = COMM_COLL_NODE (7)
    0x52, 0x0D,                    # Node.attr (10, AttributeProto) of 13 bytes:
    0x0A, 0x09, *b"comm_type",     #   AttributeProto.name (1) = "comm_type"
    0x48, 0x00,                    #   AttributeProto.int64_val (9) = 0 = ALL_REDUCE
    0x52, 0x0E,                    # Node.attr of 14 bytes:
    0x0A, 0x09, *b"comm_size",     #   name = "comm_size"
    0x48, 0xE8, 0x07,              #   int64_val (9) = 1000 (varint e8 07)
    0x52, 0x0C,                    # Node.attr of 12 bytes:
    0x0A, 0x07, *b"pg_name",       #   name = "pg_name"
    0xEA, 0x01, 0x00,              #   string_val (29, key ea 01) = "" (all ranks)
])

SEND_64_TO_1 = bytes([
    0x27,                          # length prefix: Node of 39 bytes
    0x08, 0x02,                    # Node.id = 2
    0x12, 0x04, *b"send",          # Node.name = "send"
    0x18, 0x05,                    # Node.type = COMM_SEND_NODE (5)
    0x52, 0x0C,                    # Node.attr of 12 bytes:
    0x0A, 0x08, *b"comm_dst",      #   name = "comm_dst"
    0x38, 0x01,                    #   int32_val (7) = 1
    0x52, 0x0D,                    # Node.attr of 13 bytes:
    0x0A, 0x09, *b"comm_size",     #   name = "comm_size"
    0x68, 0x40,                    #   uint64_val (13, key 68) = 64
])

CPU_ALLREDUCE = bytes([
    0x28,                          # length prefix: Node of 40 bytes
    0x08, 0x03,                    # Node.id = 3
    0x12, 0x03, *b"cpu",           # Node.name = "cpu"
    0x18, 0x07,                    # Node.type = COMM_COLL_NODE
    0x52, 0x0E,                    # Node.attr of 14 bytes:
    0x0A, 0x09, *b"is_cpu_op",     #   name = "is_cpu_op"
    0xD8, 0x01, 0x01,              #   bool_val (27, key d8 01) = true
    0x52, 0x0D,                    # Node.attr of 13 bytes:
    0x0A, 0x09, *b"comm_size",     #   name = "comm_size"
    0x48, 0x05,                    #   int64_val = 5
])

COMPUTE = bytes([
    0x0B,                          # length prefix: Node of 11 bytes
    0x08, 0x04,                    # Node.id = 4
    0x12, 0x02, *b"mm",            # Node.name = "mm"
    0x18, 0x04,                    # Node.type = COMP_NODE (4)
    0x2A, 0x01, 0x03,              # Node.data_deps (5, packed uint64) = [3]
])

RECV_64_FROM_0 = bytes([
    0x32,                          # length prefix: Node of 50 bytes
    0x08, 0x07,                    # Node.id = 7
    0x12, 0x04, *b"recv",          # Node.name = "recv"
    0x18, 0x06,                    # Node.type = COMM_RECV_NODE (6)
    0x52, 0x0D,                    # Node.attr of 13 bytes:
    0x0A, 0x08, *b"comm_src",      #   name = "comm_src"
    0x88, 0x01, 0x00,              #   sint64_val (17, key 88 01) = zigzag 0 = 0
    0x52, 0x17,                    # Node.attr of 23 bytes:
    0x0A, 0x0B, *b"tensor_size",   #   name = "tensor_size"
    0xA9, 0x01,                    #   fixed64_val (21, wire 1, key a9 01) =
    0x40, 0, 0, 0, 0, 0, 0, 0,     #   64, little endian
])


def test_message_lengths_of_the_fixture():
    for msg in (META, ALLREDUCE_1000, SEND_64_TO_1, CPU_ALLREDUCE, COMPUTE, RECV_64_FROM_0):
        assert msg[0] == len(msg) - 1


def test_reads_a_hand_assembled_trace(tmp_path):
    (tmp_path / "hand.0.et").write_bytes(META + ALLREDUCE_1000 + SEND_64_TO_1 + CPU_ALLREDUCE + COMPUTE)
    (tmp_path / "hand.1.et").write_bytes(META + COMPUTE + ALLREDUCE_1000 + RECV_64_FROM_0)
    tr = C.read_chakra(tmp_path / "hand")
    w = tr.workload
    assert w.n == 2 and w.name == "chakra:hand"
    assert w.groups == (AllReduceGroup((0, 1), 1000.0),)
    assert w.mp.tolist() == [[0.0, 64.0], [0.0, 0.0]]
    rep = tr.report
    assert rep.nodes == 7
    assert rep.collectives == {"ALL_REDUCE": {"count": 1, "bytes": 1000.0}}
    assert rep.p2p == {"sends": 1, "send_bytes": 64.0, "recvs": 1, "matched_recvs": 1}
    assert rep.skipped == {"COMP_NODE": 2, "is_cpu_op": 1}
    assert rep.unmapped == {}
    assert C.ChakraReport.from_dict(json.loads(json.dumps(rep.to_dict()))) == rep


def test_node_attributes_decode_every_scalar_kind(tmp_path):
    nodes = list(C.read_nodes(_write(tmp_path / "one.0.et", META + RECV_64_FROM_0)))
    assert len(nodes) == 1
    assert (nodes[0].id, nodes[0].type, nodes[0].name) == (7, 6, "recv")
    assert nodes[0].attrs == {"comm_src": 0, "tensor_size": 64}


def _write(path, data):
    path.write_bytes(data)
    return path


# --------------------------------------------------------------------------- generated trace
GROUPS = {"1": [0, 1, 2, 3], "2": [4, 5, 6, 7]}


def _multi_rank(tmp_path, *, compress=False, extra=None):
    """8 ranks: AllReduce 800 on all, ReduceScatter 400 on group 1, AllGather 200 on
    group 2, AllToAll 4000 on group 1, two sends 0 -> 4 of 100 and 50, a send 6 -> 2 of 30,
    compute nodes in between."""
    prefix = tmp_path / "job"
    for r in range(8):
        nodes = [C.comp_node(100), C.coll_node(1, "ALL_REDUCE", 800, "0")]
        if r < 4:
            nodes += [C.coll_node(2, "REDUCE_SCATTER", 400, "1"), C.comp_node(101),
                      C.coll_node(3, "ALL_TO_ALL", 4000, "1")]
        else:
            nodes += [C.coll_node(2, "ALL_GATHER", 200, "2")]
        if r == 0:
            nodes += [C.send_node(10, 4, 100), C.send_node(11, 4, 50)]
        if r == 4:
            nodes += [C.recv_node(10, 0, 100), C.recv_node(11, 0, 50)]
        if r == 6:
            nodes += [C.send_node(12, 2, 30)]
        if r == 2:
            nodes += [C.recv_node(12, 6, 30)]
        if extra:
            nodes += extra(r)
        C.write_trace(f"{prefix}.{r}.et", nodes, compress=compress)
    return prefix


def _expected() -> Workload:
    mp = np.zeros((8, 8))
    for i in range(4):
        for j in range(4):
            if i != j:
                mp[i, j] = 1000.0              # 4000 bytes on 4 members: 1000 per ordered pair
    mp[0, 4] = 150.0
    mp[6, 2] = 30.0
    groups = (AllReduceGroup(tuple(range(8)), 800.0),
              AllReduceGroup((0, 1, 2, 3), 200.0),    # ReduceScatter 400 = ring volume of AllReduce 200
              AllReduceGroup((4, 5, 6, 7), 100.0))    # AllGather 200 -> 100
    return Workload(8, groups=groups, mp=mp, name="chakra:job")


@pytest.mark.parametrize("compress", [False, True])
def test_generated_multi_rank_trace_maps_to_the_expected_workload(tmp_path, compress):
    prefix = _multi_rank(tmp_path, compress=compress)
    tr = C.read_chakra(prefix, comm_groups=GROUPS)
    assert tr.workload == _expected()
    assert tr.report.collectives == {"ALL_GATHER": {"count": 1, "bytes": 200.0},
                                     "ALL_REDUCE": {"count": 1, "bytes": 800.0},
                                     "ALL_TO_ALL": {"count": 1, "bytes": 4000.0},
                                     "REDUCE_SCATTER": {"count": 1, "bytes": 400.0}}
    assert tr.report.p2p["matched_recvs"] == 3 and tr.report.unmapped == {}
    # the same through the workloads API, with the groups in a file
    path = tmp_path / "groups.json"
    path.write_text(json.dumps(GROUPS))
    assert from_chakra(prefix, comm_groups=path) == _expected()
    assert resolve_workload(f"chakra:{prefix}:{path}") == _expected()


def test_process_groups_from_a_process_group_init_node(tmp_path):
    pgs = json.dumps([json.dumps([{"pg_name": "0", "ranks": []}, {"pg_name": "1", "ranks": [0, 1, 2, 3]},
                                  {"pg_name": "2", "ranks": [4, 5, 6, 7]}])])
    init = C.encode_node(99, "## process_group:init ##", 1, inputs=pgs)
    prefix = _multi_rank(tmp_path, extra=lambda r: [init] if r == 0 else [])
    # the init node must come first: rewrite rank 0 with it at the front
    nodes0 = [init, C.comp_node(100), C.coll_node(1, "ALL_REDUCE", 800, "0"),
              C.coll_node(2, "REDUCE_SCATTER", 400, "1"), C.comp_node(101), C.coll_node(3, "ALL_TO_ALL", 4000, "1"),
              C.send_node(10, 4, 100), C.send_node(11, 4, 50)]
    C.write_trace(f"{prefix}.0.et", nodes0)
    tr = C.read_chakra(prefix)
    assert tr.workload == _expected()
    assert tr.report.groups["1"] == (0, 1, 2, 3)


def test_unmapped_nodes_are_counted_and_strict_raises(tmp_path):
    prefix = _multi_rank(tmp_path, extra=lambda r: [C.coll_node(50, "BROADCAST", 64, "0"),
                                                    C.encode_node(51, "send?", 5, {"comm_size": 8})])
    tr = C.read_chakra(prefix, comm_groups=GROUPS)
    assert tr.workload == _expected()          # nothing unmapped leaks into the workload
    assert tr.report.unmapped == {"BROADCAST has no mapping in this metric": 1, "send without comm_dst": 8}
    assert tr.report.examples and "node 50" in tr.report.examples[0]
    with pytest.raises(TopomilpInputError, match=r"rank 0 node 50 .*BROADCAST.*strict"):
        C.read_chakra(prefix, comm_groups=GROUPS, strict=True)


def test_unmatched_receive_is_reported(tmp_path):
    prefix = _multi_rank(tmp_path, extra=lambda r: [C.recv_node(60, 0, 7)] if r == 3 else [])
    tr = C.read_chakra(prefix, comm_groups=GROUPS)
    assert tr.workload == _expected()
    assert tr.report.unmapped == {"receive without a matching send (bytes dropped)": 1}
    with pytest.raises(TopomilpInputError, match="unmatched receive"):
        C.read_chakra(prefix, comm_groups=GROUPS, strict=True)


# --------------------------------------------------------------------------- bad input
def test_collective_mismatch_names_rank_node_and_both_values(tmp_path):
    prefix = _multi_rank(tmp_path)
    C.write_trace(f"{prefix}.5.et", [C.coll_node(1, "ALL_REDUCE", 800, "0"), C.coll_node(77, "ALL_GATHER", 201, "2")])
    with pytest.raises(TopomilpInputError) as e:
        C.read_chakra(prefix, comm_groups=GROUPS)
    msg = str(e.value)
    assert "rank 5 node 77" in msg and "ALL_GATHER of 201 bytes" in msg and "rank 4 node 2" in msg \
        and "ALL_GATHER of 200 bytes" in msg
    C.write_trace(f"{prefix}.5.et", [C.coll_node(1, "ALL_REDUCE", 800, "0"),
                                     C.coll_node(78, "REDUCE_SCATTER", 200, "2")])
    with pytest.raises(TopomilpInputError, match=r"rank 5 node 78.*REDUCE_SCATTER of 200.*ALL_GATHER of 200"):
        C.read_chakra(prefix, comm_groups=GROUPS)
    C.write_trace(f"{prefix}.5.et", [C.coll_node(1, "ALL_REDUCE", 800, "0")])
    with pytest.raises(TopomilpInputError, match=r"rank 5 runs 0 collective\(s\) on process group '2'"):
        C.read_chakra(prefix, comm_groups=GROUPS)


def test_send_receive_size_mismatch(tmp_path):
    prefix = _multi_rank(tmp_path)
    C.write_trace(f"{prefix}.2.et", [C.coll_node(1, "ALL_REDUCE", 800, "0"), C.coll_node(2, "REDUCE_SCATTER", 400, "1"),
                                     C.coll_node(3, "ALL_TO_ALL", 4000, "1"), C.recv_node(12, 6, 31)])
    with pytest.raises(TopomilpInputError, match=r"node 12: send of 30 bytes.*rank 2 node 12 has a receive of 31"):
        C.read_chakra(prefix, comm_groups=GROUPS)


def test_missing_rank(tmp_path):
    prefix = _multi_rank(tmp_path)
    (tmp_path / "job.3.et").unlink()
    with pytest.raises(TopomilpInputError, match=r"rank 3 is missing"):
        C.read_chakra(prefix, comm_groups=GROUPS)
    with pytest.raises(TopomilpInputError, match="no trace files"):
        C.read_chakra(tmp_path / "nothing")


def test_truncated_and_corrupt_files_name_file_and_byte(tmp_path):
    prefix = _multi_rank(tmp_path)
    f = tmp_path / "job.1.et"
    data = f.read_bytes()
    f.write_bytes(data[:-3])
    with pytest.raises(TopomilpInputError, match=rf"job\.1\.et: truncated at byte {len(data) - 3}"):
        C.read_chakra(prefix, comm_groups=GROUPS)
    # a node whose key uses wire type 7 (does not exist)
    f.write_bytes(META + bytes([0x02, 0x0F, 0x00]))
    with pytest.raises(TopomilpInputError, match=r"job\.1\.et: corrupt node at byte 8 .*wire type 7"):
        C.read_chakra(prefix, comm_groups=GROUPS)
    # a field longer than its node
    f.write_bytes(META + bytes([0x03, 0x12, 0x09, 0x61]))
    with pytest.raises(TopomilpInputError, match=r"job\.1\.et: corrupt node at byte 8"):
        C.read_chakra(prefix, comm_groups=GROUPS)
    f.write_bytes(b"")
    with pytest.raises(TopomilpInputError, match=r"job\.1\.et: empty file"):
        C.read_chakra(prefix, comm_groups=GROUPS)
    f.write_bytes(gzip.compress(data)[:-10])
    with pytest.raises(TopomilpInputError, match=r"job\.1\.et: corrupt or truncated gzip"):
        C.read_chakra(prefix, comm_groups=GROUPS)


def test_unknown_pg_name_and_rank_outside_the_group_file(tmp_path):
    prefix = _multi_rank(tmp_path)
    with pytest.raises(TopomilpInputError, match=r"process group '1', which is not defined"):
        C.read_chakra(prefix)
    with pytest.raises(TopomilpInputError, match=r"group '2' .* lists rank 8, but the trace has ranks 0\.\.7"):
        C.read_chakra(prefix, comm_groups={"1": [0, 1, 2, 3], "2": [4, 5, 6, 8]})
    with pytest.raises(TopomilpInputError, match=r"rank 3 node 2 runs a collective on process group '1', which "
                                                 r"does not contain rank 3"):
        C.read_chakra(prefix, comm_groups={"1": [0, 1, 2], "2": [4, 5, 6, 7]})
    bad = tmp_path / "g.json"
    bad.write_text("{not json")
    with pytest.raises(TopomilpInputError, match="not valid JSON"):
        C.read_chakra(prefix, comm_groups=bad)


def test_gzip_larger_than_the_read_chunks_and_multi_member(tmp_path):
    nodes = [C.comp_node(i) for i in range(20000)] + [C.coll_node(20000, "ALL_REDUCE", 9)]
    data = C.encode_trace(nodes)
    assert len(data) > 4 * 65536
    (tmp_path / "big.0.et").write_bytes(gzip.compress(data[:100000]) + gzip.compress(data[100000:]))
    (tmp_path / "big.1.et").write_bytes(data)
    a = [(n.id, n.type) for n in C.read_nodes(tmp_path / "big.0.et")]
    assert a == [(n.id, n.type) for n in C.read_nodes(tmp_path / "big.1.et")] and len(a) == 20001
    assert C.read_chakra(tmp_path / "big").workload.groups == (AllReduceGroup((0, 1), 9.0),)
