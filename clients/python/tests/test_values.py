"""The typed JSON encoding, against the table the Go side is tested with
(pyjson/testdata/cases.txt): CPython evaluates each expression, the client
must encode it to exactly the table's text and decode the text back."""

import math
import os
import unittest

from pyinterp_client.values import Opaque, decode, from_json, to_json

CASES = os.path.join(os.path.dirname(__file__), "..", "..", "..", "pyjson", "testdata", "cases.txt")


def read_cases():
    with open(CASES, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            expr, text = line.split("\t", 1)
            yield n, expr, text


def same(a, b):
    """Equal values of the same types (NaN equal to NaN)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, float):
        return (math.isnan(a) and math.isnan(b)) or (a == b and math.copysign(1, a) == math.copysign(1, b))
    if isinstance(a, complex):
        return same(a.real, b.real) and same(a.imag, b.imag)
    if isinstance(a, (list, tuple)):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if isinstance(a, dict):
        return list(a) == list(b) and all(same(a[k], b[k]) for k in a)
    return a == b


class TestValues(unittest.TestCase):
    def test_table(self):
        cases = list(read_cases())
        self.assertGreater(len(cases), 30)
        for n, expr, text in cases:
            with self.subTest(line=n, expr=expr):
                value = eval(expr)
                self.assertEqual(to_json(value), text)
                self.assertTrue(same(from_json(text), value), "%s decodes to %r" % (text, from_json(text)))

    def test_only_python_side(self):
        self.assertEqual(to_json(frozenset([1])), '{"$frozenset":[1]}')
        self.assertEqual(from_json('{"$frozenset":[1]}'), frozenset([1]))
        self.assertEqual(to_json(bytearray(b"a")), '{"$bytearray":"YQ=="}')
        self.assertEqual(type(from_json('{"$bytearray":"YQ=="}')), bytearray)
        self.assertEqual(from_json('{"$repr":"<x>","type":"X"}'), Opaque("<x>", "X"))
        self.assertEqual(repr(from_json('{"$repr":"<x>","type":"X"}')), "<x>")

        class Thing:
            def __repr__(self):
                return "<thing>"

        self.assertEqual(to_json(Thing()), '{"$repr":"<thing>","type":"Thing"}')

    def test_errors(self):
        with self.assertRaises(ValueError):
            decode({"$nope": 1})
        deep = []
        for _ in range(150):
            deep = [deep]
        with self.assertRaises(ValueError):
            to_json(deep)


if __name__ == "__main__":
    unittest.main()
