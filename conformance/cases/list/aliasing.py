# lists are shared by reference
a = [1, 2]
b = a
b[0] = 99
print(a)
def f(l):
    l.append("f")
f(a)
print(a, b)
