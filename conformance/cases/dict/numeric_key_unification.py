# 1, 1.0 and True are the same key; the first key object is kept
d = {1: "int"}
d[1.0] = "float"
d[True] = "bool"
print(d, len(d))
d2 = {True: "a", 1: "b", 1.0: "c"}
print(d2)
d3 = {0: "zero"}
print(d3[False], d3[0.0], -0.0 in d3)
