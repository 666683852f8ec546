# keys/values/items views are live
d = {1: "a"}
k = d.keys()
v = d.values()
i = d.items()
d[2] = "b"
print(k, v, i, len(k), 2 in k, (1, "a") in i)
