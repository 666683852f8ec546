# right side is evaluated before targets, targets left to right
def f(x):
    print("eval", x)
    return x
d = {}
d[f("k1")], d[f("k2")] = f("v1"), f("v2")
print(d)
