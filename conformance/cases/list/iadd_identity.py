# += mutates in place, + creates a new list
a = [1]
b = a
a += [2]
print(a, b, a is b)
a = a + [3]
print(a, b, a is b)
