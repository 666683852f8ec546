# generator expressions evaluate their element lazily
def f(x):
    print("f", x)
    return x * 10
g = (f(x) for x in range(3))
print("created")
print(next(g))
print(list(g))
