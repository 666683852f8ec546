# missing required positional argument message
def f(x):
    return x
try:
    f()
except TypeError as e:
    print(e)
def g(a, b, c):
    pass
try:
    g(1)
except TypeError as e:
    print(e)
try:
    g()
except TypeError as e:
    print(e)
