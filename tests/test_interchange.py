"""Topology interchange (topomilp.interchange, docs/interchange.md §3): round trips through
every format, files written by hand and by networkx itself, bad files, and the CLI
(convert, evaluate on a GraphML design, workload show, chakra: specs)."""

from __future__ import annotations

import json

import networkx as nx
import numpy as np
import pytest

from topomilp import chakra as C
from topomilp.cli import main
from topomilp.errors import TopomilpInputError
from topomilp.interchange import TOPOLOGY_FORMATS, ns3_text, read_topology, workload_summary, write_topology
from topomilp.model import Topology
from topomilp.workloads import all_to_all, resolve_workload

EXT = {"ns3": ".txt", "graphml": ".graphml", "node-link": ".json", "json": ".json"}


def _topologies():
    yield Topology.from_edges(4, [(0, 1), (1, 2), (2, 3), (3, 0), (0, 1), (2, 3)], name="doubled")  # parallel links
    yield Topology.from_edges(6, [(i, (i + 1) % 6) for i in range(6)] + [(0, 3), (1, 4), (2, 5)], name="c6")
    links = np.zeros((5, 5), dtype=int)
    for i in range(5):
        links[i, (i + 1) % 5] = 2
        links[i, (i + 2) % 5] = 1
    yield Topology(links, "simplex", name="directed")


@pytest.mark.parametrize("fmt", TOPOLOGY_FORMATS)
def test_every_format_round_trips(tmp_path, fmt):
    for topo in _topologies():
        if fmt == "ns3" and topo.link_model == "simplex":
            with pytest.raises(TopomilpInputError, match="full duplex"):
                write_topology(topo, tmp_path / "x.txt", "ns3")
            continue
        p = tmp_path / f"{topo.name}-{fmt}{EXT[fmt]}"
        write_topology(topo, p, fmt, bandwidth_gbps=100, latency_ns=700)
        back = read_topology(p, bandwidth_gbps=100)
        assert back == topo and back.link_model == topo.link_model, (fmt, topo.name)


def test_ns3_text_folds_parallel_links_into_the_rate(tmp_path):
    topo = Topology.from_edges(4, [(0, 1), (1, 2), (2, 3), (3, 0), (0, 1), (2, 3)])
    assert ns3_text(topo, 25, 5000).splitlines() == [
        "4 0 4", "", "0 1 50Gbps 0.005ms 0", "0 3 25Gbps 0.005ms 0", "1 2 25Gbps 0.005ms 0", "2 3 50Gbps 0.005ms 0"]


def test_reads_files_written_by_hand_and_by_networkx(tmp_path):
    # ASTRA-sim's example layout, 400 Gbps links given in Tbps/Mbps, without the
    # bandwidth: the multiplicity comes from the rates' greatest common divisor
    (tmp_path / "hand.txt").write_text("3 0 3\n\n0 1 0.4Tbps 0.005ms 0\n1 2 400000Mbps 0.005ms 0\n"
                                       "2 0 800Gbps 0.005ms 0\n")
    t = read_topology(tmp_path / "hand.txt")
    assert t.links.tolist() == [[0, 1, 2], [1, 0, 1], [2, 1, 0]]
    # a plain networkx MultiGraph written by networkx: parallel edges count as links
    g = nx.MultiGraph()
    g.add_edges_from([(0, 1), (0, 1), (1, 2), (2, 0)])
    nx.write_graphml(g, tmp_path / "nx.graphml")
    assert read_topology(tmp_path / "nx.graphml").links.tolist() == [[0, 2, 1], [2, 0, 1], [1, 1, 0]]
    # node-link JSON from networkx itself (edges key "edges")
    h = nx.cycle_graph(4)
    (tmp_path / "nl.json").write_text(json.dumps(nx.node_link_data(h, edges="edges")))
    assert read_topology(tmp_path / "nl.json") == Topology.from_edges(4, [(0, 1), (1, 2), (2, 3), (3, 0)])
    # and our node-link output is read by networkx with the documented attributes
    write_topology(Topology.from_edges(3, [(0, 1), (0, 1), (1, 2), (2, 0)]), tmp_path / "ours.json", "node-link",
                   bandwidth_gbps=10)
    g2 = nx.node_link_graph(json.loads((tmp_path / "ours.json").read_text()), edges="links")
    assert g2[0][1]["links"] == 2 and g2[0][1]["bandwidth_gbps"] == 20.0 and g2[1][2]["links"] == 1


@pytest.mark.parametrize("name, text, needle", [
    ("count.txt", "3 0 2\n\n0 1 25Gbps 0.005ms 0\n0 5 25Gbps 0.005ms 0\n", "declares 3 nodes but a link joins 0 and 5"),
    ("lines.txt", "3 0 3\n\n0 1 25Gbps 0.005ms 0\n", "declares 3 links but 1 link lines follow"),
    ("switch.txt", "4 1 3\n3\n0 3 25Gbps 0.005ms 0\n1 3 25Gbps 0.005ms 0\n2 3 25Gbps 0.005ms 0\n", "switch"),
    ("rate.txt", "3 0 1\n\n0 1 fast 0.005ms 0\n", "rate must look like"),
    ("frac.txt", "3 0 1\n\n0 1 30Gbps 0.005ms 0\n", "not a whole number of 25 Gbps links"),
    ("nl.json", json.dumps({"nodes": [{"id": 0}, {"id": 1}], "links": [{"source": 0, "target": 2}]}),
     "lists 2 nodes but a link refers to node 2"),
    ("ids.json", json.dumps({"nodes": [{"id": 0}, {"id": 5}], "links": [{"source": 0, "target": 5}]}),
     "node ids must be the integers 0..1"),
    ("bad.json", "{", "not valid JSON"),
])
def test_bad_topology_files(tmp_path, name, text, needle):
    (tmp_path / name).write_text(text)
    with pytest.raises(TopomilpInputError, match=needle):
        read_topology(tmp_path / name, bandwidth_gbps=25)


def _run(capsys, *argv):
    rc = main(list(argv))
    out, err = capsys.readouterr()
    return rc, out, err


def test_cli_convert_and_evaluate_a_graphml_design(tmp_path, capsys):
    topo = Topology.from_edges(4, [(0, 1), (1, 2), (2, 3), (3, 0), (0, 2), (1, 3)])
    write_topology(topo, tmp_path / "t.json", "json")
    for fmt in TOPOLOGY_FORMATS:
        out = tmp_path / f"out-{fmt}{EXT[fmt]}"
        rc, text, _ = _run(capsys, "convert", "--topology", str(tmp_path / "t.json"), "--to", fmt, "--out", str(out),
                           "--bandwidth-gbps", "40", "--json")
        assert rc == 0 and json.loads(text)["links"] == 6
        assert read_topology(out, bandwidth_gbps=40) == topo
    rc, a, _ = _run(capsys, "evaluate", "--topology", str(tmp_path / "out-graphml.graphml"), "--workload",
                    "all_to_all", "--json")
    rc2, b, _ = _run(capsys, "evaluate", "--topology", str(tmp_path / "t.json"), "--workload", "all_to_all", "--json")
    assert rc == rc2 == 0
    # K4 at 25 Gbit/s, 4 MB per ordered pair on its own link: 4e6 / 3.125e9 s
    assert json.loads(a)["comm_time_s"] == json.loads(b)["comm_time_s"] == pytest.approx(4e6 / 3.125e9)
    (tmp_path / "broken.txt").write_text("2 0 1\n\n0 3 25Gbps 0.005ms 0\n")
    rc, _, err = _run(capsys, "evaluate", "--topology", str(tmp_path / "broken.txt"), "--workload", "all_to_all")
    assert rc == 2 and err.startswith("topomilp: error: ") and "declares 2 nodes" in err and err.count("\n") == 1


def _trace(tmp_path):
    prefix = tmp_path / "job"
    for r in range(4):
        nodes = [C.coll_node(1, "ALL_REDUCE", 4000), C.coll_node(2, "ALL_TO_ALL", 400, "1" if r < 2 else "2")]
        nodes += [C.send_node(3, 3, 10)] if r == 0 else [C.recv_node(3, 0, 10)] if r == 3 else []
        C.write_trace(f"{prefix}.{r}.et", nodes)
    groups = tmp_path / "groups.json"
    groups.write_text(json.dumps({"1": [0, 1], "2": [2, 3]}))
    return f"chakra:{prefix}:{groups}"


def test_cli_workload_show_and_chakra_specs(tmp_path, capsys):
    spec = _trace(tmp_path)
    rc, text, _ = _run(capsys, "workload", "show", spec, "--json")
    doc = json.loads(text)
    assert rc == 0 and doc["ranks"] == 4
    assert doc["collectives"] == {"ALL_REDUCE": {"count": 1, "bytes": 4000.0},
                                  "ALL_TO_ALL": {"count": 2, "bytes": 800.0}}
    # MP: 0<->1 and 2<->3 get 400/2 each way, plus the send 0->3 of 10: 5 of 12 pairs
    assert doc["p2p"] == {"total_bytes": 810.0, "pairs": 5, "ordered_pairs": 12, "sparsity": pytest.approx(7 / 12)}
    assert doc["ring_bytes"] == pytest.approx(2 * 3 * 4000.0)
    assert doc == json.loads(json.dumps(workload_summary(resolve_workload(spec), None) | {
        "collectives": doc["collectives"], "report": doc["report"]}))
    rc, text, _ = _run(capsys, "workload", "show", "all_to_all", "--n", "3", "--json")
    assert json.loads(text)["p2p"]["sparsity"] == 0.0 and json.loads(text)["collectives"] == {}
    # the same spec works in heuristic and bench
    rc, text, _ = _run(capsys, "heuristic", "topology_finder", "--n", "4", "--d", "2", "--workload", spec, "--json")
    assert rc == 0 and json.loads(text)["workload"] == "chakra:job"
    rc, _, err = _run(capsys, "heuristic", "topology_finder", "--n", "6", "--d", "2", "--workload", spec)
    assert rc == 2 and "has n=4, but --n is 6" in err
    rc, _, err = _run(capsys, "workload", "show", f"chakra:{tmp_path}/nothing")
    assert rc == 2 and "no trace files" in err


def test_bench_accepts_a_trace_and_writes_ns3_files(tmp_path, capsys):
    spec = _trace(tmp_path)
    out = tmp_path / "bench"
    rc, _, err = _run(capsys, "bench", "--n", "4", "--d", "2", "--workloads", spec, "--methods",
                      "topology_finder,joint_topology", "--no-subproblems", "--time-limit", "20", "--out", str(out),
                      "--quiet")
    assert rc == 0, err
    files = sorted(p.name for p in (out / "ns3").iterdir())
    assert len(files) == 2 and any("joint_topology" in f for f in files) and any("topology_finder" in f for f in files)
    for f in files:
        t = read_topology(out / "ns3" / f, bandwidth_gbps=25)
        assert t.n == 4 and t.degrees().tolist() == [2, 2, 2, 2]


def test_workload_summary_of_a_generator():
    s = workload_summary(all_to_all(4, bytes_per_pair=2.0))
    assert s["p2p"] == {"total_bytes": 24.0, "pairs": 12, "ordered_pairs": 12, "sparsity": 0.0}
