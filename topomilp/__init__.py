"""topomilp: heuristic and exact topology design for direct-connect DNN training clusters.

>>> from topomilp import Cluster
>>> Cluster(12, 4).link_model
'duplex'
"""

from topomilp.errors import (
    BackendUnavailableError,
    TopomilpError,
    TopomilpInputError,
    VerificationError,
)
from topomilp.model import AllReduceGroup, Cluster, Topology, Workload
from topomilp.traffic import AllReducePlan, Ring

__version__ = "0.1.0"

__all__ = [
    "AllReduceGroup", "AllReducePlan", "BackendUnavailableError", "Cluster", "Ring",
    "Topology", "TopomilpError", "TopomilpInputError", "VerificationError", "Workload",
    "__version__",
]
