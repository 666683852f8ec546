# generator expressions are lazy; errors appear on iteration
g = (1 // x for x in [1, 0])
print("created")
it = iter(g)
print(next(it))
try:
    next(it)
except ZeroDivisionError as e:
    print("lazy error", e)
