# pop with and without default
d = {"a": 1, "b": 2}
print(d.pop("a"), d, d.pop("x", "dflt"), d)
try:
    d.pop("x")
except KeyError as e:
    print("KeyError", e)
