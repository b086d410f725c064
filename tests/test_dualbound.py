"""(E7'') the path-length bound (formulations/uniform_enumeration.md): never below the
exact routing LP's throughput (all-to-all and dlrm_like, duplex graphs of diameter 2 and
more, multigraphs included), equal to (E1) with unit lengths."""

import networkx as nx
import numpy as np
import pytest

from topomilp.exact.joint.dualbound import path_length_bound
from topomilp.exact.joint.enumeration import low_hop_multigraphs, total_hops
from topomilp.exact.rings import ring_family, route_with_ring_generation
from topomilp.workloads import all_to_all, dlrm_like


def _graphs():
    out = [nx.to_numpy_array(nx.random_regular_graph(d, n, seed=s), dtype=np.int64)
           for n, d, s in [(10, 3, 0), (12, 3, 1), (12, 4, 2), (14, 5, 3), (16, 3, 4)]]
    out += list(low_hop_multigraphs(8, 3, 4))[:6]                       # multi-links among them
    return out


@pytest.mark.parametrize("k", range(11))
@pytest.mark.parametrize("workload", [all_to_all, dlrm_like])
def test_bound_is_never_below_the_routing_optimum(k, workload):
    a = _graphs()[k]
    n = len(a)
    w = workload(n)
    fam = ring_family(w, "any")
    ring = [g.ring_bytes / 1e6 for g in w.groups]
    lam = route_with_ring_generation(a, w.mp / 1e6, fam, ring).throughput     # exact up to 16 members
    b = w.mp[0, 1] / 1e6
    per_member = sum(ring)                              # every group spans all n nodes
    assert path_length_bound(a, b, per_member, 1.0) >= lam * (1 - 1e-9)
    e1 = n * int(a.sum(axis=1)[0]) / (b * total_hops(a) + per_member * n)        # (E1)
    assert path_length_bound(a, b, per_member, 1.0, lengths=(a > 0).astype(float)) == pytest.approx(e1)



def test_graphs_cover_both_forms():
    """The graphs above include diameter 2 (closed form) and diameter 3 or more (loop)."""
    diam = {int(nx.diameter(nx.from_numpy_array((a > 0).astype(int)))) for a in _graphs()}
    assert 2 in diam and max(diam) >= 3
