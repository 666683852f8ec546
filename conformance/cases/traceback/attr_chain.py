# the failing link of a.b.c
class A:
    pass
a = A()
a.b = A()
print(a.b.c)
