# several missing positional arguments
def f(a, b, c, d):
    pass
try:
    f(1)
except TypeError as e:
    print(e)
