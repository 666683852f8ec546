# dicts keep insertion order; updating keeps position
d = {}
d["z"] = 1
d["a"] = 2
d["m"] = 3
d["z"] = 4
print(d, list(d), list(d.keys()), list(d.values()), list(d.items()))
