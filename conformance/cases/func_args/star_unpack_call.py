# call-site unpacking with several * and **
def f(*a, **k):
    return a, k
print(f(*[1, 2], 3, *(4,), x=1, **{"y": 2}, z=3, **{"w": 4}))
