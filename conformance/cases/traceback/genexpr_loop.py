# a generator expression iterated by a for loop
g = (1 / i for i in range(3))
for v in g:
    print(v)
