# deleting attributes
class P:
    c = 1
p = P()
p.x = 1
del p.x
print(hasattr(p, "x"))
try:
    del p.x
except AttributeError as e:
    print(e)
del P.c
print(hasattr(P, "c"))
