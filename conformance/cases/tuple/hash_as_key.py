# tuples as dict keys and set elements
d = {(1, 2): "a", (1,): "b"}
print(d[(1, 2)], d[1,], (1, 2) in d, {(1, 2), (1, 2), (2, 1)} == {(2, 1), (1, 2)})
