# argument errors in CPython's order (keywords before counts)
def k(a):
    pass
def k2(a, b):
    pass
def k3(a, *, b):
    pass
def k4(a, b, c):
    pass
def k5(a, /, b):
    pass
for call in [lambda: k(1, 2, bad=3), lambda: k2(1, 2, 3, a=3), lambda: k3(1, 2, c=3), lambda: k4(1, 2, 3, 4, c=5),
             lambda: k4(1, 2, 3, 4), lambda: k2(b=1), lambda: k5(1, 2, 3, a=1), lambda: k3(1, 2, b=3), lambda: k(1, 2, a=1)]:
    try:
        call()
    except TypeError as e:
        print(e)
