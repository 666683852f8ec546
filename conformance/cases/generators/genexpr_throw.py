# throw into a generator expression propagates out
g = (x for x in range(5))
next(g)
try:
    g.throw(KeyError("k"))
except KeyError as e:
    print("propagated", e)
print(list(g))
