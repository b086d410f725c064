"""Command-line helpers shared by ``topomilp`` (:mod:`topomilp.cli`) and
``python -m topomilp.bench`` (:mod:`topomilp.bench`): argument converters, the parser
whose errors are one line and exit code 2, the error line itself, and the conversion of
output documents to strict JSON.

>>> positive_float("2.5"), int_min(1)("3"), name_list("a, b")
(2.5, 3, ('a', 'b'))
>>> json_safe({"x": float("nan"), "y": (1, 2)})
{'x': None, 'y': [1, 2]}
"""

from __future__ import annotations

import argparse
import math
import sys
from typing import Any, Callable, NoReturn

#: exit code of a bad argument (one line on stderr)
EXIT_BAD_ARGS = 2
#: exit code after Ctrl-C
EXIT_INTERRUPTED = 130


def error_line(message: str) -> int:
    """Write ``topomilp: error: <message>`` on stderr; return :data:`EXIT_BAD_ARGS`."""
    sys.stderr.write(f"topomilp: error: {message}\n")
    return EXIT_BAD_ARGS


class CommandParser(argparse.ArgumentParser):
    """:class:`argparse.ArgumentParser` whose syntax errors print the one line of
    :func:`error_line` (no usage block) and exit with code 2."""

    def error(self, message: str) -> NoReturn:  # type: ignore[override]
        raise SystemExit(error_line(message))


def positive_float(text: str) -> float:
    """A finite number > 0."""
    try:
        v = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a positive number, got {text!r}") from None
    if not math.isfinite(v) or v <= 0:
        raise argparse.ArgumentTypeError(f"must be a positive number, got {text!r}")
    return v


def int_min(minimum: int) -> Callable[[str], int]:
    """A converter accepting integers ``>= minimum``."""
    def conv(text: str) -> int:
        try:
            v = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"must be an integer >= {minimum}, got {text!r}") from None
        if v < minimum:
            raise argparse.ArgumentTypeError(f"must be an integer >= {minimum}, got {text!r}")
        return v
    conv.__name__ = f"int>={minimum}"
    return conv


def name_list(text: str) -> tuple[str, ...]:
    """A comma-separated list of distinct, non-empty names."""
    names = tuple(x.strip() for x in text.split(",") if x.strip())
    if not names:
        raise argparse.ArgumentTypeError("must be a comma-separated list of names")
    if len(set(names)) != len(names):
        raise argparse.ArgumentTypeError(f"lists a name twice: {text!r}")
    return names


def json_safe(obj: Any) -> Any:
    """``obj`` with non-finite floats as ``None``, tuples as lists, numpy arrays and
    scalars as Python values (what ``json.dumps(..., allow_nan=False)`` accepts)."""
    if isinstance(obj, float):
        return float(obj) if math.isfinite(obj) else None
    if isinstance(obj, dict):
        return {str(k): json_safe(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [json_safe(v) for v in obj]
    if hasattr(obj, "tolist"):
        return json_safe(obj.tolist())
    if hasattr(obj, "item"):
        return json_safe(obj.item())
    return obj


__all__ = ["EXIT_BAD_ARGS", "EXIT_INTERRUPTED", "CommandParser", "error_line", "int_min", "json_safe",
           "name_list", "positive_float"]
