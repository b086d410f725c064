"""Co-design of the parallelisation strategy with the topology (docs/codesign.md,
formulations/codesign.md).

A training job is a model (:class:`ModelSpec`: layer groups, global batch) on ``n``
identical servers (:class:`Hardware`). Its :class:`StrategySpace` lists every
memory-feasible parallelisation strategy; each :class:`Strategy` maps to one
iteration's traffic (a :class:`~topomilp.model.Workload`, so every solver and the
evaluator apply) and to a compute time; :func:`iteration_time` combines compute and
communication.

The API:

* ``models``: :class:`LayerGroup`, :class:`ModelSpec` (``to_dict`` / ``from_dict``,
  the JSON schema), :data:`ZOO` (dlrm, dlrm16, bert, bert16, candle, candle16, ncf,
  vgg16, resnet50, gpt3-175b), :func:`load_model` (zoo name or JSON file);
* ``hardware``: :class:`Hardware` (default: the TopoOpt testbed's A100 40 GB);
* ``strategies``: :class:`Strategy` (``describe``, ``to_dict`` / ``from_dict``;
  :func:`load_strategy` reads one from a JSON file),
  :class:`StrategySpace` (``strategies``, ``workload``, ``compute_s``,
  ``memory_bytes``, ``data_parallel``, ``topoopt_initial``, ``propose``,
  ``validate``, ``canonical``);
* ``timing``: :func:`iteration_time` (``overlap="none"`` sums, ``"full"`` takes the max).

>>> from topomilp.codesign import Hardware, StrategySpace, load_model
>>> space = StrategySpace(load_model("dlrm16"), Hardware(), 12)
>>> space.topoopt_initial().describe()
'tables 2,2,2,2,1,1,1,1,1,1,1,1 dense dp=12,12'
"""

from topomilp.codesign.hardware import Hardware
from topomilp.codesign.models import ZOO, LayerGroup, ModelSpec, load_model
from topomilp.codesign.strategies import Strategy, StrategySpace, load_strategy
from topomilp.codesign.timing import iteration_time

__all__ = ["Hardware", "LayerGroup", "ModelSpec", "Strategy", "StrategySpace", "ZOO", "iteration_time",
           "load_model", "load_strategy"]
