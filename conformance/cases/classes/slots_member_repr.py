# slot members are descriptors on the class
class P:
    __slots__ = "x"
print(P.x)
