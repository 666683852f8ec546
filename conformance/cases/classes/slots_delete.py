# deleting slots
class P:
    __slots__ = ("a",)
p = P()
p.a = 3
del p.a
print(hasattr(p, "a"))
