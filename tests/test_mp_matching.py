"""MPMatching: brute force over every d_mp-regular multigraph, MILP vs CP-SAT, TopologyFinder."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from topomilp.errors import TopomilpInputError, VerificationError
from topomilp.exact import solve
from topomilp.exact.mp_matching import MPMatching, MPMatchingSolution
from topomilp.model import Cluster, Workload
from topomilp.testing import regular_multigraphs
from topomilp.utils import hop_distances

OPTS = {"time_limit": 20, "threads": 1}


def harmonic_utility(links: np.ndarray, t: np.ndarray, link_model: str) -> float:
    """sum over pairs (duplex, T + T^T) or arcs (simplex) of T_e * (1 + 1/2 + ... + 1/x_e)."""
    n = len(links)
    w = t + t.T if link_model == "duplex" else t
    total = 0.0
    for a in range(n):
        for b in range(n):
            if a != b and (link_model == "simplex" or a < b):
                total += w[a, b] * sum(1.0 / c for c in range(1, int(links[a, b]) + 1))
    return total


def weighted_hops(links: np.ndarray, t: np.ndarray, fixed, link_model: str) -> float:
    from topomilp.model import Topology

    full = links + (0 if fixed is None else np.asarray(fixed))
    dist = hop_distances(Topology(full, link_model))
    pos = t > 0
    return math.inf if not np.all(np.isfinite(dist[pos])) else float((t[pos] * dist[pos]).sum())


def brute(p: MPMatching) -> float:
    vals = []
    for topo in regular_multigraphs(p.n, p.d_mp, p.link_model):
        x = topo.links
        if p.max_multiplicity is not None and x.max() > p.max_multiplicity:
            continue
        if p.objective == "harmonic":
            vals.append(harmonic_utility(x, p.weights, p.link_model))
        else:
            vals.append(weighted_hops(x, p.weights, p.fixed_links, p.link_model))
    if not vals or all(v == math.inf for v in vals):
        return math.inf
    return max(vals) if p.objective == "harmonic" else min(vals)


def random_weights(n: int, seed: int, density: float = 0.7) -> np.ndarray:
    rng = np.random.default_rng(seed)
    t = rng.integers(1, 10, size=(n, n)).astype(float) * (rng.random((n, n)) < density)
    np.fill_diagonal(t, 0)
    if t.sum() == 0:
        t[0, 1] = 1.0
    return t


@st.composite
def instances(draw, objective: str):
    link_model = draw(st.sampled_from(["duplex", "simplex"]))
    if link_model == "duplex":
        n, d = draw(st.sampled_from([(3, 2), (4, 1), (4, 2), (4, 3), (5, 2), (6, 1), (6, 2), (6, 3)]))
    else:
        n, d = draw(st.sampled_from([(3, 1), (3, 2), (4, 1), (4, 2), (5, 1)]))
    t = random_weights(n, draw(st.integers(0, 10 ** 6)))
    fixed = None
    if objective == "weighted_hops" and draw(st.booleans()):
        fixed = np.zeros((n, n), dtype=int)       # a fixed directed/undirected ring
        for u in range(n):
            fixed[u, (u + 1) % n] += 1
            if link_model == "duplex":
                fixed[(u + 1) % n, u] += 1
    cap = draw(st.sampled_from([None, 1])) if objective == "harmonic" else None
    return MPMatching(n, d, t, objective, fixed, link_model, cap)


def _check(p: MPMatching, backends) -> None:
    want = brute(p)
    for backend in backends:
        r = solve(p, backend=backend, **OPTS)
        if want == math.inf:
            assert r.status == "infeasible", (backend, r.status)
            continue
        assert r.status == "optimal", (backend, r.message)
        assert r.verified and r.sense == ("max" if p.objective == "harmonic" else "min")
        assert r.objective == pytest.approx(want), backend
        x = r.solution.matrix()
        got = (harmonic_utility(x, p.weights, p.link_model) if p.objective == "harmonic"
               else weighted_hops(x, p.weights, p.fixed_links, p.link_model))
        assert got == pytest.approx(want)


@settings(max_examples=30, deadline=None)
@given(instances("harmonic"))
def test_harmonic_matches_brute_force(p):
    _check(p, ("highs", "cbc", "cpsat"))


@settings(max_examples=20, deadline=None)
@given(instances("weighted_hops"))
def test_weighted_hops_matches_brute_force(p):
    _check(p, ("highs", "cpsat"))


def test_weighted_hops_cbc_and_infeasible_matching():
    t = random_weights(4, 5, density=1.0)
    _check(MPMatching(4, 2, t, "weighted_hops"), ("cbc",))
    # d_mp = 1 alone is a perfect matching: all-to-all traffic cannot be connected
    p = MPMatching(4, 1, t, "weighted_hops")
    for backend in ("highs", "cbc", "cpsat"):
        assert solve(p, backend=backend, **OPTS).status == "infeasible"


def test_infeasible_multiplicity_cap():
    # 4 nodes, 4 MP ports each, at most one link per pair: only 3 neighbours exist
    p = MPMatching(4, 4, np.ones((4, 4)) - np.eye(4), max_multiplicity=1)
    for backend in ("highs", "cbc", "cpsat"):
        r = solve(p, backend=backend, **OPTS)
        assert r.status == "infeasible", backend
        assert r.solution is None and r.objective is None


def test_real_weights_cpsat_discretises_and_recomputes_exactly():
    rng = np.random.default_rng(3)
    t = rng.random((5, 5)) * 1e6
    np.fill_diagonal(t, 0)
    p = MPMatching(5, 2, t)
    r = solve(p, backend="cpsat", **OPTS)
    assert r.status == "optimal" and "scaled" in r.discretisation
    assert r.objective == pytest.approx(harmonic_utility(r.solution.matrix(), t, "duplex"))
    m = solve(p, backend="highs", **OPTS)
    assert m.discretisation == ""
    assert r.objective == pytest.approx(m.objective, rel=1e-6)
    # integer weights: lcm(1..d_mp) scaling keeps CP-SAT exact
    q = MPMatching(5, 2, np.round(t))
    assert solve(q, backend="cpsat", **OPTS).discretisation == ""


def test_warm_start_and_round_trip():
    t = random_weights(6, 11)
    p = MPMatching(6, 2, t)
    start = MPMatchingSolution(tuple(tuple(r) for r in p.start_links()))
    want = brute(p)
    for backend in ("highs", "cbc", "cpsat"):
        assert solve(p, backend=backend, warm_start=start, **OPTS).objective == pytest.approx(want)
    q = MPMatching.from_dict(p.to_dict())
    assert q.to_dict() == p.to_dict()
    h = MPMatching(5, 2, random_weights(5, 2), "weighted_hops", link_model="simplex")
    start = MPMatchingSolution(tuple(tuple(r) for r in h.start_links()))
    assert solve(h, backend="highs", warm_start=start, **OPTS).objective == pytest.approx(brute(h))
    assert solve(h, backend="cpsat", warm_start=start, **OPTS).objective == pytest.approx(brute(h))


def test_verifier_rejects_bad_solutions():
    p = MPMatching(4, 2, random_weights(4, 1))
    bad_degree = np.array([[0, 1, 0, 0], [1, 0, 1, 0], [0, 1, 0, 1], [0, 0, 1, 0]])
    with pytest.raises(VerificationError):
        p.verify(MPMatchingSolution(tuple(tuple(r) for r in bad_degree)))
    asym = np.array([[0, 2, 0, 0], [1, 0, 1, 0], [0, 1, 0, 1], [1, 0, 1, 0]])
    with pytest.raises(VerificationError):
        p.verify(MPMatchingSolution(tuple(tuple(r) for r in asym)))
    cycle = np.array([[0, 1, 0, 1], [1, 0, 1, 0], [0, 1, 0, 1], [1, 0, 1, 0]])
    assert p.verify(MPMatchingSolution(tuple(tuple(r) for r in cycle))) == pytest.approx(
        harmonic_utility(cycle, p.weights, "duplex"))


@pytest.mark.parametrize("kwargs", [
    {"n": 5, "d_mp": 1},                                    # n * d_mp odd under duplex
    {"n": 4, "d_mp": 0}, {"n": 1, "d_mp": 1}, {"n": 4, "d_mp": 1, "objective": "max"},
    {"n": 4, "d_mp": 1, "link_model": "x"}, {"n": 4, "d_mp": 1, "max_multiplicity": 0},
    {"n": 4, "d_mp": 1, "weights": np.zeros((4, 4))}, {"n": 4, "d_mp": 1, "weights": np.ones((3, 3))},
    {"n": 4, "d_mp": 1, "fixed_links": [[0, 1, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]},
])
def test_bad_input_is_a_clear_error(kwargs):
    args = {"weights": random_weights(kwargs.get("n", 4) if kwargs.get("n", 4) >= 2 else 2, 0), **kwargs}
    with pytest.raises(TopomilpInputError):
        MPMatching(**args)


def test_topology_finder_matching_utility_never_beats_the_optimum():
    from topomilp.heuristics.topologyfinder import topology_finder

    rng = np.random.default_rng(5)
    for trial in range(8):
        n = int(rng.choice([4, 6]))
        d = int(rng.integers(1, 4))
        t = random_weights(n, int(rng.integers(0, 10 ** 6)))
        res = topology_finder(Cluster(n, d), Workload(n, mp=t))
        assert res.info["d_mp"] == d
        r = solve(MPMatching(n, d, t), backend="highs", **OPTS)
        assert r.status == "optimal"
        assert res.info["matching_utility"] <= r.objective + 1e-6, trial
        mp_links = np.asarray(res.info["mp_links"])
        if np.all(mp_links.sum(axis=1) == d):     # a d_mp-regular MP multigraph: same value
            assert harmonic_utility(mp_links, t, "duplex") == pytest.approx(res.info["matching_utility"])
