# object's default dunders can be called
class P: pass
p = P()
print(p.__eq__(p), p.__eq__(1), p.__ne__(1), P.__ne__(p, p))
print(p.__repr__() == repr(p), p.__str__() == str(p), type(p.__hash__()))
