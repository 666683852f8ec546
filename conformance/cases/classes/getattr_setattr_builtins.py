# getattr/setattr/hasattr/delattr on instances and classes
class P: pass
p = P()
setattr(p, "a", 5)
print(getattr(p, "a"), getattr(p, "b", "dflt"), hasattr(p, "a"))
setattr(P, "k", 9)
print(p.k)
delattr(p, "a")
print(hasattr(p, "a"))
