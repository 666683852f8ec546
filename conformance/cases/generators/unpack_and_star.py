# generators in unpacking, star arguments and constructors
def g(n):
    yield from range(n)
a, b, c = g(3)
print(a, b, c)
print(*g(4))
print(dict((i, i * i) for i in range(3)), set(g(3)), tuple(g(2)))
first, *rest = g(5)
print(first, rest)
