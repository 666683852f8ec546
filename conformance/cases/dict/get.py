# get with and without default
d = {"a": 1, "b": None}
print(d.get("a"), d.get("b", 5), d.get("c"), d.get("c", 0), d.get(1.0), {1: "x"}.get(True))
