"""Workload generators (documented byte volumes, seeds) and file IO."""

from __future__ import annotations

import json
import os
from pathlib import Path

import numpy as np
import pytest
from conftest import raises_field
from hypothesis import given, settings
from hypothesis import strategies as st

from topomilp import workloads as W
from topomilp.model import AllReduceGroup, Cluster, Topology, Workload


# --------------------------------------------------------------------------- volumes
@pytest.mark.parametrize("n", [2, 3, 12, 17])
def test_allreduce_volume(n):
    w = W.allreduce(n, bytes_per_member=7.0)
    assert len(w.groups) == 1 and w.groups[0].members == tuple(range(n))
    assert w.allreduce_bytes == pytest.approx(2 * (n - 1) * 7.0)
    assert w.mp_bytes == 0


@pytest.mark.parametrize("n,k", [(12, 2), (12, 3), (12, 4), (12, 6), (12, 12), (16, 4), (2, 2)])
def test_coset_groups(n, k):
    w = W.coset_groups(n, k, bytes_per_member=5.0)
    base = n // k
    assert len(w.groups) == base
    covered = sorted(m for g in w.groups for m in g.members)
    assert covered == list(range(n))
    for s0, g in enumerate(w.groups):
        assert g.members == tuple(s0 + j * base for j in range(k))
        assert all((b - a) % n == base for a, b in zip(g.members, g.members[1:]))
    assert w.allreduce_bytes == pytest.approx(2 * n * (k - 1) / k * 5.0)


def test_coset_groups_bad_k():
    err = raises_field("k", W.coset_groups, 12, 5)
    assert "divide" in err.rule
    raises_field("k", W.coset_groups, 12, 1)
    raises_field("k", W.coset_groups, 12, 24)


@pytest.mark.parametrize("n", [2, 5, 12])
def test_all_to_all_and_ring(n):
    a = W.all_to_all(n, bytes_per_pair=3.0)
    assert a.mp_bytes == n * (n - 1) * 3.0 and not a.groups
    assert np.all(a.mp[~np.eye(n, dtype=bool)] == 3.0)
    r = W.ring(n, bytes_per_node=2.0)
    assert r.mp_bytes == pytest.approx(n * 2.0 if n > 2 else 4.0)
    for i in range(n):
        assert r.mp[i, (i + 1) % n] == 2.0


@pytest.mark.parametrize("n", [2, 3, 9, 12, 40])
def test_permutation_is_derangement(n):
    w = W.permutation(n, seed=5, bytes_per_node=4.0)
    assert np.all(w.mp.sum(axis=0) == 4.0) and np.all(w.mp.sum(axis=1) == 4.0)
    assert np.all(np.diag(w.mp) == 0)
    assert np.count_nonzero(w.mp) == n
    assert W.permutation(n, seed=5, bytes_per_node=4.0) == w


def test_permutation_seeds_differ():
    ws = {W.permutation(12, seed=s).fingerprint() for s in range(6)}
    assert len(ws) > 1


def test_skewed_properties():
    n = 60
    w = W.skewed(n, seed=3, median_bytes=1e6, sigma=1.5, density=0.3)
    assert w == W.skewed(n, seed=3, median_bytes=1e6, sigma=1.5, density=0.3)
    assert w != W.skewed(n, seed=4, median_bytes=1e6, sigma=1.5, density=0.3)
    nz = w.mp[w.mp > 0]
    frac = nz.size / (n * (n - 1))
    assert 0.25 < frac < 0.35                      # ~ density
    assert np.all(nz == np.round(nz)) and nz.min() >= 1
    logs = np.log(nz / 1e6)
    assert abs(np.median(logs)) < 0.15              # median ~ median_bytes
    assert logs.std() == pytest.approx(1.5, abs=0.2)   # ~ sigma: heavy tail
    assert nz.max() / np.median(nz) > 20


def test_skewed_never_empty_and_sigma_zero():
    for seed in range(20):
        w = W.skewed(2, seed=seed, density=0.01)
        assert np.count_nonzero(w.mp) >= 1
    w = W.skewed(10, seed=1, median_bytes=100.0, sigma=0.0)
    assert set(w.mp[w.mp > 0].tolist()) == {100.0}


def test_skewed_bad_args():
    raises_field("density", W.skewed, 5, density=0)
    raises_field("density", W.skewed, 5, density=1.5)
    raises_field("sigma", W.skewed, 5, sigma=-1)
    raises_field("median_bytes", W.skewed, 5, median_bytes=0)
    raises_field("seed", W.skewed, 5, seed=-1)
    raises_field("seed", W.permutation, 5, seed=1.5)


@pytest.mark.parametrize("n", [2, 7, 12])
def test_dlrm_like_volume(n):
    w = W.dlrm_like(n, embedding_bytes=3.0, mlp_bytes=11.0)
    assert w.mp_bytes == n * (n - 1) * 3.0
    assert len(w.groups) == 1 and w.groups[0].members == tuple(range(n))
    assert w.allreduce_bytes == pytest.approx(2 * (n - 1) * 11.0)


@pytest.mark.parametrize("dp,pp", [(6, 2), (4, 3), (3, 4), (12, 1), (1, 12), (2, 1), (1, 2)])
def test_hybrid_layout_and_volume(dp, pp):
    n = dp * pp
    a, g = 2.0, 5.0
    w = W.hybrid(n, dp, pp, activation_bytes=a, gradient_bytes=g)
    assert w.mp_bytes == pytest.approx(2 * dp * (pp - 1) * a)
    assert w.allreduce_bytes == pytest.approx(pp * 2 * (dp - 1) * g if dp >= 2 else 0.0)
    assert len(w.groups) == (pp if dp >= 2 else 0)
    for s, grp in enumerate(w.groups):
        assert grp.members == tuple(s + r * pp for r in range(dp))  # a coset of Z_n
    for r in range(dp):
        for s in range(pp - 1):
            assert w.mp[s + r * pp, s + 1 + r * pp] == a and w.mp[s + 1 + r * pp, s + r * pp] == a
    assert np.count_nonzero(w.mp) == 2 * dp * (pp - 1)


def test_hybrid_bad_shape():
    raises_field("dp", W.hybrid, 12, 5, 2)
    raises_field("dp", W.hybrid, 12, 0, 12)
    raises_field("pp", W.hybrid, 12, 12, 0)
    raises_field("activation_bytes", W.hybrid, 4, 2, 2, activation_bytes=-1)


@pytest.mark.parametrize("fn,kw", [
    (W.allreduce, "bytes_per_member"), (W.all_to_all, "bytes_per_pair"),
    (W.ring, "bytes_per_node"), (W.permutation, "bytes_per_node"),
    (W.dlrm_like, "embedding_bytes"), (W.dlrm_like, "mlp_bytes"),
])
@pytest.mark.parametrize("bad", [0, -1.0, float("nan"), float("inf"), "1", None])
def test_bad_sizes(fn, kw, bad):
    raises_field(kw, fn, 6, **{kw: bad})


@pytest.mark.parametrize("fn", [W.allreduce, W.all_to_all, W.ring, W.permutation, W.skewed, W.dlrm_like])
@pytest.mark.parametrize("n", [1, 0, True, 3.0])
def test_bad_n(fn, n):
    raises_field("n", fn, n)


def test_defaults_registry_helpers():
    assert [W.smallest_prime_factor(n) for n in (2, 9, 12, 13, 49)] == [2, 3, 2, 13, 7]
    assert [W.default_group_size(n) for n in (2, 4, 6, 12, 16, 13, 128)] == [2, 2, 3, 4, 4, 13, 16]
    for n in range(2, 40):
        k = W.default_group_size(n)
        assert n % k == 0 and k * k >= n
        assert all(j * j < n for j in range(2, k) if n % j == 0)
        dp, pp = W.default_hybrid_shape(n)
        assert dp * pp == n and pp == W.smallest_prime_factor(n)


@pytest.mark.parametrize("name", sorted(W.WORKLOADS))
@pytest.mark.parametrize("n", [2, 3, 5, 12, 13, 16])
def test_registry_every_n(name, n):
    w = W.WORKLOADS[name](n, 0)
    assert isinstance(w, Workload) and w.n == n
    assert w.allreduce_bytes + w.mp_bytes > 0
    assert W.WORKLOADS[name](n, 0) == w  # reproducible


def test_registry_names_and_default_scale():
    assert set(W.WORKLOADS) == {"allreduce", "coset_groups", "all_to_all", "permutation", "ring",
                                "skewed", "dlrm_like", "hybrid"}
    # MB-range volumes: ~milliseconds per iteration on 12 x 25 Gbit/s x 4 ports.
    c = Cluster(12, 4)
    for name, f in W.WORKLOADS.items():
        w = f(12, 0)
        per_node = (w.allreduce_bytes + w.mp_bytes) / 12
        t = per_node / (c.d * c.link_bytes_per_s)
        assert 1e-4 < t < 1.0, (name, t)
    w = W.WORKLOADS["coset_groups"](12, 0)
    assert [g.members for g in w.groups] == [(0, 3, 6, 9), (1, 4, 7, 10), (2, 5, 8, 11)]
    w = W.WORKLOADS["hybrid"](12, 0)
    assert [g.members for g in w.groups] == [(0, 2, 4, 6, 8, 10), (1, 3, 5, 7, 9, 11)]
    assert W.WORKLOADS["permutation"](12, 1) != W.WORKLOADS["permutation"](12, 2)


# --------------------------------------------------------------------------- IO
def _mixed_workload() -> Workload:
    mp = W.skewed(6, seed=2, median_bytes=1234.5).mp
    return Workload(6, groups=(AllReduceGroup((0, 2, 4), 1e6 / 3), AllReduceGroup((5, 1), 7.0)),
                    mp=mp, name="mixed")


def test_workload_json_roundtrip(tmp_path: Path):
    w = _mixed_workload()
    p = tmp_path / "w.json"
    W.save_workload(w, p)
    back = W.load_workload(str(p))
    assert back == w and back.name == "mixed"
    assert json.loads(p.read_text())["n"] == 6
    assert [f.name for f in tmp_path.iterdir()] == ["w.json"]  # no temp file left


@pytest.mark.parametrize("ext", [".csv", ".npy", ".CSV"])
def test_workload_matrix_roundtrip(tmp_path: Path, ext):
    w = W.skewed(9, seed=7, median_bytes=1e6 / 7)
    w = Workload(9, mp=w.mp / 3.0, name="x")  # non-integral bytes survive exactly
    p = tmp_path / f"mat{ext}"
    W.save_workload(w, p)
    back = W.load_workload(p)
    assert np.array_equal(back.mp, w.mp) and back.name == "mat" and not back.groups


def test_workload_matrix_formats_refuse_groups(tmp_path: Path):
    for ext in (".csv", ".npy"):
        err = raises_field("path", W.save_workload, W.dlrm_like(4), tmp_path / f"w{ext}")
        assert "json" in err.rule
    assert list(tmp_path.iterdir()) == []


def test_save_overwrites_atomically(tmp_path: Path):
    p = tmp_path / "w.json"
    W.save_workload(W.ring(4), p)
    W.save_workload(W.all_to_all(4), p)
    assert W.load_workload(p) == W.all_to_all(4)
    assert [f.name for f in tmp_path.iterdir()] == ["w.json"]


@pytest.mark.parametrize("ext", [".json", ".csv", ".npy"])
@pytest.mark.parametrize("link_model", ["duplex", "simplex"])
def test_topology_roundtrip(tmp_path: Path, ext, link_model):
    rng = np.random.default_rng(1)
    m = rng.integers(0, 3, (7, 7))
    np.fill_diagonal(m, 0)
    if link_model == "duplex":
        m = m + m.T
    t = Topology(m, link_model, name="t")
    p = tmp_path / f"topo{ext}"
    W.save_topology(t, p)
    back = W.load_topology(p)
    assert back == t  # asymmetric matrix files come back simplex, symmetric duplex
    if ext != ".json":
        assert W.load_topology(p, link_model="simplex").link_model == "simplex"


def test_topology_symmetric_simplex_needs_json_or_explicit(tmp_path: Path):
    t = Topology.from_edges(3, [(0, 1), (1, 0)], "simplex")
    W.save_topology(t, tmp_path / "t.csv")
    assert W.load_topology(tmp_path / "t.csv").link_model == "duplex"
    assert W.load_topology(tmp_path / "t.csv", link_model="simplex") == t
    W.save_topology(t, tmp_path / "t.json")
    assert W.load_topology(tmp_path / "t.json") == t
    raises_field("link_model", W.load_topology, tmp_path / "t.json", link_model="duplex")


def test_unknown_extension_and_missing(tmp_path: Path):
    for fn in (W.load_workload, W.load_topology):
        err = raises_field("path", fn, tmp_path / "w.txt")
        assert ".json" in err.rule
        err = raises_field("path", fn, tmp_path / "missing.json")
        assert "does not exist" in err.rule
        raises_field("path", fn, tmp_path / "missing.npy")
        raises_field("path", fn, 42)
    raises_field("path", W.save_workload, W.ring(3), tmp_path / "w.yaml")
    raises_field("path", W.save_topology, Topology.from_edges(2, [(0, 1)]), tmp_path / "t")
    raises_field("path", W.save_workload, W.ring(3), tmp_path / "nodir" / "w.json")
    raises_field("workload", W.save_workload, "not a workload", tmp_path / "w.json")
    raises_field("topology", W.save_topology, np.eye(2), tmp_path / "t.json")
    (tmp_path / "d.json").mkdir()
    err = raises_field("path", W.load_workload, tmp_path / "d.json")
    assert "regular file" in err.rule


@pytest.mark.parametrize("content,field", [
    ("{not json", "path"),
    ("", "path"),
    ("[1, 2, 3]", "workload"),
    ('{"groups": []}', "workload"),
    ('{"n": 3, "mp": [[0, 1], [1, 0]]}', "mp"),
    ('{"n": 3, "mp": [[0, 1, 1], [1, 0, 1], [1, 1, NaN]]}', "mp"),
    ('{"n": 3, "groups": [{"members": [0, 3], "bytes_per_member": 1}]}', "members"),
    ('{"n": 3, "groups": 7}', "groups"),
    ('{"n": 3, "groups": [{"members": [0, 1], "bytes_per_member": "x"}]}', "bytes_per_member"),
    ('{"n": 3}', "workload"),
    ('{"n": 1.5, "mp": []}', "n"),
])
def test_malformed_workload_json(tmp_path: Path, content, field):
    p = tmp_path / "bad.json"
    p.write_text(content)
    err = raises_field(field, W.load_workload, p)
    assert str(p) in str(err)


@pytest.mark.parametrize("content,field", [
    ("0,1\n1\n", "mp"),
    ("0,a\n1,0\n", "mp"),
    ("", "mp"),
    ("0,1,2\n1,0,2\n", "mp"),
    ("0,-1\n1,0\n", "mp"),
    ("1,1\n1,0\n", "mp"),
    ("5\n", "n"),
    ("0,0\n0,0\n", "workload"),
])
def test_malformed_workload_csv(tmp_path: Path, content, field):
    p = tmp_path / "bad.csv"
    p.write_text(content)
    err = raises_field(field, W.load_workload, p)
    assert str(p) in str(err)


def test_malformed_npy(tmp_path: Path):
    p = tmp_path / "bad.npy"
    p.write_bytes(b"\x00garbage")
    raises_field("mp", W.load_workload, p)
    raises_field("links", W.load_topology, p)
    np.save(p, np.array([{"a": 1}], dtype=object), allow_pickle=True)
    raises_field("mp", W.load_workload, p)
    np.save(p, np.ones(3))
    raises_field("mp", W.load_workload, p)
    np.save(p, np.array([[0, 1j], [1, 0]]))
    raises_field("mp", W.load_workload, p)
    np.save(p, np.array([[0, 1.5], [1.5, 0]]))
    raises_field("links", W.load_topology, p)
    with open(tmp_path / "z.npy", "wb") as f:
        np.savez(f, a=np.zeros((2, 2)))
    raises_field("mp", W.load_workload, tmp_path / "z.npy")


@pytest.mark.parametrize("content,field", [
    ('{"links": [[0, 1], [0, 0]]}', "links"),
    ('{"links": [[0, 1], [1, 0]], "link_model": "x"}', "link_model"),
    ('{"name": "t"}', "topology"),
    ('"text"', "topology"),
    ("{", "path"),
])
def test_malformed_topology_json(tmp_path: Path, content, field):
    p = tmp_path / "bad.json"
    p.write_text(content)
    err = raises_field(field, W.load_topology, p)
    assert str(p) in str(err)


def test_malformed_topology_csv(tmp_path: Path):
    p = tmp_path / "t.csv"
    p.write_text("0,1\n1,1\n")
    raises_field("links", W.load_topology, p)
    p.write_text("0,1.5\n1.5,0\n")
    raises_field("links", W.load_topology, p)
    p.write_text("0,1\n0,0\n")
    raises_field("links", W.load_topology, p, link_model="duplex")


@settings(max_examples=25, deadline=None)
@given(n=st.integers(2, 9), seed=st.integers(0, 10_000))
def test_io_roundtrip_hypothesis(tmp_path_factory, n, seed):
    d = tmp_path_factory.mktemp("io")
    w = W.skewed(n, seed=seed)
    for ext in W.FORMATS:
        W.save_workload(w, d / f"w{ext}")
        back = W.load_workload(d / f"w{ext}")
        assert np.array_equal(back.mp, w.mp)
    assert W.load_workload(d / "w.json") == w
    assert sorted(os.listdir(d)) == ["w.csv", "w.json", "w.npy"]
