# calling with keywords in any order
def f(a, b, c=3, d=4):
    return (a, b, c, d)
print(f(1, 2), f(b=1, a=2), f(1, 2, d=5), f(1, c=0, b=9), f(*[1, 2], **{"d": 0}))
