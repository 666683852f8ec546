# arguments are evaluated left to right
def f(x):
    print("arg", x)
    return x
def g(*a, **k):
    return a, k
print(g(f(1), f(2), k=f(3), *[f(4)], **{"m": f(5)}))
