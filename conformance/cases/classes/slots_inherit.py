# subclasses without __slots__ get a __dict__
class P:
    __slots__ = ("x",)
class Q(P):
    pass
q = Q()
q.x = 1
q.z = 2
print(q.x, q.z)
