# methods of builtin instances
l = [3, 1, 2]
s = l.sort
s()
print(l, repr(l.append)[:28])
