# set and dict comprehensions
print({x % 3 for x in range(10)}, {k: v for k, v in zip("abc", range(3))}, {x: x * x for x in range(4) if x})
print({v: k for k, v in {"a": 1, "b": 1, "c": 2}.items()})
