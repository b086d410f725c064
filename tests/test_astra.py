"""ASTRA-sim bundles (topomilp.astra, topomilp.chakra_plan, docs/interchange.md §6).

What ASTRA-sim's ns-3 backend needs is checked here against the simulator's public
sources, with code of the test's own: its routing rule (``CalculateRoute`` in
astra-network-ns3 ``scratch/common.h``: a search from each host expanding switches
only) as a networkx search over the written file; the rate maps (``must set kmin for
each link speed``) against the rates the test reads off the file; the Chakra traces
against a ``protobuf`` parser built here from the field numbers of Chakra's
``et_def.proto`` (another program's reader), with the attribute types ASTRA-sim's feeder
reads (``et_feeder_node.cpp``)."""

from __future__ import annotations

import json
from collections import Counter, defaultdict

import networkx as nx
import numpy as np
import pytest

from topomilp.astra import REFERENCE_ECN, load_plan, rate_map, switch_topology_text, write_astra_bundle
from topomilp.chakra import read_chakra
from topomilp.chakra_plan import read_et, read_plan_traces, write_plan_traces
from topomilp.cli import main
from topomilp.errors import TopomilpInputError
from topomilp.heuristics import METHODS
from topomilp.interchange import ns3_text, parse_ns3, read_topology
from topomilp.model import AllReduceGroup, Cluster, Topology, Workload
from topomilp.traffic import AllReducePlan, Ring, transfer_matrices
from topomilp.workloads import dlrm_like, hybrid

N8 = [(i, (i + s) % 8) for i in range(8) for s in (1, 3)]       # circulant C8(1, 3): degree 4


def _circulant8() -> Topology:
    return Topology.from_edges(8, N8)


def _rotated(plan: AllReducePlan) -> list[list[tuple[tuple[int, ...], float]]]:
    """Each ring started at its smallest member (a ring is a cycle, not a list)."""
    out = []
    for rings in plan.rings:
        rs = []
        for r in rings:
            i = r.order.index(min(r.order))
            rs.append((r.order[i:] + r.order[:i], r.share))
        out.append(rs)
    return out


def _mixed_workload() -> tuple[Workload, AllReducePlan]:
    """Two AllReduce groups (one of all 8 nodes split over three rings, one of 4 nodes)
    and an MP matrix; sizes chosen so that every message is a whole number of bytes."""
    mp = np.zeros((8, 8))
    mp[0, 5], mp[3, 1], mp[7, 2] = 1000.0, 2500.0, 64.0
    w = Workload(8, groups=(AllReduceGroup(tuple(range(8)), 8.0e6), AllReduceGroup((1, 3, 5, 7), 4.0e5)), mp=mp)
    plan = AllReducePlan((
        (Ring((0, 1, 2, 3, 4, 5, 6, 7), 0.5), Ring((7, 6, 5, 4, 3, 2, 1, 0), 0.25),
         Ring((0, 3, 6, 1, 4, 7, 2, 5), 0.25)),
        (Ring((3, 1, 7, 5), 1.0),),
    ))
    return w, plan


# --------------------------------------------------------------------------- routing and rates
def _ns3_graph(text: str) -> tuple[nx.Graph, set[int], list[tuple[int, int, str]]]:
    rows = [ln.split() for ln in text.splitlines()]
    nodes, switches, links = (int(x) for x in rows[0])
    sw = {int(x) for x in rows[1]}
    assert len(sw) == switches
    lines = [(int(r[0]), int(r[1]), r[2]) for r in rows[2:] if r]
    assert len(lines) == links
    g = nx.Graph()
    g.add_nodes_from(range(nodes))
    g.add_edges_from((u, v) for u, v, _ in lines)
    return g, sw, lines


def _reach_through_switches(g: nx.Graph, sw: set[int], host: int) -> set[int]:
    """Hosts that ASTRA-sim's route search from ``host`` finds: it enqueues switches only."""
    seen, frontier = {host}, [host]
    while frontier:
        nxt = []
        for x in frontier:
            for y in g[x]:
                if y not in seen:
                    seen.add(y)
                    if y in sw:
                        nxt.append(y)
        frontier = nxt
    return {y for y in seen if y not in sw and y != host}


def test_switch_per_server_satisfies_the_routing_rule_and_hosts_only_does_not():
    topo = _circulant8()
    g, sw, _ = _ns3_graph(switch_topology_text(topo, 100.0))
    assert sw == set(range(8, 16))
    for h in range(8):
        assert _reach_through_switches(g, sw, h) == set(range(8)) - {h}
        assert list(g[h]) == [8 + h]                      # one link per host, to its own switch
    # the hosts-only file the plain ns3 writer makes: a host reaches its neighbours only
    g0, sw0, _ = _ns3_graph(ns3_text(topo, 100.0))
    assert sw0 == set()
    assert _reach_through_switches(g0, sw0, 0) == {1, 3, 5, 7}


def test_every_switch_port_rate_is_in_the_rate_maps_and_parallel_links_stay_one_line(tmp_path):
    # parallel links at 25 Gbit/s give 50 and 75 Gbit/s, rates the repository's maps lack
    topo = Topology.from_edges(4, [(0, 1), (0, 1), (0, 1), (1, 2), (2, 3), (3, 0), (0, 2), (0, 2), (1, 3)])
    out = write_astra_bundle(topo, Cluster(4, 5, 25.0), hybrid(4, 2, 2, 1e5, 1e6), tmp_path / "b")
    text = (tmp_path / "b" / "topology.txt").read_text()
    g, sw, lines = _ns3_graph(text)
    pairs = Counter(frozenset((u, v)) for u, v, _ in lines)
    assert max(pairs.values()) == 1
    port_rates = {int(round(float(r[:-4]) * 1e9)) for u, v, r in lines if u in sw or v in sw}
    assert {50_000_000_000, 75_000_000_000} <= port_rates
    config = (tmp_path / "b" / "config.txt").read_text()
    for key in ("KMAX_MAP", "KMIN_MAP", "PMAX_MAP"):
        assert set(rate_map(config, key)) == port_rates, key
    kmax, kmin = rate_map(config, "KMAX_MAP"), rate_map(config, "KMIN_MAP")
    assert (kmax[25_000_000_000], kmin[25_000_000_000]) == REFERENCE_ECN[25_000_000_000] == (400, 100)
    assert 800 < kmax[50_000_000_000] < 1600 and 200 < kmin[50_000_000_000] < 400   # between 40 and 100 Gbit/s
    # host links faster than the sum of the server's topology links (server 0: 3+1+2+... links)
    host = {u: float(r[:-4]) for u, v, r in lines if v in sw and u not in sw}
    assert min(host.values()) > topo.links.sum(axis=1).max() * 25.0
    assert out["host_gbps"] == min(host.values())
    # every file config.txt names exists, and the output directory too
    for ln in config.splitlines():
        k, *v = ln.split()
        if k.endswith("_FILE"):
            assert (tmp_path / "b" / v[0]).parent.is_dir(), ln
            if k in ("TOPOLOGY_FILE", "FLOW_FILE", "TRACE_FILE"):
                assert (tmp_path / "b" / v[0]).is_file(), ln
    assert json.loads((tmp_path / "b" / "logical_topology.json").read_text()) == {"logical-dims": ["4"]}
    # the subgroups of the native variant have a comm-group file, named on its command line
    assert json.loads((tmp_path / "b" / "comm_groups.json").read_text()) == {"1": [0, 2], "2": [1, 3]}
    assert "--comm-group-configuration=comm_groups.json" in out["variants"]["native"]["command"]


# --------------------------------------------------------------------------- the traces
def _protobuf_classes():
    """``(GlobalMetadata, Node)`` classes from a FileDescriptorProto built here from the
    field numbers of Chakra's et_def.proto (no generated code, no protoc)."""
    from google.protobuf import descriptor_pb2, descriptor_pool, message_factory

    F = descriptor_pb2.FieldDescriptorProto
    fd = descriptor_pb2.FileDescriptorProto(name="et_test.proto", package="ChakraProtoMsg", syntax="proto3")
    opt, rep = F.LABEL_OPTIONAL, F.LABEL_REPEATED
    bl = fd.message_type.add(name="BoolList")
    bl.field.add(name="values", number=1, type=F.TYPE_BOOL, label=rep)
    attr = fd.message_type.add(name="AttributeProto")
    attr.field.add(name="name", number=1, type=F.TYPE_STRING, label=opt)
    attr.oneof_decl.add(name="value")
    for name, num, t in (("int32_val", 7, F.TYPE_INT32), ("int64_val", 9, F.TYPE_INT64),
                         ("uint64_val", 13, F.TYPE_UINT64), ("bool_val", 27, F.TYPE_BOOL),
                         ("string_val", 29, F.TYPE_STRING)):
        attr.field.add(name=name, number=num, type=t, label=opt, oneof_index=0)
    attr.field.add(name="bool_list", number=28, type=F.TYPE_MESSAGE, label=opt, oneof_index=0,
                   type_name=".ChakraProtoMsg.BoolList")
    meta = fd.message_type.add(name="GlobalMetadata")
    meta.field.add(name="version", number=1, type=F.TYPE_STRING, label=opt)
    node = fd.message_type.add(name="Node")
    for name, num, t, lab in (("id", 1, F.TYPE_UINT64, opt), ("name", 2, F.TYPE_STRING, opt),
                              ("type", 3, F.TYPE_INT32, opt), ("ctrl_deps", 4, F.TYPE_UINT64, rep),
                              ("data_deps", 5, F.TYPE_UINT64, rep), ("duration_micros", 7, F.TYPE_UINT64, opt)):
        node.field.add(name=name, number=num, type=t, label=lab)
    node.field.add(name="attr", number=10, type=F.TYPE_MESSAGE, label=rep, type_name=".ChakraProtoMsg.AttributeProto")
    pool = descriptor_pool.DescriptorPool()
    pool.Add(fd)
    get = message_factory.GetMessageClass
    return get(pool.FindMessageTypeByName("ChakraProtoMsg.GlobalMetadata")), \
        get(pool.FindMessageTypeByName("ChakraProtoMsg.Node"))


def _length(data: bytes, pos: int) -> tuple[int, int]:
    """A message's varint length prefix (base 128, low group first)."""
    size = shift = 0
    while True:
        b = data[pos]
        pos += 1
        size |= (b & 0x7F) << shift
        shift += 7
        if b < 0x80:
            return size, pos


def _prefix(size: int) -> bytes:
    out = bytearray()
    while True:
        out.append((size & 0x7F) | (0x80 if size >= 0x80 else 0))
        size >>= 7
        if not size:
            return bytes(out)


def _parse_with_protobuf(path):
    """Messages of a rank file: varint length, then that many bytes, parsed by protobuf."""
    Meta, Node = _protobuf_classes()
    data = path.read_bytes()
    msgs, pos = [], 0
    while pos < len(data):
        size, pos = _length(data, pos)
        msgs.append(data[pos:pos + size])
        pos += size
    return Meta.FromString(msgs[0]), [Node.FromString(m) for m in msgs[1:]]


FEEDER_TYPES = {"comm_type": "int64_val", "comm_size": "int64_val", "comm_src": "int32_val",
                "comm_dst": "int32_val", "comm_tag": "int32_val", "is_cpu_op": "bool_val",
                "num_ops": "int64_val", "tensor_size": "uint64_val", "involved_dim": "bool_list",
                "pg_name": "string_val"}


def test_plan_traces_follow_the_schema_and_carry_the_ring_steps_and_mp(tmp_path):
    w, plan = _mixed_workload()
    write_plan_traces(tmp_path / "p", w, plan)
    sends = defaultdict(list)        # (src, dst) -> sizes
    recvs = defaultdict(list)
    by_tag = {}
    for rank in range(8):
        meta, nodes = _parse_with_protobuf(tmp_path / f"p.{rank}.et")
        assert meta.version == "0.0.4"
        ids = [nd.id for nd in nodes]
        assert ids == list(range(len(nodes)))
        for nd in nodes:
            attrs = {a.name: a for a in nd.attr}
            for name, a in attrs.items():
                assert a.WhichOneof("value") == FEEDER_TYPES[name], (nd.name, name)
            assert attrs["is_cpu_op"].bool_val is False
            assert all(d < nd.id for d in nd.data_deps)
            if nd.type == 4:                                  # COMP_NODE: the reduction after a receive
                assert len(nd.data_deps) == 1 and nodes[nd.data_deps[0]].type == 6
                continue
            assert nd.type in (5, 6)
            src, dst = attrs["comm_src"].int32_val, attrs["comm_dst"].int32_val
            size, tag = attrs["comm_size"].int64_val, attrs["comm_tag"].int32_val
            assert attrs["comm_type"].int64_val == nd.type    # 5 send, 6 receive, as in ASTRA-sim's example
            assert (src if nd.type == 5 else dst) == rank
            (sends if nd.type == 5 else recvs)[(src, dst)].append(size)
            by_tag.setdefault((src, dst, tag), []).append((nd.type, size))
    # every send meets one receive of the same pair, tag and size
    assert all(sorted(v) == [(5, v[0][1]), (6, v[0][1])] for v in by_tag.values())
    # ring steps: per ring and member 2(k-1) sends of share * S / k to the successor
    want = defaultdict(list)
    for g, rings in zip(w.groups, plan.rings):
        k = g.k
        for r in rings:
            for a, b in r.arcs():
                want[(a, b)] += [r.share * g.bytes_per_member / k] * (2 * (k - 1))
    for a, b in zip(*np.nonzero(w.mp)):
        want[(int(a), int(b))].append(float(w.mp[a, b]))
    assert {p: sorted(v) for p, v in sends.items()} == {p: sorted(v) for p, v in want.items()}
    assert {p: sorted(v) for p, v in recvs.items()} == {p: sorted(v) for p, v in want.items()}


def test_the_send_chain_of_one_member_is_the_custom_collective_layout(tmp_path):
    w, plan = _mixed_workload()
    write_plan_traces(tmp_path / "p", w, plan)
    _, nodes = _parse_with_protobuf(tmp_path / "p.3.et")
    ring = [nd for nd in nodes if nd.name.startswith("ar_g1_r0_")]        # group (1, 3, 5, 7), k = 4
    kinds = [nd.name.split("_")[3] for nd in ring]
    # s, r, reduce (k-1 = 3 times: reduce-scatter), then s, r (3 times: all-gather)
    assert kinds == ["send", "recv", "reduce"] * 3 + ["send", "recv"] * 3
    by_id = {nd.id: nd for nd in nodes}
    for i, nd in enumerate(ring):
        if nd.name.endswith("send_0"):
            assert list(nd.data_deps) == []
        elif "_send_" in nd.name:
            assert [by_id[d].name for d in nd.data_deps] == [ring[i - 1].name]     # waits for the reduce/recv
            assert ring[i - 1].name.split("_")[3] in ("reduce", "recv")


def test_plan_traces_round_trip_through_the_projects_readers(tmp_path):
    w, plan = _mixed_workload()
    write_plan_traces(tmp_path / "p", w, plan)
    back = read_plan_traces(tmp_path / "p")
    assert not back.native
    assert [set(g.members) for g in back.workload.groups] == [set(g.members) for g in w.groups]
    assert [g.bytes_per_member for g in back.workload.groups] == [g.bytes_per_member for g in w.groups]
    assert _rotated(back.plan) == _rotated(plan)
    assert np.array_equal(back.workload.mp, w.mp)
    # the Chakra workload reader sees every message as point-to-point traffic: ring + MP
    ar, mp = transfer_matrices(w, plan)
    assert np.allclose(read_chakra(tmp_path / "p", strict=True).workload.mp, ar + mp)
    # the native variant: one ALL_REDUCE of S per member and group, read by both readers
    write_plan_traces(tmp_path / "n", w, plan, native=True)
    nat = read_plan_traces(tmp_path / "n")
    assert nat.native and nat.plan is None
    assert [(g.members, g.bytes_per_member) for g in nat.workload.groups] == \
        [(tuple(sorted(g.members)), g.bytes_per_member) for g in w.groups]
    groups = {"2": [1, 3, 5, 7]}
    chakra_w = read_chakra(tmp_path / "n", comm_groups=groups, strict=True).workload
    assert [(set(g.members), g.bytes_per_member) for g in chakra_w.groups] == \
        [(set(g.members), g.bytes_per_member) for g in w.groups]
    _, nodes = _parse_with_protobuf(tmp_path / "n.1.et")
    coll = [nd for nd in nodes if nd.type == 7]
    assert [list(a.bool_list.values) for nd in coll for a in nd.attr if a.name == "involved_dim"] == [[True]] * 2
    assert [a.string_val for nd in coll for a in nd.attr if a.name == "pg_name"] == ["2"]


@pytest.mark.parametrize("method", ["topology_finder", "totient_perms"])
def test_heuristic_plans_round_trip_with_their_shares(tmp_path, method):
    c = Cluster(8, 4, 100.0)
    w = dlrm_like(8, 4e5, 8e6)
    res = METHODS[method](c, w, 0)
    plan = res.plan_for(w)
    out = write_astra_bundle(res.topology, c, w, tmp_path / method, plan=plan)
    back = read_plan_traces(out["variants"]["plan"]["traces"])
    k = w.groups[0].k
    for (ro, rs), (bo, bs) in zip(_rotated(plan)[0], _rotated(back.plan)[0]):
        assert ro == bo
        assert abs(rs - bs) <= k / w.groups[0].bytes_per_member    # sizes are whole bytes
    assert np.array_equal(back.workload.mp, w.mp)
    manifest = json.loads((tmp_path / method / "manifest.json").read_text())
    assert Topology.from_dict(manifest["topology"]) == res.topology


def test_et_reader_reads_what_it_decodes_field_by_field(tmp_path):
    w, plan = _mixed_workload()
    write_plan_traces(tmp_path / "p", w, plan)
    version, nodes = read_et(tmp_path / "p.0.et")
    assert version == "0.0.4"
    send = next(nd for nd in nodes if nd.type == 5)
    assert send.attrs["comm_dst"] == ("int32", 1) and send.attrs["comm_size"][0] == "int64"
    assert send.attrs["is_cpu_op"] == ("bool", False)


# --------------------------------------------------------------------------- reading back
def test_bundle_round_trips_through_convert(tmp_path, capsys):
    topo = Topology.from_edges(6, [(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (5, 0), (0, 3), (0, 3), (1, 4), (2, 5)])
    (tmp_path / "t.json").write_text(json.dumps(topo.to_dict()))
    rc = main(["convert", "--topology", str(tmp_path / "t.json"), "--to", "astra-ns3", "--workload", "allreduce",
               "--out", str(tmp_path / "b"), "--bandwidth-gbps", "100", "--json"])
    doc = json.loads(capsys.readouterr().out)
    assert rc == 0 and set(doc["variants"]) == {"plan", "native"}
    # the directory (bandwidth from its manifest) and the bare file (at the right bandwidth)
    for src, extra in ((tmp_path / "b", []), (tmp_path / "b" / "topology.txt", ["--bandwidth-gbps", "100"])):
        rc = main(["convert", "--topology", str(src), "--to", "json", "--out", str(tmp_path / "back.json"), *extra])
        capsys.readouterr()
        assert rc == 0
        assert read_topology(tmp_path / "back.json") == topo
    # evaluate reads it too, and scores it like the original
    rc = main(["evaluate", "--topology", str(tmp_path / "b"), "--workload", "allreduce", "--json"])
    a = json.loads(capsys.readouterr().out)
    rc2 = main(["evaluate", "--topology", str(tmp_path / "t.json"), "--workload", "allreduce", "--json"])
    b = json.loads(capsys.readouterr().out)
    assert rc == rc2 == 0 and a["comm_time_s"] == b["comm_time_s"]


@pytest.mark.parametrize("text, needle", [
    ("6 2 4\n4 5\n0 4 100Gbps 0.0005ms 0\n1 4 100Gbps 0.0005ms 0\n2 5 100Gbps 0.0005ms 0\n"
     "3 5 100Gbps 0.0005ms 0\n", "shared by several hosts"),
    ("4 2 3\n2 3\n0 2 100Gbps 0.0005ms 0\n1 3 100Gbps 0.0005ms 0\n0 1 100Gbps 0.0005ms 0\n",
     "host 0 is linked to host 1"),
    ("4 2 3\n0 1\n0 2 100Gbps 0.0005ms 0\n1 3 100Gbps 0.0005ms 0\n0 1 100Gbps 0.0005ms 0\n",
     "hosts must be nodes 0..1"),
    ("6 3 2\n3 4 5\n0 3 100Gbps 0.0005ms 0\n1 4 100Gbps 0.0005ms 0\n", "host 2 has 0 links"),
])
def test_switch_files_other_than_one_switch_per_server_are_refused(text, needle):
    with pytest.raises(TopomilpInputError, match=needle):
        parse_ns3(text, bandwidth_gbps=100)


# --------------------------------------------------------------------------- bad input
def test_bad_input_gives_one_line_and_exit_2(tmp_path, capsys):
    simplex = Topology.from_edges(4, [(0, 1), (1, 2), (2, 3), (3, 0)], link_model="simplex")
    with pytest.raises(TopomilpInputError, match="full duplex"):
        write_astra_bundle(simplex, Cluster(4, 1, 25.0, "simplex"), hybrid(4, 2, 2), tmp_path / "s")
    (tmp_path / "s.json").write_text(json.dumps(simplex.to_dict()))
    (tmp_path / "t.json").write_text(json.dumps(_circulant8().to_dict()))
    other = Topology.from_edges(8, [(i, (i + s) % 8) for i in range(8) for s in (1, 2)])
    (tmp_path / "plan-other.json").write_text(json.dumps({"topology": other.to_dict(), "plan": [
        [{"order": list(range(8)), "share": 1.0}]]}))
    (tmp_path / "plan-n6.json").write_text(json.dumps({"plan": [[{"order": list(range(6)), "share": 1.0}]]}))
    cases = [
        (["--topology", str(tmp_path / "s.json"), "--workload", "allreduce"], "full duplex"),
        (["--topology", str(tmp_path / "t.json"), "--workload", "allreduce", "--plan",
          str(tmp_path / "plan-other.json")], "another topology"),
        (["--topology", str(tmp_path / "t.json"), "--workload", "allreduce", "--plan",
          str(tmp_path / "plan-n6.json")], "visit exactly its members"),
        (["--topology", str(tmp_path / "t.json")], "needs the workload"),
        (["--topology", str(tmp_path / "t.json"), "--workload", "allreduce", "--host-gbps", "50"], "host_gbps"),
    ]
    for args, needle in cases:
        rc = main(["convert", "--to", "astra-ns3", "--out", str(tmp_path / "o"), *args])
        _, err = capsys.readouterr()
        assert rc == 2, args
        assert err.count("\n") == 1 and needle in err, err
    with pytest.raises(TopomilpInputError, match="has n=6"):
        write_astra_bundle(_circulant8(), Cluster(8, 4), hybrid(6, 3, 2), tmp_path / "x")
    with pytest.raises(TopomilpInputError, match="plan"):
        load_plan(tmp_path / "t.json")


def test_plan_reader_reads_bytes_protobuf_wrote(tmp_path):
    # a 3-rank ring (0 -> 2 -> 1) of 100-byte messages and one MP send, serialised by protobuf
    Meta, Node = _protobuf_classes()

    def node(nid, name, ntype, deps=(), **attrs):
        nd = Node(id=nid, name=name, type=ntype, data_deps=list(deps))
        for k, v in attrs.items():
            a = nd.attr.add(name=k)
            setattr(a, FEEDER_TYPES[k], v)
        return nd.SerializeToString()

    succ = {0: 2, 2: 1, 1: 0}
    pred = {v: k for k, v in succ.items()}
    for rank in range(3):
        msgs = [Meta(version="0.0.4").SerializeToString()]
        for t in range(4):
            base = len(msgs) - 1
            msgs.append(node(base, f"ar_g0_r0_send_{t}", 5, [base - 1] if t else [], comm_src=rank,
                             comm_dst=succ[rank], comm_size=100, comm_tag=t, is_cpu_op=False))
            msgs.append(node(base + 1, f"ar_g0_r0_recv_{t}", 6, comm_src=pred[rank], comm_dst=rank, comm_size=100,
                             comm_tag=t, is_cpu_op=False))
        if rank in (0, 2):
            ends = (0, 2)
            msgs.append(node(len(msgs) - 1, f"mp_{'send' if rank == 0 else 'recv'}_0_2", 5 if rank == 0 else 6,
                             comm_src=ends[0], comm_dst=ends[1], comm_size=7, comm_tag=99, is_cpu_op=False))
        (tmp_path / f"pb.{rank}.et").write_bytes(b"".join(_prefix(len(m)) + m for m in msgs))
    back = read_plan_traces(tmp_path / "pb")
    assert [(r.order, r.share) for r in back.plan.rings[0]] == [((0, 2, 1), 1.0)]
    assert back.workload.groups[0].bytes_per_member == 300.0
    assert back.workload.mp[0, 2] == 7 and back.workload.mp.sum() == 7


# --------------------------------------------------------------------------- the optimum's MP routing
@pytest.fixture(scope="module")
def dlrm6():
    """A proven optimum with split MP routing (n = 6, d = 3: about half a second)."""
    from topomilp.exact import solve
    from topomilp.oracle import joint_problem

    c = Cluster(6, 3, 100.0)
    w = dlrm_like(6, 4e5, 6e6)
    res = solve(joint_problem(c, w), time_limit=30)
    assert res.status == "optimal"
    return c, w, res


def test_relayed_mp_puts_the_optimums_bytes_on_every_link(tmp_path, dlrm6):
    from topomilp.evaluate import evaluate_workload

    c, w, res = dlrm6
    sol = res.solution
    assert any(len(paths) > 1 or len(paths[0][0]) > 2 for paths in sol.mp_routing.routes.values())
    out = write_astra_bundle(sol.topology, c, w, tmp_path / "b", plan=sol.plan, mp_routes=sol.mp_routing, chunks=4)
    # bytes per arc of every send in the traces, read by protobuf
    load = np.zeros((6, 6))
    for rank in range(6):
        _, nodes = _parse_with_protobuf(tmp_path / "b" / "collective" / f"plan.{rank}.et")
        by_id = {nd.id: nd for nd in nodes}
        for nd in nodes:
            if nd.type != 5:
                continue
            a = {x.name: x for x in nd.attr}
            u, v = a["comm_src"].int32_val, a["comm_dst"].int32_val
            assert sol.topology.links[u, v] > 0                 # every message crosses one link
            load[u, v] += a["comm_size"].int64_val
            if nd.name.startswith("mp_send_") and not nd.name.endswith("_h0"):   # a relay waits for its receive
                (dep,) = nd.data_deps
                assert by_id[dep].type == 6 and by_id[dep].name == nd.name.replace("mp_send_", "mp_recv_")[:-1] + \
                    str(int(nd.name[-1]) - 1)
    ev = evaluate_workload(sol.topology, c, w, plan=sol.plan, mp_routing=sol.mp_routing)
    assert ev.time_s == pytest.approx(sol.time_s, rel=1e-9)
    assert np.allclose(load, ev.arc_load_bytes, atol=20.0)      # whole-byte rounding of each message
    back = read_plan_traces(out["variants"]["plan"]["traces"])
    assert np.array_equal(back.workload.mp, w.mp)
    for (s, t), paths in sol.mp_routing.routes.items():
        got = dict(back.mp_routes[(s, t)])
        want = {p: f for p, f in paths if round(f * w.mp[s, t]) > 0}
        assert set(got) == set(want)
        assert all(abs(got[p] - want[p]) <= 1.0 / w.mp[s, t] for p in want)


def test_convert_takes_the_solutions_mp_routing_and_refuses_a_path_off_the_links(tmp_path, capsys, dlrm6):
    c, w, res = dlrm6
    (tmp_path / "sol.json").write_text(json.dumps(res.to_dict()))
    (tmp_path / "t.json").write_text(json.dumps(res.solution.topology.to_dict()))
    w_file = tmp_path / "w.json"
    w_file.write_text(json.dumps(w.to_dict()))
    base = ["convert", "--topology", str(tmp_path / "t.json"), "--to", "astra-ns3", "--workload", str(w_file),
            "--plan", str(tmp_path / "sol.json"), "--bandwidth-gbps", "100", "--json"]
    for how, relayed in (("plan", True), ("simulator", False)):
        rc = main([*base, "--out", str(tmp_path / how), "--mp-routing", how])
        doc = json.loads(capsys.readouterr().out)
        assert rc == 0 and doc["mp_routing"].startswith("explicit") == relayed
        back = read_plan_traces(tmp_path / how / "collective" / "plan")
        assert any(len(p) > 2 for v in back.mp_routes.values() for p, _ in v) == relayed
    # a path over a pair that is not linked
    links = res.solution.topology.links
    s, t = next((int(a), int(b)) for a, b in zip(*np.nonzero(w.mp)) if not links[a, b])
    with pytest.raises(TopomilpInputError, match="not a link"):
        write_astra_bundle(res.solution.topology, c, w, tmp_path / "x", mp_routes={(s, t): [((s, t), 1.0)]})


def test_solve_writes_a_bundle_of_its_solution(tmp_path, capsys):
    rc = main(["solve", "joint_topology", "--n", "6", "--d", "3", "--workload", "dlrm_like", "--bandwidth-gbps",
               "100", "--astra-out", str(tmp_path / "b"), "--json"])
    doc = json.loads(capsys.readouterr().out)
    assert rc == 0 and doc["status"] == "optimal" and doc["astra_bundle"] == str(tmp_path / "b")
    manifest = json.loads((tmp_path / "b" / "manifest.json").read_text())
    assert manifest["mp_routing"].startswith("explicit")
    assert read_topology(tmp_path / "b") == Topology.from_dict(doc["solution"]["topology"])
    back = read_plan_traces(tmp_path / "b" / "collective" / "plan")
    want = AllReducePlan(tuple(tuple(Ring(tuple(r["order"]), r["share"]) for r in rs if r["share"] > 0)
                               for rs in doc["solution"]["plan"]))
    assert [[o for o, _ in g] for g in _rotated(back.plan)] == [[o for o, _ in g] for g in _rotated(want)]
    rc = main(["solve", "stride_selection", "--n", "8", "--d", "4", "--astra-out", str(tmp_path / "c")])
    err = capsys.readouterr().err
    assert rc == 2 and err.count("\n") == 1 and "no workload" in err


def test_convert_takes_the_plan_and_paths_a_heuristic_saved(tmp_path, capsys):
    tf = tmp_path / "tf.json"
    rc = main(["heuristic", "topology_finder", "--n", "8", "--d", "4", "--workload", "dlrm_like",
               "--save-topology", str(tf), "--json"])
    capsys.readouterr()
    assert rc == 0
    rc = main(["convert", "--topology", str(tf), "--to", "astra-ns3", "--workload", "dlrm_like", "--out",
               str(tmp_path / "b"), "--json"])
    doc = json.loads(capsys.readouterr().out)
    assert rc == 0 and doc["mp_routing"].startswith("explicit")
    c = Cluster(8, 4)
    w = dlrm_like(8)
    res = METHODS["topology_finder"](c, w, 0)
    back = read_plan_traces(tmp_path / "b" / "collective" / "plan")
    assert [[o for o, _ in g] for g in _rotated(back.plan)] == \
        [[o for o, s in g if s > 0] for g in _rotated(res.plan_for(w))]
    # the paths were saved for dlrm_like: another workload is refused in one line
    rc = main(["convert", "--topology", str(tf), "--to", "astra-ns3", "--workload", "allreduce", "--out",
               str(tmp_path / "c")])
    err = capsys.readouterr().err
    assert rc == 2 and err.count("\n") == 1 and "was saved for workload" in err


def test_the_plan_runs_as_astra_sims_custom_collective(tmp_path):
    # rank 3 has no traffic: its implementation file still needs a node to finish on
    w = Workload(4, groups=(AllReduceGroup((0, 1, 2), 3e5),))
    topo = Topology.from_edges(4, [(0, 1), (1, 2), (2, 3), (3, 0), (0, 2), (1, 3)])
    out = write_astra_bundle(topo, Cluster(4, 3, 100.0), w, tmp_path / "b")
    system = json.loads((tmp_path / "b" / "system_plan.json").read_text())
    assert system["all-reduce-implementation-custom"] == ["collective/plan"]
    assert system["preferred-dataset-splits"] == 1            # the implementation runs once, not per split
    plan, native = out["variants"]["plan"], out["variants"]["native"]
    assert "--workload-configuration=workload/plan --system-configuration=system_plan.json" in plan["command"]
    assert "--workload-configuration=workload/native --system-configuration=system.json" in native["command"]
    for rank in range(4):
        _, impl = _parse_with_protobuf(tmp_path / "b" / "collective" / f"plan.{rank}.et")
        assert impl, rank
        if rank == 3:
            assert [(nd.name, nd.type) for nd in impl] == [("idle", 4)]
        _, trigger = _parse_with_protobuf(tmp_path / "b" / "workload" / f"plan.{rank}.et")
        assert len(trigger) == 1 and trigger[0].type == 7
        a = {x.name: x for x in trigger[0].attr}
        assert a["comm_type"].WhichOneof("value") == "int64_val" and a["comm_type"].int64_val == 0
        assert list(a["involved_dim"].bool_list.values) == [True] and a["is_cpu_op"].bool_val is False
    back = read_plan_traces(plan["traces"])
    assert [(set(g.members), g.bytes_per_member) for g in back.workload.groups] == [({0, 1, 2}, 3e5)]


def test_a_bundle_written_over_a_larger_one_keeps_only_its_own_ranks(tmp_path):
    write_astra_bundle(_circulant8(), Cluster(8, 4), dlrm_like(8, 1e3, 1e4), tmp_path / "b")
    small = Topology.from_edges(4, [(0, 1), (1, 2), (2, 3), (3, 0)])
    out = write_astra_bundle(small, Cluster(4, 2), dlrm_like(4, 1e3, 1e4), tmp_path / "b")
    assert sorted(p.name for p in (tmp_path / "b" / "collective").iterdir()) == [f"plan.{r}.et" for r in range(4)]
    assert read_plan_traces(out["variants"]["plan"]["traces"]).workload.n == 4
    assert read_topology(tmp_path / "b") == small


def test_plan_reader_names_what_does_not_fit(tmp_path):
    from topomilp.chakra import coll_node, write_trace

    for r in range(2):                       # a trace of another program: an ALL_REDUCE named its own way
        write_trace(tmp_path / f"other.{r}.et", [coll_node(1, "ALL_REDUCE", 1000)])
    with pytest.raises(TopomilpInputError, match="not part of a topomilp plan trace"):
        read_plan_traces(tmp_path / "other")
    w, plan = _mixed_workload()
    write_plan_traces(tmp_path / "p", w, plan)
    (tmp_path / "p.3.et").unlink()           # a gap in the ranks
    with pytest.raises(TopomilpInputError, match="rank 3 is missing"):
        read_plan_traces(tmp_path / "p")
    (tmp_path / "p.7.et").rename(tmp_path / "p.3.et")     # rank 7's file in rank 3's place
    with pytest.raises(TopomilpInputError, match="of rank 3 has comm_src 7"):
        read_plan_traces(tmp_path / "p")
    w2 = Workload(3, mp=np.array([[0, 5.0, 0], [0, 0, 0], [0, 0, 0]]))
    write_plan_traces(tmp_path / "q", w2)
    _, nodes = read_et(tmp_path / "q.1.et")
    assert [nd.name for nd in nodes] == ["mp_recv_0_1_p0_c0_h0"]
    (tmp_path / "q.1.et").write_bytes((tmp_path / "q.2.et").read_bytes())    # the receive is lost
    with pytest.raises(TopomilpInputError, match="no matching counterpart"):
        read_plan_traces(tmp_path / "q")


FAKE_ASTRA = """#!{python}
# Stands in for ASTRA-sim's ns-3 binary: checks that every file the arguments name exists
# relative to the working directory, then prints what ASTRA-sim prints when ranks finish.
import json, os, sys
args = dict(a[2:].split("=", 1) for a in sys.argv[1:])
n = int(json.load(open(args["logical-topology-configuration"]))["logical-dims"][0])
system = json.load(open(args["system-configuration"]))
prefixes = [args["workload-configuration"]] + system.get("all-reduce-implementation-custom", [])
missing = [f"{{p}}.{{r}}.et" for p in prefixes for r in range(n) if not os.path.isfile(f"{{p}}.{{r}}.et")]
conf = dict(ln.split(" ", 1) for ln in open(args["network-configuration"]).read().splitlines() if ln)
missing += [conf["TOPOLOGY_FILE"]] if not os.path.isfile(conf["TOPOLOGY_FILE"]) else []
missing += [conf["QLEN_MON_FILE"]] if not os.path.isdir(os.path.dirname(conf["QLEN_MON_FILE"])) else []
if missing:
    sys.exit("missing: " + " ".join(missing))
for r in range(n - {short}):
    print(f"sys[{{r}}] finished, {{1000 + r}} cycles, exposed communication {{1000 + r}} cycles.")
"""


def test_run_bundle_runs_the_readme_command_and_reads_the_simulated_time(tmp_path):
    import sys

    from topomilp.astra import run_bundle

    w = hybrid(4, 2, 2, 1e4, 1e5)
    topo = Topology.from_edges(4, [(0, 1), (1, 2), (2, 3), (3, 0), (0, 2), (1, 3)])
    write_astra_bundle(topo, Cluster(4, 3, 100.0), w, tmp_path / "b")
    fake = tmp_path / "astra_fake"
    fake.write_text(FAKE_ASTRA.format(python=sys.executable, short=0))
    fake.chmod(0o755)
    for variant in ("plan", "native"):
        res = run_bundle(tmp_path / "b", variant, binary=str(fake))
        assert res["status"] == "ok", res["output_tail"]
        assert res["time_ns"] == 1003 and res["finished"] == {0: 1000, 1: 1001, 2: 1002, 3: 1003}
    fake.write_text(FAKE_ASTRA.format(python=sys.executable, short=1))     # rank 3 never finishes
    assert run_bundle(tmp_path / "b", binary=str(fake))["status"] == "incomplete"
    with pytest.raises(TopomilpInputError, match="no bundle variant"):
        run_bundle(tmp_path / "b", "other", binary=str(fake))
    with pytest.raises(TopomilpInputError, match="not found"):
        run_bundle(tmp_path / "b", binary=str(tmp_path / "nothing"))
