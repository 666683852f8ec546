# a function stored on the instance is not bound
class P: pass
p = P()
p.f = lambda x: x * 3
print(p.f(2))
