"""The node-type bound (J15) for two-stage ``hybrid`` traffic on duplex links
(formulations/joint_topology.md, "(J15) node-type bound"; ``joint.typebound``)."""

from __future__ import annotations

import doctest
import itertools
import json
from pathlib import Path

import numpy as np
import pytest

from topomilp.exact.joint import JointTopology, typebound
from topomilp.exact.joint.hybridcuts import HybridShape, hybrid_shape, pair_bound
from topomilp.exact.joint.typebound import grid_metrics, metric_rows, type_bound, type_polytope
from topomilp.model import Cluster
from topomilp.testing import regular_multigraphs, workload_min_time_lp
from topomilp.workloads import hybrid, resolve_workload


def test_doctests():
    assert doctest.testmod(typebound).failed == 0


def _type_fractions(links: np.ndarray, sh) -> np.ndarray:
    """``x`` = ``typebound.FRACTIONS`` of (J15b) for a duplex link matrix."""
    n = sh.n
    stage = {u: s for s, st in enumerate(sh.stages) for u in st}
    c = np.array([sum(int(links[u, v]) for v in range(n) if stage[v] != stage[u]) for u in range(n)])
    part = np.array([int(links[u, sh.partner[u]]) for u in range(n)])
    inn, two = c >= 1, c >= 2
    e11 = sum(1 for u in range(n) if inn[u] and inn[sh.partner[u]] and part[u] == 0)
    return np.array([inn.sum(), c.sum(), (part >= 1).sum(), part.sum(), e11, two.sum(), c[two].sum()],
                    dtype=float) / n


def _all_rings(members):
    return [(members[0],) + p for p in itertools.permutations(members[1:])]


@pytest.mark.parametrize("n, d, act", [(4, 2, 0.3), (4, 3, 0.3), (4, 3, 2.0), (6, 2, 0.3), (6, 3, 0.3),
                                       (6, 3, 0.05), (6, 4, 0.05)])
def test_every_metric_holds_for_every_duplex_topology_at_its_throughput(n, d, act):
    """Brute force: every duplex topology, at its own optimal throughput (every ring
    order listed), has type fractions inside the polytope (J15c), meets the inequality
    (J15b) of every metric of the grid (3126), and is within the bound (J15)."""
    c = Cluster(n, d, bandwidth_gbps=8, link_model="duplex")
    w = hybrid(n, n // 2, 2, activation_bytes=act * 1e9, gradient_bytes=1e9)
    norm = max(w.groups[0].ring_bytes, float(w.mp.max()))
    sh = hybrid_shape(w, [0, 1], norm)
    rings = [_all_rings(g.members) for g in w.groups]
    an, bn, ad, bd = metric_rows(d, sh.r, sh.m, grid_metrics())
    a, b = type_polytope(d)
    bound = type_bound(sh, d)
    best = 0.0
    for t in regular_multigraphs(n, d, "duplex"):
        lam = norm / (workload_min_time_lp(t, c, w, rings=rings) * c.link_bytes_per_s)   # model units
        x = _type_fractions(t.links, sh)
        assert np.all(a @ x <= b + 1e-12) and np.all(x >= 0)
        slack = (an @ x + bn) - lam * (ad @ x + bd)
        assert slack.min() >= -1e-7 * (1 + lam), (t.links.tolist(), lam, int(slack.argmin()))
        assert lam <= bound
        best = max(best, lam)
    assert bound <= pair_bound(sh, d) * (1 + 2 * typebound.MARGIN)
    assert best <= bound


def _grid_rows():
    raw = Path(__file__).resolve().parents[1] / "benchmarks" / "results" / "coverage" / "full_w2.jsonl"
    for line in raw.read_text().splitlines():
        row = json.loads(line)
        cfg = row.get("config", row)
        if (cfg.get("workload") or row.get("workload")) == "hybrid" and row.get("status") == "optimal":
            yield row, Cluster(cfg["n"], cfg["d"], link_model=cfg["link_model"])


def test_type_bound_is_never_below_a_proven_duplex_hybrid_optimum_of_the_grid():
    """(J15) against every proven duplex ``hybrid`` optimum of the coverage grid's raw
    rows, and ``cheap_bound`` takes it under duplex only (some proven simplex optimum is
    above it: the duplex restriction is needed)."""
    seen, above = 0, 0
    for row, c in _grid_rows():
        p = JointTopology(c, resolve_workload("hybrid", c.n))
        an = p.analysis
        sh = hybrid_shape(p.workload, an.groups, an.norm)
        bound = type_bound(sh, c.d) * c.link_bytes_per_s / an.norm
        pair = pair_bound(sh, c.d) * c.link_bytes_per_s / an.norm
        assert p.cheap_bound() >= row["throughput"] * (1 - 1e-9)
        if c.duplex:
            assert row["throughput"] <= bound * (1 + 1e-9)
            assert p.cheap_bound() <= bound * (1 + 1e-12)
            seen += 1
        else:
            assert p.cheap_bound() <= pair * (1 + 1e-12)
            above += row["throughput"] > bound * (1 + 1e-6)          # (J15) does not hold under simplex
    assert seen >= 20 and above >= 1


@pytest.mark.parametrize("n", [32, 64, 128, 432])
def test_type_bound_at_the_scale_sizes(n):
    """At d = 4 (J15) is (S8) = d - 1, which ``partner_rings`` reaches (so never below
    it), and below (J14); at d = 8 it is (J14) = d - 1 again."""
    w = hybrid(n, n // 2, 2)
    sh = hybrid_shape(w, [0, 1], w.groups[0].ring_bytes)
    v4 = type_bound(sh, 4)
    assert v4 == pytest.approx(3.0, rel=1e-5) and v4 >= 3.0 and v4 < pair_bound(sh, 4) / 1.05
    assert type_bound(sh, 8) == pytest.approx(7.0, rel=1e-5)
    c = Cluster(n, 4)
    p = JointTopology(c, w)
    assert p.cheap_bound() <= v4 * c.link_bytes_per_s / p.analysis.norm * (1 + 1e-12)


@pytest.mark.parametrize("d", [3, 4, 5, 8])
def test_closed_form_d_minus_1(d):
    """(J15e): the metrics (A) and (B) with weight ``w`` certify ``lambda <= d - 1`` on
    the whole polytope when ``a (d - 1) >= (5 - sqrt 17) / 4``, and the LP agrees; just
    below the threshold the certificate fails for every ``w``."""
    t0 = (5 - 17 ** 0.5) / 4
    a_poly, b_poly = type_polytope(d)
    from scipy.optimize import linprog

    for a in (t0 / (d - 1), 0.08, 0.1, 0.2):
        if a * (d - 1) < t0 - 1e-12:
            continue
        lam = d - 1.0
        an, bn, ad, bd = metric_rows(d, 1.0, a, [(1.0, 0.0, 0.0, 0.0, 0.0, 1.0), (1.0, 2.0, 0.0, 0.0, 0.5, 4.0)])
        t = a * lam
        w = min(1.0, 1.5 - 1 / (4 * t))
        g = w * (an[0] - lam * ad[0]) + (1 - w) * (an[1] - lam * ad[1])
        g0 = w * (bn[0] - lam * bd[0]) + (1 - w) * (bn[1] - lam * bd[1])
        res = linprog(-g, A_ub=a_poly, b_ub=b_poly, bounds=[(0, None)] * len(g), method="highs")
        assert res.status == 0 and -res.fun + g0 <= 1e-9                     # max over (J15c) <= 0
        sh = HybridShape(((0,), (1,)), (1, 0), 1.0, a)
        assert type_bound(sh, d) <= lam * (1 + 2 * typebound.MARGIN)
    a = 0.95 * t0 / (d - 1)
    an, bn, ad, bd = metric_rows(d, 1.0, a, [(1.0, 0.0, 0.0, 0.0, 0.0, 1.0), (1.0, 2.0, 0.0, 0.0, 0.5, 4.0)])
    worst = []
    for w in np.linspace(0, 1, 101):
        g = w * (an[0] - (d - 1) * ad[0]) + (1 - w) * (an[1] - (d - 1) * ad[1])
        g0 = w * (bn[0] - (d - 1) * bd[0]) + (1 - w) * (bn[1] - (d - 1) * bd[1])
        res = linprog(-g, A_ub=a_poly, b_ub=b_poly, bounds=[(0, None)] * len(g), method="highs")
        worst.append(-res.fun + g0)
    assert min(worst) > 0
