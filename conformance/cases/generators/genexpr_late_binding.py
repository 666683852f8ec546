# free variables of a generator expression are read when it runs
n = 1
g = (x + n for x in range(3))
n = 100
print(list(g))
