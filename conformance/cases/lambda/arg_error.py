# lambda argument count error message
f = lambda x: x
try:
    f(1, 2)
except TypeError as e:
    print(e)
