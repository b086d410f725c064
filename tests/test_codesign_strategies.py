"""The co-design strategy space (formulations/codesign.md): traffic against hand-computed
volumes (Megatron, DLRM's all-to-all, redistribution), memory feasibility, the symmetry
reduction against brute force, determinism, moves, and strategy files."""

from __future__ import annotations

import itertools
import json

import numpy as np
import pytest

from topomilp.codesign import Hardware, Strategy, StrategySpace, load_model, load_strategy
from topomilp.errors import TopomilpInputError
from topomilp.model import Workload

HW = Hardware()


def space(name: str, n: int, **kw) -> StrategySpace:
    return StrategySpace(load_model(name), kw.pop("hardware", HW), n, **kw)


def _groups(w: Workload) -> dict[frozenset, float]:
    return {frozenset(g.members): g.bytes_per_member for g in w.groups}


def test_megatron_tensor_parallel_bytes_per_layer():
    sp = space("bert16", 4)                       # l=6, s=256, h=768, B=192
    s = sp.canonical(Strategy("transformer", dp=2, tp=2, pp=1, m=1))
    w = sp.workload(s)
    per_replica = 192 // 2
    tp_bytes = 4 * 6 * per_replica * 256 * 768 * 2      # 2 fwd + 2 bwd all-reduces of b s h, fp16
    dp_bytes = load_model("bert16").params / 2 * 2       # P / tp gradients, 2 bytes
    assert _groups(w) == {frozenset({0, 1}): tp_bytes, frozenset({2, 3}): tp_bytes,
                          frozenset({0, 2}): dp_bytes, frozenset({1, 3}): dp_bytes}
    assert w.mp_bytes == 0


def test_megatron_pipeline_boundary_bytes():
    sp = space("bert16", 4)
    s = Strategy("transformer", dp=1, tp=2, pp=2, m=4)
    assert s in sp
    w = sp.workload(s)
    boundary = 192 * 256 * 768 * 2 / 2                 # b s h per micro-batch, m b = B, split over tp
    expect = np.zeros((4, 4))
    for r in range(2):                                  # stage 0 ranks 0, 1 -> stage 1 ranks 2, 3
        expect[r, 2 + r] = expect[2 + r, r] = boundary
    assert np.array_equal(w.mp, expect)
    assert _groups(w) == {frozenset({0, 1}): 4 * 3 * 192 * 256 * 768 * 2,
                          frozenset({2, 3}): 4 * 3 * 192 * 256 * 768 * 2}


def test_pipeline_bubble_and_compute():
    sp = space("bert16", 4)
    m = load_model("bert16")
    ideal = 3 * m.flops_per_sample * 192 / 4 / (312e12 * 0.5)
    assert sp.compute_s(Strategy("transformer", 4, 1, 1, 1)) == pytest.approx(ideal)
    assert sp.compute_s(Strategy("transformer", 1, 2, 2, 4)) == pytest.approx(ideal * (1 + 1 / 4))


def test_data_parallel_gradient_bytes():
    sp = space("bert16", 4)
    w = sp.workload(sp.data_parallel())
    assert _groups(w) == {frozenset(range(4)): load_model("bert16").params * 2}


def test_dlrm_all_to_all_volume_per_server_pair():
    sp = space("dlrm16", 16)                            # 16 tables of dim 256, B = 3072
    s = sp.data_parallel()
    assert s.tables == (1,) * 16 and s.degrees == (16, 16)
    w = sp.workload(s)
    per_pair = 3072 / 16 * 1 * 256 * 2                  # (B / G) T_i D bytes (Mudigere et al.)
    # a -> b carries a's pooled outputs for b's samples (forward) and the gradients of b's
    # tables' outputs for a's samples (backward): one per_pair each
    expect = np.full((16, 16), 2 * per_pair)
    np.fill_diagonal(expect, 0)
    assert np.array_equal(w.mp, expect)
    m = load_model("dlrm16")
    assert _groups(w) == {frozenset(range(16)): (m.params - m.table_params) * 2}
    # compute: every server runs both MLPs on B / 16 samples and looks up its table for all B
    dense = sum(g.total_flops_per_sample for g in m.groups if g.kind == "dense")
    emb = m.group("embedding").flops_per_sample
    assert emb == 100 * 256
    assert sp.compute_s(s) == pytest.approx(3 * (dense * 3072 / 16 + emb * 3072) / 156e12)


def test_redistribution_between_groups_of_different_degree():
    sp = space("vgg16", 4)                              # B = 768
    m = load_model("vgg16")
    s = Strategy("cnn", degrees=(4, 2, 2))
    w = sp.workload(s)
    # degree 4 on servers 0..3 (192 samples each) -> degree 2 on servers 0, 2 (384 each):
    # server 1 hands its 192 samples to server 0, server 3 to server 2, and gets gradients back
    v = 192 * m.groups[0].output_bytes_per_sample
    expect = np.zeros((4, 4))
    expect[1, 0] = expect[0, 1] = expect[3, 2] = expect[2, 3] = v
    assert np.array_equal(w.mp, expect)
    g = m.groups
    assert _groups(w) == {frozenset(range(4)): g[0].total_params * 2,
                          frozenset({0, 2}): (g[1].total_params + g[2].total_params) * 2}
    # compute: server 0 runs every group, on B / k samples each
    flops = sum(x.total_flops_per_sample * 768 / k for x, k in zip(g, (4, 2, 2)))
    assert sp.compute_s(s) == pytest.approx(3 * flops / 156e12)


def test_memory_limit_excludes_a_strategy_just_over_it():
    sp = space("vgg16", 4)
    big = max(sp.strategies(), key=sp.memory_bytes)     # every group on few servers: the most activations
    need = sp.memory_bytes(big)
    assert big in space("vgg16", 4, hardware=Hardware(memory_bytes=need))
    tight = space("vgg16", 4, hardware=Hardware(memory_bytes=need * (1 - 1e-9)))
    assert big not in tight and sp.data_parallel() in tight
    assert len(tight.strategies()) == len(sp.strategies()) - sum(sp.memory_bytes(s) == need for s in sp.strategies())
    with pytest.raises(TopomilpInputError, match="needs .* GB per server"):
        tight.validate(big)
    none = space("vgg16", 4, hardware=Hardware(memory_bytes=sp.memory_bytes(sp.data_parallel()) * 0.999))
    with pytest.raises(TopomilpInputError, match="vgg16 fits no strategy on 4 servers"):
        none.strategies()


def test_dlrm_on_too_few_servers_names_the_shortfall():
    m = load_model("dlrm")
    with pytest.raises(TopomilpInputError) as e:
        space("dlrm", 4).strategies()
    # the least any strategy needs: 16 tables on every server plus the dense groups on all 4
    emb = m.group("embedding")
    dense = [g for g in m.groups if g.kind == "dense"]
    need = 16 * (emb.params * 4 + emb.activation_bytes_per_sample * 1536) + sum(
        g.total_params * 16 + g.count * g.activation_bytes_per_sample * 1536 / 4 for g in dense)
    assert e.value.field == "model"
    assert f"needs {need / 1e9:.2f} GB per server, has 40.00 GB" in str(e.value)
    assert "on 4 servers" in str(e.value)


def test_spaces_are_deterministic_and_every_member_is_valid():
    for name, n in (("bert16", 4), ("bert", 12), ("vgg16", 4), ("dlrm16", 12), ("ncf", 4), ("candle16", 6)):
        a, b = space(name, n).strategies(), space(name, n).strategies()
        assert a == b and len(set(a)) == len(a) and a
        sp = space(name, n)
        for s in a:
            sp.validate(s)
            w = sp.workload(s)
            assert w.n == n and (w.mp_bytes > 0 or w.allreduce_bytes > 0)
            assert sp.memory_bytes(s) <= HW.memory_bytes and sp.compute_s(s) > 0


def _brute_force_placements(sp: StrategySpace, degrees: tuple[int, ...]) -> set[tuple[int, ...]]:
    """Every placement of (10)-(11), canonicalised by sorting inside classes of servers
    that run the same dense groups (checked here by direct set membership)."""
    n, total, spread = sp.n, sp.model.tables, sp.table_spread
    sets = [set(range(0, n, n // k)) for k in degrees]
    out = set()
    for t in itertools.product(range(total + 1), repeat=n):
        if sum(t) != total or max(t) - min(t) > spread:
            continue
        c = list(t)
        sig = [tuple(i in s for s in sets) for i in range(n)]
        for key in set(sig):
            idx = [i for i in range(n) if sig[i] == key]
            for i, v in zip(idx, sorted((t[i] for i in idx), reverse=True)):
                c[i] = v
        out.add(tuple(c))
    return out


def test_table_placements_match_brute_force():
    for spread in (1, 2):
        sp = StrategySpace(load_model("docs/examples/codesign-model.json"), Hardware(memory_bytes=1e12), 4,
                           table_spread=spread)
        got = {}
        for s in sp.strategies():
            got.setdefault(s.degrees, set()).add(s.tables)
        for k in sp.degree_choices:                  # equal degrees: no redistribution, eq. (12)-(13)
            assert got.get((k, k), set()) == _brute_force_placements(sp, (k, k)), (spread, k)


def _all_to_all(tables, consumers, per_sample_bytes, batch, n):
    """Eq. (22) written out: holder h sends each consumer c != h (B / k) t_h O bytes, and back."""
    mp = np.zeros((n, n))
    for h, t in enumerate(tables):
        for c in consumers:
            if c != h:
                mp[h, c] += batch / len(consumers) * t * per_sample_bytes
                mp[c, h] += batch / len(consumers) * t * per_sample_bytes
    return mp


def _symmetries(sig, red):
    """Brute force: every server permutation p (server i -> p[i]) that keeps which dense
    groups each server runs and the redistribution traffic (eq. 13')."""
    n = len(sig)
    out = []
    for p in itertools.permutations(range(n)):
        p = np.array(p)
        if all(sig[p[i]] == sig[i] for i in range(n)) and np.allclose(red[np.ix_(p, p)], red):
            out.append(p)
    return out


def test_canonical_placements_are_exact_against_brute_force():
    # degrees (4, 2) exchange redistribution traffic: the symmetries are the skeleton's
    # automorphisms. Every placement is mapped by one to its representative, which then
    # has the same workload up to relabelling and the same compute; no symmetry maps one
    # representative to another
    model = load_model("docs/examples/codesign-model.json")
    sp = StrategySpace(model, Hardware(memory_bytes=1e12), 4, table_spread=2)
    emb = model.group("embedding").output_bytes_per_sample
    for degrees in ((4, 2), (2, 4), (4, 1), (2, 2), (1, 4)):
        sig = [tuple(i % (4 // k) == 0 for k in degrees) for i in range(4)]
        consumers = range(0, 4, 4 // degrees[1])
        rep = {t: sp.canonical_tables(degrees, t) for t in itertools.product(range(9), repeat=4)
               if sum(t) == 8 and max(t) - min(t) <= 2}
        reps = sorted(set(rep.values()))
        assert reps == sorted(s.tables for s in sp.strategies() if s.degrees == degrees)
        base = sp.workload(Strategy("recommendation", degrees=degrees, tables=reps[0]))
        red = base.mp - _all_to_all(reps[0], consumers, emb, 1024, 4)           # eq. (21), placement-free
        syms = _symmetries(sig, red)
        for t, c in rep.items():
            p = next(p for p in syms if all(c[p[i]] == t[i] for i in range(4)))
            w = sp.workload(Strategy("recommendation", degrees=degrees, tables=c))
            mp_t = red + _all_to_all(t, consumers, emb, 1024, 4)
            assert np.allclose(w.mp[np.ix_(p, p)], mp_t)
        for x, y in itertools.combinations(reps, 2):
            assert not any(all(y[p[i]] == x[i] for i in range(4)) for p in syms), (degrees, x, y)


def test_non_canonical_placements_are_refused_and_mapped():
    sp = space("dlrm16", 12)
    degrees = (4, 6)
    t = (1, 2, 1, 1, 2, 1, 2, 2, 1, 1, 1, 1)
    c = sp.canonical_tables(degrees, t)
    assert sorted(c) == sorted(t)
    if c != t:
        with pytest.raises(TopomilpInputError, match="canonical"):
            sp.validate(Strategy("recommendation", degrees=degrees, tables=t))
    assert sp.canonical(Strategy("recommendation", degrees=degrees, tables=t)) in sp
    assert sp.omitted == ()


def _walk(sp: StrategySpace, seed: int, steps: int = 150) -> list[Strategy]:
    rng = np.random.default_rng(seed)
    s, out = sp.topoopt_initial(), []
    for _ in range(steps):
        s = sp.propose(s, rng)
        out.append(s)
    return out


def test_propose_stays_in_the_space_and_is_seeded():
    for name, n in (("dlrm16", 12), ("vgg16", 12), ("bert", 12)):
        sp = space(name, n)
        a = _walk(sp, 7)
        assert a == _walk(sp, 7) and a != _walk(sp, 8)
        assert all(s in sp for s in a)
        assert len(set(a)) > 5                          # it moves


def test_propose_leaves_the_initial_strategy_when_most_degree_tuples_are_omitted():
    # DLRM16 at n = 128: 56 of the 64 dense degree pairs are left out of the space, and
    # every single-degree move from data parallelism (128, 128) lands on one of them
    sp = space("dlrm16", 128)
    assert len(sp.omitted) == 56 and sp.topoopt_initial().degrees == (128, 128)
    a = _walk(sp, 3, steps=60)
    assert a == _walk(sp, 3, steps=60)
    assert len(set(a)) > 1 and a[-1] != sp.topoopt_initial()
    for s in a:
        sp.validate(s)
        assert s.degrees not in sp.omitted
    assert sp.declared((8, 128), 1) == (128, 128) and sp.declared((8, 8), 0) == (8, 8)


def test_strategy_dict_round_trip_and_bad_strategies():
    sp = space("dlrm16", 12)
    for s in sp.strategies()[:20]:
        assert Strategy.from_dict(s.to_dict()) == s
    s = sp.strategies()[0]
    assert s.describe().startswith("tables ") and "dense dp=" in s.describe()
    with pytest.raises(TopomilpInputError, match="strategy.dp: is not a field of a recommendation"):
        Strategy.from_dict({**s.to_dict(), "dp": 2})
    with pytest.raises(TopomilpInputError, match="strategy.degrees: is not a field of a transformer"):
        Strategy("transformer", 4, 1, 1, 1, degrees=(4,))
    with pytest.raises(TopomilpInputError, match="strategy.colour"):
        Strategy.from_dict({**s.to_dict(), "colour": 1})
    with pytest.raises(TopomilpInputError, match="is a transformer strategy"):
        sp.validate(Strategy("transformer", 12, 1, 1, 1))
    with pytest.raises(TopomilpInputError, match="summing to 16"):
        sp.validate(Strategy("recommendation", degrees=(12, 12), tables=(2,) * 12))
    with pytest.raises(TopomilpInputError, match="degrees"):
        sp.validate(Strategy("recommendation", degrees=(5, 12), tables=s.tables))
    tsp = space("bert16", 4)
    with pytest.raises(TopomilpInputError, match="dp \\* tp \\* pp"):
        tsp.validate(Strategy("transformer", 2, 1, 1, 1))
    with pytest.raises(TopomilpInputError, match="tp must divide"):
        space("bert16", 16).validate(Strategy("transformer", 1, 16, 1, 1))
    with pytest.raises(TopomilpInputError) as e:
        tsp.workload(Strategy("transformer", 4, 1, 1, 2))          # pp = 1 keeps the least m
    assert e.value.field == "strategy" and "canonical" in e.value.rule


def test_gpt3_needs_more_than_twelve_servers_and_recomputation_at_128():
    with pytest.raises(TopomilpInputError, match="gpt3-175b fits no strategy on 12 servers"):
        space("gpt3-175b", 12).strategies()
    with pytest.raises(TopomilpInputError, match="on 128 servers: needs"):
        space("gpt3-175b", 128).strategies()
    sp = space("gpt3-175b", 128, recompute=True)
    m = load_model("gpt3-175b")
    for s in sp.strategies():
        assert s.dp * s.tp * s.pp == 128 and 96 % s.tp == 0 and 96 % s.pp == 0
        # eq. (14) with recomputation, written out
        b = 1536 / (s.dp * s.m)
        act = m.group("transformer").activation_bytes_per_sample
        rep = 10 * 2048 * 12288
        need = m.params / (s.tp * s.pp) * 16 + min(s.pp, s.m) * (96 / s.pp) * b * 2 * 2048 * 12288 \
            + b * (rep + (act - rep) / s.tp)
        assert sp.memory_bytes(s) == pytest.approx(need) and need <= 40e9
        ideal = 4 * m.flops_per_sample * 1536 / 128 / 156e12
        assert sp.compute_s(s) == pytest.approx(ideal * (1 + (s.pp - 1) / s.m))
    with pytest.raises(TopomilpInputError, match="recompute"):
        space("vgg16", 4, recompute=True)


def test_strategy_files(tmp_path):
    sp = space("bert16", 12)
    s = Strategy("transformer", dp=2, tp=3, pp=2, m=8)
    assert s in sp
    path = tmp_path / "s.json"
    path.write_text(json.dumps(s.to_dict()))
    assert load_strategy(path) == s
    path.write_text('{"family": "cnn", ')
    with pytest.raises(TopomilpInputError, match="strategy: malformed JSON"):
        load_strategy(path)
    with pytest.raises(TopomilpInputError, match="strategy: cannot read"):
        load_strategy(tmp_path / "none.json")
    path.write_text(json.dumps({"family": "transformer", "dp": 2, "tp": 3, "pp": 2, "m": 8, "zero": 3}))
    with pytest.raises(TopomilpInputError, match="strategy.zero: unknown field"):
        load_strategy(path)
    path.write_text(json.dumps({"family": "transformer", "dp": 4, "tp": 3, "pp": 2, "m": 8}))
    with pytest.raises(TopomilpInputError, match="dp \\* tp \\* pp = n = 12"):
        sp.validate(load_strategy(path))


def test_more_micro_batches_never_hurt_a_pipeline():
    # formulations/codesign.md (6'): same workload, less compute, no more memory
    for name, n in (("bert16", 12), ("bert", 16)):
        sp = space(name, n)
        by_split: dict[tuple, list[Strategy]] = {}
        for s in sp.strategies():
            if s.pp > 1:
                by_split.setdefault((s.dp, s.tp, s.pp), []).append(s)
        assert by_split
        for group in by_split.values():
            group.sort(key=lambda s: s.m)
            w0 = sp.workload(group[0])
            for a, b in zip(group, group[1:]):
                assert sp.workload(b).to_dict() | {"name": ""} == w0.to_dict() | {"name": ""}
                assert sp.compute_s(b) < sp.compute_s(a)
                assert sp.memory_bytes(b) <= sp.memory_bytes(a) * (1 + 1e-12)


def _per_sample_traffic(sp: StrategySpace, s: Strategy) -> tuple[np.ndarray, dict[frozenset, float]]:
    """Eq. (20)-(22) recomputed sample by sample: sample x of a degree-k group runs on
    server (x k // B) (n / k); every hop of a sample between consecutive dense groups, and
    every table's pooled output for a sample consumed on another server, is counted once
    forward and once backward."""
    m, n, batch = sp.model, sp.n, sp.model.global_batch
    x = np.arange(batch)
    chain = [g for g in m.groups if g.kind != "embedding"]
    where = [(x * k // batch) * (n // k) for k in s.degrees]
    mp = np.zeros((n, n))
    for g, a, b in zip(chain, where, where[1:]):
        moved = a != b
        np.add.at(mp, (a[moved], b[moved]), g.output_bytes_per_sample)
        np.add.at(mp, (b[moved], a[moved]), g.output_bytes_per_sample)
    if s.tables:
        e = m.group("embedding")
        consumer_pos = next(p for p, i in enumerate(i for i, g in enumerate(m.groups) if g.kind != "embedding")
                            if i > m.groups.index(e))
        per_server = np.bincount(where[consumer_pos], minlength=n)     # samples consumed on each server
        for h, t in enumerate(s.tables):
            for c in range(n):
                if c != h:
                    mp[h, c] += per_server[c] * t * e.output_bytes_per_sample
                    mp[c, h] += per_server[c] * t * e.output_bytes_per_sample
    groups: dict[frozenset, float] = {}
    for g, k in zip(chain, s.degrees):
        if k > 1:
            key = frozenset(range(0, n, n // k))
            groups[key] = groups.get(key, 0.0) + g.total_params * sp.hardware.grad_bytes
    return mp, groups


def test_every_strategy_traffic_matches_a_per_sample_count():
    cases = [space("vgg16", 12), space("resnet50", 16), space("candle16", 12), space("dlrm16", 12),
             StrategySpace(load_model("docs/examples/codesign-model.json"), Hardware(), 4, table_spread=2)]
    for sp in cases:
        for s in sp.strategies():
            w = sp.workload(s)
            mp, groups = _per_sample_traffic(sp, s)
            assert np.allclose(w.mp, mp), (sp.model.name, s.describe())
            assert _groups(w) == pytest.approx(groups), (sp.model.name, s.describe())


def test_transformer_traffic_totals_do_not_depend_on_the_split():
    # summed over the groups, Megatron's volumes are closed forms of the model (eq. 18-20)
    for name, n in (("bert16", 12), ("bert", 16)):
        sp = space(name, n)
        m = load_model(name)
        act = m.global_batch * m.seq * m.hidden * 2                  # B s h elements, 2 bytes
        for s in sp.strategies():
            w = sp.workload(s)
            tp = [g for g in w.groups if g.k == s.tp and s.tp > 1 and set(g.members) ==
                  {g.members[0] // s.tp * s.tp + r for r in range(s.tp)}]
            dp = [g for g in w.groups if g not in tp]
            assert sum(g.bytes_per_member for g in tp) == pytest.approx(4 * m.layers * act if s.tp > 1 else 0)
            assert sum(g.bytes_per_member for g in dp) == pytest.approx(m.params * 2 if s.dp > 1 else 0)
            assert w.mp_bytes == pytest.approx(2 * (s.pp - 1) * act)
            assert np.array_equal(w.mp, w.mp.T)
            # every server is in exactly one tensor group and one data-parallel group
            for groups, k in ((tp, s.tp), (dp, s.dp)):
                if k > 1:
                    assert sorted(i for g in groups for i in g.members) == list(range(n))


def test_space_dict_round_trip():
    for sp in (space("dlrm16", 12), space("gpt3-175b", 128, recompute=True),
               space("vgg16", 4, hardware=Hardware(memory_bytes=8e9))):
        back = StrategySpace.from_dict(json.loads(json.dumps(sp.to_dict())))
        assert back == sp and back.strategies() == sp.strategies()
    with pytest.raises(TopomilpInputError, match="space.colour"):
        StrategySpace.from_dict({**space("bert16", 4).to_dict(), "colour": 1})


def test_the_memory_rule_only_filters():
    # a smaller server keeps exactly the strategies of a larger one that fit it
    for name, n in (("dlrm16", 12), ("vgg16", 12), ("bert16", 12)):
        big = space(name, n, hardware=Hardware(memory_bytes=1e13))
        need = sorted({big.memory_bytes(s) for s in big.strategies()})
        for limit in (need[0], need[len(need) // 2], need[-1] * 0.999):
            small = space(name, n, hardware=Hardware(memory_bytes=limit))
            expect = [s for s in big.strategies() if big.memory_bytes(s) <= limit]
            if name == "bert16":            # pp = 1 keeps the least m that fits (eq. 6): compare the rest
                expect = [s for s in expect if s.pp > 1]
                got = [s for s in small.strategies() if s.pp > 1]
            else:
                got = list(small.strategies())
            assert got == expect, (name, limit)
