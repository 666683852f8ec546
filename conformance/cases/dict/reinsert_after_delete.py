# a deleted and re-added key moves to the end
d = {"a": 1, "b": 2, "c": 3}
del d["a"]
d["a"] = 1
print(d)
