# defaults are evaluated once at definition time
def f(x, l=[]):
    l.append(x)
    return l
print(f(1), f(2), f(3, []), f(4))
