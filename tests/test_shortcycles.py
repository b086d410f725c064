"""(E6') short-cycle excess (formulations/uniform_enumeration.md): the nodes on a cycle of
length 3 or 4, found link by link, against a brute force over node quadruples, and the
excess bound it stands for against every node's hop profile."""

import itertools

import networkx as nx
import numpy as np
import pytest

from topomilp.exact.joint import shortcycles
from topomilp.exact.joint.enumeration import moore_sum
from topomilp.utils import hop_distances


def _brute_short(a: np.ndarray) -> set[int]:
    n = len(a)
    out: set[int] = set()
    for k in (3, 4):
        for nodes in itertools.permutations(range(n), k):
            if nodes[0] == min(nodes) and all(a[nodes[i], nodes[(i + 1) % k]] for i in range(k)):
                out.update(nodes)
    return out


@pytest.mark.parametrize("seed", range(12))
def test_short_nodes_equal_brute_force(seed):
    rng = np.random.default_rng(seed)
    n = int(rng.integers(5, 10))
    a = np.triu((rng.random((n, n)) < 0.35).astype(int), 1)
    a = a + a.T
    mask = shortcycles.short_nodes(a)
    assert {v for v in range(n) if mask >> v & 1} == _brute_short(a)
    assert shortcycles.masks(a) == [sum(1 << j for j in range(n) if a[i, j]) for i in range(n)]


@pytest.mark.parametrize("n,d,seed", [(12, 3, 0), (14, 3, 1), (16, 3, 2), (20, 3, 3), (18, 4, 4), (20, 4, 5)])
def test_each_node_on_a_short_cycle_has_excess_at_least_one(n, d, seed):
    """Moore depth 3: a node on a triangle or 4-cycle has excess >= 1, so the total excess
    is at least the number of such nodes (random regular graphs)."""
    assert shortcycles.applies(n, d)
    a = nx.to_numpy_array(nx.random_regular_graph(d, n, seed=seed), dtype=np.int64)
    excess = hop_distances(a).sum(axis=1) - moore_sum(n, d)
    mask = shortcycles.short_nodes(a)
    assert all(excess[v] >= 1 for v in range(n) if mask >> v & 1)
    assert excess.sum() >= mask.bit_count()


def test_excess_zero_at_n20_d3_is_girth_5_and_diameter_3():
    """Depth 3 with (E6')-(E6''): every class of excess 0 at n = 20, d = 3 has the Moore
    profile 3, 6, 10 at every node: girth at least 5, diameter 3, W = n M."""
    from topomilp.exact.joint.enumeration import isomorphism_classes, low_hop_multigraphs, total_hops

    classes = isomorphism_classes(low_hop_multigraphs(20, 3, 0, exact=True))
    assert classes
    for a in classes:
        g = nx.from_numpy_array(a)
        assert nx.girth(g) >= 5 and nx.diameter(g) == 3 and total_hops(a) == 20 * moore_sum(20, 3)
