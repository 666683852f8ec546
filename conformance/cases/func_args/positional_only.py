# positional-only parameters
def f(a, b, /, c):
    return a, b, c
print(f(1, 2, 3), f(1, 2, c=3))
try:
    f(1, b=2, c=3)
except TypeError as e:
    print(e)
