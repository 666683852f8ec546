# a generator expression can be consumed only once
g = (x for x in range(3))
print(list(g), list(g), sum(x for x in []))
