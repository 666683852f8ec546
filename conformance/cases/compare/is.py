# is and is not on None, True and identity of containers
a = [1]
b = a
c = [1]
print(a is b, a is c, a is not c, None is None, True is True, a == c)
x = None
print(x is None, x is not None)
