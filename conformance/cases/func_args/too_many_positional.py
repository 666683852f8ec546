# too many positional arguments messages
def f(a, b):
    pass
try:
    f(1, 2, 3)
except TypeError as e:
    print(e)
def g():
    pass
try:
    g(1)
except TypeError as e:
    print(e)
def h(a, b=2):
    pass
try:
    h(1, 2, 3)
except TypeError as e:
    print(e)
def k(a):
    pass
try:
    k(1, 2)
except TypeError as e:
    print(e)
