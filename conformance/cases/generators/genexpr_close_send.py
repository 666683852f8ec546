# send and close on a generator expression
g = (x for x in range(5))
print(next(g))
print(g.send("ignored"))
g.close()
print(list(g))
