"""The co-design model description, the zoo and the hardware (formulations/codesign.md,
docs/codesign.md): numbers against their papers' formulas and published counts, JSON
round trips, and every kind of bad model file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from topomilp.codesign import ZOO, Hardware, LayerGroup, ModelSpec, iteration_time, load_model
from topomilp.errors import TopomilpInputError

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "docs" / "examples" / "codesign-model.json"


def test_gpt3_parameters_match_megatrons_formula():
    m = load_model("gpt3-175b")
    layers, h, s, v = 96, 12288, 2048, 51200
    formula = 12 * layers * h * h * (1 + 13 / (12 * h) + (v + s) / (12 * layers * h))      # SC21 §5.1
    assert m.params == pytest.approx(formula, rel=1e-12)
    assert round(m.params / 1e9, 1) == 174.6
    # forward FLOPs per sample: 24 s h^2 + 4 s^2 h per layer, 2 s h V for the logits
    per_layer = 24 * s * h * h + 4 * s * s * h
    assert m.flops_per_sample == pytest.approx(layers * per_layer + 2 * s * h * v, rel=1e-12)
    assert m.flops_per_iteration == 3 * m.flops_per_sample * 1536


def test_cnn_parameter_counts_match_the_published_networks():
    # torchvision's vgg16 and resnet50 (with batch-norm affine parameters)
    assert load_model("vgg16").params == 138_357_544
    assert load_model("resnet50").params == 25_557_032
    # VGG-16's 15.47 G multiply-adds of its convolutions and FC layers
    assert load_model("vgg16").flops_per_sample == pytest.approx(2 * 15.47e9, rel=2e-3)


def test_dlrm_sizes_from_topoopts_script():
    m = load_model("dlrm")
    emb = m.group("embedding")
    assert (emb.count, emb.params, m.tables, m.dim) == (64, 10_000_000 * 128, 64, 128)
    bottom = 7 * (2048 * 2048 + 2048)
    top = (2048 + 64 * 128) * 4096 + 4096 + 14 * (4096 * 4096 + 4096) + 4097
    assert m.params - m.table_params == bottom + top == 306_264_065
    st = Hardware().state_bytes(m)
    assert st["tables"] == 64 * 1e7 * 128 * 4 == pytest.approx(327.68e9)
    assert st["weights"] == 2 * (bottom + top) and st["optimizer"] == 12 * (bottom + top)


def test_bert_is_flexflows_transformer_and_candle16_sizes():
    b = load_model("bert")
    h, s = 1024, 64
    block = b.group("transformer")
    assert block.params == 6 * h * h + 10 * h          # attention 4h^2, FFN 2h^2 (width h), biases, norms
    assert block.flops_per_sample == 2 * s * 6 * h * h + 4 * s * s * h
    c = load_model("candle16")
    w = 4096
    towers = sum(x * w + w for x in (942, 5270, 2048, 5270, 2048)) + 5 * 11 * (w * w + w)
    head = (5 * w + 1) * w + w + 7 * (w * w + w) + w + 1
    assert c.params == towers + head


def test_every_zoo_model_round_trips_through_json(tmp_path):
    assert set(ZOO) == {"dlrm", "dlrm16", "bert", "bert16", "candle", "candle16", "ncf", "vgg16",
                        "resnet50", "gpt3-175b"}
    for name, build in ZOO.items():
        m = build()
        assert ModelSpec.from_dict(m.to_dict()) == m
        path = tmp_path / f"{name}.json"
        path.write_text(json.dumps(m.to_dict()))
        assert load_model(path) == m


def test_the_documented_example_file_loads():
    m = load_model(EXAMPLE)
    assert (m.name, m.family, m.tables, len(m.groups)) == ("tiny-recsys", "recommendation", 8, 3)
    assert m.params == 3 * 262400 + 8 * 64_000_000 + 4 * 524800


def _bad(tmp_path, data, text=None):
    path = tmp_path / "m.json"
    path.write_text(text if text is not None else json.dumps(data))
    with pytest.raises(TopomilpInputError) as e:
        load_model(path)
    return e.value


def test_bad_model_files_name_the_field(tmp_path):
    good = json.loads(EXAMPLE.read_text())
    e = _bad(tmp_path, {**good, "colour": 1})
    assert e.field == "model.colour" and "unknown field" in str(e)
    groups = [dict(good["groups"][0], width=3)] + good["groups"][1:]
    assert _bad(tmp_path, {**good, "groups": groups}).field == "groups[0].width"
    groups = [good["groups"][0], dict(good["groups"][1], params=-5)] + good["groups"][2:]
    e = _bad(tmp_path, {**good, "groups": groups})
    assert e.field == "groups[1].params" and ">= 0" in e.rule
    assert _bad(tmp_path, {**good, "global_batch": 0}).field == "global_batch"
    assert _bad(tmp_path, {**good, "tables": 7}).field == "groups"             # count != tables
    assert _bad(tmp_path, {k: v for k, v in good.items() if k != "family"}).field == "model.family"
    e = _bad(tmp_path, None, text='{"name": "x", ')
    assert e.field == "model" and "malformed JSON" in e.rule
    assert _bad(tmp_path, None, text="[1, 2]").field == "model"


def test_unknown_names_and_missing_files():
    with pytest.raises(TopomilpInputError, match="zoo name"):
        load_model("gpt5")
    with pytest.raises(TopomilpInputError, match="cannot read"):
        load_model("no/such/model.json")


def test_layer_group_and_model_rules():
    with pytest.raises(TopomilpInputError, match="kind"):
        LayerGroup("x", "lstm")
    with pytest.raises(TopomilpInputError, match="count"):
        LayerGroup("x", "dense", count=0)
    g = LayerGroup("x", "dense", 1, 1.0, 1.0, 1.0, 1.0)
    with pytest.raises(TopomilpInputError, match="distinct"):
        ModelSpec("m", "cnn", (g, g), 4)
    with pytest.raises(TopomilpInputError, match="layers"):
        ModelSpec("m", "transformer", (g,), 4)
    emb = LayerGroup("e", "embedding", 2, 1.0, 1.0, 1.0, 1.0)
    with pytest.raises(TopomilpInputError, match="followed"):
        ModelSpec("m", "recommendation", (g, emb), 4, tables=2, dim=1)
    with pytest.raises(TopomilpInputError, match="cnn model takes"):
        ModelSpec("m", "cnn", (g, emb), 4)


def test_hardware_defaults_and_checks():
    hw = Hardware()
    assert (hw.peak_flops_per_s, hw.efficiency, hw.memory_bytes, hw.bytes_per_param) == (312e12, 0.5, 40e9, 16.0)
    assert Hardware.from_dict(hw.to_dict()) == hw
    with pytest.raises(TopomilpInputError, match="hardware.speed"):
        Hardware.from_dict({"speed": 1})
    with pytest.raises(TopomilpInputError, match="efficiency"):
        Hardware(efficiency=1.5)
    with pytest.raises(TopomilpInputError, match="memory_bytes"):
        Hardware(memory_bytes=-1)


def test_iteration_time_rules():
    assert iteration_time(1.5, 2.0) == 3.5
    assert iteration_time(1.5, 2.0, "full") == 2.0
    assert iteration_time(3.0, 2.0, "full") == 3.0
    with pytest.raises(TopomilpInputError, match="overlap"):
        iteration_time(1.0, 1.0, "partial")
    with pytest.raises(TopomilpInputError, match="comm_s"):
        iteration_time(1.0, -1.0)


# --------------------------------------------------------------------------- topomilp model show
def _cli(capsys, *argv):
    from topomilp.cli import main

    rc = main(["model", "show", *argv])
    out, err = capsys.readouterr()
    return rc, out, err


def test_model_show_prints_the_model(capsys):
    rc, out, err = _cli(capsys, "dlrm16", "--n", "16")
    assert rc == 0 and not err
    lines = out.splitlines()
    assert lines[0] == "dlrm16 (recommendation), global batch 3072"
    assert "parameters 41.0 G" in lines[1] and "tables 163.8 GB" in lines[2]
    assert [ln.split()[0] for ln in lines if ln.split()[0] in ("bottom_mlp", "embeddings", "top_mlp")] == \
        ["bottom_mlp", "embeddings", "top_mlp"]
    assert "on 16 servers: 25 strategies; data parallel: tables " + ",".join(["1"] * 16) + " dense dp=16,16" in lines
    assert max(len(ln) for ln in lines) <= 100


def test_model_show_json_is_one_document(capsys, tmp_path):
    rc, out, _ = _cli(capsys, str(EXAMPLE), "--n", "4", "--json")
    doc = json.loads(out)
    assert rc == 0 and out.count("\n") == 1
    m = load_model(EXAMPLE)
    assert doc["params"] == m.params and doc["flops_per_iteration"] == m.flops_per_iteration
    assert [g["name"] for g in doc["groups"]] == ["bottom_mlp", "embeddings", "top_mlp"]
    assert doc["state_bytes"]["tables"] == 8 * 64_000_000 * 4
    assert ModelSpec.from_dict(doc["spec"]) == m
    assert doc["space"]["n"] == 4 and doc["space"]["strategies"] >= 1


def test_model_show_bad_input_is_one_line_and_exit_2(capsys, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"name": "x", "family": "cnn", ')
    unknown = tmp_path / "unknown.json"
    unknown.write_text(json.dumps({**json.loads(EXAMPLE.read_text()), "colour": "red"}))
    negative = tmp_path / "neg.json"
    data = json.loads(EXAMPLE.read_text())
    data["groups"][2]["flops_per_sample"] = -1
    negative.write_text(json.dumps(data))
    for argv, needle in (
            (["gpt5"], "must be a zoo name"),
            ([str(bad)], "malformed JSON"),
            ([str(unknown)], "model.colour: unknown field"),
            ([str(negative)], "groups[2].flops_per_sample: must be a finite number >= 0"),
            (["dlrm", "--n", "4"], "dlrm fits no strategy on 4 servers: needs")):
        rc, out, err = _cli(capsys, *argv)
        assert rc == 2 and not out
        assert err.count("\n") == 1 and err.startswith("topomilp: error: ") and needle in err, (argv, err)
    with pytest.raises(SystemExit) as e:                 # argparse: the same one line
        _cli(capsys, "bert", "--n", "1")
    err = capsys.readouterr().err
    assert e.value.code == 2 and err.count("\n") == 1 and "--n" in err


def test_a_model_without_traffic_or_divisible_batch_has_no_strategy():
    from topomilp.codesign import StrategySpace

    silent = ModelSpec("silent", "cnn", (LayerGroup("a", "dense", 1, 1e6, 0.0, 1.0, 0.0),), 8)
    with pytest.raises(TopomilpInputError, match="silent has no strategy on 4 servers that puts traffic"):
        StrategySpace(silent, Hardware(), 4).strategies()
    odd = ModelSpec("odd", "transformer", (LayerGroup("b", "transformer", 3, 1.0, 1.0, 1.0, 1.0),), 7,
                    layers=3, hidden=4, heads=1, seq=1)
    with pytest.raises(TopomilpInputError, match="odd has no strategy on 2 servers"):
        StrategySpace(odd, Hardware(), 2).strategies()     # 1 head, 3 layers, batch 7: no degree 2 fits
