# str() of every core type
for v in (1, -2.5, True, None, "s", [1, "a"], (1,), (), {1: "a"}, {1}, set(), frozenset({2}), frozenset(), range(3), range(1, 10, 2), slice(1, 2), slice(None), b"ab", bytearray(b"x"), 1 + 2j, 1e100, {}, []):
    print(str(v))
