# truth values of core types
for v in (0, 1, -1, 0.0, 0.5, -0.0, "", " ", [], [0], (), (None,), {}, {0: 0}, set(), {0}, None, 0j, 1j, range(0), range(1), frozenset(), b"", b"\x00", float("nan")):
    print(repr(v), bool(v))
