"""The strengthened joint_topology MILP (strengthen=True) against the textbook model,
brute force, and instances whose optimum is known independently (a circulant meeting
the Moore hop bound)."""

from __future__ import annotations

import doctest
import json

import numpy as np
import pytest
from scipy.sparse.csgraph import shortest_path

from topomilp.errors import TopomilpInputError, VerificationError
from topomilp.exact import SolveOptions, solve
from topomilp.exact.joint import JointSolution, JointTopology
from topomilp.exact.joint import bounds as joint_bounds
from topomilp.exact.joint import starts as joint_starts
from topomilp.exact.joint.bounds import (
    moore_hop_bytes,
    moore_levels,
    permutation_cycles,
    replica_blocks,
    stabiliser_chain,
    symmetry_level,
)
from topomilp.exact.joint.methods import Incumbent, StageRelaxation
from topomilp.exact.joint.starts import circulant_link_matrices
from topomilp.model import AllReduceGroup, Cluster, Topology, Workload
from topomilp.testing import regular_multigraphs, workload_min_time_lp
from topomilp.workloads import all_to_all, allreduce, dlrm_like, hybrid, permutation, skewed


def _stab0_workload(n: int) -> Workload:
    """MP invariant under relabellings fixing node 0 only (symmetry level 1)."""
    mp = np.full((n, n), 1e9)
    mp[0, :] = 3e9
    mp[:, 0] = 2e9
    np.fill_diagonal(mp, 0)
    return Workload(n, mp=mp, name="stab0")


def _brute(c: Cluster, w: Workload) -> float:
    return min(workload_min_time_lp(t, c, w) for t in regular_multigraphs(c.n, c.d, c.link_model))


@pytest.mark.parametrize("n,d,lm,wl", [
    (5, 2, "duplex", all_to_all(5, bytes_per_pair=1e9)),        # symmetry level 2
    (6, 3, "duplex", all_to_all(6, bytes_per_pair=1e9)),        # level 2, chain (J9b) active
    (5, 4, "duplex", _stab0_workload(5)),                       # level 1
    (6, 2, "duplex", _stab0_workload(6)),                       # level 1, d < n/2
    (4, 2, "simplex", all_to_all(4, bytes_per_pair=1e9)),
    (5, 2, "simplex", all_to_all(5, bytes_per_pair=1e9)),       # level 2, (J9b) active
    (4, 3, "simplex", _stab0_workload(4)),
    (5, 2, "duplex", allreduce(5, bytes_per_member=1e9)),       # level 0, circulant start
])
def test_strengthened_and_textbook_match_brute_force(n, d, lm, wl):
    c = Cluster(n, d, bandwidth_gbps=8, link_model=lm)
    ref = _brute(c, wl)
    strong = solve(JointTopology(c, wl), backend="highs", time_limit=30)
    text = solve(JointTopology(c, wl, strengthen=False), backend="highs", time_limit=30)
    for r in (strong, text):
        assert r.status == "optimal" and r.verified
        assert r.solution.time_s == pytest.approx(ref, rel=1e-6)
        assert r.solution.evaluate(c, wl).time_s == pytest.approx(ref, rel=1e-6)
    assert JointTopology(c, wl).throughput_upper_bound() >= 1 / ref * (1 - 1e-9)


def test_cbc_runs_the_strengthened_model_too():
    c, w = Cluster(5, 2, bandwidth_gbps=8), all_to_all(5, bytes_per_pair=1e9)
    ref = _brute(c, w)
    r = solve(JointTopology(c, w), backend="cbc", time_limit=30)
    assert r.status == "optimal" and r.solution.time_s == pytest.approx(ref, rel=1e-6)


@pytest.mark.parametrize("n,d,lm", [(6, 2, "duplex"), (6, 3, "duplex"), (5, 2, "simplex"), (4, 3, "simplex")])
def test_moore_hop_bytes_is_a_lower_bound_for_every_topology(n, d, lm):
    """(J6') by brute force: no topology has fewer hop-bytes than the Moore bound, per
    source, for a random demand row; and some topology meets the uniform bound when the
    Moore levels are attainable (n <= d + 1 or the bound is met by a circulant)."""
    rng = np.random.default_rng(n * 10 + d)
    rows = rng.integers(0, 5, (n, n)).astype(float)
    np.fill_diagonal(rows, 0)
    best_uniform = np.inf
    for t in regular_multigraphs(n, d, lm):
        dist = shortest_path((t.links > 0).astype(float), unweighted=True)
        for s in range(n):
            reach = np.isfinite(dist[s])
            if not reach.all():
                continue
            assert float(rows[s] @ dist[s]) >= moore_hop_bytes(rows[s], d, lm == "duplex") - 1e-9
        if np.isfinite(dist).all():
            best_uniform = min(best_uniform, float(dist.sum()))
    assert best_uniform >= n * sum(moore_levels(n, d, lm == "duplex"))


def test_moore_levels_known_values():
    assert moore_levels(10, 3, True) == [1, 1, 1] + [2] * 6          # Petersen graph
    assert moore_levels(12, 4, True) == [1] * 4 + [2] * 7
    assert moore_levels(20, 4, False) == [1] * 4 + [2] * 15           # Kautz K(4, 2)
    assert moore_levels(30, 4, True) == [1] * 4 + [2] * 12 + [3] * 13
    assert moore_levels(5, 1, True) == [1]                             # the rest is unreachable
    assert moore_hop_bytes([0, 5, 1, 1, 1, 1], 2, True) == 5 + 1 + 2 + 2 + 3


def test_symmetry_level():
    assert symmetry_level(all_to_all(6), None) == 2
    assert symmetry_level(_stab0_workload(6), None) == 1
    assert symmetry_level(skewed(6, seed=1), None) == 0
    assert symmetry_level(dlrm_like(6), None) == 0                     # an AllReduce group
    fixed = np.zeros((6, 6), dtype=int)
    fixed[0, 1] = fixed[1, 0] = 1
    assert symmetry_level(all_to_all(6), fixed) == 0
    assert symmetry_level(all_to_all(6), np.zeros((6, 6), dtype=int)) == 2
    w = Workload(6, groups=(AllReduceGroup((0, 1, 2), 0.0),), mp=all_to_all(6).mp)
    assert symmetry_level(w, None) == 2                                # the group has no traffic


def _pairs_permutation(n: int) -> Workload:
    """Permutation traffic of 2-cycles ``(0 1)(2 3)...``: the pairs can be permuted."""
    mp = np.zeros((n, n))
    for i in range(0, n, 2):
        mp[i, i + 1] = mp[i + 1, i] = 1e9
    return Workload(n, mp=mp, name="pairs")


def test_stabiliser_chain_generators_are_automorphisms_fixing_the_rest():
    """(J9c): every generator leaves the traffic invariant, fixes 0 and the chain but
    its two swapped members."""
    for w in (hybrid(8, 4, 2), hybrid(6, 3, 2), _pairs_permutation(6)):
        chain, gens = stabiliser_chain(w, None, free_rings=True)
        assert len(chain) >= 2 and len(gens) == len(chain) - 1
        for i, pi in enumerate(gens):
            inv = np.argsort(pi)
            assert np.array_equal(w.mp[np.ix_(inv, inv)], w.mp)                       # M'[pi s, pi t] = M[s, t]
            sets = sorted((sorted(int(pi[m]) for m in g.members), g.ring_bytes) for g in w.groups)
            assert sets == sorted((sorted(g.members), g.ring_bytes) for g in w.groups)
            assert pi[0] == 0 and pi[chain[i]] == chain[i + 1] and pi[chain[i + 1]] == chain[i]
            assert all(pi[t] == t for t in chain if t not in (chain[i], chain[i + 1]))
    assert stabiliser_chain(hybrid(8, 4, 2), None, free_rings=True)[0] == [2, 4, 6]
    assert stabiliser_chain(hybrid(8, 4, 2), None, free_rings=False) == ([], [])    # ring family not free
    assert stabiliser_chain(skewed(8, seed=0), None) == ([], [])
    fixed = np.zeros((8, 8), dtype=int)
    fixed[0, 1] = fixed[1, 0] = 1
    assert stabiliser_chain(hybrid(8, 4, 2), fixed, free_rings=True) == ([], [])


@pytest.mark.parametrize("n,d,lm,wl", [
    (4, 2, "duplex", _pairs_permutation(4)),                                       # chain [2, 3]
    (6, 2, "duplex", _pairs_permutation(6)),                                       # chain [2, 4]
    (4, 2, "simplex", _pairs_permutation(4)),                                      # chain [2, 3]
])
def test_chain_symmetry_breaking_matches_brute_force(n, d, lm, wl):
    c = Cluster(n, d, bandwidth_gbps=8, link_model=lm)
    p = JointTopology(c, wl)
    assert p.analysis.symmetry == 0 and len(p.analysis.chain[0]) >= 2
    ref = _brute(c, wl)
    r = solve(p, backend="highs", time_limit=30)
    assert r.status == "optimal" and r.verified
    assert r.solution.time_s == pytest.approx(ref, rel=1e-6)
    chain = p.analysis.chain[0]
    row = [r.solution.topology.links[0, t] for t in chain]
    assert row == sorted(row, reverse=True)                                           # (J9c) holds


def _block_digits(m: np.ndarray, blocks: list) -> list[tuple[int, ...]]:
    """(J9e)'s key of each replica but node 0's, as the MILP orders them, written out
    independently of the model: the links between consecutive stages of the block
    (forward, then back), then each node's links to and from other stages (the first six
    digits), then node 0's link to the block's node in node 0's stage; compared
    lexicographically."""
    stage = {u: s for blk in blocks for s, u in enumerate(blk)}
    assert 0 in blocks[0]
    out = []
    for blk in blocks[1:]:
        digits = [int(m[u, v]) for u, v in zip(blk, blk[1:])] + [int(m[v, u]) for u, v in zip(blk, blk[1:])]
        for u in blk:
            others = [v for v in range(len(m)) if v != u and stage.get(v) != stage[u]]
            digits += [int(sum(m[u, v] for v in others)), int(sum(m[v, u] for v in others))]
        out.append(tuple(digits[:6]) + (int(m[0, blk[stage[0]]]),))
    return out


def test_replica_blocks_transpositions_are_automorphisms():
    """(J9e): swapping two replicas node for node leaves the traffic invariant, so every
    order of the replicas does; no blocks where that fails or is not allowed."""
    for w in (hybrid(8, 4, 2), hybrid(6, 2, 3), hybrid(12, 4, 3)):
        blocks = replica_blocks(w, None, free_rings=True)
        assert len(blocks) >= 2 and sorted(u for b in blocks for u in b) == list(range(w.n))
        for a in range(len(blocks)):
            for b in range(a + 1, len(blocks)):
                pi = np.arange(w.n)
                for u, v in zip(blocks[a], blocks[b]):
                    pi[u], pi[v] = v, u
                inv = np.argsort(pi)
                assert np.array_equal(w.mp[np.ix_(inv, inv)], w.mp)
                sets = sorted((sorted(int(pi[m]) for m in g.members), g.ring_bytes) for g in w.groups)
                assert sets == sorted((sorted(g.members), g.ring_bytes) for g in w.groups)
    assert replica_blocks(hybrid(12, 4, 3), None, free_rings=True)[1] == (3, 4, 5)
    assert replica_blocks(hybrid(8, 4, 2), None, free_rings=False) == []          # ring family not free
    assert replica_blocks(dlrm_like(8), None, free_rings=True) == []
    assert replica_blocks(allreduce(8), None, free_rings=True) == []              # one group
    fixed = np.zeros((8, 8), dtype=int)
    fixed[0, 1] = fixed[1, 0] = 1
    assert replica_blocks(hybrid(8, 4, 2), fixed, free_rings=True) == []
    w = hybrid(8, 4, 2, activation_bytes=1e9)
    mp = w.mp.copy()
    mp[0, 1] *= 2                                                 # replica 0 differs: no free order
    assert replica_blocks(Workload(8, groups=w.groups, mp=mp), None, free_rings=True) == []


@pytest.mark.parametrize("n,d,lm,wl", [
    (6, 2, "duplex", hybrid(6, 3, 2, activation_bytes=1e9, gradient_bytes=3e9)),   # 3 replicas of 2 stages
    (6, 2, "duplex", hybrid(6, 2, 3, activation_bytes=1e9, gradient_bytes=3e9)),   # 2 replicas of 3 stages
    (4, 2, "simplex", hybrid(4, 2, 2, activation_bytes=1e9, gradient_bytes=3e9)),
])
def test_block_order_matches_brute_force(n, d, lm, wl):
    """(J9e) in the MILP (instead of the chain (J9c)): the brute-force optimum, and the
    topology found has its replicas in key order."""
    c = Cluster(n, d, bandwidth_gbps=8, link_model=lm)
    p = JointTopology(c, wl)
    blocks = p.analysis.blocks
    names = [con.name for con in p.build_pulp().prob.constraints()]
    assert len(blocks) >= 2 and not any(k.startswith("symc") for k in names)           # no chain (J9c)
    assert sum(k.startswith("block_") for k in names) == len(blocks) - 2               # node 0's block stays
    ref = _brute(c, wl)
    r = solve(p, backend="highs", time_limit=30)
    assert r.status == "optimal" and r.verified
    assert r.solution.time_s == pytest.approx(ref, rel=1e-6)
    keys = _block_digits(r.solution.topology.links, blocks)
    assert keys == sorted(keys, reverse=True)


@pytest.mark.parametrize("d", [2, 3])
def test_block_order_under_simplex_matches_the_textbook_model(d):
    """Simplex ``hybrid(6, 3, 2)``: the strengthened model with (J9e) (replicas (0, 1),
    (2, 3), (4, 5)) and the textbook model (no bound, no symmetry breaking, no start)
    prove the same optimum (a brute force over the 27,990 simplex topologies of d = 2 is
    too slow for the suite)."""
    c = Cluster(6, d, bandwidth_gbps=8, link_model="simplex")
    w = hybrid(6, 3, 2, activation_bytes=1e9, gradient_bytes=3e9)
    strong, plain = JointTopology(c, w), JointTopology(c, w, strengthen=False)
    assert strong.analysis.blocks == [(0, 1), (2, 3), (4, 5)] and plain.analysis.blocks == []
    a = solve(strong, backend="highs", time_limit=60)
    b = solve(plain, backend="highs", time_limit=60)
    assert a.status == b.status == "optimal"
    assert a.objective == pytest.approx(b.objective, rel=1e-6)
    keys = _block_digits(a.solution.topology.links, strong.analysis.blocks)
    assert keys == sorted(keys, reverse=True)


@pytest.mark.slow
def test_block_order_with_three_stages_matches_the_textbook_model():
    """Duplex ``hybrid(9, 3, 3)`` (3 replicas of 3 stages, d = 2): (J9e) orders replicas
    1 and 2 (digits over three stages) and the optimum equals the textbook model's."""
    c = Cluster(9, 2, bandwidth_gbps=8)
    w = hybrid(9, 3, 3, activation_bytes=1e9, gradient_bytes=3e9)
    strong = JointTopology(c, w)
    assert strong.analysis.blocks == [(0, 1, 2), (3, 4, 5), (6, 7, 8)]
    a = solve(strong, backend="highs", time_limit=60)
    b = solve(JointTopology(c, w, strengthen=False), backend="highs", time_limit=60)
    assert a.status == b.status == "optimal"
    assert a.objective == pytest.approx(b.objective, rel=1e-6)
    keys = _block_digits(a.solution.topology.links, strong.analysis.blocks)
    assert keys == sorted(keys, reverse=True)


def test_start_is_relabelled_for_the_blocks():
    c, w = Cluster(6, 3, bandwidth_gbps=8), hybrid(6, 3, 2, activation_bytes=1e9, gradient_bytes=3e9)
    p = JointTopology(c, w)
    start = Topology.from_edges(6, [(0, 2), (0, 4), (0, 3), (1, 2), (1, 5), (1, 3), (2, 5), (3, 4), (4, 5)])
    blocks = p.analysis.blocks
    keys = _block_digits(start.links, blocks)
    assert keys != sorted(keys, reverse=True)                                         # violates (J9e)
    sol = p.start_solution(start)
    rel = p.start_search.symmetric_start(sol, blocks)
    keys = _block_digits(rel.topology.links, blocks)
    assert keys == sorted(keys, reverse=True)
    assert rel.throughput == pytest.approx(sol.throughput, rel=1e-6)
    assert sorted(np.linalg.eigvalsh(rel.topology.links)) == pytest.approx(sorted(np.linalg.eigvalsh(start.links)))


def test_start_is_relabelled_for_the_chain():
    c, w = Cluster(6, 3, bandwidth_gbps=8), hybrid(6, 3, 2, activation_bytes=1e9, gradient_bytes=3e9)
    p = JointTopology(c, w)
    start = Topology.from_edges(6, [(0, 1), (0, 4), (0, 3), (1, 2), (1, 5), (2, 3), (2, 4), (3, 5), (4, 5)])
    assert start.links[0, 2] < start.links[0, 4]                                     # violates (J9c)
    sol = p.start_solution(start)
    rel = p.start_search.symmetric_start(sol)
    assert rel.topology.links[0, 2] >= rel.topology.links[0, 4]
    assert rel.throughput == pytest.approx(sol.throughput, rel=1e-6)


def test_permutation_cycles():
    assert permutation_cycles(permutation(6, seed=0), None) == [[0, 3, 4], [1, 2, 5]]
    assert permutation_cycles(permutation(12, seed=0), None) == [[0, 9, 10, 8, 6], [1, 2, 7, 3, 4, 5, 11]]
    assert permutation_cycles(hybrid(6, 3, 2), None) == []
    assert permutation_cycles(skewed(6, seed=0), None) == []
    w = permutation(6, seed=0)
    mp = w.mp.copy()
    mp[0, 3] *= 2                                                  # unequal volumes: rotations are no symmetry
    assert permutation_cycles(Workload(6, mp=mp), None) == []


@pytest.mark.parametrize("n,d,lm,seed", [
    (6, 2, "duplex", 0),            # cycles (0 3 4)(1 2 5)
    (5, 2, "duplex", 1),            # one 5-cycle
    (4, 2, "simplex", 1),           # one 4-cycle
])
def test_cycle_symmetry_breaking_matches_brute_force(n, d, lm, seed):
    """(J9d): with the leader's link the largest of each cycle, the MILP still finds the
    brute-force optimum, and its topology satisfies the constraint."""
    c, w = Cluster(n, d, bandwidth_gbps=8, link_model=lm), permutation(n, seed=seed, bytes_per_node=1e9)
    p = JointTopology(c, w)
    assert p.analysis.cycles and p.analysis.chain == ([], [])
    ref = _brute(c, w)
    r = solve(p, backend="highs", time_limit=30)
    assert r.status == "optimal" and r.verified
    assert r.solution.time_s == pytest.approx(ref, rel=1e-6)
    m = r.solution.topology.links
    for cy in p.analysis.cycles:
        assert all(m[cy[0], cy[1]] >= m[u, v] for u, v in zip(cy, cy[1:] + cy[:1]))


def test_start_is_rotated_for_the_cycles():
    c, w = Cluster(6, 2, bandwidth_gbps=8), permutation(6, seed=0, bytes_per_node=1e9)  # (0 3 4)(1 2 5)
    p = JointTopology(c, w)
    start = Topology.from_edges(6, [(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (5, 0)])     # x_{0,3} = 0 < x_{3,4}
    assert start.links[0, 3] < start.links[3, 4]                                          # violates (J9d)
    sol = p.start_solution(start)
    rel = p.start_search.symmetric_start(sol)
    m = rel.topology.links
    for cy in p.analysis.cycles:
        assert all(m[cy[0], cy[1]] >= m[u, v] for u, v in zip(cy, cy[1:] + cy[:1]))
    assert rel.throughput == pytest.approx(sol.throughput, rel=1e-6)


def test_circulants_have_d_ports():
    for lm, n, d in [("duplex", 8, 3), ("duplex", 9, 4), ("simplex", 7, 2)]:
        c = Cluster(n, d, link_model=lm)
        mats = list(circulant_link_matrices(n, d, lm))
        assert mats and len({s for s, _ in mats}) == len(mats)
        for _, m in mats:
            assert Topology(m, lm).meets_degree(c)


@pytest.mark.parametrize("n,lm", [(13, "duplex"), (9, "simplex")])
def test_circulant_meeting_the_moore_bound_is_proven_optimal(n, lm):
    """Uniform all-to-all, d = 4: C13(1, 5) (duplex; 4 nodes at 1 hop, 8 at 2, arc-transitive)
    and a circulant digraph on 9 nodes meet the Moore hop bound, so lambda* = n d / W_Moore."""
    c = Cluster(n, 4, bandwidth_gbps=8, link_model=lm)
    w = all_to_all(n, bytes_per_pair=1e9)
    known = n * 4 / (n * sum(moore_levels(n, 4, lm == "duplex")))      # pairs/s at 1 GB per pair
    p = JointTopology(c, w)
    assert p.throughput_upper_bound() == pytest.approx(known, rel=1e-12)
    r = solve(p, backend="highs", time_limit=60)
    assert r.status == "optimal" and r.verified
    assert r.objective == pytest.approx(known, rel=1e-6)
    assert r.solution.evaluate(c, w).throughput == pytest.approx(known, rel=1e-6)
    links = r.solution.topology.links
    assert np.all(np.diff(links[0, 1:]) <= 0)                           # (J9a) holds


def test_strengthen_flag_round_trip_and_errors():
    p = JointTopology(Cluster(4, 2), all_to_all(4), strengthen=False)
    q = JointTopology.from_dict(json.loads(json.dumps(p.to_dict())))
    assert q.strengthen is False and q.to_dict() == p.to_dict()
    assert JointTopology.from_dict({"problem": "joint_topology", "cluster": Cluster(4, 2).to_dict(),
                                    "workload": all_to_all(4).to_dict()}).strengthen is True
    with pytest.raises(TopomilpInputError):
        JointTopology(Cluster(4, 2), all_to_all(4), strengthen="yes")


def test_user_warm_start_is_relabelled_for_symmetry_breaking_and_verified():
    c, w = Cluster(7, 4, bandwidth_gbps=8), all_to_all(7, bytes_per_pair=1e9)
    p = JointTopology(c, w)
    start = Topology.from_edges(7, [(i, (i + k) % 7) for i in range(7) for k in (2, 3)])  # row 0 not sorted
    assert np.any(np.diff(start.links[0, 1:]) > 0)
    relabelled = p.start_search.symmetric_start(p.start_solution(start))
    assert np.all(np.diff(relabelled.topology.links[0, 1:]) <= 0)                        # (J9a)
    assert np.all(np.diff(relabelled.topology.links[1, 5:]) <= 0)                        # (J9b), d + 1 = 5
    assert relabelled.throughput == pytest.approx(p.start_solution(start).throughput, rel=1e-6)
    r = solve(p, backend="highs", time_limit=30, warm_start=start)
    cold = solve(JointTopology(c, w, strengthen=False), backend="highs", time_limit=30)
    assert r.status == "optimal" and r.verified
    if cold.status == "optimal":                     # HiGHS' LP tolerances: ~1e-6 relative
        assert r.objective == pytest.approx(cold.objective, rel=1e-5)
    assert r.objective <= p.throughput_upper_bound() * (1 + 1e-9)
    sol = r.solution
    bad = JointSolution(sol.topology, sol.plan, sol.ar_routing, sol.mp_routing, sol.time_s * 0.9,
                        sol.throughput / 0.9)
    with pytest.raises(VerificationError):
        p.verify(bad)


def test_joint_bounds_doctests():
    res = doctest.testmod(joint_bounds)
    assert res.attempted >= 5 and res.failed == 0


def test_joint_starts_doctests():
    res = doctest.testmod(joint_starts)
    assert res.attempted >= 5 and res.failed == 0


def test_auto_start_is_a_verified_feasible_point_never_above_the_bound():
    for c, w in [(Cluster(6, 3), dlrm_like(6)), (Cluster(6, 2, link_model="simplex"), skewed(6, seed=3)),
                 (Cluster(7, 4), all_to_all(7))]:
        p = JointTopology(c, w)
        s = p.auto_start()
        assert s is not None and s.topology.meets_degree(c)
        assert p.verify(s) == pytest.approx(s.throughput, rel=1e-9)
        assert s.throughput <= p.throughput_upper_bound() * (1 + 1e-9)
        better = p.start_search.improve(s, p.throughput_upper_bound(), 10, seed=1)
        assert better.throughput >= s.throughput and p.verify(better) == pytest.approx(better.throughput)
    fixed = np.zeros((6, 6), dtype=int)
    fixed[0, 1] = fixed[1, 0] = 1
    assert JointTopology(Cluster(6, 3), all_to_all(6), fixed_links=fixed).auto_start() is None


def test_stage_pairs_scope():
    """(J11) applies to the strengthened model with no fixed links: under simplex links to
    at least two AllReduce groups with disjoint member sets, its pairs the links inside
    one; under duplex links to two-stage ``hybrid``, its pairs those inside one stage."""
    w = hybrid(8, 4, 2)
    pairs = JointTopology(Cluster(8, 3, link_model="simplex"), w).analysis.stage_pairs
    assert pairs == {(u, v) for u in range(8) for v in range(8) if u != v and (u - v) % 2 == 0}
    duplex = JointTopology(Cluster(8, 3, link_model="duplex"), w).analysis.stage_pairs
    assert duplex == {(u, v) for u in range(8) for v in range(u + 1, 8) if (u - v) % 2 == 0}
    assert not JointTopology(Cluster(8, 3, link_model="duplex"), w, strengthen=False).analysis.stage_pairs
    assert not JointTopology(Cluster(8, 3, link_model="simplex"), w, strengthen=False).analysis.stage_pairs
    assert not JointTopology(Cluster(8, 3, link_model="simplex"), w, rings="strides").analysis.stage_pairs
    assert not JointTopology(Cluster(8, 3, link_model="simplex"), allreduce(8)).analysis.stage_pairs   # one group
    overlapping = Workload(6, groups=(AllReduceGroup((0, 1, 2), 1e9), AllReduceGroup((2, 3, 4, 5), 1e9)))
    assert not JointTopology(Cluster(6, 3, link_model="simplex"), overlapping).analysis.stage_pairs


@pytest.mark.parametrize("n, d", [(4, 2), (4, 3), (6, 3)])
def test_stage_relaxation_proof_matches_brute_force(n, d):
    """Simplex ``hybrid``: the strategy proves the start optimal by the stage relaxation
    (J11), and the answer is the brute force's over every simplex topology (n = 4) or
    the textbook model's (n = 6, whose 10^5 topologies are too many for the suite)."""
    c = Cluster(n, d, bandwidth_gbps=8, link_model="simplex")
    w = hybrid(n, n // 2, 2, activation_bytes=1e9, gradient_bytes=3e9)
    r = solve(JointTopology(c, w), backend="highs", time_limit=60)
    assert r.status == "optimal" and r.verified and "(J11)" in r.message
    assert r.bound >= r.objective and r.gap <= 1.01e-6
    if n == 4:
        ref = 1 / _brute(c, w)
    else:
        ref = solve(JointTopology(c, w, strengthen=False), backend="highs", time_limit=60).objective
    assert r.objective == pytest.approx(ref, rel=2e-6)
    assert r.solution.evaluate(c, w).throughput == pytest.approx(r.objective, rel=1e-9)


def test_stage_relaxation_does_not_prove_a_worse_start():
    """A start below the optimum: the relaxation above it is feasible, so nothing is
    proven there, and the strategy goes on to the MILP and the true optimum."""
    c = Cluster(6, 3, bandwidth_gbps=8, link_model="simplex")
    w = hybrid(6, 3, 2, activation_bytes=1e9, gradient_bytes=3e9)
    ring = np.zeros((6, 6), dtype=np.int64)
    for u in range(6):
        for s in (1, 2, 3):
            ring[u, (u + s) % 6] += 1                                   # the circulant C6(1, 2, 3)
    p = JointTopology(c, w)
    bad = p.start_solution(Topology(ring, "simplex"))
    best = solve(JointTopology(c, w, strengthen=False), backend="highs", time_limit=60).objective
    assert bad.throughput < best * (1 - 1e-3)
    incumbent = Incumbent(bad, searched=True)
    proof = StageRelaxation().run(p, incumbent, SolveOptions(time_limit=60))
    start, note = incumbent.solution, incumbent.notes[-1]
    assert proof is None and start.throughput == bad.throughput and "(J11)" in note
    r = solve(JointTopology(c, w), backend="highs", time_limit=60, warm_start=bad)
    assert r.status == "optimal" and r.objective == pytest.approx(best, rel=2e-6)


def test_milp_view_generates_the_rings_of_seven_member_groups():
    """``milp_view``: with free ring order, a 7-member group (720 cyclic orders, above
    ``MILP_LIST_LIMIT``) has its rings generated in the HiGHS MILP; the optimum is the one
    of the model listing all 720 orders, which the problem itself (and so CP-SAT) keeps."""
    from topomilp.exact.base import solve_model
    from topomilp.exact.joint import model as joint_model

    mp = np.zeros((7, 7))
    mp[0, 3] = mp[3, 0] = mp[1, 5] = 2e9
    w = Workload(7, groups=(AllReduceGroup(tuple(range(7)), 3e9),), mp=mp, name="ar7+mp")
    c = Cluster(7, 2, bandwidth_gbps=8)
    p = JointTopology(c, w)
    view = p.milp_view()
    assert 720 > joint_model.MILP_LIST_LIMIT
    assert p.analysis.generated == [] and len(p.candidate_rings[0]) == 720               # the problem itself lists them
    assert view.analysis.generated == [0] and view.milp_view() is view
    small = JointTopology(Cluster(6, 2, bandwidth_gbps=8), allreduce(6, bytes_per_member=1e9))
    assert small.milp_view() is small                                    # 120 orders: listed
    assert JointTopology(c, w, strengthen=False).milp_view().analysis.generated == []
    fast = solve(p, backend="highs", time_limit=60)
    listed = solve_model(p, SolveOptions(backend="highs", time_limit=60, threads=1, seed=0), warm_start=None)
    assert fast.status == listed.status == "optimal" and fast.verified
    assert fast.objective == pytest.approx(listed.objective, rel=1e-6)
    assert p.verify(fast.solution) == pytest.approx(fast.objective, rel=1e-9)
