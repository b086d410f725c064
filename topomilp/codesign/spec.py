"""A training job's model: :class:`LayerGroup` and :class:`ModelSpec`, and their JSON
schema (docs/codesign.md, "The model file").

A model is an ordered list of layer groups. Each group is ``count`` identical *units*
(transformer layers, embedding tables, dense layers of a tower); the per-unit numbers are
forward FLOPs per sample, parameters, and the activation bytes kept for the backward
pass per sample. ``output_bytes_per_sample`` is the tensor the group hands on: for a
chain of layers (dense, conv, transformer) the output of its last unit, for an
embedding group the pooled output of *one* table (the tables run side by side).

>>> g = LayerGroup("mlp", "dense", count=2, flops_per_sample=2e6, params=1e6,
...                activation_bytes_per_sample=2e3, output_bytes_per_sample=2e3)
>>> m = ModelSpec("toy", "cnn", (g,), global_batch=8)
>>> m.params, m.flops_per_iteration
(2000000.0, 96000000.0)
>>> ModelSpec.from_dict(m.to_dict()) == m
True
"""

from __future__ import annotations

import math
from dataclasses import dataclass, fields
from functools import cached_property
from typing import Any

from topomilp.errors import TopomilpInputError
from topomilp.utils import check_int, is_integer, is_real

KINDS: tuple[str, ...] = ("dense", "embedding", "transformer", "conv")
FAMILIES: tuple[str, ...] = ("transformer", "recommendation", "cnn")
#: training FLOPs per forward FLOP without activation recomputation: forward, and a
#: backward pass of twice the forward (Narayanan et al., SC21, arXiv 2104.04473, §5.1)
TRAINING_FLOPS_FACTOR = 3.0
#: the family fields of :class:`ModelSpec` (``None`` where a family does not use one)
SHAPE_FIELDS: tuple[str, ...] = ("layers", "hidden", "heads", "seq", "vocab", "ffn", "tables", "dim")


def _real(field: str, value: Any) -> float:
    if not is_real(value) or not math.isfinite(float(value)) or value < 0:
        raise TopomilpInputError(field, "must be a finite number >= 0", value)
    return float(value)


def known_keys(where: str, data: Any, allowed: tuple[str, ...], required: tuple[str, ...] = ()) -> None:
    """A JSON object (``data``) read as ``where``: only ``allowed`` keys, every ``required``
    one present; else :class:`TopomilpInputError` naming ``where.key``."""
    if not isinstance(data, dict):
        raise TopomilpInputError(where, "must be a JSON object", data)
    for key in data:
        if key not in allowed:
            raise TopomilpInputError(f"{where}.{key}", f"unknown field (known: {', '.join(allowed)})")
    for key in required:
        if key not in data:
            raise TopomilpInputError(f"{where}.{key}", "is required")


@dataclass(frozen=True)
class LayerGroup:
    """``count`` identical units of one kind (docs/codesign.md, "The model file").

    ``flops_per_sample``, ``params`` and ``activation_bytes_per_sample`` are per unit;
    ``output_bytes_per_sample`` is what the group hands to the next group per sample
    (per table for an embedding group).
    """

    name: str
    kind: str
    count: int = 1
    flops_per_sample: float = 0.0
    params: float = 0.0
    activation_bytes_per_sample: float = 0.0
    output_bytes_per_sample: float = 0.0

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name:
            raise TopomilpInputError("name", "must be a non-empty string", self.name)
        if self.kind not in KINDS:
            raise TopomilpInputError(f"{self.name}.kind", f"must be one of {KINDS}", self.kind)
        object.__setattr__(self, "count", check_int(f"{self.name}.count", self.count, 1))
        for f in ("flops_per_sample", "params", "activation_bytes_per_sample", "output_bytes_per_sample"):
            object.__setattr__(self, f, _real(f"{self.name}.{f}", getattr(self, f)))

    @property
    def total_params(self) -> float:
        return self.count * self.params

    @property
    def total_flops_per_sample(self) -> float:
        return self.count * self.flops_per_sample

    def to_dict(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @classmethod
    def from_dict(cls, data: dict[str, Any], where: str = "group") -> "LayerGroup":
        names = tuple(f.name for f in fields(cls))
        known_keys(where, data, names, ("name", "kind"))
        try:
            return cls(**data)
        except TopomilpInputError as exc:        # name the group's place in the file
            raise TopomilpInputError(f"{where}.{exc.field.split('.')[-1]}", exc.rule, exc.value) from None


@dataclass(frozen=True)
class ModelSpec:
    """A model: its layer groups in order, the global batch, and the family fields.

    ``family`` decides the strategy space (formulations/codesign.md): ``transformer``
    needs ``layers``, ``hidden``, ``heads``, ``seq`` (``vocab`` 0 if the model has no
    token embedding; ``ffn`` defaults to ``4 * hidden``) and exactly one group of kind
    ``transformer`` with ``count == layers``; ``recommendation`` needs exactly one
    ``embedding`` group (its tables) with ``tables`` equal to its count and ``dim`` its
    embedding dimension; ``cnn`` takes dense and conv groups only.
    """

    name: str
    family: str
    groups: tuple[LayerGroup, ...]
    global_batch: int
    layers: int | None = None
    hidden: int | None = None
    heads: int | None = None
    seq: int | None = None
    vocab: int | None = None
    ffn: int | None = None
    tables: int | None = None
    dim: int | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name:
            raise TopomilpInputError("name", "must be a non-empty string", self.name)
        if self.family not in FAMILIES:
            raise TopomilpInputError("family", f"must be one of {FAMILIES}", self.family)
        try:
            groups = tuple(self.groups)
        except TypeError:
            raise TopomilpInputError("groups", "must be a list of layer groups", self.groups) from None
        if not groups or not all(isinstance(g, LayerGroup) for g in groups):
            raise TopomilpInputError("groups", "must be a non-empty list of layer groups", self.groups)
        if len({g.name for g in groups}) != len(groups):
            raise TopomilpInputError("groups", "group names must be distinct", [g.name for g in groups])
        object.__setattr__(self, "groups", groups)
        object.__setattr__(self, "global_batch", check_int("global_batch", self.global_batch, 1))
        for f in SHAPE_FIELDS:
            value = getattr(self, f)
            if value is not None and (not is_integer(value) or value < 0):
                raise TopomilpInputError(f, "must be an integer >= 0", value)
        getattr(self, f"_check_{self.family}")()
        if self.family == "transformer":   # defaults, once the shape is known valid
            if self.ffn is None:
                object.__setattr__(self, "ffn", 4 * self.hidden)
            if self.vocab is None:
                object.__setattr__(self, "vocab", 0)

    def _require(self, *names: str, minimum: int = 1) -> None:
        for f in names:
            value = getattr(self, f)
            if value is None or value < minimum:
                raise TopomilpInputError(f, f"a {self.family} model needs an integer >= {minimum}", value)

    def _check_transformer(self) -> None:
        self._require("layers", "hidden", "heads", "seq")
        blocks = [g for g in self.groups if g.kind == "transformer"]
        if len(blocks) != 1 or blocks[0].count != self.layers:
            raise TopomilpInputError("groups", "a transformer model needs exactly one group of kind "
                                     f"'transformer' with count == layers ({self.layers})")
        if self.hidden % self.heads:
            raise TopomilpInputError("heads", f"must divide hidden ({self.hidden})", self.heads)

    def _check_recommendation(self) -> None:
        self._require("tables", "dim")
        emb = [g for g in self.groups if g.kind == "embedding"]
        if len(emb) != 1 or emb[0].count != self.tables:
            raise TopomilpInputError("groups", "a recommendation model needs exactly one group of kind "
                                     f"'embedding' with count == tables ({self.tables})")
        if any(g.kind == "transformer" for g in self.groups):
            raise TopomilpInputError("groups", "a recommendation model takes no transformer group")
        if self.groups[-1].kind == "embedding":
            raise TopomilpInputError("groups", "the embedding group must be followed by the dense or conv "
                                     "group that consumes its pooled outputs")

    def _check_cnn(self) -> None:
        bad = [g.name for g in self.groups if g.kind not in ("dense", "conv")]
        if bad:
            raise TopomilpInputError("groups", "a cnn model takes dense and conv groups only", bad)

    # -- derived quantities
    @cached_property
    def params(self) -> float:
        """Parameters of the whole model."""
        return float(sum(g.total_params for g in self.groups))

    @cached_property
    def flops_per_sample(self) -> float:
        """Forward FLOPs per sample."""
        return float(sum(g.total_flops_per_sample for g in self.groups))

    @cached_property
    def flops_per_iteration(self) -> float:
        """Training FLOPs of one iteration: ``3 x forward x global_batch`` (no recomputation)."""
        return TRAINING_FLOPS_FACTOR * self.flops_per_sample * self.global_batch

    @cached_property
    def table_params(self) -> float:
        """Parameters of a recommendation model's embedding tables (stored and updated
        as sparse rows, :class:`~topomilp.codesign.hardware.Hardware`); 0 for the other
        families, whose token embeddings train like dense layers."""
        if self.family != "recommendation":
            return 0.0
        return float(sum(g.total_params for g in self.groups if g.kind == "embedding"))

    def group(self, kind: str) -> LayerGroup:
        """The first group of ``kind`` (``TopomilpInputError`` if none)."""
        for g in self.groups:
            if g.kind == kind:
                return g
        raise TopomilpInputError("groups", f"model {self.name!r} has no group of kind {kind!r}")

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name, "family": self.family, "global_batch": self.global_batch}
        out.update({f: getattr(self, f) for f in SHAPE_FIELDS if getattr(self, f) is not None})
        out["groups"] = [g.to_dict() for g in self.groups]
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "ModelSpec":
        """The inverse of :meth:`to_dict`; any unknown or missing field raises
        :class:`TopomilpInputError` naming it."""
        known_keys("model", data, ("name", "family", "global_batch", "groups", *SHAPE_FIELDS),
                    ("name", "family", "global_batch", "groups"))
        raw = data["groups"]
        if not isinstance(raw, list) or not raw:
            raise TopomilpInputError("groups", "must be a non-empty list of layer groups", raw)
        groups = tuple(LayerGroup.from_dict(g, f"groups[{i}]") for i, g in enumerate(raw))
        return cls(**{**data, "groups": groups})
