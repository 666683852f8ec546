# bound methods: repr, __self__, __func__
class P:
    def f(self):
        return 1
p = P()
m = p.f
print(repr(m).startswith("<bound method P.f of <__main__.P object at 0x"))
print(m.__self__ is p, m.__func__ is P.f, m(), m.__name__)
print(type(m).__name__)
