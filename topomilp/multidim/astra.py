"""ASTRA-sim analytical network configuration (YAML, written by hand: no PyYAML).

The file has the four lists of ASTRA-sim's analytical backend
(``examples/network/analytical/*.yml``)::

    topology: [ Ring, FullyConnected, Switch ]
    npus_count: [ 4, 8, 4 ]
    bandwidth: [ 250.0, 500.0, 250.0 ]  # GB/s
    latency: [ 500.0, 500.0, 500.0 ]  # ns

``bandwidth`` is what topomilp optimises: the per-NPU bandwidth of each dimension in
GB/s (LIBRA's BW_d), ``latency`` the per-step link latency in ns
(formulations/multidim.md §7).

>>> from topomilp.multidim.model import Network
>>> print(astra_yaml(Network.parse("Ring:4,Switch:2"), [150.0, 50.5], 500), end="")
# ASTRA-sim analytical network written by topomilp multidim (Ring:4,Switch:2)
# bandwidth: per-NPU bandwidth of each dimension; latency: per-step link latency
topology: [ Ring, Switch ]
npus_count: [ 4, 2 ]
bandwidth: [ 150.0, 50.5 ]  # GB/s
latency: [ 500.0, 500.0 ]  # ns
"""

from __future__ import annotations

import math
import os
from typing import Sequence

from topomilp._io import atomic_write
from topomilp.errors import TopomilpInputError
from topomilp.multidim.model import Network
from topomilp.multidim.timing import latency_vector


def _num(v: float) -> str:
    return repr(float(v))          # shortest text that reads back to the same float


def astra_yaml(network: Network, bandwidth_GBps: Sequence[float],
               latency_ns: float | Sequence[float] = 0.0) -> str:
    """The YAML text of ``network`` with the given bandwidths and latencies."""
    D = network.n_dims
    if len(bandwidth_GBps) != D:
        raise TopomilpInputError("bandwidth", f"must have one entry per dimension ({D})", list(bandwidth_GBps))
    for d, b in enumerate(bandwidth_GBps):
        if isinstance(b, bool) or not isinstance(b, (int, float)) or not math.isfinite(b) or b <= 0:
            raise TopomilpInputError(f"bandwidth[{d}]", "must be a finite number > 0 for ASTRA-sim", b)
    lat = latency_vector(network, latency_ns)
    return "".join([
        f"# ASTRA-sim analytical network written by topomilp multidim ({network})\n",
        "# bandwidth: per-NPU bandwidth of each dimension; latency: per-step link latency\n",
        f"topology: [ {', '.join(network.blocks)} ]\n",
        f"npus_count: [ {', '.join(str(s) for s in network.sizes)} ]\n",
        f"bandwidth: [ {', '.join(_num(b) for b in bandwidth_GBps)} ]  # GB/s\n",
        f"latency: [ {', '.join(_num(v) for v in lat)} ]  # ns\n",
    ])


def write_astra(path: str | os.PathLike[str], network: Network, bandwidth_GBps: Sequence[float],
                latency_ns: float | Sequence[float] = 0.0) -> str:
    """Write :func:`astra_yaml` to ``path`` atomically; returns the path."""
    text = astra_yaml(network, bandwidth_GBps, latency_ns)
    try:
        atomic_write(path, text)
    except OSError as exc:
        raise TopomilpInputError("--export-astra", f"cannot be written ({exc.strerror})", os.fspath(path)) from None
    return os.fspath(path)
