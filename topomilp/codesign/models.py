"""The model zoo and :func:`load_model` (docs/codesign.md, "The zoo").

Every entry is built from its architecture (layer sizes from the paper or from the
scripts of TopoOpt's evaluation, hipersys-team/TopoOpt ``simulation/scripts/fig11_17``
and ``fig16``), so the numbers are derived, not typed in. Global batch: TopoOpt's local
batch per GPU times the testbed's 12 one-GPU servers (GPT-3: 1536, as in Narayanan et
al., SC21). Activations and messages use 2-byte elements.

>>> m = load_model("gpt3-175b")
>>> round(m.params / 1e9, 1), m.layers, m.global_batch
(174.6, 96, 1536)
>>> sorted(ZOO)[:3]
['bert', 'bert16', 'candle']
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Callable, Sequence

from topomilp.codesign.spec import LayerGroup, ModelSpec
from topomilp.errors import TopomilpInputError

#: bytes of one activation / message element (fp16)
ELEMENT_BYTES = 2.0
#: TopoOpt's testbed: 12 servers of one GPU each; global batch = local batch x 12
TESTBED_SERVERS = 12


# --------------------------------------------------------------------------- building blocks
def linear_group(name: str, layers: Sequence[tuple[int, int, bool]], output: int | None = None,
                 kind: str = "dense") -> LayerGroup:
    """A chain of linear layers ``(in, out, bias)`` as one group; per-unit numbers are
    the mean over its layers (the group totals are exact). FLOPs ``2 * in * out`` per
    sample and layer; activations kept: every layer's output."""
    k = len(layers)
    params = sum(i * o + (o if b else 0) for i, o, b in layers)
    flops = sum(2 * i * o for i, o, _ in layers)
    acts = sum(o for _, o, _ in layers) * ELEMENT_BYTES
    out = layers[-1][1] if output is None else output
    return LayerGroup(name, kind, k, flops / k, params / k, acts / k, out * ELEMENT_BYTES)


def mlp(name: str, inputs: int, widths: Sequence[int]) -> LayerGroup:
    """Dense layers ``inputs -> widths[0] -> ... -> widths[-1]``, with biases."""
    dims = [inputs, *widths]
    return linear_group(name, [(dims[i], dims[i + 1], True) for i in range(len(widths))])


def embedding_tables(tables: int, rows: int, dim: int, bag: int, per_unit: int = 1) -> LayerGroup:
    """``tables`` units of ``per_unit`` tables of ``rows x dim``, sum-pooled over a bag
    of ``bag`` lookups (``bag * dim`` additions per sample and table)."""
    out = per_unit * dim * ELEMENT_BYTES
    return LayerGroup("embeddings", "embedding", tables, float(per_unit * bag * dim),
                      float(per_unit * rows * dim), out, out)


def transformer_model(name: str, layers: int, hidden: int, heads: int, seq: int, vocab: int,
                      ffn: int, batch: int) -> ModelSpec:
    """A transformer: (token embedding,) ``layers`` blocks, (tied logits).

    Per block (Narayanan et al., SC21, §5.1, with an FFN of width ``ffn``): parameters
    ``4h^2 + 2h*ffn + 9h + ffn`` (``12h^2 + 13h`` at ``ffn = 4h``); forward FLOPs per
    sample ``2s(4h^2 + 2h*ffn) + 4s^2 h``; activations kept per sample
    ``s h (18 + 4 ffn/h) + 5 a s^2`` bytes (Korthikanti et al., arXiv 2205.05198, §4.1:
    ``34 s h + 5 a s^2`` at ``ffn = 4h``).
    """
    h, s, f = hidden, seq, ffn
    block = LayerGroup("blocks", "transformer", layers,
                       flops_per_sample=2.0 * s * (4 * h * h + 2 * h * f) + 4.0 * s * s * h,
                       params=float(4 * h * h + 2 * h * f + 9 * h + f),
                       activation_bytes_per_sample=float(s * h * 18 + 4 * s * f + 5 * heads * s * s),
                       output_bytes_per_sample=s * h * ELEMENT_BYTES)
    groups = [block]
    if vocab:
        act = s * h * ELEMENT_BYTES
        groups.insert(0, LayerGroup("token_embedding", "embedding", 1, 0.0, float((vocab + s) * h), act, act))
        logits = s * vocab * ELEMENT_BYTES
        groups.append(LayerGroup("logits", "dense", 1, 2.0 * s * h * vocab, 0.0, logits, logits))
    return ModelSpec(name, "transformer", tuple(groups), batch, layers=layers, hidden=hidden,
                     heads=heads, seq=seq, vocab=vocab, ffn=ffn)


# --------------------------------------------------------------------------- conv nets
def _conv(layers: list, hw: int, cin: int, cout: int, k: int, stride: int = 1, bias: bool = True,
          bn: bool = False) -> int:
    """Append a ``k x k`` convolution (padding ``k // 2``) as (params, flops, out elems); return its output size."""
    out = (hw + 2 * (k // 2) - k) // stride + 1
    params = k * k * cin * cout + (cout if bias else 0) + (2 * cout if bn else 0)
    layers.append((params, 2 * k * k * cin * cout * out * out, out * out * cout))
    return out


def conv_group(name: str, layers: list, output_elems: int) -> LayerGroup:
    k = len(layers)
    return LayerGroup(name, "conv", k, sum(x[1] for x in layers) / k, sum(x[0] for x in layers) / k,
                      sum(x[2] for x in layers) * ELEMENT_BYTES / k, output_elems * ELEMENT_BYTES)


def vgg16() -> ModelSpec:
    """VGG-16 on 224 x 224 images (Simonyan and Zisserman, arXiv 1409.1556, config D):
    groups conv1-conv3 (7 convolutions), conv4-conv5 (6), fc (3); 138.4 M parameters."""
    early: list = []
    late: list = []
    hw, cin = 224, 3
    for block, (width, reps) in enumerate(((64, 2), (128, 2), (256, 3), (512, 3), (512, 3))):
        for _ in range(reps):
            hw = _conv(early if block < 3 else late, hw, cin, width, 3)
            cin = width
        hw //= 2                                   # 2 x 2 max pool
        if block == 2:
            early_out = hw * hw * cin
    fc = mlp("fc6-fc8", 7 * 7 * 512, (4096, 4096, 1000))
    groups = (conv_group("conv1-conv3", early, early_out), conv_group("conv4-conv5", late, 7 * 7 * 512), fc)
    return ModelSpec("vgg16", "cnn", groups, 64 * TESTBED_SERVERS)


def resnet50() -> ModelSpec:
    """ResNet-50 v1.5 on 224 x 224 images (He et al., arXiv 1512.03385, Table 1; the
    stride on the 3 x 3 convolution as in torchvision): groups conv1-conv3 (stem and the
    first two stages), conv4-conv5, fc; 25.6 M parameters."""
    early: list = []
    late: list = []
    hw = _conv(early, 224, 3, 64, 7, stride=2, bias=False, bn=True) // 2     # stem, then 3x3/2 max pool
    cin = 64
    for stage, (width, blocks) in enumerate(((64, 3), (128, 4), (256, 6), (512, 3))):
        target = early if stage < 2 else late
        for b in range(blocks):
            stride = 2 if (b == 0 and stage > 0) else 1
            if b == 0:                                               # projection shortcut
                _conv(target, hw, cin, 4 * width, 1, stride, bias=False, bn=True)
            _conv(target, hw, cin, width, 1, bias=False, bn=True)
            out = _conv(target, hw, width, width, 3, stride, bias=False, bn=True)
            _conv(target, out, width, 4 * width, 1, bias=False, bn=True)
            hw, cin = out, 4 * width
        if stage == 1:
            early_out = hw * hw * cin
    groups = (conv_group("conv1-conv3", early, early_out), conv_group("conv4-conv5", late, cin),
              mlp("fc", cin, (1000,)))
    return ModelSpec("resnet50", "cnn", groups, 128 * TESTBED_SERVERS)


# --------------------------------------------------------------------------- TopoOpt's models
def dlrm_model(name: str, tables: int, rows: int, dim: int, bag: int, bottom: Sequence[int],
               top: Sequence[int], local_batch: int) -> ModelSpec:
    """DLRM (Naumov et al., arXiv 1906.00091) as TopoOpt's ``dlrmsim`` builds it:
    bottom MLP (``bottom[0]`` is the dense input), ``tables`` embedding tables, the
    concatenation of the bottom output and the pooled embeddings, top MLP (its first
    width is replaced by the concatenation's width)."""
    concat = bottom[-1] + tables * dim
    groups = (mlp("bottom_mlp", bottom[0], bottom[1:]), embedding_tables(tables, rows, dim, bag),
              mlp("top_mlp", concat, top[1:]))
    return ModelSpec(name, "recommendation", groups, local_batch * TESTBED_SERVERS, tables=tables, dim=dim)


def dlrm() -> ModelSpec:
    """TopoOpt's DLRM (``fig11_17/dlrm128_*.sh``): 64 tables of 10^7 x 128, bag 100,
    bottom 2048 x 8, top 4096 x 16 -> 1, local batch 128."""
    return dlrm_model("dlrm", 64, 10_000_000, 128, 100, [2048] * 8, [4096] * 16 + [1], 128)


def dlrm16() -> ModelSpec:
    """TopoOpt's 16-server DLRM (``fig16/.../fattree_dlrm16.sh``): 16 tables of
    10^7 x 256, bag 100, bottom 1024 x 8, top 2048 x 16 -> 1, local batch 256."""
    return dlrm_model("dlrm16", 16, 10_000_000, 256, 100, [1024] * 8, [2048] * 16 + [1], 256)


def ncf() -> ModelSpec:
    """TopoOpt's NCF (``fig11_17/ncf128_dc.sh``, He et al., WWW 2017): 32 table units,
    each a user and an item table for GMF and for the MLP, 10^6 rows x 128 each (the
    script's ``--edim_per_table 128``), bag 100; the MLP's 64 pooled embeddings
    (8192 wide) -> 4096 x 7; GMF's product -> 1; 2 -> 1. Local batch 128."""
    units, rows, dim = 32, 1_000_000, 128
    top = linear_group("top_mlp", [(units * 2 * dim, 4096, True), *[(4096, 4096, True)] * 6,
                                   (units * dim, 1, False), (2, 1, True)])
    groups = (embedding_tables(units, rows, dim, 100, per_unit=4), top)
    return ModelSpec("ncf", "recommendation", groups, 128 * TESTBED_SERVERS, tables=units, dim=4 * dim)


def candle_model(name: str, width: int, tower_layers: int, head_layers: int, local_batch: int) -> ModelSpec:
    """CANDLE Uno (FlexFlow's ``candle_uno`` example, as TopoOpt runs it): five feature
    towers of ``tower_layers`` dense layers of ``width`` (cell RNA-seq 942, two drug
    descriptor inputs of 5270, two fingerprint inputs of 2048), their concatenation with
    the dose, ``head_layers`` dense layers of ``width``, -> 1."""
    towers = [[(w, width, True), *[(width, width, True)] * (tower_layers - 1)]
              for w in (942, 5270, 2048, 5270, 2048)]
    n_towers = len(towers)
    layer_sum = linear_group("feature_towers", [x for t in towers for x in t])
    per_tower = LayerGroup("feature_towers", "dense", n_towers,
                           layer_sum.total_flops_per_sample / n_towers, layer_sum.total_params / n_towers,
                           layer_sum.count * layer_sum.activation_bytes_per_sample / n_towers,
                           (n_towers * width + 1) * ELEMENT_BYTES)
    concat = n_towers * width + 1
    head = mlp("head", concat, [width] * head_layers + [1])
    return ModelSpec(name, "cnn", (per_tower, head), local_batch * TESTBED_SERVERS)


def candle() -> ModelSpec:
    """TopoOpt's CANDLE Uno (``fig11_17/candle128_fattree.sh``): towers 16 x 16384,
    head 8 x 16384 -> 1, local batch 256."""
    return candle_model("candle", 16384, 16, 8, 256)


def candle16() -> ModelSpec:
    """TopoOpt's 16-server CANDLE Uno (``fig16/.../fattree_candle16.sh``): towers
    12 x 4096, head 8 x 4096 -> 1, local batch 256."""
    return candle_model("candle16", 4096, 12, 8, 256)


def bert() -> ModelSpec:
    """TopoOpt's ``Transformersim`` (``fig11_17/bert128_dc.sh``): 12 blocks, hidden 1024,
    16 heads, sequence 64, FFN width = hidden (FlexFlow's transformer example), no token
    embedding; local batch 16."""
    return transformer_model("bert", 12, 1024, 16, 64, 0, 1024, 16 * TESTBED_SERVERS)


def bert16() -> ModelSpec:
    """TopoOpt's 16-server transformer (``fig16/.../fattree_bert16.sh``): 6 blocks,
    hidden 768, 12 heads, sequence 256, FFN width = hidden; local batch 16."""
    return transformer_model("bert16", 6, 768, 12, 256, 0, 768, 16 * TESTBED_SERVERS)


def gpt3_175b() -> ModelSpec:
    """GPT-3 175B (Brown et al., arXiv 2005.14165, Table 2.1; Narayanan et al., SC21,
    Table 1): 96 blocks, hidden 12288, 96 heads, sequence 2048, vocabulary 51200, global
    batch 1536."""
    return transformer_model("gpt3-175b", 96, 12288, 96, 2048, 51200, 4 * 12288, 1536)


ZOO: dict[str, Callable[[], ModelSpec]] = {
    "dlrm": dlrm, "dlrm16": dlrm16, "bert": bert, "bert16": bert16, "candle": candle,
    "candle16": candle16, "ncf": ncf, "vgg16": vgg16, "resnet50": resnet50, "gpt3-175b": gpt3_175b,
}


def load_model(name_or_path: str | Path) -> ModelSpec:
    """A zoo model by name, or a model JSON file (docs/codesign.md, "The model file").

    Any bad input raises :class:`TopomilpInputError` naming the field: an unknown name,
    a missing file, malformed JSON, an unknown field, a negative size.
    """
    text = str(name_or_path)
    if text in ZOO:
        return ZOO[text]()
    path = Path(text)
    if not path.suffix.lower() == ".json":
        raise TopomilpInputError("model", f"must be a zoo name ({', '.join(sorted(ZOO))}) or a .json file", text)
    try:
        raw = path.read_text()
    except OSError as exc:
        raise TopomilpInputError("model", f"cannot read the model file: {exc.strerror}", text) from None
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise TopomilpInputError("model", f"malformed JSON in {path.name} (line {exc.lineno}: {exc.msg})") from None
    return ModelSpec.from_dict(data)
