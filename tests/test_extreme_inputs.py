"""Extreme but syntactically valid input: an answer that is checked, or one line and exit 2."""

from __future__ import annotations

import json

import numpy as np
import pytest

from topomilp import cli
from topomilp.errors import TopomilpInputError
from topomilp.model import MAX_PORTS, Topology


def run_main(capsys, *args: str) -> tuple[int, str, str]:
    rc = cli.main(list(args))
    out, err = capsys.readouterr()
    return rc, out, err


def one_error_line(rc: int, out: str, err: str, *needles: str) -> None:
    assert rc == 2 and out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("topomilp: error: "), err
    for needle in needles:
        assert needle in lines[0], (needle, lines[0])


# --------------------------------------------------------------------------- link counts
@pytest.mark.parametrize("big", [1e20, 10**20, np.uint64(2**63 + 5), 2**62, MAX_PORTS + 1])
def test_huge_link_count_is_rejected_naming_the_field(big):
    links = np.zeros((3, 3), dtype=np.uint64 if isinstance(big, np.uint64) else object)
    links[0, 1] = links[1, 0] = big
    links[1, 2] = links[2, 1] = 1
    with pytest.raises(TopomilpInputError) as exc:
        Topology(links.astype(np.uint64) if isinstance(big, np.uint64) else links.tolist())
    assert exc.value.field == "links" and str(MAX_PORTS) in exc.value.rule


def test_largest_link_count_is_kept_exactly():
    t = Topology([[0, MAX_PORTS], [MAX_PORTS, 0]])
    assert t.degrees().tolist() == [MAX_PORTS, MAX_PORTS]


@pytest.mark.parametrize("suffix", [".json", ".graphml", ".csv"])
def test_topology_file_with_1e20_links_is_one_line_exit_2(tmp_path, capsys, suffix):
    links = [[0, 1e20, 1], [1e20, 0, 1], [1, 1, 0]]
    path = tmp_path / f"t{suffix}"
    if suffix == ".json":
        path.write_text(json.dumps({"link_model": "duplex", "links": links}))
    elif suffix == ".csv":
        path.write_text("\n".join(",".join(f"{v:g}" for v in row) for row in links) + "\n")
    else:
        import networkx as nx

        g = nx.Graph()
        g.add_nodes_from(range(3))
        g.add_edge(0, 1, links=10**20)
        g.add_edge(1, 2, links=1)
        g.add_edge(0, 2, links=1)
        nx.write_graphml(g, path)
    rc, out, err = run_main(capsys, "evaluate", "--topology", str(path), "--workload", "all_to_all")
    one_error_line(rc, out, err, "1024")
    assert "link" in err


def test_non_integral_link_count_in_a_file_is_rejected(tmp_path, capsys):
    path = tmp_path / "t.json"
    path.write_text(json.dumps({"links": [[0, 1.5], [1.5, 0]]}))
    rc, out, err = run_main(capsys, "evaluate", "--topology", str(path), "--workload", "all_to_all")
    one_error_line(rc, out, err, "links", "whole numbers")
