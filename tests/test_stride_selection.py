"""StrideSelection: brute force over stride subsets, the degree-4 closed form, TotientPerms."""

from __future__ import annotations

import itertools
import math

import networkx as nx
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from topomilp.errors import TopomilpInputError
from topomilp.exact import solve
from topomilp.exact.stride_selection import StrideSelection, StrideSelectionSolution

# the time limit is headroom for a loaded machine (the largest solve, n = 60 in the closed form,
# takes ~5 s on an idle core): these tests check optima, not speed
OPTS = {"time_limit": 60, "threads": 1}


# --------------------------------------------------------------------------- brute force
def _graph(n: int, strides, link_model: str) -> nx.Graph:
    g = nx.Graph() if link_model == "duplex" else nx.DiGraph()
    g.add_nodes_from(range(n))
    for p in strides:
        g.add_edges_from((u, (u + p) % n) for u in range(n))
    return g


def brute_objective(p: StrideSelection, strides) -> float:
    """Objective of a stride set, from networkx's BFS on the n-node circulant (from node 0
    only for the unweighted objectives: a circulant is vertex-transitive)."""
    n, base = p.n, p.n // p.k
    g = _graph(n, strides, p.link_model)
    sources = range(n) if p.objective == "weighted_hops" else [0]
    lengths = {u: nx.single_source_shortest_path_length(g, u) for u in sources}
    pairs = [(u, v) for u in sources for v in range(n) if u != v and (v - u) % base == 0]
    if any(v not in lengths[u] for u, v in pairs):
        return math.inf
    if p.objective == "diameter":
        return float(max(lengths[u][v] for u, v in pairs))
    if p.objective == "total_hops":
        return float(sum(lengths[u][v] for u, v in pairs))
    return float(sum(p.traffic[u, v] * lengths[u][v] for u, v in pairs))


def brute_candidates(n: int, k: int, candidates, link_model: str) -> list[int]:
    base = n // k
    if candidates == "coprime":
        raw = [base * q for q in range(1, k) if math.gcd(q, k) == 1]
    elif candidates == "all":
        raw = [base * q for q in range(1, k)]
    else:
        raw = list(candidates)
    if link_model == "duplex":  # p and n-p are the same undirected ring
        raw = {min(p, n - p) for p in raw}
    return sorted(set(raw))


def brute_optimum(p: StrideSelection) -> float:
    cands = brute_candidates(p.n, p.k, p.candidates, p.link_model)
    return min(brute_objective(p, c) for c in itertools.combinations(cands, p.m))


def group_traffic(n: int, k: int, seed: int) -> np.ndarray:
    """Random positive traffic inside the cosets of n/k."""
    rng = np.random.default_rng(seed)
    t = rng.integers(1, 10, size=(n, n)).astype(float)
    same = np.subtract.outer(np.arange(n), np.arange(n)) % (n // k) == 0
    t[~same] = 0
    np.fill_diagonal(t, 0)
    return t


@st.composite
def instances(draw, max_n: int = 30):
    n = draw(st.integers(4, max_n))
    divisors = [k for k in range(2, n + 1) if n % k == 0]
    k = draw(st.sampled_from(divisors)) if draw(st.booleans()) else n
    link_model = draw(st.sampled_from(["duplex", "simplex"]))
    candidates = draw(st.sampled_from(["coprime", "all"]))
    objective = draw(st.sampled_from(["diameter", "total_hops", "weighted_hops"]))
    traffic = group_traffic(n, k, draw(st.integers(0, 10 ** 6))) if objective == "weighted_hops" else None
    probe = StrideSelection(n, 1, objective, candidates, k, traffic, link_model)
    m = draw(st.integers(1, min(3, len(probe.rings()))))
    return StrideSelection(n, m, objective, candidates, k, traffic, link_model)


# --------------------------------------------------------------------------- agreement
@pytest.mark.slow
@settings(max_examples=20, deadline=None)
@given(instances(max_n=30))
def test_cpsat_matches_brute_force(p):
    want = brute_optimum(p)
    r = solve(p, backend="cpsat", **OPTS)
    assert r.status == "optimal", r.message
    assert r.verified
    assert r.objective == pytest.approx(want)
    assert brute_objective(p, r.solution.strides) == pytest.approx(want)


@settings(max_examples=15, deadline=None)
@given(instances(max_n=16))
def test_milp_matches_brute_force_and_cpsat(p):
    """HiGHS on n <= 16 (simplex weighted instances at n ~ 23 take HiGHS > 10 s)."""
    want = brute_optimum(p)
    r = solve(p, backend="highs", **OPTS)
    assert r.status == "optimal", r.message
    assert r.objective == pytest.approx(want)
    assert solve(p, backend="cpsat", **OPTS).objective == pytest.approx(r.objective)


@settings(max_examples=6, deadline=None)
@given(instances(max_n=12))
def test_cbc_matches_brute_force(p):
    r = solve(p, backend="cbc", **OPTS)
    assert r.status == "optimal"
    assert r.objective == pytest.approx(brute_optimum(p))


def test_reference_vectors_of_totientperms_table():
    # docs/topoopt-reference.md: n=12, m=2 -> strides (1, 5), diameter 3 (the only coprime choice);
    # n=16, m=4 -> diameter 2 is optimal for 4 coprime rings (1, 3, 5, 9 reach it).
    r = solve(StrideSelection(12, 2), backend="cpsat", **OPTS)
    assert (r.objective, r.solution.strides) == (3.0, (1, 5))
    r = solve(StrideSelection(16, 4), backend="highs", **OPTS)
    assert r.objective == 2.0
    assert brute_objective(StrideSelection(16, 4), (1, 3, 5, 7)) >= 2.0


@pytest.mark.parametrize("n", range(5, 61))
def test_closed_form_two_stride_circulants(n):
    """min diameter over degree-4 circulants = ceil((sqrt(2n-1)-1)/2), for every n in 5..60,
    by brute force and by the CP-SAT model (one test per n, so that parallel workers share
    the 56 solves: ~60 s in all on one core, up to ~5 s at n = 60)."""
    closed = math.ceil((math.sqrt(2 * n - 1) - 1) / 2)
    p = StrideSelection(n, 2, "diameter", "all")
    assert brute_optimum(p) == closed, n
    r = solve(p, backend="cpsat", **OPTS)
    assert r.status == "optimal"
    assert r.objective == closed, n


def test_group_size_cosets():
    # n=12, groups of k=6 (cosets of 2): strides are multiples of 2.
    p = StrideSelection(12, 1, "total_hops", "coprime", group_size=6)
    assert p.strides_of(p.rings()) == (2,)      # q in {1, 5} is one undirected ring
    r = solve(p, backend="highs", **OPTS)
    assert r.solution.strides == (2,)
    assert r.objective == pytest.approx(1 + 2 + 3 + 2 + 1)
    assert r.solution.distances == (0, 1, 2, 3, 2, 1)


def test_explicit_candidates_and_infeasible():
    p = StrideSelection(10, 2, "diameter", candidates=(1, 9, 2, 3))
    assert p.rings() == (1, 2, 3)               # 9 is the ring of 1
    r = solve(p, backend="cbc", **OPTS)
    assert r.objective == brute_optimum(p)
    bad = StrideSelection(8, 2, "diameter", candidates=(2, 4))   # never connected
    for backend in ("highs", "cbc", "cpsat"):
        r = solve(bad, backend=backend, **OPTS)
        assert r.status == "infeasible", backend
        assert r.solution is None and r.objective is None


def test_simplex_uses_plus_p_only():
    p = StrideSelection(8, 1, "diameter", "coprime", link_model="simplex")
    assert p.rings() == (1, 3, 5, 7)
    r = solve(p, backend="cpsat", **OPTS)
    assert r.objective == 7.0                   # a directed ring


def test_warm_start_every_backend():
    p = StrideSelection(20, 3, "total_hops", "all")
    start = StrideSelectionSolution(strides=(1, 2, 3))
    want = brute_optimum(p)
    for backend in ("highs", "cbc", "cpsat"):
        r = solve(p, backend=backend, warm_start=start, **OPTS)
        assert r.status == "optimal" and r.objective == pytest.approx(want), backend


def test_verifier_rejects_bad_solutions():
    from topomilp.errors import VerificationError

    p = StrideSelection(12, 2, "diameter", "all")
    with pytest.raises(VerificationError):
        p.verify(StrideSelectionSolution(strides=(1,)))
    with pytest.raises(VerificationError):
        p.verify(StrideSelectionSolution(strides=(2, 4)))     # disconnected
    with pytest.raises(VerificationError):
        StrideSelection(12, 2).verify(StrideSelectionSolution(strides=(1, 2)))  # 2 not coprime
    assert p.verify(StrideSelectionSolution(strides=(1, 5))) == 3.0


def test_round_trip_and_solution_dict():
    t = group_traffic(8, 4, 3)
    p = StrideSelection(8, 1, "weighted_hops", "all", group_size=4, traffic=t)
    q = StrideSelection.from_dict(p.to_dict())
    assert q.to_dict() == p.to_dict()
    r = solve(q, backend="cpsat", **OPTS)
    d = r.to_dict()["solution"]
    assert set(d) >= {"strides", "distances", "diameter", "total_hops"}
    assert r.objective == pytest.approx(brute_optimum(p))


@pytest.mark.parametrize("kwargs", [
    {"n": 1, "m": 1}, {"n": 12, "m": 0}, {"n": 12, "m": 5}, {"n": 12, "m": 1, "objective": "mean"},
    {"n": 12, "m": 1, "group_size": 5}, {"n": 12, "m": 1, "candidates": "odd"},
    {"n": 12, "m": 1, "candidates": (0,)}, {"n": 12, "m": 1, "candidates": (3,), "group_size": 6},
    {"n": 12, "m": 1, "objective": "weighted_hops"}, {"n": 12, "m": 1, "traffic": np.ones((12, 12))},
    {"n": 4, "m": 1, "objective": "weighted_hops", "group_size": 2,
     "traffic": [[0, 1, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]},
    {"n": 12, "m": 1, "link_model": "half"},
])
def test_bad_input_is_a_clear_error(kwargs):
    with pytest.raises(TopomilpInputError):
        StrideSelection(**kwargs)


def test_totientperms_never_beats_the_optimum():
    from topomilp.heuristics.totientperms import totient_perms
    from topomilp.utils import hop_distances

    rng = np.random.default_rng(7)
    for _ in range(12):
        n = int(rng.integers(6, 40))
        m = int(rng.integers(1, min(3, len(StrideSelection(n, 1).rings())) + 1))
        heur = totient_perms(n, m)
        dist = hop_distances(heur.topology)[~np.eye(n, dtype=bool)]
        for objective, value in (("diameter", dist.max()), ("total_hops", dist.sum() / n)):
            p = StrideSelection(n, m, objective)
            assert brute_objective(p, heur.strides) == pytest.approx(value)
            r = solve(p, backend="cpsat", **OPTS)
            assert r.status == "optimal"
            assert value >= r.objective - 1e-9, (n, m, objective)
