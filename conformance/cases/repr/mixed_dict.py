# dict with mixed key types
print({1: "a", "b": 2, (1,): [3], None: {4}, 2.5: frozenset({5}), True: False})
