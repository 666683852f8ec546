# inner iterables are evaluated lazily, per outer item
def inner(i):
    print("inner", i)
    return range(i)
g = ((i, j) for i in range(1, 3) for j in inner(i))
print("created")
print(list(g))
