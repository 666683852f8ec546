"""The typed JSON encoding of Python values (docs/protocol.md, "Values").

JSON's own values stand for None, bools, ints below 2**53, floats, strs,
lists and str-keyed dicts (in order); every other value is a tagged
object whose first key starts with "$": {"$tuple": [...]}, {"$set": [...]},
{"$frozenset": [...]}, {"$bytes": "<base64>"}, {"$bytearray": ...},
{"$int": "<digits>"}, {"$float": "nan" | "inf" | "-inf"},
{"$complex": [re, im]}, {"$dict": [[key, value], ...]} and
{"$repr": "<repr>", "type": "<name>"} for anything else.
"""

import base64
import json
import math

__all__ = ["Opaque", "encode", "decode", "to_json", "from_json", "MAX_DEPTH"]

MAX_DEPTH = 100
_SAFE = 2 ** 53


class Opaque:
    """A value the other side could not send as data: its repr and type name."""

    __slots__ = ("repr", "type")

    def __init__(self, repr_, type_=""):
        self.repr = repr_
        self.type = type_

    def __repr__(self):
        return self.repr

    def __eq__(self, other):
        return isinstance(other, Opaque) and (self.repr, self.type) == (other.repr, other.type)

    def __hash__(self):
        return hash((self.repr, self.type))


def _float(f):
    if math.isnan(f):
        return {"$float": "nan"}
    if math.isinf(f):
        return {"$float": "inf" if f > 0 else "-inf"}
    return f


def encode(value, _depth=0):
    """Returns the JSON-ready form of value (dicts, lists, strs, numbers).

    Values with no typed form (functions, instances of other classes) are
    sent as {"$repr": repr(value), "type": ...}: the server sees their repr
    as a str.
    """
    if _depth > MAX_DEPTH:
        raise ValueError("value nested more than %d levels deep" % MAX_DEPTH)
    d = _depth + 1
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, int):
        if -_SAFE < value < _SAFE:
            return int(value)
        return {"$int": str(int(value))}
    if isinstance(value, float):
        return _float(value)
    if isinstance(value, complex):
        return {"$complex": [_float(value.real), _float(value.imag)]}
    if isinstance(value, list):
        return [encode(x, d) for x in value]
    if isinstance(value, tuple):
        return {"$tuple": [encode(x, d) for x in value]}
    if isinstance(value, frozenset):
        return {"$frozenset": [encode(x, d) for x in value]}
    if isinstance(value, set):
        return {"$set": [encode(x, d) for x in value]}
    if isinstance(value, bytearray):
        return {"$bytearray": base64.b64encode(bytes(value)).decode("ascii")}
    if isinstance(value, bytes):
        return {"$bytes": base64.b64encode(value).decode("ascii")}
    if isinstance(value, dict):
        keys = list(value)
        plain = all(isinstance(k, str) for k in keys) and not (keys and keys[0].startswith("$"))
        if plain:
            return {k: encode(v, d) for k, v in value.items()}
        return {"$dict": [[encode(k, d), encode(v, d)] for k, v in value.items()]}
    if isinstance(value, Opaque):
        return {"$repr": value.repr, "type": value.type}
    return {"$repr": repr(value), "type": type(value).__name__}


def _tagged_float(x):
    if isinstance(x, dict) and "$float" in x:
        return decode(x)
    if isinstance(x, (int, float)) and not isinstance(x, bool):
        return float(x)
    raise ValueError("$complex wants [real, imag]")


def decode(data, _depth=0):
    """Returns the Python value of a decoded JSON value (see encode)."""
    if _depth > MAX_DEPTH:
        raise ValueError("value nested more than %d levels deep" % MAX_DEPTH)
    d = _depth + 1
    if isinstance(data, list):
        return [decode(x, d) for x in data]
    if not isinstance(data, dict):
        return data
    keys = list(data)
    if not keys or not keys[0].startswith("$"):
        return {k: decode(v, d) for k, v in data.items()}
    tag, payload = keys[0], data[keys[0]]
    if tag == "$int":
        return int(payload)
    if tag == "$float":
        return float(payload)
    if tag == "$tuple":
        return tuple(decode(x, d) for x in payload)
    if tag == "$set":
        return {decode(x, d) for x in payload}
    if tag == "$frozenset":
        return frozenset(decode(x, d) for x in payload)
    if tag == "$bytes":
        return base64.b64decode(payload)
    if tag == "$bytearray":
        return bytearray(base64.b64decode(payload))
    if tag == "$complex":
        return complex(_tagged_float(payload[0]), _tagged_float(payload[1]))
    if tag == "$dict":
        return {decode(k, d): decode(v, d) for k, v in payload}
    if tag == "$repr":
        return Opaque(payload, data.get("type", ""))
    raise ValueError("unknown tag %r" % tag)


def to_json(value):
    """The typed JSON text of value, as the server writes it."""
    return json.dumps(encode(value), ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def from_json(text):
    """The value of a typed JSON text."""
    return decode(json.loads(text))
