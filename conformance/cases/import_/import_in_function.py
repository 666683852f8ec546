# import binds a local name inside a function
def f():
    import math
    return math.floor(3.7)
print(f())
try:
    math
except NameError as e:
    print(e)
