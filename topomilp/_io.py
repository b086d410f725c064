"""Small shared I/O helpers (internal)."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import IO, Any, Callable


def atomic_write(path: str | os.PathLike[str], content: str | bytes | Callable[[IO[Any]], None]) -> None:
    """Write ``content`` (text, bytes, or a ``write(fileobj)`` callback writing bytes)
    to a temporary file next to ``path``, fsync it, then ``os.replace`` it into place:
    readers see the old file or the new one, never half of one.

    >>> import tempfile, pathlib
    >>> tmp = tempfile.TemporaryDirectory()
    >>> p = pathlib.Path(tmp.name) / "x.txt"
    >>> atomic_write(p, "hello"); p.read_text()
    'hello'
    >>> tmp.cleanup()
    """
    path = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            if isinstance(content, str):
                fh.write(content.encode("utf-8"))
            elif isinstance(content, bytes):
                fh.write(content)
            else:
                content(fh)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
