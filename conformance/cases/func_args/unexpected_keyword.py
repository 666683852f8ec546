# unexpected keyword argument
def f(x, y):
    return x + y
try:
    f(1, z=2)
except TypeError as e:
    print(e)
