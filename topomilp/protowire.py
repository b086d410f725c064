"""The protobuf wire format, the little of it that Chakra execution traces need.

A protobuf message is a sequence of fields, each a key ``field_number << 3 | wire_type``
(a varint) followed by its payload: wire type 0 a varint, 1 eight bytes, 2 a varint
length and that many bytes (strings, bytes, sub-messages, packed repeated scalars), 5
four bytes (https://protobuf.dev/programming-guides/encoding/). ``int32``/``int64``
values are varints of their two's complement in 64 bits (a negative one takes 10
bytes); ``sint32``/``sint64`` are zig-zag encoded. A Chakra ET file is such messages one
after another, each preceded by its length as a varint (docs/interchange.md §1).

Shared by the reader (:mod:`topomilp.chakra`) and the writer of ASTRA-sim bundles
(:mod:`topomilp.astra`).

>>> encode_varint(300).hex()
'ac02'
>>> decode_varint(encode_varint(300), 0)
(300, 2)
>>> encode_field(1, WIRE_VARINT, 150).hex()     # the protobuf guide's first example
'089601'
"""

from __future__ import annotations

import struct
from typing import Iterator

WIRE_VARINT, WIRE_FIXED64, WIRE_LEN, WIRE_FIXED32 = 0, 1, 2, 5


class WireError(Exception):
    """Undecodable bytes at ``pos`` (callers turn it into an input error naming the file)."""

    def __init__(self, pos: int, what: str) -> None:
        super().__init__(what)
        self.pos = pos
        self.what = what


# --------------------------------------------------------------------------- decoding
def decode_varint(buf: bytes, pos: int) -> tuple[int, int]:
    """Decode a base-128 varint at ``pos``; return ``(value, next position)``. Running
    past the end raises ``IndexError``; more than 10 bytes :class:`WireError`."""
    b = buf[pos]
    if b < 0x80:
        return b, pos + 1
    result = b & 0x7F
    shift = 7
    start = pos
    pos += 1
    while True:
        b = buf[pos]
        pos += 1
        result |= (b & 0x7F) << shift
        if b < 0x80:
            return result, pos
        shift += 7
        if shift > 63:
            raise WireError(start, "varint longer than 10 bytes")


def skip_field(buf: bytes, pos: int, wire: int, end: int) -> int:
    """The position after a field's payload of wire type ``wire`` starting at ``pos``."""
    if wire == WIRE_VARINT:
        return decode_varint(buf, pos)[1]
    if wire == WIRE_LEN:
        size, pos = decode_varint(buf, pos)
        if pos + size > end:
            raise WireError(pos, f"field of {size} bytes runs past the end of its message")
        return pos + size
    if wire == WIRE_FIXED64:
        return pos + 8
    if wire == WIRE_FIXED32:
        return pos + 4
    raise WireError(pos, f"unsupported wire type {wire}")


def signed64(v: int) -> int:
    """A varint's value read as ``int64`` / ``int32`` (two's complement in 64 bits)."""
    return v - (1 << 64) if v >= 1 << 63 else v


def unzigzag(v: int) -> int:
    """A ``sint32`` / ``sint64`` varint's value."""
    return (v >> 1) ^ -(v & 1)


def iter_fields(buf: bytes, pos: int, end: int) -> Iterator[tuple[int, int, int, int]]:
    """``(field number, wire type, value, end)`` for each field of the message
    ``buf[pos:end]``: for a varint the value is the integer (``end`` its next position);
    for a length-delimited field the value is where its bytes start and ``end`` where they
    stop; for fixed-size fields the value is where the bytes start."""
    while pos < end:
        key, pos = decode_varint(buf, pos)
        num, wire = key >> 3, key & 7
        if wire == WIRE_VARINT:
            v, pos = decode_varint(buf, pos)
            yield num, wire, v, pos
        elif wire == WIRE_LEN:
            size, pos = decode_varint(buf, pos)
            if pos + size > end:
                raise WireError(pos, f"field {num} of {size} bytes runs past the end of its message")
            yield num, wire, pos, pos + size
            pos += size
        elif wire in (WIRE_FIXED64, WIRE_FIXED32):
            width = 8 if wire == WIRE_FIXED64 else 4
            if pos + width > end:
                raise WireError(pos, f"field {num} runs past the end of its message")
            yield num, wire, pos, pos + width
            pos += width
        else:
            raise WireError(pos, f"unsupported wire type {wire}")
    if pos != end:
        raise WireError(pos, "message overruns its length")


def packed_varints(buf: bytes, pos: int, end: int) -> list[int]:
    """The values of a packed repeated varint field's bytes ``buf[pos:end]``."""
    out = []
    while pos < end:
        v, pos = decode_varint(buf, pos)
        out.append(v)
    if pos != end:
        raise WireError(pos, "packed field overruns its length")
    return out


def split_messages(data: bytes) -> Iterator[tuple[int, int, int]]:
    """``(offset, start, end)`` of each varint-length-prefixed message of ``data``;
    ``IndexError`` / :class:`WireError` on a truncated stream (callers name the file)."""
    pos = 0
    n = len(data)
    while pos < n:
        off = pos
        size, pos = decode_varint(data, pos)
        if pos + size > n:
            raise WireError(off, f"the message at byte {off} needs {size} bytes from byte {pos}, "
                                 f"the data ends at byte {n}")
        yield off, pos, pos + size
        pos += size


# --------------------------------------------------------------------------- encoding
def encode_varint(v: int) -> bytes:
    """A varint; a negative ``v`` as its 64-bit two's complement (``int32``/``int64``)."""
    if v < 0:
        v += 1 << 64
    out = bytearray()
    while v >= 0x80:
        out.append((v & 0x7F) | 0x80)
        v >>= 7
    out.append(v)
    return bytes(out)


def encode_field(num: int, wire: int, payload: bytes | int) -> bytes:
    """One field: a varint for :data:`WIRE_VARINT` (``payload`` an int), else a
    length-delimited field (``payload`` the bytes)."""
    key = encode_varint(num << 3 | wire)
    if wire == WIRE_VARINT:
        return key + encode_varint(int(payload))  # type: ignore[arg-type]
    if wire != WIRE_LEN:
        raise ValueError("encode_field writes varint and length-delimited fields; use encode_double")
    return key + encode_varint(len(payload)) + payload  # type: ignore[arg-type]


def encode_double(num: int, value: float) -> bytes:
    """A ``double`` field (wire type 1, little-endian IEEE 754)."""
    return encode_varint(num << 3 | WIRE_FIXED64) + struct.pack("<d", value)


def encode_packed(num: int, values: list[int] | tuple[int, ...]) -> bytes:
    """A packed repeated varint field (proto3's default for repeated scalars)."""
    return encode_field(num, WIRE_LEN, b"".join(encode_varint(int(v)) for v in values))


def length_prefixed(messages: list[bytes] | tuple[bytes, ...]) -> bytes:
    """Messages one after another, each preceded by its length as a varint."""
    return b"".join(encode_varint(len(m)) + m for m in messages)


__all__ = ["WIRE_FIXED32", "WIRE_FIXED64", "WIRE_LEN", "WIRE_VARINT", "WireError", "decode_varint",
           "encode_double", "encode_field", "encode_packed", "encode_varint", "iter_fields", "length_prefixed",
           "packed_varints", "signed64", "skip_field", "split_messages", "unzigzag"]
