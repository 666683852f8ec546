# bound methods compare by self and function
class P:
    def f(self): pass
p, q = P(), P()
print(p.f == p.f, p.f == q.f, p.f is p.f)
