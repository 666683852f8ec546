# augmented assignment on subscripts evaluates the index once
calls = []
def idx(i):
    calls.append(i)
    return i
l = [1, 2, 3]
l[idx(1)] += 10
print(l, calls)
d = {"a": [1]}
d["a"] += [2]
d["b"] = d.get("b", 0) + 1
print(d)
