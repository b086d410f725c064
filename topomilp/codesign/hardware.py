"""One server's compute and memory: :class:`Hardware` (docs/codesign.md, "Hardware").

The defaults are the TopoOpt testbed's server (TopoOpt, NSDI 2023, arXiv 2202.00433, §6;
its repository's ``testbed/README.md``): one NVIDIA A100 40 GB per server.

* ``peak_flops_per_s = 312e12``: the A100's dense FP16/BF16 tensor-core peak (NVIDIA
  A100 datasheet);
* ``efficiency = 0.5``: the fraction of the peak a training step reaches; Megatron-LM
  reports 44-52 % of the A100's peak end to end (Narayanan et al., SC21, arXiv
  2104.04473, §5.1);
* ``memory_bytes = 40e9``: the datasheet's 40 GB;
* ``weight_bytes = 2``, ``grad_bytes = 2``, ``optimizer_bytes = 12``: mixed-precision
  Adam, fp16 weights and gradients plus an fp32 master copy and two fp32 moments, 16
  bytes per parameter (Rajbhandari et al., ZeRO, SC20, §3.1); the gradients are
  communicated at ``grad_bytes`` per parameter;
* ``embedding_bytes = 4``: an embedding table is fp32 rows updated in place by sparse
  SGD, with no gradient copy and no optimizer state (the DLRM reference
  implementation, Naumov et al., arXiv 1906.00091).

Activation and message sizes are part of the model (its groups' bytes per sample; the
zoo uses 2-byte elements).

>>> hw = Hardware()
>>> hw.bytes_per_param, hw.effective_flops_per_s
(16.0, 156000000000000.0)
>>> Hardware.from_dict(hw.to_dict()) == hw
True
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from topomilp.codesign.spec import ModelSpec, known_keys
from topomilp.errors import TopomilpInputError
from topomilp.utils import check_nonnegative_real, check_positive_real


@dataclass(frozen=True)
class Hardware:
    """A server: compute rate, memory, and bytes kept per parameter (defaults: the
    TopoOpt testbed's A100 40 GB; sources in the module docstring)."""

    name: str = "A100-40GB"
    peak_flops_per_s: float = 312e12
    efficiency: float = 0.5
    memory_bytes: float = 40e9
    weight_bytes: float = 2.0
    grad_bytes: float = 2.0
    optimizer_bytes: float = 12.0
    embedding_bytes: float = 4.0

    def __post_init__(self) -> None:
        if not isinstance(self.name, str):
            raise TopomilpInputError("hardware.name", "must be a string", self.name)
        for f in ("peak_flops_per_s", "efficiency", "memory_bytes", "weight_bytes", "embedding_bytes"):
            object.__setattr__(self, f, check_positive_real(f"hardware.{f}", getattr(self, f)))
        for f in ("grad_bytes", "optimizer_bytes"):
            object.__setattr__(self, f, check_nonnegative_real(f"hardware.{f}", getattr(self, f)))
        if self.efficiency > 1:
            raise TopomilpInputError("hardware.efficiency", "must be in (0, 1]", self.efficiency)

    @property
    def bytes_per_param(self) -> float:
        """Bytes a dense parameter occupies: weights + gradients + optimizer state."""
        return self.weight_bytes + self.grad_bytes + self.optimizer_bytes

    @property
    def effective_flops_per_s(self) -> float:
        return self.peak_flops_per_s * self.efficiency

    def state_bytes(self, model: ModelSpec) -> dict[str, float]:
        """The model's training state in bytes, unsharded: weights, gradients and
        optimizer state of the dense parameters, and a recommendation model's embedding
        tables."""
        dense = model.params - model.table_params
        out = {"weights": dense * self.weight_bytes, "grads": dense * self.grad_bytes,
               "optimizer": dense * self.optimizer_bytes,
               "tables": model.table_params * self.embedding_bytes}
        out["total"] = sum(out.values())
        return out

    def to_dict(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Hardware":
        known_keys("hardware", data, tuple(f.name for f in fields(cls)))
        return cls(**data)
